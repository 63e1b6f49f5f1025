// AlignmentShortlist through the OutputLayer concept: its run-time
// vocabularies, its k best against the full softmax restricted to them, batch
// invariance, the union mode, edge cases and errors; its logprobs_of
// (TokenScoringLayer) against topk and a double reference.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstring>
#include <limits>
#include <numeric>
#include <string>
#include <vector>

#include "fastdec/gemm/eigen_gemm.hpp"
#include "fastdec/gemm/int16_gemm.hpp"
#include "fastdec/gemm/packed_fp32_gemm.hpp"
#include "fastdec/output/alignment_shortlist.hpp"
#include "fastdec/output/fused_topk.hpp"
#include "fastdec/search/beam_search.hpp"
#include "support/prefix_model.hpp"
#include "support/shortlist_reference.hpp"
#include "testing/gather_and_prepare.hpp"

// Each test file in its own namespace: the files of a folder are compiled
// as one translation unit (tests/CMakeLists.txt).
namespace fastdec_test_alignment_shortlist {

using namespace fastdec;
using testing::check_row;
using testing::expected_vocabulary;
using testing::logprob_over_words_and;
using testing::restricted_topk;
using testing::run_logprobs_of;

// The layer's default backend (EigenGemm) satisfies the contract the search
// relies on, and scores given tokens (target prefixes).
static_assert(OutputLayer<AlignmentShortlist<>>);
static_assert(TokenScoringLayer<AlignmentShortlist<>>);
static_assert(TokenScoringLayer<AlignmentShortlist<Int16Gemm>>);

namespace {

constexpr std::size_t vocab = 400, hidden = 16, source_vocab = 60;
constexpr TokenId eos = 1, unk = 2;

struct Fixture {
  OutputWeights weights = testing::random_output_weights(vocab, hidden, 11, 0.4f);
  Lexicon lexicon = testing::random_lexicon(source_vocab, vocab, 30, 12);
};

std::vector<TokenId> to_vector(std::span<const TokenId> s) { return {s.begin(), s.end()}; }

bool same_bits(const std::vector<ScoredToken>& a, const std::vector<ScoredToken>& b) {
  return a.size() == b.size() &&
         std::memcmp(a.data(), b.data(), a.size() * sizeof(ScoredToken)) == 0;
}

// Scores `rows_per_sentence` random rows per sentence of `batch`, rows grouped
// by sentence; returns the [rows, k] output.
template <class Layer>
std::vector<ScoredToken> score_batch(const Layer& layer, typename Layer::Workspace& workspace,
                                     std::span<const Sentence> batch, const std::vector<float>& h,
                                     const std::vector<std::uint32_t>& row_sentence,
                                     std::size_t k) {
  layer.begin_batch(workspace, batch, row_sentence.size());
  std::vector<ScoredToken> out(row_sentence.size() * k);
  layer.topk(workspace, ConstMatrixView(h.data(), row_sentence.size(), hidden), row_sentence, k,
             TopKView(out.data(), row_sentence.size(), k));
  return out;
}

}  // namespace

TEST_CASE(
    "the run-time vocabulary merges each source word's M best with the always-included words") {
  const Fixture fx;
  const std::vector<TokenId> a{3, 17, 17, 40, 59}, b{8};
  for (std::size_t m : {1u, 5u, 50u}) {
    for (std::size_t frequent : {0u, 10u}) {
      const AlignmentShortlist<> layer(
          fx.weights, fx.lexicon,
          {.words_per_source = m, .frequent_words = frequent, .always_include = {eos, unk}});
      std::vector<TokenId> always{eos, unk};
      for (std::size_t i = 0; i < frequent; ++i) always.push_back(static_cast<TokenId>(i));
      auto workspace = layer.make_workspace();
      const std::vector<Sentence> batch{a, b};
      layer.begin_batch(workspace, batch, 4);
      REQUIRE(workspace.sentence_count() == 2);
      for (std::size_t s = 0; s < 2; ++s) {
        const auto expected = expected_vocabulary(fx.lexicon, {&batch[s], 1}, m, always);
        CHECK(to_vector(workspace.vocabulary(s)) == expected);
        CHECK(layer.selection().run_time_vocabulary(batch[s]) == expected);
      }
    }
  }
}

TEST_CASE("each row's k best equal the full softmax restricted to its sentence's vocabulary") {
  const Fixture fx;
  const AlignmentShortlist<> layer(fx.weights, fx.lexicon,
                                   {.words_per_source = 8, .always_include = {eos, unk}});
  auto workspace = layer.make_workspace();
  const std::vector<TokenId> a{5, 6, 7}, b{30, 31, 32, 33, 34, 35}, c{9}, d{};
  const std::vector<Sentence> batch{a, b, c, d};
  const std::vector<std::uint32_t> row_sentence{0, 0, 0, 1, 1, 2, 2, 2, 3};
  const auto h = testing::random_rows(row_sentence.size(), hidden, 13);
  for (std::size_t k : {1u, 4u, 12u, 40u}) {
    const auto out = score_batch(layer, workspace, batch, h, row_sentence, k);
    for (std::size_t r = 0; r < row_sentence.size(); ++r) {
      INFO("k " << k << " row " << r);
      const std::span<const float> h_row(&h[r * hidden], hidden);
      const auto expected =
          restricted_topk(fx.weights, h_row, workspace.vocabulary(row_sentence[r]), k);
      check_row(std::span<const ScoredToken>(&out[r * k], k), expected, fx.weights, h_row);
    }
  }
}

TEST_CASE("a sentence's k best are bit-identical alone, in any batch and in any row order") {
  const Fixture fx;
  const AlignmentShortlist<> layer(fx.weights, fx.lexicon,
                                   {.words_per_source = 10, .always_include = {eos}});
  auto together = layer.make_workspace();
  auto alone = layer.make_workspace();
  const std::vector<TokenId> a{1, 2, 3, 4}, b{20, 21}, c{44, 45, 46, 47, 48};
  const std::vector<Sentence> batch{a, b, c};
  const std::size_t k = 6, rows_each = 3;
  const auto h = testing::random_rows(batch.size() * rows_each, hidden, 21);

  const std::vector<std::uint32_t> grouped{0, 0, 0, 1, 1, 1, 2, 2, 2};
  const auto batched = score_batch(layer, together, batch, h, grouped, k);
  for (std::size_t s = 0; s < batch.size(); ++s) {
    const std::vector<float> own(
        h.begin() + static_cast<std::ptrdiff_t>(s * rows_each * hidden),
        h.begin() + static_cast<std::ptrdiff_t>((s + 1) * rows_each * hidden));
    const auto single = score_batch(layer, alone, {&batch[s], 1}, own, {0, 0, 0}, k);
    const std::vector<ScoredToken> part(
        batched.begin() + static_cast<std::ptrdiff_t>(s * rows_each * k),
        batched.begin() + static_cast<std::ptrdiff_t>((s + 1) * rows_each * k));
    INFO("sentence " << s);
    CHECK(same_bits(part, single));
  }

  // Interleaved rows: every row still meets only its own sentence's words.
  const std::vector<std::size_t> order{0, 3, 6, 1, 4, 7, 2, 5, 8};
  std::vector<float> shuffled_h(h.size());
  std::vector<std::uint32_t> interleaved(order.size());
  for (std::size_t i = 0; i < order.size(); ++i) {
    std::copy_n(&h[order[i] * hidden], hidden, &shuffled_h[i * hidden]);
    interleaved[i] = grouped[order[i]];
  }
  const auto shuffled = score_batch(layer, together, batch, shuffled_h, interleaved, k);
  for (std::size_t i = 0; i < order.size(); ++i)
    CHECK(std::memcmp(&shuffled[i * k], &batched[order[i] * k], k * sizeof(ScoredToken)) == 0);
}

TEST_CASE("batch_union scores every row against the batch's union, as Marian does") {
  const Fixture fx;
  const AlignmentShortlist<> union_layer(
      fx.weights, fx.lexicon,
      {.words_per_source = 6, .always_include = {eos}, .batching = ShortlistBatching::batch_union});
  const AlignmentShortlist<> own_layer(fx.weights, fx.lexicon,
                                       {.words_per_source = 6, .always_include = {eos}});
  auto workspace = union_layer.make_workspace();
  auto own_workspace = own_layer.make_workspace();
  const std::vector<TokenId> a{10, 11}, b{12, 13, 14}, c{15};
  const std::vector<Sentence> batch{a, b, c};
  const auto expected_union = expected_vocabulary(fx.lexicon, batch, 6, {eos});
  const std::vector<std::uint32_t> row_sentence{0, 0, 1, 1, 2, 2};
  const auto h = testing::random_rows(row_sentence.size(), hidden, 31);
  const std::size_t k = 5;
  const auto out = score_batch(union_layer, workspace, batch, h, row_sentence, k);
  const auto own = score_batch(own_layer, own_workspace, batch, h, row_sentence, k);
  std::size_t rows_that_differ = 0;
  for (std::size_t r = 0; r < row_sentence.size(); ++r) {
    CHECK(to_vector(workspace.vocabulary(row_sentence[r])) == expected_union);
    const std::span<const float> h_row(&h[r * hidden], hidden);
    check_row(std::span<const ScoredToken>(&out[r * k], k),
              restricted_topk(fx.weights, h_row, expected_union, k), fx.weights, h_row);
    rows_that_differ += out[r * k].token != own[r * k].token ? 1 : 0;
  }
  // The union offers each row words its own source never suggested, and with
  // random weights some of them win: the two modes do differ.
  CHECK(rows_that_differ > 0);
}

TEST_CASE("AlignmentShortlist edge cases: empty source, unknown words, M past the table") {
  const Fixture fx;
  SECTION("an empty source gets only the always-included words; k past them is padded") {
    const AlignmentShortlist<> layer(fx.weights, fx.lexicon,
                                     {.words_per_source = 5, .always_include = {eos, unk}});
    auto workspace = layer.make_workspace();
    const std::vector<TokenId> empty;
    const std::vector<Sentence> batch{empty};
    const auto h = testing::random_rows(2, hidden, 41);
    const auto out = score_batch(layer, workspace, batch, h, {0, 0}, 4);
    CHECK(to_vector(workspace.vocabulary(0)) == std::vector<TokenId>{eos, unk});
    for (std::size_t r = 0; r < 2; ++r) {
      const std::span<const float> h_row(&h[r * hidden], hidden);
      check_row(std::span<const ScoredToken>(&out[r * 4], 4),
                restricted_topk(fx.weights, h_row, std::vector<TokenId>{eos, unk}, 4), fx.weights,
                h_row);
    }
  }
  SECTION("a source word without lexicon entries adds nothing") {
    TokenId unknown = -1;
    for (TokenId f = 0; f < static_cast<TokenId>(source_vocab); ++f)
      if (fx.lexicon.translations(f).empty()) unknown = f;
    REQUIRE(unknown >= 0);
    const AlignmentShortlist<> layer(fx.weights, fx.lexicon,
                                     {.words_per_source = 5, .always_include = {eos}});
    const std::vector<TokenId> only_unknown{unknown, unknown};
    CHECK(layer.selection().run_time_vocabulary(only_unknown) == std::vector<TokenId>{eos});
    const std::vector<TokenId> mixed{4, unknown}, known{4};
    CHECK(layer.selection().run_time_vocabulary(mixed) ==
          layer.selection().run_time_vocabulary(known));
  }
  SECTION("M larger than every row keeps whole rows") {
    const AlignmentShortlist<> layer(fx.weights, fx.lexicon, {.words_per_source = 100000});
    const std::vector<TokenId> source{4, 9, 22};
    std::vector<TokenId> all;
    for (TokenId f : source)
      for (const auto& t : fx.lexicon.translations(f)) all.push_back(t.target);
    std::sort(all.begin(), all.end());
    all.erase(std::unique(all.begin(), all.end()), all.end());
    CHECK(layer.selection().run_time_vocabulary(source) == all);
  }
  SECTION("min_probability drops weak entries") {
    const AlignmentShortlist<> layer(fx.weights, fx.lexicon,
                                     {.words_per_source = 100, .min_probability = 0.5f});
    const std::vector<TokenId> source{4, 9};
    std::vector<TokenId> strong;
    for (TokenId f : source)
      for (const auto& t : fx.lexicon.translations(f))
        if (t.probability >= 0.5f) strong.push_back(t.target);
    std::sort(strong.begin(), strong.end());
    strong.erase(std::unique(strong.begin(), strong.end()), strong.end());
    CHECK(layer.selection().run_time_vocabulary(source) == strong);
  }
}

TEST_CASE(
    "a source with every word present covers the vocabulary and equals FusedTopK bit for bit") {
  const OutputWeights weights = testing::random_output_weights(vocab, hidden, 51, 0.4f);
  // Every target word is some source word's translation.
  std::vector<LexiconEntry> entries;
  for (TokenId e = 0; e < static_cast<TokenId>(vocab); ++e)
    entries.push_back({e % static_cast<TokenId>(source_vocab), e, 0.5f});
  const Lexicon lexicon(source_vocab, vocab, entries);
  const AlignmentShortlist<> layer(weights, lexicon, {.words_per_source = vocab});
  const FusedTopK<> full(weights);
  std::vector<TokenId> every_word(source_vocab);
  std::iota(every_word.begin(), every_word.end(), TokenId{0});
  const std::vector<Sentence> batch{every_word};
  auto workspace = layer.make_workspace();
  auto full_workspace = full.make_workspace();
  const std::size_t rows = 5, k = 7;
  const auto h = testing::random_rows(rows, hidden, 52);
  const auto out = score_batch(layer, workspace, batch, h, {0, 0, 0, 0, 0}, k);
  CHECK(workspace.vocabulary(0).size() == vocab);
  std::vector<ScoredToken> expected(rows * k);
  full.topk(full_workspace, ConstMatrixView(h.data(), rows, hidden), k,
            TopKView(expected.data(), rows, k));
  CHECK(same_bits(out, expected));
}

TEST_CASE("ids map back to the full vocabulary") {
  // Token 317's output row points along h; nothing else comes close.
  std::vector<float> w(vocab * hidden, 0.0f), b(vocab, 0.0f);
  w[317 * hidden + 0] = 10.0f;
  w[42 * hidden + 0] = 5.0f;
  const OutputWeights weights(w, b, vocab, hidden);
  const Lexicon lexicon(2, vocab,
                        std::vector<LexiconEntry>{{0, 317, 0.9f}, {0, 42, 0.1f}, {1, 7, 1.0f}});
  const AlignmentShortlist<> layer(weights, lexicon, {.always_include = {eos}});
  auto workspace = layer.make_workspace();
  const std::vector<TokenId> source{0};
  const std::vector<Sentence> batch{source};
  std::vector<float> h(hidden, 0.0f);
  h[0] = 1.0f;
  const auto out = score_batch(layer, workspace, batch, h, {0}, 4);
  CHECK(to_vector(workspace.vocabulary(0)) == std::vector<TokenId>{eos, 42, 317});
  CHECK(out[0].token == 317);
  CHECK(out[1].token == 42);
  CHECK(out[2].token == eos);
  CHECK(out[3].token == no_token);
  // Normalized over the three words: logits 10, 5, 0.
  const double log_normalizer = std::log(std::exp(10.0) + std::exp(5.0) + 1.0);
  CHECK(out[0].logprob == Approx(10.0 - log_normalizer).margin(1e-5));
  CHECK(out[2].logprob == Approx(0.0 - log_normalizer).margin(1e-5));
}

TEST_CASE(
    "beam search with an alignment shortlist: batched equals alone, words stay in the vocabulary") {
  const Fixture fx;
  const testing::PrefixModel model(hidden);
  for (ShortlistBatching batching :
       {ShortlistBatching::per_sentence, ShortlistBatching::batch_union}) {
    const AlignmentShortlist<> layer(
        fx.weights, fx.lexicon,
        {.words_per_source = 12, .always_include = {eos, unk}, .batching = batching});
    const SearchOptions options{.beam_size = 4, .n_best = 2, .bos_token = 0, .eos_token = eos};
    BeamSearch together(model, layer, options), alone(model, layer, options);
    const std::vector<TokenId> a{3, 4, 5}, b{50, 51}, c{7, 8, 9, 10};
    const std::vector<Sentence> batch{a, b, c};
    const SearchResult& result = together.translate_batch(batch);
    auto vocabularies = layer.make_workspace();
    layer.begin_batch(vocabularies, batch, 1);
    for (std::size_t s = 0; s < batch.size(); ++s) {
      const auto allowed = to_vector(vocabularies.vocabulary(s));
      for (const Hypothesis& hypothesis : result.nbest(s))
        for (TokenId t : hypothesis.tokens)
          CHECK(std::binary_search(allowed.begin(), allowed.end(), t));
      if (batching == ShortlistBatching::batch_union) continue;
      const SearchResult& single = alone.translate(batch[s]);
      REQUIRE(single.nbest(0).size() == result.nbest(s).size());
      for (std::size_t n = 0; n < single.nbest(0).size(); ++n) {
        CHECK(to_vector(single.nbest(0)[n].tokens) == to_vector(result.nbest(s)[n].tokens));
        CHECK(single.nbest(0)[n].score == result.nbest(s)[n].score);
      }
    }
  }
}

TEST_CASE("AlignmentShortlist rejects bad options and calls with a clear message") {
  const Fixture fx;
  const Lexicon wrong_target(source_vocab, vocab + 1, std::vector<LexiconEntry>{});
  REQUIRE_THROWS_WITH(AlignmentShortlist<>(fx.weights, wrong_target, {}),
                      Catch::Contains("401 words but the output layer has 400"));
  REQUIRE_THROWS_WITH(AlignmentShortlist<>(fx.weights, fx.lexicon, {.words_per_source = 0}),
                      Catch::Contains("words_per_source must be at least 1"));
  REQUIRE_THROWS_WITH(AlignmentShortlist<>(fx.weights, fx.lexicon, {.frequent_words = 401}),
                      Catch::Contains("frequent_words = 401 exceeds the vocabulary (400"));
  REQUIRE_THROWS_WITH(AlignmentShortlist<>(fx.weights, fx.lexicon, {.always_include = {400}}),
                      Catch::Contains("token 400 is outside the output vocabulary (400"));
  REQUIRE_THROWS_WITH(AlignmentShortlist<>(fx.weights, fx.lexicon, {.min_probability = 1.5f}),
                      Catch::Contains("min_probability = 1.5 must be in [0, 1]"));

  const AlignmentShortlist<> layer(fx.weights, fx.lexicon,
                                   {.words_per_source = 5, .always_include = {eos}});
  auto workspace = layer.make_workspace();
  const auto h = testing::random_rows(2, hidden, 61);
  const ConstMatrixView context(h.data(), 2, hidden);
  std::vector<ScoredToken> out(2 * 401);
  const std::vector<std::uint32_t> two_sentences{0, 1};
  REQUIRE_THROWS_WITH(layer.topk(workspace, context, two_sentences, 2, TopKView(out.data(), 2, 2)),
                      Catch::Contains("call begin_batch"));
  const std::vector<TokenId> a{1, 2}, b{3}, out_of_range{1, 60}, negative{-1};
  REQUIRE_THROWS_WITH(layer.begin_batch(workspace, {}, 2), Catch::Contains("no sentences"));
  const std::vector<Sentence> bad{a, out_of_range};
  REQUIRE_THROWS_WITH(layer.begin_batch(workspace, bad, 2),
                      Catch::Contains("source token 60 (sentence 0) is outside the lexicon's "
                                      "source vocabulary (60 words)"));
  const std::vector<Sentence> bad_negative{negative};
  REQUIRE_THROWS_WITH(layer.begin_batch(workspace, bad_negative, 2),
                      Catch::Contains("source token -1"));
  // A failed begin_batch leaves the workspace unusable, not stale.
  REQUIRE_THROWS_WITH(layer.topk(workspace, context, two_sentences, 2, TopKView(out.data(), 2, 2)),
                      Catch::Contains("call begin_batch"));

  const std::vector<Sentence> batch{a, b};
  layer.begin_batch(workspace, batch, 2);
  REQUIRE_THROWS_WITH(layer.topk(workspace, context, 2, TopKView(out.data(), 2, 2)),
                      Catch::Contains("row_sentence must say which sentence"));
  const std::vector<std::uint32_t> past_batch{0, 2};
  REQUIRE_THROWS_WITH(layer.topk(workspace, context, past_batch, 2, TopKView(out.data(), 2, 2)),
                      Catch::Contains("row 1 belongs to sentence 2 but the batch has 2 sentences"));
  REQUIRE_THROWS_WITH(
      layer.topk(workspace, context, two_sentences, 401, TopKView(out.data(), 2, 401)),
      Catch::Contains("k = 401 is larger than the vocabulary (400 tokens)"));
  REQUIRE_THROWS_WITH(layer.topk(workspace, context, two_sentences, 0, TopKView(out.data(), 2, 0)),
                      Catch::Contains("k must be at least 1"));
  REQUIRE_THROWS_WITH(layer.topk(workspace, ConstMatrixView(h.data(), 2, 8), two_sentences, 2,
                                 TopKView(out.data(), 2, 2)),
                      Catch::Contains("8 columns but the output layer expects hidden size 16"));

  const AlignmentShortlist<> nothing_always(fx.weights, fx.lexicon, {.words_per_source = 5});
  auto other = nothing_always.make_workspace();
  const std::vector<TokenId> empty;
  const std::vector<Sentence> empty_batch{empty};
  REQUIRE_THROWS_WITH(nothing_always.begin_batch(other, empty_batch, 1),
                      Catch::Contains("sentence 0 has an empty run-time vocabulary"));
  REQUIRE_THROWS_WITH(workspace.vocabulary(2), Catch::Contains("sentence 2 is not in the batch"));
}

namespace {

template <class Packed>
void check_selected_as_gathered() {
  static_assert(RowSelectableGemm<Packed> && !RowSelectableGemm<testing::GatherAndPrepare<Packed>>);
  const Fixture fx;
  const AlignmentShortlistOptions options{.words_per_source = 12, .always_include = {eos, unk}};
  const AlignmentShortlist<Packed> selecting(fx.weights, fx.lexicon, options);
  const AlignmentShortlist<testing::GatherAndPrepare<Packed>> gathering(fx.weights, fx.lexicon,
                                                                        options);
  auto selecting_workspace = selecting.make_workspace();
  auto gathering_workspace = gathering.make_workspace();
  const std::vector<TokenId> a{5, 6, 7}, b{30, 31, 32, 33, 34, 35, 36, 37}, c{9}, d{};
  const std::vector<std::uint32_t> row_sentence{0, 0, 1, 1, 1, 2, 3};
  const auto h = testing::random_rows(row_sentence.size(), hidden, 21);
  // Two batches in turn, so the second selects into recycled storage.
  for (const std::vector<Sentence>& batch :
       {std::vector<Sentence>{a, b, c, d}, std::vector<Sentence>{b, a, d, c}}) {
    const auto selected = score_batch(selecting, selecting_workspace, batch, h, row_sentence, 5);
    const auto gathered = score_batch(gathering, gathering_workspace, batch, h, row_sentence, 5);
    for (std::size_t s = 0; s < batch.size(); ++s)
      CHECK(to_vector(selecting_workspace.vocabulary(s)) ==
            to_vector(gathering_workspace.vocabulary(s)));
    CHECK(same_bits(selected, gathered));
  }
}

}  // namespace

TEST_CASE(
    "rows selected from prepared weights score bit-identically to rows gathered and prepared") {
  check_selected_as_gathered<PackedFp32Gemm>();
  check_selected_as_gathered<Int16Gemm>();
}

namespace {

// A batch of four sentences with their own vocabularies, rows interleaved.
struct ScoringBatch {
  std::vector<TokenId> a{5, 6, 7}, b{30, 31, 32, 33, 34, 35}, c{9}, d{};
  std::vector<Sentence> sentences{a, b, c, d};
  std::vector<std::uint32_t> row_sentence{0, 1, 0, 2, 1, 3, 2, 0};
};

// Every word of each row's vocabulary: logprobs_of gives the bits topk
// (k = the vocabulary, so every word is listed) gives. Rows whose
// vocabulary is shorter than a rank get no_token there, and are skipped.
template <Gemm G>
void check_vocabulary_words_bit_for_bit(ShortlistBatching batching) {
  const Fixture fx;
  const AlignmentShortlist<G> layer(
      fx.weights, fx.lexicon,
      {.words_per_source = 8, .always_include = {eos, unk}, .batching = batching});
  const ScoringBatch batch;
  const std::size_t rows = batch.row_sentence.size(), k = vocab;
  auto workspace = layer.make_workspace();
  const auto h = testing::random_rows(rows, hidden, 71);
  const auto best = score_batch(layer, workspace, batch.sentences, h, batch.row_sentence, k);
  std::vector<TokenId> tokens(rows);
  for (std::size_t rank = 0; rank < k; ++rank) {
    for (std::size_t r = 0; r < rows; ++r) tokens[r] = best[r * k + rank].token;
    if (std::all_of(tokens.begin(), tokens.end(), [](TokenId t) { return t == no_token; })) break;
    const auto logprobs = run_logprobs_of(layer, workspace, h, tokens, batch.row_sentence);
    for (std::size_t r = 0; r < rows; ++r) {
      if (tokens[r] == no_token) continue;
      INFO(G::name << " row " << r << " rank " << rank << " token " << tokens[r]);
      REQUIRE(logprobs[r] == best[r * k + rank].logprob);
    }
  }
}

// Tokens outside each row's vocabulary: against the double reference over
// that vocabulary and the token, within `tolerance`.
template <Gemm G>
void check_tokens_outside_the_vocabulary(ShortlistBatching batching, double tolerance) {
  const Fixture fx;
  const AlignmentShortlist<G> layer(
      fx.weights, fx.lexicon,
      {.words_per_source = 8, .always_include = {eos, unk}, .batching = batching});
  const ScoringBatch batch;
  const std::size_t rows = batch.row_sentence.size();
  auto workspace = layer.make_workspace();
  layer.begin_batch(workspace, batch.sentences, rows);
  const auto h = testing::random_rows(rows, hidden, 72);
  std::size_t checked = 0;
  for (TokenId first : {0, 57, 133, 260, 399}) {
    // Row r asks for the first id at or after `first` (cyclically) that its
    // vocabulary lacks.
    std::vector<TokenId> tokens(rows);
    for (std::size_t r = 0; r < rows; ++r) {
      const auto words = workspace.vocabulary(batch.row_sentence[r]);
      TokenId t = first;
      while (std::binary_search(words.begin(), words.end(), t))
        t = (t + 1) % static_cast<TokenId>(vocab);
      tokens[r] = t;
    }
    const auto logprobs = run_logprobs_of(layer, workspace, h, tokens, batch.row_sentence);
    for (std::size_t r = 0; r < rows; ++r) {
      INFO(G::name << " row " << r << " token " << tokens[r]);
      const std::span<const float> h_row(&h[r * hidden], hidden);
      const double expected = logprob_over_words_and(
          fx.weights, h_row, workspace.vocabulary(batch.row_sentence[r]), tokens[r]);
      CHECK(std::abs(logprobs[r] - expected) <= tolerance);
      ++checked;
    }
  }
  CHECK(checked == 5 * rows);
}

}  // namespace

TEST_CASE("AlignmentShortlist::logprobs_of of a vocabulary word is topk's value, bit for bit") {
  for (ShortlistBatching batching :
       {ShortlistBatching::per_sentence, ShortlistBatching::batch_union}) {
    check_vocabulary_words_bit_for_bit<EigenGemm>(batching);
    check_vocabulary_words_bit_for_bit<Int16Gemm>(batching);
    check_vocabulary_words_bit_for_bit<PackedFp32Gemm>(batching);
    check_vocabulary_words_bit_for_bit<testing::GatherAndPrepare<Int16Gemm>>(batching);
  }
}

TEST_CASE(
    "AlignmentShortlist::logprobs_of offers a token outside the row's vocabulary, normalized over "
    "the vocabulary and the token") {
  // fp32 backends: float logits against double, 1e-5. Int16Gemm, and
  // Int16Gemm without row selection (the token's logit then in fp32): the
  // vocabulary's logits are off the fp32 ones by the quantization of h and
  // W (gemm/int16_gemm.hpp), 1e-3.
  for (ShortlistBatching batching :
       {ShortlistBatching::per_sentence, ShortlistBatching::batch_union}) {
    check_tokens_outside_the_vocabulary<EigenGemm>(batching, 1e-5);
    check_tokens_outside_the_vocabulary<PackedFp32Gemm>(batching, 1e-5);
    check_tokens_outside_the_vocabulary<Int16Gemm>(batching, 1e-3);
    check_tokens_outside_the_vocabulary<testing::GatherAndPrepare<Int16Gemm>>(batching, 1e-3);
  }
}

TEST_CASE("AlignmentShortlist::logprobs_of rejects bad arguments and skips rows without a token") {
  const Fixture fx;
  const AlignmentShortlist<> layer(fx.weights, fx.lexicon,
                                   {.words_per_source = 5, .always_include = {eos}});
  auto workspace = layer.make_workspace();
  auto h = testing::random_rows(4, hidden, 73);
  const ConstMatrixView context(h.data(), 4, hidden);
  std::vector<float> out(4);
  const std::vector<TokenId> four{1, 2, 3, 4}, three{1, 2, 3};
  const std::vector<std::uint32_t> rows_of_two{0, 0, 1, 1};
  REQUIRE_THROWS_WITH(layer.logprobs_of(workspace, context, rows_of_two, four, out),
                      Catch::Contains("call begin_batch"));
  const std::vector<TokenId> a{1, 2}, b{3};
  const std::vector<Sentence> batch{a, b};
  layer.begin_batch(workspace, batch, 4);
  REQUIRE_THROWS_AS(layer.logprobs_of(workspace, context, rows_of_two, three, out), fastdec::error);
  REQUIRE_THROWS_WITH(layer.logprobs_of(workspace, context, rows_of_two, three, out),
                      Catch::Contains("3 tokens and 4 outputs for 4 rows"));
  REQUIRE_THROWS_WITH(
      layer.logprobs_of(workspace, context, rows_of_two, four, std::span<float>(out).first(3)),
      Catch::Contains("4 tokens and 3 outputs for 4 rows"));
  REQUIRE_THROWS_WITH(
      layer.logprobs_of(workspace, context, std::span<const std::uint32_t>(rows_of_two).first(3),
                        four, out),
      Catch::Contains("row_sentence has 3 entries for 4 rows"));
  REQUIRE_THROWS_WITH(
      layer.logprobs_of(workspace, ConstMatrixView(h.data(), 2, 2 * hidden),
                        std::span<const std::uint32_t>(rows_of_two).first(2),
                        std::span<const TokenId>(four).first(2), std::span<float>(out).first(2)),
      Catch::Contains("32 columns but the output layer expects hidden size 16"));
  REQUIRE_THROWS_WITH(layer.logprobs_of(workspace, context, {}, four, out),
                      Catch::Contains("row_sentence must say which sentence"));
  const std::vector<std::uint32_t> past_batch{0, 0, 1, 2};
  REQUIRE_THROWS_WITH(layer.logprobs_of(workspace, context, past_batch, four, out),
                      Catch::Contains("row 3 belongs to sentence 2 but the batch has 2 sentences"));
  for (TokenId bad : {TokenId{-2}, static_cast<TokenId>(vocab)}) {
    const std::vector<TokenId> tokens{1, 2, bad, 4};
    REQUIRE_THROWS_AS(layer.logprobs_of(workspace, context, rows_of_two, tokens, out),
                      fastdec::error);
    REQUIRE_THROWS_WITH(layer.logprobs_of(workspace, context, rows_of_two, tokens, out),
                        Catch::Contains("token " + std::to_string(bad) +
                                        " of row 2 is outside the vocabulary (400 tokens)"));
  }

  // Rows 1 and 2 have no token: not even multiplied (their NaN would throw),
  // and their outputs keep what they held.
  const std::vector<TokenId> tokens{eos, no_token, no_token, 250};
  const auto expected = run_logprobs_of(layer, workspace, h, tokens, rows_of_two, 42.0f);
  h[hidden + 3] = h[2 * hidden] = std::numeric_limits<float>::quiet_NaN();
  const auto logprobs = run_logprobs_of(layer, workspace, h, tokens, rows_of_two, 42.0f);
  CHECK(logprobs[1] == 42.0f);
  CHECK(logprobs[2] == 42.0f);
  CHECK(logprobs[0] == expected[0]);
  CHECK(logprobs[3] == expected[3]);
  CHECK(logprobs[0] < 0.0f);
  CHECK(logprobs[3] < 0.0f);
}

}  // namespace fastdec_test_alignment_shortlist
