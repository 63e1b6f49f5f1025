// examples/translate.cpp: the translate command line, as a Marian or
// CTranslate2 user expects it: tokenized sentences in (stdin or --input), one
// translation per line out (stdout or --output), n-best lists in Moses format
// on request, words/s on stderr. The model is one of fastdec's reference
// models loaded from a numpy .npz file: the attentional GRU over words
// (model/gru_model.hpp) or the Transformer over SentencePiece pieces
// (model/transformer_model.hpp; an archive with config.* arrays), which reads
// raw text and writes detokenized text with --spm.
//
//   translate --model model.npz --source-vocab vocab.src --target-vocab vocab.tgt
//             [--beam 5] [--output-layer fused] [--gemm int16] [--batch 8] [--threads 2] < in > out
//   translate --model transformer.npz --spm spm.model < raw.en > raw.es
//
// docs/translate.md lists every option; `translate --help` prints them.
//
// Structure: the options choose a GEMM backend and an output layer at run
// time; make_engine() instantiates the one GruModel<G> x layer combination
// they name behind a small virtual interface (Engine / Session), and the
// search underneath stays fully templated. One model and one output layer are
// shared by every thread; each thread has its own BeamSearch (a Session) and
// takes whole batches of consecutive sentences; the output is written in
// input order as soon as it is complete.
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <exception>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iostream>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "fastdec/arch/isa.hpp"
#include "fastdec/io/hnsw_file.hpp"
#include "fastdec/io/npz.hpp"
#include "fastdec/io/vocabulary.hpp"
#include "fastdec/model/gru_model.hpp"
#include "fastdec/model/transformer_model.hpp"
#include "fastdec/search/beam_search.hpp"
#include "support/cli.hpp"
#include "support/model_flags.hpp"
#include "support/output_layers.hpp"
#include "support/subwords.hpp"
#include "support/workers.hpp"

namespace {

using namespace fastdec;
using namespace fastdec::examples;
using Clock = std::chrono::steady_clock;

constexpr std::string_view usage_head =
    R"(usage: translate --model FILE.npz --source-vocab FILE --target-vocab FILE [options]
       translate --model FILE.npz --spm FILE [options]

Reads sentences (one per line: tokenized words, or raw text with --spm) and
writes one translation per line. The model is the reference GRU or, for an
archive with config.* arrays, the reference Transformer. Options (defaults in
brackets):

input and output
  --input FILE            read sentences from FILE [stdin]
  --spm FILE              raw text in and detokenized text out through the
                          SentencePiece model FILE, whose pieces are the
                          model's vocabulary (no --source-vocab/--target-vocab)
  --output FILE           write translations to FILE [stdout]
  --nbest N               write the N best translations in Moses format:
                          "id ||| tokens ||| LogProb= s Length= n ||| score"
  --progress SECONDS      progress line on stderr every SECONDS, 0 for none [5]
  --quiet                 no progress line and no summary
  --prefix FILE           each translation starts with the tokens of FILE's
                          line of the same number (an empty line: no prefix)
  --score FILE            instead of translating, write the log-probability of
                          each line of FILE (</s> included) as a translation
                          of the input line of the same number
  --word-scores           with --score: each token's log-probability too
  --alignment             append " ||| " and the source-target position pairs
                          of the attention's strongest link per target token
  --replace-unk           replace each <unk> in a translation by the source
                          word its attention weighs most (Luong et al. 2015)
  --stream                write each translation's words as soon as they are
                          certain (needs --batch 1 --threads 1, no --nbest)

)";

constexpr std::string_view usage_tail =
    R"(  --rp X, --ap X, --rpl X, --mc N   beam pruning (Freitag & Al-Onaizan 2017) [off]

output layer and GEMM
  --output-layer full|fused|tf|wa|lsh|hnsw   [fused]
  --shortlist N           tf: the N most frequent words (ids 0..N-1) [1000]
  --lexicon FILE          wa: lexicon P(e|f), text or fastdec's binary
  --lexicon-order target-source|source-target   wa: the text lexicon's
                          columns [target-source: "target source prob"]
  --lexicon-words N       wa: target words per source word [50]
  --frequent-words N      wa: the N most frequent words always included [100]
  --lsh-window K, --lsh-permutations P, --lsh-bands W, --lsh-candidates C   lsh [8 64 16 1000]
  --hnsw-m M, --hnsw-ef-construction N, --hnsw-ef N   hnsw [16 200 50]
  --hnsw-graph FILE       hnsw: load the graph from FILE if it exists, else build and save it
  --gemm fp32|int16|int8  backend of every matrix product [int16]

