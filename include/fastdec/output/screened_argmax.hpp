// fastdec/output/screened_argmax.hpp: greedy decoding's best token under a
// float backend, found through an 8-bit screen. The same token and the same
// biased logit as FusedTopK<G> with FusedScores::argmax_logit, bit for bit,
// for a fraction of the float product's work.
//
// Each call computes every biased logit once with Int8Gemm, s8 = W h + b. Its
// error bound (gemm/int8_gemm.hpp, tested) and the float product's rounding
// bound give each row a D with |s8[n] - s[n]| <= D for every token n, where
// s is what G returns. A token with s8[n] < max s8 - 2D then has
// s[n] < max s8 - D <= s[argmax s8]: it is neither the argmax nor tied with
// it. The others, the candidates, are computed again with G itself, on their
// columns selected from G's prepared weights (the same bits as the whole
// product's: a float lane sums its own column's products in k order, whatever
// its neighbours), and the best of them, ties to the lower id as everywhere,
// is the answer. When a row has more candidates than the workspace holds (a
// flat distribution), or anything is not finite, the call runs FusedTopK<G>:
// the same answer at its cost (and its errors).
//
// D for a row a = h_r over all tokens n, with K inputs, A = max |a_k|,
// A1 = sum |a_k|, ua = A / 127 (Int8Gemm's row scale); ub = max_n |w_n|max / 127,
// B1 = max_n sum_k |w_nk|, beta = max_n |b_n|:
//   Int8Gemm:  e (ub A1 + ua B1) + e^2 K ua ub,  e = 0.5 + 2^-20;
//   G: K products rounded and summed in order (or fused): gamma_K A B1,
//      gamma_K = K u / (1 - K u), u = 2^-24;
//   both bias adds, Int8Gemm's scaling, and the float threshold max s8 - 2D:
//      2^-19 (A B1 + beta + the Int8Gemm term), each below a few u of it;
// the sum times 1 + 2^-10 for the rounding of D's own arithmetic (in double).
// On the bundled Transformer 2D is about 1.5 logits (docs/RESULTS.md).
//
// Shapes: W [vocab, hidden], b [vocab], h [rows, hidden], out [rows, 1].
// Thread safety: a ScreenedArgmax is immutable; each thread uses its own
// Workspace, which allocates nothing in topk once begin_batch has sized it.
#pragma once

#include <algorithm>
#include <cmath>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "fastdec/arch/kernels.hpp"
#include "fastdec/core/aligned_buffer.hpp"
#include "fastdec/core/error.hpp"
#include "fastdec/core/topk.hpp"
#include "fastdec/gemm/int8_gemm.hpp"
#include "fastdec/gemm/packed_fp32_gemm.hpp"
#include "fastdec/output/concept.hpp"
#include "fastdec/output/fused_topk.hpp"  // FusedScores
#include "fastdec/output/output_projection.hpp"
#include "fastdec/output/output_weights.hpp"
#include "fastdec/output/softmax_rows.hpp"

namespace fastdec {

// The float backends whose results for a column do not depend on the other
// columns of the call, with a known rounding bound (gamma_K).
template <class G>
concept ColumnExactFloatGemm =
    std::same_as<G, PackedFp32Gemm> || std::same_as<G, PackedFp32FmaGemm>;

// How a workspace's calls went, for benchmarks, tests and translate's
// summary: rows answered by the screen, candidate columns computed in float
// (the union over a call's rows, summed over calls), calls sent to the full
// float product.
struct ScreenedArgmaxCounters {
  std::size_t screened_rows = 0, screened_calls = 0, float_columns = 0, full_calls = 0;

  ScreenedArgmaxCounters& operator+=(const ScreenedArgmaxCounters& other) noexcept {
    screened_rows += other.screened_rows;
    screened_calls += other.screened_calls;
    float_columns += other.float_columns;
    full_calls += other.full_calls;
    return *this;
  }
};

struct ScreenedArgmaxOptions {
  // Candidates kept per row; a row with more sends the call to the full
  // float product.
  std::size_t candidates_per_row = 64;
};

template <ColumnExactFloatGemm G = PackedFp32Gemm>
class ScreenedArgmax : public detail::RowwiseTopK<ScreenedArgmax<G>> {
 public:
  using detail::RowwiseTopK<ScreenedArgmax>::topk;  // (workspace, h, k, out): each row on its own

  using Counters = ScreenedArgmaxCounters;

  class Workspace {
   public:
    const Counters& counters() const noexcept { return counters_; }

