// examples/translate.cpp: the translate command line, as a Marian or
// CTranslate2 user expects it: tokenized sentences in (stdin or --input), one
// translation per line out (stdout or --output), n-best lists in Moses format
// on request, words/s on stderr. The model is fastdec's reference attentional
// GRU model (model/gru_model.hpp) loaded from a numpy .npz file.
//
//   translate --model model.npz --source-vocab vocab.src --target-vocab vocab.tgt
//             [--beam 5] [--output-layer fused] [--gemm int16] [--batch 8] [--threads 2] < in > out
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
#include <atomic>
#include <charconv>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "fastdec/fastdec.hpp"
#include "fastdec/model/gru_model.hpp"

namespace {

using namespace fastdec;
using Clock = std::chrono::steady_clock;

constexpr std::string_view usage_text =
    R"(usage: translate --model FILE.npz --source-vocab FILE --target-vocab FILE [options]

Reads tokenized sentences (one per line, words separated by spaces) and writes
one translation per line. Options (defaults in brackets):

input and output
  --input FILE            read sentences from FILE [stdin]
  --output FILE           write translations to FILE [stdout]
  --nbest N               write the N best translations in Moses format:
                          "id ||| tokens ||| LogProb= s Length= n ||| score"
  --bos WORD, --eos WORD, --unk WORD   special target/source words [<s> </s> <unk>]
  --source-eos            append --eos to every source sentence
  --progress SECONDS      progress line on stderr every SECONDS, 0 for none [5]
  --quiet                 no progress line and no summary

model (what the tensor shapes cannot tell)
  --initial-state mean-tanh|zeros      decoder initial state [mean-tanh]
  --pre-output LIST       inputs of the pre-output layer, a comma-separated
                          subset of state,context,embedding [all three]
  --no-fc-skip            no skip connections between the FC layers
  --speedups LIST         none, all, or a comma-separated subset of
                          embeddings,attention,activations,merge
                          [embeddings,attention,merge: the exact ones]
  --precomputed-words N   words of the precomputed embedding table [8000]

search
  --beam N                beam size [5]
  --max-length-ratio R, --max-length-offset N   length limit R * |source| + N [2, 10]
  --normalize none|length|gnmt   n-best ranking [length]; --alpha A for gnmt [0.6]
  --early-stop DELTA      stop a sentence DELTA below its best finished one [off]
  --rp X, --ap X, --rpl X, --mc N   beam pruning (Freitag & Al-Onaizan 2017) [off]

output layer and GEMM
  --output-layer full|fused|tf|wa|lsh|hnsw   [fused]
  --shortlist N           tf: the N most frequent words (ids 0..N-1) [1000]
  --lexicon FILE          wa: lexicon P(e|f), text (target source prob) or binary
  --lexicon-words N       wa: target words per source word [50]
  --frequent-words N      wa: the N most frequent words always included [100]
  --lsh-window K, --lsh-permutations P, --lsh-bands W, --lsh-candidates C   lsh [8 64 16 1000]
  --hnsw-m M, --hnsw-ef-construction N, --hnsw-ef N   hnsw [16 200 50]
  --hnsw-graph FILE       hnsw: load the graph from FILE if it exists, else build and save it
  --gemm fp32|int16       backend of every matrix product [int16]

throughput
  --batch N               sentences decoded together [8]
  --threads N             threads, each with its own search [1]
)";

// A bad command line or input file: one line on stderr, exit status 1.
struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

template <class... Parts>
[[noreturn]] void usage_error(const Parts&... parts) {
  std::ostringstream message;
  (message << ... << parts);
  throw UsageError(message.str());
}

enum class LayerKind { full, fused, tf, wa, lsh, hnsw };
enum class GemmKind { fp32, int16 };

struct Arguments {
  std::string model, source_vocab, target_vocab, input, output;
  std::size_t nbest = 0;  // 0: plain 1-best output
  std::string bos = "<s>", eos = "</s>", unk = "<unk>";
  bool source_eos = false;
  double progress_seconds = 5;
  bool quiet = false;

