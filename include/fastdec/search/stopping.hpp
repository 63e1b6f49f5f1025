// fastdec/search/stopping.hpp: what becomes of a sentence's kept candidates,
// and when the sentence ends, under each StoppingRule (search/options.hpp;
// docs/beam-search.md, "Stopping rules"), with Devlin's (2017, section 3)
// early stopping and the length limit.
//
// shrink (Marian, Amun): a candidate ending with EOS finishes and the beam
// shrinks by one; the others live. The sentence ends when its beam is empty,
// at its length limit (its live hypotheses then finish without EOS), or by
// early stopping.
// refill_* (fairseq, CTranslate2): of the 2 x beam best candidates, those
// among the first beam that end (EOS, or the last step) finish; the first
// beam of the others that do not end live. The sentence ends at its length
// limit, by early stopping, or when its rule is met.
#pragma once

#include <cmath>
#include <cstddef>
#include <limits>

#include "fastdec/core/types.hpp"
#include "fastdec/search/options.hpp"

namespace fastdec {

// A sentence's side of the rule.
struct SentenceProgress {
  std::size_t beam = 0;  // current beam width; shrinks as hypotheses finish (shrink)
  std::size_t finished = 0;
  float best_finished = -std::numeric_limits<float>::infinity();  // raw score
  bool top_finished = false;  // a step's best candidate ended (refill_until_top_finished)
};

class Stopping {
 public:
  enum class Fate { drop, finish, live };
  enum class End { goes_on, stops, stops_finishing_live };

  explicit Stopping(const SearchOptions& options)
      : rule_(options.stopping),
        beam_(options.beam_size),
        n_best_(options.n_best),
        eos_(options.eos_token),
        early_stop_delta_(options.early_stop_delta),
        finishing_count_(static_cast<std::size_t>(
            std::round(static_cast<double>(options.beam_size) * options.patience))) {}

  bool refills() const noexcept { return rule_ != StoppingRule::shrink; }

  // A row's candidates: the beam's best, or twice as many when the beam is
  // refilled. Greedy refilling needs one: when one finished hypothesis ends
  // the sentence, the replacement a second candidate would offer never lives
  // past the step (so greedy search can ask an output layer for the argmax).
  std::size_t candidates_per_row(std::size_t beam) const noexcept {
    if (!refills() || (beam == 1 && one_finished_ends())) return beam;
    return 2 * beam;
  }
  // History nodes a step adds per sentence: finished and live hypotheses
  // together are at most the beam, or twice the beam when it is refilled.
  std::size_t new_nodes_per_step() const noexcept { return candidates_per_row(beam_); }

  // Finished hypotheses a sentence can collect: the beam when it shrinks
  // (every EOS shrinks it by one, so finished + live never exceed it, pruned
  // or not); when it is refilled, the stopping count plus one step's beam, or
  // every step's beam (refill_until_top_finished keeps all until its rule).
  std::size_t finished_at_most(std::size_t max_length) const noexcept {
    switch (rule_) {
      case StoppingRule::shrink:
        return beam_;
      case StoppingRule::refill_until_beam_finished:
        return finishing_count_ + beam_;
      case StoppingRule::refill_until_top_finished:
        return beam_ * max_length;
    }
    return beam_;
  }

  // The fate of the sentence's candidate `index` (best first), with `live`
  // of the earlier ones living on; `last_step`: the sentence's length limit.
  Fate fate(std::size_t index, TokenId token, std::size_t live, bool last_step,
            SentenceProgress& progress) const noexcept {
    if (!refills()) {
      if (token != eos_) return Fate::live;
      --progress.beam;
      return Fate::finish;
    }
    const bool ends = token == eos_ || last_step;
    if (ends && index < progress.beam) {
      if (index == 0) progress.top_finished = true;
      return Fate::finish;
    }
    return !ends && live < progress.beam ? Fate::live : Fate::drop;
  }

  // Whether the sentence ends after this step; `best_live`: its best live
  // hypothesis' score (-inf: none).
  End end(const SentenceProgress& progress, bool last_step, float best_live) const noexcept {
    const bool early_stop = best_live < progress.best_finished - early_stop_delta_;
    if (!refills()) {
      if (last_step && !early_stop) return End::stops_finishing_live;
      return progress.beam == 0 || early_stop ? End::stops : End::goes_on;
    }
    const bool rule_met = rule_ == StoppingRule::refill_until_beam_finished
                              ? progress.finished >= finishing_count_
                              : progress.top_finished && progress.finished >= n_best_;
    return last_step || rule_met || early_stop ? End::stops : End::goes_on;
  }

 private:
  // Whether a sentence's first finished hypothesis meets its rule (beam 1:
  // n_best is 1).
  bool one_finished_ends() const noexcept {
    return rule_ == StoppingRule::refill_until_beam_finished ? finishing_count_ <= 1 : n_best_ <= 1;
  }

  StoppingRule rule_;
  std::size_t beam_, n_best_;
  TokenId eos_;
  float early_stop_delta_;
  std::size_t finishing_count_;
};

}  // namespace fastdec
