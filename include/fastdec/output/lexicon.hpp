// fastdec/output/lexicon.hpp: a lexical translation table P(e|f), immutable.
//
// The table a word-alignment shortlist is built from (Shi & Knight 2017,
// section 2.3, step 1): for each source word f, the target words e it
// translates to with their probabilities P(e|f).
//
// Id spaces: a source id is a position in the source vocabulary
// [0, source_size()); a target id is a position in the target vocabulary
// [0, target_size()), which must be the model's output vocabulary when the
// lexicon feeds an AlignmentShortlist. Words are not stored: io/lexicon_io.hpp
// maps them through a Vocabulary when reading or writing text.
//
// Layout: compressed rows. translations(f) lists f's entries best first
// (higher probability, ties by lower target id), each target at most once.
// Probabilities are finite and in [0, 1]; they need not sum to one (a pruned
// table does not). Both vocabulary sizes are at most the TokenId range,
// checked before anything is allocated; memory is 8 bytes per source word
// plus 8 per entry, whatever the target vocabulary's size.
//
// Thread safety: immutable after construction; share it between threads.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <span>
#include <utility>
#include <vector>

#include "fastdec/core/error.hpp"
#include "fastdec/core/types.hpp"

namespace fastdec {

// One table entry: P(target | source) = probability.
struct LexiconEntry {
  TokenId source;
  TokenId target;
  float probability;
};

class Lexicon {
 public:
  struct Translation {
    TokenId target;
    float probability;
  };

  Lexicon() = default;  // no words, no entries

  // From entries in any order. Throws fastdec::error on an id outside its
  // vocabulary, a probability outside [0, 1], or a (source, target) pair
  // listed twice.
  Lexicon(std::size_t source_size, std::size_t target_size, std::span<const LexiconEntry> entries)
      : source_size_(source_size), target_size_(target_size) {
    check_vocabulary_sizes();  // before offsets_ is sized by source_size
    offsets_.assign(source_size_ + 1, 0);
    for (const LexiconEntry& entry : entries) {
      check_id("source", entry.source, source_size_);
      check_id("target", entry.target, target_size_);
      check_probability(entry.probability);
      ++offsets_[static_cast<std::size_t>(entry.source) + 1];
    }
    for (std::size_t f = 0; f < source_size_; ++f) offsets_[f + 1] += offsets_[f];
    translations_.resize(entries.size());
    std::vector<std::uint64_t> next(offsets_.begin(), offsets_.end() - 1);
    for (const LexiconEntry& entry : entries)
      translations_[next[static_cast<std::size_t>(entry.source)]++] = {entry.target,
                                                                       entry.probability};
    for (std::size_t f = 0; f < source_size_; ++f) {
      const auto first = translations_.begin() + static_cast<std::ptrdiff_t>(offsets_[f]);
      const auto last = translations_.begin() + static_cast<std::ptrdiff_t>(offsets_[f + 1]);
      std::sort(first, last, better);
    }
    check_unique_targets();
  }

