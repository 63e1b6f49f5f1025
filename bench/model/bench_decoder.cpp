// Devlin et al. 2017, Table 1, on fastdec's reference GRU model: words/s of a
// whole decode as each speed-up of section 4 is added, cumulatively, all rows
// measured in one run; then words/s against batch size (a batch that shrinks
// as hypotheses finish against a constant one) and threads.
//
// Model: Devlin's S1 shape with random weights: a 3-layer 512 bidirectional
// GRU encoder, a 1024 attentional GRU decoder (attention 1024), a tanh
// pre-output layer of 512 over [state; context; embedding], embeddings 512,
// 80k source and target words. Output layer: the word-alignment shortlist
// (Devlin section 3: 20 translations per source word; + the 100 most frequent
// words) over a random Zipf-shaped lexicon, the same Gemm as the model.
// Search: beam 6, one sentence at a time, one thread. Sources: random
// sentences of 15-35 words drawn from a Zipf law. Random weights never pick
// EOS (a rare id), so every sentence decodes to its source length
// (max_length_ratio 1, offset 0): words/s counts generated target words.
//
// Time: the decoding thread's CPU time (CLOCK_THREAD_CPUTIME_ID), so that
// other processes on a shared machine slow a row less (they still share its
// caches and memory bandwidth); the thread table is wall-clock time.
//
// Each row is decoded twice, rows interleaved, and its faster run kept.
//
// Constant batch: what a decoder that keeps finished hypotheses in its batch
// computes (Hoang et al. 2018, section 2.1, Algorithm 1; fastdec's search is
// their Algorithm 2 and always drops them). Two bench-only wrappers pad every
// step back to beam x sentences rows, for the model and for the output layer:
// the padding rows continue rows of their own (the model's state carries them
// from step to step) and their results are discarded, so the translations are
// the same (checked) and only the work differs.
//
// Usage: bench_decoder [sentences (default 32)] [--quick: tiny shape, for CI]
//                      [--profile: only all speed-ups, batch 1, for perf record]
// Results and the command: docs/RESULTS.md.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <functional>
#include <memory>
#include <random>
#include <span>
#include <string>
#include <vector>

#include "fastdec/arch/isa.hpp"
#include "fastdec/gemm/int16_gemm.hpp"
#include "fastdec/gemm/int8_gemm.hpp"
#include "fastdec/gemm/packed_fp32_gemm.hpp"
#include "fastdec/models/gru_model.hpp"
#include "fastdec/output/alignment_shortlist.hpp"
#include "fastdec/output/concept.hpp"
#include "fastdec/output/lexicon.hpp"
#include "fastdec/search/beam_search.hpp"
#include "support/workers.hpp"

using namespace fastdec;

