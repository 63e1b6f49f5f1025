// fastdec/output/output_weights.hpp: the fp32 output projection of a model.
//
// W is [vocab, hidden] row-major (row j is the output embedding of token j),
// b is [vocab]; logits = W h + b. The constructor checks the shapes (vocab at
// most the TokenId range, vocab x hidden without wrapping around) and that
// every value is finite; a problem is a fastdec::error. Output layers are
// built from it and prepare their own copy for their Gemm backend, index or
// shortlist. Immutable after construction; share it between threads and
// layers.
#pragma once

#include <cmath>
#include <cstddef>
#include <limits>
#include <span>
#include <utility>
#include <vector>

#include "fastdec/core/error.hpp"
#include "fastdec/core/matrix_view.hpp"
#include "fastdec/core/types.hpp"

namespace fastdec {

class OutputWeights {
 public:
  OutputWeights(std::vector<float> weights, std::vector<float> bias, std::size_t vocab,
                std::size_t hidden)
      : weights_(std::move(weights)), bias_(std::move(bias)), vocab_(vocab), hidden_(hidden) {
    FASTDEC_REQUIRE(vocab > 0 && hidden > 0, "OutputWeights: vocab (", vocab, ") and hidden (",
                    hidden, ") must both be positive.");
    FASTDEC_REQUIRE(vocab <= token_limit, "OutputWeights: vocab = ", vocab,
                    " is more words than a TokenId can number (", token_limit, ").");
    // Checked before the product is formed: vocab x hidden must not wrap around.
    FASTDEC_REQUIRE(hidden <= std::numeric_limits<std::size_t>::max() / vocab,
                    "OutputWeights: vocab x hidden = ", vocab, " x ", hidden,
                    " is more values than an array can hold (",
                    std::numeric_limits<std::size_t>::max(), ").");
    FASTDEC_REQUIRE(weights_.size() == vocab * hidden, "OutputWeights: the weight array has ",
                    weights_.size(), " values but vocab x hidden = ", vocab, " x ", hidden, " = ",
                    vocab * hidden, ".");
    FASTDEC_REQUIRE(bias_.size() == vocab, "OutputWeights: the bias has ", bias_.size(),
                    " values but the vocabulary has ", vocab, " tokens.");
    for (std::size_t i = 0; i < weights_.size(); ++i)
      FASTDEC_REQUIRE(std::isfinite(weights_[i]), "OutputWeights: weight (", i / hidden, ", ",
                      i % hidden, ") is ", weights_[i], "; weights must be finite.");
    for (std::size_t i = 0; i < vocab; ++i)
      FASTDEC_REQUIRE(std::isfinite(bias_[i]), "OutputWeights: bias[", i, "] is ", bias_[i],
                      "; biases must be finite.");
  }

  std::size_t vocab_size() const noexcept { return vocab_; }
  std::size_t hidden_size() const noexcept { return hidden_; }
  ConstMatrixView weights() const noexcept {
    return {weights_.data(), vocab_, hidden_};
  }                                                               // [vocab, hidden]
  std::span<const float> bias() const noexcept { return bias_; }  // [vocab]

 private:
  static constexpr auto token_limit = static_cast<std::size_t>(std::numeric_limits<TokenId>::max());

  std::vector<float> weights_;
  std::vector<float> bias_;
  std::size_t vocab_;
  std::size_t hidden_;
};

}  // namespace fastdec
