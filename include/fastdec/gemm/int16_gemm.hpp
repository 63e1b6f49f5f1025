// fastdec/gemm/int16_gemm.hpp: 16-bit fixed-point GEMM with an offline
// weight layout (Devlin 2017, section 4.1).
//
// C = A B^T (+ bias), B given once as [N outputs, K inputs] fp32, A [M, K]
// fp32 per call, C [M, N] fp32.
//
// prepare() (once, offline) quantizes B per output column n:
//   Q = quantization_range(K), the largest Q <= 32767 with K' Q^2 <= 2^31 - 1
//       (K' = K rounded up to even), so no sum of K' products |qa qb| <= Q^2
//       can overflow int32, for any data;
//   qb[n, k] = round(clamp(b[n, k] * Q / max_k |b[n, k]|, -Q, Q)) (nearest, ties to even).
// One scale per column rather than per matrix: output embeddings differ in
// norm by orders of magnitude between frequent and rare words, and a
// per-matrix scale would leave the small columns only a few of the Q levels.
// The cost is one float per column in the epilogue. The quantized columns are
// laid out in panels of 16 columns, [K'/2][16][2] each (see
// arch/kernels.hpp), the order the kernels stream them in.
//
// multiply() (per call) quantizes each row of A with its own scale
// (Q / max_k |a[m, k]|), sums qa qb exactly in int32 (vpmaddwd + vpaddd, or
// vpdpwssd), and dequantizes every element the same way:
//   C[m, n] = float(sum) * col_unscale[n] * row_unscale[m] (+ bias[n]),
// with col_unscale = max|b_n| / Q, row_unscale = max|a_m| / Q. A row (or
// column) whose largest magnitude is so small that Q / max overflows (below
// about 1e-35), or is zero, quantizes to zeros; its error is then the exact
// result itself, below 1e-35 sum_k |b[n, k]|.
//
// Error bound (tested): with ua = row_unscale[m], ub = col_unscale[n] and
// e = 0.5 + Q 2^-22 (the rounding to an integer plus the float scaling),
//   |C[m, n] - sum_k a[m, k] b[n, k]|
//     <= e (ub sum_k |a[m, k]| + ua sum_k |b[n, k]|) + e^2 K ua ub + 2^-22 |C[m, n]|.
// For K = 1024 (Q = 1448) this is at most about 0.07% of max|a| max|b| K.
//
// Guarantees (tested): every instruction set returns bit-identical results
// (exact integer sums, one shared dequantization order); a row's result does
// not depend on the other rows of the call (per-row scales); bad shapes,
// K > max_inputs and NaN / infinite inputs raise fastdec::error.
//
// Prepared is immutable and cheap to copy (it shares its storage); share it
// between threads. It records the instruction set that prepared it; the
// layout is the same on every instruction set, so a prepared matrix (saved
// with fastdec/io/gemm_io.hpp) runs on any machine. The plain multiply uses a
// thread-local workspace; the Workspace overloads allocate nothing once
// reserve() has sized the workspace.
#pragma once

#include <algorithm>
#include <bit>
#include <cmath>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string_view>
#include <utility>

#include "fastdec/arch/isa.hpp"
#include "fastdec/arch/kernels.hpp"
#include "fastdec/core/aligned_buffer.hpp"
#include "fastdec/core/error.hpp"
#include "fastdec/core/matrix_view.hpp"
#include "fastdec/gemm/concept.hpp"
#include "fastdec/gemm/panel_driver.hpp"
#include "fastdec/gemm/tiled.hpp"

namespace fastdec {

// reserve, multiply, multiply_with_tile_shape, multiply_tiles, Workspace and
// tile_columns come from detail::PackedGemmSurface (gemm/panel_driver.hpp).
struct Int16Gemm : detail::PackedGemmSurface<Int16Gemm> {
  static constexpr std::string_view name = "Int16Gemm";
  // Above this K the range Q would fall below 511 (10 bits): use PackedFp32Gemm.
  static constexpr std::size_t max_inputs = 8192;
  // N below 2^32 keeps every size product of the layout far from overflow
  // (N' K' < 2^45), whatever a caller or a file asks for.
  static constexpr std::size_t max_outputs = (std::size_t{1} << 32) - 1;
  static constexpr PanelLayout layout{static_cast<std::uint32_t>(arch::panel_columns), 2};

