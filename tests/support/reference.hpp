// tests/support/reference.hpp: brute-force references the fast paths are
// checked against.
#pragma once

#include <algorithm>
#include <cmath>
#include <span>
#include <vector>

#include "fastdec/core/types.hpp"

namespace fastdec::testing {

// The k best of biased logits (computed in float, as the kernels do), ranked
// by value then lower id, with log-probabilities from a double-precision
// log-sum-exp over the whole row.
inline std::vector<ScoredToken> reference_topk(std::span<const float> logits,
                                               std::span<const float> bias, std::size_t k) {
  std::vector<ScoredToken> all(logits.size());
  double max = -INFINITY;
  for (std::size_t i = 0; i < logits.size(); ++i) {
    const float value = bias.empty() ? logits[i] : logits[i] + bias[i];
    all[i] = {static_cast<TokenId>(i), value};
    max = std::max(max, static_cast<double>(value));
  }
  double sum = 0;
  for (const ScoredToken& t : all) sum += std::exp(static_cast<double>(t.logprob) - max);
  const double log_normalizer = max + std::log(sum);
  std::partial_sort(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(k), all.end(),
                    ranks_before);
  all.resize(k);
  for (ScoredToken& t : all)
    t.logprob = static_cast<float>(static_cast<double>(t.logprob) - log_normalizer);
  return all;
}

}  // namespace fastdec::testing
