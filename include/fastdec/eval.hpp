// fastdec/eval.hpp: evaluation of translations: corpus BLEU.
#pragma once

#include "fastdec/eval/bleu.hpp"
