// fastdec/io/lexicon_io.hpp: reading and writing a Lexicon as text or binary.
//
// Text: one entry per line, three fields separated by spaces or tabs, in the
// order LexiconTextOptions::order names:
//   target source probability   (Marian's lexical shortlist, "lex.s2t"; the default)
//   source target score         (fast_align -p, whose score is ln P(e|f):
//                                use LexiconScores::log_probability)
// Words are mapped to ids through Vocabularies: either the model's (entries
// with a word outside them are skipped or rejected, UnknownWords), or
// vocabularies built from the file itself. Entries of the aligner's empty
// word ("NULL", "<eps>"; LexiconTextOptions::null_words) are skipped: the
// empty word is not a source word of any sentence. Blank lines are skipped.
// A line with the wrong number of fields, a score that is not a number or is
// outside [0, 1] (probabilities) or above 0 (log-probabilities), or a
// (source, target) pair listed twice is a fastdec::error "path:line: ...".
//
// Binary (ours, little-endian, version 1), sizes checked before anything is
// allocated:
//   char[8]  magic "FDLEXBIN"        u32 version = 1     u32 byte-order mark 0x01020304
//   u64 source_size   u64 target_size   u64 entry_count   u64 checksum (FNV-1a 64 of the arrays)
//   u64 offsets[source_size + 1]   i32 targets[entry_count]   f32 probabilities[entry_count]
// The file size must match the header exactly; the arrays are then validated
// as the Lexicon constructor does (ids in range, rows ordered best first).
//
// Cold code: plain inline functions, no templates.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "fastdec/core/error.hpp"
#include "fastdec/io/text_file.hpp"
#include "fastdec/io/vocabulary.hpp"
#include "fastdec/output/lexicon.hpp"

