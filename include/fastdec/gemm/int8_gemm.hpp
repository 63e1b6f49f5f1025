// fastdec/gemm/int8_gemm.hpp: 8-bit GEMM with an offline weight layout, the
// precision CTranslate2 (int8) and Marian (intgemm8) decode at: half the
// bytes per weight of Int16Gemm, for the decoding steps that only read
// weights (Devlin 2017, section 4.1, one step further).
//
// C = A B^T (+ bias), B given once as [N outputs, K inputs] fp32, A [M, K]
// fp32 per call, C [M, N] fp32.
//
// prepare() (once, offline) quantizes B per output row n to 8 bits:
//   qb[n, k] = round(clamp(b[n, k] * 127 / max_k |b[n, k]|, -127, 127)) (nearest, ties to even),
// with col_unscale[n] = max|b_n| / 127 (one scale per output row, as for
// Int16Gemm: output embeddings differ in norm by orders of magnitude). The
// rows are laid out in panels of 16, [K/4][16][4] each (four inputs of an
// output side by side, one 64-byte line per step, as vpdpbusd reads them),
// and each output's weight sum is kept: col_offset[n] = -128 sum_k qb[n, k]
// (and -64 sum_k qb[n, k] for Int8Gemm7Bit's shifted tiles).
//
// multiply() (per call) quantizes each row of A to 8 bits,
//   qa[m, k] = round(clamp(a[m, k] * 127 / max_k |a[m, k]|, -127, 127)),
// (or with one static scale, Options::activation_max, for a calibrated
// model: 127 / activation_max for every row, values beyond it clamped), so
// both operands have 255 levels. Then
//   sum = sum_k qa qb   (exact, int32, on every instruction set),
//   C[m, n] = float(sum) * col_unscale[n] * row_unscale[m] (+ bias[n]),
// row_unscale = max|a_m| / 127. The x86 byte products take one unsigned and
// one signed operand, so A is packed per level (arch/gemm_body.inc):
// vpdpbusd (AVX-512 VNNI, AVX-VNNI), which does not saturate, reads
// ua = qa + 128 in 1..255, and col_offset takes the shift back out (the
// "unsigned shift" of intgemm and oneDNN); vpmaddubsw (AVX2, AVX-512BW),
// which adds pairs of products in int16 with saturation, reads qa as
// unsigned magnitudes with its signs apart (|qa| and qb with qa's sign on
// AVX2, qa's positive and negative parts on AVX-512BW), at most
// 2 x 127 x 127 < 2^15 per pair.
// Earlier releases quantized A to 7 bits (|qa| <= 63, ua = qa + 64) so that
// one unsigned encoding fit every level; docs/gemm.md measures what the
// eighth bit gains.
//
// Int8Gemm7Bit (opt-in): the same Prepared (prepare, select_rows, the file
// format) and API, with A quantized to 7 bits, qa in [-63, 63] (row_unscale
// = max|a_m| / 63; a static scale clamps at 63 likewise). Where the products
// are vpmaddubsw's (AVX2 without AVX-VNNI, AVX-512BW) its tiles read ua = qa
// + 64, so a pair of products cannot saturate without the sign trick: a
// quarter fewer instructions a step on AVX2 (and one broadcast instead of
// two, so a sixth row), two fifths fewer on AVX-512BW. Elsewhere it runs
// the 8-bit tiles on 7-bit values, no faster. Half the activation levels:
// less faithful to fp32 (docs/RESULTS.md, "8-bit activations"). Its error
// bound is Int8Gemm's with 63 for 127 in ua'; its results are the same bits
// on every level, as Int8Gemm's.
//
// Error bound (tested): with ua' = row_unscale[m], ub = col_unscale[n] and
// e = 0.5 + 2^-20 (rounding to an integer, plus the float scaling),
//   |C[m, n] - sum_k a[m, k] b[n, k]|
//     <= e (ub sum_k |a[m, k]| + ua' sum_k |b[n, k]|) + e^2 K ua' ub + 2^-22 |C[m, n]|.
//
// Guarantees (tested): every instruction set returns bit-identical results
// (exact integer sums, one shared dequantization order); a row's result does
// not depend on the other rows of the call (per-row scales); bad shapes,
// K > max_inputs and NaN / infinite inputs raise fastdec::error.
//
// Kernels (arch/gemm_body.inc, int8_block): vpdpbusd on AVX-512 VNNI;
// vpmaddubsw + vpmaddwd on AVX-512BW and AVX2; SSE2 and scalar widen the
// bytes to int16 (references). At the avx2vnni level (AVX2 with AVX-VNNI,
// vpdpbusd on ymm registers: Alder Lake and later Intel cores, Zen 5),
// vpdpbusd replaces vpmaddubsw + vpmaddwd + vpaddd (arch/level_avx2vnni.inc);
// on aarch64, sdot at neon_dotprod, widened products at neon.
// A's rows are quantized straight into their quads (arch/gemm_body.inc,
// quantize_quads: in registers on AVX2 and AVX-512).
//
// Prepared is immutable and cheap to copy (it shares its storage); share it
// between threads. Its layout is the same on every instruction set (saved
// and loaded by fastdec/io/gemm_io.hpp). The Workspace overloads allocate
// nothing once reserve() has sized the workspace.
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

