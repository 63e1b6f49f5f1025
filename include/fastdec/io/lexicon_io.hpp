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
// A LexiconTextSummary counts what was kept and dropped; a file of which
// fewer than half the entries fit the model's vocabularies is an error that
// says whether the other column order would fit
// (LexiconTextOptions::min_kept_fraction).
// A line with the wrong number of fields, a score that is not a number or is
// outside [0, 1] (probabilities) or above 0 (log-probabilities), or a
// (source, target) pair listed twice is a fastdec::error "path:line: ...".
//
// Binary (ours): the fastdec container (io/binary_format.hpp: magic
// "FDLEXBIN", version 2, payload size, checksum over everything; see
// docs/file-formats.md) around this payload, little-endian:
//   u64 source_size   u64 target_size   u64 entry_count
//   u64 offsets[source_size + 1]   i32 targets[entry_count]   f32 probabilities[entry_count]
// The sizes must match the payload before anything is allocated, the
// checksum must match, and the arrays are then validated as the Lexicon
// constructor does (ids in range, rows ordered best first); nothing is
// allocated in proportion to target_size, which the file cannot back.
// Version-1 files are rejected by version: write them again.
//
// Cold code: plain inline functions, no templates.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <fstream>
#include <istream>
#include <limits>
#include <optional>
#include <ostream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "fastdec/core/checked_size.hpp"
#include "fastdec/core/error.hpp"
#include "fastdec/core/named_enum.hpp"
#include "fastdec/io/binary_format.hpp"
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
  // With the model's vocabularies and UnknownWords::skip: keeping fewer than
  // this fraction of the file's entries (lines of three fields, the empty
  // word's left aside) is an error, since it means a file in the other column
  // order or for other vocabularies far more often than a small vocabulary.
  // 0 turns the check off.
  double min_kept_fraction = 0.5;
};

// What reading a text lexicon kept and dropped, line by line.
struct LexiconTextSummary {
  std::size_t entries = 0;        // lines of three fields
  std::size_t kept = 0;           // entries in the lexicon
  std::size_t empty_word = 0;     // entries of the aligner's empty word (null_words), skipped
  std::size_t unknown_words = 0;  // entries with a word outside the vocabularies, skipped
  std::size_t unknown_source = 0, unknown_target = 0;  // of those, by side (both may count)
  // Entries whose words would both be known with the columns swapped.
  std::size_t kept_if_swapped = 0;
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
  if (!parse_finite(field, value)) reader.fail("the score '", field, "' is not a finite number.");
  if (scores == LexiconScores::log_probability) {
    if (value > 0) reader.fail("the log-probability ", value, " is above 0.");
    return static_cast<float>(std::exp(value));
  }
  if (value < 0 || value > 1) reader.fail("the probability ", value, " is outside [0, 1].");
  return static_cast<float>(value);
}

// "source target probability" rather than "target source probability" (or
// the reverse), for messages.
inline const char* lexicon_order_text(LexiconFieldOrder order) {
  return order == LexiconFieldOrder::target_source ? "target source probability"
                                                   : "source target probability";
}

// Fewer entries kept than LexiconTextOptions::min_kept_fraction is an error
// that says what was dropped and whether the other column order fits.
inline void check_kept_fraction(const std::string& path, const LexiconTextSummary& summary,
                                const LexiconTextOptions& options) {
  const std::size_t considered = summary.entries - summary.empty_word;
  if (considered == 0 || static_cast<double>(summary.kept) >=
                             options.min_kept_fraction * static_cast<double>(considered))
    return;
  const LexiconFieldOrder other = options.order == LexiconFieldOrder::target_source
                                      ? LexiconFieldOrder::source_target
                                      : LexiconFieldOrder::target_source;
  std::ostringstream message;
  message << path << ": only " << summary.kept << " of " << considered
          << " lexicon entries have both words in the vocabularies (" << summary.unknown_source
          << " with an unknown source word, " << summary.unknown_target
          << " with an unknown target word), reading the columns as '"
          << lexicon_order_text(options.order) << "'. Read as '" << lexicon_order_text(other)
          << "', " << summary.kept_if_swapped << " would be kept";
  if (summary.kept_if_swapped > 2 * summary.kept)
    message << ": the file is probably in that order (LexiconFieldOrder::"
            << (other == LexiconFieldOrder::source_target ? "source_target" : "target_source")
            << ").";
  else
    message << ": the file may be for other vocabularies (LexiconTextOptions::min_kept_fraction "
               "= 0 reads it anyway).";
  fail(message.str());
}

