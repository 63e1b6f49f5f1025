// fastdec/output/softmax_rows.hpp: what an output layer does after its GEMM.
//
// Given logits [rows, vocab] (W h without bias) and the bias [vocab] (may be
// empty), each function writes the k best tokens per row into out [rows, k],
// best first, ranked by biased logit with ties to the lower token id, and
// (except argmax_rows) their log-probabilities normalized over the row:
//
// - softmax_then_topk: the textbook path as separate passes over each row
//   (Amun, Algorithm 3): add bias and find the maximum, sum the exps, pick the
//   k best, normalize the whole row into `logprobs` (the full distribution,
//   which callers may read afterwards).
// - fused_softmax_topk: Amun's Algorithm 4, one pass that keeps a running
//   maximum, a rescaled running sum and the k best; only the k winners are
//   normalized.
// - argmax_rows: Amun's Algorithm 5, the best token only, for greedy decoding
//   that does not report probabilities; out's logprob field holds the biased
//   logit, not a log-probability.
//
// The kernels run on the instruction set picked once per call and return
// bit-identical results on every instruction set. NaN or infinite logits are
// a fastdec::error naming the row. Allocation-free.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <functional>
#include <limits>
#include <ranges>
#include <span>
#include <vector>

#include "fastdec/arch/kernels.hpp"
#include "fastdec/core/error.hpp"
#include "fastdec/core/matrix_view.hpp"
#include "fastdec/core/topk.hpp"
#include "fastdec/gemm/tiled.hpp"
#include "fastdec/output/concept.hpp"

namespace fastdec {

namespace detail {

inline void check_softmax_rows(const char* function, ConstMatrixView logits,
                               std::span<const float> bias, TopKView out) {
  FASTDEC_REQUIRE(bias.empty() || bias.size() == logits.cols(), function, ": the bias has ",
                  bias.size(), " values but the rows have ", logits.cols(), " logits.");
  FASTDEC_REQUIRE(out.rows() == logits.rows(), function, ": the output has ", out.rows(),
                  " rows but there are ", logits.rows(), " rows of logits.");
  FASTDEC_REQUIRE(out.cols() >= 1, function, ": k must be at least 1.");
  FASTDEC_REQUIRE(out.cols() <= logits.cols(), function, ": k = ", out.cols(),
                  " is larger than the vocabulary (", logits.cols(), " tokens).");
}

[[noreturn, gnu::cold]] inline void fail_not_finite(const char* function, std::size_t row) {
  fail(function, ": row ", row, " of the logits contains NaN or an infinity.");
}

// Ends a row's fused pass: normalizes its k best, or throws when the row held
// NaN or an infinity (a NaN or +inf makes the sum of exps NaN; -inf shows in
// the minimum).
inline void finish_fused_topk(arch::FusedRowState& state, TopKAccumulator& best,
                              const char* function, std::size_t row) {
  float row_min = 0.0f;
  const float log_normalizer = arch::softmax_lanes::finish_fused_row(state, row_min);
  if (!(row_min > -std::numeric_limits<float>::infinity() && std::isfinite(log_normalizer)))
    fail_not_finite(function, row);
  for (ScoredToken& item : best.items()) item.logprob = item.logprob - log_normalizer;
}

inline const float* bias_pointer(std::span<const float> bias) {
  return bias.empty() ? nullptr : bias.data();
}

// The fused softmax + k-best pass (or, with argmax, the best biased logit)
// over logits that arrive one column tile at a time, each read while it is
// in cache (FusedTopK and the shortlists over a TiledGemm). Bit-identical to
// fused_softmax_topk / argmax_rows over the whole rows: the pass resumes
// from tile to tile (arch/softmax_body.inc, fused_segment). The per-row
// state is sized by reserve, so run allocates nothing.
class TiledTopK {
 public:
  void reserve(std::size_t rows) {
    states_.reserve(rows);
    best_.reserve(rows);
    finite_.reserve(rows);
  }

