// fastdec/search/beam_search.hpp: beam search over any DecoderModel and
// OutputLayer, for one sentence or a batch.
//
// The algorithm is the "original beam search" of Freitag & Al-Onaizan (2017,
// section 2): each sentence keeps a beam of live hypotheses; every step
// expands each of them by its best tokens, keeps the beam's best candidates,
// and a candidate that selects EOS leaves the beam for the sentence's finished
// list, shrinking the beam by one. A sentence stops when its beam is empty,
// after floor(max_length_ratio * source length + max_length_offset) steps
// (its live hypotheses then finish unended; at most max_target_length_limit,
// a longer limit is an error), or, with Devlin's (2017,
// section 3) early stopping, once its best live hypothesis scores more than
// early_stop_delta below its best finished one. The finished hypotheses are
// ranked by their length-normalized score; the n best are returned with
// per-token log-probabilities. Beam 1 is greedy decoding.
//
// Batching (Hoang et al. 2018, Algorithm 2): the rows given to the model and
// the output layer are the live hypotheses of all unfinished sentences, so a
// finished hypothesis or sentence costs nothing in later steps. Every
// decision uses sentence-local quantities only (ties broken by parent rank,
// then token id), so with a row-independent output layer a sentence's result
// does not depend on what it is batched with (tested).
//
// A step is: expand (model.step) -> score (output.topk) -> select (cut each
// sentence's candidates to its beam) -> prune (the Pruning policy) -> advance
// (finish EOS candidates, stop sentences) -> the next step's rows.
//
// Pruning (search/pruning.hpp, paper section 3) lowers the fan-out, not the
// beam: only EOS shrinks the beam. So with pruning, beam_size is a hard cap,
// and a wide cap decodes "without a fixed beam size" (section 5): every
// buffer is still sized by the cap and the length limit ends every sentence.
// Statistics: every sentence's steps and total fan-out always (two adds per
// step); the fan-out of every step with Statistics = FanOutPerStep.
//
// Memory: every buffer is sized when a batch begins, after the length limits
// are checked: beam_size x length limit hypothesis tokens per sentence (16
// bytes each), at most 2^32 - 1 per batch (a larger batch is an error). The
// step loop allocates nothing (tested with a counting allocator).
// Thread safety: model and output layer are shared read-only; a BeamSearch is
// one thread's workspace. Both must outlive it.
#pragma once

#include <algorithm>
#include <cassert>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <span>
#include <vector>

#include "fastdec/core/error.hpp"
#include "fastdec/core/matrix_view.hpp"
#include "fastdec/core/types.hpp"
#include "fastdec/model/concept.hpp"
#include "fastdec/output/concept.hpp"
#include "fastdec/search/candidate.hpp"
#include "fastdec/search/options.hpp"
#include "fastdec/search/pruning.hpp"
#include "fastdec/search/result.hpp"

namespace fastdec {

namespace detail {

// Writes SearchResult's private storage (only the search does).
struct SearchResultAccess {
  static auto& sentences(SearchResult& r) { return r.sentences_; }
  static auto& hypotheses(SearchResult& r) { return r.hypotheses_; }
  static auto& tokens(SearchResult& r) { return r.tokens_; }
  static auto& token_logprobs(SearchResult& r) { return r.token_logprobs_; }
  static auto& fan_out(SearchResult& r) { return r.fan_out_; }
};

}  // namespace detail

template <DecoderModel Model, OutputLayer Output, PruningPolicy Pruning = NoPruning,
          SearchStatistics Statistics = SentenceTotals>
class BeamSearch {
 public:
  BeamSearch(const Model& model, const Output& output, SearchOptions options, Pruning pruning = {},
             Statistics /*recorded*/ = {})
      : model_(model),
        output_(output),
        options_(options),
        pruning_(pruning),
        state_(model.make_state()),
        output_workspace_(output.make_workspace()) {
    validate(options_, output_.vocab_size());
    FASTDEC_REQUIRE(model_.hidden_size() == output_.hidden_size(),
                    "BeamSearch: the model's "
                    "hidden size (",
                    model_.hidden_size(), ") differs from the output layer's (",
                    output_.hidden_size(), ").");
  }

  const SearchOptions& options() const noexcept { return options_; }
  const Pruning& pruning() const noexcept { return pruning_; }
  // The model's state (its statistics, for example); valid until the next call.
  const typename Model::State& model_state() const noexcept { return state_; }

  const SearchResult& translate(Sentence source) { return translate_batch({&source, 1}); }

  const SearchResult& translate_batch(std::span<const Sentence> sources) {
    begin(sources);
    while (!rows_.empty()) {
      const ConstMatrixView h = expand();
      const TopKView scored = score(h);
      advance_sentences(scored);
      std::swap(rows_, next_rows_);
    }
    collect_results();
    return result_;
  }