  GruModelConfig config;
  GruSpeedups speedups{
      .precomputed_embeddings = true, .precomputed_attention = true, .merged_states = true};

  SearchOptions search;
  PruningOptions pruning;

  LayerKind layer = LayerKind::fused;
  std::size_t shortlist = 1000;
  std::string lexicon;
  std::size_t lexicon_words = 50, frequent_words = 100;
  WtaLshOptions lsh;
  HnswBuildOptions hnsw_build;
  HnswSearchOptions hnsw_search;
  std::string hnsw_graph;
  GemmKind gemm = GemmKind::int16;

  std::size_t batch = 8, threads = 1;
};

std::size_t parse_count(std::string_view flag, std::string_view text, std::size_t min_value) {
  std::size_t value = 0;
  const auto [end, status] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (status != std::errc() || end != text.data() + text.size() || value < min_value)
    usage_error(flag, " needs an integer of at least ", min_value, ", got '", text, "'.");
  return value;
}

double parse_number(std::string_view flag, std::string_view text) {
  double value = 0;
  const auto [end, status] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (status != std::errc() || end != text.data() + text.size() || !std::isfinite(value))
    usage_error(flag, " needs a number, got '", text, "'.");
  return value;
}

std::vector<std::string_view> split_list(std::string_view text) {
  std::vector<std::string_view> items;
  while (!text.empty()) {
    const std::size_t comma = text.find(',');
    items.push_back(text.substr(0, comma));
    if (comma == std::string_view::npos) break;
    text.remove_prefix(comma + 1);
  }
  return items;
}

GruSpeedups parse_speedups(std::string_view text, std::size_t words) {
  GruSpeedups s{.precomputed_words = words};
  if (text == "none") return s;
  if (text == "all") text = "embeddings,attention,activations,merge";
  for (const std::string_view item : split_list(text)) {
    if (item == "embeddings")
      s.precomputed_embeddings = true;
    else if (item == "attention")
      s.precomputed_attention = true;
    else if (item == "activations")
      s.fast_activations = true;
    else if (item == "merge")
      s.merged_states = true;
    else
      usage_error("--speedups: unknown speed-up '", item,
                  "' (none, all, or embeddings,attention,activations,merge).");
  }
  return s;
}

PreOutputInputs parse_pre_output(std::string_view text) {
  PreOutputInputs in{false, false, false};
  for (const std::string_view item : split_list(text)) {
    if (item == "state")
      in.state = true;
    else if (item == "context")
      in.context = true;
    else if (item == "embedding")
      in.embedding = true;
    else
      usage_error("--pre-output: unknown input '", item, "' (state, context, embedding).");
  }
  return in;
}

// One of `names` (a list of {name, value}), or a one-line error listing them.
template <class T>
T parse_choice(std::string_view flag, std::string_view text,
               std::initializer_list<std::pair<std::string_view, T>> names) {
  std::string listed;
  for (const auto& [name, value] : names) {
    if (name == text) return value;
    listed += (listed.empty() ? "" : ", ") + std::string(name);
  }
  usage_error(flag, " is one of ", listed, "; got '", text, "'.");
}

// The options that take a value: flag -> what it sets. `speedups` and
// `precomputed_words` are combined after all flags are read.
struct Parsing {
  Arguments& a;
  std::string speedups = "embeddings,attention,merge";
  std::size_t precomputed_words = 8000;
};
using Setter = void (*)(Parsing&, std::string_view flag, std::string_view value);

std::size_t positive(std::string_view flag, std::string_view v) { return parse_count(flag, v, 1); }
float real(std::string_view flag, std::string_view v) {
  return static_cast<float>(parse_number(flag, v));
}

