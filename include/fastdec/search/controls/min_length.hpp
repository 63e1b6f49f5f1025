// fastdec/search/controls/min_length.hpp: EOS is unavailable until a
// hypothesis holds SearchOptions::min_length tokens, prefix tokens included
// (CTranslate2's min_decoding_length, fairseq's min_len). BeamSearch checks,
// when a batch begins, that min_length is below every sentence's length limit.
#pragma once

#include <cstddef>

#include "fastdec/search/controls/token_control.hpp"

namespace fastdec {

class MinLength : public TokenControl {
 public:
  MinLength(const SearchOptions& options, std::size_t /*vocab_size*/)
      : min_length_(options.min_length), eos_(options.eos_token) {}

  bool active(bool searching) const noexcept { return searching && min_length_ > 0; }
  std::size_t removed_at_most(std::size_t, std::size_t length) const noexcept {
    return length < min_length_ ? 1 : 0;
  }
  std::size_t most_removed(std::size_t) const noexcept { return 1; }
  bool may_empty_rows() const noexcept { return true; }
  bool allowed(std::size_t, std::size_t length, TokenId token) const noexcept {
    return token != eos_ || length >= min_length_;
  }

 private:
  std::size_t min_length_;
  TokenId eos_;
};

}  // namespace fastdec
