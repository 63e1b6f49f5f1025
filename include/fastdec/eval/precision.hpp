// fastdec/eval/precision.hpp: P@K of an approximate k-best row against the
// exact one (Zhang et al. 2018, section 4), the quality measure of the
// approximate output layers (HnswTopK, WtaLsh); their cost, dist_cnt, is
// counted in the layers' workspaces (output/ann/stats.hpp).
#pragma once

#include <algorithm>
#include <cstddef>
#include <span>

#include "fastdec/core/error.hpp"
#include "fastdec/core/types.hpp"

namespace fastdec {

// P@K = |approximate top-K ∩ exact top-K| / K over the first K entries of
// each (K = exact.size()); unused slots (no_token) never match.
inline double precision_at_k(std::span<const ScoredToken> approximate,
                             std::span<const ScoredToken> exact) {
  FASTDEC_REQUIRE(
      !exact.empty() && approximate.size() >= exact.size(), "precision_at_k: K = ", exact.size(),
      " exact tokens need at least K approximate ", "ones, got ", approximate.size(), ".");
  std::size_t hits = 0;
  for (std::size_t i = 0; i < exact.size(); ++i) {
    const TokenId token = approximate[i].token;
    if (token == no_token) continue;
    hits += static_cast<std::size_t>(std::any_of(
        exact.begin(), exact.end(), [&](const ScoredToken& e) { return e.token == token; }));
  }
  return static_cast<double>(hits) / static_cast<double>(exact.size());
}

}  // namespace fastdec
