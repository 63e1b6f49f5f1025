// examples/translate.cpp: the translate command line, as a Marian or
// CTranslate2 user expects it: tokenized sentences in (stdin or --input), one
// translation per line out (stdout or --output), n-best lists in Moses format
// on request, words/s on stderr. The model is one of fastdec's reference
// models loaded from a numpy .npz file: the attentional GRU over words
// (models/gru_model.hpp) or the Transformer over SentencePiece pieces
// (models/transformer_model.hpp; an archive with config.* arrays), which reads
// raw text and writes detokenized text with --spm.
//
//   translate --model model.npz --source-vocab vocab.src --target-vocab vocab.tgt
//             [--beam 5] [--output-layer fused] [--gemm int16] [--batch 8] [--threads 2] < in > out
//   translate --model transformer.npz --spm spm.model < raw.en > raw.es
//
// docs/translate.md lists every option; `translate --help` prints them.
//
// Structure: the options choose a GEMM backend and an output layer at run
// time; make_engine() instantiates the one model x layer combination they
// name (GruModel<G> or TransformerModel<G>, by the archive) behind a small
// virtual interface (Engine / Session), and the search underneath stays
// fully templated. A flag that the loaded model does not read is an error
// (check_model_flags). One model and one output layer are shared by every
// thread; each thread has its own BeamSearch (a Session) and
// takes whole batches of consecutive sentences; the output is written in
// input order as soon as it is complete.
#include <unistd.h>

#include <algorithm>
#include <charconv>
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
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "fastdec/arch/isa.hpp"
#include "fastdec/io/hnsw_file.hpp"
#include "fastdec/io/npz.hpp"
#include "fastdec/io/vocabulary.hpp"
#include "fastdec/models/gru_model.hpp"
#include "fastdec/models/transformer_model.hpp"
#include "fastdec/search/beam_search.hpp"
#include "fastdec/search/best_token_only.hpp"
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
brackets) are for both models unless marked GRU or Transformer; one given to
the other model is an error:

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
                          line of the same number (an empty line: no prefix;
                          with --spm, the line is text, encoded into pieces)
  --prefix-pieces         with --spm: --prefix FILE's lines are pieces of the
                          model's vocabulary separated by spaces, forced as
                          they are (text cannot force a piece such as a bare ▁)
  --score FILE            instead of translating, write the log-probability of
                          each line of FILE (</s> included) as a translation
                          of the input line of the same number
  --word-scores           with --score: each token's log-probability too
  --alignment             append " ||| " and the source-target position pairs
                          of the attention's strongest link per target token;
                          with --spm the positions count pieces, so first
                          " ||| source pieces ||| target pieces"
  --replace-unk           replace each <unk> in a translation by the source
                          word its attention weighs most (Luong et al. 2015)
  --stream                write each translation's words as soon as they are
                          certain (needs --batch 1 --threads 1, no --nbest)

)";

// Beside model_flags_usage's: translate's Transformer flag.
constexpr std::string_view transformer_flags_usage =
    R"(  --precomputed-first-layer   Transformer, post-norm only: the first decoder
                          layer's self-attention projections looked up per word
                          and position instead of computed (Devlin 2017, 4.2;
                          equal within float rounding) [off]
)";

// Beside search_flags_usage's.
constexpr std::string_view ban_flag_usage =
    R"(  --ban FILE              never generate the target words of FILE, one per
                          line (pieces with --spm) [none]
  --suppress FILE         never generate the word sequences of FILE, one per
                          line, words (pieces with --spm) split by spaces [none]
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
  --shortlist-batching sentence|union   wa: a vocabulary per sentence (its
                          translation does not depend on its batch) or one
                          for the whole batch, as CTranslate2's vmap [sentence]
  --lsh-window K, --lsh-permutations P, --lsh-bands W, --lsh-candidates C   lsh [8 64 16 1000]
  --hnsw-m M, --hnsw-ef-construction N, --hnsw-ef N   hnsw [16 200 50]
  --hnsw-graph FILE       hnsw: load the graph from FILE if it exists, else build and save it
  --gemm fp32|fp32-fma|int16|int8|int8-7bit   backend of every matrix product [int16];
                          fp32-fma: fused multiply-adds, faster where the
                          products are large (the encoder, big batches) but
                          rounded otherwise than fp32, which matches PyTorch;
                          int8-7bit: int8 with 7-bit activations, faster on
                          AVX2 without AVX-VNNI and on AVX-512BW, less
                          faithful to fp32 than int8
  --argmax-screen, --no-argmax-screen   greedy output without scores over
                          fp32 or fp32-fma: find each best word through an
                          8-bit screen of the whole vocabulary, then compute
                          its few candidates in float (the same words and
                          logits, proven per step: docs/translate.md), or
                          compute the whole vocabulary in float [screen]

