// fastdec/output/candidate_set.hpp (internal): a run-time vocabulary with its
// rows of W and b gathered and prepared for a Gemm backend, and the scoring
// of context rows against it. Both shortlists are built from it.
//
// Id spaces: a ShortlistPosition is a column of the compact logits, i.e. an
// index into words(); a TokenId is a full-vocabulary id. Words are kept in
// ascending id order, so "ties by lower position" (what the softmax kernels
// do) is "ties by lower token id" (what the library promises), and
// positions_to_tokens is the one place positions become token ids again.
//
// A set is made either by gathering rows of fp32 W and preparing them
// (assign) or, for backends that can (RowSelectableGemm), by selecting rows
// of W prepared once (select): the same prepared bits either way.
//
// Scoring runs the fused softmax + k-best pass: over each tile of W h + b as
// a TiledGemm backend produces it (the compact logits are never written, as
// in FusedTopK), or over the whole logits for other backends. Bit-identical
// either way.
//
// Scoring given tokens (logprobs_of) writes the compact logits [rows, n] and
// takes the log-normalizer of the same fused pass over them, so a word of the
// set gets the bits topk gives it; a token outside the set joins the
// normalizer with its own logit, which VocabularyRows computes.
//
// Shapes: words [n], bias [n], prepared [n, hidden]; h [rows, hidden],
// out [rows, k]. Log-probabilities are normalized over the n words.
// Not thread-safe; a CandidateSet lives in one immutable layer (frequency
// shortlist) or in one thread's workspace (alignment shortlist).
#pragma once

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <span>
#include <type_traits>
#include <vector>

#include "fastdec/core/aligned_buffer.hpp"
#include "fastdec/core/error.hpp"
#include "fastdec/core/matrix_view.hpp"
#include "fastdec/core/types.hpp"
#include "fastdec/gemm/concept.hpp"
#include "fastdec/gemm/tiled.hpp"
#include "fastdec/output/concept.hpp"
#include "fastdec/output/output_projection.hpp"
#include "fastdec/output/output_weights.hpp"
#include "fastdec/output/softmax_rows.hpp"

namespace fastdec::detail {

// A column of a shortlist's compact logits.
using ShortlistPosition = std::uint32_t;

// One thread's scratch for scoring rows against candidate sets: the backend's
// workspace, the fused pass's row state (tiled backends), the logits (other
// backends' topk, and every backend's logprobs_of) and the one row of W a
// token outside the set is scored with (RowSelectableGemm). Sized by
// CandidateSet::reserve and VocabularyRows::reserve.
template <Gemm G>
struct CandidateScratch {
  GemmScratch<G> gemm;
  TiledTopK tiles;                                // TiledGemm backends
  LogitsBuffer logits;                            // [rows, n]
  std::optional<typename G::Prepared> token_row;  // [1, hidden]
};

template <Gemm G>
class VocabularyRows;

template <Gemm G>
class CandidateSet {
 public:
  // Gathers rows `words` of `weights` [vocab, hidden] and `bias` [vocab] and
  // prepares them. `words` must be non-empty, ascending and unique (the
  // callers build them so); `staging` is reused scratch for the gathered rows.
  void assign(std::span<const TokenId> words, ConstMatrixView weights, std::span<const float> bias,
              AlignedBuffer<float>& staging) {
    assert(!words.empty() && std::is_sorted(words.begin(), words.end()));
    const std::size_t n = words.size(), hidden = weights.cols();
    words_.assign(words.begin(), words.end());
    bias_.resize(n);
    staging.reserve(n * hidden);
    for (std::size_t p = 0; p < n; ++p) {
      const auto id = static_cast<std::size_t>(words[p]);
      bias_[p] = bias[id];
      std::copy_n(weights.row(id).data(), hidden, staging.data() + p * hidden);
    }
    prepared_.reset();  // frees the previous matrix before the new one is made
    prepared_.emplace(G::prepare(ConstMatrixView(staging.data(), n, hidden)));
  }

  // The same set taken from weights already prepared for G (its rows
  // `words`, RowSelectableGemm): no gathering, quantizing or packing, and
  // the previous set's storage is reused.
  void select(std::span<const TokenId> words, const typename G::Prepared& weights,
              std::span<const float> bias) requires RowSelectableGemm<G> {
    assert(!words.empty() && std::is_sorted(words.begin(), words.end()));
    words_.assign(words.begin(), words.end());
    bias_.resize(words.size());
    for (std::size_t p = 0; p < words.size(); ++p)
      bias_[p] = bias[static_cast<std::size_t>(words[p])];
    std::optional<typename G::Prepared> previous = std::move(prepared_);
    prepared_.reset();
    prepared_.emplace(G::select_rows(weights, words, std::move(previous)));
  }

  std::size_t size() const noexcept { return words_.size(); }
  std::span<const TokenId> words() const noexcept { return words_; }

