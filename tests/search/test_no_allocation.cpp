// The step loop allocates nothing: a counting global allocator watches a whole
// batch decode after a warm-up decode of the same shape (exact output layers,
// pruning, per-step statistics).
// clang-format off: the counting allocator comes before every other header
#include "support/allocation_count.hpp"
// clang-format on

#include "fastdec/gemm/eigen_gemm.hpp"
#include "fastdec/output/full_softmax.hpp"
#include "fastdec/output/fused_topk.hpp"
#include "fastdec/search/beam_search.hpp"
#include "fastdec/search/pruning.hpp"

// Each test file in its own namespace: the files of a folder are compiled
// as one translation unit (tests/CMakeLists.txt).
namespace fastdec_test_no_allocation {

using namespace fastdec;
using testing::AllocationCount;
using testing::check_decode_allocates_nothing;

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
  const PruningOptions paper{.relative_threshold = 0.3f,
                             .absolute_threshold = 2.5f,
                             .relative_local_threshold = 0.3f,
                             .max_candidates_per_node = 3};
  check_decode_allocates_nothing(layer, 14, make_pruning(paper), FanOutPerStep{});
  // Without a fixed beam size: a cap of 64, pruning sets the fan-out.
  check_decode_allocates_nothing(layer, 64, make_pruning(paper), FanOutPerStep{});
}

TEST_CASE("the counting allocator does count, Eigen's mallocs included") {
  const AllocationCount allocated;
  void* p = ::operator new(64);  // a call, not a new-expression: the compiler cannot elide it
  ::operator delete(p);
  CHECK(allocated.count() == 1);
  Eigen::MatrixXf m(100, 100);
  CHECK(allocated.count() == 2);
}

}  // namespace fastdec_test_no_allocation