  // The largest Q <= 32767 with K' Q^2 <= 2^31 - 1, K' = k rounded up to even.
  static std::int32_t quantization_range(std::size_t k) {
    FASTDEC_REQUIRE(k >= 1 && k <= max_inputs, "Int16Gemm: K = ", k, " inputs is outside 1 ..",
                    max_inputs, ".");
    const auto padded = static_cast<std::int64_t>(k + k % 2);
    constexpr std::int64_t int32_max = 2147483647;
    auto q = static_cast<std::int64_t>(std::sqrt(static_cast<double>(int32_max / padded)));
    while (padded * (q + 1) * (q + 1) <= int32_max) ++q;
    while (padded * q * q > int32_max) --q;
    return static_cast<std::int32_t>(q < 32767 ? q : 32767);
  }

  class Prepared {
   public:
    // From quantized parts (prepare() and the loader use it). Checks every
    // value against the range, so a corrupt file cannot break the overflow
    // guarantee: panels [panel_count][depth][16][2], column_unscale [panel_count * 16],
    // padding (columns >= N, inputs >= K) zero.
    Prepared(std::size_t n, std::size_t k, Isa isa, AlignedBuffer<std::int16_t> panels,
             AlignedBuffer<float> column_unscale)
        : storage_(std::make_shared<Storage>()) {
      FASTDEC_REQUIRE(n >= 1, "Int16Gemm: the weight matrix has no rows (N = 0).");
      Storage& s = *storage_;
      s.n = n;
      s.k = k;
      s.range = quantization_range(k);
      s.isa = isa;
      s.panels = std::move(panels);
      s.column_unscale = std::move(column_unscale);
      FASTDEC_REQUIRE(n <= max_outputs, "Int16Gemm: N = ", n, " outputs exceeds ", max_outputs,
                      ".");
      FASTDEC_REQUIRE(
          s.panels.capacity() >= panel_values() && s.column_unscale.capacity() >= padded_rows(),
          "Int16Gemm: prepared storage for ", n, " x ", k, " is too small.");
      check_values();
    }

    std::size_t rows() const noexcept { return storage_->n; }        // N
    std::size_t cols() const noexcept { return storage_->k; }        // K
    std::int32_t range() const noexcept { return storage_->range; }  // Q
    Isa isa() const noexcept { return storage_->isa; }
    std::size_t depth() const noexcept { return (storage_->k + 1) / 2; }  // k pairs
    std::size_t panel_count() const noexcept {
      return (storage_->n + arch::panel_columns - 1) / arch::panel_columns;
    }
    std::size_t padded_rows() const noexcept { return panel_count() * arch::panel_columns; }
    std::size_t panel_stride() const noexcept { return depth() * 2 * arch::panel_columns; }
    std::size_t panel_values() const noexcept { return panel_count() * panel_stride(); }
    // [panel_count][depth][16][2]
    std::span<const std::int16_t> panels() const noexcept {
      return {storage_->panels.data(), panel_values()};
    }
    // [padded_rows]: max|b_n| / Q, zero for padding columns.
    std::span<const float> column_unscale() const noexcept {
      return {storage_->column_unscale.data(), padded_rows()};
    }
    // Weight (n, k) as stored, for tests and tools.
    std::int16_t quantized(std::size_t n, std::size_t k) const noexcept {
      return storage_
          ->panels[n / arch::panel_columns * panel_stride() + k / 2 * 2 * arch::panel_columns +
                   n % arch::panel_columns * 2 + k % 2];
    }

   private:
    struct Storage {
      std::size_t n = 0, k = 0;
      std::int32_t range = 0;
      Isa isa = Isa::scalar;
      AlignedBuffer<std::int16_t> panels;
      AlignedBuffer<float> column_unscale;
    };

