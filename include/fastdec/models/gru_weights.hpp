// fastdec/models/gru_weights.hpp: the reference GRU model's shapes, options
// and tensor manifest (names = PyTorch state_dict keys), shape inference and
// checks for an NpzArchive, and random weights for tests and benchmarks.
//
// Dimensions (GruShape): V_s, V_t source / target vocabularies; E_s, E_t
// embedding sizes; H_e encoder GRU size per direction (C = 2 H_e is the size
// of an encoder output a_j), L_e encoder layers; H_d decoder GRU size; A
// attention size; F_1..F_n FC-relu layer sizes (all fc_size); P pre-output size.
//
// Manifest (every tensor float32 "<f4", or float16 "<f2" widened on load;
// docs/model.md lists it too):
//   encoder.embedding.weight                [V_s, E_s]
//   encoder.rnn.weight_ih_l{l}[_reverse]    [3 H_e, l == 0 ? E_s : C]     (nn.GRU, bidirectional)
//   encoder.rnn.weight_hh_l{l}[_reverse]    [3 H_e, H_e]
//   encoder.rnn.bias_ih_l{l}[_reverse]      [3 H_e]
//   encoder.rnn.bias_hh_l{l}[_reverse]      [3 H_e]
//   decoder.init.weight, .bias              [H_d, C], [H_d]   (initial_state = mean_tanh only)
//   decoder.attention.key.weight, .bias     [A, C], [A]
//   decoder.attention.query.weight          [A, H_d]
//   decoder.attention.query.bias            [A]  (optional: the bias may sit on the query instead
//                                                 of, or as well as, the keys; the sum is used)
//   decoder.attention.v.weight              [1, A]
//   decoder.embedding.weight                [V_t, E_t]
//   decoder.cell.weight_ih                  [3 H_d, E_t + C]  (nn.GRUCell; [embedding; context])
//   decoder.cell.weight_hh                  [3 H_d, H_d]
//   decoder.cell.bias_ih, .bias_hh          [3 H_d]
//   decoder.fc.{i}.weight, .bias            [F, i == 0 ? H_d : F], [F]   (i < fc_layers)
//   decoder.pre_output.weight, .bias        [P, width of the chosen inputs], [P]
//   decoder.output.weight, .bias            [V_t, P], [V_t]
// Everything but what GruModelConfig says is read from the shapes. Errors
// list every missing and every unexpected tensor at once, and every
// mis-shaped one with the shape it must have.
//
// Cold code: kept out of the GruModel template. Thread safety: plain functions.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "fastdec/core/checked_size.hpp"
#include "fastdec/core/error.hpp"
#include "fastdec/core/named_enum.hpp"
#include "fastdec/io/npz.hpp"
#include "fastdec/models/weight_problems.hpp"

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
  detail::require_named(config.initial_state, {InitialState::zeros, InitialState::mean_tanh},
                        "GruModelConfig::initial_state");
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

inline constexpr std::string_view gru_layout_note =
    " (the names are fastdec's reference GRU layout, PyTorch state_dict keys: see the manifest "
    "in docs/model.md)";

// The attention's bias may sit on the keys (nn.Linear key with a bias) or on
// the query (key without a bias, query with one): both add it to every score.
inline constexpr std::string_view gru_key_bias = "decoder.attention.key.bias";
inline constexpr std::string_view gru_query_bias = "decoder.attention.query.bias";

// Collects a loader's problems so one error names all of them.
class GruProblems : public WeightProblems {
 public:
  GruProblems() : WeightProblems("GRU model weights") {}
};

// Names: every tensor the manifest lists is present (the attention bias on
// either side), and no other. Names do not depend on the dimensions.
inline void check_gru_names(const NpzArchive& archive, std::size_t encoder_layers,
                            std::size_t fc_layers, const GruModelConfig& config) {
  GruShape names_only;
  names_only.encoder_layers = std::max<std::size_t>(encoder_layers, 1);
  names_only.fc_layers = fc_layers;
  const std::vector<TensorSpec> manifest = gru_manifest(names_only, config);
  const bool query_bias = archive.arrays.contains(gru_query_bias);
  std::vector<std::string> missing, unexpected;
  for (const TensorSpec& spec : manifest)
    if (!archive.arrays.contains(spec.name) && !(spec.name == gru_key_bias && query_bias))
      missing.push_back(spec.name);
  for (const auto& [name, array] : archive.arrays) {
    bool known = name == gru_query_bias;
    for (const TensorSpec& spec : manifest) known = known || spec.name == name;
    if (!known) unexpected.push_back(name);
  }
  if (missing.empty() && unexpected.empty()) return;
  std::ostringstream message;
  message << "GRU model weights: ";
  const auto list = [&message](const std::vector<std::string>& names) {
    for (std::size_t i = 0; i < names.size(); ++i) message << (i ? ", " : "") << names[i];
  };
  if (!missing.empty()) {
    message << missing.size() << " tensor" << (missing.size() == 1 ? " is" : "s are")
            << " missing: ";
    list(missing);
    message << (unexpected.empty() ? "" : "; ");
  }
  if (!unexpected.empty()) {
    message << unexpected.size() << " tensor" << (unexpected.size() == 1 ? " is" : "s are")
            << " not part of this model (with initial_state "
            << (config.initial_state == InitialState::zeros ? "zeros" : "mean_tanh") << ", "
            << encoder_layers << " encoder layers and " << fc_layers << " FC layers): ";
    list(unexpected);
  }
  message << "." << gru_layout_note << ".";
  fail(message.str());
}

