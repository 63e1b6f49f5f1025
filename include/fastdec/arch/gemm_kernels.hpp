// fastdec/arch/gemm_kernels.hpp (internal): per-instruction-set micro-kernels
// of the packed GEMM backends (Int16Gemm, PackedFp32Gemm).
//
// The kernels are written once (gemm_body.inc) and compiled into one
// namespace per instruction set: gemm_scalar (the reference), gemm_sse2,
// gemm_avx2, gemm_avx512bw and gemm_avx512vnni (int16 only: vpdpwssd).
// GemmKernels<Isa> names them; callers pick one level per multiply with
// with_gemm_kernels. Results are bit-identical across levels.
//
// Layout the kernels read (built by Int16Gemm::prepare, PackedFp32Gemm::prepare
// and gemm/panel_driver.hpp):
// - B is cut into panels of 16 output columns (one cache line per k step:
//   16 int16 pairs or 16 floats). int16 panels are [K/2][16][2] (the two
//   inputs 2q and 2q+1 of a column side by side, as vpmaddwd wants them);
//   fp32 panels are [K][16]. Panels follow each other panel_stride apart.
// - A rows of one block are interleaved per k step: int16 [K/2][rows][2],
//   fp32 [K][rows], so the broadcasts of a k step are one short read.
// A tile is `rows` rows x `panels` panels; its accumulators stay in registers
// while the panels stream through once. AVX-512 kernels are compiled in every
// build but were not run on the development machine (it has no AVX-512).
#pragma once

#include <bit>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "fastdec/arch/isa.hpp"
#include "fastdec/arch/target.hpp"

#if FASTDEC_X86
#include <immintrin.h>
#endif

