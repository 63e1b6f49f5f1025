// fastdec/search/pruning.hpp: the seam where beam pruning plugs into the search.
//
// After the search cuts a sentence's candidates to its beam (best first), a
// PruningPolicy may drop more of them (Freitag & Al-Onaizan 2017, section 3).
// `prune` moves the survivors to the front, keeping their order, and returns
// how many survive; it always keeps the best candidate. NoPruning keeps all.
#pragma once

#include <concepts>
#include <cstddef>
#include <span>

#include "fastdec/search/candidate.hpp"

namespace fastdec {

template <class P>
concept PruningPolicy = requires(const P& policy, std::span<Candidate> best_first) {
  { policy.prune(best_first) } -> std::same_as<std::size_t>;
};

struct NoPruning {
  std::size_t prune(std::span<Candidate> best_first) const noexcept { return best_first.size(); }
};

static_assert(PruningPolicy<NoPruning>);

}  // namespace fastdec
