// fastdec/search/pruning.hpp: beam pruning (Freitag & Al-Onaizan 2017,
// section 3), composable at compile time, configurable at run time.
//
// After the search cuts a sentence's candidates to its beam (the list C, best
// first), a PruningPolicy may drop more of them. `prune` moves the survivors
// to the front, keeping their order, and returns how many survive. Pruning
// lowers the fan-out (rows expanded at the next step), never the beam size:
// only a hypothesis that selects EOS shrinks the beam (paper, section 2).
//
// The paper's rules, each a value type with one predicate `discards(c, ctx)`
// evaluated in log space (score = log-probability of the whole hypothesis,
// token_logprob = log-probability of its last word):
//
//   RelativeThreshold rp        p(c) <= rp * max p        score <= log(rp) + best score     (eq. 1)
//   AbsoluteThreshold ap        score(c) <= max score - ap                                   (eq.
//   2) RelativeLocalThreshold rpl  p_w(c) <= rpl * max p_w   token_logprob <= log(rpl) + max (eq.
//   3) MaxCandidatesPerNode mc     mc better candidates with the same parent already survive
//
// Maxima are taken over C (the beam-cut list, before any pruning). A
// candidate survives when no rule discards it; mc counts survivors only, so a
// candidate another rule drops leaves room for a worse sibling, and the
// outcome does not depend on the order the rules are listed in.
//
// Departure from the paper: Prune never discards the best candidate. rp < 1,
// ap > 0 and mc >= 1 never would; rpl could (it looks at the last word only),
// and an empty list would end a sentence with no translation at all.
//
// Compile time: Prune<RelativeThreshold, AbsoluteThreshold, ...> (any subset,
// any order). Run time (CLI flags): PruningOptions with optional thresholds,
// turned into a RuntimePruning by make_pruning(). NoPruning keeps everything.
// All policies are immutable values: share them between threads freely.
#pragma once

#include <algorithm>
#include <array>
#include <cassert>
#include <cmath>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <tuple>
#include <utility>

#include "fastdec/core/error.hpp"
#include "fastdec/search/candidate.hpp"
#include "fastdec/search/options.hpp"

namespace fastdec {

template <class P>
concept PruningPolicy = requires(const P& policy, std::span<Candidate> best_first) {
  { policy.prune(best_first) } -> std::same_as<std::size_t>;
};

struct NoPruning {
  std::size_t prune(std::span<Candidate> best_first) const noexcept { return best_first.size(); }
};

// What a rule sees when it judges one candidate of the list C.
struct PruningContext {
  float best_score;           // max over C of Candidate::score
  float best_token_logprob;   // max over C of Candidate::token_logprob
  std::size_t kept_siblings;  // candidates already kept that share this one's parent
};

template <class R>
concept PruningRule = std::copyable<R> &&
    requires(const R& rule, const Candidate& candidate, const PruningContext& context) {
  { rule.discards(candidate, context) } -> std::same_as<bool>;
};

// Rule (1): drop c when p(c) <= rp * max p, i.e. score <= log(rp) + best score.
// rp in [0, 1): 0 keeps everything, larger prunes harder (paper: 0.6 at beam 5,
// 0.3 at beam 14 for German-English).
class RelativeThreshold {
 public:
  explicit RelativeThreshold(float rp) : rp_(rp), log_rp_(std::log(rp)) {
    FASTDEC_REQUIRE(rp >= 0.0f && rp < 1.0f, "Pruning: the relative threshold rp = ", rp,
                    " must be in [0, 1) (a probability ratio; 1 would drop the best candidate).");
  }
  float rp() const noexcept { return rp_; }
  bool discards(const Candidate& candidate, const PruningContext& context) const noexcept {
    return candidate.score <= log_rp_ + context.best_score;
  }

 private:
  float rp_;
  float log_rp_;
};

// Rule (2): drop c when score(c) <= best score - ap. ap in (0, inf]: infinity
// keeps everything, smaller prunes harder (paper: 2.5).
class AbsoluteThreshold {
 public:
  explicit AbsoluteThreshold(float ap) : ap_(ap) {
    FASTDEC_REQUIRE(
        ap > 0.0f, "Pruning: the absolute threshold ap = ", ap,
        " must be positive (a log-probability margin; 0 would drop the best candidate).");
  }
  float ap() const noexcept { return ap_; }
  bool discards(const Candidate& candidate, const PruningContext& context) const noexcept {
    return candidate.score <= context.best_score - ap_;
  }

 private:
  float ap_;
};

// Rule (3): drop c when p_w(c) <= rpl * max p_w over the last words, i.e.
// token_logprob <= log(rpl) + best token_logprob. rpl in [0, 1) (paper: 0.02
// at beam 5, 0.3 at beam 14).
class RelativeLocalThreshold {
 public:
  explicit RelativeLocalThreshold(float rpl) : rpl_(rpl), log_rpl_(std::log(rpl)) {
    FASTDEC_REQUIRE(rpl >= 0.0f && rpl < 1.0f, "Pruning: the relative local threshold rpl = ", rpl,
                    " must be in [0, 1) (a probability ratio; 1 would drop the most likely word).");
  }
  float rpl() const noexcept { return rpl_; }
  bool discards(const Candidate& candidate, const PruningContext& context) const noexcept {
    return candidate.token_logprob <= log_rpl_ + context.best_token_logprob;
  }