  // From the compressed rows themselves (what the binary reader has):
  // offsets [source_size + 1] with offsets[0] = 0, non-decreasing, ending at
  // translations.size(); each row best first. Throws fastdec::error when the
  // arrays break any of the rules above.
  Lexicon(std::size_t source_size, std::size_t target_size, std::vector<std::uint64_t> offsets,
          std::vector<Translation> translations)
      : source_size_(source_size),
        target_size_(target_size),
        offsets_(std::move(offsets)),
        translations_(std::move(translations)) {
    check_vocabulary_sizes();
    FASTDEC_REQUIRE(offsets_.size() == source_size_ + 1, "Lexicon: there are ", offsets_.size(),
                    " row offsets for ", source_size_, " source words; expected ", source_size_ + 1,
                    ".");
    FASTDEC_REQUIRE(offsets_.front() == 0 && offsets_.back() == translations_.size(),
                    "Lexicon: the row offsets run from ", offsets_.front(), " to ", offsets_.back(),
                    " but must run from 0 to the entry count ", translations_.size(), ".");
    // Monotone offsets from 0 to the entry count keep every row in bounds.
    for (std::size_t f = 0; f < source_size_; ++f)
      FASTDEC_REQUIRE(offsets_[f] <= offsets_[f + 1], "Lexicon: row offset ", f + 1, " (",
                      offsets_[f + 1], ") is below row offset ", f, " (", offsets_[f], ").");
    for (std::size_t f = 0; f < source_size_; ++f) {
      for (std::uint64_t i = offsets_[f]; i < offsets_[f + 1]; ++i) {
        check_id("target", translations_[i].target, target_size_);
        check_probability(translations_[i].probability);
        FASTDEC_REQUIRE(i == offsets_[f] || better(translations_[i - 1], translations_[i]),
                        "Lexicon: the translations of source word ", f,
                        " are not ordered best first (entry ", i - offsets_[f], ").");
      }
    }
    check_unique_targets();
  }

  std::size_t source_size() const noexcept { return source_size_; }
  std::size_t target_size() const noexcept { return target_size_; }
  std::size_t entry_count() const noexcept { return translations_.size(); }

  // Source word f's translations, best first; empty for a word without entries.
  std::span<const Translation> translations(TokenId source) const {
    check_id("source", source, source_size_);
    const auto f = static_cast<std::size_t>(source);
    return std::span<const Translation>(translations_)
        .subspan(offsets_[f], offsets_[f + 1] - offsets_[f]);
  }

  // The compressed rows, for serialization.
  std::span<const std::uint64_t> offsets() const noexcept { return offsets_; }
  std::span<const Translation> all_translations() const noexcept { return translations_; }

 private:
  static bool better(const Translation& a, const Translation& b) noexcept {
    return a.probability > b.probability || (a.probability == b.probability && a.target < b.target);
  }

  // Both sizes are checked before anything is allocated from them.
  void check_vocabulary_sizes() const {
    constexpr auto limit = static_cast<std::size_t>(std::numeric_limits<TokenId>::max());
    FASTDEC_REQUIRE(source_size_ <= limit && target_size_ <= limit, "Lexicon: vocabularies of ",
                    source_size_, " source and ", target_size_,
                    " target words exceed the TokenId range (", limit, ").");
  }

  static void check_id(const char* side, TokenId id, std::size_t size) {
    FASTDEC_REQUIRE(id >= 0 && static_cast<std::size_t>(id) < size, "Lexicon: ", side, " word ", id,
                    " is outside the ", side, " vocabulary (", size, " words).");
  }

  static void check_probability(float p) {
    FASTDEC_REQUIRE(std::isfinite(p) && p >= 0.0f && p <= 1.0f, "Lexicon: probability ", p,
                    " is outside [0, 1].");
  }

  // Within a row sorted by probability, a repeated target may sit anywhere:
  // sort a copy of each row's targets to find it. Memory follows the longest
  // row, never the target vocabulary (which may be as large as TokenId allows).
  void check_unique_targets() const {
    std::vector<TokenId> row;
    for (std::size_t f = 0; f < source_size_; ++f) {
      row.clear();
      for (std::uint64_t i = offsets_[f]; i < offsets_[f + 1]; ++i)
        row.push_back(translations_[i].target);
      std::sort(row.begin(), row.end());
      const auto repeated = std::adjacent_find(row.begin(), row.end());
      FASTDEC_REQUIRE(repeated == row.end(), "Lexicon: source word ", f, " lists target word ",
                      *repeated, " twice.");
    }
  }

  std::size_t source_size_ = 0;
  std::size_t target_size_ = 0;
  std::vector<std::uint64_t> offsets_ = {0};  // [source_size + 1]
  std::vector<Translation> translations_;     // [entry_count], row by row
};

}  // namespace fastdec
