// fastdec/models/gru_model.hpp: the reference attentional GRU translation
// model (Bahdanau et al. 2014 as PyTorch NMT code usually writes it), built
// only from the reusable parts of this folder, satisfying DecoderModel.
//
//   const NpzArchive weights = load_npz("model.npz");   // or random_gru_weights(shape, seed)
//   const GruModel<Int16Gemm> model(weights, {}, {.precomputed_embeddings = true,
//                                                  .precomputed_attention = true,
//                                                  .merged_states = true});
//   const FusedTopK<Int16Gemm> output(model.output_weights());
//   BeamSearch search(model, output, {.beam_size = 6, .bos_token = ..., .eos_token = ...});
//
// Equations (docs/model.md has them in full, with the tensor names of
// models/gru_weights.hpp): a bidirectional L_e-layer GRU encoder gives
// a_j = [fwd_j; bwd_j]; s_0 = tanh(W_init mean_j a_j + b_init) (or 0); at step i,
// with y the previous word,
//   c_i  = attention(s_{i-1}, a)                       (layers/attention.hpp)
//   s_i  = GRUCell([E_t y; c_i], s_{i-1})              (layers/gru_cell.hpp)
//   f_i  = FC-relu layers over s_i (or s_i itself)     (skip connections, Devlin section 5)
//   h_i  = tanh(W_p [f_i; c_i; E_t y] + b_p)           (the chosen inputs, in that order)
// and step() returns h_i [rows, P]; the output layer owns W_out, b_out
// (output_weights()).
//
// The GEMM backend is the template parameter (Int16Gemm: every layer 16-bit,
// section 4.1); every other speed-up is a GruSpeedups switch, so each can be
// measured alone. Every path performs the same floating-point operations in
// the same order for a given row: the first-layer input projection and the
// pre-output layer are always split into embedding, context and state parts,
// summed in one fixed order. So precomputed_embeddings, precomputed_attention
// and merged_states are exact identities (bit-equal outputs, tested). The
// step's math (tanh, sigmoid, attention's exp) is vectorized by default
// (fast_activations, Devlin's 4.4), within 1.5e-7 of the C library per value;
// fast_activations = false gives the C library's scalar results, the
// reference that matches PyTorch to the last bit.
//
// Thread safety: the model is immutable after construction; share it between
// threads, each with its own State (BeamSearch makes one). step() allocates
// nothing; encode() sizes every buffer for max_rows.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "fastdec/core/error.hpp"
#include "fastdec/core/matrix_view.hpp"
#include "fastdec/core/scratch.hpp"
#include "fastdec/core/types.hpp"
#include "fastdec/gemm/concept.hpp"
#include "fastdec/io/npz.hpp"
#include "fastdec/layers/activation.hpp"
#include "fastdec/layers/attention.hpp"
#include "fastdec/layers/embedding_projection.hpp"
#include "fastdec/layers/gru_cell.hpp"
#include "fastdec/layers/linear.hpp"
#include "fastdec/layers/state_merging.hpp"
#include "fastdec/models/gru_weights.hpp"
#include "fastdec/output/output_weights.hpp"
#include "fastdec/search/decoder_model.hpp"

namespace fastdec {

// Run-time switches, one per speed-up of Devlin 2017 section 4 (16-bit
// products are the Gemm template argument instead). The default is the fast
// baseline Devlin measured against: vectorized math, no other speed-up.
struct GruSpeedups {
  bool precomputed_embeddings = false;   // 4.2: W_ie e(y) (and W_pe e(y)) looked up ...
  std::size_t precomputed_words = 8000;  // ... for ids below this (clipped to the vocabulary)
  bool precomputed_attention = false;    // 4.3: keys U a_j once per sentence, not per step
  bool fast_activations = true;  // 4.4: vectorized tanh, sigmoid, exp (layers/activation.hpp);
                                 // false: the C library's, scalar (a reference)
  bool merged_states = false;    // 4.5: h_{i-1}-only work once per distinct parent

