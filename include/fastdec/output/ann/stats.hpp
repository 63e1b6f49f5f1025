// fastdec/output/ann/stats.hpp: the cost counters of the approximate output
// layers (Zhang et al. 2018, section 4: dist_cnt).
//
// AnnStats is kept in a layer's Workspace (one per thread) and counts, since
// the last reset, the rows searched, the vector kernels evaluated (graph
// distances and exact candidate logits: the paper's dist_cnt) and the
// candidates scored. P@K itself (precision_at_k) is in eval/precision.hpp.
#pragma once

#include <cstddef>
#include <cstdint>

namespace fastdec {

struct AnnStats {
  std::uint64_t queries = 0;                // rows searched
  std::uint64_t distance_computations = 0;  // dist_cnt: distances and exact logits computed
  std::uint64_t candidates = 0;             // ids whose exact logit entered the softmax
  std::uint64_t bucket_entries = 0;         // WtaLsh: ids read from the W hash buckets

  double distances_per_query() const noexcept {
    return queries == 0 ? 0.0
                        : static_cast<double>(distance_computations) / static_cast<double>(queries);
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

}  // namespace fastdec
