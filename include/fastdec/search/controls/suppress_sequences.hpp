// fastdec/search/controls/suppress_sequences.hpp: token sequences never
// generated (SearchOptions::suppress_sequences, CTranslate2's
// suppress_sequences).
//
// A sequence's last token is removed from a row whose hypothesis ends with
// the tokens before it (prefix tokens included), so the hypothesis never
// holds the sequence; a one-token sequence is a banned token. As with banned
// tokens, removal follows the output layer's normalization. EOS may not
// appear in a sequence (min_length is the control for that).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "fastdec/core/error.hpp"
#include "fastdec/core/limits.hpp"
#include "fastdec/search/controls/token_control.hpp"

namespace fastdec {

class SuppressSequences : public TokenControl {
 public:
  SuppressSequences(const SearchOptions& options, std::size_t vocab_size) {
    for (std::size_t i = 0; i < options.suppress_sequences.size(); ++i) {
      const std::vector<TokenId>& sequence = options.suppress_sequences[i];
      FASTDEC_REQUIRE(!sequence.empty() && sequence.size() <= max_target_length_limit,
                      "SearchOptions::suppress_sequences[", i, "] has ", sequence.size(),
                      " tokens; give 1 to max_target_length_limit (", max_target_length_limit,
                      ").");
      for (const TokenId token : sequence) {
        FASTDEC_REQUIRE(token >= 0 && static_cast<std::size_t>(token) < vocab_size,
                        "SearchOptions::suppress_sequences[", i, "] holds ", token,
                        ", not a token of the output vocabulary (0..", vocab_size - 1, ").");
        FASTDEC_REQUIRE(token != options.eos_token, "SearchOptions::suppress_sequences[", i,
                        "] holds the EOS token; set min_length to keep hypotheses from ending.");
      }
      if (sequence.size() == 1) {
        if (single_.empty()) single_.assign(vocab_size, 0);
        single_count_ += single_[static_cast<std::size_t>(sequence[0])] == 0;
        single_[static_cast<std::size_t>(sequence[0])] = 1;
      } else {
        longer_.push_back(sequence);
      }
    }
  }

  bool active(bool searching) const noexcept {
    return searching && (single_count_ > 0 || !longer_.empty());
  }
  std::size_t bytes(const ControlShape& shape) const noexcept {
    return (shape.rows * longer_.size() + shape.rows + 1) * sizeof(std::uint32_t);
  }
  void reserve(const ControlShape& shape) {
    blocked_.reserve(shape.rows * longer_.size()), blocked_first_.reserve(shape.rows + 1);
  }
  // Each row's tokens that would complete a sequence.
  void begin_step(const StepRows& rows) {
    blocked_.clear(), blocked_first_.clear();
    for (const std::uint32_t last : rows.last_node) {
      blocked_first_.push_back(static_cast<std::uint32_t>(blocked_.size()));
      for (const std::vector<TokenId>& sequence : longer_)
        if (ends_with_all_but_last(rows.history, last, sequence))
          blocked_.push_back(sequence.back());
    }
    blocked_first_.push_back(static_cast<std::uint32_t>(blocked_.size()));
  }
  std::size_t removed_at_most(std::size_t row, std::size_t) const noexcept {
    return single_count_ + blocked_first_[row + 1] - blocked_first_[row];
  }
  std::size_t most_removed(std::size_t) const noexcept { return single_count_ + longer_.size(); }
  bool may_empty_rows() const noexcept { return true; }
  bool allowed(std::size_t row, std::size_t, TokenId token) const noexcept {
    if (!single_.empty() && single_[static_cast<std::size_t>(token)]) return false;
    for (std::uint32_t i = blocked_first_[row]; i < blocked_first_[row + 1]; ++i)
      if (blocked_[i] == token) return false;
    return true;
  }

 private:
  static bool ends_with_all_but_last(const HypothesisHistory& history, std::uint32_t node,
                                     const std::vector<TokenId>& sequence) {
    for (std::size_t i = sequence.size() - 1; i-- > 0; node = history[node].parent)
      if (node == no_node || history[node].token != sequence[i]) return false;
    return true;
  }

  std::vector<unsigned char> single_;  // [vocab] when a one-token sequence is given
  std::size_t single_count_ = 0;
  std::vector<std::vector<TokenId>> longer_;  // sequences of two tokens or more
  std::vector<TokenId> blocked_;              // this step's blocked tokens, by row
  std::vector<std::uint32_t> blocked_first_;  // [rows + 1]
};

}  // namespace fastdec