  static constexpr GruSpeedups all() noexcept { return {true, 8000, true, true, true}; }
  // The C library's math and no speed-up: PyTorch's results to the last bit.
  static constexpr GruSpeedups reference() noexcept { return {.fast_activations = false}; }
};

// What a State has seen since make_state() (or reset_statistics()).
struct GruDecodeStatistics {
  std::size_t steps = 0;
  std::size_t rows = 0;           // decoder rows over all steps
  std::size_t distinct_rows = 0;  // rows whose h_{i-1} was computed (merged states)
  std::size_t embedding_lookups = 0;
  std::size_t table_hits = 0;  // lookups served by the precomputed table

  double distinct_fraction() const noexcept {
    return rows == 0 ? 1.0 : static_cast<double>(distinct_rows) / static_cast<double>(rows);
  }
  double embedding_coverage() const noexcept {
    return embedding_lookups == 0
               ? 0.0
               : static_cast<double>(table_hits) / static_cast<double>(embedding_lookups);
  }
};

template <Gemm G>
class GruModel {
 public:
  class State {
   public:
    const GruDecodeStatistics& statistics() const noexcept { return stats_; }
    void reset_statistics() noexcept { stats_ = {}; }

   private:
    friend class GruModel;
    using Buffer = std::vector<float>;
    static MutableMatrixView view(Buffer& b, std::size_t rows, std::size_t cols) {
      return {b.data(), rows, cols};
    }

    GemmWorkspace<G> gemm;
    typename EmbeddingProjection<G>::Workspace embedding;
    DistinctParents parents;
    // Encoder outputs and keys of the batch, sentence s in rows [offsets[s], offsets[s + 1]).
    std::vector<std::size_t> offsets, lengths;
    Buffer values, keys;
    std::size_t max_rows = 0, rows = 0;
    // Decoder state [max_rows, H_d] and each row's sentence, current and next.
    Buffer h, h_next;
    std::vector<std::uint32_t> row_sentence, row_sentence_next, source_sentence;
    // The source position each distinct parent's attention, then each row's, weighs most.
    std::vector<std::uint32_t> strongest_distinct, strongest_row;
    // Per-step scratch, [max_rows, width] each.
    Buffer h_source, queries, contexts, gh, gi_context, embedded, gi, fc[3], pre_context, out;
    Buffer attention_scratch, cell_scratch;
    // Encoder scratch.
    Buffer enc_input, enc_output, enc_gi, enc_gh, enc_h, enc_h_in, enc_h_out;
    std::vector<std::uint32_t> enc_active;
    GruDecodeStatistics stats_;
  };

  GruModel(const NpzArchive& weights, GruModelConfig config = {}, GruSpeedups speedups = {})
      : config_(config), speedups_(speedups) {
    validate(config_);
    shape_ = infer_gru_shape(weights, config_);
    check_gru_archive(weights, shape_, config_);
    build(weights);
  }

  State make_state() const { return State{}; }
  std::size_t hidden_size() const noexcept { return shape_.pre_output; }
  std::size_t source_vocab_size() const noexcept { return shape_.source_vocab; }
  std::size_t target_vocab_size() const noexcept { return shape_.target_vocab; }
  const GruShape& shape() const noexcept { return shape_; }
  const GruModelConfig& config() const noexcept { return config_; }
  const GruSpeedups& speedups() const noexcept { return speedups_; }
  // The final projection, [V_t, P] and [V_t], for any output layer.
  const OutputWeights& output_weights() const noexcept { return output_; }
  // Precomputed embedding projections: words in the table and their memory.
  std::size_t precomputed_words() const noexcept { return embedding_.precomputed_words(); }
  std::size_t precomputed_embedding_bytes() const noexcept { return embedding_.memory_bytes(); }