namespace fastdec::arch {

inline constexpr std::size_t panel_columns = 16;

struct Int16TileArgs {
  const std::int16_t* a;      // [depth][rows][2] quantized rows of the block
  const std::int16_t* b;      // first panel, [depth][16][2]
  std::size_t panel_stride;   // int16 elements from one panel to the next
  std::size_t depth;          // k pairs (K rounded up to even, halved)
  const float* row_unscale;   // [rows]
  const float* col_unscale;   // [panels * 16]
  const float* bias;          // [columns], or null
  float* c;                   // C[first row of the block, first column of the tile]
  std::size_t c_stride;
  std::size_t columns;        // valid columns, 1 .. panels * 16
};

struct Fp32TileArgs {
  const float* a;             // [depth][rows]
  const float* b;             // first panel, [depth][16]
  std::size_t panel_stride;   // floats from one panel to the next
  std::size_t depth;          // K
  const float* bias;          // [columns], or null
  float* c;
  std::size_t c_stride;
  std::size_t columns;
};

// The largest number of panels a tile takes at once. A single row gets six:
// six independent accumulators and six weight streams in flight (four ran
// as fast within noise since rows that few stopped prefetching).
inline constexpr int max_tile_panels = 6;

FASTDEC_BEGIN_EXACT_FP

namespace gemm_scalar {
inline constexpr int accumulator_budget = 1;
struct Ints {
  std::int32_t v[16];
};
struct Floats {
  float v[16];
};
using PairBroadcast = std::int32_t;
inline Ints zero_ints() { return {}; }
inline Floats zero_floats() { return {}; }
inline std::int32_t pack_pair(const std::int16_t* p) {
  return static_cast<std::int32_t>(static_cast<std::uint16_t>(p[0]) |
                                   (static_cast<std::uint32_t>(static_cast<std::uint16_t>(p[1])) << 16));
}
inline std::int32_t low_half(std::int32_t pair) { return static_cast<std::int16_t>(pair & 0xFFFF); }
inline std::int32_t high_half(std::int32_t pair) {
  return static_cast<std::int16_t>(static_cast<std::uint32_t>(pair) >> 16);
}
inline Ints load_pairs(const std::int16_t* b) {
  Ints x;
  for (int i = 0; i < 16; ++i) x.v[i] = pack_pair(b + 2 * i);
  return x;
}
inline PairBroadcast broadcast_pair(const std::int16_t* a) { return pack_pair(a); }
inline Ints madd(Ints acc, PairBroadcast a, const Ints& b) {
  for (int i = 0; i < 16; ++i)
    acc.v[i] += low_half(a) * low_half(b.v[i]) + high_half(a) * high_half(b.v[i]);
  return acc;
}
inline Floats load_floats(const float* p) {
  Floats x;
  for (int i = 0; i < 16; ++i) x.v[i] = p[i];
  return x;
}
inline void store_floats(float* p, const Floats& x) {
  for (int i = 0; i < 16; ++i) p[i] = x.v[i];
}
inline Floats broadcast_float(float value) {
  Floats x;
  for (float& v : x.v) v = value;
  return x;
}
inline Floats add(Floats x, const Floats& y) {
  for (int i = 0; i < 16; ++i) x.v[i] = x.v[i] + y.v[i];
  return x;
}
inline Floats mul(Floats x, const Floats& y) {
  for (int i = 0; i < 16; ++i) x.v[i] = x.v[i] * y.v[i];
  return x;
}
inline Floats to_floats(const Ints& x) {
  Floats y;
  for (int i = 0; i < 16; ++i) y.v[i] = static_cast<float>(x.v[i]);
  return y;
}
inline std::size_t max_abs_bits_simd(const float*, std::size_t, std::uint32_t&) { return 0; }
inline std::size_t quantize_simd(const float*, std::size_t, float, float, std::int16_t*) { return 0; }
#include "fastdec/arch/gemm_body.inc"
}  // namespace gemm_scalar

#if FASTDEC_X86
FASTDEC_BEGIN_TARGET("sse2")
namespace gemm_sse2 {
// 4 xmm per 16 lanes; two accumulators (8 registers) leave room for a panel.
inline constexpr int accumulator_budget = 2;
struct Ints {
  __m128i v[4];
};
struct Floats {
  __m128 v[4];
};
using PairBroadcast = __m128i;
inline Ints zero_ints() {
  const __m128i z = _mm_setzero_si128();
  return {{z, z, z, z}};
}
inline Floats zero_floats() {
  const __m128 z = _mm_setzero_ps();
  return {{z, z, z, z}};
}
inline Ints load_pairs(const std::int16_t* b) {
  Ints x;
  for (int i = 0; i < 4; ++i) x.v[i] = _mm_loadu_si128(reinterpret_cast<const __m128i*>(b + 8 * i));
  return x;
}
inline PairBroadcast broadcast_pair(const std::int16_t* a) {
  std::int32_t pair;
  std::memcpy(&pair, a, sizeof pair);
  return _mm_set1_epi32(pair);
}
inline Ints madd(Ints acc, PairBroadcast a, const Ints& b) {
  for (int i = 0; i < 4; ++i) acc.v[i] = _mm_add_epi32(acc.v[i], _mm_madd_epi16(a, b.v[i]));
  return acc;
}
inline Floats load_floats(const float* p) {
  return {{_mm_loadu_ps(p), _mm_loadu_ps(p + 4), _mm_loadu_ps(p + 8), _mm_loadu_ps(p + 12)}};
}
inline void store_floats(float* p, const Floats& x) {
  for (int i = 0; i < 4; ++i) _mm_storeu_ps(p + 4 * i, x.v[i]);
}
inline Floats broadcast_float(float value) {
  const __m128 v = _mm_set1_ps(value);
  return {{v, v, v, v}};
}
inline Floats add(Floats x, const Floats& y) {
  for (int i = 0; i < 4; ++i) x.v[i] = _mm_add_ps(x.v[i], y.v[i]);
  return x;
}
inline Floats mul(Floats x, const Floats& y) {
  for (int i = 0; i < 4; ++i) x.v[i] = _mm_mul_ps(x.v[i], y.v[i]);
  return x;
}
inline Floats to_floats(const Ints& x) {
  return {{_mm_cvtepi32_ps(x.v[0]), _mm_cvtepi32_ps(x.v[1]), _mm_cvtepi32_ps(x.v[2]),
           _mm_cvtepi32_ps(x.v[3])}};
}
inline std::size_t max_abs_bits_simd(const float* x, std::size_t n, std::uint32_t& best) {
  const __m128i magnitude = _mm_set1_epi32(0x7FFFFFFF);
  __m128i m = _mm_setzero_si128();
  std::size_t i = 0;
  for (; i + 4 <= n; i += 4) {
    const __m128i v = _mm_and_si128(_mm_castps_si128(_mm_loadu_ps(x + i)), magnitude);
    const __m128i greater = _mm_cmpgt_epi32(v, m);  // signed compare is right: both >= 0
    m = _mm_or_si128(_mm_and_si128(greater, v), _mm_andnot_si128(greater, m));
  }
  alignas(16) std::uint32_t lanes[4];
  _mm_store_si128(reinterpret_cast<__m128i*>(lanes), m);
  for (std::uint32_t lane : lanes) best = lane > best ? lane : best;
  return i;
}
inline std::size_t quantize_simd(const float* x, std::size_t n, float scale, float limit,
                                 std::int16_t* out) {
  const __m128 s = _mm_set1_ps(scale), high = _mm_set1_ps(limit), low = _mm_set1_ps(-limit);
  std::size_t i = 0;
  for (; i + 8 <= n; i += 8) {
    const __m128 v0 = _mm_min_ps(_mm_max_ps(_mm_mul_ps(_mm_loadu_ps(x + i), s), low), high);
    const __m128 v1 = _mm_min_ps(_mm_max_ps(_mm_mul_ps(_mm_loadu_ps(x + i + 4), s), low), high);
    _mm_storeu_si128(reinterpret_cast<__m128i*>(out + i),
                     _mm_packs_epi32(_mm_cvtps_epi32(v0), _mm_cvtps_epi32(v1)));
  }
  return i;
}
#include "fastdec/arch/gemm_body.inc"
}  // namespace gemm_sse2
FASTDEC_END_TARGET

FASTDEC_BEGIN_TARGET("avx2")
namespace gemm_avx2 {
// 2 ymm per 16 lanes; six accumulators (12 registers) + a panel (2) + a broadcast.
inline constexpr int accumulator_budget = 6;
struct Ints {
  __m256i v[2];
};
struct Floats {
  __m256 v[2];
};
using PairBroadcast = __m256i;
inline Ints zero_ints() {
  const __m256i z = _mm256_setzero_si256();
  return {{z, z}};
}
inline Floats zero_floats() {
  const __m256 z = _mm256_setzero_ps();
  return {{z, z}};
}
// With 16 ymm registers a 6-row tile is tight: 12 accumulators, the panel
// step (2), a broadcast and a product. GCC 12 left to itself hoists the
// broadcasts, which are shared by the panels of a step, and spills
// accumulators to the stack on every k step (M=6..64 ran 1.4-1.9x slower).
// So each broadcast is its own asm statement (never merged or hoisted), the
// panel step is loaded once into two registers that every row reuses (when
// each vpmaddwd re-read it, the 3-row tile ran 1.3x slower on cached
// weights; other shapes were unchanged), and an empty asm makes each row's
// sums land in their registers before the next row starts.
struct PanelStep {
  __m256i low, high;
};
inline PanelStep load_pairs(const std::int16_t* b) {
  __m256i low = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(b));
  __m256i high = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(b) + 1);
  __asm__("" : "+x"(low), "+x"(high));
  return {low, high};
}
using PairBits = std::int32_t __attribute__((may_alias));
inline PairBroadcast broadcast_pair(const std::int16_t* a) {
  PairBroadcast x;
  __asm__ volatile("vpbroadcastd %1, %0" : "=x"(x) : "m"(*reinterpret_cast<const PairBits*>(a)));
  return x;
}
inline Ints madd(Ints acc, PairBroadcast a, PanelStep b) {
  __m256i low = _mm256_add_epi32(acc.v[0], _mm256_madd_epi16(a, b.low));
  __m256i high = _mm256_add_epi32(acc.v[1], _mm256_madd_epi16(a, b.high));
  __asm__("" : "+x"(low), "+x"(high));
  return {{low, high}};
}
inline Floats load_floats(const float* p) { return {{_mm256_loadu_ps(p), _mm256_loadu_ps(p + 8)}}; }
inline void store_floats(float* p, const Floats& x) {
  _mm256_storeu_ps(p, x.v[0]);
  _mm256_storeu_ps(p + 8, x.v[1]);
}
inline Floats broadcast_float(float value) {
  const __m256 v = _mm256_set1_ps(value);
  return {{v, v}};
}
inline Floats add(const Floats& x, const Floats& y) {
  return {{_mm256_add_ps(x.v[0], y.v[0]), _mm256_add_ps(x.v[1], y.v[1])}};
}
inline Floats mul(const Floats& x, const Floats& y) {
  return {{_mm256_mul_ps(x.v[0], y.v[0]), _mm256_mul_ps(x.v[1], y.v[1])}};
}
inline Floats to_floats(const Ints& x) {
  return {{_mm256_cvtepi32_ps(x.v[0]), _mm256_cvtepi32_ps(x.v[1])}};
}
inline std::size_t max_abs_bits_simd(const float* x, std::size_t n, std::uint32_t& best) {
  const __m256i magnitude = _mm256_set1_epi32(0x7FFFFFFF);
  __m256i m = _mm256_setzero_si256();
  std::size_t i = 0;
  for (; i + 8 <= n; i += 8)
    m = _mm256_max_epu32(m, _mm256_and_si256(_mm256_castps_si256(_mm256_loadu_ps(x + i)), magnitude));
  alignas(32) std::uint32_t lanes[8];
  _mm256_store_si256(reinterpret_cast<__m256i*>(lanes), m);
  for (std::uint32_t lane : lanes) best = lane > best ? lane : best;
  return i;
}
inline std::size_t quantize_simd(const float* x, std::size_t n, float scale, float limit,
                                 std::int16_t* out) {
  const __m256 s = _mm256_set1_ps(scale), high = _mm256_set1_ps(limit), low = _mm256_set1_ps(-limit);
  std::size_t i = 0;
  for (; i + 16 <= n; i += 16) {
    const __m256 v0 = _mm256_min_ps(_mm256_max_ps(_mm256_mul_ps(_mm256_loadu_ps(x + i), s), low), high);
    const __m256 v1 =
        _mm256_min_ps(_mm256_max_ps(_mm256_mul_ps(_mm256_loadu_ps(x + i + 8), s), low), high);
    // packs works per 128-bit half; the permute restores element order.
    const __m256i packed = _mm256_packs_epi32(_mm256_cvtps_epi32(v0), _mm256_cvtps_epi32(v1));
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(out + i), _mm256_permute4x64_epi64(packed, 0xD8));
  }
  return i;
}
#include "fastdec/arch/gemm_body.inc"
}  // namespace gemm_avx2
FASTDEC_END_TARGET

