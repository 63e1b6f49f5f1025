// fastdec/models/transformer_model.hpp: the reference Transformer
// (encoder-decoder, Vaswani et al. 2017) as tools/train/transformer.py
// defines it, satisfying DecoderModel and AligningModel.
//
//   const NpzArchive weights = load_npz("transformer.npz");  // or random_transformer_weights
//   const TransformerModel<Int16Gemm> model(weights);
//   const FusedTopK<Int16Gemm> output(model.output_weights());
//   BeamSearch search(model, output, {.beam_size = 4, .bos_token = ..., .eos_token = ...});
//
// Built from the parts of layers/ (LayerNorm, MultiHeadAttention,
// FeedForward, residual_block, Linear), which a model of your own can use
// too (examples/decoder_only_lm.cpp). Two compile-time policies:
//   TransformerModel<G, Store = ParentFollowingStore, Timer = NoPartTimes>
// Store keeps the decoder's self-attention keys and values
// (layers/self_attention_store.hpp); Timer observes the parts' times
// (models/transformer_part_times.hpp).
//
// Equations (transformer.py's; docs/model.md has the tensor names, see
// models/transformer_weights.hpp):
//   embed(y, t) = E[y] * sqrt(d) + P[t]     P: sinusoidal, positions from 0 (BOS at 0),
//                                           or a learned table per stack
//                                           (config.learned_positions rows, which
//                                           then bound both length limits)
//   attention   = softmax(Q K^T / sqrt(d_head)) V per head, then W_o (the
//                 decoder's self-attention scales by 1 / sqrt(d_head), the
//                 rest divides: layers/multi_head_attention.hpp's ScoreScale)
//   pre-norm    : x = x + sublayer(LN(x)), and a final LN after the last layer
//   post-norm   : x = LN(x + sublayer(x))
//   feed-forward = W_2 act(W_1 x + b_1) + b_2   act: relu or gelu (erf form, exact)
//   LN(x) = (x - mean) / sqrt(var + 1e-5) * g + b, mean and biased var summed in
//           double, in feature order
// step() returns the decoder's top h [rows, d]; the output layer computes
// h E^T + b (tied) or h W^T + b from output_weights().
//
// How it runs:
// - encode() runs the encoder over every sentence of the batch at once,
//   without padding: the sentences are stacked (sentence s owns positions
//   [offsets[s], offsets[s + 1])), every projection is one product over all
//   positions, and self-attention reads only the query's own sentence, as
//   two matrix products per head (layers/sentence_attention.hpp). The
//   source is given as is: the caller appends EOS. Then each decoder layer's
//   cross-attention keys and values are computed once per sentence (Devlin
//   2017, 4.3) and kept for every step.
// - step() feeds one token per row; the decoder's self-attention keys and
//   values go into a SelfAttentionCache, which follows the search's parents
//   without moving them; each row's sentence follows the parents too.
//   Store = GatheringStore keeps them as CTranslate2 and Marian do instead
//   (layers/gathering_cache.hpp: each row's history copied from its
//   parent's at every step), a baseline with the same results bit for bit;
//   its copies are timed as TransformerPartTimes::cache_upkeep.
// - TransformerModelOptions::precomputed_first_layer (post-norm models only;
//   Devlin 2017, 4.2): the first decoder layer's self-attention reads x =
//   E[y] sqrt(d) + P[t] itself, so W x + b = (W E[y] sqrt(d)) + (W P[t] + b).
//   Both rows are tables built at load time, [precomputed words, 3 d] and
//   [max_target_length, 3 d] floats (query | key | value), each row the
//   backend's own product of one input row (Int16Gemm / Int8Gemm: quantized
//   weights and input, as the GRU's EmbeddingProjection), the bias added in
//   fp32. A row of a word in the table costs 3 d additions instead of 3 d^2
//   multiply-adds; words beyond the table take the product. Within float
//   rounding of the product, not bit-equal (tested: same tokens, scores and
//   hidden rows within a stated bound). In a pre-norm model a layer norm
//   sits between x and W: a fastdec::error says so.
// - Target length: the search's length limit is the one budget
//   (StepBudgetedModel, search/decoder_model.hpp): encode(state, sources, max_rows,
//   max_steps), which BeamSearch calls with the batch's longest limit (for
//   scoring, the longest target and its EOS), reserves the self-attention
//   cache for min(max_steps, max_target_length) steps; the three-argument
//   encode reserves max_target_length. A step beyond is a fastdec::error;
//   the model never allocates in step().
// - Softmax exp: the C library's by default (exact: PyTorch's results within
//   float rounding); TransformerModelOptions::fast_softmax uses the
//   vectorized exp_shifted (layers/activation.hpp, within 2 ulp).
// - Timer = PartClock clocks each part of encode() and step() into
//   State::times(); the default NoPartTimes compiles to nothing (the step
//   and row counts are kept either way).
// - Alignment (AligningModel): the source position with the highest
//   cross-attention weight of the last decoder layer, summed over heads
//   (the lowest position on a tie).
//
// Thread safety: the model is immutable after construction; share it between
// threads, each with its own State (BeamSearch makes one). step() allocates
// nothing; encode() sizes every buffer for max_rows.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "fastdec/arch/target.hpp"
#include "fastdec/core/checked_size.hpp"
#include "fastdec/core/error.hpp"
#include "fastdec/core/limits.hpp"
#include "fastdec/core/matrix_view.hpp"
#include "fastdec/core/scratch.hpp"
#include "fastdec/core/types.hpp"
#include "fastdec/gemm/concept.hpp"
#include "fastdec/io/npz.hpp"
#include "fastdec/layers/activation.hpp"
#include "fastdec/layers/feed_forward.hpp"
#include "fastdec/layers/layer_norm.hpp"
#include "fastdec/layers/linear.hpp"
#include "fastdec/layers/multi_head_attention.hpp"
#include "fastdec/layers/positions.hpp"
#include "fastdec/layers/residual.hpp"
#include "fastdec/layers/self_attention_store.hpp"
#include "fastdec/layers/sentence_attention.hpp"
#include "fastdec/models/transformer_part_times.hpp"
#include "fastdec/models/transformer_weights.hpp"
#include "fastdec/output/output_weights.hpp"
#include "fastdec/search/decoder_model.hpp"