  void encode(State& st, std::span<const Sentence> sources, std::size_t max_rows) const {
    FASTDEC_REQUIRE(!sources.empty(), "GruModel::encode: the batch has no sentences.");
    FASTDEC_REQUIRE(max_rows >= sources.size(), "GruModel::encode: max_rows = ", max_rows,
                    " is below the ", sources.size(), " sentences of the batch.");
    const std::size_t n = sources.size();
    st.offsets.assign(n + 1, 0);
    st.lengths.assign(n, 0);
    std::size_t longest = 0;
    for (std::size_t s = 0; s < n; ++s) {
      FASTDEC_REQUIRE(!sources[s].empty(), "GruModel::encode: source sentence ", s, " is empty.");
      for (const TokenId t : sources[s])
        FASTDEC_REQUIRE(t >= 0 && static_cast<std::size_t>(t) < shape_.source_vocab,
                        "GruModel::encode: source token ", t, " of sentence ", s,
                        " is outside the source vocabulary of ", shape_.source_vocab, " words.");
      st.lengths[s] = sources[s].size();
      st.offsets[s + 1] = st.offsets[s] + sources[s].size();
      longest = std::max(longest, sources[s].size());
    }
    reserve(st, max_rows, st.offsets[n], longest);
    run_encoder(st, sources);
    const std::size_t positions = st.offsets[n];
    if (speedups_.precomputed_attention)
      attention_.compute_keys(st.gemm, {st.values.data(), positions, shape_.context()},
                              State::view(st.keys, positions, shape_.attention));
    initial_state(st);
  }

  ConstMatrixView step(State& st, std::span<const TokenId> previous,
                       std::span<const std::uint32_t> parents) const {
    const std::size_t rows = previous.size();
    FASTDEC_REQUIRE(parents.size() == rows, "GruModel::step: ", previous.size(),
                    " previous tokens but ", parents.size(), " parents.");
    FASTDEC_REQUIRE(rows >= 1 && rows <= st.max_rows, "GruModel::step: ", rows,
                    " rows, but encode() sized the state for 1..", st.max_rows, ".");
    const ActivationMode mode = activation_mode();
    const ActivationKernels math = ActivationKernels::of(mode);  // once per step
    st.parents.build(parents, st.rows, speedups_.merged_states);
    const std::size_t d = st.parents.distinct();
    const auto sources = st.parents.sources();
    const auto slot = st.parents.slot();
    const std::size_t hd = shape_.decoder_hidden, c = shape_.context(), a = shape_.attention;

    // 1. The h_{i-1}-only work, once per distinct parent (all rows when not merging).
    for (std::size_t j = 0; j < d; ++j) {
      std::copy_n(st.h.data() + sources[j] * hd, hd, st.h_source.data() + j * hd);
      st.source_sentence[j] = st.row_sentence[sources[j]];
    }
    const ConstMatrixView h_source(st.h_source.data(), d, hd);
    if (!speedups_.precomputed_attention) compute_live_keys(st, d);
    attention_.compute_queries(st.gemm, h_source, State::view(st.queries, d, a));
    attention_.attend({st.queries.data(), d, a}, {st.source_sentence.data(), d}, memory(st),
                      State::view(st.contexts, d, c), st.attention_scratch, mode,
                      {st.strongest_distinct.data(), d});
    for (std::size_t i = 0; i < rows; ++i) st.strongest_row[i] = st.strongest_distinct[slot[i]];
    const ConstMatrixView contexts(st.contexts.data(), d, c);
    cell_.project_hidden(st.gemm, h_source, State::view(st.gh, d, 3 * hd));
    cell_.project_input(st.gemm, 0, contexts, State::view(st.gi_context, d, 3 * hd));
    if (pre_context_.outputs() > 0)
      pre_context_.apply(st.gemm, contexts, State::view(st.pre_context, d, shape_.pre_output),
                         ActivationMode::exact);

    // 2. The embedding part, per row (looked up or computed).
    const std::size_t ew = embedding_.outputs();
    st.stats_.table_hits +=
        embedding_.project(st.embedding, previous, State::view(st.embedded, rows, ew));
    st.stats_.embedding_lookups += rows;

    // 3. The GRU, per row.
    for (std::size_t i = 0; i < rows; ++i) {
      const std::size_t k = slot[i];
      float* gi = st.gi.data() + i * 3 * hd;
      const float* emb = st.embedded.data() + i * ew;
      const float* ctx = st.gi_context.data() + k * 3 * hd;
      for (std::size_t t = 0; t < 3 * hd; ++t) gi[t] = emb[t] + ctx[t];
      cell_.combine(gi, st.gh.data() + k * 3 * hd, st.h_source.data() + k * hd,
                    st.h_next.data() + i * hd, st.cell_scratch.data(), math);
      st.row_sentence_next[i] = st.source_sentence[k];
    }

    // 4. FC-relu layers and the pre-output layer.
    const ConstMatrixView top = run_fc(st, rows);
    const MutableMatrixView out = State::view(st.out, rows, shape_.pre_output);
    pre_output(st, top, slot, out, math);

    std::swap(st.h, st.h_next);
    std::swap(st.row_sentence, st.row_sentence_next);
    st.rows = rows;
    st.stats_.steps += 1;
    st.stats_.rows += rows;
    st.stats_.distinct_rows += d;
    return out;
  }

