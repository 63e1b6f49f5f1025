// tests/gemm/gemm_support.hpp: data and references shared by the GEMM tests.
#pragma once

#include <catch2/catch.hpp>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <random>
#include <span>
#include <vector>

#include "fastdec/arch/isa.hpp"
#include "fastdec/core/matrix_view.hpp"
#include "fastdec/core/types.hpp"
#include "fastdec/gemm/tiled.hpp"

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

// A B^T + bias through G's workspace overload.
template <class G>
Matrix multiply_with(const Matrix& a, const typename G::Prepared& b, std::span<const float> bias) {
  Matrix c(a.rows, b.rows());
  typename G::Workspace workspace;
  G::multiply(workspace, a.view(), b, c.view(), bias);
  return c;
}

// A B^T + bias through G::multiply_tiles, the tiles copied into one matrix;
// checks that they arrive in column order and cover C exactly once.
template <class G>
Matrix assemble_tiles(const Matrix& a, const typename G::Prepared& b, std::span<const float> bias) {
  Matrix c(a.rows, b.rows(), std::numeric_limits<float>::quiet_NaN());
  std::size_t next_column = 0;
  typename G::Workspace workspace;
  G::reserve(workspace, a.rows, b);
  G::multiply_tiles(workspace, a.view(), b, bias, [&](const OutputTile& tile) {
    REQUIRE(tile.first_row == 0);
    REQUIRE(tile.values.rows() == a.rows);
    REQUIRE(tile.first_col == next_column);  // in order, no gaps, no overlap
    REQUIRE(tile.values.cols() == std::min(G::tile_columns, c.cols - next_column));
    next_column += tile.values.cols();
    for (std::size_t r = 0; r < a.rows; ++r)
      for (std::size_t col = 0; col < tile.values.cols(); ++col)
        c(r, tile.first_col + col) = tile.values(r, col);
  });
  REQUIRE(next_column == c.cols);
  return c;
}

// G::multiply_relu gives relu(G::multiply) bit for bit (Activation::relu:
// x > 0 ? x : 0), with and without a bias, at row counts that take every
// block height and a last panel with padding columns, at the level active.
template <class G, class Prepare>
void require_relu_of_multiply(Prepare&& prepare) {
  unsigned seed = 900;
  for (std::size_t k : {3u, 40u, 256u}) {
    const Matrix w = random_matrix(530, k, ++seed);
    const Matrix bias = random_matrix(1, 530, ++seed);
    const auto b = prepare(w);
    for (std::size_t m : {1u, 3u, 7u, 8u, 12u, 13u, 16u, 30u})
      for (const bool with_bias : {false, true}) {
        const Matrix a = random_matrix(m, k, ++seed);
        const std::span<const float> used =
            with_bias ? std::span<const float>(bias.values) : std::span<const float>();
        const Matrix plain = multiply_with<G>(a, b, used);
        Matrix fused(m, 530, std::numeric_limits<float>::quiet_NaN());
        typename G::Workspace workspace;
        G::multiply_relu(workspace, a.view(), b, fused.view(), used);
        INFO("k " << k << ", m " << m << ", bias " << with_bias);
        std::size_t negative = 0;
        for (std::size_t i = 0; i < plain.values.size(); ++i) {
          const float x = plain.values[i], expected = x > 0.0f ? x : 0.0f;
          negative += x < 0.0f;
          REQUIRE(std::bit_cast<std::uint32_t>(fused.values[i]) ==
                  std::bit_cast<std::uint32_t>(expected));
        }
        REQUIRE(negative > 0);  // the ReLU had something to do
      }
  }
}

// Requires row r of `together` (the first together.rows rows of `batch`
// multiplied in one call) to equal row r multiplied alone, bit for bit.
template <class Multiply>
void require_rows_as_alone(const Matrix& batch, const Matrix& together, Multiply&& multiply) {
  for (std::size_t r = 0; r < together.rows; ++r) {
    Matrix alone(1, batch.cols);
    std::copy_n(&batch.values[r * batch.cols], batch.cols, alone.values.begin());
    const Matrix single = multiply(alone);
    INFO("row " << r << " of " << together.rows);
    REQUIRE(std::equal(single.values.begin(), single.values.end(),
                       &together.values[r * together.cols]));
  }
}

// The instruction set FASTDEC_TEST_ISA forced (or the best one), and scalar.
inline Isa level_under_test() { return active_isa(); }

// Backend::select_rows gives the bits Backend::prepare gives the gathered
// rows: odd K (an int16 padding input), rows in any order, repeated, across
// panels, a last panel with padding columns, and then into a recycled
// matrix; bad ids are errors. `same_extras(selected, gathered)` checks what
// the backend keeps beside its panels.
template <class Backend, class SameExtras>
void check_select_rows(SameExtras same_extras) {
  const std::size_t n = 70, k = 37;
  const Matrix w = random_matrix(n, k, 81);
  const auto b = Backend::prepare(w.view());
  const std::vector<std::vector<TokenId>> selections = {
      {0}, {69, 3, 17, 16, 15, 40, 41, 42, 5, 5, 68, 33, 1, 2, 64, 63, 0, 9}, {1, 2, 3}};
  std::optional<typename Backend::Prepared> recycled;
  for (const std::vector<TokenId>& rows : selections) {
    Matrix gathered_rows(rows.size(), k);
    for (std::size_t r = 0; r < rows.size(); ++r)
      for (std::size_t c = 0; c < k; ++c)
        gathered_rows(r, c) = w(static_cast<std::size_t>(rows[r]), c);
    const auto gathered = Backend::prepare(gathered_rows.view());
    const auto selected =
        Backend::select_rows(b, std::span<const TokenId>(rows), std::move(recycled));
    REQUIRE(selected.rows() == rows.size());
    REQUIRE(selected.cols() == k);
    REQUIRE(selected.isa() == b.isa());
    REQUIRE(std::equal(selected.panels().begin(), selected.panels().end(),
                       gathered.panels().begin(), gathered.panels().end()));
    same_extras(selected, gathered);
    recycled = selected;  // shared with `selected` until it goes: then reused
  }
  const std::vector<TokenId> outside = {3, 70}, negative = {-1};
  CHECK_THROWS_WITH(Backend::select_rows(b, std::span<const TokenId>(outside)),
                    Catch::Contains("row 70 is not a row of the 70-row weights"));
  CHECK_THROWS_WITH(Backend::select_rows(b, std::span<const TokenId>(negative)),
                    Catch::Contains("row -1"));
  CHECK_THROWS_WITH(Backend::select_rows(b, std::span<const TokenId>()),
                    Catch::Contains("no rows selected"));
}

}  // namespace fastdec::testing