namespace fastdec {

namespace detail {

// x[t] = e[t] * scale + p[t], rounded twice as transformer.py rounds it:
// first declared inside the exact-FP region and never inlined, so no build
// fuses the product and the sum.
FASTDEC_BEGIN_EXACT_FP
[[gnu::noinline]] inline void scaled_embedding(const float* e, float scale, const float* p,
                                               float* x, std::size_t d) noexcept {
  for (std::size_t t = 0; t < d; ++t) x[t] = e[t] * scale + p[t];
}
FASTDEC_END_EXACT_FP

}  // namespace detail

struct TransformerModelOptions {
  // encode() refuses longer sources (transformer.py's position table has 1024 rows).
  std::size_t max_source_length = 1024;
  // Steps per batch at most, whatever the search's length limit: the
  // decoder's position table (with learned positions, at most their count).
  std::size_t max_target_length = 1024;
  bool fast_softmax = false;  // vectorized exp in attention; false: the C library's
  // (Timing and the gathering-cache baseline are the model's Timer and
  // Store parameters, not options: the step has no branch for them.)
  // Devlin 2017, 4.2, for the first decoder layer of a post-norm model (a
  // pre-norm model is an error): its self-attention query, key and value
  // rows W x + b, x = E[y] sqrt(d) + P[t], become (W E[y] sqrt(d)) + (W P[t]
  // + b), two table rows added instead of a product. Not an identity: equal
  // to the product within float rounding (fp32) or within the backend's
  // quantization error (int16, int8). Memory: precomputed_first_layer_bytes().
  bool precomputed_first_layer = false;
  // The words in its table: ids below this (clipped to the vocabulary), the
  // most frequent in a frequency-ordered vocabulary, as
  // GruSpeedups::precomputed_words; the other ids take the product.
  std::size_t precomputed_words = 8000;
  // The encoder takes a batch's sentences in groups of at most this many
  // positions (a longer sentence alone), each group through every layer and
  // the decoder's cross-attention projections before the next: a group's
  // activations stay nearer the core than a batch of 32 verses' (about 1000
  // positions), which streamed through L3. 512 kept batches of 8 whole
  // (256 split them, 1% slower) and made batch 32 decodes 2-6% faster, 6%
  // with length-sorted batches (docs/RESULTS.md). 0: the whole batch at
  // once. The bits do not depend on it: every product's rows are independent
  // and attention stays within a sentence.
  std::size_t encoder_group_positions = 512;
};

inline void validate(const TransformerModelOptions& o) {
  constexpr std::size_t limit = max_target_length_limit;
  FASTDEC_REQUIRE(o.max_source_length >= 1 && o.max_source_length <= limit,
                  "TransformerModelOptions::max_source_length = ", o.max_source_length,
                  " must be between 1 and ", limit, ".");
  FASTDEC_REQUIRE(o.max_target_length >= 1 && o.max_target_length <= limit,
                  "TransformerModelOptions::max_target_length = ", o.max_target_length,
                  " must be between 1 and ", limit, ".");
}

template <Gemm G, SelfAttentionStore Store = ParentFollowingStore, PartTimer Timer = NoPartTimes>
class TransformerModel {
 public:
  class State {
   private:
    friend class TransformerModel;
    using Buffer = std::vector<float>;

    GemmWorkspace<G> gemm;
    // The batch's sentences, sentence s at positions [offsets[s], offsets[s + 1]).
    std::vector<std::size_t> offsets;
    Buffer memory;    // [group positions, d]: the encoder's output, one group at a time
    Buffer cross_kv;  // [decoder layers, positions, 2 d]: keys | values per position
    Store store;      // the decoder's self-attention keys and values
    std::size_t max_rows = 0, rows = 0, steps = 0, max_steps = 0;
    std::vector<std::uint32_t> row_sentence, row_sentence_next, strongest;
    // Scratch of the encoder (one group's rows) and the step (max_rows rows).
    Buffer x, normed, qkv, context, out, hidden, scores, weight_sum;
    SentenceAttention::Scratch sentence_attention;  // the encoder's, one sentence at a time
    // precomputed_first_layer: the rows whose words are not in the table,
    // gathered [max_rows, d], and their query, key and value rows [3, max_rows, d].
    Buffer computed_in, computed_out;
    std::vector<std::uint32_t> computed_rows;
    TransformerPartTimes part_times;
    [[no_unique_address]] Timer timer;

   public:
    const TransformerPartTimes& times() const noexcept { return part_times; }
  };