  // AligningModel: for each row of the last step, the source position (in its
  // sentence) its attention weighed most when the step computed the
  // distribution of the row's next token.
  std::span<const std::uint32_t> attended_positions(const State& st) const noexcept {
    return {st.strongest_row.data(), st.rows};
  }

 private:
  ActivationMode activation_mode() const noexcept {
    return speedups_.fast_activations ? ActivationMode::fast : ActivationMode::exact;
  }

  static ConstMatrixView matrix(const NpzArchive& w, const std::string& name) {
    const NpyArray& a = w.arrays.find(name)->second;
    return {a.values.data(), a.shape[0], a.shape.size() == 2 ? a.shape[1] : 1};
  }
  static std::span<const float> vector(const NpzArchive& w, const std::string& name) {
    return w.arrays.find(name)->second.values;
  }

  // b_key + b_query: every score adds both, so the keys can carry the sum.
  std::vector<float> attention_bias(const NpzArchive& w) const {
    const auto key = w.arrays.find(detail::gru_key_bias);
    std::vector<float> bias =
        key != w.arrays.end() ? key->second.values : std::vector<float>(shape_.attention, 0.0f);
    if (const auto query = w.arrays.find(detail::gru_query_bias); query != w.arrays.end())
      for (std::size_t t = 0; t < bias.size(); ++t) bias[t] += query->second.values[t];
    return bias;
  }

  void build(const NpzArchive& w) {
    const GruShape& s = shape_;
    const std::size_t c = s.context(), hd = s.decoder_hidden, p = s.pre_output;
    const ConstMatrixView source = matrix(w, "encoder.embedding.weight");
    source_embeddings_.assign(source.data(), source.data() + source.rows() * source.cols());
    for (std::size_t l = 0; l < s.encoder_layers; ++l)
      for (const std::string suffix : {"", "_reverse"}) {
        const std::string at = std::to_string(l) + suffix;
        encoder_.emplace_back(
            matrix(w, "encoder.rnn.weight_ih_l" + at), matrix(w, "encoder.rnn.weight_hh_l" + at),
            vector(w, "encoder.rnn.bias_ih_l" + at), vector(w, "encoder.rnn.bias_hh_l" + at));
      }
    if (config_.initial_state == InitialState::mean_tanh)
      init_ = Linear<G>(matrix(w, "decoder.init.weight"), vector(w, "decoder.init.bias"),
                        Activation::tanh);
    attention_ = AdditiveAttention<G>(matrix(w, "decoder.attention.key.weight"), attention_bias(w),
                                      matrix(w, "decoder.attention.query.weight"),
                                      vector(w, "decoder.attention.v.weight"));

    // The cell's input [embedding; context]: the context columns stay in the
    // cell, the embedding columns join the pre-output's embedding columns in
    // one stacked projection (one product, or one table lookup, per row).
    const ConstMatrixView weight_ih = matrix(w, "decoder.cell.weight_ih");
    const ConstMatrixView weight_ih_context(weight_ih.data() + s.target_embedding, 3 * hd, c,
                                            weight_ih.stride());
    cell_ = GruCell<G>(weight_ih_context, matrix(w, "decoder.cell.weight_hh"),
                       vector(w, "decoder.cell.bias_ih"), vector(w, "decoder.cell.bias_hh"));
    const ConstMatrixView pre = matrix(w, "decoder.pre_output.weight");
    const PreOutputInputs& in = config_.pre_output_inputs;
    std::size_t column = 0;
    // The next `width` columns of W_p when the part is used; an empty view
    // otherwise (a block past the used columns would be wider than its stride).
    const auto columns = [&](bool used, std::size_t width) {
      if (!used) return ConstMatrixView{};
      const ConstMatrixView block(pre.data() + column, p, width, pre.stride());
      column += width;
      return block;
    };
    const ConstMatrixView pre_state = columns(in.state, s.state_width());
    const ConstMatrixView pre_context = columns(in.context, c);
    const ConstMatrixView pre_embedding = columns(in.embedding, s.target_embedding);
    if (in.state) pre_state_ = Linear<G>(pre_state, {});
    if (in.context) pre_context_ = Linear<G>(pre_context, {});
    const std::span<const float> pre_bias = vector(w, "decoder.pre_output.bias");
    pre_bias_.assign(pre_bias.begin(), pre_bias.end());

    const std::size_t stacked_rows = 3 * hd + (in.embedding ? p : 0);
    std::vector<float> stacked(stacked_rows * s.target_embedding);
    for (std::size_t r = 0; r < stacked_rows; ++r)
      for (std::size_t k = 0; k < s.target_embedding; ++k)
        stacked[r * s.target_embedding + k] =
            r < 3 * hd ? weight_ih(r, k) : pre_embedding(r - 3 * hd, k);
    const std::size_t words = speedups_.precomputed_embeddings
                                  ? std::min(speedups_.precomputed_words, s.target_vocab)
                                  : 0;
    embedding_ = EmbeddingProjection<G>(matrix(w, "decoder.embedding.weight"),
                                        {stacked.data(), stacked_rows, s.target_embedding}, words);

    for (std::size_t i = 0; i < s.fc_layers; ++i) {
      const std::string at = "decoder.fc." + std::to_string(i);
      fc_.emplace_back(matrix(w, at + ".weight"), vector(w, at + ".bias"));
    }
    const std::span<const float> out_w = vector(w, "decoder.output.weight");
    const std::span<const float> out_b = vector(w, "decoder.output.bias");
    output_ = OutputWeights({out_w.begin(), out_w.end()}, {out_b.begin(), out_b.end()},
                            s.target_vocab, p);
  }

