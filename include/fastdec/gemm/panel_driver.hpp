// fastdec/gemm/panel_driver.hpp (internal): the loop shared by the packed
// backends (Int16Gemm, Int8Gemm, PackedFp32Gemm, PackedFp32FmaGemm) around
// the per-instruction-set micro-kernels of arch/kernels.hpp (gemm_body.inc),
// their per-thread workspace, and the public functions they share
// (PackedGemmSurface: the multiplies, reserve, Workspace, tile_columns).
//
// Loop order: column tiles (tile_columns wide) -> steps of `panels` panels ->
// row blocks. Each panel step is read from memory once; the other row blocks
// of the same step find it in L1/L2. With up to the level's tile_shape.max_rows
// rows per block (6 with AVX2, 12 with AVX-512), decoding's M = 1..12 rows take
// one or two passes over a panel that is already in cache, so the time stays
// near the weight-reading floor instead of growing with M.
#pragma once

#include <algorithm>
#include <bit>
#include <cmath>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <span>
#include <string_view>
#include <type_traits>
#include <utility>

#include "fastdec/arch/kernels.hpp"
#include "fastdec/core/aligned_buffer.hpp"
#include "fastdec/core/error.hpp"
#include "fastdec/core/matrix_view.hpp"
#include "fastdec/gemm/concept.hpp"
#include "fastdec/gemm/tiled.hpp"

namespace fastdec {

// How a packed backend lays out B: panels of `panel_columns` output columns,
// each k step holding `k_group` consecutive inputs of every column.
struct PanelLayout {
  std::uint32_t panel_columns;
  std::uint32_t k_group;
  friend bool operator==(const PanelLayout&, const PanelLayout&) = default;
};

}  // namespace fastdec

namespace fastdec::detail {

// Copies columns `columns` (each below `source_columns`) of panels laid out as
// `layout` with `depth` k groups into new panels at `to`, in the given order:
// the rows a backend's select_rows takes out of prepared weights. It works
// one destination panel at a time, so every write is one contiguous k group
// of 16 columns; the padding columns of the last panel become zeros.
template <class T, class Index>
void select_panel_columns(const T* from, PanelLayout layout, std::size_t depth,
                          std::span<const Index> columns, std::size_t source_columns, T* to,
                          std::string_view backend) {
  constexpr std::size_t width = arch::panel_columns;
  const std::size_t group = layout.k_group;
  const std::size_t stride = depth * width * group;  // elements per panel
  const T* sources[width];
  for (std::size_t first = 0; first < columns.size(); first += width) {
    const std::size_t count = std::min(width, columns.size() - first);
    for (std::size_t c = 0; c < count; ++c) {
      const Index column = columns[first + c];
      FASTDEC_REQUIRE(
          std::in_range<std::size_t>(column) && static_cast<std::size_t>(column) < source_columns,
          backend, "::select_rows: row ", column, " is not a row of the ", source_columns,
          "-row weights.");
      const auto index = static_cast<std::size_t>(column);
      sources[c] = from + index / width * stride + index % width * group;
    }
    T* panel = to + first / width * stride;
    for (std::size_t d = 0; d < depth; ++d) {
      T* step = panel + d * width * group;
      for (std::size_t c = 0; c < count; ++c)
        std::copy_n(sources[c] + d * width * group, group, step + c * group);
      std::fill(step + count * group, step + width * group, T{0});
    }
  }
}

inline constexpr std::size_t gemm_tile_columns = 256;

// Scratch of one thread's multiplies: A packed into row blocks, the per-row
// scales, one quantized row and one tile of C. Growth-only.
class PanelWorkspace {
 public:
  void reserve(std::size_t rows, std::size_t padded_k) {
    packed_int16_.reserve(rows * padded_k);
    packed_uint8_.reserve(2 * rows * padded_k);  // Int8Gemm's quads: up to 2 bytes a value
    packed_float_.reserve(rows * padded_k);
    row_unscale_.reserve(rows);
    row_int16_.reserve(padded_k);
    tile_.reserve(rows * gemm_tile_columns);
  }