struct Int8GemmOptions {
  // > 0: every row of A is quantized with this largest magnitude (a model
  // calibrated offline); 0: each row with its own.
  float activation_max = 0.0f;
};

// reserve, multiply, multiply_tiles, Workspace and tile_columns come from
// detail::PackedGemmSurface (gemm/panel_driver.hpp).
struct Int8Gemm : detail::PackedGemmSurface<Int8Gemm> {
  static constexpr std::string_view name = "Int8Gemm";
  // The unsigned sums sum_k ua qb reach K x 255 x 127 < 2^31 (no overflow).
  static constexpr std::size_t max_inputs = 65536;
  static constexpr std::size_t max_outputs = (std::size_t{1} << 32) - 1;
  static constexpr std::int32_t weight_range = 127;            // |qb| <= 127
  static constexpr std::int32_t activation_range = 127;        // |qa| <= 127
  static constexpr std::int32_t narrow_activation_range = 63;  // Int8Gemm7Bit: |qa| <= 63
  static constexpr std::int32_t activation_offset = 128;       // ua = qa + 128 (unsigned quads)
  static constexpr PanelLayout layout{static_cast<std::uint32_t>(arch::panel_columns), 4};

  using Options = Int8GemmOptions;

  class Prepared {
   public:
    // From quantized parts (prepare() and the loader use it). Checks every
    // weight against the range and the padding, and computes the offsets
    // itself, so a corrupt file cannot break the exactness guarantee:
    // panels [panel_count][depth][16][4], column_unscale [panel_count * 16].
    Prepared(std::size_t n, std::size_t k, Isa isa, AlignedBuffer<std::int8_t> panels,
             AlignedBuffer<float> column_unscale, Options options = {})
        : storage_(std::make_shared<Storage>()) {
      FASTDEC_REQUIRE(n >= 1 && k >= 1, "Int8Gemm: the weight matrix is ", n, " x ", k,
                      "; both must be at least 1.");
      FASTDEC_REQUIRE(n <= max_outputs && k <= max_inputs, "Int8Gemm: ", n, " x ", k,
                      " exceeds the limits of ", max_outputs, " outputs and ", max_inputs,
                      " inputs.");
      check(options);
      Storage& s = *storage_;
      s.n = n;
      s.k = k;
      s.isa = isa;
      s.options = options;
      s.panels = std::move(panels);
      s.column_unscale = std::move(column_unscale);
      FASTDEC_REQUIRE(
          s.panels.capacity() >= panel_values() && s.column_unscale.capacity() >= padded_rows(),
          "Int8Gemm: prepared storage for ", n, " x ", k, " is too small.");
      check_values();
      s.column_offset.reserve(padded_rows());
      s.narrow_column_offset.reserve(padded_rows());
      for (std::size_t col = 0; col < padded_rows(); ++col) {
        std::int32_t sum = 0;
        for (std::size_t kk = 0; kk < 4 * depth(); ++kk) sum += quantized(col, kk);
        s.column_offset[col] = -arch::quad_offset(arch::Int8Quads::shifted) * sum;
        s.narrow_column_offset[col] = -arch::quad_offset(arch::Int8Quads::shifted_narrow) * sum;
      }
    }

