// tests/gemm/gemm_support.hpp: data and references shared by the GEMM tests.
#pragma once

#include <cmath>
#include <cstddef>
#include <random>
#include <vector>

#include "fastdec/arch/isa.hpp"
#include "fastdec/core/matrix_view.hpp"

namespace fastdec::testing {

// A row-major matrix that owns its values.
struct Matrix {
  std::size_t rows = 0, cols = 0;
  std::vector<float> values;

  Matrix() = default;
  Matrix(std::size_t r, std::size_t c, float fill = 0.0f) : rows(r), cols(c), values(r * c, fill) {}
  ConstMatrixView view() const { return {values.data(), rows, cols}; }
  MutableMatrixView view() { return {values.data(), rows, cols}; }
  float& operator()(std::size_t r, std::size_t c) { return values[r * cols + c]; }
  float operator()(std::size_t r, std::size_t c) const { return values[r * cols + c]; }
};

inline Matrix random_matrix(std::size_t rows, std::size_t cols, unsigned seed, float scale = 1.0f) {
  std::mt19937 rng(seed);
  std::normal_distribution<float> normal(0.0f, scale);
  Matrix m(rows, cols);
  for (float& v : m.values) v = normal(rng);
  return m;
}

// sum_k a[r, k] w[n, k] in double, and sum_k |a[r, k]| |w[n, k]|.
inline double exact_dot(const Matrix& a, std::size_t r, const Matrix& w, std::size_t n) {
  double sum = 0;
  for (std::size_t k = 0; k < a.cols; ++k) sum += static_cast<double>(a(r, k)) * w(n, k);
  return sum;
}

// The instruction set FASTDEC_TEST_ISA forced (or the best one), and scalar.
inline Isa level_under_test() { return active_isa(); }

}  // namespace fastdec::testing
