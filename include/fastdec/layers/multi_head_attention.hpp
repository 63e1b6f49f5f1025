// fastdec/layers/multi_head_attention.hpp: scaled dot-product attention
// with several heads (Vaswani et al. 2017, section 3.2.2) of one query row
// over any source of key and value rows: the one attention loop of the
// Transformer, whether the keys and values are the decoder's cache that
// follows the search's parents (layers/self_attention_cache.hpp), the
// gathering baseline (layers/gathering_cache.hpp), the encoder's output
// (cross-attention memory) or the encoder's own positions.
//
//   const MultiHeadAttention attention(heads, width, ActivationMode::exact);  // per call
//   attention.attend(query, StridedKeyValues{keys, values, stride, length}, out, scores);
//   attention.attend_rows(queries, width, rows, source, outs, width, scores);  // one source's rows
//
// Shapes: query and out [width], width = heads x d_h, head h is features
// [h d_h, (h + 1) d_h); a source gives `length` key and value rows [width],
// position j's through key(j) and value(j) (the KeyValueSource concept).
// scores: at least `length` floats of scratch.
//
// Per head: s_j = q . k_j scaled by 1 / sqrt(d_h), a_j = softmax(s)_j, out =
// sum_j a_j v_j, positions visited in source order. The dot product is
// fixed_order_dot's order (the same bits whatever the compiler and the
// caller); the softmax's exp runs on the kernel layer (ActivationMode::exact:
// the C library's; fast: the vectorized exp_shifted of layers/activation.hpp).
// A source that also says where its rows lie (key_rows() and value_rows(),
// the RowAddressedSource concept: the strided rows and the parent-following
// cache) has its dot products and weighted sums run on the kernel layer
// (arch/attention_body.inc) at the machine's best level; any other source
// runs the same operations as plain loops. Both give the same bits, so the
// same keys and values give the same bits however they are stored
// (TransformerModel's tests decode with both caches and compare).
//
// Thread safety: a value (a few words), immutable; attend() allocates
// nothing.
#pragma once

#include <algorithm>
#include <cmath>
#include <concepts>
#include <cstddef>
#include <span>

#include "fastdec/arch/kernels.hpp"
#include "fastdec/arch/target.hpp"
#include "fastdec/core/error.hpp"
#include "fastdec/layers/activation.hpp"
#include "fastdec/layers/attention_products.hpp"
#include "fastdec/layers/fixed_order_dot.hpp"

namespace fastdec {

// Where the keys and values of one attention come from: `length()`
// positions, each a key and a value row of the attention's width.
template <class S>
concept KeyValueSource = requires(const S& s, std::size_t j) {
  { s.length() } -> std::convertible_to<std::size_t>;
  { s.key(j) } -> std::convertible_to<const float*>;
  { s.value(j) } -> std::convertible_to<const float*>;
};

// A source that also gives the addresses of its key and value rows (all
// heads; a head's features start h d_h floats into each row), so the kernel
// layer can read them.
template <class S>
concept RowAddressedSource = KeyValueSource<S> && requires(const S& s) {
  { s.key_rows() } -> std::convertible_to<arch::AttentionRows>;
  { s.value_rows() } -> std::convertible_to<arch::AttentionRows>;
};

// Rows at a fixed stride: position j's key at keys + j stride, its value at
// values + j stride. The encoder's stacked [query | key | value] rows
// (stride 3 width), the cross-attention memory's [key | value] rows (stride
// 2 width) and a row of the gathering cache (stride width).
struct StridedKeyValues {
  const float* keys = nullptr;
  const float* values = nullptr;
  std::size_t stride = 0, count = 0;

