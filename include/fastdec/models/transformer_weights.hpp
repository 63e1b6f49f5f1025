// fastdec/models/transformer_weights.hpp: the reference Transformer's
// configuration, tensor manifest (names = the PyTorch state_dict keys of
// tools/train/transformer.py), the checks of an NpzArchive against them, and
// random weights for tests and benchmarks.
//
// Dimensions (TransformerConfig): V vocabulary (source and target share the
// embedding), d d_model, h heads (d_head = d / h), F feed-forward size, L_e
// and L_d encoder and decoder layers.
//
// Manifest (every tensor float32 "<f4", or float16 "<f2" widened on load;
// docs/model.md lists it too).
// The configuration is stored as one-value float32 arrays:
//   config.vocab, config.d_model, config.heads, config.ff,
//   config.encoder_layers, config.decoder_layers         whole numbers >= 1
//   config.pre_norm, config.gelu, config.tied             0 or 1
//   config.learned_positions (optional, 0 if absent)       0: sinusoidal positions;
//                                                          P >= 1: a learned table per stack
// and the tensors, with S = encoder.layers.{i} (i < L_e) or decoder.layers.{i} (i < L_d):
//   embedding.weight                                       [V, d]
//   output_weight                                          [V, d]  (untied only)
//   output_bias                                            [V]
//   S.self_attention.{query,key,value,output}.weight       [d, d]
//   S.self_attention.{query,key,value,output}.bias         [d]
//   S.self_attention_norm.{weight,bias}                    [d]
//   decoder.layers.{i}.cross_attention.*                   as self_attention (decoder only)
//   decoder.layers.{i}.cross_attention_norm.{weight,bias}  [d]     (decoder only)
//   S.feed_forward.inner.weight, .bias                     [F, d], [F]
//   S.feed_forward.outer.weight, .bias                     [d, F], [d]
//   S.feed_forward_norm.{weight,bias}                      [d]
//   {encoder,decoder}.final_norm.{weight,bias}             [d]     (pre-norm only)
//   {encoder,decoder}.positions.weight                     [P, d]  (learned positions only)
// Errors list every missing and every unexpected tensor at once, and every
// mis-shaped one with the shape the configuration gives it.
//
// Cold code: kept out of the TransformerModel template. Thread safety: plain functions.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "fastdec/core/checked_size.hpp"
#include "fastdec/core/error.hpp"
#include "fastdec/io/npz.hpp"
#include "fastdec/models/gru_weights.hpp"
#include "fastdec/models/weight_problems.hpp"

namespace fastdec {

struct TransformerConfig {
  std::size_t vocab = 40;
  std::size_t d_model = 16;
  std::size_t heads = 2;
  std::size_t ff = 24;
  std::size_t encoder_layers = 2;
  std::size_t decoder_layers = 2;
  bool pre_norm = true;  // x + sublayer(LN(x)) and a final LN; false: LN(x + sublayer(x))
  bool gelu = false;     // the feed-forward activation: gelu (erf form) or relu
  bool tied = true;      // logits use the embedding (no output_weight tensor)
  // 0: sinusoidal positions; P: a learned table of P positions per stack.
  std::size_t learned_positions = 0;

  std::size_t head_size() const noexcept { return d_model / heads; }