 private:
  template <class Backend>
  friend struct PanelDriver;
  AlignedBuffer<std::int16_t> packed_int16_;  // [blocks][K/2][block rows][2]
  AlignedBuffer<std::uint8_t> packed_uint8_;  // [blocks][K/4][block rows][4 or 8]
  AlignedBuffer<float> packed_float_;         // [blocks][K][block rows]
  AlignedBuffer<float> row_unscale_;          // [rows]
  AlignedBuffer<std::int16_t> row_int16_;     // [padded K]
  AlignedBuffer<float> tile_;                 // [rows, tile_columns]
};

// Rows per block and panels per step for an M-row multiply: as many rows as
// the level's tile shape allows, then as many panels as its accumulators
// allow beside them (more independent accumulators hide the add latency when
// M is small).
struct TilePlan {
  std::size_t block_rows;
  int panels;
};

inline TilePlan plan_tiles(std::size_t m, arch::TileShape shape) {
  const std::size_t rows = std::min<std::size_t>(m, static_cast<std::size_t>(shape.max_rows));
  const int panels =
      std::clamp(shape.accumulators / static_cast<int>(rows), 1, arch::max_tile_panels);
  return {rows, panels};
}

// A level's kernels with other GEMM tiles: the tiles of Shape instead of the
// vocabulary's tile_shape (header-only mode). The sweep benchmarks and the
// shape tests run PanelDriver::run with it; results do not change.
template <class Kernels, arch::TileShape Shape>
struct WithTileShape : Kernels {
  static constexpr arch::TileShape tile_shape = Shape;
  static void int16_tile(int rows, int panels, const arch::Int16TileArgs& t) {
    Kernels::template int16_tile<Shape>(rows, panels, t);
  }
  static void fp32_tile(int rows, int panels, const arch::Fp32TileArgs& t) {
    Kernels::template fp32_tile<Shape>(rows, panels, t);
  }
  static void fp32_fma_tile(int rows, int panels, const arch::Fp32TileArgs& t) {
    Kernels::template fp32_fma_tile<Shape>(rows, panels, t);
  }
};

// Where row r of a block-interleaved A lands: blocks of plan.block_rows rows
// (the last one shorter), each [depth][rows in block][group].
struct BlockPosition {
  std::size_t block_offset;  // elements before the block
  std::size_t block_rows;    // rows in this block
  std::size_t index;         // r within the block
};

inline BlockPosition block_position(std::size_t r, std::size_t m, std::size_t block_rows,
                                    std::size_t elements_per_row) {
  const std::size_t first = r / block_rows * block_rows;
  return {first * elements_per_row, std::min(block_rows, m - first), r - first};
}

// A row's quantization scale for the integer backends: range / max|x| and
// its inverse; zeros when max|x| is 0 or so small that range / max|x|
// overflows; finite false when the row holds NaN or an infinity.
struct RowScale {
  float scale, unscale;
  bool finite;
};

template <class Kernels>
RowScale row_scale(Kernels, const float* x, std::size_t k, std::int32_t range) {
  const std::uint32_t bits = Kernels::max_abs_bits(x, k);
  if (bits >= 0x7F800000u) return {0.0f, 0.0f, false};
  const float max_abs = std::bit_cast<float>(bits);
  const float limit = static_cast<float>(range);
  const float scale = limit / max_abs;
  if (!std::isfinite(scale)) return {0.0f, 0.0f, true};
  return {scale, max_abs / limit, true};
}

// The largest column scale (max|b_n| / weight levels) with which float(sum)
// x scale cannot overflow when |sum| <= largest_sum, with a factor 2 to
// spare for rounding. The epilogue multiplies by the column scale first and
// the row scale last, so the last product is the result itself (about
// sum_k a b): past this check a finite exact result is not turned into inf
// (found from outside: one weight of 3e38 did that at A = 0.5).
inline float largest_column_unscale(double largest_sum) {
  return static_cast<float>(static_cast<double>(std::numeric_limits<float>::max()) /
                            (2.0 * largest_sum));
}

inline void check_multiply_input(std::string_view backend, ConstMatrixView a, std::size_t k) {
  FASTDEC_REQUIRE(a.cols() == k, backend, "::multiply: A has ", a.cols(),
                  " columns but the prepared weights have K = ", k, " inputs.");
}

inline void check_bias(std::string_view backend, std::span<const float> bias, std::size_t n) {
  FASTDEC_REQUIRE(bias.empty() || bias.size() == n, backend, "::multiply: the bias has ",
                  bias.size(), " values but the weights have N = ", n, " outputs.");
  // NaN is refused as in A and B; an infinite bias (a masked output) is the
  // caller's to give. A NaN is the only float whose magnitude's bits exceed
  // infinity's; the kernel layer's scan of them is SIMD (the plain loop, which
  // GCC left scalar, took 2% of an int8 greedy decode at batch 8).
  if (bias.empty()) return;
  std::uint32_t largest = 0;
  arch::with_kernels<KernelFamily::int16_gemm>(
      [&](auto kernels) { largest = kernels.max_abs_bits(bias.data(), bias.size()); });
  if (largest <= 0x7F800000u) return;
  const auto first = std::find_if(bias.begin(), bias.end(), [](float v) { return v != v; });
  detail::fail(backend, "::multiply: bias[", first - bias.begin(), "] is NaN.");
}

// Where multiply writes: the caller's C, or one tile at a time in the workspace.
enum class TileTarget { matrix, workspace };

// Backend supplies: name, family (the kernel family it dispatches), using
// Element (int16_t, uint8_t or float), tile_shape(kernels) (the level's shape
// for its tiles), any_tile_shape (whether run_tile runs the tiles of
// WithTileShape, so that multiply_with_tile_shape means what it says),
// pack(kernels, ws, a, b, plan) and
// run_tile(kernels, ws, b, bias, first_row, rows, first_panel, panels, columns, c, stride,
// activation).
template <class Backend>
struct PanelDriver {
  static constexpr bool any_tile_shape = Backend::any_tile_shape;

