// tests/support/shortlist_reference.hpp: brute-force references for the
// shortlist layers, and random lexicons to build them from.
#pragma once

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <set>
#include <span>
#include <vector>

#include "fastdec/core/types.hpp"
#include "fastdec/output/concept.hpp"
#include "fastdec/output/lexicon.hpp"
#include "fastdec/output/output_weights.hpp"

namespace fastdec::testing {

struct ReferenceItem {
  TokenId token;
  double logit;    // biased logit, double precision
  double logprob;  // normalized over the vocabulary searched
};

// Full softmax over all of W, restricted to `words`, renormalized over them,
// ranked by logit then lower id: what a shortlist layer must return.
inline std::vector<ReferenceItem> restricted_topk(const OutputWeights& weights,
                                                  std::span<const float> h,
                                                  std::span<const TokenId> words, std::size_t k) {
  std::vector<ReferenceItem> all;
  double max = -INFINITY;
  for (TokenId id : words) {
    const auto row = weights.weights().row(static_cast<std::size_t>(id));
    double logit = weights.bias()[static_cast<std::size_t>(id)];
    for (std::size_t c = 0; c < h.size(); ++c) logit += static_cast<double>(row[c]) * h[c];
    all.push_back({id, logit, 0.0});
    max = std::max(max, logit);
  }
  double sum = 0;
  for (const ReferenceItem& item : all) sum += std::exp(item.logit - max);
  for (ReferenceItem& item : all) item.logprob = item.logit - max - std::log(sum);
  std::sort(all.begin(), all.end(), [](const ReferenceItem& a, const ReferenceItem& b) {
    return a.logit > b.logit || (a.logit == b.logit && a.token < b.token);
  });
  if (all.size() > k) all.resize(k);
  return all;
}

// One row of a layer's output against the reference: the same tokens in the
// same order (a swap is allowed only between logits equal to within float
// rounding), log-probabilities within 1e-4, and {no_token, -inf} past the end
// of the vocabulary.
inline void check_row(std::span<const ScoredToken> row, const std::vector<ReferenceItem>& expected,
                      const OutputWeights& weights, std::span<const float> h) {
  REQUIRE(row.size() >= expected.size());
  for (std::size_t j = 0; j < expected.size(); ++j) {
    INFO("rank " << j << " expected token " << expected[j].token << " got " << row[j].token);
    if (row[j].token != expected[j].token) {
      const auto got = restricted_topk(weights, h, std::span<const TokenId>(&row[j].token, 1), 1);
      REQUIRE(std::abs(got[0].logit - expected[j].logit) <= 1e-5);
    }
    REQUIRE(std::abs(static_cast<double>(row[j].logprob) - expected[j].logprob) <= 1e-4);
  }
  for (std::size_t j = expected.size(); j < row.size(); ++j) {
    REQUIRE(row[j].token == no_token);
    REQUIRE(row[j].logprob == -std::numeric_limits<float>::infinity());
  }
}

// Each source word gets 0..max_entries random distinct targets with random
// probabilities; about one in eight source words gets none.
inline Lexicon random_lexicon(std::size_t source_size, std::size_t target_size,
                              std::size_t max_entries, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<TokenId> target(0, static_cast<TokenId>(target_size) - 1);
  std::uniform_int_distribution<std::size_t> count(0, max_entries);
  std::uniform_real_distribution<float> probability(0.0f, 1.0f);
  std::vector<LexiconEntry> entries;
  for (std::size_t f = 0; f < source_size; ++f) {
    if (rng() % 8 == 0) continue;
    std::set<TokenId> chosen;
    const std::size_t n = std::min(count(rng), target_size);
    while (chosen.size() < n) chosen.insert(target(rng));
    for (TokenId e : chosen) entries.push_back({static_cast<TokenId>(f), e, probability(rng)});
  }
  return Lexicon(source_size, target_size, entries);
}

// What AlignmentShortlist's vocabulary for `sources` must be, computed the
// slow way: each word's first M translations, plus `always`.
inline std::vector<TokenId> expected_vocabulary(const Lexicon& lexicon,
                                                std::span<const Sentence> sources, std::size_t m,
                                                std::vector<TokenId> always) {
  std::set<TokenId> words(always.begin(), always.end());
  for (Sentence source : sources)
    for (TokenId f : source) {
      const auto translations = lexicon.translations(f);
      for (std::size_t i = 0; i < std::min(m, translations.size()); ++i)
        words.insert(translations[i].target);
    }
  return {words.begin(), words.end()};
}

// The log-probability of `token` over `words` (ascending), with `token`
// added when it is not one of them, in double from the fp32 weights: what a
// TokenScoringLayer over a candidate set must return for it.
inline double logprob_over_words_and(const OutputWeights& weights, std::span<const float> h,
                                     std::span<const TokenId> words, TokenId token) {
  std::vector<TokenId> normalized_over(words.begin(), words.end());
  if (!std::binary_search(words.begin(), words.end(), token)) normalized_over.push_back(token);
  const auto all = restricted_topk(weights, h, normalized_over, normalized_over.size());
  for (const ReferenceItem& item : all)
    if (item.token == token) return item.logprob;
  FAIL("token " << token << " is missing from its own reference");
  return 0.0;
}

// layer.logprobs_of on h [rows, hidden] with out filled with `untouched` first.
template <class Layer>
std::vector<float> run_logprobs_of(const Layer& layer, typename Layer::Workspace& workspace,
                                   std::span<const float> h, std::span<const TokenId> tokens,
                                   std::span<const std::uint32_t> row_sentence = {},
                                   float untouched = 0.0f) {
  std::vector<float> out(tokens.size(), untouched);
  layer.logprobs_of(workspace, ConstMatrixView(h.data(), tokens.size(), layer.hidden_size()),
                    row_sentence, tokens, out);
  return out;
}

inline std::vector<float> random_rows(std::size_t rows, std::size_t hidden, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> uniform(-1.0f, 1.0f);
  std::vector<float> h(rows * hidden);
  for (float& v : h) v = uniform(rng);
  return h;
}

}  // namespace fastdec::testing
