// fastdec/core/aligned_buffer.hpp: growth-only, 64-byte aligned scratch storage.
//
// Workspaces size their buffers when a batch begins and reuse them for every
// step, so the step loop never allocates: `reserve` only allocates when asked
// for more than it ever held, and never shrinks. Contents are not preserved
// across a growing reserve. Not thread-safe; one per workspace.
//
// Buffers of 8 MiB or more (prepared weight matrices) are aligned to 2 MiB
// and, on Linux, offered to the kernel as transparent huge pages: a GEMM
// streams several panels of them at once, and with 4 KiB pages every stream
// misses the TLB every 4 KiB (int16 at one row: 3-12% faster, docs/gemm.md).
// It is a hint; where huge pages are off, nothing changes.
#pragma once

#include <cstddef>
#include <memory>
#include <new>
#include <span>
#include <type_traits>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace fastdec {

template <class T>
class AlignedBuffer {
  static_assert(std::is_trivially_copyable_v<T> && std::is_trivially_destructible_v<T>,
                "AlignedBuffer holds plain numbers and PODs only");

 public:
  static constexpr std::size_t alignment = 64;  // one cache line, one zmm register
  static constexpr std::size_t huge_page = std::size_t{2} << 20;
  static constexpr std::size_t huge_page_threshold = std::size_t{8} << 20;

  AlignedBuffer() = default;
  explicit AlignedBuffer(std::size_t count) { reserve(count); }

  // Makes room for `count` elements; allocates only when `count` exceeds capacity().
  void reserve(std::size_t count) {
    if (count <= capacity_) return;
    const std::size_t bytes = count * sizeof(T);
    const std::size_t align = bytes >= huge_page_threshold ? huge_page : alignment;
    data_.reset(static_cast<T*>(::operator new (bytes, std::align_val_t{align})));
    data_.get_deleter().align = align;
    capacity_ = count;
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (align == huge_page) ::madvise(data_.get(), bytes / huge_page * huge_page, MADV_HUGEPAGE);
#endif
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
    std::size_t align = alignment;
    void operator()(T* p) const noexcept { ::operator delete (p, std::align_val_t{align}); }
  };
  std::unique_ptr<T, AlignedDelete> data_;
  std::size_t capacity_ = 0;
};

}  // namespace fastdec
