// tests/support/allocation_count.hpp: a counting global allocator for the
// "the step loop allocates nothing" tests.
//
// Include it from exactly one source file of a test executable, before any
// other header (it configures Eigen): it replaces every form of the global
// operator new/delete, and counts Eigen's own mallocs through Eigen's
// EIGEN_RUNTIME_NO_MALLOC hook.
#pragma once
#include <atomic>
#include <cstddef>

namespace {
std::atomic<std::size_t> allocations{0};
}

// Eigen allocates with malloc, not operator new. With EIGEN_RUNTIME_NO_MALLOC it
// asks is_malloc_allowed() before every heap allocation; while a count runs
// that answer is "no", and this test counts the failed check as an allocation.
#define EIGEN_RUNTIME_NO_MALLOC
#define eigen_assert(condition)                                  \
  do {                                                           \
    if (!(condition)) allocations.fetch_add(1, std::memory_order_relaxed); \
  } while (false)

#include <catch2/catch.hpp>

#include <Eigen/Core>
#include <cstdlib>
#include <new>
#include <vector>

#include "fastdec/search/beam_search.hpp"
#include "support/prefix_model.hpp"

// Every replaceable form, so no allocation escapes the count and every
// delete matches its new (AddressSanitizer checks that).
namespace {
void* counted_allocation(std::size_t size, std::size_t alignment) {
  allocations.fetch_add(1, std::memory_order_relaxed);
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

void* operator new(std::size_t n) { return throwing(counted_allocation(n, plain)); }
void* operator new[](std::size_t n) { return throwing(counted_allocation(n, plain)); }
void* operator new(std::size_t n, std::align_val_t a) {
  return throwing(counted_allocation(n, static_cast<std::size_t>(a)));
}
void* operator new[](std::size_t n, std::align_val_t a) {
  return throwing(counted_allocation(n, static_cast<std::size_t>(a)));
}
void* operator new(std::size_t n, const std::nothrow_t&) noexcept { return counted_allocation(n, plain); }
void* operator new[](std::size_t n, const std::nothrow_t&) noexcept { return counted_allocation(n, plain); }
void* operator new(std::size_t n, std::align_val_t a, const std::nothrow_t&) noexcept {
  return counted_allocation(n, static_cast<std::size_t>(a));
}
void* operator new[](std::size_t n, std::align_val_t a, const std::nothrow_t&) noexcept {
  return counted_allocation(n, static_cast<std::size_t>(a));
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

namespace fastdec::testing {

// Counts operator new and Eigen's mallocs from construction to count().
class AllocationCount {
 public:
  AllocationCount() {
    allocations = 0;
    Eigen::internal::set_is_malloc_allowed(false);
  }
  ~AllocationCount() { Eigen::internal::set_is_malloc_allowed(true); }
  std::size_t count() const { return allocations.load(); }
};

// Decodes a batch once to warm up, then checks that decoding it again
// allocates nothing.
template <class Layer, class... Policies>
void check_decode_allocates_nothing(const Layer& layer, std::size_t beam = 6, Policies... policies) {
  const testing::PrefixModel model(32);
  const SearchOptions options{.beam_size = beam, .n_best = 3, .bos_token = 0, .eos_token = 1,
                              .max_length_ratio = 2.0f, .max_length_offset = 4};
  BeamSearch search(model, layer, options, policies...);
  const std::vector<TokenId> a{5, 6, 7, 8}, b{9, 10}, c{11, 12, 13};
  const std::vector<Sentence> batch{a, b, c};
  search.translate_batch(batch);  // warm-up: buffers reach their size

  const AllocationCount allocated;
  const SearchResult& result = search.translate_batch(batch);
  const std::size_t counted = allocated.count();
  REQUIRE(result.size() == 3);
  REQUIRE(result.statistics(0).steps > 1);
  CHECK(counted == 0);
}

}  // namespace fastdec::testing
