// fastdec/model/gru_weights.hpp: the reference GRU model's shapes, options
// and tensor manifest (names = PyTorch state_dict keys), shape inference and
// checks for an NpzArchive, and random weights for tests and benchmarks.
//
// Dimensions (GruShape): V_s, V_t source / target vocabularies; E_s, E_t
// embedding sizes; H_e encoder GRU size per direction (C = 2 H_e is the size
// of an encoder output a_j), L_e encoder layers; H_d decoder GRU size; A
// attention size; F_1..F_n FC-relu layer sizes (all fc_size); P pre-output size.
//
// Manifest (every tensor float32, "<f4"; docs/model.md lists it too):
//   encoder.embedding.weight                [V_s, E_s]
//   encoder.rnn.weight_ih_l{l}[_reverse]    [3 H_e, l == 0 ? E_s : C]     (nn.GRU, bidirectional)
//   encoder.rnn.weight_hh_l{l}[_reverse]    [3 H_e, H_e]
//   encoder.rnn.bias_ih_l{l}[_reverse]      [3 H_e]
//   encoder.rnn.bias_hh_l{l}[_reverse]      [3 H_e]
//   decoder.init.weight, .bias              [H_d, C], [H_d]   (initial_state = mean_tanh only)
//   decoder.attention.key.weight, .bias     [A, C], [A]
//   decoder.attention.query.weight          [A, H_d]
//   decoder.attention.v.weight              [1, A]
//   decoder.embedding.weight                [V_t, E_t]
//   decoder.cell.weight_ih                  [3 H_d, E_t + C]  (nn.GRUCell; [embedding; context])
//   decoder.cell.weight_hh                  [3 H_d, H_d]
//   decoder.cell.bias_ih, .bias_hh          [3 H_d]
//   decoder.fc.{i}.weight, .bias            [F, i == 0 ? H_d : F], [F]   (i < fc_layers)
//   decoder.pre_output.weight, .bias        [P, width of the chosen inputs], [P]
//   decoder.output.weight, .bias            [V_t, P], [V_t]
// Everything but what GruModelConfig says is read from the shapes.
//
// Cold code: kept out of the GruModel template. Thread safety: plain functions.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "fastdec/core/error.hpp"
#include "fastdec/io/npz.hpp"

namespace fastdec {

enum class InitialState {
  mean_tanh,  // s_0 = tanh(W_init mean_j a_j + b_init)
  zeros,      // s_0 = 0 (no decoder.init tensors)
};

// Which of [state; context; embedding] the pre-output layer reads, in that order.
struct PreOutputInputs {
  bool state = true;      // the decoder GRU state s_i (or the last FC layer's output)
  bool context = true;    // the attention context c_i
  bool embedding = true;  // the embedding of the previous word y_{i-1}
};

// What the shapes cannot tell.
struct GruModelConfig {
  InitialState initial_state = InitialState::mean_tanh;
  PreOutputInputs pre_output_inputs = {};
  // Devlin 2017, section 5: FC layer l (1-based) adds the output of layer
  // l - 2 before its relu for l = 3, 5, 7, ...
  bool fc_skip_connections = true;
};

struct GruShape {
  std::size_t source_vocab = 40;
  std::size_t target_vocab = 50;
  std::size_t source_embedding = 12;
  std::size_t target_embedding = 10;
  std::size_t encoder_hidden = 8;  // per direction
  std::size_t encoder_layers = 1;
  std::size_t decoder_hidden = 16;
  std::size_t attention = 14;
  std::size_t fc_layers = 0;
  std::size_t fc_size = 16;
  std::size_t pre_output = 12;

