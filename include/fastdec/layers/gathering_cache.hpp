// fastdec/layers/gathering_cache.hpp: the self-attention cache CTranslate2 and
// Marian keep, as a baseline for SelfAttentionCache (layers/self_attention_cache.hpp):
// each row's keys and values contiguous per layer, gathered by the search's
// parent indices at every step, whole history included, and the same
// multi-head attention over them.
//
//   GatheringSelfAttentionCache cache;
//   cache.reserve(layers, width, max_rows, max_steps);  // once per batch
//   cache.begin(rows);                                  // no history yet
//   cache.advance(parents);   // per step: row i copies row parents[i]'s history
//   per layer: project this step's keys and values [rows, width], then
//   cache.append(layer, keys, values);
//   attend_gathered(cache, layer, attention, queries, out, scratch);
//
// Layout: per layer, keys and values [max_rows, max_steps, width], twice (the
// gather reads one copy and writes the other). Every row of a step has the
// same history length (the number of advance() calls since begin()): a search
// advances all its rows together. advance() copies 2 x layers x rows x
// length x width floats (the cost SelfAttentionCache avoids); append() copies
// this step's rows into place, as CTranslate2 concatenates them.
//
// attend_gathered runs attend_cached's loop (MultiHeadAttention's) in its
// order (positions oldest first, the same fixed-order dot products, exp and
// sums), so both caches give the same bits (TransformerModel's test decodes
// with each). Memory: 4 x layers x max_rows x max_steps x width floats.
// advance, append and attend_gathered allocate nothing once reserve has run.
// Not thread-safe: a cache is one search's, in its model state.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "fastdec/core/error.hpp"
#include "fastdec/core/matrix_view.hpp"
#include "fastdec/layers/activation.hpp"
#include "fastdec/layers/multi_head_attention.hpp"
#include "fastdec/layers/self_attention_cache.hpp"

namespace fastdec {

class GatheringSelfAttentionCache {
 public:
  // Room for `layers` layers of `width` (heads x head size) features, up to
  // `max_rows` rows per step and `max_steps` steps.
  void reserve(std::size_t layers, std::size_t width, std::size_t max_rows, std::size_t max_steps) {
    FASTDEC_REQUIRE(layers >= 1 && width >= 1 && max_rows >= 1 && max_steps >= 1,
                    "GatheringSelfAttentionCache::reserve: layers, width, rows and steps must be "
                    "at least 1.");
    layers_ = layers, width_ = width, max_rows_ = max_rows, max_steps_ = max_steps;
    const std::size_t size = layers * max_rows * max_steps * width;
    for (std::vector<float>* b : {&keys_, &values_, &next_keys_, &next_values_})
      if (b->size() < size) b->resize(size);
    rows_ = 0, length_ = 0, copied_floats_ = 0;
  }

  // A new batch of `rows` rows without history.
  void begin(std::size_t rows) {
    FASTDEC_REQUIRE(rows <= max_rows_, "GatheringSelfAttentionCache::begin: ", rows,
                    " rows, but reserve() sized the cache for ", max_rows_, ".");
    rows_ = rows, length_ = 0;
  }

  // One step: row i gets a copy of row parents[i]'s keys and values of every
  // layer, and room for one more position, which append() then fills.
  void advance(std::span<const std::uint32_t> parents) {
    const std::size_t rows = parents.size();
    FASTDEC_REQUIRE(rows >= 1 && rows <= max_rows_, "GatheringSelfAttentionCache::advance: ", rows,
                    " rows, but reserve() sized the cache for 1..", max_rows_, ".");
    FASTDEC_REQUIRE(length_ < max_steps_, "GatheringSelfAttentionCache::advance: more than ",
                    max_steps_, " steps.");
    for (std::size_t i = 0; i < rows; ++i)
      FASTDEC_REQUIRE(parents[i] < rows_, "GatheringSelfAttentionCache::advance: parent ",
                      parents[i], " of row ", i, " is not a row of the previous step (", rows_,
                      " rows).");
    const std::size_t history = length_ * width_;
    for (std::size_t l = 0; l < layers_; ++l)
      for (std::size_t i = 0; i < rows; ++i) {
        const std::size_t from = at(l, parents[i]), to = at(l, i);
        std::copy_n(keys_.data() + from, history, next_keys_.data() + to);
        std::copy_n(values_.data() + from, history, next_values_.data() + to);
      }
    std::swap(keys_, next_keys_);
    std::swap(values_, next_values_);
    copied_floats_ += 2 * layers_ * rows * history;
    rows_ = rows;
    length_ += 1;
  }