// GCC 12's AVX-512 intrinsics pass a self-initialized "undefined" vector as
// the pass-through of unmasked operations, which -Wuninitialized reports
// once they are inlined; the value is never read.
#if FASTDEC_AVX512
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wuninitialized"
#if !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
FASTDEC_BEGIN_TARGET("avx512f,avx512bw")
namespace gemm_avx512bw {
#include "fastdec/arch/gemm_avx512.inc"
inline Ints madd(Ints acc, PairBroadcast a, const Ints& b) {
  return {_mm512_add_epi32(acc.v, _mm512_madd_epi16(a, b.v))};
}
#include "fastdec/arch/gemm_body.inc"
}  // namespace gemm_avx512bw
FASTDEC_END_TARGET

FASTDEC_BEGIN_TARGET("avx512f,avx512bw,avx512vnni")
namespace gemm_avx512vnni {
// The AVX-512BW kernel with vpdpwssd, which fuses vpmaddwd and vpaddd.
#include "fastdec/arch/gemm_avx512.inc"
inline Ints madd(Ints acc, PairBroadcast a, const Ints& b) {
  return {_mm512_dpwssd_epi32(acc.v, a, b.v)};
}
#include "fastdec/arch/gemm_body.inc"
}  // namespace gemm_avx512vnni
FASTDEC_END_TARGET
#pragma GCC diagnostic pop
#endif  // FASTDEC_AVX512
#endif  // FASTDEC_X86

