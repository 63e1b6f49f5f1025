// fastdec/arch/kernels.hpp (internal): every per-instruction-set kernel of
// fastdec, in one layer (docs/design.md, "Instruction sets" has the picture):
//
//   vocabulary (a file per level) -> kernel families (a file each) -> Kernels<Isa>, with_kernels
//   vector_scalar.inc                softmax_body.inc     log-softmax, k-best scans, fused
//   vector_sse2.inc                                       softmax + k-best
//   vector_avx2.inc                  distance_body.inc    dot product, squared L2 (HNSW, LSH)
//                                    attention_body.inc   attention's scores and weighted sums
//   vector_avx512.inc (BW, VNNI)     activation_body.inc  fast tanh / sigmoid (Devlin 4.4)
//   vector_neon.inc (aarch64: NEON,  gemm_body.inc        int16 and fp32 GEMM micro-kernels
//     NEON with dot product)         normalization_body.inc  LayerNorm, by groups of rows
//
// The levels are one list, levels.inc (name, parent, where it is built, the
// families it improves, its feature test). Each level's region (below for
// scalar, level_<name>.inc for the others) opens the level's target
// (FASTDEC_BEGIN_TARGET) and namespace (isa_<name>: the level is part of
// every mangled name, so no ODR twins), includes the level's vocabulary and
// then every family. A vocabulary provides:
//   Chunk (16 float lanes): load, store, broadcast, add, sub, mul, div,
//     max_of / min_of (MAXPS / MINPS semantics: a > b ? a : b, a < b ? a : b,
//     so a NaN in b propagates), absolute, copy_sign, pow2_from_magic (2^n
//     from the magic-number rounding), mask_at_least (16-bit mask of lanes
//     a >= b), any_greater (some lane a > b), any_at_least (some lane >= a
//     scalar), reduce_sum (the lanes in the fixed tree i + i+8, i + i+4,
//     i + i+2, i + i+1);
//   GEMM: tile_shape, panels_first_registers (and, where it is not 0,
//     hold_panel), Ints (16 int32 lanes), zero_ints, load_pairs,
//     broadcast_pair, madd, broadcast_element, multiply_add, to_floats,
//     max_abs_bits_simd, quantize_simd, transpose4 (4 x 4 floats; the x86
//     levels share transpose4_sse.inc); for int8, quantize_quads_simd (a
//     row straight into A's quads; 0 quads where the level has none), int8_tile_shape,
//     int8_quads, load_quads, broadcast_quad, madd_quads, add_ints, and for
//     7-bit activations int8_narrow_quads and int8_narrow_tile_shape (the
//     8-bit ones where the level has no faster tile for them; gemm_body.inc
//     says what each does).
//   LayerNorm: RowDoubles (8 double lanes, one per row of a group of eight),
//     row_groups_side_by_side, zero_row_doubles, load_row_doubles, store,
//     add, sub, mul, column_as_doubles (one feature of eight rows),
//     each_of_eight_columns (eight features of eight rows, transposed;
//     row_doubles_lanes.inc is the array form the scalar, SSE2 and NEON
//     levels share).
// Every level performs the same IEEE operations in the same order on 16
// virtual lanes, with no contraction (FASTDEC_BEGIN_EXACT_FP), so every level
// returns the same bits (tested by the *.isa.* tests).
//
// with_kernels<family> dispatches once per call to the level the family runs
// at: the active level, or its nearest ancestor that improves the family
// (isa.hpp, family_level); it instantiates only the levels that improve it.
//
// Adding an instruction set: its level_<name>.inc (the vocabulary, or a
// parent's with some operations replaced) and its entry in levels.inc;
// nothing else (docs/design.md, "Adding an instruction set"). Adding a
// kernel family: its body file (a line in kernel_families.inc), its entry
// points in FASTDEC_KERNEL_ENTRY_POINTS, and its KernelFamily (isa.hpp).
#pragma once

#include <bit>
#include <cassert>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>

#include "fastdec/arch/isa.hpp"
#include "fastdec/arch/target.hpp"
#include "fastdec/core/topk.hpp"

