// fastdec/io.hpp: saving and loading prepared weights.
#pragma once

#include "fastdec/io/gemm_io.hpp"
