// FrequencyShortlist through the OutputLayer concept against the full softmax
// restricted to its words, and the word-type coverage metric.
#include <catch2/catch.hpp>

#include <numeric>
#include <vector>

#include "fastdec/eval/coverage.hpp"
#include "fastdec/gemm/eigen_gemm.hpp"
#include "fastdec/output/frequency_shortlist.hpp"
#include "support/prefix_model.hpp"
#include "support/shortlist_reference.hpp"

// Each test file in its own namespace: the files of a folder are compiled
// as one translation unit (tests/CMakeLists.txt).
namespace fastdec_test_frequency_shortlist {

using namespace fastdec;
using testing::check_row;
using testing::restricted_topk;

// The layer's default backend (EigenGemm) satisfies the contract the search relies on.
static_assert(OutputLayer<FrequencyShortlist<>>);

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
