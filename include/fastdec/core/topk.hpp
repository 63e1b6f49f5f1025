// fastdec/core/topk.hpp: k-best selection for small k (a beam: 1..64).
//
// TopKAccumulator keeps the k best (token, score) pairs seen so far in a
// caller-provided array, best first, ties broken by lower token id (see
// ranks_before), so the result does not depend on the order values arrive in.
// Insertion sort is the right tool here: for k <= 64 it beats a heap, and
// after the first few hundred values almost every candidate is rejected by the
// single compare against threshold().
#pragma once

#include <cassert>
#include <cstddef>
#include <limits>
#include <span>

#include "fastdec/core/types.hpp"

namespace fastdec {

class TopKAccumulator {
 public:
  // `storage.size()` is k; the accumulator never allocates.
  explicit TopKAccumulator(std::span<ScoredToken> storage) noexcept : items_(storage) {}

  std::size_t k() const noexcept { return items_.size(); }
  std::size_t size() const noexcept { return size_; }
  bool full() const noexcept { return size_ == items_.size(); }

  // Scores strictly below threshold() can never enter; scores equal to it may
  // (a lower id wins a tie). -inf until k values have been seen.
  float threshold() const noexcept {
    return full() ? items_[size_ - 1].logprob : -std::numeric_limits<float>::infinity();
  }

  void push(TokenId token, float score) noexcept {
    const ScoredToken candidate{token, score};
    if (full()) {
      if (items_.empty() || !ranks_before(candidate, items_[size_ - 1])) return;
      --size_;  // the worst one falls out
    }
    std::size_t slot = size_;
    while (slot > 0 && ranks_before(candidate, items_[slot - 1])) {
      items_[slot] = items_[slot - 1];
      --slot;
    }
    items_[slot] = candidate;
    ++size_;
  }

  // The kept items, best first.
  std::span<const ScoredToken> items() const noexcept { return items_.first(size_); }
  std::span<ScoredToken> items() noexcept { return items_.first(size_); }

 private:
  std::span<ScoredToken> items_;
  std::size_t size_ = 0;
};

}  // namespace fastdec