 private:
  static constexpr std::uint32_t no_node = std::numeric_limits<std::uint32_t>::max();
  // History nodes are numbered by 32-bit indices below no_node.
  static constexpr std::size_t max_history_nodes = no_node;
  static constexpr bool records_steps = std::same_as<Statistics, FanOutPerStep>;

  // The live hypotheses of one step, one entry per row.
  struct Rows {
    std::vector<TokenId> previous;        // token the row's hypothesis ends with
    std::vector<std::uint32_t> parents;   // row of the previous step it continues
    std::vector<std::uint32_t> sentence;  // index in the batch
    std::vector<float> score;             // log-probability of the hypothesis
    std::vector<std::uint32_t> node;      // its last node in history_

    bool empty() const noexcept { return previous.empty(); }
    std::size_t size() const noexcept { return previous.size(); }
    void reserve(std::size_t n) {
      previous.reserve(n), parents.reserve(n), sentence.reserve(n), score.reserve(n),
          node.reserve(n);
    }
    void clear() noexcept { truncate(0); }
    void truncate(std::size_t n) {
      previous.resize(n), parents.resize(n), sentence.resize(n), score.resize(n), node.resize(n);
    }
    void push(TokenId token, std::uint32_t parent, std::uint32_t sentence_index, float total,
              std::uint32_t history_node) {
      previous.push_back(token), parents.push_back(parent), sentence.push_back(sentence_index);
      score.push_back(total), node.push_back(history_node);
    }
  };

  // One token of one hypothesis; hypotheses share their prefixes.
  struct Node {
    TokenId token;
    float logprob;
    std::uint32_t parent;  // no_node at the first token
    std::uint32_t length;  // tokens up to and including this one
  };

  struct Finished {
    std::uint32_t node;
    float score;
    float normalized;
    std::uint32_t order;  // finishing order within the sentence, the last tie-break
    bool ended_with_eos;
  };

  struct SentenceState {
    std::size_t beam = 0;        // current beam width; shrinks as hypotheses finish
    std::size_t max_length = 0;  // steps allowed
    std::size_t first_row = 0;   // its rows in rows_ this step
    std::size_t row_count = 0;
    std::size_t finished_first = 0;  // its slots in finished_
    std::size_t finished_count = 0;
    std::size_t fan_out_first = 0;  // its slots in the result's fan-out (FanOutPerStep)
    float best_finished = -std::numeric_limits<float>::infinity();
    SentenceStatistics statistics;
  };

  void begin(std::span<const Sentence> sources) {
    FASTDEC_REQUIRE(!sources.empty(), "BeamSearch::translate_batch: the batch has no sentences.");
    const std::size_t beam = options_.beam_size;
    sentences_.resize(sources.size());
    std::size_t history_capacity = 0;
    std::size_t token_capacity = 0;
    std::size_t step_capacity = 0;
    for (std::size_t s = 0; s < sources.size(); ++s) {
      FASTDEC_REQUIRE(!sources[s].empty(), "BeamSearch::translate_batch: source sentence ", s,
                      " is empty; every sentence needs at least one token.");
      SentenceState& sentence = sentences_[s];
      sentence = SentenceState{};
      sentence.beam = beam;
      sentence.max_length = checked_length_limit(s, sources[s].size());
      sentence.finished_first = s * beam;
      sentence.fan_out_first = step_capacity;
      // Nothing is reserved before every sentence passed this check.
      const std::size_t sentence_nodes = beam * sentence.max_length;  // <= 2^26
      FASTDEC_REQUIRE(sentence_nodes <= max_history_nodes - history_capacity,
                      "BeamSearch::translate_batch: sentences 0..", s, " of the batch need ",
                      history_capacity + sentence_nodes,
                      " hypothesis tokens (beam_size x length limit, summed), more than the "
                      "search can index (",
                      max_history_nodes,
                      "); split the batch or lower beam_size or the length limit.");
      history_capacity += sentence_nodes;
      token_capacity += options_.n_best * sentence.max_length;
      step_capacity += sentence.max_length;
    }
    const std::size_t max_rows = sources.size() * beam;
    rows_.reserve(max_rows), next_rows_.reserve(max_rows);
    rows_.clear(), next_rows_.clear();
    history_.reserve(history_capacity);
    history_.clear();
    finished_.resize(max_rows);
    candidates_.reserve(beam * beam);
    scored_.reserve(max_rows * std::min(beam, output_.vocab_size()));
    auto& result_tokens = detail::SearchResultAccess::tokens(result_);
    auto& result_logprobs = detail::SearchResultAccess::token_logprobs(result_);
    result_tokens.reserve(token_capacity), result_logprobs.reserve(token_capacity);
    detail::SearchResultAccess::hypotheses(result_).reserve(sources.size() * options_.n_best);
    detail::SearchResultAccess::sentences(result_).reserve(sources.size());
    if constexpr (records_steps) detail::SearchResultAccess::fan_out(result_).resize(step_capacity);

    model_.encode(state_, sources, max_rows);
    output_.begin_batch(output_workspace_, sources, max_rows);
    for (std::size_t s = 0; s < sources.size(); ++s)
      rows_.push(options_.bos_token, static_cast<std::uint32_t>(s), static_cast<std::uint32_t>(s),
                 0.0f, no_node);
    step_ = 0;
  }

