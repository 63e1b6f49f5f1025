// The pruning rules of Freitag & Al-Onaizan (2017, section 3) one by one on
// hand-computed candidate lists (direction of each inequality, equality at
// the boundary), their composition in Prune against a brute-force reading of
// the definitions, the run-time PruningOptions, and bad thresholds.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <vector>

#include "fastdec/search/pruning.hpp"
#include "support/pruning_reference.hpp"

// Each test file in its own namespace: the files of a folder are compiled
// as one translation unit (tests/CMakeLists.txt).
namespace fastdec_test_pruning_rules {

using namespace fastdec;

namespace {

// A candidate from probabilities: p of the whole hypothesis, p_word of its last word.
Candidate from_probabilities(double p, double p_word, std::uint32_t parent, TokenId token) {
  return Candidate{static_cast<float>(std::log(p)), static_cast<float>(std::log(p_word)), parent,
                   token};
}

PruningContext context_of(float best_score, float best_token_logprob,
                          std::size_t kept_siblings = 0) {
  return PruningContext{best_score, best_token_logprob, kept_siblings};
}

std::vector<TokenId> tokens_of(const std::vector<Candidate>& list, std::size_t kept) {
  std::vector<TokenId> tokens;
  for (std::size_t i = 0; i < kept; ++i) tokens.push_back(list[i].token);
  return tokens;
}

std::vector<TokenId> brute_force(const std::vector<Candidate>& list,
                                 const PruningOptions& options) {
  const std::vector<Candidate> kept = testing::prune_by_definition(list, options);
  return tokens_of(kept, kept.size());
}

template <class Policy>
std::vector<TokenId> survivors(const Policy& policy, std::vector<Candidate> list) {
  const std::size_t kept = policy.prune(list);
  return tokens_of(list, kept);
}

// Whether `rule` drops each candidate of `list`.
template <class Rule>
std::vector<bool> verdicts(const Rule& rule, const std::vector<Candidate>& list,
                           const PruningContext& context) {
  std::vector<bool> dropped;
  for (const Candidate& c : list) dropped.push_back(rule.discards(c, context));
  return dropped;
}

float above(float x) { return std::nextafter(x, std::numeric_limits<float>::infinity()); }

}  // namespace

TEST_CASE("relative threshold (eq. 1): p(c) <= rp * max p is dropped") {
  // p = 0.5, 0.31, 0.29, 0.1 and rp = 0.6: the bound is 0.6 * 0.5 = 0.3.
  const std::vector<Candidate> list{
      from_probabilities(0.5, 0.5, 0, 10), from_probabilities(0.31, 0.31, 0, 11),
      from_probabilities(0.29, 0.29, 0, 12), from_probabilities(0.1, 0.1, 0, 13)};
  const RelativeThreshold rule(0.6f);
  const PruningContext context = context_of(list[0].score, list[0].token_logprob);
  CHECK(verdicts(rule, list, context) == std::vector<bool>{false, false, true, true});
  CHECK(survivors(Prune<RelativeThreshold>(rule), list) == std::vector<TokenId>{10, 11});

  // Equality at the bound is dropped ("<="): with max p = 1 the bound is exactly log(rp).
  const float bound = std::log(0.6f);
  const PruningContext certain = context_of(0.0f, 0.0f);
  CHECK(rule.discards(Candidate{bound, -1.0f, 0, 1}, certain));
  CHECK_FALSE(rule.discards(Candidate{above(bound), -1.0f, 0, 1}, certain));
  // The same at a best score below 0, where the bound is log(rp) + best.
  const float shifted = std::log(0.6f) + -2.75f;
  CHECK(rule.discards(Candidate{shifted, -1.0f, 0, 1}, context_of(-2.75f, 0.0f)));
  CHECK_FALSE(rule.discards(Candidate{above(shifted), -1.0f, 0, 1}, context_of(-2.75f, 0.0f)));
  // Only the total score matters, not the last word.
  CHECK(rule.discards(from_probabilities(0.29, 0.99, 1, 14), context));

  // rp = 0 keeps every candidate of non-zero probability.
  const RelativeThreshold off(0.0f);
  CHECK_FALSE(off.discards(from_probabilities(1e-30, 1e-30, 0, 1), certain));
}

TEST_CASE("absolute threshold (eq. 2): score(c) <= max score - ap is dropped") {
  // Scores -1, -3.25, -3.5, -3.75 and ap = 2.5: the bound is -3.5, exact in float.
  const std::vector<Candidate> list{
      {-1.0f, -1.0f, 0, 10}, {-3.25f, -0.5f, 1, 11}, {-3.5f, -0.5f, 0, 12}, {-3.75f, -0.5f, 2, 13}};
  const AbsoluteThreshold rule(2.5f);
  const PruningContext context = context_of(-1.0f, -0.5f);
  CHECK(verdicts(rule, list, context) ==
        std::vector<bool>{false, false, true, true});  // -3.5: equality
  CHECK_FALSE(rule.discards(Candidate{above(-3.5f), -0.5f, 0, 1}, context));
  CHECK(survivors(Prune<AbsoluteThreshold>(rule), list) == std::vector<TokenId>{10, 11});

  // ap = infinity never drops.
  const AbsoluteThreshold off(std::numeric_limits<float>::infinity());
  CHECK_FALSE(off.discards(Candidate{-1e30f, -1e30f, 0, 1}, context));
}

TEST_CASE("relative local threshold (eq. 3): p_w(c) <= rpl * max p_w is dropped") {
  // Last-word probabilities; the maximum (0.8) is not the best candidate's (0.4).
  // rpl = 0.02: the bound is 0.016.
  const std::vector<Candidate> list{
      from_probabilities(0.4, 0.4, 0, 10), from_probabilities(0.3, 0.8, 1, 11),
      from_probabilities(0.05, 0.017, 0, 12), from_probabilities(0.04, 0.015, 1, 13)};
  const RelativeLocalThreshold rule(0.02f);
  const PruningContext context = context_of(list[0].score, list[1].token_logprob);
  CHECK(verdicts(rule, list, context) == std::vector<bool>{false, false, false, true});
  CHECK(survivors(Prune<RelativeLocalThreshold>(rule), list) == std::vector<TokenId>{10, 11, 12});

  // Equality at the bound is dropped: with max p_w = 1 the bound is log(rpl).
  const float bound = std::log(0.02f);
  CHECK(rule.discards(Candidate{-1.0f, bound, 0, 1}, context_of(-1.0f, 0.0f)));
  CHECK_FALSE(rule.discards(Candidate{-1.0f, above(bound), 0, 1}, context_of(-1.0f, 0.0f)));
  // Only the last word matters, not the total score.
  CHECK(rule.discards(Candidate{0.0f, std::log(0.015f), 0, 1}, context));
}

TEST_CASE("max candidates per node: at most mc survivors share a parent") {
  // Parents of a best-first list; mc = 2.
  const std::vector<std::uint32_t> parents{0, 0, 1, 0, 0, 1, 2, 1};
  std::vector<Candidate> list;
  for (std::size_t i = 0; i < parents.size(); ++i)
    list.push_back(
        Candidate{-static_cast<float>(i), -1.0f, parents[i], static_cast<TokenId>(10 + i)});
  const MaxCandidatesPerNode rule(2);
  CHECK_FALSE(rule.discards(list[0], context_of(0.0f, -1.0f, 0)));
  CHECK_FALSE(rule.discards(list[0], context_of(0.0f, -1.0f, 1)));
  CHECK(rule.discards(list[0], context_of(0.0f, -1.0f, 2)));  // mc already kept
  CHECK(survivors(Prune<MaxCandidatesPerNode>(rule), list) ==
        std::vector<TokenId>{10, 11, 12, 15, 16});
  CHECK(survivors(Prune<MaxCandidatesPerNode>(MaxCandidatesPerNode(1)), list) ==
        std::vector<TokenId>{10, 12, 16});
  CHECK(survivors(Prune<MaxCandidatesPerNode>(MaxCandidatesPerNode(8)), list).size() == 8);
}

TEST_CASE("Prune keeps the best candidate even when a rule alone would drop it") {
  // The best total score has a poor last word; rpl = 0.5 judges it against 0.9.
  const std::vector<Candidate> list{from_probabilities(0.3, 0.3, 0, 10),
                                    from_probabilities(0.25, 0.9, 1, 11),
                                    from_probabilities(0.2, 0.2, 0, 12)};
  const RelativeLocalThreshold rule(0.5f);
  CHECK(rule.discards(list[0], context_of(list[0].score, list[1].token_logprob)));
  CHECK(survivors(Prune<RelativeLocalThreshold>(rule), list) == std::vector<TokenId>{10, 11});
  // An empty or one-candidate list is left alone.
  std::vector<Candidate> none;
  CHECK(Prune<RelativeLocalThreshold>(rule).prune(none) == 0);
  CHECK(survivors(Prune<RelativeLocalThreshold>(rule), {list[2]}) == std::vector<TokenId>{12});
}

TEST_CASE("mc counts survivors only: a candidate another rule drops leaves room") {
  // rpl = 0.1 drops token 11 (last word 0.05 <= 0.1 * 0.6); with mc = 2 the
  // third parent-0 candidate (token 12) survives in its place.
  const std::vector<Candidate> list{
      from_probabilities(0.6, 0.6, 0, 10), from_probabilities(0.3, 0.05, 0, 11),
      from_probabilities(0.2, 0.2, 0, 12), from_probabilities(0.1, 0.1, 0, 13)};
  const Prune<RelativeLocalThreshold, MaxCandidatesPerNode> policy(RelativeLocalThreshold(0.1f),
                                                                   MaxCandidatesPerNode(2));
  CHECK(survivors(policy, list) == std::vector<TokenId>{10, 12});
  CHECK(survivors(Prune<MaxCandidatesPerNode>(MaxCandidatesPerNode(2)), list) ==
        std::vector<TokenId>{10, 11});
}

namespace {

// A best-first list as a beam search makes it: totals = parent score + word.
std::vector<Candidate> random_list(std::mt19937& rng) {
  std::uniform_int_distribution<std::size_t> size(1, 30);
  std::uniform_int_distribution<std::uint32_t> parent(0, 6);
  std::uniform_real_distribution<float> logprob(-6.0f, 0.0f);
  std::vector<float> parent_score(7);
  for (float& s : parent_score) s = logprob(rng) * 2.0f;
  std::vector<Candidate> list(size(rng));
  TokenId token = 0;
  for (Candidate& c : list) {
    c.parent = parent(rng);
    c.token_logprob = logprob(rng);
    c.score = parent_score[c.parent] + c.token_logprob;
    c.token = token++;
  }
  std::sort(list.begin(), list.end(), selected_before);
  return list;
}

}  // namespace

TEST_CASE(
    "every combination of rules equals the definitions, in any order, at compile and run time") {
  std::mt19937 rng(17);
  const RelativeThreshold rp(0.3f);
  const AbsoluteThreshold ap(2.5f);
  const RelativeLocalThreshold rpl(0.3f);
  const MaxCandidatesPerNode mc(2);
  const Prune<RelativeThreshold, AbsoluteThreshold, RelativeLocalThreshold, MaxCandidatesPerNode>
      all(rp, ap, rpl, mc);
  const Prune<MaxCandidatesPerNode, RelativeLocalThreshold, AbsoluteThreshold, RelativeThreshold>
      reversed(mc, rpl, ap, rp);
  const PruningOptions all_options{.relative_threshold = 0.3f,
                                   .absolute_threshold = 2.5f,
                                   .relative_local_threshold = 0.3f,
                                   .max_candidates_per_node = 2};
  std::size_t dropped = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const std::vector<Candidate> list = random_list(rng);
    INFO("trial " << trial);
    const std::vector<TokenId> expected = brute_force(list, all_options);
    dropped += list.size() - expected.size();
    REQUIRE(survivors(all, list) == expected);
    REQUIRE(survivors(reversed, list) == expected);
    // Each of the 16 subsets through the run-time options.
    for (unsigned mask = 0; mask < 16; ++mask) {
      PruningOptions options;
      if (mask & 1) options.relative_threshold = all_options.relative_threshold;
      if (mask & 2) options.absolute_threshold = all_options.absolute_threshold;
      if (mask & 4) options.relative_local_threshold = all_options.relative_local_threshold;
      if (mask & 8) options.max_candidates_per_node = all_options.max_candidates_per_node;
      INFO("rules mask " << mask);
      REQUIRE(survivors(make_pruning(options), list) == brute_force(list, options));
    }
    REQUIRE(survivors(make_pruning({}), list) == survivors(NoPruning{}, list));
    REQUIRE(survivors(Prune<>{}, list).size() == list.size());
  }
  CHECK(dropped > 1000);  // the rules did fire
  // Survivors keep their order and their fields.
  std::vector<Candidate> list = random_list(rng);
  const std::vector<Candidate> before = list;
  const std::size_t kept = all.prune(list);
  for (std::size_t i = 0, j = 0; i < kept; ++i, ++j) {
    while (before[j].token != list[i].token) ++j;
    CHECK(list[i].score == before[j].score);
    CHECK(list[i].token_logprob == before[j].token_logprob);
    CHECK(list[i].parent == before[j].parent);
  }
}

