// fastdec/core/aligned_buffer.hpp: growth-only, 64-byte aligned scratch storage.
//
// Workspaces size their buffers when a batch begins and reuse them for every
// step, so the step loop never allocates: `reserve` only allocates when asked
// for more than it ever held, and never shrinks. Contents are not preserved
// across a growing reserve. Not thread-safe; one per workspace.
#pragma once

#include <cstddef>
#include <memory>
#include <new>
#include <span>
#include <type_traits>

namespace fastdec {

template <class T>
class AlignedBuffer {
  static_assert(std::is_trivially_copyable_v<T> && std::is_trivially_destructible_v<T>,
                "AlignedBuffer holds plain numbers and PODs only");

 public:
  static constexpr std::size_t alignment = 64;  // one cache line, one zmm register

  AlignedBuffer() = default;
  explicit AlignedBuffer(std::size_t count) { reserve(count); }

  // Makes room for `count` elements; allocates only when `count` exceeds capacity().
  void reserve(std::size_t count) {
    if (count <= capacity_) return;
    data_.reset(static_cast<T*>(::operator new(count * sizeof(T), std::align_val_t{alignment})));
    capacity_ = count;
  }

  T* data() noexcept { return data_.get(); }
  const T* data() const noexcept { return data_.get(); }
  std::size_t capacity() const noexcept { return capacity_; }
  std::span<T> first(std::size_t count) noexcept { return {data(), count}; }
  std::span<const T> first(std::size_t count) const noexcept { return {data(), count}; }
  T& operator[](std::size_t i) noexcept { return data_.get()[i]; }
  const T& operator[](std::size_t i) const noexcept { return data_.get()[i]; }

 private:
  struct AlignedDelete {
    void operator()(T* p) const noexcept { ::operator delete(p, std::align_val_t{alignment}); }
  };
  std::unique_ptr<T, AlignedDelete> data_;
  std::size_t capacity_ = 0;
};

}  // namespace fastdec
