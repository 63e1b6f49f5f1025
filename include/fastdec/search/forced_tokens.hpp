// fastdec/search/forced_tokens.hpp: tokens the search does not choose: each
// sentence's target prefix (CTranslate2's target_prefix, Marian's
// --force-decode), a scored target and its EOS (score_batch), and EOS for a
// row the token controls left no other token (a hypothesis can always end;
// docs/beam-search.md, "When the controls leave nothing").
//
// A forced token's log-probability comes from its row's k best when it is
// there (the same bits as free decoding), else from the output layer's
// logprobs_of (a TokenScoringLayer); a layer that cannot score it is an error.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "fastdec/core/error.hpp"
#include "fastdec/core/matrix_view.hpp"
#include "fastdec/core/types.hpp"
#include "fastdec/output/concept.hpp"

namespace fastdec {

enum class Forcing {
  prefix,        // the given tokens start the translation, then the search goes on
  whole_target,  // the given tokens and EOS are the translation (scoring)
};

class ForcedTokens {
 public:
  void begin_batch(Forcing forcing, std::size_t sentences, TokenId eos) {
    forcing_ = forcing, eos_ = eos;
    tokens_.clear();
    first_.assign(sentences, 0), count_.assign(sentences, 0);
  }
  Forcing forcing() const noexcept { return forcing_; }
  bool searching() const noexcept { return forcing_ == Forcing::prefix; }

  // Sentence s's tokens, checked against the vocabulary and its length limit.
  void add(std::size_t s, Sentence tokens, std::size_t vocab_size, std::size_t max_length) {
    const char* what = searching() ? "BeamSearch::translate_batch: target prefix"
                                   : "BeamSearch::score_batch: target";
    for (const TokenId token : tokens) {
      FASTDEC_REQUIRE(token >= 0 && static_cast<std::size_t>(token) < vocab_size, what, " ", s,
                      " holds ", token, ", not a token of the output vocabulary (0..",
                      vocab_size - 1, ").");
      FASTDEC_REQUIRE(token != eos_, what, " ", s,
                      " holds the EOS token; give the tokens before it.");
    }
    FASTDEC_REQUIRE(!searching() || tokens.size() < max_length, what, " ", s, " has ",
                    tokens.size(), " tokens, not fewer than the sentence's length limit (",
                    max_length, " steps).");
    first_[s] = tokens_.size();
    tokens_.insert(tokens_.end(), tokens.begin(), tokens.end());
    if (!searching()) tokens_.push_back(eos_);
    count_[s] = tokens_.size() - first_[s];
  }

  // Forced tokens of sentence s (its prefix, or its target and EOS).
  std::size_t count(std::size_t s) const noexcept { return count_[s]; }

  void reserve(std::size_t rows) {
    row_token_.reserve(rows), unscored_.reserve(rows), row_logprob_.reserve(rows);
  }

  // Chooses each row's forced token: its sentence's next given token, or EOS
  // when `has_allowed(row)` finds no token the controls allow. `row_sentence`
  // and `row_length` describe the rows; without given tokens, rows are only
  // looked at when a control can leave one empty (`may_empty_rows`).
  template <OutputLayer Output, class RowLength, class HasAllowed>
  void choose(const Output& output, typename Output::Workspace& workspace, ConstMatrixView h,
              std::span<const std::uint32_t> row_sentence, TopKView scored, bool may_empty_rows,
              RowLength row_length, HasAllowed has_allowed) {
    forces_ = !tokens_.empty() || may_empty_rows;
    if (!forces_) return;
    const std::size_t rows = row_sentence.size();
    row_token_.assign(rows, no_token), unscored_.assign(rows, no_token);
    row_logprob_.resize(rows);
    bool outside_k_best = false;
    for (std::size_t r = 0; r < rows; ++r) {
      const std::size_t s = row_sentence[r], length = row_length(r);
      TokenId token = length < count_[s] ? tokens_[first_[s] + length] : no_token;
      if (token == no_token && !has_allowed(r)) token = eos_;
      if (token == no_token) continue;
      row_token_[r] = token;
      const auto row = scored.row(r);
      const auto found = std::find_if(row.begin(), row.end(),
                                      [&](const ScoredToken& item) { return item.token == token; });
      if (found != row.end())
        row_logprob_[r] = found->logprob;
      else
        unscored_[r] = token, outside_k_best = true;
    }
    if (!outside_k_best) return;
    if constexpr (TokenScoringLayer<Output>) {
      output.logprobs_of(workspace, h, row_sentence, unscored_, row_logprob_);
    } else {
      FASTDEC_REQUIRE(false,
                      "BeamSearch: a forced token (a prefix's, or EOS for a row the controls left "
                      "no other token) is not among the output layer's k best and this layer "
                      "cannot score other tokens (it is not a TokenScoringLayer).");
    }
  }

  // This step's forced token of row r (no_token: the search chooses), and its
  // log-probability.
  TokenId token_of_row(std::size_t r) const noexcept { return forces_ ? row_token_[r] : no_token; }
  float logprob_of_row(std::size_t r) const noexcept { return row_logprob_[r]; }

 private:
  Forcing forcing_ = Forcing::prefix;
  TokenId eos_ = no_token;
  std::vector<TokenId> tokens_;  // every sentence's forced tokens
  std::vector<std::size_t> first_, count_;
  bool forces_ = false;             // this step's row_token_ is set
  std::vector<TokenId> row_token_;  // [rows] each row's forced token, or no_token
  std::vector<TokenId> unscored_;   // [rows] those the layer's k best lack
  std::vector<float> row_logprob_;  // [rows]
};

}  // namespace fastdec
