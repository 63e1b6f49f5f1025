// tests/support/layer_checks.hpp: running an OutputLayer and checking it
// against the brute-force k best, shared by the approximate-layer tests.
#pragma once

#include <catch2/catch.hpp>

#include <cmath>
#include <random>
#include <vector>

#include "fastdec/output/concept.hpp"
#include "fastdec/output/output_weights.hpp"
#include "support/reference.hpp"

namespace fastdec::testing {

inline std::vector<float> normal_rows(std::size_t rows, std::size_t hidden, unsigned seed) {
  std::mt19937 rng(seed);
  std::normal_distribution<float> normal(0.0f, 1.0f);
  std::vector<float> h(rows * hidden);
  for (float& v : h) v = normal(rng);
  return h;
}

// out [rows, k] of layer.topk on h [rows, hidden], one batch.
template <OutputLayer Layer>
std::vector<ScoredToken> run_layer(const Layer& layer, const std::vector<float>& h,
                                   std::size_t rows, std::size_t k) {
  auto workspace = layer.make_workspace();
  layer.begin_batch(workspace, {}, rows);
  std::vector<ScoredToken> out(rows * k);
  layer.topk(workspace, ConstMatrixView(h.data(), rows, layer.hidden_size()), k,
             TopKView(out.data(), rows, k));
  return out;
}

// The layer's k best are the exact k best, log-probabilities within 1e-4.
template <OutputLayer Layer>
void require_exact_topk(const Layer& layer, const OutputWeights& weights, std::size_t rows,
                        std::size_t k, unsigned seed) {
  const std::size_t vocab = weights.vocab_size(), hidden = weights.hidden_size();
  const std::vector<float> h = normal_rows(rows, hidden, seed);
  const auto out = run_layer(layer, h, rows, k);
  for (std::size_t r = 0; r < rows; ++r) {
    std::vector<float> logits(vocab);
    for (std::size_t t = 0; t < vocab; ++t)
      for (std::size_t d = 0; d < hidden; ++d)
        logits[t] += h[r * hidden + d] * weights.weights()(t, d);
    const auto expected = reference_topk(logits, weights.bias(), k);
    for (std::size_t j = 0; j < k; ++j) {
      INFO("row " << r << " rank " << j);
      REQUIRE(out[r * k + j].token == expected[j].token);
      REQUIRE(std::abs(out[r * k + j].logprob - expected[j].logprob) <= 1e-4f);
    }
  }
}

}  // namespace fastdec::testing
