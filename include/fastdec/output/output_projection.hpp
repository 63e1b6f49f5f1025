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
#include "fastdec/core/matrix_view.hpp"
#include "fastdec/core/types.hpp"
#include "fastdec/gemm/concept.hpp"
#include "fastdec/gemm/tiled.hpp"
#include "fastdec/output/concept.hpp"
#include "fastdec/output/output_weights.hpp"
#include "fastdec/output/softmax_rows.hpp"

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

// The backend's own per-thread workspace, for backends that have one
// (TiledGemm); nothing otherwise.
template <Gemm G>
struct GemmScratch {
  void reserve(std::size_t, const typename G::Prepared&) {}
};

template <TiledGemm G>
struct GemmScratch<G> {
  typename G::Workspace workspace;
  void reserve(std::size_t rows, const typename G::Prepared& prepared) {
    G::reserve(workspace, rows, prepared);
  }
};

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
    check_topk_call(layer, vocab_, hidden_, h, row_sentence, k, out);
  }

  // logits = h W^T (no bias), in `buffer`.
  MutableMatrixView logits(ConstMatrixView h, LogitsBuffer& buffer) const {
    MutableMatrixView logits = buffer.rows(h.rows(), vocab_);
    G::multiply(h, prepared_, logits);
    return logits;
  }

  // logits = h W^T + b, in `buffer`, with the bias added by the backend.
  MutableMatrixView biased_logits(ConstMatrixView h, LogitsBuffer& buffer,
                                  GemmScratch<G>& scratch) const requires TiledGemm<G> {
    MutableMatrixView logits = buffer.rows(h.rows(), vocab_);
    G::multiply(scratch.workspace, h, prepared_, logits, bias_);
    return logits;
  }

  // The whole of a full-vocabulary layer's TokenScoringLayer::logprobs_of
  // (naming `layer` in errors): out[r] = the log-probability of tokens[r]
  // over the vocabulary for row r of h, rows whose token is no_token
  // skipped, through the logits in `buffer` (logprobs_of_tokens, the
  // arithmetic of softmax_then_topk).
  void logprobs_of(const char* layer, ConstMatrixView h,
                   std::span<const std::uint32_t> row_sentence, std::span<const TokenId> tokens,
                   std::span<float> out, LogitsBuffer& buffer, GemmScratch<G>& scratch) const {
    check_logprobs_of_call(layer, vocab_, hidden_, h, row_sentence, tokens, out);
    if constexpr (TiledGemm<G>)
      logprobs_of_tokens(biased_logits(h, buffer, scratch), {}, tokens, out);
    else
      logprobs_of_tokens(logits(h, buffer), bias_, tokens, out);
  }

  // Calls consume(tile) for each column tile of h W^T + b (see gemm/tiled.hpp).
  template <class Consume>
  requires TiledGemm<G>
  void biased_logit_tiles(ConstMatrixView h, GemmScratch<G>& scratch, Consume&& consume) const {
    G::multiply_tiles(scratch.workspace, h, prepared_, bias_, consume);
  }

 private:
  typename G::Prepared prepared_;
  std::vector<float> bias_;
  std::size_t vocab_;
  std::size_t hidden_;
};

}  // namespace fastdec::detail