TEST_CASE("a policy reports its rules and run-time options keep their values") {
  const RuntimePruning policy =
      make_pruning({.relative_threshold = 0.6f, .max_candidates_per_node = 3});
  REQUIRE(policy.rule<OptionalRule<RelativeThreshold>>().rule().has_value());
  CHECK(policy.rule<OptionalRule<RelativeThreshold>>().rule()->rp() == 0.6f);
  CHECK_FALSE(policy.rule<OptionalRule<AbsoluteThreshold>>().rule().has_value());
  CHECK_FALSE(policy.rule<OptionalRule<RelativeLocalThreshold>>().rule().has_value());
  CHECK(policy.rule<OptionalRule<MaxCandidatesPerNode>>().rule()->mc() == 3);
  const Prune<AbsoluteThreshold, RelativeLocalThreshold> fixed(AbsoluteThreshold(2.5f),
                                                               RelativeLocalThreshold(0.02f));
  CHECK(fixed.rule<AbsoluteThreshold>().ap() == 2.5f);
  CHECK(fixed.rule<RelativeLocalThreshold>().rpl() == 0.02f);
}

TEST_CASE("bad thresholds raise fastdec::error naming the value and the range") {
  const float nan = std::numeric_limits<float>::quiet_NaN();
  REQUIRE_THROWS_WITH(RelativeThreshold(1.0f), Catch::Contains("rp = 1 must be in [0, 1)"));
  REQUIRE_THROWS_WITH(RelativeThreshold(-0.1f), Catch::Contains("rp = -0.1 must be in [0, 1)"));
  REQUIRE_THROWS_WITH(RelativeThreshold(nan), Catch::Contains("rp = nan"));
  REQUIRE_THROWS_WITH(AbsoluteThreshold(0.0f), Catch::Contains("ap = 0 must be positive"));
  REQUIRE_THROWS_WITH(AbsoluteThreshold(-2.5f), Catch::Contains("ap = -2.5 must be positive"));
  REQUIRE_THROWS_WITH(AbsoluteThreshold(nan), Catch::Contains("ap = nan"));
  REQUIRE_THROWS_WITH(RelativeLocalThreshold(1.5f), Catch::Contains("rpl = 1.5 must be in [0, 1)"));
  REQUIRE_THROWS_WITH(RelativeLocalThreshold(nan), Catch::Contains("rpl = nan"));
  REQUIRE_THROWS_WITH(MaxCandidatesPerNode(0), Catch::Contains("mc = 0 must be at least 1"));
  REQUIRE_THROWS_WITH(make_pruning({.relative_threshold = 2.0f}), Catch::Contains("rp = 2"));
  REQUIRE_THROWS_WITH(make_pruning({.absolute_threshold = -1.0f}), Catch::Contains("ap = -1"));
  REQUIRE_THROWS_WITH(make_pruning({.relative_local_threshold = 1.0f}), Catch::Contains("rpl = 1"));
  REQUIRE_THROWS_WITH(make_pruning({.max_candidates_per_node = 0}), Catch::Contains("mc = 0"));
}

}  // namespace fastdec_test_pruning_rules