  explicit TransformerModel(const NpzArchive& weights, TransformerModelOptions options = {})
      : options_(options) {
    validate(options_);
    config_ = read_transformer_config(weights);
    check_transformer_archive(weights, config_);
    if (config_.learned_positions != 0) {  // a learned table bounds both lengths
      options_.max_source_length = std::min(options_.max_source_length, config_.learned_positions);
      options_.max_target_length = std::min(options_.max_target_length, config_.learned_positions);
    }
    FASTDEC_REQUIRE(!options_.precomputed_first_layer || !config_.pre_norm,
                    "TransformerModelOptions::precomputed_first_layer needs a post-norm model, "
                    "but this one is pre-norm: a layer norm sits between the embeddings and the "
                    "first decoder layer's query, key and value projections, so W LN(E[y] "
                    "sqrt(d) + P[t]) cannot be split into a row per word and a row per position "
                    "(Devlin 2017, 4.2). Leave the option off for this model.");
    build(weights);
  }

  State make_state() const { return State{}; }
  std::size_t hidden_size() const noexcept { return config_.d_model; }
  std::size_t source_vocab_size() const noexcept { return config_.vocab; }
  std::size_t target_vocab_size() const noexcept { return config_.vocab; }
  const TransformerConfig& config() const noexcept { return config_; }
  const TransformerModelOptions& options() const noexcept { return options_; }
  // E (tied) or output_weight, [V, d], and output_bias [V], for any output layer.
  const OutputWeights& output_weights() const noexcept { return output_; }
  // precomputed_first_layer: the words in the table, and the table's memory
  // (words x 3 d floats, plus max_target_length x 3 d for the positions).
  std::size_t precomputed_words() const noexcept { return first_layer_words_; }
  std::size_t precomputed_first_layer_bytes() const noexcept {
    return (first_layer_word_rows_.size() + first_layer_position_rows_.size()) * sizeof(float);
  }

  // Reserves max_target_length steps; BeamSearch calls the overload below.
  void encode(State& st, std::span<const Sentence> sources, std::size_t max_rows) const {
    encode(st, sources, max_rows, options_.max_target_length);
  }

  // The batch will take at most `max_steps` steps (StepBudgetedModel): the
  // cache is sized for min(max_steps, max_target_length) of them.
  void encode(State& st, std::span<const Sentence> sources, std::size_t max_rows,
              std::size_t max_steps) const {
    FASTDEC_REQUIRE(!sources.empty(), "TransformerModel::encode: the batch has no sentences.");
    FASTDEC_REQUIRE(max_steps >= 1 && max_steps <= max_target_length_limit,
                    "TransformerModel::encode: max_steps = ", max_steps, " must be between 1 and ",
                    max_target_length_limit, ".");
    FASTDEC_REQUIRE(max_rows >= sources.size(), "TransformerModel::encode: max_rows = ", max_rows,
                    " is below the ", sources.size(), " sentences of the batch.");
    const std::size_t n = sources.size();
    st.timer.start();
    st.offsets.assign(n + 1, 0);
    std::size_t longest = 0;
    for (std::size_t s = 0; s < n; ++s) {
      FASTDEC_REQUIRE(!sources[s].empty(), "TransformerModel::encode: source sentence ", s,
                      " is empty.");
      FASTDEC_REQUIRE(sources[s].size() <= options_.max_source_length,
                      "TransformerModel::encode: source sentence ", s, " has ", sources[s].size(),
                      " tokens, above TransformerModelOptions::max_source_length = ",
                      options_.max_source_length,
                      config_.learned_positions != 0 ? " (at most the learned positions)" : "",
                      ".");
      for (const TokenId t : sources[s])
        FASTDEC_REQUIRE(t >= 0 && static_cast<std::size_t>(t) < config_.vocab,
                        "TransformerModel::encode: source token ", t, " of sentence ", s,
                        " is outside the vocabulary of ", config_.vocab, " words.");
      st.offsets[s + 1] = st.offsets[s] + sources[s].size();
      longest = std::max(longest, sources[s].size());
    }
    reserve(st, max_rows, st.offsets[n], std::min(max_steps, options_.max_target_length));
    run_encoder(st, sources);
    st.store.begin(n);
    for (std::size_t s = 0; s < n; ++s) st.row_sentence[s] = static_cast<std::uint32_t>(s);
    st.rows = n;
    st.steps = 0;
    lap(st, &TransformerPartTimes::encoder);
  }

