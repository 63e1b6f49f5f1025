// fastdec/layers/self_attention_store.hpp: where a Transformer decoder
// keeps its self-attention keys and values across steps, as a compile-time
// policy of the model (TransformerModel's Store parameter, or a model of
// your own): the cache that follows the search's parents
// (ParentFollowingStore, the default) or the gathering baseline CTranslate2
// and Marian keep (GatheringStore). Both give the same bits; they differ in
// the copies a step makes.
//
//   Store store;
//   store.reserve(layers, width, max_rows, max_steps);  // once per batch
//   store.begin(rows);                                  // no history yet
//   per step: store.advance(parents);
//     per layer l: project this step's keys and values into store.keys(l)
//     and store.values(l) [rows, width], then store.append(l);
//     store.attend(l, attention, queries, out, scratch);
//
// scratch: at least max_steps floats. A store is one search's, in its
// model state: not thread-safe. Nothing allocates once reserve() has run.
#pragma once

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "fastdec/core/matrix_view.hpp"
#include "fastdec/layers/gathering_cache.hpp"
#include "fastdec/layers/multi_head_attention.hpp"
#include "fastdec/layers/self_attention_cache.hpp"

namespace fastdec {

template <class S>
concept SelfAttentionStore = requires(S& s, const S& c, std::size_t n,
                                      std::span<const std::uint32_t> parents,
                                      const MultiHeadAttention& attention, ConstMatrixView in,
                                      MutableMatrixView out, std::span<float> scratch) {
  s.reserve(n, n, n, n);
  s.begin(n);
  s.advance(parents);
  { s.keys(n) } -> std::same_as<MutableMatrixView>;
  { s.values(n) } -> std::same_as<MutableMatrixView>;
  s.append(n);
  c.attend(n, attention, in, out, scratch);
  // Whether append() copies (a cost to time) or does nothing.
  { S::appends } -> std::convertible_to<bool>;
  // Keys and values held per token and layer: 2 (each once) or 4.
  { S::key_value_copies } -> std::convertible_to<std::size_t>;
};

// SelfAttentionCache (layers/self_attention_cache.hpp): the projections
// write this step's keys and values straight into the pool, where they stay;
// a step rebuilds only each row's list of positions.
class ParentFollowingStore {
 public:
  static constexpr bool appends = false;
  static constexpr std::size_t key_value_copies = 2;

  void reserve(std::size_t layers, std::size_t width, std::size_t max_rows, std::size_t max_steps) {
    cache_.reserve(layers, width, max_rows * max_steps, max_rows, max_steps);
  }
  void begin(std::size_t rows) { cache_.begin(rows); }
  void advance(std::span<const std::uint32_t> parents) { cache_.advance(parents); }
  MutableMatrixView keys(std::size_t layer) { return cache_.keys(layer); }
  MutableMatrixView values(std::size_t layer) { return cache_.values(layer); }
  void append(std::size_t) const noexcept {}  // the rows are already in place
  void attend(std::size_t layer, const MultiHeadAttention& attention, ConstMatrixView queries,
              MutableMatrixView out, std::span<float> scratch) const {
    attend_cached(cache_, layer, attention, queries, out, scratch);
  }
  const SelfAttentionCache& cache() const noexcept { return cache_; }

 private:
  SelfAttentionCache cache_;
};

// GatheringSelfAttentionCache (layers/gathering_cache.hpp): the projections
// write into scratch rows, append() copies them to each row's newest
// position, and advance() copies every row's whole history from its parent.
class GatheringStore {
 public:
  static constexpr bool appends = true;
  static constexpr std::size_t key_value_copies = 4;  // gathered from, into

  void reserve(std::size_t layers, std::size_t width, std::size_t max_rows, std::size_t max_steps) {
    cache_.reserve(layers, width, max_rows, max_steps);
    if (step_keys_.size() < max_rows * width) step_keys_.resize(max_rows * width);
    if (step_values_.size() < max_rows * width) step_values_.resize(max_rows * width);
  }
  void begin(std::size_t rows) { cache_.begin(rows); }
  void advance(std::span<const std::uint32_t> parents) { cache_.advance(parents); }
  MutableMatrixView keys(std::size_t) { return {step_keys_.data(), cache_.rows(), cache_.width()}; }
  MutableMatrixView values(std::size_t) {
    return {step_values_.data(), cache_.rows(), cache_.width()};
  }
  void append(std::size_t layer) {
    const std::size_t rows = cache_.rows(), width = cache_.width();
    cache_.append(layer, ConstMatrixView(step_keys_.data(), rows, width),
                  ConstMatrixView(step_values_.data(), rows, width));
  }
  void attend(std::size_t layer, const MultiHeadAttention& attention, ConstMatrixView queries,
              MutableMatrixView out, std::span<float> scratch) const {
    attend_gathered(cache_, layer, attention, queries, out, scratch);
  }
  const GatheringSelfAttentionCache& cache() const noexcept { return cache_; }

 private:
  GatheringSelfAttentionCache cache_;
  std::vector<float> step_keys_, step_values_;  // this step's rows, [max_rows, width] each
};

static_assert(SelfAttentionStore<ParentFollowingStore>);
static_assert(SelfAttentionStore<GatheringStore>);

}  // namespace fastdec
