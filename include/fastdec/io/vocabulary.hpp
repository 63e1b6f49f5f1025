// fastdec/io/vocabulary.hpp: words <-> token ids.
//
// A Vocabulary gives word i the id i. It is read from (and written to) a
// text file of one word per line, line n holding the word of id n - 1: the
// model's vocabulary file, so ids match the model's. It can also be built
// while reading a corpus or a lexicon (add() gives a new word the next id).
// Words are non-empty and contain no spaces or tabs (text formats split on
// them) and no "\r" or "\n" (a word must survive write() and read() as
// itself); a file breaking that, or listing a word twice, is a
// fastdec::error naming the file and line, and so is such a word given to
// the constructor or add().
//
// Thread safety: const member functions may run concurrently; add() may not.
#pragma once

#include <cstddef>
#include <functional>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "fastdec/core/error.hpp"
#include "fastdec/core/types.hpp"
#include "fastdec/io/text_file.hpp"

namespace fastdec {

class Vocabulary {
 public:
  Vocabulary() = default;

  // Word i of `words` gets id i. Throws on an invalid or repeated word.
  explicit Vocabulary(std::span<const std::string> words) {
    for (const std::string& word : words) {
      check_word(word);
      FASTDEC_REQUIRE(!find(word), "Vocabulary: the word '", word, "' is listed twice.");
      add(word);
    }
  }

  // One word per line; line n is the word of id n - 1.
  static Vocabulary read(const std::string& path) {
    Vocabulary vocabulary;
    detail::LineReader reader(path);
    while (reader.next()) {
      const std::string_view word = reader.line();
      if (const char* problem = word_problem(word))
        reader.fail("the vocabulary word ", problem, ".");
      if (const auto id = vocabulary.find(word))
        reader.fail("the word '", word, "' is already id ", *id, ".");
      vocabulary.add(word);
    }
    return vocabulary;
  }

  void write(const std::string& path) const {
    detail::LineWriter writer(path);
    for (const std::string& word : words_) writer.stream() << word << '\n';
    writer.close();
  }

  std::size_t size() const noexcept { return words_.size(); }
  std::span<const std::string> words() const noexcept { return words_; }

  std::optional<TokenId> find(std::string_view word) const {
    const auto it = ids_.find(word);
    if (it == ids_.end()) return std::nullopt;
    return it->second;
  }

  // The word's id, adding the word with the next id if it is new.
  TokenId add(std::string_view word) {
    if (const auto id = find(word)) return *id;
    check_word(word);
    FASTDEC_REQUIRE(words_.size() < static_cast<std::size_t>(std::numeric_limits<TokenId>::max()),
                    "Vocabulary: more words than a TokenId can number.");
    const auto id = static_cast<TokenId>(words_.size());
    words_.emplace_back(word);
    ids_.emplace(words_.back(), id);
    return id;
  }

  const std::string& word(TokenId id) const {
    FASTDEC_REQUIRE(id >= 0 && static_cast<std::size_t>(id) < words_.size(), "Vocabulary: id ", id,
                    " is outside the vocabulary (", words_.size(), " words).");
    return words_[static_cast<std::size_t>(id)];
  }

 private:
  struct Hash {
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const noexcept {
      return std::hash<std::string_view>{}(s);
    }
  };

  // What is wrong with `word` as a vocabulary entry, or nullptr.
  // A line break could not be written back as part of the word: "\n" ends
  // the line, and a "\r" before it would be read as the "\r\n" ending.
  static const char* word_problem(std::string_view word) noexcept {
    if (word.empty()) return "is empty";
    for (char c : word) {
      if (detail::is_field_separator(c)) return "contains a space or tab";
      if (c == '\r' || c == '\n') return "contains a line break (\\r or \\n)";
    }
    return nullptr;
  }

  static void check_word(std::string_view word) {
    if (const char* problem = word_problem(word))
      detail::fail("Vocabulary: the word '", word, "' ", problem, ".");
  }

  std::vector<std::string> words_;
  std::unordered_map<std::string, TokenId, Hash, std::equal_to<>> ids_;
};

}  // namespace fastdec
