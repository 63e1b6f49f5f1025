// fastdec/output/ann/stats.hpp: the quality and cost measures of the
// approximate output layers (Zhang et al. 2018, section 4: P@K and dist_cnt).
//
// AnnStats is kept in a layer's Workspace (one per thread) and counts, since
// the last reset, the rows searched, the vector kernels evaluated (graph
// distances and exact candidate logits: the paper's dist_cnt) and the
// candidates scored. precision_at_k compares an
// approximate k-best row with the exact one.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>

#include "fastdec/core/error.hpp"
#include "fastdec/core/types.hpp"

namespace fastdec {

struct AnnStats {
  std::uint64_t queries = 0;                // rows searched
  std::uint64_t distance_computations = 0;  // dist_cnt: distances and exact logits computed
  std::uint64_t candidates = 0;             // ids whose exact logit entered the softmax
  std::uint64_t bucket_entries = 0;         // WtaLsh: ids read from the W hash buckets

  double distances_per_query() const noexcept {
    return queries == 0 ? 0.0 : static_cast<double>(distance_computations) / static_cast<double>(queries);
  }
  double candidates_per_query() const noexcept {
    return queries == 0 ? 0.0 : static_cast<double>(candidates) / static_cast<double>(queries);
  }
};

// The stats() part of a layer's Workspace.
class AnnStatsWorkspace {
 public:
  const AnnStats& stats() const noexcept { return stats_; }
  void reset_stats() noexcept { stats_ = {}; }

 protected:
  AnnStats stats_;
};

// P@K = |approximate top-K ∩ exact top-K| / K over the first K entries of
// each (K = exact.size()); unused slots (no_token) never match.
inline double precision_at_k(std::span<const ScoredToken> approximate,
                             std::span<const ScoredToken> exact) {
  FASTDEC_REQUIRE(!exact.empty() && approximate.size() >= exact.size(),
                  "precision_at_k: K = ", exact.size(), " exact tokens need at least K approximate ",
                  "ones, got ", approximate.size(), ".");
  std::size_t hits = 0;
  for (std::size_t i = 0; i < exact.size(); ++i) {
    const TokenId token = approximate[i].token;
    if (token == no_token) continue;
    hits += static_cast<std::size_t>(std::any_of(exact.begin(), exact.end(), [&](const ScoredToken& e) {
      return e.token == token;
    }));
  }
  return static_cast<double>(hits) / static_cast<double>(exact.size());
}

}  // namespace fastdec