   private:
    friend class ScreenedArgmax;
    detail::LogitsBuffer buffer_;   // logprobs_of's
    detail::GemmScratch<G> exact_;  // the candidates' product, and the full one
    detail::TiledTopK full_;        // the full product's argmax
    Int8Gemm::Workspace screen_;
    std::optional<typename G::Prepared> columns_;  // the candidates' columns of W
    std::vector<arch::ScreenRowState> states_;     // [rows]
    std::vector<float> margins_;                   // [rows]: 2D
    AlignedBuffer<TokenId> ids_;                   // [rows][candidates_per_row]
    AlignedBuffer<float> values_;                  // [rows][candidates_per_row]
    std::vector<TokenId> union_;                   // the call's candidates, sorted
    AlignedBuffer<float> union_bias_;              // [union]
    AlignedBuffer<float> exact_logits_;            // [rows][union]
    std::size_t reserved_rows_ = 0;
    Counters counters_;
  };

  explicit ScreenedArgmax(const OutputWeights& weights, ScreenedArgmaxOptions options = {})
      : projection_(weights), screen_(Int8Gemm::prepare(weights.weights())), options_(options) {
    FASTDEC_REQUIRE(options.candidates_per_row >= 1,
                    "ScreenedArgmax: candidates_per_row must be at least 1.");
    const ConstMatrixView w = weights.weights();
    for (std::size_t n = 0; n < w.rows(); ++n) {
      double row_sum = 0.0;
      for (const float v : w.row(n)) row_sum += std::fabs(static_cast<double>(v));
      largest_row_sum_ = std::max(largest_row_sum_, row_sum);
    }
    for (const float unscale : screen_.column_unscale())
      largest_column_unscale_ = std::max(largest_column_unscale_, static_cast<double>(unscale));
    for (const float b : projection_.bias())
      largest_bias_ = std::max(largest_bias_, std::fabs(double{b}));
  }

  std::size_t vocab_size() const noexcept { return projection_.vocab_size(); }
  std::size_t hidden_size() const noexcept { return projection_.hidden_size(); }
  // The score topk returns: the biased logit, as FusedTopK's argmax_logit.
  FusedScores scores() const noexcept { return FusedScores::argmax_logit; }
  const ScreenedArgmaxOptions& options() const noexcept { return options_; }
  Workspace make_workspace() const { return {}; }

  void begin_batch(Workspace& ws, std::span<const Sentence> /*sources*/,
                   std::size_t max_rows) const {
    if (max_rows <= ws.reserved_rows_) return;
    ws.exact_.reserve(max_rows, projection_.prepared());
    ws.full_.reserve(max_rows);
    Int8Gemm::reserve(ws.screen_, max_rows, screen_);
    const std::size_t per_row = options_.candidates_per_row;
    const std::size_t most = std::min(vocab_size(), max_rows * per_row);
    ws.states_.reserve(max_rows);
    ws.margins_.reserve(max_rows);
    ws.ids_.reserve(max_rows * per_row);
    ws.values_.reserve(max_rows * per_row);
    ws.union_.reserve(max_rows * per_row);
    ws.union_bias_.reserve(most);
    ws.exact_logits_.reserve(max_rows * most);
    // The largest selection a call can make, once, so that topk's
    // selections reuse its storage.
    ws.union_.resize(most);
    for (std::size_t i = 0; i < most; ++i) ws.union_[i] = static_cast<TokenId>(i);
    ws.columns_.emplace(G::select_rows(projection_.prepared(), std::span<const TokenId>(ws.union_),
                                       std::move(ws.columns_)));
    ws.exact_.reserve(max_rows, *ws.columns_);
    ws.union_.clear();
    ws.reserved_rows_ = max_rows;
  }

  // TokenScoringLayer: the log-probability over the whole vocabulary, as
  // FusedTopK<G>'s.
  void logprobs_of(Workspace& ws, ConstMatrixView h, std::span<const std::uint32_t> row_sentence,
                   std::span<const TokenId> tokens, std::span<float> out) const {
    projection_.logprobs_of("ScreenedArgmax", h, row_sentence, tokens, out, ws.buffer_, ws.exact_);
  }

  void topk(Workspace& ws, ConstMatrixView h, std::span<const std::uint32_t> row_sentence,
            std::size_t k, TopKView out) const {
    detail::check_topk_call("ScreenedArgmax", vocab_size(), hidden_size(), h, row_sentence, k, out);
    FASTDEC_REQUIRE(k == 1,
                    "ScreenedArgmax::topk: the layer returns the best token only, so k must be 1, "
                    "got ",
                    k, ".");
    if (h.rows() == 0) return;
    if (h.rows() > ws.reserved_rows_) begin_batch(ws, {}, h.rows());
    if (!screened_topk(ws, h, out)) {
      ++ws.counters_.full_calls;
      ws.full_.run(out, true, "ScreenedArgmax::topk",
                   [&](auto&& consume) { projection_.biased_logit_tiles(h, ws.exact_, consume); });
    }
  }

