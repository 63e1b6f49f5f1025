// HnswTopK / HnswIndex against exhaustive search: the transform, exactness at
// full budget, recall on the clustered vocabulary set, determinism, errors;
// logprobs_of (TokenScoringLayer) against topk and a double reference.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <numeric>
#include <string>
#include <type_traits>
#include <vector>

#include "fastdec/arch/isa.hpp"
#include "fastdec/eval/precision.hpp"
#include "fastdec/output/hnsw_topk.hpp"
#include "support/layer_checks.hpp"
#include "support/prefix_model.hpp"
#include "support/shortlist_reference.hpp"
#include "testing/vocab_data.hpp"

// Each test file in its own namespace: the files of a folder are compiled
// as one translation unit (tests/CMakeLists.txt).
namespace fastdec_test_hnsw_topk {

using namespace fastdec;

namespace {

#ifdef __SANITIZE_ADDRESS__
constexpr std::size_t recall_vocab = 5000;  // the sanitizer is ~20x slower; release runs 50000
#else
constexpr std::size_t recall_vocab = 50000;
#endif

bool same_topology(const HnswIndex& a, const HnswIndex& b) {
  const auto &x = a.topology(), &y = b.topology();
  return x.token_of_node == y.token_of_node && x.levels == y.levels &&
         x.level0_links == y.level0_links && x.upper_links == y.upper_links && x.entry == y.entry &&
         x.max_level == y.max_level;
}

// Mean P@K of `layer` over the data's queries (K = 10) and its P@1.
std::pair<double, double> precision(const HnswTopK& layer, const testing::VocabData& data) {
  const std::size_t k = 10;
  const auto out = testing::run_layer(layer, data.h, data.queries, k);
  double p1 = 0, p10 = 0;
  for (std::size_t q = 0; q < data.queries; ++q) {
    const auto exact = testing::exact_topk(data, &data.h[q * data.hidden], k);
    const std::span<const ScoredToken> row(&out[q * k], k);
    p1 += precision_at_k(row, std::span<const ScoredToken>(exact).first(1));
    p10 += precision_at_k(row, exact);
  }
  return {p1 / static_cast<double>(data.queries), p10 / static_cast<double>(data.queries)};
}

}  // namespace

TEST_CASE("the inner-product-preserving transform keeps h.x + b (Lemma 3.1)") {
  const OutputWeights weights = testing::random_output_weights(300, 37, 5, 0.5f);
  const HnswIndex index(
      weights, {.M = 8, .ef_construction = 20, .metric = HnswMetric::transformed_l2, .threads = 1});
  std::mt19937 rng(9);
  std::normal_distribution<float> normal(0.0f, 1.0f);
  std::vector<float> h(index.padded_dimension(), 0.0f);
  for (std::size_t d = 0; d < index.dimension(); ++d) h[d] = normal(rng);
  double h_norm = 0;
  for (float v : h) h_norm += static_cast<double>(v) * v;
  const double U = index.max_norm();
  arch::with_kernels<KernelFamily::distance>([&](auto kernels) {
    for (HnswIndex::NodeId node = 0; node < index.size(); ++node) {
      const auto token = static_cast<std::size_t>(index.token_of_node(node));
      // phi(x, b) = [x; b; sqrt(U^2 - |x|^2 - b^2)] has norm U.
      double x_norm = 0, inner = weights.bias()[token], rho2 = 0;
      for (std::size_t d = 0; d < index.dimension(); ++d) {
        const double x = weights.weights()(token, d);
        x_norm += x * x, inner += h[d] * x, rho2 += (h[d] - x) * (h[d] - x);
      }
      const double b = weights.bias()[token], extra = index.transform_extra(node);
      CHECK(std::abs(x_norm + b * b + extra * extra - U * U) <= 1e-4 * U * U);
      rho2 += (1 - b) * (1 - b) + extra * extra;  // [h; 1; 0] against [x; b; extra]
      // <h̄, phi> = h.x + b = (U^2 + 1 + |h|^2 - rho^2) / 2 (Algorithm 2, line 7).
      CHECK(std::abs(0.5 * (U * U + 1 + h_norm - rho2) - inner) <= 1e-4 * (U * U + h_norm));
      CHECK(std::abs(index.query_distance(kernels, h.data(), node) - rho2) <=
            1e-4 * (U * U + h_norm));
      CHECK(std::abs(index.logit(kernels, h.data(), node) - inner) <= 1e-4 * (1 + std::abs(inner)));
    }
  });
}

TEST_CASE("HnswTopK is exact when ef_search covers the vocabulary") {
  const OutputWeights weights = testing::random_output_weights(700, 24, 11, 0.4f);
  for (HnswMetric metric : {HnswMetric::inner_product, HnswMetric::transformed_l2}) {
    const HnswTopK layer(weights, {.M = 6, .ef_construction = 30, .metric = metric, .threads = 1},
                         {.ef_search = 700});
    testing::require_exact_topk(layer, weights, 6, 8, 4);
  }
}

TEST_CASE("a graph search with ef = V on a connected graph finds every node in order") {
  const OutputWeights weights = testing::random_output_weights(400, 16, 21, 0.5f);
  const HnswIndex index(weights, {.M = 8, .ef_construction = 40, .threads = 1});
  REQUIRE(index.unreachable_nodes() == 0);
  std::vector<float> h(16, 0.3f);
  HnswSearchScratch scratch;
  scratch.reserve(index.size(), index.size());
  AnnStats stats;
  std::vector<HnswNeighbor> searched;
  arch::with_kernels<KernelFamily::distance>([&](auto kernels) {
    index.search(kernels, h.data(), index.size(), scratch, stats);
    const auto found = HnswIndex::sorted_results(scratch);
    searched.assign(found.begin(), found.end());
    index.scan_all(kernels, h.data(), scratch, stats);
  });
  const auto all = HnswIndex::sorted_results(scratch);
  REQUIRE(searched.size() == index.size());
  for (std::size_t i = 0; i < all.size(); ++i) {
    REQUIRE(searched[i].node == all[i].node);
    REQUIRE(searched[i].distance == all[i].distance);
  }
}

TEST_CASE("HnswTopK recall@10 >= 0.95 at ef_search 100 on the clustered vocabulary set") {
  const auto data =
      testing::make_vocab_data({.vocab = recall_vocab, .hidden = 256, .queries = 200});
  const OutputWeights weights = data.output_weights();
  for (HnswMetric metric : {HnswMetric::inner_product, HnswMetric::transformed_l2}) {
    const auto index = std::make_shared<const HnswIndex>(
        weights, HnswBuildOptions{.M = 16, .ef_construction = 64, .metric = metric});
    CHECK(index->unreachable_nodes() == 0);  // connect_unreachable linked every node in
    const HnswTopK layer(index, {.ef_search = 100});
    const auto [p1, p10] = precision(layer, data);
    INFO("metric " << static_cast<int>(metric) << " V " << recall_vocab << " P@1 " << p1 << " P@10 "
                   << p10);
    CHECK(p10 >= 0.95);
    if (metric == HnswMetric::inner_product) CHECK(p1 >= 0.97);
  }
}

TEST_CASE("HnswTopK normalizes over the ef candidates it found and counts its work") {
  const auto data = testing::make_vocab_data({.vocab = 3000, .hidden = 32, .queries = 5});
  const HnswTopK layer(data.output_weights(), {.M = 8, .ef_construction = 40, .threads = 1},
                       {.ef_search = 30});
  auto workspace = layer.make_workspace();
  layer.begin_batch(workspace, {}, 1);
  std::vector<ScoredToken> out(30);
  layer.topk(workspace, ConstMatrixView(data.h.data(), 1, 32), 30, TopKView(out.data(), 1, 30));
  double mass = 0;
  for (const ScoredToken& t : out) mass += std::exp(static_cast<double>(t.logprob));
  CHECK(std::abs(mass - 1.0) <= 1e-5);
  for (std::size_t j = 1; j < out.size(); ++j) REQUIRE(ranks_before(out[j - 1], out[j]));
  CHECK(workspace.stats().queries == 1);
  CHECK(workspace.stats().candidates == 30);
  CHECK(workspace.stats().distance_computations > 30);
  CHECK(workspace.stats().distance_computations < 3000);
  workspace.reset_stats();
  CHECK(workspace.stats().queries == 0);
}

TEST_CASE("HNSW builds are deterministic for a seed, whatever the thread count") {
  const auto data = testing::make_vocab_data({.vocab = 4000, .hidden = 48, .queries = 1});
  const OutputWeights weights = data.output_weights();
  for (InsertionOrder order : {InsertionOrder::descending_norm, InsertionOrder::shuffled}) {
    const HnswBuildOptions options{.M = 8,
                                   .ef_construction = 40,
                                   .metric = HnswMetric::transformed_l2,
                                   .order = order,
                                   .seed = 3};
    HnswBuildOptions one_thread = options, two_threads = options, other_seed = options;
    one_thread.threads = 1, two_threads.threads = 2, other_seed.seed = 4;
    const HnswIndex a(weights, one_thread), b(weights, two_threads), c(weights, other_seed);
    CHECK(same_topology(a, b));
    CHECK_FALSE(same_topology(a, c));
  }
}

TEST_CASE("HNSW graphs and results are bit-identical on every instruction set") {
  const auto data = testing::make_vocab_data({.vocab = 2000, .hidden = 40, .queries = 12});
  const OutputWeights weights = data.output_weights();
  auto run = [&](Isa isa) {
    ScopedIsa forced(isa);
    const HnswTopK layer(
        weights,
        {.M = 8, .ef_construction = 32, .metric = HnswMetric::transformed_l2, .threads = 2},
        {.ef_search = 20});
    return std::pair(layer.index(), testing::run_layer(layer, data.h, data.queries, 5));
  };
  const auto [index_ref, out_ref] = run(Isa::scalar);
  const Isa level = active_isa();  // FASTDEC_TEST_ISA picks it (see catch_main.cpp)
  INFO("instruction set " << isa_name(level));
  const auto [index, out] = run(level);
  CHECK(same_topology(*index, *index_ref));
  for (std::size_t i = 0; i < out.size(); ++i) {
    REQUIRE(out[i].token == out_ref[i].token);
    REQUIRE(out[i].logprob == out_ref[i].logprob);
  }
}

TEST_CASE("HNSW rejects bad parameters and bad calls with fastdec::error") {
  const OutputWeights weights = testing::random_output_weights(50, 8, 2);
  for (std::size_t M : {0u, 1u, 257u})
    REQUIRE_THROWS_WITH(HnswIndex(weights, {.M = M}), Catch::Contains("M = " + std::to_string(M)));
  REQUIRE_THROWS_WITH(HnswIndex(weights, {.ef_construction = 0}),
                      Catch::Contains("ef_construction = 0"));
  REQUIRE_THROWS_WITH(HnswIndex(weights, {.metric = static_cast<HnswMetric>(7)}),
                      Catch::Contains("metric 7 is unknown"));
  REQUIRE_THROWS_WITH(HnswIndex(weights, {.order = static_cast<InsertionOrder>(9)}),
                      Catch::Contains("insertion order 9"));
  const auto index =
      std::make_shared<const HnswIndex>(weights, HnswBuildOptions{.M = 4, .threads = 1});
  REQUIRE_THROWS_WITH(HnswTopK(index, {.ef_search = 0}), Catch::Contains("ef_search"));
  REQUIRE_THROWS_WITH(HnswTopK(nullptr), Catch::Contains("null"));
  const HnswTopK layer(index, {.ef_search = 10});
  auto workspace = layer.make_workspace();
  layer.begin_batch(workspace, {}, 2);
  std::vector<float> h(2 * 8, 0.5f);
  std::vector<ScoredToken> out(2 * 51);
  REQUIRE_THROWS_WITH(
      layer.topk(workspace, ConstMatrixView(h.data(), 2, 8), 51, TopKView(out.data(), 2, 51)),
      Catch::Contains("k = 51 is larger than the vocabulary (50"));
  REQUIRE_THROWS_WITH(
      layer.topk(workspace, ConstMatrixView(h.data(), 2, 8), 0, TopKView(out.data(), 2, 0)),
      Catch::Contains("k must be at least 1"));
  REQUIRE_THROWS_WITH(
      layer.topk(workspace, ConstMatrixView(h.data(), 1, 16), 3, TopKView(out.data(), 1, 3)),
      Catch::Contains("hidden size 8"));
  std::vector<float> bad(8, std::numeric_limits<float>::quiet_NaN());
  REQUIRE_THROWS_WITH(
      layer.topk(workspace, ConstMatrixView(bad.data(), 1, 8), 3, TopKView(out.data(), 1, 3)),
      Catch::Contains("NaN"));
}

TEST_CASE("HnswTopK: the layer's former name HnswGraph still names it (deprecated)") {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
  STATIC_REQUIRE(std::is_same_v<HnswGraph, HnswTopK>);
#pragma GCC diagnostic pop
}

namespace {

constexpr std::size_t scoring_vocab = 600, scoring_hidden = 24, scoring_ef = 200;

struct ScoringFixture {
  OutputWeights weights = testing::random_output_weights(scoring_vocab, scoring_hidden, 31, 0.4f);
  std::size_t rows = 8;
  std::vector<float> h = testing::normal_rows(rows, scoring_hidden, 32);
};

HnswTopK scoring_layer(const OutputWeights& weights, HnswMetric metric) {
  return HnswTopK(weights, {.M = 8, .ef_construction = 40, .metric = metric, .threads = 1},
                  {.ef_search = scoring_ef});
}

// topk with k = ef_search: every candidate of each row, [rows, ef].
std::vector<ScoredToken> all_candidates(const HnswTopK& layer, HnswTopK::Workspace& workspace,
                                        const ScoringFixture& fx) {
  std::vector<ScoredToken> best(fx.rows * scoring_ef);
  layer.topk(workspace, ConstMatrixView(fx.h.data(), fx.rows, scoring_hidden), scoring_ef,
             TopKView(best.data(), fx.rows, scoring_ef));
  return best;
}

}  // namespace

TEST_CASE("HnswTopK::logprobs_of of a candidate is topk's value, bit for bit") {
  const ScoringFixture fx;
  for (HnswMetric metric : {HnswMetric::inner_product, HnswMetric::transformed_l2}) {
    const HnswTopK layer = scoring_layer(fx.weights, metric);
    auto workspace = layer.make_workspace();
    layer.begin_batch(workspace, {}, fx.rows);
    const auto best = all_candidates(layer, workspace, fx);
    std::vector<TokenId> tokens(fx.rows);
    for (std::size_t rank = 0; rank < scoring_ef; ++rank) {
      for (std::size_t r = 0; r < fx.rows; ++r) tokens[r] = best[r * scoring_ef + rank].token;
      const auto logprobs = testing::run_logprobs_of(layer, workspace, fx.h, tokens);
      for (std::size_t r = 0; r < fx.rows; ++r) {
        INFO("metric " << static_cast<int>(metric) << " row " << r << " rank " << rank);
        REQUIRE(tokens[r] != no_token);
        REQUIRE(logprobs[r] == best[r * scoring_ef + rank].logprob);
      }
    }
  }
}

TEST_CASE(
    "HnswTopK::logprobs_of offers a token the search did not find, normalized over the "
    "candidates and the token") {
  // fp32 logits (the distance kernels) against double: 1e-5.
  const ScoringFixture fx;
  for (HnswMetric metric : {HnswMetric::inner_product, HnswMetric::transformed_l2}) {
    const HnswTopK layer = scoring_layer(fx.weights, metric);
    auto workspace = layer.make_workspace();
    layer.begin_batch(workspace, {}, fx.rows);
    const auto best = all_candidates(layer, workspace, fx);
    std::vector<std::vector<TokenId>> candidates(fx.rows);
    for (std::size_t r = 0; r < fx.rows; ++r) {
      for (std::size_t j = 0; j < scoring_ef; ++j)
        candidates[r].push_back(best[r * scoring_ef + j].token);
      std::sort(candidates[r].begin(), candidates[r].end());
    }
    for (TokenId first : {0, 101, 298, 451, 599}) {
      std::vector<TokenId> tokens(fx.rows);
      for (std::size_t r = 0; r < fx.rows; ++r) {
        TokenId t = first;
        while (std::binary_search(candidates[r].begin(), candidates[r].end(), t))
          t = (t + 1) % static_cast<TokenId>(scoring_vocab);
        tokens[r] = t;
      }
      const auto logprobs = testing::run_logprobs_of(layer, workspace, fx.h, tokens);
      for (std::size_t r = 0; r < fx.rows; ++r) {
        INFO("metric " << static_cast<int>(metric) << " row " << r << " token " << tokens[r]);
        const std::span<const float> h_row(&fx.h[r * scoring_hidden], scoring_hidden);
        const double expected =
            testing::logprob_over_words_and(fx.weights, h_row, candidates[r], tokens[r]);
        CHECK(std::abs(logprobs[r] - expected) <= 1e-5);
      }
    }
  }
}

TEST_CASE("HnswTopK::logprobs_of rejects bad arguments and skips rows without a token") {
  ScoringFixture fx;
  const HnswTopK layer = scoring_layer(fx.weights, HnswMetric::inner_product);
  auto workspace = layer.make_workspace();
  layer.begin_batch(workspace, {}, fx.rows);
  // The first five rows.
  const ConstMatrixView context(fx.h.data(), 5, scoring_hidden);
  std::vector<float> out(5);
  const std::vector<TokenId> five{1, 2, 3, 4, 5}, four{1, 2, 3, 4};
  REQUIRE_THROWS_AS(layer.logprobs_of(workspace, context, {}, four, out), fastdec::error);
  REQUIRE_THROWS_WITH(layer.logprobs_of(workspace, context, {}, four, out),
                      Catch::Contains("4 tokens and 5 outputs for 5 rows"));
  REQUIRE_THROWS_WITH(
      layer.logprobs_of(workspace, context, {}, five, std::span<float>(out).first(4)),
      Catch::Contains("5 tokens and 4 outputs for 5 rows"));
  REQUIRE_THROWS_WITH(
      layer.logprobs_of(workspace, ConstMatrixView(fx.h.data(), 2, 12), {},
                        std::span<const TokenId>(five).first(2), std::span<float>(out).first(2)),
      Catch::Contains("12 columns but the output layer expects hidden size 24"));
  const std::vector<std::uint32_t> two_rows{0, 0};
  REQUIRE_THROWS_WITH(layer.logprobs_of(workspace, context, two_rows, five, out),
                      Catch::Contains("row_sentence has 2 entries for 5 rows"));
  for (TokenId bad : {TokenId{-2}, static_cast<TokenId>(scoring_vocab)}) {
    const std::vector<TokenId> tokens{1, 2, 3, bad, 5};
    REQUIRE_THROWS_AS(layer.logprobs_of(workspace, context, {}, tokens, out), fastdec::error);
    REQUIRE_THROWS_WITH(layer.logprobs_of(workspace, context, {}, tokens, out),
                        Catch::Contains("token " + std::to_string(bad) +
                                        " of row 3 is outside the vocabulary (600 tokens)"));
  }
  fx.h[scoring_hidden + 1] = std::numeric_limits<float>::infinity();
  const std::vector<TokenId> on_bad_row{no_token, 7, no_token, no_token, no_token};
  REQUIRE_THROWS_WITH(layer.logprobs_of(workspace, context, {}, on_bad_row, out),
                      Catch::Contains("HnswTopK::logprobs_of: row 1 of the context vectors "
                                      "contains NaN or an infinity"));

  // Rows 1 and 3 have no token: never searched (row 1's infinity would
  // throw), and their outputs keep what they held.
  const std::vector<TokenId> tokens{0, no_token, 599, no_token, 17};
  const auto logprobs = testing::run_logprobs_of(layer, workspace, fx.h, tokens, {}, 42.0f);
  CHECK(logprobs[1] == 42.0f);
  CHECK(logprobs[3] == 42.0f);
  for (std::size_t r : {0u, 2u, 4u}) {
    INFO("row " << r);
    CHECK(logprobs[r] < 0.0f);
    const std::vector<TokenId> alone{tokens[r]};
    const std::vector<float> h_row(&fx.h[r * scoring_hidden], &fx.h[(r + 1) * scoring_hidden]);
    CHECK(testing::run_logprobs_of(layer, workspace, h_row, alone)[0] == logprobs[r]);
  }
}

}  // namespace fastdec_test_hnsw_topk