namespace {

constexpr TokenId bos = 0;
constexpr std::size_t beam = 6;

struct Setup {
  GruShape shape;
  std::vector<std::vector<TokenId>> sources;
  Lexicon lexicon;
  TokenId eos;
};

TokenId zipf(std::mt19937& rng, std::size_t vocab) {
  // Zipf(1) by inverse transform of the harmonic CDF, approximated with logs.
  std::uniform_real_distribution<double> u(0.0, 1.0);
  const double x = std::exp(u(rng) * std::log(static_cast<double>(vocab) + 1.0)) - 1.0;
  return static_cast<TokenId>(std::min<double>(x, static_cast<double>(vocab - 1)));
}

Setup make_setup(std::size_t sentences, bool quick) {
  Setup s;
  s.shape = quick ? GruShape{.source_vocab = 2000,
                             .target_vocab = 2000,
                             .source_embedding = 32,
                             .target_embedding = 32,
                             .encoder_hidden = 32,
                             .encoder_layers = 3,
                             .decoder_hidden = 64,
                             .attention = 64,
                             .pre_output = 32}
                  : GruShape{.source_vocab = 80000,
                             .target_vocab = 80000,
                             .source_embedding = 512,
                             .target_embedding = 512,
                             .encoder_hidden = 512,
                             .encoder_layers = 3,
                             .decoder_hidden = 1024,
                             .attention = 1024,
                             .pre_output = 512};
  s.eos = static_cast<TokenId>(s.shape.target_vocab - 1);
  std::mt19937 rng(2017);
  std::uniform_int_distribution<std::size_t> length(15, 35);
  for (std::size_t i = 0; i < sentences; ++i) {
    std::vector<TokenId> sentence(length(rng));
    for (TokenId& t : sentence) t = zipf(rng, s.shape.source_vocab);
    s.sources.push_back(sentence);
  }
  std::vector<LexiconEntry> entries;
  for (std::size_t f = 0; f < s.shape.source_vocab; ++f) {
    std::vector<TokenId> targets;
    while (targets.size() < 20) {
      const TokenId t = zipf(rng, s.shape.target_vocab - 1);
      if (std::find(targets.begin(), targets.end(), t) == targets.end()) targets.push_back(t);
    }
    for (std::size_t r = 0; r < targets.size(); ++r)
      entries.push_back({static_cast<TokenId>(f), targets[r], 1.0f / static_cast<float>(r + 2)});
  }
  s.lexicon = Lexicon(s.shape.source_vocab, s.shape.target_vocab, entries);
  return s;
}

SearchOptions options(const Setup& s) {
  return {.beam_size = beam,
          .n_best = 1,
          .bos_token = bos,
          .eos_token = s.eos,
          .max_length_ratio = 1.0f,
          .max_length_offset = 0};
}

using examples::thread_cpu_seconds;

struct Measured {
  double seconds = 0.0;
  std::size_t words = 0;
  double distinct_fraction = 1.0;
  double coverage = 0.0;
  std::uint64_t translations_hash = 14695981039346656037ull;  // FNV-1a over the best tokens
  double words_per_second() const { return static_cast<double>(words) / seconds; }
};

// Decodes sources[first, last) in batches of `batch` on one BeamSearch.
template <class Model, class Output>
Measured decode_range(const Model& model, const Output& output, const Setup& s, std::size_t first,
                      std::size_t last, std::size_t batch) {
  BeamSearch search(model, output, options(s));
  Measured m;
  const double start = thread_cpu_seconds();
  for (std::size_t i = first; i < last; i += batch) {
    const std::size_t end = std::min(last, i + batch);
    const std::vector<Sentence> sentences(s.sources.begin() + static_cast<std::ptrdiff_t>(i),
                                          s.sources.begin() + static_cast<std::ptrdiff_t>(end));
    const SearchResult& result = search.translate_batch(sentences);
    for (std::size_t k = 0; k < sentences.size(); ++k) {
      const Hypothesis& best = result.best(k);
      m.words += best.tokens.size() - (best.finished ? 1 : 0);
      for (const TokenId token : best.tokens)
        m.translations_hash =
            (m.translations_hash ^ static_cast<std::uint32_t>(token)) * 1099511628211ull;
    }
  }
  m.seconds = thread_cpu_seconds() - start;
  m.distinct_fraction = search.model_state().statistics().distinct_fraction();
  m.coverage = search.model_state().statistics().embedding_coverage();
  return m;
}

// Pads every step of Model to the batch's max_rows rows. Row i < n is the
// search's row i; padding row r continues row r of the previous step (or
// row r mod n where the previous step had fewer rows), fed a real row's token.
template <class Model>
class ConstantBatchModel {
 public:
  struct State {
    typename Model::State inner;
    std::vector<TokenId> previous;
    std::vector<std::uint32_t> parents;
    std::size_t previous_rows = 0;
    const auto& statistics() const noexcept { return inner.statistics(); }
  };
  explicit ConstantBatchModel(const Model& model) : model_(model) {}
  State make_state() const { return {model_.make_state(), {}, {}, 0}; }
  std::size_t hidden_size() const { return model_.hidden_size(); }
  void encode(State& state, std::span<const Sentence> sources, std::size_t max_rows) const {
    model_.encode(state.inner, sources, max_rows);
    state.previous.resize(max_rows);
    state.parents.resize(max_rows);
    state.previous_rows = sources.size();
  }
  ConstMatrixView step(State& state, std::span<const TokenId> previous,
                       std::span<const std::uint32_t> parents) const {
    const std::size_t n = previous.size(), padded = state.previous.size();
    for (std::size_t r = 0; r < padded; ++r) {
      state.previous[r] = previous[r % n];
      state.parents[r] = r < n ? parents[r] : static_cast<std::uint32_t>(r % state.previous_rows);
    }
    state.previous_rows = padded;
    const ConstMatrixView h = model_.step(state.inner, state.previous, state.parents);
    return h.middle_rows(0, n);
  }

