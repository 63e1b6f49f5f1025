// fastdec/io/parallel_corpus.hpp: tokenized sentence pairs as token ids.
//
// Read from fast_align's input format (one pair per line,
// "source words ||| target words") or from two line-aligned files. Words are
// split on spaces and tabs and mapped through Vocabularies that grow as new
// words appear (pass the model's vocabularies to keep its ids; new words then
// get ids after the model's). A side may be empty. A line without exactly
// one "|||", or two files of different lengths, is a fastdec::error naming
// the file and line.
#pragma once

#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "fastdec/core/error.hpp"
#include "fastdec/core/types.hpp"
#include "fastdec/io/text_file.hpp"
#include "fastdec/io/vocabulary.hpp"

namespace fastdec {

class ParallelCorpus {
 public:
  void add(Sentence source, Sentence target) {
    source_.insert(source_.end(), source.begin(), source.end());
    target_.insert(target_.end(), target.begin(), target.end());
    source_offsets_.push_back(source_.size());
    target_offsets_.push_back(target_.size());
  }

  std::size_t size() const noexcept { return source_offsets_.size() - 1; }
  Sentence source(std::size_t i) const { return slice(source_, source_offsets_, i); }
  Sentence target(std::size_t i) const { return slice(target_, target_offsets_, i); }

 private:
  static Sentence slice(const std::vector<TokenId>& tokens, const std::vector<std::size_t>& offsets,
                        std::size_t i) {
    FASTDEC_REQUIRE(i + 1 < offsets.size(), "ParallelCorpus: pair ", i, " is past the end (",
                    offsets.size() - 1, " pairs).");
    return Sentence(tokens).subspan(offsets[i], offsets[i + 1] - offsets[i]);
  }

  std::vector<TokenId> source_, target_;
  std::vector<std::size_t> source_offsets_ = {0}, target_offsets_ = {0};
};

namespace detail {

inline void words_to_ids(std::string_view text, Vocabulary& vocabulary,
                         std::vector<std::string_view>& fields, std::vector<TokenId>& ids) {
  split_fields(text, fields);
  ids.clear();
  for (std::string_view word : fields) ids.push_back(vocabulary.add(word));
}

}  // namespace detail

// fast_align's format: "source words ||| target words" on each line.
inline ParallelCorpus read_parallel_text(const std::string& path, Vocabulary& source,
                                         Vocabulary& target) {
  constexpr std::string_view separator = "|||";
  ParallelCorpus corpus;
  detail::LineReader reader(path);
  std::vector<std::string_view> fields;
  std::vector<TokenId> source_ids, target_ids;
  while (reader.next()) {
    const std::string_view line = reader.line();
    const std::size_t at = line.find(separator);
    if (at == std::string_view::npos)
      reader.fail("expected 'source words ||| target words', found no '|||'.");
    if (line.find(separator, at + separator.size()) != std::string_view::npos)
      reader.fail("found more than one '|||'.");
    detail::words_to_ids(line.substr(0, at), source, fields, source_ids);
    detail::words_to_ids(line.substr(at + separator.size()), target, fields, target_ids);
    corpus.add(source_ids, target_ids);
  }
  return corpus;
}

// Two files, line i of `target_path` the translation of line i of `source_path`.
inline ParallelCorpus read_parallel_text(const std::string& source_path,
                                         const std::string& target_path, Vocabulary& source,
                                         Vocabulary& target) {
  ParallelCorpus corpus;
  detail::LineReader source_reader(source_path), target_reader(target_path);
  std::vector<std::string_view> fields;
  std::vector<TokenId> source_ids, target_ids;
  for (;;) {
    const bool more_source = source_reader.next();
    const bool more_target = target_reader.next();
    if (more_source != more_target) {
      const detail::LineReader& shorter = more_source ? target_reader : source_reader;
      detail::fail("'", shorter.path(), "' ends after line ", shorter.number(), " but '",
                   (more_source ? source_reader : target_reader).path(),
                   "' goes on; the files must have the same number of lines.");
    }
    if (!more_source) return corpus;
    detail::words_to_ids(source_reader.line(), source, fields, source_ids);
    detail::words_to_ids(target_reader.line(), target, fields, target_ids);
    corpus.add(source_ids, target_ids);
  }
}

}  // namespace fastdec