  std::size_t length() const noexcept { return count; }
  const float* key(std::size_t j) const noexcept { return keys + j * stride; }
  const float* value(std::size_t j) const noexcept { return values + j * stride; }
  arch::AttentionRows key_rows() const noexcept { return {keys, stride, nullptr}; }
  arch::AttentionRows value_rows() const noexcept { return {values, stride, nullptr}; }
};

// How the scores are scaled. Both are 1 / sqrt(d_h) in exact arithmetic;
// in float they differ in the last bit unless sqrt(d_h) is a power of two.
// The reference Transformer's decoder self-attention multiplies and its
// encoder and cross-attention divide (as transformer.py's PyTorch does),
// and its results are pinned bit for bit, so both stay.
enum class ScoreScale {
  reciprocal,  // (q . k) * (1 / sqrt(d_h))
  quotient,    // (q . k) / sqrt(d_h)
};

class MultiHeadAttention {
 public:
  // width = heads x d_h features; the softmax's exp as `mode` says.
  MultiHeadAttention(std::size_t heads, std::size_t width, ActivationMode mode,
                     ScoreScale scale = ScoreScale::reciprocal)
      : heads_(heads),
        width_(width),
        math_(ActivationKernels::of(mode)),
        products_(AttentionProducts::best()),
        scale_(scale) {
    FASTDEC_REQUIRE(heads >= 1 && width >= 1 && width % heads == 0, "MultiHeadAttention: width ",
                    width, " is not a positive multiple of ", heads, " heads.");
    const std::size_t d = width / heads;
    root_ = std::sqrt(static_cast<float>(d));
    reciprocal_ = 1.0f / std::sqrt(static_cast<float>(d));
  }

  std::size_t heads() const noexcept { return heads_; }
  std::size_t width() const noexcept { return width_; }
  std::size_t head_size() const noexcept { return width_ / heads_; }

  // One head's scores q . k_j, j < length, into its weights a_j in place:
  // scaled, exponentiated after subtracting their maximum, normalized (what
  // attend() does between its two products; layers/sentence_attention.hpp
  // does the products as matrix products around it).
  void weights_from_scores(float* scores, std::size_t length) const {
    if (scale_ == ScoreScale::quotient)
      softmax_of_scores<ScoreScale::quotient>(scores, length);
    else
      softmax_of_scores<ScoreScale::reciprocal>(scores, length);
  }

  // weights_from_scores for score_lanes (16) rows at once, their scores
  // interleaved in `length` lines: row i's score j at lines[j score_lanes
  // + i]. Each row gets weights_from_scores' bits (the same operations, its
  // maximum and sum still taken in position order), but the rows are the
  // vector lanes: no horizontal maximum or sum, no partial chunk per row,
  // and one exp call for all of them.
  static constexpr std::size_t score_lanes = 16;
  // exp(x - top) is x - top, then exp_shifted with shift 0 (x - 0 is x).
  void weights_from_score_lines(float* lines, std::size_t length) const {
    const bool quotient = scale_ == ScoreScale::quotient;
    products_.score_lines_shift(lines, length, quotient ? root_ : reciprocal_, quotient);
    math_.exp_shifted(lines, lines, length * score_lanes, 0.0f);
    products_.score_lines_normalize(lines, length);
  }

  // out [width] = attention of query [width] over the source. With
  // `weight_sum` (`length` floats, the caller zeroes them), adds each
  // position's weight summed over the heads: what an alignment reads.
  template <KeyValueSource Source>
  void attend(const float* query, const Source& source, float* out, std::span<float> scores,
              float* weight_sum = nullptr) const {
    attend_rows(query, width_, 1, source, out, width_, scores, weight_sum);
  }

  // attend() for `rows` query rows over one source (a sentence's beam rows
  // over its encoder output): query i at queries + i query_stride, its out at
  // outs + i out_stride, and with `weight_sums`, row i's at weight_sums + i
  // length. Head by head, every row before the next head, so a head's keys
  // and values are read from memory once and from cache for the other rows;
  // each row's bits are attend()'s.
  template <KeyValueSource Source>
  void attend_rows(const float* queries, std::size_t query_stride, std::size_t rows,
                   const Source& source, float* outs, std::size_t out_stride,
                   std::span<float> scores, float* weight_sums = nullptr) const {
    FASTDEC_REQUIRE(scores.size() >= source.length(), "MultiHeadAttention::attend: scores hold ",
                    scores.size(), " floats for ", source.length(), " positions.");
    if (scale_ == ScoreScale::quotient)
      attend_as<ScoreScale::quotient>(queries, query_stride, rows, source, outs, out_stride,
                                      scores.data(), weight_sums);
    else
      attend_as<ScoreScale::reciprocal>(queries, query_stride, rows, source, outs, out_stride,
                                        scores.data(), weight_sums);
  }