  // max_target_length() for sentence `s`, with the sentence named in the error.
  std::size_t checked_length_limit(std::size_t s, std::size_t source_length) const {
    const double steps = detail::length_limit_steps(options_, source_length);
    FASTDEC_REQUIRE(steps <= static_cast<double>(max_target_length_limit),
                    "BeamSearch::translate_batch: source sentence ", s, " has ", source_length,
                    " tokens, so its length limit floor(max_length_ratio * ", source_length,
                    " + max_length_offset) is ", detail::whole_number(steps),
                    " steps, above max_target_length_limit (", max_target_length_limit,
                    "); lower max_length_ratio or split the sentence.");
    return max_target_length(options_, source_length);
  }

  // The model turns the live rows into context vectors.
  ConstMatrixView expand() {
    const ConstMatrixView h = model_.step(state_, rows_.previous, rows_.parents);
    FASTDEC_REQUIRE(h.rows() == rows_.size() && h.cols() == output_.hidden_size(),
                    "BeamSearch: the model's step returned ", h.rows(), " x ", h.cols(),
                    " context rows, expected ", rows_.size(), " x ", output_.hidden_size(), ".");
    ++step_;
    return h;
  }

  // The output layer gives each row its k best tokens, k = the widest live beam.
  TopKView score(ConstMatrixView h) {
    std::size_t widest = 0;
    for (std::size_t r = 0; r < rows_.size(); ++r)
      widest = std::max(widest, sentences_[rows_.sentence[r]].beam);
    const std::size_t k = std::min(widest, output_.vocab_size());
    scored_.resize(rows_.size() * k);
    const TopKView scored(scored_.data(), rows_.size(), k);
    output_.topk(output_workspace_, h, rows_.sentence, k, scored);
    return scored;
  }