  // for_each_tile(consume) must call consume(const OutputTile&) for tiles
  // of biased logits covering out.rows() rows in increasing column order.
  // Errors name `function` and the row.
  template <class ForEachTile>
  void run(TopKView out, bool argmax, const char* function, ForEachTile&& for_each_tile) {
    const std::size_t rows = out.rows();
    states_.resize(rows);
    finite_.assign(rows, 1);
    best_.clear();
    for (std::size_t r = 0; r < rows; ++r) {
      best_.emplace_back(out.row(r));
      states_[r].reset();
    }
    arch::with_kernels<KernelFamily::softmax>([&](auto kernels) {
      for_each_tile([&](const OutputTile& tile) {
        for (std::size_t i = 0; i < tile.values.rows(); ++i) {
          const std::size_t r = tile.first_row + i;
          const float* logits = tile.values.row(i).data();
          if (argmax)
            finite_[r] &=
                kernels.scan_topk(logits, nullptr, tile.values.cols(), best_[r], tile.first_col)
                    ? 1
                    : 0;
          else
            kernels.fused_segment(logits, nullptr, tile.values.cols(), best_[r], states_[r]);
        }
      });
    });
    for (std::size_t r = 0; r < rows; ++r) {
      if (!argmax)
        finish_fused_topk(states_[r], best_[r], function, r);
      else if (finite_[r] == 0)
        fail_not_finite(function, r);
    }
  }

