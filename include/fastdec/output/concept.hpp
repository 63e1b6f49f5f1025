// fastdec/output/concept.hpp: the OutputLayer concept.
//
// An output layer answers one question: for each row h_i of context vectors
// [rows, hidden], which k tokens score best and what are their
// log-probabilities, normalized over the vocabulary that layer searches (the
// full vocabulary, a shortlist, the candidates an index returns). It never
// changes the model and never sees the search.
//
//   const L layer(...);                          // immutable, share between threads
//   auto ws = layer.make_workspace();            // one per thread
//   layer.begin_batch(ws, sources, max_rows);    // once per batch of sentences
//   layer.topk(ws, h, row_sentence, k, out);     // once per step
//
// begin_batch: sources are the batch's source sentences; layers that build a
// per-sentence vocabulary (the word-alignment shortlist) do it here, once, as
// the paper does; others only size their buffers for up to max_rows rows.
// topk: row_sentence[i] is the index in `sources` of the sentence row i
// belongs to, so each row is scored against its own sentence's candidates and
// a sentence's result never depends on its batch-mates. `out` is [rows, k],
// filled best first (ties by lower token id); slots beyond the candidate set a
// layer searches hold {no_token, -inf}. Throws fastdec::error on k = 0,
// k > vocab_size(), shape mismatches and NaN/inf logits.
#pragma once

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <span>

#include "fastdec/core/error.hpp"
#include "fastdec/core/matrix_view.hpp"
#include "fastdec/core/types.hpp"

namespace fastdec {

// [rows, k] of scored tokens written by OutputLayer::topk.
using TopKView = MatrixView<ScoredToken>;

template <class L>
concept OutputLayer = requires(const L& layer, typename L::Workspace& workspace,
                               std::span<const Sentence> sources, std::size_t max_rows,
                               ConstMatrixView h, std::span<const std::uint32_t> row_sentence,
                               std::size_t k, TopKView out) {
  typename L::Workspace;
  { layer.make_workspace() } -> std::same_as<typename L::Workspace>;
  { layer.vocab_size() } -> std::convertible_to<std::size_t>;
  { layer.hidden_size() } -> std::convertible_to<std::size_t>;
  layer.begin_batch(workspace, sources, max_rows);
  layer.topk(workspace, h, row_sentence, k, out);
};

// A layer that also gives the log-probability of a given token per row, for
// forced decoding (target prefixes) and scoring a given target:
//   layer.logprobs_of(ws, h, row_sentence, tokens, out);
// out[i] is the log-probability of tokens[i] for row i, normalized as topk
// normalizes that row (rows whose token is no_token are skipped). It may
// reuse the workspace that topk uses, so call it after reading topk's output.
template <class L>
concept TokenScoringLayer = OutputLayer<L> &&
    requires(const L& layer, typename L::Workspace& workspace, ConstMatrixView h,
             std::span<const std::uint32_t> row_sentence, std::span<const TokenId> tokens,
             std::span<float> out) {
  layer.logprobs_of(workspace, h, row_sentence, tokens, out);
};

namespace detail {

// The 4-argument topk every layer offers besides the concept's: each row on
// its own, with no per-sentence candidate sets (an empty row_sentence). A
// layer derives from RowwiseTopK<Layer> and brings this overload beside its
// own topk with `using detail::RowwiseTopK<Layer>::topk;`.
template <class Layer>
class RowwiseTopK {
 public:
  template <class Workspace>
  void topk(Workspace& workspace, ConstMatrixView h, std::size_t k, TopKView out) const {
    static_cast<const Layer&>(*this).topk(workspace, h, std::span<const std::uint32_t>{}, k, out);
  }
};

// Checks the arguments of an OutputLayer::topk call against a layer of
// `vocab` tokens and hidden size `hidden` (naming `layer` in the message).
inline void check_topk_call(const char* layer, std::size_t vocab, std::size_t hidden,
                            ConstMatrixView h, std::span<const std::uint32_t> row_sentence,
                            std::size_t k, TopKView out) {
  FASTDEC_REQUIRE(h.cols() == hidden, layer, "::topk: the context rows have ", h.cols(),
                  " columns but the output layer expects hidden size ", hidden, ".");
  FASTDEC_REQUIRE(row_sentence.empty() || row_sentence.size() == h.rows(), layer,
                  "::topk: row_sentence has ", row_sentence.size(), " entries for ", h.rows(),
                  " rows.");
  FASTDEC_REQUIRE(k >= 1, layer, "::topk: k must be at least 1.");
  FASTDEC_REQUIRE(k <= vocab, layer, "::topk: k = ", k, " is larger than the vocabulary (", vocab,
                  " tokens).");
  FASTDEC_REQUIRE(out.rows() == h.rows() && out.cols() == k, layer, "::topk: the output is ",
                  out.rows(), " x ", out.cols(), " but must be ", h.rows(), " x ", k,
                  " (rows x k).");
}

// Checks the arguments of a TokenScoringLayer::logprobs_of call against a
// layer of `vocab` tokens and hidden size `hidden` (naming `layer` in the
// message): the shapes, then every token (no_token or an id below vocab).
inline void check_logprobs_of_call(const char* layer, std::size_t vocab, std::size_t hidden,
                                   ConstMatrixView h, std::span<const std::uint32_t> row_sentence,
                                   std::span<const TokenId> tokens, std::span<float> out) {
  FASTDEC_REQUIRE(h.cols() == hidden, layer, "::logprobs_of: the context rows have ", h.cols(),
                  " columns but the output layer expects hidden size ", hidden, ".");
  FASTDEC_REQUIRE(row_sentence.empty() || row_sentence.size() == h.rows(), layer,
                  "::logprobs_of: row_sentence has ", row_sentence.size(), " entries for ",
                  h.rows(), " rows.");
  FASTDEC_REQUIRE(tokens.size() == h.rows() && out.size() == h.rows(), layer,
                  "::logprobs_of: ", tokens.size(), " tokens and ", out.size(), " outputs for ",
                  h.rows(), " rows.");
  for (std::size_t r = 0; r < tokens.size(); ++r)
    FASTDEC_REQUIRE(
        tokens[r] == no_token || (tokens[r] >= 0 && static_cast<std::size_t>(tokens[r]) < vocab),
        layer, "::logprobs_of: token ", tokens[r], " of row ", r, " is outside the vocabulary (",
        vocab, " tokens).");
}

// Calls score(r) for each row r whose token is not no_token, in order: the
// rows a TokenScoringLayer::logprobs_of scores (the others keep their out[r]).
template <class Score>
void for_each_scored_row(std::span<const TokenId> tokens, Score&& score) {
  for (std::size_t r = 0; r < tokens.size(); ++r)
    if (tokens[r] != no_token) score(r);
}

}  // namespace detail

}  // namespace fastdec
