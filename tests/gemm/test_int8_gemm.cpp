// Int8Gemm and Int8Gemm7Bit (7-bit activations, the same Prepared) against
// an exact integer reference (the quantized values summed in 64-bit integers
// and dequantized with the same float operations), the documented error
// bound against the real product, bit identity across instruction sets and
// batch compositions, the sums vpmaddubsw could saturate on, tiles, the
// static activation scale, and errors.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <span>
#include <vector>

#include "fastdec/gemm/int8_gemm.hpp"
#include "gemm/gemm_support.hpp"

// Each test file in its own namespace: the files of a folder are compiled
// as one translation unit (tests/CMakeLists.txt).
namespace fastdec_test_int8_gemm {

using namespace fastdec;
using testing::Matrix;

namespace {

// Int8Gemm's multiply, or G's (Int8Gemm7Bit) on the same prepared weights.
template <class G = Int8Gemm>
Matrix multiply(const Matrix& a, const Int8Gemm::Prepared& b, std::span<const float> bias = {}) {
  return testing::multiply_with<G>(a, b, bias);
}

// round(clamp(x * range / max|row|)) as the contract says, in the same float
// operations (a product, a clamp, rounding to nearest even).
std::vector<std::int32_t> quantize_row(std::span<const float> row, float range, float& unscale,
                                       float fixed_max = 0.0f) {
  float max_abs = 0.0f;
  for (const float x : row) max_abs = std::max(max_abs, std::abs(x));
  if (fixed_max > 0.0f) max_abs = fixed_max;
  float scale = range / max_abs;
  unscale = max_abs / range;
  if (!std::isfinite(scale)) scale = unscale = 0.0f;
  std::vector<std::int32_t> q(row.size());
  for (std::size_t i = 0; i < row.size(); ++i)
    q[i] = static_cast<std::int32_t>(std::nearbyint(std::clamp(row[i] * scale, -range, range)));
  return q;
}

// The contract's result from the quantized values: exact integer sums,
// then float(sum) * col_unscale * row_unscale + bias; A quantized to G's
// activation range (127, or 63 for Int8Gemm7Bit).
template <class G = Int8Gemm>
Matrix exact_integer_reference(const Matrix& a, const Int8Gemm::Prepared& b,
                               std::span<const float> bias) {
  constexpr auto range = static_cast<float>(G::activation_range);
  Matrix c(a.rows, b.rows());
  for (std::size_t r = 0; r < a.rows; ++r) {
    float row_unscale = 0.0f;
    const std::vector<std::int32_t> qa =
        quantize_row(std::span<const float>(&a.values[r * a.cols], a.cols), range, row_unscale,
                     b.options().activation_max);
    for (std::size_t n = 0; n < b.rows(); ++n) {
      std::int64_t sum = 0;
      for (std::size_t k = 0; k < a.cols; ++k) sum += std::int64_t{qa[k]} * b.quantized(n, k);
      REQUIRE(sum == static_cast<std::int32_t>(sum));
      // volatile: the product is rounded before the bias is added, as the
      // kernels do (a compiler may otherwise fuse the two into an FMA).
      volatile float product =
          static_cast<float>(static_cast<std::int32_t>(sum)) * b.column_unscale()[n] * row_unscale;
      float value = product;
      if (!bias.empty()) value = value + bias[n];
      c(r, n) = value;
    }
  }
  return c;
}

// The bound of int8_gemm.hpp's contract, element by element (G's activation range).
template <class G = Int8Gemm>
void check_error_bound(const Matrix& a, const Matrix& w, const Int8Gemm::Prepared& b,
                       const Matrix& c) {
  constexpr auto range = static_cast<float>(G::activation_range);
  const double e = 0.5 + std::ldexp(1.0, -15);
  for (std::size_t r = 0; r < a.rows; ++r) {
    float max_a = 0.0f;
    double sum_abs_a = 0;
    for (std::size_t k = 0; k < a.cols; ++k) {
      max_a = std::max(max_a, std::abs(a(r, k)));
      sum_abs_a += std::abs(a(r, k));
    }
    const double ua = static_cast<double>(max_a / range);
    const bool zeroed = !std::isfinite(range / max_a);
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

TEST_CASE("Int8Gemm: weights are quantized per row to 8 bits and laid out in quads") {
  const Matrix w = testing::random_matrix(37, 11, 3);
  const auto b = Int8Gemm::prepare(w.view());
  CHECK(b.rows() == 37);
  CHECK(b.cols() == 11);
  CHECK(b.depth() == 3);
  CHECK(b.padded_rows() == 48);
  CHECK(Int8Gemm::layout == PanelLayout{16, 4});
  for (std::size_t n = 0; n < 48; ++n) {
    std::int32_t sum = 0;
    if (n < 37) {
      float unscale = 0.0f;
      const std::vector<std::int32_t> q =
          quantize_row(std::span<const float>(&w.values[n * 11], 11), 127.0f, unscale);
      REQUIRE(b.column_unscale()[n] == unscale);
      for (std::size_t k = 0; k < 11; ++k) {
        REQUIRE(b.quantized(n, k) == q[k]);
        sum += q[k];
      }
    } else {
      REQUIRE(b.column_unscale()[n] == 0.0f);
    }
    for (std::size_t k = 11; k < 12; ++k) REQUIRE(b.quantized(n, k) == 0);  // padding inputs
    REQUIRE(b.column_offset()[n] == -128 * sum);
    REQUIRE(b.narrow_column_offset()[n] == -64 * sum);
  }
}

TEMPLATE_TEST_CASE(
    "int8 GEMMs: bit-identical to the exact integer reference on every instruction set", "",
    Int8Gemm, Int8Gemm7Bit) {
  const Isa level = testing::level_under_test();
  INFO("instruction set " << isa_name(level));
  unsigned seed = 500;
  for (std::size_t k : {1u, 3u, 4u, 5u, 64u, 301u}) {
    const Matrix w = testing::random_matrix(531, k, ++seed);
    const Matrix bias = testing::random_matrix(1, 531, ++seed);
    const auto b = Int8Gemm::prepare(w.view());
    for (std::size_t m : {1u, 2u, 3u, 4u, 5u, 6u, 7u, 8u, 11u, 12u, 13u, 16u, 25u, 64u}) {
      const Matrix a = testing::random_matrix(m, k, ++seed);
      const Matrix reference = exact_integer_reference<TestType>(a, b, bias.values);
      INFO("K " << k << " M " << m);
      REQUIRE(multiply<TestType>(a, b, bias.values).values == reference.values);
    }
  }
  // Preparing on any level gives the same quantized weights.
  const Matrix w = testing::random_matrix(40, 77, 9);
  const Int8Gemm::Prepared reference = [&] {
    ScopedIsa scalar(Isa::scalar);
    return Int8Gemm::prepare(w.view());
  }();
  const auto prepared = Int8Gemm::prepare(w.view());
  REQUIRE(
      std::equal(prepared.panels().begin(), prepared.panels().end(), reference.panels().begin()));
  REQUIRE(std::equal(prepared.column_unscale().begin(), prepared.column_unscale().end(),
                     reference.column_unscale().begin()));
}

TEMPLATE_TEST_CASE("int8 GEMMs: bit-identical sums where vpmaddubsw could saturate", "", Int8Gemm,
                   Int8Gemm7Bit) {
  // Every pair vpmaddubsw sums is 127 x 127 + 127 x 127 (or its negative):
  // 32258, the largest that fits int16 (with 8 bits it reads |qa| and qb
  // with qa's sign; with A shifted to unsigned, qa + 128, a pair would reach
  // 2 x 255 x 127 and saturate; with 7 bits it reads qa + 64 <= 127);
  // vpdpbusd's unsigned sums reach K x 255 x 127 < 2^31 at K = max_inputs.
  INFO("instruction set " << isa_name(testing::level_under_test()));
  for (const std::size_t k :
       {std::size_t{4}, std::size_t{8}, std::size_t{1024}, Int8Gemm::max_inputs}) {
    Matrix w(3, k), a(4, k);
    for (std::size_t c = 0; c < k; ++c) {
      w(0, c) = 1.0f;                       // +127 everywhere
      w(1, c) = -1.0f;                      // -127 everywhere
      w(2, c) = c % 4 < 2 ? 1.0f : -1.0f;   // pairs of +127, pairs of -127
      a(0, c) = 2.0f;                       // +127: ua = 255 (7 bits: +63, ua = 127)
      a(1, c) = -2.0f;                      // -127: ua = 1 (7 bits: -63, ua = 1)
      a(2, c) = c % 2 == 0 ? 2.0f : -2.0f;  // alternating extremes
      a(3, c) = c % 4 < 2 ? 2.0f : -2.0f;   // aligned with w's pairs
    }
    const auto b = Int8Gemm::prepare(w.view());
    const Matrix c = multiply<TestType>(a, b);
    REQUIRE(c.values == exact_integer_reference<TestType>(a, b, {}).values);
    const auto kk = static_cast<float>(k);
    CHECK(c(0, 0) == Approx(2.0f * kk).epsilon(1e-6));
    CHECK(c(0, 1) == Approx(-2.0f * kk).epsilon(1e-6));
    CHECK(c(1, 0) == Approx(-2.0f * kk).epsilon(1e-6));
    CHECK(c(3, 2) == Approx(2.0f * kk).epsilon(1e-6));
    check_error_bound<TestType>(a, w, b, c);
  }
}

TEMPLATE_TEST_CASE(
    "int8 GEMMs: results stay within the documented quantization error (random shapes)", "",
    Int8Gemm, Int8Gemm7Bit) {
  unsigned seed = 100;
  for (std::size_t k : {1u, 3u, 17u, 100u, 513u}) {
    for (std::size_t n : {1u, 15u, 17u, 300u}) {
      const Matrix w = testing::random_matrix(n, k, ++seed);
      const auto b = Int8Gemm::prepare(w.view());
      for (std::size_t m : {1u, 2u, 6u, 7u, 12u, 13u, 64u}) {
        const Matrix a = testing::random_matrix(m, k, ++seed, 3.0f);
        check_error_bound<TestType>(a, w, b, multiply<TestType>(a, b));
      }
    }
  }
}

TEMPLATE_TEST_CASE("int8 GEMMs: adversarial data: zeros, extreme magnitudes, spikes", "", Int8Gemm,
                   Int8Gemm7Bit) {
  const std::size_t k = 70, n = 33, m = 9;
  Matrix w = testing::random_matrix(n, k, 7);
  Matrix a = testing::random_matrix(m, k, 8);
  for (std::size_t c = 0; c < k; ++c) {
    w(3, c) = 0.0f;
    a(2, c) = 0.0f;
    w(5, c) *= 1e15f;
    a(4, c) *= 1e-20f;
    w(6, c) = c % 2 == 0 ? 1e-30f : -3e-30f;
    a(5, c) = c == 11 ? 1e20f : 1.0f;
    a(6, c) = c % 3 == 0 ? -std::numeric_limits<float>::denorm_min() : 0.0f;
  }
  const auto b = Int8Gemm::prepare(w.view());
  const Matrix c = multiply<TestType>(a, b);
  check_error_bound<TestType>(a, w, b, c);
  REQUIRE(c.values == exact_integer_reference<TestType>(a, b, {}).values);
  for (std::size_t col = 0; col < n; ++col) {
    CHECK(c(2, col) == 0.0f);
    CHECK(c(6, col) == 0.0f);
  }
  for (std::size_t row = 0; row < m; ++row) CHECK(c(row, 3) == 0.0f);
}

TEMPLATE_TEST_CASE("int8 GEMMs: a row's result is bit-identical whatever rows share the multiply",
                   "", Int8Gemm, Int8Gemm7Bit) {
  INFO("instruction set " << isa_name(testing::level_under_test()));
  const std::size_t k = 96, n = 300;
  const Matrix w = testing::random_matrix(n, k, 41);
  const auto b = Int8Gemm::prepare(w.view());
  const Matrix batch = testing::random_matrix(64, k, 42, 2.0f);
  for (std::size_t m : {2u, 5u, 6u, 7u, 12u, 13u, 30u, 64u}) {
    Matrix rows(m, k);
    std::copy_n(batch.values.begin(), m * k, rows.values.begin());
    testing::require_rows_as_alone(batch, multiply<TestType>(rows, b),
                                   [&](const Matrix& row) { return multiply<TestType>(row, b); });
  }
}

TEMPLATE_TEST_CASE("int8 GEMMs: fused bias, tiles and the plain multiply give the same values", "",
                   Int8Gemm, Int8Gemm7Bit) {
  const std::size_t k = 40, n = 700, m = 7;
  const Matrix w = testing::random_matrix(n, k, 51);
  const Matrix bias = testing::random_matrix(1, n, 52);
  const Matrix a = testing::random_matrix(m, k, 53);
  const auto b = Int8Gemm::prepare(w.view());
  const Matrix plain = multiply<TestType>(a, b);
  const Matrix biased = multiply<TestType>(a, b, bias.values);
  for (std::size_t r = 0; r < m; ++r)
    for (std::size_t c = 0; c < n; ++c) REQUIRE(biased(r, c) == plain(r, c) + bias(0, c));
  REQUIRE(testing::assemble_tiles<TestType>(a, b, bias.values).values == biased.values);
  Matrix c(m, n);
  TestType::multiply(a.view(), b, c.view());
  REQUIRE(c.values == plain.values);
  CHECK(b.isa() == kernel_level(KernelFamily::int8_gemm));
}

TEMPLATE_TEST_CASE(
    "int8 GEMMs: the ReLU in the tiles' epilogue is relu of the product, bit for bit", "", Int8Gemm,
    Int8Gemm7Bit) {
  static_assert(ReluFusingGemm<TestType>);
  INFO("instruction set " << isa_name(testing::level_under_test()));
  testing::require_relu_of_multiply<TestType>(
      [](const Matrix& w) { return Int8Gemm::prepare(w.view()); });
}

TEMPLATE_TEST_CASE(
    "int8 GEMMs: a static activation scale quantizes every row alike and clamps beyond it", "",
    Int8Gemm, Int8Gemm7Bit) {
  const std::size_t k = 33, n = 40;
  const Matrix w = testing::random_matrix(n, k, 61);
  Matrix a = testing::random_matrix(3, k, 62);
  float largest = 0.0f;
  for (std::size_t c = 0; c < k; ++c) largest = std::max(largest, std::abs(a(0, c)));
  a(2, 5) = 10.0f * largest;  // beyond the calibrated range: clamped
  const auto dynamic = Int8Gemm::prepare(w.view());
  const auto fixed = Int8Gemm::prepare(w.view(), {.activation_max = largest});
  const Matrix per_row = multiply<TestType>(a, dynamic);
  const Matrix calibrated = multiply<TestType>(a, fixed);
  REQUIRE(calibrated.values == exact_integer_reference<TestType>(a, fixed, {}).values);
  for (std::size_t col = 0; col < n; ++col) CHECK(calibrated(0, col) == per_row(0, col));
  CHECK(calibrated.values != per_row.values);
  CHECK_THROWS_WITH(Int8Gemm::prepare(w.view(), {.activation_max = -1.0f}),
                    Catch::Contains("activation_max"));
  CHECK_THROWS_WITH(Int8Gemm::prepare(w.view(), {.activation_max = NAN}),
                    Catch::Contains("activation_max"));
  CHECK_THROWS_WITH(Int8Gemm::prepare(w.view(), {.activation_max = 1e-45f}),
                    Catch::Contains("activation_max"));
}

TEST_CASE(
    "Int8Gemm: weights whose products could overflow a float are refused, the rest stay finite") {
  // Found from outside: one weight of 3e38, the others 0.25, A = 0.5 gave inf
  // where the exact result is 1.5e38 (float(sum) x column scale overflowed).
  Matrix w(1, 4), a(1, 4);
  for (std::size_t c = 0; c < 4; ++c) w(0, c) = 0.25f, a(0, c) = 0.5f;
  w(0, 0) = 3e38f;
  CHECK_THROWS_WITH(Int8Gemm::prepare(w.view()),
                    Catch::Contains("row 0 of the weights") && Catch::Contains("overflow a float"));
  // Just below the bound for K = 4, with A large enough that the exact result
  // is near the float range: finite, within the documented error.
  w(0, 0) = 3e35f;
  const auto b = Int8Gemm::prepare(w.view());
  for (float activation : {0.5f, 500.0f}) {
    for (std::size_t c = 0; c < 4; ++c) a(0, c) = activation;
    const Matrix c = multiply(a, b);
    INFO("A = " << activation << ", C = " << c(0, 0));
    CHECK(std::isfinite(c(0, 0)));
    check_error_bound(a, w, b, c);
  }
  // A NaN bias is refused as NaN weights and activations are.
  Int8Gemm::Workspace workspace;
  Matrix out(1, 1);
  const std::vector<float> nan_bias{std::numeric_limits<float>::quiet_NaN()};
  CHECK_THROWS_WITH(Int8Gemm::multiply(workspace, a.view(), b, out.view(), nan_bias),
                    Catch::Contains("bias[0] is NaN"));
}

TEST_CASE("Int8Gemm7Bit: quantizes A to 7 bits on Int8Gemm's prepared weights") {
  const std::size_t k = 45, n = 20;
  const Matrix w = testing::random_matrix(n, k, 81);
  const Matrix a = testing::random_matrix(5, k, 82);
  const auto b = Int8Gemm::prepare(w.view());
  const Matrix seven = multiply<Int8Gemm7Bit>(a, b);
  // A coarser grid of A: not Int8Gemm's result, and exactly the 7-bit reference.
  CHECK(seven.values != multiply(a, b).values);
  CHECK(seven.values == exact_integer_reference<Int8Gemm7Bit>(a, b, {}).values);
  CHECK(seven.values != exact_integer_reference<Int8Gemm>(a, b, {}).values);
  // Errors come from the shared checks, named for the backend.
  Matrix bad_a = a;
  bad_a(2, 4) = std::numeric_limits<float>::quiet_NaN();
  Matrix c(5, n);
  CHECK_THROWS_WITH(Int8Gemm7Bit::multiply(bad_a.view(), b, c.view()),
                    Catch::Contains("row 2 of A") && Catch::Contains("NaN or an infinity"));
  Matrix wrong_c(5, n + 1);
  CHECK_THROWS_WITH(Int8Gemm7Bit::multiply(a.view(), b, wrong_c.view()),
                    Catch::Contains("Int8Gemm7Bit"));
}

TEST_CASE("Int8Gemm: A's quads from quantize_quads are bit-identical to write_quad's, every form") {
  // Every form (the level's own and the others), row lengths around the
  // vector widths, padding quads past the row, quads strided as in a block
  // of rows with the gaps left untouched, values clamped and exact ties.
  INFO("instruction set " << isa_name(testing::level_under_test()));
  using arch::Int8Quads;
  std::mt19937 rng(17);
  std::normal_distribution<float> normal(0.0f, 1.0f);
  for (const Int8Quads form :
       {Int8Quads::shifted, Int8Quads::shifted_narrow, Int8Quads::magnitude_and_value,
        Int8Quads::positive_and_negative, Int8Quads::signed_values}) {
    const float limit = form == Int8Quads::shifted_narrow ? 63.0f : 127.0f;
    const std::size_t quad = arch::quad_bytes(form), stride = 3 * quad;
    for (const std::size_t n : {0u, 1u, 3u, 4u, 5u, 15u, 16u, 17u, 31u, 32u, 33u, 64u, 65u, 301u}) {
      std::vector<float> x(n);
      for (float& v : x) v = normal(rng);
      const float scale = limit / 2.5f;  // |x| beyond 2.5 clamps
      for (std::size_t i = 0; i < n; i += 7) x[i] = (std::floor(x[i] * scale) + 0.5f) / scale;
      const std::size_t depth = (n + 3) / 4 + 1;  // one quad of padding inputs past the row
      std::vector<std::uint8_t> expected(depth * stride, 0xA5), got = expected;
      for (std::size_t q = 0; q < depth; ++q) {
        std::int16_t values[4] = {0, 0, 0, 0};
        for (std::size_t j = 0; j < 4 && 4 * q + j < n; ++j)
          values[j] = static_cast<std::int16_t>(
              std::nearbyint(std::clamp(x[4 * q + j] * scale, -limit, limit)));
        arch::write_quad(form, values, expected.data() + q * stride);
      }
      arch::with_kernels<KernelFamily::int8_gemm>([&](auto kernels) {
        kernels.quantize_quads(x.data(), n, scale, limit, form, depth, got.data(), stride);
      });
      INFO("form " << static_cast<int>(form) << " n " << n);
      REQUIRE(got == expected);
    }
  }
}

TEST_CASE("Int8Gemm: bad shapes and non-finite values raise fastdec::error") {
  const Matrix w = testing::random_matrix(20, 8, 71);
  const auto b = Int8Gemm::prepare(w.view());
  Int8Gemm::Workspace workspace;
  Matrix a(3, 8), c(3, 20);
  Matrix wrong_a(3, 7), wrong_c(3, 21);
  const std::vector<float> short_bias(19);
  CHECK_THROWS_WITH(Int8Gemm::multiply(wrong_a.view(), b, c.view()),
                    Catch::Contains("A has 7 columns") && Catch::Contains("K = 8"));
  CHECK_THROWS_WITH(Int8Gemm::multiply(a.view(), b, wrong_c.view()), Catch::Contains("3 x 21"));
  CHECK_THROWS_WITH(Int8Gemm::multiply(workspace, a.view(), b, c.view(), short_bias),
                    Catch::Contains("bias has 19 values"));
  CHECK_THROWS_WITH(Int8Gemm::prepare(ConstMatrixView()), Catch::Contains("empty"));
  const Matrix too_wide(1, Int8Gemm::max_inputs + 1);
  CHECK_THROWS_WITH(Int8Gemm::prepare(too_wide.view()), Catch::Contains("65537"));
  for (float bad : {std::numeric_limits<float>::quiet_NaN(), INFINITY, -INFINITY}) {
    Matrix bad_a = a;
    bad_a(1, 5) = bad;
    CHECK_THROWS_WITH(Int8Gemm::multiply(bad_a.view(), b, c.view()),
                      Catch::Contains("row 1 of A") && Catch::Contains("NaN or an infinity"));
    Matrix bad_w = w;
    bad_w(13, 2) = bad;
    CHECK_THROWS_WITH(Int8Gemm::prepare(bad_w.view()),
                      Catch::Contains("row 13") && Catch::Contains("NaN or an infinity"));
  }
}

TEST_CASE("Int8Gemm: select_rows gives the bits prepare gives the gathered rows") {
  testing::check_select_rows<Int8Gemm>([](const auto& selected, const auto& gathered) {
    for (std::size_t c = 0; c < selected.padded_rows(); ++c) {
      REQUIRE(selected.column_unscale()[c] == gathered.column_unscale()[c]);
      REQUIRE(selected.column_offset()[c] == gathered.column_offset()[c]);
      REQUIRE(selected.narrow_column_offset()[c] == gathered.narrow_column_offset()[c]);
    }
  });
}

}  // namespace fastdec_test_int8_gemm