throughput
  --batch N               sentences decoded together [8]
  --length-sort, --no-length-sort   sort each 16 batches' worth of lines
                          by source length before cutting them into batches,
                          as CTranslate2 does (the output stays in input order
                          and every translation is the same), or decode the
                          lines in input order; never with --batch 1 or
                          --stream (docs/translate.md) [sorted]
  --threads N             threads, each with its own search [1]
)";

std::string usage_text() {
  return std::string(usage_head) + std::string(model_flags_usage) +
         std::string(transformer_flags_usage) + "\n" + std::string(search_flags_usage) +
         std::string(ban_flag_usage) + std::string(usage_tail);
}

struct Arguments {
  std::string model, source_vocab, target_vocab, input, output;
  std::size_t nbest = 0;  // 0: plain 1-best output
  double progress_seconds = 5;
  bool quiet = false;
  std::string prefix_file, score_file, spm;
  bool prefix_pieces = false;  // --prefix's lines are pieces, not text to encode
  bool word_scores = false, alignment = false, replace_unk = false, stream = false;

  ModelFlags model_flags;
  bool precomputed_first_layer = false;  // the Transformer's
  SearchOptions search;
  std::string ban_file;
  std::string suppress_file;
  PruningOptions pruning;

  LayerOptions layer;
  std::string lexicon;
  LexiconFieldOrder lexicon_order = LexiconFieldOrder::target_source;
  std::string hnsw_graph;
  GemmKind gemm = GemmKind::int16;

  std::size_t batch = 8, threads = 1;
  bool length_sort = true;  // --no-length-sort: input order (see sorts_by_length)

  // The flags on the command line: which model reads them is known only once
  // the model is loaded (check_model_flags).
  std::set<std::string, std::less<>> given;
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
  t.toggle("--prefix-pieces", [](A& a) { a.prefix_pieces = true; });
  t.value("--spm", [](A& a, F, F v) { a.spm = v; });
  t.value("--score", [](A& a, F, F v) { a.score_file = v; });
  t.toggle("--word-scores", [](A& a) { a.word_scores = true; });
  t.toggle("--alignment", [](A& a) { a.alignment = true; });
  t.toggle("--replace-unk", [](A& a) { a.replace_unk = true; });
  t.toggle("--stream", [](A& a) { a.stream = true; });
  t.toggle("--length-sort", [](A& a) { a.length_sort = true; });
  t.toggle("--no-length-sort", [](A& a) { a.length_sort = false; });
  t.toggle("--argmax-screen", [](A& a) { a.layer.argmax_screen = true; });
  t.toggle("--no-argmax-screen", [](A& a) { a.layer.argmax_screen = false; });
  add_model_flags(t, [](A& a) -> ModelFlags& { return a.model_flags; });
  t.toggle("--precomputed-first-layer", [](A& a) { a.precomputed_first_layer = true; });
  add_search_flags(t, [](A& a) -> SearchOptions& { return a.search; });
  t.value("--ban", [](A& a, F, F v) { a.ban_file = v; });
  t.value("--suppress", [](A& a, F, F v) { a.suppress_file = v; });
  add_pruning_flags(t, [](A& a) -> PruningOptions& { return a.pruning; });
  t.value("--output-layer", [](A& a, F f, F v) { a.layer.kind = parse_layer(f, v); });
  t.value("--shortlist", [](A& a, F f, F v) { a.layer.shortlist = parse_positive(f, v); });
  t.value("--lexicon", [](A& a, F, F v) { a.lexicon = v; });
  t.value("--lexicon-order", [](A& a, F f, F v) { a.lexicon_order = parse_lexicon_order(f, v); });
  t.value("--lexicon-words", [](A& a, F f, F v) { a.layer.lexicon_words = parse_positive(f, v); });
  t.value("--frequent-words", [](A& a, F f, F v) { a.layer.frequent_words = parse_count(f, v); });
  t.value("--shortlist-batching", [](A& a, F f, F v) {
    a.layer.batching = parse_choice<ShortlistBatching>(
        f, v,
        {{"sentence", ShortlistBatching::per_sentence}, {"union", ShortlistBatching::batch_union}});
  });
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
  a.given = flags().parse(argc, argv, a, usage_text());
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
  if (a.prefix_pieces && (a.spm.empty() || a.prefix_file.empty()))
    usage_error(
        "--prefix-pieces needs --spm and --prefix FILE (without --spm, --prefix's words are "
        "the model's tokens already).");
  a.search.n_best = std::max<std::size_t>(a.nbest, 1);
  return a;
}

