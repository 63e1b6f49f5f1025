// tests/support/allocation_limit.cpp: the global operator new/delete that
// AllocationLimit (allocation_limit.hpp) controls. Link it into a test
// executable that uses AllocationLimit.
#include "support/allocation_limit.hpp"

#include <cstdlib>

namespace fastdec::testing::allocation_limit_detail {
namespace {

void* allocate(std::size_t size, std::size_t alignment) {
  if (size > limit.load(std::memory_order_relaxed)) {
    std::size_t seen = largest_refused.load();
    while (size > seen && !largest_refused.compare_exchange_weak(seen, size)) {
    }
    return nullptr;
  }
  if (size == 0) size = 1;
  return alignment <= alignof(std::max_align_t)
             ? std::malloc(size)
             : std::aligned_alloc(alignment, (size + alignment - 1) / alignment * alignment);
}
void* throwing(void* p) {
  if (p == nullptr) throw std::bad_alloc();
  return p;
}
constexpr std::size_t plain = alignof(std::max_align_t);
}  // namespace
}  // namespace fastdec::testing::allocation_limit_detail

void* operator new(std::size_t n) {
  using namespace fastdec::testing::allocation_limit_detail;
  return throwing(allocate(n, plain));
}
void* operator new[](std::size_t n) {
  using namespace fastdec::testing::allocation_limit_detail;
  return throwing(allocate(n, plain));
}
void* operator new(std::size_t n, std::align_val_t a) {
  using namespace fastdec::testing::allocation_limit_detail;
  return throwing(allocate(n, static_cast<std::size_t>(a)));
}
void* operator new[](std::size_t n, std::align_val_t a) {
  using namespace fastdec::testing::allocation_limit_detail;
  return throwing(allocate(n, static_cast<std::size_t>(a)));
}
void* operator new(std::size_t n, const std::nothrow_t&) noexcept {
  using namespace fastdec::testing::allocation_limit_detail;
  return allocate(n, plain);
}
void* operator new[](std::size_t n, const std::nothrow_t&) noexcept {
  using namespace fastdec::testing::allocation_limit_detail;
  return allocate(n, plain);
}
void* operator new(std::size_t n, std::align_val_t a, const std::nothrow_t&) noexcept {
  using namespace fastdec::testing::allocation_limit_detail;
  return allocate(n, static_cast<std::size_t>(a));
}
void* operator new[](std::size_t n, std::align_val_t a, const std::nothrow_t&) noexcept {
  using namespace fastdec::testing::allocation_limit_detail;
  return allocate(n, static_cast<std::size_t>(a));
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }
void operator delete(void* p, std::align_val_t) noexcept { std::free(p); }
void operator delete[](void* p, std::align_val_t) noexcept { std::free(p); }
void operator delete(void* p, std::size_t, std::align_val_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t, std::align_val_t) noexcept { std::free(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete(void* p, std::align_val_t, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete[](void* p, std::align_val_t, const std::nothrow_t&) noexcept { std::free(p); }
