#include <catch2/catch.hpp>

#include <algorithm>
#include <random>
#include <vector>

#include "fastdec/core/topk.hpp"

// Each test file in its own namespace: the files of a folder are compiled
// as one translation unit (tests/CMakeLists.txt).
namespace fastdec_test_topk {

using fastdec::ScoredToken;
using fastdec::TopKAccumulator;

namespace {

std::vector<ScoredToken> brute_force_topk(const std::vector<float>& values, std::size_t k) {
  std::vector<ScoredToken> all;
  for (std::size_t i = 0; i < values.size(); ++i)
    all.push_back({static_cast<fastdec::TokenId>(i), values[i]});
  std::sort(all.begin(), all.end(), fastdec::ranks_before);
  all.resize(std::min(k, all.size()));
  return all;
}

}  // namespace

TEST_CASE("TopKAccumulator keeps the k best, ties to the lower id, in any arrival order") {
  std::mt19937 rng(7);
  for (std::size_t k : {1u, 2u, 5u, 12u, 64u}) {
    for (int trial = 0; trial < 20; ++trial) {
      // Few distinct values, so ties are everywhere.
      std::uniform_int_distribution<int> level(0, 9);
      std::vector<float> values(300);
      for (float& v : values) v = static_cast<float>(level(rng)) * 0.5f;
      const auto expected = brute_force_topk(values, k);

      std::vector<std::size_t> order(values.size());
      for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
      std::shuffle(order.begin(), order.end(), rng);
      std::vector<ScoredToken> storage(k);
      TopKAccumulator best(storage);
      for (std::size_t i : order) best.push(static_cast<fastdec::TokenId>(i), values[i]);

      REQUIRE(best.size() == expected.size());
      for (std::size_t j = 0; j < expected.size(); ++j) {
        CHECK(best.items()[j].token == expected[j].token);
        CHECK(best.items()[j].logprob == expected[j].logprob);
      }
    }
  }
}

TEST_CASE("TopKAccumulator threshold is -inf until full, then the k-th best") {
  std::vector<ScoredToken> storage(2);
  TopKAccumulator best(storage);
  CHECK(best.threshold() == -std::numeric_limits<float>::infinity());
  best.push(4, 1.0f);
  CHECK(best.threshold() == -std::numeric_limits<float>::infinity());
  best.push(2, 3.0f);
  CHECK(best.threshold() == 1.0f);
  best.push(1, 1.0f);  // ties the worst with a lower id: replaces it
  REQUIRE(best.items()[1].token == 1);
  best.push(9, 1.0f);  // ties with a higher id: rejected
  REQUIRE(best.items()[1].token == 1);
  CHECK(best.full());
}

}  // namespace fastdec_test_topk
