// examples/decoder_only_lm.hpp: a decoder-only Transformer language model
// (GPT-style: Radford et al. 2018) built from fastdec's layers, the model
// behind examples/decoder_only_lm.cpp. Copy it to build your own.
//
//   const NpzArchive w = random_transformer_weights(config, seed);  // or your trained archive
//   const DecoderOnlyLm<PackedFp32Gemm> lm(w, config);
//   const FusedTopK<PackedFp32Gemm> output(lm.output_weights());
//   BeamSearch search(lm, output, {.beam_size = 4, .bos_token = 0, .eos_token = 1});
//   search.translate_batch(prompts, prompts);  // each prompt forced as the prefix
//
// The model, per step t (BOS at position 0) and row:
//   x = E[y] sqrt(d) + P[t]                    P: sinusoidal (layers/positions.hpp)
//   N blocks: x = residual(x, masked self-attention)   (MultiHeadAttention over the
//             x = residual(x, FeedForward)              parent-following cache)
//   h = LN_final(x) (pre-norm) or x (post-norm)
// and the output layer computes h E^T + b (tied). The weights are the
// decoder half of TransformerModel's archive (models/transformer_weights.hpp:
// embedding.weight, output_bias, decoder.layers.i.self_attention.*,
// *_norm, feed_forward.*, decoder.final_norm); the cross-attention tensors,
// when there, are not read. Without an encoder the source is only the
// batch's shape: the prompt reaches the model as the target prefix.
//
// Satisfies DecoderModel and StepBudgetedModel: immutable after
// construction (share it between threads), everything per decode in State,
// and step() allocates nothing.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "fastdec/core/error.hpp"
#include "fastdec/core/matrix_view.hpp"
#include "fastdec/core/types.hpp"
#include "fastdec/gemm/concept.hpp"
#include "fastdec/io/npz.hpp"
#include "fastdec/layers/feed_forward.hpp"
#include "fastdec/layers/layer_norm.hpp"
#include "fastdec/layers/linear.hpp"
#include "fastdec/layers/multi_head_attention.hpp"
#include "fastdec/layers/positions.hpp"
#include "fastdec/layers/residual.hpp"
#include "fastdec/layers/self_attention_store.hpp"
#include "fastdec/models/transformer_weights.hpp"
#include "fastdec/output/output_weights.hpp"

namespace lm {

template <fastdec::Gemm G, fastdec::SelfAttentionStore Store = fastdec::ParentFollowingStore>
class DecoderOnlyLm {
 public:
  class State {
   private:
    friend class DecoderOnlyLm;
    fastdec::GemmWorkspace<G> gemm;
    Store store;  // every block's keys and values of every row's history
    std::vector<float> x, normed, out, queries, context, hidden, scores;
    std::size_t max_rows = 0, max_steps = 0, steps = 0;
  };

  // max_length: the positions the model knows, so the steps a batch may take.
  DecoderOnlyLm(const fastdec::NpzArchive& w, const fastdec::TransformerConfig& config,
                std::size_t max_length = 256)
      : config_(config),
        max_length_(max_length),
        positions_(fastdec::sinusoidal_positions(max_length, config.d_model)),
        output_(copy(w, "embedding.weight"), copy(w, "output_bias"), config.vocab, config.d_model) {
    FASTDEC_REQUIRE(config.tied && config.learned_positions == 0,
                    "DecoderOnlyLm: the example reads a tied model with sinusoidal positions.");
    for (std::size_t i = 0; i < config.decoder_layers; ++i) {
      const std::string at = "decoder.layers." + std::to_string(i);
      blocks_.push_back(
          {linear(w, at + ".self_attention.query"), linear(w, at + ".self_attention.key"),
           linear(w, at + ".self_attention.value"), linear(w, at + ".self_attention.output"),
           norm(w, at + ".self_attention_norm"), norm(w, at + ".feed_forward_norm"),
           fastdec::FeedForward<G>(linear(w, at + ".feed_forward.inner"),
                                   linear(w, at + ".feed_forward.outer"),
                                   config.gelu ? fastdec::FeedForwardActivation::gelu
                                               : fastdec::FeedForwardActivation::relu)});
    }
    if (config.pre_norm) final_norm_ = norm(w, "decoder.final_norm");
  }

  State make_state() const { return State{}; }
  std::size_t hidden_size() const noexcept { return config_.d_model; }
  const fastdec::OutputWeights& output_weights() const noexcept { return output_; }

  void encode(State& st, std::span<const fastdec::Sentence> sources, std::size_t max_rows) const {
    encode(st, sources, max_rows, max_length_);
  }

  // The source is only the batch's size: one row per sentence, no history.
  void encode(State& st, std::span<const fastdec::Sentence> sources, std::size_t max_rows,
              std::size_t max_steps) const {
    FASTDEC_REQUIRE(!sources.empty() && max_rows >= sources.size(),
                    "DecoderOnlyLm::encode: ", sources.size(), " sentences for ", max_rows,
                    " rows.");
    const std::size_t d = config_.d_model, steps = std::min(max_steps, max_length_);
    st.max_rows = max_rows, st.max_steps = steps, st.steps = 0;
    for (std::vector<float>* b : {&st.x, &st.normed, &st.out, &st.queries, &st.context})
      b->resize(max_rows * d);
    st.hidden.resize(max_rows * config_.ff);
    st.scores.resize(steps);
    st.store.reserve(blocks_.size(), d, max_rows, steps);
    st.store.begin(sources.size());
    for (const Block& b : blocks_) {
      for (const fastdec::Linear<G>* l : {&b.query, &b.key, &b.value, &b.output})
        l->reserve(st.gemm, max_rows);
      b.feed_forward.reserve(st.gemm, max_rows);
    }
  }