throughput
  --batch N               sentences decoded together [8]
  --threads N             threads, each with its own search [1]
)";

std::string usage_text() {
  return std::string(usage_head) + std::string(model_flags_usage) + "\n" +
         std::string(search_flags_usage) + std::string(usage_tail);
}

struct Arguments {
  std::string model, source_vocab, target_vocab, input, output;
  std::size_t nbest = 0;  // 0: plain 1-best output
  double progress_seconds = 5;
  bool quiet = false;
  std::string prefix_file, score_file, spm;
  bool word_scores = false, alignment = false, replace_unk = false, stream = false;

  ModelFlags model_flags;
  SearchOptions search;
  PruningOptions pruning;

  LayerOptions layer;
  std::string lexicon;
  LexiconFieldOrder lexicon_order = LexiconFieldOrder::target_source;
  std::string hnsw_graph;
  GemmKind gemm = GemmKind::int16;

  std::size_t batch = 8, threads = 1;
};

FlagTable<Arguments> flags() {
  using A = Arguments;
  using F = std::string_view;
  FlagTable<A> t;
  t.value("--model", [](A& a, F, F v) { a.model = v; });
  t.value("--source-vocab", [](A& a, F, F v) { a.source_vocab = v; });
  t.value("--target-vocab", [](A& a, F, F v) { a.target_vocab = v; });
  t.value("--input", [](A& a, F, F v) { a.input = v; });
  t.value("--output", [](A& a, F, F v) { a.output = v; });
  t.value("--nbest", [](A& a, F f, F v) { a.nbest = parse_positive(f, v); });
  t.value("--progress", [](A& a, F f, F v) { a.progress_seconds = parse_number(f, v); });
  t.toggle("--quiet", [](A& a) { a.quiet = true; });
  t.value("--prefix", [](A& a, F, F v) { a.prefix_file = v; });
  t.value("--spm", [](A& a, F, F v) { a.spm = v; });
  t.value("--score", [](A& a, F, F v) { a.score_file = v; });
  t.toggle("--word-scores", [](A& a) { a.word_scores = true; });
  t.toggle("--alignment", [](A& a) { a.alignment = true; });
  t.toggle("--replace-unk", [](A& a) { a.replace_unk = true; });
  t.toggle("--stream", [](A& a) { a.stream = true; });
  add_model_flags(t, [](A& a) -> ModelFlags& { return a.model_flags; });
  add_search_flags(t, [](A& a) -> SearchOptions& { return a.search; });
  add_pruning_flags(t, [](A& a) -> PruningOptions& { return a.pruning; });
  t.value("--output-layer", [](A& a, F f, F v) { a.layer.kind = parse_layer(f, v); });
  t.value("--shortlist", [](A& a, F f, F v) { a.layer.shortlist = parse_positive(f, v); });
  t.value("--lexicon", [](A& a, F, F v) { a.lexicon = v; });
  t.value("--lexicon-order", [](A& a, F f, F v) { a.lexicon_order = parse_lexicon_order(f, v); });
  t.value("--lexicon-words", [](A& a, F f, F v) { a.layer.lexicon_words = parse_positive(f, v); });
  t.value("--frequent-words", [](A& a, F f, F v) { a.layer.frequent_words = parse_count(f, v); });
  t.value("--lsh-window", [](A& a, F f, F v) { a.layer.lsh.window = parse_positive(f, v); });
  t.value("--lsh-permutations",
          [](A& a, F f, F v) { a.layer.lsh.permutations = parse_positive(f, v); });
  t.value("--lsh-bands", [](A& a, F f, F v) { a.layer.lsh.bands = parse_positive(f, v); });
  t.value("--lsh-candidates",
          [](A& a, F f, F v) { a.layer.lsh.candidates = parse_positive(f, v); });
  t.value("--hnsw-m", [](A& a, F f, F v) { a.layer.hnsw_build.M = parse_positive(f, v); });
  t.value("--hnsw-ef-construction",
          [](A& a, F f, F v) { a.layer.hnsw_build.ef_construction = parse_positive(f, v); });
  t.value("--hnsw-ef",
          [](A& a, F f, F v) { a.layer.hnsw_search.ef_search = parse_positive(f, v); });
  t.value("--hnsw-graph", [](A& a, F, F v) { a.hnsw_graph = v; });
  t.value("--gemm", [](A& a, F f, F v) { a.gemm = parse_gemm(f, v); });
  t.value("--batch", [](A& a, F f, F v) { a.batch = parse_positive(f, v); });
  t.value("--threads", [](A& a, F f, F v) { a.threads = parse_positive(f, v); });
  return t;
}

