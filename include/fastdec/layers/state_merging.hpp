// fastdec/layers/state_merging.hpp: merged recurrent states (Devlin 2017,
// section 4.5), tracked through hypothesis ancestry.
//
// At a decoder step, new row i continues row parents[i] of the previous step.
// Hypotheses that differ only in their last word share their parent, so they
// share h_{i-1}, and everything that depends on h_{i-1} alone (W_hh h_{i-1},
// the attention query, the attention context, the context's projections) is
// the same for them. DistinctParents lists each parent row once, in order of
// first use (sources()), and maps every new row to its entry (slot()); the
// model computes the h_{i-1}-only parts once per entry and reads them through
// slot(). Identity is decided from the parent indices the search passes, never
// by comparing float vectors, so it is exact and costs O(rows).
//
// With merging off, sources() is parents itself and slot(i) = i: the same
// code path with one entry per row, so merged and unmerged decodes differ
// only in which rows are computed, never in how (tested bit-equal).
//
// distinct_fraction(): the distinct rows over all rows, summed since
// construction or reset_counts(); Devlin measured about 70% at beam 6.
// Not thread-safe: one per decoder state. build() allocates nothing once
// reserve() has run.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>

#include "fastdec/core/aligned_buffer.hpp"
#include "fastdec/core/error.hpp"

namespace fastdec {

class DistinctParents {
 public:
  void reserve(std::size_t max_rows) {
    sources_.reserve(max_rows);
    slot_.reserve(max_rows);
    seen_.reserve(max_rows);
  }

  // parents: the previous-step row of each new row, each < previous_rows.
  void build(std::span<const std::uint32_t> parents, std::size_t previous_rows, bool merge) {
    FASTDEC_REQUIRE(parents.size() <= slot_.capacity() && previous_rows <= seen_.capacity(),
                    "DistinctParents: ", parents.size(), " rows after ", previous_rows,
                    " exceed the ", slot_.capacity(), " reserved.");
    count_ = 0;
    rows_ = parents.size();
    if (merge)
      for (std::size_t p = 0; p < previous_rows; ++p) seen_[p] = unseen;
    for (std::size_t i = 0; i < parents.size(); ++i) {
      const std::uint32_t parent = parents[i];
      FASTDEC_REQUIRE(parent < previous_rows, "DistinctParents: parent ", parent, " of row ", i,
                      " is not one of the ", previous_rows, " previous rows.");
      if (merge && seen_[parent] != unseen) {
        slot_[i] = seen_[parent];
        continue;
      }
      if (merge) seen_[parent] = static_cast<std::uint32_t>(count_);
      sources_[count_] = parent;
      slot_[i] = static_cast<std::uint32_t>(count_++);
    }
    total_rows_ += rows_;
    total_distinct_ += count_;
  }

  std::span<const std::uint32_t> sources() const noexcept { return {sources_.data(), count_}; }
  std::span<const std::uint32_t> slot() const noexcept { return {slot_.data(), rows_}; }
  std::size_t distinct() const noexcept { return count_; }

  double distinct_fraction() const noexcept {
    return total_rows_ == 0
               ? 1.0
               : static_cast<double>(total_distinct_) / static_cast<double>(total_rows_);
  }
  void reset_counts() noexcept { total_rows_ = total_distinct_ = 0; }

 private:
  static constexpr std::uint32_t unseen = 0xFFFFFFFFu;
  AlignedBuffer<std::uint32_t> sources_, slot_, seen_;
  std::size_t count_ = 0, rows_ = 0;
  std::size_t total_rows_ = 0, total_distinct_ = 0;
};

}  // namespace fastdec