namespace fastdec {

enum class LexiconFieldOrder {
  target_source,  // "target source probability" (Marian)
  source_target,  // "source target probability" (fast_align -p)
};

enum class LexiconScores {
  probability,      // P(e|f) in [0, 1]
  log_probability,  // ln P(e|f) <= 0 (fast_align -p)
};

// What to do with an entry whose word is not in the given vocabulary.
enum class UnknownWords {
  skip,   // drop the entry (the aligner saw words the model does not have)
  error,  // fastdec::error naming the file and line
};

struct LexiconTextOptions {
  LexiconFieldOrder order = LexiconFieldOrder::target_source;
  LexiconScores scores = LexiconScores::probability;
  UnknownWords unknown_words = UnknownWords::skip;
  std::vector<std::string> null_words = {"NULL", "<eps>"};
};

// A lexicon read together with the vocabularies its words defined.
struct LexiconWithVocabularies {
  Vocabulary source;
  Vocabulary target;
  Lexicon lexicon;
};

namespace detail {

// How one side's words become ids: looked up in `lookup`, or added to
// `grow` (the same vocabulary) when the file defines the vocabulary.
struct LexiconSide {
  const Vocabulary& lookup;
  Vocabulary* grow;
  const char* name;
};

struct ParsedLexiconEntry {
  LexiconEntry entry;
  std::size_t line;
};

inline std::optional<TokenId> lexicon_word_id(const LineReader& reader, const LexiconSide& side,
                                              std::string_view word, UnknownWords unknown) {
  if (side.grow != nullptr) return side.grow->add(word);
  if (const auto id = side.lookup.find(word)) return id;
  if (unknown == UnknownWords::error)
    reader.fail("the ", side.name, " word '", word, "' is not in the ", side.name, " vocabulary.");
  return std::nullopt;
}

inline float lexicon_probability(const LineReader& reader, std::string_view field,
                                 LexiconScores scores) {
  double value = 0;
  if (!parse_finite(field, value))
    reader.fail("the score '", field, "' is not a finite number.");
  if (scores == LexiconScores::log_probability) {
    if (value > 0) reader.fail("the log-probability ", value, " is above 0.");
    return static_cast<float>(std::exp(value));
  }
  if (value < 0 || value > 1) reader.fail("the probability ", value, " is outside [0, 1].");
  return static_cast<float>(value);
}

inline Lexicon read_lexicon_text(const std::string& path, const LexiconSide& source,
                                 const LexiconSide& target, const LexiconTextOptions& options) {
  LineReader reader(path);
  std::vector<ParsedLexiconEntry> parsed;
  std::vector<std::string_view> fields;
  const bool target_first = options.order == LexiconFieldOrder::target_source;
  const auto is_null = [&](std::string_view word) {
    return std::find(options.null_words.begin(), options.null_words.end(), word) !=
           options.null_words.end();
  };
  while (reader.next()) {
    split_fields(reader.line(), fields);
    if (fields.empty()) continue;
    if (fields.size() != 3)
      reader.fail("expected 3 fields (", target_first ? "target source" : "source target",
                  " probability), found ", fields.size(), ".");
    const std::string_view source_word = fields[target_first ? 1 : 0];
    const std::string_view target_word = fields[target_first ? 0 : 1];
    const float probability = lexicon_probability(reader, fields[2], options.scores);
    if (is_null(source_word) || is_null(target_word)) continue;
    const auto f = lexicon_word_id(reader, source, source_word, options.unknown_words);
    const auto e = lexicon_word_id(reader, target, target_word, options.unknown_words);
    if (f && e) parsed.push_back({{*f, *e, probability}, reader.number()});
  }
  std::sort(parsed.begin(), parsed.end(), [](const ParsedLexiconEntry& a, const ParsedLexiconEntry& b) {
    if (a.entry.source != b.entry.source) return a.entry.source < b.entry.source;
    if (a.entry.target != b.entry.target) return a.entry.target < b.entry.target;
    return a.line < b.line;
  });
  for (std::size_t i = 1; i < parsed.size(); ++i) {
    const LexiconEntry& a = parsed[i - 1].entry;
    const LexiconEntry& b = parsed[i].entry;
    FASTDEC_REQUIRE(a.source != b.source || a.target != b.target, path, ":", parsed[i].line,
                    ": the pair (source '", source.lookup.word(b.source), "', target '",
                    target.lookup.word(b.target), "') was already given on line ", parsed[i - 1].line,
                    ".");
  }
  std::vector<LexiconEntry> entries(parsed.size());
  for (std::size_t i = 0; i < parsed.size(); ++i) entries[i] = parsed[i].entry;
  return Lexicon(source.lookup.size(), target.lookup.size(), entries);
}

inline constexpr std::array<char, 8> lexicon_magic = {'F', 'D', 'L', 'E', 'X', 'B', 'I', 'N'};
inline constexpr std::uint32_t lexicon_binary_version = 1;
inline constexpr std::uint32_t byte_order_mark = 0x01020304;

struct LexiconBinaryHeader {
  std::array<char, 8> magic;
  std::uint32_t version;
  std::uint32_t byte_order;
  std::uint64_t source_size;
  std::uint64_t target_size;
  std::uint64_t entry_count;
  std::uint64_t checksum;
};
static_assert(sizeof(LexiconBinaryHeader) == 48);

// FNV-1a, 64 bits, continued from `hash`.
inline std::uint64_t fnv1a(const void* data, std::size_t bytes,
                           std::uint64_t hash = 0xcbf29ce484222325ull) {
  const auto* p = static_cast<const unsigned char*>(data);
  for (std::size_t i = 0; i < bytes; ++i) hash = (hash ^ p[i]) * 0x100000001b3ull;
  return hash;
}

inline std::uint64_t lexicon_checksum(std::span<const std::uint64_t> offsets,
                                      std::span<const TokenId> targets,
                                      std::span<const float> probabilities) {
  std::uint64_t hash = fnv1a(offsets.data(), offsets.size_bytes());
  hash = fnv1a(targets.data(), targets.size_bytes(), hash);
  return fnv1a(probabilities.data(), probabilities.size_bytes(), hash);
}

template <class T>
void read_array(std::ifstream& in, const std::string& path, std::vector<T>& values) {
  in.read(reinterpret_cast<char*>(values.data()),
          static_cast<std::streamsize>(values.size() * sizeof(T)));
  FASTDEC_REQUIRE(in.good(), "'", path, "': the binary lexicon ends early.");
}

}  // namespace detail

// Reads a text lexicon whose words are looked up in the model's vocabularies.
inline Lexicon read_lexicon_text(const std::string& path, const Vocabulary& source,
                                 const Vocabulary& target, const LexiconTextOptions& options = {}) {
  return detail::read_lexicon_text(path, {source, nullptr, "source"}, {target, nullptr, "target"},
                                   options);
}

// Reads a text lexicon and builds its vocabularies from it: ids in order of
// first appearance in the file.
inline LexiconWithVocabularies read_lexicon_text(const std::string& path,
                                                 const LexiconTextOptions& options = {}) {
  LexiconWithVocabularies result;
  result.lexicon = detail::read_lexicon_text(path, {result.source, &result.source, "source"},
                                             {result.target, &result.target, "target"}, options);
  return result;
}

// Writes every entry as "target source probability" (or the other order),
// rows in source id order, each best first.
inline void write_lexicon_text(const std::string& path, const Lexicon& lexicon,
                               const Vocabulary& source, const Vocabulary& target,
                               LexiconFieldOrder order = LexiconFieldOrder::target_source) {
  FASTDEC_REQUIRE(source.size() == lexicon.source_size() && target.size() == lexicon.target_size(),
                  "write_lexicon_text: the vocabularies have ", source.size(), " source and ",
                  target.size(), " target words but the lexicon was built for ",
                  lexicon.source_size(), " and ", lexicon.target_size(), ".");
  detail::LineWriter writer(path);
  std::ofstream& out = writer.stream();
  out.precision(std::numeric_limits<float>::max_digits10);
  for (std::size_t f = 0; f < lexicon.source_size(); ++f) {
    const std::string& source_word = source.word(static_cast<TokenId>(f));
    for (const Lexicon::Translation& t : lexicon.translations(static_cast<TokenId>(f))) {
      const std::string& target_word = target.word(t.target);
      if (order == LexiconFieldOrder::target_source)
        out << target_word << ' ' << source_word << ' ' << t.probability << '\n';
      else
        out << source_word << ' ' << target_word << ' ' << t.probability << '\n';
    }
  }
  writer.close();
}

inline void write_lexicon_binary(const std::string& path, const Lexicon& lexicon) {
  static_assert(std::endian::native == std::endian::little,
                "the binary lexicon format is little-endian");
  const auto translations = lexicon.all_translations();
  std::vector<TokenId> targets(translations.size());
  std::vector<float> probabilities(translations.size());
  for (std::size_t i = 0; i < translations.size(); ++i) {
    targets[i] = translations[i].target;
    probabilities[i] = translations[i].probability;
  }
  const detail::LexiconBinaryHeader header{
      detail::lexicon_magic,  detail::lexicon_binary_version, detail::byte_order_mark,
      lexicon.source_size(),  lexicon.target_size(),          translations.size(),
      detail::lexicon_checksum(lexicon.offsets(), targets, probabilities)};
  detail::LineWriter writer(path);
  std::ofstream& out = writer.stream();
  out.write(reinterpret_cast<const char*>(&header), sizeof(header));
  out.write(reinterpret_cast<const char*>(lexicon.offsets().data()),
            static_cast<std::streamsize>(lexicon.offsets().size_bytes()));
  out.write(reinterpret_cast<const char*>(targets.data()),
            static_cast<std::streamsize>(targets.size() * sizeof(TokenId)));
  out.write(reinterpret_cast<const char*>(probabilities.data()),
            static_cast<std::streamsize>(probabilities.size() * sizeof(float)));
  writer.close();
}

inline Lexicon read_lexicon_binary(const std::string& path) {
  std::ifstream in(path, std::ios::binary | std::ios::ate);
  FASTDEC_REQUIRE(in.is_open(), "cannot open '", path, "' for reading.");
  const auto file_size = static_cast<std::uint64_t>(in.tellg());
  in.seekg(0);
  detail::LexiconBinaryHeader header{};
  FASTDEC_REQUIRE(file_size >= sizeof(header), "'", path, "' has ", file_size,
                  " bytes, too few for a binary lexicon header (", sizeof(header), ").");
  in.read(reinterpret_cast<char*>(&header), sizeof(header));
  FASTDEC_REQUIRE(in.good() && header.magic == detail::lexicon_magic, "'", path,
                  "' is not a fastdec binary lexicon (wrong magic number).");
  FASTDEC_REQUIRE(header.byte_order == detail::byte_order_mark, "'", path,
                  "' was written with the other byte order.");
  FASTDEC_REQUIRE(header.version == detail::lexicon_binary_version, "'", path,
                  "' is binary lexicon version ", header.version, "; this reader knows version ",
                  detail::lexicon_binary_version, ".");
  // Sizes are checked against the file before anything is allocated, with
  // limits that keep the products below from overflowing.
  constexpr std::uint64_t id_limit = static_cast<std::uint64_t>(std::numeric_limits<TokenId>::max());
  FASTDEC_REQUIRE(header.source_size <= id_limit && header.target_size <= id_limit &&
                      header.entry_count <= file_size,
                  "'", path, "': the header claims ", header.source_size, " source words, ",
                  header.target_size, " target words and ", header.entry_count,
                  " entries, more than the file can hold.");
  const std::uint64_t expected = sizeof(header) + (header.source_size + 1) * sizeof(std::uint64_t) +
                                 header.entry_count * (sizeof(TokenId) + sizeof(float));
  FASTDEC_REQUIRE(expected == file_size, "'", path, "' has ", file_size,
                  " bytes but its header describes ", expected, ".");
  std::vector<std::uint64_t> offsets(header.source_size + 1);
  std::vector<TokenId> targets(header.entry_count);
  std::vector<float> probabilities(header.entry_count);
  detail::read_array(in, path, offsets);
  detail::read_array(in, path, targets);
  detail::read_array(in, path, probabilities);
  FASTDEC_REQUIRE(detail::lexicon_checksum(offsets, targets, probabilities) == header.checksum,
                  "'", path, "' is corrupt: its checksum does not match its contents.");
  std::vector<Lexicon::Translation> translations(header.entry_count);
  for (std::size_t i = 0; i < translations.size(); ++i)
    translations[i] = {targets[i], probabilities[i]};
  try {
    return Lexicon(header.source_size, header.target_size, std::move(offsets),
                   std::move(translations));
  } catch (const error& e) {
    detail::fail("'", path, "': ", e.what());
  }
}

}  // namespace fastdec