Arguments parse_arguments(int argc, char** argv) {
  Arguments a;
  flags().parse(argc, argv, a, usage_text());
  if (a.model.empty() || (a.spm.empty() && (a.source_vocab.empty() || a.target_vocab.empty())))
    usage_error(
        "--model, and --source-vocab and --target-vocab or --spm, are required (see "
        "--help).");
  if (!a.spm.empty() && (!a.source_vocab.empty() || !a.target_vocab.empty()))
    usage_error(
        "--spm gives both vocabularies (its pieces): drop --source-vocab and "
        "--target-vocab.");
  if (!a.spm.empty() && a.replace_unk)
    usage_error(
        "--replace-unk replaces <unk> by a source word; with --spm there are no words "
        "(and SentencePiece rarely makes an <unk>).");
  if (a.nbest > a.search.beam_size)
    usage_error("--nbest ", a.nbest, " exceeds the beam size ", a.search.beam_size, ".");
  if (a.layer.kind == LayerKind::wa && a.lexicon.empty())
    usage_error("--output-layer wa needs --lexicon FILE.");
  if (a.progress_seconds < 0) usage_error("--progress must not be negative.");
  if (a.stream && (a.batch != 1 || a.threads != 1 || a.nbest != 0 || !a.score_file.empty() ||
                   !a.output.empty() || a.replace_unk || a.alignment))
    usage_error(
        "--stream writes one sentence at a time to stdout: it needs --batch 1 "
        "--threads 1 and none of --nbest, --score, --output, --replace-unk, --alignment.");
  if (a.word_scores && a.score_file.empty()) usage_error("--word-scores needs --score FILE.");
  if (!a.score_file.empty() && !a.prefix_file.empty())
    usage_error("--score and --prefix cannot be used together.");
  a.search.n_best = std::max<std::size_t>(a.nbest, 1);
  return a;
}

// ---------------------------------------------------------------------------
// Run-time choice over compile-time types: an Engine owns the shared model and
// output layer, a Session is one thread's search.

class Session {
 public:
  virtual ~Session() = default;
  // Empty prefixes: none.
  virtual const SearchResult& translate(std::span<const Sentence> sources,
                                        std::span<const Sentence> prefixes) = 0;
  virtual const SearchResult& score(std::span<const Sentence> sources,
                                    std::span<const Sentence> targets) = 0;
  virtual void stream_to(std::function<void(const StreamedTokens&)> callback) = 0;
  // The GRU model's counters since the session began; none for other models.
  virtual const GruDecodeStatistics* statistics() const = 0;
};

class Engine {
 public:
  virtual ~Engine() = default;
  virtual std::unique_ptr<Session> session() const = 0;
};

template <class Model, class Layer>
class SearchEngine final : public Engine {
 public:
  SearchEngine(std::shared_ptr<const Model> model, std::unique_ptr<const Layer> layer,
               const SearchOptions& options, const PruningOptions& pruning)
      : model_(std::move(model)), layer_(std::move(layer)), options_(options), pruning_(pruning) {
    session();  // validates the options against the layer now, not in a thread
  }

  std::unique_ptr<Session> session() const override {
    return std::make_unique<SearchSession>(*model_, *layer_, options_, make_pruning(pruning_));
  }