// Compiled mode reads no intrinsics (its levels are in the fastdec_kernels
// library) but in the generated source of a level (FASTDEC_KERNELS_SOURCE).
#if !defined(FASTDEC_COMPILED_KERNELS) || defined(FASTDEC_KERNELS_SOURCE)
#if FASTDEC_X86
#include <immintrin.h>
#endif
#if FASTDEC_AARCH64
#include <arm_neon.h>
#endif
#endif

namespace fastdec::arch {

// ---------------------------------------------------------------------------
// What the families share across levels.

// GEMM: B is cut into panels of 16 output columns (one cache line per k
// step: 16 int16 pairs or 16 floats). int16 panels are [K/2][16][2] (the two
// inputs 2q and 2q+1 of a column side by side, as vpmaddwd wants them); fp32
// panels are [K][16]. Panels follow each other panel_stride apart. A rows of
// one block are interleaved per k step: int16 [K/2][rows][2], fp32 [K][rows],
// so the broadcasts of a k step are one short read. A tile is `rows` rows x
// `panels` panels; its accumulators stay in registers while the panels
// stream through once. Int16Gemm::prepare and PackedFp32Gemm::prepare build
// the panels, gemm/panel_driver.hpp the interleaved rows.
inline constexpr std::size_t panel_columns = 16;

// What a tile does to each value of C after the bias: nothing, or ReLU
// (x > 0 ? x : 0, so NaN and -0 become +0: Activation::relu's loop), so that
// a feed-forward layer's activation needs no pass of its own over C.
enum class TileActivation : std::uint8_t { none, relu };

struct Int16TileArgs {
  const std::int16_t* a;     // [depth][rows][2] quantized rows of the block
  const std::int16_t* b;     // first panel, [depth][16][2]
  std::size_t panel_stride;  // int16 elements from one panel to the next
  std::size_t depth;         // k pairs (K rounded up to even, halved)
  const float* row_unscale;  // [rows]
  const float* col_unscale;  // [panels * 16]
  const float* bias;         // [columns], or null
  float* c;                  // C[first row of the block, first column of the tile]
  std::size_t c_stride;
  std::size_t columns;  // valid columns, 1 .. panels * 16
  TileActivation activation = TileActivation::none;
};

// int8 panels are [K/4][16][4] (four inputs of a column side by side, as
// vpdpbusd and vpmaddubsw want them), A rows [K/4][rows][quad], each quad of
// four quantized values qa in the form its level reads (gemm_body.inc):
enum class Int8Quads {
  shifted,                // qa + 128, unsigned (col_offset removes the +128): 4 bytes
  shifted_narrow,         // qa + 64 for 7-bit qa (|qa| <= 63), unsigned <= 127: 4 bytes
  magnitude_and_value,    // |qa|, then qa: 8 bytes
  positive_and_negative,  // max(qa, 0), then max(-qa, 0): 8 bytes
  signed_values,          // qa itself, as int8 (NEON: signed products): 4 bytes
};
constexpr std::size_t quad_bytes(Int8Quads quads) noexcept {
  return quads == Int8Quads::magnitude_and_value || quads == Int8Quads::positive_and_negative ? 8
                                                                                              : 4;
}
// The offset a shifted form adds to qa (col_offset takes it back out); 0 for the others.
constexpr std::int32_t quad_offset(Int8Quads quads) noexcept {
  return quads == Int8Quads::shifted ? 128 : quads == Int8Quads::shifted_narrow ? 64 : 0;
}
// Four quantized values (|v| <= 127) as a quad of the given form, at `out`
// (the reference every level's vector quad writer matches byte for byte).
inline void write_quad(Int8Quads form, const std::int16_t* values, std::uint8_t* out) noexcept {
  for (std::size_t j = 0; j < 4; ++j) {
    const std::int16_t v = values[j];
    switch (form) {
      case Int8Quads::shifted:
      case Int8Quads::shifted_narrow:
        out[j] = static_cast<std::uint8_t>(v + quad_offset(form));
        break;
      case Int8Quads::magnitude_and_value:
        out[j] = static_cast<std::uint8_t>(v < 0 ? -v : v);
        out[4 + j] = static_cast<std::uint8_t>(static_cast<std::int8_t>(v));
        break;
      case Int8Quads::positive_and_negative:
        out[j] = static_cast<std::uint8_t>(v > 0 ? v : 0);
        out[4 + j] = static_cast<std::uint8_t>(v < 0 ? -v : 0);
        break;
      case Int8Quads::signed_values:
        out[j] = static_cast<std::uint8_t>(static_cast<std::int8_t>(v));
        break;
    }
  }
}
// Selects broadcast_quad's overload for a form (gemm_body.inc).
template <Int8Quads Form>
struct QuadForm {};
struct Int8TileArgs {
  const std::uint8_t* a;           // [depth][rows][quad] quantized rows of the block
  const std::int8_t* b;            // first panel, [depth][16][4]
  std::size_t panel_stride;        // bytes from one panel to the next
  std::size_t depth;               // k quads (K rounded up to a multiple of 4, / 4)
  const float* row_unscale;        // [rows]
  const float* col_unscale;        // [panels * 16]
  const std::int32_t* col_offset;  // [panels * 16]: -quad_offset x the column's sum of weights
  const float* bias;               // [columns], or null
  float* c;
  std::size_t c_stride;
  std::size_t columns;  // valid columns, 1 .. panels * 16
  TileActivation activation = TileActivation::none;
};

struct Fp32TileArgs {
  const float* a;            // [depth][rows]
  const float* b;            // first panel, [depth][16]
  std::size_t panel_stride;  // floats from one panel to the next
  std::size_t depth;         // K
  const float* bias;         // [columns], or null
  float* c;
  std::size_t c_stride;
  std::size_t columns;
  TileActivation activation = TileActivation::none;
};

// The largest number of panels a tile takes at once. A single row gets six:
// six independent accumulators and six weight streams in flight (four ran
// as fast within noise since rows that few stopped prefetching).
inline constexpr int max_tile_panels = 6;

// The tile shapes a level compiles: up to max_rows rows of A per block, and
// rows x panels <= accumulators (16-lane accumulators held in registers for
// the whole k loop). Each vocabulary states its own `tile_shape`, sized to
// its register file; gemm/panel_driver.hpp's plan_tiles picks, for M rows,
// min(M, max_rows) rows and as many panels (up to max_tile_panels) as the
// accumulators allow. The shape never changes results: every output element
// is one lane with its own k order. A benchmark may compile other shapes
// (bench_tile_shapes, through detail::WithTileShape).
struct TileShape {
  int max_rows;
  int accumulators;
  friend constexpr bool operator==(const TileShape&, const TileShape&) = default;
};

// Distances: the length rows are padded to (with zeros) so the kernels need
// no tail.
constexpr std::size_t padded_dimension(std::size_t dimension) noexcept {
  return (dimension + 15) / 16 * 16;
}

// Attention: the key or value rows of one head, row j at
// base + (index ? index[j] : j) x stride floats (index: a cache's token
// nodes; null: consecutive positions, e.g. the encoder's rows).
struct AttentionRows {
  const float* base;
  std::size_t stride;
  const std::uint32_t* index;
};

// Softmax: one row's fused softmax + k-best pass between segments
// (fused_segment in softmax_body.inc): per-lane references (about the
// maxima), minima, finished sums and the sum of the open block, as plain
// arrays so any level can resume it.
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

// The argmax screen's state for one row (screen_segment in softmax_body.inc,
// output/screened_argmax.hpp): the largest value seen so far and the values
// within the screen's margin of it, with their token ids, in caller-owned
// arrays of `capacity` entries. Entries are kept in id order; one that has
// fallen below max - margin since it was kept is dropped when the arrays
// fill up, and overflow is set when they are full of live entries.
struct ScreenRowState {
  TokenId* ids;
  float* values;
  std::size_t capacity;
  std::size_t count;
  float max;
  bool overflow;

