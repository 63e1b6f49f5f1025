// fastdec/output/hnsw_topk.hpp: the Fast Graph Decoder output layer (Zhang et
// al. 2018, Algorithm 2): the k best tokens per row found by searching an
// HNSW graph over the rows of W instead of scoring the whole vocabulary.
// HnswTopK is the layer; HnswIndex (output/ann/hnsw_index.hpp) is the graph
// it searches. (HnswTopK was called HnswGraph before; the old name remains,
// deprecated.)
//
//   const HnswTopK layer(weights, {.M = 16, .ef_construction = 200}, {.ef_search = 50});
//   auto ws = layer.make_workspace();
//   layer.begin_batch(ws, {}, max_rows);
//   layer.topk(ws, h, k, out);        // out [rows, k]
//
// Per row: the graph search (HnswIndex::search) returns the ef = max(ef_search,
// k) nodes nearest to h; their exact logits h.x + b (for the inner-product
// metric the search distances themselves; for the transformed L2 metric one
// dot product each, instead of mapping the distance back through Lemma 3.1,
// which loses about U^2 * 2^-24 to cancellation) go through the softmax, so
// log-probabilities are normalized over those ef candidates, and the k best
// are written best first, ties by lower token id. When ef reaches the
// vocabulary the layer scores every row instead (exact, and cheaper than a
// walk that visits them all). The workspace counts rows, distance
// computations (dist_cnt) and candidates (AnnStats), logprobs_of's searches
// included.
//
// Scoring given tokens (TokenScoringLayer::logprobs_of, for target prefixes
// and scoring a given target): the row's graph search runs again with
// ef = min(vocab, ef_search), so the token's log-probability is normalized
// over the candidates topk normalizes over for any k <= ef_search (a larger
// k searches wider). A candidate gets exactly what topk returns for it, bit
// for bit (the same logits, the same fused pass). Any other token is offered
// anyway: it joins the normalizer, logprob = logit_t - log(exp(log Z_ef) +
// exp(logit_t)), with logit_t = h.x_t + b_t from the index's fp32 rows and
// the same dot-product kernel as the candidates' logits. Memory: the index
// maps tokens to nodes (4 bytes per word).
//
// Shapes: W [vocab, hidden], b [vocab], h [rows, hidden], out [rows, k].
// Thread safety: the layer and its HnswIndex are immutable (layers with
// different ef_search can share one index); each thread uses its own Workspace.
// The graph is built once per model: save it with io/hnsw_file.hpp.
//
// Unlike FullSoftmax this layer is not a template on a Gemm backend: it never
// multiplies a matrix, only a few hundred gathered rows per query, which the
// distance kernels do (arch/distance_body.inc).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <utility>
#include <vector>

#include "fastdec/arch/kernels.hpp"
#include "fastdec/core/aligned_buffer.hpp"
#include "fastdec/core/error.hpp"
#include "fastdec/output/ann/candidate_softmax.hpp"
#include "fastdec/output/ann/hnsw_index.hpp"
#include "fastdec/output/ann/stats.hpp"
#include "fastdec/output/concept.hpp"
#include "fastdec/output/output_weights.hpp"

namespace fastdec {

struct HnswSearchOptions {
  std::size_t ef_search = 50;  // candidates kept by the level-0 search (>= 1)
};

inline void validate(const HnswSearchOptions& options) {
  FASTDEC_REQUIRE(options.ef_search >= 1, "HnswSearchOptions: ef_search must be at least 1.");
}

class HnswTopK : public detail::RowwiseTopK<HnswTopK> {
 public:
  using detail::RowwiseTopK<HnswTopK>::topk;  // (workspace, h, k, out): each row on its own

  class Workspace : public AnnStatsWorkspace {
    friend class HnswTopK;
    AlignedBuffer<float> query_;  // [padded hidden]: h, zero-padded
    HnswSearchScratch scratch_;
    std::vector<detail::CandidateLogit> candidates_;
    AlignedBuffer<float> logits_;  // [candidates]
  };

  HnswTopK(std::shared_ptr<const HnswIndex> index, HnswSearchOptions options = {})
      : index_(std::move(index)), options_(options) {
    FASTDEC_REQUIRE(index_ != nullptr, "HnswTopK: the index is null.");
    validate(options_);
  }

  HnswTopK(const OutputWeights& weights, const HnswBuildOptions& build,
           HnswSearchOptions options = {})
      : HnswTopK(std::make_shared<const HnswIndex>(weights, build), options) {}

  std::size_t vocab_size() const noexcept { return index_->size(); }
  std::size_t hidden_size() const noexcept { return index_->dimension(); }
  std::size_t ef_search() const noexcept { return options_.ef_search; }
  const std::shared_ptr<const HnswIndex>& index() const noexcept { return index_; }
  Workspace make_workspace() const { return {}; }

