// ScreenedArgmax: the 8-bit screen never changes the answer. Against
// FusedTopK<G>'s argmax over the whole float product, the same token and the
// same bits of its logit, for well-separated logits (where the screen keeps a
// few candidates), near ties that the 8-bit logits order wrongly, exact ties,
// rows with outliers, and the fallback to the full product; every level, as
// FusedTopK's answer is the same on every level.
#include <catch2/catch.hpp>

#include <bit>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <random>
#include <vector>

#include "fastdec/arch/isa.hpp"
#include "fastdec/core/error.hpp"
#include "fastdec/gemm/int8_gemm.hpp"
#include "fastdec/gemm/packed_fp32_gemm.hpp"
#include "fastdec/output/fused_topk.hpp"
#include "fastdec/output/screened_argmax.hpp"
#include "support/layer_checks.hpp"
#include "support/prefix_model.hpp"

// Each test file in its own namespace: the files of a folder are compiled
// as one translation unit (tests/CMakeLists.txt).
namespace fastdec_test_screened_argmax {

using namespace fastdec;
using fastdec::testing::run_layer;

namespace {

std::vector<float> normal_values(std::size_t count, unsigned seed, float scale) {
  std::mt19937 rng(seed);
  std::normal_distribution<float> normal(0.0f, scale);
  std::vector<float> values(count);
  for (float& v : values) v = normal(rng);
  return values;
}

// Weights whose rows come in groups of near copies: row 4g + j is row 4g
// plus j times a small fixed direction, so the float logits of a group differ
// by a few hundredths while Int8Gemm's, which round each copy's weights
// afresh, order them by their rounding as often as not. A screen that kept
// only its own best would often pick the wrong one.
OutputWeights near_copies(std::size_t vocab, std::size_t hidden, unsigned seed) {
  std::vector<float> w = normal_values(vocab * hidden, seed, 0.3f);
  std::vector<float> b = normal_values(vocab, seed + 1, 0.5f);
  const std::vector<float> direction = normal_values(hidden, seed + 2, 0.002f);
  for (std::size_t n = 0; n < vocab; ++n) {
    const std::size_t first = n / 4 * 4;
    const auto moved = static_cast<float>(n - first);
    for (std::size_t k = 0; k < hidden; ++k)
      w[n * hidden + k] = w[first * hidden + k] + moved * direction[k];
    b[n] = b[first];
  }
  return OutputWeights(std::move(w), std::move(b), vocab, hidden);
}

void require_same(const std::vector<ScoredToken>& got, const std::vector<ScoredToken>& expected) {
  REQUIRE(got.size() == expected.size());
  for (std::size_t r = 0; r < got.size(); ++r) {
    INFO("row " << r);
    REQUIRE(got[r].token == expected[r].token);
    REQUIRE(std::bit_cast<std::uint32_t>(got[r].logprob) ==
            std::bit_cast<std::uint32_t>(expected[r].logprob));
  }
}

template <class G>
typename ScreenedArgmax<G>::Counters check_against_full(const OutputWeights& weights,
                                                        const std::vector<float>& h,
                                                        std::size_t rows,
                                                        ScreenedArgmaxOptions options = {}) {
  const ScreenedArgmax<G> screened(weights, options);
  const FusedTopK<G> full(weights, FusedScores::argmax_logit);
  auto ws = screened.make_workspace();
  screened.begin_batch(ws, {}, rows);
  std::vector<ScoredToken> got(rows);
  screened.topk(ws, ConstMatrixView(h.data(), rows, weights.hidden_size()), 1,
                TopKView(got.data(), rows, 1));
  require_same(got, run_layer(full, h, rows, 1));
  return ws.counters();
}

}  // namespace

TEMPLATE_TEST_CASE("ScreenedArgmax is bit-identical to the full float argmax", "", PackedFp32Gemm,
                   PackedFp32FmaGemm) {
  INFO("instruction set " << isa_name(active_isa()));
  unsigned seed = 40;
  std::size_t screened_rows = 0;
  for (std::size_t vocab : {5u, 300u, 1000u, 8000u})
    for (std::size_t hidden : {48u, 256u})
      for (std::size_t rows : {1u, 6u, 13u, 32u}) {
        INFO("vocab " << vocab << " hidden " << hidden << " rows " << rows);
        const OutputWeights weights = testing::random_output_weights(vocab, hidden, ++seed, 0.3f);
        // Scale 2: logits spread over some tens, as a trained model's.
        const auto h = normal_values(rows * hidden, ++seed, 2.0f);
        screened_rows += check_against_full<TestType>(weights, h, rows).screened_rows;
      }
  // Most calls are answered by the screen, not by the fallback.
  CHECK(screened_rows > 300);
}

TEMPLATE_TEST_CASE("ScreenedArgmax: near ties the 8-bit logits misorder, bit-identical", "",
                   PackedFp32Gemm, PackedFp32FmaGemm) {
  INFO("instruction set " << isa_name(active_isa()));
  unsigned seed = 70;
  for (std::size_t vocab : {64u, 2000u})
    for (std::size_t rows : {1u, 12u, 32u}) {
      INFO("vocab " << vocab << " rows " << rows);
      const OutputWeights weights = near_copies(vocab, 64, ++seed);
      const auto h = normal_values(rows * 64, ++seed, 2.0f);
      const auto counters = check_against_full<TestType>(weights, h, rows);
      CHECK(counters.full_calls == 0);
      // Every row's group of near copies is among its candidates.
      CHECK(counters.float_columns >= 4);
    }
}

// Int8Gemm's error reaches its bound when every value rounds by almost half
// a step in the same direction: h's values and token 0's weights sit 0.499 of
// a step above a level (rounded down: token 0's 8-bit logit is too low by
// nearly the bound), token 1's weights are token 0's negated (its 8-bit logit
// too high by as much). With the bias, token 1's float logit is 0.001 below
// token 0's, so the 8-bit logits put token 1 ahead by almost twice the bound,
// the screen's whole margin: it must still keep token 0. (A margin 2% short
// of the bound fails here.)
TEST_CASE("ScreenedArgmax: 8-bit logits wrong by nearly the whole bound") {
  const std::size_t hidden = 256;
  std::vector<float> h(hidden), w(2 * hidden);
  h[0] = 1.0f;  // the row's largest: its 8-bit scale is exactly 127
  w[0] = 1.0f;
  w[hidden] = -1.0f;
  double sums[2] = {1.0, -1.0};  // h[0] w[0], h[0] w[hidden]
  for (std::size_t k = 1; k < hidden; ++k) {
    h[k] = static_cast<float>((30.0 + static_cast<double>(k * 37 % 90) + 0.499) / 127.0);
    w[k] = static_cast<float>((20.0 + static_cast<double>(k * 53 % 100) + 0.499) / 127.0);
    w[hidden + k] = -w[k];
    sums[0] += static_cast<double>(h[k]) * w[k];
    sums[1] += static_cast<double>(h[k]) * w[hidden + k];
  }
  std::vector<float> bias{0.0f, static_cast<float>(sums[0] - sums[1] - 0.001)};
  const OutputWeights weights(std::move(w), std::move(bias), 2, hidden);
  const auto counters = check_against_full<PackedFp32Gemm>(weights, h, 1);
  CHECK(counters.full_calls == 0);
  const ScreenedArgmax<PackedFp32Gemm> layer(weights);
  CHECK(run_layer(layer, h, 1, 1)[0].token == 0);
  // The 8-bit logits do rank token 1 first.
  const auto screen = Int8Gemm::prepare(weights.weights());
  Int8Gemm::Workspace ws;
  float logits[2];
  Int8Gemm::multiply(ws, ConstMatrixView(h.data(), 1, hidden), screen,
                     MutableMatrixView(logits, 1, 2), weights.bias());
  CHECK(logits[1] > logits[0]);
}

TEST_CASE("ScreenedArgmax: exact ties go to the lower id, bit-identical") {
  // Every token has the same weights and bias: all logits tie.
  const std::size_t vocab = 40, hidden = 16, rows = 3;
  std::vector<float> w(vocab * hidden, 0.25f), b(vocab, 0.5f);
  const OutputWeights weights(std::move(w), std::move(b), vocab, hidden);
  const auto h = normal_values(rows * hidden, 5, 1.0f);
  const auto counters = check_against_full<PackedFp32Gemm>(weights, h, rows);
  CHECK(counters.full_calls == 0);
  const ScreenedArgmax<PackedFp32Gemm> layer(weights);
  for (const ScoredToken& best : run_layer(layer, h, rows, 1)) CHECK(best.token == 0);
}

TEST_CASE("ScreenedArgmax: outliers in h, and the fallback past the row's candidates") {
  const std::size_t vocab = 3000, hidden = 96, rows = 9;
  const OutputWeights weights = testing::random_output_weights(vocab, hidden, 90, 0.3f);
  auto h = normal_values(rows * hidden, 91, 1.0f);
  h[5] = 300.0f;                // row 0: one huge activation (a coarse 8-bit scale)
  h[2 * hidden + 7] = -1e-30f;  // row 2: a tiny one beside normal ones
  for (std::size_t k = 0; k < hidden; ++k) h[4 * hidden + k] = 0.0f;  // row 4: all zero
  check_against_full<PackedFp32Gemm>(weights, h, rows);
  // One candidate per row: near ties make some rows overflow, and the call
  // then takes the full product.
  const OutputWeights copies = near_copies(vocab, hidden, 92);
  const auto counters = check_against_full<PackedFp32Gemm>(
      copies, normal_values(rows * hidden, 93, 1.0f), rows, {.candidates_per_row = 1});
  CHECK(counters.full_calls == 1);
  CHECK(counters.screened_rows == 0);
}

TEST_CASE("ScreenedArgmax: bad calls and non-finite rows raise fastdec::error") {
  const OutputWeights weights = testing::random_output_weights(100, 8, 3, 0.3f);
  const ScreenedArgmax<PackedFp32Gemm> layer(weights);
  auto ws = layer.make_workspace();
  layer.begin_batch(ws, {}, 2);
  std::vector<float> h(2 * 8, 1.0f);
  std::vector<ScoredToken> out(4);
  REQUIRE_THROWS_AS(layer.topk(ws, ConstMatrixView(h.data(), 2, 8), 2, TopKView(out.data(), 2, 2)),
                    error);
  REQUIRE_THROWS_AS(layer.topk(ws, ConstMatrixView(h.data(), 2, 7), 1, TopKView(out.data(), 2, 1)),
                    error);
  h[9] = std::numeric_limits<float>::quiet_NaN();
  REQUIRE_THROWS_AS(layer.topk(ws, ConstMatrixView(h.data(), 2, 8), 1, TopKView(out.data(), 2, 1)),
                    error);
  REQUIRE_THROWS_AS(ScreenedArgmax<PackedFp32Gemm>(weights, {.candidates_per_row = 0}), error);
}

}  // namespace fastdec_test_screened_argmax