// The value most of the tensors that hold one dimension agree on (the first
// one's on a tie), so that one mis-shaped tensor is the one an error names,
// not every tensor that agrees with the others.
class DimensionVote {
 public:
  DimensionVote(const NpzArchive& archive) : archive_(archive) {}

  // dims[axis] / divisor - minus of `tensor`, when it has `rank` dimensions
  // and the value is a whole, positive number.
  void read(const std::string& tensor, std::size_t rank, std::size_t axis, std::size_t divisor = 1,
            std::size_t minus = 0) {
    const auto it = archive_.arrays.find(tensor);
    if (it == archive_.arrays.end() || it->second.shape.size() != rank) return;
    const std::size_t dim = it->second.shape[axis];
    if (dim % divisor != 0 || dim / divisor <= minus) return;
    const std::size_t value = dim / divisor - minus;
    for (auto& [candidate, votes] : votes_)
      if (candidate == value) {
        ++votes;
        return;
      }
    votes_.emplace_back(value, 1);
  }

  // The winning value; 0 when no tensor gave one (their shapes are reported).
  std::size_t winner() const {
    std::size_t best = 0, most = 0;
    for (const auto& [value, votes] : votes_)
      if (votes > most) best = value, most = votes;
    return best;
  }

 private:
  const NpzArchive& archive_;
  std::vector<std::pair<std::size_t, std::size_t>> votes_;  // value, votes, in reading order
};

}  // namespace detail

