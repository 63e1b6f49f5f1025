// fastdec/search/beam_search.hpp: beam search over any DecoderModel and
// OutputLayer, for one sentence or a batch (docs/beam-search.md).
//
// The "original beam search" of Freitag & Al-Onaizan (2017, section 2): each
// sentence keeps a beam of live hypotheses; every step expands each by its
// best tokens and keeps the beam's best candidates; one that selects EOS
// finishes. A sentence ends by its stopping rule, at the latest after
// floor(max_length_ratio * source length + max_length_offset) steps; its n
// best finished hypotheses, ranked by length-normalized score, are returned.
// Beam 1 is greedy decoding.
//
// Batching (Hoang et al. 2018, Algorithm 2): the rows given to the model and
// the output layer are the live hypotheses of all unfinished sentences, so a
// finished hypothesis or sentence costs nothing later. Every decision uses
// sentence-local quantities only (ties broken by parent rank, then token id),
// so with a row-independent output layer a sentence's result does not depend
// on what it is batched with (tested).
//
// A step: expand (model.step) -> score (output.topk, k widened by what the
// token controls may remove) -> forced tokens -> adjust -> select -> prune ->
// advance. This file is that loop; each concern is a part of its own:
//   controls/*         token controls, a compile-time list (Controls)
//   forced_tokens      target prefixes, scored targets, EOS for an empty row
//   selection          a free row's best tokens, or its samples
//   pruning            Freitag & Al-Onaizan's pruning rules (Pruning)
//   stopping           what becomes of kept candidates; when a sentence ends
//   streaming          stream_to: tokens as soon as they are certain
//   history, live_rows, finished_hypotheses   the search's state
// Statistics: every sentence's steps and fan-out; every step's fan-out too
// with Statistics = FanOutPerStep.
//
// Memory: every buffer is sized when a batch begins, after the length limits
// are checked, within SearchOptions::max_search_bytes (a larger batch is an
// error before anything is reserved); the step loop allocates nothing
// (tested). Thread safety: model and output layer are shared read-only and
// must outlive the search; a BeamSearch is one thread's workspace.
#pragma once

#include <algorithm>
#include <cassert>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
#include <new>
#include <span>
#include <utility>
#include <vector>

#include "fastdec/core/error.hpp"
#include "fastdec/core/matrix_view.hpp"
#include "fastdec/core/types.hpp"
#include "fastdec/output/concept.hpp"
#include "fastdec/search/candidate.hpp"
#include "fastdec/search/controls/default_controls.hpp"
#include "fastdec/search/decoder_model.hpp"
#include "fastdec/search/finished_hypotheses.hpp"
#include "fastdec/search/forced_tokens.hpp"
#include "fastdec/search/history.hpp"
#include "fastdec/search/live_rows.hpp"
#include "fastdec/search/options.hpp"
#include "fastdec/search/pruning.hpp"
#include "fastdec/search/reservation.hpp"
#include "fastdec/search/result.hpp"
#include "fastdec/search/sampling.hpp"
#include "fastdec/search/selection.hpp"
#include "fastdec/search/stopping.hpp"
#include "fastdec/search/streaming.hpp"

namespace fastdec {

namespace detail {

// validate()d options, for a member initializer.
inline const SearchOptions& validated(const SearchOptions& options, std::size_t vocab_size) {
  validate(options, vocab_size);
  return options;
}

}  // namespace detail

template <DecoderModel Model, OutputLayer Output, PruningPolicy Pruning = NoPruning,
          SearchStatistics Statistics = SentenceTotals, class Controls = DefaultControls>
class BeamSearch {
 public:
  BeamSearch(const Model& model, const Output& output, SearchOptions options, Pruning pruning = {},
             Statistics /*recorded*/ = {})
      : model_(model),
        output_(output),
        options_(detail::validated(options, output.vocab_size())),
        pruning_(pruning),
        controls_(options_, output.vocab_size()),
        stopping_(options_),
        selection_(options_),
        state_(model.make_state()),
        output_workspace_(output.make_workspace()) {
    FASTDEC_REQUIRE(model_.hidden_size() == output_.hidden_size(), "BeamSearch: the model's ",
                    "hidden size (", model_.hidden_size(), ") differs from the output layer's (",
                    output_.hidden_size(), ").");
  }

