// fastdec/output.hpp: the OutputLayer concept and the output layers.
#pragma once

#include "fastdec/output/alignment_shortlist.hpp"
#include "fastdec/output/ann/stats.hpp"
#include "fastdec/output/concept.hpp"
#include "fastdec/output/frequency_shortlist.hpp"
#include "fastdec/output/full_softmax.hpp"
#include "fastdec/output/fused_topk.hpp"
#include "fastdec/output/hnsw_topk.hpp"
#include "fastdec/output/lexicon.hpp"
#include "fastdec/output/log_softmax.hpp"
#include "fastdec/output/output_weights.hpp"
#include "fastdec/output/screened_argmax.hpp"
#include "fastdec/output/softmax_rows.hpp"
#include "fastdec/output/wta_lsh.hpp"
