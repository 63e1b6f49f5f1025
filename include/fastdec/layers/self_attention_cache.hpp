// fastdec/layers/self_attention_cache.hpp: a Transformer decoder's
// self-attention keys and values, stored once per hypothesis token and shared
// by every hypothesis that continues it, and the multi-head attention of a
// step's queries over them.
//
// Beam search reorders its live hypotheses every step. CTranslate2 and Marian
// keep each row's keys and values contiguous and so gather the whole cache
// (rows x steps x width, per layer, keys and values) by the parent indices
// every step. Here a step appends one node per row and nothing is ever moved:
// the layers' key and value projections write this step's rows straight into
// the pool (keys(layer), values(layer)), and a row's history is the list of
// its nodes, oldest first, which is the only thing rebuilt per step (one
// 4-byte index per position, shared by every layer and head).
//
//   SelfAttentionCache cache;
//   cache.reserve(layers, width, max_nodes, max_rows, max_steps);  // once per batch
//   cache.begin(rows);                                             // no history yet
//   cache.advance(parents);               // per step: row i continues row parents[i]
//   project into cache.keys(l), cache.values(l), then per layer
//   attend_cached(cache, l, attention, queries, out, scratch);
//
// Memory: keys and values of every token of every hypothesis of the batch,
// 2 x layers x max_nodes x width floats (the search's history holds the same
// tokens), plus max_rows x max_steps indices twice. advance and
// attend_cached allocate nothing once reserve has run.
// Not thread-safe: a cache is one search's, in its model state.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <span>
#include <vector>

#include "fastdec/core/aligned_buffer.hpp"
#include "fastdec/core/checked_size.hpp"
#include "fastdec/core/error.hpp"
#include "fastdec/core/matrix_view.hpp"
#include "fastdec/layers/activation.hpp"
#include "fastdec/layers/multi_head_attention.hpp"

namespace fastdec {

class SelfAttentionCache {
 public:
  // Room for `layers` layers of `width` (heads x head size) features, up to
  // `max_nodes` tokens in all, `max_rows` rows per step and `max_steps` steps.
  void reserve(std::size_t layers, std::size_t width, std::size_t max_nodes, std::size_t max_rows,
               std::size_t max_steps) {
    FASTDEC_REQUIRE(
        layers >= 1 && width >= 1 && max_rows >= 1 && max_steps >= 1,
        "SelfAttentionCache::reserve: layers, width, rows and steps must be at least 1.");
    layers_ = layers, width_ = width, max_nodes_ = max_nodes, max_rows_ = max_rows;
    max_steps_ = max_steps;
    const std::size_t shape[] = {layers, max_nodes, width, sizeof(float)};
    std::size_t bytes = 0;
    FASTDEC_REQUIRE(detail::checked_element_count(shape, bytes) &&
                        bytes <= std::numeric_limits<std::ptrdiff_t>::max(),
                    "SelfAttentionCache::reserve: ", layers, " layers x ", max_nodes, " tokens x ",
                    width, " features is more than memory can hold.");
    // Grown, never shrunk or zeroed: a batch writes every node before it reads
    // it, and most of the room (max_steps is a bound) is never touched.
    keys_.reserve(layers * max_nodes * width);
    values_.reserve(layers * max_nodes * width);
    for (std::vector<std::uint32_t>* h : {&history_, &next_history_})
      h->resize(max_rows * max_steps);
    length_.resize(max_rows), next_length_.resize(max_rows);
    rows_ = 0, nodes_ = 0, first_new_ = 0;
  }

  // A new batch of `rows` rows without history.
  void begin(std::size_t rows) {
    FASTDEC_REQUIRE(rows <= max_rows_, "SelfAttentionCache::begin: ", rows,
                    " rows, but reserve() sized the cache for ", max_rows_, ".");
    rows_ = rows, nodes_ = 0, first_new_ = 0;
    std::fill_n(length_.begin(), rows, std::size_t{0});
  }

  // One step: row i continues row parents[i] of the previous step and gets a
  // new node, whose keys and values the caller then writes.
  void advance(std::span<const std::uint32_t> parents) {
    const std::size_t rows = parents.size();
    FASTDEC_REQUIRE(rows >= 1 && rows <= max_rows_, "SelfAttentionCache::advance: ", rows,
                    " rows, but reserve() sized the cache for 1..", max_rows_, ".");
    FASTDEC_REQUIRE(nodes_ + rows <= max_nodes_, "SelfAttentionCache::advance: ", nodes_ + rows,
                    " tokens, but reserve() sized the cache for ", max_nodes_, ".");
    for (std::size_t i = 0; i < rows; ++i) {
      const std::size_t parent = parents[i];
      FASTDEC_REQUIRE(parent < rows_, "SelfAttentionCache::advance: parent ", parent, " of row ", i,
                      " is not a row of the previous step (", rows_, " rows).");
      const std::size_t length = length_[parent];
      FASTDEC_REQUIRE(length < max_steps_, "SelfAttentionCache::advance: more than ", max_steps_,
                      " steps.");
      const std::uint32_t* from = history_.data() + parent * max_steps_;
      std::uint32_t* to = next_history_.data() + i * max_steps_;
      std::copy_n(from, length, to);
      to[length] = static_cast<std::uint32_t>(nodes_ + i);
      next_length_[i] = length + 1;
    }
    std::swap(history_, next_history_);
    std::swap(length_, next_length_);
    first_new_ = nodes_;
    nodes_ += rows;
    rows_ = rows;
  }

