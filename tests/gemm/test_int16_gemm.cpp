// Int16Gemm against an exact reference: the documented error bound, bit
// identity across instruction sets and batch compositions, overflow at the
// largest K, tiles, and errors.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <span>
#include <vector>

#include "fastdec/gemm/int16_gemm.hpp"
#include "gemm/gemm_support.hpp"

// Each test file in its own namespace: the files of a folder are compiled
// as one translation unit (tests/CMakeLists.txt).
namespace fastdec_test_int16_gemm {

using namespace fastdec;
using testing::Matrix;

namespace {

Matrix multiply(const Matrix& a, const Int16Gemm::Prepared& b, std::span<const float> bias = {}) {
  return testing::multiply_with<Int16Gemm>(a, b, bias);
}

// The bound of int16_gemm.hpp's contract, element by element.
void check_error_bound(const Matrix& a, const Matrix& w, const Int16Gemm::Prepared& b,
                       const Matrix& c) {
  const auto q = static_cast<double>(b.range());
  const double e = 0.5 + q * std::ldexp(1.0, -22);
  for (std::size_t r = 0; r < a.rows; ++r) {
    float max_a = 0.0f;
    double sum_abs_a = 0;
    for (std::size_t k = 0; k < a.cols; ++k) {
      max_a = std::max(max_a, std::abs(a(r, k)));
      sum_abs_a += std::abs(a(r, k));
    }
    const double ua = static_cast<double>(max_a / static_cast<float>(b.range()));
    // A row too small to scale (Q / max|a| overflows) counts as zero.
    const bool zeroed = !std::isfinite(static_cast<float>(b.range()) / max_a);
    for (std::size_t n = 0; n < w.rows; ++n) {
      double sum_abs_b = 0, sum_abs_ab = 0;
      for (std::size_t k = 0; k < w.cols; ++k) {
        sum_abs_b += std::abs(w(n, k));
        sum_abs_ab += std::abs(static_cast<double>(a(r, k)) * w(n, k));
      }
      const double ub = b.column_unscale()[n];
      const double exact = testing::exact_dot(a, r, w, n);
      const double bound = (zeroed ? sum_abs_ab : 0.0) + e * (ub * sum_abs_a + ua * sum_abs_b) +
                           3 * e * e * static_cast<double>(a.cols) * ua * ub +
                           std::ldexp(std::abs(static_cast<double>(c(r, n))), -22) + 1e-37;
      INFO("row " << r << " column " << n << " K " << a.cols << " exact " << exact << " got "
                  << c(r, n) << " bound " << bound);
      REQUIRE(std::abs(static_cast<double>(c(r, n)) - exact) <= bound);
    }
  }
}

}  // namespace

TEST_CASE("Int16Gemm: the quantization range is the largest that cannot overflow int32") {
  for (std::size_t k : {1u, 2u, 3u, 512u, 1000u, 1024u, 4096u, 8191u, 8192u}) {
    const std::int64_t q = Int16Gemm::quantization_range(k);
    const auto padded = static_cast<std::int64_t>(k + k % 2);
    CHECK(padded * q * q <= 2147483647);
    CHECK((q == 32767 || padded * (q + 1) * (q + 1) > 2147483647));
  }
  CHECK(Int16Gemm::quantization_range(1024) == 1448);
  CHECK(Int16Gemm::quantization_range(8192) == 511);
  CHECK_THROWS_WITH(Int16Gemm::quantization_range(8193),
                    Catch::Contains("8193") && Catch::Contains("8192"));
}

TEST_CASE("Int16Gemm: results stay within the documented quantization error (random shapes)") {
  unsigned seed = 100;
  for (std::size_t k : {1u, 3u, 17u, 100u, 513u}) {
    for (std::size_t n : {1u, 15u, 17u, 300u}) {
      const Matrix w = testing::random_matrix(n, k, ++seed);
      const auto b = Int16Gemm::prepare(w.view());
      for (std::size_t m : {1u, 2u, 6u, 7u, 12u, 13u, 64u}) {
        const Matrix a = testing::random_matrix(m, k, ++seed, 3.0f);
        check_error_bound(a, w, b, multiply(a, b));
      }
    }
  }
}

TEST_CASE("Int16Gemm: adversarial data: zeros, extreme magnitudes, spikes") {
  const std::size_t k = 70, n = 33, m = 9;
  Matrix w = testing::random_matrix(n, k, 7);
  Matrix a = testing::random_matrix(m, k, 8);
  for (std::size_t c = 0; c < k; ++c) {
    w(3, c) = 0.0f;                           // a zero column of B
    a(2, c) = 0.0f;                           // a zero row of A
    w(5, c) *= 1e15f;                         // huge weights
    a(4, c) *= 1e-20f;                        // tiny activations
    w(6, c) = c % 2 == 0 ? 1e-30f : -3e-30f;  // tiny weights
    a(5, c) = c == 11 ? 1e20f : 1.0f;         // one spike dwarfs the row
    a(6, c) = c % 3 == 0 ? -std::numeric_limits<float>::denorm_min() : 0.0f;  // scale overflows
  }
  const auto b = Int16Gemm::prepare(w.view());
  const Matrix c = multiply(a, b);
  check_error_bound(a, w, b, c);
  for (std::size_t col = 0; col < n; ++col) {
    CHECK(c(2, col) == 0.0f);
    CHECK(c(6, col) == 0.0f);  // quantized to zeros, as documented
  }
  for (std::size_t row = 0; row < m; ++row) CHECK(c(row, 3) == 0.0f);
}

TEST_CASE("Int16Gemm: the largest K accumulates +-K Q^2 without overflow") {
  for (std::size_t k : {Int16Gemm::max_inputs, Int16Gemm::max_inputs - 1}) {
    Matrix w(3, k, 1.0f), a(2, k, 1.0f);
    for (std::size_t c = 0; c < k; ++c) {
      w(1, c) = -2.5f;
      w(2, c) = c % 2 == 0 ? 4.0f : -4.0f;
      a(1, c) = -7.0f;
    }
    const auto b = Int16Gemm::prepare(w.view());
    const Matrix c = multiply(a, b);
    check_error_bound(a, w, b, c);
    const auto kk = static_cast<float>(k);
    CHECK(c(0, 0) == Approx(kk).epsilon(1e-6));
    CHECK(c(0, 1) == Approx(-2.5f * kk).epsilon(1e-6));
    CHECK(c(1, 0) == Approx(-7.0f * kk).epsilon(1e-6));
    CHECK(c(1, 1) == Approx(17.5f * kk).epsilon(1e-6));
  }
}

TEST_CASE("Int16Gemm: the ReLU in the tiles' epilogue is relu of the product, bit for bit") {
  static_assert(ReluFusingGemm<Int16Gemm>);
  INFO("instruction set " << isa_name(testing::level_under_test()));
  testing::require_relu_of_multiply<Int16Gemm>(
      [](const Matrix& w) { return Int16Gemm::prepare(w.view()); });
}

TEST_CASE("Int16Gemm: every instruction set is bit-identical to the scalar reference") {
  const Isa level = testing::level_under_test();
  INFO("instruction set " << isa_name(level));
  unsigned seed = 300;
  for (std::size_t k : {5u, 64u, 301u}) {
    const Matrix w = testing::random_matrix(531, k, ++seed);
    const Matrix bias = testing::random_matrix(1, 531, ++seed);
    const auto b = Int16Gemm::prepare(w.view());
    for (std::size_t m : {1u, 2u, 3u, 4u, 5u, 6u, 7u, 8u, 12u, 13u, 16u, 25u, 64u}) {
      const Matrix a = testing::random_matrix(m, k, ++seed);
      Matrix reference;
      {
        ScopedIsa scalar(Isa::scalar);
        reference = multiply(a, b, bias.values);
      }
      ScopedIsa forced(level);
      REQUIRE(multiply(a, b, bias.values).values == reference.values);
    }
  }
  // Preparing on any level gives the same quantized weights.
  const Matrix w = testing::random_matrix(40, 77, 9);
  Int16Gemm::Prepared reference = [&] {
    ScopedIsa scalar(Isa::scalar);
    return Int16Gemm::prepare(w.view());
  }();
  const auto prepared = Int16Gemm::prepare(w.view());
  REQUIRE(
      std::equal(prepared.panels().begin(), prepared.panels().end(), reference.panels().begin()));
  REQUIRE(std::equal(prepared.column_unscale().begin(), prepared.column_unscale().end(),
                     reference.column_unscale().begin()));
}

TEST_CASE("Int16Gemm: a row's result is bit-identical whatever rows share the multiply") {
  INFO("instruction set " << isa_name(testing::level_under_test()));
  const std::size_t k = 96, n = 300;
  const Matrix w = testing::random_matrix(n, k, 41);
  const auto b = Int16Gemm::prepare(w.view());
  const Matrix batch = testing::random_matrix(64, k, 42, 2.0f);
  for (std::size_t m : {2u, 5u, 6u, 7u, 12u, 13u, 30u, 64u}) {
    Matrix rows(m, k);
    std::copy_n(batch.values.begin(), m * k, rows.values.begin());
    testing::require_rows_as_alone(batch, multiply(rows, b),
                                   [&](const Matrix& row) { return multiply(row, b); });
  }
}

TEST_CASE("Int16Gemm: fused bias and tiles give the same values as multiply") {
  const std::size_t k = 40, n = 700, m = 7;
  const Matrix w = testing::random_matrix(n, k, 51);
  const Matrix bias = testing::random_matrix(1, n, 52);
  const Matrix a = testing::random_matrix(m, k, 53);
  const auto b = Int16Gemm::prepare(w.view());
  const Matrix plain = multiply(a, b);
  const Matrix biased = multiply(a, b, bias.values);
  for (std::size_t r = 0; r < m; ++r)
    for (std::size_t c = 0; c < n; ++c) REQUIRE(biased(r, c) == plain(r, c) + bias(0, c));

  const Matrix tiled = testing::assemble_tiles<Int16Gemm>(a, b, bias.values);
  REQUIRE(tiled.values == biased.values);
  CHECK(Int16Gemm::tile_columns % 256 == 0);
}

TEST_CASE("Int16Gemm: the plain Gemm-concept multiply matches the workspace overload") {
  const Matrix w = testing::random_matrix(50, 30, 61);
  const Matrix a = testing::random_matrix(4, 30, 62);
  const auto b = Int16Gemm::prepare(w.view());
  Matrix c(4, 50);
  Int16Gemm::multiply(a.view(), b, c.view());
  REQUIRE(c.values == multiply(a, b).values);
  CHECK(b.rows() == 50);
  CHECK(b.cols() == 30);
  CHECK(b.isa() == kernel_level(KernelFamily::int16_gemm));
  CHECK(Int16Gemm::layout == PanelLayout{16, 2});
}

TEST_CASE(
    "Int16Gemm: weights whose products could overflow a float are refused, the rest stay finite") {
  // Found from outside: one weight of 3e38, the others 0.25, A = 0.5 gave inf
  // where the exact result is 1.5e38 (float(sum) x column scale overflowed).
  Matrix w(1, 4), a(1, 4);
  for (std::size_t c = 0; c < 4; ++c) w(0, c) = 0.25f, a(0, c) = 0.5f;
  w(0, 0) = 3e38f;
  CHECK_THROWS_WITH(Int16Gemm::prepare(w.view()),
                    Catch::Contains("row 0 of the weights") && Catch::Contains("overflow a float"));
  // Just below the bound for K = 4, with A large enough that the exact result
  // is near the float range: finite, within the documented error.
  w(0, 0) = 1e33f;
  const auto b = Int16Gemm::prepare(w.view());
  for (float activation : {0.5f, 1e5f}) {
    for (std::size_t c = 0; c < 4; ++c) a(0, c) = activation;
    const Matrix c = multiply(a, b);
    INFO("A = " << activation << ", C = " << c(0, 0));
    CHECK(std::isfinite(c(0, 0)));
    check_error_bound(a, w, b, c);
  }
  // A NaN bias is refused as NaN weights and activations are.
  Int16Gemm::Workspace workspace;
  Matrix out(1, 1);
  const std::vector<float> nan_bias{std::numeric_limits<float>::quiet_NaN()};
  CHECK_THROWS_WITH(Int16Gemm::multiply(workspace, a.view(), b, out.view(), nan_bias),
                    Catch::Contains("bias[0] is NaN"));
}

TEST_CASE("Int16Gemm: bad shapes and non-finite values raise fastdec::error") {
  const Matrix w = testing::random_matrix(20, 8, 71);
  const auto b = Int16Gemm::prepare(w.view());
  Int16Gemm::Workspace workspace;
  Matrix a(3, 8), c(3, 20);
  Matrix wrong_a(3, 7), wrong_c(3, 21), short_c(2, 20);
  const std::vector<float> short_bias(19);
  CHECK_THROWS_WITH(Int16Gemm::multiply(wrong_a.view(), b, c.view()),
                    Catch::Contains("A has 7 columns") && Catch::Contains("K = 8"));
  CHECK_THROWS_WITH(Int16Gemm::multiply(a.view(), b, wrong_c.view()), Catch::Contains("3 x 21"));
  CHECK_THROWS_WITH(Int16Gemm::multiply(a.view(), b, short_c.view()), Catch::Contains("2 x 20"));
  CHECK_THROWS_WITH(Int16Gemm::multiply(workspace, a.view(), b, c.view(), short_bias),
                    Catch::Contains("bias has 19 values"));
  CHECK_THROWS_WITH(
      Int16Gemm::multiply_tiles(workspace, wrong_a.view(), b, {}, [](const OutputTile&) {}),
      Catch::Contains("A has 7 columns"));
  CHECK_THROWS_WITH(Int16Gemm::prepare(ConstMatrixView()), Catch::Contains("empty"));
  const Matrix too_wide(2, Int16Gemm::max_inputs + 1);
  CHECK_THROWS_WITH(Int16Gemm::prepare(too_wide.view()), Catch::Contains("8193"));

  for (float bad : {std::numeric_limits<float>::quiet_NaN(), INFINITY, -INFINITY}) {
    Matrix bad_a = a;
    bad_a(1, 5) = bad;
    CHECK_THROWS_WITH(Int16Gemm::multiply(bad_a.view(), b, c.view()),
                      Catch::Contains("row 1 of A") && Catch::Contains("NaN or an infinity"));
    Matrix bad_w = w;
    bad_w(13, 2) = bad;
    CHECK_THROWS_WITH(Int16Gemm::prepare(bad_w.view()),
                      Catch::Contains("row 13") && Catch::Contains("NaN or an infinity"));
  }
}

TEST_CASE("Int16Gemm: select_rows gives the bits prepare gives the gathered rows") {
  testing::check_select_rows<Int16Gemm>([](const auto& selected, const auto& gathered) {
    for (std::size_t c = 0; c < selected.padded_rows(); ++c)
      REQUIRE(selected.column_unscale()[c] == gathered.column_unscale()[c]);
  });
}

}  // namespace fastdec_test_int16_gemm
