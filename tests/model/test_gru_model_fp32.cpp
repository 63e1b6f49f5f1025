// The reference GRU model with PackedFp32Gemm: every exact speed-up is an
// identity (same tokens, same scores, bit for bit), batched decoding equals
// sentence by sentence, and fast activations stay close.
//
// Asserts stay on in every build type here: the model's internal views are
// checked by them, and a configuration that builds a bad view must fail this
// test in a release build too, not only under the sanitizer (Debug) preset.
#undef NDEBUG
#include <catch2/catch.hpp>

#include <cassert>
#include <cmath>
#include <utility>
#include <vector>

#include "fastdec/gemm/eigen_gemm.hpp"
#include "fastdec/gemm/packed_fp32_gemm.hpp"
#include "fastdec/models/gru_model.hpp"
#include "fastdec/output/fused_topk.hpp"
#include "model/gru_support.hpp"

// Each test file in its own namespace: the files of a folder are compiled
// as one translation unit (tests/CMakeLists.txt).
namespace fastdec_test_gru_model_fp32 {

using namespace fastdec;
using testing::decode;
using testing::Decoded;

namespace {

static_assert(DecoderModel<GruModel<PackedFp32Gemm>>);
static_assert(DecoderModel<GruModel<EigenGemm>>);

void require_identical(const std::vector<Decoded>& a, const std::vector<Decoded>& b) {
  REQUIRE(a.size() == b.size());
  for (std::size_t s = 0; s < a.size(); ++s) {
    CHECK(a[s].tokens == b[s].tokens);
    CHECK(a[s].token_logprobs == b[s].token_logprobs);
    CHECK(a[s].score == b[s].score);
    CHECK(a[s].alignment == b[s].alignment);
  }
}

template <class G>
std::vector<Decoded> decode_with(const NpzArchive& weights, const GruModelConfig& config,
                                 const GruSpeedups& speedups, bool batched = true) {
  const GruModel<G> model(weights, config, speedups);
  const FusedTopK<G> output(model.output_weights());
  return decode(model, output, testing::gru_sources(model.source_vocab_size()), batched);
}

}  // namespace

TEST_CASE("GRU model: each exact speed-up alone and all together equal the plain path",
          "[model][gru]") {
  const GruModelConfig config{};
  const NpzArchive weights = random_gru_weights(testing::gru_test_shape(3), 7, config);
  const std::vector<Decoded> plain = decode_with<PackedFp32Gemm>(weights, config, {});
  REQUIRE(plain.size() == 5);
  std::size_t tokens = 0;
  for (const Decoded& d : plain) tokens += d.tokens.size();
  REQUIRE(tokens > 5);  // the test decodes something

  SECTION("precomputed embeddings (all words, some words)") {
    require_identical(
        plain, decode_with<PackedFp32Gemm>(
                   weights, config, {.precomputed_embeddings = true, .precomputed_words = 60}));
    require_identical(
        plain, decode_with<PackedFp32Gemm>(
                   weights, config, {.precomputed_embeddings = true, .precomputed_words = 7}));
  }
  SECTION("precomputed attention") {
    require_identical(
        plain, decode_with<PackedFp32Gemm>(weights, config, {.precomputed_attention = true}));
  }
  SECTION("merged states") {
    require_identical(plain, decode_with<PackedFp32Gemm>(weights, config, {.merged_states = true}));
  }
  SECTION("all exact speed-ups together") {
    require_identical(plain, decode_with<PackedFp32Gemm>(weights, config,
                                                         {.precomputed_embeddings = true,
                                                          .precomputed_words = 20,
                                                          .precomputed_attention = true,
                                                          .merged_states = true}));
  }
  SECTION("batched decoding equals sentence by sentence") {
    require_identical(plain, decode_with<PackedFp32Gemm>(weights, config, {}, false));
    const std::vector<Decoded> fast_batched =
        decode_with<PackedFp32Gemm>(weights, config, GruSpeedups::all(), true);
    require_identical(fast_batched,
                      decode_with<PackedFp32Gemm>(weights, config, GruSpeedups::all(), false));
  }
}

TEST_CASE("GRU model: each token's alignment is the source position its step attended most",
          "[model][gru]") {
  static_assert(AligningModel<GruModel<PackedFp32Gemm>>);
  const GruModelConfig config{};
  const NpzArchive weights = random_gru_weights(testing::gru_test_shape(3), 7, config);
  const GruModel<PackedFp32Gemm> model(weights, config);
  const FusedTopK<PackedFp32Gemm> output(model.output_weights());
  const auto sources = testing::gru_sources(model.source_vocab_size());
  const std::vector<Decoded> decoded = decode(model, output, sources, true, 1);
  // Greedy by hand: each step's attended position, then the token the search chose.
  for (std::size_t s = 0; s < sources.size(); ++s) {
    INFO("sentence " << s);
    REQUIRE(decoded[s].alignment.size() == decoded[s].tokens.size());
    auto state = model.make_state();
    const Sentence source(sources[s]);
    model.encode(state, {&source, 1}, 1);
    TokenId previous = testing::gru_search_options(1).bos_token;
    const std::uint32_t parent = 0;
    for (std::size_t i = 0; i < decoded[s].tokens.size(); ++i) {
      model.step(state, {&previous, 1}, {&parent, 1});
      const std::uint32_t attended = model.attended_positions(state)[0];
      CHECK(attended < source.size());
      CHECK(decoded[s].alignment[i] == attended);
      previous = decoded[s].tokens[i];
    }
  }
}

TEST_CASE("GRU model: identities hold for other configurations", "[model][gru]") {
  GruShape shape = testing::gru_test_shape(3);
  shape.fc_layers = 0;
  shape.encoder_layers = 1;
  const GruModelConfig configs[] = {
      {.initial_state = InitialState::zeros},
      {.pre_output_inputs = {.state = true, .context = false, .embedding = false}},
      {.pre_output_inputs = {.state = false, .context = true, .embedding = true}},
  };
  for (const GruModelConfig& config : configs) {
    const NpzArchive weights = random_gru_weights(shape, 3, config);
    const std::vector<Decoded> plain =
        decode_with<PackedFp32Gemm>(weights, config, GruSpeedups::reference());
    GruSpeedups exact = GruSpeedups::all();
    exact.fast_activations = false;
    exact.precomputed_words = 30;
    require_identical(plain, decode_with<PackedFp32Gemm>(weights, config, exact));
    require_identical(plain, decode_with<PackedFp32Gemm>(weights, config, exact, false));
  }
}

TEST_CASE("GRU model: every configuration GruModelConfig accepts constructs and decodes",
          "[model][gru]") {
  // Widths that differ from one another (state 16 or fc 6, context 10,
  // embedding 5), so that a column block of W_p taken at the wrong place or
  // width cannot pass by accident.
  GruShape shape = testing::gru_test_shape(0);
  shape.encoder_hidden = 5;
  shape.encoder_layers = 1;
  shape.target_embedding = 5;
  shape.fc_size = 6;
  GruSpeedups exact = GruSpeedups::all();
  exact.fast_activations = false;
  exact.precomputed_words = 30;
  std::size_t configurations = 0;
  for (const InitialState initial : {InitialState::mean_tanh, InitialState::zeros})
    for (std::size_t fc = 0; fc <= 3; ++fc)
      for (unsigned inputs = 1; inputs < 8; ++inputs) {
        const GruModelConfig config{.initial_state = initial,
                                    .pre_output_inputs = {.state = (inputs & 1) != 0,
                                                          .context = (inputs & 2) != 0,
                                                          .embedding = (inputs & 4) != 0},
                                    .fc_skip_connections = fc % 2 == 1};
        shape.fc_layers = fc;
        INFO("initial state " << (initial == InitialState::zeros ? "zeros" : "mean_tanh")
                              << ", fc layers " << fc << ", pre-output inputs " << inputs);
        const NpzArchive weights = random_gru_weights(shape, 5 + inputs, config);
        const std::vector<Decoded> plain =
            decode_with<PackedFp32Gemm>(weights, config, GruSpeedups::reference());
        REQUIRE(plain.size() == 5);
        for (const Decoded& d : plain) CHECK(!d.tokens.empty());
        require_identical(plain, decode_with<PackedFp32Gemm>(weights, config, exact));
        ++configurations;
      }
  CHECK(configurations == 56);
}

TEST_CASE("GRU model: the attention bias on the query side is the same model", "[model][gru]") {
  // PyTorch code that gives the query projection the bias (and the keys none)
  // computes the same scores: fastdec adds the query bias to the keys.
  const NpzArchive keys = random_gru_weights(testing::gru_test_shape(1), 13);
  NpzArchive query = keys;
  auto moved = query.arrays.extract("decoder.attention.key.bias");
  moved.key() = "decoder.attention.query.bias";
  query.arrays.insert(std::move(moved));
  require_identical(decode_with<PackedFp32Gemm>(keys, {}, {}),
                    decode_with<PackedFp32Gemm>(query, {}, {}));
  // Both sides: the sum counts.
  NpzArchive both = keys;
  NpyArray half = both.arrays.at("decoder.attention.key.bias");
  for (float& v : half.values) v *= 0.5f;
  both.arrays.at("decoder.attention.key.bias") = half;
  both.arrays.emplace("decoder.attention.query.bias", half);
  const GruModel<PackedFp32Gemm> a(keys), b(both);
  CHECK(testing::max_context_difference(a, b, 4, 7, 3) < 1e-5f);
}

TEST_CASE("GRU model: EigenGemm backend decodes the same as the exact speed-ups allow",
          "[model][gru]") {
  const NpzArchive weights = random_gru_weights(testing::gru_test_shape(3), 11);
  GruSpeedups exact = GruSpeedups::all();
  exact.fast_activations = false;
  require_identical(decode_with<EigenGemm>(weights, {}, GruSpeedups::reference()),
                    decode_with<EigenGemm>(weights, {}, exact));
}

TEST_CASE("GRU model: the default fast math changes scores by little", "[model][gru]") {
  const NpzArchive weights = random_gru_weights(testing::gru_test_shape(3), 5);
  const GruModel<PackedFp32Gemm> exact(weights, {}, GruSpeedups::reference());
  const GruModel<PackedFp32Gemm> fast(weights, {}, {});  // the default
  // Teacher-forced: both are fed the same tokens; h is compared row by row.
  const float worst = testing::max_context_difference(exact, fast, 6, 13, 3);
  CHECK(worst > 0.0f);   // the fast path is really taken
  CHECK(worst < 1e-5f);  // activations err by 1.5e-7 each; a few layers amplify that a little
}

TEST_CASE("GRU model: statistics report merging and embedding coverage", "[model][gru]") {
  const NpzArchive weights = random_gru_weights(testing::gru_test_shape(3), 7);
  const GruModel<PackedFp32Gemm> model(
      weights, {},
      {.precomputed_embeddings = true, .precomputed_words = 20, .merged_states = true});
  CHECK(model.precomputed_words() == 20);
  CHECK(model.precomputed_embedding_bytes() == 20 * (3 * 16 + 12) * sizeof(float));
  const FusedTopK<PackedFp32Gemm> output(model.output_weights());
  BeamSearch search(model, output, testing::gru_search_options(4));
  const auto sources = testing::gru_sources(model.source_vocab_size());
  search.translate_batch(testing::as_sentences(sources));
  const GruDecodeStatistics& stats = search.model_state().statistics();
  CHECK(stats.steps > 1);
  CHECK(stats.rows > stats.steps);
  CHECK(stats.distinct_rows < stats.rows);  // beams share parents
  CHECK(stats.distinct_fraction() > 0.0);
  CHECK(stats.embedding_lookups == stats.rows);
  CHECK(stats.table_hits > 0);
  CHECK(stats.embedding_coverage() <= 1.0);
}

}  // namespace fastdec_test_gru_model_fp32