inline Lexicon read_lexicon_text(const std::string& path, const LexiconSide& source,
                                 const LexiconSide& target, const LexiconTextOptions& options,
                                 LexiconTextSummary& summary) {
  summary = {};
  require_named(options.order, {LexiconFieldOrder::target_source, LexiconFieldOrder::source_target},
                "LexiconTextOptions::order");
  require_named(options.scores, {LexiconScores::probability, LexiconScores::log_probability},
                "LexiconTextOptions::scores");
  require_named(options.unknown_words, {UnknownWords::skip, UnknownWords::error},
                "LexiconTextOptions::unknown_words");
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
    ++summary.entries;
    if (is_null(source_word) || is_null(target_word)) {
      ++summary.empty_word;
      continue;
    }
    const auto f = lexicon_word_id(reader, source, source_word, options.unknown_words);
    const auto e = lexicon_word_id(reader, target, target_word, options.unknown_words);
    if (f && e) {
      parsed.push_back({{*f, *e, probability}, reader.number()});
    } else {
      ++summary.unknown_words;
      summary.unknown_source += f ? 0 : 1;
      summary.unknown_target += e ? 0 : 1;
    }
    if (source.grow == nullptr && source.lookup.find(target_word) &&
        target.lookup.find(source_word))
      ++summary.kept_if_swapped;
  }
  summary.kept = parsed.size();
  if (source.grow == nullptr && options.unknown_words == UnknownWords::skip)
    check_kept_fraction(path, summary, options);
  std::sort(parsed.begin(), parsed.end(),
            [](const ParsedLexiconEntry& a, const ParsedLexiconEntry& b) {
              if (a.entry.source != b.entry.source) return a.entry.source < b.entry.source;
              if (a.entry.target != b.entry.target) return a.entry.target < b.entry.target;
              return a.line < b.line;
            });
  for (std::size_t i = 1; i < parsed.size(); ++i) {
    const LexiconEntry& a = parsed[i - 1].entry;
    const LexiconEntry& b = parsed[i].entry;
    FASTDEC_REQUIRE(a.source != b.source || a.target != b.target, path, ":", parsed[i].line,
                    ": the pair (source '", source.lookup.word(b.source), "', target '",
                    target.lookup.word(b.target), "') was already given on line ",
                    parsed[i - 1].line, ".");
  }
  std::vector<LexiconEntry> entries(parsed.size());
  for (std::size_t i = 0; i < parsed.size(); ++i) entries[i] = parsed[i].entry;
  return Lexicon(source.lookup.size(), target.lookup.size(), entries);
}

inline constexpr FileKind lexicon_file{
    {'F', 'D', 'L', 'E', 'X', 'B', 'I', 'N'}, 2, "binary lexicon"};

}  // namespace detail

// Reads a text lexicon whose words are looked up in the model's vocabularies;
// `summary` says how many entries were kept and why the others were dropped.
inline Lexicon read_lexicon_text(const std::string& path, const Vocabulary& source,
                                 const Vocabulary& target, const LexiconTextOptions& options,
                                 LexiconTextSummary& summary) {
  return detail::read_lexicon_text(path, {source, nullptr, "source"}, {target, nullptr, "target"},
                                   options, summary);
}

inline Lexicon read_lexicon_text(const std::string& path, const Vocabulary& source,
                                 const Vocabulary& target, const LexiconTextOptions& options = {}) {
  LexiconTextSummary summary;
  return read_lexicon_text(path, source, target, options, summary);
}

