// GRU model weights: the manifest, shape inference, and the errors for
// missing, extra, mis-shaped, non-float32 and non-finite tensors, each
// naming the tensor.
#include <catch2/catch.hpp>

#include <cmath>
#include <string>
#include <vector>

#include "fastdec/gemm/packed_fp32_gemm.hpp"
#include "fastdec/models/gru_model.hpp"

// Each test file in its own namespace: the files of a folder are compiled
// as one translation unit (tests/CMakeLists.txt).
namespace fastdec_test_gru_weights {

using namespace fastdec;

namespace {

GruShape shape() {
  return {.source_vocab = 9,
          .target_vocab = 11,
          .source_embedding = 3,
          .target_embedding = 4,
          .encoder_hidden = 2,
          .encoder_layers = 2,
          .decoder_hidden = 5,
          .attention = 3,
          .fc_layers = 3,
          .fc_size = 4,
          .pre_output = 6};
}

void require_error_naming(const NpzArchive& weights, const std::string& name,
                          const GruModelConfig& config = {}) {
  try {
    const GruModel<PackedFp32Gemm> model(weights, config);
    FAIL("no error for " << name);
  } catch (const fastdec::error& e) {
    INFO(e.what());
    CHECK(std::string(e.what()).find(name) != std::string::npos);
  }
}

}  // namespace

TEST_CASE("GRU config and Linear: enum values outside their names are errors", "[model][weights]") {
  GruModelConfig config;
  config.initial_state = static_cast<InitialState>(4);
  CHECK_THROWS_WITH(gru_manifest(shape(), config),
                    Catch::Contains("GruModelConfig::initial_state = 4"));
  const std::vector<float> weight(6, 0.5f);
  CHECK_THROWS_WITH(
      Linear<PackedFp32Gemm>(ConstMatrixView(weight.data(), 2, 3), {}, static_cast<Activation>(9)),
      Catch::Contains("activation = 9"));
}

TEST_CASE("GRU weights: manifest and dimensions read from the shapes", "[model][weights]") {
  const NpzArchive weights = random_gru_weights(shape(), 1);
  const GruModel<PackedFp32Gemm> model(weights);
  const GruShape& s = model.shape();
  CHECK(s.source_vocab == 9);
  CHECK(s.target_vocab == 11);
  CHECK(s.source_embedding == 3);
  CHECK(s.target_embedding == 4);
  CHECK(s.encoder_hidden == 2);
  CHECK(s.encoder_layers == 2);
  CHECK(s.decoder_hidden == 5);
  CHECK(s.attention == 3);
  CHECK(s.fc_layers == 3);
  CHECK(s.fc_size == 4);
  CHECK(s.pre_output == 6);
  CHECK(model.hidden_size() == 6);
  CHECK(model.output_weights().vocab_size() == 11);
  CHECK(model.output_weights().weights()(2, 3) ==
        weights.arrays.at("decoder.output.weight").values[2 * 6 + 3]);
  const auto manifest = gru_manifest(shape(), {});
  CHECK(manifest.size() == weights.arrays.size());
  CHECK(weights.arrays.at("decoder.pre_output.weight").shape ==
        std::vector<std::size_t>{6, 4 + 4 + 4});  // [fc; context 2*2; embedding]
  CHECK(weights.arrays.at("encoder.rnn.weight_ih_l1_reverse").shape ==
        std::vector<std::size_t>{6, 4});
  CHECK(random_gru_weights(shape(), 1).arrays.at("decoder.cell.weight_hh").values ==
        weights.arrays.at("decoder.cell.weight_hh").values);  // deterministic
}

TEST_CASE("GRU weights: each problem is an error naming the tensor", "[model][weights]") {
  const NpzArchive good = random_gru_weights(shape(), 2);
  SECTION("missing") {
    for (const char* name :
         {"decoder.cell.bias_hh", "encoder.rnn.weight_hh_l1_reverse", "decoder.attention.v.weight",
          "decoder.output.bias", "decoder.init.bias"}) {
      NpzArchive w = good;
      w.arrays.erase(name);
      require_error_naming(w, name);
    }
  }
  SECTION("extra") {
    NpzArchive w = good;
    w.arrays["decoder.coverage.weight"] = {"<f4", {2}, {0.0f, 0.0f}};
    require_error_naming(w, "decoder.coverage.weight");
    require_error_naming(good, "decoder.init.", {.initial_state = InitialState::zeros});
  }
  SECTION("mis-shaped") {
    NpzArchive w = good;
    w.arrays["decoder.cell.weight_ih"].shape = {15, 7};
    w.arrays["decoder.cell.weight_ih"].values.resize(15 * 7);
    require_error_naming(w, "decoder.cell.weight_ih");
    NpzArchive v = good;
    v.arrays["decoder.fc.2.weight"].shape = {4, 4, 1};
    require_error_naming(v, "decoder.fc.2.weight");
    NpzArchive u = good;
    u.arrays["decoder.attention.query.weight"].values.pop_back();
    require_error_naming(u, "decoder.attention.query.weight");
  }
  SECTION("a mis-shaped tensor is the one named, not the tensors its shape disagrees with") {
    // decoder.cell.weight_hh is [15, 5]; [15, 7] used to give H_d = 7 and an
    // error naming decoder.init.weight. [21, 7] is consistent on its own.
    for (const std::vector<std::size_t>& wrong :
         {std::vector<std::size_t>{15, 7}, {21, 7}, {5, 15}}) {
      NpzArchive w = good;
      w.arrays["decoder.cell.weight_hh"].shape = wrong;
      w.arrays["decoder.cell.weight_hh"].values.resize(wrong[0] * wrong[1]);
      try {
        const GruModel<PackedFp32Gemm> model(w);
        FAIL("no error for a mis-shaped decoder.cell.weight_hh");
      } catch (const fastdec::error& e) {
        const std::string message = e.what();
        INFO(message);
        CHECK(message.find("decoder.cell.weight_hh has shape") != std::string::npos);
        CHECK(message.find("[15, 5]") != std::string::npos);
        CHECK(message.find("decoder.init.weight") == std::string::npos);
      }
    }
  }
  SECTION("every missing and every unexpected tensor in one message") {
    NpzArchive w = good;
    for (const char* name : {"decoder.cell.bias_hh", "decoder.output.weight", "decoder.init.bias"})
      w.arrays.erase(name);
    w.arrays["decoder.coverage.weight"] = {"<f4", {2}, {0.0f, 0.0f}};
    w.arrays["encoder.rnn.weight_ih"] = {"<f4", {1}, {0.0f}};
    try {
      const GruModel<PackedFp32Gemm> model(w);
      FAIL("no error for missing and unexpected tensors");
    } catch (const fastdec::error& e) {
      const std::string message = e.what();
      INFO(message);
      for (const char* name : {"decoder.cell.bias_hh", "decoder.output.weight", "decoder.init.bias",
                               "decoder.coverage.weight", "encoder.rnn.weight_ih"})
        CHECK(message.find(name) != std::string::npos);
      CHECK(message.find("3 tensors are missing") != std::string::npos);
      CHECK(message.find("2 tensors are not part of this model") != std::string::npos);
      CHECK(message.find("docs/model.md") != std::string::npos);
    }
  }
  SECTION("a shape whose element count wraps around to the values held") {
    // [2^62, 4] has 2^64 elements, 0 after wrapping: it used to pass as an
    // empty tensor and the first translation read wild memory.
    const std::size_t huge = std::size_t{1} << 62;
    for (const char* name : {"decoder.embedding.weight", "decoder.output.weight",
                             "encoder.embedding.weight", "decoder.cell.weight_hh"}) {
      NpzArchive w = good;
      w.arrays[name].shape = {huge, 4};
      w.arrays[name].values.clear();
      require_error_naming(w, name);
      w.arrays[name].shape = {huge, 8};  // wraps to 0 as well, with another width
      require_error_naming(w, name);
    }
    NpzArchive all = good;  // every tensor of the vocabulary dimension agrees on 2^62
    for (const char* name : {"decoder.embedding.weight", "decoder.output.weight"}) {
      all.arrays[name].shape[0] = huge;
      all.arrays[name].values.clear();
    }
    all.arrays["decoder.output.bias"] = {"<f4", {huge}, {}};
    CHECK_THROWS_AS(GruModel<PackedFp32Gemm>(all), fastdec::error);
  }
  SECTION("not float32") {
    NpzArchive w = good;
    w.arrays["encoder.embedding.weight"].dtype = "<i8";
    w.arrays["encoder.embedding.weight"].values.clear();
    require_error_naming(w, "encoder.embedding.weight");
  }
  SECTION("not finite") {
    NpzArchive w = good;
    w.arrays["decoder.pre_output.bias"].values[1] = NAN;
    require_error_naming(w, "decoder.pre_output.bias");
  }
  SECTION("bad config and shape") {
    CHECK_THROWS_AS(GruModel<PackedFp32Gemm>(good, {.pre_output_inputs = {false, false, false}}),
                    fastdec::error);
    GruShape s = shape();
    s.attention = 0;
    CHECK_THROWS_AS(random_gru_weights(s, 1), fastdec::error);
  }
}

TEST_CASE("GRU model: bad sources and steps are errors", "[model][gru]") {
  const GruModel<PackedFp32Gemm> model(random_gru_weights(shape(), 3));
  auto state = model.make_state();
  const std::vector<TokenId> good = {1, 2, 3}, bad = {1, 9}, empty = {};
  const std::vector<Sentence> bad_batch = {good, bad}, empty_batch = {good, empty}, one = {good};
  CHECK_THROWS_AS(model.encode(state, bad_batch, 4), fastdec::error);
  CHECK_THROWS_AS(model.encode(state, empty_batch, 4), fastdec::error);
  CHECK_THROWS_AS(model.encode(state, one, 0), fastdec::error);
  model.encode(state, one, 2);
  const std::vector<TokenId> previous = {0, 0, 0};
  const std::vector<std::uint32_t> parents = {0, 0, 0};
  CHECK_THROWS_AS(model.step(state, previous, parents), fastdec::error);  // 3 rows > max_rows 2
  const std::vector<TokenId> bad_token = {11};
  const std::vector<std::uint32_t> bad_parent = {1}, zero = {0};
  CHECK_THROWS_AS(model.step(state, bad_token, zero), fastdec::error);
  CHECK_THROWS_AS(model.step(state, std::span(previous).first(1), bad_parent), fastdec::error);
}

}  // namespace fastdec_test_gru_weights
