// fastdec/search/options.hpp: the beam search's options, validated once.
//
// Defaults follow common NMT practice (beam 5, length-normalized choice);
// docs/parameters.md lists every option with its range and cost.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <iomanip>
#include <limits>
#include <sstream>
#include <string>
#include <vector>

#include "fastdec/core/error.hpp"
#include "fastdec/core/limits.hpp"
#include "fastdec/core/named_enum.hpp"
#include "fastdec/core/types.hpp"

namespace fastdec {

// How finished hypotheses are compared for the final choice and n-best order.
enum class LengthNormalization {
  none,    // raw sum of log-probabilities
  length,  // score / length (Freitag & Al-Onaizan 2017: "normalized by the number of target words")
  gnmt,    // score / ((5 + length)^alpha / 6^alpha), Wu et al. 2016
};

// When a sentence's search ends, as the toolkits users come from decide it
// (docs/beam-search.md, "Stopping rules"). Each is reproduced exactly.
enum class StoppingRule {
  // Marian and Amun (Freitag & Al-Onaizan 2017, section 2): each step keeps the
  // beam's best candidates; one that ends with EOS finishes and the beam
  // shrinks by one; the sentence ends when the beam is empty.
  shrink,
  // fairseq, and CTranslate2 with a length penalty: each step takes the
  // 2 x beam best candidates; those among the first beam_size that end with
  // EOS finish, and the beam is refilled to its width with the next best that
  // do not; the sentence ends once round(beam_size x patience) hypotheses
  // finished (patience 1: fairseq; Kasai et al. 2022 and CTranslate2 allow
  // others).
  refill_until_beam_finished,
  // CTranslate2 without a length penalty (length_penalty = 0, the default of
  // its DecodingOptions; its translate_batch defaults to 1, the rule above):
  // refilled as above; the sentence ends once the best candidate of a step
  // has ended and n_best hypotheses finished.
  refill_until_top_finished,
};

// The widest beam the search supports (its buffers, and the per-parent counts
// of MaxCandidatesPerNode, are sized by it).
inline constexpr std::size_t max_beam_size = 1024;

// max_target_length_limit (core/limits.hpp) bounds every length limit.

struct SearchOptions {
  // 1 is greedy decoding. With a pruning policy this is a hard cap: pruning
  // decides the fan-out, so a wide cap (say 64) decodes "without a fixed beam
  // size" (Freitag & Al-Onaizan 2017, section 5) within bounded memory.
  std::size_t beam_size = 5;
  std::size_t n_best = 1;        // hypotheses returned per sentence, best first; <= beam_size
  TokenId bos_token = no_token;  // fed to the model at the first step; must be set
  TokenId eos_token = no_token;  // ends a hypothesis; must be set
  // A sentence stops after floor(max_length_ratio * source length + max_length_offset) steps,
  // which must not exceed max_target_length_limit: both are at most that limit, and a source
  // whose length limit is above it is an error when the batch begins. The source length is the
  // number of ids the search is given (an EOS the caller appends counts); one token is generated
  // per step, so a hypothesis holds at most that many tokens, its EOS included, and those still
  // live at the limit finish without EOS.
  float max_length_ratio = 2.0f;
  std::size_t max_length_offset = 10;
  LengthNormalization normalization = LengthNormalization::length;
  float gnmt_alpha = 0.6f;
  // Devlin 2017, section 3: stop a sentence once its best live hypothesis
  // scores more than this below its best finished one. Infinity turns it off.
  float early_stop_delta = std::numeric_limits<float>::infinity();
  StoppingRule stopping = StoppingRule::shrink;
  float patience = 1.0f;  // refill_until_beam_finished: round(beam_size * patience) hypotheses
  // The most bytes a batch's search buffers may take (they are reserved when
  // the batch begins, so the step loop allocates nothing): a batch that
  // needs more is a fastdec::error naming beam, length limit and bytes. Per
  // sentence: 16 bytes per hypothesis token (beam_size x length limit; twice
  // the beam when it is refilled, plus 20 bytes per finished slot, beam_size
  // x length limit with refill_until_top_finished; 36 more with n-gram
  // blocking). The default takes one sentence at the widest beam and the
  // longest limit (3.4 GiB with refill_until_top_finished).
  std::size_t max_search_bytes = std::size_t{4} << 30;