  // Upper bounds that keep a malicious file from making the model allocate
  // per-row buffers far beyond what its tensors hold. Each is far above any
  // NMT Transformer (Transformer-big: d = 1024, F = 4096, 16 heads, 6 layers).
  static constexpr std::size_t max_vocab = std::size_t{1} << 24;  // float32 holds it exactly
  static constexpr std::size_t max_d_model = 16384;
  static constexpr std::size_t max_ff = 131072;
  static constexpr std::size_t max_layers = 256;
  static constexpr std::size_t max_learned_positions = 65536;
};

inline void validate(const TransformerConfig& c) {
  const auto check = [](std::size_t value, std::size_t limit, std::string_view name) {
    FASTDEC_REQUIRE(value >= 1 && value <= limit, "TransformerConfig: ", name, " = ", value,
                    " must be between 1 and ", limit, ".");
  };
  check(c.vocab, TransformerConfig::max_vocab, "vocab");
  check(c.d_model, TransformerConfig::max_d_model, "d_model");
  check(c.heads, c.d_model, "heads");
  check(c.ff, TransformerConfig::max_ff, "ff");
  check(c.encoder_layers, TransformerConfig::max_layers, "encoder_layers");
  check(c.decoder_layers, TransformerConfig::max_layers, "decoder_layers");
  FASTDEC_REQUIRE(c.d_model % c.heads == 0, "TransformerConfig: d_model = ", c.d_model,
                  " is not divisible by heads = ", c.heads, ".");
  FASTDEC_REQUIRE(c.learned_positions <= TransformerConfig::max_learned_positions,
                  "TransformerConfig: learned_positions = ", c.learned_positions, " is above ",
                  TransformerConfig::max_learned_positions, ".");
}

namespace detail {

inline constexpr std::string_view transformer_layout_note =
    " (the names are fastdec's reference Transformer layout, tools/train/transformer.py's "
    "state_dict keys: see the manifest in docs/model.md)";

// The required keys (the flags last), then the optional ones.
inline constexpr std::string_view transformer_config_keys[] = {
    "vocab",          "d_model",  "heads", "ff",  "encoder_layers",
    "decoder_layers", "pre_norm", "gelu",  "tied"};
inline constexpr std::string_view transformer_optional_config_key = "learned_positions";

inline void add_transformer_attention(std::vector<TensorSpec>& m, const std::string& at,
                                      std::size_t d) {
  for (const char* part : {"query", "key", "value", "output"}) {
    m.push_back({at + "." + part + ".weight", {d, d}});
    m.push_back({at + "." + part + ".bias", {d}});
  }
}

inline void add_transformer_norm(std::vector<TensorSpec>& m, const std::string& at, std::size_t d) {
  m.push_back({at + ".weight", {d}});
  m.push_back({at + ".bias", {d}});
}

// One Transformer error, naming every problem found.
class TransformerProblems : public WeightProblems {
 public:
  TransformerProblems() : WeightProblems("Transformer weights", transformer_layout_note) {}
};

}  // namespace detail

// Every tensor of a model of this configuration, in a fixed order (the
// config.* arrays are not listed).
inline std::vector<TensorSpec> transformer_manifest(const TransformerConfig& c) {
  validate(c);
  const std::size_t d = c.d_model;
  std::vector<TensorSpec> m;
  m.push_back({"embedding.weight", {c.vocab, d}});
  if (!c.tied) m.push_back({"output_weight", {c.vocab, d}});
  m.push_back({"output_bias", {c.vocab}});
  for (const bool decoder : {false, true}) {
    const std::string stack = decoder ? "decoder" : "encoder";
    const std::size_t layers = decoder ? c.decoder_layers : c.encoder_layers;
    for (std::size_t i = 0; i < layers; ++i) {
      const std::string at = stack + ".layers." + std::to_string(i);
      detail::add_transformer_attention(m, at + ".self_attention", d);
      detail::add_transformer_norm(m, at + ".self_attention_norm", d);
      if (decoder) {
        detail::add_transformer_attention(m, at + ".cross_attention", d);
        detail::add_transformer_norm(m, at + ".cross_attention_norm", d);
      }
      m.push_back({at + ".feed_forward.inner.weight", {c.ff, d}});
      m.push_back({at + ".feed_forward.inner.bias", {c.ff}});
      m.push_back({at + ".feed_forward.outer.weight", {d, c.ff}});
      m.push_back({at + ".feed_forward.outer.bias", {d}});
      detail::add_transformer_norm(m, at + ".feed_forward_norm", d);
    }
    if (c.pre_norm) detail::add_transformer_norm(m, stack + ".final_norm", d);
    if (c.learned_positions != 0)
      m.push_back({stack + ".positions.weight", {c.learned_positions, d}});
  }
  return m;
}

// The configuration from the archive's config.* arrays: each present, float32
// with one value, a whole number in its range (the flags 0 or 1), and the
// whole validated (validate(TransformerConfig)).
inline TransformerConfig read_transformer_config(const NpzArchive& archive) {
  detail::TransformerProblems problems;
  constexpr std::size_t required = std::size(detail::transformer_config_keys);
  double values[required + 1] = {};
  for (std::size_t k = 0; k <= required; ++k) {
    const std::string name =
        "config." + std::string(k < required ? detail::transformer_config_keys[k]
                                             : detail::transformer_optional_config_key);
    const auto it = archive.arrays.find(name);
    if (it == archive.arrays.end()) {
      if (k < required) problems.add(name, " is missing.");
      continue;
    }
    const NpyArray& array = it->second;
    if (array.dtype != "<f4" || array.values.size() != 1 || array.shape.size() > 1) {
      problems.add(name, " must be a float32 array of one value (dtype ", array.dtype, ", shape ",
                   detail::shape_text(array.shape), ").");
      continue;
    }
    const double v = array.values[0];
    const bool flag = k >= 6 && k < required;
    // The bound keeps the cast below defined; validate() applies the real limits.
    if (!std::isfinite(v) || v != std::floor(v) || v < 0.0 || v > 1e15 || (flag && v > 1.0))
      problems.add(name, " = ", v, " must be ", flag ? "0 or 1." : "a whole number.");
    values[k] = v;
  }
  problems.throw_if_any("the configuration cannot be read");
  const auto size = [&values](std::size_t k) { return static_cast<std::size_t>(values[k]); };
  TransformerConfig c{.vocab = size(0),
                      .d_model = size(1),
                      .heads = size(2),
                      .ff = size(3),
                      .encoder_layers = size(4),
                      .decoder_layers = size(5),
                      .pre_norm = values[6] != 0.0,
                      .gelu = values[7] != 0.0,
                      .tied = values[8] != 0.0,
                      .learned_positions = size(required)};
  validate(c);
  return c;
}

// Every tensor of the configuration's manifest present, float32, with its
// shape and every value finite; no tensor the manifest does not list. One
// error names every problem: each missing and unexpected tensor, and each
// mis-shaped one with its shape and the one it must have.
inline void check_transformer_archive(const NpzArchive& archive, const TransformerConfig& c) {
  const std::vector<TensorSpec> manifest = transformer_manifest(c);
  detail::TransformerProblems problems;
  std::vector<std::string> unexpected;
  for (const auto& [name, array] : archive.arrays) {
    bool known = name.starts_with("config.");
    for (const TensorSpec& spec : manifest) known = known || spec.name == name;
    if (!known) unexpected.push_back(name);
  }
  for (const TensorSpec& spec : manifest) {
    const auto it = archive.arrays.find(spec.name);
    if (it == archive.arrays.end()) {
      problems.add(spec.name, " is missing (shape ", detail::shape_text(spec.shape), ").");
      continue;
    }
    const NpyArray& array = it->second;
    std::size_t count = 0;
    if (!has_float_values(array)) {
      problems.add(spec.name, " is ", array.dtype, " but must be float32 (<f4) or float16 (<f2).");
    } else if (array.shape != spec.shape) {
      problems.add(spec.name, " has shape ", detail::shape_text(array.shape), " but must have ",
                   detail::shape_text(spec.shape), " (vocab ", c.vocab, ", d_model ", c.d_model,
                   ", ff ", c.ff, ").");
    } else if (!detail::checked_element_count(array.shape, count) || count != array.values.size()) {
      problems.add(spec.name, " holds ", array.values.size(),
                   " values, not the element count of its shape ", detail::shape_text(array.shape),
                   ".");
    } else if (const std::size_t i = detail::first_non_finite(array.values); i != count) {
      problems.add(spec.name, " has a non-finite value at flat index ", i, ".");
    }
  }
  for (const std::string& name : unexpected)
    problems.add(name, " is not part of this model (", c.pre_norm ? "pre" : "post", "-norm, ",
                 c.tied ? "tied" : "untied", ", ",
                 c.learned_positions != 0 ? "learned" : "sinusoidal", " positions, ",
                 c.encoder_layers, " encoder and ", c.decoder_layers, " decoder layers).");
  problems.throw_if_any("tensors that do not fit the configuration");
}

// Random weights of a configuration, config.* arrays included: uniform in
// +-1/sqrt(inputs) for matrices and biases (PyTorch's nn.Linear default),
// layer norm gains in 1 +- 0.2 and biases in +-0.1, embeddings in +-1.
// Deterministic for a seed on every platform.
inline NpzArchive random_transformer_weights(const TransformerConfig& config, std::uint64_t seed) {
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
  const double config_values[] = {static_cast<double>(config.vocab),
                                  static_cast<double>(config.d_model),
                                  static_cast<double>(config.heads),
                                  static_cast<double>(config.ff),
                                  static_cast<double>(config.encoder_layers),
                                  static_cast<double>(config.decoder_layers),
                                  config.pre_norm ? 1.0 : 0.0,
                                  config.gelu ? 1.0 : 0.0,
                                  config.tied ? 1.0 : 0.0};
  for (std::size_t k = 0; k < std::size(config_values); ++k)
    archive.arrays.emplace("config." + std::string(detail::transformer_config_keys[k]),
                           NpyArray{"<f4", {1}, {static_cast<float>(config_values[k])}});
  if (config.learned_positions != 0)
    archive.arrays.emplace("config." + std::string(detail::transformer_optional_config_key),
                           NpyArray{"<f4", {1}, {static_cast<float>(config.learned_positions)}});
  for (const TensorSpec& spec : transformer_manifest(config)) {
    NpyArray array{"<f4", spec.shape, {}};
    std::size_t count = 0;
    FASTDEC_REQUIRE(
        detail::checked_element_count(spec.shape, count) && count <= array.values.max_size(),
        "random_transformer_weights: tensor ", spec.name, " of shape ",
        detail::shape_text(spec.shape), " has too many elements to hold.");
    array.values.resize(count);
    const bool norm = spec.name.find("norm.") != std::string::npos;
    const bool embedding = spec.name == "embedding.weight" || spec.name == "output_weight" ||
                           spec.name.ends_with("positions.weight");
    const std::size_t inputs = spec.shape.size() == 2 ? spec.shape[1] : spec.shape[0];
    const float scale = embedding ? 1.0f
                        : norm    ? (spec.name.ends_with(".weight") ? 0.2f : 0.1f)
                                  : 1.0f / std::sqrt(static_cast<float>(inputs));
    for (float& v : array.values) v = uniform(scale);
    if (norm && spec.name.ends_with(".weight"))
      for (float& v : array.values) v += 1.0f;
    archive.arrays.emplace(spec.name, std::move(array));
  }
  return archive;
}

}  // namespace fastdec
