// fastdec/search/controls/default_controls.hpp: the token controls
// SearchOptions configures, BeamSearch's default list. Each is off unless its
// option is set. A user's own control joins by naming a list with it:
//   BeamSearch<Model, Output, NoPruning, SentenceTotals,
//              TokenControls<BannedTokens, MyControl>> search(...);
#pragma once

#include "fastdec/search/controls/banned_tokens.hpp"
#include "fastdec/search/controls/min_length.hpp"
#include "fastdec/search/controls/no_repeat_ngram.hpp"
#include "fastdec/search/controls/repetition_penalty.hpp"
#include "fastdec/search/controls/suppress_sequences.hpp"
#include "fastdec/search/controls/token_control.hpp"

namespace fastdec {

using DefaultControls =
    TokenControls<BannedTokens, MinLength, NoRepeatNgram, SuppressSequences, RepetitionPenalty>;

}  // namespace fastdec
