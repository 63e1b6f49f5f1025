// fastdec/layers/fixed_order_dot.hpp (internal): the dot product of the
// models' attention scores, in one fixed order.
#pragma once

#include <cstddef>

#include "fastdec/arch/target.hpp"

namespace fastdec::detail {

// 16 partial sums in a fixed order (vectorizable without reassociating):
// the same bits whatever the caller and the compiler. Not contracted: with
// FMA available (-march=x86-64-v3 and up) GCC and Clang would otherwise fuse
// each product into its sum, and the bits would depend on the build flags.
FASTDEC_BEGIN_EXACT_FP
inline float fixed_order_dot(const float* x, const float* y, std::size_t n) {
  float lanes[16] = {};
  std::size_t t = 0;
  for (; t + 16 <= n; t += 16)
    for (std::size_t l = 0; l < 16; ++l) lanes[l] += x[t + l] * y[t + l];
  for (; t < n; ++t) lanes[t % 16] += x[t] * y[t];
  for (std::size_t width = 8; width >= 1; width /= 2)
    for (std::size_t l = 0; l < width; ++l) lanes[l] += lanes[l + width];
  return lanes[0];
}
FASTDEC_END_EXACT_FP

}  // namespace fastdec::detail