// Reads the dimensions from the shapes of the archive's tensors, after
// checking that every tensor of the manifest is there (and no other), each
// float32 with as many values as its shape has elements (sizes checked
// against overflow). Errors list every problem found, naming each tensor.
inline GruShape infer_gru_shape(const NpzArchive& archive, const GruModelConfig& config) {
  validate(config);
  GruShape s;
  s.encoder_layers = 0;
  while (archive.arrays.contains("encoder.rnn.weight_ih_l" + std::to_string(s.encoder_layers)))
    ++s.encoder_layers;
  s.fc_layers = 0;
  while (archive.arrays.contains("decoder.fc." + std::to_string(s.fc_layers) + ".weight"))
    ++s.fc_layers;
  detail::check_gru_names(archive, s.encoder_layers, s.fc_layers, config);

  // Every dimension a later step multiplies is bounded by the values a
  // tensor holds, so no size derived from the shapes can wrap around.
  detail::GruProblems problems;
  for (const auto& [name, array] : archive.arrays) {
    std::size_t count = 0;
    if (!has_float_values(array))
      problems.add(name, " is ", array.dtype, " but must be float32 (<f4) or float16 (<f2).");
    else if (!detail::checked_element_count(array.shape, count))
      problems.add(name, " has shape ", detail::shape_text(array.shape),
                   ", too many elements to count.");
    else if (count != array.values.size())
      problems.add(name, " holds ", array.values.size(), " values but its shape ",
                   detail::shape_text(array.shape), " needs ", count, ".");
  }
  problems.throw_if_any("tensors that cannot be read");

  using Vote = detail::DimensionVote;
  const auto vote = [&archive](auto&& reads) {
    Vote v(archive);
    reads(v);
    return v.winner();
  };
  s.source_vocab = vote([](Vote& v) { v.read("encoder.embedding.weight", 2, 0); });
  s.source_embedding = vote([](Vote& v) {
    v.read("encoder.embedding.weight", 2, 1);
    v.read("encoder.rnn.weight_ih_l0", 2, 1);
    v.read("encoder.rnn.weight_ih_l0_reverse", 2, 1);
  });
  s.encoder_hidden = vote([](Vote& v) {
    for (const std::string at : {"l0", "l0_reverse"}) {
      v.read("encoder.rnn.weight_hh_" + at, 2, 1);
      v.read("encoder.rnn.weight_hh_" + at, 2, 0, 3);
      v.read("encoder.rnn.weight_ih_" + at, 2, 0, 3);
      v.read("encoder.rnn.bias_ih_" + at, 1, 0, 3);
      v.read("encoder.rnn.bias_hh_" + at, 1, 0, 3);
    }
  });
  s.decoder_hidden = vote([](Vote& v) {
    v.read("decoder.cell.weight_hh", 2, 1);
    v.read("decoder.cell.weight_hh", 2, 0, 3);
    v.read("decoder.cell.weight_ih", 2, 0, 3);
    v.read("decoder.cell.bias_ih", 1, 0, 3);
    v.read("decoder.cell.bias_hh", 1, 0, 3);
    v.read("decoder.attention.query.weight", 2, 1);
    v.read("decoder.init.weight", 2, 0);
    v.read("decoder.init.bias", 1, 0);
    v.read("decoder.fc.0.weight", 2, 1);
  });
  s.target_vocab = vote([](Vote& v) {
    v.read("decoder.embedding.weight", 2, 0);
    v.read("decoder.output.weight", 2, 0);
    v.read("decoder.output.bias", 1, 0);
  });
  const std::size_t context = 2 * s.encoder_hidden;
  s.target_embedding = vote([context](Vote& v) {
    v.read("decoder.embedding.weight", 2, 1);
    v.read("decoder.cell.weight_ih", 2, 1, 1, context);
  });
  s.attention = vote([](Vote& v) {
    v.read("decoder.attention.key.weight", 2, 0);
    v.read(std::string(detail::gru_key_bias), 1, 0);
    v.read(std::string(detail::gru_query_bias), 1, 0);
    v.read("decoder.attention.query.weight", 2, 0);
    v.read("decoder.attention.v.weight", 2, 1);
  });
  if (s.fc_layers > 0)
    s.fc_size = vote([](Vote& v) {
      v.read("decoder.fc.0.weight", 2, 0);
      v.read("decoder.fc.0.bias", 1, 0);
    });
  s.pre_output = vote([](Vote& v) {
    v.read("decoder.pre_output.weight", 2, 0);
    v.read("decoder.pre_output.bias", 1, 0);
    v.read("decoder.output.weight", 2, 1);
  });
  // A dimension no tensor gave (every holder mis-ranked or zero) keeps 0:
  // validate(shape) below reports it, and check_gru_archive names the shapes.
  for (const std::size_t d :
       {s.source_vocab, s.source_embedding, s.encoder_hidden, s.target_vocab, s.target_embedding,
        s.decoder_hidden, s.attention, s.pre_output, s.fc_layers > 0 ? s.fc_size : 1})
    FASTDEC_REQUIRE(d >= 1,
                    "GRU model weights: a dimension cannot be read from the shapes (a "
                    "tensor has a zero dimension or the wrong number of dimensions)",
                    detail::gru_layout_note, ".");
  return s;
}

// Every tensor of the manifest present with its shape, and no other (the
// attention bias on the keys, the query or both); every value finite. One
// error lists every mis-shaped tensor, with the shape it must have.
inline void check_gru_archive(const NpzArchive& archive, const GruShape& shape,
                              const GruModelConfig& config) {
  detail::check_gru_names(archive, shape.encoder_layers, shape.fc_layers, config);
  std::vector<TensorSpec> manifest = gru_manifest(shape, config);
  manifest.push_back({std::string(detail::gru_query_bias), {shape.attention}});
  detail::GruProblems problems;
  for (const TensorSpec& spec : manifest) {
    const auto it = archive.arrays.find(spec.name);
    if (it == archive.arrays.end()) continue;  // an attention bias on the other side
    const NpyArray& array = it->second;
    std::size_t count = 0;
    if (!has_float_values(array)) {
      problems.add(spec.name, " is ", array.dtype, " but must be float32 (<f4) or float16 (<f2).");
    } else if (array.shape != spec.shape) {
      problems.add(spec.name, " has shape ", detail::shape_text(array.shape), " but must have ",
                   detail::shape_text(spec.shape), ".");
    } else if (!detail::checked_element_count(array.shape, count) || count != array.values.size()) {
      problems.add(spec.name, " holds ", array.values.size(),
                   " values, not the element count of its shape ", detail::shape_text(array.shape),
                   ".");
    } else {
      for (std::size_t i = 0; i < count; ++i)
        if (!std::isfinite(array.values[i])) {
          problems.add(spec.name, " has a non-finite value at flat index ", i, ".");
          break;
        }
    }
  }
  problems.throw_if_any("tensors that do not fit the model");
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
    std::size_t count = 0;
    FASTDEC_REQUIRE(
        detail::checked_element_count(spec.shape, count) && count <= array.values.max_size(),
        "random_gru_weights: tensor ", spec.name, " of shape ", detail::shape_text(spec.shape),
        " has too many elements to hold.");
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
