// The reference GRU model with PackedFp32Gemm: every exact speed-up is an
// identity (same tokens, same scores, bit for bit), batched decoding equals
// sentence by sentence, and fast activations stay close.
#include <catch2/catch.hpp>

#include <cmath>
#include <vector>

#include "fastdec/gemm/eigen_gemm.hpp"
#include "fastdec/gemm/packed_fp32_gemm.hpp"
#include "fastdec/model/gru_model.hpp"
#include "fastdec/output/fused_topk.hpp"
#include "model/gru_support.hpp"

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
    const std::vector<Decoded> plain = decode_with<PackedFp32Gemm>(weights, config, {});
    GruSpeedups exact = GruSpeedups::all();
    exact.fast_activations = false;
    exact.precomputed_words = 30;
    require_identical(plain, decode_with<PackedFp32Gemm>(weights, config, exact));
    require_identical(plain, decode_with<PackedFp32Gemm>(weights, config, exact, false));
  }
}

TEST_CASE("GRU model: EigenGemm backend decodes the same as the exact speed-ups allow",
          "[model][gru]") {
  const NpzArchive weights = random_gru_weights(testing::gru_test_shape(3), 11);
  GruSpeedups exact = GruSpeedups::all();
  exact.fast_activations = false;
  require_identical(decode_with<EigenGemm>(weights, {}, {}),
                    decode_with<EigenGemm>(weights, {}, exact));
}

TEST_CASE("GRU model: fast activations change scores by little", "[model][gru]") {
  const NpzArchive weights = random_gru_weights(testing::gru_test_shape(3), 5);
  const GruModel<PackedFp32Gemm> exact(weights, {}, {});
  const GruModel<PackedFp32Gemm> fast(weights, {}, {.fast_activations = true});
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
