// IBM Model 1 recovers a planted dictionary, EM never lowers the likelihood,
// and the parallel-corpus readers parse and reject what they should.
#include <catch2/catch.hpp>

#include <algorithm>
#include <numeric>
#include <random>
#include <vector>

#include "fastdec/io/parallel_corpus.hpp"
#include "fastdec/train/ibm_model1.hpp"
#include "support/temp_file.hpp"

// Each test file in its own namespace: the files of a folder are compiled
// as one translation unit (tests/CMakeLists.txt).
namespace fastdec_test_ibm_model1 {

using namespace fastdec;
using testing::TempFile;

namespace {

constexpr std::size_t words = 30;
constexpr TokenId filler = words;           // a target word no source word translates to ("the")
constexpr TokenId alternative = words + 1;  // source word 0's second translation
constexpr std::size_t target_words = words + 2;

struct PlantedCorpus {
  ParallelCorpus corpus;
  std::vector<TokenId> dictionary;  // source word f translates to dictionary[f]
};

// Sentences of 3..8 uniformly drawn source words; the target translates each
// word by the dictionary, except that source word 0 becomes target
// dictionary[0] 70% of the time and `alternative` 30%. A filler word is
// inserted with probability 0.15 per word. `shuffle` scrambles target order.
PlantedCorpus planted_corpus(std::size_t pairs, bool shuffle, unsigned seed) {
  std::mt19937 rng(seed);
  PlantedCorpus planted;
  planted.dictionary.resize(words);
  std::iota(planted.dictionary.begin(), planted.dictionary.end(), TokenId{0});
  std::shuffle(planted.dictionary.begin(), planted.dictionary.end(), rng);
  std::uniform_int_distribution<TokenId> word(0, words - 1);
  std::uniform_int_distribution<std::size_t> length(3, 8);
  std::uniform_real_distribution<double> uniform(0.0, 1.0);
  std::vector<TokenId> source, target;
  for (std::size_t p = 0; p < pairs; ++p) {
    source.clear(), target.clear();
    for (std::size_t i = length(rng); i > 0; --i) source.push_back(word(rng));
    for (TokenId f : source) {
      if (uniform(rng) < 0.15) target.push_back(filler);
      const bool other = f == 0 && uniform(rng) < 0.3;
      target.push_back(other ? alternative : planted.dictionary[static_cast<std::size_t>(f)]);
    }
    if (shuffle) std::shuffle(target.begin(), target.end(), rng);
    planted.corpus.add(source, target);
  }
  return planted;
}

void check_recovers(const PlantedCorpus& planted, const IbmModel1Result& result) {
  for (std::size_t f = 0; f < words; ++f) {
    const auto translations = result.lexicon.translations(static_cast<TokenId>(f));
    INFO("source word " << f);
    REQUIRE(!translations.empty());
    CHECK(translations[0].target == planted.dictionary[f]);
    if (f != 0) CHECK(translations[0].probability > 0.8f);
  }
  // The ambiguous word's two translations, at about their 70/30 rates.
  const auto ambiguous = result.lexicon.translations(0);
  REQUIRE(ambiguous.size() >= 2);
  CHECK(ambiguous[0].probability == Approx(0.7).margin(0.1));
  CHECK(ambiguous[1].target == alternative);
  CHECK(ambiguous[1].probability == Approx(0.3).margin(0.1));
  for (std::size_t i = 1; i < result.log_likelihood.size(); ++i)
    CHECK(result.log_likelihood[i] >= result.log_likelihood[i - 1]);
}

}  // namespace

TEST_CASE("IBM Model 1 recovers a planted dictionary from a scrambled-order corpus") {
  const PlantedCorpus planted = planted_corpus(600, true, 1);
  const IbmModel1Result result =
      train_ibm_model1(planted.corpus, words, target_words, {.iterations = 8});
  REQUIRE(result.log_likelihood.size() == 8);
  check_recovers(planted, result);
  CHECK(result.lexicon.source_size() == words);
  CHECK(result.lexicon.target_size() == target_words);
}

TEST_CASE("the diagonal prior fits a monotone corpus better than plain Model 1") {
  const PlantedCorpus planted = planted_corpus(600, false, 2);
  const IbmModel1Result plain =
      train_ibm_model1(planted.corpus, words, target_words, {.iterations = 6});
  const IbmModel1Result diagonal = train_ibm_model1(planted.corpus, words, target_words,
                                                    {.iterations = 6, .diagonal_tension = 4.0});
  check_recovers(planted, plain);
  check_recovers(planted, diagonal);
  CHECK(diagonal.log_likelihood.back() > plain.log_likelihood.back());
}

TEST_CASE("min_probability prunes the table; the empty word never enters it") {
  const PlantedCorpus planted = planted_corpus(200, true, 3);
  const IbmModel1Result loose = train_ibm_model1(planted.corpus, words, target_words,
                                                 {.iterations = 3, .min_probability = 0.0f});
  const IbmModel1Result tight = train_ibm_model1(planted.corpus, words, target_words,
                                                 {.iterations = 3, .min_probability = 0.2f});
  CHECK(tight.lexicon.entry_count() < loose.lexicon.entry_count());
  for (const auto& t : tight.lexicon.all_translations()) CHECK(t.probability >= 0.2f);
  CHECK(loose.lexicon.source_size() == words);  // no row for NULL
}

TEST_CASE("train_ibm_model1 rejects bad options and ids") {
  ParallelCorpus corpus;
  const std::vector<TokenId> s{0, 1}, t{0, 5};
  corpus.add(s, t);
  REQUIRE_THROWS_WITH(train_ibm_model1(corpus, 2, 6, {.iterations = 0}),
                      Catch::Contains("iterations must be at least 1"));
  REQUIRE_THROWS_WITH(train_ibm_model1(corpus, 2, 6, {.diagonal_tension = -1.0}),
                      Catch::Contains("diagonal_tension = -1 must be finite and non-negative"));
  REQUIRE_THROWS_WITH(train_ibm_model1(corpus, 2, 6, {.null_probability = 1.0}),
                      Catch::Contains("null_probability = 1 must be in [0, 1)"));
  REQUIRE_THROWS_WITH(train_ibm_model1(corpus, 2, 6, {.min_probability = 2.0f}),
                      Catch::Contains("min_probability = 2 must be in [0, 1]"));
  REQUIRE_THROWS_WITH(
      train_ibm_model1(corpus, 2, 5),
      Catch::Contains("target token 5 of pair 0 is outside the target vocabulary (5"));
  REQUIRE_THROWS_WITH(
      train_ibm_model1(corpus, 1, 6),
      Catch::Contains("source token 1 of pair 0 is outside the source vocabulary (1"));
}

TEST_CASE("parallel corpora: fast_align's ||| lines and two aligned files") {
  Vocabulary source, target;
  const TempFile joined("corpus.txt",
                        "die katze ||| the cat\nder hund schläft ||| the dog sleeps\n||| \n");
  const ParallelCorpus corpus = read_parallel_text(joined.path(), source, target);
  REQUIRE(corpus.size() == 3);
  CHECK(corpus.source(1).size() == 3);
  CHECK(corpus.target(1)[0] == corpus.target(0)[0]);  // "the" has one id
  CHECK(source.word(corpus.source(1)[2]) == "schläft");
  CHECK(corpus.source(2).empty());
  CHECK(corpus.target(2).empty());
  REQUIRE_THROWS_WITH(corpus.source(3), Catch::Contains("pair 3 is past the end (3 pairs)"));

  const TempFile source_file("corpus.de", "die katze\nder hund\n");
  const TempFile target_file("corpus.en", "the cat\nthe dog\n");
  Vocabulary s2, t2;
  const ParallelCorpus two = read_parallel_text(source_file.path(), target_file.path(), s2, t2);
  REQUIRE(two.size() == 2);
  CHECK(t2.word(two.target(1)[1]) == "dog");

  const TempFile no_separator("corpus_bad.txt", "a ||| b\nc d\n");
  REQUIRE_THROWS_WITH(read_parallel_text(no_separator.path(), source, target),
                      Catch::Contains(no_separator.path() + ":2: expected 'source words ||| target "
                                                            "words', found no '|||'"));
  const TempFile two_separators("corpus_bad2.txt", "a ||| b ||| c\n");
  REQUIRE_THROWS_WITH(read_parallel_text(two_separators.path(), source, target),
                      Catch::Contains(":1: found more than one '|||'"));
  const TempFile shorter("corpus_short.en", "the cat\n");
  REQUIRE_THROWS_WITH(read_parallel_text(source_file.path(), shorter.path(), s2, t2),
                      Catch::Contains("'" + shorter.path() + "' ends after line 1 but '" +
                                      source_file.path() + "' goes on"));
}

}  // namespace fastdec_test_ibm_model1
