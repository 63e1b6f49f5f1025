// fastdec/search/result.hpp: what a beam search returns for a batch.
//
// All spans point into storage the search owns and reuses: they stay valid
// until the next translate call on the same BeamSearch.
#pragma once

#include <cassert>
#include <cstddef>
#include <span>
#include <vector>

#include "fastdec/core/types.hpp"

namespace fastdec {

namespace detail {
struct SearchResultAccess;
}

struct Hypothesis {
  std::span<const TokenId> tokens;        // generated tokens, EOS last when `finished`
  std::span<const float> token_logprobs;  // one per token
  float score = 0.0f;                     // sum of token_logprobs
  float normalized_score = 0.0f;          // what the n-best list is ordered by
  bool finished = false;                  // ended with EOS (false: hit the length limit)
};

// Per sentence, the columns of Freitag & Al-Onaizan's tables.
struct SentenceStatistics {
  std::size_t steps = 0;     // decoder steps the sentence took part in
  std::size_t expanded = 0;  // total fan-out: hypotheses expanded over all steps
  double average_fan_out() const noexcept {
    return steps == 0 ? 0.0 : static_cast<double>(expanded) / static_cast<double>(steps);
  }
};

class SearchResult {
 public:
  std::size_t size() const noexcept { return sentences_.size(); }

  // The sentence's hypotheses, best first (at most SearchOptions::n_best).
  std::span<const Hypothesis> nbest(std::size_t sentence) const {
    assert(sentence < sentences_.size());
    const Range& range = sentences_[sentence].hypotheses;
    return std::span<const Hypothesis>(hypotheses_).subspan(range.first, range.count);
  }
  const Hypothesis& best(std::size_t sentence) const { return nbest(sentence).front(); }
  const SentenceStatistics& statistics(std::size_t sentence) const {
    assert(sentence < sentences_.size());
    return sentences_[sentence].statistics;
  }

 private:
  friend struct detail::SearchResultAccess;  // the search fills it

  struct Range {
    std::size_t first = 0;
    std::size_t count = 0;
  };
  struct Sentence {
    Range hypotheses;
    SentenceStatistics statistics;
  };

  std::vector<Sentence> sentences_;
  std::vector<Hypothesis> hypotheses_;
  std::vector<TokenId> tokens_;
  std::vector<float> token_logprobs_;
};

}  // namespace fastdec