  // Decoding controls (docs/beam-search.md, "Decoding controls"). Banned and
  // blocked tokens are removed after the output layer normalized its row (as
  // Marian and fairseq do): the log-probabilities a hypothesis reports are
  // the model's, not renormalized over what stayed allowed. Tokens a target
  // prefix forces are never removed.
  //
  // EOS is unavailable until a hypothesis holds min_length tokens (CTranslate2
  // min_decoding_length, fairseq min_len), prefix tokens included. It must be
  // below every sentence's length limit (an error when a batch begins, as
  // CTranslate2 raises one), or no hypothesis could end.
  std::size_t min_length = 0;
  // Never generated (CTranslate2 suppress_sequences of single tokens). EOS
  // may not be listed: min_length is the control for that.
  std::vector<TokenId> banned_tokens = {};
  // Ban unk_token too (CTranslate2 disable_unk; Marian bans it unless
  // --allow-unk). unk_token must then be a token of the output vocabulary.
  bool ban_unk = false;
  TokenId unk_token = no_token;
  // A hypothesis never holds the same n-gram of this size twice (0: off;
  // CTranslate2, fairseq and Hugging Face no_repeat_ngram_size).
  std::size_t no_repeat_ngram_size = 0;
  // Token sequences never generated (CTranslate2 suppress_sequences): a
  // hypothesis ending with all but a sequence's last token cannot take that
  // token. A one-token sequence is a banned token; EOS may not be listed.
  std::vector<std::vector<TokenId>> suppress_sequences = {};
  // A token the hypothesis already holds scores its log-probability times
  // this (CTranslate2 and Hugging Face repetition_penalty; >= 1, 1: off;
  // search/controls/repetition_penalty.hpp says how it differs).
  float repetition_penalty = 1.0f;

  // Random sampling instead of the beam's best (CTranslate2
  // sampling_topk/topp/temperature, Marian --output-sampling): on when
  // sampling_topk > 1. Each live hypothesis draws its next token from the
  // sampling_topk most likely allowed tokens of its row, with probabilities
  // softmax(logprob / temperature) over them, cut to the smallest best-first
  // prefix whose probability reaches sampling_topp. The first free step
  // (after the prefix, if any) draws beam_size samples from the sentence's one
  // row and every later row draws one, so a sentence yields beam_size
  // independent samples (duplicates possible), ranked as finished hypotheses
  // are. A sentence's draws come from its own stream, seeded by
  // sampling_seed and the sentence's source ids: the same seed and sentence
  // give the same samples in any batch.
  std::size_t sampling_topk = 1;
  float sampling_topp = 1.0f;
  float sampling_temperature = 1.0f;
  std::uint64_t sampling_seed = 0;