 private:
  std::vector<arch::FusedRowState> states_;  // [rows]
  std::vector<TopKAccumulator> best_;        // [rows]
  std::vector<unsigned char> finite_;        // [rows], argmax only
};

}  // namespace detail

inline void softmax_then_topk(ConstMatrixView logits, std::span<const float> bias,
                              MutableMatrixView logprobs, TopKView out) {
  detail::check_softmax_rows("softmax_then_topk", logits, bias, out);
  FASTDEC_REQUIRE(logprobs.rows() == logits.rows() && logprobs.cols() == logits.cols(),
                  "softmax_then_topk: logprobs is ", logprobs.rows(), " x ", logprobs.cols(),
                  " but the logits are ", logits.rows(), " x ", logits.cols(), ".");
  const std::size_t vocab = logits.cols();
  arch::with_kernels<KernelFamily::softmax>([&](auto kernels) {
    for (std::size_t r = 0; r < logits.rows(); ++r) {
      float* row = logprobs.row(r).data();
      const float log_normalizer = arch::biased_log_normalizer(
          kernels, logits.row(r).data(), detail::bias_pointer(bias), row, vocab);
      if (!std::isfinite(log_normalizer)) detail::fail_not_finite("softmax_then_topk", r);
      TopKAccumulator best(out.row(r));
      kernels.scan_topk(row, nullptr, vocab, best, 0);
      kernels.add_constant(row, vocab, -log_normalizer);
      for (ScoredToken& item : best.items()) item.logprob = item.logprob - log_normalizer;
    }
  });
}

inline void fused_softmax_topk(ConstMatrixView logits, std::span<const float> bias, TopKView out) {
  detail::check_softmax_rows("fused_softmax_topk", logits, bias, out);
  arch::with_kernels<KernelFamily::softmax>([&](auto kernels) {
    for (std::size_t r = 0; r < logits.rows(); ++r) {
      TopKAccumulator best(out.row(r));
      arch::FusedRowState state;
      state.reset();
      kernels.fused_segment(logits.row(r).data(), detail::bias_pointer(bias), logits.cols(), best,
                            state);
      detail::finish_fused_topk(state, best, "fused_softmax_topk", r);
    }
  });
}

// The log-probability of tokens[r] in row r of logits (+ bias), normalized
// over the row, for forced decoding and scoring; rows whose token is
// no_token are skipped. Overwrites those rows of `logits` with their biased
// values. The same arithmetic as softmax_then_topk, so the same bits.
inline void logprobs_of_tokens(MutableMatrixView logits, std::span<const float> bias,
                               std::span<const TokenId> tokens, std::span<float> out) {
  FASTDEC_REQUIRE(tokens.size() == logits.rows() && out.size() == logits.rows(),
                  "logprobs_of_tokens: ", tokens.size(), " tokens and ", out.size(),
                  " outputs for ", logits.rows(), " rows.");
  FASTDEC_REQUIRE(bias.empty() || bias.size() == logits.cols(), "logprobs_of_tokens: the bias has ",
                  bias.size(), " values for ", logits.cols(), " columns.");
  arch::with_kernels<KernelFamily::softmax>([&](auto kernels) {
    detail::for_each_scored_row(tokens, [&](std::size_t r) {
      FASTDEC_REQUIRE(tokens[r] >= 0 && static_cast<std::size_t>(tokens[r]) < logits.cols(),
                      "logprobs_of_tokens: token ", tokens[r], " of row ", r,
                      " is outside the vocabulary (", logits.cols(), " tokens).");
      float* row = logits.row(r).data();
      const float log_normalizer =
          arch::biased_log_normalizer(kernels, row, detail::bias_pointer(bias), row, logits.cols());
      if (!std::isfinite(log_normalizer)) detail::fail_not_finite("logprobs_of_tokens", r);
      out[r] = row[static_cast<std::size_t>(tokens[r])] - log_normalizer;
    });
  });
}

inline void argmax_rows(ConstMatrixView logits, std::span<const float> bias, TopKView out) {
  detail::check_softmax_rows("argmax_rows", logits, bias, out);
  FASTDEC_REQUIRE(out.cols() == 1, "argmax_rows: k must be 1, got ", out.cols(), ".");
  arch::with_kernels<KernelFamily::softmax>([&](auto kernels) {
    for (std::size_t r = 0; r < logits.rows(); ++r) {
      TopKAccumulator best(out.row(r));
      if (!kernels.scan_topk(logits.row(r).data(), detail::bias_pointer(bias), logits.cols(), best,
                             0))
        detail::fail_not_finite("argmax_rows", r);
    }
  });
}

namespace detail {

// Helpers of the layers that score given tokens over a candidate set (the
// shortlists, HnswTopK, WtaLsh: TokenScoringLayer::logprobs_of).

// log sum_i exp(x_i (+ bias_i)) of one row of n >= 1 logits, as
// fused_softmax_topk and TiledTopK compute it: the same pass, whose sums do
// not depend on k (the k best only decide which chunks take the slow path),
// so the same bits on every instruction set. Errors name `function` and `row`.
template <class Kernels>
float fused_log_normalizer(Kernels kernels, const float* logits, const float* bias, std::size_t n,
                           const char* function, std::size_t row) {
  ScoredToken best_slot{};
  TopKAccumulator best(std::span<ScoredToken>(&best_slot, 1));
  arch::FusedRowState state;
  state.reset();
  kernels.fused_segment(logits, bias, n, best, state);
  float row_min = 0.0f;
  const float log_normalizer = arch::softmax_lanes::finish_fused_row(state, row_min);
  if (!(row_min > -std::numeric_limits<float>::infinity() && std::isfinite(log_normalizer)))
    fail_not_finite(function, row);
  return log_normalizer;
}

// The log-probability of a token outside a set of logits whose log
// normalizer is `set_log_normalizer`, once the token joins the set:
// logit - log(exp(set_log_normalizer) + exp(logit)), in double and shifted
// by the larger term, so nothing overflows.
inline float logprob_joining_set(float logit, float set_log_normalizer) {
  const double token = logit, set = set_log_normalizer;
  const double top = token > set ? token : set, other = token > set ? set : token;
  return static_cast<float>(token - (top + std::log1p(std::exp(other - top))));
}

// The log-probability of `token` over a set of n >= 1 words, normalized by
// the fused pass over the set (so a word of the set gets the bits topk gives
// it); a token outside the set joins it with the logit outside_logit()
// returns. `words` holds the set in ascending token order, token_of(word)
// its id, and the words' logits are logits[0, n) (+ bias[0, n) when bias is
// not null). Errors name `function` and `row`. (logprob_among_candidates,
// ann/candidate_softmax.hpp, calls it over sorted CandidateLogits.)
template <class Kernels, std::ranges::random_access_range Words, class TokenOf, class OutsideLogit>
float logprob_over_set(Kernels kernels, const float* logits, const float* bias, const Words& words,
                       TokenOf token_of, TokenId token, OutsideLogit&& outside_logit,
                       const char* function, std::size_t row) {
  const auto n = static_cast<std::size_t>(std::ranges::size(words));
  const float log_normalizer = fused_log_normalizer(kernels, logits, bias, n, function, row);
  const auto found = std::ranges::lower_bound(words, token, {}, token_of);
  if (found == std::ranges::end(words) || std::invoke(token_of, *found) != token)
    return logprob_joining_set(outside_logit(), log_normalizer);
  const auto position = static_cast<std::size_t>(found - std::ranges::begin(words));
  const float logit = bias == nullptr ? logits[position] : logits[position] + bias[position];
  return logit - log_normalizer;
}

}  // namespace detail

}  // namespace fastdec