  // Streams every later translate, translate_batch or score_batch call's best
  // translations to `callback` (an empty function stops streaming). The
  // callback runs inside the step loop: it must not call this search.
  void stream_to(std::function<void(const StreamedTokens&)> callback) {
    stream_.set(std::move(callback));
  }

  const SearchOptions& options() const noexcept { return options_; }
  const Pruning& pruning() const noexcept { return pruning_; }
  // The model's state (its statistics, for example); valid until the next call.
  const typename Model::State& model_state() const noexcept { return state_; }
  // The output layer's workspace (counters some layers keep); valid until the next call.
  const typename Output::Workspace& output_workspace() const noexcept { return output_workspace_; }

  const SearchResult& translate(Sentence source) { return translate_batch({&source, 1}); }

  const SearchResult& translate_batch(std::span<const Sentence> sources) {
    return run(sources, {}, Forcing::prefix);
  }

  // Each sentence's translation starts with its target prefix (an empty
  // prefix: none), as CTranslate2's target_prefix and Marian's
  // --force-decode: the prefix tokens are fed and scored, never searched, and
  // the search goes on after them. A prefix may not hold EOS and must be
  // shorter than its sentence's length limit. Tokens outside the layer's k
  // best need a TokenScoringLayer.
  const SearchResult& translate_batch(std::span<const Sentence> sources,
                                      std::span<const Sentence> target_prefixes) {
    FASTDEC_REQUIRE(target_prefixes.size() == sources.size(),
                    "BeamSearch::translate_batch: ", target_prefixes.size(),
                    " target prefixes for ", sources.size(), " sentences.");
    return run(sources, target_prefixes, Forcing::prefix);
  }

  // Scores each target (without EOS; the search appends it) as a translation
  // of its source, through the same output layer as decoding (CTranslate2
  // score_batch, marian-scorer): nbest(s) holds one hypothesis, the target
  // and EOS, with each token's log-probability. Controls that remove tokens
  // do not apply; the length limit does not either.
  const SearchResult& score_batch(std::span<const Sentence> sources,
                                  std::span<const Sentence> targets) {
    FASTDEC_REQUIRE(targets.size() == sources.size(), "BeamSearch::score_batch: ", targets.size(),
                    " targets for ", sources.size(), " sentences.");
    return run(sources, targets, Forcing::whole_target);
  }

 private:
  static constexpr bool records_steps = std::same_as<Statistics, FanOutPerStep>;
  static constexpr bool aligns = AligningModel<Model>;

  struct SentenceState {
    SentenceProgress progress;
    std::size_t max_length = 0;  // steps allowed
    std::size_t first_row = 0;   // its rows in rows_ this step
    std::size_t row_count = 0;
    std::size_t fan_out_first = 0;  // its slots in the result's fan-out (FanOutPerStep)
    SampleStream samples;
    SentenceStatistics statistics;
  };

  using Reservation = SearchReservation<aligns, records_steps>;

  const SearchResult& run(std::span<const Sentence> sources, std::span<const Sentence> forced,
                          Forcing forcing) {
    begin(sources, forced, forcing);
    while (!rows_.empty()) {
      const ConstMatrixView h = expand();
      controls_.begin_step(StepRows{history_, rows_.node});
      const TopKView scored = score(h);
      forced_.choose(
          output_, output_workspace_, h, rows_.sentence, scored, controls_.may_empty_rows(),
          [&](std::size_t r) { return history_.length(rows_.node[r]); },
          [&](std::size_t r) {
            return controls_.has_allowed(r, history_.length(rows_.node[r]), scored.row(r));
          });
      controls_.adjust(scored_, rows_.size());
      advance_sentences(scored);
      std::swap(rows_, next_rows_);
    }
    collect_results();
    return result_;
  }

