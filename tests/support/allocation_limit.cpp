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
}  // namespace
}  // namespace fastdec::testing::allocation_limit_detail

namespace {
void* replaced_allocation(std::size_t size, std::size_t alignment) {
  return fastdec::testing::allocation_limit_detail::allocate(size, alignment);
}
}  // namespace

#include "support/replaced_new_delete.inc"
