// fastdec/layers/layer_norm.hpp: layer normalization (Ba et al. 2016) with
// PyTorch's nn.LayerNorm(d) semantics, so trained gains and biases load as
// they are.
//
//   const LayerNorm norm(gain, bias);  // [d] each, e.g. "<name>.weight", "<name>.bias"
//   norm.apply(x, y);                  // x, y [rows, d]; y may be x
//
// LN(x) = (x - mean) / sqrt(var + 1e-5) * g + b per row, var the biased
// variance. Mean and variance are summed in double in feature order, so a
// row's result does not depend on the compiler or the instruction set (and
// is within float rounding of PyTorch's). The kernel layer computes it
// (arch/normalization_body.inc), sixteen or eight rows at a time, each with
// its own sums in the same order (so the same bits as one row at a time),
// vectorized across the rows at the level's width. Not contracted (the kernel layer is
// an exact-FP region), so -march builds give the same bits too. Immutable
// after construction: share it between threads. apply() allocates nothing.
#pragma once

#include <cstddef>
#include <span>
#include <vector>

#include "fastdec/arch/kernels.hpp"
#include "fastdec/core/error.hpp"
#include "fastdec/core/matrix_view.hpp"

namespace fastdec {

class LayerNorm {
 public:
  static constexpr double epsilon = 1e-5;  // nn.LayerNorm's default

  LayerNorm() = default;  // empty: size() == 0; assign a built one before use
  LayerNorm(std::span<const float> gain, std::span<const float> bias)
      : gain_(gain.begin(), gain.end()), bias_(bias.begin(), bias.end()) {
    FASTDEC_REQUIRE(!gain.empty() && gain.size() == bias.size(), "LayerNorm: the gain has ",
                    gain.size(), " values and the bias ", bias.size(),
                    "; both must have the feature count, at least 1.");
  }

  std::size_t size() const noexcept { return gain_.size(); }  // d
  std::span<const float> gain() const noexcept { return gain_; }
  std::span<const float> bias() const noexcept { return bias_; }

  // y = LN(x) row by row; x and y [rows, d], y may alias x.
  void apply(ConstMatrixView x, MutableMatrixView y) const {
    FASTDEC_REQUIRE(x.cols() == size() && y.cols() == size() && y.rows() == x.rows(),
                    "LayerNorm::apply: ", x.rows(), " x ", x.cols(), " in and ", y.rows(), " x ",
                    y.cols(), " out for ", size(), " features.");
    arch::with_kernels<KernelFamily::normalization>([&](auto kernels) {
      const auto rows_from = [&](std::size_t first, std::size_t count) {
        kernels.layer_norm_rows(x.row(first).data(), x.stride(), y.row(first).data(), y.stride(),
                                gain_.data(), bias_.data(), size(), epsilon, count);
        return count;
      };
      std::size_t r = 0;
      for (; r + rows_at_once <= x.rows(); r += rows_at_once) rows_from(r, rows_at_once);
      // The last 1-15 rows in one call, not one at a time: the kernel takes
      // 3 and 5-15 rows as groups of eight and 1, 2 and 4 as loops (1.4-2.8x
      // faster for 2-7 rows than one at a time: bench_transformer_step's
      // layer_norm_rows), and a greedy decode at batch 8 has mostly such
      // rows. Each row's sums are its own, so how rows are grouped changes
      // no bit.
      if (r < x.rows()) rows_from(r, x.rows() - r);
    });
  }

  // One row of d features; out may be in.
  void apply_row(const float* in, float* out) const {
    arch::with_kernels<KernelFamily::normalization>([&](auto kernels) {
      kernels.layer_norm_rows(in, 0, out, 0, gain_.data(), bias_.data(), size(), epsilon, 1);
    });
  }

 private:
  static constexpr std::size_t rows_at_once = 16;

  std::vector<float> gain_, bias_;  // [d] each
};

}  // namespace fastdec
