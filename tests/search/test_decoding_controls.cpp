// The decoding controls (banned tokens, minimum length, n-gram blocking,
// suppressed sequences, the repetition penalty, target prefixes, scoring,
// sampling) against an exhaustive reference on a
// tiny vocabulary, their batch invariance and their errors.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <map>
#include <vector>

#include "fastdec/gemm/eigen_gemm.hpp"
#include "fastdec/output/alignment_shortlist.hpp"
#include "fastdec/output/frequency_shortlist.hpp"
#include "fastdec/output/full_softmax.hpp"
#include "fastdec/output/fused_topk.hpp"
#include "fastdec/output/hnsw_topk.hpp"
#include "fastdec/output/wta_lsh.hpp"
#include "fastdec/search/beam_search.hpp"
#include "fastdec/search/pruning.hpp"
#include "support/prefix_model.hpp"

// Each test file in its own namespace: the files of a folder are compiled
// as one translation unit (tests/CMakeLists.txt).
namespace fastdec_test_decoding_controls {

using namespace fastdec;
using testing::PrefixModel;

namespace {

constexpr TokenId bos = 0;
constexpr TokenId eos = 1;

std::vector<TokenId> to_vector(std::span<const TokenId> s) { return {s.begin(), s.end()}; }

// Does appending `next` to `tokens` repeat one of its n-grams?
bool repeats_ngram(const std::vector<TokenId>& tokens, TokenId next, std::size_t n) {
  if (n == 0 || tokens.size() + 1 < n) return false;
  std::vector<TokenId> extended = tokens;
  extended.push_back(next);
  const std::size_t last = extended.size() - n;
  for (std::size_t start = 0; start < last; ++start)
    if (std::equal(extended.begin() + static_cast<std::ptrdiff_t>(start),
                   extended.begin() + static_cast<std::ptrdiff_t>(start + n),
                   extended.begin() + static_cast<std::ptrdiff_t>(last)))
      return true;
  return false;
}

// What the controls allow after `tokens` (the prefix aside), by brute force.
bool allowed_by_reference(const SearchOptions& options, const std::vector<TokenId>& tokens,
                          TokenId next) {
  if (std::find(options.banned_tokens.begin(), options.banned_tokens.end(), next) !=
      options.banned_tokens.end())
    return false;
  if (options.ban_unk && next == options.unk_token) return false;
  if (next == options.eos_token && tokens.size() < options.min_length) return false;
  for (const std::vector<TokenId>& sequence : options.suppress_sequences) {
    const std::size_t before = sequence.size() - 1;
    if (next == sequence.back() && tokens.size() >= before &&
        std::equal(sequence.begin(), sequence.end() - 1,
                   tokens.end() - static_cast<std::ptrdiff_t>(before)))
      return false;
  }
  return !repeats_ngram(tokens, next, options.no_repeat_ngram_size);
}

// A token's log-probability after `tokens` (prefix included) under the
// repetition penalty.
float penalized(const SearchOptions& options, const std::vector<TokenId>& tokens,
                const ScoredToken& next) {
  const bool held = std::find(tokens.begin(), tokens.end(), next.token) != tokens.end();
  return held ? next.logprob * options.repetition_penalty : next.logprob;
}

struct Path {
  std::vector<TokenId> tokens;
  float score;
  float normalized;
  bool finished;
};

// Every hypothesis the search could produce under the controls, best first,
// scored with the same layer and the same left-to-right float sums.
template <class Layer>
std::vector<Path> exhaustive_paths(const PrefixModel& model, const Layer& layer, Sentence source,
                                   const SearchOptions& options,
                                   const std::vector<TokenId>& prefix = {}) {
  const std::size_t vocab = layer.vocab_size(), hidden = model.hidden_size();
  const std::size_t max_length = max_target_length(options, source.size());
  auto workspace = layer.make_workspace();
  std::vector<Path> paths;
  std::vector<TokenId> fed{bos};
  std::vector<float> h(hidden);
  std::vector<ScoredToken> all(vocab);
  std::function<void(float)> visit = [&](float score) {
    model.context_of(PrefixModel::hash_of(source, fed), h.data());
    layer.topk(workspace, ConstMatrixView(h.data(), 1, hidden), vocab,
               TopKView(all.data(), 1, vocab));
    const std::vector<ScoredToken> scored = all;
    const std::vector<TokenId> tokens(fed.begin() + 1, fed.end());
    for (const ScoredToken& next : scored) {
      if (tokens.size() < prefix.size() ? next.token != prefix[tokens.size()]
                                        : !allowed_by_reference(options, tokens, next.token))
        continue;
      const bool forced = tokens.size() < prefix.size();
      const float total = score + (forced ? next.logprob : penalized(options, tokens, next));
      std::vector<TokenId> extended = tokens;
      extended.push_back(next.token);
      if (next.token == eos || extended.size() == max_length) {
        paths.push_back({extended, total, normalized_score(options, total, extended.size()),
                         next.token == eos});
      } else {
        fed.push_back(next.token);
        visit(total);
        fed.pop_back();
      }
    }
  };
  visit(0.0f);
  std::stable_sort(paths.begin(), paths.end(),
                   [](const Path& a, const Path& b) { return a.normalized > b.normalized; });
  return paths;
}

SearchOptions tiny_options(std::size_t beam) {
  return SearchOptions{.beam_size = beam,
                       .n_best = 1,
                       .bos_token = bos,
                       .eos_token = eos,
                       .max_length_ratio = 0.0f,
                       .max_length_offset = 4};
}

// The controls a test case turns on, by name.
struct Controls {
  const char* name;
  std::function<void(SearchOptions&)> set;
  std::vector<TokenId> prefix;
};

std::vector<Controls> every_control() {
  return {
      {"none", [](SearchOptions&) {}, {}},
      {"banned tokens",
       [](SearchOptions& o) {
         o.banned_tokens = {2, 4};
       },
       {}},
      {"ban_unk", [](SearchOptions& o) { o.ban_unk = true, o.unk_token = 3; }, {}},
      {"min_length 3", [](SearchOptions& o) { o.min_length = 3; }, {}},
      {"no_repeat_ngram_size 1", [](SearchOptions& o) { o.no_repeat_ngram_size = 1; }, {}},
      {"no_repeat_ngram_size 2", [](SearchOptions& o) { o.no_repeat_ngram_size = 2; }, {}},
      {"prefix", [](SearchOptions&) {}, {4, 4}},
      {"suppress_sequences",
       [](SearchOptions& o) {
         o.suppress_sequences = {{5}, {2, 3}, {4, 4, 2}};
       },
       {}},
      {"repetition_penalty 1.5", [](SearchOptions& o) { o.repetition_penalty = 1.5f; }, {}},
      {"repetition_penalty 3 after a prefix",
       [](SearchOptions& o) { o.repetition_penalty = 3.0f; },
       {4}},
      {"everything",
       [](SearchOptions& o) {
         o.banned_tokens = {5}, o.ban_unk = true, o.unk_token = 3, o.min_length = 2;
         o.no_repeat_ngram_size = 1;
         o.repetition_penalty = 1.25f;
       },
       {2}},
  };
}

}  // namespace

TEST_CASE(
    "with a beam covering every path, each control gives the exact n-best of what it allows") {
  // Vocabulary 6, at most 4 steps: every path the controls allow is in the beam.
  const PrefixModel model(6, 1.5f);
  for (unsigned seed : {1u, 2u}) {
    const OutputWeights weights = testing::random_output_weights(6, 6, seed);
    const FullSoftmax<> layer(weights);
    for (const Controls& controls : every_control()) {
      SearchOptions options = tiny_options(600);
      options.n_best = 8;
      controls.set(options);
      const std::vector<TokenId> source{3, 4, 2};
      const auto paths = exhaustive_paths(model, layer, source, options, controls.prefix);
      REQUIRE(paths.size() >= 4);
      BeamSearch search(model, layer, options);
      const Sentence prefix(controls.prefix);
      const Sentence sentence(source);
      const auto nbest = search.translate_batch({&sentence, 1}, {&prefix, 1}).nbest(0);
      REQUIRE(nbest.size() == std::min(options.n_best, paths.size()));
      for (std::size_t i = 0; i < nbest.size(); ++i) {
        INFO("seed " << seed << ", " << controls.name << ", rank " << i);
        REQUIRE(to_vector(nbest[i].tokens) == paths[i].tokens);
        REQUIRE(nbest[i].score == paths[i].score);
        REQUIRE(nbest[i].finished == paths[i].finished);
      }
    }
  }
}

TEST_CASE("at narrow beams every control holds on every hypothesis of the n-best") {
  const PrefixModel model(16, 2.0f);
  const OutputWeights weights = testing::random_output_weights(40, 16, 7);
  const FusedTopK<> layer(weights);
  for (const Controls& controls : every_control()) {
    for (std::size_t beam : {1u, 3u, 8u}) {
      SearchOptions options{.beam_size = beam,
                            .n_best = beam,
                            .bos_token = bos,
                            .eos_token = eos,
                            .max_length_ratio = 3.0f,
                            .max_length_offset = 6};
      controls.set(options);
      BeamSearch search(model, layer, options);
      for (TokenId first = 2; first < 12; ++first) {
        const std::vector<TokenId> source{first, 7, static_cast<TokenId>(first + 3)};
        const Sentence sentence(source), prefix(controls.prefix);
        for (const Hypothesis& hyp :
             search.translate_batch({&sentence, 1}, {&prefix, 1}).nbest(0)) {
          INFO(controls.name << ", beam " << beam << ", source " << first);
          const std::vector<TokenId> tokens = to_vector(hyp.tokens);
          REQUIRE(std::equal(controls.prefix.begin(), controls.prefix.end(), tokens.begin()));
          for (std::size_t i = controls.prefix.size(); i < tokens.size(); ++i)
            REQUIRE(allowed_by_reference(options, {tokens.begin(), tokens.begin() + i}, tokens[i]));
        }
      }
    }
  }
}

TEST_CASE("the repetition penalty takes the best penalized token from a layer's k best") {
  // Greedy search over FusedTopK (asked for 1 + the tokens held) against
  // greedy over the whole penalized row: a held token only falls, so the k
  // best hold the winner.
  const PrefixModel model(16, 2.0f);
  const OutputWeights weights = testing::random_output_weights(40, 16, 11, 0.3f);
  const FusedTopK<> fused(weights);
  for (const float penalty : {1.2f, 2.0f, 10.0f}) {
    SearchOptions options = tiny_options(1);
    options.max_length_offset = 12, options.repetition_penalty = penalty;
    BeamSearch search(model, fused, options);
    auto workspace = fused.make_workspace();
    std::vector<float> h(model.hidden_size());
    std::vector<ScoredToken> row(40);
    for (TokenId first = 2; first < 22; ++first) {
      const std::vector<TokenId> source{first, 9};
      std::vector<TokenId> fed{bos}, expected;
      float score = 0.0f;
      while (expected.size() < options.max_length_offset) {
        model.context_of(PrefixModel::hash_of(source, fed), h.data());
        fused.topk(workspace, ConstMatrixView(h.data(), 1, h.size()), 40,
                   TopKView(row.data(), 1, 40));
        ScoredToken best{no_token, -std::numeric_limits<float>::infinity()};
        for (const ScoredToken& item : row) {
          const ScoredToken item_penalized{item.token, penalized(options, expected, item)};
          if (best.token == no_token || ranks_before(item_penalized, best)) best = item_penalized;
        }
        expected.push_back(best.token), fed.push_back(best.token), score += best.logprob;
        if (best.token == eos) break;
      }
      const Sentence sentence(source);
      const Hypothesis& got = search.translate(sentence).best(0);
      INFO("penalty " << penalty << ", source " << first);
      REQUIRE(to_vector(got.tokens) == expected);
      REQUIRE(got.score == score);
    }
  }
}

TEST_CASE("controls, prefixes and sampling give a sentence the same result in any batch") {
  const PrefixModel model(16);
  const OutputWeights weights = testing::random_output_weights(300, 16, 5, 0.5f);
  const FusedTopK<> layer(weights);
  const std::vector<std::vector<TokenId>> sentences{{3, 9, 4}, {7}, {12, 12, 40, 2, 8}, {100, 5}};
  const std::vector<std::vector<TokenId>> prefixes{{}, {20, 21}, {7}, {}};
  SearchOptions options{.beam_size = 4,
                        .n_best = 3,
                        .bos_token = bos,
                        .eos_token = eos,
                        .max_length_ratio = 2.0f,
                        .max_length_offset = 3};
  options.banned_tokens = {2, 3}, options.min_length = 2, options.no_repeat_ngram_size = 2;
  options.suppress_sequences = {{9, 8}}, options.repetition_penalty = 1.3f;
  for (const bool sampling : {false, true}) {
    if (sampling)
      options.sampling_topk = 20, options.sampling_temperature = 0.8f, options.sampling_topp = 0.9f,
      options.sampling_seed = 77;
    BeamSearch search(model, layer, options);
    std::vector<std::vector<std::vector<TokenId>>> alone;
    std::vector<std::vector<float>> alone_scores;
    for (std::size_t i = 0; i < sentences.size(); ++i) {
      const Sentence sentence(sentences[i]), prefix(prefixes[i]);
      alone.emplace_back(), alone_scores.emplace_back();
      for (const Hypothesis& hyp : search.translate_batch({&sentence, 1}, {&prefix, 1}).nbest(0))
        alone.back().push_back(to_vector(hyp.tokens)), alone_scores.back().push_back(hyp.score);
    }
    for (const std::vector<std::size_t>& order :
         std::vector<std::vector<std::size_t>>{{0, 1, 2, 3}, {3, 2, 1, 0}, {2, 0, 2, 1}}) {
      std::vector<Sentence> batch, batch_prefixes;
      for (std::size_t i : order) batch.emplace_back(sentences[i]);
      for (std::size_t i : order) batch_prefixes.emplace_back(prefixes[i]);
      const SearchResult& r = search.translate_batch(batch, batch_prefixes);
      for (std::size_t b = 0; b < order.size(); ++b) {
        INFO("sampling " << sampling << ", batch position " << b);
        const auto nbest = r.nbest(b);
        REQUIRE(nbest.size() == alone[order[b]].size());
        for (std::size_t i = 0; i < nbest.size(); ++i) {
          REQUIRE(to_vector(nbest[i].tokens) == alone[order[b]][i]);
          REQUIRE(nbest[i].score == alone_scores[order[b]][i]);
        }
      }
    }
  }
}

TEST_CASE("a forced token outside the k best is scored over the whole vocabulary") {
  const PrefixModel model(16);
  const OutputWeights weights = testing::random_output_weights(200, 16, 9, 0.5f);
  const FullSoftmax<> full(weights);
  const FusedTopK<> fused(weights);
  const std::vector<TokenId> source{5, 6, 7};
  // The prefix's tokens, by the full distribution after BOS: the worst, then any.
  auto workspace = full.make_workspace();
  std::vector<float> h(16);
  std::vector<ScoredToken> best(1);
  model.context_of(PrefixModel::hash_of(source, std::vector<TokenId>{bos}), h.data());
  full.topk(workspace, ConstMatrixView(h.data(), 1, 16), 1, TopKView(best.data(), 1, 1));
  const ConstMatrixView first = workspace.logprobs();
  const auto worst = static_cast<TokenId>(
      std::min_element(first.row(0).begin(), first.row(0).end()) - first.row(0).begin());
  const float worst_logprob = first(0, static_cast<std::size_t>(worst));
  const std::vector<TokenId> prefix{worst, 17};
  model.context_of(PrefixModel::hash_of(source, std::vector<TokenId>{bos, worst}), h.data());
  full.topk(workspace, ConstMatrixView(h.data(), 1, 16), 1, TopKView(best.data(), 1, 1));
  const float second_logprob = workspace.logprobs()(0, 17);

  SearchOptions options = tiny_options(3);
  options.max_length_offset = 6;
  const Sentence sentence(source), forced(prefix);
  BeamSearch exact(model, full, options);
  const Hypothesis& from_full = exact.translate_batch({&sentence, 1}, {&forced, 1}).best(0);
  REQUIRE(to_vector(from_full.tokens).size() > 2);
  CHECK(from_full.tokens[0] == worst);
  CHECK(from_full.tokens[1] == 17);
  CHECK(from_full.token_logprobs[0] == worst_logprob);
  CHECK(from_full.token_logprobs[1] == second_logprob);
  // The fused layer normalizes in another order: equal to within rounding.
  BeamSearch fast(model, fused, options);
  const Hypothesis& from_fused = fast.translate_batch({&sentence, 1}, {&forced, 1}).best(0);
  CHECK(from_fused.tokens[0] == worst);
  CHECK(from_fused.token_logprobs[0] == Approx(worst_logprob).epsilon(1e-5));
  CHECK(from_fused.token_logprobs[1] == Approx(second_logprob).epsilon(1e-5));
}

TEST_CASE("score_batch gives each target token's log-probability, the decoder's own bits") {
  const PrefixModel model(16);
  const OutputWeights weights = testing::random_output_weights(60, 16, 11, 0.5f);
  const FullSoftmax<> layer(weights);
  SearchOptions options = tiny_options(4);
  options.max_length_offset = 8;
  BeamSearch search(model, layer, options);
  const std::vector<std::vector<TokenId>> sources{{3, 4}, {9, 9, 9}, {30}};
  std::vector<Sentence> batch(sources.begin(), sources.end());
  // The decoder's own translations, scored: the same tokens and log-probabilities
  // (of EOS too when the translation ended with it).
  const SearchResult& decoded = search.translate_batch(batch);
  std::vector<std::vector<TokenId>> targets;
  std::vector<std::vector<float>> logprobs;
  for (std::size_t s = 0; s < sources.size(); ++s) {
    const Hypothesis& best = decoded.best(s);
    targets.emplace_back(best.tokens.begin(), best.tokens.end() - (best.finished ? 1 : 0));
    logprobs.emplace_back(best.token_logprobs.begin(), best.token_logprobs.end());
  }
  std::vector<Sentence> target_views(targets.begin(), targets.end());
  const SearchResult& scored = search.score_batch(batch, target_views);
  for (std::size_t s = 0; s < sources.size(); ++s) {
    const Hypothesis& hyp = scored.best(s);
    CHECK(scored.nbest(s).size() == 1);
    std::vector<TokenId> expected = targets[s];
    expected.push_back(eos);
    CHECK(to_vector(hyp.tokens) == expected);
    CHECK(std::vector<float>(hyp.token_logprobs.begin(),
                             hyp.token_logprobs.begin() +
                                 static_cast<std::ptrdiff_t>(logprobs[s].size())) == logprobs[s]);
    CHECK(hyp.finished);
  }
  // Any target, even one longer than the length limit: the full distribution's values.
  const std::vector<TokenId> target{7, 7, 50, 2, 2, 2, 2, 2, 2, 2, 2, 2, 5};
  const Sentence source(sources[0]), given(target);
  const Hypothesis& hyp = search.score_batch({&source, 1}, {&given, 1}).best(0);
  REQUIRE(hyp.tokens.size() == target.size() + 1);
  auto workspace = layer.make_workspace();
  std::vector<TokenId> fed{bos};
  std::vector<float> h(16);
  ScoredToken top{};
  float sum = 0.0f;
  for (std::size_t i = 0; i <= target.size(); ++i) {
    const TokenId token = i < target.size() ? target[i] : eos;
    model.context_of(PrefixModel::hash_of(source, fed), h.data());
    layer.topk(workspace, ConstMatrixView(h.data(), 1, 16), 1, TopKView(&top, 1, 1));
    const float expected = workspace.logprobs()(0, static_cast<std::size_t>(token));
    INFO("token " << i);
    CHECK(hyp.token_logprobs[i] == expected);
    sum += expected;
    fed.push_back(token);
  }
  CHECK(hyp.score == sum);
}

// A layer with topk only: not a TokenScoringLayer.
template <class Layer>
class TopKOnly {
 public:
  using Workspace = typename Layer::Workspace;
  explicit TopKOnly(const Layer& layer) : layer_(layer) {}
  Workspace make_workspace() const { return layer_.make_workspace(); }
  std::size_t vocab_size() const { return layer_.vocab_size(); }
  std::size_t hidden_size() const { return layer_.hidden_size(); }
  void begin_batch(Workspace& workspace, std::span<const Sentence> sources,
                   std::size_t max_rows) const {
    layer_.begin_batch(workspace, sources, max_rows);
  }
  void topk(Workspace& workspace, ConstMatrixView h, std::span<const std::uint32_t> row_sentence,
            std::size_t k, TopKView out) const {
    layer_.topk(workspace, h, row_sentence, k, out);
  }

