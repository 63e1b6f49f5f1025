// fastdec/gemm/packed_fp32_gemm.hpp: exact fp32 GEMM with the offline panel
// layout of Int16Gemm and no quantization.
//
// C = A B^T (+ bias), B given once as [N outputs, K inputs], A [M, K], C [M, N],
// all fp32. prepare() copies B into panels of 16 output columns, [K][16]
// each (one cache line per input), the order the kernels stream them in;
// multiply() keeps up to tile_shape.max_rows rows of A (6 with AVX2, 12 with
// AVX-512) against each panel in registers, so a panel is read from memory
// once per call whatever M is.
//
// Rounding: every C[m, n] is ((a0 b0 + a1 b1) + a2 b2) + ... in k order, each
// product rounded before it is added (no fused multiply-add), then + bias[n].
// That is the same sum on every instruction set, so every level returns
// bit-identical results (tested), and a row's result does not depend on the
// other rows of the call. The price is small: decoding shapes are bound by
// reading B, and on AMD Zen the separate multiply and add run in parallel
// pipes. The result differs from EigenGemm's (which sums in another order)
// by float rounding only.
//
// PackedFp32FmaGemm (opt-in): the same layout, prepared weights and API,
// with each step one fused multiply-add, acc = fma(a, b, acc): half the
// arithmetic of the exact kernel where decoding is compute-bound (M of a
// few dozen rows and more). Its results differ from PackedFp32Gemm's by
// float rounding (tested against a bound) but are still the same on every
// level: AVX2 (which fastdec requires with FMA) and AVX-512 fuse in the
// kernel, SSE2 and scalar call std::fma per element (slow references).
//
// Prepared is immutable and cheap to copy (it shares its storage); share it
// between threads. The plain multiply uses a thread-local workspace; the
// Workspace overloads allocate nothing once reserve() has sized the workspace.
#pragma once

#include <algorithm>
#include <cmath>
#include <concepts>
#include <cstddef>
#include <memory>
#include <optional>
#include <span>
#include <string_view>
#include <utility>

#include "fastdec/arch/isa.hpp"
#include "fastdec/arch/kernels.hpp"
#include "fastdec/core/aligned_buffer.hpp"
#include "fastdec/core/checked_size.hpp"
#include "fastdec/core/error.hpp"
#include "fastdec/core/matrix_view.hpp"
#include "fastdec/gemm/concept.hpp"
#include "fastdec/gemm/panel_driver.hpp"
#include "fastdec/gemm/tiled.hpp"

namespace fastdec {

// reserve, multiply, multiply_with_tile_shape, multiply_tiles, Workspace and
// tile_columns come from detail::PackedGemmSurface (gemm/panel_driver.hpp).
struct PackedFp32Gemm : detail::PackedGemmSurface<PackedFp32Gemm> {
  static constexpr std::string_view name = "PackedFp32Gemm";
  static constexpr PanelLayout layout{static_cast<std::uint32_t>(arch::panel_columns), 1};
  // N below 2^32 keeps the panel count from wrapping; N' K products are
  // checked where storage is sized from outside (the constructor, the loader).
  static constexpr std::size_t max_outputs = (std::size_t{1} << 32) - 1;

  class Prepared {
   public:
    // From packed parts (prepare() and the loader use it): panels
    // [panel_count][K][16], finite, padding columns (>= N) zero.
    Prepared(std::size_t n, std::size_t k, Isa isa, AlignedBuffer<float> panels)
        : storage_(std::make_shared<Storage>()) {
      FASTDEC_REQUIRE(n >= 1 && k >= 1, "PackedFp32Gemm: the weight matrix is empty (", n, " x ", k,
                      ").");
      Storage& s = *storage_;
      s.n = n;
      s.k = k;
      s.isa = isa;
      s.panels = std::move(panels);
      std::size_t values = 0;
      FASTDEC_REQUIRE(
          n <= max_outputs && detail::checked_mul(panel_count(), k, arch::panel_columns, values),
          "PackedFp32Gemm: a ", n, " x ", k, " weight matrix does not fit the address space.");
      FASTDEC_REQUIRE(s.panels.capacity() >= values, "PackedFp32Gemm: prepared storage for ", n,
                      " x ", k, " is too small.");
      for (std::size_t col = 0; col < panel_count() * arch::panel_columns; ++col)
        for (std::size_t kk = 0; kk < k; ++kk) {
          const float v = value(col, kk);
          FASTDEC_REQUIRE(col < n ? std::isfinite(v) : v == 0.0f, "PackedFp32Gemm: weight (", col,
                          ", ", kk, ") is ", v, " but must be ",
                          col < n ? "finite." : "0 (padding).");
        }
    }

    std::size_t rows() const noexcept { return storage_->n; }  // N
    std::size_t cols() const noexcept { return storage_->k; }  // K
    Isa isa() const noexcept { return storage_->isa; }
    std::size_t panel_count() const noexcept {
      return (storage_->n + arch::panel_columns - 1) / arch::panel_columns;
    }
    std::size_t panel_stride() const noexcept { return storage_->k * arch::panel_columns; }
    std::size_t panel_values() const noexcept { return panel_count() * panel_stride(); }
    // [panel_count][K][16]
    std::span<const float> panels() const noexcept {
      return {storage_->panels.data(), panel_values()};
    }
    float value(std::size_t n, std::size_t k) const noexcept {
      return storage_->panels[n / arch::panel_columns * panel_stride() + k * arch::panel_columns +
                              n % arch::panel_columns];
    }