  void begin(std::span<const Sentence> sources, std::span<const Sentence> forced, Forcing forcing) {
    FASTDEC_REQUIRE(!sources.empty(), "BeamSearch::translate_batch: the batch has no sentences.");
    sentences_.resize(sources.size());
    forced_.begin_batch(forcing, sources.size(), options_.eos_token);
    finished_.begin_batch(sources.size());
    controls_.begin_batch(forcing == Forcing::prefix);
    Reservation sizes;
    for (std::size_t s = 0; s < sources.size(); ++s) {
      FASTDEC_REQUIRE(!sources[s].empty(), "BeamSearch::translate_batch: source sentence ", s,
                      " is empty; every sentence needs at least one token.");
      SentenceState& sentence = sentences_[s];
      sentence = SentenceState{};
      sentence.progress.beam = options_.beam_size;
      sentence.max_length = forcing == Forcing::whole_target
                                ? detail::scored_target_steps(s, forced[s].size())
                                : detail::sentence_steps(options_, s, sources[s].size());
      if (!forced.empty()) forced_.add(s, forced[s], output_.vocab_size(), sentence.max_length);
      if (selection_.samples()) sentence.samples = SampleStream(options_.sampling_seed, sources[s]);
      sizes.longest = std::max(sizes.longest, sentence.max_length);
      finished_.add_sentence(s, stopping_.finished_at_most(sentence.max_length));
      sentence.fan_out_first = sizes.steps;
      // Nothing is reserved before every sentence passed this check.
      const std::size_t nodes = stopping_.new_nodes_per_step() * sentence.max_length;  // <= 2^27
      FASTDEC_REQUIRE(nodes <= HypothesisHistory::max_nodes - sizes.history,
                      "BeamSearch::translate_batch: sentences 0..", s, " of the batch need ",
                      sizes.history + nodes,
                      " hypothesis tokens (beam_size x length limit, summed), more than the "
                      "search can index (",
                      HypothesisHistory::max_nodes,
                      "); split the batch or lower beam_size or the length limit.");
      sizes.history += nodes;
      sizes.tokens += options_.n_best * sentence.max_length;
      sizes.steps += sentence.max_length;
    }
    sizes.finished = finished_.slot_count();
    size_buffers(sources.size(), sizes);
    try {
      reserve(sizes);
    } catch (const std::bad_alloc&) {
      detail::fail("BeamSearch: reserving ", sizes.bytes(), " bytes for ", sources.size(),
                   " sentences at beam_size ", options_.beam_size, " with length limits up to ",
                   sizes.longest,
                   " steps failed: the machine has less memory free; split the batch or lower "
                   "beam_size or the length limit.");
    }
    stream_.begin_batch(sources.size(), sizes.longest);
    if constexpr (StepBudgetedModel<Model>)
      model_.encode(state_, sources, sizes.rows, sizes.longest);
    else
      model_.encode(state_, sources, sizes.rows);
    output_.begin_batch(output_workspace_, sources, sizes.rows);
    for (std::size_t s = 0; s < sources.size(); ++s)
      rows_.push(options_.bos_token, static_cast<std::uint32_t>(s), static_cast<std::uint32_t>(s),
                 0.0f, no_node);
    step_ = 0;
  }

  // Sizes the step buffers; refuses a batch above max_search_bytes.
  void size_buffers(std::size_t sentences, Reservation& sizes) const {
    const std::size_t beam = options_.beam_size;
    sizes.rows = sentences * beam;
    sizes.candidates = beam * stopping_.candidates_per_row(beam);
    sizes.control_bytes = controls_.bytes(sizes.controls());
    // The k asked of the output layer: what a row keeps plus what it may lose.
    const std::size_t widest_need = selection_.keeps(stopping_.candidates_per_row(beam));
    const std::size_t removed = controls_.most_removed(sizes.longest);
    sizes.scored = sizes.rows * std::min(widest_need + removed, output_.vocab_size());
    sizes.check(options_, sentences);
  }

  void reserve(const Reservation& sizes) {
    rows_.reserve(sizes.rows), next_rows_.reserve(sizes.rows);
    rows_.truncate(0), next_rows_.truncate(0);
    history_.reserve(sizes.history, aligns);
    controls_.reserve(sizes.controls());
    forced_.reserve(sizes.rows);
    finished_.reserve();
    candidates_.reserve(sizes.candidates);
    scored_.reserve(sizes.scored);
    selection_.reserve();
    auto& result_tokens = detail::SearchResultAccess::tokens(result_);
    auto& result_logprobs = detail::SearchResultAccess::token_logprobs(result_);
    result_tokens.reserve(sizes.tokens), result_logprobs.reserve(sizes.tokens);
    if constexpr (aligns) detail::SearchResultAccess::alignment(result_).reserve(sizes.tokens);
    const std::size_t sentences = sentences_.size();
    detail::SearchResultAccess::hypotheses(result_).reserve(sentences * options_.n_best);
    detail::SearchResultAccess::sentences(result_).reserve(sentences);
    if constexpr (records_steps) detail::SearchResultAccess::fan_out(result_).resize(sizes.steps);
  }