// ---------------------------------------------------------------------------
// The two models read different flags; one given to the model that does not
// read it would be silently ignored, so it is an error.

enum class ModelFamily { gru, transformer };

std::string_view family_name(ModelFamily family) {
  return family == ModelFamily::gru ? "GRU" : "Transformer";
}

// The reference Transformer's archive carries config.* arrays (its shapes do
// not tell everything); the GRU's has none.
ModelFamily model_family(const NpzArchive& weights) {
  return weights.arrays.count("config.d_model") == 1 ? ModelFamily::transformer : ModelFamily::gru;
}

[[noreturn]] void wrong_model_error(const Arguments& a, std::string_view flag, ModelFamily family) {
  const ModelFamily reader =
      family == ModelFamily::gru ? ModelFamily::transformer : ModelFamily::gru;
  usage_error(flag, " is for the ", family_name(reader), " model, but '", a.model, "' is a ",
              family_name(family), " (see --help).");
}

void check_model_flags(const Arguments& a, ModelFamily family) {
  if (family == ModelFamily::gru) {
    if (a.precomputed_first_layer) wrong_model_error(a, "--precomputed-first-layer", family);
    return;
  }
  for (const std::string_view flag : gru_only_flags)
    if (a.given.contains(flag)) wrong_model_error(a, flag, family);
  // The Transformer's only table of words is the first layer's.
  if (a.given.contains("--precomputed-words") && !a.precomputed_first_layer)
    usage_error(
        "--precomputed-words sizes a Transformer's --precomputed-first-layer table; add "
        "--precomputed-first-layer or drop --precomputed-words.");
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
  // The 8-bit screen's counters since the session began (ScreenedArgmax); none for other layers.
  virtual const ScreenedArgmaxCounters* screen_counters() const = 0;
};

class Engine {
 public:
  virtual ~Engine() = default;
  virtual std::unique_ptr<Session> session() const = 0;
  // Whether the output layer returns the argmax's logit instead of
  // log-probabilities (greedy output without scores: no softmax).
  virtual bool scores_by_logit() const = 0;
  // Whether it finds that argmax through an 8-bit screen (ScreenedArgmax).
  virtual bool screens_argmax() const = 0;
  virtual std::size_t target_vocab_size() const = 0;
};

template <class Layer>
constexpr bool is_screened_argmax = false;
template <class G>
constexpr bool is_screened_argmax<ScreenedArgmax<G>> = true;

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

  bool scores_by_logit() const override {
    if constexpr (requires { layer_->scores(); })
      return layer_->scores() == FusedScores::argmax_logit;
    else
      return false;
  }

  bool screens_argmax() const override { return is_screened_argmax<Layer>; }
  std::size_t target_vocab_size() const override { return layer_->vocab_size(); }

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
    const ScreenedArgmaxCounters* screen_counters() const override {
      if constexpr (is_screened_argmax<Layer>)
        return &search_.output_workspace().counters();
      else
        return nullptr;
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
  ModelFamily family;
  const Vocabulary& source_vocab;
  const Vocabulary& target_vocab;
  const SpecialTokens& tokens;
  const std::vector<TokenId>& banned_tokens;                    // --ban's
  const std::vector<std::vector<TokenId>>& suppress_sequences;  // --suppress's
};

