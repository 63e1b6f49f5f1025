// fastdec/output/fused_topk.hpp: Amun's fused bias + softmax + k-best.
//
// The same answer as FullSoftmax (the same k best, log-probabilities equal to
// within float rounding), computed in one pass over each row of logits
// (Hoang et al. 2018, Algorithm 4): the bias add, a running maximum, a sum of
// exps rescaled whenever the maximum grows, and the k best are all kept in a
// single loop; only the k winners are normalized. With
// FusedScores::argmax_logit and k = 1 it skips the softmax altogether
// (Algorithm 5) for greedy decoding that does not report probabilities: the
// returned score is then the biased logit.
//
// With a backend that hands out tiles of logits (TiledGemm: Int16Gemm,
// PackedFp32Gemm), the pass runs on each tile of W h + b right after the
// backend computes it, while it is in cache, and the [rows, vocab] logits are
// never written to memory. The results are bit-identical to the untiled pass
// over the same backend's logits (the pass is resumable; see
// arch/softmax_body.inc, fused_segment).
//
// Shapes: W [vocab, hidden], b [vocab], h [rows, hidden], out [rows, k].
// Thread safety: a FusedTopK is immutable; each thread uses its own Workspace.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "fastdec/core/named_enum.hpp"
#include "fastdec/gemm/concept.hpp"
#include "fastdec/gemm/tiled.hpp"
#include "fastdec/output/concept.hpp"
#include "fastdec/output/output_projection.hpp"
#include "fastdec/output/output_weights.hpp"
#include "fastdec/output/softmax_rows.hpp"

namespace fastdec {

enum class FusedScores {
  log_probabilities,  // normalized log-probabilities of the k best
  argmax_logit,       // k must be 1; the score is the raw biased logit
};

template <Gemm G = EigenGemm>
class FusedTopK : public detail::RowwiseTopK<FusedTopK<G>> {
 public:
  using detail::RowwiseTopK<FusedTopK>::topk;  // (workspace, h, k, out): each row on its own

  class Workspace {
    friend class FusedTopK;
    detail::LogitsBuffer buffer_;
    detail::GemmScratch<G> gemm_;
    detail::TiledTopK tiles_;
  };

  explicit FusedTopK(const OutputWeights& weights,
                     FusedScores scores = FusedScores::log_probabilities)
      : projection_(weights), scores_(scores) {
    detail::require_named(scores, {FusedScores::log_probabilities, FusedScores::argmax_logit},
                          "FusedTopK: scores");
  }

  std::size_t vocab_size() const noexcept { return projection_.vocab_size(); }
  std::size_t hidden_size() const noexcept { return projection_.hidden_size(); }
  FusedScores scores() const noexcept { return scores_; }
  Workspace make_workspace() const { return {}; }

  void begin_batch(Workspace& workspace, std::span<const Sentence> /*sources*/,
                   std::size_t max_rows) const {
    if constexpr (TiledGemm<G>) {
      workspace.gemm_.reserve(max_rows, projection_.prepared());
      workspace.tiles_.reserve(max_rows);
    } else {
      workspace.buffer_.reserve(max_rows, vocab_size());
    }
  }

  // TokenScoringLayer: tokens[i]'s log-probability over the whole vocabulary,
  // through a [rows, vocab] logits buffer that only this call sizes. It equals
  // what topk returns for the token to within float rounding (the fused pass
  // sums its exps in another order).
  void logprobs_of(Workspace& workspace, ConstMatrixView h,
                   std::span<const std::uint32_t> row_sentence, std::span<const TokenId> tokens,
                   std::span<float> out) const {
    projection_.logprobs_of("FusedTopK", h, row_sentence, tokens, out, workspace.buffer_,
                            workspace.gemm_);
  }

  void topk(Workspace& workspace, ConstMatrixView h, std::span<const std::uint32_t> row_sentence,
            std::size_t k, TopKView out) const {
    projection_.check_topk("FusedTopK", h, row_sentence, k, out);
    FASTDEC_REQUIRE(scores_ != FusedScores::argmax_logit || k == 1,
                    "FusedTopK::topk: FusedScores::argmax_logit returns the best token only, so k "
                    "must be 1, got ",
                    k, ".");
    if constexpr (TiledGemm<G>) {
      topk_on_tiles(workspace, h, out);
    } else {
      const ConstMatrixView logits = projection_.logits(h, workspace.buffer_);
      if (scores_ == FusedScores::argmax_logit)
        argmax_rows(logits, projection_.bias(), out);
      else
        fused_softmax_topk(logits, projection_.bias(), out);
    }
  }

 private:
  // The fused pass (or the argmax scan) over each tile of W h + b as the
  // backend produces it; the same kernels and results as the untiled path.
  void topk_on_tiles(Workspace& ws, ConstMatrixView h, TopKView out) const {
    ws.tiles_.run(out, scores_ == FusedScores::argmax_logit, "FusedTopK::topk",
                  [&](auto&& consume) { projection_.biased_logit_tiles(h, ws.gemm_, consume); });
  }

  detail::OutputProjection<G> projection_;
  FusedScores scores_;
};

}  // namespace fastdec