  void reserve(State& st, std::size_t max_rows, std::size_t positions, std::size_t longest) const {
    const GruShape& s = shape_;
    const std::size_t hd = s.decoder_hidden, c = s.context(), he = s.encoder_hidden;
    const std::size_t wide = std::max(max_rows, positions);
    st.max_rows = max_rows;
    const auto size = [](std::vector<float>& b, std::size_t n) { detail::grow_scratch(b, n); };
    size(st.values, positions * c);
    size(st.keys, positions * s.attention);
    for (std::vector<float>* b : {&st.h, &st.h_next, &st.h_source}) size(*b, max_rows * hd);
    for (std::vector<float>* b : {&st.gh, &st.gi_context, &st.gi}) size(*b, max_rows * 3 * hd);
    size(st.queries, max_rows * s.attention);
    size(st.contexts, max_rows * c);
    size(st.embedded, max_rows * embedding_.outputs());
    for (std::vector<float>& b : st.fc) size(b, max_rows * s.fc_size);
    size(st.pre_context, max_rows * s.pre_output);
    size(st.out, max_rows * s.pre_output);
    size(st.attention_scratch, attention_.scratch_size(longest));
    size(st.cell_scratch, 3 * std::max(hd, he));
    size(st.enc_input, positions * std::max(s.source_embedding, c));
    size(st.enc_output, positions * c);
    size(st.enc_gi, positions * 3 * he);
    size(st.enc_gh, positions * 3 * he);
    for (std::vector<float>* b : {&st.enc_h, &st.enc_h_in, &st.enc_h_out}) size(*b, positions * he);
    for (auto* v : {&st.row_sentence, &st.row_sentence_next, &st.source_sentence, &st.enc_active,
                    &st.strongest_distinct, &st.strongest_row})
      if (v->size() < std::max(max_rows, positions)) v->resize(std::max(max_rows, positions));
    st.parents.reserve(max_rows);
    embedding_.reserve(st.embedding, max_rows);
    for (const GruCell<G>& cell : encoder_) cell.reserve(st.gemm, wide);
    if (init_.outputs() > 0) init_.reserve(st.gemm, wide);
    attention_.reserve(st.gemm, wide);
    cell_.reserve(st.gemm, wide);
    for (const Linear<G>& layer : fc_) layer.reserve(st.gemm, wide);
    if (pre_state_.outputs() > 0) pre_state_.reserve(st.gemm, wide);
    if (pre_context_.outputs() > 0) pre_context_.reserve(st.gemm, wide);
  }

