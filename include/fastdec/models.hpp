// fastdec/models.hpp: the reference models built from fastdec/layers.hpp's
// parts, with their loaders: the attentional GRU (Devlin 2017) and the
// Transformer (Vaswani et al. 2017). Both satisfy the search's DecoderModel
// (fastdec/search/decoder_model.hpp): models/ sits above search/.
#pragma once

#include "fastdec/models/gru_model.hpp"
#include "fastdec/models/gru_weights.hpp"
#include "fastdec/models/transformer_model.hpp"
#include "fastdec/models/transformer_part_times.hpp"
#include "fastdec/models/transformer_weights.hpp"
#include "fastdec/search/decoder_model.hpp"
