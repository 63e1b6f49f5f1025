// fastdec/core/scratch.hpp (internal): growing a model's scratch buffers.
//
//   detail::grow_scratch(state.hidden, rows * width);  // in reserve(), per batch
//
// The contents are dead between batches, so a buffer that must grow is
// replaced (nothing copied) and at least doubles: batches that lengthen one
// after another, as length-sorted input makes them, then allocate and fault
// in a few times instead of at every batch.
#pragma once

#include <algorithm>
#include <cstddef>
#include <vector>

namespace fastdec::detail {

template <class T>
void grow_scratch(std::vector<T>& buffer, std::size_t count) {
  if (buffer.size() >= count) return;
  const std::size_t doubled = buffer.size() <= buffer.max_size() / 2 ? 2 * buffer.size() : count;
  std::vector<T>().swap(buffer);  // free first: the old contents are not needed
  buffer.resize(std::max(count, doubled));
}

}  // namespace fastdec::detail
