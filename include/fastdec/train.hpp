// fastdec/train.hpp: what a user without other tools needs to build a
// decoding resource: IBM Model 1 lexicons for the word-alignment shortlist.
#pragma once

#include "fastdec/train/ibm_model1.hpp"
