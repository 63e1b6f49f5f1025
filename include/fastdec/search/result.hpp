// fastdec/search/result.hpp: what a beam search returns for a batch, and the
// fan-out statistics of Freitag & Al-Onaizan (2017, section 5, tables 1-2).
//
// All spans point into storage the search owns and reuses: they stay valid
// until the next translate call on the same BeamSearch. A sentence index
// outside [0, size()) is a fastdec::error in every build.
#pragma once

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "fastdec/core/error.hpp"
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
  // One per token with an AligningModel (else empty): the source position its
  // attention weighed most when it chose the token.
  std::span<const std::uint32_t> alignment;
};

// Per sentence, the columns of Freitag & Al-Onaizan's tables. The fan-out of
// a step is the number of hypotheses it expands (rows given to the model).
struct SentenceStatistics {
  std::size_t steps = 0;     // decoder steps the sentence took part in
  std::size_t expanded = 0;  // total fan-out: hypotheses expanded over all steps
  double average_fan_out() const noexcept {
    return steps == 0 ? 0.0 : static_cast<double>(expanded) / static_cast<double>(steps);
  }
};

// What BeamSearch records beyond SentenceStatistics, chosen at compile time
// so that recording costs nothing when it is off.
struct SentenceTotals {};  // SentenceStatistics only (the default)
struct FanOutPerStep {};   // also SearchResult::fan_out: every step's fan-out

template <class S>
concept SearchStatistics = std::same_as<S, SentenceTotals> || std::same_as<S, FanOutPerStep>;

// Fan-out over many sentences: the tables' "avg fan out per sent" is
// average_fan_out() (hypotheses expanded per step, over all steps), "tot fan
// out per sent" is total_fan_out_per_sentence().
struct FanOutSummary {
  std::size_t sentences = 0;
  std::size_t steps = 0;
  std::size_t expanded = 0;

  void add(const SentenceStatistics& sentence) noexcept {
    ++sentences, steps += sentence.steps, expanded += sentence.expanded;
  }
  double average_fan_out() const noexcept {
    return steps == 0 ? 0.0 : static_cast<double>(expanded) / static_cast<double>(steps);
  }
  double total_fan_out_per_sentence() const noexcept {
    return sentences == 0 ? 0.0 : static_cast<double>(expanded) / static_cast<double>(sentences);
  }
  double steps_per_sentence() const noexcept {
    return sentences == 0 ? 0.0 : static_cast<double>(steps) / static_cast<double>(sentences);
  }
};

class SearchResult {
 public:
  std::size_t size() const noexcept { return sentences_.size(); }

  // The sentence's hypotheses, best first (at most SearchOptions::n_best).
  std::span<const Hypothesis> nbest(std::size_t sentence) const {
    check_sentence("nbest", sentence);
    const Range& range = sentences_[sentence].hypotheses;
    return std::span<const Hypothesis>(hypotheses_).subspan(range.first, range.count);
  }
  // The best hypothesis (every sentence of a search has at least one).
  const Hypothesis& best(std::size_t sentence) const {
    const std::span<const Hypothesis> list = nbest(sentence);
    FASTDEC_REQUIRE(!list.empty(), "SearchResult::best: sentence ", sentence,
                    " has no hypothesis.");
    return list.front();
  }
  const SentenceStatistics& statistics(std::size_t sentence) const {
    check_sentence("statistics", sentence);
    return sentences_[sentence].statistics;
  }
  // The fan-out of each of the sentence's steps (statistics(s).steps values
  // summing to statistics(s).expanded); empty unless the search records
  // FanOutPerStep.
  std::span<const std::uint32_t> fan_out(std::size_t sentence) const {
    check_sentence("fan_out", sentence);
    const Range& range = sentences_[sentence].fan_out;
    return std::span<const std::uint32_t>(fan_out_).subspan(range.first, range.count);
  }

 private:
  friend struct detail::SearchResultAccess;  // the search fills it

  // A caller's index: checked in every build, not only by an assert.
  void check_sentence(const char* accessor, std::size_t sentence) const {
    FASTDEC_REQUIRE(sentence < sentences_.size(), "SearchResult::", accessor, ": sentence ",
                    sentence, " is out of range; the result has ", sentences_.size(),
                    " sentences.");
  }

  struct Range {
    std::size_t first = 0;
    std::size_t count = 0;
  };
  struct Sentence {
    Range hypotheses;
    Range fan_out;
    SentenceStatistics statistics;
  };

  std::vector<Sentence> sentences_;
  std::vector<Hypothesis> hypotheses_;
  std::vector<TokenId> tokens_;
  std::vector<float> token_logprobs_;
  std::vector<std::uint32_t> alignment_;
  std::vector<std::uint32_t> fan_out_;  // [sum over sentences of their step limit]
};

}  // namespace fastdec
