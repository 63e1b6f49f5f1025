// The step loop allocates nothing: a counting global allocator watches a whole
// batch decode after a warm-up decode of the same shape.
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

#include "fastdec/gemm/int16_gemm.hpp"
#include "fastdec/gemm/packed_fp32_gemm.hpp"
#include "fastdec/output/alignment_shortlist.hpp"
#include "fastdec/output/frequency_shortlist.hpp"
#include "fastdec/output/full_softmax.hpp"
#include "fastdec/output/hnsw_graph.hpp"
#include "fastdec/output/wta_lsh.hpp"
#include "fastdec/output/fused_topk.hpp"
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

using namespace fastdec;

namespace {

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

}  // namespace

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

TEST_CASE("a warmed-up batch decode allocates nothing (FullSoftmax)") {
  const OutputWeights weights = testing::random_output_weights(2000, 32, 3, 0.3f);
  check_decode_allocates_nothing(FullSoftmax<EigenGemm>(weights));
}

TEST_CASE("a warmed-up batch decode allocates nothing (FusedTopK)") {
  const OutputWeights weights = testing::random_output_weights(2000, 32, 3, 0.3f);
  check_decode_allocates_nothing(FusedTopK<EigenGemm>(weights));
}

TEST_CASE("a warmed-up pruned decode with per-step fan-out allocates nothing") {
  const OutputWeights weights = testing::random_output_weights(2000, 32, 3, 0.3f);
  const FusedTopK<EigenGemm> layer(weights);
  const PruningOptions paper{.relative_threshold = 0.3f, .absolute_threshold = 2.5f,
                             .relative_local_threshold = 0.3f, .max_candidates_per_node = 3};
  check_decode_allocates_nothing(layer, 14, make_pruning(paper), FanOutPerStep{});
  // Without a fixed beam size: a cap of 64, pruning sets the fan-out.
  check_decode_allocates_nothing(layer, 64, make_pruning(paper), FanOutPerStep{});
}

TEST_CASE("a warmed-up batch decode allocates nothing (HnswGraph, WtaLsh)") {
  const OutputWeights weights = testing::random_output_weights(2000, 32, 3, 0.3f);
  for (HnswMetric metric : {HnswMetric::inner_product, HnswMetric::transformed_l2})
    check_decode_allocates_nothing(
        HnswGraph(weights, {.M = 8, .ef_construction = 40, .metric = metric}, {.ef_search = 30}));
  check_decode_allocates_nothing(
      WtaLsh(weights, {.window = 8, .permutations = 32, .bands = 8, .candidates = 200}));
}

TEST_CASE("the counting allocator does count, Eigen's mallocs included") {
  const AllocationCount allocated;
  void* p = ::operator new(64);  // a call, not a new-expression: the compiler cannot elide it
  ::operator delete(p);
  CHECK(allocated.count() == 1);
  Eigen::MatrixXf m(100, 100);
  CHECK(allocated.count() == 2);
}

// Issue 6: the shortlists. FrequencyShortlist gathers once, at construction;
// AlignmentShortlist gathers in begin_batch, where a new prepared matrix per
// sentence is allowed (G::prepare returns one), but its steps allocate nothing.
TEST_CASE("a warmed-up batch decode allocates nothing (FrequencyShortlist)") {
  const OutputWeights weights = testing::random_output_weights(2000, 32, 3, 0.3f);
  check_decode_allocates_nothing(FrequencyShortlist<EigenGemm>(weights, {.size = 300, .always_include = {1}}));
}

TEST_CASE("AlignmentShortlist: steps allocate nothing, a warmed-up batch at most one matrix per sentence") {
  const OutputWeights weights = testing::random_output_weights(2000, 32, 3, 0.3f);
  std::vector<LexiconEntry> entries;
  for (TokenId f = 0; f < 20; ++f)
    for (TokenId i = 0; i < 25; ++i) entries.push_back({f, (f * 37 + i * 11) % 2000, 0.04f * (i + 1)});
  const Lexicon lexicon(20, 2000, entries);
  const AlignmentShortlist<EigenGemm> layer(weights, lexicon,
                                            {.words_per_source = 20, .always_include = {1}});
  const testing::PrefixModel model(32);
  BeamSearch search(model, layer, {.beam_size = 6, .n_best = 3, .bos_token = 0, .eos_token = 1});
  const std::vector<TokenId> a{5, 6, 7, 8}, b{9, 10}, c{11, 12, 13};
  const std::vector<Sentence> batch{a, b, c};
  search.translate_batch(batch);  // warm-up
  {
    const AllocationCount allocated;
    search.translate_batch(batch);
    CHECK(allocated.count() <= batch.size());
  }

  auto workspace = layer.make_workspace();
  layer.begin_batch(workspace, batch, 18);
  std::vector<float> h(18 * 32, 0.25f);
  std::vector<ScoredToken> out(18 * 6);
  const std::vector<std::uint32_t> row_sentence{0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2};
  const AllocationCount allocated;
  for (int step = 0; step < 5; ++step)
    layer.topk(workspace, ConstMatrixView(h.data(), 18, 32), row_sentence, 6, TopKView(out.data(), 18, 6));
  CHECK(allocated.count() == 0);
}

// Issue 5: the tiled path of the packed backends (GEMM workspace, row states).
TEST_CASE("a warmed-up batch decode allocates nothing (FusedTopK<Int16Gemm>, FullSoftmax<PackedFp32Gemm>)") {
  const OutputWeights weights = testing::random_output_weights(2000, 32, 3, 0.3f);
  check_decode_allocates_nothing(FusedTopK<Int16Gemm>(weights));
  check_decode_allocates_nothing(FusedTopK<PackedFp32Gemm>(weights, FusedScores::log_probabilities));
  check_decode_allocates_nothing(FullSoftmax<PackedFp32Gemm>(weights));
}