 private:
  class SearchSession final : public Session {
   public:
    SearchSession(const Model& model, const Layer& layer, const SearchOptions& options,
                  RuntimePruning pruning)
        : search_(model, layer, options, pruning) {}
    const SearchResult& translate(std::span<const Sentence> sources,
                                  std::span<const Sentence> prefixes) override {
      return prefixes.empty() ? search_.translate_batch(sources)
                              : search_.translate_batch(sources, prefixes);
    }
    const SearchResult& score(std::span<const Sentence> sources,
                              std::span<const Sentence> targets) override {
      return search_.score_batch(sources, targets);
    }
    void stream_to(std::function<void(const StreamedTokens&)> callback) override {
      search_.stream_to(std::move(callback));
    }
    const GruDecodeStatistics* statistics() const override {
      if constexpr (requires { search_.model_state().statistics(); })
        return &search_.model_state().statistics();
      else
        return nullptr;
    }

   private:
    BeamSearch<Model, Layer, RuntimePruning> search_;
  };

  std::shared_ptr<const Model> model_;
  std::unique_ptr<const Layer> layer_;
  SearchOptions options_;
  PruningOptions pruning_;
};

// What the engine needs besides the options.
struct Resources {
  const NpzArchive& weights;
  bool transformer;  // the archive has config.* arrays
  const Vocabulary& source_vocab;
  const Vocabulary& target_vocab;
  const SpecialTokens& tokens;
};

// The engine of one model and the output layer the options name, over G.
template <Gemm G, class Model>
std::unique_ptr<Engine> make_search_engine(const Arguments& a, const Resources& r,
                                           std::shared_ptr<const Model> model) {
  if (model->source_vocab_size() != r.source_vocab.size() ||
      model->target_vocab_size() != r.target_vocab.size())
    usage_error("the model has ", model->source_vocab_size(), " source and ",
                model->target_vocab_size(), " target words but the vocabularies have ",
                r.source_vocab.size(), " ('", a.spm.empty() ? a.source_vocab : a.spm, "') and ",
                r.target_vocab.size(), " ('", a.spm.empty() ? a.target_vocab : a.spm, "').");
  const OutputWeights& w = model->output_weights();
  LayerInputs inputs{.weights = w, .always_include = {r.tokens.eos}};
  if (r.tokens.target_unk != no_token) inputs.always_include.push_back(r.tokens.target_unk);
  std::optional<Lexicon> lexicon;
  if (a.layer.kind == LayerKind::wa) {
    lexicon =
        read_lexicon_file(a.lexicon, r.source_vocab, r.target_vocab, a.lexicon_order, a.quiet);
    inputs.lexicon = &*lexicon;
  }
  inputs.hnsw_index = [&]() -> std::shared_ptr<const HnswIndex> {
    if (!a.hnsw_graph.empty() && std::filesystem::exists(a.hnsw_graph))
      return load_hnsw(a.hnsw_graph, w);
    auto index = std::make_shared<const HnswIndex>(w, a.layer.hnsw_build);
    if (!a.hnsw_graph.empty()) save_hnsw(*index, w, a.hnsw_graph);
    return index;
  };
  SearchOptions search = a.search;
  search.bos_token = r.tokens.bos;
  search.eos_token = r.tokens.eos;
  search.unk_token = r.tokens.target_unk;
  if (search.ban_unk && search.unk_token == no_token)
    usage_error("--ban-unk: the target vocabulary has no <unk>.");
  return with_output_layer<G>(
      a.layer, inputs,
      [&]<class Layer>(std::unique_ptr<const Layer> layer) -> std::unique_ptr<Engine> {
        return std::make_unique<SearchEngine<Model, Layer>>(model, std::move(layer), search,
                                                            a.pruning);
      });
}

template <Gemm G>
std::unique_ptr<Engine> make_engine(const Arguments& a, const Resources& r) {
  if (r.transformer) {
    // Its encode() reserves the self-attention cache for the search's length limit.
    const TransformerModelOptions options{.target_length_ratio = a.search.max_length_ratio,
                                          .target_length_offset = a.search.max_length_offset};
    return make_search_engine<G>(a, r,
                                 std::make_shared<const TransformerModel<G>>(r.weights, options));
  }
  const GruSpeedups speedups = parse_speedups(
      a.model_flags.speedups, a.model_flags.precomputed_words, a.model_flags.libm_activations);
  return make_search_engine<G>(
      a, r, std::make_shared<const GruModel<G>>(r.weights, a.model_flags.config, speedups));
}

// ---------------------------------------------------------------------------
// Input, output and the threads.

