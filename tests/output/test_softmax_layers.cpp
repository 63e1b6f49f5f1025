// FullSoftmax and FusedTopK through the OutputLayer concept, against brute force.
#include <catch2/catch.hpp>

#include <cmath>
#include <limits>
#include <random>
#include <vector>

#include "fastdec/gemm/eigen_gemm.hpp"
#include "fastdec/output/full_softmax.hpp"
#include "fastdec/output/fused_topk.hpp"
#include "support/prefix_model.hpp"
#include "support/reference.hpp"

// Each test file in its own namespace: the files of a folder are compiled
// as one translation unit (tests/CMakeLists.txt).
namespace fastdec_test_softmax_layers {

using namespace fastdec;

// The layers' default backend (EigenGemm) satisfies the contract the search relies on.
static_assert(OutputLayer<FullSoftmax<>>);
static_assert(OutputLayer<FusedTopK<>>);

namespace {

std::vector<float> random_context(std::size_t rows, std::size_t hidden, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> uniform(-1.0f, 1.0f);
  std::vector<float> h(rows * hidden);
  for (float& v : h) v = uniform(rng);
  return h;
}

// Exact logits the way the layer computes them: W h with the same backend.
std::vector<float> backend_logits(const OutputWeights& weights, const std::vector<float>& h,
                                  std::size_t rows) {
  const auto prepared = EigenGemm::prepare(weights.weights());
  std::vector<float> logits(rows * weights.vocab_size());
  EigenGemm::multiply(ConstMatrixView(h.data(), rows, weights.hidden_size()), prepared,
                      MutableMatrixView(logits.data(), rows, weights.vocab_size()));
  return logits;
}

template <class Layer>
void check_layer(const Layer& layer, const OutputWeights& weights, std::size_t rows, std::size_t k,
                 unsigned seed) {
  const std::size_t hidden = weights.hidden_size(), vocab = weights.vocab_size();
  const auto h = random_context(rows, hidden, seed);
  const auto logits = backend_logits(weights, h, rows);
  auto workspace = layer.make_workspace();
  layer.begin_batch(workspace, {}, rows);
  std::vector<ScoredToken> out(rows * k);
  layer.topk(workspace, ConstMatrixView(h.data(), rows, hidden), k, TopKView(out.data(), rows, k));
  for (std::size_t r = 0; r < rows; ++r) {
    const auto expected = testing::reference_topk(
        std::span<const float>(logits).subspan(r * vocab, vocab), weights.bias(), k);
    for (std::size_t j = 0; j < k; ++j) {
      INFO("vocab " << vocab << " rows " << rows << " k " << k << " row " << r << " rank " << j);
      REQUIRE(out[r * k + j].token == expected[j].token);
      REQUIRE(std::abs(out[r * k + j].logprob - expected[j].logprob) <= 1e-5f);
    }
  }
}

// Weights where rows come in identical pairs, so logits tie exactly.
OutputWeights weights_with_ties(std::size_t vocab, std::size_t hidden, unsigned seed) {
  const OutputWeights random = testing::random_output_weights(vocab, hidden, seed);
  std::vector<float> w(random.weights().data(), random.weights().data() + vocab * hidden);
  std::vector<float> b(random.bias().begin(), random.bias().end());
  for (std::size_t row = 1; row < vocab; row += 2) {
    std::copy_n(&w[(row - 1) * hidden], hidden, &w[row * hidden]);
    b[row] = b[row - 1];
  }
  return OutputWeights(std::move(w), std::move(b), vocab, hidden);
}

}  // namespace

TEST_CASE("FullSoftmax and FusedTopK return the brute-force k best") {
  unsigned seed = 1;
  for (std::size_t vocab : {5u, 1000u, 50000u}) {
    for (bool ties : {false, true}) {
      const std::size_t hidden = 24;
      const OutputWeights weights =
          ties ? weights_with_ties(vocab, hidden, ++seed)
               : testing::random_output_weights(vocab, hidden, ++seed, 0.3f);
      const FullSoftmax<EigenGemm> full(weights);
      const FusedTopK<EigenGemm> fused(weights);
      for (std::size_t rows : {1u, 6u, 12u})
        for (std::size_t k : {1u, 5u, 12u}) {
          if (k > vocab) continue;
          check_layer(full, weights, rows, k, ++seed);
          check_layer(fused, weights, rows, k, seed);
        }
    }
  }
}

TEST_CASE("FullSoftmax keeps the whole distribution in its workspace") {
  const OutputWeights weights = testing::random_output_weights(300, 8, 4);
  const FullSoftmax<> layer(weights);
  auto workspace = layer.make_workspace();
  const auto h = random_context(2, 8, 5);
  std::vector<ScoredToken> out(2 * 3);
  layer.topk(workspace, ConstMatrixView(h.data(), 2, 8), 3, TopKView(out.data(), 2, 3));
  const ConstMatrixView logprobs = workspace.logprobs();
  REQUIRE(logprobs.rows() == 2);
  REQUIRE(logprobs.cols() == 300);
  for (std::size_t r = 0; r < 2; ++r) {
    double total = 0;
    for (float v : logprobs.row(r)) total += std::exp(static_cast<double>(v));
    CHECK(total == Approx(1.0).epsilon(1e-5));
    CHECK(logprobs(r, static_cast<std::size_t>(out[r * 3].token)) == out[r * 3].logprob);
  }
}

TEST_CASE("FusedTopK argmax mode returns the best token and its raw logit") {
  const OutputWeights weights = testing::random_output_weights(777, 16, 8);
  const FusedTopK<> argmax(weights, FusedScores::argmax_logit);
  const FusedTopK<> normal(weights);
  const auto h = random_context(5, 16, 9);
  const auto logits = backend_logits(weights, h, 5);
  auto ws1 = argmax.make_workspace();
  auto ws2 = normal.make_workspace();
  std::vector<ScoredToken> best(5), reference(5);
  argmax.topk(ws1, ConstMatrixView(h.data(), 5, 16), 1, TopKView(best.data(), 5, 1));
  normal.topk(ws2, ConstMatrixView(h.data(), 5, 16), 1, TopKView(reference.data(), 5, 1));
  for (std::size_t r = 0; r < 5; ++r) {
    REQUIRE(best[r].token == reference[r].token);
    const auto id = static_cast<std::size_t>(best[r].token);
    REQUIRE(best[r].logprob == logits[r * 777 + id] + weights.bias()[id]);
  }
  std::vector<ScoredToken> two(10);
  REQUIRE_THROWS_WITH(
      argmax.topk(ws1, ConstMatrixView(h.data(), 5, 16), 2, TopKView(two.data(), 5, 2)),
      Catch::Contains("k must be 1"));
}

TEST_CASE("output layers reject bad input with a clear message") {
  const OutputWeights weights = testing::random_output_weights(10, 4, 2);
  const FusedTopK<> fused(weights);
  const FullSoftmax<> full(weights);
  auto fused_ws = fused.make_workspace();
  auto full_ws = full.make_workspace();
  std::vector<float> h(2 * 4, 0.5f);
  std::vector<ScoredToken> out(2 * 11);
  const ConstMatrixView context(h.data(), 2, 4);

  REQUIRE_THROWS_WITH(fused.topk(fused_ws, context, 11, TopKView(out.data(), 2, 11)),
                      Catch::Contains("k = 11 is larger than the vocabulary (10 tokens)"));
  REQUIRE_THROWS_WITH(full.topk(full_ws, context, 11, TopKView(out.data(), 2, 11)),
                      Catch::Contains("k = 11 is larger than the vocabulary"));
  REQUIRE_THROWS_WITH(fused.topk(fused_ws, context, 0, TopKView(out.data(), 2, 0)),
                      Catch::Contains("k must be at least 1"));
  REQUIRE_THROWS_WITH(
      fused.topk(fused_ws, ConstMatrixView(h.data(), 2, 3), 2, TopKView(out.data(), 2, 2)),
      Catch::Contains("3 columns but the output layer expects hidden size 4"));
  REQUIRE_THROWS_WITH(fused.topk(fused_ws, context, 2, TopKView(out.data(), 1, 2)),
                      Catch::Contains("output is 1 x 2 but must be 2 x 2"));
  const std::uint32_t one_sentence[1] = {0};
  REQUIRE_THROWS_WITH(fused.topk(fused_ws, context, one_sentence, 2, TopKView(out.data(), 2, 2)),
                      Catch::Contains("row_sentence has 1 entries for 2 rows"));
  h[5] = std::numeric_limits<float>::quiet_NaN();
  REQUIRE_THROWS_WITH(fused.topk(fused_ws, context, 2, TopKView(out.data(), 2, 2)),
                      Catch::Contains("row 1") && Catch::Contains("NaN"));
  REQUIRE_THROWS_WITH(full.topk(full_ws, context, 2, TopKView(out.data(), 2, 2)),
                      Catch::Contains("row 1"));
}

TEST_CASE("OutputWeights rejects inconsistent sizes and non-finite values") {
  REQUIRE_THROWS_WITH(OutputWeights(std::vector<float>(11), std::vector<float>(3), 3, 4),
                      Catch::Contains("11 values but vocab x hidden = 3 x 4 = 12"));
  REQUIRE_THROWS_WITH(OutputWeights(std::vector<float>(12), std::vector<float>(2), 3, 4),
                      Catch::Contains("bias has 2 values"));
  std::vector<float> w(12, 0.0f);
  w[5] = INFINITY;
  REQUIRE_THROWS_WITH(OutputWeights(w, std::vector<float>(3), 3, 4),
                      Catch::Contains("weight (1, 1)"));
  REQUIRE_THROWS_AS(OutputWeights({}, {}, 0, 4), fastdec::error);
}

}  // namespace fastdec_test_softmax_layers
