// fastdec/output/output_projection.hpp (internal): W and b prepared for one
// Gemm backend, and the logits buffer every full-vocabulary layer shares.
//
// OutputProjection<G> is immutable (share between threads); LogitsBuffer is
// per-thread scratch, sized once per batch.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "fastdec/core/aligned_buffer.hpp"
#include "fastdec/core/error.hpp"
#include "fastdec/gemm/concept.hpp"
#include "fastdec/output/concept.hpp"
#include "fastdec/output/output_weights.hpp"

namespace fastdec::detail {

class LogitsBuffer {
 public:
  void reserve(std::size_t rows, std::size_t vocab) { values_.reserve(rows * vocab); }
  // [rows, vocab]; grows (allocates) only past the reserved size.
  MutableMatrixView rows(std::size_t rows, std::size_t vocab) {
    values_.reserve(rows * vocab);
    return {values_.data(), rows, vocab};
  }

 private:
  AlignedBuffer<float> values_;
};

// Checks an OutputLayer::topk call's arguments against a layer of `vocab`
// tokens and `hidden` inputs (naming `layer` in the message).
inline void check_topk_arguments(const char* layer, std::size_t vocab, std::size_t hidden,
                                 ConstMatrixView h, std::span<const std::uint32_t> row_sentence,
                                 std::size_t k, TopKView out) {
  FASTDEC_REQUIRE(h.cols() == hidden, layer, "::topk: the context rows have ", h.cols(),
                  " columns but the output layer expects hidden size ", hidden, ".");
  FASTDEC_REQUIRE(row_sentence.empty() || row_sentence.size() == h.rows(), layer,
                  "::topk: row_sentence has ", row_sentence.size(), " entries for ", h.rows(),
                  " rows.");
  FASTDEC_REQUIRE(k >= 1, layer, "::topk: k must be at least 1.");
  FASTDEC_REQUIRE(k <= vocab, layer, "::topk: k = ", k, " is larger than the vocabulary (",
                  vocab, " tokens).");
  FASTDEC_REQUIRE(out.rows() == h.rows() && out.cols() == k, layer, "::topk: the output is ",
                  out.rows(), " x ", out.cols(), " but must be ", h.rows(), " x ", k,
                  " (rows x k).");
}

template <Gemm G>
class OutputProjection {
 public:
  explicit OutputProjection(const OutputWeights& weights)
      : prepared_(G::prepare(weights.weights())),
        bias_(weights.bias().begin(), weights.bias().end()),
        vocab_(weights.vocab_size()),
        hidden_(weights.hidden_size()) {}

  std::size_t vocab_size() const noexcept { return vocab_; }
  std::size_t hidden_size() const noexcept { return hidden_; }
  std::span<const float> bias() const noexcept { return bias_; }
  const typename G::Prepared& prepared() const noexcept { return prepared_; }

  // Checks a topk call's arguments (naming `layer` in the message).
  void check_topk(const char* layer, ConstMatrixView h, std::span<const std::uint32_t> row_sentence,
                  std::size_t k, TopKView out) const {
    check_topk_arguments(layer, vocab_, hidden_, h, row_sentence, k, out);
  }

  // logits = h W^T (no bias), in `buffer`.
  MutableMatrixView logits(ConstMatrixView h, LogitsBuffer& buffer) const {
    MutableMatrixView logits = buffer.rows(h.rows(), vocab_);
    G::multiply(h, prepared_, logits);
    return logits;
  }

 private:
  typename G::Prepared prepared_;
  std::vector<float> bias_;
  std::size_t vocab_;
  std::size_t hidden_;
};

}  // namespace fastdec::detail