  void reset(TokenId* id_storage, float* value_storage, std::size_t slots) noexcept {
    ids = id_storage;
    values = value_storage;
    capacity = slots;
    count = 0;
    max = -std::numeric_limits<float>::infinity();
    overflow = false;
  }
  // Keeps (id, value), first dropping entries below `threshold` if full.
  void keep(TokenId id, float value, float threshold) noexcept {
    if (count == capacity) {
      std::size_t live = 0;
      for (std::size_t i = 0; i < count; ++i)
        if (values[i] >= threshold) {
          ids[live] = ids[i];
          values[live] = values[i];
          ++live;
        }
      count = live;
      if (count == capacity) {
        overflow = true;
        return;
      }
    }
    ids[count] = id;
    values[count] = value;
    ++count;
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

// ---------------------------------------------------------------------------
// The levels: a vocabulary, then every family. (clang-format is off here: it
// would sort the families' include above the vocabulary they are written in.)
// clang-format off

FASTDEC_BEGIN_EXACT_FP

namespace isa_scalar {
#include "fastdec/arch/vector_scalar.inc"
#include "fastdec/arch/kernel_families.inc"
}  // namespace isa_scalar

// The other levels built here (levels.inc, each level_<name>.inc): in
// header-only mode, here. In compiled mode (FASTDEC_COMPILED_KERNELS) each is
// compiled once, in the source CMake generates for it from
// src/arch/kernels_level.cpp.in, and Kernels<level> below only declares it.
#if !defined(FASTDEC_COMPILED_KERNELS)
#define FASTDEC_LEVEL(name, parent, built_on, improves, feature_test)
#define FASTDEC_LEVEL_CODE(built_on, name) FASTDEC_BUILDS_##built_on
#include "fastdec/arch/levels.inc"
#undef FASTDEC_LEVEL_CODE
#undef FASTDEC_LEVEL
#endif
// clang-format on

// Combining the 16 softmax lanes, shared by every level so it cannot differ.
namespace softmax_lanes {

inline float sum16(const float* lanes) { return isa_scalar::reduce_sum(isa_scalar::load(lanes)); }

// log(sum over lanes of lane_sum * exp(lane_reference - top)) + top, where
// top is the largest reference.
inline float log_normalizer(const float* lane_reference, const float* lane_sum) {
  float top = -std::numeric_limits<float>::infinity();
  for (int i = 0; i < 16; ++i) top = lane_reference[i] > top ? lane_reference[i] : top;
  using namespace isa_scalar;
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

// ---------------------------------------------------------------------------
// The highest level of each family, and the one dispatch.

// Kernels<level>: the entry points of every family at one level.
template <Isa level>
struct Kernels;

// Every family's entry points but the GEMM tiles, one line each:
// X(ns, result, name, (parameters), (arguments)), where ns is the level's namespace.
#define FASTDEC_KERNEL_ENTRY_POINTS(X, ns)                                                        \
  /* GEMM: quantization (Int16Gemm's and Int8Gemm's) */                                           \
  X(ns, int16_gemm, std::uint32_t, max_abs_bits, (const float* x, std::size_t n), (x, n))         \
  X(ns, int16_gemm, void, quantize,                                                               \
    (const float* x, std::size_t n, float scale, float limit, std::int16_t* out),                 \
    (x, n, scale, limit, out))                                                                    \
  /* GEMM: a row quantized straight into the quads Int8Gemm's tiles read */                       \
  X(ns, int8_gemm, void, quantize_quads,                                                          \
    (const float* x, std::size_t n, float scale, float limit, Int8Quads form, std::size_t depth,  \
     std::uint8_t* out, std::size_t stride),                                                      \
    (x, n, scale, limit, form, depth, out, stride))                                               \
  /* GEMM: A's rows interleaved per k step for the fp32 tiles */                                  \
  X(ns, fp32_gemm, void, interleave_rows,                                                         \
    (const float* a, std::size_t stride, std::size_t rows, std::size_t depth, float* out),        \
    (a, stride, rows, depth, out))                                                                \
  /* softmax */                                                                                   \
  X(ns, softmax, float, bias_max,                                                                 \
    (const float* x, const float* b, float* out, std::size_t n, float& row_min),                  \
    (x, b, out, n, row_min))                                                                      \
  X(ns, softmax, void, lane_sums_exp, (const float* x, std::size_t n, float m, float* sums),      \
    (x, n, m, sums))                                                                              \
  X(ns, softmax, void, add_constant, (float* x, std::size_t n, float c), (x, n, c))               \
  X(ns, softmax, bool, scan_topk,                                                                 \
    (const float* x, const float* b, std::size_t n, TopKAccumulator& best, std::size_t first_id), \
    (x, b, n, best, first_id))                                                                    \
  X(ns, softmax, void, fused_segment,                                                             \
    (const float* x, const float* b, std::size_t n, TopKAccumulator& best, FusedRowState& state), \
    (x, b, n, best, state))                                                                       \
  X(ns, softmax, bool, screen_segment,                                                            \
    (const float* x, std::size_t n, std::size_t first_id, float margin, ScreenRowState& state),   \
    (x, n, first_id, margin, state))                                                              \
  /* distances */                                                                                 \
  X(ns, distance, float, dot, (const float* a, const float* b, std::size_t n), (a, b, n))         \
  X(ns, distance, float, squared_l2, (const float* a, const float* b, std::size_t n), (a, b, n))  \
  /* attention */                                                                                 \
  X(ns, attention, void, attention_dots,                                                          \
    (const float* query, AttentionRows keys, std::size_t count, std::size_t d, float* scores),    \
    (query, keys, count, d, scores))                                                              \
  X(ns, attention, void, attention_weighted_sum,                                                  \
    (const float* weights, AttentionRows values, std::size_t count, std::size_t d, float* out),   \
    (weights, values, count, d, out))                                                             \
  X(ns, attention, void, score_lines_shift,                                                       \
    (float* lines, std::size_t length, float scale, bool quotient),                               \
    (lines, length, scale, quotient))                                                             \
  X(ns, attention, void, score_lines_normalize, (float* lines, std::size_t length),               \
    (lines, length))                                                                              \
  /* activations */                                                                               \
  X(ns, activation, void, fast_tanh, (const float* x, float* y, std::size_t n), (x, y, n))        \
  X(ns, activation, void, fast_sigmoid, (const float* x, float* y, std::size_t n), (x, y, n))     \
  X(ns, activation, void, exp_shifted, (const float* x, float* y, std::size_t n, float shift),    \
    (x, y, n, shift))                                                                             \
  /* normalization */                                                                             \
  X(ns, normalization, void, layer_norm_rows,                                                     \
    (const float* in, std::size_t in_stride, float* out, std::size_t out_stride,                  \
     const float* gain, const float* bias, std::size_t d, double epsilon, std::size_t rows),      \
    (in, in_stride, out, out_stride, gain, bias, d, epsilon, rows))

// Header-only: each entry point forwards, inline, to the level's namespace.
// The GEMM tiles are templates on the tile shape, so a program instantiates
// (and compiles) only the tiles it calls, and a benchmark may try other
// shapes.
#define FASTDEC_INLINE_ENTRY_POINT(ns, family, result, name, parameters, arguments) \
  static result name parameters { return ns::name arguments; }
#define FASTDEC_KERNELS_OF(level, ns)                                               \
  template <>                                                                       \
  struct Kernels<level> {                                                           \
    static constexpr Isa isa = level;                                               \
    static constexpr TileShape tile_shape = ns::tile_shape;                         \
    static constexpr TileShape int8_tile_shape = ns::int8_tile_shape;               \
    static constexpr Int8Quads int8_quads = ns::int8_quads;                         \
    template <TileShape Shape = ns::tile_shape>                                     \
    static void int16_tile(int rows, int panels, const Int16TileArgs& t) {          \
      ns::int16_tile<Shape>(rows, panels, t);                                       \
    }                                                                               \
    static constexpr TileShape int8_narrow_tile_shape = ns::int8_narrow_tile_shape; \
    static constexpr Int8Quads int8_narrow_quads = ns::int8_narrow_quads;           \
    template <TileShape Shape = ns::int8_tile_shape>                                \
    static void int8_tile(int rows, int panels, const Int8TileArgs& t) {            \
      ns::int8_tile<Shape>(rows, panels, t);                                        \
    }                                                                               \
    template <TileShape Shape = ns::int8_narrow_tile_shape>                         \
    static void int8_narrow_tile(int rows, int panels, const Int8TileArgs& t) {     \
      ns::int8_narrow_tile<Shape>(rows, panels, t);                                 \
    }                                                                               \
    template <TileShape Shape = ns::tile_shape>                                     \
    static void fp32_tile(int rows, int panels, const Fp32TileArgs& t) {            \
      ns::fp32_tile<Shape>(rows, panels, t);                                        \
    }                                                                               \
    template <TileShape Shape = ns::tile_shape>                                     \
    static void fp32_fma_tile(int rows, int panels, const Fp32TileArgs& t) {        \
      ns::fp32_fma_tile<Shape>(rows, panels, t);                                    \
    }                                                                               \
    FASTDEC_KERNEL_ENTRY_POINTS(FASTDEC_INLINE_ENTRY_POINT, ns)                     \
  };

// Compiled mode: the same entry points, declared here and defined once in
// the level's generated source by FASTDEC_DEFINE_KERNELS (the tiles of the
// vocabulary's shape).
#define FASTDEC_DECLARED_ENTRY_POINT(ns, family, result, name, parameters, arguments) \
  static result name parameters;
#define FASTDEC_KERNELS_DECLARED(level)                                        \
  template <>                                                                  \
  struct Kernels<level> {                                                      \
    static constexpr Isa isa = level;                                          \
    static const TileShape tile_shape;                                         \
    static const TileShape int8_tile_shape;                                    \
    static const Int8Quads int8_quads;                                         \
    static const TileShape int8_narrow_tile_shape;                             \
    static const Int8Quads int8_narrow_quads;                                  \
    static void int16_tile(int rows, int panels, const Int16TileArgs& t);      \
    static void int8_tile(int rows, int panels, const Int8TileArgs& t);        \
    static void int8_narrow_tile(int rows, int panels, const Int8TileArgs& t); \
    static void fp32_tile(int rows, int panels, const Fp32TileArgs& t);        \
    static void fp32_fma_tile(int rows, int panels, const Fp32TileArgs& t);    \
    FASTDEC_KERNEL_ENTRY_POINTS(FASTDEC_DECLARED_ENTRY_POINT, unused)          \
  };

// One Kernels<level> per level built here (levels.inc).
#define FASTDEC_WHEN(condition, ...) FASTDEC_WHEN_(condition, __VA_ARGS__)
#define FASTDEC_WHEN_(condition, ...) FASTDEC_WHEN_##condition(__VA_ARGS__)
#define FASTDEC_WHEN_1(...) __VA_ARGS__
#define FASTDEC_WHEN_0(...)
#define FASTDEC_LEVEL_CODE(built_on, name) 0
#if defined(FASTDEC_COMPILED_KERNELS)
#define FASTDEC_LEVEL(name, parent, built_on, improves, feature_test) \
  FASTDEC_WHEN(FASTDEC_BUILDS_##built_on, FASTDEC_KERNELS_DECLARED(Isa::name))
#else
#define FASTDEC_LEVEL(name, parent, built_on, improves, feature_test) \
  FASTDEC_WHEN(FASTDEC_BUILDS_##built_on, FASTDEC_KERNELS_OF(Isa::name, isa_##name))
#endif
#include "fastdec/arch/levels.inc"
#undef FASTDEC_LEVEL
#undef FASTDEC_LEVEL_CODE
#undef FASTDEC_WHEN
#undef FASTDEC_WHEN_
#undef FASTDEC_WHEN_1
#undef FASTDEC_WHEN_0
#undef FASTDEC_KERNELS_OF
#undef FASTDEC_KERNELS_DECLARED
#undef FASTDEC_INLINE_ENTRY_POINT
#undef FASTDEC_DECLARED_ENTRY_POINT

// Compiled mode, in a level's generated source only: defines every entry
// point of `Level` (an alias of Kernels<level> in scope) by forwarding to the
// level's namespace `ns`, compiled into that file's target region. A family
// the level does not improve forwards to the level it runs at instead
// (family_level of the parent), so its code is compiled once.
#define FASTDEC_DEFINED_ENTRY_POINT(ns, family, result, name, parameters, arguments)             \
  result Level::name parameters {                                                                \
    if constexpr (level_improves(Level::isa, KernelFamily::family))                              \
      return ns::name arguments;                                                                 \
    else                                                                                         \
      return Kernels<family_level(KernelFamily::family, parent_of(Level::isa))>::name arguments; \
  }
#define FASTDEC_DEFINED_TILE(ns, family, name, Args)                                             \
  void Level::name(int rows, int panels, const Args& t) {                                        \
    if constexpr (level_improves(Level::isa, KernelFamily::family))                              \
      ns::name<>(rows, panels, t);                                                               \
    else                                                                                         \
      Kernels<family_level(KernelFamily::family, parent_of(Level::isa))>::name(rows, panels, t); \
  }
#define FASTDEC_DEFINE_KERNELS(ns)                                            \
  const TileShape Level::tile_shape = ns::tile_shape;                         \
  const TileShape Level::int8_tile_shape = ns::int8_tile_shape;               \
  const Int8Quads Level::int8_quads = ns::int8_quads;                         \
  const TileShape Level::int8_narrow_tile_shape = ns::int8_narrow_tile_shape; \
  const Int8Quads Level::int8_narrow_quads = ns::int8_narrow_quads;           \
  FASTDEC_DEFINED_TILE(ns, int16_gemm, int16_tile, Int16TileArgs)             \
  FASTDEC_DEFINED_TILE(ns, int8_gemm, int8_tile, Int8TileArgs)                \
  FASTDEC_DEFINED_TILE(ns, int8_gemm, int8_narrow_tile, Int8TileArgs)         \
  FASTDEC_DEFINED_TILE(ns, fp32_gemm, fp32_tile, Fp32TileArgs)                \
  FASTDEC_DEFINED_TILE(ns, fp32_gemm, fp32_fma_tile, Fp32TileArgs)            \
  FASTDEC_KERNEL_ENTRY_POINTS(FASTDEC_DEFINED_ENTRY_POINT, ns)

namespace detail {
// body(Kernels<level>{}), in a template of its own so that a level this
// build lacks is never named outside a discarded branch.
template <Isa level, class Body>
decltype(auto) call_with_kernels(Body& body) {
  return body(Kernels<level>{});
}
}  // namespace detail

// Runs `body(Kernels<level>{})` for the level `family` runs at, picked once
// for this call (kernel_level). Only the levels that improve `family` are
// instantiated.
template <KernelFamily family, class Body>
decltype(auto) with_kernels(Body&& body) {
  const Isa level = kernel_level(family);
#define FASTDEC_LEVEL_CODE(built_on, name) 0
#define FASTDEC_LEVEL(name, parent, built_on, improves, feature_test) \
  if constexpr (Isa::name != Isa::scalar && level_built(Isa::name) && \
                level_improves(Isa::name, family))                    \
    if (level == Isa::name) return detail::call_with_kernels<Isa::name>(body);
#include "fastdec/arch/levels.inc"
#undef FASTDEC_LEVEL
#undef FASTDEC_LEVEL_CODE
  return detail::call_with_kernels<Isa::scalar>(body);
}

// The first two passes of a textbook log-softmax: out = x + bias (bias may be
// null, out may alias x), then log(sum exp(out)) computed after subtracting
// the maximum. Returns NaN when a value is NaN or infinite.
template <class K>
float biased_log_normalizer(K kernels, const float* x, const float* bias, float* out,
                            std::size_t n) {
  float row_min = 0.0f;
  const float row_max = kernels.bias_max(x, bias, out, n, row_min);
  alignas(64) float lane_sums[16];
  kernels.lane_sums_exp(out, n, row_max, lane_sums);
  const float log_normalizer =
      row_max + static_cast<float>(std::log(static_cast<double>(softmax_lanes::sum16(lane_sums))));
  return row_min > -std::numeric_limits<float>::infinity()
             ? log_normalizer
             : std::numeric_limits<float>::quiet_NaN();
}

// Fast tanh / sigmoid of n floats (y may alias x): exp polynomial, a division
// and a sign (activation_body.inc). Error against the C library over every
// float with 2^-12 <= |x| <= 16 (tanh) and 2^-11 <= |x| <= 32 (sigmoid):
// 9.0e-8 and 7.5e-8; the tests demand |error| <= 1.5e-7 there and on a grid
// over [-25, 25] on every level; tanh is odd and within [-1, 1], sigmoid
// within [0, 1]; NaN gives NaN. Devlin (section 4.4) used lookup tables: a table needs a
// gather per element, as slow as the whole polynomial on AVX2, and its error
// depends on its size.
inline void fast_tanh(const float* x, float* y, std::size_t n) {
  with_kernels<KernelFamily::activation>([&](auto kernels) { kernels.fast_tanh(x, y, n); });
}
inline void fast_sigmoid(const float* x, float* y, std::size_t n) {
  with_kernels<KernelFamily::activation>([&](auto kernels) { kernels.fast_sigmoid(x, y, n); });
}

}  // namespace fastdec::arch
