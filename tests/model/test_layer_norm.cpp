// LayerNorm: PyTorch's formula within float rounding, and the bits of the
// one-row-at-a-time loop with every product rounded before its sum, however
// many rows apply() takes together, whatever the build flags and on every
// instruction set.
#include <catch2/catch.hpp>

#include <cmath>
#include <random>
#include <vector>

#include "fastdec/layers/layer_norm.hpp"

// Each test file in its own namespace: the files of a folder are compiled
// as one translation unit (tests/CMakeLists.txt).
namespace fastdec_test_layer_norm {

using namespace fastdec;

namespace {

std::vector<float> normal_values(std::mt19937& random, std::size_t n, float mean, float spread) {
  std::normal_distribution<float> normal(mean, spread);
  std::vector<float> x(n);
  for (float& v : x) v = normal(random);
  return x;
}

// One row, step by step: sums in double in feature order, each product
// rounded through a volatile so no compiler fuses it into the sum.
std::vector<float> reference_row(const float* in, const std::vector<float>& gain,
                                 const std::vector<float>& bias) {
  const std::size_t d = gain.size();
  double sum = 0.0;
  for (std::size_t t = 0; t < d; ++t) sum = sum + in[t];
  const double mean = sum / static_cast<double>(d);
  double squares = 0.0;
  for (std::size_t t = 0; t < d; ++t) {
    volatile double square = (in[t] - mean) * (in[t] - mean);
    squares = squares + square;
  }
  const double rstd = 1.0 / std::sqrt(squares / static_cast<double>(d) + LayerNorm::epsilon);
  std::vector<float> out(d);
  for (std::size_t t = 0; t < d; ++t) {
    volatile float scaled = static_cast<float>((in[t] - mean) * rstd) * gain[t];
    out[t] = scaled + bias[t];
  }
  return out;
}

}  // namespace

// Rows go as groups of eight (1, 2 and 4 rows as loops), eight
// features at a time transposed (in registers on AVX2 and AVX-512), then one
// feature at a time past the last multiple of eight (d = 9, 17, 250); the
// isa runs check every level.
TEST_CASE(
    "LayerNorm gives the one-row loop's bits for any number of rows, on every instruction set",
    "[model][layers]") {
  std::mt19937 random(3);
  for (const std::size_t d : {1u, 7u, 8u, 9u, 16u, 17u, 250u, 256u}) {
    const std::vector<float> gain = normal_values(random, d, 1.0f, 0.3f);
    const std::vector<float> bias = normal_values(random, d, 0.0f, 0.5f);
    const LayerNorm norm(gain, bias);
    for (const std::size_t rows :
         {1u, 2u, 3u, 4u, 5u, 6u, 7u, 8u, 15u, 16u, 19u, 24u, 31u, 32u, 33u}) {
      INFO("d " << d << " rows " << rows);
      const std::size_t stride = d + 5;  // rows apart in memory, as in a wider buffer
      const std::vector<float> x = normal_values(random, rows * stride, 2.0f, 3.0f);
      std::vector<float> y(rows * stride, -1.0f), in_place = x;
      norm.apply({x.data(), rows, d, stride}, {y.data(), rows, d, stride});
      norm.apply({in_place.data(), rows, d, stride}, {in_place.data(), rows, d, stride});
      for (std::size_t r = 0; r < rows; ++r) {
        const std::vector<float> expected = reference_row(x.data() + r * stride, gain, bias);
        for (std::size_t t = 0; t < d; ++t) {
          REQUIRE(y[r * stride + t] == expected[t]);
          REQUIRE(in_place[r * stride + t] == expected[t]);
        }
        for (std::size_t t = d; t < stride; ++t) REQUIRE(y[r * stride + t] == -1.0f);
      }
    }
  }
}

TEST_CASE("LayerNorm is PyTorch's formula within float rounding", "[model][layers]") {
  std::mt19937 random(4);
  const std::size_t d = 64, rows = 11;
  const std::vector<float> gain = normal_values(random, d, 1.0f, 0.3f);
  const std::vector<float> bias = normal_values(random, d, 0.0f, 0.5f);
  const std::vector<float> x = normal_values(random, rows * d, -1.0f, 4.0f);
  std::vector<float> y(rows * d);
  LayerNorm(gain, bias).apply({x.data(), rows, d}, {y.data(), rows, d});
  for (std::size_t r = 0; r < rows; ++r) {
    long double mean = 0, variance = 0;
    for (std::size_t t = 0; t < d; ++t) mean += x[r * d + t];
    mean /= d;
    for (std::size_t t = 0; t < d; ++t) variance += (x[r * d + t] - mean) * (x[r * d + t] - mean);
    variance /= d;
    for (std::size_t t = 0; t < d; ++t) {
      const long double exact =
          (x[r * d + t] - mean) / std::sqrt(variance + 1e-5L) * gain[t] + bias[t];
      CHECK(std::abs(static_cast<double>(y[r * d + t] - exact)) <= 4e-7 * (1 + std::abs(exact)));
    }
  }
}

TEST_CASE("LayerNorm rejects mismatched shapes", "[model][layers]") {
  const std::vector<float> two{1.0f, 2.0f}, three{1.0f, 2.0f, 3.0f};
  CHECK_THROWS_WITH(LayerNorm(two, three), Catch::Contains("the gain has 2 values and the bias 3"));
  CHECK_THROWS_WITH(LayerNorm({}, {}), Catch::Contains("at least 1"));
  const LayerNorm norm(two, two);
  std::vector<float> x(6), y(6);
  CHECK_THROWS_WITH(norm.apply({x.data(), 2, 3}, {y.data(), 2, 3}),
                    Catch::Contains("2 x 3 in and 2 x 3 out for 2 features"));
  CHECK_THROWS_WITH(norm.apply({x.data(), 3, 2}, {y.data(), 2, 2}),
                    Catch::Contains("3 x 2 in and 2 x 2 out"));
}

}  // namespace fastdec_test_layer_norm
