// fastdec/eval/coverage.hpp: word-type coverage (TC) of run-time
// vocabularies against reference translations (Shi & Knight 2017, section 3):
//
//   TC = |{run-time vocab} ∩ {word types in test}| / |{word types in test}|
//
// Feed it sentence by sentence: the run-time vocabulary the sentence was
// decoded with and the sentence's reference translation (target ids).
// type_coverage() is the paper's TC, each word type of the test references
// counted once: a type counts as covered when the run-time vocabulary of a
// sentence whose reference contains it includes it. For a fixed vocabulary
// (full softmax, a frequency shortlist) that is exactly the formula above;
// for per-sentence vocabularies (word alignments) it is its natural reading.
// sentence_type_coverage() is stricter: the share of (sentence, type) pairs
// covered by that sentence's vocabulary, so a type must be reachable in every
// sentence that needs it.
//
// Reference ids may lie past the model's vocabulary: give words the model
// cannot produce ids of their own there (e.g. by growing a Vocabulary); they
// count as types no run-time vocabulary covers, which is why the paper's full
// vocabulary scores below 1 (0.84 to 0.95).
//
// Memory grows with the number of distinct ids seen, not with their values.
// Not thread-safe; one per measurement.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <unordered_map>

#include "fastdec/core/error.hpp"
#include "fastdec/core/types.hpp"

namespace fastdec {

class TypeCoverage {
 public:
  // `run_time_vocabulary`: any order, duplicates allowed; `reference`: the
  // reference translation's token ids (>= 0).
  void add(std::span<const TokenId> run_time_vocabulary, std::span<const TokenId> reference) {
    ++round_;
    for (TokenId id : run_time_vocabulary) {
      FASTDEC_REQUIRE(id >= 0, "TypeCoverage::add: run-time vocabulary token ", id,
                      " is negative.");
      slot(id).in_vocabulary = round_;
    }
    for (TokenId id : reference) {
      FASTDEC_REQUIRE(id >= 0, "TypeCoverage::add: reference token ", id, " is negative.");
      Type& type = slot(id);
      if (type.in_reference == round_) continue;  // a type counts once per sentence
      type.in_reference = round_;
      const bool covered = type.in_vocabulary == round_;
      ++sentence_types_;
      sentence_types_covered_ += covered ? 1 : 0;
      if (!type.seen) ++types_;
      type.seen = true;
      if (covered && !type.covered) ++types_covered_;
      type.covered = type.covered || covered;
    }
  }

  std::size_t types() const noexcept { return types_; }
  std::size_t covered_types() const noexcept { return types_covered_; }
  // The paper's TC; 1 when no reference was added.
  double type_coverage() const noexcept { return ratio(types_covered_, types_); }
  // Share of (sentence, type) pairs covered by that sentence's vocabulary.
  double sentence_type_coverage() const noexcept {
    return ratio(sentence_types_covered_, sentence_types_);
  }

 private:
  struct Type {
    std::uint64_t in_vocabulary = 0;  // last sentence whose vocabulary had it
    std::uint64_t in_reference = 0;   // last sentence whose reference had it
    bool seen = false;
    bool covered = false;
  };

  // Ids may be anything up to the TokenId maximum, so they key a hash map
  // rather than index an array sized by the largest id seen.
  Type& slot(TokenId id) { return types_by_id_[id]; }

  static double ratio(std::size_t part, std::size_t whole) noexcept {
    return whole == 0 ? 1.0 : static_cast<double>(part) / static_cast<double>(whole);
  }

  std::unordered_map<TokenId, Type> types_by_id_;
  std::uint64_t round_ = 0;
  std::size_t types_ = 0;
  std::size_t types_covered_ = 0;
  std::size_t sentence_types_ = 0;
  std::size_t sentence_types_covered_ = 0;
};

}  // namespace fastdec
