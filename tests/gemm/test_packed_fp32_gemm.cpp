// PackedFp32Gemm: the sum it documents (k order, no fused multiply-add),
// bit identity across instruction sets and batch compositions, agreement
// with EigenGemm, tiles and errors. PackedFp32FmaGemm: the fused sum, within
// a bound of the exact product, the same on every instruction set.
#include <catch2/catch.hpp>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <span>
#include <string>
#include <vector>

#include "fastdec/arch/kernels.hpp"
#include "fastdec/gemm/eigen_gemm.hpp"
#include "fastdec/gemm/packed_fp32_gemm.hpp"
#include "gemm/gemm_support.hpp"

// Each test file in its own namespace: the files of a folder are compiled
// as one translation unit (tests/CMakeLists.txt).
namespace fastdec_test_packed_fp32_gemm {

using namespace fastdec;
using testing::Matrix;

namespace {

Matrix multiply(const Matrix& a, const PackedFp32Gemm::Prepared& b,
                std::span<const float> bias = {}) {
  return testing::multiply_with<PackedFp32Gemm>(a, b, bias);
}

// The documented sum, one rounded product and one rounded add at a time.
float sequential_dot(const Matrix& a, std::size_t r, const Matrix& w, std::size_t n) {
  volatile float sum = 0.0f;  // volatile: keep the compiler from fusing or reordering
  for (std::size_t k = 0; k < a.cols; ++k) {
    volatile float product = a(r, k) * w(n, k);
    sum = sum + product;
  }
  return sum;
}

// The fused sum: acc = fma(a, b, acc) in k order, then + bias.
float fused_dot(const Matrix& a, std::size_t r, const Matrix& w, std::size_t n) {
  float sum = 0.0f;
  for (std::size_t k = 0; k < a.cols; ++k) sum = std::fma(a(r, k), w(n, k), sum);
  return sum;
}

}  // namespace

TEST_CASE("PackedFp32Gemm: every element is the k-ordered sum of rounded products") {
  unsigned seed = 500;
  for (std::size_t k : {1u, 2u, 31u, 200u}) {
    for (std::size_t n : {1u, 16u, 19u, 290u}) {
      const Matrix w = testing::random_matrix(n, k, ++seed);
      const auto b = PackedFp32Gemm::prepare(w.view());
      for (std::size_t m : {1u, 3u, 6u, 13u, 64u}) {
        const Matrix a = testing::random_matrix(m, k, ++seed);
        const Matrix c = multiply(a, b);
        for (std::size_t r = 0; r < m; ++r)
          for (std::size_t col = 0; col < n; ++col) {
            INFO("m " << m << " k " << k << " n " << n << " at " << r << ", " << col);
            REQUIRE(c(r, col) == sequential_dot(a, r, w, col));
          }
      }
    }
  }
}

TEST_CASE("PackedFp32Gemm: agrees with EigenGemm to float rounding") {
  const Matrix w = testing::random_matrix(333, 257, 31);
  const Matrix a = testing::random_matrix(12, 257, 32);
  const Matrix c = multiply(a, PackedFp32Gemm::prepare(w.view()));
  Matrix eigen(12, 333);
  EigenGemm::multiply(a.view(), EigenGemm::prepare(w.view()), eigen.view());
  for (std::size_t r = 0; r < 12; ++r)
    for (std::size_t col = 0; col < 333; ++col) {
      double scale = 0;
      for (std::size_t k = 0; k < 257; ++k)
        scale += std::abs(static_cast<double>(a(r, k)) * w(col, k));
      REQUIRE(std::abs(static_cast<double>(c(r, col)) - eigen(r, col)) <= 257 * 1.2e-7 * scale);
      REQUIRE(std::abs(static_cast<double>(c(r, col)) - testing::exact_dot(a, r, w, col)) <=
              257 * 6e-8 * scale);
    }
}

TEST_CASE("PackedFp32Gemm: every instruction set is bit-identical to the scalar reference") {
  const Isa level = testing::level_under_test();
  INFO("instruction set " << isa_name(level));
  unsigned seed = 600;
  for (std::size_t k : {3u, 64u, 150u}) {
    const Matrix w = testing::random_matrix(530, k, ++seed);
    const Matrix bias = testing::random_matrix(1, 530, ++seed);
    const auto b = PackedFp32Gemm::prepare(w.view());
    for (std::size_t m : {1u, 2u, 3u, 4u, 6u, 7u, 8u, 12u, 13u, 16u, 64u}) {
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
}

TEMPLATE_TEST_CASE(
    "fp32 GEMMs: the ReLU in the tiles' epilogue is relu of the product, bit for bit", "",
    PackedFp32Gemm, PackedFp32FmaGemm) {
  static_assert(ReluFusingGemm<TestType>);
  INFO("instruction set " << isa_name(testing::level_under_test()));
  testing::require_relu_of_multiply<TestType>(
      [](const Matrix& w) { return PackedFp32Gemm::prepare(w.view()); });
}

TEST_CASE("PackedFp32FmaGemm: bit-identical on every level: the k-ordered fused sum") {
  // The fused sums are the same bits on every level (one IEEE operation
  // per step), and within the usual float-sum bound of the exact product.
  const Isa level = testing::level_under_test();
  INFO("instruction set " << isa_name(level));
  ScopedIsa forced(level);
  unsigned seed = 900;
  for (std::size_t k : {1u, 31u, 200u}) {
    for (std::size_t n : {16u, 19u, 290u}) {
      const Matrix w = testing::random_matrix(n, k, ++seed);
      const Matrix bias = testing::random_matrix(1, n, ++seed);
      const auto b = PackedFp32FmaGemm::prepare(w.view());
      for (std::size_t m : {1u, 3u, 6u, 13u, 64u}) {
        const Matrix a = testing::random_matrix(m, k, ++seed);
        const Matrix c = testing::multiply_with<PackedFp32FmaGemm>(a, b, bias.values);
        const Matrix exact = testing::multiply_with<PackedFp32Gemm>(a, b, bias.values);
        std::size_t differ = 0;
        for (std::size_t r = 0; r < m; ++r)
          for (std::size_t col = 0; col < n; ++col) {
            INFO("m " << m << " k " << k << " n " << n << " at " << r << ", " << col);
            REQUIRE(c(r, col) == fused_dot(a, r, w, col) + bias(0, col));
            double scale = std::abs(static_cast<double>(bias(0, col)));
            for (std::size_t kk = 0; kk < k; ++kk)
              scale += std::abs(static_cast<double>(a(r, kk)) * w(col, kk));
            REQUIRE(std::abs(c(r, col) - (testing::exact_dot(a, r, w, col) + bias(0, col))) <=
                    static_cast<double>(k + 1) * 6e-8 * scale);
            differ += c(r, col) != exact(r, col);
          }
        if (k >= 31) CHECK(differ > 0);  // the fused kernel really ran
      }
    }
  }
  // Batch invariance and tiles, as for the exact kernel.
  const Matrix w = testing::random_matrix(270, 80, 45);
  const auto b = PackedFp32FmaGemm::prepare(w.view());
  const Matrix batch = testing::random_matrix(64, 80, 46);
  const auto fused = [&](const Matrix& x) {
    return testing::multiply_with<PackedFp32FmaGemm>(x, b, {});
  };
  testing::require_rows_as_alone(batch, fused(batch), fused);
  REQUIRE(testing::assemble_tiles<PackedFp32FmaGemm>(batch, b, {}).values == fused(batch).values);
}

TEST_CASE("PackedFp32Gemm: a row's result is bit-identical whatever rows share the multiply") {
  INFO("instruction set " << isa_name(testing::level_under_test()));
  const std::size_t k = 80, n = 270;
  const Matrix w = testing::random_matrix(n, k, 43);
  const auto b = PackedFp32Gemm::prepare(w.view());
  const Matrix batch = testing::random_matrix(64, k, 44);
  testing::require_rows_as_alone(batch, multiply(batch, b),
                                 [&](const Matrix& row) { return multiply(row, b); });
}

// The pack reads A through its row stride: a view into wider rows gives the
// bits of the same values stored contiguously, for both sums.
TEST_CASE("PackedFp32Gemm: A read through a row stride gives the contiguous A's bits") {
  const std::size_t k = 37, n = 21, padding = 5;
  const Matrix w = testing::random_matrix(n, k, 620);
  const auto b = PackedFp32Gemm::prepare(w.view());
  for (std::size_t m : {1u, 6u, 13u, 40u}) {
    const Matrix wide = testing::random_matrix(m, k + padding, 621 + static_cast<unsigned>(m));
    Matrix narrow(m, k);
    for (std::size_t r = 0; r < m; ++r)
      for (std::size_t c = 0; c < k; ++c) narrow(r, c) = wide(r, c);
    const ConstMatrixView strided(wide.values.data(), m, k, k + padding);
    Matrix exact(m, n), fused(m, n);
    PackedFp32Gemm::Workspace workspace;
    PackedFp32Gemm::multiply(workspace, strided, b, exact.view(), {});
    PackedFp32FmaGemm::multiply(workspace, strided, b, fused.view(), {});
    CHECK(exact.values == multiply(narrow, b).values);
    CHECK(fused.values == testing::multiply_with<PackedFp32FmaGemm>(narrow, b, {}).values);
  }
}

// The pack's interleave (arch: four rows by four k steps at a time, the
// rest one by one) against its definition, [depth][rows], for every row and
// depth remainder, through a row stride, writing nothing past the block.
TEST_CASE("PackedFp32Gemm: the pack's interleave of A is bit-identical to its definition") {
  const Isa level = testing::level_under_test();
  INFO("instruction set " << isa_name(level));
  ScopedIsa forced(level);
  constexpr float unwritten = -7.5f;
  for (std::size_t rows = 1; rows <= 13; ++rows) {
    for (std::size_t depth : {1u, 2u, 3u, 4u, 5u, 7u, 8u, 9u, 16u, 19u, 64u}) {
      const std::size_t stride = depth + 3;
      std::vector<float> a(rows * stride);
      for (std::size_t i = 0; i < a.size(); ++i) a[i] = static_cast<float>(i) + 0.25f;
      std::vector<float> out(rows * depth + 8, unwritten);
      arch::with_kernels<KernelFamily::fp32_gemm>([&](auto kernels) {
        kernels.interleave_rows(a.data(), stride, rows, depth, out.data());
      });
      INFO("rows " << rows << ", depth " << depth);
      for (std::size_t k = 0; k < depth; ++k)
        for (std::size_t r = 0; r < rows; ++r) REQUIRE(out[k * rows + r] == a[r * stride + k]);
      for (std::size_t i = rows * depth; i < out.size(); ++i) REQUIRE(out[i] == unwritten);
    }
  }
}

TEST_CASE("PackedFp32Gemm: tiles cover C once, in order, with the bias added") {
  const std::size_t k = 20, n = 600, m = 5;
  const Matrix w = testing::random_matrix(n, k, 81);
  const Matrix bias = testing::random_matrix(1, n, 82);
  const Matrix a = testing::random_matrix(m, k, 83);
  const auto b = PackedFp32Gemm::prepare(w.view());
  const Matrix biased = multiply(a, b, bias.values);
  const Matrix tiled = testing::assemble_tiles<PackedFp32Gemm>(a, b, bias.values);
  REQUIRE(tiled.values == biased.values);
}

TEST_CASE("PackedFp32Gemm: bad shapes and weights raise fastdec::error") {
  const Matrix w = testing::random_matrix(20, 8, 91);
  const auto b = PackedFp32Gemm::prepare(w.view());
  Matrix a(3, 8), c(3, 20), wrong_a(3, 9), wrong_c(4, 20);
  PackedFp32Gemm::Workspace workspace;
  CHECK_THROWS_WITH(PackedFp32Gemm::multiply(wrong_a.view(), b, c.view()),
                    Catch::Contains("A has 9 columns"));
  CHECK_THROWS_WITH(PackedFp32Gemm::multiply(a.view(), b, wrong_c.view()),
                    Catch::Contains("4 x 20"));
  CHECK_THROWS_WITH(
      PackedFp32Gemm::multiply(workspace, a.view(), b, c.view(), std::vector<float>(21)),
      Catch::Contains("bias has 21 values"));
  CHECK_THROWS_WITH(PackedFp32Gemm::prepare(ConstMatrixView()), Catch::Contains("empty"));
  Matrix bad_w = w;
  bad_w(4, 6) = std::numeric_limits<float>::quiet_NaN();
  CHECK_THROWS_WITH(PackedFp32Gemm::prepare(bad_w.view()),
                    Catch::Contains("weight (4, 6)") && Catch::Contains("finite"));
  CHECK(PackedFp32Gemm::layout == PanelLayout{16, 1});
  CHECK(b.isa() == kernel_level(KernelFamily::fp32_gemm));
}

TEST_CASE("PackedFp32Gemm: a bias with infinities passes, a NaN anywhere is refused by index") {
  const Matrix w = testing::random_matrix(100, 8, 93);
  const Matrix a = testing::random_matrix(2, 8, 94);
  const auto b = PackedFp32Gemm::prepare(w.view());
  const float inf = std::numeric_limits<float>::infinity();
  PackedFp32Gemm::Workspace workspace;
  Matrix c(2, 100);
  // Infinities (masked outputs) and the largest finite values, on every
  // level: the scan is SIMD there, with a scalar tail past its last vector.
  std::vector<float> bias(100, 0.5f);
  bias[3] = inf;
  bias[64] = -inf;
  bias[99] = -std::numeric_limits<float>::max();
  for (const Isa isa : all_isas) {
    if (!cpu_supports(isa)) continue;
    ScopedIsa scoped(isa);
    INFO("instruction set " << isa_name(isa));
    CHECK_NOTHROW(PackedFp32Gemm::multiply(workspace, a.view(), b, c.view(), bias));
    CHECK(c(1, 3) == inf);
    CHECK(c(0, 64) == -inf);
    // A quiet, a negative and a signalling NaN, inside a vector and in the tail.
    for (const std::size_t at : {std::size_t{0}, std::size_t{37}, std::size_t{99}})
      for (const std::uint32_t nan_bits : {0x7FC00000u, 0xFFC00001u, 0x7F800001u}) {
        std::vector<float> bad = bias;
        bad[at] = std::bit_cast<float>(nan_bits);
        CHECK_THROWS_WITH(PackedFp32Gemm::multiply(workspace, a.view(), b, c.view(), bad),
                          Catch::Contains("bias[" + std::to_string(at) + "] is NaN"));
      }
  }
}

TEST_CASE("PackedFp32Gemm: select_rows gives the bits prepare gives the gathered rows") {
  testing::check_select_rows<PackedFp32Gemm>([](const auto&, const auto&) {});
}

}  // namespace fastdec_test_packed_fp32_gemm
