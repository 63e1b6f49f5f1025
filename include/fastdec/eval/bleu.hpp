// fastdec/eval/bleu.hpp: corpus BLEU-4 (Papineni, Roukos, Ward & Zhu 2002,
// section 2), computed as multi-bleu.perl and sacreBLEU --tokenize none
// (--smooth-method none) compute it on text that is already tokenized:
//
//   p_n  = sum over sentences of clipped n-gram matches
//          / sum over sentences of candidate n-grams,        n = 1..4
//   BP   = 1 if c >= r, else exp(1 - r / c)   (c, r: corpus candidate and
//          reference lengths in tokens; 0 when c = 0, as sacreBLEU)
//   BLEU = BP * (p_1 p_2 p_3 p_4)^(1/4)
//
// A candidate n-gram's count is clipped to its count in the reference.
// Conventions: one reference per sentence; tokens compare exactly (no
// lowercasing, no normalization, no tokenizer of its own); no smoothing, so
// BLEU is 0 when any order has no match at all, including a corpus whose
// sentences are all shorter than four tokens. Counts are summed over the
// corpus before dividing: corpus BLEU is not the mean of sentence BLEUs.
// bleu() is in [0, 1]; multiply by 100 for the figure papers report.
//
// Tokens are anything totally ordered: TokenId ids (std::span<const TokenId>)
// or words (split_words() of a line, std::vector<std::string>). Lines split
// on ASCII whitespace, as multi-bleu.perl's `split` and Python's str.split()
// do on ASCII text.
//
// This is an evaluation helper: it allocates, and is not meant for the
// decoding loop. A BleuStatistics is a plain value; merge per-thread ones
// with +=.
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <concepts>
#include <cstddef>
#include <ranges>
#include <string_view>
#include <vector>

#include "fastdec/core/error.hpp"

namespace fastdec {

// A sentence as tokens.
template <class R>
concept TokenSequence = std::ranges::forward_range<const R> && std::ranges::sized_range<const R> &&
    std::totally_ordered<std::ranges::range_value_t<R>>;

// Lines of text, one sentence each.
template <class R>
concept LineRange = std::ranges::input_range<const R> && std::ranges::sized_range<const R> &&
    std::convertible_to<std::ranges::range_reference_t<const R>, std::string_view>;

namespace detail {

// Orders the n-grams (n tokens) starting at a and at b: <0, 0 or >0.
template <class ItA, class ItB>
int compare_ngrams(ItA a, ItB b, std::size_t n) {
  for (; n > 0; --n, ++a, ++b) {
    if (*a < *b) return -1;
    if (*b < *a) return 1;
  }
  return 0;
}

// Where the n-grams of the `length` tokens from `tokens` start, sorted so
// that equal n-grams are adjacent. Needs 1 <= n <= length.
template <class It>
std::vector<It> sorted_ngrams(It tokens, std::size_t length, std::size_t n) {
  std::vector<It> starts;
  starts.reserve(length + 1 - n);
  for (std::size_t k = 0; k < length + 1 - n; ++k, ++tokens) starts.push_back(tokens);
  std::ranges::sort(starts, [n](It a, It b) { return compare_ngrams(a, b, n) < 0; });
  return starts;
}

// Sum over distinct n-grams of min(count in candidate, count in reference):
// a merge of the two sorted lists that pairs equal n-grams one to one.
template <class ItC, class ItR>
std::size_t clipped_matches(const std::vector<ItC>& candidate, const std::vector<ItR>& reference,
                            std::size_t n) {
  std::size_t found = 0;
  auto c = candidate.begin();
  auto r = reference.begin();
  while (c != candidate.end() && r != reference.end()) {
    const int order = compare_ngrams(*c, *r, n);
    if (order <= 0) ++c;
    if (order >= 0) ++r;
    if (order == 0) ++found;
  }
  return found;
}

}  // namespace detail

struct BleuStatistics {
  static constexpr std::size_t max_order = 4;

  std::array<std::size_t, max_order> matches{};  // [n - 1]: clipped n-gram matches
  std::array<std::size_t, max_order> totals{};   // [n - 1]: candidate n-grams
  std::size_t candidate_length = 0;              // c, in tokens
  std::size_t reference_length = 0;              // r, in tokens

