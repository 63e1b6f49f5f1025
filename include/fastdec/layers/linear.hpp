// fastdec/layers/linear.hpp: a linear layer y = act(W x + b) over any Gemm
// backend, the building block of the model parts.
//
//   const Linear<Int16Gemm> layer(weight, bias, Activation::relu);  // once: prepares W
//   typename Linear<Int16Gemm>::Workspace ws;                       // per thread
//   layer.reserve(ws, max_rows);                                     // once per batch
//   layer.apply(ws, x, y, ActivationMode::exact);                    // per step
//
// Shapes: W [outputs, inputs] row-major (PyTorch's nn.Linear.weight), b
// [outputs] or empty (no bias), x [rows, inputs], y [rows, outputs]. Row r of
// y depends on row r of x only, for the backends fastdec ships (PackedFp32Gemm
// and Int16Gemm by their contracts, EigenGemm one matrix-vector product per
// row): batched and per-row results are bit-identical, which the reference
// model's identity tests rely on.
//
// Backends with a workspace (gemm/tiled.hpp: PackedFp32Gemm, Int16Gemm) add the
// bias in their epilogue and allocate nothing in apply once reserve() has
// run; any other Gemm (EigenGemm) multiplies and then adds the bias.
// A Linear is immutable after construction; share it between threads.
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <vector>

#include "fastdec/core/error.hpp"
#include "fastdec/core/matrix_view.hpp"
#include "fastdec/core/named_enum.hpp"
#include "fastdec/gemm/concept.hpp"
#include "fastdec/gemm/tiled.hpp"
#include "fastdec/layers/activation.hpp"

namespace fastdec {

namespace detail {
struct NoGemmWorkspace {};
template <class G>
struct GemmWorkspaceOf {
  using type = NoGemmWorkspace;
};
template <TiledGemm G>
struct GemmWorkspaceOf<G> {
  using type = typename G::Workspace;
};
}  // namespace detail

// The per-thread scratch a backend's multiply needs (empty for EigenGemm).
template <Gemm G>
using GemmWorkspace = typename detail::GemmWorkspaceOf<G>::type;

// C = A B^T + bias (bias [N] or empty) with the backend's fastest allocation-free path.
template <Gemm G>
void gemm_with_bias(GemmWorkspace<G>& workspace, ConstMatrixView a, const typename G::Prepared& b,
                    MutableMatrixView c, std::span<const float> bias) {
  if (a.rows() == 0) return;
  if constexpr (TiledGemm<G>) {
    G::multiply(workspace, a, b, c, bias);
  } else {
    G::multiply(a, b, c);
    if (!bias.empty())
      for (std::size_t r = 0; r < c.rows(); ++r)
        for (std::size_t j = 0; j < c.cols(); ++j) c(r, j) = c(r, j) + bias[j];
  }
}

// relu(A B^T + bias) (Activation::relu: x > 0 ? x : 0): in the tiles'
// epilogue where the backend offers it (ReluFusingGemm), else a pass after.
template <Gemm G>
void gemm_with_bias_relu(GemmWorkspace<G>& workspace, ConstMatrixView a,
                         const typename G::Prepared& b, MutableMatrixView c,
                         std::span<const float> bias) {
  if constexpr (ReluFusingGemm<G>) {
    if (a.rows() != 0) G::multiply_relu(workspace, a, b, c, bias);
  } else {
    gemm_with_bias<G>(workspace, a, b, c, bias);
    for (std::size_t r = 0; r < c.rows(); ++r)
      apply_activation(c.row(r), Activation::relu, ActivationMode::exact);
  }
}

template <Gemm G>
void reserve_gemm(GemmWorkspace<G>& workspace, std::size_t max_rows,
                  const typename G::Prepared& b) {
  if constexpr (TiledGemm<G>) G::reserve(workspace, max_rows, b);
}

template <Gemm G>
class Linear {
 public:
  using Workspace = GemmWorkspace<G>;

  Linear() = default;  // empty: outputs() == 0; assign a built one before use
  Linear(ConstMatrixView weight, std::span<const float> bias,
         Activation activation = Activation::identity)
      : weight_(G::prepare(weight)), bias_(bias.begin(), bias.end()), activation_(activation) {
    FASTDEC_REQUIRE(bias.empty() || bias.size() == weight.rows(), "Linear: the bias has ",
                    bias.size(), " values but the weight has ", weight.rows(), " output rows.");
    detail::require_named(
        activation, {Activation::identity, Activation::relu, Activation::tanh, Activation::sigmoid},
        "Linear: the activation");
  }

  std::size_t inputs() const noexcept { return weight_ ? weight_->cols() : 0; }
  std::size_t outputs() const noexcept { return weight_ ? weight_->rows() : 0; }
  std::span<const float> bias() const noexcept { return bias_; }
  Activation activation() const noexcept { return activation_; }
  const typename G::Prepared& prepared() const noexcept { return *weight_; }

  void reserve(Workspace& workspace, std::size_t max_rows) const {
    reserve_gemm<G>(workspace, max_rows, *weight_);
  }

  // y = act(W x + b); x [rows, inputs], y [rows, outputs].
  void apply(Workspace& workspace, ConstMatrixView x, MutableMatrixView y,
             ActivationMode mode) const {
    if (activation_ == Activation::relu)
      return gemm_with_bias_relu<G>(workspace, x, *weight_, y, bias_);
    gemm_with_bias<G>(workspace, x, *weight_, y, bias_);
    if (activation_ == Activation::identity) return;
    const ActivationKernels math = ActivationKernels::of(mode);
    for (std::size_t r = 0; r < y.rows(); ++r) math.apply(y.row(r), activation_);
  }

 private:
  std::optional<typename G::Prepared> weight_;  // [outputs, inputs]
  std::vector<float> bias_;                     // [outputs] or empty
  Activation activation_ = Activation::identity;
};

}  // namespace fastdec
