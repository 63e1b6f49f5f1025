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
// is within float rounding of PyTorch's). apply() takes eight rows at a time,
// each with its own sums (the same order, so the same bits as one row at a
// time): eight independent chains of double adds instead of one. Not
// contracted (an exact-FP region), so -march builds give the same bits too.
// Immutable after construction: share it between threads. apply()
// allocates nothing.
#pragma once

#include <cmath>
#include <cstddef>
#include <span>
#include <vector>

#include "fastdec/arch/target.hpp"
#include "fastdec/core/error.hpp"
#include "fastdec/core/matrix_view.hpp"

namespace fastdec {

namespace detail {

// LayerNorm of N rows (in and out `in_stride` and `out_stride` floats apart)
// with gain and bias [d]. First declared inside the exact-FP region, where
// GCC attaches the region's options (a member declared in the class would
// not get them), and never inlined: inlined, its products would be
// contracted under the caller's options.
FASTDEC_BEGIN_EXACT_FP
template <std::size_t N>
[[gnu::noinline]] void layer_norm_rows(const float* in, std::size_t in_stride, float* out,
                                       std::size_t out_stride, const float* gain, const float* bias,
                                       std::size_t d, double epsilon) noexcept {
  double sum[N] = {}, mean[N], squares[N] = {};
  for (std::size_t t = 0; t < d; ++t)
    for (std::size_t i = 0; i < N; ++i) sum[i] += in[i * in_stride + t];
  for (std::size_t i = 0; i < N; ++i) mean[i] = sum[i] / static_cast<double>(d);
  for (std::size_t t = 0; t < d; ++t)
    for (std::size_t i = 0; i < N; ++i) {
      const double centered = in[i * in_stride + t] - mean[i];
      squares[i] += centered * centered;
    }
  for (std::size_t i = 0; i < N; ++i) {
    const double rstd = 1.0 / std::sqrt(squares[i] / static_cast<double>(d) + epsilon);
    const float* x = in + i * in_stride;
    float* y = out + i * out_stride;
    for (std::size_t t = 0; t < d; ++t)
      y[t] = static_cast<float>((x[t] - mean[i]) * rstd) * gain[t] + bias[t];
  }
}
FASTDEC_END_EXACT_FP

}  // namespace detail

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
    std::size_t r = 0;
    for (; r + rows_at_once <= x.rows(); r += rows_at_once) apply_rows<rows_at_once>(x, y, r);
    // The last 1-7 rows by 4, 2 and 1, not one at a time: 1.4-2.8x faster
    // for 2-7 rows (bench_transformer_step's layer_norm_rows), and a greedy
    // decode at batch 8 has mostly such rows. Each row's sums are its own,
    // so how rows are grouped changes no bit.
    if (r + 4 <= x.rows()) r += apply_rows<4>(x, y, r);
    if (r + 2 <= x.rows()) r += apply_rows<2>(x, y, r);
    if (r < x.rows()) apply_row(x.row(r).data(), y.row(r).data());
  }

  // One row of d features; out may be in.
  void apply_row(const float* in, float* out) const noexcept {
    detail::layer_norm_rows<1>(in, 0, out, 0, gain_.data(), bias_.data(), size(), epsilon);
  }

 private:
  static constexpr std::size_t rows_at_once = 8;

  // Rows [first, first + N) of x into y; returns N.
  template <std::size_t N>
  std::size_t apply_rows(ConstMatrixView x, MutableMatrixView y, std::size_t first) const {
    detail::layer_norm_rows<N>(x.row(first).data(), x.stride(), y.row(first).data(), y.stride(),
                               gain_.data(), bias_.data(), size(), epsilon);
    return N;
  }

  std::vector<float> gain_, bias_;  // [d] each
};

}  // namespace fastdec
