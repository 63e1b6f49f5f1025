// fastdec/layers/feed_forward.hpp: the Transformer's position-wise
// feed-forward sublayer (Vaswani et al. 2017, section 3.3) over any Gemm
// backend.
//
//   const FeedForward<Int16Gemm> ff(inner, outer, FeedForwardActivation::relu);
//   ff.reserve(ws, max_rows);              // once per batch
//   ff.apply(ws, x, hidden, y);            // per step
//
// y = W_2 act(W_1 x + b_1) + b_2; x, y [rows, d], hidden [rows, F] is the
// caller's scratch (F = inner_size()). act: relu, or gelu in its exact erf
// form x/2 (1 + erf(x / sqrt 2)), PyTorch's nn.GELU() default, computed
// with the C library's erf. Immutable after construction: share it between
// threads; apply() allocates nothing once reserve() has run.
#pragma once

#include <cmath>
#include <cstddef>
#include <utility>

#include "fastdec/core/error.hpp"
#include "fastdec/core/matrix_view.hpp"
#include "fastdec/gemm/concept.hpp"
#include "fastdec/layers/activation.hpp"
#include "fastdec/layers/linear.hpp"

namespace fastdec {

enum class FeedForwardActivation { relu, gelu };

namespace detail {

inline void gelu_erf(float* x, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) x[i] = x[i] * 0.5f * (1.0f + std::erf(x[i] * 0.70710678f));
}

}  // namespace detail

template <Gemm G>
class FeedForward {
 public:
  FeedForward() = default;  // empty; assign a built one before use
  // inner: W_1 [F, d] and b_1; outer: W_2 [d, F] and b_2 (both without an
  // activation of their own).
  FeedForward(Linear<G> inner, Linear<G> outer, FeedForwardActivation activation)
      : inner_(std::move(inner)), outer_(std::move(outer)), activation_(activation) {
    FASTDEC_REQUIRE(inner_.outputs() == outer_.inputs() && inner_.inputs() == outer_.outputs(),
                    "FeedForward: the inner layer maps ", inner_.inputs(), " to ", inner_.outputs(),
                    " features but the outer one ", outer_.inputs(), " to ", outer_.outputs(), ".");
  }

  std::size_t model_size() const noexcept { return inner_.inputs(); }   // d
  std::size_t inner_size() const noexcept { return inner_.outputs(); }  // F

  void reserve(GemmWorkspace<G>& ws, std::size_t max_rows) const {
    inner_.reserve(ws, max_rows);
    outer_.reserve(ws, max_rows);
  }

  // y = W_2 act(W_1 x + b_1) + b_2; x, y [rows, d], hidden [rows, F].
  void apply(GemmWorkspace<G>& ws, ConstMatrixView x, MutableMatrixView hidden,
             MutableMatrixView y) const {
    if (activation_ == FeedForwardActivation::relu && inner_.activation() == Activation::identity) {
      // The ReLU in the product's tiles where the backend can (one pass over
      // the hidden rows, not two: linear.hpp).
      gemm_with_bias_relu<G>(ws, x, inner_.prepared(), hidden, inner_.bias());
    } else {
      inner_.apply(ws, x, hidden, ActivationMode::exact);
      for (std::size_t r = 0; r < hidden.rows(); ++r) {
        const std::span<float> row = hidden.row(r);
        if (activation_ == FeedForwardActivation::gelu)
          detail::gelu_erf(row.data(), row.size());
        else
          apply_activation(row, Activation::relu, ActivationMode::exact);
      }
    }
    outer_.apply(ws, hidden, y, ActivationMode::exact);
  }

 private:
  Linear<G> inner_, outer_;
  FeedForwardActivation activation_ = FeedForwardActivation::relu;
};

}  // namespace fastdec
