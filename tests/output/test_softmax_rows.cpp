// The post-GEMM row kernels against brute force, on every instruction set.
#include <catch2/catch.hpp>

#include <cmath>
#include <limits>
#include <random>
#include <vector>

#include "fastdec/arch/isa.hpp"
#include "fastdec/output/softmax_rows.hpp"
#include "support/reference.hpp"

// Each test file in its own namespace: the files of a folder are compiled
// as one translation unit (tests/CMakeLists.txt).
namespace fastdec_test_softmax_rows {

using namespace fastdec;

namespace {

struct Rows {
  std::size_t rows, vocab;
  std::vector<float> logits, bias;
};

// Random logits; with `coarse`, values on a grid of 0.25 so many of them tie.
Rows random_rows(std::size_t rows, std::size_t vocab, bool coarse, unsigned seed) {
  std::mt19937 rng(seed);
  std::normal_distribution<float> normal(0.0f, 3.0f);
  Rows r{rows, vocab, std::vector<float>(rows * vocab), std::vector<float>(vocab)};
  for (float& v : r.logits) v = coarse ? std::round(normal(rng) * 4.0f) / 4.0f : normal(rng);
  for (float& v : r.bias) v = coarse ? std::round(normal(rng)) : normal(rng);
  return r;
}

void check_against_reference(const Rows& data, std::size_t k, const std::vector<ScoredToken>& out,
                             bool check_logprobs) {
  for (std::size_t r = 0; r < data.rows; ++r) {
    const auto expected = testing::reference_topk(
        std::span<const float>(data.logits).subspan(r * data.vocab, data.vocab), data.bias, k);
    for (std::size_t j = 0; j < k; ++j) {
      INFO("row " << r << ", rank " << j << ", vocab " << data.vocab << ", k " << k);
      REQUIRE(out[r * k + j].token == expected[j].token);
      if (check_logprobs) REQUIRE(std::abs(out[r * k + j].logprob - expected[j].logprob) <= 1e-5f);
    }
  }
}

}  // namespace

TEST_CASE("fused and separate-pass softmax + k-best equal brute force, with ties") {
  unsigned seed = 11;
  for (std::size_t vocab : {1u, 13u, 16u, 257u, 4099u, 50000u}) {
    for (bool coarse : {false, true}) {
      for (std::size_t rows : {1u, 3u}) {
        const Rows data = random_rows(rows, vocab, coarse, ++seed);
        for (std::size_t k : {1u, 5u, 12u}) {
          if (k > vocab) continue;
          std::vector<ScoredToken> fused(rows * k), full(rows * k);
          std::vector<float> logprobs(rows * vocab);
          const ConstMatrixView logits(data.logits.data(), rows, vocab);
          fused_softmax_topk(logits, data.bias, TopKView(fused.data(), rows, k));
          softmax_then_topk(logits, data.bias, MutableMatrixView(logprobs.data(), rows, vocab),
                            TopKView(full.data(), rows, k));
          check_against_reference(data, k, fused, true);
          check_against_reference(data, k, full, true);
          // The separate-pass path also leaves the whole normalized row behind.
          double total = 0;
          for (std::size_t i = 0; i < vocab; ++i)
            total += std::exp(static_cast<double>(logprobs[i]));
          CHECK(total == Approx(1.0).epsilon(1e-5));

          std::vector<ScoredToken> best(rows);
          argmax_rows(logits, data.bias, TopKView(best.data(), rows, 1));
          for (std::size_t r = 0; r < rows; ++r) {
            REQUIRE(best[r].token == fused[r * k].token);
            const std::size_t id = static_cast<std::size_t>(best[r].token);
            REQUIRE(best[r].logprob == data.logits[r * vocab + id] + data.bias[id]);
          }
        }
      }
    }
  }
}

TEST_CASE("softmax rows are bit-identical on every instruction set this machine has") {
  const Rows data = random_rows(4, 20011, false, 99);
  const ConstMatrixView logits(data.logits.data(), data.rows, data.vocab);
  const std::size_t k = 12;
  auto run = [&](Isa isa) {
    ScopedIsa forced(isa);
    std::vector<ScoredToken> fused(data.rows * k), full(data.rows * k);
    std::vector<float> logprobs(data.rows * data.vocab);
    fused_softmax_topk(logits, data.bias, TopKView(fused.data(), data.rows, k));
    softmax_then_topk(logits, data.bias, MutableMatrixView(logprobs.data(), data.rows, data.vocab),
                      TopKView(full.data(), data.rows, k));
    return std::tuple(fused, full, logprobs);
  };
  const auto [fused_ref, full_ref, logprobs_ref] = run(Isa::scalar);
  const Isa level = active_isa();  // FASTDEC_TEST_ISA picks it (see catch_main.cpp)
  INFO("instruction set " << isa_name(level));
  const auto [fused, full, logprobs] = run(level);
  for (std::size_t i = 0; i < fused.size(); ++i) {
    REQUIRE(fused[i].token == fused_ref[i].token);
    REQUIRE(fused[i].logprob == fused_ref[i].logprob);
    REQUIRE(full[i].token == full_ref[i].token);
    REQUIRE(full[i].logprob == full_ref[i].logprob);
  }
  REQUIRE(logprobs == logprobs_ref);
}

TEST_CASE("softmax rows reject NaN and infinities anywhere, naming the row") {
  for (float bad : {std::numeric_limits<float>::quiet_NaN(), INFINITY, -INFINITY}) {
    for (std::size_t position : {0u, 16u, 300u, 1000u, 1002u}) {  // body, block edge, tail
      Rows data = random_rows(2, 1003, false, 5);
      data.logits[data.vocab + position] = bad;
      const ConstMatrixView logits(data.logits.data(), 2, data.vocab);
      std::vector<ScoredToken> out(2 * 3);
      std::vector<float> logprobs(2 * data.vocab);
      INFO("bad value " << bad << " at " << position);
      REQUIRE_THROWS_WITH(fused_softmax_topk(logits, data.bias, TopKView(out.data(), 2, 3)),
                          Catch::Contains("row 1") && Catch::Contains("NaN or an infinity"));
      REQUIRE_THROWS_WITH(
          softmax_then_topk(logits, data.bias, MutableMatrixView(logprobs.data(), 2, data.vocab),
                            TopKView(out.data(), 2, 3)),
          Catch::Contains("row 1"));
      REQUIRE_THROWS_WITH(argmax_rows(logits, data.bias, TopKView(out.data(), 2, 1)),
                          Catch::Contains("row 1"));
    }
  }
}

TEST_CASE("softmax rows reject k = 0, k > vocabulary and mismatched shapes") {
  const Rows data = random_rows(2, 10, false, 1);
  const ConstMatrixView logits(data.logits.data(), 2, 10);
  std::vector<ScoredToken> out(2 * 11);
  REQUIRE_THROWS_WITH(fused_softmax_topk(logits, data.bias, TopKView(out.data(), 2, 11)),
                      Catch::Contains("k = 11 is larger than the vocabulary (10"));
  REQUIRE_THROWS_WITH(fused_softmax_topk(logits, data.bias, TopKView(out.data(), 2, 0)),
                      Catch::Contains("k must be at least 1"));
  REQUIRE_THROWS_WITH(fused_softmax_topk(logits, data.bias, TopKView(out.data(), 1, 3)),
                      Catch::Contains("output has 1 rows"));
  const std::vector<float> short_bias(9);
  REQUIRE_THROWS_WITH(fused_softmax_topk(logits, short_bias, TopKView(out.data(), 2, 3)),
                      Catch::Contains("bias has 9 values"));
  REQUIRE_THROWS_WITH(argmax_rows(logits, data.bias, TopKView(out.data(), 2, 2)),
                      Catch::Contains("k must be 1"));
}

}  // namespace fastdec_test_softmax_rows