  ConstMatrixView step(State& st, std::span<const TokenId> previous,
                       std::span<const std::uint32_t> parents) const {
    const std::size_t rows = previous.size(), d = config_.d_model;
    FASTDEC_REQUIRE(parents.size() == rows, "TransformerModel::step: ", previous.size(),
                    " previous tokens but ", parents.size(), " parents.");
    FASTDEC_REQUIRE(rows >= 1 && rows <= st.max_rows, "TransformerModel::step: ", rows,
                    " rows, but encode() sized the state for 1..", st.max_rows, ".");
    FASTDEC_REQUIRE(st.steps < st.max_steps, "TransformerModel::step: step ", st.steps + 1,
                    " is beyond the ", st.max_steps,
                    " steps encode() reserved (min(max_steps, TransformerModelOptions::"
                    "max_target_length = ",
                    options_.max_target_length, "))",
                    config_.learned_positions != 0
                        ? "; the learned positions bound it: lower the search's length limit."
                        : "; pass encode() the search's length limit (BeamSearch does).");
    for (const TokenId t : previous)
      FASTDEC_REQUIRE(t >= 0 && static_cast<std::size_t>(t) < config_.vocab,
                      "TransformerModel::step: token ", t, " is outside the vocabulary of ",
                      config_.vocab, " words.");
    st.timer.start();
    st.store.advance(parents);  // checks every parent against the previous step's rows
    for (std::size_t i = 0; i < rows; ++i) st.row_sentence_next[i] = st.row_sentence[parents[i]];
    std::swap(st.row_sentence, st.row_sentence_next);
    st.rows = rows;
    st.steps += 1;
    lap(st, &TransformerPartTimes::cache_upkeep);

    // Every row's history is as long as the steps since encode(): the
    // search advances all its rows together.
    const std::size_t position = st.steps - 1;
    float* x = st.x.data();
    for (std::size_t i = 0; i < rows; ++i)
      embed(previous[i], position, decoder_positions_, x + i * d);
    const MultiHeadAttention self_attention(config_.heads, d, softmax_mode(),
                                            ScoreScale::reciprocal);
    const MultiHeadAttention cross_attention(config_.heads, d, softmax_mode(),
                                             ScoreScale::quotient);
    for (std::size_t l = 0; l < decoder_.size(); ++l) {
      const DecoderLayer& layer = decoder_[l];
      const bool last = l + 1 == decoder_.size();
      sublayer(st, rows, layer.self_norm, [&](ConstMatrixView in, MutableMatrixView out) {
        lap(st, &TransformerPartTimes::other);
        // The store says where the keys and values go: straight into the
        // parent-following cache, or into scratch rows the gathering one copies.
        const MutableMatrixView queries = view(st.qkv, rows, d);
        const MutableMatrixView keys = st.store.keys(l), values = st.store.values(l);
        if (l == 0 && options_.precomputed_first_layer) {
          first_layer_projections(st, previous, position, in.data(), queries, keys, values);
        } else {
          layer.self_query.apply(st.gemm, in, queries, ActivationMode::exact);
          layer.self_key.apply(st.gemm, in, keys, ActivationMode::exact);
          layer.self_value.apply(st.gemm, in, values, ActivationMode::exact);
        }
        lap(st, &TransformerPartTimes::self_projections);
        if constexpr (Store::appends) {
          st.store.append(l);
          lap(st, &TransformerPartTimes::cache_upkeep);
        }
        st.store.attend(l, self_attention, queries, view(st.context, rows, d), st.scores);
        lap(st, &TransformerPartTimes::self_attention);
        layer.self_output.apply(st.gemm, view(st.context, rows, d), out, ActivationMode::exact);
        lap(st, &TransformerPartTimes::self_projections);
      });
      sublayer(st, rows, layer.cross_norm, [&](ConstMatrixView in, MutableMatrixView out) {
        lap(st, &TransformerPartTimes::other);
        layer.cross_query.apply(st.gemm, in, view(st.qkv, rows, d), ActivationMode::exact);
        lap(st, &TransformerPartTimes::cross_projections);
        cross_attend(st, l, rows, cross_attention, last);
        lap(st, &TransformerPartTimes::cross_attention);
        layer.cross_output.apply(st.gemm, view(st.context, rows, d), out, ActivationMode::exact);
        lap(st, &TransformerPartTimes::cross_projections);
      });
      sublayer(st, rows, layer.feed_forward_norm, [&](ConstMatrixView in, MutableMatrixView out) {
        lap(st, &TransformerPartTimes::other);
        layer.feed_forward.apply(st.gemm, in, view(st.hidden, rows, config_.ff), out);
        lap(st, &TransformerPartTimes::feed_forward);
      });
    }
    if (config_.pre_norm) decoder_final_norm_.apply(view(st.x, rows, d), view(st.x, rows, d));
    lap(st, &TransformerPartTimes::other);
    st.part_times.steps += 1;
    st.part_times.step_rows += rows;
    return ConstMatrixView(x, rows, d);
  }

  // AligningModel: for each row of the last step, the source position (in its
  // sentence) the last decoder layer's cross-attention weighed most, summed
  // over heads.
  std::span<const std::uint32_t> attended_positions(const State& st) const noexcept {
    return {st.strongest.data(), st.rows};
  }

 private:
  struct EncoderLayer {
    Linear<G> qkv, output;  // [3 d, d] (query; key; value stacked), [d, d]
    LayerNorm self_norm, feed_forward_norm;
    FeedForward<G> feed_forward;  // [F, d], [d, F]
  };
  struct DecoderLayer {
    Linear<G> self_query, self_key, self_value, self_output;  // [d, d] each
    Linear<G> cross_query, cross_kv, cross_output;            // [d, d], [2 d, d], [d, d]
    LayerNorm self_norm, cross_norm, feed_forward_norm;
    FeedForward<G> feed_forward;
  };

  // The Timer observes: a lap adds the time since the last one to a part.
  static void lap(State& st, double TransformerPartTimes::*part) {
    st.timer.lap(st.part_times, part);
  }

  ActivationMode softmax_mode() const noexcept {
    return options_.fast_softmax ? ActivationMode::fast : ActivationMode::exact;
  }

  static MutableMatrixView view(std::vector<float>& b, std::size_t rows, std::size_t cols) {
    return {b.data(), rows, cols};
  }