  // This step's keys and values of layer `layer`, [rows, width] each, copied
  // to each row's newest position.
  void append(std::size_t layer, ConstMatrixView keys, ConstMatrixView values) {
    FASTDEC_REQUIRE(layer < layers_ && length_ >= 1 && keys.rows() == rows_ &&
                        values.rows() == rows_ && keys.cols() == width_ && values.cols() == width_,
                    "GatheringSelfAttentionCache::append: layer ", layer, " of ", layers_, ", ",
                    keys.rows(), " x ", keys.cols(), " keys and ", values.rows(), " x ",
                    values.cols(), " values for ", rows_, " rows of width ", width_, " at step ",
                    length_, ".");
    const std::size_t newest = (length_ - 1) * width_;
    for (std::size_t i = 0; i < rows_; ++i) {
      std::copy_n(keys.row(i).data(), width_, keys_.data() + at(layer, i) + newest);
      std::copy_n(values.row(i).data(), width_, values_.data() + at(layer, i) + newest);
    }
    copied_floats_ += 2 * rows_ * width_;
  }

  std::size_t rows() const noexcept { return rows_; }
  std::size_t width() const noexcept { return width_; }
  std::size_t layers() const noexcept { return layers_; }
  std::size_t length() const noexcept { return length_; }  // positions per row
  // Floats copied by advance() and append() since reserve().
  std::size_t copied_floats() const noexcept { return copied_floats_; }

  // Row `row`'s keys or values of a layer, oldest first, [length, width].
  ConstMatrixView keys(std::size_t layer, std::size_t row) const { return of(keys_, layer, row); }
  ConstMatrixView values(std::size_t layer, std::size_t row) const {
    return of(values_, layer, row);
  }

 private:
  std::size_t at(std::size_t layer, std::size_t row) const noexcept {
    return (layer * max_rows_ + row) * max_steps_ * width_;
  }
  ConstMatrixView of(const std::vector<float>& storage, std::size_t layer, std::size_t row) const {
    FASTDEC_REQUIRE(layer < layers_ && row < rows_, "GatheringSelfAttentionCache: layer ", layer,
                    " of ", layers_, ", row ", row, " of ", rows_, ".");
    return {storage.data() + at(layer, row), length_, width_};
  }

  std::size_t layers_ = 0, width_ = 0, max_rows_ = 0, max_steps_ = 0;
  std::size_t rows_ = 0, length_ = 0, copied_floats_ = 0;
  // [layers, max_rows, max_steps, width] each; next_* is the gather's target.
  std::vector<float> keys_, values_, next_keys_, next_values_;
};

// Multi-head scaled dot-product attention of this step's queries [rows,
// width] over each row's keys and values in layer `layer`, into out [rows,
// width]: attend_cached's contract and MultiHeadAttention's loop, so the
// same bits (layers/self_attention_cache.hpp). `scratch` holds at least
// length() floats.
inline void attend_gathered(const GatheringSelfAttentionCache& cache, std::size_t layer,
                            const MultiHeadAttention& attention, ConstMatrixView queries,
                            MutableMatrixView out, std::span<float> scratch) {
  const std::size_t width = cache.width(), rows = cache.rows(), length = cache.length();
  FASTDEC_REQUIRE(attention.width() == width && queries.rows() == rows && queries.cols() == width &&
                      out.rows() == rows && out.cols() == width,
                  "attend_gathered: queries ", queries.rows(), " x ", queries.cols(), " and out ",
                  out.rows(), " x ", out.cols(), " for ", rows, " rows of width ", width,
                  " (the attention's width: ", attention.width(), ").");
  FASTDEC_REQUIRE(scratch.size() >= length, "attend_gathered: scratch holds ", scratch.size(),
                  " floats for ", length, " positions.");
  for (std::size_t i = 0; i < rows; ++i) {
    const ConstMatrixView keys = cache.keys(layer, i), values = cache.values(layer, i);
    attention.attend(queries.row(i).data(),
                     StridedKeyValues{keys.data(), values.data(), width, length}, out.row(i).data(),
                     scratch);
  }
}

// The same with the attention given by its heads and softmax mode.
inline void attend_gathered(const GatheringSelfAttentionCache& cache, std::size_t layer,
                            std::size_t heads, ConstMatrixView queries, MutableMatrixView out,
                            std::span<float> scratch, ActivationMode mode) {
  FASTDEC_REQUIRE(heads >= 1 && cache.width() % heads == 0, "attend_gathered: width ",
                  cache.width(), " is not a multiple of ", heads, " heads.");
  attend_gathered(cache, layer, MultiHeadAttention(heads, cache.width(), mode), queries, out,
                  scratch);
}

}  // namespace fastdec
