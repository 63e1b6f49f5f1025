// fastdec/search/finished_hypotheses.hpp: each sentence's finished
// hypotheses, and the n-best lists they become in a SearchResult.
//
// A sentence owns a run of slots, as many as its stopping rule lets it finish
// (Stopping::finished_at_most), reserved when the batch begins. The n-best
// order is the length-normalized score, then the raw score, then the
// finishing order, so it never depends on the batch.
#pragma once

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <span>
#include <vector>

#include "fastdec/core/types.hpp"
#include "fastdec/search/history.hpp"
#include "fastdec/search/options.hpp"
#include "fastdec/search/result.hpp"
#include "fastdec/search/stopping.hpp"
#include "fastdec/search/streaming.hpp"

namespace fastdec {

namespace detail {

// Writes SearchResult's private storage (only the search does).
struct SearchResultAccess {
  static auto& sentences(SearchResult& r) { return r.sentences_; }
  static auto& hypotheses(SearchResult& r) { return r.hypotheses_; }
  static auto& tokens(SearchResult& r) { return r.tokens_; }
  static auto& token_logprobs(SearchResult& r) { return r.token_logprobs_; }
  static auto& alignment(SearchResult& r) { return r.alignment_; }
  static auto& fan_out(SearchResult& r) { return r.fan_out_; }
};

}  // namespace detail

class FinishedHypotheses {
 public:
  struct Slot {
    std::uint32_t node;
    float score;
    float normalized;
    std::uint32_t order;  // finishing order within the sentence, the last tie-break
    bool ended_with_eos;
  };

  void begin_batch(std::size_t sentences) {
    lists_.assign(sentences, List{});
    slot_count_ = 0;
  }
  // Gives sentence s room for `slots` hypotheses; call for every sentence, in
  // order, before reserve().
  void add_sentence(std::size_t s, std::size_t slots) {
    lists_[s].first = slot_count_;
    slot_count_ += slots;
  }
  std::size_t slot_count() const noexcept { return slot_count_; }
  void reserve() { slots_.resize(slot_count_); }

  // Sentence s's hypothesis ending at `node` finishes with raw `score`.
  void add(std::size_t s, std::uint32_t node, float score, bool ended_with_eos,
           const HypothesisHistory& history, const SearchOptions& options,
           SentenceProgress& progress) {
    List& list = lists_[s];
    const float normalized = normalized_score(options, score, history.length(node));
    const std::size_t slot = list.first + list.count;
    assert(slot < slots_.size());
    slots_[slot] =
        Slot{node, score, normalized, static_cast<std::uint32_t>(list.count), ended_with_eos};
    ++list.count;
    progress.finished = list.count;
    progress.best_finished = std::max(progress.best_finished, score);
    if (list.best == no_slot || ranked_before(slots_[slot], slots_[list.best])) list.best = slot;
  }

  // Sentence s's best finished hypothesis so far, for streaming.
  TokenStream::Best best(std::size_t s) const noexcept {
    const List& list = lists_[s];
    if (list.best == no_slot) return {};
    return {slots_[list.best].node, slots_[list.best].normalized};
  }

  // Appends sentence s's n best to `result` (spelled out from `history`) and
  // points the result's sentence s at them.
  template <bool Aligns>
  void append_n_best(std::size_t s, std::size_t n_best, const HypothesisHistory& history,
                     SearchResult& result) {
    const List& list = lists_[s];
    const auto first = slots_.begin() + static_cast<std::ptrdiff_t>(list.first);
    const auto last = first + static_cast<std::ptrdiff_t>(list.count);
    const std::size_t n = std::min(n_best, list.count);
    std::partial_sort(first, first + static_cast<std::ptrdiff_t>(n), last, ranked_before);
    auto& hypotheses = detail::SearchResultAccess::hypotheses(result);
    detail::SearchResultAccess::sentences(result)[s].hypotheses = {hypotheses.size(), n};
    for (auto it = first; it != first + static_cast<std::ptrdiff_t>(n); ++it)
      hypotheses.push_back(spell_out<Aligns>(*it, history, result));
  }

 private:
  static constexpr std::size_t no_slot = std::numeric_limits<std::size_t>::max();

  struct List {
    std::size_t first = 0;  // its slots in slots_
    std::size_t count = 0;
    std::size_t best = no_slot;
  };

  static bool ranked_before(const Slot& a, const Slot& b) {
    if (a.normalized != b.normalized) return a.normalized > b.normalized;
    if (a.score != b.score) return a.score > b.score;
    return a.order < b.order;
  }

  // Follows the hypothesis's nodes back to its first token.
  template <bool Aligns>
  static Hypothesis spell_out(const Slot& finished, const HypothesisHistory& history,
                              SearchResult& result) {
    auto& tokens = detail::SearchResultAccess::tokens(result);
    auto& logprobs = detail::SearchResultAccess::token_logprobs(result);
    auto& alignment = detail::SearchResultAccess::alignment(result);
    const std::size_t length = history.length(finished.node);
    const std::size_t offset = tokens.size();
    assert(tokens.capacity() >=
           offset + length);  // reserved when the batch began: spans stay valid
    tokens.resize(offset + length), logprobs.resize(offset + length);
    if constexpr (Aligns) alignment.resize(offset + length);
    std::size_t position = offset + length;
    for (std::uint32_t node = finished.node; node != no_node; node = history[node].parent) {
      --position;
      tokens[position] = history[node].token;
      logprobs[position] = history[node].logprob;
      if constexpr (Aligns) alignment[position] = history.alignment(node);
    }
    Hypothesis hypothesis{std::span<const TokenId>(tokens).subspan(offset, length),
                          std::span<const float>(logprobs).subspan(offset, length),
                          finished.score,
                          finished.normalized,
                          finished.ended_with_eos,
                          {}};
    if constexpr (Aligns)
      hypothesis.alignment = std::span<const std::uint32_t>(alignment).subspan(offset, length);
    return hypothesis;
  }

  std::vector<List> lists_;  // [sentences]
  std::vector<Slot> slots_;
  std::size_t slot_count_ = 0;
};

}  // namespace fastdec