  // Sizes every buffer for k up to max_rows (a beam never asks for more).
  void begin_batch(Workspace& workspace, std::span<const Sentence> /*sources*/,
                   std::size_t max_rows) const {
    reserve(workspace, effective_ef(std::max<std::size_t>(max_rows, 1)));
  }

  void topk(Workspace& workspace, ConstMatrixView h, std::span<const std::uint32_t> row_sentence,
            std::size_t k, TopKView out) const {
    detail::check_topk_call("HnswTopK", vocab_size(), hidden_size(), h, row_sentence, k, out);
    const std::size_t ef = effective_ef(k);
    reserve(workspace, ef);
    start_queries(workspace);
    arch::with_kernels<KernelFamily::distance>([&](auto kernels) {
      for (std::size_t r = 0; r < h.rows(); ++r) {
        find_candidates(kernels, workspace, h.row(r), ef, "HnswTopK::topk", r);
        detail::softmax_over_candidates(workspace.candidates_, workspace.logits_.data(),
                                        out.row(r));
      }
    });
  }

  // TokenScoringLayer: tokens[i]'s log-probability over the candidates of
  // row i's search with ef = min(vocab, ef_search), with tokens[i] added when
  // the search did not find it (see the top of this file); rows whose token
  // is no_token are skipped. Reuses the workspace topk uses; allocates
  // nothing after begin_batch.
  void logprobs_of(Workspace& workspace, ConstMatrixView h,
                   std::span<const std::uint32_t> row_sentence, std::span<const TokenId> tokens,
                   std::span<float> out) const {
    detail::check_logprobs_of_call("HnswTopK", vocab_size(), hidden_size(), h, row_sentence, tokens,
                                   out);
    const std::size_t ef = effective_ef(1);
    reserve(workspace, ef);
    start_queries(workspace);
    const HnswIndex& index = *index_;
    const float* query = workspace.query_.data();
    arch::with_kernels<KernelFamily::softmax>([&](auto softmax_kernels) {
      arch::with_kernels<KernelFamily::distance>([&](auto kernels) {
        detail::for_each_scored_row(tokens, [&](std::size_t r) {
          find_candidates(kernels, workspace, h.row(r), ef, "HnswTopK::logprobs_of", r);
          out[r] = detail::logprob_among_candidates(
              softmax_kernels, workspace.candidates_, workspace.logits_.data(), tokens[r],
              [&] { return index.logit(kernels, query, index.node_of_token(tokens[r])); },
              "HnswTopK::logprobs_of", r);
        });
      });
    });
  }

 private:
  std::size_t effective_ef(std::size_t k) const noexcept {
    return std::min(vocab_size(), std::max(options_.ef_search, k));
  }

  // Zeroes the query's padding, which find_candidates leaves alone.
  void start_queries(Workspace& workspace) const {
    float* query = workspace.query_.data();
    std::fill(query + hidden_size(), query + index_->padded_dimension(), 0.0f);
  }

  // Copies row h into the padded query and leaves the (at most) ef nodes
  // the search finds in workspace.candidates_ with their exact logits, in
  // the search's order. Errors name `function` and `row`.
  template <class Kernels>
  void find_candidates(Kernels kernels, Workspace& workspace, std::span<const float> h,
                       std::size_t ef, const char* function, std::size_t row) const {
    const HnswIndex& index = *index_;
    detail::check_finite_query(function, h, row);
    float* query = workspace.query_.data();
    std::copy(h.begin(), h.end(), query);
    if (ef >= vocab_size())
      index.scan_all(kernels, query, workspace.scratch_, workspace.stats_);
    else
      index.search(kernels, query, ef, workspace.scratch_, workspace.stats_);
    auto& candidates = workspace.candidates_;
    candidates.clear();
    for (const HnswNeighbor& found : workspace.scratch_.results) {
      const float logit = index.metric() == HnswMetric::inner_product
                              ? -found.distance  // the search distance is -(h.x + b)
                              : index.logit(kernels, query, found.node);
      candidates.push_back({index.token_of_node(found.node), logit});
    }
    if (index.metric() == HnswMetric::transformed_l2)
      workspace.stats_.distance_computations += candidates.size();
    ++workspace.stats_.queries;
    workspace.stats_.candidates += candidates.size();
  }

  void reserve(Workspace& workspace, std::size_t ef) const {
    workspace.query_.reserve(index_->padded_dimension());
    workspace.scratch_.reserve(vocab_size(), ef);
    workspace.candidates_.reserve(ef);
    workspace.logits_.reserve(ef);
  }

  std::shared_ptr<const HnswIndex> index_;
  HnswSearchOptions options_;
};

static_assert(TokenScoringLayer<HnswTopK>);

using HnswGraph [[deprecated("renamed HnswTopK; the graph itself is HnswIndex")]] = HnswTopK;

}  // namespace fastdec
