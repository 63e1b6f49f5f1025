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
#define eigen_assert(condition)                                            \
  do {                                                                     \
    if (!(condition)) allocations.fetch_add(1, std::memory_order_relaxed); \
  } while (false)

#include <catch2/catch.hpp>

#include <cassert>
#include <cstdlib>
#include <new>
#include <span>
#include <vector>

#include "fastdec/core/eigen.hpp"
#include "fastdec/output/concept.hpp"
#include "fastdec/search/beam_search.hpp"
#include "support/prefix_model.hpp"

namespace {
void* replaced_allocation(std::size_t size, std::size_t alignment) {
  allocations.fetch_add(1, std::memory_order_relaxed);
  if (size == 0) size = 1;
  return alignment <= alignof(std::max_align_t)
             ? std::malloc(size)
             : std::aligned_alloc(alignment, (size + alignment - 1) / alignment * alignment);
}
}  // namespace

#include "support/replaced_new_delete.inc"

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

// Forwards to `layer` and restarts the count each time begin_batch returns,
// so that a count read after a decode holds what the step loop allocated
// (and the search's finish, whose buffers are sized before it too), not the
// sizing every layer and the search may do in begin_batch.
template <class Layer>
class StepLoopWatch {
 public:
  using Workspace = typename Layer::Workspace;
  explicit StepLoopWatch(const Layer& layer) : layer_(layer) {}
  Workspace make_workspace() const { return layer_.make_workspace(); }
  std::size_t vocab_size() const { return layer_.vocab_size(); }
  std::size_t hidden_size() const { return layer_.hidden_size(); }
  void begin_batch(Workspace& workspace, std::span<const Sentence> sources,
                   std::size_t max_rows) const {
    layer_.begin_batch(workspace, sources, max_rows);
    allocations = 0;
  }
  void topk(Workspace& workspace, ConstMatrixView h, std::span<const std::uint32_t> row_sentence,
            std::size_t k, TopKView out) const {
    layer_.topk(workspace, h, row_sentence, k, out);
  }
  void topk(Workspace& workspace, ConstMatrixView h, std::size_t k, TopKView out) const {
    layer_.topk(workspace, h, k, out);
  }

 private:
  const Layer& layer_;
};

inline SearchOptions allocation_test_options(std::size_t beam) {
  return {.beam_size = beam,
          .n_best = 3,
          .bos_token = 0,
          .eos_token = 1,
          .max_length_ratio = 2.0f,
          .max_length_offset = 4};
}

// Source words stay below 20 (the shortlist tests' lexicon has 20 source words).
inline std::vector<Sentence> allocation_test_batch(std::size_t sentences) {
  static const std::vector<std::vector<TokenId>> words{
      {5, 6, 7, 8},   {9, 10},    {11, 12, 13}, {14, 15, 16, 17, 18}, {19, 2}, {3, 4, 5},
      {6, 8, 10, 12}, {7, 9, 11}, {13, 15},     {17, 19, 2, 4}};
  assert(sentences <= words.size());
  return {words.begin(), words.begin() + static_cast<std::ptrdiff_t>(sentences)};
}

// Warms up on a batch of 4 sentences, then decodes batches of 8 and 10,
// each larger than any before it: whatever a layer needs for the larger
// batch must be sized in its begin_batch, so the step loops allocate nothing.
template <class Layer, class... Policies>
void check_growing_batch_allocates_nothing_in_steps(const Layer& layer, std::size_t beam = 6,
                                                    Policies... policies) {
  const testing::PrefixModel model(32);
  const StepLoopWatch<Layer> watched(layer);
  BeamSearch search(model, watched, allocation_test_options(beam), policies...);
  search.translate_batch(allocation_test_batch(4));  // warm-up
  for (std::size_t sentences : {8, 10}) {
    const std::vector<Sentence> batch = allocation_test_batch(sentences);
    const AllocationCount allocated;  // restarted when begin_batch returns
    const SearchResult& result = search.translate_batch(batch);
    const std::size_t counted = allocated.count();
    REQUIRE(result.size() == sentences);
    REQUIRE(result.statistics(0).steps > 1);
    INFO("a batch of " << sentences << " sentences after smaller ones: allocations in its steps");
    CHECK(counted == 0);
  }
}

// Checks that the step loop allocates nothing when batches grow (above),
// then that a warmed-up decode of the same batch allocates nothing at all.
template <class Layer, class... Policies>
void check_decode_allocates_nothing(const Layer& layer, std::size_t beam = 6,
                                    Policies... policies) {
  check_growing_batch_allocates_nothing_in_steps(layer, beam, policies...);
  const testing::PrefixModel model(32);
  BeamSearch search(model, layer, allocation_test_options(beam), policies...);
  const std::vector<Sentence> batch = allocation_test_batch(3);
  search.translate_batch(batch);  // warm-up: buffers reach their size

  const AllocationCount allocated;
  const SearchResult& result = search.translate_batch(batch);
  const std::size_t counted = allocated.count();
  REQUIRE(result.size() == 3);
  REQUIRE(result.statistics(0).steps > 1);
  CHECK(counted == 0);
}

}  // namespace fastdec::testing
