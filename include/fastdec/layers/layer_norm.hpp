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
// is within float rounding of PyTorch's). Immutable after construction:
// share it between threads. apply() allocates nothing.
#pragma once

#include <cmath>
#include <cstddef>
#include <span>
#include <vector>

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
    for (std::size_t r = 0; r < x.rows(); ++r) apply_row(x.row(r).data(), y.row(r).data());
  }

  // One row of d features; out may be in.
  void apply_row(const float* in, float* out) const noexcept {
    const std::size_t d = gain_.size();
    double sum = 0.0;
    for (std::size_t t = 0; t < d; ++t) sum += in[t];
    const double mean = sum / static_cast<double>(d);
    double squares = 0.0;
    for (std::size_t t = 0; t < d; ++t) squares += (in[t] - mean) * (in[t] - mean);
    const double rstd = 1.0 / std::sqrt(squares / static_cast<double>(d) + epsilon);
    for (std::size_t t = 0; t < d; ++t)
      out[t] = static_cast<float>((in[t] - mean) * rstd) * gain_[t] + bias_[t];
  }

 private:
  std::vector<float> gain_, bias_;  // [d] each
};

}  // namespace fastdec
