// examples/build_lexicon.cpp: make a word-alignment shortlist without an
// external aligner.
//
// Trains IBM Model 1 by EM (optionally with fast_align's diagonal prior) on a
// tokenized parallel corpus and writes the lexical table P(e|f) as text,
// "target source probability" per line (the layout Marian's shortlist and
// fastdec's read_lexicon_text read), and optionally in fastdec's binary form
// together with the two vocabularies its ids refer to. It then reads what it
// wrote back, shows the best translations of a few words, and measures the
// word-type coverage (TC) of WA-M run-time vocabularies on the corpus.
//
//   build_lexicon [--corpus FILE | --source FILE --target FILE] [--output FILE]
//                 [--binary FILE] [--iterations N] [--diagonal-tension X]
//                 [--null-probability P] [--min-probability P]
//                 [--show WORD,WORD,...] [--coverage M]
//
// --corpus: fast_align's "source ||| target" lines (default: the bundled
//   examples/data/parallel.de-en.txt); --source/--target: two aligned files.
// --binary FILE also writes FILE.source.vocab and FILE.target.vocab.
//
//   build_lexicon --convert TEXT --source-vocab FILE --target-vocab FILE --binary FILE
//
// converts a text lexicon ("target source probability") into the binary form
// in a model's ids instead (its vocabularies: one word per line, id = line -
// 1): what ships beside a model, which loads it without parsing text. Every
// entry must fit the vocabularies.
// Defaults: 5 iterations, no diagonal prior (0; fast_align uses 4), null
// probability 0.08 (with the prior only), min probability 0.001, output
// lexicon.s2t.txt, coverage M = 10.
#include <chrono>
#include <cstdio>
#include <exception>
#include <functional>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "fastdec/eval/coverage.hpp"
#include "fastdec/io.hpp"
#include "fastdec/output/alignment_shortlist.hpp"
#include "fastdec/train/ibm_model1.hpp"