const std::map<std::string_view, Setter>& value_options() {
  using F = std::string_view;
  static const std::map<std::string_view, Setter> options = {
      {"--model", [](Parsing& p, F, F v) { p.a.model = v; }},
      {"--source-vocab", [](Parsing& p, F, F v) { p.a.source_vocab = v; }},
      {"--target-vocab", [](Parsing& p, F, F v) { p.a.target_vocab = v; }},
      {"--input", [](Parsing& p, F, F v) { p.a.input = v; }},
      {"--output", [](Parsing& p, F, F v) { p.a.output = v; }},
      {"--nbest", [](Parsing& p, F f, F v) { p.a.nbest = positive(f, v); }},
      {"--bos", [](Parsing& p, F, F v) { p.a.bos = v; }},
      {"--eos", [](Parsing& p, F, F v) { p.a.eos = v; }},
      {"--unk", [](Parsing& p, F, F v) { p.a.unk = v; }},
      {"--progress", [](Parsing& p, F f, F v) { p.a.progress_seconds = parse_number(f, v); }},
      {"--initial-state",
       [](Parsing& p, F f, F v) {
         p.a.config.initial_state = parse_choice<InitialState>(
             f, v, {{"mean-tanh", InitialState::mean_tanh}, {"zeros", InitialState::zeros}});
       }},
      {"--pre-output",
       [](Parsing& p, F, F v) { p.a.config.pre_output_inputs = parse_pre_output(v); }},
      {"--speedups", [](Parsing& p, F, F v) { p.speedups = v; }},
      {"--precomputed-words",
       [](Parsing& p, F f, F v) { p.precomputed_words = parse_count(f, v, 0); }},
      {"--beam", [](Parsing& p, F f, F v) { p.a.search.beam_size = positive(f, v); }},
      {"--max-length-ratio",
       [](Parsing& p, F f, F v) { p.a.search.max_length_ratio = real(f, v); }},
      {"--max-length-offset",
       [](Parsing& p, F f, F v) { p.a.search.max_length_offset = parse_count(f, v, 0); }},
      {"--normalize",
       [](Parsing& p, F f, F v) {
         p.a.search.normalization =
             parse_choice<LengthNormalization>(f, v,
                                               {{"none", LengthNormalization::none},
                                                {"length", LengthNormalization::length},
                                                {"gnmt", LengthNormalization::gnmt}});
       }},
      {"--alpha", [](Parsing& p, F f, F v) { p.a.search.gnmt_alpha = real(f, v); }},
      {"--early-stop", [](Parsing& p, F f, F v) { p.a.search.early_stop_delta = real(f, v); }},
      {"--rp", [](Parsing& p, F f, F v) { p.a.pruning.relative_threshold = real(f, v); }},
      {"--ap", [](Parsing& p, F f, F v) { p.a.pruning.absolute_threshold = real(f, v); }},
      {"--rpl", [](Parsing& p, F f, F v) { p.a.pruning.relative_local_threshold = real(f, v); }},
      {"--mc", [](Parsing& p, F f, F v) { p.a.pruning.max_candidates_per_node = positive(f, v); }},
      {"--output-layer",
       [](Parsing& p, F f, F v) {
         p.a.layer = parse_choice<LayerKind>(f, v,
                                             {{"full", LayerKind::full},
                                              {"fused", LayerKind::fused},
                                              {"tf", LayerKind::tf},
                                              {"wa", LayerKind::wa},
                                              {"lsh", LayerKind::lsh},
                                              {"hnsw", LayerKind::hnsw}});
       }},
      {"--shortlist", [](Parsing& p, F f, F v) { p.a.shortlist = positive(f, v); }},
      {"--lexicon", [](Parsing& p, F, F v) { p.a.lexicon = v; }},
      {"--lexicon-words", [](Parsing& p, F f, F v) { p.a.lexicon_words = positive(f, v); }},
      {"--frequent-words", [](Parsing& p, F f, F v) { p.a.frequent_words = parse_count(f, v, 0); }},
      {"--lsh-window", [](Parsing& p, F f, F v) { p.a.lsh.window = positive(f, v); }},
      {"--lsh-permutations", [](Parsing& p, F f, F v) { p.a.lsh.permutations = positive(f, v); }},
      {"--lsh-bands", [](Parsing& p, F f, F v) { p.a.lsh.bands = positive(f, v); }},
      {"--lsh-candidates", [](Parsing& p, F f, F v) { p.a.lsh.candidates = positive(f, v); }},
      {"--hnsw-m", [](Parsing& p, F f, F v) { p.a.hnsw_build.M = positive(f, v); }},
      {"--hnsw-ef-construction",
       [](Parsing& p, F f, F v) { p.a.hnsw_build.ef_construction = positive(f, v); }},
      {"--hnsw-ef", [](Parsing& p, F f, F v) { p.a.hnsw_search.ef_search = positive(f, v); }},
      {"--hnsw-graph", [](Parsing& p, F, F v) { p.a.hnsw_graph = v; }},
      {"--gemm",
       [](Parsing& p, F f, F v) {
         p.a.gemm =
             parse_choice<GemmKind>(f, v, {{"fp32", GemmKind::fp32}, {"int16", GemmKind::int16}});
       }},
      {"--batch", [](Parsing& p, F f, F v) { p.a.batch = positive(f, v); }},
      {"--threads", [](Parsing& p, F f, F v) { p.a.threads = positive(f, v); }},
  };
  return options;
}

