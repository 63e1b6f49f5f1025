// fastdec/output/ann/candidate_softmax.hpp (internal): the last step of every
// output layer that searches a candidate set (WtaLsh, HnswTopK): exact logits
// of the candidates -> log-softmax over them -> the k best, as token ids; or
// (logprobs_of) one given token's log-probability over the same candidates.
//
// Id spaces: a CandidatePosition is an index into one row's candidate list;
// TokenId is the vocabulary id. The candidate list is sorted by token id, so
// fused_softmax_topk's tie rule (lower position first) is the library's rule
// (lower token id first), and positions become token ids here and nowhere
// else. Allocation-free.
#pragma once

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <span>

#include "fastdec/core/error.hpp"
#include "fastdec/core/types.hpp"
#include "fastdec/output/concept.hpp"
#include "fastdec/output/softmax_rows.hpp"

namespace fastdec::detail {

using CandidatePosition = std::uint32_t;

// One scored candidate before normalization.
struct CandidateLogit {
  TokenId token;
  float logit;
};

// A graph walk or a hash of a NaN query means nothing: reject it up front
// (naming `function`, e.g. "HnswTopK::topk").
inline void check_finite_query(const char* function, std::span<const float> h, std::size_t row) {
  for (float v : h)
    FASTDEC_REQUIRE(std::isfinite(v), function, ": row ", row,
                    " of the context vectors contains NaN or an infinity.");
}

// Sorts `candidates` by token id (they are distinct) and writes their logits
// into `logits_row` (capacity >= candidates.size()) in that order.
inline void sort_candidates(std::span<CandidateLogit> candidates, float* logits_row) {
  std::sort(candidates.begin(), candidates.end(),
            [](const CandidateLogit& a, const CandidateLogit& b) { return a.token < b.token; });
  for (std::size_t i = 0; i < candidates.size(); ++i) logits_row[i] = candidates[i].logit;
}

// Sorts `candidates` by token id, writes their logits into `logits_row`
// (capacity >= candidates.size()), and fills `out_row` (k slots) with the k
// best as (token, log-probability normalized over the candidates), best
// first; slots beyond the candidate count hold {no_token, -inf}.
inline void softmax_over_candidates(std::span<CandidateLogit> candidates, float* logits_row,
                                    std::span<ScoredToken> out_row) {
  sort_candidates(candidates, logits_row);
  const std::size_t count = candidates.size();
  const std::size_t filled = std::min(count, out_row.size());
  for (std::size_t j = filled; j < out_row.size(); ++j)
    out_row[j] = {no_token, -std::numeric_limits<float>::infinity()};
  if (filled == 0) return;
  fused_softmax_topk(ConstMatrixView(logits_row, 1, count), {},
                     TopKView(out_row.data(), 1, filled));
  for (std::size_t j = 0; j < filled; ++j) {
    const auto position = static_cast<CandidatePosition>(out_row[j].token);
    out_row[j].token = candidates[position].token;
  }
}

// The log-probability of `token` over a row's candidates (logits filled,
// at least one), normalized as softmax_over_candidates normalizes them: the
// same order and the same fused pass (on the softmax `kernels`), so a
// candidate gets the bits topk gives it. A token that is not a candidate
// joins the normalizer with the logit outside_logit() returns. Errors name
// `function` and `row`.
template <class Kernels, class OutsideLogit>
float logprob_among_candidates(Kernels kernels, std::span<CandidateLogit> candidates,
                               float* logits_row, TokenId token, OutsideLogit&& outside_logit,
                               const char* function, std::size_t row) {
  assert(!candidates.empty());
  sort_candidates(candidates, logits_row);
  // logits_row now holds the candidates' logits in their sorted order.
  return logprob_over_set(kernels, logits_row, nullptr, candidates, &CandidateLogit::token, token,
                          outside_logit, function, row);
}

}  // namespace fastdec::detail
