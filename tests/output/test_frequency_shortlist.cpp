// FrequencyShortlist through the OutputLayer concept against the full softmax
// restricted to its words, its logprobs_of (TokenScoringLayer) against topk
// and a double reference, and the word-type coverage metric.
#include <catch2/catch.hpp>

#include <algorithm>
#include <limits>
#include <numeric>
#include <string>
#include <vector>

#include "fastdec/eval/coverage.hpp"
#include "fastdec/gemm/eigen_gemm.hpp"
#include "fastdec/gemm/int16_gemm.hpp"
#include "fastdec/gemm/int8_gemm.hpp"
#include "fastdec/gemm/packed_fp32_gemm.hpp"
#include "fastdec/output/frequency_shortlist.hpp"
#include "support/prefix_model.hpp"
#include "support/shortlist_reference.hpp"

// Each test file in its own namespace: the files of a folder are compiled
// as one translation unit (tests/CMakeLists.txt).
namespace fastdec_test_frequency_shortlist {

using namespace fastdec;
using testing::check_row;
using testing::logprob_over_words_and;
using testing::restricted_topk;
using testing::run_logprobs_of;

// The layer's default backend (EigenGemm) satisfies the contract the search
// relies on, and scores given tokens (target prefixes).
static_assert(OutputLayer<FrequencyShortlist<>>);
static_assert(TokenScoringLayer<FrequencyShortlist<>>);
static_assert(TokenScoringLayer<FrequencyShortlist<Int16Gemm>>);

namespace {

constexpr std::size_t vocab = 500, hidden = 16;
constexpr TokenId eos = 499;

std::vector<TokenId> to_vector(std::span<const TokenId> s) { return {s.begin(), s.end()}; }

void check_layer(const FrequencyShortlist<>& layer, const OutputWeights& weights, std::size_t rows,
                 std::size_t k, unsigned seed) {
  auto workspace = layer.make_workspace();
  layer.begin_batch(workspace, {}, rows);
  const auto h = testing::random_rows(rows, hidden, seed);
  std::vector<ScoredToken> out(rows * k);
  layer.topk(workspace, ConstMatrixView(h.data(), rows, hidden), k, TopKView(out.data(), rows, k));
  for (std::size_t r = 0; r < rows; ++r) {
    INFO("rows " << rows << " k " << k << " row " << r);
    const std::span<const float> h_row(&h[r * hidden], hidden);
    check_row(std::span<const ScoredToken>(&out[r * k], k),
              restricted_topk(weights, h_row, layer.vocabulary(), k), weights, h_row);
  }
}

}  // namespace

TEST_CASE("FrequencyShortlist on a frequency-ordered vocabulary: ids [0, C) plus always_include") {
  const OutputWeights weights = testing::random_output_weights(vocab, hidden, 3, 0.4f);
  for (std::size_t c : {1u, 7u, 120u, 500u}) {
    const FrequencyShortlist<> layer(weights, {.size = c, .always_include = {eos}});
    std::vector<TokenId> expected(c);
    std::iota(expected.begin(), expected.end(), TokenId{0});
    if (c < vocab) expected.push_back(eos);
    REQUIRE(to_vector(layer.vocabulary()) == expected);
    unsigned seed = 10;
    for (std::size_t rows : {1u, 6u})
      for (std::size_t k : {1u, 5u, 12u}) check_layer(layer, weights, rows, k, ++seed);
  }
}

TEST_CASE("FrequencyShortlist from counts keeps the C largest, ties to the lower id") {
  const OutputWeights weights = testing::random_output_weights(vocab, hidden, 4, 0.4f);
  std::vector<std::uint64_t> counts(vocab);
  for (std::size_t i = 0; i < vocab; ++i) counts[i] = (i * 7919) % 101;  // many ties
  const FrequencyShortlist<> layer(weights, {.size = 30, .counts = counts});
  const auto words = to_vector(layer.vocabulary());
  REQUIRE(words.size() == 30);
  REQUIRE(std::is_sorted(words.begin(), words.end()));
  // Every word kept outranks every word left out.
  for (TokenId kept : words)
    for (TokenId other = 0; other < static_cast<TokenId>(vocab); ++other) {
      if (std::binary_search(words.begin(), words.end(), other)) continue;
      const auto ck = counts[static_cast<std::size_t>(kept)];
      const auto co = counts[static_cast<std::size_t>(other)];
      REQUIRE((ck > co || (ck == co && kept < other)));
    }
  CHECK(words == most_frequent_words(counts, 30));
  check_layer(layer, weights, 6, 12, 40);
}

TEST_CASE("FrequencyShortlist pads k past its size with empty slots") {
  const OutputWeights weights = testing::random_output_weights(vocab, hidden, 5, 0.4f);
  const FrequencyShortlist<> layer(weights, {.size = 3});
  check_layer(layer, weights, 4, 9, 50);
}

TEST_CASE("FrequencyShortlist rejects bad options and calls") {
  const OutputWeights weights = testing::random_output_weights(20, 4, 6);
  REQUIRE_THROWS_WITH(FrequencyShortlist<>(weights, {.size = 0}),
                      Catch::Contains("size = 0 must be between 1 and the vocabulary size (20)"));
  REQUIRE_THROWS_WITH(FrequencyShortlist<>(weights, {.size = 21}), Catch::Contains("size = 21"));
  const std::vector<std::uint64_t> short_counts(19, 1);
  REQUIRE_THROWS_WITH(FrequencyShortlist<>(weights, {.size = 5, .counts = short_counts}),
                      Catch::Contains("counts has 19 entries but the vocabulary has 20"));
  REQUIRE_THROWS_WITH(FrequencyShortlist<>(weights, {.size = 5, .always_include = {-3}}),
                      Catch::Contains("token -3 is outside the output vocabulary (20 tokens)"));
  REQUIRE_THROWS_WITH(most_frequent_words(short_counts, 20),
                      Catch::Contains("the 20 most frequent"));
  const FrequencyShortlist<> layer(weights, {.size = 5});
  auto workspace = layer.make_workspace();
  std::vector<float> h(2 * 4, 0.1f);
  std::vector<ScoredToken> out(2 * 21);
  REQUIRE_THROWS_WITH(
      layer.topk(workspace, ConstMatrixView(h.data(), 2, 4), 21, TopKView(out.data(), 2, 21)),
      Catch::Contains("k = 21 is larger than the vocabulary (20 tokens)"));
  REQUIRE_THROWS_WITH(
      layer.topk(workspace, ConstMatrixView(h.data(), 2, 4), 3, TopKView(out.data(), 1, 3)),
      Catch::Contains("output is 1 x 3 but must be 2 x 3"));
}

namespace {

// Every word of the shortlist, on every row: logprobs_of gives the bits
// topk (k = the shortlist's size) gives.
template <Gemm G>
void check_shortlist_words_bit_for_bit() {
  const OutputWeights weights = testing::random_output_weights(vocab, hidden, 8, 0.4f);
  const FrequencyShortlist<G> layer(weights, {.size = 120, .always_include = {eos}});
  const std::size_t rows = 6, k = layer.vocabulary().size();
  auto workspace = layer.make_workspace();
  layer.begin_batch(workspace, {}, rows);
  const auto h = testing::random_rows(rows, hidden, 81);
  std::vector<ScoredToken> best(rows * k);
  layer.topk(workspace, ConstMatrixView(h.data(), rows, hidden), k, TopKView(best.data(), rows, k));
  std::vector<TokenId> tokens(rows);
  for (std::size_t rank = 0; rank < k; ++rank) {
    for (std::size_t r = 0; r < rows; ++r) tokens[r] = best[r * k + rank].token;
    const auto logprobs = run_logprobs_of(layer, workspace, h, tokens);
    for (std::size_t r = 0; r < rows; ++r) {
      INFO(G::name << " row " << r << " rank " << rank << " token " << tokens[r]);
      REQUIRE(logprobs[r] == best[r * k + rank].logprob);
    }
  }
}

// Tokens outside the shortlist, on every row: against the double reference
// over the shortlist and the token (within `tolerance`), and against topk
// of a shortlist that holds the token (the same logit, the normalizer
// summed in another order: within 1e-5).
template <Gemm G>
void check_tokens_outside_the_shortlist(double tolerance) {
  const OutputWeights weights = testing::random_output_weights(vocab, hidden, 9, 0.4f);
  const FrequencyShortlistOptions options{.size = 120, .always_include = {eos}};
  const FrequencyShortlist<G> layer(weights, options);
  const std::size_t rows = 5;
  auto workspace = layer.make_workspace();
  layer.begin_batch(workspace, {}, rows);
  const auto h = testing::random_rows(rows, hidden, 91);
  for (TokenId outside : {120, 121, 250, 377, 498}) {
    const std::vector<TokenId> tokens(rows, outside);
    const auto logprobs = run_logprobs_of(layer, workspace, h, tokens);
    FrequencyShortlistOptions with_token = options;
    with_token.always_include.push_back(outside);
    const FrequencyShortlist<G> larger(weights, with_token);
    auto larger_workspace = larger.make_workspace();
    larger.begin_batch(larger_workspace, {}, rows);
    const std::size_t k = larger.vocabulary().size();
    std::vector<ScoredToken> best(rows * k);
    larger.topk(larger_workspace, ConstMatrixView(h.data(), rows, hidden), k,
                TopKView(best.data(), rows, k));
    for (std::size_t r = 0; r < rows; ++r) {
      INFO(G::name << " row " << r << " token " << outside);
      const std::span<const float> h_row(&h[r * hidden], hidden);
      const double expected = logprob_over_words_and(weights, h_row, layer.vocabulary(), outside);
      CHECK(std::abs(logprobs[r] - expected) <= tolerance);
      const auto in_larger = std::find_if(&best[r * k], &best[r * k] + k,
                                          [&](const ScoredToken& t) { return t.token == outside; });
      REQUIRE(in_larger != &best[r * k] + k);
      CHECK(std::abs(logprobs[r] - in_larger->logprob) <= 1e-5f);
    }
  }
}

}  // namespace

TEST_CASE("FrequencyShortlist::logprobs_of of a shortlist word is topk's value, bit for bit") {
  check_shortlist_words_bit_for_bit<EigenGemm>();
  check_shortlist_words_bit_for_bit<Int16Gemm>();
  check_shortlist_words_bit_for_bit<PackedFp32Gemm>();
  check_shortlist_words_bit_for_bit<Int8Gemm>();
}

TEST_CASE(
    "FrequencyShortlist::logprobs_of offers a token outside the shortlist, normalized over the "
    "shortlist and the token") {
  // fp32 backends: float logits against double, 1e-5 (measured: 6e-7). The
  // integer backends' logits are off the fp32 ones by the quantization of h
  // and W (gemm/int16_gemm.hpp, int8_gemm.hpp), for the shortlist's words and
  // the token alike: Int16Gemm 1e-3 (measured: 1.5e-4), Int8Gemm 5e-2
  // (measured: 1.6e-2). The comparison with a shortlist that holds the token
  // is 1e-5 for every backend.
  check_tokens_outside_the_shortlist<EigenGemm>(1e-5);
  check_tokens_outside_the_shortlist<PackedFp32Gemm>(1e-5);
  check_tokens_outside_the_shortlist<Int16Gemm>(1e-3);
  check_tokens_outside_the_shortlist<Int8Gemm>(5e-2);
}

TEST_CASE("FrequencyShortlist::logprobs_of rejects bad arguments and skips rows without a token") {
  const OutputWeights weights = testing::random_output_weights(vocab, hidden, 10, 0.4f);
  const FrequencyShortlist<> layer(weights, {.size = 50});
  auto workspace = layer.make_workspace();
  layer.begin_batch(workspace, {}, 4);
  auto h = testing::random_rows(4, hidden, 101);
  const ConstMatrixView context(h.data(), 4, hidden);
  std::vector<float> out(4);
  const std::vector<TokenId> four{1, 2, 3, 4}, three{1, 2, 3};
  REQUIRE_THROWS_AS(layer.logprobs_of(workspace, context, {}, three, out), fastdec::error);
  REQUIRE_THROWS_WITH(layer.logprobs_of(workspace, context, {}, three, out),
                      Catch::Contains("3 tokens and 4 outputs for 4 rows"));
  REQUIRE_THROWS_WITH(
      layer.logprobs_of(workspace, context, {}, four, std::span<float>(out).first(2)),
      Catch::Contains("4 tokens and 2 outputs for 4 rows"));
  REQUIRE_THROWS_WITH(
      layer.logprobs_of(workspace, ConstMatrixView(h.data(), 2, 2 * hidden), {},
                        std::span<const TokenId>(four).first(2), std::span<float>(out).first(2)),
      Catch::Contains("32 columns but the output layer expects hidden size 16"));
  const std::vector<std::uint32_t> two_rows{0, 0};
  REQUIRE_THROWS_WITH(layer.logprobs_of(workspace, context, two_rows, four, out),
                      Catch::Contains("row_sentence has 2 entries for 4 rows"));
  for (TokenId bad : {TokenId{-2}, static_cast<TokenId>(vocab)}) {
    const std::vector<TokenId> tokens{1, bad, 3, 4};
    REQUIRE_THROWS_AS(layer.logprobs_of(workspace, context, {}, tokens, out), fastdec::error);
    REQUIRE_THROWS_WITH(layer.logprobs_of(workspace, context, {}, tokens, out),
                        Catch::Contains("token " + std::to_string(bad) +
                                        " of row 1 is outside the vocabulary (500 tokens)"));
  }

  // Rows 0 and 2 have no token: not even multiplied (their NaN would throw),
  // and their outputs keep what they held.
  const std::vector<TokenId> tokens{no_token, 7, no_token, 300};
  const auto expected = run_logprobs_of(layer, workspace, h, tokens, {}, 42.0f);
  h[0] = h[2 * hidden + 5] = std::numeric_limits<float>::quiet_NaN();
  const auto logprobs = run_logprobs_of(layer, workspace, h, tokens, {}, 42.0f);
  CHECK(logprobs[0] == 42.0f);
  CHECK(logprobs[2] == 42.0f);
  CHECK(logprobs[1] == expected[1]);
  CHECK(logprobs[3] == expected[3]);
  CHECK(logprobs[1] < 0.0f);
  CHECK(logprobs[3] < 0.0f);
}

TEST_CASE("TypeCoverage computes the paper's TC and the per-sentence variant") {
  TypeCoverage coverage;
  CHECK(coverage.type_coverage() == 1.0);
  // Sentence 1: vocabulary {1, 2, 3}, reference types {1, 2, 9}: 2 of 3 covered.
  const std::vector<TokenId> v1{3, 2, 1, 1}, r1{1, 2, 9, 2, 1};
  coverage.add(v1, r1);
  CHECK(coverage.types() == 3);
  CHECK(coverage.covered_types() == 2);
  CHECK(coverage.type_coverage() == Approx(2.0 / 3.0));
  // Sentence 2: vocabulary {9}, reference {2, 9}: 9 becomes covered here, 2 is
  // missed here but was covered in sentence 1.
  const std::vector<TokenId> v2{9}, r2{2, 9};
  coverage.add(v2, r2);
  CHECK(coverage.types() == 3);
  CHECK(coverage.covered_types() == 3);
  CHECK(coverage.type_coverage() == 1.0);
  // (sentence, type) pairs: {1, 2, 9} with 2 covered, {2, 9} with 1 covered.
  CHECK(coverage.sentence_type_coverage() == Approx(3.0 / 5.0));
  // A reference word past the model's vocabulary is a type nothing covers.
  const std::vector<TokenId> r3{100000};
  coverage.add(v1, r3);
  CHECK(coverage.type_coverage() == Approx(3.0 / 4.0));
  const std::vector<TokenId> negative{-1};
  REQUIRE_THROWS_WITH(coverage.add(v1, negative),
                      Catch::Contains("reference token -1 is negative"));
  REQUIRE_THROWS_WITH(coverage.add(negative, r1),
                      Catch::Contains("run-time vocabulary token -1 is negative"));
}

TEST_CASE("TypeCoverage of a frequency shortlist is the share of reference types among its ids") {
  const OutputWeights weights = testing::random_output_weights(vocab, hidden, 7, 0.4f);
  const FrequencyShortlist<> layer(weights, {.size = 100});
  TypeCoverage coverage;
  const std::vector<TokenId> r1{5, 150, 99, 100}, r2{5, 300};
  coverage.add(layer.vocabulary(), r1);
  coverage.add(layer.vocabulary(), r2);
  // Types {5, 99, 100, 150, 300}; ids below 100 are in the shortlist: {5, 99}.
  CHECK(coverage.type_coverage() == Approx(2.0 / 5.0));
}

}  // namespace fastdec_test_frequency_shortlist
