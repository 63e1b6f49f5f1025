// fastdec/core.hpp: tokens, scores, matrix views, k-best selection, errors.
// The ground floor: nothing here includes another folder of fastdec.
#pragma once

#include "fastdec/core/aligned_buffer.hpp"
#include "fastdec/core/error.hpp"
#include "fastdec/core/limits.hpp"
#include "fastdec/core/matrix_view.hpp"
#include "fastdec/core/topk.hpp"
#include "fastdec/core/types.hpp"
