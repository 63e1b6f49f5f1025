// fastdec/output/alignment_shortlist.hpp: a per-sentence run-time vocabulary
// from word alignments (Shi & Knight 2017, section 2.3: "WA-M").
//
// Built once from the output weights and a Lexicon P(e|f): each source word
// f keeps its M most probable target words (words_per_source). For a batch,
// begin_batch merges, per sentence, the lists of the sentence's words with
// the always-included words (always_include: EOS, UNK; and the F most
// frequent words, ids [0, F) of a frequency-ordered vocabulary, as Marian's
// shortlist adds) into the sentence's run-time vocabulary, then gathers its
// rows of W and b into one contiguous matrix prepared for the Gemm backend.
// That is the paper's steps 3 and 4, done once per sentence; each step then
// costs O(d B |V_s|). The selection alone (no weights) is AlignmentVocabulary,
// for coverage studies and tools.
//
// Batching (ShortlistBatching):
//  - per_sentence (default): every sentence has its own vocabulary and
//    matrix, and topk scores each row only against the vocabulary of its
//    sentence (row_sentence). A sentence's k best, and so its translation,
//    are the same whatever it is batched with. Rows of one sentence should be
//    contiguous (BeamSearch keeps them so); any order is correct, runs are
//    just scored one GEMM each.
//  - batch_union: one vocabulary, the union over the batch, for every row
//    (what Marian and CTranslate2 do): one GEMM for the whole batch, but a
//    sentence may now choose a word only a batch-mate's source suggested.
//    docs/shortlists.md measures the difference.
//
// Output: topk returns full-vocabulary ids. Log-probabilities are normalized
// over the row's run-time vocabulary, not the full vocabulary. If k exceeds a
// vocabulary's size, the extra slots hold {no_token, -inf} (the search skips
// them); k larger than the full vocabulary is an error.
//
// Scoring given tokens (TokenScoringLayer::logprobs_of, for target prefixes
// and scoring a given target): normalized over the run-time vocabulary of
// the row's sentence (the union in batch_union mode), as topk. A word of it
// gets exactly what topk returns for it, bit for bit (the same logits and
// the normalizer of the same fused pass). Any other token is offered anyway:
// it joins the normalizer, logprob = logit_t - log(exp(log Z_vocabulary) +
// exp(logit_t)), with logit_t = h.W_t + b_t computed through the backend
// from W_t selected out of the prepared W (RowSelectableGemm: the same
// quantization as the vocabulary's words), else as an fp32 dot product
// summed in double from the fp32 copy of W the layer keeps anyway. No memory
// beyond what the layer kept before, except that a workspace now holds
// [max_rows, largest vocabulary] floats of logits with every backend.
//
// Id spaces: source tokens are ids of the lexicon's source vocabulary (a
// source id outside it is an error; a word without entries only contributes
// the always-included words); targets are ids of the model's output
// vocabulary, which the lexicon's target vocabulary must be.
//
// Memory: the layer keeps W prepared once (RowSelectableGemm) or an fp32
// copy of W (other backends; it gathers from it), b, and the pruned table.
// begin_batch allocates: one prepared matrix per sentence (G::prepare returns
// a new one; RowSelectableGemm backends reuse the previous storage), and
// scratch that only ever grows; topk and logprobs_of allocate nothing.
// Thread safety: an AlignmentShortlist is immutable; each thread uses its own
// Workspace.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <numeric>
#include <span>
#include <vector>

#include "fastdec/core/aligned_buffer.hpp"
#include "fastdec/core/error.hpp"
#include "fastdec/core/named_enum.hpp"
#include "fastdec/gemm/concept.hpp"
#include "fastdec/output/candidate_set.hpp"
#include "fastdec/output/concept.hpp"
#include "fastdec/output/lexicon.hpp"
#include "fastdec/output/output_projection.hpp"
#include "fastdec/output/output_weights.hpp"

