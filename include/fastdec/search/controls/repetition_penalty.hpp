// fastdec/search/controls/repetition_penalty.hpp: a token the hypothesis
// already holds scores its log-probability times SearchOptions::
// repetition_penalty (CTRL, Keskar et al. 2019; CTranslate2's and Hugging
// Face's repetition_penalty).
//
// The penalty multiplies the row's log-probability, as Hugging Face's beam
// search applies it (after the log-softmax); CTranslate2 multiplies or
// divides the logit before its softmax instead, so its renormalized row
// differs (docs/beam-search.md, "Where fastdec's controls differ"). The
// penalized value is the token's log-probability in the hypothesis' score and
// in token_logprobs. Tokens of a target prefix count as held.
//
// Only penalties >= 1 are offered: they only lower scores, so asking the
// output layer for as many more tokens as the hypothesis holds distinct ones
// keeps the search exact with every layer (a penalty below 1 could lift a
// token from outside the layer's k best).
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "fastdec/core/error.hpp"
#include "fastdec/search/controls/token_control.hpp"

namespace fastdec {

class RepetitionPenalty : public TokenControl {
 public:
  RepetitionPenalty(const SearchOptions& options, std::size_t vocab_size)
      : penalty_(options.repetition_penalty) {
    FASTDEC_REQUIRE(std::isfinite(penalty_) && penalty_ >= 1.0f,
                    "SearchOptions::repetition_penalty = ", penalty_,
                    " must be finite and at least 1 (1: off).");
    if (penalty_ != 1.0f) seen_.assign(vocab_size, 0);
  }

  bool active(bool searching) const noexcept { return searching && penalty_ != 1.0f; }
  std::size_t bytes(const ControlShape& shape) const noexcept {
    return (shape.rows * shape.longest + shape.rows + 1) * sizeof(std::uint32_t);
  }
  void reserve(const ControlShape& shape) {
    held_.reserve(shape.rows * shape.longest), held_first_.reserve(shape.rows + 1);
  }
  // Each row's distinct tokens.
  void begin_step(const StepRows& rows) {
    held_.clear(), held_first_.clear();
    for (const std::uint32_t last : rows.last_node) {
      held_first_.push_back(static_cast<std::uint32_t>(held_.size()));
      ++stamp_;
      for (std::uint32_t node = last; node != no_node; node = rows.history[node].parent) {
        const auto token = static_cast<std::size_t>(rows.history[node].token);
        if (seen_[token] != stamp_)
          seen_[token] = stamp_, held_.push_back(rows.history[node].token);
      }
    }
    held_first_.push_back(static_cast<std::uint32_t>(held_.size()));
  }
  std::size_t removed_at_most(std::size_t row, std::size_t) const noexcept {
    return held_first_[row + 1] - held_first_[row];
  }
  std::size_t most_removed(std::size_t longest) const noexcept { return longest; }

  static constexpr bool adjusts = true;
  void adjust(std::size_t row, std::span<ScoredToken> best_first) const {
    const auto first = held_.begin() + static_cast<std::ptrdiff_t>(held_first_[row]);
    const auto last = held_.begin() + static_cast<std::ptrdiff_t>(held_first_[row + 1]);
    for (ScoredToken& item : best_first)
      if (item.token != no_token && std::find(first, last, item.token) != last)
        item.logprob *= penalty_;
  }

 private:
  float penalty_;
  std::vector<std::uint64_t> seen_;  // [vocab] the stamp of the row that last saw a token
  std::uint64_t stamp_ = 0;
  std::vector<TokenId> held_;              // this step's distinct tokens, by row
  std::vector<std::uint32_t> held_first_;  // [rows + 1]
};

}  // namespace fastdec