  // The model turns the live rows into context vectors.
  ConstMatrixView expand() {
    const ConstMatrixView h = model_.step(state_, rows_.previous, rows_.parents);
    if constexpr (aligns) {
      attended_ = model_.attended_positions(state_);
      FASTDEC_REQUIRE(attended_.size() == rows_.size(), "BeamSearch: the model reported ",
                      attended_.size(), " attended positions for ", rows_.size(), " rows.");
    }
    FASTDEC_REQUIRE(h.rows() == rows_.size() && h.cols() == output_.hidden_size(),
                    "BeamSearch: the model's step returned ", h.rows(), " x ", h.cols(),
                    " context rows, expected ", rows_.size(), " x ", output_.hidden_size(), ".");
    ++step_;
    return h;
  }

  // The output layer gives each row its k best tokens: k = what the widest
  // row keeps (its candidates, or sampling_topk) plus what a row may lose to
  // the controls, so that no row runs short.
  TopKView score(ConstMatrixView h) {
    std::size_t k = 0;
    for (std::size_t r = 0; r < rows_.size(); ++r) {
      const std::size_t beam = sentences_[rows_.sentence[r]].progress.beam;
      const std::size_t keeps = selection_.keeps(stopping_.candidates_per_row(beam));
      k = std::max(k, keeps + controls_.removed_at_most(r, history_.length(rows_.node[r])));
    }
    k = std::min(k, output_.vocab_size());
    scored_.resize(rows_.size() * k);
    const TopKView scored(scored_.data(), rows_.size(), k);
    output_.topk(output_workspace_, h, rows_.sentence, k, scored);
    return scored;
  }

  void advance_sentences(TopKView scored) {
    next_rows_.truncate(0);
    // Rows are grouped by sentence, in batch order.
    for (std::size_t r = 0; r < rows_.size();) {
      const std::uint32_t s = rows_.sentence[r];
      std::size_t end = r;
      while (end < rows_.size() && rows_.sentence[end] == s) ++end;
      SentenceState& sentence = sentences_[s];
      sentence.first_row = r;
      sentence.row_count = end - r;
      record_fan_out(sentence);
      const std::size_t selected = select(s, sentence, scored);
      const std::size_t kept = pruning_.prune(std::span<Candidate>(candidates_.data(), selected));
      const std::size_t rows_before = next_rows_.size();
      advance(s, sentence, std::span<const Candidate>(candidates_.data(), kept));
      if (stream_.on())
        stream_.advance(s, step_, sentence.max_length, finished_.best(s),
                        std::span(next_rows_.node).subspan(rows_before),
                        std::span(next_rows_.score).subspan(rows_before), history_, options_);
      r = end;
    }
  }

  void record_fan_out(SentenceState& sentence) {
    if constexpr (records_steps)
      detail::SearchResultAccess::fan_out(
          result_)[sentence.fan_out_first + sentence.statistics.steps] =
          static_cast<std::uint32_t>(sentence.row_count);
    sentence.statistics.steps += 1;
    sentence.statistics.expanded += sentence.row_count;
  }

  // The sentence's best candidates, best first, in candidates_: each row's
  // forced token, or its best allowed tokens, or its samples.
  std::size_t select(std::size_t s, SentenceState& sentence, TopKView scored) {
    candidates_.clear();
    const std::size_t wanted = stopping_.candidates_per_row(sentence.progress.beam);
    for (std::size_t local = 0; local < sentence.row_count; ++local) {
      const std::size_t row = sentence.first_row + local;
      const std::size_t length = history_.length(rows_.node[row]);
      const auto parent = static_cast<std::uint32_t>(local);
      const TokenId forced = forced_.token_of_row(row);
      if (forced != no_token) {
        const float logprob = forced_.logprob_of_row(row);
        candidates_.push_back(Candidate{rows_.score[row] + logprob, logprob, parent, forced});
        continue;
      }
      // A sentence's first free step draws all its samples from its one row.
      const std::size_t draws = length == forced_.count(s) ? sentence.progress.beam : 1;
      selection_.select(
          scored.row(row), rows_.score[row], parent, wanted, draws, sentence.samples,
          [&](TokenId token) { return controls_.allowed(row, length, token); }, candidates_);
    }
    const std::size_t keep = std::min(wanted, candidates_.size());
    std::partial_sort(candidates_.begin(), candidates_.begin() + static_cast<std::ptrdiff_t>(keep),
                      candidates_.end(), selected_before);
    return keep;
  }