namespace fastdec {

enum class ShortlistBatching {
  per_sentence,  // each sentence its own run-time vocabulary (batch-invariant results)
  batch_union,   // one vocabulary for the whole batch (Marian, CTranslate2)
};

struct AlignmentShortlistOptions {
  std::size_t words_per_source = 50;  // M: target words kept per source word (paper: 10..1000)
  std::size_t frequent_words = 0;     // F: ids [0, F) always included (Marian's default: 100)
  std::vector<TokenId> always_include = {};  // EOS, UNK, ...: always included
  float min_probability = 0.0f;  // lexicon entries below it are ignored (Marian's threshold)
  ShortlistBatching batching = ShortlistBatching::per_sentence;
};

// Which target words a source sentence may produce: each source word's M best
// translations plus the always-included words. The selection half of the
// shortlist, usable without output weights (coverage studies, tools).
// Immutable; share it between threads.
class AlignmentVocabulary {
 public:
  AlignmentVocabulary(const Lexicon& lexicon, const AlignmentShortlistOptions& options)
      : source_size_(lexicon.source_size()), target_size_(lexicon.target_size()) {
    detail::require_named(options.batching,
                          {ShortlistBatching::per_sentence, ShortlistBatching::batch_union},
                          "AlignmentShortlistOptions::batching");
    FASTDEC_REQUIRE(options.words_per_source >= 1,
                    "AlignmentShortlistOptions::words_per_source must be at least 1.");
    FASTDEC_REQUIRE(options.frequent_words <= target_size_,
                    "AlignmentShortlistOptions::frequent_words = ", options.frequent_words,
                    " exceeds the vocabulary (", target_size_, " tokens).");
    FASTDEC_REQUIRE(options.min_probability >= 0.0f && options.min_probability <= 1.0f,
                    "AlignmentShortlistOptions::min_probability = ", options.min_probability,
                    " must be in [0, 1].");
    std::vector<TokenId> always = options.always_include;
    always.resize(always.size() + options.frequent_words);
    std::iota(always.end() - static_cast<std::ptrdiff_t>(options.frequent_words), always.end(),
              TokenId{0});
    detail::normalize_word_list(always, target_size_, "AlignmentShortlistOptions::always_include");
    std::vector<TokenId> targets;
    offsets_.assign(source_size_ + 1, 0);
    for (std::size_t f = 0; f < source_size_; ++f) {
      std::size_t kept = 0;
      for (const Lexicon::Translation& t : lexicon.translations(static_cast<TokenId>(f))) {
        if (kept == options.words_per_source || t.probability < options.min_probability)
          break;  // rows are best first
        targets.push_back(t.target);
        ++kept;
      }
      offsets_[f + 1] = targets.size();
    }
    // Every id a run-time vocabulary can hold, ascending; the lists keep
    // indices into it. So the merger's marks follow what the table holds, not
    // target_size, which a file may declare far larger than its entries.
    ids_ = always;
    ids_.insert(ids_.end(), targets.begin(), targets.end());
    std::sort(ids_.begin(), ids_.end());
    ids_.erase(std::unique(ids_.begin(), ids_.end()), ids_.end());
    const auto index_of = [this](TokenId id) {
      return static_cast<std::uint32_t>(std::lower_bound(ids_.begin(), ids_.end(), id) -
                                        ids_.begin());
    };
    always_.reserve(always.size());
    for (const TokenId id : always) always_.push_back(index_of(id));
    targets_.reserve(targets.size());
    for (const TokenId id : targets) targets_.push_back(index_of(id));
  }

  std::size_t source_size() const noexcept { return source_size_; }
  std::size_t target_size() const noexcept { return target_size_; }

  // The run-time vocabulary of `sources` together (one sentence, or a batch's
  // union), ascending ids. Allocates; the layer uses workspace scratch instead.
  std::vector<TokenId> run_time_vocabulary(std::span<const Sentence> sources) const {
    detail::VocabularyMerger merger;
    merge(sources, merger);
    return {merger.words().begin(), merger.words().end()};
  }
  std::vector<TokenId> run_time_vocabulary(Sentence source) const {
    return run_time_vocabulary(std::span<const Sentence>(&source, 1));
  }

 private:
  template <Gemm>
  friend class AlignmentShortlist;