  // Row i continues row parents[i]; returns h [rows, d].
  fastdec::ConstMatrixView step(State& st, std::span<const fastdec::TokenId> previous,
                                std::span<const std::uint32_t> parents) const {
    const std::size_t rows = previous.size(), d = config_.d_model;
    FASTDEC_REQUIRE(
        rows >= 1 && rows <= st.max_rows && parents.size() == rows && st.steps < st.max_steps,
        "DecoderOnlyLm::step: ", rows, " rows (", parents.size(), " parents) at step ",
        st.steps + 1, "; encode() sized the state for ", st.max_rows, " rows and ", st.max_steps,
        " steps.");
    st.store.advance(parents);  // the keys and values follow the parents; nothing moves
    const std::size_t position = st.steps++;
    embed(previous, position, st.x.data());
    const auto view = [rows](std::vector<float>& b, std::size_t cols) {
      return fastdec::MutableMatrixView(b.data(), rows, cols);
    };
    const fastdec::NormPlacement placement =
        config_.pre_norm ? fastdec::NormPlacement::pre : fastdec::NormPlacement::post;
    const fastdec::MultiHeadAttention attention(config_.heads, d, fastdec::ActivationMode::exact);
    const auto exact = fastdec::ActivationMode::exact;
    for (std::size_t l = 0; l < blocks_.size(); ++l) {
      const Block& b = blocks_[l];
      // Masked self-attention: a row sees its own history only, by construction.
      fastdec::residual_block(
          placement, b.attention_norm, view(st.x, d), view(st.normed, d), view(st.out, d),
          [&](fastdec::ConstMatrixView in, fastdec::MutableMatrixView out) {
            b.query.apply(st.gemm, in, view(st.queries, d), exact);
            b.key.apply(st.gemm, in, st.store.keys(l), exact);
            b.value.apply(st.gemm, in, st.store.values(l), exact);
            st.store.append(l);
            st.store.attend(l, attention, view(st.queries, d), view(st.context, d), st.scores);
            b.output.apply(st.gemm, view(st.context, d), out, exact);
          });
      fastdec::residual_block(placement, b.feed_forward_norm, view(st.x, d), view(st.normed, d),
                              view(st.out, d),
                              [&](fastdec::ConstMatrixView in, fastdec::MutableMatrixView out) {
                                b.feed_forward.apply(st.gemm, in, view(st.hidden, config_.ff), out);
                              });
    }
    if (config_.pre_norm) final_norm_.apply(view(st.x, d), view(st.x, d));
    return view(st.x, d);
  }

 private:
  struct Block {
    fastdec::Linear<G> query, key, value, output;  // [d, d] each
    fastdec::LayerNorm attention_norm, feed_forward_norm;
    fastdec::FeedForward<G> feed_forward;  // [F, d], [d, F]
  };

  // x = E[y] sqrt(d) + P[position] for each row, as TransformerModel embeds.
  void embed(std::span<const fastdec::TokenId> previous, std::size_t position, float* x) const {
    const std::size_t d = config_.d_model;
    const float scale = static_cast<float>(std::sqrt(static_cast<double>(d)));
    const float* p = positions_.data() + position * d;
    for (std::size_t i = 0; i < previous.size(); ++i) {
      FASTDEC_REQUIRE(previous[i] >= 0 && static_cast<std::size_t>(previous[i]) < config_.vocab,
                      "DecoderOnlyLm::step: token ", previous[i], " is outside the vocabulary.");
      const float* e = output_.weights().data() + static_cast<std::size_t>(previous[i]) * d;
      for (std::size_t t = 0; t < d; ++t) x[i * d + t] = e[t] * scale + p[t];
    }
  }

  static const fastdec::NpyArray& array(const fastdec::NpzArchive& w, const std::string& name) {
    const auto it = w.arrays.find(name);
    FASTDEC_REQUIRE(it != w.arrays.end(), "DecoderOnlyLm: the archive has no ", name, ".");
    return it->second;
  }
  static std::vector<float> copy(const fastdec::NpzArchive& w, const std::string& name) {
    return array(w, name).values;
  }
  static fastdec::Linear<G> linear(const fastdec::NpzArchive& w, const std::string& at) {
    const fastdec::NpyArray& weight = array(w, at + ".weight");
    return fastdec::Linear<G>({weight.values.data(), weight.shape[0], weight.shape[1]},
                              array(w, at + ".bias").values);
  }
  static fastdec::LayerNorm norm(const fastdec::NpzArchive& w, const std::string& at) {
    return fastdec::LayerNorm(array(w, at + ".weight").values, array(w, at + ".bias").values);
  }

  fastdec::TransformerConfig config_;
  std::size_t max_length_;
  std::vector<float> positions_;  // [max_length, d]
  std::vector<Block> blocks_;
  fastdec::LayerNorm final_norm_;  // pre-norm only
  fastdec::OutputWeights output_;  // E [V, d] (tied) and the output bias [V]
};

}  // namespace lm
