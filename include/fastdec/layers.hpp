// fastdec/layers.hpp: the reusable decoder parts a model is built from: the
// linear layer, the GRU cell, precomputed embedding projections, additive
// attention, merged recurrent states, fast activations; the Transformer's
// layer norm, multi-head attention (and a sentence's attention over itself
// as matrix products), feed-forward, residual block and positions, and its
// decoder's self-attention stores (the parent-following cache and the
// gathering baseline). Parts only: they depend on core/,
// gemm/ and output/, never on search/ or models/.
#pragma once

#include "fastdec/layers/activation.hpp"
#include "fastdec/layers/attention.hpp"
#include "fastdec/layers/attention_products.hpp"
#include "fastdec/layers/embedding_projection.hpp"
#include "fastdec/layers/feed_forward.hpp"
#include "fastdec/layers/gathering_cache.hpp"
#include "fastdec/layers/gru_cell.hpp"
#include "fastdec/layers/layer_norm.hpp"
#include "fastdec/layers/linear.hpp"
#include "fastdec/layers/multi_head_attention.hpp"
#include "fastdec/layers/positions.hpp"
#include "fastdec/layers/residual.hpp"
#include "fastdec/layers/self_attention_cache.hpp"
#include "fastdec/layers/self_attention_store.hpp"
#include "fastdec/layers/sentence_attention.hpp"
#include "fastdec/layers/state_merging.hpp"