    std::size_t rows() const noexcept { return storage_->n; }  // N
    std::size_t cols() const noexcept { return storage_->k; }  // K
    Isa isa() const noexcept { return storage_->isa; }
    const Options& options() const noexcept { return storage_->options; }
    std::size_t depth() const noexcept { return (storage_->k + 3) / 4; }  // k quads
    std::size_t panel_count() const noexcept {
      return (storage_->n + arch::panel_columns - 1) / arch::panel_columns;
    }
    std::size_t padded_rows() const noexcept { return panel_count() * arch::panel_columns; }
    std::size_t panel_stride() const noexcept { return depth() * 4 * arch::panel_columns; }
    std::size_t panel_values() const noexcept { return panel_count() * panel_stride(); }
    // [panel_count][depth][16][4]
    std::span<const std::int8_t> panels() const noexcept {
      return {storage_->panels.data(), panel_values()};
    }
    // [padded_rows]: max|b_n| / 127, zero for padding columns.
    std::span<const float> column_unscale() const noexcept {
      return {storage_->column_unscale.data(), padded_rows()};
    }
    // [padded_rows]: -128 sum_k qb[n, k].
    std::span<const std::int32_t> column_offset() const noexcept {
      return {storage_->column_offset.data(), padded_rows()};
    }
    // [padded_rows]: -64 sum_k qb[n, k] (Int8Gemm7Bit's shifted_narrow quads).
    std::span<const std::int32_t> narrow_column_offset() const noexcept {
      return {storage_->narrow_column_offset.data(), padded_rows()};
    }
    // The offsets that cancel the shift of A's quads in `form` (only the
    // shifted forms' tiles read them).
    const std::int32_t* column_offset_for(arch::Int8Quads form) const noexcept {
      return form == arch::Int8Quads::shifted_narrow ? storage_->narrow_column_offset.data()
                                                     : storage_->column_offset.data();
    }
    // Weight (n, k) as stored, for tests and tools.
    std::int8_t quantized(std::size_t n, std::size_t k) const noexcept {
      return storage_
          ->panels[n / arch::panel_columns * panel_stride() + k / 4 * 4 * arch::panel_columns +
                   n % arch::panel_columns * 4 + k % 4];
    }

   private:
    struct Storage {
      std::size_t n = 0, k = 0;
      Isa isa = Isa::scalar;
      Options options;
      AlignedBuffer<std::int8_t> panels;
      AlignedBuffer<float> column_unscale;
      AlignedBuffer<std::int32_t> column_offset;
      AlignedBuffer<std::int32_t> narrow_column_offset;
    };

    friend struct Int8Gemm;
    explicit Prepared(std::shared_ptr<Storage> storage) : storage_(std::move(storage)) {}
    static std::shared_ptr<Storage> reuse(std::optional<Prepared>& recycled) {
      if (recycled && recycled->storage_.use_count() == 1) return std::move(recycled->storage_);
      return std::make_shared<Storage>();
    }

    void check_values() const {
      const Storage& s = *storage_;
      const float largest = detail::largest_column_unscale(static_cast<double>(4 * depth()) *
                                                           activation_range * weight_range);
      for (std::size_t col = 0; col < padded_rows(); ++col) {
        const float unscale = s.column_unscale[col];
        FASTDEC_REQUIRE(std::isfinite(unscale) && unscale >= 0.0f && (col < s.n || unscale == 0.0f),
                        "Int8Gemm: column ", col, " has scale ", unscale,
                        "; scales must be finite, >= 0, and 0 on padding columns.");
        FASTDEC_REQUIRE(unscale <= largest, "Int8Gemm: row ", col,
                        " of the weights has max|b| = ", unscale * weight_range, ", above ",
                        largest * weight_range, ", the largest whose products with K = ", s.k,
                        " inputs cannot overflow a float; scale the weights down.");
        for (std::size_t kk = 0; kk < 4 * depth(); ++kk) {
          const std::int32_t v = quantized(col, kk);
          const bool padding = col >= s.n || kk >= s.k;
          FASTDEC_REQUIRE(padding ? v == 0 : (v >= -weight_range && v <= weight_range),
                          "Int8Gemm: weight (", col, ", ", kk, ") is ", v, " but must be ",
                          padding ? "0 (padding)" : "within +-127", ".");
        }
      }
    }

    std::shared_ptr<Storage> storage_;
  };