  // The bidirectional encoder, all sentences at once: each direction's input
  // projection is one product over every position; the recurrence runs over
  // the sentences still that long at each time step.
  void run_encoder(State& st, std::span<const Sentence> sources) const {
    const GruShape& s = shape_;
    const std::size_t n = sources.size(), positions = st.offsets[n];
    const std::size_t he = s.encoder_hidden, c = s.context();
    const ActivationKernels math = ActivationKernels::of(activation_mode());
    for (std::size_t sent = 0; sent < n; ++sent)
      for (std::size_t j = 0; j < st.lengths[sent]; ++j)
        std::copy_n(source_embeddings_.data() +
                        static_cast<std::size_t>(sources[sent][j]) * s.source_embedding,
                    s.source_embedding,
                    st.enc_input.data() + (st.offsets[sent] + j) * s.source_embedding);
    std::size_t width = s.source_embedding;
    std::size_t longest = 0;
    for (const std::size_t len : st.lengths) longest = std::max(longest, len);
    for (std::size_t layer = 0; layer < s.encoder_layers; ++layer) {
      for (std::size_t dir = 0; dir < 2; ++dir) {
        const GruCell<G>& cell = encoder_[2 * layer + dir];
        cell.project_input(st.gemm, 0, {st.enc_input.data(), positions, width},
                           State::view(st.enc_gi, positions, 3 * he));
        std::fill_n(st.enc_h.data(), n * he, 0.0f);
        for (std::size_t t = 0; t < longest; ++t) {
          std::size_t active = 0;
          for (std::size_t sent = 0; sent < n; ++sent)
            if (st.lengths[sent] > t) {
              std::copy_n(st.enc_h.data() + sent * he, he, st.enc_h_in.data() + active * he);
              st.enc_active[active++] = static_cast<std::uint32_t>(sent);
            }
          cell.project_hidden(st.gemm, {st.enc_h_in.data(), active, he},
                              State::view(st.enc_gh, active, 3 * he));
          for (std::size_t r = 0; r < active; ++r) {
            const std::size_t sent = st.enc_active[r], len = st.lengths[sent];
            const std::size_t pos = st.offsets[sent] + (dir == 0 ? t : len - 1 - t);
            float* h_new = st.enc_h_out.data() + r * he;
            cell.combine(st.enc_gi.data() + pos * 3 * he, st.enc_gh.data() + r * 3 * he,
                         st.enc_h_in.data() + r * he, h_new, st.cell_scratch.data(), math);
            std::copy_n(h_new, he, st.enc_h.data() + sent * he);
            std::copy_n(h_new, he, st.enc_output.data() + pos * c + dir * he);
          }
        }
      }
      std::copy_n(st.enc_output.data(), positions * c, st.enc_input.data());
      width = c;
    }
    std::copy_n(st.enc_output.data(), positions * c, st.values.data());
  }

  void initial_state(State& st) const {
    const std::size_t n = st.lengths.size(), c = shape_.context(), hd = shape_.decoder_hidden;
    if (config_.initial_state == InitialState::zeros) {
      std::fill_n(st.h.data(), n * hd, 0.0f);
    } else {
      float* mean = st.contexts.data();  // [n, C] scratch; max_rows >= n
      for (std::size_t sent = 0; sent < n; ++sent) {
        float* m = mean + sent * c;
        std::fill_n(m, c, 0.0f);
        for (std::size_t j = st.offsets[sent]; j < st.offsets[sent + 1]; ++j)
          for (std::size_t t = 0; t < c; ++t) m[t] += st.values[j * c + t];
        const float scale = 1.0f / static_cast<float>(st.lengths[sent]);
        for (std::size_t t = 0; t < c; ++t) m[t] *= scale;
      }
      init_.apply(st.gemm, {mean, n, c}, State::view(st.h, n, hd), activation_mode());
    }
    for (std::size_t sent = 0; sent < n; ++sent)
      st.row_sentence[sent] = static_cast<std::uint32_t>(sent);
    st.rows = n;
  }