struct Input {
  std::vector<std::vector<TokenId>> sentences;  // one per input line; empty for an empty line
  std::size_t words = 0;                        // source words, without an appended EOS
  std::vector<std::vector<std::string>> source_words;  // per line, with --replace-unk
  std::vector<std::vector<TokenId>> targets;  // per line: --prefix's or --score's, else none
};

// The lines of --prefix or --score FILE as target ids, one per input line.
std::vector<std::vector<TokenId>> read_targets(const std::string& path, std::size_t lines,
                                               const Vocabulary& target,
                                               const SpecialTokens& tokens,
                                               const SubwordCodec* codec) {
  std::ifstream file(path, std::ios::binary);
  if (!file.is_open()) usage_error("cannot open '", path, "' for reading.");
  std::vector<std::vector<TokenId>> targets;
  for (std::string line; std::getline(file, line);)
    targets.push_back(
        codec != nullptr ? codec->encode(line)
                         : target_ids(line, target, tokens,
                                      "'" + path + "' line " + std::to_string(targets.size() + 1)));
  if (file.bad()) usage_error("reading '", path, "' failed.");
  if (targets.size() != lines)
    usage_error("'", path, "' has ", targets.size(), " lines but the input has ", lines, ".");
  return targets;
}

Input read_input(const Arguments& a, const Vocabulary& source, const Vocabulary& target,
                 const SpecialTokens& tokens, const SubwordCodec* codec) {
  std::ifstream file;
  if (!a.input.empty()) {
    file.open(a.input, std::ios::binary);
    if (!file.is_open()) usage_error("cannot open '", a.input, "' for reading.");
  }
  std::istream& in = a.input.empty() ? std::cin : file;
  const std::string name = a.input.empty() ? "stdin" : "'" + a.input + "'";
  Input input;
  for (std::string line; std::getline(in, line);) {
    const std::string where = name + " line " + std::to_string(input.sentences.size() + 1);
    if (codec != nullptr) {  // raw text: its pieces, then the EOS the model was trained with
      std::vector<TokenId> ids = codec->encode(line);
      if (!ids.empty() && tokens.source_eos) ids.push_back(*tokens.source_eos);
      input.sentences.push_back(std::move(ids));
    } else {
      input.sentences.push_back(source_ids(line, source, tokens, a.model_flags.unk, where));
    }
    if (a.replace_unk) {
      input.source_words.emplace_back();
      for (const std::string_view word : split_words(line))
        input.source_words.back().emplace_back(word);
    }
    input.words += input.sentences.back().size() -
                   (tokens.source_eos && !input.sentences.back().empty() ? 1 : 0);
  }
  if (in.bad()) usage_error("reading ", name, " failed.");
  const std::string& targets = a.score_file.empty() ? a.prefix_file : a.score_file;
  if (!targets.empty())
    input.targets = read_targets(targets, input.sentences.size(), target, tokens, codec);
  return input;
}

// Batches of at most `size` consecutive non-empty lines (line numbers).
std::vector<std::vector<std::size_t>> make_batches(const Input& input, std::size_t size) {
  std::vector<std::vector<std::size_t>> batches;
  for (std::size_t line = 0; line < input.sentences.size(); ++line) {
    if (input.sentences[line].empty()) continue;
    if (batches.empty() || batches.back().size() == size) batches.emplace_back();
    batches.back().push_back(line);
  }
  return batches;
}

// A target token as written: with --replace-unk, <unk> becomes the source
// word at its aligned position (when that is a word, not an appended </s>).
std::string_view target_word(const Arguments& a, const Vocabulary& target,
                             const SpecialTokens& tokens, std::span<const std::string> source,
                             const Hypothesis& h, std::size_t i) {
  if (a.replace_unk && h.tokens[i] == tokens.target_unk && i < h.alignment.size() &&
      h.alignment[i] < source.size())
    return source[h.alignment[i]];
  return target.word(h.tokens[i]);
}

