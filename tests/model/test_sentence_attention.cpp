// SentenceAttention (a sentence's rows over its own positions as two matrix
// products per head): a double-precision softmax(Q K^T / sqrt(d)) V within
// float rounding, attend_rows' bits where a score is at most two products
// (then both orders of adding them agree), its softmax of sixteen rows at
// once (the rows as lanes) with weights_from_scores' bits, the same bits on
// every instruction set, and a clear error for what its scratch was not reserved for or for a
// scratch larger than memory can hold.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstddef>
#include <random>
#include <vector>

#include "fastdec/arch/isa.hpp"
#include "fastdec/core/error.hpp"
#include "fastdec/layers/multi_head_attention.hpp"
#include "fastdec/layers/sentence_attention.hpp"

// Each test file in its own namespace: the files of a folder are compiled
// as one translation unit (tests/CMakeLists.txt).
namespace fastdec_test_sentence_attention {

using namespace fastdec;

namespace {

// A sentence's [query | key | value] rows, as the encoder's projection
// leaves them, `stride` floats apart (wider than 3 width: gaps are read by nobody).
struct Sentence {
  std::size_t width, length, stride;
  std::vector<float> rows;

  Sentence(std::size_t w, std::size_t n, unsigned seed)
      : width(w), length(n), stride(3 * w + 5), rows(n * stride) {
    std::mt19937 random(seed);
    std::normal_distribution<float> normal(0.0f, 1.5f);
    for (float& x : rows) x = normal(random);
  }
  StridedKeyValues source() const {
    return {rows.data() + width, rows.data() + 2 * width, stride, length};
  }
};

// outs [rows, out_stride], -1 in the gaps so a write past a row shows.
std::vector<float> sentence_attention(const MultiHeadAttention& attention, const Sentence& s,
                                      std::size_t rows, std::size_t out_stride,
                                      SentenceAttention::Scratch& scratch) {
  std::vector<float> out(rows * out_stride, -1.0f);
  SentenceAttention::attend(attention, s.rows.data(), s.stride, rows, s.source(), out.data(),
                            out_stride, scratch);
  return out;
}

}  // namespace

TEST_CASE("SentenceAttention is softmax(Q K^T / sqrt(d)) V within float rounding",
          "[model][transformer]") {
  for (const std::size_t heads : {1u, 4u})
    for (const std::size_t d : {10u, 16u, 64u})
      for (const std::size_t length : {1u, 7u, 16u, 33u, 70u}) {
        const std::size_t width = heads * d, out_stride = width + 3;
        const Sentence s(width, length, static_cast<unsigned>(heads * 1000 + d * 100 + length));
        const std::size_t rows = length > 5 ? length - 2 : length;  // fewer rows than positions too
        SentenceAttention::Scratch scratch;
        scratch.reserve(length, width);
        const MultiHeadAttention attention(heads, width, ActivationMode::exact,
                                           ScoreScale::quotient);
        const std::vector<float> out = sentence_attention(attention, s, rows, out_stride, scratch);
        INFO("heads " << heads << " d " << d << " length " << length);
        double worst = 0.0;
        for (std::size_t i = 0; i < rows; ++i) {
          for (std::size_t h = 0; h < heads; ++h) {
            std::vector<double> weight(length);
            double top = -INFINITY, sum = 0.0;
            for (std::size_t j = 0; j < length; ++j) {
              double dot = 0.0;
              for (std::size_t t = 0; t < d; ++t)
                dot += static_cast<double>(s.rows[i * s.stride + h * d + t]) *
                       s.rows[j * s.stride + width + h * d + t];
              weight[j] = dot / std::sqrt(static_cast<double>(d));
              top = std::max(top, weight[j]);
            }
            for (double& w : weight) sum += (w = std::exp(w - top));
            for (std::size_t t = 0; t < d; ++t) {
              double expected = 0.0;
              for (std::size_t j = 0; j < length; ++j)
                expected += weight[j] / sum * s.rows[j * s.stride + 2 * width + h * d + t];
              worst = std::max(worst, std::abs(expected - out[i * out_stride + h * d + t]));
            }
          }
          for (std::size_t t = width; t < out_stride; ++t)
            REQUIRE(out[i * out_stride + t] == -1.0f);
        }
        // Values ~1.5, d <= 64 products per score: a few float roundings.
        CHECK(worst < 2e-5);
      }
}

TEST_CASE("SentenceAttention gives attend_rows' bits where a score is one or two products",
          "[model][transformer]") {
  // With d <= 2 a score is q0 k0 (+ q1 k1) in either summation order, and the
  // weighted sums are the same chain: every bit agrees, both scalings, both
  // softmax modes, fewer rows than positions.
  for (const std::size_t d : {1u, 2u})
    for (const std::size_t length : {1u, 9u, 40u})
      for (const ScoreScale scale : {ScoreScale::quotient, ScoreScale::reciprocal})
        for (const ActivationMode mode : {ActivationMode::exact, ActivationMode::fast}) {
          const std::size_t heads = 3, width = heads * d, rows = (length + 1) / 2;
          const Sentence s(width, length, static_cast<unsigned>(d * 100 + length));
          const MultiHeadAttention attention(heads, width, mode, scale);
          SentenceAttention::Scratch scratch;
          scratch.reserve(length, width);
          const std::vector<float> out = sentence_attention(attention, s, rows, width, scratch);
          std::vector<float> expected(rows * width), scores(length);
          attention.attend_rows(s.rows.data(), s.stride, rows, s.source(), expected.data(), width,
                                scores);
          INFO("d " << d << " length " << length);
          REQUIRE(out == expected);
        }
}

TEST_CASE("weights_from_score_lines gives weights_from_scores' bits on every instruction set",
          "[model][transformer]") {
  // Sixteen rows' scores interleaved (score j of row i at j 16 + i): each
  // row's weights equal weights_from_scores' of that row alone, at every
  // level the machine has (the attention kernels are picked when the
  // attention is made).
  constexpr std::size_t lanes = MultiHeadAttention::score_lanes;
  for (const Isa isa : all_isas) {
    if (!cpu_supports(isa)) continue;
    ScopedIsa scoped(isa);
    for (const std::size_t length : {1u, 2u, 3u, 16u, 33u, 70u})
      for (const ScoreScale scale : {ScoreScale::quotient, ScoreScale::reciprocal})
        for (const ActivationMode mode : {ActivationMode::exact, ActivationMode::fast}) {
          const MultiHeadAttention attention(2, 2 * 24, mode, scale);
          std::mt19937 random(static_cast<unsigned>(length));
          std::normal_distribution<float> normal(0.0f, 6.0f);
          std::vector<float> lines(length * lanes);
          for (float& x : lines) x = normal(random);
          if (length > 2) lines[2 * lanes] = lines[0];  // a tied maximum candidate
          for (std::size_t i = 0; i < lanes; i += 5) lines[(length - 1) * lanes + i] = 0.0f;
          std::vector<float> expected(lines.size());
          for (std::size_t i = 0; i < lanes; ++i) {
            std::vector<float> row(length);
            for (std::size_t j = 0; j < length; ++j) row[j] = lines[j * lanes + i];
            attention.weights_from_scores(row.data(), length);
            for (std::size_t j = 0; j < length; ++j) expected[j * lanes + i] = row[j];
          }
          attention.weights_from_score_lines(lines.data(), length);
          INFO("length " << length << " instruction set " << isa_name(isa));
          REQUIRE(lines == expected);
        }
  }
}

TEST_CASE("SentenceAttention gives the same bits on every instruction set",
          "[model][transformer]") {
  const std::size_t heads = 4, d = 24, width = heads * d;
  for (const std::size_t length : {3u, 17u, 50u}) {
    const Sentence s(width, length, static_cast<unsigned>(length));
    const MultiHeadAttention attention(heads, width, ActivationMode::fast, ScoreScale::quotient);
    std::vector<float> first;
    for (const Isa isa : all_isas) {
      if (!cpu_supports(isa)) continue;
      ScopedIsa scoped(isa);
      SentenceAttention::Scratch scratch;
      scratch.reserve(length, width);
      const std::vector<float> out = sentence_attention(attention, s, length, width, scratch);
      INFO("length " << length << " instruction set " << isa_name(isa));
      if (first.empty())
        first = out;
      else
        REQUIRE(out == first);
    }
  }
}

TEST_CASE("SentenceAttention rejects what its scratch was not reserved for",
          "[model][transformer]") {
  const std::size_t heads = 2, width = 32;
  const Sentence s(width, 10, 1);
  const MultiHeadAttention attention(heads, width, ActivationMode::exact);
  std::vector<float> out(11 * width);
  SentenceAttention::Scratch small;
  small.reserve(9, width);  // one position short
  REQUIRE_THROWS_AS(SentenceAttention::attend(attention, s.rows.data(), s.stride, 10, s.source(),
                                              out.data(), width, small),
                    fastdec::error);
  SentenceAttention::Scratch narrow;
  narrow.reserve(10, width / 2);
  REQUIRE_THROWS_AS(SentenceAttention::attend(attention, s.rows.data(), s.stride, 10, s.source(),
                                              out.data(), width, narrow),
                    fastdec::error);
  SentenceAttention::Scratch huge;
  REQUIRE_THROWS_AS(huge.reserve(std::size_t{1} << 62, width), fastdec::error);
  REQUIRE_THROWS_AS(huge.reserve(10, ~std::size_t{0}), fastdec::error);
  REQUIRE_THROWS_AS(huge.reserve(std::size_t{1} << 21, width), fastdec::error);  // 2^42 scores
  SentenceAttention::Scratch fits;
  fits.reserve(10, width);
  REQUIRE_THROWS_AS(SentenceAttention::attend(attention, s.rows.data(), s.stride, 11, s.source(),
                                              out.data(), width, fits),
                    fastdec::error);  // more rows than positions
  SentenceAttention::attend(attention, s.rows.data(), s.stride, 10, s.source(), out.data(), width,
                            fits);
}

}  // namespace fastdec_test_sentence_attention