  std::size_t context() const noexcept { return 2 * encoder_hidden; }  // C
  std::size_t state_width() const noexcept { return fc_layers > 0 ? fc_size : decoder_hidden; }
  std::size_t pre_output_width(const GruModelConfig& config) const noexcept {
    const PreOutputInputs& in = config.pre_output_inputs;
    return (in.state ? state_width() : 0) + (in.context ? context() : 0) +
           (in.embedding ? target_embedding : 0);
  }
};

struct TensorSpec {
  std::string name;
  std::vector<std::size_t> shape;
};

inline void validate(const GruModelConfig& config) {
  const PreOutputInputs& in = config.pre_output_inputs;
  FASTDEC_REQUIRE(in.state || in.context || in.embedding,
                  "GruModelConfig::pre_output_inputs selects none of state, context and "
                  "embedding; the pre-output layer needs at least one.");
}

inline void validate(const GruShape& shape) {
  const std::size_t dims[] = {shape.source_vocab,     shape.target_vocab,   shape.source_embedding,
                              shape.target_embedding, shape.encoder_hidden, shape.encoder_layers,
                              shape.decoder_hidden,   shape.attention,      shape.pre_output};
  for (const std::size_t d : dims)
    FASTDEC_REQUIRE(d >= 1, "GruShape: every dimension must be at least 1 (a dimension is 0).");
  FASTDEC_REQUIRE(shape.fc_layers == 0 || shape.fc_size >= 1,
                  "GruShape: fc_size must be at least 1 when there are FC layers.");
}

// Every tensor of a model of this shape, in a fixed order.
inline std::vector<TensorSpec> gru_manifest(const GruShape& s, const GruModelConfig& config) {
  validate(s);
  validate(config);
  std::vector<TensorSpec> m;
  const std::size_t c = s.context();
  m.push_back({"encoder.embedding.weight", {s.source_vocab, s.source_embedding}});
  for (std::size_t l = 0; l < s.encoder_layers; ++l)
    for (const std::string_view suffix : {"", "_reverse"}) {
      const std::string at = std::to_string(l) + std::string(suffix);
      m.push_back({"encoder.rnn.weight_ih_l" + at,
                   {3 * s.encoder_hidden, l == 0 ? s.source_embedding : c}});
      m.push_back({"encoder.rnn.weight_hh_l" + at, {3 * s.encoder_hidden, s.encoder_hidden}});
      m.push_back({"encoder.rnn.bias_ih_l" + at, {3 * s.encoder_hidden}});
      m.push_back({"encoder.rnn.bias_hh_l" + at, {3 * s.encoder_hidden}});
    }
  if (config.initial_state == InitialState::mean_tanh) {
    m.push_back({"decoder.init.weight", {s.decoder_hidden, c}});
    m.push_back({"decoder.init.bias", {s.decoder_hidden}});
  }
  m.push_back({"decoder.attention.key.weight", {s.attention, c}});
  m.push_back({"decoder.attention.key.bias", {s.attention}});
  m.push_back({"decoder.attention.query.weight", {s.attention, s.decoder_hidden}});
  m.push_back({"decoder.attention.v.weight", {1, s.attention}});
  m.push_back({"decoder.embedding.weight", {s.target_vocab, s.target_embedding}});
  m.push_back({"decoder.cell.weight_ih", {3 * s.decoder_hidden, s.target_embedding + c}});
  m.push_back({"decoder.cell.weight_hh", {3 * s.decoder_hidden, s.decoder_hidden}});
  m.push_back({"decoder.cell.bias_ih", {3 * s.decoder_hidden}});
  m.push_back({"decoder.cell.bias_hh", {3 * s.decoder_hidden}});
  for (std::size_t i = 0; i < s.fc_layers; ++i) {
    const std::string at = "decoder.fc." + std::to_string(i);
    m.push_back({at + ".weight", {s.fc_size, i == 0 ? s.decoder_hidden : s.fc_size}});
    m.push_back({at + ".bias", {s.fc_size}});
  }
  m.push_back({"decoder.pre_output.weight", {s.pre_output, s.pre_output_width(config)}});
  m.push_back({"decoder.pre_output.bias", {s.pre_output}});
  m.push_back({"decoder.output.weight", {s.target_vocab, s.pre_output}});
  m.push_back({"decoder.output.bias", {s.target_vocab}});
  return m;
}

namespace detail {

inline std::string shape_text(const std::vector<std::size_t>& shape) {
  std::string text = "[";
  for (std::size_t i = 0; i < shape.size(); ++i)
    text += (i > 0 ? ", " : "") + std::to_string(shape[i]);
  return text + "]";
}

inline const NpyArray& gru_tensor(const NpzArchive& archive, const std::string& name,
                                  std::size_t dims) {
  const auto it = archive.arrays.find(name);
  FASTDEC_REQUIRE(it != archive.arrays.end(), "GRU model weights: tensor ", name,
                  " is missing (see the manifest in docs/model.md).");
  FASTDEC_REQUIRE(it->second.shape.size() == dims, "GRU model weights: tensor ", name,
                  " has shape ", shape_text(it->second.shape), " but must have ", dims,
                  " dimensions.");
  return it->second;
}

}  // namespace detail

// Reads the dimensions from the shapes of the archive's tensors.
inline GruShape infer_gru_shape(const NpzArchive& archive, const GruModelConfig& config) {
  using detail::gru_tensor;
  GruShape s;
  const NpyArray& source = gru_tensor(archive, "encoder.embedding.weight", 2);
  s.source_vocab = source.shape[0];
  s.source_embedding = source.shape[1];
  s.encoder_hidden = gru_tensor(archive, "encoder.rnn.weight_hh_l0", 2).shape[1];
  s.encoder_layers = 0;
  while (archive.arrays.contains("encoder.rnn.weight_ih_l" + std::to_string(s.encoder_layers)))
    ++s.encoder_layers;
  const NpyArray& target = gru_tensor(archive, "decoder.embedding.weight", 2);
  s.target_vocab = target.shape[0];
  s.target_embedding = target.shape[1];
  s.decoder_hidden = gru_tensor(archive, "decoder.cell.weight_hh", 2).shape[1];
  s.attention = gru_tensor(archive, "decoder.attention.key.weight", 2).shape[0];
  s.fc_layers = 0;
  while (archive.arrays.contains("decoder.fc." + std::to_string(s.fc_layers) + ".weight"))
    ++s.fc_layers;
  if (s.fc_layers > 0) s.fc_size = gru_tensor(archive, "decoder.fc.0.weight", 2).shape[0];
  s.pre_output = gru_tensor(archive, "decoder.pre_output.weight", 2).shape[0];
  for (const std::size_t d : {s.source_vocab, s.source_embedding, s.encoder_hidden, s.target_vocab,
                              s.target_embedding, s.decoder_hidden, s.attention, s.pre_output})
    FASTDEC_REQUIRE(d >= 1, "GRU model weights: a tensor has a zero dimension.");
  (void)config;
  return s;
}

// Every tensor of the manifest present, float32, of its shape; no others.
inline void check_gru_archive(const NpzArchive& archive, const GruShape& shape,
                              const GruModelConfig& config) {
  const std::vector<TensorSpec> manifest = gru_manifest(shape, config);
  for (const TensorSpec& spec : manifest) {
    const auto it = archive.arrays.find(spec.name);
    FASTDEC_REQUIRE(it != archive.arrays.end(), "GRU model weights: tensor ", spec.name,
                    " is missing; expected shape ", detail::shape_text(spec.shape), ".");
    const NpyArray& array = it->second;
    FASTDEC_REQUIRE(array.dtype == "<f4", "GRU model weights: tensor ", spec.name, " is ",
                    array.dtype, " but must be float32 (<f4).");
    FASTDEC_REQUIRE(array.shape == spec.shape, "GRU model weights: tensor ", spec.name,
                    " has shape ", detail::shape_text(array.shape), " but must have ",
                    detail::shape_text(spec.shape), ".");
    std::size_t count = 1;
    for (const std::size_t d : array.shape) count *= d;
    FASTDEC_REQUIRE(array.values.size() == count, "GRU model weights: tensor ", spec.name,
                    " holds ", array.values.size(), " values but its shape needs ", count, ".");
    for (std::size_t i = 0; i < count; ++i)
      FASTDEC_REQUIRE(std::isfinite(array.values[i]), "GRU model weights: tensor ", spec.name,
                      " has a non-finite value at flat index ", i, ".");
  }
  for (const auto& [name, array] : archive.arrays) {
    bool known = false;
    for (const TensorSpec& spec : manifest) known = known || spec.name == name;
    FASTDEC_REQUIRE(known, "GRU model weights: tensor ", name,
                    " is not part of this model (with initial_state ",
                    config.initial_state == InitialState::zeros ? "zeros" : "mean_tanh",
                    "; see the manifest in docs/model.md).");
  }
}

// Random weights of the given shape, uniform in +-1/sqrt(inputs) for matrices
// and biases (PyTorch's default initialization) and +-1 for embeddings; the
// output bias gives lower ids higher scores, as a frequency-ordered
// vocabulary would. Deterministic for a seed on every platform.
inline NpzArchive random_gru_weights(const GruShape& shape, std::uint64_t seed,
                                     const GruModelConfig& config = {}) {
  std::uint64_t state = seed * 0x9E3779B97F4A7C15ull + 0x632BE59BD9B4E019ull;
  const auto uniform = [&state](float scale) {  // splitmix64
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    const float unit = static_cast<float>(z >> 40) * (1.0f / 16777216.0f);  // [0, 1)
    return (2.0f * unit - 1.0f) * scale;
  };
  NpzArchive archive;
  for (const TensorSpec& spec : gru_manifest(shape, config)) {
    NpyArray array{"<f4", spec.shape, {}};
    std::size_t count = 1;
    for (const std::size_t d : spec.shape) count *= d;
    array.values.resize(count);
    const bool embedding = spec.name.ends_with("embedding.weight");
    const std::size_t inputs = spec.shape.size() == 2 ? spec.shape[1] : spec.shape[0];
    const float scale = embedding ? 1.0f : 1.0f / std::sqrt(static_cast<float>(inputs));
    for (float& v : array.values) v = uniform(scale);
    if (spec.name == "decoder.output.bias")
      for (std::size_t j = 0; j < count; ++j)
        array.values[j] -= 2.0f * std::log1p(static_cast<float>(j));
    archive.arrays.emplace(spec.name, std::move(array));
  }
  return archive;
}

}  // namespace fastdec
