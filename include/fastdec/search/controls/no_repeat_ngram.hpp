// fastdec/search/controls/no_repeat_ngram.hpp: a hypothesis never holds the
// same n-gram twice (SearchOptions::no_repeat_ngram_size; CTranslate2,
// fairseq and Hugging Face's no_repeat_ngram_size).
//
// An NgramIndex (search/ngram_blocking.hpp) mirrors the search's history node
// for node; each step lists every row's blocked tokens once, so a candidate
// checks a short list.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "fastdec/search/controls/token_control.hpp"
#include "fastdec/search/ngram_blocking.hpp"

namespace fastdec {

class NoRepeatNgram : public TokenControl {
 public:
  NoRepeatNgram(const SearchOptions& options, std::size_t /*vocab_size*/)
      : n_(options.no_repeat_ngram_size) {}

  bool active(bool searching) const noexcept { return searching && n_ > 0; }
  std::size_t bytes(const ControlShape& shape) const noexcept {
    return shape.history * (detail::NgramIndex::bytes_per_node + sizeof(TokenId)) +
           (shape.rows + 1) * sizeof(std::uint32_t);
  }
  void reserve(const ControlShape& shape) {
    index_.reset(n_, shape.history);
    blocked_.reserve(shape.history);  // a row's blocked tokens are at most its length
    blocked_first_.reserve(shape.rows + 1);
  }
  void begin_step(const StepRows& rows) {
    blocked_.clear(), blocked_first_.clear();
    for (const std::uint32_t node : rows.last_node) {
      blocked_first_.push_back(static_cast<std::uint32_t>(blocked_.size()));
      if (node != no_node) index_.blocked_after(node, blocked_);
    }
    blocked_first_.push_back(static_cast<std::uint32_t>(blocked_.size()));
  }
  std::size_t removed_at_most(std::size_t row, std::size_t) const noexcept {
    return blocked_first_[row + 1] - blocked_first_[row];
  }
  std::size_t most_removed(std::size_t longest) const noexcept { return longest; }
  bool may_empty_rows() const noexcept { return true; }
  bool allowed(std::size_t row, std::size_t, TokenId token) const noexcept {
    const auto first = blocked_.begin() + static_cast<std::ptrdiff_t>(blocked_first_[row]);
    const auto last = blocked_.begin() + static_cast<std::ptrdiff_t>(blocked_first_[row + 1]);
    return std::find(first, last, token) == last;
  }
  void added(std::uint32_t parent, TokenId token) { index_.add(parent, token); }

 private:
  std::size_t n_;
  detail::NgramIndex index_;
  std::vector<TokenId> blocked_;              // this step's blocked tokens, by row
  std::vector<std::uint32_t> blocked_first_;  // [rows + 1]
};

}  // namespace fastdec
