// Every word a Vocabulary accepts survives write + read
// unchanged; the words that could not are rejected where they come in.
#include <catch2/catch.hpp>

#include <random>
#include <string>
#include <vector>

#include "fastdec/core/error.hpp"
#include "fastdec/io/vocabulary.hpp"
#include "support/temp_file.hpp"

// Each test file in its own namespace: the files of a folder are compiled
// as one translation unit (tests/CMakeLists.txt).
namespace fastdec_test_vocabulary {

using namespace fastdec;
using testing::TempFile;

namespace {

std::vector<std::string> round_trip(const Vocabulary& vocabulary) {
  const TempFile file("vocabulary_round_trip.txt");
  vocabulary.write(file.path());
  const Vocabulary back = Vocabulary::read(file.path());
  return {back.words().begin(), back.words().end()};
}

std::vector<std::string> words_of(const Vocabulary& vocabulary) {
  return {vocabulary.words().begin(), vocabulary.words().end()};
}

}  // namespace

TEST_CASE("a vocabulary word ending in a carriage return is rejected, not mangled") {
  // "b\r\r\n": the line ending takes one "\r", the word kept the other and
  // was written as "b\r\n", which reads back as "b".
  const TempFile file("vocab_cr.txt", "a\nb\r\r\nc\n");
  REQUIRE_THROWS_WITH(
      Vocabulary::read(file.path()),
      Catch::Contains(file.path() + ":2: the vocabulary word contains a line break"));
  const TempFile middle("vocab_cr_middle.txt", "a\nb\rc\n");
  REQUIRE_THROWS_WITH(Vocabulary::read(middle.path()), Catch::Contains(":2:"));

  for (const std::string word : {"b\r", "\r", "b\rc", "b\n", "b\nc"}) {
    INFO("word '" << word << "'");
    const std::vector<std::string> words{"a", word};
    REQUIRE_THROWS_WITH(Vocabulary{words}, Catch::Contains("contains a line break"));
    Vocabulary growing;
    REQUIRE_THROWS_AS(growing.add(word), error);
    CHECK(growing.size() == 0);
  }
}

TEST_CASE("every word a Vocabulary accepts reads back as itself") {
  const std::vector<std::string> odd{"a",    "\xc3\xa9t\xc3\xa9",    "\v",   "\f",    "x\x01y",
                                     "\xff", std::string("n\0l", 3), "\x7f", "<unk>", "a\x1b[0m"};
  const Vocabulary vocabulary{odd};
  CHECK(round_trip(vocabulary) == odd);

  // Random lines of bytes, "\r" and "\n" frequent: whatever the reader accepts,
  // it reads back unchanged from what it writes.
  std::mt19937 rng(11);
  const std::string alphabet("ab \t\r\n\v\x00\xff", 9);
  std::uniform_int_distribution<std::size_t> pick(0, alphabet.size() - 1), length(1, 40);
  std::size_t accepted = 0;
  for (int trial = 0; trial < 2000; ++trial) {
    std::string contents;
    for (std::size_t i = length(rng); i > 0; --i) contents += alphabet[pick(rng)];
    const TempFile file("vocab_random.txt", contents);
    Vocabulary read;
    try {
      read = Vocabulary::read(file.path());
    } catch (const error&) {
      continue;
    }
    ++accepted;
    INFO("file contents of " << contents.size() << " bytes, trial " << trial);
    REQUIRE(round_trip(read) == words_of(read));
  }
  CHECK(accepted > 50);  // the property was tried on many files
}

}  // namespace fastdec_test_vocabulary
