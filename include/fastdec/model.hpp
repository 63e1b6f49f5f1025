// fastdec/model.hpp: the DecoderModel concept, the reusable decoder parts
// (linear layer, GRU cell, precomputed embedding projections, additive
// attention, merged recurrent states, fast activations) and the reference
// attentional GRU model built from them.
#pragma once

#include "fastdec/model/activation.hpp"
#include "fastdec/model/attention.hpp"
#include "fastdec/model/concept.hpp"
#include "fastdec/model/embedding_projection.hpp"
#include "fastdec/model/gru_cell.hpp"
#include "fastdec/model/gru_model.hpp"
#include "fastdec/model/gru_weights.hpp"
#include "fastdec/model/linear.hpp"
#include "fastdec/model/state_merging.hpp"