// The output layer's options: greedy output that prints no score takes the
// argmax's logit and skips the softmax (search/best_token_only.hpp), the
// same translations.
LayerOptions layer_options(const Arguments& a, const SearchOptions& search, std::size_t vocab) {
  LayerOptions layer = a.layer;
  const PruningOptions& p = a.pruning;
  const bool prunes = p.relative_threshold || p.absolute_threshold || p.relative_local_threshold ||
                      p.max_candidates_per_node;
  if (a.nbest == 0 && !prunes && search_reads_best_token_only(search, vocab))
    layer.fused_scores = FusedScores::argmax_logit;
  return layer;
}

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
  search.banned_tokens = r.banned_tokens;
  search.suppress_sequences = r.suppress_sequences;
  if (search.ban_unk && search.unk_token == no_token)
    usage_error("--ban-unk: the target vocabulary has no <unk>.");
  return with_output_layer<G>(
      layer_options(a, search, w.vocab_size()), inputs,
      [&]<class Layer>(std::unique_ptr<const Layer> layer) -> std::unique_ptr<Engine> {
        return std::make_unique<SearchEngine<Model, Layer>>(model, std::move(layer), search,
                                                            a.pruning);
      });
}

template <Gemm G>
std::unique_ptr<Engine> make_engine(const Arguments& a, const Resources& r) {
  if (r.family == ModelFamily::transformer) {
    // A pre-norm model with precomputed_first_layer throws an error that says why.
    const TransformerModelOptions options{.fast_softmax = !a.model_flags.libm_activations,
                                          .precomputed_first_layer = a.precomputed_first_layer,
                                          .precomputed_words = a.model_flags.precomputed_words};
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

// The model's vocabularies and how text maps to them.
struct Vocabularies {
  const Vocabulary& source;
  const Vocabulary& target;
  std::string target_name;  // for errors: "'vocab.tgt'", or "'spm.model'" with --spm
  const SpecialTokens& tokens;
  const SubwordCodec* codec;  // with --spm: raw text in, detokenized text out; else null
};

struct Input {
  std::vector<std::vector<TokenId>> sentences;  // one per input line; empty for an empty line
  // Source words: the tokenized lines', or with --spm the raw text's. The
  // pieces are the model's tokens without an appended EOS (the words again
  // without --spm).
  std::size_t words = 0, pieces = 0;
  std::vector<std::vector<std::string>> source_words;  // per line, with --replace-unk
  std::vector<std::vector<TokenId>> targets;  // per line: --prefix's or --score's, else none
};

std::string line_name(std::string_view file, std::size_t number) {
  return std::string(file) + " line " + std::to_string(number);
}

// How a line of --prefix or --score becomes target ids.
enum class TargetLines {
  words,   // tokenized words of the target vocabulary, <unk> for the others
  text,    // raw text, encoded by --spm (the pieces it picks)
  pieces,  // --prefix-pieces: --spm's pieces, as they are
};

// Pieces separated by spaces, each one of the vocabulary: --prefix-pieces
// exists to force exact pieces, so a piece that is not one is an error.
std::vector<TokenId> piece_ids(std::string_view line, const Vocabularies& v,
                               std::string_view where) {
  std::vector<TokenId> ids;
  for (const std::string_view piece : split_words(line)) {
    const std::optional<TokenId> id = v.target.find(piece);
    if (!id) usage_error(where, ": '", piece, "' is not a piece of ", v.target_name, ".");
    ids.push_back(*id);
  }
  return ids;
}

// The lines of --prefix or --score FILE as target ids, one per input line.
std::vector<std::vector<TokenId>> read_targets(const std::string& path, std::size_t lines,
                                               TargetLines form, const Vocabularies& v) {
  std::ifstream file(path, std::ios::binary);
  if (!file.is_open()) usage_error("cannot open '", path, "' for reading.");
  std::vector<std::vector<TokenId>> targets;
  for (std::string line; std::getline(file, line);) {
    const std::string where = line_name("'" + path + "'", targets.size() + 1);
    switch (form) {
      case TargetLines::text:
        targets.push_back(v.codec->encode(line));
        break;
      case TargetLines::pieces:
        targets.push_back(piece_ids(line, v, where));
        break;
      case TargetLines::words:
        targets.push_back(target_ids(line, v.target, v.tokens, where));
        break;
    }
  }
  if (file.bad()) usage_error("reading '", path, "' failed.");
  if (targets.size() != lines)
    usage_error("'", path, "' has ", targets.size(), " lines but the input has ", lines, ".");
  return targets;
}

TargetLines target_lines(const Arguments& a, const Vocabularies& v) {
  if (v.codec == nullptr) return TargetLines::words;
  return a.prefix_pieces ? TargetLines::pieces : TargetLines::text;
}

// --ban FILE: one target word (a piece with --spm) per line, empty lines
// skipped; a word the vocabulary lacks is an error, since banning it would
// silently do nothing.
std::vector<TokenId> read_banned_tokens(const std::string& path, const Vocabularies& v) {
  std::ifstream file(path, std::ios::binary);
  if (!file.is_open()) usage_error("--ban: cannot open '", path, "' for reading.");
  const std::string_view kind = v.codec != nullptr ? "piece" : "word";
  std::vector<TokenId> banned;
  std::size_t number = 0;
  for (std::string line; std::getline(file, line);) {
    const std::string where = "--ban " + line_name("'" + path + "'", ++number);
    const std::vector<std::string_view> words = split_words(line);
    if (words.empty()) continue;
    if (words.size() > 1) usage_error(where, ": one ", kind, " per line, got '", line, "'.");
    const std::optional<TokenId> id = v.target.find(words.front());
    if (!id)
      usage_error(where, ": '", words.front(), "' is not a ", kind, " of ", v.target_name, ".");
    if (*id == v.tokens.eos)
      usage_error(where, ": '", words.front(),
                  "' is the end of every translation; --min-length N keeps it away instead.");
    banned.push_back(*id);
  }
  if (file.bad()) usage_error("reading '", path, "' failed.");
  std::sort(banned.begin(), banned.end());
  banned.erase(std::unique(banned.begin(), banned.end()), banned.end());
  return banned;
}

// --suppress FILE: one sequence of target words (pieces with --spm) per line,
// split by spaces, empty lines skipped; a word the vocabulary lacks, or
// </s>, is an error naming the line.
std::vector<std::vector<TokenId>> read_suppressed_sequences(const std::string& path,
                                                            const Vocabularies& v) {
  std::ifstream file(path, std::ios::binary);
  if (!file.is_open()) usage_error("--suppress: cannot open '", path, "' for reading.");
  const std::string_view kind = v.codec != nullptr ? "piece" : "word";
  std::vector<std::vector<TokenId>> sequences;
  std::size_t number = 0;
  for (std::string line; std::getline(file, line);) {
    const std::string where = "--suppress " + line_name("'" + path + "'", ++number);
    std::vector<TokenId> sequence;
    for (const std::string_view word : split_words(line)) {
      const std::optional<TokenId> id = v.target.find(word);
      if (!id) usage_error(where, ": '", word, "' is not a ", kind, " of ", v.target_name, ".");
      if (*id == v.tokens.eos)
        usage_error(where, ": '", word,
                    "' is the end of every translation; --min-length N keeps it away instead.");
      sequence.push_back(*id);
    }
    if (!sequence.empty()) sequences.push_back(std::move(sequence));
  }
  if (file.bad()) usage_error("reading '", path, "' failed.");
  return sequences;
}

Input read_input(const Arguments& a, const Vocabularies& v) {
  std::ifstream file;
  if (!a.input.empty()) {
    file.open(a.input, std::ios::binary);
    if (!file.is_open()) usage_error("cannot open '", a.input, "' for reading.");
  }
  std::istream& in = a.input.empty() ? std::cin : file;
  const std::string name = a.input.empty() ? "stdin" : "'" + a.input + "'";
  Input input;
  for (std::string line; std::getline(in, line);) {
    if (v.codec != nullptr) {  // raw text: its pieces, then the EOS the model was trained with
      std::vector<TokenId> ids = v.codec->encode(line);
      input.pieces += ids.size();
      input.words += split_words(line).size();
      if (!ids.empty() && v.tokens.source_eos) ids.push_back(*v.tokens.source_eos);
      input.sentences.push_back(std::move(ids));
    } else {
      const std::string where = line_name(name, input.sentences.size() + 1);
      input.sentences.push_back(source_ids(line, v.source, v.tokens, a.model_flags.unk, where));
      const std::size_t words = input.sentences.back().size() -
                                (v.tokens.source_eos && !input.sentences.back().empty() ? 1 : 0);
      input.words += words, input.pieces += words;
    }
    if (a.replace_unk) {
      input.source_words.emplace_back();
      for (const std::string_view word : split_words(line))
        input.source_words.back().emplace_back(word);
    }
  }
  if (in.bad()) usage_error("reading ", name, " failed.");
  const std::string& targets = a.score_file.empty() ? a.prefix_file : a.score_file;
  if (!targets.empty())
    input.targets = read_targets(targets, input.sentences.size(), target_lines(a, v), v);
  return input;
}

// Whether the lines are decoded length-sorted: batches of one have nothing
// to gain, and --stream writes each line as it is decoded.
bool sorts_by_length(const Arguments& a) { return a.length_sort && a.batch > 1 && !a.stream; }

// Batches of at most `size` consecutive non-empty lines (line numbers).
// The input's non-empty lines cut into batches of `size`. With length_sort
// (CTranslate2's default), each window of 16 batches' lines is first sorted
// by source length, stably, so sentences of like length share a batch. The
// writer puts lines back in input order, and a sentence's translation does
// not depend on its batch.
std::vector<std::vector<std::size_t>> make_batches(const Input& input, std::size_t size,
                                                   bool length_sort) {
  std::vector<std::size_t> lines;
  for (std::size_t line = 0; line < input.sentences.size(); ++line)
    if (!input.sentences[line].empty()) lines.push_back(line);
  if (length_sort) {
    const std::size_t window = 16 * size;
    const auto shorter = [&](std::size_t x, std::size_t y) {
      return input.sentences[x].size() < input.sentences[y].size();
    };
    for (std::size_t first = 0; first < lines.size(); first += window) {
      const auto begin = lines.begin() + static_cast<std::ptrdiff_t>(first);
      std::stable_sort(begin,
                       begin + static_cast<std::ptrdiff_t>(std::min(window, lines.size() - first)),
                       shorter);
    }
  }
  std::vector<std::vector<std::size_t>> batches;
  for (const std::size_t line : lines) {
    if (batches.empty() || batches.back().size() == size) batches.emplace_back();
    batches.back().push_back(line);
  }
  return batches;
}

// A target token as written: with --replace-unk, <unk> becomes the source
// word at its aligned position (when that is a word, not an appended </s>).
std::string_view target_word(const Arguments& a, const Vocabularies& v,
                             std::span<const std::string> source, const Hypothesis& h,
                             std::size_t i) {
  if (a.replace_unk && h.tokens[i] == v.tokens.target_unk && i < h.alignment.size() &&
      h.alignment[i] < source.size())
    return source[h.alignment[i]];
  return v.target.word(h.tokens[i]);
}

// A hypothesis' tokens without the EOS that finished it.
std::span<const TokenId> without_eos(const Hypothesis& h) {
  return h.tokens.first(h.tokens.size() - (h.finished ? 1 : 0));
}

// A hypothesis as written: detokenized text with --spm, else its words.
std::string hypothesis_text(const Arguments& a, const Vocabularies& v,
                            std::span<const std::string> source_words, const Hypothesis& h) {
  if (v.codec != nullptr) return v.codec->decode(without_eos(h));
  std::string text;
  for (std::size_t i = 0; i < h.tokens.size(); ++i) {
    if (h.tokens[i] == v.tokens.eos) continue;
    if (!text.empty()) text += ' ';
    text += target_word(a, v, source_words, h, i);
  }
  return text;
}

std::string joined_pieces(const Vocabulary& vocab, std::span<const TokenId> ids) {
  std::string text;
  for (const TokenId id : ids) text += (text.empty() ? "" : " ") + vocab.word(id);
  return text;
}

// --alignment: " |||" and the source-target position pairs. With --spm the
// positions count pieces, which detokenized text does not show, so the
// source's pieces (its appended </s> included) and the target's come first.
std::string alignment_text(const Vocabularies& v, std::span<const TokenId> source,
                           const Hypothesis& h) {
  std::string text = " |||";
  if (v.codec != nullptr)
    text += ' ' + joined_pieces(v.source, source) + " ||| " +
            joined_pieces(v.target, without_eos(h)) + " |||";
  for (std::size_t i = 0; i < h.alignment.size(); ++i)
    if (h.tokens[i] != v.tokens.eos)
      text += ' ' + std::to_string(h.alignment[i]) + '-' + std::to_string(i);
  return text;
}

// The shortest text that reads back as the same float, so that n-best lists
// can be re-ranked and compared without rounding (%.6g kept 3 decimals of a
// long sentence's log-probability).
std::string float_text(float value) {
  char buffer[32];
  const std::to_chars_result end = std::to_chars(buffer, buffer + sizeof buffer, value);
  return std::string(buffer, end.ptr);
}

// The text written for one input line: its translation, or its n-best list
// in Moses format.
std::string format_result(const Arguments& a, const Vocabularies& v, const Input& input,
                          std::size_t line, std::span<const Hypothesis> nbest) {
  const std::span<const std::string> source_words =
      a.replace_unk ? std::span<const std::string>(input.source_words[line])
                    : std::span<const std::string>{};
  const auto translation = [&](const Hypothesis& h) {
    std::string text = hypothesis_text(a, v, source_words, h);
    if (a.alignment) text += alignment_text(v, input.sentences[line], h);
    return text;
  };
  if (a.nbest == 0) return (nbest.empty() ? std::string() : translation(nbest.front())) + '\n';
  std::string text;
  for (const Hypothesis& h : nbest)
    text += std::to_string(line) + " ||| " + translation(h) +
            " ||| LogProb= " + float_text(h.score) + " Length= " + std::to_string(h.tokens.size()) +
            " ||| " + float_text(h.normalized_score) + '\n';
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
  std::size_t sentences_done = 0, batches_done = 0;
  // Of the best translations, without </s>; with --spm the words are the
  // detokenized text's and the pieces the model's tokens (else the same).
  std::size_t target_words = 0, target_pieces = 0;
  GruDecodeStatistics model;        // summed over the threads' sessions
  bool has_model_counters = false;  // the GRU model keeps them; the Transformer does not
  ScreenedArgmaxCounters screen;    // summed likewise (greedy fp32 through the 8-bit screen)
};

// --score's line: the sum, then with --word-scores each token's log-probability.
std::string format_score(const Arguments& a, const Hypothesis& h) {
  std::string text = float_text(h.score);
  if (a.word_scores)
    for (const float logprob : h.token_logprobs) text += ' ' + float_text(logprob);
  return text + '\n';
}

// A best translation's target words and pieces (Progress::target_words).
void count_target(const Vocabularies& v, const Hypothesis& best, std::size_t& words,
                  std::size_t& pieces) {
  const std::span<const TokenId> tokens = without_eos(best);
  pieces += tokens.size();
  words += v.codec != nullptr ? split_words(v.codec->decode(tokens)).size() : tokens.size();
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

// Decodes every batch on a.threads threads, each with its own Session.
void decode_batches(const Arguments& a, const Engine& engine, const Input& input,
                    const std::vector<std::vector<std::size_t>>& batches, const Vocabularies& v,
                    OrderedWriter& writer, Progress& progress) {
  BatchQueue queue(batches.size());
  const auto work = [&](std::size_t) {
    const std::unique_ptr<Session> session = engine.session();
    if (a.stream) session->stream_to(stream_words(v.target, v.tokens, v.codec));
    std::vector<Sentence> sources, targets;
    std::vector<std::string> texts;
    for (std::size_t b; queue.next(b);) {
      sources.clear(), targets.clear();
      for (const std::size_t line : batches[b]) sources.emplace_back(input.sentences[line]);
      if (!input.targets.empty())
        for (const std::size_t line : batches[b]) targets.emplace_back(input.targets[line]);
      const SearchResult& result = a.score_file.empty() ? session->translate(sources, targets)
                                                        : session->score(sources, targets);
      std::size_t target_words = 0, target_pieces = 0;
      texts.clear();
      for (std::size_t s = 0; s < batches[b].size(); ++s) {
        const std::size_t line = batches[b][s];
        const Hypothesis& best = result.best(s);
        count_target(v, best, target_words, target_pieces);
        if (a.stream)  // the words are out already
          texts.emplace_back("\n");
        else if (a.score_file.empty())
          texts.push_back(format_result(a, v, input, line, result.nbest(s)));
        else
          texts.push_back(format_score(a, best));
      }
      const std::lock_guard lock(progress.mutex);
      for (std::size_t s = 0; s < batches[b].size(); ++s)
        writer.put(batches[b][s], std::move(texts[s]));
      progress.sentences_done += batches[b].size();
      progress.target_words += target_words;
      progress.target_pieces += target_pieces;
      ++progress.batches_done;
      progress.changed.notify_all();
    }
    if (const ScreenedArgmaxCounters* screen = session->screen_counters()) {
      const std::lock_guard lock(progress.mutex);
      progress.screen += *screen;
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

// What the run did per sentence, as the summary names it: --score runs no
// search, sampling draws beam-size samples, and greedy output without scores
// may skip the softmax.
std::string search_name(const Arguments& a, bool scores_by_logit, bool screens_argmax) {
  if (!a.score_file.empty()) return "scoring --score's targets (no search)";
  if (a.search.samples())
    return "sampling from the top " + std::to_string(a.search.sampling_topk) + ", " +
           std::to_string(a.search.beam_size) + " per sentence";
  return "beam " + std::to_string(a.search.beam_size) +
         (scores_by_logit ? " (the best logit: no softmax)" : "") +
         (screens_argmax ? ", through an 8-bit screen" : "");
}

void print_summary(const Arguments& a, const Engine& engine, const Input& input,
                   const Progress& progress, const Timing& t) {
  const double words = static_cast<double>(progress.target_words);
  const std::size_t sentences = input.sentences.size();
  // With --spm the model's tokens are pieces, not words: both are counted.
  if (a.spm.empty())
    std::fprintf(stderr, "translate: %zu sentences, %zu source and %zu target words", sentences,
                 input.words, progress.target_words);
  else
    std::fprintf(stderr,
                 "translate: %zu sentences, %zu source words (%zu pieces) and %zu target words "
                 "(%zu pieces)",
                 sentences, input.words, input.pieces, progress.target_words,
                 progress.target_pieces);
  std::fprintf(stderr, " in %.2f s wall clock, %.2f s CPU (+%.2f s loading): %.0f target words/s",
               t.wall_seconds, t.cpu_seconds, t.load_seconds, words / t.wall_seconds);
  if (!a.spm.empty())
    std::fprintf(stderr, " (%.0f pieces/s)",
                 static_cast<double>(progress.target_pieces) / t.wall_seconds);
  std::fprintf(stderr,
               ", %.0f per CPU-second, %.0f source words/s; %s, batch %zu%s, threads %zu, gemm %s, "
               "kernels %s\n",
               words / t.cpu_seconds, static_cast<double>(input.words) / t.wall_seconds,
               search_name(a, engine.scores_by_logit(), engine.screens_argmax()).c_str(), a.batch,
               sorts_by_length(a) ? " (length-sorted)" : "", a.threads,
               std::string(gemm_name(a.gemm)).c_str(), std::string(isa_name(active_isa())).c_str());
  const ScreenedArgmaxCounters& screen = progress.screen;
  if (screen.screened_calls + screen.full_calls > 0)
    std::fprintf(stderr,
                 "translate: the 8-bit screen answered %zu of %zu steps (%zu rows), computing "
                 "%.1f of %zu words a step in float; %zu steps took the whole float product\n",
                 screen.screened_calls, screen.screened_calls + screen.full_calls,
                 screen.screened_rows,
                 screen.screened_calls == 0 ? 0.0
                                            : static_cast<double>(screen.float_columns) /
                                                  static_cast<double>(screen.screened_calls),
                 engine.target_vocab_size(), screen.full_calls);
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
  const Vocabularies vocabs{source_vocab, target_vocab, target_name, tokens,
                            codec ? &*codec : nullptr};
  const std::vector<TokenId> banned =
      a.ban_file.empty() ? std::vector<TokenId>{} : read_banned_tokens(a.ban_file, vocabs);
  const std::vector<std::vector<TokenId>> suppressed =
      a.suppress_file.empty() ? std::vector<std::vector<TokenId>>{}
                              : read_suppressed_sequences(a.suppress_file, vocabs);
  std::unique_ptr<Engine> engine;
  {
    const NpzArchive weights = load_npz(a.model);  // freed once the model has its copy
    const ModelFamily family = model_family(weights);
    check_model_flags(a, family);
    const Resources resources{weights, family, source_vocab, target_vocab,
                              tokens,  banned, suppressed};
    engine = with_gemm(a.gemm, [&]<Gemm G>() { return make_engine<G>(a, resources); });
  }
  const Input input = read_input(a, vocabs);
  // Streamed words go out as they are decoded, so the order must be the input's.
  const auto batches = make_batches(input, a.batch, sorts_by_length(a));
  OrderedWriter writer(a, input);
  const double load_seconds = std::chrono::duration<double>(Clock::now() - start).count();

  Progress progress;
  const Clock::time_point decode_start = Clock::now();
  const double cpu_start = process_cpu_seconds();
  decode_batches(a, *engine, input, batches, vocabs, writer, progress);
  writer.finish();
  const Timing timing{
      load_seconds,
      std::max(std::chrono::duration<double>(Clock::now() - decode_start).count(), 1e-9),
      std::max(process_cpu_seconds() - cpu_start, 1e-9)};
  if (!a.quiet) print_summary(a, *engine, input, progress, timing);
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
