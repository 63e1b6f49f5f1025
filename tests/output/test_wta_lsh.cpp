// WtaLsh against a brute-force re-count of its own hash codes and against
// the exact softmax: candidate selection, exactness at C >= V, errors;
// logprobs_of (TokenScoringLayer) against topk and a double reference.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "fastdec/arch/isa.hpp"
#include "fastdec/eval/precision.hpp"
#include "fastdec/output/wta_lsh.hpp"
#include "support/layer_checks.hpp"
#include "support/prefix_model.hpp"
#include "support/reference.hpp"
#include "support/shortlist_reference.hpp"
#include "testing/vocab_data.hpp"

// Each test file in its own namespace: the files of a folder are compiled
// as one translation unit (tests/CMakeLists.txt).
namespace fastdec_test_wta_lsh {

using namespace fastdec;

namespace {

std::vector<std::uint64_t> keys_of(const WtaLsh& layer, std::span<const float> x, float last) {
  std::vector<float> values(x.begin(), x.end());
  values.push_back(last);
  std::vector<std::uint64_t> keys(layer.bands());
  layer.band_keys(values, keys);
  return keys;
}

}  // namespace

TEST_CASE("WTA codes depend only on the order of the coordinates") {
  const OutputWeights weights = testing::random_output_weights(20, 30, 1);
  const WtaLsh layer(weights, {.window = 8, .permutations = 24, .bands = 8, .candidates = 5});
  std::mt19937 rng(2);
  std::normal_distribution<float> normal(0.0f, 1.0f);
  std::vector<float> x(30), monotone(30);
  for (int trial = 0; trial < 20; ++trial) {
    for (float& v : x) v = normal(rng);
    for (std::size_t d = 0; d < 30; ++d) monotone[d] = std::exp(x[d]) * 3.0f + 1.0f;
    const auto keys = keys_of(layer, x, 0.5f);
    CHECK(keys == keys_of(layer, monotone, std::exp(0.5f) * 3.0f + 1.0f));
    for (std::uint64_t key : keys) CHECK(key < 8u * 8u * 8u);  // three 3-bit codes per band
  }
}

TEST_CASE("WtaLsh scores the C words its buckets hit most, ties by lower id") {
  const auto data = testing::make_vocab_data({.vocab = 2000, .hidden = 32, .queries = 8});
  const OutputWeights weights = data.output_weights();
  const std::size_t C = 60;
  const WtaLsh layer(weights, {.window = 4, .permutations = 32, .bands = 16, .candidates = C});
  std::vector<std::vector<std::uint64_t>> word_keys(data.vocab);
  for (std::size_t t = 0; t < data.vocab; ++t)
    word_keys[t] = keys_of(layer, weights.weights().row(t), data.bias[t]);
  const auto out = testing::run_layer(layer, data.h, data.queries, C);
  for (std::size_t q = 0; q < data.queries; ++q) {
    const std::span<const float> h(&data.h[q * data.hidden], data.hidden);
    const auto query_keys = keys_of(layer, h, 1.0f);
    std::vector<std::pair<int, TokenId>> ranked(data.vocab);  // (-count, id)
    for (std::size_t t = 0; t < data.vocab; ++t) {
      int count = 0;
      for (std::size_t w = 0; w < layer.bands(); ++w) count += word_keys[t][w] == query_keys[w];
      ranked[t] = {-count, static_cast<TokenId>(t)};
    }
    std::sort(ranked.begin(), ranked.end());
    std::vector<float> logits(C);
    std::vector<TokenId> ids(C);
    for (std::size_t i = 0; i < C; ++i) {
      ids[i] = ranked[i].second;
      const auto t = static_cast<std::size_t>(ids[i]);
      for (std::size_t d = 0; d < data.hidden; ++d)
        logits[i] += h[d] * data.weights[t * data.hidden + d];
      logits[i] += data.bias[t];
    }
    // Reference over the candidates in id order, so ties go to the lower id.
    std::vector<std::size_t> by_id(C);
    std::iota(by_id.begin(), by_id.end(), std::size_t{0});
    std::sort(by_id.begin(), by_id.end(),
              [&](std::size_t a, std::size_t b) { return ids[a] < ids[b]; });
    std::vector<float> sorted_logits(C);
    for (std::size_t i = 0; i < C; ++i) sorted_logits[i] = logits[by_id[i]];
    const auto expected = testing::reference_topk(sorted_logits, {}, C);
    for (std::size_t j = 0; j < C; ++j) {
      INFO("query " << q << " rank " << j);
      REQUIRE(out[q * C + j].token == ids[by_id[static_cast<std::size_t>(expected[j].token)]]);
      REQUIRE(std::abs(out[q * C + j].logprob - expected[j].logprob) <= 1e-4f);
    }
  }
}

TEST_CASE("WtaLsh is exact when C covers the vocabulary, and pads when k > C") {
  const OutputWeights weights = testing::random_output_weights(300, 20, 8, 0.5f);
  const WtaLsh layer(weights, {.window = 4, .permutations = 16, .bands = 4, .candidates = 300});
  testing::require_exact_topk(layer, weights, 4, 6, 3);
  const std::vector<float> h = testing::normal_rows(1, 20, 5);
  const auto padded = testing::run_layer(layer.with_candidates(3), h, 1, 5);
  for (std::size_t j = 0; j < 3; ++j) CHECK(padded[j].token != no_token);
  for (std::size_t j = 3; j < 5; ++j) {
    CHECK(padded[j].token == no_token);
    CHECK(padded[j].logprob == -std::numeric_limits<float>::infinity());
  }
}

TEST_CASE("WtaLsh beats a frequency shortlist of the same size on the clustered vocabulary set") {
  const auto data = testing::make_vocab_data({.vocab = 10000, .hidden = 64, .queries = 100});
  const std::size_t C = 1000;
  const WtaLsh layer(data.output_weights(),
                     {.window = 4, .permutations = 512, .bands = 128, .candidates = C});
  auto workspace = layer.make_workspace();
  layer.begin_batch(workspace, {}, 1);
  std::vector<ScoredToken> out(10);
  double p1 = 0, p10 = 0, shortlist_p10 = 0;
  for (std::size_t q = 0; q < data.queries; ++q) {
    layer.topk(workspace, ConstMatrixView(&data.h[q * 64], 1, 64), 10, TopKView(out.data(), 1, 10));
    const auto exact = testing::exact_topk(data, &data.h[q * 64], 10);
    p1 += precision_at_k(out, std::span<const ScoredToken>(exact).first(1));
    p10 += precision_at_k(out, exact);
    // Ids are in descending norm ("frequency") order: the shortlist is ids < C.
    for (const ScoredToken& t : exact)
      shortlist_p10 += static_cast<std::size_t>(t.token) < C ? 0.1 : 0.0;
  }
  p1 /= static_cast<double>(data.queries), p10 /= static_cast<double>(data.queries);
  shortlist_p10 /= static_cast<double>(data.queries);
  INFO("P@1 " << p1 << " P@10 " << p10 << " shortlist P@10 " << shortlist_p10);
  CHECK(p1 >= 0.85);
  CHECK(p10 >= 0.8);
  CHECK(p10 >= shortlist_p10 + 0.1);  // measured: 0.89 against 0.72
  CHECK(workspace.stats().candidates == C * data.queries);
  CHECK(workspace.stats().bucket_entries > 0);
}

TEST_CASE("WtaLsh results are bit-identical on every instruction set") {
  const auto data = testing::make_vocab_data({.vocab = 3000, .hidden = 40, .queries = 10});
  const WtaLsh layer(data.output_weights(),
                     {.window = 8, .permutations = 32, .bands = 16, .candidates = 200});
  auto run = [&](Isa isa) {
    ScopedIsa forced(isa);
    return testing::run_layer(layer, data.h, data.queries, 8);
  };
  const auto reference = run(Isa::scalar);
  INFO("instruction set " << isa_name(active_isa()));
  const auto out = run(active_isa());
  for (std::size_t i = 0; i < out.size(); ++i) {
    REQUIRE(out[i].token == reference[i].token);
    REQUIRE(out[i].logprob == reference[i].logprob);
  }
}

TEST_CASE("WtaLsh rejects bad parameters and bad calls with fastdec::error") {
  const OutputWeights weights = testing::random_output_weights(40, 6, 2);
  REQUIRE_THROWS_WITH(WtaLsh(weights, {.window = 1}), Catch::Contains("window K = 1"));
  REQUIRE_THROWS_WITH(WtaLsh(weights, {.window = 8}), Catch::Contains("D + 1 = 7"));
  REQUIRE_THROWS_WITH(WtaLsh(weights, {.window = 4, .permutations = 10, .bands = 3}),
                      Catch::Contains("divide P = 10"));
  REQUIRE_THROWS_WITH(WtaLsh(weights, {.window = 4, .permutations = 40, .bands = 0}),
                      Catch::Contains("bands W = 0"));
  REQUIRE_THROWS_WITH(WtaLsh(weights, {.window = 4, .permutations = 40, .bands = 1}),
                      Catch::Contains("more than a 64-bit key"));
  REQUIRE_THROWS_WITH(WtaLsh(weights, {.window = 4, .permutations = 0}),
                      Catch::Contains("permutations P = 0"));
  REQUIRE_THROWS_WITH(WtaLsh(weights, {.window = 4, .candidates = 0}),
                      Catch::Contains("candidates C"));
  const WtaLsh layer(weights, {.window = 4, .permutations = 16, .bands = 8, .candidates = 10});
  REQUIRE_THROWS_WITH(layer.with_candidates(0), Catch::Contains("at least 1"));
  auto workspace = layer.make_workspace();
  layer.begin_batch(workspace, {}, 1);
  std::vector<float> h(6, 0.5f);
  std::vector<ScoredToken> out(41);
  REQUIRE_THROWS_WITH(
      layer.topk(workspace, ConstMatrixView(h.data(), 1, 6), 41, TopKView(out.data(), 1, 41)),
      Catch::Contains("k = 41 is larger than the vocabulary (40"));
  h[2] = std::numeric_limits<float>::infinity();
  REQUIRE_THROWS_WITH(
      layer.topk(workspace, ConstMatrixView(h.data(), 1, 6), 3, TopKView(out.data(), 1, 3)),
      Catch::Contains("NaN or an infinity"));
  std::vector<float> values(5);
  std::vector<std::uint64_t> keys(8);
  REQUIRE_THROWS_WITH(layer.band_keys(values, keys), Catch::Contains("takes 7 values"));
}

namespace {

constexpr std::size_t scoring_vocab = 800, scoring_hidden = 20, scoring_c = 400;

struct ScoringFixture {
  OutputWeights weights = testing::random_output_weights(scoring_vocab, scoring_hidden, 41, 0.5f);
  WtaLsh layer{weights, {.window = 4, .permutations = 32, .bands = 16, .candidates = scoring_c}};
  std::size_t rows = 8;
  std::vector<float> h = testing::normal_rows(rows, scoring_hidden, 42);
};

// topk with k = C: every candidate of each row, [rows, C].
std::vector<ScoredToken> all_candidates(const ScoringFixture& fx, WtaLsh::Workspace& workspace) {
  std::vector<ScoredToken> best(fx.rows * scoring_c);
  fx.layer.topk(workspace, ConstMatrixView(fx.h.data(), fx.rows, scoring_hidden), scoring_c,
                TopKView(best.data(), fx.rows, scoring_c));
  return best;
}

}  // namespace

TEST_CASE("WtaLsh::logprobs_of of a candidate is topk's value, bit for bit") {
  const ScoringFixture fx;
  auto workspace = fx.layer.make_workspace();
  fx.layer.begin_batch(workspace, {}, fx.rows);
  const auto best = all_candidates(fx, workspace);
  std::vector<TokenId> tokens(fx.rows);
  for (std::size_t rank = 0; rank < scoring_c; ++rank) {
    for (std::size_t r = 0; r < fx.rows; ++r) tokens[r] = best[r * scoring_c + rank].token;
    const auto logprobs = testing::run_logprobs_of(fx.layer, workspace, fx.h, tokens);
    for (std::size_t r = 0; r < fx.rows; ++r) {
      INFO("row " << r << " rank " << rank);
      REQUIRE(tokens[r] != no_token);
      REQUIRE(logprobs[r] == best[r * scoring_c + rank].logprob);
    }
  }
}

TEST_CASE(
    "WtaLsh::logprobs_of offers a token that is not a candidate, normalized over the candidates "
    "and the token") {
  // fp32 logits (the distance kernels) against double: 1e-5.
  const ScoringFixture fx;
  auto workspace = fx.layer.make_workspace();
  fx.layer.begin_batch(workspace, {}, fx.rows);
  const auto best = all_candidates(fx, workspace);
  std::vector<std::vector<TokenId>> candidates(fx.rows);
  for (std::size_t r = 0; r < fx.rows; ++r) {
    for (std::size_t j = 0; j < scoring_c; ++j)
      candidates[r].push_back(best[r * scoring_c + j].token);
    std::sort(candidates[r].begin(), candidates[r].end());
  }
  for (TokenId first : {0, 123, 400, 611, 799}) {
    std::vector<TokenId> tokens(fx.rows);
    for (std::size_t r = 0; r < fx.rows; ++r) {
      TokenId t = first;
      while (std::binary_search(candidates[r].begin(), candidates[r].end(), t))
        t = (t + 1) % static_cast<TokenId>(scoring_vocab);
      tokens[r] = t;
    }
    const auto logprobs = testing::run_logprobs_of(fx.layer, workspace, fx.h, tokens);
    for (std::size_t r = 0; r < fx.rows; ++r) {
      INFO("row " << r << " token " << tokens[r]);
      const std::span<const float> h_row(&fx.h[r * scoring_hidden], scoring_hidden);
      const double expected =
          testing::logprob_over_words_and(fx.weights, h_row, candidates[r], tokens[r]);
      CHECK(std::abs(logprobs[r] - expected) <= 1e-5);
    }
  }
}

TEST_CASE("WtaLsh::logprobs_of rejects bad arguments and skips rows without a token") {
  ScoringFixture fx;
  auto workspace = fx.layer.make_workspace();
  fx.layer.begin_batch(workspace, {}, fx.rows);
  // The first five rows.
  const ConstMatrixView context(fx.h.data(), 5, scoring_hidden);
  std::vector<float> out(5);
  const std::vector<TokenId> five{1, 2, 3, 4, 5}, four{1, 2, 3, 4};
  REQUIRE_THROWS_AS(fx.layer.logprobs_of(workspace, context, {}, four, out), fastdec::error);
  REQUIRE_THROWS_WITH(fx.layer.logprobs_of(workspace, context, {}, four, out),
                      Catch::Contains("4 tokens and 5 outputs for 5 rows"));
  REQUIRE_THROWS_WITH(
      fx.layer.logprobs_of(workspace, context, {}, five, std::span<float>(out).first(4)),
      Catch::Contains("5 tokens and 4 outputs for 5 rows"));
  REQUIRE_THROWS_WITH(
      fx.layer.logprobs_of(workspace, ConstMatrixView(fx.h.data(), 2, 10), {},
                           std::span<const TokenId>(five).first(2), std::span<float>(out).first(2)),
      Catch::Contains("10 columns but the output layer expects hidden size 20"));
  const std::vector<std::uint32_t> two_rows{0, 0};
  REQUIRE_THROWS_WITH(fx.layer.logprobs_of(workspace, context, two_rows, five, out),
                      Catch::Contains("row_sentence has 2 entries for 5 rows"));
  for (TokenId bad : {TokenId{-2}, static_cast<TokenId>(scoring_vocab)}) {
    const std::vector<TokenId> tokens{bad, 2, 3, 4, 5};
    REQUIRE_THROWS_AS(fx.layer.logprobs_of(workspace, context, {}, tokens, out), fastdec::error);
    REQUIRE_THROWS_WITH(fx.layer.logprobs_of(workspace, context, {}, tokens, out),
                        Catch::Contains("token " + std::to_string(bad) +
                                        " of row 0 is outside the vocabulary (800 tokens)"));
  }
  fx.h[2 * scoring_hidden + 4] = std::numeric_limits<float>::quiet_NaN();
  const std::vector<TokenId> on_bad_row{no_token, no_token, 7, no_token, no_token};
  REQUIRE_THROWS_WITH(fx.layer.logprobs_of(workspace, context, {}, on_bad_row, out),
                      Catch::Contains("WtaLsh::logprobs_of: row 2 of the context vectors "
                                      "contains NaN or an infinity"));

  // Rows 0 and 2 have no token: never hashed (row 2's NaN would throw), and
  // their outputs keep what they held.
  const std::vector<TokenId> tokens{no_token, 3, no_token, 799, 250};
  const auto logprobs = testing::run_logprobs_of(fx.layer, workspace, fx.h, tokens, {}, 42.0f);
  CHECK(logprobs[0] == 42.0f);
  CHECK(logprobs[2] == 42.0f);
  for (std::size_t r : {1u, 3u, 4u}) {
    INFO("row " << r);
    CHECK(logprobs[r] < 0.0f);
    const std::vector<TokenId> alone{tokens[r]};
    const std::vector<float> h_row(&fx.h[r * scoring_hidden], &fx.h[(r + 1) * scoring_hidden]);
    CHECK(testing::run_logprobs_of(fx.layer, workspace, h_row, alone)[0] == logprobs[r]);
  }
}

}  // namespace fastdec_test_wta_lsh
