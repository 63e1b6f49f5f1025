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
// Decoding controls (SearchOptions, docs/beam-search.md): banned tokens, a
// minimum length and n-gram blocking remove tokens from a row's candidates;
// the search asks the output layer for as many more than the beam as a row
// may lose, so every layer works unchanged. A target prefix per sentence
// (translate_batch(sources, prefixes)) forces the first tokens, scored
// through the layer (its topk, or TokenScoringLayer::logprobs_of when the
// token is not among them); score_batch forces a whole target and its EOS.
// Sampling draws a row's next token from its sampling_topk best, from a
// per-sentence stream (search/sampling.hpp).
//
// Streaming (stream_to): each sentence's best translation is handed out token
// by token as soon as a token is certain to be in it, that is, held by every
// hypothesis that can still become the best: the live ones, and the best
// finished one. A live hypothesis of score S can end no better than
// normalized_score(S, length limit) (log-probabilities are at most 0, and
// every normalization divides by a factor that grows with the length), so
// one whose bound is below the best finished hypothesis' score can no longer
// win and stops holding tokens back. Early stopping and pruning only remove
// hypotheses, so they never make a streamed token wrong.
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
// bytes each), at most 2^32 - 1 per batch, and every buffer's bytes at most
// SearchOptions::max_search_bytes (a larger batch is an error, checked before
// anything is reserved). The step loop allocates nothing (tested with a
// counting allocator).
// Thread safety: model and output layer are shared read-only; a BeamSearch is
// one thread's workspace. Both must outlive it.
#pragma once

#include <algorithm>
#include <cassert>
#include <cmath>
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
#include "fastdec/search/decoder_model.hpp"
#include "fastdec/output/concept.hpp"
#include "fastdec/search/candidate.hpp"
#include "fastdec/search/ngram_blocking.hpp"
#include "fastdec/search/options.hpp"
#include "fastdec/search/pruning.hpp"
#include "fastdec/search/result.hpp"
#include "fastdec/search/sampling.hpp"