  static void check(const Options& options) {
    FASTDEC_REQUIRE(
        std::isfinite(options.activation_max) && options.activation_max >= 0.0f &&
            (options.activation_max == 0.0f ||
             std::isfinite(static_cast<float>(activation_range) / options.activation_max)),
        "Int8Gemm::Options::activation_max = ", options.activation_max,
        " must be 0 (a scale per row) or a finite positive magnitude that 127 can be "
        "divided by.");
  }

  static Prepared prepare(ConstMatrixView weights, Options options = {}) {
    FASTDEC_REQUIRE(!weights.empty(), "Int8Gemm::prepare: the weight matrix is empty (",
                    weights.rows(), " x ", weights.cols(), ").");
    const std::size_t n = weights.rows(), k = weights.cols();
    FASTDEC_REQUIRE(k <= max_inputs, "Int8Gemm::prepare: K = ", k, " inputs is above ", max_inputs,
                    ".");
    check(options);
    const std::size_t depth = (k + 3) / 4;
    const std::size_t panel_count = (n + arch::panel_columns - 1) / arch::panel_columns;
    const std::size_t stride = depth * 4 * arch::panel_columns;
    AlignedBuffer<std::int8_t> panels(panel_count * stride);
    AlignedBuffer<float> unscale(panel_count * arch::panel_columns);
    std::fill_n(panels.data(), panel_count * stride, std::int8_t{0});
    std::fill_n(unscale.data(), panel_count * arch::panel_columns, 0.0f);
    AlignedBuffer<std::int16_t> column(k);
    const Isa isa = arch::with_kernels<KernelFamily::int8_gemm>([&](auto kernels) {
      for (std::size_t col = 0; col < n; ++col) {
        const detail::RowScale scale =
            detail::row_scale(kernels, weights.row(col).data(), k, weight_range);
        FASTDEC_REQUIRE(scale.finite, "Int8Gemm::prepare: row ", col,
                        " of the weights contains NaN or an infinity.");
        unscale[col] = scale.unscale;
        kernels.quantize(weights.row(col).data(), k, scale.scale, static_cast<float>(weight_range),
                         column.data());
        std::int8_t* panel =
            panels.data() + col / arch::panel_columns * stride + col % arch::panel_columns * 4;
        for (std::size_t kk = 0; kk < k; ++kk)
          panel[kk / 4 * 4 * arch::panel_columns + kk % 4] = static_cast<std::int8_t>(column[kk]);
      }
      return decltype(kernels)::isa;
    });
    return Prepared(n, k, isa, std::move(panels), std::move(unscale), options);
  }

  // The prepared matrix of rows `rows` of B, in that order, copied out of b's
  // panels: the same bits prepare() makes from those rows (B is quantized per
  // row). `recycled`, a matrix this returned before, lends its storage when
  // nothing else shares it.
  template <std::integral Index>
  static Prepared select_rows(const Prepared& b, std::span<const Index> rows,
                              std::optional<Prepared> recycled = std::nullopt) {
    FASTDEC_REQUIRE(!rows.empty(), "Int8Gemm::select_rows: no rows selected.");
    std::shared_ptr<Prepared::Storage> storage = Prepared::reuse(recycled);
    Prepared::Storage& s = *storage;
    s.n = rows.size();
    s.k = b.cols();
    s.isa = b.isa();
    s.options = b.options();
    const std::size_t columns =
        (s.n + arch::panel_columns - 1) / arch::panel_columns * arch::panel_columns;
    s.panels.reserve(columns / arch::panel_columns * b.panel_stride());
    s.column_unscale.reserve(columns);
    s.column_offset.reserve(columns);
    s.narrow_column_offset.reserve(columns);
    detail::select_panel_columns(b.panels().data(), layout, b.depth(), rows, b.rows(),
                                 s.panels.data(), name);
    for (std::size_t c = 0; c < columns; ++c) {
      const bool real = c < s.n;
      const auto from = real ? static_cast<std::size_t>(rows[c]) : 0;
      s.column_unscale[c] = real ? b.column_unscale()[from] : 0.0f;
      s.column_offset[c] = real ? b.column_offset()[from] : 0;
      s.narrow_column_offset[c] = real ? b.narrow_column_offset()[from] : 0;
    }
    return Prepared(std::move(storage));
  }

