// fastdec/search/decoder_model.hpp: the DecoderModel concept, the seam to the
// caller's own network.
//
// A model is immutable after loading (share it between threads); everything
// that changes while decoding lives in its State, which the search owns (one
// per thread) and never looks inside.
//
//   auto state = model.make_state();                 // once per search
//   model.encode(state, sources, max_rows);          // once per batch
//   model.encode(state, sources, max_rows, max_steps);  // or this (StepBudgetedModel)
//   ConstMatrixView h = model.step(state, previous, parents);  // once per step
//
// encode: runs the encoder over the batch's source sentences (token ids in the
//   model's source vocabulary; the model validates them) and leaves the
//   decoder with one row per sentence, in order. `max_rows` bounds the rows
//   any later step will have, so the model can size its buffers here and
//   allocate nothing in step.
// step: row i of the new step continues row parents[i] of the previous step
//   (of encode's rows at the first step) with token previous[i] (the search's
//   BOS token at the first step). The model reorders its recurrent state by
//   `parents` itself, feeds `previous`, and returns the context rows
//   h [rows, hidden_size()] for the output layer; the view stays valid until
//   the next call on this state. Rows whose hypothesis finished are simply not
//   listed again: the batch shrinks as sentences finish.
#pragma once

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <span>

#include "fastdec/core/matrix_view.hpp"
#include "fastdec/core/types.hpp"

namespace fastdec {

template <class M>
concept DecoderModel = requires(const M& model, typename M::State& state,
                                std::span<const Sentence> sources, std::size_t max_rows,
                                std::span<const TokenId> previous,
                                std::span<const std::uint32_t> parents) {
  typename M::State;
  { model.make_state() } -> std::same_as<typename M::State>;
  { model.hidden_size() } -> std::convertible_to<std::size_t>;
  model.encode(state, sources, max_rows);
  { model.step(state, previous, parents) } -> std::convertible_to<ConstMatrixView>;
};

// A model that sizes per-step buffers (a Transformer's self-attention cache)
// is told, when a batch begins, the most steps any later step() call of the
// batch will be: BeamSearch passes the longest length limit of the batch's
// sentences (for score_batch, the longest target plus its EOS), at most
// max_target_length_limit. So the search's length limit is the one length
// budget: no model option repeats it, and scoring a target longer than the
// search's limit works. BeamSearch calls this encode when the model has it.
template <class M>
concept StepBudgetedModel = DecoderModel<M> &&
    requires(const M& model, typename M::State& state, std::span<const Sentence> sources,
             std::size_t max_rows, std::size_t max_steps) {
  model.encode(state, sources, max_rows, max_steps);
};

// A model that also reports alignments (GruModel does): for each row of its
// last step, the position in the row's source sentence that its attention
// weighed most while computing the row's next distribution. The search then
// gives every hypothesis token its source position (Hypothesis::alignment).
template <class M>
concept AligningModel = DecoderModel<M> &&
    requires(const M& model, const typename M::State& state) {
  { model.attended_positions(state) } -> std::convertible_to<std::span<const std::uint32_t>>;
};

}  // namespace fastdec
