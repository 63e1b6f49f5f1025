// fastdec/arch/softmax_kernels.hpp (internal): per-instruction-set row kernels
// for log-softmax, k-best scans and Amun's fused softmax + k-best.
//
// The kernels are written once (softmax_body.inc) and compiled into one
// namespace per instruction set: softmax_scalar (the reference), softmax_sse2,
// softmax_avx2. SoftmaxKernels<Isa> names them; callers pick one level per
// batch with kernel_level(max_softmax_isa). Results are bit-identical across
// levels (16 virtual lanes, no contraction; see softmax_body.inc).
// AVX-512 machines run the AVX2 kernels: this machine cannot test AVX-512
// softmax code, and we ship no untested kernels.
#pragma once

#include <bit>
#include <cassert>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>

#include "fastdec/arch/isa.hpp"
#include "fastdec/arch/target.hpp"
#include "fastdec/core/topk.hpp"

#if FASTDEC_X86
#include <immintrin.h>
#endif

namespace fastdec::arch {

// One row's fused softmax + k-best pass between segments (fused_segment in
// softmax_body.inc): per-lane references (about the maxima), minima, finished
// sums and the sum of the open block, as plain arrays so any level can resume it.
struct FusedRowState {
  alignas(64) float lane_reference[16];
  alignas(64) float lane_min[16];
  alignas(64) float lane_sum[16];
  alignas(64) float block_sum[16];
  std::size_t position;  // elements of the row consumed so far