  // Sizes `scratch` for scoring up to `rows` rows against this set.
  void reserve(CandidateScratch<G>& scratch, std::size_t rows) const {
    assert(prepared_.has_value());
    scratch.gemm.reserve(rows, *prepared_);
    if constexpr (TiledGemm<G>) scratch.tiles.reserve(rows);
    scratch.logits.reserve(rows, size());
  }

  // The k best words of each row of h, best first, as full-vocabulary ids;
  // slots past size() hold {no_token, -inf}. `scratch` must be reserved for
  // h.rows() rows (in begin_batch, so nothing is allocated here). Errors
  // of the tiled pass name `function`.
  void topk(ConstMatrixView h, CandidateScratch<G>& scratch, TopKView out,
            const char* function) const {
    assert(prepared_.has_value() && out.rows() == h.rows());
    const std::size_t searched = std::min(out.cols(), size());
    const TopKView best(out.data(), out.rows(), searched, out.stride());
    if constexpr (TiledGemm<G>) {
      scratch.tiles.run(best, false, function, [&](auto&& consume) {
        G::multiply_tiles(scratch.gemm.workspace, h, *prepared_, bias_, consume);
      });
    } else {
      const MutableMatrixView scores = scratch.logits.rows(h.rows(), size());
      G::multiply(h, *prepared_, scores);
      fused_softmax_topk(scores, bias_, best);
    }
    positions_to_tokens(best);
    for (std::size_t r = 0; r < out.rows(); ++r)
      std::fill(out.row(r).begin() + static_cast<std::ptrdiff_t>(searched), out.row(r).end(),
                ScoredToken{no_token, -std::numeric_limits<float>::infinity()});
  }

  // out[r] = the log-probability of tokens[r] for row r of h, normalized over
  // this set; rows whose token is no_token are skipped (not multiplied) and
  // keep their out[r]. Tokens must be ids of the vocabulary (the layer
  // checks). A word of the set gets the bits topk gives it: the same logits
  // (a TiledGemm backend's multiply and its tiles are one computation) and
  // the normalizer of the same fused pass. A token outside the set joins the
  // normalizer with its logit from `rows` (the whole vocabulary's W and b).
  // `scratch` must be reserved for h.rows() rows; nothing is allocated.
  void logprobs_of(ConstMatrixView h, CandidateScratch<G>& scratch, std::span<const TokenId> tokens,
                   std::span<float> out, const VocabularyRows<G>& rows,
                   const char* function) const {
    assert(prepared_.has_value() && tokens.size() == h.rows() && out.size() == h.rows());
    arch::with_kernels<KernelFamily::softmax>([&](auto kernels) {
      // Runs of rows that have a token: one GEMM each.
      for (std::size_t first = 0; first < h.rows();) {
        if (tokens[first] == no_token) {
          ++first;
          continue;
        }
        std::size_t end = first + 1;
        while (end < h.rows() && tokens[end] != no_token) ++end;
        const MutableMatrixView logits = compact_logits(h.middle_rows(first, end - first), scratch);
        // Tiled backends add the bias in the GEMM, as their tiles do.
        const float* bias = TiledGemm<G> ? nullptr : bias_.data();
        for (std::size_t r = first; r < end; ++r)
          out[r] = logprob_over_set(
              kernels, logits.row(r - first).data(), bias, words_, std::identity{}, tokens[r],
              [&] { return rows.logit(h.row(r), tokens[r], scratch); }, function, r);
        first = end;
      }
    });
  }

 private:
  // W h (+ b with a TiledGemm backend, which adds it as it writes) for the
  // words of the set, [h.rows(), n] in scratch.logits.
  MutableMatrixView compact_logits(ConstMatrixView h, CandidateScratch<G>& scratch) const {
    const MutableMatrixView logits = scratch.logits.rows(h.rows(), size());
    if constexpr (TiledGemm<G>)
      G::multiply(scratch.gemm.workspace, h, *prepared_, logits, bias_);
    else
      G::multiply(h, *prepared_, logits);
    return logits;
  }

  // The kernels wrote ShortlistPositions into the token fields.
  void positions_to_tokens(TopKView best) const {
    for (std::size_t r = 0; r < best.rows(); ++r)
      for (ScoredToken& item : best.row(r)) {
        const auto position = static_cast<ShortlistPosition>(item.token);
        item.token = words_[position];
      }
  }

  std::vector<TokenId> words_;                    // position -> token id, ascending
  std::vector<float> bias_;                       // [n]
  std::optional<typename G::Prepared> prepared_;  // [n, hidden]
};

// W and b of the whole vocabulary, which a shortlist keeps to make its
// candidate sets from and to score tokens outside them: W prepared once for
// backends that select rows of prepared weights (RowSelectableGemm; the
// prepared size of W, e.g. V x D x 2 bytes for Int16Gemm), else an fp32
// copy (V x D x 4 bytes) to gather rows from. Plus b (V x 4 bytes).
// Immutable; share it between threads.
template <Gemm G>
class VocabularyRows {
 public:
  explicit VocabularyRows(const OutputWeights& weights)
      : weights_(source_weights(weights)),
        bias_(weights.bias().begin(), weights.bias().end()),
        vocab_(weights.vocab_size()),
        hidden_(weights.hidden_size()) {}

