// fastdec/search.hpp: beam search, its options, results, and pruning policies
// (the search-error measure is in fastdec/eval.hpp).
#pragma once

#include "fastdec/search/beam_search.hpp"
#include "fastdec/search/best_token_only.hpp"
#include "fastdec/search/candidate.hpp"
#include "fastdec/search/decoder_model.hpp"
#include "fastdec/search/options.hpp"
#include "fastdec/search/pruning.hpp"
#include "fastdec/search/result.hpp"
#include "fastdec/search/sampling.hpp"
