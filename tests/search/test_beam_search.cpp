// BeamSearch against exhaustive search, and its batching, n-best, stopping
// rules and errors, on the prefix-hash test model.
#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <vector>

#include "fastdec/arch/isa.hpp"
#include "fastdec/gemm/eigen_gemm.hpp"
#include "fastdec/output/full_softmax.hpp"
#include "fastdec/output/fused_topk.hpp"
#include "fastdec/search/beam_search.hpp"
#include "support/prefix_model.hpp"

// Each test file in its own namespace: the files of a folder are compiled
// as one translation unit (tests/CMakeLists.txt).
namespace fastdec_test_beam_search {

using namespace fastdec;
using testing::PrefixModel;

namespace {

constexpr TokenId bos = 0;
constexpr TokenId eos = 1;

struct Path {
  std::vector<TokenId> tokens;
  float score;
  float normalized;
  bool finished;
};

// Every hypothesis the search could produce, scored with the same output
// layer and the same left-to-right float sums as the search.
template <class Layer>
std::vector<Path> exhaustive_paths(const PrefixModel& model, const Layer& layer, Sentence source,
                                   const SearchOptions& options) {
  const std::size_t vocab = layer.vocab_size(), hidden = model.hidden_size();
  const std::size_t max_length = max_target_length(options, source.size());
  auto workspace = layer.make_workspace();
  std::vector<Path> paths;
  std::vector<TokenId> prefix{bos};  // what the model has been fed
  std::vector<float> h(hidden);
  std::vector<ScoredToken> all(vocab);
  std::function<void(float)> visit = [&](float score) {
    model.context_of(PrefixModel::hash_of(source, prefix), h.data());
    layer.topk(workspace, ConstMatrixView(h.data(), 1, hidden), vocab,
               TopKView(all.data(), 1, vocab));
    const std::vector<ScoredToken> scored = all;
    for (const ScoredToken& next : scored) {
      const float total = score + next.logprob;
      std::vector<TokenId> tokens(prefix.begin() + 1, prefix.end());
      tokens.push_back(next.token);
      if (next.token == eos || tokens.size() == max_length) {
        paths.push_back(
            {tokens, total, normalized_score(options, total, tokens.size()), next.token == eos});
      } else {
        prefix.push_back(next.token);
        visit(total);
        prefix.pop_back();
      }
    }
  };
  visit(0.0f);
  std::sort(paths.begin(), paths.end(),
            [](const Path& a, const Path& b) { return a.normalized > b.normalized; });
  return paths;
}

SearchOptions tiny_options(std::size_t beam, LengthNormalization normalization) {
  return SearchOptions{.beam_size = beam,
                       .n_best = 1,
                       .bos_token = bos,
                       .eos_token = eos,
                       .max_length_ratio = 0.0f,
                       .max_length_offset = 4,
                       .normalization = normalization};
}

std::vector<TokenId> to_vector(std::span<const TokenId> s) { return {s.begin(), s.end()}; }

}  // namespace

TEST_CASE("with a beam covering every path, beam search returns the exact best and n-best") {
  // Vocabulary 5, at most 4 steps: 4^0 + ... + 4^3 EOS-ended paths + 4^4 unended = 341.
  const PrefixModel model(6, 1.5f);
  for (unsigned seed : {1u, 2u, 3u}) {
    const OutputWeights weights = testing::random_output_weights(5, 6, seed);
    const FullSoftmax<> layer(weights);
    for (auto normalization :
         {LengthNormalization::none, LengthNormalization::length, LengthNormalization::gnmt}) {
      SearchOptions options = tiny_options(400, normalization);
      options.n_best = 10;
      const std::vector<TokenId> source{3, 4, 2};
      const auto paths = exhaustive_paths(model, layer, source, options);
      REQUIRE(paths.size() == 341);
      BeamSearch search(model, layer, options);
      const SearchResult& result = search.translate(source);
      const auto nbest = result.nbest(0);
      REQUIRE(nbest.size() == 10);
      for (std::size_t i = 0; i < nbest.size(); ++i) {
        INFO("seed " << seed << " normalization " << static_cast<int>(normalization) << " rank "
                     << i);
        REQUIRE(to_vector(nbest[i].tokens) == paths[i].tokens);
        REQUIRE(nbest[i].score == paths[i].score);
        REQUIRE(nbest[i].normalized_score == paths[i].normalized);
        REQUIRE(nbest[i].finished == paths[i].finished);
        float sum = 0.0f;
        for (float logprob : nbest[i].token_logprobs) sum += logprob;
        REQUIRE(sum == nbest[i].score);
      }
    }
  }
}

TEST_CASE("a narrow beam never beats exhaustive search, and beam 1 is greedy decoding") {
  const PrefixModel model(8, 2.0f);
  const OutputWeights weights = testing::random_output_weights(7, 8, 21);
  const FullSoftmax<> layer(weights);
  const std::vector<TokenId> source{5, 6};
  for (std::size_t beam : {1u, 2u, 3u}) {
    const SearchOptions options = tiny_options(beam, LengthNormalization::none);
    const auto paths = exhaustive_paths(model, layer, source, options);
    BeamSearch search(model, layer, options);
    CHECK(search.translate(source).best(0).normalized_score <= paths.front().normalized);
  }
  // Greedy by hand: take the argmax at every step.
  const SearchOptions options = tiny_options(1, LengthNormalization::none);
  std::vector<TokenId> prefix{bos}, greedy;
  auto workspace = layer.make_workspace();
  std::vector<float> h(8);
  ScoredToken best{};
  while (greedy.size() < 4) {
    model.context_of(PrefixModel::hash_of(source, prefix), h.data());
    layer.topk(workspace, ConstMatrixView(h.data(), 1, 8), 1, TopKView(&best, 1, 1));
    greedy.push_back(best.token);
    if (best.token == eos) break;
    prefix.push_back(best.token);
  }
  BeamSearch search(model, layer, options);
  CHECK(to_vector(search.translate(source).best(0).tokens) == greedy);
}

TEST_CASE("a sentence's result does not depend on what it is batched with") {
  const PrefixModel model(16);
  const OutputWeights weights = testing::random_output_weights(300, 16, 5, 0.5f);
  const FusedTopK<> layer(weights);
  const std::vector<std::vector<TokenId>> sentences{{3, 9, 4}, {7}, {12, 12, 40, 2, 8}, {100, 5}};
  const SearchOptions options{.beam_size = 4,
                              .n_best = 3,
                              .bos_token = bos,
                              .eos_token = eos,
                              .max_length_ratio = 1.5f,
                              .max_length_offset = 3};
  BeamSearch search(model, layer, options);
  std::vector<std::vector<std::vector<TokenId>>> alone_tokens;
  std::vector<std::vector<float>> alone_scores;
  for (const auto& s : sentences) {
    const SearchResult& r = search.translate(s);
    alone_tokens.emplace_back();
    alone_scores.emplace_back();
    for (const Hypothesis& hyp : r.nbest(0)) {
      alone_tokens.back().push_back(to_vector(hyp.tokens));
      alone_scores.back().push_back(hyp.score);
    }
  }
  for (const std::vector<std::size_t>& order :
       std::vector<std::vector<std::size_t>>{{0, 1, 2, 3}, {3, 2, 1, 0}, {2, 0, 2, 1}}) {
    std::vector<Sentence> batch;
    for (std::size_t i : order) batch.emplace_back(sentences[i]);
    const SearchResult& r = search.translate_batch(batch);
    REQUIRE(r.size() == order.size());
    for (std::size_t b = 0; b < order.size(); ++b) {
      const auto nbest = r.nbest(b);
      REQUIRE(nbest.size() == alone_tokens[order[b]].size());
      for (std::size_t i = 0; i < nbest.size(); ++i) {
        REQUIRE(to_vector(nbest[i].tokens) == alone_tokens[order[b]][i]);
        REQUIRE(nbest[i].score == alone_scores[order[b]][i]);
      }
    }
  }
}

TEST_CASE("n-best lists are ordered, distinct and no longer than the length limit") {
  const PrefixModel model(16);
  const OutputWeights weights = testing::random_output_weights(50, 16, 6, 0.5f);
  const FullSoftmax<> layer(weights);
  const SearchOptions options{.beam_size = 6,
                              .n_best = 6,
                              .bos_token = bos,
                              .eos_token = eos,
                              .max_length_ratio = 0.0f,
                              .max_length_offset = 5,
                              .normalization = LengthNormalization::gnmt};
  BeamSearch search(model, layer, options);
  const std::vector<TokenId> source{4, 8, 15};
  const auto nbest = search.translate(source).nbest(0);
  REQUIRE(nbest.size() == 6);
  for (std::size_t i = 0; i < nbest.size(); ++i) {
    REQUIRE(nbest[i].tokens.size() <= 5);
    REQUIRE(nbest[i].tokens.size() == nbest[i].token_logprobs.size());
    REQUIRE(nbest[i].finished == (nbest[i].tokens.back() == eos));
    REQUIRE(nbest[i].normalized_score ==
            normalized_score(options, nbest[i].score, nbest[i].tokens.size()));
    if (i > 0) REQUIRE(nbest[i - 1].normalized_score >= nbest[i].normalized_score);
    for (std::size_t j = 0; j < i; ++j)
      REQUIRE(to_vector(nbest[i].tokens) != to_vector(nbest[j].tokens));
  }
}

TEST_CASE("early stopping with delta 0 and raw scores keeps the best and saves steps") {
  const PrefixModel model(16);
  // EOS gets a head start so hypotheses finish at different lengths.
  const OutputWeights random = testing::random_output_weights(40, 16, 8, 0.7f);
  std::vector<float> bias(random.bias().begin(), random.bias().end());
  bias[eos] += 3.0f;
  const OutputWeights weights(
      std::vector<float>(random.weights().data(), random.weights().data() + 40 * 16), bias, 40, 16);
  const FullSoftmax<> layer(weights);
  SearchOptions options{.beam_size = 5,
                        .bos_token = bos,
                        .eos_token = eos,
                        .max_length_ratio = 0.0f,
                        .max_length_offset = 12,
                        .normalization = LengthNormalization::none};
  BeamSearch full_search(model, layer, options);
  options.early_stop_delta = 0.0f;
  BeamSearch early_search(model, layer, options);
  std::size_t full_steps = 0, early_steps = 0;
  for (TokenId first = 2; first < 30; ++first) {
    const std::vector<TokenId> source{first, 3};
    const SearchResult& full = full_search.translate(source);
    const auto full_tokens = to_vector(full.best(0).tokens);
    const float full_score = full.best(0).score;
    full_steps += full.statistics(0).steps;
    const SearchResult& early = early_search.translate(source);
    // Log-probabilities only fall as a hypothesis grows, so nothing pruned
    // this way could have overtaken the best finished hypothesis.
    REQUIRE(to_vector(early.best(0).tokens) == full_tokens);
    REQUIRE(early.best(0).score == full_score);
    early_steps += early.statistics(0).steps;
  }
  CHECK(early_steps < full_steps);
}

TEST_CASE("statistics count steps and the fan-out of every step") {
  const PrefixModel model(8);
  const OutputWeights weights = testing::random_output_weights(30, 8, 9);
  const FullSoftmax<> layer(weights);
  const SearchOptions options{.beam_size = 3,
                              .bos_token = bos,
                              .eos_token = eos,
                              .max_length_ratio = 0.0f,
                              .max_length_offset = 6};
  BeamSearch search(model, layer, options);
  const std::vector<TokenId> source{2};
  const SentenceStatistics& stats = search.translate(source).statistics(0);
  CHECK(stats.steps >= 1);
  CHECK(stats.steps <= 6);
  CHECK(stats.expanded >= stats.steps);                // at least one row per step
  CHECK(stats.expanded <= 1 + 3 * (stats.steps - 1));  // one row first, then at most the beam
}

namespace {

// A model that returns the wrong number of context rows.
struct BrokenModel {
  struct State {
    std::vector<float> h = std::vector<float>(64, 0.0f);
  };
  std::size_t hidden_size() const { return 4; }
  State make_state() const { return {}; }
  void encode(State&, std::span<const Sentence>, std::size_t) const {}
  ConstMatrixView step(State& state, std::span<const TokenId> previous,
                       std::span<const std::uint32_t>) const {
    return {state.h.data(), previous.size() + 1, 4};
  }
};
static_assert(DecoderModel<BrokenModel>);

}  // namespace

TEST_CASE("bad options and bad input raise fastdec::error with a useful message") {
  const PrefixModel model(4);
  const OutputWeights weights = testing::random_output_weights(10, 4, 1);
  const FullSoftmax<> layer(weights);
  auto make = [&](SearchOptions o) { return BeamSearch(model, layer, o); };
  const SearchOptions good{.bos_token = bos, .eos_token = eos};

  SearchOptions o = good;
  o.beam_size = 0;
  REQUIRE_THROWS_WITH(make(o), Catch::Contains("beam_size must be at least 1"));
  o = good;
  o.n_best = 6;
  REQUIRE_THROWS_WITH(make(o), Catch::Contains("n_best = 6"));
  o = good;
  o.eos_token = no_token;
  REQUIRE_THROWS_WITH(make(o), Catch::Contains("eos_token = -1"));
  o = good;
  o.bos_token = 10;
  REQUIRE_THROWS_WITH(make(o), Catch::Contains("bos_token = 10 is not a token"));
  o = good;
  o.max_length_ratio = -1.0f;
  REQUIRE_THROWS_WITH(make(o), Catch::Contains("max_length_ratio"));
  o = good;
  o.early_stop_delta = -1.0f;
  REQUIRE_THROWS_WITH(make(o), Catch::Contains("early_stop_delta"));

  const PrefixModel wide_model(5);
  REQUIRE_THROWS_WITH(BeamSearch(wide_model, layer, good), Catch::Contains("hidden size (5)"));

  BeamSearch search(model, layer, good);
  const std::vector<TokenId> empty;
  REQUIRE_THROWS_WITH(search.translate(empty), Catch::Contains("source sentence 0 is empty"));
  REQUIRE_THROWS_WITH(search.translate_batch({}), Catch::Contains("no sentences"));

  const BrokenModel broken;
  BeamSearch broken_search(broken, layer, good);
  const std::vector<TokenId> source{1, 2};
  REQUIRE_THROWS_WITH(broken_search.translate(source),
                      Catch::Contains("returned 2 x 4 context rows"));
}

TEST_CASE("a decode returns the same hypotheses and scores on every instruction set") {
  const PrefixModel model(24);
  const OutputWeights weights = testing::random_output_weights(3000, 24, 12, 0.4f);
  const FusedTopK<> fused(weights);
  const FullSoftmax<> full(weights);
  const SearchOptions options{.beam_size = 5,
                              .n_best = 5,
                              .bos_token = bos,
                              .eos_token = eos,
                              .max_length_ratio = 2.0f,
                              .max_length_offset = 2};
  const std::vector<TokenId> a{3, 9, 4}, b{7, 7}, c{100, 200, 300, 400};
  const std::vector<Sentence> batch{a, b, c};
  auto decode = [&](const auto& layer, Isa isa) {
    ScopedIsa forced(isa);
    BeamSearch search(model, layer, options);
    const SearchResult& r = search.translate_batch(batch);
    std::vector<std::pair<std::vector<TokenId>, float>> out;
    for (std::size_t s = 0; s < r.size(); ++s)
      for (const Hypothesis& hyp : r.nbest(s)) out.emplace_back(to_vector(hyp.tokens), hyp.score);
    return out;
  };
  const Isa level = active_isa();  // FASTDEC_TEST_ISA picks it (see catch_main.cpp)
  INFO("instruction set " << isa_name(level));
  CHECK(decode(fused, level) == decode(fused, Isa::scalar));
  CHECK(decode(full, level) == decode(full, Isa::scalar));
}

}  // namespace fastdec_test_beam_search