  // C = A B^T + bias, checked, on the level picked once for this call.
  template <class Prepared>
  static void multiply(PanelWorkspace& ws, ConstMatrixView a, const Prepared& b,
                       MutableMatrixView c, std::span<const float> bias) {
    multiply(ws, a, b, c, bias, arch::TileActivation::none);
  }

  // multiply, each value of C through `activation` as its tile stores it.
  template <class Prepared>
  static void multiply(PanelWorkspace& ws, ConstMatrixView a, const Prepared& b,
                       MutableMatrixView c, std::span<const float> bias,
                       arch::TileActivation activation) {
    check_multiply_shapes(Backend::name, a, b.rows(), b.cols(), c);
    check_bias(Backend::name, bias, b.rows());
    arch::with_kernels<Backend::family>([&](auto kernels) {
      run(
          kernels, ws, a, b, bias, TileTarget::matrix, c, [](const OutputTile&) {}, activation);
    });
  }

  // multiply with the tiles of Shape instead of the level's own
  // (WithTileShape; header-only mode): the same bits, another speed.
  template <arch::TileShape Shape, class Prepared>
  static void multiply_with_tile_shape(PanelWorkspace& ws, ConstMatrixView a, const Prepared& b,
                                       MutableMatrixView c, std::span<const float> bias) {
    check_multiply_shapes(Backend::name, a, b.rows(), b.cols(), c);
    check_bias(Backend::name, bias, b.rows());
    arch::with_kernels<Backend::family>([&](auto kernels) {
      run(WithTileShape<decltype(kernels), Shape>{}, ws, a, b, bias, TileTarget::matrix, c,
          [](const OutputTile&) {});
    });
  }