  std::size_t rows() const noexcept { return rows_; }
  std::size_t width() const noexcept { return width_; }
  std::size_t layers() const noexcept { return layers_; }

  // This step's rows of layer `layer`, [rows, width]: where the key and value
  // projections write.
  MutableMatrixView keys(std::size_t layer) { return step_rows(keys_, layer); }
  MutableMatrixView values(std::size_t layer) { return step_rows(values_, layer); }

  // Row i's tokens, oldest first, as nodes of key_pool / value_pool.
  std::span<const std::uint32_t> history(std::size_t row) const {
    return {history_.data() + row * max_steps_, length_[row]};
  }
  // Every token's keys or values of a layer, [max_nodes, width].
  ConstMatrixView key_pool(std::size_t layer) const { return pool(keys_, layer); }
  ConstMatrixView value_pool(std::size_t layer) const { return pool(values_, layer); }

 private:
  MutableMatrixView step_rows(AlignedBuffer<float>& storage, std::size_t layer) {
    FASTDEC_REQUIRE(layer < layers_, "SelfAttentionCache: layer ", layer, " of ", layers_, ".");
    return {storage.data() + (layer * max_nodes_ + first_new_) * width_, rows_, width_};
  }
  ConstMatrixView pool(const AlignedBuffer<float>& storage, std::size_t layer) const {
    FASTDEC_REQUIRE(layer < layers_, "SelfAttentionCache: layer ", layer, " of ", layers_, ".");
    return {storage.data() + layer * max_nodes_ * width_, max_nodes_, width_};
  }

  std::size_t layers_ = 0, width_ = 0, max_nodes_ = 0, max_rows_ = 0, max_steps_ = 0;
  std::size_t rows_ = 0, nodes_ = 0, first_new_ = 0;
  AlignedBuffer<float> keys_, values_;                 // [layers, max_nodes, width]
  std::vector<std::uint32_t> history_, next_history_;  // [max_rows, max_steps]
  std::vector<std::size_t> length_, next_length_;      // [max_rows]
};

// Row `row`'s history in layer `layer` as a KeyValueSource
// (layers/multi_head_attention.hpp): its nodes' keys and values, oldest
// first.
struct CachedKeyValues {
  ConstMatrixView keys, values;              // the layer's pools, [max_nodes, width]
  std::span<const std::uint32_t> positions;  // the row's nodes, oldest first

  std::size_t length() const noexcept { return positions.size(); }
  const float* key(std::size_t j) const noexcept { return keys.row(positions[j]).data(); }
  const float* value(std::size_t j) const noexcept { return values.row(positions[j]).data(); }
  arch::AttentionRows key_rows() const noexcept {
    return {keys.data(), keys.stride(), positions.data()};
  }
  arch::AttentionRows value_rows() const noexcept {
    return {values.data(), values.stride(), positions.data()};
  }
};

// Multi-head scaled dot-product attention of this step's queries [rows,
// width] over each row's history in layer `layer` of the cache (its own
// token included: causal by construction), into out [rows, width]:
// MultiHeadAttention's loop (layers/multi_head_attention.hpp), positions
// oldest first. `scratch` holds at least max_steps floats.
inline void attend_cached(const SelfAttentionCache& cache, std::size_t layer,
                          const MultiHeadAttention& attention, ConstMatrixView queries,
                          MutableMatrixView out, std::span<float> scratch) {
  const std::size_t width = cache.width(), rows = cache.rows();
  FASTDEC_REQUIRE(attention.width() == width && queries.rows() == rows && queries.cols() == width &&
                      out.rows() == rows && out.cols() == width,
                  "attend_cached: queries ", queries.rows(), " x ", queries.cols(), " and out ",
                  out.rows(), " x ", out.cols(), " for ", rows, " rows of width ", width,
                  " (the attention's width: ", attention.width(), ").");
  const ConstMatrixView keys = cache.key_pool(layer), values = cache.value_pool(layer);
  for (std::size_t i = 0; i < rows; ++i) {
    const std::span<const std::uint32_t> positions = cache.history(i);
    FASTDEC_REQUIRE(scratch.size() >= positions.size(), "attend_cached: scratch holds ",
                    scratch.size(), " floats for ", positions.size(), " positions.");
    attention.attend(queries.row(i).data(), CachedKeyValues{keys, values, positions},
                     out.row(i).data(), scratch);
  }
}

// The same with the attention given by its heads and softmax mode: head h
// is features [h d, (h + 1) d), d = width / heads, scores scaled by
// 1 / sqrt(d) (ScoreScale::reciprocal).
inline void attend_cached(const SelfAttentionCache& cache, std::size_t layer, std::size_t heads,
                          ConstMatrixView queries, MutableMatrixView out, std::span<float> scratch,
                          ActivationMode mode) {
  FASTDEC_REQUIRE(heads >= 1 && cache.width() % heads == 0, "attend_cached: width ", cache.width(),
                  " is not a multiple of ", heads, " heads.");
  attend_cached(cache, layer, MultiHeadAttention(heads, cache.width(), mode), queries, out,
                scratch);
}

}  // namespace fastdec