    friend struct Int16Gemm;
    // select_rows fills the storage from an already checked matrix.
    explicit Prepared(std::shared_ptr<Storage> storage) : storage_(std::move(storage)) {}
    // The storage of `recycled` when nothing else shares it, else a new one.
    static std::shared_ptr<Storage> reuse(std::optional<Prepared>& recycled) {
      if (recycled && recycled->storage_.use_count() == 1) return std::move(recycled->storage_);
      return std::make_shared<Storage>();
    }

    void check_values() const {
      const Storage& s = *storage_;
      const float largest =
          detail::largest_column_unscale(static_cast<double>(2 * depth()) * s.range * s.range);
      for (std::size_t col = 0; col < padded_rows(); ++col) {
        const float unscale = s.column_unscale[col];
        FASTDEC_REQUIRE(std::isfinite(unscale) && unscale >= 0.0f && (col < s.n || unscale == 0.0f),
                        "Int16Gemm: column ", col, " has scale ", unscale,
                        "; scales must be finite, >= 0, and 0 on padding columns.");
        FASTDEC_REQUIRE(unscale <= largest, "Int16Gemm: row ", col,
                        " of the weights has max|b| = ", unscale * static_cast<float>(s.range),
                        ", above ", largest * static_cast<float>(s.range),
                        ", the largest whose products with K = ", s.k,
                        " inputs cannot overflow a float; scale the weights down.");
        for (std::size_t kk = 0; kk < 2 * depth(); ++kk) {
          const std::int32_t v = quantized(col, kk);
          const bool padding = col >= s.n || kk >= s.k;
          FASTDEC_REQUIRE(padding ? v == 0 : (v >= -s.range && v <= s.range), "Int16Gemm: weight (",
                          col, ", ", kk, ") is ", v, " but must be ",
                          padding ? "0 (padding)" : "within +-range", " (range ", s.range, ").");
        }
      }
    }

    std::shared_ptr<Storage> storage_;
  };

  static Prepared prepare(ConstMatrixView weights) {
    FASTDEC_REQUIRE(!weights.empty(), "Int16Gemm::prepare: the weight matrix is empty (",
                    weights.rows(), " x ", weights.cols(), ").");
    const std::size_t n = weights.rows(), k = weights.cols();
    const std::int32_t q = quantization_range(k);
    const std::size_t depth = (k + 1) / 2;
    const std::size_t panel_count = (n + arch::panel_columns - 1) / arch::panel_columns;
    const std::size_t stride = depth * 2 * arch::panel_columns;
    AlignedBuffer<std::int16_t> panels(panel_count * stride);
    AlignedBuffer<float> unscale(panel_count * arch::panel_columns);
    std::fill_n(panels.data(), panel_count * stride, std::int16_t{0});
    std::fill_n(unscale.data(), panel_count * arch::panel_columns, 0.0f);
    AlignedBuffer<std::int16_t> column(k);
    const Isa isa = arch::with_kernels<KernelFamily::int16_gemm>([&](auto kernels) {
      for (std::size_t col = 0; col < n; ++col) {
        const detail::RowScale scale = detail::row_scale(kernels, weights.row(col).data(), k, q);
        FASTDEC_REQUIRE(scale.finite, "Int16Gemm::prepare: row ", col,
                        " of the weights contains NaN or an infinity.");
        unscale[col] = scale.unscale;
        kernels.quantize(weights.row(col).data(), k, scale.scale, static_cast<float>(q),
                         column.data());
        std::int16_t* panel =
            panels.data() + col / arch::panel_columns * stride + col % arch::panel_columns * 2;
        for (std::size_t kk = 0; kk < k; ++kk)
          panel[kk / 2 * 2 * arch::panel_columns + kk % 2] = column[kk];
      }
      return decltype(kernels)::isa;
    });
    return Prepared(n, k, isa, std::move(panels), std::move(unscale));
  }

