// fastdec/gemm.hpp: the Gemm concept and fastdec's own backends. EigenGemm,
// the fp32 reference and the output layers' default, is the one part of
// fastdec that needs Eigen: include fastdec/gemm/eigen_gemm.hpp to use it.
#pragma once

#include "fastdec/gemm/concept.hpp"
#include "fastdec/gemm/int16_gemm.hpp"
#include "fastdec/gemm/int8_gemm.hpp"
#include "fastdec/gemm/packed_fp32_gemm.hpp"
#include "fastdec/gemm/tiled.hpp"