Arguments parse_arguments(int argc, char** argv) {
  Arguments a;
  Parsing parsing{a};
  for (int i = 1; i < argc; ++i) {
    const std::string_view flag = argv[i];
    if (flag == "--help" || flag == "-h") {
      std::fwrite(usage_text.data(), 1, usage_text.size(), stdout);
      std::exit(0);
    }
    if (flag == "--source-eos") {
      a.source_eos = true;
    } else if (flag == "--quiet") {
      a.quiet = true;
    } else if (flag == "--no-fc-skip") {
      a.config.fc_skip_connections = false;
    } else {
      const auto option = value_options().find(flag);
      if (option == value_options().end())
        usage_error(flag.starts_with("-") ? "unknown option '" : "unexpected argument '", flag,
                    "' (see --help).");
      if (i + 1 >= argc) usage_error(flag, " needs a value (see --help).");
      option->second(parsing, flag, argv[++i]);
    }
  }
  if (a.model.empty() || a.source_vocab.empty() || a.target_vocab.empty())
    usage_error("--model, --source-vocab and --target-vocab are required (see --help).");
  if (a.nbest > a.search.beam_size)
    usage_error("--nbest ", a.nbest, " exceeds the beam size ", a.search.beam_size, ".");
  if (a.layer == LayerKind::wa && a.lexicon.empty())
    usage_error("--output-layer wa needs --lexicon FILE.");
  if (a.progress_seconds < 0) usage_error("--progress must not be negative.");
  a.search.n_best = std::max<std::size_t>(a.nbest, 1);
  a.speedups = parse_speedups(parsing.speedups, parsing.precomputed_words);
  return a;
}

// ---------------------------------------------------------------------------
// Run-time choice over compile-time types: an Engine owns the shared model and
// output layer, a Session is one thread's search.