  static const NpyArray& array(const NpzArchive& w, const std::string& name) {
    return w.arrays.find(name)->second;
  }
  static ConstMatrixView matrix(const NpzArchive& w, const std::string& name) {
    const NpyArray& a = array(w, name);
    return {a.values.data(), a.shape[0], a.shape[1]};
  }
  static std::span<const float> vector(const NpzArchive& w, const std::string& name) {
    return array(w, name).values;
  }
  static LayerNorm norm(const NpzArchive& w, const std::string& at) {
    return LayerNorm(vector(w, at + ".weight"), vector(w, at + ".bias"));
  }
  FeedForward<G> feed_forward(const NpzArchive& w, const std::string& at) const {
    return FeedForward<G>(linear(w, at + ".inner"), linear(w, at + ".outer"),
                          config_.gelu ? FeedForwardActivation::gelu : FeedForwardActivation::relu);
  }
  static Linear<G> linear(const NpzArchive& w, const std::string& at) {
    return Linear<G>(matrix(w, at + ".weight"), vector(w, at + ".bias"));
  }
  // Row blocks stacked into one matrix and one bias.
  struct Stacked {
    std::vector<float> weight, bias;
    std::size_t rows = 0, cols = 0;
    ConstMatrixView matrix() const { return {weight.data(), rows, cols}; }
  };
  static Stacked stack(const NpzArchive& w, const std::string& at,
                       std::initializer_list<const char*> parts) {
    Stacked out;
    std::size_t values = 0;
    for (const char* part : parts) values += array(w, at + "." + part + ".weight").values.size();
    out.weight.reserve(values);  // one allocation, not one per part
    for (const char* part : parts) {
      const NpyArray& a = array(w, at + "." + part + ".weight");
      const NpyArray& b = array(w, at + "." + part + ".bias");
      out.weight.insert(out.weight.end(), a.values.begin(), a.values.end());
      out.bias.insert(out.bias.end(), b.values.begin(), b.values.end());
      out.rows += a.shape[0];
      out.cols = a.shape[1];
    }
    return out;
  }
  // Row blocks stacked into one layer, so that one product computes them all.
  static Linear<G> stacked(const NpzArchive& w, const std::string& at,
                           std::initializer_list<const char*> parts) {
    const Stacked s = stack(w, at, parts);
    return Linear<G>(s.matrix(), s.bias);
  }

  // One copy of each tensor (the GEMM backend's prepared form for matrices),
  // straight from the archive.
  void build(const NpzArchive& w) {
    const TransformerConfig& c = config_;
    build_output(w);
    for (std::size_t i = 0; i < c.encoder_layers; ++i) {
      const std::string at = "encoder.layers." + std::to_string(i);
      encoder_.push_back({stacked(w, at + ".self_attention", {"query", "key", "value"}),
                          linear(w, at + ".self_attention.output"),
                          norm(w, at + ".self_attention_norm"), norm(w, at + ".feed_forward_norm"),
                          feed_forward(w, at + ".feed_forward")});
    }
    for (std::size_t i = 0; i < c.decoder_layers; ++i) {
      const std::string at = "decoder.layers." + std::to_string(i);
      decoder_.push_back(
          {linear(w, at + ".self_attention.query"), linear(w, at + ".self_attention.key"),
           linear(w, at + ".self_attention.value"), linear(w, at + ".self_attention.output"),
           linear(w, at + ".cross_attention.query"),
           stacked(w, at + ".cross_attention", {"key", "value"}),
           linear(w, at + ".cross_attention.output"), norm(w, at + ".self_attention_norm"),
           norm(w, at + ".cross_attention_norm"), norm(w, at + ".feed_forward_norm"),
           feed_forward(w, at + ".feed_forward")});
    }
    if (c.pre_norm) {
      encoder_final_norm_ = norm(w, "encoder.final_norm");
      decoder_final_norm_ = norm(w, "decoder.final_norm");
    }
    build_positions(w);
    if (options_.precomputed_first_layer) build_first_layer_tables(w);
  }

  // The output layer's weights and, untied, the embedding E. A tied model
  // keeps E once, as the output weights (embedding_rows()): a second copy
  // was V x d floats more to allocate and fill (8 MB for the bundled model).
  void build_output(const NpzArchive& w) {
    const TransformerConfig& c = config_;
    const std::span<const float> out_w = vector(w, c.tied ? "embedding.weight" : "output_weight");
    const std::span<const float> out_b = vector(w, "output_bias");
    output_ = OutputWeights({out_w.begin(), out_w.end()}, {out_b.begin(), out_b.end()}, c.vocab,
                            c.d_model);
    if (!c.tied) {
      const std::span<const float> embedding = vector(w, "embedding.weight");
      embedding_.assign(embedding.begin(), embedding.end());
    }
  }

  // E [V, d]: the output weights when tied, else the embedding's own table.
  const float* embedding_rows() const noexcept {
    return config_.tied ? output_.weights().data() : embedding_.data();
  }