 private:
  const Layer& layer_;
};

TEST_CASE("a shortlist forces a token outside it; a layer that cannot score it says so") {
  const PrefixModel model(16);
  const OutputWeights weights = testing::random_output_weights(60, 16, 13, 0.5f);
  const FrequencyShortlist<> shortlist(weights, {.size = 30, .always_include = {eos}});
  static_assert(TokenScoringLayer<FrequencyShortlist<>>);
  const TopKOnly<FrequencyShortlist<>> topk_only(shortlist);
  static_assert(!TokenScoringLayer<TopKOnly<FrequencyShortlist<>>>);
  const SearchOptions options = tiny_options(2);
  const std::vector<TokenId> source{4, 5};
  const Sentence sentence(source);
  const std::vector<TokenId> outside{55};
  const Sentence outside_view(outside);
  // The shortlist offers token 55 (outside its 30 words) with its own log-probability.
  BeamSearch search(model, shortlist, options);
  const Hypothesis& forced = search.translate_batch({&sentence, 1}, {&outside_view, 1}).best(0);
  REQUIRE(forced.tokens[0] == 55);
  auto workspace = shortlist.make_workspace();
  shortlist.begin_batch(workspace, {}, 1);
  std::vector<float> h(16);
  model.context_of(PrefixModel::hash_of(source, std::vector<TokenId>{bos}), h.data());
  float expected = 0.0f;
  const TokenId token = 55;
  shortlist.logprobs_of(workspace, ConstMatrixView(h.data(), 1, 16), {}, {&token, 1},
                        {&expected, 1});
  CHECK(forced.token_logprobs[0] == expected);
  // Without logprobs_of: tokens of the k best only.
  BeamSearch limited(model, topk_only, options);
  const TokenId free_first = limited.translate(sentence).best(0).tokens[0];
  const std::vector<TokenId> inside{free_first};
  const Sentence inside_view(inside);
  CHECK(limited.translate_batch({&sentence, 1}, {&inside_view, 1}).best(0).tokens[0] == free_first);
  CHECK_THROWS_WITH(limited.translate_batch({&sentence, 1}, {&outside_view, 1}),
                    Catch::Contains("not a TokenScoringLayer"));
}

namespace {

// Decodes `source` with banned tokens, min_length and n-gram blocking that
// leave no token but EOS after the first: every hypothesis is {2, EOS}, and
// EOS carries the layer's own log-probability for that row.
template <class Layer>
void require_eos_when_nothing_else(const Layer& layer, const char* name) {
  const PrefixModel model(16);
  const std::vector<TokenId> source{4, 5, 6};
  const Sentence sentence(source);
  for (std::size_t beam : {1u, 3u}) {
    for (bool sampled : {false, true}) {
      INFO(name << ", beam " << beam << (sampled ? ", sampled" : ""));
      SearchOptions options = tiny_options(beam);
      options.max_length_offset = 6;
      options.n_best = beam;
      options.min_length = 4;
      options.no_repeat_ngram_size = 1;
      options.banned_tokens = {0};
      for (TokenId t = 3; t < static_cast<TokenId>(layer.vocab_size()); ++t)
        options.banned_tokens.push_back(t);
      if (sampled) options.sampling_topk = 2;
      BeamSearch search(model, layer, options);
      const auto nbest = search.translate(sentence).nbest(0);
      REQUIRE(nbest.size() >= 1);
      for (const Hypothesis& hyp : nbest) {
        REQUIRE(to_vector(hyp.tokens) == std::vector<TokenId>{2, eos});
        REQUIRE(hyp.finished);
      }
      // EOS's log-probability is the layer's for the row after BOS, 2.
      auto workspace = layer.make_workspace();
      layer.begin_batch(workspace, {&sentence, 1}, 1);
      std::vector<float> h(16);
      model.context_of(PrefixModel::hash_of(source, std::vector<TokenId>{bos, 2}), h.data());
      const std::uint32_t row_sentence = 0;
      float expected = 0.0f;
      layer.logprobs_of(workspace, ConstMatrixView(h.data(), 1, 16), {&row_sentence, 1}, {&eos, 1},
                        {&expected, 1});
      CHECK(std::abs(nbest[0].token_logprobs[1] - expected) <= 1e-5f);
    }
  }
}

}  // namespace

TEST_CASE("a row the controls leave no token ends with EOS, with every output layer") {
  // Before, such a row was finished without EOS, and a sentence whose first
  // step had no allowed token ended with no hypothesis at all.
  const std::size_t vocab = 40;
  const OutputWeights weights = testing::random_output_weights(vocab, 16, 21, 0.5f);
  require_eos_when_nothing_else(FullSoftmax<>(weights), "FullSoftmax");
  require_eos_when_nothing_else(FusedTopK<>(weights), "FusedTopK");
  require_eos_when_nothing_else(FrequencyShortlist<>(weights, {.size = 10}), "FrequencyShortlist");
  std::vector<LexiconEntry> entries;
  for (TokenId f = 0; f < 8; ++f)
    for (TokenId e = 0; e < 6; ++e) entries.push_back({f, (f + 5 * e) % 40, 0.1f});
  const Lexicon lexicon(8, vocab, entries);
  require_eos_when_nothing_else(
      AlignmentShortlist<>(weights, lexicon, {.words_per_source = 6, .always_include = {eos, 2}}),
      "AlignmentShortlist");
  require_eos_when_nothing_else(
      HnswTopK(weights, {.M = 8, .ef_construction = 40}, {.ef_search = 40}), "HnswTopK");
  require_eos_when_nothing_else(
      WtaLsh(weights, {.window = 8, .permutations = 32, .bands = 8, .candidates = 40}), "WtaLsh");
}

TEST_CASE("a sentence whose first step allows nothing gets the hypothesis {EOS}") {
  // The case found from outside: a shortlist of ids 0..9, every one but EOS
  // banned, and min_length 1 keeping EOS out. nbest(0) was empty and best(0)
  // threw "sentence 0 has no hypothesis".
  const PrefixModel model(16);
  const OutputWeights weights = testing::random_output_weights(40, 16, 22, 0.5f);
  const FrequencyShortlist<> shortlist(weights, {.size = 10});
  for (std::size_t beam : {1u, 4u}) {
    SearchOptions options = tiny_options(beam);
    options.banned_tokens = {0, 2, 3, 4, 5, 6, 7, 8, 9};
    options.min_length = 1;
    BeamSearch search(model, shortlist, options);
    const std::vector<TokenId> source{3, 7};
    const Sentence sentence(source);
    const Hypothesis& best = search.translate(sentence).best(0);
    CHECK(to_vector(best.tokens) == std::vector<TokenId>{eos});
    CHECK(best.finished);
    CHECK(std::isfinite(best.score));
  }
}

TEST_CASE("sampling draws from the tempered, cut distribution of the allowed tokens") {
  // Beam 1000 and one step: the BOS row draws 1000 samples at once.
  const PrefixModel model(8);
  const OutputWeights weights = testing::random_output_weights(12, 8, 3, 0.7f);
  const FullSoftmax<> layer(weights);
  const std::vector<TokenId> source{2, 3};
  std::vector<float> h(8);
  model.context_of(PrefixModel::hash_of(source, std::vector<TokenId>{bos}), h.data());
  auto workspace = layer.make_workspace();
  std::vector<ScoredToken> all(12);
  layer.topk(workspace, ConstMatrixView(h.data(), 1, 8), 12, TopKView(all.data(), 1, 12));
  const TokenId best_word = all[0].token == eos ? all[1].token : all[0].token;
  struct Setting {
    std::size_t topk;
    float topp;
    float temperature;
    std::vector<TokenId> banned;
  };
  for (const Setting& setting : std::vector<Setting>{{12, 1.0f, 1.0f, {}},
                                                     {4, 1.0f, 1.0f, {}},
                                                     {12, 1.0f, 0.5f, {}},
                                                     {12, 0.6f, 1.5f, {}},
                                                     {6, 0.8f, 1.0f, {best_word}}}) {
    // The expected distribution, from the layer's sorted row.
    std::vector<ScoredToken> pool;
    for (const ScoredToken& item : all)
      if (std::find(setting.banned.begin(), setting.banned.end(), item.token) ==
              setting.banned.end() &&
          pool.size() < setting.topk)
        pool.push_back(item);
    std::vector<double> weight(pool.size());
    double total = 0.0;
    for (std::size_t i = 0; i < pool.size(); ++i)
      total += weight[i] = std::exp((pool[i].logprob - pool[0].logprob) / setting.temperature);
    std::size_t nucleus = 0;
    double mass = 0.0;
    while (nucleus < pool.size() && mass < setting.topp * total) mass += weight[nucleus++];
    std::map<TokenId, double> expected;
    for (std::size_t i = 0; i < nucleus; ++i) expected[pool[i].token] = weight[i] / mass;

    SearchOptions options = tiny_options(1000);
    options.n_best = 1000, options.max_length_offset = 1;
    options.sampling_topk = setting.topk, options.sampling_topp = setting.topp;
    options.sampling_temperature = setting.temperature, options.banned_tokens = setting.banned;
    options.sampling_seed = 5;
    BeamSearch search(model, layer, options);
    const auto nbest = search.translate(source).nbest(0);
    REQUIRE(nbest.size() == 1000);
    std::map<TokenId, double> drawn;
    for (const Hypothesis& hyp : nbest) drawn[hyp.tokens[0]] += 1.0 / 1000;
    for (const auto& [token, frequency] : drawn) {
      INFO("top-k " << setting.topk << " top-p " << setting.topp << " T " << setting.temperature
                    << " token " << token);
      REQUIRE(expected.count(token) == 1);  // never a token outside the cut
    }
    for (const auto& [token, p] : expected) {
      INFO("top-k " << setting.topk << " top-p " << setting.topp << " T " << setting.temperature
                    << " token " << token);
      // Five standard deviations of a frequency over 1000 draws.
      CHECK(std::abs(drawn[token] - p) <= 5.0 * std::sqrt(p * (1.0 - p) / 1000.0) + 1e-9);
    }
  }
}

namespace {

// Keeps only the best candidate, and records how many it was given.
struct KeepBestRecording {
  std::vector<std::size_t>* seen;
  std::size_t prune(std::span<Candidate> best_first) const {
    seen->push_back(best_first.size());
    return std::min<std::size_t>(best_first.size(), 1);
  }
};

}  // namespace

TEST_CASE("sampling draws the beam at the first free step only, one per row after it") {
  // Before, a sentence cut to one row (by pruning, or dead ends) drew the
  // whole beam from it again, so its samples were siblings, not independent.
  const PrefixModel model(16);
  const OutputWeights weights = testing::random_output_weights(60, 16, 31, 0.5f);
  const FusedTopK<> layer(weights);
  for (const std::vector<TokenId>& prefix : {std::vector<TokenId>{}, std::vector<TokenId>{4, 5}}) {
    SearchOptions options{.beam_size = 4,
                          .bos_token = bos,
                          .eos_token = eos,
                          .max_length_ratio = 0.0f,
                          .max_length_offset = 8};
    options.min_length = 6;
    options.sampling_topk = 10;
    options.sampling_seed = 3;
    std::vector<std::size_t> seen;
    BeamSearch search(model, layer, options, KeepBestRecording{&seen});
    const std::vector<TokenId> source{7, 8};
    const Sentence sentence(source), prefix_view(prefix);
    search.translate_batch({&sentence, 1}, {&prefix_view, 1});
    INFO("prefix of " << prefix.size() << " tokens");
    REQUIRE(seen.size() == 8);
    for (std::size_t step = 0; step < seen.size(); ++step)
      CHECK(seen[step] == (step == prefix.size() ? 4u : 1u));
  }
}

TEST_CASE("min_length not below a sentence's length limit is an error naming both") {
  const PrefixModel model(16);
  const OutputWeights weights = testing::random_output_weights(20, 16, 3, 0.5f);
  const FusedTopK<> layer(weights);
  SearchOptions options = tiny_options(2);  // 4 steps at most
  options.min_length = 4;
  BeamSearch search(model, layer, options);
  const std::vector<TokenId> source{3};
  REQUIRE_THROWS_WITH(search.translate(Sentence(source)),
                      Catch::Contains("min_length = 4") && Catch::Contains("length limit of 4"));
  options.min_length = 3;
  BeamSearch fits(model, layer, options);
  CHECK(fits.translate(Sentence(source)).best(0).tokens.size() == 4);
}

TEST_CASE("the same seed gives the same samples, another seed others") {
  const PrefixModel model(16);
  const OutputWeights weights = testing::random_output_weights(100, 16, 4, 0.3f);
  const FusedTopK<> layer(weights);
  SearchOptions options = tiny_options(1);
  options.max_length_offset = 12, options.sampling_topk = 50;
  const std::vector<TokenId> source{8, 9};
  const auto sample = [&](std::uint64_t seed) {
    options.sampling_seed = seed;
    BeamSearch search(model, layer, options);
    return to_vector(search.translate(source).best(0).tokens);
  };
  CHECK(sample(1) == sample(1));
  std::size_t differ = 0;
  for (std::uint64_t seed = 2; seed < 12; ++seed) differ += sample(seed) != sample(1) ? 1 : 0;
  CHECK(differ >= 8);
}

// Decodes `sources` with a stream attached and checks that each sentence's
// stream, concatenated, is its best translation; returns the delays.
template <class Search>
std::vector<std::size_t> check_stream(Search& search, const std::vector<Sentence>& sources) {
  std::vector<std::vector<TokenId>> streamed(sources.size());
  std::vector<std::size_t> delays;
  search.stream_to([&](const StreamedTokens& part) {
    REQUIRE(part.first_position == streamed[part.sentence].size());
    for (std::size_t i = 0; i < part.tokens.size(); ++i) {
      REQUIRE(part.step >= part.first_position + i + 1);
      delays.push_back(part.step - (part.first_position + i + 1));
    }
    streamed[part.sentence].insert(streamed[part.sentence].end(), part.tokens.begin(),
                                   part.tokens.end());
  });
  const SearchResult& result = search.translate_batch(sources);
  for (std::size_t s = 0; s < sources.size(); ++s) {
    INFO("sentence " << s);
    REQUIRE(streamed[s] == to_vector(result.best(s).tokens));
  }
  search.stream_to({});
  return delays;
}

TEST_CASE("the stream, concatenated, is the best translation, at every beam and setting") {
  const PrefixModel model(16, 1.5f);
  const OutputWeights weights = testing::random_output_weights(30, 16, 17, 0.6f);
  const FusedTopK<> layer(weights);
  std::vector<std::vector<TokenId>> sentences;
  for (TokenId i = 0; i < 40; ++i) sentences.push_back({i, static_cast<TokenId>(i % 7), 3});
  const std::vector<Sentence> batch(sentences.begin(), sentences.end());
  const PruningOptions paper{.relative_threshold = 0.4f,
                             .absolute_threshold = 2.5f,
                             .relative_local_threshold = 0.3f,
                             .max_candidates_per_node = 2};
  for (auto normalization :
       {LengthNormalization::none, LengthNormalization::length, LengthNormalization::gnmt}) {
    for (std::size_t beam : {1u, 5u, 12u}) {
      SearchOptions options{.beam_size = beam,
                            .n_best = 1,
                            .bos_token = bos,
                            .eos_token = eos,
                            .max_length_ratio = 2.0f,
                            .max_length_offset = 4,
                            .normalization = normalization};
      INFO("normalization " << static_cast<int>(normalization) << ", beam " << beam);
      BeamSearch plain(model, layer, options);
      const std::vector<std::size_t> delays = check_stream(plain, batch);
      if (beam == 1)  // greedy: every token is certain at the step that makes it
        CHECK(std::all_of(delays.begin(), delays.end(), [](std::size_t d) { return d == 0; }));
      BeamSearch pruned(model, layer, options, make_pruning(paper));
      check_stream(pruned, batch);
      options.early_stop_delta = 1.0f, options.no_repeat_ngram_size = 2;
      BeamSearch early(model, layer, options);
      check_stream(early, batch);
    }
  }
}

// fairseq's and CTranslate2's beam search, step by step as their code reads:
// the 2 x beam best of all live hypotheses' extensions; those among the
// first beam_size that end finish, the others refill the beam.
template <class Layer>
std::vector<Path> refilled_beam_reference(const PrefixModel& model, const Layer& layer,
                                          Sentence source, const SearchOptions& options) {
  const std::size_t beam = options.beam_size, vocab = layer.vocab_size();
  const std::size_t hidden = model.hidden_size();
  const std::size_t max_length = max_target_length(options, source.size());
  auto workspace = layer.make_workspace();
  std::vector<float> h(hidden);
  std::vector<ScoredToken> all(vocab);
  struct Live {
    std::vector<TokenId> tokens;
    float score;
  };
  struct Extension {
    float score;
    std::size_t parent;
    TokenId token;
  };
  std::vector<Live> live{{{}, 0.0f}};
  std::vector<Path> finished;
  bool top_finished = false;
  for (std::size_t step = 1; !live.empty(); ++step) {
    std::vector<Extension> extensions;
    for (std::size_t p = 0; p < live.size(); ++p) {
      std::vector<TokenId> fed{bos};
      fed.insert(fed.end(), live[p].tokens.begin(), live[p].tokens.end());
      model.context_of(PrefixModel::hash_of(source, fed), h.data());
      layer.topk(workspace, ConstMatrixView(h.data(), 1, hidden), vocab,
                 TopKView(all.data(), 1, vocab));
      for (const ScoredToken& t : all)
        extensions.push_back({live[p].score + t.logprob, p, t.token});
    }
    std::stable_sort(extensions.begin(), extensions.end(),
                     [](const Extension& a, const Extension& b) { return a.score > b.score; });
    extensions.resize(std::min(extensions.size(), 2 * beam));
    std::vector<Live> next;
    for (std::size_t i = 0; i < extensions.size(); ++i) {
      const Extension& e = extensions[i];
      std::vector<TokenId> tokens = live[e.parent].tokens;
      tokens.push_back(e.token);
      const bool ends = e.token == eos || step == max_length;
      if (ends && i < beam) {
        finished.push_back(
            {tokens, e.score, normalized_score(options, e.score, tokens.size()), e.token == eos});
        if (i == 0) top_finished = true;
      } else if (!ends && next.size() < beam) {
        next.push_back({tokens, e.score});
      }
    }
    const bool done =
        options.stopping == StoppingRule::refill_until_beam_finished
            ? finished.size() >=
                  static_cast<std::size_t>(std::round(static_cast<double>(beam) * options.patience))
            : top_finished && finished.size() >= options.n_best;
    live = step == max_length || done ? std::vector<Live>{} : next;
  }
  std::stable_sort(finished.begin(), finished.end(), [](const Path& a, const Path& b) {
    return a.normalized != b.normalized ? a.normalized > b.normalized : a.score > b.score;
  });
  return finished;
}

TEST_CASE("the refilled beam's stopping rules reproduce fairseq's and CTranslate2's search") {
  const PrefixModel model(12, 1.5f);
  for (unsigned seed : {3u, 4u, 5u}) {
    const OutputWeights weights = testing::random_output_weights(9, 12, seed, 0.8f);
    const FullSoftmax<> layer(weights);
    for (const StoppingRule rule :
         {StoppingRule::refill_until_beam_finished, StoppingRule::refill_until_top_finished}) {
      for (const float patience : {1.0f, 2.0f}) {
        for (std::size_t beam : {2u, 4u}) {
          SearchOptions options{.beam_size = beam,
                                .n_best = beam,
                                .bos_token = bos,
                                .eos_token = eos,
                                .max_length_ratio = 0.0f,
                                .max_length_offset = 7,
                                .normalization = rule == StoppingRule::refill_until_top_finished
                                                     ? LengthNormalization::none
                                                     : LengthNormalization::length,
                                .stopping = rule,
                                .patience = patience};
          BeamSearch search(model, layer, options);
          for (TokenId first = 2; first < 10; ++first) {
            const std::vector<TokenId> source{first, 3};
            const auto expected = refilled_beam_reference(model, layer, source, options);
            const auto nbest = search.translate(source).nbest(0);
            INFO("seed " << seed << ", rule " << static_cast<int>(rule) << ", patience " << patience
                         << ", beam " << beam << ", source " << first);
            REQUIRE(nbest.size() == std::min(beam, expected.size()));
            for (std::size_t i = 0; i < nbest.size(); ++i) {
              REQUIRE(to_vector(nbest[i].tokens) == expected[i].tokens);
              REQUIRE(nbest[i].score == expected[i].score);
              REQUIRE(nbest[i].finished == expected[i].finished);
            }
          }
        }
      }
    }
  }
}

TEST_CASE("bad controls and prefixes raise fastdec::error naming the value") {
  const PrefixModel model(8);
  const OutputWeights weights = testing::random_output_weights(10, 8, 1);
  const FullSoftmax<> layer(weights);
  const auto rejects = [&](auto set, const char* message) {
    SearchOptions options = tiny_options(2);
    set(options);
    CHECK_THROWS_WITH(BeamSearch(model, layer, options), Catch::Contains(message));
  };
  rejects([](SearchOptions& o) { o.banned_tokens = {10}; }, "banned_tokens holds 10");
  rejects([](SearchOptions& o) { o.banned_tokens = {eos}; }, "holds the EOS token");
  rejects([](SearchOptions& o) { o.ban_unk = true; }, "unk_token = -1");
  rejects([](SearchOptions& o) { o.sampling_topk = 0; }, "sampling_topk = 0");
  rejects([](SearchOptions& o) { o.sampling_topk = 11; }, "larger than the vocabulary");
  rejects([](SearchOptions& o) { o.sampling_topp = 0.0f; }, "sampling_topp = 0");
  rejects([](SearchOptions& o) { o.sampling_temperature = 0.0f; }, "sampling_temperature = 0");
  rejects([](SearchOptions& o) { o.patience = 0.0f; }, "patience = 0");
  rejects(
      [](SearchOptions& o) {
        o.stopping = StoppingRule::refill_until_beam_finished, o.patience = 0.5f, o.n_best = 2;
      },
      "round(beam_size x patience) = 1 hypotheses end the search, fewer than n_best (2)");
  rejects(
      [](SearchOptions& o) {
        o.stopping = StoppingRule::refill_until_top_finished, o.sampling_topk = 3;
      },
      "needs StoppingRule::shrink");
  rejects(
      [](SearchOptions& o) {
        o.banned_tokens = {0, 2, 3, 4, 5, 6, 7, 8, 9};
        o.min_length = 1;
      },
      "every token but EOS is banned");
  rejects([](SearchOptions& o) { o.repetition_penalty = 0.9f; }, "repetition_penalty = 0.9");
  rejects([](SearchOptions& o) { o.repetition_penalty = NAN; }, "repetition_penalty = nan");
  rejects(
      [](SearchOptions& o) {
        o.suppress_sequences = {{2}, {}};
      },
      "suppress_sequences[1] has 0 tokens");
  rejects(
      [](SearchOptions& o) {
        o.suppress_sequences = {{2, 10}};
      },
      "suppress_sequences[0] holds 10");
  rejects(
      [](SearchOptions& o) {
        o.suppress_sequences = {{2, eos}};
      },
      "suppress_sequences[0] holds the EOS token");

  BeamSearch search(model, layer, tiny_options(2));
  const std::vector<TokenId> source{3};
  const Sentence sentence(source);
  const auto prefix_error = [&](std::vector<TokenId> prefix, const char* message) {
    const Sentence view(prefix);
    CHECK_THROWS_WITH(search.translate_batch({&sentence, 1}, {&view, 1}), Catch::Contains(message));
  };
  prefix_error({2, eos}, "holds the EOS token");
  prefix_error({2, 12}, "holds 12");
  prefix_error({2, 2, 2, 2}, "not fewer than the sentence's length limit (4 steps)");
  const Sentence none;
  CHECK_THROWS_WITH(search.translate_batch({&sentence, 1}, std::span<const Sentence>{}),
                    Catch::Contains("0 target prefixes for 1 sentences"));
  CHECK_THROWS_WITH(search.score_batch({&sentence, 1}, {}),
                    Catch::Contains("0 targets for 1 sentences"));
  // The search still works after every error.
  CHECK(search.translate_batch({&sentence, 1}, {&none, 1}).size() == 1);
}

}  // namespace fastdec_test_decoding_controls