class Session {
 public:
  virtual ~Session() = default;
  virtual const SearchResult& translate(std::span<const Sentence> sources) = 0;
  virtual const GruDecodeStatistics& statistics() const = 0;  // since the session began
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
    const SearchResult& translate(std::span<const Sentence> sources) override {
      return search_.translate_batch(sources);
    }
    const GruDecodeStatistics& statistics() const override {
      return search_.model_state().statistics();
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
  const Vocabulary& source_vocab;
  const Vocabulary& target_vocab;
  TokenId target_eos, target_unk;  // target_unk: no_token when the vocabulary has none
};

Lexicon read_lexicon(const std::string& path, const Vocabulary& source, const Vocabulary& target) {
  char magic[8] = {};
  std::ifstream(path, std::ios::binary).read(magic, sizeof magic);
  if (std::string_view(magic, sizeof magic) == "FDLEXBIN") return read_lexicon_binary(path);
  return read_lexicon_text(path, source, target);
}

template <Gemm G>
std::unique_ptr<Engine> make_engine(const Arguments& a, const Resources& r) {
  using Model = GruModel<G>;
  const auto model = std::make_shared<const Model>(r.weights, a.config, a.speedups);
  if (model->source_vocab_size() != r.source_vocab.size() ||
      model->target_vocab_size() != r.target_vocab.size())
    usage_error("the model has ", model->source_vocab_size(), " source and ",
                model->target_vocab_size(), " target words but the vocabularies have ",
                r.source_vocab.size(), " ('", a.source_vocab, "') and ", r.target_vocab.size(),
                " ('", a.target_vocab, "').");
  const OutputWeights& w = model->output_weights();
  std::vector<TokenId> always{r.target_eos};
  if (r.target_unk != no_token) always.push_back(r.target_unk);
  const auto engine =
      [&]<class Layer>(std::unique_ptr<const Layer> layer) -> std::unique_ptr<Engine> {
    return std::make_unique<SearchEngine<Model, Layer>>(model, std::move(layer), a.search,
                                                        a.pruning);
  };
  switch (a.layer) {
    case LayerKind::full:
      return engine(std::make_unique<const FullSoftmax<G>>(w));
    case LayerKind::fused:
      return engine(std::make_unique<const FusedTopK<G>>(w));
    case LayerKind::tf:
      return engine(std::make_unique<const FrequencyShortlist<G>>(
          w, FrequencyShortlistOptions{.size = std::min(a.shortlist, w.vocab_size()),
                                       .always_include = always}));
    case LayerKind::wa: {
      const Lexicon lexicon = read_lexicon(a.lexicon, r.source_vocab, r.target_vocab);
      return engine(std::make_unique<const AlignmentShortlist<G>>(
          w, lexicon,
          AlignmentShortlistOptions{.words_per_source = a.lexicon_words,
                                    .frequent_words = std::min(a.frequent_words, w.vocab_size()),
                                    .always_include = always}));
    }
    case LayerKind::lsh:
      return engine(std::make_unique<const WtaLsh>(w, a.lsh));
    case LayerKind::hnsw: {
      std::shared_ptr<const HnswIndex> index;
      if (!a.hnsw_graph.empty() && std::filesystem::exists(a.hnsw_graph)) {
        index = load_hnsw(a.hnsw_graph, w);
      } else {
        index = std::make_shared<const HnswIndex>(w, a.hnsw_build);
        if (!a.hnsw_graph.empty()) save_hnsw(*index, w, a.hnsw_graph);
      }
      return engine(std::make_unique<const HnswTopK>(std::move(index), a.hnsw_search));
    }
  }
  usage_error("unknown output layer.");
}

// ---------------------------------------------------------------------------
// Input, output and the threads.

struct Input {
  std::vector<std::vector<TokenId>> sentences;  // one per input line; empty for an empty line
  std::size_t words = 0;
};

TokenId required_word(const Vocabulary& vocab, const std::string& word, const std::string& path,
                      std::string_view flag) {
  const auto id = vocab.find(word);
  if (!id) usage_error("'", word, "' (", flag, ") is not a word of '", path, "'.");
  return *id;
}

Input read_input(const Arguments& a, const Vocabulary& source) {
  std::ifstream file;
  if (!a.input.empty()) {
    file.open(a.input, std::ios::binary);
    if (!file.is_open()) usage_error("cannot open '", a.input, "' for reading.");
  }
  std::istream& in = a.input.empty() ? std::cin : file;
  const std::string name = a.input.empty() ? "stdin" : "'" + a.input + "'";
  const std::optional<TokenId> unk = source.find(a.unk);
  const std::optional<TokenId> eos = a.source_eos ? source.find(a.eos) : std::nullopt;
  if (a.source_eos && !eos) usage_error("--source-eos: '", a.eos, "' is not a source word.");
  Input input;
  for (std::string line; std::getline(in, line);) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    std::vector<TokenId>& ids = input.sentences.emplace_back();
    std::istringstream words(line);
    for (std::string word; words >> word;) {
      const std::optional<TokenId> id = source.find(word);
      if (!id && !unk)
        usage_error(name, " line ", input.sentences.size(), ": '", word,
                    "' is not in the source vocabulary, which has no '", a.unk, "'.");
      ids.push_back(id ? *id : *unk);
    }
    input.words += ids.size();
    if (eos && !ids.empty()) ids.push_back(*eos);
  }
  if (in.bad()) usage_error("reading ", name, " failed.");
  return input;
}