  // A B^T + bias one tile at a time into the workspace (gemm/tiled.hpp).
  template <class Prepared, class Consume>
  static void multiply_tiles(PanelWorkspace& ws, ConstMatrixView a, const Prepared& b,
                             std::span<const float> bias, Consume&& consume) {
    check_multiply_input(Backend::name, a, b.cols());
    check_bias(Backend::name, bias, b.rows());
    arch::with_kernels<Backend::family>([&](auto kernels) {
      run(kernels, ws, a, b, bias, TileTarget::workspace, MutableMatrixView(), consume);
    });
  }

  // Computes C = A B^T + bias tile by tile into `c` or into the workspace's
  // tile buffer, calling consume(tile) after each tile.
  template <class Kernels, class Prepared, class Consume>
  static void run(Kernels kernels, PanelWorkspace& ws, ConstMatrixView a, const Prepared& b,
                  std::span<const float> bias, TileTarget target, MutableMatrixView c,
                  Consume&& consume, arch::TileActivation activation = arch::TileActivation::none) {
    const std::size_t m = a.rows(), n = b.rows();
    if (m == 0) return;
    const TilePlan plan = plan_tiles(m, Backend::tile_shape(kernels));
    Backend::pack(kernels, ws, a, b, plan);
    const bool into_c = target == TileTarget::matrix;
    if (!into_c) ws.tile_.reserve(m * gemm_tile_columns);
    const float* bias_data = bias.empty() ? nullptr : bias.data();
    for (std::size_t tile_first = 0; tile_first < n; tile_first += gemm_tile_columns) {
      const std::size_t tile_cols = std::min(gemm_tile_columns, n - tile_first);
      float* dest = into_c ? c.data() + tile_first : ws.tile_.data();
      const std::size_t stride = into_c ? c.stride() : gemm_tile_columns;
      const std::size_t tile_panels = (tile_cols + arch::panel_columns - 1) / arch::panel_columns;
      for (std::size_t p = 0; p < tile_panels; p += static_cast<std::size_t>(plan.panels)) {
        const int panels = static_cast<int>(std::min<std::size_t>(plan.panels, tile_panels - p));
        const std::size_t offset = p * arch::panel_columns;
        const std::size_t columns =
            std::min(static_cast<std::size_t>(panels) * arch::panel_columns, tile_cols - offset);
        const std::size_t first_col = tile_first + offset;
        for (std::size_t r0 = 0; r0 < m; r0 += plan.block_rows) {
          const std::size_t rows = std::min(plan.block_rows, m - r0);
          Backend::run_tile(kernels, ws, b, bias_data == nullptr ? nullptr : bias_data + first_col,
                            r0, static_cast<int>(rows), first_col / arch::panel_columns, panels,
                            columns, dest + r0 * stride + offset, stride, activation);
        }
      }
      consume(OutputTile{0, tile_first, MutableMatrixView(dest, m, tile_cols, stride)});
    }
  }

