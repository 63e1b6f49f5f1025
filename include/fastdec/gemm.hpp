// fastdec/gemm.hpp: the Gemm concept and its backends.
#pragma once

#include "fastdec/gemm/concept.hpp"
#include "fastdec/gemm/eigen_gemm.hpp"