  // Each stack's positions up to its length limit (validate() bounds both;
  // a learned table, the constructor): the learned tables, or sinusoidal
  // ones, computed once for the longer limit: the other's rows are its first.
  void build_positions(const NpzArchive& w) {
    const std::size_t d = config_.d_model;
    const std::size_t source = options_.max_source_length, target = options_.max_target_length;
    if (config_.learned_positions != 0) {
      const auto learned = [&](const char* name, std::size_t count) {
        const std::span<const float> table = vector(w, name);
        return std::vector<float>(table.begin(), table.begin() + count * d);
      };
      encoder_positions_ = learned("encoder.positions.weight", source);
      decoder_positions_ = learned("decoder.positions.weight", target);
      return;
    }
    std::vector<float>& longer = source >= target ? encoder_positions_ : decoder_positions_;
    std::vector<float>& shorter = source >= target ? decoder_positions_ : encoder_positions_;
    longer = sinusoidal_positions(std::max(source, target), d);
    shorter.assign(longer.begin(), longer.begin() + std::min(source, target) * d);
  }

  // precomputed_first_layer: W (E[y] sqrt(d)) for the first words, W P[t] + b
  // for every target position, W = [W_q; W_k; W_v] and b = [b_q; b_k; b_v] of
  // the first decoder layer's self-attention. Each row is the backend's
  // product of that one input row (as EmbeddingProjection's table, the GRU's
  // 4.2): for Int16Gemm and Int8Gemm, the quantized weights and a quantized
  // input row, int32 sums, dequantized to fp32; the bias is added in fp32.
  void build_first_layer_tables(const NpzArchive& w) {
    const std::size_t d = config_.d_model, wide = 3 * d;
    const Stacked qkv = stack(w, "decoder.layers.0.self_attention", {"query", "key", "value"});
    const Linear<G> product(qkv.matrix(), {});
    constexpr std::size_t block = 256;
    GemmWorkspace<G> ws;
    product.reserve(ws, block);
    std::vector<float> input(block * d);
    const auto project = [&](std::size_t count, const auto& row_of, std::vector<float>& table) {
      table.resize(count * wide);
      for (std::size_t first = 0; first < count; first += block) {
        const std::size_t n = std::min(block, count - first);
        for (std::size_t r = 0; r < n; ++r) row_of(first + r, input.data() + r * d);
        product.apply(ws, {input.data(), n, d}, {table.data() + first * wide, n, wide},
                      ActivationMode::exact);
      }
    };
    first_layer_words_ = std::min(options_.precomputed_words, config_.vocab);
    const float scale = static_cast<float>(std::sqrt(static_cast<double>(d)));
    project(
        first_layer_words_,
        [&](std::size_t word, float* out) {
          const float* e = embedding_rows() + word * d;
          for (std::size_t t = 0; t < d; ++t) out[t] = e[t] * scale;  // as embed() rounds it
        },
        first_layer_word_rows_);
    project(
        options_.max_target_length,
        [&](std::size_t position, float* out) {
          std::copy_n(decoder_positions_.data() + position * d, d, out);
        },
        first_layer_position_rows_);
    for (std::size_t t = 0; t < options_.max_target_length; ++t)
      for (std::size_t j = 0; j < wide; ++j)
        first_layer_position_rows_[t * wide + j] += qkv.bias[j];
  }

  void reserve(State& st, std::size_t max_rows, std::size_t positions,
               std::size_t max_steps) const {
    const TransformerConfig& c = config_;
    // The encoder's scratch holds one group of sentences, the step's max_rows.
    std::size_t group_rows = 0;
    for (std::size_t s0 = 0, s1 = 0; s0 + 1 < st.offsets.size(); s0 = s1) {
      s1 = group_end(st.offsets, s0);
      group_rows = std::max(group_rows, st.offsets[s1] - st.offsets[s0]);
    }
    const std::size_t d = c.d_model, wide = std::max(max_rows, group_rows);
    std::size_t nodes = 0, cache_values = 0;
    const std::size_t cache_shape[] = {max_rows, max_steps};
    const std::size_t value_shape[] = {Store::key_value_copies, c.decoder_layers, max_rows,
                                       max_steps, d};
    FASTDEC_REQUIRE(detail::checked_element_count(cache_shape, nodes) &&
                        detail::checked_element_count(value_shape, cache_values) &&
                        cache_values <= std::vector<float>().max_size(),
                    "TransformerModel::encode: a self-attention cache of ", max_rows, " rows x ",
                    max_steps, " steps x ", d, " features x ", c.decoder_layers,
                    " layers is more than memory can hold.");
    st.max_rows = max_rows;
    st.max_steps = max_steps;
    const auto size = [](std::vector<float>& b, std::size_t n) { detail::grow_scratch(b, n); };
    size(st.memory, group_rows * d);
    size(st.cross_kv, c.decoder_layers * positions * 2 * d);
    for (std::vector<float>* b : {&st.x, &st.normed, &st.context, &st.out}) size(*b, wide * d);
    size(st.qkv, wide * 3 * d);
    size(st.hidden, wide * c.ff);
    std::size_t longest = 0;
    for (std::size_t s = 0; s + 1 < st.offsets.size(); ++s)
      longest = std::max(longest, st.offsets[s + 1] - st.offsets[s]);
    size(st.scores, std::max(longest, max_steps));
    st.sentence_attention.reserve(longest, d);
    // Alignment weights of one sentence's rows (cross_attend), max_rows at most.
    const std::size_t alignment_shape[] = {max_rows, longest};
    std::size_t alignment_values = 0;
    FASTDEC_REQUIRE(detail::checked_element_count(alignment_shape, alignment_values) &&
                        alignment_values <= std::vector<float>().max_size(),
                    "TransformerModel::encode: alignment weights of ", max_rows, " rows x ",
                    longest, " positions are more than memory can hold.");
    size(st.weight_sum, alignment_values);
    for (auto* v : {&st.row_sentence, &st.row_sentence_next, &st.strongest})
      if (v->size() < max_rows) v->resize(max_rows);
    st.store.reserve(c.decoder_layers, d, max_rows, max_steps);
    if (options_.precomputed_first_layer) {
      size(st.computed_in, max_rows * d);
      size(st.computed_out, max_rows * 3 * d);
      if (st.computed_rows.size() < max_rows) st.computed_rows.resize(max_rows);
    }
    for (const EncoderLayer& layer : encoder_) {
      for (const Linear<G>* l : {&layer.qkv, &layer.output}) l->reserve(st.gemm, wide);
      layer.feed_forward.reserve(st.gemm, wide);
    }
    for (const DecoderLayer& layer : decoder_) {
      for (const Linear<G>* l :
           {&layer.self_query, &layer.self_key, &layer.self_value, &layer.self_output,
            &layer.cross_query, &layer.cross_kv, &layer.cross_output})
        l->reserve(st.gemm, wide);
      layer.feed_forward.reserve(st.gemm, wide);
    }
  }

