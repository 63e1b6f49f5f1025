// fastdec/output/full_softmax.hpp: the exact output layer, as textbook passes.
//
// logits = W h + b over the whole vocabulary, a numerically stable
// log-softmax of each row, then the k best (Amun, Algorithm 3). The
// workspace keeps the whole normalized distribution of the last call
// (logprobs()), for callers that need it; FusedTopK returns the same k best
// faster when they do not.
//
// Shapes: W [vocab, hidden], b [vocab], h [rows, hidden], out [rows, k].
// Thread safety: a FullSoftmax is immutable; each thread uses its own Workspace.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>

#include "fastdec/gemm/concept.hpp"
#include "fastdec/gemm/tiled.hpp"
#include "fastdec/output/concept.hpp"
#include "fastdec/output/output_projection.hpp"
#include "fastdec/output/output_weights.hpp"
#include "fastdec/output/softmax_rows.hpp"

namespace fastdec {

template <Gemm G = EigenGemm>
class FullSoftmax : public detail::RowwiseTopK<FullSoftmax<G>> {
 public:
  using detail::RowwiseTopK<FullSoftmax>::topk;  // (workspace, h, k, out): each row on its own

  class Workspace {
   public:
    // [rows, vocab] log-probabilities of the last topk call (a logprobs_of
    // call after it overwrites them).
    ConstMatrixView logprobs() const noexcept { return logprobs_; }

   private:
    friend class FullSoftmax;
    detail::LogitsBuffer buffer_;
    detail::GemmScratch<G> gemm_;
    MutableMatrixView logprobs_;
  };

  explicit FullSoftmax(const OutputWeights& weights) : projection_(weights) {}

  std::size_t vocab_size() const noexcept { return projection_.vocab_size(); }
  std::size_t hidden_size() const noexcept { return projection_.hidden_size(); }
  Workspace make_workspace() const { return {}; }

  void begin_batch(Workspace& workspace, std::span<const Sentence> /*sources*/,
                   std::size_t max_rows) const {
    workspace.buffer_.reserve(max_rows, vocab_size());
    workspace.gemm_.reserve(max_rows, projection_.prepared());
  }

  // TokenScoringLayer: tokens[i]'s log-probability over the whole vocabulary
  // (bit-equal to what topk returns for it).
  void logprobs_of(Workspace& workspace, ConstMatrixView h,
                   std::span<const std::uint32_t> row_sentence, std::span<const TokenId> tokens,
                   std::span<float> out) const {
    projection_.logprobs_of("FullSoftmax", h, row_sentence, tokens, out, workspace.buffer_,
                            workspace.gemm_);
  }

  void topk(Workspace& workspace, ConstMatrixView h, std::span<const std::uint32_t> row_sentence,
            std::size_t k, TopKView out) const {
    projection_.check_topk("FullSoftmax", h, row_sentence, k, out);
    if constexpr (TiledGemm<G>) {
      // The backend adds the bias as it writes the logits: one pass fewer.
      workspace.logprobs_ = projection_.biased_logits(h, workspace.buffer_, workspace.gemm_);
      softmax_then_topk(workspace.logprobs_, {}, workspace.logprobs_, out);
    } else {
      workspace.logprobs_ = projection_.logits(h, workspace.buffer_);
      softmax_then_topk(workspace.logprobs_, projection_.bias(), workspace.logprobs_, out);
    }
  }

 private:
  detail::OutputProjection<G> projection_;
};

}  // namespace fastdec
