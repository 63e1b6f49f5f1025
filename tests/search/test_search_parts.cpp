// The parts BeamSearch is composed of, each on its own: the token controls
// (search/controls/), their compile-time list, the stopping rules, the row
// selection, the forced tokens, the stream and the hypothesis tree. The
// search as a whole is tested against exhaustive references in
// test_decoding_controls.cpp; these pin each part's contract.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <vector>

#include "fastdec/output/fused_topk.hpp"
#include "fastdec/search/beam_search.hpp"
#include "fastdec/search/controls/default_controls.hpp"
#include "fastdec/search/forced_tokens.hpp"
#include "fastdec/search/history.hpp"
#include "fastdec/search/selection.hpp"
#include "fastdec/search/stopping.hpp"
#include "fastdec/search/streaming.hpp"
#include "support/prefix_model.hpp"

namespace fastdec_test_search_parts {

using namespace fastdec;

namespace {

constexpr TokenId bos = 0;
constexpr TokenId eos = 1;

SearchOptions base_options() {
  return SearchOptions{.beam_size = 2, .bos_token = bos, .eos_token = eos};
}

// A history holding one chain of `tokens`; returns its last node.
std::uint32_t chain(HypothesisHistory& history, const std::vector<TokenId>& tokens) {
  std::uint32_t node = no_node;
  for (const TokenId token : tokens) node = history.add(token, -1.0f, node);
  return node;
}

// A control's filter applied to tokens 0..vocab-1 after one row's hypothesis.
template <class Control>
std::vector<TokenId> allowed_after(Control& control, const std::vector<TokenId>& tokens,
                                   std::size_t vocab) {
  HypothesisHistory history;
  history.reserve(64, false);
  std::uint32_t node = no_node;
  control.reserve(ControlShape{1, 64, 32});
  for (const TokenId token : tokens) {
    control.added(node, token);
    node = history.add(token, -1.0f, node);
  }
  const std::uint32_t rows[] = {node};
  control.begin_step(StepRows{history, rows});
  std::vector<TokenId> allowed;
  for (TokenId t = 0; t < static_cast<TokenId>(vocab); ++t)
    if (control.allowed(0, tokens.size(), t)) allowed.push_back(t);
  return allowed;
}

std::vector<TokenId> every_token_but(std::size_t vocab, std::vector<TokenId> removed) {
  std::vector<TokenId> kept;
  for (TokenId t = 0; t < static_cast<TokenId>(vocab); ++t)
    if (std::find(removed.begin(), removed.end(), t) == removed.end()) kept.push_back(t);
  return kept;
}

}  // namespace

TEST_CASE("each token control removes what its option names, and only when searching") {
  SearchOptions options = base_options();
  options.banned_tokens = {3}, options.ban_unk = true, options.unk_token = 4;
  BannedTokens banned(options, 8);
  CHECK(banned.active(true));
  CHECK(banned.active(false));  // the k best stay those of decoding when scoring
  CHECK(allowed_after(banned, {2}, 8) == every_token_but(8, {3, 4}));
  CHECK(banned.removed_at_most(0, 1) == 2);

  options = base_options(), options.min_length = 2;
  MinLength min_length(options, 8);
  CHECK(min_length.active(true));
  CHECK_FALSE(min_length.active(false));
  CHECK(allowed_after(min_length, {2}, 8) == every_token_but(8, {eos}));
  CHECK(allowed_after(min_length, {2, 2}, 8) == every_token_but(8, {}));

  options = base_options(), options.no_repeat_ngram_size = 2;
  NoRepeatNgram ngrams(options, 8);
  CHECK_FALSE(ngrams.active(false));
  // "5 6 7 5": 6 would repeat "5 6".
  CHECK(allowed_after(ngrams, {5, 6, 7, 5}, 8) == every_token_but(8, {6}));
  CHECK(ngrams.removed_at_most(0, 4) == 1);

  options = base_options(), options.suppress_sequences = {{7}, {2, 3}, {4, 5, 6}};
  SuppressSequences suppress(options, 8);
  CHECK(allowed_after(suppress, {4}, 8) == every_token_but(8, {7}));
  CHECK(allowed_after(suppress, {6, 2}, 8) == every_token_but(8, {7, 3}));
  CHECK(allowed_after(suppress, {4, 5}, 8) == every_token_but(8, {7, 6}));
  CHECK(allowed_after(suppress, {3, 5}, 8) == every_token_but(8, {7}));
  CHECK(suppress.removed_at_most(0, 2) == 1);  // the one-token sequence; none completes after 3 5

  options = base_options(), options.repetition_penalty = 2.0f;
  RepetitionPenalty penalty(options, 8);
  CHECK(allowed_after(penalty, {5, 6, 5}, 8) == every_token_but(8, {}));
  CHECK(penalty.removed_at_most(0, 3) == 2);  // 5 and 6: it may worsen both
  std::vector<ScoredToken> row{{5, -0.5f}, {2, -0.7f}, {6, -2.0f}, {no_token, 0.0f}};
  penalty.adjust(0, row);
  CHECK(row[0].logprob == -1.0f);
  CHECK(row[1].logprob == -0.7f);
  CHECK(row[2].logprob == -4.0f);
}

TEST_CASE("a control list skips what is off, adds up what may go, and keeps rows best first") {
  SearchOptions options = base_options();
  options.banned_tokens = {3}, options.repetition_penalty = 4.0f;
  DefaultControls controls(options, 8);
  controls.begin_batch(true);
  controls.reserve(ControlShape{2, 16, 8});
  HypothesisHistory history;
  history.reserve(16, false);
  const std::uint32_t first = chain(history, {5});
  const std::uint32_t rows[] = {first, no_node};
  controls.begin_step(StepRows{history, rows});
  CHECK(controls.removed_at_most(0, 1) == 2);  // the ban, and 5 may fall
  CHECK(controls.removed_at_most(1, 0) == 1);
  CHECK_FALSE(controls.allowed(0, 1, 3));
  CHECK(controls.allowed(0, 1, eos));                                   // min_length is off
  std::vector<ScoredToken> scored{{5, -0.1f}, {2, -0.3f}, {4, -0.9f},   // row 0
                                  {5, -0.1f}, {2, -0.3f}, {4, -0.9f}};  // row 1
  controls.adjust(scored, 2);
  CHECK(scored[0].token == 2);
  CHECK(scored[1].token == 5);
  CHECK(scored[1].logprob == -0.4f);
  CHECK(scored[3].token == 5);  // row 1 holds no token yet
  // Scoring a target: only the ban stays (for the k best), the penalty is off.
  controls.begin_batch(false);
  CHECK(controls.removed_at_most(0, 1) == 1);
}

namespace {

// A user's own control, one type: only even tokens, and EOS.
struct EvenTokensOnly : TokenControl {
  EvenTokensOnly(const SearchOptions& options, std::size_t vocab)
      : eos(options.eos_token), odd(vocab / 2) {}
  bool active(bool searching) const noexcept { return searching; }
  std::size_t removed_at_most(std::size_t, std::size_t) const noexcept { return odd; }
  std::size_t most_removed(std::size_t) const noexcept { return odd; }
  bool may_empty_rows() const noexcept { return true; }
  bool allowed(std::size_t, std::size_t, TokenId token) const noexcept {
    return token == eos || token % 2 == 0;
  }
  TokenId eos;
  std::size_t odd;
};

}  // namespace

TEST_CASE("a user's control joins the search through the list type alone") {
  const testing::PrefixModel model(16);
  const OutputWeights weights = testing::random_output_weights(30, 16, 3, 0.5f);
  const FusedTopK<> layer(weights);
  SearchOptions options = base_options();
  options.beam_size = 4, options.n_best = 4;
  BeamSearch<testing::PrefixModel, FusedTopK<>, NoPruning, SentenceTotals,
             TokenControls<BannedTokens, EvenTokensOnly>>
      search(model, layer, options);
  BeamSearch plain(model, layer, options);
  bool plain_has_odd = false;
  for (TokenId first = 2; first < 12; ++first) {
    const std::vector<TokenId> source{first, 5};
    for (const Hypothesis& hyp : search.translate(source).nbest(0))
      for (const TokenId token : hyp.tokens) CHECK((token == eos || token % 2 == 0));
    for (const Hypothesis& hyp : plain.translate(source).nbest(0))
      for (const TokenId token : hyp.tokens) plain_has_odd = plain_has_odd || token % 2 == 1;
  }
  CHECK(plain_has_odd);  // the control, not the model, keeps odd tokens out
}

TEST_CASE("the stopping rules decide each candidate's fate and the sentence's end") {
  SearchOptions options = base_options();
  options.beam_size = 2;
  const Stopping shrink(options);
  SentenceProgress progress{.beam = 2};
  CHECK(shrink.candidates_per_row(2) == 2);
  CHECK(shrink.fate(0, eos, 0, false, progress) == Stopping::Fate::finish);
  CHECK(progress.beam == 1);
  CHECK(shrink.fate(1, 5, 0, false, progress) == Stopping::Fate::live);
  CHECK(shrink.end(progress, false, -1.0f) == Stopping::End::goes_on);
  CHECK(shrink.end(progress, true, -1.0f) == Stopping::End::stops_finishing_live);
  progress.beam = 0;
  CHECK(shrink.end(progress, false, -1.0f) == Stopping::End::stops);

  options.stopping = StoppingRule::refill_until_beam_finished;
  const Stopping refill(options);
  progress = SentenceProgress{.beam = 2};
  CHECK(refill.candidates_per_row(2) == 4);
  // Greedy refilling: the first finished hypothesis ends the sentence, so a
  // second candidate could not live past its step; with patience 2 it could.
  SearchOptions greedy = options;
  greedy.beam_size = 1;
  CHECK(Stopping(greedy).candidates_per_row(1) == 1);
  greedy.patience = 2.0f;
  CHECK(Stopping(greedy).candidates_per_row(1) == 2);
  greedy.stopping = StoppingRule::refill_until_top_finished;
  CHECK(Stopping(greedy).candidates_per_row(1) == 1);
  CHECK(refill.fate(0, eos, 0, false, progress) == Stopping::Fate::finish);
  CHECK(progress.top_finished);
  CHECK(refill.fate(1, 5, 0, false, progress) == Stopping::Fate::live);
  CHECK(refill.fate(2, eos, 1, false, progress) == Stopping::Fate::drop);  // beyond the beam
  CHECK(refill.fate(3, 6, 1, false, progress) == Stopping::Fate::live);    // refills the beam
  CHECK(refill.fate(3, 7, 2, false, progress) == Stopping::Fate::drop);
  progress.finished = 1;
  CHECK(refill.end(progress, false, -1.0f) == Stopping::End::goes_on);
  progress.finished = 2;
  CHECK(refill.end(progress, false, -1.0f) == Stopping::End::stops);

  options.early_stop_delta = 1.0f, options.stopping = StoppingRule::shrink;
  const Stopping early(options);
  progress = SentenceProgress{.beam = 2, .finished = 1, .best_finished = -1.0f};
  CHECK(early.end(progress, false, -1.5f) == Stopping::End::goes_on);
  CHECK(early.end(progress, false, -2.5f) == Stopping::End::stops);
}

TEST_CASE("a free row offers its best allowed tokens, or samples drawn from them") {
  const std::vector<ScoredToken> row{{4, -0.1f}, {5, -0.2f}, {6, -3.0f}, {no_token, 0.0f}};
  const auto no_five = [](TokenId token) { return token != 5; };
  SampleStream stream(1, std::vector<TokenId>{2});
  RowSelection best(base_options());
  std::vector<Candidate> out;
  best.select(row, -1.0f, 3, 2, 1, stream, no_five, out);
  REQUIRE(out.size() == 2);
  CHECK(out[0].token == 4);
  CHECK(out[0].score == -1.1f);
  CHECK(out[0].parent == 3);
  CHECK(out[1].token == 6);

  SearchOptions sampling = base_options();
  sampling.sampling_topk = 2;
  RowSelection sampler(sampling);
  sampler.reserve();
  CHECK(sampler.keeps(2) == 2);
  out.clear();
  sampler.select(row, 0.0f, 0, 2, 50, stream, no_five, out);
  REQUIRE(out.size() == 50);
  std::size_t fours = 0;
  for (const Candidate& c : out) {
    CHECK((c.token == 4 || c.token == 6));  // the two best allowed
    fours += c.token == 4;
  }
  CHECK(fours > 40);  // p(4) = 1 / (1 + e^-2.9) = 0.95
}

TEST_CASE("forced tokens come from the prefix, then EOS for a row left with nothing") {
  const testing::PrefixModel model(8);
  const OutputWeights weights = testing::random_output_weights(10, 8, 1);
  const FusedTopK<> layer(weights);
  auto workspace = layer.make_workspace();
  ForcedTokens forced;
  forced.begin_batch(Forcing::prefix, 2, eos);
  const std::vector<TokenId> prefix{7, 8};
  forced.add(0, prefix, 10, 5);
  forced.reserve(2);
  CHECK(forced.count(0) == 2);
  CHECK(forced.count(1) == 0);
  std::vector<float> h(16, 0.1f);
  std::vector<ScoredToken> scored(2 * 10);
  const TopKView view(scored.data(), 2, 10);
  const std::uint32_t sentences[] = {0, 1};
  layer.topk(workspace, ConstMatrixView(h.data(), 2, 8), sentences, 10, view);
  forced.choose(
      layer, workspace, ConstMatrixView(h.data(), 2, 8), sentences, view, true,
      [](std::size_t r) { return r == 0 ? std::size_t{1} : std::size_t{0}; },
      [](std::size_t r) { return r == 0; });
  CHECK(forced.token_of_row(0) == 8);    // the prefix's second token
  CHECK(forced.token_of_row(1) == eos);  // nothing allowed
  const auto found = std::find_if(scored.begin() + 10, scored.end(),
                                  [](const ScoredToken& s) { return s.token == eos; });
  CHECK(forced.logprob_of_row(1) == found->logprob);

  forced.begin_batch(Forcing::prefix, 1, eos);
  const std::vector<TokenId> with_eos{2, eos};
  CHECK_THROWS_WITH(forced.add(0, with_eos, 10, 5), Catch::Contains("holds the EOS token"));
}

TEST_CASE("the stream hands out the prefix every hypothesis that can still win shares") {
  HypothesisHistory history;
  history.reserve(16, false);
  const std::uint32_t a = chain(history, {4, 5, 6});
  const std::uint32_t b = history.add(7, -1.0f, history[a].parent);  // 4 5 7
  CHECK(history.common_ancestor(a, b, 0) == history[a].parent);
  std::vector<std::vector<TokenId>> received;
  TokenStream stream;
  stream.set(
      [&](const StreamedTokens& t) { received.emplace_back(t.tokens.begin(), t.tokens.end()); });
  stream.begin_batch(1, 8);
  const SearchOptions options = base_options();
  const std::uint32_t live[] = {a, b};
  const float scores[] = {-1.0f, -2.0f};
  stream.advance(0, 3, 8, {}, live, scores, history, options);
  REQUIRE(received.size() == 1);
  CHECK(received[0] == std::vector<TokenId>{4, 5});
  // A finished hypothesis no live one can beat: the rest of it comes out.
  const TokenStream::Best best{a, 0.0f};
  stream.advance(0, 4, 8, best, live, scores, history, options);
  REQUIRE(received.size() == 2);
  CHECK(received[1] == std::vector<TokenId>{6});
}

}  // namespace fastdec_test_search_parts
