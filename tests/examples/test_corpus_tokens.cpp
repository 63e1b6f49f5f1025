// examples/support/corpus_tokens.hpp: the raw verses of the bundled
// Transformer's test and dev sets must tokenize to the GRU model's tokenized
// files byte for byte (tools/data/bible_corpus.py made those), so that both
// models' BLEU is measured on the same text.
#include <catch2/catch.hpp>

#include <fstream>
#include <string>

#include "support/corpus_tokens.hpp"

namespace fastdec_test_corpus_tokens {

using fastdec::examples::corpus_tokens;

TEST_CASE("corpus_tokens: the bundled raw sets give the tokenized ones", "[examples]") {
  for (const char* file : {"test.en", "test.es", "dev.en", "dev.es"}) {
    std::ifstream raw(std::string(FASTDEC_MODELS_DIR) + "/en-es-transformer/" + file);
    std::ifstream tokenized(std::string(FASTDEC_MODELS_DIR) + "/en-es/" + file);
    REQUIRE(raw.is_open());
    REQUIRE(tokenized.is_open());
    std::size_t lines = 0;
    for (std::string line, expected; std::getline(raw, line);) {
      REQUIRE(std::getline(tokenized, expected));
      INFO(file << " line " << lines + 1);
      CHECK(corpus_tokens(line) == expected);
      ++lines;
    }
    CHECK(lines >= 500);
  }
}

TEST_CASE("corpus_tokens: lower-casing, quotes, punctuation and bad bytes", "[examples]") {
  CHECK(corpus_tokens("\xc2\xbfQu\xc3\xa9 DICE?") == "\xc2\xbf qu\xc3\xa9 dice ?");
  CHECK(corpus_tokens("\xc3\x89L dijo") == "\xc3\xa9l dijo");  // É
  CHECK(corpus_tokens("it\xe2\x80\x99s") == "it 's");          // ’ becomes '
  CHECK(corpus_tokens("\xe2\x80\x9cYes\xe2\x80\x9d") == "\xe2\x80\x9c yes \xe2\x80\x9d");  // “ ”
  CHECK(corpus_tokens("a ' b 'c") == "a ' b 'c");
  CHECK(corpus_tokens("2\xc3\x97"
                      "3") == "2 \xc3\x97 3");  // × is not a word character
  CHECK(corpus_tokens("  \t ").empty());
  // Malformed UTF-8 bytes stay as they are, one token each.
  CHECK(corpus_tokens("a\xff"
                      "b\xc3") == "a \xff b \xc3");
}

}  // namespace fastdec_test_corpus_tokens
