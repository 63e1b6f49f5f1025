// Corpus BLEU-4 (Papineni et al. 2002) on cases counted by hand: each test
// writes out its clipped matches / candidate n-grams for n = 1..4, the
// lengths, the brevity penalty and the score, and checks the statistics and
// the score against them. The score is compared to the closed form to 1e-12.
#include <catch2/catch.hpp>

#include <array>
#include <cmath>
#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "fastdec/core/error.hpp"
#include "fastdec/core/types.hpp"
#include "fastdec/eval/bleu.hpp"

// Each test file in its own namespace: the files of a folder are compiled
// as one translation unit (tests/CMakeLists.txt).
namespace fastdec_test_bleu {

using namespace fastdec;

namespace {

BleuStatistics sentence_statistics(std::string_view candidate, std::string_view reference) {
  BleuStatistics statistics;
  statistics.add(split_words(candidate), split_words(reference));
  return statistics;
}

void check_counts(const BleuStatistics& statistics, std::array<std::size_t, 4> matches,
                  std::array<std::size_t, 4> totals, std::size_t candidate_length,
                  std::size_t reference_length) {
  CHECK(statistics.matches == matches);
  CHECK(statistics.totals == totals);
  CHECK(statistics.candidate_length == candidate_length);
  CHECK(statistics.reference_length == reference_length);
}

}  // namespace

TEST_CASE("split_words splits on runs of ASCII whitespace", "[bleu]") {
  CHECK(split_words("  the\tcat  sat \r\n") == std::vector<std::string_view>{"the", "cat", "sat"});
  CHECK(split_words("the") == std::vector<std::string_view>{"the"});
  CHECK(split_words("").empty());
  CHECK(split_words(" \t ").empty());
}

TEST_CASE("identical sentences score 1", "[bleu]") {
  // "the cat sat on the mat": 6/6, 5/5, 4/4, 3/3; c = r = 6, BP = 1.
  const BleuStatistics statistics =
      sentence_statistics("the cat sat on the mat", "the cat sat on the mat");
  check_counts(statistics, {6, 5, 4, 3}, {6, 5, 4, 3}, 6, 6);
  CHECK(statistics.brevity_penalty() == 1.0);
  CHECK(statistics.bleu() == 1.0);
}

TEST_CASE("a worked example with partial matches", "[bleu]") {
  // candidate "the cat sat on the mat", reference "the cat sat on a mat".
  //   n=1: the x2 (clipped to 1), cat, sat, on, mat            -> 5 / 6
  //   n=2: "the cat" "cat sat" "sat on" match; "on the" "the mat" do not -> 3 / 5
  //   n=3: "the cat sat" "cat sat on"; not "sat on the" "on the mat"      -> 2 / 4
  //   n=4: "the cat sat on"; not "cat sat on the" "sat on the mat"        -> 1 / 3
  //   c = r = 6, BP = 1
  //   BLEU = (5/6 * 3/5 * 2/4 * 1/3)^(1/4) = (1/12)^(1/4) = 0.5372849659117709...
  const BleuStatistics statistics =
      sentence_statistics("the cat sat on the mat", "the cat sat on a mat");
  check_counts(statistics, {5, 3, 2, 1}, {6, 5, 4, 3}, 6, 6);
  CHECK(statistics.precision(1) == Approx(5.0 / 6.0).epsilon(1e-12));
  CHECK(statistics.precision(2) == Approx(3.0 / 5.0).epsilon(1e-12));
  CHECK(statistics.precision(3) == Approx(2.0 / 4.0).epsilon(1e-12));
  CHECK(statistics.precision(4) == Approx(1.0 / 3.0).epsilon(1e-12));
  CHECK(statistics.brevity_penalty() == 1.0);
  CHECK(statistics.bleu() == Approx(std::pow(1.0 / 12.0, 0.25)).epsilon(1e-12));
  CHECK(statistics.bleu() == Approx(0.5372849659117709).epsilon(1e-12));
}

TEST_CASE("token ids, string views and strings give the same statistics", "[bleu]") {
  // The worked example again, with the=1 cat=2 sat=3 on=4 mat=5 a=6.
  const std::vector<TokenId> candidate_ids{1, 2, 3, 4, 1, 5};
  const std::vector<TokenId> reference_ids{1, 2, 3, 4, 6, 5};
  BleuStatistics from_ids;
  from_ids.add(std::span<const TokenId>(candidate_ids), std::span<const TokenId>(reference_ids));

  const std::vector<std::string> candidate_words{"the", "cat", "sat", "on", "the", "mat"};
  const std::vector<std::string> reference_words{"the", "cat", "sat", "on", "a", "mat"};
  BleuStatistics from_strings;
  from_strings.add(candidate_words, reference_words);

  BleuStatistics mixed;  // std::string candidate against std::string_view reference
  mixed.add(candidate_words, split_words("the cat sat on a mat"));

  const BleuStatistics expected =
      sentence_statistics("the cat sat on the mat", "the cat sat on a mat");
  CHECK(from_ids == expected);
  CHECK(from_strings == expected);
  CHECK(mixed == expected);
}

TEST_CASE("candidate n-gram counts are clipped to the reference's", "[bleu]") {
  // candidate "the the the the", reference "the cat".
  //   n=1: "the" 4 times in the candidate, once in the reference -> 1 / 4
  //   n=2: "the the" x3, the reference has only "the cat"       -> 0 / 3
  //   n=3: 0 / 2, n=4: 0 / 1; c = 4 >= r = 2, BP = 1; BLEU = 0 (no bigram match)
  const BleuStatistics statistics = sentence_statistics("the the the the", "the cat");
  check_counts(statistics, {1, 0, 0, 0}, {4, 3, 2, 1}, 4, 2);
  CHECK(statistics.precision(1) == 0.25);
  CHECK(statistics.precision(2) == 0.0);
  CHECK(statistics.bleu() == 0.0);
}

TEST_CASE("the paper's modified unigram precision of 2/7", "[bleu]") {
  // Papineni et al. 2002, section 2.1, Example 2: candidate "the the the the
  // the the the" against Reference 1 "The cat is on the mat." has modified
  // unigram precision 2/7 ("the" occurs twice in the reference). Lowercased
  // and without the period, as this BLEU does not normalize.
  const BleuStatistics statistics =
      sentence_statistics("the the the the the the the", "the cat is on the mat");
  CHECK(statistics.matches[0] == 2);
  CHECK(statistics.totals[0] == 7);
  CHECK(statistics.precision(1) == Approx(2.0 / 7.0).epsilon(1e-12));
}

TEST_CASE("a shorter candidate pays the brevity penalty", "[bleu]") {
  // candidate "the cat sat on", reference "the cat sat on the mat".
  //   n=1..4: 4/4, 3/3, 2/2, 1/1; c = 4 < r = 6
  //   BP = exp(1 - 6/4) = exp(-1/2) = 0.6065306597126334...; BLEU = BP * 1
  const BleuStatistics statistics = sentence_statistics("the cat sat on", "the cat sat on the mat");
  check_counts(statistics, {4, 3, 2, 1}, {4, 3, 2, 1}, 4, 6);
  CHECK(statistics.brevity_penalty() == Approx(std::exp(-0.5)).epsilon(1e-12));
  CHECK(statistics.bleu() == Approx(std::exp(-0.5)).epsilon(1e-12));
  CHECK(statistics.bleu() == Approx(0.6065306597126334).epsilon(1e-12));
}

TEST_CASE("a longer candidate pays no brevity penalty", "[bleu]") {
  // candidate "the cat sat on the mat today", reference "the cat sat on the mat".
  //   n=1..4: 6/7, 5/6, 4/5, 3/4; c = 7 > r = 6, BP = 1
  //   BLEU = (6*5*4*3 / (7*6*5*4))^(1/4) = (3/7)^(1/4) = 0.8091067115702212...
  const BleuStatistics statistics =
      sentence_statistics("the cat sat on the mat today", "the cat sat on the mat");
  check_counts(statistics, {6, 5, 4, 3}, {7, 6, 5, 4}, 7, 6);
  CHECK(statistics.brevity_penalty() == 1.0);
  CHECK(statistics.bleu() == Approx(std::pow(3.0 / 7.0, 0.25)).epsilon(1e-12));
  CHECK(statistics.bleu() == Approx(0.8091067115702212).epsilon(1e-12));
}

TEST_CASE("no 4-gram match gives 0: no smoothing", "[bleu]") {
  // candidate "the cat sat down", reference "the cat sat up".
  //   n=1..4: 3/4, 2/3, 1/2, 0/1; c = r = 4, BP = 1; BLEU = 0
  const BleuStatistics statistics = sentence_statistics("the cat sat down", "the cat sat up");
  check_counts(statistics, {3, 2, 1, 0}, {4, 3, 2, 1}, 4, 4);
  CHECK(statistics.precision(3) == 0.5);
  CHECK(statistics.bleu() == 0.0);
  // Identical sentences of three words have no 4-gram at all: also 0.
  CHECK(sentence_statistics("the cat sat", "the cat sat").bleu() == 0.0);
}

TEST_CASE("corpus BLEU sums counts; it is not the mean of sentence BLEUs", "[bleu]") {
  // Sentence 1: "the cat sat on the mat today" / "the cat sat on the mat"
  //   6/7, 5/6, 4/5, 3/4; c = 7, r = 6; BLEU_1 = (3/7)^(1/4) = 0.8091...
  // Sentence 2: "a dog ran in the park" / "a dog ran in the big park"
  //   n=1: 6/6
  //   n=2: "a dog" "dog ran" "ran in" "in the"; not "the park"             -> 4/5
  //   n=3: "a dog ran" "dog ran in" "ran in the"; not "in the park"          -> 3/4
  //   n=4: "a dog ran in" "dog ran in the"; not "ran in the park"            -> 2/3
  //   c = 6, r = 7; BLEU_2 = exp(1 - 7/6) * (1 * 4/5 * 3/4 * 2/3)^(1/4)
  //                        = exp(-1/6) * (2/5)^(1/4) = 0.6731...
  // Mean of the two: 0.7411...
  // Corpus: 12/13, 9/11, 7/9, 5/7; c = 13 = r, BP = 1
  //   BLEU = (12*9*7*5 / (13*11*9*7))^(1/4) = (60/143)^(1/4) = 0.8048293456573857...
  const std::vector<std::string> candidates{"the cat sat on the mat today",
                                            "a dog ran in the park"};
  const std::vector<std::string> references{"the cat sat on the mat", "a dog ran in the big park"};
  const BleuStatistics first = sentence_statistics(candidates[0], references[0]);
  const BleuStatistics second = sentence_statistics(candidates[1], references[1]);
  check_counts(second, {6, 4, 3, 2}, {6, 5, 4, 3}, 6, 7);
  CHECK(second.brevity_penalty() == Approx(std::exp(-1.0 / 6.0)).epsilon(1e-12));
  CHECK(second.bleu() == Approx(std::exp(-1.0 / 6.0) * std::pow(0.4, 0.25)).epsilon(1e-12));

  const BleuStatistics corpus = corpus_bleu(candidates, references);
  check_counts(corpus, {12, 9, 7, 5}, {13, 11, 9, 7}, 13, 13);
  CHECK(corpus.brevity_penalty() == 1.0);
  CHECK(corpus.bleu() == Approx(std::pow(60.0 / 143.0, 0.25)).epsilon(1e-12));
  CHECK(corpus.bleu() == Approx(0.8048293456573857).epsilon(1e-12));

  const double mean = (first.bleu() + second.bleu()) / 2;
  CHECK(mean == Approx(0.741144424905985).epsilon(1e-12));
  CHECK(std::abs(corpus.bleu() - mean) > 0.06);

  BleuStatistics merged = first;
  merged += second;
  CHECK(merged == corpus);
}

TEST_CASE("empty candidate lines count only towards the reference length", "[bleu]") {
  // Sentence 1 identical: 6/6, 5/5, 4/4, 3/3, c = r = 6. Sentence 2: an
  // empty candidate against "a b c": no n-grams, c = 0, r = 3.
  // Corpus: all precisions 1; c = 6 < r = 9, BP = exp(1 - 9/6) = exp(-1/2).
  const std::vector<std::string> candidates{"the cat sat on the mat", ""};
  const std::vector<std::string> references{"the cat sat on the mat", "a b c"};
  const BleuStatistics corpus = corpus_bleu(candidates, references);
  check_counts(corpus, {6, 5, 4, 3}, {6, 5, 4, 3}, 6, 9);
  CHECK(corpus.bleu() == Approx(std::exp(-0.5)).epsilon(1e-12));

  // Only empty (or blank) candidates: no n-grams, c = 0 < r = 2: BP = 0,
  // every precision 0, BLEU 0.
  const std::vector<std::string_view> blank{"", " \t "};
  const std::vector<std::string_view> two_words{"", "a b"};
  const BleuStatistics nothing = corpus_bleu(blank, two_words);
  check_counts(nothing, {0, 0, 0, 0}, {0, 0, 0, 0}, 0, 2);
  CHECK(nothing.precision(1) == 0.0);
  CHECK(nothing.brevity_penalty() == 0.0);
  CHECK(nothing.bleu() == 0.0);

  // An empty corpus scores 0 too.
  CHECK(corpus_bleu(std::vector<std::string>{}, std::vector<std::string>{}).bleu() == 0.0);
}

TEST_CASE("corpus_bleu refuses different numbers of candidates and references", "[bleu]") {
  const std::vector<std::string> candidates{"a b c d", "e f g h"};
  const std::vector<std::string> references{"a b c d"};
  CHECK_THROWS_AS(corpus_bleu(candidates, references), fastdec::error);
  CHECK_THROWS_WITH(corpus_bleu(candidates, references),
                    Catch::Contains("2 candidate lines") && Catch::Contains("1 reference lines"));
}

TEST_CASE("precision refuses an order outside 1..4", "[bleu]") {
  const BleuStatistics statistics;
  CHECK_THROWS_AS(statistics.precision(0), fastdec::error);
  CHECK_THROWS_WITH(statistics.precision(5), Catch::Contains("got 5"));
}

}  // namespace fastdec_test_bleu