  bool samples() const noexcept { return sampling_topk > 1; }
};

// The widest sampling_topk: the output layers' k-best upkeep is insertion
// based and meant for beams, so a whole-vocabulary draw is not offered.
inline constexpr std::size_t max_sampling_topk = 1024;

namespace detail {

// floor(max_length_ratio * source_length + max_length_offset), in double so
// that no option or length can overflow it; compare it with
// max_target_length_limit before converting it.
inline double length_limit_steps(const SearchOptions& options, std::size_t source_length) {
  return std::floor(static_cast<double>(options.max_length_ratio) *
                        static_cast<double>(source_length) +
                    static_cast<double>(options.max_length_offset));
}

// Bytes as GiB with one decimal, for a message.
inline std::string gibibytes(std::size_t bytes) {
  std::ostringstream text;
  text << std::fixed << std::setprecision(1) << static_cast<double>(bytes) / double(1u << 30);
  return text.str();
}

// A step count for a message, all digits (no exponent).
inline std::string whole_number(double value) {
  std::ostringstream text;
  text << std::fixed << std::setprecision(0) << value;
  return text.str();
}

}  // namespace detail

// Throws fastdec::error naming the first bad option. `vocab_size` is the
// output layer's vocabulary.
inline void validate(const SearchOptions& options, std::size_t vocab_size) {
  FASTDEC_REQUIRE(options.beam_size >= 1, "SearchOptions::beam_size must be at least 1, got 0.");
  FASTDEC_REQUIRE(options.beam_size <= max_beam_size,
                  "SearchOptions::beam_size = ", options.beam_size,
                  " is above the supported maximum of ", max_beam_size, ".");
  FASTDEC_REQUIRE(options.n_best >= 1 && options.n_best <= options.beam_size,
                  "SearchOptions::n_best = ", options.n_best, " must be between 1 and beam_size (",
                  options.beam_size, ").");
  FASTDEC_REQUIRE(
      options.bos_token >= 0 && static_cast<std::size_t>(options.bos_token) < vocab_size,
      "SearchOptions::bos_token = ", options.bos_token,
      " is not a token of the output vocabulary (0..", vocab_size - 1, "); set it.");
  FASTDEC_REQUIRE(
      options.eos_token >= 0 && static_cast<std::size_t>(options.eos_token) < vocab_size,
      "SearchOptions::eos_token = ", options.eos_token,
      " is not a token of the output vocabulary (0..", vocab_size - 1, "); set it.");
  constexpr auto step_limit = static_cast<double>(max_target_length_limit);
  FASTDEC_REQUIRE(std::isfinite(options.max_length_ratio) && options.max_length_ratio >= 0.0f &&
                      options.max_length_ratio <= step_limit,
                  "SearchOptions::max_length_ratio = ", options.max_length_ratio,
                  " must be finite, non-negative and at most max_target_length_limit (",
                  max_target_length_limit, ").");
  FASTDEC_REQUIRE(options.max_length_offset <= max_target_length_limit,
                  "SearchOptions::max_length_offset = ", options.max_length_offset,
                  " is above max_target_length_limit (", max_target_length_limit,
                  "), the most steps a sentence may take.");
  const double shortest = detail::length_limit_steps(options, 1);
  FASTDEC_REQUIRE(shortest <= step_limit,
                  "SearchOptions: max_length_ratio = ", options.max_length_ratio,
                  " and max_length_offset = ", options.max_length_offset, " allow ",
                  detail::whole_number(shortest),
                  " steps for a one-token source, above max_target_length_limit (",
                  max_target_length_limit, ").");
  FASTDEC_REQUIRE(options.max_length_ratio > 0.0f || options.max_length_offset > 0,
                  "SearchOptions: max_length_ratio and max_length_offset are both 0, so no "
                  "token could ever be generated.");
  detail::require_named(
      options.normalization,
      {LengthNormalization::none, LengthNormalization::length, LengthNormalization::gnmt},
      "SearchOptions::normalization");
  detail::require_named(options.stopping,
                        {StoppingRule::shrink, StoppingRule::refill_until_beam_finished,
                         StoppingRule::refill_until_top_finished},
                        "SearchOptions::stopping");
  FASTDEC_REQUIRE(std::isfinite(options.gnmt_alpha) && options.gnmt_alpha >= 0.0f,
                  "SearchOptions::gnmt_alpha = ", options.gnmt_alpha,
                  " must be finite and non-negative.");
  FASTDEC_REQUIRE(options.early_stop_delta >= 0.0f,
                  "SearchOptions::early_stop_delta = ", options.early_stop_delta,
                  " must be non-negative (infinity turns it off).");
  FASTDEC_REQUIRE(std::isfinite(options.patience) && options.patience > 0.0f &&
                      options.patience <= static_cast<float>(max_target_length_limit),
                  "SearchOptions::patience = ", options.patience, " must be positive and finite.");
  if (options.stopping == StoppingRule::refill_until_beam_finished) {
    const double finishing = std::round(static_cast<double>(options.beam_size) * options.patience);
    FASTDEC_REQUIRE(
        finishing >= static_cast<double>(options.n_best),
        "SearchOptions: round(beam_size x patience) = ", detail::whole_number(finishing),
        " hypotheses end the search, fewer than n_best (", options.n_best, ").");
  }
  FASTDEC_REQUIRE(options.stopping == StoppingRule::shrink || options.sampling_topk == 1,
                  "SearchOptions: sampling draws each hypothesis' next token, so it needs "
                  "StoppingRule::shrink.");
  for (const TokenId token : options.banned_tokens) {
    FASTDEC_REQUIRE(token >= 0 && static_cast<std::size_t>(token) < vocab_size,
                    "SearchOptions::banned_tokens holds ", token,
                    ", not a token of the output vocabulary (0..", vocab_size - 1, ").");
    FASTDEC_REQUIRE(token != options.eos_token,
                    "SearchOptions::banned_tokens holds the EOS token (", token,
                    "); set min_length to keep hypotheses from ending early.");
  }
  FASTDEC_REQUIRE(!options.ban_unk || (options.unk_token >= 0 &&
                                       static_cast<std::size_t>(options.unk_token) < vocab_size),
                  "SearchOptions::ban_unk is set but unk_token = ", options.unk_token,
                  " is not a token of the output vocabulary (0..", vocab_size - 1, ").");
  FASTDEC_REQUIRE(!options.ban_unk || options.unk_token != options.eos_token,
                  "SearchOptions::unk_token is the EOS token (", options.eos_token,
                  "), which cannot be banned.");
  FASTDEC_REQUIRE(options.min_length <= max_target_length_limit,
                  "SearchOptions::min_length = ", options.min_length,
                  " is above max_target_length_limit (", max_target_length_limit, ").");
  FASTDEC_REQUIRE(options.no_repeat_ngram_size <= max_target_length_limit,
                  "SearchOptions::no_repeat_ngram_size = ", options.no_repeat_ngram_size,
                  " is above max_target_length_limit (", max_target_length_limit, ").");
  FASTDEC_REQUIRE(options.sampling_topk >= 1 && options.sampling_topk <= max_sampling_topk,
                  "SearchOptions::sampling_topk = ", options.sampling_topk,
                  " must be between 1 (no sampling) and ", max_sampling_topk, ".");
  FASTDEC_REQUIRE(options.sampling_topk <= vocab_size,
                  "SearchOptions::sampling_topk = ", options.sampling_topk,
                  " is larger than the vocabulary (", vocab_size, " tokens).");
  FASTDEC_REQUIRE(options.sampling_topp > 0.0f && options.sampling_topp <= 1.0f,
                  "SearchOptions::sampling_topp = ", options.sampling_topp, " must be in (0, 1].");
  FASTDEC_REQUIRE(
      std::isfinite(options.sampling_temperature) && options.sampling_temperature > 0.0f,
      "SearchOptions::sampling_temperature = ", options.sampling_temperature,
      " must be finite and positive.");
}

// The score finished hypotheses are ranked by. `length` counts generated
// tokens, EOS included.
inline float normalized_score(const SearchOptions& options, float score, std::size_t length) {
  switch (options.normalization) {
    case LengthNormalization::none:
      return score;
    case LengthNormalization::length:
      return score / static_cast<float>(length);
    case LengthNormalization::gnmt:
      return score / std::pow((5.0f + static_cast<float>(length)) / 6.0f, options.gnmt_alpha);
  }
  return score;
}

// The number of steps a sentence of `source_length` tokens may take, at least
// 1. Throws fastdec::error when it exceeds max_target_length_limit.
inline std::size_t max_target_length(const SearchOptions& options, std::size_t source_length) {
  const double steps = detail::length_limit_steps(options, source_length);
  FASTDEC_REQUIRE(steps <= static_cast<double>(max_target_length_limit),
                  "SearchOptions: a source of ", source_length,
                  " tokens allows floor(max_length_ratio * ", source_length,
                  " + max_length_offset) = ", detail::whole_number(steps),
                  " steps, above max_target_length_limit (", max_target_length_limit,
                  "); lower max_length_ratio or split the sentence.");
  return steps < 1.0 ? 1 : static_cast<std::size_t>(steps);
}

namespace detail {

// The steps BeamSearch gives source sentence `s`: max_target_length(), with
// the sentence named in the errors; min_length must be below it.
inline std::size_t sentence_steps(const SearchOptions& options, std::size_t s,
                                  std::size_t source_length) {
  const double steps = length_limit_steps(options, source_length);
  FASTDEC_REQUIRE(steps <= static_cast<double>(max_target_length_limit),
                  "BeamSearch::translate_batch: source sentence ", s, " has ", source_length,
                  " tokens, so its length limit floor(max_length_ratio * ", source_length,
                  " + max_length_offset) is ", whole_number(steps),
                  " steps, above max_target_length_limit (", max_target_length_limit,
                  "); lower max_length_ratio or split the sentence.");
  const std::size_t limit = max_target_length(options, source_length);
  FASTDEC_REQUIRE(options.min_length < limit,
                  "BeamSearch::translate_batch: SearchOptions::min_length = ", options.min_length,
                  " is not below source sentence ", s, "'s length limit of ", limit,
                  " steps, so none of its hypotheses could end with EOS; lower min_length or "
                  "raise max_length_ratio / max_length_offset.");
  return limit;
}

// The steps of scoring target `s` of `target_length` tokens: the target and
// EOS, at most max_target_length_limit.
inline std::size_t scored_target_steps(std::size_t s, std::size_t target_length) {
  FASTDEC_REQUIRE(target_length < max_target_length_limit, "BeamSearch::score_batch: target ", s,
                  " has ", target_length, " tokens; with EOS at most ", max_target_length_limit,
                  " are supported.");
  return target_length + 1;
}

}  // namespace detail

}  // namespace fastdec
