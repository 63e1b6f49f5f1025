// fastdec/layers.hpp: the reusable decoder parts a model is built from: the
// linear layer, the GRU cell, precomputed embedding projections, additive
// attention, merged recurrent states, fast activations, and the Transformer
// decoder's self-attention caches (the parent-following one and the
// gathering baseline). Parts only: they depend on core/, gemm/ and output/,
// never on search/ or models/.
#pragma once

#include "fastdec/layers/activation.hpp"
#include "fastdec/layers/attention.hpp"
#include "fastdec/layers/embedding_projection.hpp"
#include "fastdec/layers/gathering_cache.hpp"
#include "fastdec/layers/gru_cell.hpp"
#include "fastdec/layers/linear.hpp"
#include "fastdec/layers/self_attention_cache.hpp"
#include "fastdec/layers/state_merging.hpp"