 private:
  float rpl_;
  float log_rpl_;
};

// Drop c when mc better candidates with the same parent (the same history)
// already survive. mc >= 1 (paper: 3); mc >= the beam keeps everything.
class MaxCandidatesPerNode {
 public:
  static constexpr bool reads_siblings = true;

  explicit MaxCandidatesPerNode(std::size_t mc) : mc_(mc) {
    FASTDEC_REQUIRE(mc >= 1, "Pruning: max candidates per node mc = ", mc,
                    " must be at least 1 (0 would drop every candidate).");
  }
  std::size_t mc() const noexcept { return mc_; }
  bool discards(const Candidate&, const PruningContext& context) const noexcept {
    return context.kept_siblings >= mc_;
  }

 private:
  std::size_t mc_;
};

namespace detail {
// Whether a rule looks at PruningContext::kept_siblings (then Prune counts them).
template <class R>
inline constexpr bool reads_siblings = requires {
  requires R::reads_siblings;
};
}  // namespace detail

// A rule that may be switched off at run time.
template <PruningRule Rule>
class OptionalRule {
 public:
  static constexpr bool reads_siblings = detail::reads_siblings<Rule>;

  OptionalRule() = default;
  explicit OptionalRule(std::optional<Rule> rule) : rule_(std::move(rule)) {}
  const std::optional<Rule>& rule() const noexcept { return rule_; }
  bool discards(const Candidate& candidate, const PruningContext& context) const noexcept {
    return rule_.has_value() && rule_->discards(candidate, context);
  }

 private:
  std::optional<Rule> rule_;
};

// Candidates survive when no rule discards them; the best always survives.
// Preconditions (the search guarantees them): the span is ordered by
// selected_before, and every Candidate::parent is below max_beam_size.
template <PruningRule... Rules>
class Prune {
 public:
  Prune() requires(std::default_initializable<Rules>&&...) = default;
  explicit Prune(Rules... rules) requires(sizeof...(Rules) > 0) : rules_(std::move(rules)...) {}

  template <class Rule>
  const Rule& rule() const noexcept {
    return std::get<Rule>(rules_);
  }

  std::size_t prune(std::span<Candidate> best_first) const noexcept {
    if (best_first.size() <= 1) return best_first.size();
    PruningContext context{best_first[0].score, best_first[0].token_logprob, 0};
    for (const Candidate& c : best_first)
      context.best_token_logprob = std::max(context.best_token_logprob, c.token_logprob);
    // Survivors per parent; one unused slot when no rule reads them.
    std::array<std::uint16_t, counts_size> kept_per_parent{};
    std::size_t kept = 0;
    for (std::size_t i = 0; i < best_first.size(); ++i) {
      const Candidate& candidate = best_first[i];
      context.kept_siblings = kept_per_parent[parent_slot(candidate)];
      if (i > 0 && discarded(candidate, context)) continue;
      if constexpr (counts_size > 1) ++kept_per_parent[parent_slot(candidate)];
      best_first[kept++] = candidate;
    }
    return kept;
  }

 private:
  static constexpr std::size_t counts_size =
      (detail::reads_siblings<Rules> || ...) ? max_beam_size : 1;

  static std::size_t parent_slot(const Candidate& candidate) noexcept {
    if constexpr (counts_size == 1) {
      return 0;
    } else {
      assert(candidate.parent < counts_size);
      return candidate.parent;
    }
  }

  bool discarded(const Candidate& candidate, const PruningContext& context) const noexcept {
    return std::apply(
        [&](const Rules&... rules) { return (rules.discards(candidate, context) || ...); }, rules_);
  }

  std::tuple<Rules...> rules_;
};

// Run-time choice of rules, e.g. from command-line flags. An unset field
// switches its rule off; all unset is exactly NoPruning.
struct PruningOptions {
  std::optional<float> relative_threshold = std::nullopt;             // rp in [0, 1)
  std::optional<float> absolute_threshold = std::nullopt;             // ap > 0
  std::optional<float> relative_local_threshold = std::nullopt;       // rpl in [0, 1)
  std::optional<std::size_t> max_candidates_per_node = std::nullopt;  // mc >= 1
};

using RuntimePruning =
    Prune<OptionalRule<RelativeThreshold>, OptionalRule<AbsoluteThreshold>,
          OptionalRule<RelativeLocalThreshold>, OptionalRule<MaxCandidatesPerNode>>;

namespace detail {
template <class Rule, class Value>
OptionalRule<Rule> optional_rule(const std::optional<Value>& value) {
  return OptionalRule<Rule>(value ? std::optional<Rule>(Rule(*value)) : std::nullopt);
}
}  // namespace detail

// Validates the options (fastdec::error names the bad one) and builds the policy.
inline RuntimePruning make_pruning(const PruningOptions& options) {
  return RuntimePruning(
      detail::optional_rule<RelativeThreshold>(options.relative_threshold),
      detail::optional_rule<AbsoluteThreshold>(options.absolute_threshold),
      detail::optional_rule<RelativeLocalThreshold>(options.relative_local_threshold),
      detail::optional_rule<MaxCandidatesPerNode>(options.max_candidates_per_node));
}

static_assert(PruningPolicy<NoPruning>);
static_assert(PruningPolicy<Prune<>>);
static_assert(PruningPolicy<RuntimePruning>);

}  // namespace fastdec
