// fastdec/search/best_token_only.hpp: whether a search reads nothing of a
// step's scores but each row's best token.
//
// Greedy decoding that reports no probabilities needs no softmax: the output
// layers rank a row's tokens by biased logit, so the best log-probability
// belongs to the best logit, and a layer may return that logit as the score
// (FusedTopK with FusedScores::argmax_logit, Amun's Algorithm 5; CTranslate2's
// greedy search likewise skips its log-softmax unless scores are asked for).
// The tokens are the same; only the scores the search sums differ. That holds
// when every search step asks each row for exactly one token and nothing
// compares or rewrites the scores:
//   - beam 1, one hypothesis returned, no sampling;
//   - a stopping rule that needs one candidate per row at beam 1;
//   - no token control acting while searching (a control makes the search ask
//     for more tokens, and some rescale the log-probabilities).
// The caller must also prune with no policy (pruning thresholds compare
// log-probabilities) and report no scores: n-best lists and token scores
// need the normalized layer. A target prefix and scoring a given target are
// fine: forced and scored tokens go through logprobs_of, which normalizes.
#pragma once

#include <cstddef>

#include "fastdec/search/controls/default_controls.hpp"
#include "fastdec/search/options.hpp"
#include "fastdec/search/stopping.hpp"

namespace fastdec {

// Whether a BeamSearch with `options` and the token controls `Controls` over
// an output vocabulary of `vocab_size` tokens asks every row for its best
// token alone (see above). Bad control options throw the fastdec::error the
// search would.
template <class Controls = DefaultControls>
bool search_reads_best_token_only(const SearchOptions& options, std::size_t vocab_size) {
  if (options.beam_size != 1 || options.n_best != 1 || options.samples()) return false;
  if (Stopping(options).candidates_per_row(1) != 1) return false;
  Controls controls(options, vocab_size);
  controls.begin_batch(/*searching=*/true);
  return !controls.any_on();
}

}  // namespace fastdec