FASTDEC_END_EXACT_FP

inline constexpr Isa max_int16_gemm_isa =
    FASTDEC_AVX512 ? Isa::avx512vnni : (FASTDEC_X86 ? Isa::avx2 : Isa::scalar);
inline constexpr Isa max_fp32_gemm_isa =
    FASTDEC_AVX512 ? Isa::avx512bw : (FASTDEC_X86 ? Isa::avx2 : Isa::scalar);

// GemmKernels<level> names the kernels of one level.
template <Isa level>
struct GemmKernels;

#define FASTDEC_GEMM_KERNELS(level, ns)                                                        \
  template <>                                                                                  \
  struct GemmKernels<level> {                                                                  \
    static constexpr Isa isa = level;                                                          \
    static constexpr int accumulator_budget = ns::accumulator_budget;                          \
    static void int16_tile(int rows, int panels, const Int16TileArgs& t) {                     \
      ns::int16_tile(rows, panels, t);                                                         \
    }                                                                                          \
    static void fp32_tile(int rows, int panels, const Fp32TileArgs& t) {                       \
      ns::fp32_tile(rows, panels, t);                                                          \
    }                                                                                          \
    static std::uint32_t max_abs_bits(const float* x, std::size_t n) {                         \
      return ns::max_abs_bits(x, n);                                                           \
    }                                                                                          \
    static void quantize(const float* x, std::size_t n, float scale, float limit,              \
                         std::int16_t* out) {                                                  \
      ns::quantize(x, n, scale, limit, out);                                                   \
    }                                                                                          \
  };