  void advance_sentences(TopKView scored) {
    next_rows_.clear();
    // Rows are grouped by sentence, in batch order.
    for (std::size_t r = 0; r < rows_.size();) {
      const std::uint32_t s = rows_.sentence[r];
      std::size_t end = r;
      while (end < rows_.size() && rows_.sentence[end] == s) ++end;
      SentenceState& sentence = sentences_[s];
      sentence.first_row = r;
      sentence.row_count = end - r;
      record_fan_out(sentence);
      const std::size_t selected = select(sentence, scored);
      const std::size_t kept = pruning_.prune(std::span<Candidate>(candidates_.data(), selected));
      advance(s, sentence, std::span<const Candidate>(candidates_.data(), kept));
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

  // The sentence's best `beam` candidates, best first, in candidates_.
  std::size_t select(const SentenceState& sentence, TopKView scored) {
    const std::size_t per_row = std::min(sentence.beam, scored.cols());
    candidates_.clear();
    for (std::size_t local = 0; local < sentence.row_count; ++local) {
      const std::size_t row = sentence.first_row + local;
      for (std::size_t j = 0; j < per_row; ++j) {
        const ScoredToken& item = scored(row, j);
        if (item.token == no_token) break;
        candidates_.push_back(Candidate{rows_.score[row] + item.logprob, item.logprob,
                                        static_cast<std::uint32_t>(local), item.token});
      }
    }
    const std::size_t keep = std::min(sentence.beam, candidates_.size());
    std::partial_sort(candidates_.begin(), candidates_.begin() + static_cast<std::ptrdiff_t>(keep),
                      candidates_.end(), selected_before);
    return keep;
  }

  // Finishes EOS candidates, carries the others to the next step, and stops
  // the sentence when its beam is empty, its length limit is reached or
  // early stopping applies.
  void advance(std::uint32_t s, SentenceState& sentence, std::span<const Candidate> kept) {
    const std::size_t rows_before = next_rows_.size();
    float best_live = -std::numeric_limits<float>::infinity();
    for (const Candidate& candidate : kept) {
      const std::size_t parent_row = sentence.first_row + candidate.parent;
      const std::uint32_t node = add_node(candidate, rows_.node[parent_row]);
      if (candidate.token == options_.eos_token) {
        finish(sentence, node, candidate.score, true);
        --sentence.beam;
      } else {
        next_rows_.push(candidate.token, static_cast<std::uint32_t>(parent_row), s, candidate.score,
                        node);
        best_live = std::max(best_live, candidate.score);
      }
    }
    const bool length_reached = step_ >= sentence.max_length;
    const bool early_stop = best_live < sentence.best_finished - options_.early_stop_delta;
    if (sentence.beam == 0 || length_reached || early_stop) {
      if (length_reached && !early_stop)
        for (std::size_t r = rows_before; r < next_rows_.size(); ++r)
          finish(sentence, next_rows_.node[r], next_rows_.score[r], false);
      next_rows_.truncate(rows_before);
    }
  }

  std::uint32_t add_node(const Candidate& candidate, std::uint32_t parent) {
    const std::uint32_t length = parent == no_node ? 1 : history_[parent].length + 1;
    history_.push_back(Node{candidate.token, candidate.token_logprob, parent, length});
    return static_cast<std::uint32_t>(history_.size() - 1);
  }

  // Every EOS shrinks the beam by one and no step keeps more live hypotheses
  // than the beam, so finished + live never exceeds beam_size, pruned or not.
  void finish(SentenceState& sentence, std::uint32_t node, float score, bool ended_with_eos) {
    assert(sentence.finished_count < options_.beam_size);
    const float normalized = normalized_score(options_, score, history_[node].length);
    finished_[sentence.finished_first + sentence.finished_count] =
        Finished{node, score, normalized, static_cast<std::uint32_t>(sentence.finished_count),
                 ended_with_eos};
    ++sentence.finished_count;
    sentence.best_finished = std::max(sentence.best_finished, score);
  }

  void collect_results() {
    auto& sentences = detail::SearchResultAccess::sentences(result_);
    auto& hypotheses = detail::SearchResultAccess::hypotheses(result_);
    auto& tokens = detail::SearchResultAccess::tokens(result_);
    auto& logprobs = detail::SearchResultAccess::token_logprobs(result_);
    sentences.resize(sentences_.size());
    hypotheses.clear(), tokens.clear(), logprobs.clear();
    for (std::size_t s = 0; s < sentences_.size(); ++s) {
      const SentenceState& sentence = sentences_[s];
      const auto first = finished_.begin() + static_cast<std::ptrdiff_t>(sentence.finished_first);
      const auto last = first + static_cast<std::ptrdiff_t>(sentence.finished_count);
      const std::size_t n = std::min(options_.n_best, sentence.finished_count);
      std::partial_sort(first, first + static_cast<std::ptrdiff_t>(n), last,
                        [](const Finished& a, const Finished& b) {
                          if (a.normalized != b.normalized) return a.normalized > b.normalized;
                          if (a.score != b.score) return a.score > b.score;
                          return a.order < b.order;
                        });
      sentences[s].hypotheses = {hypotheses.size(), n};
      sentences[s].statistics = sentence.statistics;
      if constexpr (records_steps)
        sentences[s].fan_out = {sentence.fan_out_first, sentence.statistics.steps};
      for (auto it = first; it != first + static_cast<std::ptrdiff_t>(n); ++it)
        hypotheses.push_back(spell_out(*it, tokens, logprobs));
    }
  }

  // Follows the hypothesis's nodes back to its first token.
  Hypothesis spell_out(const Finished& finished, std::vector<TokenId>& tokens,
                       std::vector<float>& logprobs) const {
    const std::size_t length = history_[finished.node].length;
    const std::size_t offset = tokens.size();
    assert(tokens.capacity() >= offset + length);  // reserved in begin(): spans stay valid
    tokens.resize(offset + length), logprobs.resize(offset + length);
    std::size_t position = offset + length;
    for (std::uint32_t node = finished.node; node != no_node; node = history_[node].parent) {
      --position;
      tokens[position] = history_[node].token;
      logprobs[position] = history_[node].logprob;
    }
    return Hypothesis{std::span<const TokenId>(tokens).subspan(offset, length),
                      std::span<const float>(logprobs).subspan(offset, length), finished.score,
                      finished.normalized, finished.ended_with_eos};
  }

  const Model& model_;
  const Output& output_;
  SearchOptions options_;
  Pruning pruning_;
  typename Model::State state_;
  typename Output::Workspace output_workspace_;

  std::vector<SentenceState> sentences_;
  Rows rows_;
  Rows next_rows_;
  std::vector<ScoredToken> scored_;    // [rows, k] from the output layer
  std::vector<Candidate> candidates_;  // one sentence's candidates
  std::vector<Node> history_;
  std::vector<Finished> finished_;  // [sentences, beam]
  std::size_t step_ = 0;
  SearchResult result_;
};

}  // namespace fastdec
