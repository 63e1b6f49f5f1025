// fastdec/arch/distance_kernels.hpp (internal): per-instruction-set dot
// product and squared Euclidean distance over zero-padded float rows, for the
// graph and hashing output layers.
//
// The kernels (distance_body.inc) reuse the 16-lane Chunk of the softmax
// kernels and are compiled into distance_scalar (the reference),
// distance_sse2 and distance_avx2. DistanceKernels<Isa> names them; callers
// pick one level per batch of queries with with_distance_kernels. Results are
// bit-identical across levels (16 virtual lanes, no fused multiply-add, one
// fixed reduction tree), so an HNSW graph built on any instruction set is the
// same graph. Lengths must be multiples of 16 (padded_dimension).
#pragma once

#include <cstddef>

#include "fastdec/arch/isa.hpp"
#include "fastdec/arch/softmax_kernels.hpp"
#include "fastdec/arch/target.hpp"

namespace fastdec::arch {

// The length rows are padded to (with zeros) so the kernels need no tail.
constexpr std::size_t padded_dimension(std::size_t dimension) noexcept {
  return (dimension + 15) / 16 * 16;
}

FASTDEC_BEGIN_EXACT_FP

namespace distance_scalar {
using softmax_scalar::add;
using softmax_scalar::broadcast;
using softmax_scalar::Chunk;
using softmax_scalar::load;
using softmax_scalar::mul;
using softmax_scalar::sub;
inline float reduce_sum(const Chunk& c) { return softmax_lanes::sum16(c.v); }
#include "fastdec/arch/distance_body.inc"
}  // namespace distance_scalar

#if FASTDEC_X86
FASTDEC_BEGIN_TARGET("sse2")
namespace distance_sse2 {
using softmax_sse2::add;
using softmax_sse2::broadcast;
using softmax_sse2::Chunk;
using softmax_sse2::load;
using softmax_sse2::mul;
using softmax_sse2::sub;
// The tree of sum16: lanes i + i+8, then i + i+4, i + i+2, i + i+1.
inline float reduce_sum(const Chunk& c) {
  const __m128 quarter = _mm_add_ps(_mm_add_ps(c.v[0], c.v[2]), _mm_add_ps(c.v[1], c.v[3]));
  const __m128 half = _mm_add_ps(quarter, _mm_movehl_ps(quarter, quarter));
  return _mm_cvtss_f32(_mm_add_ss(half, _mm_shuffle_ps(half, half, 1)));
}
#include "fastdec/arch/distance_body.inc"
}  // namespace distance_sse2
FASTDEC_END_TARGET

FASTDEC_BEGIN_TARGET("avx2")
namespace distance_avx2 {
using softmax_avx2::add;
using softmax_avx2::broadcast;
using softmax_avx2::Chunk;
using softmax_avx2::load;
using softmax_avx2::mul;
using softmax_avx2::sub;
inline float reduce_sum(const Chunk& c) {
  const __m256 eighth = _mm256_add_ps(c.v[0], c.v[1]);
  const __m128 quarter =
      _mm_add_ps(_mm256_castps256_ps128(eighth), _mm256_extractf128_ps(eighth, 1));
  const __m128 half = _mm_add_ps(quarter, _mm_movehl_ps(quarter, quarter));
  return _mm_cvtss_f32(_mm_add_ss(half, _mm_shuffle_ps(half, half, 1)));
}
#include "fastdec/arch/distance_body.inc"
}  // namespace distance_avx2
FASTDEC_END_TARGET
#endif  // FASTDEC_X86

FASTDEC_END_EXACT_FP

inline constexpr Isa max_distance_isa = FASTDEC_X86 ? Isa::avx2 : Isa::scalar;

// DistanceKernels<level> names the kernels of one level.
template <Isa level>
struct DistanceKernels;

#define FASTDEC_DISTANCE_KERNELS(level, ns)                                  \
  template <>                                                                \
  struct DistanceKernels<level> {                                            \
    static constexpr Isa isa = level;                                        \
    static float dot(const float* a, const float* b, std::size_t n) {        \
      return ns::dot(a, b, n);                                               \
    }                                                                        \
    static float squared_l2(const float* a, const float* b, std::size_t n) { \
      return ns::squared_l2(a, b, n);                                        \
    }                                                                        \
  };
FASTDEC_DISTANCE_KERNELS(Isa::scalar, distance_scalar)
#if FASTDEC_X86
FASTDEC_DISTANCE_KERNELS(Isa::sse2, distance_sse2)
FASTDEC_DISTANCE_KERNELS(Isa::avx2, distance_avx2)
#endif
#undef FASTDEC_DISTANCE_KERNELS

// Runs `body(DistanceKernels<level>{})` for the level picked once for this call.
template <class Body>
decltype(auto) with_distance_kernels(Body&& body) {
  switch (kernel_level(max_distance_isa)) {
#if FASTDEC_X86
    case Isa::avx2: return body(DistanceKernels<Isa::avx2>{});
    case Isa::sse2: return body(DistanceKernels<Isa::sse2>{});
#endif
    default: return body(DistanceKernels<Isa::scalar>{});
  }
}

}  // namespace fastdec::arch
