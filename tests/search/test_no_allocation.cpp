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

TEST_CASE("a warmed-up decode with every decoding control on allocates nothing") {
  const OutputWeights weights = testing::random_output_weights(2000, 32, 3, 0.3f);
  const FusedTopK<EigenGemm> layer(weights);
  const testing::PrefixModel model(32);
  const std::vector<Sentence> batch = testing::allocation_test_batch(6);
  // Prefixes of every length, with tokens far down the k best (scored by
  // logprobs_of) and repeats (n-gram blocking sees them).
  const std::vector<std::vector<TokenId>> prefixes{{}, {1500},          {7, 7}, {1999, 3, 1999},
                                                   {}, {42, 43, 42, 43}};
  const std::vector<Sentence> prefix_views(prefixes.begin(), prefixes.end());
  // Beam search under each stopping rule, and sampling; all streamed.
  for (const int variant : {0, 1, 2, 3}) {
    SearchOptions options = testing::allocation_test_options(6);
    options.max_length_offset = 12;
    options.banned_tokens = {2, 3, 4}, options.ban_unk = true, options.unk_token = 5;
    options.min_length = 6, options.no_repeat_ngram_size = 2;
    options.suppress_sequences = {{7}, {8, 9}, {10, 11, 12}}, options.repetition_penalty = 1.2f;
    const bool sampling = variant == 3;
    if (variant == 1) options.stopping = StoppingRule::refill_until_beam_finished;
    if (variant == 2) options.stopping = StoppingRule::refill_until_top_finished;
    if (sampling) options.sampling_topk = 40, options.sampling_topp = 0.9f;
    BeamSearch search(model, layer, options,
                      make_pruning(PruningOptions{.relative_threshold = 0.3f}), FanOutPerStep{});
    std::size_t streamed = 0;
    search.stream_to([&streamed](const StreamedTokens& part) { streamed += part.tokens.size(); });
    search.translate_batch(batch, prefix_views);  // warm-up: buffers reach their size

    const AllocationCount allocated;
    const SearchResult& result = search.translate_batch(batch, prefix_views);
    const std::size_t counted = allocated.count();
    REQUIRE(result.size() == batch.size());
    REQUIRE(result.best(3).tokens[0] == 1999);
    REQUIRE(result.statistics(0).steps > 6);
    INFO("variant " << variant);
    CHECK(counted == 0);
    CHECK(streamed > 0);
    // Scoring too.
    search.score_batch(batch, prefix_views);
    const AllocationCount scoring;
    search.score_batch(batch, prefix_views);
    CHECK(scoring.count() == 0);
  }
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