 private:
  const Model& model_;
};

// Pads every topk call of Layer to the batch's max_rows rows by repeating
// the live rows (and their sentences), and keeps the live rows' answers.
template <class Layer>
class ConstantBatchLayer {
 public:
  struct Workspace {
    typename Layer::Workspace inner;
    std::vector<float> h;                     // [max_rows, hidden]
    std::vector<std::uint32_t> row_sentence;  // [max_rows]
    std::vector<ScoredToken> out;             // [max_rows, k]
  };
  explicit ConstantBatchLayer(const Layer& layer) : layer_(layer) {}
  Workspace make_workspace() const { return {layer_.make_workspace(), {}, {}, {}}; }
  std::size_t vocab_size() const { return layer_.vocab_size(); }
  std::size_t hidden_size() const { return layer_.hidden_size(); }
  void begin_batch(Workspace& ws, std::span<const Sentence> sources, std::size_t max_rows) const {
    layer_.begin_batch(ws.inner, sources, max_rows);
    ws.h.resize(max_rows * layer_.hidden_size());
    ws.row_sentence.resize(max_rows);
  }
  void topk(Workspace& ws, ConstMatrixView h, std::span<const std::uint32_t> row_sentence,
            std::size_t k, TopKView out) const {
    const std::size_t n = h.rows(), padded = ws.row_sentence.size(), hidden = h.cols();
    for (std::size_t r = 0; r < padded; ++r) {
      const std::span<const float> row = h.row(r % n);
      std::copy(row.begin(), row.end(), ws.h.begin() + static_cast<std::ptrdiff_t>(r * hidden));
      ws.row_sentence[r] = row_sentence[r % n];
    }
    if (ws.out.size() < padded * k) ws.out.resize(padded * k);
    layer_.topk(ws.inner, ConstMatrixView(ws.h.data(), padded, hidden), ws.row_sentence, k,
                TopKView(ws.out.data(), padded, k));
    for (std::size_t r = 0; r < n; ++r)
      std::copy_n(ws.out.begin() + static_cast<std::ptrdiff_t>(r * k), k, out.row(r).begin());
  }

 private:
  const Layer& layer_;
};

template <class G>
struct Built {
  GruModel<G> model;
  AlignmentShortlist<G> output;
  Built(const NpzArchive& weights, const GruSpeedups& speedups, const Setup& s)
      : model(weights, {}, speedups),
        output(model.output_weights(), s.lexicon,
               {.words_per_source = 20, .frequent_words = 100, .always_include = {s.eos}}) {}
};

// One row of the table: a model and output layer built once, decoded in
// several rounds (rows interleaved), the fastest round kept.
class Row {
 public:
  template <class G>
  static Row make(const char* name, const NpzArchive& weights, const GruSpeedups& speedups,
                  const Setup& s) {
    auto built = std::make_shared<Built<G>>(weights, speedups, s);
    Row row;
    row.name_ = name;
    row.run_ = [built, &s] {
      return decode_range(built->model, built->output, s, 0, s.sources.size(), 1);
    };
    decode_range(built->model, built->output, s, 0, 1, 1);  // warm-up: pages, ISA detection
    return row;
  }
  void measure() {
    const Measured m = run_();
    if (best_.words == 0 || m.words_per_second() > best_.words_per_second()) best_ = m;
  }
  const char* name() const { return name_; }
  const Measured& best() const { return best_; }

 private:
  const char* name_ = "";
  std::function<Measured()> run_;
  Measured best_;
};

void print_row(const char* name, const Measured& m, double baseline) {
  std::printf("| %-26s | %8.1f | %6.2fx | %5.1f%% | %5.1f%% |\n", name, m.words_per_second(),
              m.words_per_second() / baseline, 100.0 * m.distinct_fraction, 100.0 * m.coverage);
}

}  // namespace

