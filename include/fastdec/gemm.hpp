// fastdec/gemm.hpp: the Gemm concept and its backends.
#pragma once

#include "fastdec/gemm/concept.hpp"
#include "fastdec/gemm/eigen_gemm.hpp"
#include "fastdec/gemm/int16_gemm.hpp"
#include "fastdec/gemm/packed_fp32_gemm.hpp"
#include "fastdec/gemm/tiled.hpp"