 private:
  // 2D for each row of h (see the top of the file); false if h holds a
  // value that is not finite.
  bool margins(Workspace& ws, ConstMatrixView h) const {
    constexpr double e = 0.5 + 0x1p-20, u = 0x1p-24;
    const auto k = static_cast<double>(h.cols());
    const double gamma = k * u / (1.0 - k * u);
    ws.margins_.resize(h.rows());
    for (std::size_t r = 0; r < h.rows(); ++r) {
      double largest = 0.0, sum = 0.0;
      for (const float v : h.row(r)) {
        const double magnitude = std::fabs(static_cast<double>(v));
        largest = std::max(largest, magnitude);
        sum += magnitude;
      }
      if (!std::isfinite(sum)) return false;
      const double ua = largest / Int8Gemm::activation_range;
      const double ub = largest_column_unscale_;
      const double screen = e * (ub * sum + ua * largest_row_sum_) + e * e * k * ua * ub;
      const double product = largest * largest_row_sum_;
      const double rounding = gamma * product + 0x1p-19 * (product + largest_bias_ + screen);
      const double margin = 2.0 * (screen + rounding) * (1.0 + 0x1p-10);
      if (!(margin < 1e30)) return false;
      ws.margins_[r] = static_cast<float>(margin) * (1.0f + 0x1p-20f);
    }
    return true;
  }

  bool screened_topk(Workspace& ws, ConstMatrixView h, TopKView out) const {
    const std::size_t rows = h.rows(), per_row = options_.candidates_per_row;
    if (!margins(ws, h)) return false;
    ws.states_.resize(rows);
    for (std::size_t r = 0; r < rows; ++r)
      ws.states_[r].reset(ws.ids_.data() + r * per_row, ws.values_.data() + r * per_row, per_row);
    bool finite = true;
    arch::with_kernels<KernelFamily::softmax>([&](auto kernels) {
      Int8Gemm::multiply_tiles(
          ws.screen_, h, screen_, projection_.bias(), [&](const OutputTile& tile) {
            for (std::size_t i = 0; i < tile.values.rows(); ++i) {
              const std::size_t r = tile.first_row + i;
              finite &= kernels.screen_segment(tile.values.row(i).data(), tile.values.cols(),
                                               tile.first_col, ws.margins_[r], ws.states_[r]);
            }
          });
    });
    if (!finite) return false;
    // Each row's candidates against its final maximum, then their union.
    ws.union_.clear();
    for (std::size_t r = 0; r < rows; ++r) {
      arch::ScreenRowState& state = ws.states_[r];
      if (state.overflow) return false;
      const float threshold = state.max - ws.margins_[r];
      std::size_t live = 0;
      for (std::size_t i = 0; i < state.count; ++i)
        if (state.values[i] >= threshold) state.ids[live++] = state.ids[i];
      state.count = live;
      ws.union_.insert(ws.union_.end(), state.ids, state.ids + live);
    }
    std::sort(ws.union_.begin(), ws.union_.end());
    ws.union_.erase(std::unique(ws.union_.begin(), ws.union_.end()), ws.union_.end());
    const std::size_t columns = ws.union_.size();
    ws.columns_.emplace(G::select_rows(projection_.prepared(), std::span<const TokenId>(ws.union_),
                                       std::move(ws.columns_)));
    for (std::size_t j = 0; j < columns; ++j)
      ws.union_bias_[j] = projection_.bias()[static_cast<std::size_t>(ws.union_[j])];
    const MutableMatrixView exact(ws.exact_logits_.data(), rows, columns);
    G::multiply(ws.exact_.workspace, h, *ws.columns_, exact,
                std::span<const float>(ws.union_bias_.data(), columns));
    for (std::size_t r = 0; r < rows; ++r) {
      const arch::ScreenRowState& state = ws.states_[r];
      TopKAccumulator best(out.row(r));
      for (std::size_t i = 0; i < state.count; ++i) {
        const auto at = static_cast<std::size_t>(
            std::lower_bound(ws.union_.begin(), ws.union_.end(), state.ids[i]) - ws.union_.begin());
        const float logit = exact(r, at);
        if (!std::isfinite(logit)) return false;
        best.push(state.ids[i], logit);
      }
    }
    ws.counters_.screened_rows += rows;
    ++ws.counters_.screened_calls;
    ws.counters_.float_columns += columns;
    return true;
  }

  detail::OutputProjection<G> projection_;
  Int8Gemm::Prepared screen_;
  ScreenedArgmaxOptions options_;
  double largest_row_sum_ = 0.0;         // B1
  double largest_column_unscale_ = 0.0;  // ub
  double largest_bias_ = 0.0;            // beta
};

}  // namespace fastdec