  void merge(std::span<const Sentence> sources, detail::VocabularyMerger& merger) const {
    merger.start(ids_.size());
    for (const std::uint32_t index : always_) merger.add(index);
    for (std::size_t s = 0; s < sources.size(); ++s)
      for (TokenId f : sources[s]) {
        FASTDEC_REQUIRE(f >= 0 && static_cast<std::size_t>(f) < source_size_,
                        "AlignmentShortlist: source token ", f, " (sentence ", s,
                        ") is outside the lexicon's source vocabulary (", source_size_, " words).");
        const auto row = static_cast<std::size_t>(f);
        for (std::uint64_t i = offsets_[row]; i < offsets_[row + 1]; ++i) merger.add(targets_[i]);
      }
    merger.finish(ids_);
  }

  std::size_t source_size_;
  std::size_t target_size_;
  std::vector<TokenId> ids_;            // every id below, ascending, once
  std::vector<std::uint32_t> always_;   // indices into ids_, ascending
  std::vector<std::uint64_t> offsets_;  // [source_size + 1] into targets_
  std::vector<std::uint32_t> targets_;  // indices into ids_: each source word's top M, best first
};

template <Gemm G = EigenGemm>
class AlignmentShortlist : public detail::RowwiseTopK<AlignmentShortlist<G>> {
 public:
  // topk(workspace, h, k, out): a batch of one sentence, or batch_union mode,
  // every row scored against the one vocabulary.
  using detail::RowwiseTopK<AlignmentShortlist>::topk;

  class Workspace {
   public:
    // Sentences in the current batch.
    std::size_t sentence_count() const noexcept { return sentence_count_; }
    // The run-time vocabulary sentence `s` is scored against (the batch's
    // union in batch_union mode), ascending ids.
    std::span<const TokenId> vocabulary(std::size_t s) const {
      FASTDEC_REQUIRE(s < sentence_count_, "AlignmentShortlist::Workspace::vocabulary: sentence ",
                      s, " is not in the batch (", sentence_count_, " sentences).");
      return sets_[set_count_ == 1 ? 0 : s].words();
    }

   private:
    friend class AlignmentShortlist;
    std::vector<detail::CandidateSet<G>> sets_;  // grows only; the first set_count_ are live
    std::size_t set_count_ = 0;
    std::size_t sentence_count_ = 0;
    detail::VocabularyMerger merger_;
    AlignedBuffer<float> staging_;  // gathered rows before G::prepare (backends that cannot select)
    detail::CandidateScratch<G> scratch_;  // sized for max_rows and the largest set
  };

  AlignmentShortlist(const OutputWeights& weights, const Lexicon& lexicon,
                     const AlignmentShortlistOptions& options)
      : rows_(weights),
        vocab_(weights.vocab_size()),
        hidden_(weights.hidden_size()),
        batching_(options.batching),
        selection_(checked_lexicon(lexicon, weights.vocab_size()), options) {}

  std::size_t vocab_size() const noexcept { return vocab_; }
  std::size_t hidden_size() const noexcept { return hidden_; }
  ShortlistBatching batching() const noexcept { return batching_; }
  // The word selection (lexicon table and always-included words).
  const AlignmentVocabulary& selection() const noexcept { return selection_; }
  Workspace make_workspace() const { return {}; }

  void begin_batch(Workspace& workspace, std::span<const Sentence> sources,
                   std::size_t max_rows) const {
    FASTDEC_REQUIRE(!sources.empty(),
                    "AlignmentShortlist::begin_batch: the batch has no sentences.");
    workspace.set_count_ = workspace.sentence_count_ = 0;  // stays unusable if a check throws
    const std::size_t sets = batching_ == ShortlistBatching::batch_union ? 1 : sources.size();
    if (workspace.sets_.size() < sets) workspace.sets_.resize(sets);
    for (std::size_t s = 0; s < sets; ++s) {
      selection_.merge(sets == 1 ? sources : sources.subspan(s, 1), workspace.merger_);
      const std::span<const TokenId> words = workspace.merger_.words();
      FASTDEC_REQUIRE(!words.empty(), "AlignmentShortlist::begin_batch: sentence ", s,
                      " has an empty run-time vocabulary (none of its words has lexicon entries "
                      "and AlignmentShortlistOptions::always_include is empty); always include "
                      "at least the EOS token.");
      rows_.make_set(workspace.sets_[s], words, workspace.staging_);
      workspace.sets_[s].reserve(workspace.scratch_, max_rows);
    }
    rows_.reserve(workspace.scratch_);
    workspace.set_count_ = sets;
    workspace.sentence_count_ = sources.size();
  }