int main(int argc, char** argv) {
  std::size_t sentences = 32;
  bool quick = false, profile = false;
  constexpr int rounds = 2;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--quick") == 0)
      quick = true;
    else if (std::strcmp(argv[i], "--profile") == 0)
      profile = true;
    else
      sentences = static_cast<std::size_t>(std::stoul(argv[i]));
  }
  const Setup s = make_setup(sentences, quick);
  const NpzArchive weights = random_gru_weights(s.shape, 1);
  std::size_t source_words = 0;
  for (const auto& sentence : s.sources) source_words += sentence.size();
  std::printf(
      "GRU model %zu-layer %zu bi-GRU encoder, %zu decoder, %zu words; beam %zu; %zu "
      "sentences, %zu source words; kernels %s\n\n",
      s.shape.encoder_layers, s.shape.encoder_hidden, s.shape.decoder_hidden, s.shape.target_vocab,
      beam, sentences, source_words, std::string(isa_name(active_isa())).c_str());
  if (profile) {
    const Built<Int16Gemm> built(weights, GruSpeedups::all(), s);
    for (int round = 0; round < 3; ++round)
      std::printf(
          "all speed-ups, batch 1: %.1f words/s\n",
          decode_range(built.model, built.output, s, 0, s.sources.size(), 1).words_per_second());
    return 0;
  }

  std::printf("| %-26s | %8s | %7s | %6s | %6s |\n", "speed-up (cumulative)", "words/s", "speed-up",
              "rows", "table");
  std::printf("|%s|%s|%s|%s|%s|\n", std::string(28, '-').c_str(), std::string(10, '-').c_str(),
              std::string(9, '-').c_str(), std::string(8, '-').c_str(),
              std::string(8, '-').c_str());
  // The baseline is fp32 with vectorized math, as Devlin's was (4.4 is the
  // default); the C library's scalar math is an extra row that shows its cost.
  GruSpeedups speedups{};
  std::vector<Row> rows;
  rows.push_back(Row::make<PackedFp32Gemm>("baseline fp32", weights, speedups, s));
  rows.push_back(
      Row::make<PackedFp32Gemm>("(fp32, libm activations)", weights, GruSpeedups::reference(), s));
  rows.push_back(Row::make<Int16Gemm>("+ int16", weights, speedups, s));
  speedups.precomputed_embeddings = true;
  rows.push_back(Row::make<Int16Gemm>("+ precomputed embeddings", weights, speedups, s));
  speedups.precomputed_attention = true;
  rows.push_back(Row::make<Int16Gemm>("+ precomputed attention", weights, speedups, s));
  speedups.merged_states = true;
  rows.push_back(Row::make<Int16Gemm>("+ merged states", weights, speedups, s));
  rows.push_back(Row::make<Int8Gemm>("(all, int8 instead)", weights, speedups, s));
  for (int round = 0; round < rounds; ++round)
    for (Row& row : rows) row.measure();
  const double base = rows.front().best().words_per_second();
  for (const Row& row : rows) print_row(row.name(), row.best(), base);
  rows.clear();
  std::printf(
      "\n(rows: decoder rows computed per row, merged states; table: embedding lookups "
      "served by the precomputed table)\n\n");

  // All speed-ups, int16: batch size and threads.
  const Built<Int16Gemm> built(weights, speedups, s);
  decode_range(built.model, built.output, s, 0, 1, 1);
  // Shrinking (fastdec) against constant batches, interleaved, the faster of two runs each.
  const ConstantBatchModel constant_model(built.model);
  const ConstantBatchLayer constant_output(built.output);
  std::printf(
      "| batch (sentences) | shrinking: words/s (CPU time) | constant: words/s | shrinking / "
      "constant | same translations |\n|---|---|---|---|---|\n");
  for (const std::size_t batch : {1, 8, 32}) {
    Measured shrinking, constant;
    for (int round = 0; round < rounds; ++round) {
      const Measured a = decode_range(built.model, built.output, s, 0, s.sources.size(), batch);
      const Measured b =
          decode_range(constant_model, constant_output, s, 0, s.sources.size(), batch);
      if (round == 0 || a.seconds < shrinking.seconds) shrinking = a;
      if (round == 0 || b.seconds < constant.seconds) constant = b;
    }
    std::printf("| %zu | %.1f | %.1f | %.2fx | %s |\n", batch, shrinking.words_per_second(),
                constant.words_per_second(),
                shrinking.words_per_second() / constant.words_per_second(),
                shrinking.translations_hash == constant.translations_hash ? "yes" : "NO");
  }
  std::printf("\n| threads | words/s (wall clock) |\n|---|---|\n");
  for (const std::size_t threads : {1, 2}) {
    std::vector<Measured> parts(threads);
    const auto start = std::chrono::steady_clock::now();
    examples::Workers(threads, [&](std::size_t t) {
      const std::size_t n = s.sources.size();
      parts[t] =
          decode_range(built.model, built.output, s, n * t / threads, n * (t + 1) / threads, 1);
    }).join();
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::size_t words = 0;
    for (const Measured& m : parts) words += m.words;
    std::printf("| %zu | %.1f |\n", threads, static_cast<double>(words) / seconds);
  }
  return 0;
}
