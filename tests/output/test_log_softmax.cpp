#include <catch2/catch.hpp>

#include <cmath>
#include <limits>
#include <random>
#include <vector>

#include "fastdec/output/log_softmax.hpp"

// Each test file in its own namespace: the files of a folder are compiled
// as one translation unit (tests/CMakeLists.txt).
namespace fastdec_test_log_softmax {

TEST_CASE("log_softmax matches a double-precision reference and survives large logits") {
  std::mt19937 rng(3);
  for (std::size_t n : {1u, 15u, 16u, 17u, 1000u, 50001u}) {
    for (float offset : {0.0f, 1000.0f, -3000.0f}) {  // exp(1000) overflows a naive softmax
      std::normal_distribution<float> normal(offset, 5.0f);
      std::vector<float> x(n), out(n);
      for (float& v : x) v = normal(rng);
      const float log_normalizer = fastdec::log_softmax(x, out);
      double max = -INFINITY;
      for (float v : x) max = std::max(max, static_cast<double>(v));
      double sum = 0;
      for (float v : x) sum += std::exp(static_cast<double>(v) - max);
      const double reference = max + std::log(sum);
      CHECK(std::abs(log_normalizer - reference) <= 1e-5 * std::max(1.0, std::abs(reference)));
      // A float log-probability of a logit near 1000 is only exact to ulp(1000),
      // so the tolerance scales with the size of the logits.
      const double tolerance = 1e-5 * std::max(1.0, std::abs(reference));
      double total = 0;
      for (std::size_t i = 0; i < n; ++i) {
        REQUIRE(std::abs(out[i] - (x[i] - reference)) <= tolerance);
        total += std::exp(static_cast<double>(out[i]));
      }
      CHECK(std::abs(total - 1.0) <= tolerance);
    }
  }
}

TEST_CASE("log_softmax rejects NaN, infinities, empty input and a short output") {
  std::vector<float> out(40);
  for (float bad : {std::numeric_limits<float>::quiet_NaN(), INFINITY, -INFINITY}) {
    for (std::size_t position : {0u, 17u, 39u}) {
      std::vector<float> x(40, 0.5f);
      x[position] = bad;
      REQUIRE_THROWS_WITH(fastdec::log_softmax(x, out), Catch::Contains("NaN or an infinity"));
    }
  }
  std::vector<float> empty;
  REQUIRE_THROWS_AS(fastdec::log_softmax(empty, empty), fastdec::error);
  std::vector<float> x(40, 0.0f), short_out(39);
  REQUIRE_THROWS_WITH(fastdec::log_softmax(x, short_out), Catch::Contains("output has 39"));
}

}  // namespace fastdec_test_log_softmax
