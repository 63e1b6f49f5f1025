// The step loop allocates nothing with the approximate output layers and the
// packed GEMM backends (see tests/support/allocation_count.hpp).
// clang-format off: the counting allocator comes before every other header
#include "support/allocation_count.hpp"
// clang-format on

#include <random>
#include <vector>

#include "fastdec/gemm/eigen_gemm.hpp"
#include "fastdec/gemm/int16_gemm.hpp"
#include "fastdec/gemm/int8_gemm.hpp"
#include "fastdec/gemm/packed_fp32_gemm.hpp"
#include "fastdec/layers/sentence_attention.hpp"
#include "fastdec/output/alignment_shortlist.hpp"
#include "fastdec/output/frequency_shortlist.hpp"
#include "fastdec/output/full_softmax.hpp"
#include "fastdec/output/fused_topk.hpp"
#include "fastdec/output/hnsw_topk.hpp"
#include "fastdec/output/screened_argmax.hpp"
#include "fastdec/output/wta_lsh.hpp"
#include "fastdec/search/beam_search.hpp"

// Each test file in its own namespace: the files of a folder are compiled
// as one translation unit (tests/CMakeLists.txt).
namespace fastdec_test_no_allocation_layers {

using namespace fastdec;
using testing::AllocationCount;
using testing::check_decode_allocates_nothing;
using testing::check_growing_batch_allocates_nothing_in_steps;

TEST_CASE("a warmed-up batch decode allocates nothing (HnswTopK, WtaLsh)") {
  const OutputWeights weights = testing::random_output_weights(2000, 32, 3, 0.3f);
  for (HnswMetric metric : {HnswMetric::inner_product, HnswMetric::transformed_l2})
    check_decode_allocates_nothing(
        HnswTopK(weights, {.M = 8, .ef_construction = 40, .metric = metric}, {.ef_search = 30}));
  check_decode_allocates_nothing(
      WtaLsh(weights, {.window = 8, .permutations = 32, .bands = 8, .candidates = 200}));
}

// The shortlists. FrequencyShortlist gathers once, at construction;
// AlignmentShortlist gathers in begin_batch, where a new prepared matrix per
// sentence is allowed (G::prepare returns one), but its steps allocate nothing.
// Over the packed backends the shortlists multiply into their own
// workspace, sized in begin_batch, so a batch larger than any before it
// does not grow a thread-local one inside the step loop.
TEST_CASE("a warmed-up batch decode allocates nothing (FrequencyShortlist)") {
  const OutputWeights weights = testing::random_output_weights(2000, 32, 3, 0.3f);
  const FrequencyShortlistOptions options{.size = 300, .always_include = {1}};
  check_decode_allocates_nothing(FrequencyShortlist<EigenGemm>(weights, options));
  check_decode_allocates_nothing(FrequencyShortlist<Int16Gemm>(weights, options));
  check_decode_allocates_nothing(FrequencyShortlist<Int8Gemm>(weights, options));
  check_decode_allocates_nothing(FrequencyShortlist<PackedFp32Gemm>(weights, options));
}

namespace {
Lexicon allocation_test_lexicon() {
  std::vector<LexiconEntry> entries;
  for (TokenId f = 0; f < 20; ++f)
    for (TokenId i = 0; i < 25; ++i)
      entries.push_back({f, (f * 37 + i * 11) % 2000, 0.04f * (i + 1)});
  return Lexicon(20, 2000, entries);
}
}  // namespace

TEST_CASE("AlignmentShortlist: a batch larger than any before allocates nothing in its steps") {
  const OutputWeights weights = testing::random_output_weights(2000, 32, 3, 0.3f);
  const Lexicon lexicon = allocation_test_lexicon();
  for (ShortlistBatching batching :
       {ShortlistBatching::per_sentence, ShortlistBatching::batch_union}) {
    const AlignmentShortlistOptions options{
        .words_per_source = 20, .always_include = {1}, .batching = batching};
    check_growing_batch_allocates_nothing_in_steps(
        AlignmentShortlist<EigenGemm>(weights, lexicon, options));
    check_growing_batch_allocates_nothing_in_steps(
        AlignmentShortlist<Int16Gemm>(weights, lexicon, options));
    check_growing_batch_allocates_nothing_in_steps(
        AlignmentShortlist<PackedFp32Gemm>(weights, lexicon, options));
  }
}

TEST_CASE(
    "AlignmentShortlist: steps allocate nothing, a warmed-up batch at most one matrix per "
    "sentence") {
  const OutputWeights weights = testing::random_output_weights(2000, 32, 3, 0.3f);
  const Lexicon lexicon = allocation_test_lexicon();
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
  const std::vector<std::uint32_t> row_sentence{0, 0, 0, 0, 0, 0, 1, 1, 1,
                                                1, 1, 1, 2, 2, 2, 2, 2, 2};
  const AllocationCount allocated;
  for (int step = 0; step < 5; ++step)
    layer.topk(workspace, ConstMatrixView(h.data(), 18, 32), row_sentence, 6,
               TopKView(out.data(), 18, 6));
  CHECK(allocated.count() == 0);
}

// The tiled path of the packed backends (GEMM workspace, row states).
TEST_CASE(
    "a warmed-up batch decode allocates nothing (FusedTopK<Int16Gemm>, FusedTopK<Int8Gemm>, "
    "FusedTopK<Int8Gemm7Bit>, FullSoftmax<PackedFp32Gemm>)") {
  const OutputWeights weights = testing::random_output_weights(2000, 32, 3, 0.3f);
  check_decode_allocates_nothing(FusedTopK<Int16Gemm>(weights));
  check_decode_allocates_nothing(FusedTopK<Int8Gemm>(weights));
  check_decode_allocates_nothing(FusedTopK<Int8Gemm7Bit>(weights));
  check_decode_allocates_nothing(
      FusedTopK<PackedFp32Gemm>(weights, FusedScores::log_probabilities));
  check_decode_allocates_nothing(FullSoftmax<PackedFp32Gemm>(weights));
}

namespace {

// logprobs_of on 12 rows, tokens inside and outside each row's candidates
// and rows without one, right after begin_batch: it must have sized
// everything (the selected row of an outside token, the logits, the search
// scratch).
template <class Layer>
void check_logprobs_of_allocates_nothing(const Layer& layer, std::span<const Sentence> sources,
                                         std::span<const std::uint32_t> row_sentence) {
  const std::size_t rows = 12, hidden = 32;
  auto workspace = layer.make_workspace();
  layer.begin_batch(workspace, sources, rows);
  std::vector<float> h(rows * hidden);
  for (std::size_t i = 0; i < h.size(); ++i) h[i] = 0.01f * static_cast<float>(i % 37) - 0.15f;
  std::vector<TokenId> tokens(rows);
  for (std::size_t r = 0; r < rows; ++r)
    tokens[r] = r % 5 == 4 ? no_token : static_cast<TokenId>((r * 389 + 1) % 2000);
  std::vector<float> out(rows);
  const AllocationCount allocated;
  for (int step = 0; step < 3; ++step)
    layer.logprobs_of(workspace, ConstMatrixView(h.data(), rows, hidden), row_sentence, tokens,
                      out);
  CHECK(allocated.count() == 0);
}

}  // namespace

TEST_CASE("SentenceAttention allocates nothing once its scratch is reserved") {
  const std::size_t heads = 4, width = 64, longest = 40, stride = 3 * width;
  std::vector<float> qkv(longest * stride), out(longest * width);
  for (std::size_t i = 0; i < qkv.size(); ++i) qkv[i] = static_cast<float>(i % 17) * 0.1f - 0.8f;
  const MultiHeadAttention attention(heads, width, ActivationMode::fast, ScoreScale::quotient);
  SentenceAttention::Scratch scratch;
  scratch.reserve(longest, width);
  const AllocationCount count;
  for (const std::size_t length : {std::size_t{40}, std::size_t{1}, std::size_t{17}})
    SentenceAttention::attend(
        attention, qkv.data(), stride, length,
        StridedKeyValues{qkv.data() + width, qkv.data() + 2 * width, stride, length}, out.data(),
        width, scratch);
  REQUIRE(count.count() == 0);
}

// ScreenedArgmax sizes everything in begin_batch, the largest selection of
// candidate columns included: its calls allocate nothing, whether the screen
// answers them or the full product does.
TEST_CASE("ScreenedArgmax: topk allocates nothing after begin_batch") {
  const OutputWeights weights = testing::random_output_weights(3000, 32, 5, 0.3f);
  std::mt19937 rng(6);
  std::normal_distribution<float> normal(0.0f, 2.0f);
  std::vector<float> h(13 * 32);
  for (float& v : h) v = normal(rng);
  for (const std::size_t per_row : {std::size_t{64}, std::size_t{1}}) {
    const ScreenedArgmax<PackedFp32Gemm> layer(weights, {.candidates_per_row = per_row});
    auto ws = layer.make_workspace();
    layer.begin_batch(ws, {}, 13);
    std::vector<ScoredToken> out(13);
    for (const std::size_t rows : {13u, 1u, 6u, 13u}) {
      const AllocationCount allocated;
      layer.topk(ws, ConstMatrixView(h.data(), rows, 32), 1, TopKView(out.data(), rows, 1));
      const std::size_t counted = allocated.count();
      INFO("candidates per row " << per_row << ", rows " << rows);
      CHECK(counted == 0);
    }
    if (per_row == 1)
      CHECK(ws.counters().full_calls > 0);
    else
      CHECK(ws.counters().screened_rows > 0);
  }
}

TEST_CASE("logprobs_of allocates nothing after begin_batch (shortlists, HnswTopK, WtaLsh)") {
  const OutputWeights weights = testing::random_output_weights(2000, 32, 3, 0.3f);
  const FrequencyShortlistOptions frequent{.size = 300, .always_include = {1}};
  check_logprobs_of_allocates_nothing(FrequencyShortlist<EigenGemm>(weights, frequent), {}, {});
  check_logprobs_of_allocates_nothing(FrequencyShortlist<Int16Gemm>(weights, frequent), {}, {});
  check_logprobs_of_allocates_nothing(FrequencyShortlist<Int8Gemm>(weights, frequent), {}, {});
  check_logprobs_of_allocates_nothing(FrequencyShortlist<PackedFp32Gemm>(weights, frequent), {},
                                      {});
  const Lexicon lexicon = allocation_test_lexicon();
  const AlignmentShortlistOptions aligned{.words_per_source = 20, .always_include = {1}};
  const std::vector<TokenId> a{5, 6, 7, 8}, b{9, 10}, c{11, 12, 13};
  const std::vector<Sentence> batch{a, b, c};
  const std::vector<std::uint32_t> row_sentence{0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2};
  check_logprobs_of_allocates_nothing(AlignmentShortlist<EigenGemm>(weights, lexicon, aligned),
                                      batch, row_sentence);
  check_logprobs_of_allocates_nothing(AlignmentShortlist<Int16Gemm>(weights, lexicon, aligned),
                                      batch, row_sentence);
  check_logprobs_of_allocates_nothing(AlignmentShortlist<PackedFp32Gemm>(weights, lexicon, aligned),
                                      batch, row_sentence);
  for (HnswMetric metric : {HnswMetric::inner_product, HnswMetric::transformed_l2})
    check_logprobs_of_allocates_nothing(
        HnswTopK(weights, {.M = 8, .ef_construction = 40, .metric = metric}, {.ef_search = 30}), {},
        {});
  check_logprobs_of_allocates_nothing(
      WtaLsh(weights, {.window = 8, .permutations = 32, .bands = 8, .candidates = 200}), {}, {});
}

}  // namespace fastdec_test_no_allocation_layers