namespace {

struct Arguments {
  std::string corpus = FASTDEC_EXAMPLES_DATA_DIR "/parallel.de-en.txt";
  std::string source, target;
  std::string output = "lexicon.s2t.txt";
  std::string binary;
  std::string convert, source_vocab, target_vocab;
  fastdec::IbmModel1Options training;
  std::vector<std::string> show;
  std::size_t coverage_m = 10;
};

std::vector<std::string> split_commas(const std::string& text) {
  std::vector<std::string> parts;
  std::stringstream in(text);
  for (std::string part; std::getline(in, part, ',');)
    if (!part.empty()) parts.push_back(part);
  return parts;
}

Arguments parse(int argc, char** argv) {
  Arguments a;
  using Setter = std::function<void(const std::string&)>;
  const std::map<std::string, Setter> flags = {
      {"--corpus", [&](const std::string& v) { a.corpus = v; }},
      {"--source", [&](const std::string& v) { a.source = v; }},
      {"--target", [&](const std::string& v) { a.target = v; }},
      {"--output", [&](const std::string& v) { a.output = v; }},
      {"--binary", [&](const std::string& v) { a.binary = v; }},
      {"--convert", [&](const std::string& v) { a.convert = v; }},
      {"--source-vocab", [&](const std::string& v) { a.source_vocab = v; }},
      {"--target-vocab", [&](const std::string& v) { a.target_vocab = v; }},
      {"--iterations", [&](const std::string& v) { a.training.iterations = std::stoul(v); }},
      {"--diagonal-tension",
       [&](const std::string& v) { a.training.diagonal_tension = std::stod(v); }},
      {"--null-probability",
       [&](const std::string& v) { a.training.null_probability = std::stod(v); }},
      {"--min-probability",
       [&](const std::string& v) { a.training.min_probability = std::stof(v); }},
      {"--show", [&](const std::string& v) { a.show = split_commas(v); }},
      {"--coverage", [&](const std::string& v) { a.coverage_m = std::stoul(v); }},
  };
  for (int i = 1; i < argc; i += 2) {
    const auto flag = flags.find(argv[i]);
    if (flag == flags.end()) throw std::runtime_error(std::string("unknown option ") + argv[i]);
    if (i + 1 >= argc) throw std::runtime_error(std::string("missing value after ") + argv[i]);
    flag->second(argv[i + 1]);
  }
  if (a.source.empty() != a.target.empty())
    throw std::runtime_error("--source and --target go together");
  if (!a.convert.empty() && (a.source_vocab.empty() || a.target_vocab.empty() || a.binary.empty()))
    throw std::runtime_error("--convert needs --source-vocab, --target-vocab and --binary");
  return a;
}

void show_translations(const fastdec::Lexicon& lexicon, const fastdec::Vocabulary& source,
                       const fastdec::Vocabulary& target, const std::vector<std::string>& words) {
  for (const std::string& word : words) {
    const auto id = source.find(word);
    if (!id) {
      std::printf("  %s: not in the corpus\n", word.c_str());
      continue;
    }
    std::printf("  %s ->", word.c_str());
    const auto translations = lexicon.translations(*id);
    for (std::size_t i = 0; i < translations.size() && i < 3; ++i)
      std::printf(" %s %.3f", target.word(translations[i].target).c_str(),
                  static_cast<double>(translations[i].probability));
    std::printf("\n");
  }
}

// TC of WA-M run-time vocabularies (EOS-free: the corpus has none) against
// the corpus's own targets: how much of each reference the shortlist reaches.
void report_coverage(const fastdec::Lexicon& lexicon, const fastdec::ParallelCorpus& corpus,
                     std::size_t m) {
  const fastdec::AlignmentVocabulary selection(lexicon, {.words_per_source = m});
  fastdec::TypeCoverage coverage;
  std::size_t total_size = 0;
  for (std::size_t p = 0; p < corpus.size(); ++p) {
    const std::vector<fastdec::TokenId> words = selection.run_time_vocabulary(corpus.source(p));
    coverage.add(words, corpus.target(p));
    total_size += words.size();
  }
  std::printf(
      "WA%zu on the training corpus: %.1f words per sentence of %zu, word-type coverage "
      "TC %.3f (per sentence %.3f)\n",
      m, static_cast<double>(total_size) / static_cast<double>(corpus.size()),
      lexicon.target_size(), coverage.type_coverage(), coverage.sentence_type_coverage());
}

// --convert: the text lexicon in the model's ids, written as binary and read back.
int convert_to_binary(const Arguments& args) {
  const fastdec::Vocabulary source = fastdec::Vocabulary::read(args.source_vocab);
  const fastdec::Vocabulary target = fastdec::Vocabulary::read(args.target_vocab);
  const fastdec::Lexicon lexicon = fastdec::read_lexicon_text(
      args.convert, source, target, {.unknown_words = fastdec::UnknownWords::error});
  fastdec::write_lexicon_binary(args.binary, lexicon);
  const fastdec::Lexicon reread = fastdec::read_lexicon_binary(args.binary);
  std::printf("wrote %s: %zu entries over %zu source and %zu target words (read back: %zu)\n",
              args.binary.c_str(), lexicon.entry_count(), lexicon.source_size(),
              lexicon.target_size(), reread.entry_count());
  if (!args.show.empty()) {
    std::printf("best translations:\n");
    show_translations(reread, source, target, args.show);
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) try {
  const Arguments args = parse(argc, argv);
  if (!args.convert.empty()) return convert_to_binary(args);
  fastdec::Vocabulary source, target;
  const fastdec::ParallelCorpus corpus =
      args.source.empty() ? fastdec::read_parallel_text(args.corpus, source, target)
                          : fastdec::read_parallel_text(args.source, args.target, source, target);
  std::printf("corpus: %zu sentence pairs, %zu source and %zu target words\n", corpus.size(),
              source.size(), target.size());

  const auto start = std::chrono::steady_clock::now();
  const fastdec::IbmModel1Result trained =
      fastdec::train_ibm_model1(corpus, source.size(), target.size(), args.training);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("IBM Model 1%s, %zu iterations in %.2f s; log-likelihood per target word:",
              args.training.diagonal_tension > 0 ? " with the diagonal prior" : "",
              args.training.iterations, seconds);
  std::size_t target_tokens = 0;
  for (std::size_t p = 0; p < corpus.size(); ++p) target_tokens += corpus.target(p).size();
  for (double ll : trained.log_likelihood)
    std::printf(" %.3f", ll / static_cast<double>(target_tokens));
  std::printf("\n");

  fastdec::write_lexicon_text(args.output, trained.lexicon, source, target);
  const fastdec::Lexicon reread = fastdec::read_lexicon_text(args.output, source, target);
  std::printf("wrote %s: %zu entries (read back: %zu)\n", args.output.c_str(),
              trained.lexicon.entry_count(), reread.entry_count());
  if (!args.binary.empty()) {
    fastdec::write_lexicon_binary(args.binary, trained.lexicon);
    source.write(args.binary + ".source.vocab");
    target.write(args.binary + ".target.vocab");
    std::printf("wrote %s (+ .source.vocab, .target.vocab): %zu entries read back\n",
                args.binary.c_str(), fastdec::read_lexicon_binary(args.binary).entry_count());
  }
  if (!args.show.empty()) {
    std::printf("best translations:\n");
    show_translations(reread, source, target, args.show);
  }
  if (args.coverage_m > 0) report_coverage(reread, corpus, args.coverage_m);
  return 0;
} catch (const std::exception& e) {
  std::fprintf(stderr, "build_lexicon: %s\n", e.what());
  return 1;
}