   private:
    friend struct PackedFp32Gemm;
    struct Storage {
      std::size_t n = 0, k = 0;
      Isa isa = Isa::scalar;
      AlignedBuffer<float> panels;
    };
    // select_rows fills the storage from an already checked matrix.
    explicit Prepared(std::shared_ptr<Storage> storage) : storage_(std::move(storage)) {}
    // The storage of `recycled` when nothing else shares it, else a new one.
    static std::shared_ptr<Storage> reuse(std::optional<Prepared>& recycled) {
      if (recycled && recycled->storage_.use_count() == 1) return std::move(recycled->storage_);
      return std::make_shared<Storage>();
    }
    std::shared_ptr<Storage> storage_;
  };

  static Prepared prepare(ConstMatrixView weights) {
    FASTDEC_REQUIRE(!weights.empty(), "PackedFp32Gemm::prepare: the weight matrix is empty (",
                    weights.rows(), " x ", weights.cols(), ").");
    const std::size_t n = weights.rows(), k = weights.cols();
    const std::size_t panel_count = (n + arch::panel_columns - 1) / arch::panel_columns;
    const std::size_t stride = k * arch::panel_columns;
    AlignedBuffer<float> panels(panel_count * stride);
    std::fill_n(panels.data(), panel_count * stride, 0.0f);
    for (std::size_t col = 0; col < n; ++col) {
      float* panel = panels.data() + col / arch::panel_columns * stride + col % arch::panel_columns;
      for (std::size_t kk = 0; kk < k; ++kk) {
        FASTDEC_REQUIRE(std::isfinite(weights(col, kk)), "PackedFp32Gemm::prepare: weight (", col,
                        ", ", kk, ") is ", weights(col, kk), "; weights must be finite.");
        panel[kk * arch::panel_columns] = weights(col, kk);
      }
    }
    return Prepared(n, k, kernel_level(KernelFamily::fp32_gemm), std::move(panels));
  }

  // The prepared matrix of rows `rows` of B, in that order, copied out of b's
  // panels: the same values prepare() lays out from those rows, without
  // reading B again. `recycled`, a matrix this returned before, lends its
  // storage when nothing else shares it.
  template <std::integral Index>
  static Prepared select_rows(const Prepared& b, std::span<const Index> rows,
                              std::optional<Prepared> recycled = std::nullopt) {
    FASTDEC_REQUIRE(!rows.empty(), "PackedFp32Gemm::select_rows: no rows selected.");
    std::shared_ptr<Prepared::Storage> storage = Prepared::reuse(recycled);
    Prepared::Storage& s = *storage;
    s.n = rows.size();
    s.k = b.cols();
    s.isa = b.isa();
    const std::size_t panel_count = (s.n + arch::panel_columns - 1) / arch::panel_columns;
    s.panels.reserve(panel_count * b.panel_stride());
    detail::select_panel_columns(b.panels().data(), layout, b.cols(), rows, b.rows(),
                                 s.panels.data(), name);
    return Prepared(std::move(storage));
  }

 protected:
  template <bool Fused>
  struct Backend {
    using Driver = detail::PanelDriver<Backend>;
    static constexpr std::string_view name = Fused ? "PackedFp32FmaGemm" : PackedFp32Gemm::name;
    static constexpr KernelFamily family = KernelFamily::fp32_gemm;
    static constexpr bool any_tile_shape = true;
    using Element = float;
    template <class Kernels>
    static arch::TileShape tile_shape(Kernels) {
      return Kernels::tile_shape;
    }

    // Copies A into row blocks, [K][block rows] each. NaN / inf in A would
    // only propagate into C, as in any float GEMM, so they are not checked.
    template <class Kernels>
    static void pack(Kernels kernels, Workspace& ws, ConstMatrixView a, const Prepared&,
                     detail::TilePlan plan) {
      const std::size_t m = a.rows(), k = a.cols(), stride = a.stride();
      Driver::reserve_packed(ws, m, k, k);
      float* out = Driver::packed_float(ws);
      for (std::size_t first = 0; first < m; first += plan.block_rows) {
        const std::size_t rows = std::min(plan.block_rows, m - first);
        kernels.interleave_rows(a.row(first).data(), stride, rows, k, out);
        out += rows * k;
      }
    }

    template <class Kernels>
    static void run_tile(Kernels kernels, Workspace& ws, const Prepared& b, const float* bias,
                         std::size_t first_row, int rows, std::size_t first_panel, int panels,
                         std::size_t columns, float* c, std::size_t c_stride,
                         arch::TileActivation activation) {
      const arch::Fp32TileArgs t{Driver::packed_float(ws) + first_row * b.cols(),
                                 b.panels().data() + first_panel * b.panel_stride(),
                                 b.panel_stride(),
                                 b.cols(),
                                 bias,
                                 c,
                                 c_stride,
                                 columns,
                                 activation};
      if constexpr (Fused)
        kernels.fp32_fma_tile(rows, panels, t);
      else
        kernels.fp32_tile(rows, panels, t);
    }
  };

 private:
  using Driver = Backend<false>::Driver;
  friend detail::PackedGemmSurface<PackedFp32Gemm>;
};

static_assert(Gemm<PackedFp32Gemm>);
static_assert(TiledGemm<PackedFp32Gemm>);

// PackedFp32Gemm with fused multiply-adds (see the top of this file): the
// same Prepared (prepare, select_rows, the file format), another multiply
// (the functions of detail::PackedGemmSurface, on the fused tiles).
struct PackedFp32FmaGemm : detail::PackedGemmSurface<PackedFp32FmaGemm, PackedFp32Gemm> {
  static constexpr std::string_view name = "PackedFp32FmaGemm";

 private:
  using Driver = Backend<true>::Driver;
  friend detail::PackedGemmSurface<PackedFp32FmaGemm, PackedFp32Gemm>;
};

static_assert(Gemm<PackedFp32FmaGemm>);
static_assert(TiledGemm<PackedFp32FmaGemm>);

}  // namespace fastdec