FASTDEC_GEMM_KERNELS(Isa::scalar, gemm_scalar)
#if FASTDEC_X86
FASTDEC_GEMM_KERNELS(Isa::sse2, gemm_sse2)
FASTDEC_GEMM_KERNELS(Isa::avx2, gemm_avx2)
#endif
#if FASTDEC_AVX512
FASTDEC_GEMM_KERNELS(Isa::avx512bw, gemm_avx512bw)
FASTDEC_GEMM_KERNELS(Isa::avx512vnni, gemm_avx512vnni)
#endif
#undef FASTDEC_GEMM_KERNELS

// Runs `body(GemmKernels<level>{})` for the level picked once for this call:
// the active level, or the best below it up to `highest`.
template <class Body>
decltype(auto) with_gemm_kernels(Isa highest, Body&& body) {
  switch (kernel_level(highest)) {
#if FASTDEC_AVX512
    case Isa::avx512vnni: return body(GemmKernels<Isa::avx512vnni>{});
    case Isa::avx512bw: return body(GemmKernels<Isa::avx512bw>{});
#endif
#if FASTDEC_X86
    case Isa::avx2: return body(GemmKernels<Isa::avx2>{});
    case Isa::sse2: return body(GemmKernels<Isa::sse2>{});
#endif
    default: return body(GemmKernels<Isa::scalar>{});
  }
}

}  // namespace fastdec::arch