// The text written for one sentence.
std::string format_result(const Arguments& a, const Vocabulary& target, const SpecialTokens& tokens,
                          const SubwordCodec* codec, std::span<const std::string> source,
                          std::size_t line, std::span<const Hypothesis> nbest) {
  std::string text;
  const auto append_tokens = [&](const Hypothesis& h) {
    if (codec != nullptr) {  // detokenized text
      const std::size_t length = h.tokens.size() - (h.finished ? 1 : 0);
      text += codec->decode(h.tokens.first(length));
    } else {
      bool first = true;
      for (std::size_t i = 0; i < h.tokens.size(); ++i) {
        if (h.tokens[i] == tokens.eos) continue;
        if (!first) text += ' ';
        text += target_word(a, target, tokens, source, h, i);
        first = false;
      }
    }
    if (a.alignment) {
      text += " |||";
      for (std::size_t i = 0; i < h.alignment.size(); ++i)
        if (h.tokens[i] != tokens.eos)
          text += ' ' + std::to_string(h.alignment[i]) + '-' + std::to_string(i);
    }
  };
  if (a.nbest == 0) {
    if (!nbest.empty()) append_tokens(nbest.front());
    text += '\n';
    return text;
  }
  char number[64];
  for (const Hypothesis& h : nbest) {
    text += std::to_string(line) + " ||| ";
    append_tokens(h);
    std::snprintf(number, sizeof number, " ||| LogProb= %.6g Length= %zu ||| %.6g\n", h.score,
                  h.tokens.size(), h.normalized_score);
    text += number;
  }
  return text;
}

// Writes each line's text in input order as soon as every line before it is
// done (callers hold the progress mutex).
class OrderedWriter {
 public:
  OrderedWriter(const Arguments& a, const Input& input)
      : texts_(input.sentences.size()), ready_(input.sentences.size(), 0) {
    if (!a.output.empty()) {
      out_ = std::fopen(a.output.c_str(), "wb");
      if (out_ == nullptr) usage_error("cannot open '", a.output, "' for writing.");
    }
    for (std::size_t line = 0; line < input.sentences.size(); ++line)
      if (input.sentences[line].empty()) put(line, a.nbest == 0 ? "\n" : "");
  }
  OrderedWriter(const OrderedWriter&) = delete;
  OrderedWriter& operator=(const OrderedWriter&) = delete;
  ~OrderedWriter() {
    if (out_ != stdout) std::fclose(out_);
  }

  void put(std::size_t line, std::string text) {
    texts_[line] = std::move(text);
    ready_[line] = 1;
    for (; written_ < texts_.size() && ready_[written_]; ++written_) {
      std::fwrite(texts_[written_].data(), 1, texts_[written_].size(), out_);
      std::string().swap(texts_[written_]);
    }
  }

  void finish() {
    if (std::fflush(out_) != 0 || std::ferror(out_))
      usage_error("writing the translations failed (disk full?).");
  }

 private:
  std::FILE* out_ = stdout;
  std::vector<std::string> texts_;
  std::vector<char> ready_;
  std::size_t written_ = 0;  // lines written, in order
};

struct Progress {
  std::mutex mutex;
  std::condition_variable changed;
  std::size_t sentences_done = 0, target_words = 0, batches_done = 0;
  GruDecodeStatistics model;        // summed over the threads' sessions
  bool has_model_counters = false;  // the GRU model keeps them; the Transformer does not
};

// Decodes every batch on a.threads threads, each with its own Session.
// --score's line: the sum, then with --word-scores each token's log-probability.
std::string format_score(const Arguments& a, const Hypothesis& h) {
  char number[32];
  std::snprintf(number, sizeof number, "%.6g", h.score);
  std::string text = number;
  if (a.word_scores)
    for (const float logprob : h.token_logprobs) {
      std::snprintf(number, sizeof number, " %.6g", logprob);
      text += number;
    }
  return text + '\n';
}

// --stream: the words of the one sentence being decoded, as they become
// certain; with --spm, the detokenized text of the pieces so far, each time
// the part not printed yet.
std::function<void(const StreamedTokens&)> stream_words(const Vocabulary& target,
                                                        const SpecialTokens& tokens,
                                                        const SubwordCodec* codec) {
  if (codec != nullptr)
    return [codec, &tokens, pieces = std::vector<TokenId>(),
            printed = std::size_t{0}](const StreamedTokens& part) mutable {
      if (part.first_position == 0) pieces.clear(), printed = 0;
      for (const TokenId t : part.tokens)
        if (t != tokens.eos) pieces.push_back(t);
      const std::string text = codec->decode(pieces);
      if (text.size() > printed) std::fputs(text.c_str() + printed, stdout);
      printed = std::max(printed, text.size());
      std::fflush(stdout);
    };
  return [&target, &tokens](const StreamedTokens& part) {
    for (std::size_t i = 0; i < part.tokens.size(); ++i) {
      const TokenId t = part.tokens[i];
      if (t == tokens.eos) continue;
      if (part.first_position + i > 0) std::fputc(' ', stdout);
      std::fputs(target.word(t).c_str(), stdout);
    }
    std::fflush(stdout);
  };
}