  // x = E[token] * sqrt(d) + P[position] (`positions`: the encoder's or the
  // decoder's table), rounded as transformer.py rounds it.
  void embed(TokenId token, std::size_t position, const std::vector<float>& positions,
             float* x) const {
    const std::size_t d = config_.d_model;
    const float scale = static_cast<float>(std::sqrt(static_cast<double>(d)));
    const float* e = embedding_rows() + static_cast<std::size_t>(token) * d;
    const float* p = positions.data() + position * d;
    detail::scaled_embedding(e, scale, p, x, d);
  }

  // precomputed_first_layer: the first decoder layer's query, key and value
  // rows of x = `in` [rows, d] (post-norm: the embedded tokens themselves).
  // A row whose word is in the table adds its word's and its position's
  // rows; the others are gathered and multiplied as the plain path does.
  void first_layer_projections(State& st, std::span<const TokenId> previous, std::size_t position,
                               const float* in, MutableMatrixView queries, MutableMatrixView keys,
                               MutableMatrixView values) const {
    const std::size_t d = config_.d_model, rows = previous.size();
    const DecoderLayer& layer = decoder_[0];
    const MutableMatrixView outputs[] = {queries, keys, values};
    const float* at_position = first_layer_position_rows_.data() + position * 3 * d;
    std::size_t computed = 0;
    for (std::size_t i = 0; i < rows; ++i) {
      const auto word = static_cast<std::size_t>(previous[i]);
      if (word >= first_layer_words_) {
        std::copy_n(in + i * d, d, st.computed_in.data() + computed * d);
        st.computed_rows[computed++] = static_cast<std::uint32_t>(i);
        continue;
      }
      const float* of_word = first_layer_word_rows_.data() + word * 3 * d;
      for (std::size_t part = 0; part < 3; ++part) {
        float* o = outputs[part].row(i).data();
        for (std::size_t t = 0; t < d; ++t)
          o[t] = of_word[part * d + t] + at_position[part * d + t];
      }
    }
    if (computed == 0) return;
    const Linear<G>* projections[] = {&layer.self_query, &layer.self_key, &layer.self_value};
    if (computed == rows) {
      for (std::size_t part = 0; part < 3; ++part)
        projections[part]->apply(st.gemm, {in, rows, d}, outputs[part], ActivationMode::exact);
      return;
    }
    for (std::size_t part = 0; part < 3; ++part) {
      float* block = st.computed_out.data() + part * computed * d;
      projections[part]->apply(st.gemm, {st.computed_in.data(), computed, d}, {block, computed, d},
                               ActivationMode::exact);
      for (std::size_t m = 0; m < computed; ++m)
        std::copy_n(block + m * d, d, outputs[part].row(st.computed_rows[m]).data());
    }
  }

  // One residual block over st.x [rows, d] (layers/residual.hpp): run(in,
  // out) computes the sublayer of `in` into `out` [rows, d] (it may use
  // every scratch buffer but x, normed and out).
  template <class Run>
  void sublayer(State& st, std::size_t rows, const LayerNorm& norm, Run&& run) const {
    sublayer(st, view(st.x, rows, config_.d_model), norm, std::forward<Run>(run));
  }
  // The same over rows x of st.x (the encoder's group); the scratch rows from their start.
  template <class Run>
  void sublayer(State& st, MutableMatrixView x, const LayerNorm& norm, Run&& run) const {
    const std::size_t rows = x.rows(), d = config_.d_model;
    residual_block(config_.pre_norm ? NormPlacement::pre : NormPlacement::post, norm, x,
                   view(st.normed, rows, d), view(st.out, rows, d), std::forward<Run>(run));
  }

  // The encoder over every position of the batch, then each decoder layer's
  // cross-attention keys and values of every position, a group of sentences
  // at a time (TransformerModelOptions::encoder_group_positions).
  void run_encoder(State& st, std::span<const Sentence> sources) const {
    for (std::size_t s0 = 0, s1 = 0; s0 < sources.size(); s0 = s1) {
      s1 = group_end(st.offsets, s0);
      encode_sentences(st, sources, s0, s1);
    }
  }

