// The reference GRU model with Int16Gemm (every layer 16-bit, Devlin 2017
// section 4.1) and Int8Gemm: the exact speed-ups remain identities, batched
// equals sentence by sentence, and the context rows stay within the
// quantization error of the fp32 model's.
#include <catch2/catch.hpp>

#include <cmath>
#include <vector>

#include "fastdec/gemm/int16_gemm.hpp"
#include "fastdec/gemm/int8_gemm.hpp"
#include "fastdec/gemm/packed_fp32_gemm.hpp"
#include "fastdec/models/gru_model.hpp"
#include "fastdec/output/fused_topk.hpp"
#include "model/gru_support.hpp"

// Each test file in its own namespace: the files of a folder are compiled
// as one translation unit (tests/CMakeLists.txt).
namespace fastdec_test_gru_model_int16 {

using namespace fastdec;
using testing::Decoded;

namespace {

template <class G = Int16Gemm>
std::vector<Decoded> decode_int16(const NpzArchive& weights, const GruSpeedups& speedups,
                                  bool batched = true) {
  const GruModel<G> model(weights, {}, speedups);
  const FusedTopK<G> output(model.output_weights());
  return testing::decode(model, output, testing::gru_sources(model.source_vocab_size()), batched);
}

void require_identical(const std::vector<Decoded>& a, const std::vector<Decoded>& b) {
  REQUIRE(a.size() == b.size());
  for (std::size_t s = 0; s < a.size(); ++s) {
    CHECK(a[s].tokens == b[s].tokens);
    CHECK(a[s].token_logprobs == b[s].token_logprobs);
  }
}

}  // namespace

TEST_CASE("GRU model int16: exact speed-ups are identities, batching too", "[model][gru][int16]") {
  const NpzArchive weights = random_gru_weights(testing::gru_test_shape(2), 17);
  const std::vector<Decoded> plain = decode_int16(weights, GruSpeedups::reference());
  GruSpeedups exact = GruSpeedups::all();
  exact.fast_activations = false;
  exact.precomputed_words = 25;
  require_identical(plain, decode_int16(weights, exact));
  require_identical(plain, decode_int16(weights, GruSpeedups::reference(), false));
  require_identical(decode_int16(weights, GruSpeedups::all()),
                    decode_int16(weights, GruSpeedups::all(), false));
}

TEST_CASE("GRU model int16: context rows within the quantization error of fp32",
          "[model][gru][int16]") {
  const NpzArchive weights = random_gru_weights(testing::gru_test_shape(2), 19);
  const GruModel<PackedFp32Gemm> fp32(weights);
  const GruModel<Int16Gemm> int16(weights, {}, GruSpeedups::all());
  const float worst = testing::max_context_difference(fp32, int16, 8, 11, 5);
  // Each product errs by about 0.1% of max|a| max|b| K (gemm/int16_gemm.hpp);
  // through the encoder, attention, GRU and pre-output layers that stays far
  // below 1% of the [-1, 1] range of h.
  CHECK(worst > 0.0f);
  CHECK(worst < 0.01f);
}

TEST_CASE("GRU model int8: exact speed-ups are identities, batching too", "[model][gru][int8]") {
  const NpzArchive weights = random_gru_weights(testing::gru_test_shape(2), 19);
  const std::vector<Decoded> plain = decode_int16<Int8Gemm>(weights, {});
  std::size_t tokens = 0;
  for (const Decoded& d : plain) tokens += d.tokens.size();
  REQUIRE(tokens > plain.size());  // the test decodes something
  GruSpeedups exact = GruSpeedups::all();
  exact.precomputed_words = 25;
  require_identical(plain, decode_int16<Int8Gemm>(weights, exact));
  require_identical(plain, decode_int16<Int8Gemm>(weights, {}, false));
  require_identical(plain, decode_int16<Int8Gemm>(weights, exact, false));
}

}  // namespace fastdec_test_gru_model_int16
