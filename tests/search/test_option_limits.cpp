// The search's length limit is bounded and checked
// before anything is reserved from it, and SearchResult's accessors reject a
// sentence index out of range in every build.
#include <catch2/catch.hpp>

#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "fastdec/gemm/eigen_gemm.hpp"
#include "fastdec/output/full_softmax.hpp"
#include "fastdec/search/beam_search.hpp"
#include "support/allocation_limit.hpp"
#include "support/prefix_model.hpp"

// Each test file in its own namespace: the files of a folder are compiled
// as one translation unit (tests/CMakeLists.txt).
namespace fastdec_test_option_limits {

using namespace fastdec;
using testing::PrefixModel;

namespace {

// For every test in this file, an allocation above 256 MiB is a std::bad_alloc.
const testing::AllocationLimit no_huge_allocations(std::size_t{256} << 20);

constexpr TokenId bos = 0;
constexpr TokenId eos = 1;
// max_target_length_limit, written out so that a change of the bound is a
// deliberate change of this test too.
constexpr std::size_t step_limit = 65536;

SearchOptions with_length(float ratio, std::size_t offset) {
  return SearchOptions{
      .bos_token = bos, .eos_token = eos, .max_length_ratio = ratio, .max_length_offset = offset};
}

// Beam 1024 at 65536 steps: 2^26 history nodes and 1 GiB per sentence.
SearchOptions widest_beam_longest_limit() {
  SearchOptions options = with_length(0.0f, step_limit);
  options.beam_size = max_beam_size;
  return options;
}

}  // namespace

TEST_CASE("length limits above max_target_length_limit are errors naming the value and the limit") {
  CHECK(max_target_length_limit == step_limit);
  const std::size_t vocab = 10;
  REQUIRE_NOTHROW(validate(with_length(2.0f, 10), vocab));
  REQUIRE_NOTHROW(validate(with_length(0.0f, step_limit), vocab));
  CHECK(max_target_length(with_length(0.0f, step_limit), 1) == step_limit);

  // 1e30: the float-to-size conversion was undefined behaviour; 1e9 reserved
  // hundreds of gigabytes.
  for (const float ratio : {1e30f, 1e9f, 65537.0f}) {
    INFO("max_length_ratio " << ratio);
    REQUIRE_THROWS_AS(validate(with_length(ratio, 0), vocab), error);
    REQUIRE_THROWS_WITH(validate(with_length(ratio, 0), vocab),
                        Catch::Contains("max_length_ratio") && Catch::Contains("65536"));
  }
  const std::size_t huge_offset = std::numeric_limits<std::size_t>::max();
  REQUIRE_THROWS_WITH(
      validate(with_length(2.0f, huge_offset), vocab),
      Catch::Contains("max_length_offset = 18446744073709551615") && Catch::Contains("65536"));
  REQUIRE_THROWS_WITH(validate(with_length(0.0f, step_limit + 1), vocab),
                      Catch::Contains("max_length_offset = 65537") && Catch::Contains("65536"));
  // Each part within the limit, but not a one-token sentence's sum.
  REQUIRE_THROWS_WITH(validate(with_length(65536.0f, 1), vocab),
                      Catch::Contains("65537") && Catch::Contains("65536"));

  // The same through the BeamSearch constructor, which validates.
  const PrefixModel model(4);
  const OutputWeights weights = testing::random_output_weights(vocab, 4, 1);
  const FullSoftmax<> layer(weights);
  REQUIRE_THROWS_AS(BeamSearch(model, layer, with_length(1e9f, 10)), error);
  REQUIRE_THROWS_AS(BeamSearch(model, layer, with_length(2.0f, huge_offset)), error);
}

TEST_CASE("a source whose length limit exceeds max_target_length_limit is an error") {
  const SearchOptions options = with_length(2.0f, 10);
  CHECK(max_target_length(options, 1000) == 2010);
  CHECK(max_target_length(options, 32763) == step_limit);
  REQUIRE_THROWS_WITH(max_target_length(options, 32764), Catch::Contains("32764 tokens") &&
                                                             Catch::Contains("65538") &&
                                                             Catch::Contains("65536"));
  REQUIRE_THROWS_AS(max_target_length(options, std::numeric_limits<std::size_t>::max()), error);

  const PrefixModel model(4);
  const OutputWeights weights = testing::random_output_weights(10, 4, 1);
  const FullSoftmax<> layer(weights);
  BeamSearch search(model, layer, options);
  const std::vector<TokenId> short_source{2, 3}, long_source(40000, 2);
  const std::vector<Sentence> batch{short_source, long_source};
  REQUIRE_THROWS_WITH(search.translate_batch(batch),
                      Catch::Contains("source sentence 1") && Catch::Contains("40000 tokens") &&
                          Catch::Contains("80010") && Catch::Contains("65536"));
  // The search is still usable after the error.
  CHECK(search.translate(short_source).size() == 1);
}

TEST_CASE("a batch with more hypothesis tokens than the search can index is an error") {
  // Beam 1024 and 65536 steps: 2^26 history nodes per sentence, so 64
  // sentences need 2^32, one more than a 32-bit node index can number
  // (before the check, this reserved 64 GiB).
  const PrefixModel model(4);
  const OutputWeights weights = testing::random_output_weights(10, 4, 1);
  const FullSoftmax<> layer(weights);
  SearchOptions options = widest_beam_longest_limit();
  BeamSearch search(model, layer, options);
  const std::vector<TokenId> source{2};
  const std::vector<Sentence> batch(64, source);
  REQUIRE_THROWS_WITH(search.translate_batch(batch),
                      Catch::Contains("4294967296") && Catch::Contains("4294967295"));
}

TEST_CASE(
    "a batch whose buffers exceed max_search_bytes is an error naming beam, limit and bytes") {
  // 63 sentences at beam 1024 and 65536 steps fit the node index (63 x 2^26
  // nodes) but reserve 63 GiB: this was a std::bad_alloc.
  const PrefixModel model(4);
  const OutputWeights weights = testing::random_output_weights(10, 4, 1);
  const FullSoftmax<> layer(weights);
  SearchOptions options = widest_beam_longest_limit();
  BeamSearch search(model, layer, options);
  const std::vector<TokenId> source{2};
  const std::vector<Sentence> batch(63, source);
  REQUIRE_THROWS_WITH(search.translate_batch(batch),
                      Catch::Contains("63 sentences at beam_size 1024") &&
                          Catch::Contains("65536 steps") && Catch::Contains("GiB") &&
                          Catch::Contains("max_search_bytes"));
  // The bound is the option: a batch that fits under it decodes, one byte
  // less than it needs is refused.
  SearchOptions small = with_length(0.0f, 12);
  small.max_search_bytes = std::numeric_limits<std::size_t>::max();
  const std::vector<Sentence> two(2, source);
  BeamSearch unbounded(model, layer, small);
  REQUIRE(unbounded.translate_batch(two).size() == 2);
  try {
    small.max_search_bytes = 0;
    BeamSearch refused(model, layer, small);
    refused.translate_batch(two);
    FAIL("a batch above max_search_bytes decoded");
  } catch (const fastdec::error& e) {
    const std::string message = e.what();
    const auto at = message.find(" steps need ") + 12;
    small.max_search_bytes = std::stoull(message.substr(at));
  }
  BeamSearch exact(model, layer, small);
  CHECK(exact.translate_batch(two).size() == 2);
  small.max_search_bytes -= 1;
  BeamSearch one_less(model, layer, small);
  CHECK_THROWS_WITH(one_less.translate_batch(two), Catch::Contains("max_search_bytes"));
}

TEST_CASE("a reservation the machine refuses is a fastdec::error, not std::bad_alloc") {
  // Under this file's 256 MiB allocation limit, 2 sentences at beam 1024 and
  // 65536 steps (2 GiB of history) fail to reserve.
  const PrefixModel model(4);
  const OutputWeights weights = testing::random_output_weights(10, 4, 1);
  const FullSoftmax<> layer(weights);
  SearchOptions options = widest_beam_longest_limit();
  options.max_search_bytes = std::numeric_limits<std::size_t>::max();
  BeamSearch search(model, layer, options);
  const std::vector<TokenId> source{2};
  const std::vector<Sentence> batch(2, source);
  REQUIRE_THROWS_WITH(search.translate_batch(batch),
                      Catch::Contains("failed") && Catch::Contains("beam_size 1024"));
}

TEST_CASE("enum options outside their named values are errors") {
  // StoppingRule(7) made finish() write past its buffer; LengthNormalization(9)
  // silently ranked by the raw score.
  const OutputWeights weights = testing::random_output_weights(10, 4, 1);
  SearchOptions options = with_length(2.0f, 10);
  options.stopping = static_cast<StoppingRule>(7);
  REQUIRE_THROWS_WITH(validate(options, 10), Catch::Contains("SearchOptions::stopping = 7") &&
                                                 Catch::Contains("named values"));
  options.stopping = StoppingRule::shrink;
  options.normalization = static_cast<LengthNormalization>(9);
  REQUIRE_THROWS_WITH(validate(options, 10), Catch::Contains("SearchOptions::normalization = 9"));
  const PrefixModel model(4);
  const FullSoftmax<> layer(weights);
  CHECK_THROWS_AS(BeamSearch(model, layer, options), fastdec::error);
}

TEST_CASE("SearchResult rejects a sentence index out of range in every build") {
  const SearchResult empty;
  CHECK(empty.size() == 0);
  REQUIRE_THROWS_WITH(empty.nbest(0),
                      Catch::Contains("sentence 0") && Catch::Contains("0 sentences"));

  const PrefixModel model(4);
  const OutputWeights weights = testing::random_output_weights(10, 4, 1);
  const FullSoftmax<> layer(weights);
  const SearchOptions options{.beam_size = 3,
                              .n_best = 2,
                              .bos_token = bos,
                              .eos_token = eos,
                              .max_length_ratio = 0.0f,
                              .max_length_offset = 4};
  BeamSearch<PrefixModel, FullSoftmax<>, NoPruning, FanOutPerStep> search(model, layer, options);
  const std::vector<TokenId> a{2, 3}, b{4};
  const std::vector<Sentence> batch{a, b};
  const SearchResult& result = search.translate_batch(batch);
  REQUIRE(result.size() == 2);
  CHECK(!result.nbest(1).empty());
  CHECK(result.fan_out(1).size() == result.statistics(1).steps);
  for (const std::size_t s : {std::size_t{2}, std::size_t{163208757288}}) {
    INFO("sentence " << s);
    REQUIRE_THROWS_WITH(result.nbest(s), Catch::Contains("sentence " + std::to_string(s)) &&
                                             Catch::Contains("2 sentences"));
    REQUIRE_THROWS_AS(result.best(s), error);
    REQUIRE_THROWS_AS(result.statistics(s), error);
    REQUIRE_THROWS_AS(result.fan_out(s), error);
  }
}

}  // namespace fastdec_test_option_limits