  // The end of the encoder's group that starts at sentence s0: sentences
  // while they fit in encoder_group_positions (a longer one alone; 0: all).
  std::size_t group_end(const std::vector<std::size_t>& offsets, std::size_t s0) const {
    const std::size_t n = offsets.size() - 1, group = options_.encoder_group_positions;
    std::size_t s1 = s0 + 1;
    while (s1 < n && (group == 0 || offsets[s1 + 1] - offsets[s0] <= group)) ++s1;
    return s1;
  }

  // Sentences [s0, s1) of the batch (positions [base, base + rows)) embedded
  // and through the encoder, into their rows of st.cross_kv; the scratch
  // buffers (st.x, st.memory, ...) hold the group's rows from their start.
  void encode_sentences(State& st, std::span<const Sentence> sources, std::size_t s0,
                        std::size_t s1) const {
    const std::size_t d = config_.d_model, positions = st.offsets.back();
    const std::size_t base = st.offsets[s0], rows = st.offsets[s1] - base;
    for (std::size_t s = s0; s < s1; ++s)
      for (std::size_t j = 0; j < sources[s].size(); ++j)
        embed(sources[s][j], j, encoder_positions_, st.x.data() + (st.offsets[s] - base + j) * d);
    const MutableMatrixView x(st.x.data(), rows, d);
    const MultiHeadAttention attention(config_.heads, d, softmax_mode(), ScoreScale::quotient);
    for (const EncoderLayer& layer : encoder_) {
      sublayer(st, x, layer.self_norm, [&](ConstMatrixView in, MutableMatrixView out) {
        layer.qkv.apply(st.gemm, in, view(st.qkv, rows, 3 * d), ActivationMode::exact);
        for (std::size_t s = s0; s < s1; ++s) {
          const std::size_t first = st.offsets[s] - base;
          const std::size_t length = st.offsets[s + 1] - st.offsets[s];
          const float* qkv = st.qkv.data() + first * 3 * d;
          // Every position of the sentence over its positions, as two matrix
          // products per head (layers/sentence_attention.hpp).
          SentenceAttention::attend(attention, qkv, 3 * d, length,
                                    StridedKeyValues{qkv + d, qkv + 2 * d, 3 * d, length},
                                    st.context.data() + first * d, d, st.sentence_attention);
        }
        layer.output.apply(st.gemm, view(st.context, rows, d), out, ActivationMode::exact);
      });
      sublayer(st, x, layer.feed_forward_norm, [&](ConstMatrixView in, MutableMatrixView out) {
        layer.feed_forward.apply(st.gemm, in, view(st.hidden, rows, config_.ff), out);
      });
    }
    const MutableMatrixView memory(st.memory.data(), rows, d);
    if (config_.pre_norm)
      encoder_final_norm_.apply(x, memory);
    else
      std::copy_n(x.data(), rows * d, memory.data());
    for (std::size_t l = 0; l < decoder_.size(); ++l)
      decoder_[l].cross_kv.apply(st.gemm, memory,
                                 {st.cross_kv.data() + (l * positions + base) * 2 * d, rows, 2 * d},
                                 ActivationMode::exact);
  }

  // Each row's queries (st.qkv) over its sentence's keys and values of
  // decoder layer l, into st.context; the last layer records alignments. A
  // run of rows of one sentence (its beam) is attended together, head by
  // head, so the sentence's keys and values of a head stay in cache across
  // its rows (MultiHeadAttention::attend_rows; the same bits).
  void cross_attend(State& st, std::size_t l, std::size_t rows, const MultiHeadAttention& attention,
                    bool align) const {
    const std::size_t d = config_.d_model, positions = st.offsets.back();
    const float* kv = st.cross_kv.data() + l * positions * 2 * d;
    for (std::size_t i = 0; i < rows;) {
      const std::size_t s = st.row_sentence[i];
      std::size_t end = i + 1;
      while (end < rows && st.row_sentence[end] == s) ++end;
      const std::size_t first = st.offsets[s], length = st.offsets[s + 1] - first;
      float* weight_sums = align ? st.weight_sum.data() : nullptr;
      if (align) std::fill_n(weight_sums, (end - i) * length, 0.0f);
      attention.attend_rows(
          st.qkv.data() + i * d, d, end - i,
          StridedKeyValues{kv + first * 2 * d, kv + first * 2 * d + d, 2 * d, length},
          st.context.data() + i * d, d, st.scores, weight_sums);
      if (align)
        for (std::size_t r = i; r < end; ++r) {
          const float* weight_sum = weight_sums + (r - i) * length;
          st.strongest[r] = static_cast<std::uint32_t>(
              std::max_element(weight_sum, weight_sum + length) - weight_sum);
        }
      i = end;
    }
  }

  TransformerConfig config_;
  TransformerModelOptions options_;
  std::vector<float> embedding_;          // [V, d], untied only: see embedding_rows()
  std::vector<float> encoder_positions_;  // [max_source_length, d]
  std::vector<float> decoder_positions_;  // [max_target_length, d]
  std::vector<EncoderLayer> encoder_;
  std::vector<DecoderLayer> decoder_;
  LayerNorm encoder_final_norm_, decoder_final_norm_;  // pre-norm only
  // precomputed_first_layer: [words, 3 d] and [max_target_length, 3 d]
  // (query | key | value), the second with the bias added.
  std::size_t first_layer_words_ = 0;
  std::vector<float> first_layer_word_rows_, first_layer_position_rows_;
  OutputWeights output_{{0.0f}, {0.0f}, 1, 1};
};

}  // namespace fastdec