// The text written for one sentence.
std::string format_result(const Arguments& a, const Vocabulary& target, TokenId eos,
                          std::size_t line, std::span<const Hypothesis> nbest,
                          std::size_t& target_words) {
  std::string text;
  const auto append_tokens = [&](const Hypothesis& h) {
    bool first = true;
    for (const TokenId t : h.tokens) {
      if (t == eos) continue;
      if (!first) text += ' ';
      text += target.word(t);
      first = false;
    }
  };
  if (!nbest.empty()) {
    target_words += nbest.front().tokens.size() - (nbest.front().finished ? 1 : 0);
  }
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

struct Progress {
  std::mutex mutex;
  std::condition_variable changed;
  std::size_t sentences_done = 0, target_words = 0, batches_done = 0;
  GruDecodeStatistics model;  // summed over the threads' sessions
  std::exception_ptr failure;
};

int run(const Arguments& a) {
  const Clock::time_point start = Clock::now();
  const Vocabulary source_vocab = Vocabulary::read(a.source_vocab);
  const Vocabulary target_vocab = Vocabulary::read(a.target_vocab);
  SearchOptions search = a.search;
  search.bos_token = required_word(target_vocab, a.bos, a.target_vocab, "--bos");
  search.eos_token = required_word(target_vocab, a.eos, a.target_vocab, "--eos");
  Arguments args = a;
  args.search = search;
  const std::optional<TokenId> target_unk = target_vocab.find(a.unk);

  std::unique_ptr<Engine> engine;
  {
    const NpzArchive weights = load_npz(a.model);  // freed once the model has its copy
    const Resources resources{weights, source_vocab, target_vocab, search.eos_token,
                              target_unk.value_or(no_token)};
    engine = a.gemm == GemmKind::int16 ? make_engine<Int16Gemm>(args, resources)
                                       : make_engine<PackedFp32Gemm>(args, resources);
  }
  const Input input = read_input(a, source_vocab);
  const double load_seconds = std::chrono::duration<double>(Clock::now() - start).count();

  // Batches of consecutive non-empty sentences.
  std::vector<std::vector<std::size_t>> batches;  // line numbers
  for (std::size_t line = 0; line < input.sentences.size(); ++line) {
    if (input.sentences[line].empty()) continue;
    if (batches.empty() || batches.back().size() == a.batch) batches.emplace_back();
    batches.back().push_back(line);
  }

  std::FILE* out = stdout;
  if (!a.output.empty()) {
    out = std::fopen(a.output.c_str(), "wb");
    if (out == nullptr) usage_error("cannot open '", a.output, "' for writing.");
  }
  std::vector<std::string> texts(input.sentences.size());
  std::vector<char> ready(input.sentences.size(), 0);
  for (std::size_t line = 0; line < input.sentences.size(); ++line)
    if (input.sentences[line].empty()) {
      ready[line] = 1;
      if (a.nbest == 0) texts[line] = "\n";
    }
  std::size_t written = 0;  // lines written, in order
  const auto write_ready = [&] {
    for (; written < texts.size() && ready[written]; ++written) {
      std::fwrite(texts[written].data(), 1, texts[written].size(), out);
      std::string().swap(texts[written]);
    }
  };

  Progress progress;
  std::atomic<std::size_t> next_batch{0};
  const Clock::time_point decode_start = Clock::now();
  const auto worker = [&] {
    try {
      const std::unique_ptr<Session> session = engine->session();
      std::vector<Sentence> sources;
      for (std::size_t b; (b = next_batch.fetch_add(1)) < batches.size();) {
        sources.clear();
        for (const std::size_t line : batches[b]) sources.emplace_back(input.sentences[line]);
        const SearchResult& result = session->translate(sources);
        std::size_t target_words = 0;
        std::vector<std::string> batch_texts;
        for (std::size_t s = 0; s < batches[b].size(); ++s)
          batch_texts.push_back(format_result(a, target_vocab, search.eos_token, batches[b][s],
                                              result.nbest(s), target_words));
        const std::lock_guard lock(progress.mutex);
        for (std::size_t s = 0; s < batches[b].size(); ++s) {
          texts[batches[b][s]] = std::move(batch_texts[s]);
          ready[batches[b][s]] = 1;
        }
        write_ready();
        progress.sentences_done += batches[b].size();
        progress.target_words += target_words;
        ++progress.batches_done;
        progress.changed.notify_all();
      }
      const GruDecodeStatistics& stats = session->statistics();
      const std::lock_guard lock(progress.mutex);
      progress.model.steps += stats.steps;
      progress.model.rows += stats.rows;
      progress.model.distinct_rows += stats.distinct_rows;
      progress.model.embedding_lookups += stats.embedding_lookups;
      progress.model.table_hits += stats.table_hits;
    } catch (...) {
      const std::lock_guard lock(progress.mutex);
      if (!progress.failure) progress.failure = std::current_exception();
      next_batch = batches.size();  // the other threads stop after their batch
      progress.changed.notify_all();
    }
  };
  std::vector<std::thread> threads;
  for (std::size_t t = 0; t < std::min(a.threads, std::max<std::size_t>(batches.size(), 1)); ++t)
    threads.emplace_back(worker);

  // The progress line, from the main thread.
  const bool terminal = ::isatty(STDERR_FILENO) != 0;
  const auto seconds_since = [](Clock::time_point t) {
    return std::chrono::duration<double>(Clock::now() - t).count();
  };
  {
    std::unique_lock lock(progress.mutex);
    const auto finished = [&] {
      return progress.batches_done == batches.size() || progress.failure != nullptr;
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
      const double elapsed = seconds_since(decode_start);
      std::fprintf(stderr, "%stranslate: %zu/%zu sentences, %.0f words/s%s", terminal ? "\r" : "",
                   progress.sentences_done, input.sentences.size(),
                   static_cast<double>(progress.target_words) / elapsed, terminal ? "" : "\n");
      printed = true;
    }
    if (printed && terminal) std::fputc('\n', stderr);
  }
  for (std::thread& thread : threads) thread.join();
  if (progress.failure) std::rethrow_exception(progress.failure);
  write_ready();
  if (std::fflush(out) != 0 || std::ferror(out))
    usage_error("writing the translations failed (disk full?).");
  if (out != stdout) std::fclose(out);

  const double seconds = std::max(seconds_since(decode_start), 1e-9);
  if (!a.quiet)
    std::fprintf(stderr,
                 "translate: %zu sentences, %zu source and %zu target words in %.2f s "
                 "(+%.2f s loading): %.0f target words/s, %.0f source words/s; "
                 "beam %zu, batch %zu, threads %zu, gemm %s, kernels %s\n",
                 input.sentences.size(), input.words, progress.target_words, seconds, load_seconds,
                 static_cast<double>(progress.target_words) / seconds,
                 static_cast<double>(input.words) / seconds, a.search.beam_size, a.batch, a.threads,
                 a.gemm == GemmKind::int16 ? "int16" : "fp32",
                 std::string(isa_name(active_isa())).c_str());
  if (!a.quiet)
    std::fprintf(stderr,
                 "translate: %zu decoder rows; merged states: %.1f%% distinct; precomputed "
                 "embeddings: %.1f%% of lookups\n",
                 progress.model.rows, 100 * progress.model.distinct_fraction(),
                 100 * progress.model.embedding_coverage());
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