  AttentionMemory memory(const State& st) const {
    const std::size_t positions = st.offsets.back();
    return {{st.values.data(), positions, shape_.context()},
            {st.keys.data(), positions, shape_.attention},
            st.offsets};
  }

  // The plain path: every live sentence's keys again at every step.
  void compute_live_keys(State& st, std::size_t d) const {
    const std::size_t c = shape_.context(), a = shape_.attention;
    for (std::size_t j = 0; j < d; ++j) {
      // A sentence's rows are contiguous (the DecoderModel contract), so are
      // its distinct parents; a repeat would only compute equal keys again.
      const std::uint32_t sent = st.source_sentence[j];
      if (j > 0 && st.source_sentence[j - 1] == sent) continue;
      const std::size_t first = st.offsets[sent], length = st.lengths[sent];
      attention_.compute_keys(st.gemm, {st.values.data() + first * c, length, c},
                              {st.keys.data() + first * a, length, a});
    }
  }

  ConstMatrixView run_fc(State& st, std::size_t rows) const {
    const std::size_t hd = shape_.decoder_hidden, f = shape_.fc_size;
    ConstMatrixView x(st.h_next.data(), rows, hd);
    for (std::size_t l = 0; l < fc_.size(); ++l) {
      const MutableMatrixView y = State::view(st.fc[l % 3], rows, f);
      fc_[l].apply(st.gemm, x, y, ActivationMode::exact);
      if (config_.fc_skip_connections && l >= 2 && l % 2 == 0) {
        const float* skip = st.fc[(l - 2) % 3].data();
        for (std::size_t t = 0; t < rows * f; ++t) y.data()[t] += skip[t];
      }
      apply_activation({y.data(), rows * f}, Activation::relu, ActivationMode::exact);
      x = y;
    }
    return x;
  }

  // h = tanh(((state part + context part) + embedding part) + b_p), the parts
  // the config selects, in this order on every path.
  void pre_output(State& st, ConstMatrixView top, std::span<const std::uint32_t> slot,
                  MutableMatrixView out, const ActivationKernels& math) const {
    const std::size_t p = shape_.pre_output, rows = out.rows();
    if (pre_state_.outputs() > 0)
      pre_state_.apply(st.gemm, top, out, ActivationMode::exact);
    else
      std::fill_n(out.data(), rows * p, 0.0f);
    const std::size_t ew = embedding_.outputs(), first = 3 * shape_.decoder_hidden;
    for (std::size_t i = 0; i < rows; ++i) {
      float* o = out.row(i).data();
      if (pre_context_.outputs() > 0) {
        const float* ctx = st.pre_context.data() + slot[i] * p;
        for (std::size_t t = 0; t < p; ++t) o[t] += ctx[t];
      }
      if (config_.pre_output_inputs.embedding) {
        const float* emb = st.embedded.data() + i * ew + first;
        for (std::size_t t = 0; t < p; ++t) o[t] += emb[t];
      }
      for (std::size_t t = 0; t < p; ++t) o[t] += pre_bias_[t];
    }
    math.tanh(out.data(), out.data(), rows * p);
  }

  GruModelConfig config_;
  GruSpeedups speedups_;
  GruShape shape_;
  std::vector<float> source_embeddings_;  // [V_s, E_s]
  std::vector<GruCell<G>> encoder_;       // layer l: [2l] forward, [2l + 1] backward
  Linear<G> init_;                        // [H_d, C], tanh; empty with zeros
  AdditiveAttention<G> attention_;
  GruCell<G> cell_;                    // input = the context columns of weight_ih
  EmbeddingProjection<G> embedding_;   // [W_ie; W_pe] e(y), [3 H_d (+ P), E_t]
  std::vector<Linear<G>> fc_;          // [F, in] each; relu after the skip add
  Linear<G> pre_state_, pre_context_;  // column blocks of W_p, no bias
  std::vector<float> pre_bias_;        // [P]
  OutputWeights output_{{0.0f}, {0.0f}, 1, 1};
};

}  // namespace fastdec