  void topk(Workspace& workspace, ConstMatrixView h, std::span<const std::uint32_t> row_sentence,
            std::size_t k, TopKView out) const {
    detail::check_topk_call("AlignmentShortlist", vocab_, hidden_, h, row_sentence, k, out);
    check_batch_rows(workspace, row_sentence, "AlignmentShortlist::topk");
    for_each_run(workspace, h.rows(), row_sentence,
                 [&](std::size_t set, std::size_t first, std::size_t count) {
                   workspace.sets_[set].topk(h.middle_rows(first, count), workspace.scratch_,
                                             out.middle_rows(first, count),
                                             "AlignmentShortlist::topk");
                 });
  }

  // TokenScoringLayer: tokens[i]'s log-probability over the run-time
  // vocabulary of row i's sentence, with tokens[i] added to it when it is
  // not a word of it (see the top of this file); rows whose token is
  // no_token are skipped. Reuses the workspace topk uses; allocates nothing.
  void logprobs_of(Workspace& workspace, ConstMatrixView h,
                   std::span<const std::uint32_t> row_sentence, std::span<const TokenId> tokens,
                   std::span<float> out) const {
    detail::check_logprobs_of_call("AlignmentShortlist", vocab_, hidden_, h, row_sentence, tokens,
                                   out);
    check_batch_rows(workspace, row_sentence, "AlignmentShortlist::logprobs_of");
    for_each_run(workspace, h.rows(), row_sentence,
                 [&](std::size_t set, std::size_t first, std::size_t count) {
                   workspace.sets_[set].logprobs_of(h.middle_rows(first, count), workspace.scratch_,
                                                    tokens.subspan(first, count),
                                                    out.subspan(first, count), rows_,
                                                    "AlignmentShortlist::logprobs_of");
                 });
  }

 private:
  // Checks that begin_batch ran and that row_sentence names its sentences.
  static void check_batch_rows(const Workspace& workspace,
                               std::span<const std::uint32_t> row_sentence, const char* function) {
    FASTDEC_REQUIRE(workspace.set_count_ > 0, function,
                    ": call begin_batch with the batch's sources first.");
    FASTDEC_REQUIRE(!row_sentence.empty() || workspace.set_count_ == 1, function,
                    ": the batch has ", workspace.sentence_count_,
                    " sentences with their own vocabularies, so row_sentence must say which "
                    "sentence each row belongs to.");
    for (std::size_t r = 0; r < row_sentence.size(); ++r)
      FASTDEC_REQUIRE(row_sentence[r] < workspace.sentence_count_, function, ": row ", r,
                      " belongs to sentence ", row_sentence[r], " but the batch has ",
                      workspace.sentence_count_, " sentences.");
  }

  // Calls score(set, first, count) for each run of rows that share a
  // vocabulary: one GEMM each.
  template <class Score>
  static void for_each_run(const Workspace& workspace, std::size_t rows,
                           std::span<const std::uint32_t> row_sentence, Score&& score) {
    const bool one_set = workspace.set_count_ == 1;
    const auto set_of = [&](std::size_t r) -> std::size_t { return one_set ? 0 : row_sentence[r]; };
    for (std::size_t first = 0; first < rows;) {
      const std::size_t set = set_of(first);
      std::size_t end = first + 1;
      while (end < rows && set_of(end) == set) ++end;
      score(set, first, end - first);
      first = end;
    }
  }

  static const Lexicon& checked_lexicon(const Lexicon& lexicon, std::size_t vocab) {
    FASTDEC_REQUIRE(lexicon.target_size() == vocab,
                    "AlignmentShortlist: the lexicon's target "
                    "vocabulary has ",
                    lexicon.target_size(), " words but the output layer has ", vocab,
                    "; the lexicon must use the model's target vocabulary.");
    return lexicon;
  }

  // Where each sentence's vocabulary is taken from, and tokens outside it
  // are scored with: W prepared once, for backends that select rows of
  // prepared weights; else an fp32 copy of W to gather rows from.
  detail::VocabularyRows<G> rows_;
  std::size_t vocab_;
  std::size_t hidden_;
  ShortlistBatching batching_;
  AlignmentVocabulary selection_;
};

}  // namespace fastdec
