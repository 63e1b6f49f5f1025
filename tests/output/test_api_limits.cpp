// Output-layer inputs whose sizes the API cannot handle
// are errors checked before anything is allocated from them, or work.
// allocation_limit.hpp refuses any allocation above 256 MiB, so a missing
// check shows as std::bad_alloc instead of gigabytes of memory.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "fastdec/eval/coverage.hpp"
#include "fastdec/gemm/eigen_gemm.hpp"
#include "fastdec/gemm/int16_gemm.hpp"
#include "fastdec/gemm/packed_fp32_gemm.hpp"
#include "fastdec/output/alignment_shortlist.hpp"
#include "fastdec/output/fused_topk.hpp"
#include "fastdec/output/hnsw_topk.hpp"
#include "fastdec/output/lexicon.hpp"
#include "fastdec/output/output_weights.hpp"
#include "fastdec/output/wta_lsh.hpp"
#include "support/allocation_limit.hpp"
#include "support/prefix_model.hpp"

// Each test file in its own namespace: the files of a folder are compiled
// as one translation unit (tests/CMakeLists.txt).
namespace fastdec_test_api_limits {

using namespace fastdec;

namespace {

// For every test in this file, an allocation above 256 MiB is a std::bad_alloc.
const testing::AllocationLimit no_huge_allocations(std::size_t{256} << 20);

constexpr auto token_limit = static_cast<std::size_t>(std::numeric_limits<TokenId>::max());

// The message of the fastdec::error that `f` throws; any other exception
// (std::bad_alloc from the allocation limit) fails the test.
template <class F>
std::string error_message(F&& f) {
  try {
    f();
  } catch (const error& e) {
    return e.what();
  }
  FAIL("no fastdec::error was thrown");
  return {};
}

}  // namespace

TEST_CASE("output layer options outside their named values are errors") {
  const OutputWeights weights = testing::random_output_weights(20, 4, 2);
  CHECK_THROWS_WITH(FusedTopK<>(weights, static_cast<FusedScores>(3)),
                    Catch::Contains("FusedTopK: scores = 3"));
  const std::vector<LexiconEntry> entries{{0, 1, 0.5f}};
  const Lexicon lexicon(2, 20, entries);
  CHECK_THROWS_WITH(
      AlignmentShortlist<>(weights, lexicon,
                           {.always_include = {1}, .batching = static_cast<ShortlistBatching>(2)}),
      Catch::Contains("AlignmentShortlistOptions::batching = 2"));
}

TEST_CASE("OutputWeights rejects a vocab x hidden that wraps around") {
  const std::size_t hidden = std::size_t{1} << 63;  // 2 x 2^63 wraps to 0, the weights' size
  const std::string wrapped = error_message([&] { OutputWeights({}, {0.0f, 0.0f}, 2, hidden); });
  CHECK_THAT(wrapped, Catch::Contains("2 x 9223372036854775808"));
  CHECK_THAT(wrapped, Catch::Contains("18446744073709551615"));
  // A vocabulary a TokenId cannot number.
  const std::string too_many = error_message([&] { OutputWeights({}, {}, token_limit + 1, 1); });
  CHECK_THAT(too_many, Catch::Contains("2147483648"));
  CHECK_THAT(too_many, Catch::Contains("2147483647"));
  const OutputWeights fine({1.0f, 2.0f, 3.0f, 4.0f}, {0.0f, 0.0f}, 2, 2);
  CHECK(fine.weights()(1, 0) == 3.0f);
}

TEST_CASE("Lexicon checks its vocabulary sizes before allocating from them") {
  const std::vector<LexiconEntry> none;
  // 2^33 source words: 64 GiB of row offsets were allocated before the check.
  const std::size_t huge = std::size_t{1} << 33;
  for (const std::string& message :
       {error_message([&] { Lexicon(huge, 10, none); }),
        error_message([&] { Lexicon(10, huge, none); }),
        error_message([&] { Lexicon(huge, 10, std::vector<std::uint64_t>{0}, {}); })}) {
    CHECK_THAT(message, Catch::Contains("8589934592"));
    CHECK_THAT(message, Catch::Contains("2147483647"));
  }
}

TEST_CASE("a Lexicon over the largest target vocabulary allocates by its entries, not its words") {
  // The duplicate-target check marked every target word: 8 GiB here.
  const auto last = static_cast<TokenId>(token_limit - 1);
  const std::vector<LexiconEntry> entries{{0, last, 0.5f}, {0, 3, 0.25f}, {1, last, 1.0f}};
  const Lexicon lexicon(2, token_limit, entries);
  CHECK(lexicon.target_size() == token_limit);
  REQUIRE(lexicon.translations(0).size() == 2);
  CHECK(lexicon.translations(0)[0].target == last);
  CHECK(lexicon.translations(1)[0].target == last);

  const std::vector<LexiconEntry> twice{{0, last, 0.5f}, {0, 3, 0.25f}, {0, last, 0.25f}};
  REQUIRE_THROWS_WITH(Lexicon(1, token_limit, twice),
                      Catch::Contains("source word 0 lists target word 2147483646 twice"));
  // The same through the compressed-rows constructor (the binary reader's).
  REQUIRE_THROWS_WITH(Lexicon(1, token_limit, std::vector<std::uint64_t>{0, 3},
                              {{last, 0.5f}, {3, 0.25f}, {last, 0.25f}}),
                      Catch::Contains("twice"));
  const Lexicon rows(1, token_limit, std::vector<std::uint64_t>{0, 2}, {{last, 0.5f}, {3, 0.25f}});
  CHECK(rows.entry_count() == 2);
}

TEST_CASE("TypeCoverage takes any non-negative id without allocating by its value") {
  // Ids were slots of a dense array: 48 GiB for this one.
  const TokenId largest = std::numeric_limits<TokenId>::max();
  TypeCoverage coverage;
  const std::vector<TokenId> vocabulary{largest, 7}, reference{largest, 5, largest};
  coverage.add(vocabulary, reference);
  CHECK(coverage.types() == 2);
  CHECK(coverage.covered_types() == 1);
  CHECK(coverage.type_coverage() == 0.5);
  coverage.add(std::vector<TokenId>{5}, std::vector<TokenId>{5, 9});
  CHECK(coverage.types() == 3);
  CHECK(coverage.covered_types() == 2);
  CHECK(coverage.sentence_type_coverage() == 0.5);  // 2 of 4 (sentence, type) pairs
}

TEST_CASE("every GEMM backend rejects non-finite weights in prepare") {
  for (const float bad : {std::nanf(""), std::numeric_limits<float>::infinity()}) {
    INFO("weight " << bad);
    std::vector<float> w{1.0f, 2.0f, 3.0f, 4.0f, 5.0f, 6.0f};
    w[4] = bad;
    const ConstMatrixView weights(w.data(), 2, 3);
    const std::string message = error_message([&] { EigenGemm::prepare(weights); });
    CHECK_THAT(message, Catch::Contains("EigenGemm::prepare: weight (1, 1)"));
    REQUIRE_THROWS_AS(PackedFp32Gemm::prepare(weights), error);
    REQUIRE_THROWS_AS(Int16Gemm::prepare(weights), error);
  }
}

TEST_CASE("index builders reject a thread count above max_build_threads") {
  // SIZE_MAX threads: HnswIndex sized one scratch per thread (std::bad_alloc),
  // WtaLsh started a thread per word.
  const OutputWeights weights = testing::random_output_weights(300, 8, 3);
  const std::size_t absurd = std::numeric_limits<std::size_t>::max();
  const std::string hnsw = error_message([&] { HnswIndex(weights, {.threads = absurd}); });
  CHECK_THAT(hnsw, Catch::Contains("threads = 18446744073709551615"));
  CHECK_THAT(hnsw, Catch::Contains("1024"));
  const std::string wta = error_message([&] { WtaLsh(weights, {.threads = absurd}); });
  CHECK_THAT(wta, Catch::Contains("threads = 18446744073709551615"));
  CHECK_THAT(wta, Catch::Contains("1024"));
  REQUIRE_THROWS_AS(WtaLsh(weights, {.threads = max_build_threads + 1}), error);
  // The limit itself is accepted (at most one thread per word or chunk starts).
  CHECK(HnswIndex(weights, {.threads = max_build_threads}).size() == 300);
  CHECK(WtaLsh(weights, {.threads = max_build_threads}).vocab_size() == 300);
}

}  // namespace fastdec_test_api_limits