  // Finishes or carries on each kept candidate as the stopping rule says, and
  // ends the sentence when it says so. Every row has a candidate (a row the
  // controls left nothing takes EOS), so `kept` is empty only when a user's
  // pruning policy keeps nothing: the rows then finish as they are.
  void advance(std::uint32_t s, SentenceState& sentence, std::span<const Candidate> kept) {
    if (kept.empty()) {
      for (std::size_t r = sentence.first_row; r < sentence.first_row + sentence.row_count; ++r)
        if (rows_.node[r] != no_node) finish(s, sentence, rows_.node[r], rows_.score[r], false);
      return;
    }
    const std::size_t rows_before = next_rows_.size();
    const bool last_step = step_ >= sentence.max_length;
    float best_live = -std::numeric_limits<float>::infinity();
    for (std::size_t i = 0; i < kept.size(); ++i) {
      const Candidate& candidate = kept[i];
      const auto fate = stopping_.fate(i, candidate.token, next_rows_.size() - rows_before,
                                       last_step, sentence.progress);
      if (fate == Stopping::Fate::drop) continue;
      const std::size_t parent_row = sentence.first_row + candidate.parent;
      const std::uint32_t node = add_node(candidate, parent_row);
      if (fate == Stopping::Fate::finish) {
        finish(s, sentence, node, candidate.score, candidate.token == options_.eos_token);
      } else {
        next_rows_.push(candidate.token, static_cast<std::uint32_t>(parent_row), s, candidate.score,
                        node);
        best_live = std::max(best_live, candidate.score);
      }
    }
    const Stopping::End end = stopping_.end(sentence.progress, last_step, best_live);
    if (end == Stopping::End::goes_on) return;
    if (end == Stopping::End::stops_finishing_live)
      for (std::size_t r = rows_before; r < next_rows_.size(); ++r)
        finish(s, sentence, next_rows_.node[r], next_rows_.score[r], false);
    next_rows_.truncate(rows_before);
  }

  std::uint32_t add_node(const Candidate& candidate, std::size_t parent_row) {
    const std::uint32_t parent = rows_.node[parent_row];
    const std::uint32_t node = history_.add(candidate.token, candidate.token_logprob, parent);
    controls_.added(parent, candidate.token);
    if constexpr (aligns) history_.add_alignment(attended_[parent_row]);
    return node;
  }

  void finish(std::size_t s, SentenceState& sentence, std::uint32_t node, float score,
              bool ended_with_eos) {
    assert(sentence.progress.finished < stopping_.finished_at_most(sentence.max_length));
    finished_.add(s, node, score, ended_with_eos, history_, options_, sentence.progress);
  }

  void collect_results() {
    auto& sentences = detail::SearchResultAccess::sentences(result_);
    detail::SearchResultAccess::hypotheses(result_).clear();
    detail::SearchResultAccess::tokens(result_).clear();
    detail::SearchResultAccess::token_logprobs(result_).clear();
    detail::SearchResultAccess::alignment(result_).clear();
    sentences.resize(sentences_.size());
    for (std::size_t s = 0; s < sentences_.size(); ++s) {
      finished_.append_n_best<aligns>(s, options_.n_best, history_, result_);
      sentences[s].statistics = sentences_[s].statistics;
      if constexpr (records_steps)
        sentences[s].fan_out = {sentences_[s].fan_out_first, sentences_[s].statistics.steps};
    }
  }

  const Model& model_;
  const Output& output_;
  SearchOptions options_;
  Pruning pruning_;
  Controls controls_;
  Stopping stopping_;
  RowSelection selection_;
  ForcedTokens forced_;
  TokenStream stream_;
  typename Model::State state_;
  typename Output::Workspace output_workspace_;

  std::vector<SentenceState> sentences_;
  LiveRows rows_;
  LiveRows next_rows_;
  std::vector<ScoredToken> scored_;    // [rows, k] from the output layer
  std::vector<Candidate> candidates_;  // one sentence's candidates
  HypothesisHistory history_;
  FinishedHypotheses finished_;
  std::span<const std::uint32_t> attended_;  // this step's, from the model (AligningModel)
  std::size_t step_ = 0;
  SearchResult result_;
};

}  // namespace fastdec
