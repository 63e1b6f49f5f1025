// fastdec/eval.hpp: measuring what an approximation costs: corpus BLEU,
// word-type coverage of shortlists, P@K of approximate k-best, search errors
// of pruning. Evaluation code: not for the decoding loop.
#pragma once

#include "fastdec/eval/bleu.hpp"
#include "fastdec/eval/coverage.hpp"
#include "fastdec/eval/precision.hpp"
#include "fastdec/eval/search_errors.hpp"
