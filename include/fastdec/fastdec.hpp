// fastdec/fastdec.hpp: everything but EigenGemm (fastdec/gemm/eigen_gemm.hpp,
// the one header that needs Eigen). Include a module header instead
// (fastdec/search.hpp, fastdec/output.hpp, ...) to compile less.
#pragma once

#include "fastdec/arch.hpp"
#include "fastdec/core.hpp"
#include "fastdec/eval.hpp"
#include "fastdec/gemm.hpp"
#include "fastdec/io.hpp"
#include "fastdec/layers.hpp"
#include "fastdec/model.hpp"
#include "fastdec/models.hpp"
#include "fastdec/output.hpp"
#include "fastdec/search.hpp"
#include "fastdec/train.hpp"