  // Makes `set` the words `words` (non-empty, ascending, unique): rows
  // selected out of the prepared W, or gathered from fp32 W (through
  // `staging`) and prepared. The same prepared bits either way.
  void make_set(CandidateSet<G>& set, std::span<const TokenId> words,
                AlignedBuffer<float>& staging) const {
    if constexpr (RowSelectableGemm<G>)
      set.select(words, weights_, bias_);
    else
      set.assign(words, ConstMatrixView(weights_.data(), vocab_, hidden_), bias_, staging);
  }

  // Sizes `scratch` for logit() (the selected row's storage; the GEMM
  // workspace is the sets' own, reserved by CandidateSet::reserve).
  void reserve(CandidateScratch<G>& scratch) const {
    if constexpr (RowSelectableGemm<G>) {
      const TokenId any = 0;
      if (!scratch.token_row)
        scratch.token_row.emplace(G::select_rows(weights_, std::span<const TokenId>(&any, 1)));
    }
  }

  // The logit h.W_t + b_t of token t (a valid id) for one context row h
  // [hidden]. RowSelectableGemm: through the backend, as a set computes its
  // words' logits (W_t selected out of the prepared W, the same
  // quantization and epilogue). Others: an fp32 dot product of h and W_t,
  // summed in double, plus b_t, rounded once to float.
  float logit(std::span<const float> h, TokenId token, CandidateScratch<G>& scratch) const {
    const auto t = static_cast<std::size_t>(token);
    if constexpr (RowSelectableGemm<G>) {
      scratch.token_row = G::select_rows(weights_, std::span<const TokenId>(&token, 1),
                                         std::move(scratch.token_row));
      const ConstMatrixView row(h.data(), 1, hidden_);
      float logit = 0.0f;
      if constexpr (TiledGemm<G>) {
        G::multiply(scratch.gemm.workspace, row, *scratch.token_row,
                    MutableMatrixView(&logit, 1, 1), std::span<const float>(&bias_[t], 1));
        return logit;
      } else {
        G::multiply(row, *scratch.token_row, MutableMatrixView(&logit, 1, 1));
        return logit + bias_[t];
      }
    } else {
      const float* w = weights_.data() + t * hidden_;
      double sum = bias_[t];
      for (std::size_t d = 0; d < hidden_; ++d) sum += static_cast<double>(h[d]) * w[d];
      return static_cast<float>(sum);
    }
  }

 private:
  using SourceWeights =
      std::conditional_t<RowSelectableGemm<G>, typename G::Prepared, std::vector<float>>;
  static SourceWeights source_weights(const OutputWeights& weights) {
    if constexpr (RowSelectableGemm<G>)
      return G::prepare(weights.weights());
    else
      return SourceWeights(weights.weights().data(),
                           weights.weights().data() + weights.vocab_size() * weights.hidden_size());
  }

  SourceWeights weights_;    // [vocab, hidden]
  std::vector<float> bias_;  // [vocab]
  std::size_t vocab_;
  std::size_t hidden_;
};

// Builds a set of token ids without duplicates from compact indices: index i
// stands for ids[i] of an ascending table the caller owns, so the marks cost
// 4 bytes per id the caller can add, not per word of the vocabulary. Each
// index's mark holds the round that last added it, so starting a new set is
// O(1), not O(table).
class VocabularyMerger {
 public:
  void start(std::size_t table_size) {
    if (marks_.size() < table_size) marks_.resize(table_size, 0);
    if (++round_ == 0) {  // the counter wrapped: forget every old mark
      std::fill(marks_.begin(), marks_.end(), 0);
      round_ = 1;
    }
    words_.clear();
  }
  // `index` must be below the `table_size` given to start().
  void add(std::uint32_t index) {
    std::uint32_t& mark = marks_[index];
    if (mark == round_) return;
    mark = round_;
    words_.push_back(static_cast<TokenId>(index));
  }
  // Sorts the indices and maps each to its id: ascending ids, since `ids` is.
  void finish(std::span<const TokenId> ids) {
    std::sort(words_.begin(), words_.end());
    for (TokenId& word : words_) word = ids[static_cast<std::size_t>(word)];
  }
  // The set, ascending ids after finish().
  std::span<const TokenId> words() const noexcept { return words_; }

 private:
  std::vector<std::uint32_t> marks_;  // [table size]
  std::uint32_t round_ = 0;
  std::vector<TokenId> words_;
};

// Sorts and deduplicates `words` in place and checks every id is a token of
// a `vocab`-word vocabulary (naming `what` in the message).
inline void normalize_word_list(std::vector<TokenId>& words, std::size_t vocab, const char* what) {
  for (TokenId id : words)
    FASTDEC_REQUIRE(id >= 0 && static_cast<std::size_t>(id) < vocab, what, ": token ", id,
                    " is outside the output vocabulary (", vocab, " tokens).");
  std::sort(words.begin(), words.end());
  words.erase(std::unique(words.begin(), words.end()), words.end());
}

}  // namespace fastdec::detail