  // The prepared matrix of rows `rows` of B, in that order, copied out of b's
  // panels: the same bits prepare() makes from those rows (B is quantized per
  // row), without quantizing or packing again, as intgemm's SelectColumnsB
  // does for Marian's shortlists. `recycled`, a matrix this returned before,
  // lends its storage when nothing else shares it.
  template <std::integral Index>
  static Prepared select_rows(const Prepared& b, std::span<const Index> rows,
                              std::optional<Prepared> recycled = std::nullopt) {
    FASTDEC_REQUIRE(!rows.empty(), "Int16Gemm::select_rows: no rows selected.");
    std::shared_ptr<Prepared::Storage> storage = Prepared::reuse(recycled);
    Prepared::Storage& s = *storage;
    s.n = rows.size();
    s.k = b.cols();
    s.range = b.range();
    s.isa = b.isa();
    const std::size_t columns =
        (s.n + arch::panel_columns - 1) / arch::panel_columns * arch::panel_columns;
    s.panels.reserve(columns / arch::panel_columns * b.panel_stride());
    s.column_unscale.reserve(columns);
    detail::select_panel_columns(b.panels().data(), layout, b.depth(), rows, b.rows(),
                                 s.panels.data(), name);
    for (std::size_t c = 0; c < columns; ++c)
      s.column_unscale[c] = c < s.n ? b.column_unscale()[static_cast<std::size_t>(rows[c])] : 0.0f;
    return Prepared(std::move(storage));
  }

 private:
  struct Backend {
    static constexpr std::string_view name = Int16Gemm::name;
    static constexpr KernelFamily family = KernelFamily::int16_gemm;
    static constexpr bool any_tile_shape = true;
    using Element = std::int16_t;
    template <class Kernels>
    static arch::TileShape tile_shape(Kernels) {
      return Kernels::tile_shape;
    }

    template <class Kernels>
    static void pack(Kernels kernels, Workspace& ws, ConstMatrixView a, const Prepared& b,
                     detail::TilePlan plan) {
      const std::size_t m = a.rows(), k = a.cols(), depth = b.depth();
      Driver::reserve_packed(ws, m, 2 * depth, 2 * depth);
      std::int16_t* row = Driver::row_int16(ws);
      std::int16_t* packed = Driver::packed_int16(ws);
      float* row_unscale = Driver::row_unscale(ws);
      row[2 * depth - 1] = 0;  // the padding input when K is odd
      for (std::size_t r = 0; r < m; ++r) {
        const detail::RowScale scale = detail::row_scale(kernels, a.row(r).data(), k, b.range());
        FASTDEC_REQUIRE(scale.finite, "Int16Gemm::multiply: row ", r,
                        " of A contains NaN or an infinity.");
        row_unscale[r] = scale.unscale;
        kernels.quantize(a.row(r).data(), k, scale.scale, static_cast<float>(b.range()), row);
        const detail::BlockPosition at = detail::block_position(r, m, plan.block_rows, 2 * depth);
        std::int16_t* out = packed + at.block_offset + 2 * at.index;
        for (std::size_t q = 0; q < depth; ++q, out += 2 * at.block_rows) {
          out[0] = row[2 * q];
          out[1] = row[2 * q + 1];
        }
      }
    }

    template <class Kernels>
    static void run_tile(Kernels kernels, Workspace& ws, const Prepared& b, const float* bias,
                         std::size_t first_row, int rows, std::size_t first_panel, int panels,
                         std::size_t columns, float* c, std::size_t c_stride,
                         arch::TileActivation activation) {
      const arch::Int16TileArgs t{Driver::packed_int16(ws) + first_row * 2 * b.depth(),
                                  b.panels().data() + first_panel * b.panel_stride(),
                                  b.panel_stride(),
                                  b.depth(),
                                  Driver::row_unscale(ws) + first_row,
                                  b.column_unscale().data() + first_panel * arch::panel_columns,
                                  bias,
                                  c,
                                  c_stride,
                                  columns,
                                  activation};
      kernels.int16_tile(rows, panels, t);
    }
  };
  using Driver = detail::PanelDriver<Backend>;
  friend detail::PackedGemmSurface<Int16Gemm>;
};

static_assert(Gemm<Int16Gemm>);
static_assert(TiledGemm<Int16Gemm>);

}  // namespace fastdec
