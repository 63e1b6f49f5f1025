// fastdec/search/controls/banned_tokens.hpp: tokens never generated
// (SearchOptions::banned_tokens, and unk_token with ban_unk: CTranslate2's
// suppress_sequences of single tokens and disable_unk, Marian's default ban
// of <unk>).
//
// A banned token is removed after the output layer normalized its row: the
// log-probabilities a hypothesis reports stay the model's. validate()
// (search/options.hpp) checks the ids; a banned list that with min_length
// leaves no token at the first step is an error here.
#pragma once

#include <algorithm>
#include <cstddef>
#include <vector>

#include "fastdec/core/error.hpp"
#include "fastdec/search/controls/token_control.hpp"

namespace fastdec {

class BannedTokens : public TokenControl {
 public:
  BannedTokens(const SearchOptions& options, std::size_t vocab_size) {
    std::vector<TokenId> banned = options.banned_tokens;
    if (options.ban_unk) banned.push_back(options.unk_token);
    if (banned.empty()) return;
    banned_.assign(vocab_size, 0);
    for (const TokenId token : banned) banned_[static_cast<std::size_t>(token)] = 1;
    count_ = static_cast<std::size_t>(std::count(banned_.begin(), banned_.end(), 1));
    FASTDEC_REQUIRE(options.min_length == 0 || count_ + 1 < vocab_size,
                    "SearchOptions: every token but EOS is banned and min_length = ",
                    options.min_length, " keeps EOS out, so no hypothesis could begin.");
  }

  // Also while scoring a target: the output layer is then asked for as many
  // tokens as when decoding, so a forced token's log-probability comes from
  // the same k best.
  bool active(bool /*searching*/) const noexcept { return count_ > 0; }
  std::size_t removed_at_most(std::size_t, std::size_t) const noexcept { return count_; }
  std::size_t most_removed(std::size_t) const noexcept { return count_; }
  bool may_empty_rows() const noexcept { return true; }
  bool allowed(std::size_t, std::size_t, TokenId token) const noexcept {
    return !banned_[static_cast<std::size_t>(token)];
  }

 private:
  std::vector<unsigned char> banned_;  // [vocab] when any token is banned
  std::size_t count_ = 0;
};

}  // namespace fastdec