namespace fastdec {

namespace detail {

// Writes SearchResult's private storage (only the search does).
struct SearchResultAccess {
  static auto& sentences(SearchResult& r) { return r.sentences_; }
  static auto& hypotheses(SearchResult& r) { return r.hypotheses_; }
  static auto& tokens(SearchResult& r) { return r.tokens_; }
  static auto& token_logprobs(SearchResult& r) { return r.token_logprobs_; }
  static auto& alignment(SearchResult& r) { return r.alignment_; }
  static auto& fan_out(SearchResult& r) { return r.fan_out_; }
};

}  // namespace detail

// What a stream callback receives: tokens [first_position, first_position +
// tokens.size()) of a sentence's final best translation (EOS last when it
// ends with one), known for certain after `step` steps. The token at position
// p is generated at step p + 1, so step - p - 1 is how long it was held back.
struct StreamedTokens {
  std::size_t sentence;
  std::size_t step;
  std::size_t first_position;
  std::span<const TokenId> tokens;  // valid during the call only
};

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
    set_banned_tokens();
    FASTDEC_REQUIRE(model_.hidden_size() == output_.hidden_size(),
                    "BeamSearch: the model's "
                    "hidden size (",
                    model_.hidden_size(), ") differs from the output layer's (",
                    output_.hidden_size(), ").");
  }

  // Streams every later translate, translate_batch or score_batch call's best
  // translations to `callback` (an empty function stops streaming). The
  // callback runs inside the step loop: it must not call this search.
  void stream_to(std::function<void(const StreamedTokens&)> callback) {
    stream_ = std::move(callback);
  }

  const SearchOptions& options() const noexcept { return options_; }
  const Pruning& pruning() const noexcept { return pruning_; }
  // The model's state (its statistics, for example); valid until the next call.
  const typename Model::State& model_state() const noexcept { return state_; }

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
  static constexpr std::uint32_t no_node = std::numeric_limits<std::uint32_t>::max();
  // History nodes are numbered by 32-bit indices below no_node.
  static constexpr std::size_t max_history_nodes = no_node;
  static constexpr bool records_steps = std::same_as<Statistics, FanOutPerStep>;
  static constexpr std::size_t no_slot = std::numeric_limits<std::size_t>::max();
  static constexpr bool aligns = AligningModel<Model>;

  enum class Forcing {
    prefix,        // the given tokens start the translation, then the search goes on
    whole_target,  // the given tokens and EOS are the translation (scoring)
  };

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
    std::size_t forced_first = 0;   // its forced tokens in forced_
    std::size_t forced_count = 0;
    SampleStream samples;
    float best_finished = -std::numeric_limits<float>::infinity();
    std::size_t best_slot = no_slot;  // the best finished hypothesis in finished_ (streaming)
    std::size_t streamed = 0;         // tokens of the best translation handed out
    bool top_finished = false;        // a step's best candidate ended (refill_until_top_finished)
    SentenceStatistics statistics;
  };

  const SearchResult& run(std::span<const Sentence> sources, std::span<const Sentence> forced,
                          Forcing forcing) {
    begin(sources, forced, forcing);
    while (!rows_.empty()) {
      const ConstMatrixView h = expand();
      find_blocked_tokens();
      const TopKView scored = score(h);
      choose_forced_tokens(h, scored);
      advance_sentences(scored);
      std::swap(rows_, next_rows_);
    }
    collect_results();
    return result_;
  }

  void begin(std::span<const Sentence> sources, std::span<const Sentence> forced, Forcing forcing) {
    FASTDEC_REQUIRE(!sources.empty(), "BeamSearch::translate_batch: the batch has no sentences.");
    const std::size_t beam = options_.beam_size;
    sentences_.resize(sources.size());
    forced_.clear();
    forcing_ = forcing;
    std::size_t history_capacity = 0;
    std::size_t finished_capacity = 0;
    std::size_t token_capacity = 0;
    std::size_t step_capacity = 0;
    std::size_t longest = 0;
    for (std::size_t s = 0; s < sources.size(); ++s) {
      FASTDEC_REQUIRE(!sources[s].empty(), "BeamSearch::translate_batch: source sentence ", s,
                      " is empty; every sentence needs at least one token.");
      SentenceState& sentence = sentences_[s];
      sentence = SentenceState{};
      sentence.beam = beam;
      sentence.max_length = forcing == Forcing::whole_target
                                ? checked_target_length(s, forced[s].size())
                                : checked_length_limit(s, sources[s].size());
      FASTDEC_REQUIRE(
          forcing == Forcing::whole_target || options_.min_length < sentence.max_length,
          "BeamSearch::translate_batch: SearchOptions::min_length = ", options_.min_length,
          " is not below source sentence ", s, "'s length limit of ", sentence.max_length,
          " steps, so none of its hypotheses could end with EOS; lower min_length or "
          "raise max_length_ratio / max_length_offset.");
      if (!forced.empty()) add_forced_tokens(s, sentence, forced[s]);
      if (options_.samples()) sentence.samples = SampleStream(options_.sampling_seed, sources[s]);
      longest = std::max(longest, sentence.max_length);
      sentence.finished_first = finished_capacity;
      finished_capacity += finished_at_most(sentence.max_length);
      sentence.fan_out_first = step_capacity;
      // Nothing is reserved before every sentence passed this check.
      const std::size_t sentence_nodes = new_nodes_per_step() * sentence.max_length;  // <= 2^27
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
    const Reservation sizes = reservation(sources.size(), history_capacity, finished_capacity,
                                          token_capacity, step_capacity, longest);
    check_reservation(sources.size(), sizes);
    try {
      reserve(sizes);
    } catch (const std::bad_alloc&) {
      detail::fail("BeamSearch: reserving ", sizes.bytes(), " bytes for ", sources.size(),
                   " sentences at beam_size ", beam, " with length limits up to ", longest,
                   " steps failed: the machine has less memory free; split the batch or lower "
                   "beam_size or the length limit.");
    }
    const std::size_t max_rows = sizes.rows;
    if constexpr (StepBudgetedModel<Model>)
      model_.encode(state_, sources, max_rows, sizes.longest);
    else
      model_.encode(state_, sources, max_rows);
    output_.begin_batch(output_workspace_, sources, max_rows);
    for (std::size_t s = 0; s < sources.size(); ++s)
      rows_.push(options_.bos_token, static_cast<std::uint32_t>(s), static_cast<std::uint32_t>(s),
                 0.0f, no_node);
    step_ = 0;
  }

  // What a batch reserves when it begins: element counts per buffer.
  struct Reservation {
    std::size_t rows = 0;      // the widest step: sentences x beam
    std::size_t history = 0;   // hypothesis tokens of every sentence
    std::size_t finished = 0;  // finished-hypothesis slots
    std::size_t tokens = 0;    // tokens of the returned hypotheses
    std::size_t steps = 0;     // every sentence's steps (FanOutPerStep)
    std::size_t longest = 0;   // the longest length limit
    std::size_t scored = 0;    // the output layer's k best of the widest step
    std::size_t candidates = 0;

    std::size_t bytes() const noexcept {
      std::size_t per_node = sizeof(Node);
      if constexpr (aligns) per_node += sizeof(std::uint32_t);
      std::size_t per_token = sizeof(TokenId) + sizeof(float);
      if constexpr (aligns) per_token += sizeof(std::uint32_t);
      return history * per_node +
             ngram_nodes * (detail::NgramIndex::bytes_per_node + sizeof(TokenId)) +
             finished * sizeof(Finished) + tokens * per_token +
             (records_steps ? steps * sizeof(std::uint32_t) : 0) +
             rows * (2 * row_bytes + 2 * sizeof(TokenId) + sizeof(float)) +
             scored * sizeof(ScoredToken) + candidates * sizeof(Candidate) +
             longest * sizeof(TokenId);
    }
    std::size_t ngram_nodes = 0;  // history, with n-gram blocking
    static constexpr std::size_t row_bytes =
        sizeof(TokenId) + sizeof(float) + 3 * sizeof(std::uint32_t);
  };

  Reservation reservation(std::size_t sentences, std::size_t history, std::size_t finished,
                          std::size_t tokens, std::size_t steps, std::size_t longest) const {
    const std::size_t beam = options_.beam_size;
    Reservation r;
    r.rows = sentences * beam;
    r.history = history;
    r.ngram_nodes = blocks_ngrams() ? history : 0;
    r.finished = finished;
    r.tokens = tokens;
    r.steps = steps;
    r.longest = longest;
    r.candidates = beam * candidates_per_row(beam);
    // The k asked of the output layer: what a row keeps plus what it may lose.
    const std::size_t widest_need =
        options_.samples() ? options_.sampling_topk : candidates_per_row(beam);
    const std::size_t most_removed =
        banned_count_ + 1 + (blocks_ngrams() ? longest : std::size_t{0});
    r.scored = r.rows * std::min(widest_need + most_removed, output_.vocab_size());
    return r;
  }

  // Refuses a batch whose buffers would exceed SearchOptions::max_search_bytes,
  // before anything is reserved.
  void check_reservation(std::size_t sentences, const Reservation& sizes) const {
    FASTDEC_REQUIRE(sizes.bytes() <= options_.max_search_bytes, "BeamSearch: ", sentences,
                    " sentences at beam_size ", options_.beam_size, " with length limits up to ",
                    sizes.longest, " steps need ", sizes.bytes(), " bytes of search buffers (",
                    detail::gibibytes(sizes.bytes()),
                    " GiB), above SearchOptions::max_search_bytes (", options_.max_search_bytes,
                    "); split the batch or lower beam_size or the length limit.");
  }

  void reserve(const Reservation& sizes) {
    rows_.reserve(sizes.rows), next_rows_.reserve(sizes.rows);
    rows_.clear(), next_rows_.clear();
    history_.reserve(sizes.history);
    history_.clear();
    if (blocks_ngrams()) {
      ngrams_.reset(options_.no_repeat_ngram_size, sizes.history);
      // A row's blocked tokens are at most its length.
      blocked_.reserve(sizes.history);
      blocked_first_.reserve(sizes.rows + 1);
    }
    forced_logprob_.reserve(sizes.rows);
    if (stream_) stream_tokens_.reserve(sizes.longest);
    forced_token_.reserve(sizes.rows), unscored_token_.reserve(sizes.rows);
    finished_.resize(sizes.finished);
    candidates_.reserve(sizes.candidates);
    scored_.reserve(sizes.scored);
    sample_pool_.reserve(options_.sampling_topk), sample_weights_.reserve(options_.sampling_topk);
    auto& result_tokens = detail::SearchResultAccess::tokens(result_);
    auto& result_logprobs = detail::SearchResultAccess::token_logprobs(result_);
    result_tokens.reserve(sizes.tokens), result_logprobs.reserve(sizes.tokens);
    if constexpr (aligns) {
      node_alignment_.reserve(sizes.history);
      node_alignment_.clear();
      detail::SearchResultAccess::alignment(result_).reserve(sizes.tokens);
    }
    const std::size_t sentences = sentences_.size();
    detail::SearchResultAccess::hypotheses(result_).reserve(sentences * options_.n_best);
    detail::SearchResultAccess::sentences(result_).reserve(sentences);
    if constexpr (records_steps) detail::SearchResultAccess::fan_out(result_).resize(sizes.steps);
  }

  // A scored target and its EOS: at most max_target_length_limit tokens.
  std::size_t checked_target_length(std::size_t s, std::size_t target_length) const {
    FASTDEC_REQUIRE(target_length < max_target_length_limit, "BeamSearch::score_batch: target ", s,
                    " has ", target_length, " tokens; with EOS at most ", max_target_length_limit,
                    " are supported.");
    return target_length + 1;
  }

  void add_forced_tokens(std::size_t s, SentenceState& sentence, Sentence tokens) {
    const char* function = forcing_ == Forcing::prefix
                               ? "BeamSearch::translate_batch: target prefix"
                               : "BeamSearch::score_batch: target";
    for (const TokenId token : tokens) {
      FASTDEC_REQUIRE(token >= 0 && static_cast<std::size_t>(token) < output_.vocab_size(),
                      function, " ", s, " holds ", token,
                      ", not a token of the output vocabulary (0..", output_.vocab_size() - 1,
                      ").");
      FASTDEC_REQUIRE(token != options_.eos_token, function, " ", s,
                      " holds the EOS token; give the tokens before it.");
    }
    FASTDEC_REQUIRE(forcing_ == Forcing::whole_target || tokens.size() < sentence.max_length,
                    function, " ", s, " has ", tokens.size(),
                    " tokens, not fewer than the sentence's length limit (", sentence.max_length,
                    " steps).");
    sentence.forced_first = forced_.size();
    forced_.insert(forced_.end(), tokens.begin(), tokens.end());
    if (forcing_ == Forcing::whole_target) forced_.push_back(options_.eos_token);
    sentence.forced_count = forced_.size() - sentence.forced_first;
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
  // row keeps (its beam, or sampling_topk) plus what a row may lose to the
  // controls, so that no row runs short.
  TopKView score(ConstMatrixView h) {
    std::size_t k = 0;
    for (std::size_t r = 0; r < rows_.size(); ++r) {
      const std::size_t keeps = options_.samples()
                                    ? options_.sampling_topk
                                    : candidates_per_row(sentences_[rows_.sentence[r]].beam);
      k = std::max(k, keeps + removed_at_most(r));
    }
    k = std::min(k, output_.vocab_size());
    scored_.resize(rows_.size() * k);
    const TopKView scored(scored_.data(), rows_.size(), k);
    output_.topk(output_workspace_, h, rows_.sentence, k, scored);
    return scored;
  }

  bool refills() const noexcept { return options_.stopping != StoppingRule::shrink; }

  // A row's candidates: the beam's best, or twice as many when the beam is
  // refilled (fairseq, CTranslate2).
  std::size_t candidates_per_row(std::size_t beam) const noexcept {
    return refills() ? 2 * beam : beam;
  }

  // History nodes a step adds per sentence: finished and live hypotheses
  // together are at most the beam, or twice the beam when it is refilled.
  std::size_t new_nodes_per_step() const noexcept { return candidates_per_row(options_.beam_size); }

  // Finished hypotheses a sentence can collect: the beam when it shrinks; when
  // it is refilled, up to the stopping count plus one step's beam, or every
  // step's beam (refill_until_top_finished keeps all until its condition).
  std::size_t finished_at_most(std::size_t max_length) const {
    const std::size_t beam = options_.beam_size;
    switch (options_.stopping) {
      case StoppingRule::shrink:
        return beam;
      case StoppingRule::refill_until_beam_finished:
        return finishing_count() + beam;
      case StoppingRule::refill_until_top_finished:
        return beam * max_length;
    }
    return beam;
  }

  std::size_t finishing_count() const {
    return static_cast<std::size_t>(
        std::round(static_cast<double>(options_.beam_size) * options_.patience));
  }

  // Tokens generated so far by row r's hypothesis.
  std::size_t row_length(std::size_t r) const {
    return rows_.node[r] == no_node ? 0 : history_[rows_.node[r]].length;
  }

  // The token a hypothesis of `length` tokens must take next, or no_token.
  TokenId forced_token(const SentenceState& sentence, std::size_t length) const {
    return length < sentence.forced_count ? forced_[sentence.forced_first + length] : no_token;
  }

  bool blocks_ngrams() const noexcept {
    return options_.no_repeat_ngram_size > 0 && forcing_ == Forcing::prefix;
  }

  bool eos_unavailable(std::size_t length) const noexcept {
    return length < options_.min_length && forcing_ == Forcing::prefix;
  }

  // How many of row r's best tokens the controls may remove.
  std::size_t removed_at_most(std::size_t r) const {
    std::size_t removed = banned_count_;
    if (eos_unavailable(row_length(r))) ++removed;
    if (blocks_ngrams()) removed += blocked_first_[r + 1] - blocked_first_[r];
    return removed;
  }

  bool allowed(std::size_t row, std::size_t length, TokenId token) const {
    if (!banned_.empty() && banned_[static_cast<std::size_t>(token)]) return false;
    if (token == options_.eos_token && eos_unavailable(length)) return false;
    if (blocks_ngrams()) {
      const auto first = blocked_.begin() + static_cast<std::ptrdiff_t>(blocked_first_[row]);
      const auto last = blocked_.begin() + static_cast<std::ptrdiff_t>(blocked_first_[row + 1]);
      if (std::find(first, last, token) != last) return false;
    }
    return true;
  }

  void set_banned_tokens() {
    std::vector<TokenId> banned = options_.banned_tokens;
    if (options_.ban_unk) banned.push_back(options_.unk_token);
    if (banned.empty()) return;
    banned_.assign(output_.vocab_size(), 0);
    for (const TokenId token : banned) banned_[static_cast<std::size_t>(token)] = 1;
    banned_count_ = static_cast<std::size_t>(std::count(banned_.begin(), banned_.end(), 1));
    FASTDEC_REQUIRE(options_.min_length == 0 || banned_count_ + 1 < output_.vocab_size(),
                    "SearchOptions: every token but EOS is banned and min_length = ",
                    options_.min_length, " keeps EOS out, so no hypothesis could begin.");
  }

  // n-gram blocking: each row's tokens that would repeat one of its
  // hypothesis' n-grams (search/ngram_blocking.hpp), listed once per step so
  // that each candidate checks a short list.
  void find_blocked_tokens() {
    if (!blocks_ngrams()) return;
    blocked_.clear(), blocked_first_.clear();
    for (std::size_t r = 0; r < rows_.size(); ++r) {
      blocked_first_.push_back(static_cast<std::uint32_t>(blocked_.size()));
      if (rows_.node[r] != no_node) ngrams_.blocked_after(rows_.node[r], blocked_);
    }
    blocked_first_.push_back(static_cast<std::uint32_t>(blocked_.size()));
  }

  // Each row's token that is not searched: the next token of its sentence's
  // prefix or scored target, or EOS when the controls left the row no other
  // token (a hypothesis can always end; docs/beam-search.md, "When the
  // controls leave nothing"). Its log-probability comes from the row's k best
  // when it is there (the same bits as free decoding), else from the layer.
  void choose_forced_tokens(ConstMatrixView h, TopKView scored) {
    forces_rows_ = !forced_.empty() || removes_tokens();
    if (!forces_rows_) return;
    forced_token_.assign(rows_.size(), no_token);
    unscored_token_.assign(rows_.size(), no_token);
    forced_logprob_.resize(rows_.size());
    bool outside_k_best = false;
    for (std::size_t r = 0; r < rows_.size(); ++r) {
      const std::size_t length = row_length(r);
      TokenId token = forced_token(sentences_[rows_.sentence[r]], length);
      if (token == no_token && !has_allowed_token(r, length, scored)) token = options_.eos_token;
      if (token == no_token) continue;
      forced_token_[r] = token;
      const auto row = scored.row(r);
      const auto found = std::find_if(row.begin(), row.end(),
                                      [&](const ScoredToken& item) { return item.token == token; });
      if (found != row.end()) {
        forced_logprob_[r] = found->logprob;
      } else {
        unscored_token_[r] = token;
        outside_k_best = true;
      }
    }
    if (!outside_k_best) return;
    if constexpr (TokenScoringLayer<Output>) {
      output_.logprobs_of(output_workspace_, h, rows_.sentence, unscored_token_, forced_logprob_);
    } else {
      FASTDEC_REQUIRE(false,
                      "BeamSearch: a forced token (a prefix's, or EOS for a row the controls left "
                      "no other token) is not among the output layer's k best and this layer "
                      "cannot score other tokens (it is not a TokenScoringLayer).");
    }
  }

  // Whether a control could leave a row without a token.
  bool removes_tokens() const noexcept {
    return banned_count_ > 0 || eos_unavailable(0) || blocks_ngrams();
  }

  bool has_allowed_token(std::size_t row, std::size_t length, TopKView scored) const {
    for (std::size_t j = 0; j < scored.cols(); ++j) {
      const TokenId token = scored(row, j).token;
      if (token == no_token) return false;
      if (allowed(row, length, token)) return true;
    }
    return false;
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

  // The sentence's best `beam` candidates, best first, in candidates_: each
  // row's forced token, or its best allowed tokens, or its samples.
  std::size_t select(SentenceState& sentence, TopKView scored) {
    candidates_.clear();
    for (std::size_t local = 0; local < sentence.row_count; ++local) {
      const std::size_t row = sentence.first_row + local;
      const std::size_t length = row_length(row);
      const auto parent = static_cast<std::uint32_t>(local);
      const TokenId forced = forces_rows_ ? forced_token_[row] : no_token;
      if (forced != no_token) {
        const float logprob = forced_logprob_[row];
        candidates_.push_back(Candidate{rows_.score[row] + logprob, logprob, parent, forced});
      } else if (options_.samples()) {
        // The sentence's first free step (after its prefix, if any) draws
        // all its samples from its one row; every later row draws one, also
        // when pruning left a single row, so samples stay independent.
        const std::size_t draws = length == sentence.forced_count ? sentence.beam : 1;
        sample_row(sentence, row, length, scored, draws);
      } else {
        std::size_t taken = 0;
        const std::size_t wanted = candidates_per_row(sentence.beam);
        for (std::size_t j = 0; j < scored.cols() && taken < wanted; ++j) {
          const ScoredToken& item = scored(row, j);
          if (item.token == no_token) break;
          if (!allowed(row, length, item.token)) continue;
          candidates_.push_back(
              Candidate{rows_.score[row] + item.logprob, item.logprob, parent, item.token});
          ++taken;
        }
      }
    }
    const std::size_t keep = std::min(candidates_per_row(sentence.beam), candidates_.size());
    std::partial_sort(candidates_.begin(), candidates_.begin() + static_cast<std::ptrdiff_t>(keep),
                      candidates_.end(), selected_before);
    return keep;
  }

  // `draws` samples of row `row` from its sampling_topk best allowed tokens.
  void sample_row(SentenceState& sentence, std::size_t row, std::size_t length, TopKView scored,
                  std::size_t draws) {
    sample_pool_.clear();
    for (std::size_t j = 0; j < scored.cols() && sample_pool_.size() < options_.sampling_topk;
         ++j) {
      const ScoredToken& item = scored(row, j);
      if (item.token == no_token) break;
      if (allowed(row, length, item.token)) sample_pool_.push_back(item);
    }
    if (sample_pool_.empty()) return;
    sample_weights_.resize(sample_pool_.size());
    const std::size_t nucleus = sampling_nucleus(sample_pool_, options_.sampling_temperature,
                                                 options_.sampling_topp, sample_weights_);
    for (std::size_t d = 0; d < draws; ++d) {
      const ScoredToken& item = sample_pool_[draw_from(
          std::span<const double>(sample_weights_).first(nucleus), sentence.samples.next())];
      candidates_.push_back(Candidate{rows_.score[row] + item.logprob, item.logprob,
                                      static_cast<std::uint32_t>(row - sentence.first_row),
                                      item.token});
    }
  }

  // Finishes EOS candidates, carries the others to the next step, and stops
  // the sentence when its beam is empty, its length limit is reached or
  // early stopping applies. Every row has a candidate (a row the controls
  // left nothing takes EOS), so `kept` is empty only when a user's pruning
  // policy keeps nothing: the rows then finish as they are.
  void advance(std::uint32_t s, SentenceState& sentence, std::span<const Candidate> kept) {
    const std::size_t rows_before = next_rows_.size();
    advance_rows(s, sentence, kept);
    if (stream_) stream_certain_tokens(s, sentence, rows_before);
  }

  void advance_rows(std::uint32_t s, SentenceState& sentence, std::span<const Candidate> kept) {
    if (kept.empty()) {
      for (std::size_t r = sentence.first_row; r < sentence.first_row + sentence.row_count; ++r)
        if (rows_.node[r] != no_node) finish(sentence, rows_.node[r], rows_.score[r], false);
      return;
    }
    if (refills()) return refill(s, sentence, kept);
    const std::size_t rows_before = next_rows_.size();
    float best_live = -std::numeric_limits<float>::infinity();
    for (const Candidate& candidate : kept) {
      const std::size_t parent_row = sentence.first_row + candidate.parent;
      const std::uint32_t node = add_node(candidate, rows_.node[parent_row], parent_row);
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

  // fairseq's and CTranslate2's step: of the 2 x beam best candidates, those
  // among the first beam_size that end (EOS, or the last step) finish; the
  // first beam_size of the others that do not end are the next beam.
  void refill(std::uint32_t s, SentenceState& sentence, std::span<const Candidate> kept) {
    const std::size_t rows_before = next_rows_.size();
    const bool last_step = step_ >= sentence.max_length;
    float best_live = -std::numeric_limits<float>::infinity();
    for (std::size_t i = 0; i < kept.size(); ++i) {
      const Candidate& candidate = kept[i];
      const bool ends = candidate.token == options_.eos_token || last_step;
      const bool finishes = ends && i < sentence.beam;
      const bool lives = !ends && next_rows_.size() - rows_before < sentence.beam;
      if (!finishes && !lives) continue;
      const std::size_t parent_row = sentence.first_row + candidate.parent;
      const std::uint32_t node = add_node(candidate, rows_.node[parent_row], parent_row);
      if (finishes) {
        finish(sentence, node, candidate.score, candidate.token == options_.eos_token);
        if (i == 0) sentence.top_finished = true;
      } else {
        next_rows_.push(candidate.token, static_cast<std::uint32_t>(parent_row), s, candidate.score,
                        node);
        best_live = std::max(best_live, candidate.score);
      }
    }
    const bool rule_met = options_.stopping == StoppingRule::refill_until_beam_finished
                              ? sentence.finished_count >= finishing_count()
                              : sentence.top_finished && sentence.finished_count >= options_.n_best;
    const bool early_stop = best_live < sentence.best_finished - options_.early_stop_delta;
    if (last_step || rule_met || early_stop) next_rows_.truncate(rows_before);
  }

  std::uint32_t add_node(const Candidate& candidate, std::uint32_t parent, std::size_t parent_row) {
    const std::uint32_t length = parent == no_node ? 1 : history_[parent].length + 1;
    history_.push_back(Node{candidate.token, candidate.token_logprob, parent, length});
    if (blocks_ngrams()) ngrams_.add(parent, candidate.token);
    if constexpr (aligns) node_alignment_.push_back(attended_[parent_row]);
    return static_cast<std::uint32_t>(history_.size() - 1);
  }

  // finished_at_most() bounds each sentence's count: with a shrinking beam,
  // every EOS shrinks it by one and no step keeps more live hypotheses than
  // the beam, so finished + live never exceeds beam_size, pruned or not.
  void finish(SentenceState& sentence, std::uint32_t node, float score, bool ended_with_eos) {
    assert(sentence.finished_count < finished_at_most(sentence.max_length));
    const float normalized = normalized_score(options_, score, history_[node].length);
    const std::size_t slot = sentence.finished_first + sentence.finished_count;
    finished_[slot] = Finished{node, score, normalized,
                               static_cast<std::uint32_t>(sentence.finished_count), ended_with_eos};
    ++sentence.finished_count;
    sentence.best_finished = std::max(sentence.best_finished, score);
    if (sentence.best_slot == no_slot ||
        ranked_before(finished_[slot], finished_[sentence.best_slot]))
      sentence.best_slot = slot;
  }

  // The order of the n-best list.
  static bool ranked_before(const Finished& a, const Finished& b) {
    if (a.normalized != b.normalized) return a.normalized > b.normalized;
    if (a.score != b.score) return a.score > b.score;
    return a.order < b.order;
  }

  // Hands out the tokens that every hypothesis that can still become the
  // sentence's best holds (their common prefix), past those already handed
  // out. `first_live` is the sentence's first row in next_rows_.
  void stream_certain_tokens(std::uint32_t s, SentenceState& sentence, std::size_t first_live) {
    std::uint32_t common = no_node;
    bool any = false;
    const auto include = [&](std::uint32_t node) {
      common = any ? common_ancestor(common, node, sentence.streamed) : node;
      any = true;
    };
    if (sentence.best_slot != no_slot) include(finished_[sentence.best_slot].node);
    for (std::size_t r = first_live; r < next_rows_.size(); ++r)
      if (sentence.best_slot == no_slot || can_still_win(sentence, next_rows_.score[r]))
        include(next_rows_.node[r]);
    const std::size_t certain = common == no_node ? 0 : history_[common].length;
    if (!any || certain <= sentence.streamed) return;
    stream_tokens_.resize(certain - sentence.streamed);
    std::uint32_t node = common;
    for (std::size_t p = certain; p > sentence.streamed; --p, node = history_[node].parent)
      stream_tokens_[p - 1 - sentence.streamed] = history_[node].token;
    stream_(StreamedTokens{s, step_, sentence.streamed, stream_tokens_});
    sentence.streamed = certain;
  }

  // Whether a live hypothesis of raw score `score` can still end above the
  // best finished one: its normalized score at the length limit bounds every
  // descendant's. The gnmt bound is computed in double and widened by 1e-5,
  // as std::pow need not be monotonic to the last bit.
  bool can_still_win(const SentenceState& sentence, float score) const {
    const float best = finished_[sentence.best_slot].normalized;
    if (options_.normalization != LengthNormalization::gnmt)
      return normalized_score(options_, score, sentence.max_length) >= best;
    const double penalty =
        std::pow((5.0 + static_cast<double>(sentence.max_length)) / 6.0, options_.gnmt_alpha);
    return static_cast<double>(score) / penalty * (1.0 - 1e-5) >= best;
  }

  // The deepest node on both chains (no_node: none); the first `known`
  // tokens are already known to be shared, so the walk stops there.
  std::uint32_t common_ancestor(std::uint32_t a, std::uint32_t b, std::size_t known) const {
    const auto depth = [&](std::uint32_t n) -> std::size_t {
      return n == no_node ? 0 : history_[n].length;
    };
    while (depth(a) > depth(b)) a = history_[a].parent;
    while (depth(b) > depth(a)) b = history_[b].parent;
    while (a != b && depth(a) > known) a = history_[a].parent, b = history_[b].parent;
    return a;
  }

  void collect_results() {
    auto& sentences = detail::SearchResultAccess::sentences(result_);
    auto& hypotheses = detail::SearchResultAccess::hypotheses(result_);
    auto& tokens = detail::SearchResultAccess::tokens(result_);
    auto& logprobs = detail::SearchResultAccess::token_logprobs(result_);
    detail::SearchResultAccess::alignment(result_).clear();
    sentences.resize(sentences_.size());
    hypotheses.clear(), tokens.clear(), logprobs.clear();
    for (std::size_t s = 0; s < sentences_.size(); ++s) {
      const SentenceState& sentence = sentences_[s];
      const auto first = finished_.begin() + static_cast<std::ptrdiff_t>(sentence.finished_first);
      const auto last = first + static_cast<std::ptrdiff_t>(sentence.finished_count);
      const std::size_t n = std::min(options_.n_best, sentence.finished_count);
      std::partial_sort(first, first + static_cast<std::ptrdiff_t>(n), last, ranked_before);
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
                       std::vector<float>& logprobs) {
    const std::size_t length = history_[finished.node].length;
    const std::size_t offset = tokens.size();
    assert(tokens.capacity() >= offset + length);  // reserved in begin(): spans stay valid
    tokens.resize(offset + length), logprobs.resize(offset + length);
    auto& alignment = detail::SearchResultAccess::alignment(result_);
    if constexpr (aligns) alignment.resize(offset + length);
    std::size_t position = offset + length;
    for (std::uint32_t node = finished.node; node != no_node; node = history_[node].parent) {
      --position;
      tokens[position] = history_[node].token;
      logprobs[position] = history_[node].logprob;
      if constexpr (aligns) alignment[position] = node_alignment_[node];
    }
    Hypothesis hypothesis{std::span<const TokenId>(tokens).subspan(offset, length),
                          std::span<const float>(logprobs).subspan(offset, length),
                          finished.score,
                          finished.normalized,
                          finished.ended_with_eos,
                          {}};
    if constexpr (aligns)
      hypothesis.alignment = std::span<const std::uint32_t>(alignment).subspan(offset, length);
    return hypothesis;
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

  // Decoding controls.
  std::vector<unsigned char> banned_;  // [vocab] when any token is banned, else empty
  std::size_t banned_count_ = 0;
  Forcing forcing_ = Forcing::prefix;
  std::vector<TokenId> forced_;               // every sentence's forced tokens
  bool forces_rows_ = false;                  // this step's forced_token_ is set
  std::vector<TokenId> forced_token_;         // [rows] each row's forced token, or no_token
  std::vector<TokenId> unscored_token_;       // [rows] those the layer's k best lack
  std::vector<float> forced_logprob_;         // [rows]
  detail::NgramIndex ngrams_;                 // [history] n-gram blocking
  std::vector<TokenId> blocked_;              // this step's blocked tokens, by row
  std::vector<std::uint32_t> blocked_first_;  // [rows + 1]
  std::vector<ScoredToken> sample_pool_;      // one row's allowed sampling_topk best
  std::vector<double> sample_weights_;        // their cumulative weights
  std::function<void(const StreamedTokens&)> stream_;
  std::vector<std::uint32_t> node_alignment_;  // [history] with an AligningModel
  std::span<const std::uint32_t> attended_;    // this step's, from the model
  std::vector<TokenId> stream_tokens_;         // one callback's tokens
  SearchResult result_;
};

}  // namespace fastdec