  void reset() noexcept {
    for (int i = 0; i < 16; ++i) {
      lane_reference[i] = -std::numeric_limits<float>::infinity();
      lane_min[i] = std::numeric_limits<float>::infinity();
      lane_sum[i] = 0.0f;
      block_sum[i] = 0.0f;
    }
    position = 0;
  }
};

namespace softmax_constants {
inline constexpr float exp_lowest = -87.3365447f;  // ln(2^-126): smallest normal result
// How far a value may exceed its lane's reference before the fused kernel
// rescales: a sum of a million exp(20) terms is still far from overflowing.
inline constexpr float rescale_slack = 20.0f;
inline constexpr float log2e = 1.44269504088896341f;
inline constexpr float round_magic = 12582912.0f;  // 1.5 * 2^23: adding it rounds to an integer
inline constexpr float ln2_high = 0.693359375f;    // ln 2 split in two for an exact n * ln2
inline constexpr float ln2_low = -2.12194440e-4f;
inline constexpr float exp_poly[6] = {1.9875691500e-4f, 1.3981999507e-3f, 8.3334519073e-3f,
                                      4.1665795894e-2f, 1.6666665459e-1f, 5.0000001201e-1f};
// bits(round_magic + n) - bits(round_magic) == n; adding 127 and shifting makes 2^n.
inline constexpr std::int32_t pow2_bias = 127 - std::bit_cast<std::int32_t>(round_magic);
}  // namespace softmax_constants

FASTDEC_BEGIN_EXACT_FP

// The reference: 16 lanes as plain arrays.
namespace softmax_scalar {
struct Chunk {
  float v[16];
};
inline Chunk load(const float* p) {
  Chunk c;
  for (int i = 0; i < 16; ++i) c.v[i] = p[i];
  return c;
}
inline void store(float* p, const Chunk& c) {
  for (int i = 0; i < 16; ++i) p[i] = c.v[i];
}
inline Chunk broadcast(float x) {
  Chunk c;
  for (float& v : c.v) v = x;
  return c;
}
#define FASTDEC_SCALAR_LANEWISE(name, expression)   \
  inline Chunk name(const Chunk& a, const Chunk& b) { \
    Chunk c;                                          \
    for (int i = 0; i < 16; ++i) {                    \
      const float x = a.v[i], y = b.v[i];             \
      c.v[i] = (expression);                          \
    }                                                 \
    return c;                                         \
  }
FASTDEC_SCALAR_LANEWISE(add, x + y)
FASTDEC_SCALAR_LANEWISE(sub, x - y)
FASTDEC_SCALAR_LANEWISE(mul, x * y)
FASTDEC_SCALAR_LANEWISE(max_of, x > y ? x : y)
FASTDEC_SCALAR_LANEWISE(min_of, x < y ? x : y)
#undef FASTDEC_SCALAR_LANEWISE
inline Chunk pow2_from_magic(const Chunk& rounded) {
  Chunk c;
  for (int i = 0; i < 16; ++i) {
    const std::int32_t n = std::bit_cast<std::int32_t>(rounded.v[i]) + softmax_constants::pow2_bias;
    c.v[i] = std::bit_cast<float>(static_cast<std::uint32_t>(n) << 23);
  }
  return c;
}
inline unsigned mask_at_least(const Chunk& a, const Chunk& threshold) {
  unsigned mask = 0;
  for (int i = 0; i < 16; ++i) mask |= (a.v[i] >= threshold.v[i] ? 1u : 0u) << i;
  return mask;
}
inline bool any_greater(const Chunk& a, const Chunk& b) {
  bool any = false;
  for (int i = 0; i < 16; ++i) any = any || a.v[i] > b.v[i];
  return any;
}
inline bool any_at_least(const Chunk& a, float threshold) {
  bool any = false;
  for (int i = 0; i < 16; ++i) any = any || a.v[i] >= threshold;
  return any;
}
#include "fastdec/arch/softmax_body.inc"
}  // namespace softmax_scalar

#if FASTDEC_X86
FASTDEC_BEGIN_TARGET("sse2")
namespace softmax_sse2 {
struct Chunk {
  __m128 v[4];
};
inline Chunk load(const float* p) {
  return {{_mm_loadu_ps(p), _mm_loadu_ps(p + 4), _mm_loadu_ps(p + 8), _mm_loadu_ps(p + 12)}};
}
inline void store(float* p, const Chunk& c) {
  for (int i = 0; i < 4; ++i) _mm_storeu_ps(p + 4 * i, c.v[i]);
}
inline Chunk broadcast(float x) {
  const __m128 v = _mm_set1_ps(x);
  return {{v, v, v, v}};
}
#define FASTDEC_SSE2_LANEWISE(name, intrinsic)                              \
  inline Chunk name(const Chunk& a, const Chunk& b) {                       \
    return {{intrinsic(a.v[0], b.v[0]), intrinsic(a.v[1], b.v[1]),          \
             intrinsic(a.v[2], b.v[2]), intrinsic(a.v[3], b.v[3])}};        \
  }
FASTDEC_SSE2_LANEWISE(add, _mm_add_ps)
FASTDEC_SSE2_LANEWISE(sub, _mm_sub_ps)
FASTDEC_SSE2_LANEWISE(mul, _mm_mul_ps)
FASTDEC_SSE2_LANEWISE(max_of, _mm_max_ps)
FASTDEC_SSE2_LANEWISE(min_of, _mm_min_ps)
#undef FASTDEC_SSE2_LANEWISE
inline Chunk pow2_from_magic(const Chunk& rounded) {
  const __m128i bias = _mm_set1_epi32(softmax_constants::pow2_bias);
  Chunk c;
  for (int i = 0; i < 4; ++i)
    c.v[i] = _mm_castsi128_ps(
        _mm_slli_epi32(_mm_add_epi32(_mm_castps_si128(rounded.v[i]), bias), 23));
  return c;
}
inline unsigned mask_at_least(const Chunk& a, const Chunk& threshold) {
  unsigned mask = 0;
  for (int i = 0; i < 4; ++i)
    mask |= static_cast<unsigned>(_mm_movemask_ps(_mm_cmpge_ps(a.v[i], threshold.v[i])))
            << (4 * i);
  return mask;
}
inline bool any_greater(const Chunk& a, const Chunk& b) {
  const __m128 low = _mm_or_ps(_mm_cmpgt_ps(a.v[0], b.v[0]), _mm_cmpgt_ps(a.v[1], b.v[1]));
  const __m128 high = _mm_or_ps(_mm_cmpgt_ps(a.v[2], b.v[2]), _mm_cmpgt_ps(a.v[3], b.v[3]));
  return _mm_movemask_ps(_mm_or_ps(low, high)) != 0;
}
inline bool any_at_least(const Chunk& a, float threshold) {
  const __m128 top = _mm_max_ps(_mm_max_ps(a.v[0], a.v[1]), _mm_max_ps(a.v[2], a.v[3]));
  return _mm_movemask_ps(_mm_cmpge_ps(top, _mm_set1_ps(threshold))) != 0;
}
#include "fastdec/arch/softmax_body.inc"
}  // namespace softmax_sse2
FASTDEC_END_TARGET

FASTDEC_BEGIN_TARGET("avx2")
namespace softmax_avx2 {
struct Chunk {
  __m256 v[2];
};
inline Chunk load(const float* p) { return {{_mm256_loadu_ps(p), _mm256_loadu_ps(p + 8)}}; }
inline void store(float* p, const Chunk& c) {
  _mm256_storeu_ps(p, c.v[0]);
  _mm256_storeu_ps(p + 8, c.v[1]);
}
inline Chunk broadcast(float x) {
  const __m256 v = _mm256_set1_ps(x);
  return {{v, v}};
}
inline __m256 greater_than(__m256 a, __m256 b) { return _mm256_cmp_ps(a, b, _CMP_GT_OQ); }
inline __m256 at_least(__m256 a, __m256 b) { return _mm256_cmp_ps(a, b, _CMP_GE_OQ); }
#define FASTDEC_AVX2_LANEWISE(name, intrinsic)              \
  inline Chunk name(const Chunk& a, const Chunk& b) {       \
    return {{intrinsic(a.v[0], b.v[0]), intrinsic(a.v[1], b.v[1])}}; \
  }
FASTDEC_AVX2_LANEWISE(add, _mm256_add_ps)
FASTDEC_AVX2_LANEWISE(sub, _mm256_sub_ps)
FASTDEC_AVX2_LANEWISE(mul, _mm256_mul_ps)
FASTDEC_AVX2_LANEWISE(max_of, _mm256_max_ps)
FASTDEC_AVX2_LANEWISE(min_of, _mm256_min_ps)
#undef FASTDEC_AVX2_LANEWISE
inline Chunk pow2_from_magic(const Chunk& rounded) {
  const __m256i bias = _mm256_set1_epi32(softmax_constants::pow2_bias);
  Chunk c;
  for (int i = 0; i < 2; ++i)
    c.v[i] = _mm256_castsi256_ps(
        _mm256_slli_epi32(_mm256_add_epi32(_mm256_castps_si256(rounded.v[i]), bias), 23));
  return c;
}
inline unsigned mask_at_least(const Chunk& a, const Chunk& threshold) {
  const auto low = static_cast<unsigned>(
      _mm256_movemask_ps(_mm256_cmp_ps(a.v[0], threshold.v[0], _CMP_GE_OQ)));
  const auto high = static_cast<unsigned>(
      _mm256_movemask_ps(_mm256_cmp_ps(a.v[1], threshold.v[1], _CMP_GE_OQ)));
  return low | (high << 8);
}
inline bool any_greater(const Chunk& a, const Chunk& b) {
  return _mm256_movemask_ps(_mm256_or_ps(greater_than(a.v[0], b.v[0]),
                                         greater_than(a.v[1], b.v[1]))) != 0;
}
inline bool any_at_least(const Chunk& a, float threshold) {
  return _mm256_movemask_ps(
             at_least(_mm256_max_ps(a.v[0], a.v[1]), _mm256_set1_ps(threshold))) != 0;
}
#include "fastdec/arch/softmax_body.inc"
}  // namespace softmax_avx2
FASTDEC_END_TARGET
#endif  // FASTDEC_X86

// Combining the 16 lanes, shared by every level so it cannot differ.
namespace softmax_lanes {

// Pairwise sum in a fixed order.
inline float sum16(const float* lanes) {
  float a[16];
  for (int i = 0; i < 16; ++i) a[i] = lanes[i];
  for (int width = 8; width >= 1; width /= 2)
    for (int i = 0; i < width; ++i) a[i] = a[i] + a[i + width];
  return a[0];
}

// log(sum over lanes of lane_sum * exp(lane_reference - top)) + top, where
// top is the largest reference.
inline float log_normalizer(const float* lane_reference, const float* lane_sum) {
  float top = -std::numeric_limits<float>::infinity();
  for (int i = 0; i < 16; ++i) top = lane_reference[i] > top ? lane_reference[i] : top;
  using namespace softmax_scalar;
  const Chunk scale = exp_nonpositive(sub(load(lane_reference), broadcast(top)));
  alignas(64) float scaled[16];
  store(scaled, mul(load(lane_sum), scale));
  return top + static_cast<float>(std::log(static_cast<double>(sum16(scaled))));
}

// Ends a fused pass: folds the open block into the sums (the same float adds
// a kernel would do) and returns the row's log-normalizer; `row_min` gets the
// row minimum.
inline float finish_fused_row(FusedRowState& state, float& row_min) {
  constexpr std::size_t block = 16 * 16;
  if (state.position % block != 0)
    for (int i = 0; i < 16; ++i) state.lane_sum[i] = state.lane_sum[i] + state.block_sum[i];
  row_min = state.lane_min[0];
  for (int i = 1; i < 16; ++i) row_min = state.lane_min[i] < row_min ? state.lane_min[i] : row_min;
  return log_normalizer(state.lane_reference, state.lane_sum);
}

}  // namespace softmax_lanes

FASTDEC_END_EXACT_FP

inline constexpr Isa max_softmax_isa = FASTDEC_X86 ? Isa::avx2 : Isa::scalar;

// SoftmaxKernels<level> names the kernels of one level.
template <Isa level>
struct SoftmaxKernels;

#define FASTDEC_SOFTMAX_KERNELS(level, ns)                                                   \
  template <>                                                                                \
  struct SoftmaxKernels<level> {                                                             \
    static float bias_max(const float* x, const float* b, float* out, std::size_t n,         \
                          float& row_min) {                                                  \
      return ns::bias_max(x, b, out, n, row_min);                                            \
    }                                                                                        \
    static void lane_sums_exp(const float* x, std::size_t n, float m, float* sums) {         \
      ns::lane_sums_exp(x, n, m, sums);                                                      \
    }                                                                                        \
    static void add_constant(float* x, std::size_t n, float c) { ns::add_constant(x, n, c); } \
    static bool scan_topk(const float* x, const float* b, std::size_t n,                     \
                          TopKAccumulator& best, std::size_t first_id) {                     \
      return ns::scan_topk(x, b, n, best, first_id);                                         \
    }                                                                                        \
    static void fused_segment(const float* x, const float* b, std::size_t n,                 \
                              TopKAccumulator& best, FusedRowState& state) {                 \
      ns::fused_segment(x, b, n, best, state);                                               \
    }                                                                                        \
  };
FASTDEC_SOFTMAX_KERNELS(Isa::scalar, softmax_scalar)
#if FASTDEC_X86
FASTDEC_SOFTMAX_KERNELS(Isa::sse2, softmax_sse2)
FASTDEC_SOFTMAX_KERNELS(Isa::avx2, softmax_avx2)
#endif
#undef FASTDEC_SOFTMAX_KERNELS

// The first two passes of a textbook log-softmax: out = x + bias (bias may be
// null, out may alias x), then log(sum exp(out)) computed after subtracting
// the maximum. Returns NaN when a value is NaN or infinite.
template <class Kernels>
float biased_log_normalizer(Kernels kernels, const float* x, const float* bias, float* out,
                            std::size_t n) {
  float row_min = 0.0f;
  const float row_max = kernels.bias_max(x, bias, out, n, row_min);
  alignas(64) float lane_sums[16];
  kernels.lane_sums_exp(out, n, row_max, lane_sums);
  const float log_normalizer =
      row_max + static_cast<float>(std::log(static_cast<double>(softmax_lanes::sum16(lane_sums))));
  return row_min > -std::numeric_limits<float>::infinity() ? log_normalizer
                                                            : std::numeric_limits<float>::quiet_NaN();
}

// Runs `body(SoftmaxKernels<level>{})` for the level picked once for this call.
template <class Body>
decltype(auto) with_softmax_kernels(Body&& body) {
  switch (kernel_level(max_softmax_isa)) {
#if FASTDEC_X86
    case Isa::avx2: return body(SoftmaxKernels<Isa::avx2>{});
    case Isa::sse2: return body(SoftmaxKernels<Isa::sse2>{});
#endif
    default: return body(SoftmaxKernels<Isa::scalar>{});
  }
}

}  // namespace fastdec::arch
