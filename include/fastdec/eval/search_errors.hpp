// fastdec/eval/search_errors.hpp: the search errors pruning introduces,
// measured as Freitag & Al-Onaizan (2017, section 5) do: decode the same
// sentences with and without pruning and count how often the best hypothesis
// changes ("5% of the sentences change due to search errors for beam size 5").
//
// A changed sentence is a search error of the pruned search when its best
// hypothesis ranks below the reference's by the criterion both searches
// maximize (Hypothesis::normalized_score, equal to the model's log-probability
// with LengthNormalization::none). Beam search is not exact, so pruning can
// also find a better hypothesis; those are counted apart.
//
// This is an evaluation helper: it is not allocation-free and not meant for
// the decoding loop. The two searches must be distinct objects; each is used
// from this thread only.
#pragma once

#include <algorithm>
#include <concepts>
#include <cstddef>
#include <span>

#include "fastdec/core/error.hpp"
#include "fastdec/core/types.hpp"
#include "fastdec/search/result.hpp"

namespace fastdec {

// Anything that decodes a batch like BeamSearch does.
template <class S>
concept BatchTranslator = requires(S& search, std::span<const Sentence> batch) {
  { search.translate_batch(batch) } -> std::same_as<const SearchResult&>;
};

struct SearchErrors {
  std::size_t sentences = 0;
  std::size_t changed = 0;  // best hypothesis (its tokens) differs from the reference's
  std::size_t worse = 0;    // changed, and its normalized score is lower: a search error
  std::size_t better = 0;   // changed, and its normalized score is higher
  FanOutSummary pruned;     // fan-out of the search under test
  FanOutSummary reference;  // fan-out of the reference search

  // Counts one sentence from the best hypothesis of each search: its tokens
  // and the score both searches maximize.
  void add(std::span<const TokenId> pruned_tokens, float pruned_score,
           std::span<const TokenId> reference_tokens, float reference_score) noexcept {
    ++sentences;
    if (std::ranges::equal(pruned_tokens, reference_tokens)) return;
    ++changed;
    if (pruned_score < reference_score) ++worse;
    if (pruned_score > reference_score) ++better;
  }

  double changed_fraction() const noexcept {
    return sentences == 0 ? 0.0 : static_cast<double>(changed) / static_cast<double>(sentences);
  }
};

// Decodes `sources` with both searches, `batch_size` sentences at a time.
template <BatchTranslator Pruned, BatchTranslator Reference>
SearchErrors count_search_errors(Pruned& pruned, Reference& reference,
                                 std::span<const Sentence> sources, std::size_t batch_size = 1) {
  FASTDEC_REQUIRE(batch_size >= 1, "count_search_errors: batch_size must be at least 1, got 0.");
  FASTDEC_REQUIRE(static_cast<const void*>(&pruned) != static_cast<const void*>(&reference),
                  "count_search_errors: the pruned and the reference search are the same object; "
                  "its second decode would overwrite the first one's results.");
  SearchErrors errors;
  for (std::size_t first = 0; first < sources.size(); first += batch_size) {
    const std::span<const Sentence> batch =
        sources.subspan(first, std::min(batch_size, sources.size() - first));
    const SearchResult& ours = pruned.translate_batch(batch);
    const SearchResult& theirs = reference.translate_batch(batch);
    for (std::size_t s = 0; s < batch.size(); ++s) {
      errors.pruned.add(ours.statistics(s));
      errors.reference.add(theirs.statistics(s));
      const Hypothesis& a = ours.best(s);
      const Hypothesis& b = theirs.best(s);
      errors.add(a.tokens, a.normalized_score, b.tokens, b.normalized_score);
    }
  }
  return errors;
}

}  // namespace fastdec