void decode_batches(const Arguments& a, const Engine& engine, const Input& input,
                    const std::vector<std::vector<std::size_t>>& batches,
                    const Vocabulary& target_vocab, const SpecialTokens& tokens,
                    const SubwordCodec* codec, OrderedWriter& writer, Progress& progress) {
  BatchQueue queue(batches.size());
  const auto work = [&](std::size_t) {
    const std::unique_ptr<Session> session = engine.session();
    if (a.stream) session->stream_to(stream_words(target_vocab, tokens, codec));
    std::vector<Sentence> sources, targets;
    std::vector<std::string> texts;
    for (std::size_t b; queue.next(b);) {
      sources.clear(), targets.clear();
      for (const std::size_t line : batches[b]) sources.emplace_back(input.sentences[line]);
      if (!input.targets.empty())
        for (const std::size_t line : batches[b]) targets.emplace_back(input.targets[line]);
      const SearchResult& result = a.score_file.empty() ? session->translate(sources, targets)
                                                        : session->score(sources, targets);
      std::size_t target_words = 0;
      texts.clear();
      for (std::size_t s = 0; s < batches[b].size(); ++s) {
        const std::size_t line = batches[b][s];
        const Hypothesis& best = result.best(s);
        target_words += best.tokens.size() - (best.finished ? 1 : 0);
        const std::span<const std::string> words =
            a.replace_unk ? std::span<const std::string>(input.source_words[line])
                          : std::span<const std::string>{};
        if (a.stream)  // the words are out already
          texts.emplace_back("\n");
        else if (a.score_file.empty())
          texts.push_back(
              format_result(a, target_vocab, tokens, codec, words, line, result.nbest(s)));
        else
          texts.push_back(format_score(a, best));
      }
      const std::lock_guard lock(progress.mutex);
      for (std::size_t s = 0; s < batches[b].size(); ++s)
        writer.put(batches[b][s], std::move(texts[s]));
      progress.sentences_done += batches[b].size();
      progress.target_words += target_words;
      ++progress.batches_done;
      progress.changed.notify_all();
    }
    const GruDecodeStatistics* counters = session->statistics();
    if (counters == nullptr) return;
    const GruDecodeStatistics& stats = *counters;
    const std::lock_guard lock(progress.mutex);
    progress.has_model_counters = true;
    progress.model.steps += stats.steps;
    progress.model.rows += stats.rows;
    progress.model.distinct_rows += stats.distinct_rows;
    progress.model.embedding_lookups += stats.embedding_lookups;
    progress.model.table_hits += stats.table_hits;
  };
  // A failure wakes the progress loop below, which then sees failed().
  const auto wake = [&] {
    const std::lock_guard lock(progress.mutex);
    progress.changed.notify_all();
  };
  Workers workers(std::min(a.threads, std::max<std::size_t>(batches.size(), 1)), work, &queue,
                  wake);
  // The progress line, from the calling thread.
  const bool terminal = ::isatty(STDERR_FILENO) != 0;
  const Clock::time_point start = Clock::now();
  {
    std::unique_lock lock(progress.mutex);
    const auto finished = [&] {
      return progress.batches_done == batches.size() || workers.failed();
    };
    bool printed = false;
    while (!finished()) {
      if (a.quiet || a.progress_seconds == 0) {
        progress.changed.wait(lock, finished);
        break;
      }
      if (progress.changed.wait_for(lock, std::chrono::duration<double>(a.progress_seconds),
                                    finished))
        break;
      const double elapsed = std::chrono::duration<double>(Clock::now() - start).count();
      std::fprintf(stderr, "%stranslate: %zu/%zu sentences, %.0f words/s%s", terminal ? "\r" : "",
                   progress.sentences_done, input.sentences.size(),
                   static_cast<double>(progress.target_words) / elapsed, terminal ? "" : "\n");
      printed = true;
    }
    if (printed && terminal) std::fputc('\n', stderr);
  }
  workers.join();
}