  // Adds one sentence: its candidate translation and its one reference.
  template <TokenSequence Candidate, TokenSequence Reference>
  requires std::totally_ordered_with<std::ranges::range_value_t<Candidate>,
                                     std::ranges::range_value_t<Reference>>
  void add(const Candidate& candidate, const Reference& reference) {
    const auto c = std::ranges::begin(candidate);
    const auto r = std::ranges::begin(reference);
    const auto c_length = static_cast<std::size_t>(std::ranges::size(candidate));
    const auto r_length = static_cast<std::size_t>(std::ranges::size(reference));
    candidate_length += c_length;
    reference_length += r_length;
    for (std::size_t n = 1; n <= max_order && n <= c_length; ++n) {
      totals[n - 1] += c_length + 1 - n;
      if (n > r_length) continue;
      matches[n - 1] += detail::clipped_matches(detail::sorted_ngrams(c, c_length, n),
                                                detail::sorted_ngrams(r, r_length, n), n);
    }
  }

  BleuStatistics& operator+=(const BleuStatistics& other) noexcept {
    for (std::size_t n = 0; n < max_order; ++n) {
      matches[n] += other.matches[n];
      totals[n] += other.totals[n];
    }
    candidate_length += other.candidate_length;
    reference_length += other.reference_length;
    return *this;
  }

  bool operator==(const BleuStatistics&) const = default;

  // p_n for n in 1..4; 0 when the candidates have no n-gram.
  double precision(int n) const {
    FASTDEC_REQUIRE(n >= 1 && static_cast<std::size_t>(n) <= max_order,
                    "BleuStatistics::precision: the n-gram order must be between 1 and ", max_order,
                    ", got ", n, ".");
    const auto order = static_cast<std::size_t>(n - 1);
    const std::size_t total = totals[order];
    return total == 0 ? 0.0 : static_cast<double>(matches[order]) / static_cast<double>(total);
  }

  double brevity_penalty() const noexcept {
    if (candidate_length >= reference_length) return 1.0;
    if (candidate_length == 0) return 0.0;
    return std::exp(1.0 -
                    static_cast<double>(reference_length) / static_cast<double>(candidate_length));
  }

  double bleu() const noexcept {
    double log_precisions = 0.0;
    for (std::size_t n = 0; n < max_order; ++n) {
      if (matches[n] == 0) return 0.0;
      log_precisions += std::log(static_cast<double>(matches[n]) / static_cast<double>(totals[n]));
    }
    return brevity_penalty() * std::exp(log_precisions / static_cast<double>(max_order));
  }
};

// The words of `line`, split on ASCII whitespace (space, \t, \n, \v, \f,
// \r); runs of it and leading or trailing whitespace give no empty words.
// The views point into `line`, which must outlive them.
inline std::vector<std::string_view> split_words(std::string_view line) {
  constexpr std::string_view whitespace = " \t\n\v\f\r";
  std::vector<std::string_view> words;
  std::size_t start = line.find_first_not_of(whitespace);
  while (start != std::string_view::npos) {
    const std::size_t end = std::min(line.find_first_of(whitespace, start), line.size());
    words.push_back(line.substr(start, end - start));
    start = line.find_first_not_of(whitespace, end);
  }
  return words;
}

// Corpus statistics of tokenized lines, candidates[i] scored against
// references[i]; call bleu() on the result for the score. Throws
// fastdec::error when the two counts differ.
template <LineRange Candidates, LineRange References>
BleuStatistics corpus_bleu(const Candidates& candidates, const References& references) {
  const auto candidate_count = static_cast<std::size_t>(std::ranges::size(candidates));
  const auto reference_count = static_cast<std::size_t>(std::ranges::size(references));
  FASTDEC_REQUIRE(candidate_count == reference_count, "corpus_bleu: got ", candidate_count,
                  " candidate lines but ", reference_count,
                  " reference lines; each candidate needs exactly one reference.");
  BleuStatistics statistics;
  auto reference = std::ranges::begin(references);
  for (const auto& candidate : candidates) {
    statistics.add(split_words(candidate), split_words(*reference));
    ++reference;
  }
  return statistics;
}

}  // namespace fastdec
