// fastdec/model.hpp: the DecoderModel concept, the reusable decoder parts
// (linear layer, GRU cell, precomputed embedding projections, additive
// attention, merged recurrent states, fast activations, the Transformer
// decoder's self-attention cache) and the reference models built from them:
// the attentional GRU and the Transformer.
#pragma once

#include "fastdec/model/activation.hpp"
#include "fastdec/model/attention.hpp"
#include "fastdec/model/embedding_projection.hpp"
#include "fastdec/model/gru_cell.hpp"
#include "fastdec/model/gru_model.hpp"
#include "fastdec/model/gru_weights.hpp"
#include "fastdec/model/linear.hpp"
#include "fastdec/model/self_attention_cache.hpp"
#include "fastdec/model/state_merging.hpp"
#include "fastdec/model/transformer_model.hpp"
#include "fastdec/model/transformer_weights.hpp"
#include "fastdec/search/decoder_model.hpp"
