// fastdec/search/candidate.hpp: one extension of a live hypothesis, as the
// beam search's selection and pruning steps see it.
#pragma once

#include <cstdint>

#include "fastdec/core/types.hpp"

namespace fastdec {

struct Candidate {
  float score;           // log-probability of the whole extended hypothesis
  float token_logprob;   // log-probability of its last token alone
  std::uint32_t parent;  // rank of the parent in its sentence's beam (0 = best)
  TokenId token;         // the last token
};

// Selection order: higher score first; ties by parent rank, then token id. Only
// sentence-local quantities take part, so the order never depends on the batch.
constexpr bool selected_before(const Candidate& a, const Candidate& b) noexcept {
  if (a.score != b.score) return a.score > b.score;
  if (a.parent != b.parent) return a.parent < b.parent;
  return a.token < b.token;
}

}  // namespace fastdec
