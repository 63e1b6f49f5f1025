// The step loop allocates nothing: a counting global allocator watches a whole
// batch decode after a warm-up decode of the same shape.
#include <catch2/catch.hpp>

#include <atomic>
#include <cstddef>
#include <cstdlib>
#include <new>
#include <vector>

#include "fastdec/output/full_softmax.hpp"
#include "fastdec/output/fused_topk.hpp"
#include "fastdec/output/hnsw_graph.hpp"
#include "fastdec/output/wta_lsh.hpp"
#include "fastdec/search/beam_search.hpp"
#include "support/prefix_model.hpp"

namespace {
std::atomic<std::size_t> allocations{0};
}

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

using namespace fastdec;

template <class Layer>
void check_decode_allocates_nothing(const Layer& layer) {
  const testing::PrefixModel model(32);
  const SearchOptions options{.beam_size = 6, .n_best = 3, .bos_token = 0, .eos_token = 1,
                              .max_length_ratio = 2.0f, .max_length_offset = 4};
  BeamSearch search(model, layer, options);
  const std::vector<TokenId> a{5, 6, 7, 8}, b{9, 10}, c{11, 12, 13};
  const std::vector<Sentence> batch{a, b, c};
  search.translate_batch(batch);  // warm-up: buffers reach their size

  allocations = 0;
  const SearchResult& result = search.translate_batch(batch);
  const std::size_t counted = allocations.load();
  REQUIRE(result.size() == 3);
  REQUIRE(result.statistics(0).steps > 1);
  CHECK(counted == 0);
}

TEST_CASE("a warmed-up batch decode allocates nothing (FullSoftmax)") {
  const OutputWeights weights = testing::random_output_weights(2000, 32, 3, 0.3f);
  check_decode_allocates_nothing(FullSoftmax<EigenGemm>(weights));
}

TEST_CASE("a warmed-up batch decode allocates nothing (FusedTopK)") {
  const OutputWeights weights = testing::random_output_weights(2000, 32, 3, 0.3f);
  check_decode_allocates_nothing(FusedTopK<EigenGemm>(weights));
}

TEST_CASE("a warmed-up batch decode allocates nothing (HnswGraph, WtaLsh)") {
  const OutputWeights weights = testing::random_output_weights(2000, 32, 3, 0.3f);
  for (HnswMetric metric : {HnswMetric::inner_product, HnswMetric::transformed_l2})
    check_decode_allocates_nothing(
        HnswGraph(weights, {.M = 8, .ef_construction = 40, .metric = metric}, {.ef_search = 30}));
  check_decode_allocates_nothing(
      WtaLsh(weights, {.window = 8, .permutations = 32, .bands = 8, .candidates = 200}));
}

TEST_CASE("the counting allocator does count") {
  allocations = 0;
  void* p = ::operator new(64);  // a call, not a new-expression: the compiler cannot elide it
  ::operator delete(p);
  CHECK(allocations.load() == 1);
}
