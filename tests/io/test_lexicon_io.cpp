// Lexicon construction, Vocabulary files, and the text and binary lexicon
// formats: round trips and every kind of malformed input.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstring>
#include <fstream>
#include <istream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

#include "fastdec/io/lexicon_io.hpp"
#include "fastdec/io/vocabulary.hpp"
#include "fastdec/output/alignment_shortlist.hpp"
#include "support/allocation_limit.hpp"
#include "support/binary_file.hpp"
#include "support/shortlist_reference.hpp"
#include "support/temp_file.hpp"

// Each test file in its own namespace: the files of a folder are compiled
// as one translation unit (tests/CMakeLists.txt).
namespace fastdec_test_lexicon_io {

using namespace fastdec;
using testing::TempFile;

namespace {

void require_same(const Lexicon& a, const Lexicon& b) {
  REQUIRE(a.source_size() == b.source_size());
  REQUIRE(a.target_size() == b.target_size());
  REQUIRE(std::vector<std::uint64_t>(a.offsets().begin(), a.offsets().end()) ==
          std::vector<std::uint64_t>(b.offsets().begin(), b.offsets().end()));
  for (std::size_t i = 0; i < a.entry_count(); ++i) {
    REQUIRE(a.all_translations()[i].target == b.all_translations()[i].target);
    REQUIRE(a.all_translations()[i].probability == b.all_translations()[i].probability);
  }
}

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

Vocabulary words(std::initializer_list<const char*> list) {
  std::vector<std::string> w(list.begin(), list.end());
  return Vocabulary(w);
}

}  // namespace

TEST_CASE("Lexicon sorts each row best first, ties by lower target id") {
  const std::vector<LexiconEntry> entries{{1, 5, 0.2f}, {0, 3, 0.5f}, {1, 2, 0.7f}, {1, 4, 0.2f}};
  const Lexicon lexicon(3, 6, entries);
  CHECK(lexicon.entry_count() == 4);
  CHECK(lexicon.translations(0).size() == 1);
  CHECK(lexicon.translations(2).empty());
  const auto row = lexicon.translations(1);
  REQUIRE(row.size() == 3);
  CHECK(row[0].target == 2);
  CHECK(row[1].target == 4);  // 0.2 tie: lower id first
  CHECK(row[2].target == 5);
}

TEST_CASE("Lexicon rejects ids, probabilities and rows that break its rules") {
  using Entries = std::vector<LexiconEntry>;
  REQUIRE_THROWS_WITH(Lexicon(2, 4, Entries{{2, 0, 0.5f}}),
                      Catch::Contains("source word 2 is outside the source vocabulary (2 words)"));
  REQUIRE_THROWS_WITH(Lexicon(2, 4, Entries{{0, -1, 0.5f}}),
                      Catch::Contains("target word -1 is outside the target vocabulary (4 words)"));
  REQUIRE_THROWS_WITH(Lexicon(2, 4, Entries{{0, 1, 1.5f}}),
                      Catch::Contains("probability 1.5 is outside [0, 1]"));
  REQUIRE_THROWS_WITH(Lexicon(2, 4, Entries{{0, 1, NAN}}), Catch::Contains("outside [0, 1]"));
  REQUIRE_THROWS_WITH(Lexicon(2, 4, Entries{{1, 3, 0.5f}, {1, 2, 0.1f}, {1, 3, 0.2f}}),
                      Catch::Contains("source word 1 lists target word 3 twice"));
  using Rows = std::vector<Lexicon::Translation>;
  REQUIRE_THROWS_WITH(Lexicon(2, 4, {0, 1}, Rows{{1, 0.5f}}),
                      Catch::Contains("2 row offsets for 2 source words; expected 3"));
  REQUIRE_THROWS_WITH(Lexicon(2, 4, {0, 1, 3}, Rows{{1, 0.5f}}),
                      Catch::Contains("must run from 0 to the entry count 1"));
  REQUIRE_THROWS_WITH(Lexicon(2, 4, {0, 2, 1}, Rows{{1, 0.5f}}),
                      Catch::Contains("row offset 2 (1) is below row offset 1 (2)"));
  REQUIRE_THROWS_WITH(Lexicon(1, 4, {0, 2}, Rows{{1, 0.2f}, {2, 0.5f}}),
                      Catch::Contains("not ordered best first (entry 1)"));
  REQUIRE_THROWS_WITH(Lexicon(1, 4, {0, 2}, Rows{{1, 0.5f}, {1, 0.5f}}),
                      Catch::Contains("not ordered best first"));
  REQUIRE_THROWS_WITH(Lexicon(1, 4, {0, 3}, Rows{{1, 0.5f}, {2, 0.4f}, {1, 0.3f}}),
                      Catch::Contains("lists target word 1 twice"));
}

TEST_CASE("Vocabulary: one word per line, ids by line, errors name the line") {
  const TempFile file("vocab.txt", "</s>\n<unk>\nthe\r\ncat\n");
  const Vocabulary vocabulary = Vocabulary::read(file.path());
  REQUIRE(vocabulary.size() == 4);
  CHECK(vocabulary.find("the") == 2);
  CHECK(vocabulary.find("cat") == 3);  // "\r\n" endings are fine
  CHECK(!vocabulary.find("dog"));
  CHECK(vocabulary.word(1) == "<unk>");
  REQUIRE_THROWS_WITH(vocabulary.word(4),
                      Catch::Contains("id 4 is outside the vocabulary (4 words)"));

  const TempFile copy("vocab_copy.txt");
  vocabulary.write(copy.path());
  CHECK(slurp(copy.path()) == "</s>\n<unk>\nthe\ncat\n");

  const TempFile duplicate("vocab_dup.txt", "a\nb\na\n");
  REQUIRE_THROWS_WITH(Vocabulary::read(duplicate.path()),
                      Catch::Contains(duplicate.path() + ":3: the word 'a' is already id 0"));
  const TempFile blank("vocab_blank.txt", "a\n\nb\n");
  REQUIRE_THROWS_WITH(Vocabulary::read(blank.path()),
                      Catch::Contains(":2: the vocabulary word is empty"));
  const TempFile spaced("vocab_space.txt", "a b\n");
  REQUIRE_THROWS_WITH(Vocabulary::read(spaced.path()),
                      Catch::Contains(":1: the vocabulary word contains"));
  REQUIRE_THROWS_WITH(Vocabulary::read("/nonexistent/vocab.txt"),
                      Catch::Contains("cannot open '/nonexistent/vocab.txt'"));
  const std::vector<std::string> repeated{"x", "x"};
  REQUIRE_THROWS_WITH(Vocabulary{repeated}, Catch::Contains("'x' is listed twice"));
  Vocabulary growing;
  CHECK(growing.add("x") == 0);
  CHECK(growing.add("y") == 1);
  CHECK(growing.add("x") == 0);
  REQUIRE_THROWS_WITH(growing.add(""), Catch::Contains("is empty"));
}

TEST_CASE("text lexicon options outside their named values are errors") {
  const Vocabulary source = words({"NULL", "katze"});
  const Vocabulary target = words({"</s>", "cat"});
  const TempFile file("lex_enum.txt", "cat katze 0.9\n");
  CHECK_THROWS_WITH(
      read_lexicon_text(file.path(), source, target, {.order = static_cast<LexiconFieldOrder>(2)}),
      Catch::Contains("LexiconTextOptions::order = 2"));
  CHECK_THROWS_WITH(
      read_lexicon_text(file.path(), source, target, {.scores = static_cast<LexiconScores>(5)}),
      Catch::Contains("LexiconTextOptions::scores = 5"));
  CHECK_THROWS_WITH(read_lexicon_text(file.path(), source, target,
                                      {.unknown_words = static_cast<UnknownWords>(3)}),
                    Catch::Contains("LexiconTextOptions::unknown_words = 3"));
}

TEST_CASE("text lexicons in Marian's and fast_align's layouts read into the model's ids") {
  const Vocabulary source = words({"NULL", "katze", "hund", "haus"});
  const Vocabulary target = words({"</s>", "cat", "dog", "house", "home"});
  SECTION("target source probability (Marian)") {
    const TempFile file("lex_marian.txt",
                        "cat katze 0.9\nhouse haus 0.6\n\nhome\thaus\t0.4\ndog hund 1\n"
                        "cat NULL 0.1\nzebra katze 0.1\n");
    const Lexicon lexicon = read_lexicon_text(file.path(), source, target);
    CHECK(lexicon.source_size() == 4);
    CHECK(lexicon.target_size() == 5);
    CHECK(lexicon.entry_count() == 4);  // NULL and the unknown "zebra" are skipped
    REQUIRE(lexicon.translations(3).size() == 2);
    CHECK(lexicon.translations(3)[0].target == 3);
    CHECK(lexicon.translations(3)[1].probability == 0.4f);
    CHECK(lexicon.translations(0).empty());
    REQUIRE_THROWS_WITH(
        read_lexicon_text(file.path(), source, target, {.unknown_words = UnknownWords::error}),
        Catch::Contains(file.path() + ":7: the target word 'zebra' is not in the "
                                      "target vocabulary"));
  }
  SECTION("source target log-probability (fast_align -p)") {
    const TempFile file("lex_fast_align.txt",
                        "katze cat -0.105360516\n<eps> cat -2.3\nhaus home -0.916290732\n");
    const Lexicon lexicon = read_lexicon_text(
        file.path(), source, target,
        {.order = LexiconFieldOrder::source_target, .scores = LexiconScores::log_probability});
    CHECK(lexicon.entry_count() == 2);
    CHECK(lexicon.translations(1)[0].target == 1);
    CHECK(lexicon.translations(1)[0].probability == Approx(0.9f));
    CHECK(lexicon.translations(3)[0].probability == Approx(0.4f));
  }
  SECTION("vocabularies built from the file") {
    const TempFile file("lex_build.txt", "cat katze 0.9\nhome haus 0.4\nhouse haus 0.6\n");
    const LexiconWithVocabularies read = read_lexicon_text(file.path());
    CHECK(read.source.size() == 2);
    CHECK(read.target.size() == 3);
    CHECK(read.source.word(1) == "haus");
    CHECK(read.lexicon.translations(1)[0].target == *read.target.find("house"));
  }
}

// A lexicon in the other column order used to load silently with a few
// entries (those whose words happen to be in both vocabularies), and the
// word-alignment layer then ran on an almost empty table.
TEST_CASE("a text lexicon that mostly misses the vocabularies is an error suggesting the order") {
  const Vocabulary source = words({"katze", "hund", "haus", "das"});
  const Vocabulary target = words({"</s>", "cat", "dog", "house", "home", "das"});
  const char* source_target =
      "katze cat 0.9\nhund dog 1\nhaus house 0.6\nhaus home 0.4\ndas das 0.5\nNULL cat 0.1\n";
  const TempFile file("lex_swapped.txt", source_target);
  REQUIRE_THROWS_WITH(
      read_lexicon_text(file.path(), source, target),
      Catch::Contains(file.path() + ": only 1 of 5 lexicon entries have both words") &&
          Catch::Contains("4 with an unknown source word, 4 with an unknown target word") &&
          Catch::Contains("Read as 'source target probability', 5 would be kept") &&
          Catch::Contains("LexiconFieldOrder::source_target"));
  LexiconTextSummary summary;
  const Lexicon right = read_lexicon_text(file.path(), source, target,
                                          {.order = LexiconFieldOrder::source_target}, summary);
  CHECK(right.entry_count() == 5);
  CHECK(summary.entries == 6);
  CHECK(summary.kept == 5);
  CHECK(summary.empty_word == 1);
  CHECK(summary.unknown_words == 0);
  CHECK(summary.kept_if_swapped == 1);
  // Turned off, the file loads with what fits, and the summary says so.
  const Lexicon forced =
      read_lexicon_text(file.path(), source, target, {.min_kept_fraction = 0.0}, summary);
  CHECK(forced.entry_count() == 1);
  CHECK(summary.kept == 1);
  CHECK(summary.unknown_words == 4);
  CHECK(summary.unknown_source == 4);
  CHECK(summary.unknown_target == 4);
  // Other vocabularies: no order fits, and the message says that instead.
  const TempFile other("lex_other.txt", "gato katze 0.9\nperro hund 1\ncat katze 0.5\n");
  REQUIRE_THROWS_WITH(
      read_lexicon_text(other.path(), source, target),
      Catch::Contains("only 1 of 3") && Catch::Contains("may be for other vocabularies"));
}

TEST_CASE("a malformed text lexicon is an error naming the file and line") {
  const Vocabulary source = words({"a", "b"});
  const Vocabulary target = words({"x", "y"});
  const auto fails_with = [&](const char* contents, const std::string& message,
                              LexiconScores scores = LexiconScores::probability) {
    const TempFile file("lex_bad.txt", contents);
    REQUIRE_THROWS_WITH(read_lexicon_text(file.path(), source, target, {.scores = scores}),
                        Catch::Contains(file.path() + message));
  };
  fails_with("x a 0.5\ny b\n", ":2: expected 3 fields (target source probability), found 2");
  fails_with("x a 0.5 extra\n", ":1: expected 3 fields");
  fails_with("x a 0.5\n\nx b half\n", ":3: the score 'half' is not a finite number");
  fails_with("x a 0.5x\n", ":1: the score '0.5x' is not a finite number");
  fails_with("x a nan\n", ":1: the score 'nan' is not a finite number");
  fails_with("x a 1.5\n", ":1: the probability 1.5 is outside [0, 1]");
  fails_with("x a -0.1\n", ":1: the probability -0.1 is outside [0, 1]");
  fails_with("x a 0.5\n", ":1: the log-probability 0.5 is above 0", LexiconScores::log_probability);
  fails_with("x a 0.5\ny a 0.1\nx a 0.2\n",
             ":3: the pair (source 'a', target 'x') was already given on line 1");
  REQUIRE_THROWS_WITH(read_lexicon_text("/nonexistent/lex.txt", source, target),
                      Catch::Contains("cannot open '/nonexistent/lex.txt'"));
}

TEST_CASE("text and binary lexicons round-trip exactly") {
  const Lexicon lexicon = testing::random_lexicon(40, 90, 12, 7);
  std::vector<std::string> source_words, target_words;
  for (int i = 0; i < 40; ++i) source_words.push_back(std::to_string(i) + "f");
  for (int i = 0; i < 90; ++i) target_words.push_back(std::to_string(i) + "e");
  const Vocabulary source(source_words), target(target_words);
  for (LexiconFieldOrder order :
       {LexiconFieldOrder::target_source, LexiconFieldOrder::source_target}) {
    const TempFile text("lex_roundtrip.txt");
    write_lexicon_text(text.path(), lexicon, source, target, order);
    require_same(read_lexicon_text(text.path(), source, target, {.order = order}), lexicon);
  }
  const TempFile binary("lex_roundtrip.bin");
  write_lexicon_binary(binary.path(), lexicon);
  require_same(read_lexicon_binary(binary.path()), lexicon);
  const TempFile empty("lex_empty.bin");
  write_lexicon_binary(empty.path(), Lexicon());
  CHECK(read_lexicon_binary(empty.path()).entry_count() == 0);
  const TempFile mismatch("lex_mismatch.txt");
  REQUIRE_THROWS_WITH(write_lexicon_text(mismatch.path(), lexicon, target, source),
                      Catch::Contains("the vocabularies have 90 source and 40 target words but "
                                      "the lexicon was built for 40 and 90"));
}

TEST_CASE("a damaged binary lexicon is an error, never a crash") {
  const Lexicon lexicon = testing::random_lexicon(10, 30, 6, 8);
  const TempFile good("lex_good.bin");
  write_lexicon_binary(good.path(), lexicon);
  const std::string bytes = slurp(good.path());
  REQUIRE(testing::resealed(bytes) == bytes);
  const auto fails_with = [&](std::string damaged, const std::string& message) {
    const TempFile file("lex_damaged.bin", damaged);
    REQUIRE_THROWS_WITH(read_lexicon_binary(file.path()), Catch::Contains(message));
  };
  const auto patched = [&](std::size_t offset, const void* value, std::size_t size) {
    std::string copy = bytes;
    std::memcpy(copy.data() + offset, value, size);
    return copy;
  };
  fails_with(bytes.substr(0, 20), "has 20 bytes, too few for the 24-byte header");
  std::string wrong_magic = bytes;
  wrong_magic.replace(0, 8, "NOTALEXI");
  fails_with(wrong_magic, "is not a fastdec binary lexicon (wrong magic number)");
  const std::uint32_t version = 1;
  fails_with(patched(8, &version, 4), "format version 1; this build reads version 2");
  // Payload: source size at 24, target size at 32, entry count at 40, offsets at 48.
  const std::uint64_t huge = std::uint64_t{1} << 40;
  fails_with(patched(24, &huge, 8), "claims 1099511627776 source and 30 target words");
  fails_with(patched(32, &huge, 8), "claims 10 source and 1099511627776 target words");
  const std::uint64_t more_entries = lexicon.entry_count() + 1;
  fails_with(patched(40, &more_entries, 8), "entries, which need");
  const std::uint64_t overflow = std::uint64_t{1} << 62;
  fails_with(patched(40, &overflow, 8), "which need more than 2^64 bytes");
  fails_with(bytes.substr(0, bytes.size() - 4), "but the header announces");
  fails_with(bytes + "x", "bytes after its checksum");
  std::string flipped = bytes;
  flipped[bytes.size() - 9] ^= 0x10;  // one bit of the last probability
  fails_with(flipped, "checksum does not match");
  // A consistent checksum over invalid contents: the Lexicon checks still run.
  const TokenId bad_target = 9999;
  const std::size_t first_target = 48 + (lexicon.source_size() + 1) * 8;
  fails_with(testing::resealed(patched(first_target, &bad_target, 4)),
             "target word 9999 is outside the target vocabulary (30 words)");
  REQUIRE_THROWS_WITH(read_lexicon_binary("/nonexistent/lex.bin"), Catch::Contains("cannot open"));
}

// The 56-byte file below once made the reader allocate 8 GiB (one mark per
// target word; std::bad_alloc here).
TEST_CASE("a 56-byte binary lexicon cannot ask for gigabytes") {
  const testing::AllocationLimit limit(64 << 20);
  // Version 1: header 48 bytes (checksum over the arrays only), offsets[1] = {0}.
  std::string old("FDLEXBIN", 8);
  for (std::uint32_t field : {1u, 0x01020304u}) testing::append(old, field);
  for (std::uint64_t field :
       {std::uint64_t{0}, std::uint64_t{2147483647}, std::uint64_t{0}, std::uint64_t{0}})
    testing::append(old, field);
  testing::append(old, std::uint64_t{0});
  REQUIRE(old.size() == 56);
  const TempFile old_file("lex_56.bin", old);
  CHECK_THROWS_WITH(read_lexicon_binary(old_file.path()), Catch::Contains("version 1"));
  // The same lexicon in version 2: no entries over 2^31 - 1 target words is
  // valid, and costs no memory.
  std::string payload;
  for (std::uint64_t field :
       {std::uint64_t{0}, std::uint64_t{2147483647}, std::uint64_t{0}, std::uint64_t{0}})
    testing::append(payload, field);
  const TempFile file("lex_v2_empty.bin", testing::container_file(detail::lexicon_file, payload));
  const Lexicon loaded = read_lexicon_binary(file.path());
  CHECK(loaded.target_size() == 2147483647);
  CHECK(loaded.entry_count() == 0);
  // An entry count the file cannot back, from a pipe.
  std::string lying;
  for (std::uint64_t field :
       {std::uint64_t{0}, std::uint64_t{2147483647}, std::uint64_t{1} << 40, std::uint64_t{0}})
    testing::append(lying, field);
  testing::PipeBuffer pipe(
      testing::container_file(detail::lexicon_file, lying, 32 + (std::uint64_t{1} << 43)));
  std::istream in(&pipe);
  CHECK_THROWS_WITH(read_lexicon_binary(in), Catch::Contains("ends inside its targets"));
  CHECK(limit.largest_refused() == 0);
}

// The target size a file declares decides no allocation at first use either:
// AlignmentVocabulary's first run-time vocabulary used to allocate one mark
// per declared target word (8 GiB here), and then one per id up to the largest
// the table holds (the same 8 GiB for the entry of id 2^31 - 2).
TEST_CASE("a lexicon declaring 2^31 - 1 target words costs what it holds at first use") {
  const testing::AllocationLimit limit(64 << 20);
  std::string payload;
  for (std::uint64_t field : {std::uint64_t{2}, std::uint64_t{2147483647}, std::uint64_t{2},
                              std::uint64_t{0}, std::uint64_t{2}, std::uint64_t{2}})
    testing::append(payload, field);  // 2 source words, 2 entries, offsets {0, 2, 2}
  for (std::int32_t target : {7, 2147483646}) testing::append(payload, target);
  for (float probability : {0.75f, 0.25f}) testing::append(payload, probability);
  const TempFile file("lex_v2_wide.bin", testing::container_file(detail::lexicon_file, payload));
  const Lexicon loaded = read_lexicon_binary(file.path());
  REQUIRE(loaded.entry_count() == 2);
  const AlignmentVocabulary selection(loaded, {.words_per_source = 5, .always_include = {1}});
  const std::vector<TokenId> source = {0, 1, 0};
  CHECK(selection.run_time_vocabulary(source) == std::vector<TokenId>{1, 7, 2147483646});
  CHECK(selection.run_time_vocabulary(std::vector<TokenId>{1}) == std::vector<TokenId>{1});
  CHECK(limit.largest_refused() == 0);
}

TEST_CASE("a binary lexicon round-trips through a stream that cannot seek") {
  const Lexicon lexicon =
      testing::random_lexicon(1000, 5000, 600, 9);  // targets > 1 MiB: several chunks
  std::ostringstream out(std::ios::binary);
  write_lexicon_binary(out, lexicon);
  testing::PipeBuffer pipe(out.str());
  std::istream in(&pipe);
  require_same(read_lexicon_binary(in), lexicon);
}

}  // namespace fastdec_test_lexicon_io
