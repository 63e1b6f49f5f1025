// fastdec/model.hpp: the model side of fastdec in one include: the parts
// (fastdec/layers.hpp) and the reference models built from them, with their
// loaders (fastdec/models.hpp), and the DecoderModel concept they satisfy.
#pragma once

#include "fastdec/layers.hpp"
#include "fastdec/models.hpp"
#include "fastdec/search/decoder_model.hpp"
