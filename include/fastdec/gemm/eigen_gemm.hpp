// fastdec/gemm/eigen_gemm.hpp: the fp32 reference backend, built on Eigen.
//
// Shapes: prepare() takes B as [N, K] row-major and keeps an Eigen copy;
// multiply(A [M, K], B, C [M, N]) computes each row of C as one Eigen
// matrix-vector product, C[i] = B * A[i]. Row by row is deliberate: Eigen's
// matrix-matrix product allocates its packing buffers on every call and sums
// in an order that depends on M, so a row's result would change with the
// batch it shares the call with. Row by row, EigenGemm allocates nothing and
// is batch-invariant, at the price of reading B once per row: it is the
// simple, exact reference, not the fast path (see PackedFp32Gemm / Int16Gemm).
// prepare() rejects non-finite weights (a fastdec::error), as every backend does.
// Thread safety: Prepared is immutable; multiply is reentrant.
#pragma once

#include <cmath>
#include <string_view>
#include <utility>

#include "fastdec/core/eigen.hpp"
#include "fastdec/gemm/concept.hpp"

namespace fastdec {

struct EigenGemm {
  static constexpr std::string_view name = "EigenGemm";

  class Prepared {
   public:
    using Matrix = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
    explicit Prepared(Matrix weights) : weights_(std::move(weights)) {}
    std::size_t rows() const noexcept { return static_cast<std::size_t>(weights_.rows()); }
    std::size_t cols() const noexcept { return static_cast<std::size_t>(weights_.cols()); }
    const Matrix& matrix() const noexcept { return weights_; }

   private:
    Matrix weights_;  // [N, K]
  };

  static Prepared prepare(ConstMatrixView weights) {
    FASTDEC_REQUIRE(!weights.empty(), "EigenGemm::prepare: the weight matrix is empty (",
                    weights.rows(), " x ", weights.cols(), ").");
    Prepared::Matrix copy(weights.rows(), weights.cols());
    for (std::size_t r = 0; r < weights.rows(); ++r)
      for (std::size_t c = 0; c < weights.cols(); ++c) {
        // As the other backends: a non-finite weight would poison every row's logits.
        FASTDEC_REQUIRE(std::isfinite(weights(r, c)), "EigenGemm::prepare: weight (", r, ", ", c,
                        ") is ", weights(r, c), "; weights must be finite.");
        copy(static_cast<Eigen::Index>(r), static_cast<Eigen::Index>(c)) = weights(r, c);
      }
    return Prepared(std::move(copy));
  }

  static void multiply(ConstMatrixView a, const Prepared& b, MutableMatrixView c) {
    detail::check_multiply_shapes(name, a, b.rows(), b.cols(), c);
    using Vector = Eigen::Matrix<float, Eigen::Dynamic, 1>;
    for (std::size_t i = 0; i < a.rows(); ++i) {
      Eigen::Map<const Vector> input(a.row(i).data(), static_cast<Eigen::Index>(a.cols()));
      Eigen::Map<Vector> output(c.row(i).data(), static_cast<Eigen::Index>(c.cols()));
      output.noalias() = b.matrix() * input;
    }
  }
};

static_assert(Gemm<EigenGemm>);

}  // namespace fastdec
