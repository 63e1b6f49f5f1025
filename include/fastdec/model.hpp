// fastdec/model.hpp: the DecoderModel concept.
#pragma once

#include "fastdec/model/concept.hpp"