  static float* row_unscale(PanelWorkspace& ws) { return ws.row_unscale_.data(); }
  static std::int16_t* packed_int16(PanelWorkspace& ws) { return ws.packed_int16_.data(); }
  static float* packed_float(PanelWorkspace& ws) { return ws.packed_float_.data(); }
  static std::uint8_t* packed_uint8(PanelWorkspace& ws) { return ws.packed_uint8_.data(); }
  static std::int16_t* row_int16(PanelWorkspace& ws) { return ws.row_int16_.data(); }
  // Sizes the packed A for m rows of `packed_row` elements each and, for
  // Int16Gemm, the quantized row of `padded_k` values (Int8Gemm quantizes
  // straight into its quads, whose 8-byte forms make its packed row longer
  // than padded K).
  static void reserve_packed(PanelWorkspace& ws, std::size_t m, std::size_t packed_row,
                             std::size_t padded_k) {
    if constexpr (std::is_same_v<typename Backend::Element, std::int16_t>) {
      ws.packed_int16_.reserve(m * packed_row);
      ws.row_int16_.reserve(padded_k);
      ws.row_unscale_.reserve(m);
    } else if constexpr (std::is_same_v<typename Backend::Element, std::uint8_t>) {
      ws.packed_uint8_.reserve(m * packed_row);
      ws.row_unscale_.reserve(m);
    } else {
      ws.packed_float_.reserve(m * packed_row);
    }
  }
};

// A thread's workspace for the plain multiply(a, b, c) of the Gemm concept.
inline PanelWorkspace& thread_workspace() {
  thread_local PanelWorkspace workspace;
  return workspace;
}

// What a packed backend derives its surface from when it extends no other backend.
struct PackedGemmRoot {};

// P is G's prepared weights. (A concept, so that G::Prepared is looked up when
// a call is checked, not where the incomplete G names PackedGemmSurface<G>.)
template <class P, class G>
concept PreparedOf = std::same_as<P, typename G::Prepared>;

// The public functions every packed backend offers besides prepare() and
// select_rows(), written once: each forwards to the backend's PanelDriver.
// A backend G derives from PackedGemmSurface<G> (PackedFp32FmaGemm from
// PackedGemmSurface<PackedFp32FmaGemm, PackedFp32Gemm>: it keeps
// PackedFp32Gemm's Prepared and prepare(), and these names hide
// PackedFp32Gemm's), befriends it, and declares Prepared, layout (whose
// k_group pads K for reserve) and a private `using Driver = PanelDriver<...>`.
// Prepared is a parameter of each function only because G is incomplete
// where it names its base: it is always G::Prepared (PreparedOf<G>).
template <class G, class Base = PackedGemmRoot>
struct PackedGemmSurface : Base {
  using Workspace = PanelWorkspace;
  static constexpr std::size_t tile_columns = gemm_tile_columns;

  // Sizes `workspace` for up to max_rows rows of A against b: the Workspace
  // overloads below then allocate nothing.
  template <PreparedOf<G> Prepared>
  static void reserve(Workspace& workspace, std::size_t max_rows, const Prepared& b) {
    constexpr std::size_t group = G::layout.k_group;
    workspace.reserve(max_rows, (b.cols() + group - 1) / group * group);
  }

  // The Gemm concept: C = A B^T with this thread's workspace.
  template <PreparedOf<G> Prepared>
  static void multiply(ConstMatrixView a, const Prepared& b, MutableMatrixView c) {
    G::Driver::multiply(thread_workspace(), a, b, c, {});
  }

  // C = A B^T + bias (bias [N] or empty).
  template <PreparedOf<G> Prepared>
  static void multiply(Workspace& workspace, ConstMatrixView a, const Prepared& b,
                       MutableMatrixView c, std::span<const float> bias) {
    G::Driver::multiply(workspace, a, b, c, bias);
  }

  // relu(A B^T + bias) (Activation::relu's x > 0 ? x : 0), applied by the
  // tiles as they store C: no pass of its own over C.
  template <PreparedOf<G> Prepared>
  static void multiply_relu(Workspace& workspace, ConstMatrixView a, const Prepared& b,
                            MutableMatrixView c, std::span<const float> bias) {
    G::Driver::multiply(workspace, a, b, c, bias, arch::TileActivation::relu);
  }

  // multiply with the GEMM tiles of another shape than the level's own
  // (arch::TileShape; header-only mode): the same bits. For bench_tile_shapes,
  // which times the candidates, and the tests that check the bits.
  template <arch::TileShape Shape, PreparedOf<G> Prepared>
  static void multiply_with_tile_shape(Workspace& workspace, ConstMatrixView a, const Prepared& b,
                                       MutableMatrixView c, std::span<const float> bias) {
    static_assert(G::Driver::any_tile_shape,
                  "this backend's tiles come in its levels' shapes only (Int8Gemm)");
    G::Driver::template multiply_with_tile_shape<Shape>(workspace, a, b, c, bias);
  }

  // A B^T + bias one column tile at a time (see gemm/tiled.hpp).
  template <PreparedOf<G> Prepared, class Consume>
  static void multiply_tiles(Workspace& workspace, ConstMatrixView a, const Prepared& b,
                             std::span<const float> bias, Consume&& consume) {
    G::Driver::multiply_tiles(workspace, a, b, bias, consume);
  }
};

}  // namespace fastdec::detail