// Reads a text lexicon and builds its vocabularies from it: ids in order of
// first appearance in the file.
inline LexiconWithVocabularies read_lexicon_text(const std::string& path,
                                                 const LexiconTextOptions& options = {}) {
  LexiconWithVocabularies result;
  LexiconTextSummary summary;
  result.lexicon =
      detail::read_lexicon_text(path, {result.source, &result.source, "source"},
                                {result.target, &result.target, "target"}, options, summary);
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

inline void write_lexicon_binary(std::ostream& stream, const Lexicon& lexicon,
                                 const std::string& destination = "the output stream") {
  const auto translations = lexicon.all_translations();
  std::vector<TokenId> targets(translations.size());
  std::vector<float> probabilities(translations.size());
  for (std::size_t i = 0; i < translations.size(); ++i) {
    targets[i] = translations[i].target;
    probabilities[i] = translations[i].probability;
  }
  const std::uint64_t payload = 3 * sizeof(std::uint64_t) + lexicon.offsets().size_bytes() +
                                translations.size() * (sizeof(TokenId) + sizeof(float));
  detail::BinaryWriter out(stream, destination, detail::lexicon_file, payload);
  out.write(std::uint64_t{lexicon.source_size()});
  out.write(std::uint64_t{lexicon.target_size()});
  out.write(std::uint64_t{translations.size()});
  out.write_array(lexicon.offsets().data(), lexicon.offsets().size());
  out.write_array(targets.data(), targets.size());
  out.write_array(probabilities.data(), probabilities.size());
  out.finish();
}

inline void write_lexicon_binary(const std::string& path, const Lexicon& lexicon) {
  std::ofstream file(path, std::ios::binary);
  FASTDEC_REQUIRE(file.is_open(), "cannot open '", path, "' for writing.");
  write_lexicon_binary(file, lexicon, "'" + path + "'");
  file.close();
  FASTDEC_REQUIRE(!file.fail(), "writing '", path, "' failed.");
}

// Reads one binary lexicon from `stream` and leaves the stream after it.
// `source` names the stream in errors.
inline Lexicon read_lexicon_binary(std::istream& stream, const std::string& source = "the stream") {
  detail::BinaryReader in(stream, source, detail::lexicon_file);
  const auto source_size = in.read<std::uint64_t>("source vocabulary size");
  const auto target_size = in.read<std::uint64_t>("target vocabulary size");
  const auto entry_count = in.read<std::uint64_t>("entry count");
  constexpr std::uint64_t id_limit =
      static_cast<std::uint64_t>(std::numeric_limits<TokenId>::max());
  in.require(source_size <= id_limit && target_size <= id_limit, "claims ", source_size,
             " source and ", target_size, " target words; a vocabulary holds at most ", id_limit,
             ".");
  // source_size < 2^31: the offsets cannot overflow; the entries are checked.
  const std::uint64_t offset_bytes = (source_size + 1) * sizeof(std::uint64_t);
  std::uint64_t entry_bytes = 0;
  const bool fits = detail::checked_mul(entry_count, std::uint64_t{sizeof(TokenId) + sizeof(float)},
                                        entry_bytes) &&
                    detail::checked_add(entry_bytes, offset_bytes, entry_bytes);
  in.require(fits, "claims ", entry_count, " entries, which need more than 2^64 bytes.");
  in.require(entry_bytes == in.payload_left(), "claims ", source_size, " source words and ",
             entry_count, " entries, which need ", entry_bytes, " bytes, but its payload holds ",
             in.payload_left(), ".");
  std::vector<std::uint64_t> offsets =
      in.read_vector<std::uint64_t>(source_size + 1, "row offsets");
  const std::vector<TokenId> targets = in.read_vector<TokenId>(entry_count, "targets");
  const std::vector<float> probabilities = in.read_vector<float>(entry_count, "probabilities");
  in.finish();
  std::vector<Lexicon::Translation> translations(targets.size());
  for (std::size_t i = 0; i < translations.size(); ++i)
    translations[i] = {targets[i], probabilities[i]};
  try {
    return Lexicon(static_cast<std::size_t>(source_size), static_cast<std::size_t>(target_size),
                   std::move(offsets), std::move(translations));
  } catch (const error& e) {
    in.require(false, "is not a valid lexicon: ", e.what());
    throw;
  }
}

inline Lexicon read_lexicon_binary(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  FASTDEC_REQUIRE(file.is_open(), "cannot open '", path, "' for reading.");
  Lexicon lexicon = read_lexicon_binary(file, "'" + path + "'");
  FASTDEC_REQUIRE(file.peek() == std::ifstream::traits_type::eof(), "'", path,
                  "' has bytes after its checksum.");
  return lexicon;
}

}  // namespace fastdec