 private:
  // The scaling is a template argument: chosen once per call, not per score.
  template <ScoreScale Scale, class Source>
  void attend_as(const float* queries, std::size_t query_stride, std::size_t rows,
                 const Source& source, float* outs, std::size_t out_stride, float* scores,
                 float* weight_sums) const {
    const std::size_t length = source.length();
    for (std::size_t h = 0; h < heads_; ++h)
      for (std::size_t i = 0; i < rows; ++i)
        attend_head<Scale>(h, queries + i * query_stride, source, outs + i * out_stride, scores,
                           weight_sums == nullptr ? nullptr : weight_sums + i * length);
  }

  // Head h of one row: features [h d_h, (h + 1) d_h) of query and out.
  template <ScoreScale Scale, class Source>
  void attend_head(std::size_t h, const float* query, const Source& source, float* out,
                   float* scores, float* weight_sum) const;

  template <ScoreScale Scale>
  void softmax_of_scores(float* scores, std::size_t length) const;

  static arch::AttentionRows head_of(arch::AttentionRows rows, std::size_t offset) noexcept {
    rows.base += offset;
    return rows;
  }

  std::size_t heads_ = 1, width_ = 1;
  ActivationKernels math_;
  AttentionProducts products_;  // at the level picked when the attention was made
  ScoreScale scale_ = ScoreScale::reciprocal;
  float root_ = 1.0f, reciprocal_ = 1.0f;  // sqrt(d_h), 1 / sqrt(d_h)
};

// Not contracted (an exact-FP region), as fixed_order_dot: with FMA
// available a compiler would fuse the plain loops' products into their sums,
// and the bits would depend on the build flags.
FASTDEC_BEGIN_EXACT_FP
template <ScoreScale Scale, class Source>
void MultiHeadAttention::attend_head(std::size_t h, const float* query, const Source& source,
                                     float* out, float* scores, float* weight_sum) const {
  const std::size_t d = width_ / heads_, length = source.length();
  const float* q = query + h * d;
  if constexpr (RowAddressedSource<Source>)
    products_.dots(q, head_of(source.key_rows(), h * d), length, d, scores);
  else
    for (std::size_t j = 0; j < length; ++j)
      scores[j] = detail::fixed_order_dot(q, source.key(j) + h * d, d);
  softmax_of_scores<Scale>(scores, length);
  if (weight_sum != nullptr)
    for (std::size_t j = 0; j < length; ++j) weight_sum[j] += scores[j];
  float* o = out + h * d;
  if constexpr (RowAddressedSource<Source>) {
    products_.weighted_sum(scores, head_of(source.value_rows(), h * d), length, d, o);
  } else {
    std::fill_n(o, d, 0.0f);
    for (std::size_t j = 0; j < length; ++j) {
      const float* v = source.value(j) + h * d;
      for (std::size_t t = 0; t < d; ++t) o[t] += scores[j] * v[t];
    }
  }
}

template <ScoreScale Scale>
void MultiHeadAttention::softmax_of_scores(float* scores, std::size_t length) const {
  float top = -INFINITY;
  for (std::size_t j = 0; j < length; ++j) {
    scores[j] = Scale == ScoreScale::quotient ? scores[j] / root_ : scores[j] * reciprocal_;
    top = std::max(top, scores[j]);
  }
  math_.exp_shifted(scores, scores, length, top);
  float sum = 0.0f;
  for (std::size_t j = 0; j < length; ++j) sum += scores[j];
  for (std::size_t j = 0; j < length; ++j) scores[j] = scores[j] / sum;  // the weights a_j
}
FASTDEC_END_EXACT_FP

}  // namespace fastdec
