// fastdec/arch/activation_kernels.hpp (internal): per-instruction-set fast
// tanh and sigmoid (Devlin 2017, section 4.4), for the model parts.
//
// Devlin replaced the library calls with lookup tables. We compute instead:
// one exp polynomial on 16 lanes (the one the softmax kernels use), a
// division and a sign, written once (activation_body.inc) and compiled per
// level (activation_scalar, activation_sse2, activation_avx2). A table needs
// a gather per element, which is as slow as the whole polynomial on AVX2 and
// gives a worse error for the same cost; this form is vectorized on every
// level and its error does not depend on a table size.
//
// Error (measured on a grid of step 1e-4 over [-20, 20], every level: 8.9e-8
// and 7.5e-8; the tests demand): |fast_tanh(x) - tanh(x)| <= 1.5e-7 and
// |fast_sigmoid(x) - sigmoid(x)| <= 1.5e-7, absolute, for every finite x
// (beyond |x| = 20 both are saturated exactly); tanh is odd and within
// [-1, 1], sigmoid within [0, 1]. NaN gives NaN.
// Results are bit-identical across levels (tested), so a decode with fast
// activations returns the same tokens on every instruction set.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>

#include "fastdec/arch/isa.hpp"
#include "fastdec/arch/softmax_kernels.hpp"
#include "fastdec/arch/target.hpp"

#if FASTDEC_X86
#include <immintrin.h>
#endif

namespace fastdec::arch {

FASTDEC_BEGIN_EXACT_FP

namespace activation_scalar {
using namespace softmax_scalar;
inline Chunk div(const Chunk& a, const Chunk& b) {
  Chunk c;
  for (int i = 0; i < 16; ++i) c.v[i] = a.v[i] / b.v[i];
  return c;
}
inline Chunk absolute(const Chunk& a) {
  Chunk c;
  for (int i = 0; i < 16; ++i) c.v[i] = std::fabs(a.v[i]);
  return c;
}
inline Chunk copy_sign(const Chunk& magnitude, const Chunk& sign) {
  Chunk c;
  for (int i = 0; i < 16; ++i) c.v[i] = std::copysign(magnitude.v[i], sign.v[i]);
  return c;
}
#include "fastdec/arch/activation_body.inc"
}  // namespace activation_scalar

#if FASTDEC_X86
FASTDEC_BEGIN_TARGET("sse2")
namespace activation_sse2 {
using namespace softmax_sse2;
inline Chunk div(const Chunk& a, const Chunk& b) {
  return {{_mm_div_ps(a.v[0], b.v[0]), _mm_div_ps(a.v[1], b.v[1]), _mm_div_ps(a.v[2], b.v[2]),
           _mm_div_ps(a.v[3], b.v[3])}};
}
inline Chunk absolute(const Chunk& a) {
  const __m128 sign = _mm_set1_ps(-0.0f);
  return {{_mm_andnot_ps(sign, a.v[0]), _mm_andnot_ps(sign, a.v[1]), _mm_andnot_ps(sign, a.v[2]),
           _mm_andnot_ps(sign, a.v[3])}};
}
inline Chunk copy_sign(const Chunk& magnitude, const Chunk& sign) {
  const __m128 bit = _mm_set1_ps(-0.0f);
  Chunk c;
  for (int i = 0; i < 4; ++i)
    c.v[i] = _mm_or_ps(_mm_andnot_ps(bit, magnitude.v[i]), _mm_and_ps(bit, sign.v[i]));
  return c;
}
#include "fastdec/arch/activation_body.inc"
}  // namespace activation_sse2
FASTDEC_END_TARGET

FASTDEC_BEGIN_TARGET("avx2")
namespace activation_avx2 {
using namespace softmax_avx2;
inline Chunk div(const Chunk& a, const Chunk& b) {
  return {{_mm256_div_ps(a.v[0], b.v[0]), _mm256_div_ps(a.v[1], b.v[1])}};
}
inline Chunk absolute(const Chunk& a) {
  const __m256 sign = _mm256_set1_ps(-0.0f);
  return {{_mm256_andnot_ps(sign, a.v[0]), _mm256_andnot_ps(sign, a.v[1])}};
}
inline Chunk copy_sign(const Chunk& magnitude, const Chunk& sign) {
  const __m256 bit = _mm256_set1_ps(-0.0f);
  Chunk c;
  for (int i = 0; i < 2; ++i)
    c.v[i] = _mm256_or_ps(_mm256_andnot_ps(bit, magnitude.v[i]), _mm256_and_ps(bit, sign.v[i]));
  return c;
}
#include "fastdec/arch/activation_body.inc"
}  // namespace activation_avx2
FASTDEC_END_TARGET
#endif  // FASTDEC_X86

FASTDEC_END_EXACT_FP

inline constexpr Isa max_activation_isa = max_softmax_isa;

// fast_tanh / fast_sigmoid of n floats at the level picked once for this call
// (y may alias x).
inline void fast_tanh(const float* x, float* y, std::size_t n) {
  switch (kernel_level(max_activation_isa)) {
#if FASTDEC_X86
    case Isa::avx2:
      return activation_avx2::fast_tanh(x, y, n);
    case Isa::sse2:
      return activation_sse2::fast_tanh(x, y, n);
#endif
    default:
      return activation_scalar::fast_tanh(x, y, n);
  }
}

inline void fast_sigmoid(const float* x, float* y, std::size_t n) {
  switch (kernel_level(max_activation_isa)) {
#if FASTDEC_X86
    case Isa::avx2:
      return activation_avx2::fast_sigmoid(x, y, n);
    case Isa::sse2:
      return activation_sse2::fast_sigmoid(x, y, n);
#endif
    default:
      return activation_scalar::fast_sigmoid(x, y, n);
  }
}

}  // namespace fastdec::arch