struct Timing {
  double load_seconds, wall_seconds, cpu_seconds;
};

void print_summary(const Arguments& a, const Input& input, const Progress& progress,
                   const Timing& t) {
  const double words = static_cast<double>(progress.target_words);
  std::fprintf(stderr,
               "translate: %zu sentences, %zu source and %zu target words in %.2f s wall clock, "
               "%.2f s CPU (+%.2f s loading): %.0f target words/s, %.0f per CPU-second, %.0f "
               "source words/s; beam %zu, batch %zu, threads %zu, gemm %s, kernels %s\n",
               input.sentences.size(), input.words, progress.target_words, t.wall_seconds,
               t.cpu_seconds, t.load_seconds, words / t.wall_seconds, words / t.cpu_seconds,
               static_cast<double>(input.words) / t.wall_seconds, a.search.beam_size, a.batch,
               a.threads, std::string(gemm_name(a.gemm)).c_str(),
               std::string(isa_name(active_isa())).c_str());
  const GruDecodeStatistics& m = progress.model;
  if (!progress.has_model_counters) return;  // the Transformer keeps no such counters
  if (m.rows == 0) {
    std::fprintf(stderr, "translate: no decoder rows (nothing was decoded)\n");
    return;
  }
  std::fprintf(stderr,
               "translate: %zu decoder rows; merged states: %.1f%% distinct; precomputed "
               "embeddings: %.1f%% of lookups\n",
               m.rows, 100 * m.distinct_fraction(), 100 * m.embedding_coverage());
}

int run(const Arguments& a) {
  const Clock::time_point start = Clock::now();
  // With --spm, one SentencePiece model is both vocabularies (its pieces).
  const std::optional<SubwordCodec> codec =
      a.spm.empty() ? std::nullopt : std::optional<SubwordCodec>(std::in_place, a.spm);
  const Vocabulary source_vocab =
      codec ? Vocabulary(codec->pieces()) : Vocabulary::read(a.source_vocab);
  const Vocabulary target_vocab =
      codec ? Vocabulary(codec->pieces()) : Vocabulary::read(a.target_vocab);
  const std::string source_name = "'" + (codec ? a.spm : a.source_vocab) + "'";
  const std::string target_name = "'" + (codec ? a.spm : a.target_vocab) + "'";
  ModelFlags model_flags = a.model_flags;
  model_flags.source_eos = model_flags.source_eos || codec.has_value();  // as transformer.py
  const SpecialTokens tokens =
      special_tokens(model_flags, source_vocab, target_vocab, source_name, target_name);
  std::unique_ptr<Engine> engine;
  {
    const NpzArchive weights = load_npz(a.model);  // freed once the model has its copy
    const Resources resources{weights, weights.arrays.count("config.d_model") == 1, source_vocab,
                              target_vocab, tokens};
    engine = with_gemm(a.gemm, [&]<Gemm G>() { return make_engine<G>(a, resources); });
  }
  const SubwordCodec* subwords = codec ? &*codec : nullptr;
  const Input input = read_input(a, source_vocab, target_vocab, tokens, subwords);
  const auto batches = make_batches(input, a.batch);
  OrderedWriter writer(a, input);
  const double load_seconds = std::chrono::duration<double>(Clock::now() - start).count();

  Progress progress;
  const Clock::time_point decode_start = Clock::now();
  const double cpu_start = process_cpu_seconds();
  decode_batches(a, *engine, input, batches, target_vocab, tokens, subwords, writer, progress);
  writer.finish();
  const Timing timing{
      load_seconds,
      std::max(std::chrono::duration<double>(Clock::now() - decode_start).count(), 1e-9),
      std::max(process_cpu_seconds() - cpu_start, 1e-9)};
  if (!a.quiet) print_summary(a, input, progress, timing);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    return run(parse_arguments(argc, argv));
  } catch (const std::exception& e) {
    std::fprintf(stderr, "translate: %s\n", e.what());
    return 1;
  }
}