 protected:
  // Narrow: 7-bit activations (Int8Gemm7Bit) on the levels' narrow tiles.
  template <bool Narrow>
  struct Backend {
    using Driver = detail::PanelDriver<Backend>;
    static constexpr std::string_view name = Narrow ? "Int8Gemm7Bit" : Int8Gemm::name;
    static constexpr KernelFamily family = KernelFamily::int8_gemm;
    // The tile-shape sweeps (WithTileShape) cover the int16 and fp32 tiles.
    static constexpr bool any_tile_shape = false;
    using Element = std::uint8_t;
    static constexpr std::int32_t range = Narrow ? narrow_activation_range : activation_range;
    template <class Kernels>
    static arch::TileShape tile_shape(Kernels) {
      return Narrow ? Kernels::int8_narrow_tile_shape : Kernels::int8_tile_shape;
    }
    // The form of A's quads the level's tiles read (arch/kernels.hpp, Int8Quads).
    template <class Kernels>
    static arch::Int8Quads quads(Kernels) {
      return Narrow ? Kernels::int8_narrow_quads : Kernels::int8_quads;
    }

    template <class Kernels>
    static void pack(Kernels kernels, Workspace& ws, ConstMatrixView a, const Prepared& b,
                     detail::TilePlan plan) {
      const std::size_t m = a.rows(), k = a.cols(), depth = b.depth();
      const arch::Int8Quads form = quads(kernels);
      const std::size_t quad = arch::quad_bytes(form);
      Driver::reserve_packed(ws, m, quad * depth, 4 * depth);
      std::uint8_t* packed = Driver::packed_uint8(ws);
      float* row_unscale = Driver::row_unscale(ws);
      const float fixed = b.options().activation_max;
      const float limit = static_cast<float>(range);
      for (std::size_t r = 0; r < m; ++r) {
        detail::RowScale scale = detail::row_scale(kernels, a.row(r).data(), k, range);
        FASTDEC_REQUIRE(scale.finite, name, "::multiply: row ", r,
                        " of A contains NaN or an infinity.");
        if (fixed > 0.0f) scale = {limit / fixed, fixed / limit, true};
        row_unscale[r] = scale.unscale;
        const detail::BlockPosition at =
            detail::block_position(r, m, plan.block_rows, quad * depth);
        // The row's quads, one k step of the block (quad x block rows bytes) apart.
        kernels.quantize_quads(a.row(r).data(), k, scale.scale, limit, form, depth,
                               packed + at.block_offset + quad * at.index, quad * at.block_rows);
      }
    }

    template <class Kernels>
    static void run_tile(Kernels kernels, Workspace& ws, const Prepared& b, const float* bias,
                         std::size_t first_row, int rows, std::size_t first_panel, int panels,
                         std::size_t columns, float* c, std::size_t c_stride,
                         arch::TileActivation activation) {
      const std::size_t first_column = first_panel * arch::panel_columns;
      const arch::Int8Quads form = quads(kernels);
      const arch::Int8TileArgs t{
          Driver::packed_uint8(ws) + first_row * arch::quad_bytes(form) * b.depth(),
          b.panels().data() + first_panel * b.panel_stride(),
          b.panel_stride(),
          b.depth(),
          Driver::row_unscale(ws) + first_row,
          b.column_unscale().data() + first_column,
          b.column_offset_for(form) + first_column,
          bias,
          c,
          c_stride,
          columns,
          activation};
      if constexpr (Narrow)
        kernels.int8_narrow_tile(rows, panels, t);
      else
        kernels.int8_tile(rows, panels, t);
    }
  };

 private:
  using Driver = Backend<false>::Driver;
  friend detail::PackedGemmSurface<Int8Gemm>;
};

static_assert(Gemm<Int8Gemm>);
static_assert(TiledGemm<Int8Gemm>);

// Int8Gemm with 7-bit activations (see the top of this file): the same
// Prepared (prepare, select_rows, the file format), another multiply (the
// functions of detail::PackedGemmSurface, on the narrow tiles).
struct Int8Gemm7Bit : detail::PackedGemmSurface<Int8Gemm7Bit, Int8Gemm> {
  static constexpr std::string_view name = "Int8Gemm7Bit";
  static constexpr std::int32_t activation_range = narrow_activation_range;

 private:
  using Driver = Backend<true>::Driver;
  friend detail::PackedGemmSurface<Int8Gemm7Bit, Int8Gemm>;
};

static_assert(Gemm<Int8Gemm7Bit>);
static_assert(TiledGemm<Int8Gemm7Bit>);

}  // namespace fastdec
