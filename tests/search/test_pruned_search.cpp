// BeamSearch with pruning: no pruning is exactly the spine's search; every
// combination of rules, at beam 5, 14 and a wide cap, equals a plain
// reference search built on the paper's definitions; decoding without a
// fixed beam size terminates; per-step fan-out and search-error counts.
#include <catch2/catch.hpp>

#include <algorithm>
#include <limits>
#include <numeric>
#include <vector>

#include "fastdec/eval/search_errors.hpp"
#include "fastdec/gemm/eigen_gemm.hpp"
#include "fastdec/output/full_softmax.hpp"
#include "fastdec/output/fused_topk.hpp"
#include "fastdec/search/beam_search.hpp"
#include "support/prefix_model.hpp"
#include "support/pruning_reference.hpp"

// Each test file in its own namespace: the files of a folder are compiled
// as one translation unit (tests/CMakeLists.txt).
namespace fastdec_test_pruned_search {

using namespace fastdec;
using testing::PrefixModel;

namespace {

constexpr TokenId bos = 0;
constexpr TokenId eos = 1;

// Random output weights with EOS made likelier by `eos_boost`, so hypotheses
// end at different lengths.
OutputWeights eos_weights(std::size_t vocab, std::size_t hidden, unsigned seed, float stddev,
                          float eos_boost) {
  const OutputWeights random = testing::random_output_weights(vocab, hidden, seed, stddev);
  std::vector<float> bias(random.bias().begin(), random.bias().end());
  bias[eos] += eos_boost;
  return OutputWeights(
      std::vector<float>(random.weights().data(), random.weights().data() + vocab * hidden), bias,
      vocab, hidden);
}

SearchOptions options_for(std::size_t beam, std::size_t n_best = 1) {
  return SearchOptions{.beam_size = beam,
                       .n_best = n_best,
                       .bos_token = bos,
                       .eos_token = eos,
                       .max_length_ratio = 1.5f,
                       .max_length_offset = 3};
}

std::vector<TokenId> to_vector(std::span<const TokenId> s) { return {s.begin(), s.end()}; }

// The paper's German-English settings (Table 1).
constexpr PruningOptions paper_beam5{.relative_threshold = 0.6f,
                                     .absolute_threshold = 2.5f,
                                     .relative_local_threshold = 0.02f,
                                     .max_candidates_per_node = 3};
constexpr PruningOptions paper_beam14{.relative_threshold = 0.3f,
                                      .absolute_threshold = 2.5f,
                                      .relative_local_threshold = 0.3f,
                                      .max_candidates_per_node = 3};

// Each rule of `all` alone, then all of them.
std::vector<PruningOptions> one_by_one_then_all(const PruningOptions& all) {
  return {{.relative_threshold = all.relative_threshold},
          {.absolute_threshold = all.absolute_threshold},
          {.relative_local_threshold = all.relative_local_threshold},
          {.max_candidates_per_node = all.max_candidates_per_node},
          all};
}

struct Fixture {
  PrefixModel model{16, 1.0f};
  OutputWeights weights = eos_weights(60, 16, 11, 0.6f, 2.5f);
  FullSoftmax<> layer{weights};
  std::vector<std::vector<TokenId>> sentences{{3, 9, 4}, {7}, {12, 12, 40, 2, 8}, {50, 5}};
  std::vector<Sentence> batch() const { return {sentences.begin(), sentences.end()}; }
};

// Everything a result says about a sentence, compared bit for bit.
void require_identical(const SearchResult& a, const SearchResult& b) {
  REQUIRE(a.size() == b.size());
  for (std::size_t s = 0; s < a.size(); ++s) {
    REQUIRE(a.nbest(s).size() == b.nbest(s).size());
    for (std::size_t i = 0; i < a.nbest(s).size(); ++i) {
      const Hypothesis &x = a.nbest(s)[i], &y = b.nbest(s)[i];
      REQUIRE(to_vector(x.tokens) == to_vector(y.tokens));
      REQUIRE(
          std::equal(x.token_logprobs.begin(), x.token_logprobs.end(), y.token_logprobs.begin()));
      REQUIRE(x.score == y.score);
      REQUIRE(x.normalized_score == y.normalized_score);
      REQUIRE(x.finished == y.finished);
    }
    REQUIRE(a.statistics(s).steps == b.statistics(s).steps);
    REQUIRE(a.statistics(s).expanded == b.statistics(s).expanded);
  }
}

struct SpineOutput {
  std::size_t beam;
  std::size_t sentence;
  std::vector<TokenId> first, second;
  float first_score;
  std::size_t steps, expanded;
};

}  // namespace

TEST_CASE("without pruning the search returns exactly what the spine returned") {
  // Recorded from the spine (commit e22db0a) on this fixture, before pruning existed.
  const std::vector<SpineOutput> spine{
      {3, 0, {58, 25, 21, 1}, {58, 30, 55, 1}, -0x1.641dcp+2f, 4, 7},
      {3, 1, {1}, {53, 30, 1}, -0x1.3aa45p+0f, 3, 4},
      {3, 2, {1}, {59, 1}, -0x1.10cd1p+0f, 2, 3},
      {3, 3, {55, 19, 53, 11, 19, 31}, {55, 19, 53, 1}, -0x1.c3802ep+2f, 6, 9},
      {5, 0, {58, 25, 21, 1}, {58, 30, 19, 1}, -0x1.641dcp+2f, 7, 16},
      {5, 1, {1}, {53, 30, 1}, -0x1.3aa45p+0f, 4, 9},
      {5, 2, {1}, {59, 19, 11, 58, 1}, -0x1.10cd1p+0f, 5, 8},
      {5, 3, {55, 19, 53, 11, 19, 31}, {55, 19, 53, 11, 1}, -0x1.c3802ep+2f, 6, 14},
      {14, 0, {58, 25, 21, 1}, {58, 30, 19, 1}, -0x1.641dcp+2f, 7, 52},
      {14, 1, {1}, {53, 30, 1}, -0x1.3aa45p+0f, 4, 31},
      {14, 2, {1}, {59, 19, 11, 58, 1}, -0x1.10cd1p+0f, 10, 36},
      {14, 3, {55, 19, 53, 11, 19, 31}, {55, 19, 53, 11, 19, 28}, -0x1.c3802ep+2f, 6, 38},
  };
  const Fixture f;
  for (std::size_t beam : {3u, 5u, 14u}) {
    const SearchOptions options = options_for(beam, 2);
    BeamSearch plain(f.model, f.layer, options);
    const SearchResult& expected = plain.translate_batch(f.batch());
    for (const SpineOutput& row : spine) {
      if (row.beam != beam) continue;
      INFO("beam " << beam << " sentence " << row.sentence);
      REQUIRE(to_vector(expected.nbest(row.sentence)[0].tokens) == row.first);
      REQUIRE(to_vector(expected.nbest(row.sentence)[1].tokens) == row.second);
      REQUIRE(expected.best(row.sentence).score == Approx(row.first_score).epsilon(1e-5));
      REQUIRE(expected.statistics(row.sentence).steps == row.steps);
      REQUIRE(expected.statistics(row.sentence).expanded == row.expanded);
    }
    // Policies that keep everything are bit-identical to NoPruning.
    BeamSearch empty_prune(f.model, f.layer, options, Prune<>{});
    require_identical(empty_prune.translate_batch(f.batch()), expected);
    BeamSearch runtime_off(f.model, f.layer, options, make_pruning({}));
    require_identical(runtime_off.translate_batch(f.batch()), expected);
    const Prune<RelativeThreshold, AbsoluteThreshold, RelativeLocalThreshold, MaxCandidatesPerNode>
        never(RelativeThreshold(0.0f), AbsoluteThreshold(std::numeric_limits<float>::infinity()),
              RelativeLocalThreshold(0.0f), MaxCandidatesPerNode(beam));
    BeamSearch never_fires(f.model, f.layer, options, never);
    require_identical(never_fires.translate_batch(f.batch()), expected);
    BeamSearch recorded(f.model, f.layer, options, NoPruning{}, FanOutPerStep{});
    require_identical(recorded.translate_batch(f.batch()), expected);
  }
}

TEST_CASE("every combination of rules decodes as the reference search on the paper's definitions") {
  Fixture f;
  f.model = PrefixModel(16, 2.0f);  // peakier distributions: every rule fires at the paper's values
  std::vector<std::vector<TokenId>> sentences = f.sentences;
  for (TokenId t = 2; t < 14; ++t)
    sentences.push_back({t, static_cast<TokenId>(t * 3 % 50 + 2), 7});
  const std::vector<Sentence> batch(sentences.begin(), sentences.end());

  struct Setting {
    std::size_t beam;
    PruningOptions pruning;
  };
  std::vector<Setting> settings;
  for (const PruningOptions& p : one_by_one_then_all(paper_beam5)) settings.push_back({5, p});
  for (const PruningOptions& p : one_by_one_then_all(paper_beam14)) settings.push_back({14, p});
  // Harder than the paper's, so every rule fires often; and a cap of 64
  // ("without a fixed beam size").
  settings.push_back({8,
                      {.relative_threshold = 0.9f,
                       .absolute_threshold = 0.7f,
                       .relative_local_threshold = 0.5f,
                       .max_candidates_per_node = 1}});
  settings.push_back({64, paper_beam14});

  for (const Setting& setting : settings) {
    const SearchOptions options = options_for(setting.beam);
    BeamSearch search(f.model, f.layer, options, make_pruning(setting.pruning), FanOutPerStep{});
    BeamSearch unpruned(f.model, f.layer, options);
    const SearchResult& result = search.translate_batch(batch);
    const SearchResult& full = unpruned.translate_batch(batch);
    std::size_t expanded = 0, expanded_unpruned = 0;
    for (std::size_t s = 0; s < batch.size(); ++s) {
      const auto expected =
          testing::reference_search(f.model, f.layer, batch[s], options, setting.pruning);
      INFO("beam " << setting.beam << " rp " << setting.pruning.relative_threshold.value_or(-1)
                   << " ap " << setting.pruning.absolute_threshold.value_or(-1) << " rpl "
                   << setting.pruning.relative_local_threshold.value_or(-1) << " mc "
                   << setting.pruning.max_candidates_per_node.value_or(0) << " sentence " << s);
      REQUIRE(to_vector(result.best(s).tokens) == expected.best);
      REQUIRE(result.best(s).score == expected.score);
      REQUIRE(result.best(s).normalized_score == expected.normalized);
      const auto fan_out = result.fan_out(s);
      REQUIRE(std::vector<std::size_t>(fan_out.begin(), fan_out.end()) == expected.fan_out);
      REQUIRE(result.statistics(s).steps == expected.fan_out.size());
      REQUIRE(result.statistics(s).expanded ==
              std::accumulate(fan_out.begin(), fan_out.end(), std::size_t{0}));
      expanded += result.statistics(s).expanded;
      expanded_unpruned += full.statistics(s).expanded;
    }
    // Every setting fires on this model: the total fan-out shrinks.
    INFO("setting beam " << setting.beam << " expanded " << expanded << " of "
                         << expanded_unpruned);
    CHECK(expanded < expanded_unpruned);
  }
}

TEST_CASE("compile-time and run-time policies with the same thresholds decode identically") {
  const Fixture f;
  const SearchOptions options = options_for(14, 3);
  const Prune<RelativeThreshold, AbsoluteThreshold, RelativeLocalThreshold, MaxCandidatesPerNode>
      fixed(RelativeThreshold(0.3f), AbsoluteThreshold(2.5f), RelativeLocalThreshold(0.3f),
            MaxCandidatesPerNode(3));
  BeamSearch compiled(f.model, f.layer, options, fixed);
  BeamSearch runtime(f.model, f.layer, options, make_pruning(paper_beam14));
  require_identical(compiled.translate_batch(f.batch()), runtime.translate_batch(f.batch()));
  CHECK(compiled.pruning().rule<MaxCandidatesPerNode>().mc() == 3);
}

TEST_CASE("decoding without a fixed beam size terminates within the cap and the length limit") {
  const PrefixModel model(16, 1.0f);
  const std::vector<std::vector<TokenId>> sentences{
      {3, 9, 4}, {7}, {12, 12, 40, 2, 8}, {100, 5}, {20, 21, 22, 23}};
  const std::vector<Sentence> batch(sentences.begin(), sentences.end());
  const std::size_t cap = 256;
  SearchOptions options = options_for(cap, 4);
  // EOS likely, then EOS (almost) never: sentences end on their own, or only at the length limit.
  for (float eos_boost : {3.0f, -40.0f}) {
    const OutputWeights weights = eos_weights(300, 16, 4, 0.5f, eos_boost);
    const FusedTopK<> layer(weights);
    BeamSearch search(model, layer, options, make_pruning(paper_beam14), FanOutPerStep{});
    const SearchResult& result = search.translate_batch(batch);
    REQUIRE(result.size() == batch.size());
    for (std::size_t s = 0; s < batch.size(); ++s) {
      INFO("EOS boost " << eos_boost << " sentence " << s);
      const std::size_t limit = max_target_length(options, batch[s].size());
      REQUIRE(result.statistics(s).steps <= limit);
      REQUIRE_FALSE(result.nbest(s).empty());
      for (const Hypothesis& hypothesis : result.nbest(s)) {
        REQUIRE(hypothesis.tokens.size() <= limit);
        REQUIRE(hypothesis.finished == (hypothesis.tokens.back() == eos));
      }
      for (std::uint32_t fan_out : result.fan_out(s)) REQUIRE(fan_out <= cap);
      // The pruning rules, not the cap, bound the fan-out.
      CHECK(result.statistics(s).average_fan_out() < 64.0);
      if (eos_boost < 0) {
        REQUIRE(result.statistics(s).steps == limit);
        REQUIRE_FALSE(result.best(s).finished);
      }
    }
  }
}

TEST_CASE("per-step fan-out is recorded only when asked for") {
  const Fixture f;
  const SearchOptions options = options_for(5);
  BeamSearch totals(f.model, f.layer, options, make_pruning(paper_beam5));
  BeamSearch per_step(f.model, f.layer, options, make_pruning(paper_beam5), FanOutPerStep{});
  const SearchResult& a = totals.translate_batch(f.batch());
  const SearchResult& b = per_step.translate_batch(f.batch());
  require_identical(a, b);
  for (std::size_t s = 0; s < a.size(); ++s) {
    CHECK(a.fan_out(s).empty());
    const auto fan_out = b.fan_out(s);
    REQUIRE(fan_out.size() == b.statistics(s).steps);
    CHECK(fan_out.front() == 1);  // the first step expands BOS alone
    for (std::uint32_t n : fan_out) CHECK((n >= 1 && n <= 5));
  }
}

TEST_CASE("search errors: changed best hypotheses, and whether their score is worse") {
  const Fixture f;
  std::vector<std::vector<TokenId>> sentences;
  for (TokenId t = 2; t < 40; ++t) sentences.push_back({t, static_cast<TokenId>(t * 7 % 50 + 2)});
  const std::vector<Sentence> batch(sentences.begin(), sentences.end());
  const SearchOptions options = options_for(8);
  BeamSearch reference(f.model, f.layer, options);
  const PruningOptions hard{
      .relative_threshold = 0.9f, .absolute_threshold = 0.7f, .max_candidates_per_node = 1};
  BeamSearch pruned(f.model, f.layer, options, make_pruning(hard));

  for (std::size_t batch_size : {1u, 5u, 64u}) {
    const SearchErrors errors = count_search_errors(pruned, reference, batch, batch_size);
    // Recount by hand, one sentence at a time.
    std::size_t changed = 0, worse = 0, better = 0, expanded = 0, reference_expanded = 0, steps = 0;
    for (Sentence source : batch) {
      const SearchResult& ours = pruned.translate(source);
      const auto tokens = to_vector(ours.best(0).tokens);
      const float score = ours.best(0).normalized_score;
      expanded += ours.statistics(0).expanded;
      steps += ours.statistics(0).steps;
      const SearchResult& theirs = reference.translate(source);
      reference_expanded += theirs.statistics(0).expanded;
      if (tokens == to_vector(theirs.best(0).tokens)) continue;
      ++changed;
      worse += score < theirs.best(0).normalized_score;
      better += score > theirs.best(0).normalized_score;
    }
    INFO("batch size " << batch_size);
    CHECK(errors.sentences == batch.size());
    CHECK(errors.changed == changed);
    CHECK(errors.worse == worse);
    CHECK(errors.better == better);
    CHECK(errors.changed_fraction() ==
          Approx(static_cast<double>(changed) / static_cast<double>(batch.size())));
    CHECK(errors.pruned.expanded == expanded);
    CHECK(errors.pruned.steps == steps);
    CHECK(errors.reference.expanded == reference_expanded);
    CHECK(errors.pruned.average_fan_out() ==
          Approx(static_cast<double>(expanded) / static_cast<double>(steps)));
    CHECK(errors.pruned.total_fan_out_per_sentence() ==
          Approx(static_cast<double>(expanded) / static_cast<double>(batch.size())));
    // This much pruning does change some translations, and mostly for the worse.
    CHECK(errors.changed > 0);
    CHECK(errors.worse > errors.better);
  }
  // A policy that never fires makes no search errors.
  BeamSearch harmless(f.model, f.layer, options, make_pruning({.absolute_threshold = 1e30f}));
  const SearchErrors none = count_search_errors(harmless, reference, batch, 7);
  CHECK(none.changed == 0);
  CHECK(none.pruned.expanded == none.reference.expanded);

  REQUIRE_THROWS_WITH(count_search_errors(pruned, reference, batch, 0),
                      Catch::Contains("batch_size must be at least 1"));
  REQUIRE_THROWS_WITH(count_search_errors(reference, reference, batch),
                      Catch::Contains("same object"));
}

}  // namespace fastdec_test_pruned_search
