// examples/evaluate.cpp: every speed-up of fastdec measured on a real model and
// real data. By default it translates the bundled test set (models/en-es: 1000
// Bible verses, English -> Spanish) with the bundled attentional GRU model;
// --model-dir points it at another GRU model with its vocabularies, lexicon
// and test set. Under each output layer, GEMM backend and pruning setting it
// prints one table row:
//
//   BLEU        fastdec's corpus BLEU-4 on the tokenized text (eval/bleu.hpp)
//   same        sentences whose best translation is identical to the exact
//               path's (fp32, full softmax, no pruning, no approximation)
//   words/s     target words per second of decoding, all threads together
//   words/CPU-s the same per second of the decoding threads' CPU time
//   speed-up    words/s over the plain fp32 path (Devlin's baseline: fp32
//               GEMM, full softmax, none of the model speed-ups)
//   layer       the output layer's share of the decoding time
//   fan-out     hypotheses expanded per step (Freitag & Al-Onaizan, table 1)
//
// and then the measures behind the rows: word-type coverage (TC) of the
// shortlists (Shi & Knight 2017), P@1, P@10 and dist_cnt of WTA-LSH and HNSW
// on the model's own context vectors recorded while decoding (Zhang et al.
// 2018), and the search errors of each pruning setting.
//
//   evaluate [--model-dir DIR] [--set test|dev] [--grid main|pruning|shortlists]
//            [--sentences N] [--threads N] [--tsv FILE] [--outputs DIR] [model options]
//
// `evaluate --help` lists every option (the model and search options are
// translate's). --grid pruning sweeps the pruning thresholds one at a time
// (run it on dev: that is how the "tuned" row's thresholds were chosen,
// docs/RESULTS.md); --grid shortlists varies the shortlist sizes. --tsv
// writes the table for tools/plot/speed_bleu.py; --outputs writes each row's
// translations.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <numeric>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <thread>
#include <tuple>
#include <type_traits>
#include <unordered_map>
#include <vector>

#include "fastdec/arch/isa.hpp"
#include "fastdec/eval.hpp"
#include "fastdec/io/npz.hpp"
#include "fastdec/io/vocabulary.hpp"
#include "fastdec/models/gru_model.hpp"
#include "fastdec/models/transformer_model.hpp"
#include "fastdec/search/beam_search.hpp"
#include "support/cli.hpp"
#include "support/corpus_tokens.hpp"
#include "support/model_flags.hpp"
#include "support/output_layers.hpp"
#include "support/subwords.hpp"
#include "support/workers.hpp"

namespace {

using namespace fastdec;
using namespace fastdec::examples;
using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

// ---------------------------------------------------------------------------
// What one table row decodes with.

struct Setting {
  std::string name;
  GemmKind gemm = GemmKind::fp32;
  LayerOptions layer{.kind = LayerKind::full, .shortlist = 2000};
  // The output layer's backend when it is not the model's (fused layer, fp32
  // model): what quantizing the output layer alone costs.
  std::optional<GemmKind> output_gemm;
  bool plain_model = false;       // no model speed-ups (Devlin's baseline: vectorized math)
  bool libm_activations = false;  // the C library's scalar tanh / sigmoid / exp instead
  std::size_t beam = 0;           // 0: the --beam option's
  PruningOptions pruning;
  std::string pruning_name = "none";
  std::string errors_against;  // a row whose output search errors are counted against
  // Decoding controls (--grid controls).
  std::function<void(SearchOptions&)> controls;
  bool replace_unk = false;  // <unk> in the output becomes the aligned source word
  bool stream = false;       // stream each translation and check it against the final one
};

// Freitag & Al-Onaizan (2017), section 5: the thresholds they found free of
// BLEU loss at beam 5 ("rp 0.6 ap 2.5 rpl 0.02 mc 3").
PruningOptions paper_pruning() {
  return {.relative_threshold = 0.6f,
          .absolute_threshold = 2.5f,
          .relative_local_threshold = 0.02f,
          .max_candidates_per_node = 3};
}
// Found on dev with `evaluate --set dev --grid pruning`: the lowest fan-out
// that kept dev BLEU (docs/RESULTS.md has the sweep).
PruningOptions tuned_pruning() {
  return {.relative_threshold = 0.2f, .max_candidates_per_node = 4};
}

std::string describe(const PruningOptions& p) {
  std::ostringstream s;
  const auto add = [&](const char* name, auto value) {
    s << (s.tellp() ? " " : "") << name << value;
  };
  if (p.relative_threshold) add("rp", *p.relative_threshold);
  if (p.absolute_threshold) add("ap", *p.absolute_threshold);
  if (p.relative_local_threshold) add("rpl", *p.relative_local_threshold);
  if (p.max_candidates_per_node) add("mc", *p.max_candidates_per_node);
  return s.tellp() ? s.str() : "none";
}

Setting with_pruning(Setting s, std::string label, const PruningOptions& p) {
  s.pruning = p;
  s.pruning_name = describe(p);
  s.name += " " + label;
  return s;
}

// A row's setting, named "<gemm> <layer><size>".
Setting setting(GemmKind gemm, LayerKind layer) {
  Setting s;
  s.gemm = gemm;
  s.layer.kind = layer;
  s.name = std::string(gemm_name(gemm)) + " " + std::string(layer_name(layer));
  if (layer == LayerKind::tf) s.name += std::to_string(s.layer.shortlist);
  if (layer == LayerKind::wa) s.name += std::to_string(s.layer.lexicon_words);
  return s;
}

Setting tf(std::size_t size) {
  Setting s = setting(GemmKind::int16, LayerKind::tf);
  s.layer.shortlist = size;
  s.name = "int16 tf" + std::to_string(size);
  return s;
}

Setting wa(std::size_t words, std::size_t frequent) {
  Setting s = setting(GemmKind::int16, LayerKind::wa);
  s.layer.lexicon_words = words;
  s.layer.frequent_words = frequent;
  s.name = "int16 wa" + std::to_string(words) + "+f" + std::to_string(frequent);
  return s;
}

std::vector<Setting> main_grid() {
  std::vector<Setting> rows{setting(GemmKind::fp32, LayerKind::full)};
  rows.front().name += " plain";
  rows.front().plain_model = true;
  // What the C library's scalar math costs (the speed-ups' baseline is
  // vectorized, as Devlin's was): the plain row and the fused int16 row.
  Setting libm = rows.front();
  libm.name += " libm-activations";
  libm.libm_activations = true;
  rows.push_back(libm);
  for (const GemmKind gemm : {GemmKind::fp32, GemmKind::int16})
    for (const LayerKind layer : {LayerKind::full, LayerKind::fused, LayerKind::tf, LayerKind::wa,
                                  LayerKind::lsh, LayerKind::hnsw})
      rows.push_back(setting(gemm, layer));
  Setting fused = setting(GemmKind::int16, LayerKind::fused);
  fused.errors_against = fused.name;
  rows.push_back(with_pruning(fused, "paper-pruning", paper_pruning()));
  rows.push_back(with_pruning(fused, "tuned-pruning", tuned_pruning()));
  Setting scalar = setting(GemmKind::int16, LayerKind::fused);
  scalar.name += " libm-activations";
  scalar.libm_activations = true;
  rows.push_back(scalar);
  Setting all = setting(GemmKind::int16, LayerKind::wa);
  all.errors_against = all.name;
  rows.push_back(with_pruning(all, "tuned-pruning", tuned_pruning()));
  // 8 bits: on every layer, and on the output layer only (fp32 model), next
  // to int16 on the output layer only.
  for (const LayerKind layer : {LayerKind::full, LayerKind::fused, LayerKind::tf, LayerKind::wa})
    rows.push_back(setting(GemmKind::int8, layer));
  for (const GemmKind output : {GemmKind::int16, GemmKind::int8}) {
    Setting only = setting(GemmKind::fp32, LayerKind::fused);
    only.output_gemm = output;
    only.name = "fp32 model, " + std::string(gemm_name(output)) + " fused output";
    rows.push_back(only);
  }
  Setting all8 = setting(GemmKind::int8, LayerKind::wa);
  all8.errors_against = all8.name;
  rows.push_back(with_pruning(all8, "tuned-pruning", tuned_pruning()));
  return rows;
}

// One threshold at a time, then the paper's combinations and a few mixes.
std::vector<Setting> pruning_grid() {
  std::vector<Setting> rows{setting(GemmKind::fp32, LayerKind::full),
                            setting(GemmKind::int16, LayerKind::fused)};
  Setting base = rows.back();
  base.errors_against = base.name;
  const auto add = [&](const char* label, const PruningOptions& p) {
    rows.push_back(with_pruning(base, label, p));
  };
  for (const float rp : {0.6f, 0.3f, 0.2f, 0.1f, 0.05f}) add("rp", {.relative_threshold = rp});
  for (const float ap : {2.5f, 5.0f}) add("ap", {.absolute_threshold = ap});
  for (const float rpl : {0.3f, 0.1f, 0.02f}) add("rpl", {.relative_local_threshold = rpl});
  for (const std::size_t mc : {2, 3, 4}) add("mc", {.max_candidates_per_node = mc});
  add("paper", paper_pruning());
  add("mix", {.relative_threshold = 0.1f, .relative_local_threshold = 0.1f});
  add("mix",
      {.relative_threshold = 0.1f, .absolute_threshold = 2.5f, .max_candidates_per_node = 4});
  add("tuned", tuned_pruning());
  Setting wide = setting(GemmKind::int16, LayerKind::fused);
  wide.beam = 14;
  wide.name += " beam14";
  rows.push_back(wide);
  wide.errors_against = wide.name;
  rows.push_back(with_pruning(wide, "paper-beam14",
                              {.relative_threshold = 0.3f,
                               .absolute_threshold = 2.5f,
                               .relative_local_threshold = 0.3f,
                               .max_candidates_per_node = 3}));
  rows.push_back(with_pruning(wide, "tuned", tuned_pruning()));
  return rows;
}

// Streamed translations at beams 1, 5 and 12, with and without pruning, each
// checked token for token against the final translation.
std::vector<Setting> stream_grid() {
  std::vector<Setting> rows;
  for (const std::size_t beam : {1, 5, 12}) {
    Setting streamed = setting(GemmKind::int16, LayerKind::fused);
    streamed.name += " stream beam" + std::to_string(beam);
    streamed.beam = beam;
    streamed.stream = true;
    rows.push_back(streamed);
    if (beam > 1) rows.push_back(with_pruning(streamed, "tuned-pruning", tuned_pruning()));
  }
  return rows;
}

// The decoding controls on the default int16 fused setting: their BLEU and
// speed cost, sampling's throughput next to greedy search, and the streamed
// rows, each checked token for token against the final translations.
std::vector<Setting> controls_grid() {
  const Setting base = setting(GemmKind::int16, LayerKind::fused);
  std::vector<Setting> rows{base};
  const auto add = [&](const std::string& label, std::function<void(SearchOptions&)> controls,
                       std::size_t beam = 0) {
    Setting s = base;
    s.name += " " + label;
    s.controls = std::move(controls);
    s.beam = beam;
    rows.push_back(s);
    return &rows.back();
  };
  add("replace-unk", {})->replace_unk = true;
  add("ban-unk", [](SearchOptions& o) { o.ban_unk = true; });
  add("no-repeat-ngram3", [](SearchOptions& o) { o.no_repeat_ngram_size = 3; });
  add("no-repeat-ngram2", [](SearchOptions& o) { o.no_repeat_ngram_size = 2; });
  add("greedy", {}, 1);
  add(
      "sampling top-k 10", [](SearchOptions& o) { o.sampling_topk = 10, o.sampling_seed = 1; }, 1);
  add(
      "sampling top-p 0.9",
      [](SearchOptions& o) {
        o.sampling_topk = max_sampling_topk, o.sampling_topp = 0.9f, o.sampling_seed = 1;
      },
      1);
  for (const Setting& streamed : stream_grid()) rows.push_back(streamed);
  return rows;
}

std::vector<Setting> shortlist_grid() {
  std::vector<Setting> rows{setting(GemmKind::fp32, LayerKind::full)};
  for (const std::size_t c : {1000, 2000, 4000}) rows.push_back(tf(c));
  for (const auto& [m, f] :
       {std::pair<std::size_t, std::size_t>{10, 0}, {10, 100}, {50, 0}, {50, 100}, {50, 1000}})
    rows.push_back(wa(m, f));
  for (const std::size_t ef : {10, 50, 200}) {
    rows.push_back(setting(GemmKind::int16, LayerKind::hnsw));
    rows.back().layer.hnsw_search.ef_search = ef;
    rows.back().name += "-ef" + std::to_string(ef);
  }
  return rows;
}

// ---------------------------------------------------------------------------
// An output layer that times itself and may record the rows it is given.

// Keeps every `stride`-th row it is shown, up to `limit` rows.
class RowRecorder {
 public:
  RowRecorder(std::size_t hidden, std::size_t stride, std::size_t limit)
      : hidden_(hidden), stride_(stride), limit_(limit) {}
  void record(ConstMatrixView h) {
    const std::lock_guard lock(mutex_);
    for (std::size_t r = 0; r < h.rows(); ++r, ++seen_)
      if (seen_ % stride_ == 0 && rows() < limit_)
        data_.insert(data_.end(), h.row(r).begin(), h.row(r).end());
  }
  std::size_t rows() const { return data_.size() / hidden_; }
  ConstMatrixView view() const { return {data_.data(), rows(), hidden_}; }

 private:
  std::size_t hidden_, stride_, limit_, seen_ = 0;
  std::mutex mutex_;
  std::vector<float> data_;
};

template <OutputLayer L>
class TimedLayer {
 public:
  using Workspace = typename L::Workspace;
  TimedLayer(const L& inner, RowRecorder* recorder) : inner_(inner), recorder_(recorder) {}

  Workspace make_workspace() const { return inner_.make_workspace(); }
  std::size_t vocab_size() const { return inner_.vocab_size(); }
  std::size_t hidden_size() const { return inner_.hidden_size(); }
  void begin_batch(Workspace& w, std::span<const Sentence> sources, std::size_t max_rows) const {
    const Clock::time_point start = Clock::now();
    inner_.begin_batch(w, sources, max_rows);
    add(start);
  }
  void topk(Workspace& w, ConstMatrixView h, std::span<const std::uint32_t> row_sentence,
            std::size_t k, TopKView out) const {
    if (recorder_ != nullptr) recorder_->record(h);
    const Clock::time_point start = Clock::now();
    inner_.topk(w, h, row_sentence, k, out);
    add(start);
  }
  double seconds() const { return static_cast<double>(nanoseconds_.load()) * 1e-9; }

 private:
  void add(Clock::time_point start) const {
    nanoseconds_.fetch_add(
        std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now() - start).count(),
        std::memory_order_relaxed);
  }
  const L& inner_;
  RowRecorder* recorder_;
  mutable std::atomic<std::int64_t> nanoseconds_{0};
};

// ---------------------------------------------------------------------------
// The data and the decoding.

struct Data {
  Vocabulary source_vocab, target_vocab;
  SpecialTokens tokens;
  std::vector<std::vector<TokenId>> sources;  // with the appended EOS under --source-eos
  std::vector<std::string> references;        // tokenized target lines
  std::vector<std::string> source_lines;      // tokenized source lines (GRU)
  std::size_t source_words = 0;               // source tokens, without an appended EOS
  std::optional<Lexicon> lexicon;             // none: the wa rows are skipped
  // The reference Transformer: raw text through SentencePiece both ways, the
  // output tokenized as the references for BLEU (support/corpus_tokens.hpp).
  bool transformer = false;
  std::shared_ptr<const SubwordCodec> codec;
  std::vector<std::vector<TokenId>> reference_pieces;  // the raw references' pieces
};

std::vector<std::string> read_lines(const std::string& path, std::size_t limit) {
  std::ifstream in(path, std::ios::binary);
  if (!in.is_open()) usage_error("cannot open '", path, "'.");
  std::vector<std::string> lines;
  for (std::string line; lines.size() < limit && std::getline(in, line);) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    lines.push_back(std::move(line));
  }
  return lines;
}

struct Decoded {
  std::vector<std::vector<TokenId>> best;             // without EOS
  std::vector<std::vector<std::uint32_t>> alignment;  // of best, with Setting::replace_unk
  std::vector<std::size_t> stream_delays;             // per streamed token, with Setting::stream
  std::vector<float> normalized_score;
  FanOutSummary fan_out;
  std::size_t target_words = 0;  // tokens of the translations (pieces for the Transformer)
  double seconds = 0;            // wall time of the decode
  double busy_seconds = 0;       // wall time of the decoding threads, summed
  double cpu_seconds = 0;        // CPU time of the decoding threads, summed
  double layer_seconds = 0;      // output layer (wall time), summed over the threads
  std::optional<TransformerPartTimes> parts;  // the Transformer's, summed over the threads
};

void add_to(TransformerPartTimes& sum, const TransformerPartTimes& t) {
  for (double TransformerPartTimes::*part :
       {&TransformerPartTimes::encoder, &TransformerPartTimes::cache_upkeep,
        &TransformerPartTimes::self_projections, &TransformerPartTimes::self_attention,
        &TransformerPartTimes::cross_projections, &TransformerPartTimes::cross_attention,
        &TransformerPartTimes::feed_forward, &TransformerPartTimes::other})
    sum.*part += t.*part;
  sum.steps += t.steps;
  sum.step_rows += t.step_rows;
}

constexpr std::size_t batch_size = 8;

// A search's stream for one batch: each sentence's streamed tokens and how
// many steps each was held back.
struct StreamRecord {
  std::vector<std::vector<TokenId>> tokens;
  std::vector<std::size_t> delays;
  void take(const StreamedTokens& part) {
    std::vector<TokenId>& sentence = tokens[part.sentence];
    FASTDEC_REQUIRE(part.first_position == sentence.size(),
                    "evaluate: the stream skipped or repeated a position.");
    for (std::size_t i = 0; i < part.tokens.size(); ++i)
      delays.push_back(part.step - (part.first_position + i + 1));
    sentence.insert(sentence.end(), part.tokens.begin(), part.tokens.end());
  }
};

template <class Model, class Layer>
Decoded decode(const Model& model, const Layer& layer, const Data& data,
               const SearchOptions& options, const PruningOptions& pruning, std::size_t threads,
               RowRecorder* recorder, const Setting* setting = nullptr) {
  const TimedLayer<Layer> timed(layer, recorder);
  const std::size_t n = data.sources.size();
  const bool aligns = setting != nullptr && setting->replace_unk;
  const bool streams = setting != nullptr && setting->stream;
  Decoded out;
  out.best.resize(n);
  out.normalized_score.resize(n);
  if (aligns) out.alignment.resize(n);
  std::vector<SentenceStatistics> statistics(n);
  std::mutex mutex;
  BatchQueue queue((n + batch_size - 1) / batch_size);
  const auto work = [&](std::size_t) {
    BeamSearch<Model, TimedLayer<Layer>, RuntimePruning> search(model, timed, options,
                                                                make_pruning(pruning));
    StreamRecord stream;
    if (streams) search.stream_to([&stream](const StreamedTokens& part) { stream.take(part); });
    std::vector<Sentence> batch;
    const Clock::time_point wall_start = Clock::now();
    const double cpu_start = thread_cpu_seconds();
    for (std::size_t b; queue.next(b);) {
      const std::size_t first = b * batch_size;
      batch.clear();
      for (std::size_t s = first; s < std::min(n, first + batch_size); ++s)
        batch.emplace_back(data.sources[s]);
      stream.tokens.assign(batch.size(), {});
      const SearchResult& result = search.translate_batch(batch);
      for (std::size_t s = 0; s < batch.size(); ++s) {
        const Hypothesis& h = result.best(s);
        FASTDEC_REQUIRE(!streams || std::equal(h.tokens.begin(), h.tokens.end(),
                                               stream.tokens[s].begin(), stream.tokens[s].end()),
                        "evaluate: the stream of sentence ", first + s + 1,
                        " differs from its final translation.");
        const std::size_t length = h.tokens.size() - (h.finished ? 1 : 0);
        out.best[first + s].assign(h.tokens.begin(), h.tokens.begin() + length);
        if (aligns) out.alignment[first + s].assign(h.alignment.begin(), h.alignment.end());
        out.normalized_score[first + s] = h.normalized_score;
        statistics[first + s] = result.statistics(s);
      }
    }
    const std::lock_guard lock(mutex);
    if constexpr (requires { search.model_state().times(); }) {
      if (!out.parts) out.parts.emplace();
      add_to(*out.parts, search.model_state().times());
    }
    out.stream_delays.insert(out.stream_delays.end(), stream.delays.begin(), stream.delays.end());
    out.cpu_seconds += thread_cpu_seconds() - cpu_start;
    out.busy_seconds += seconds_since(wall_start);
  };
  const Clock::time_point start = Clock::now();
  Workers(threads, work, &queue).join();
  out.seconds = seconds_since(start);
  out.layer_seconds = timed.seconds();
  for (std::size_t s = 0; s < n; ++s) {
    out.fan_out.add(statistics[s]);
    out.target_words += out.best[s].size();
  }
  return out;
}

// Builds each model and the HNSW graph once, on first use.
class Models {
 public:
  Models(const NpzArchive& weights, const ModelFlags& flags) : weights_(weights), flags_(flags) {}

  template <Gemm G>
  const GruModel<G>& model(const Setting& s) {
    auto& slot = std::get<Cache<G>>(caches_)[key_of(s)];
    if (!slot) {
      GruSpeedups speedups;  // plain: no speed-up but the vectorized math
      if (!s.plain_model)
        speedups = {.precomputed_embeddings = true,
                    .precomputed_words = flags_.precomputed_words,
                    .precomputed_attention = true,
                    .merged_states = true};
      speedups.fast_activations = !s.libm_activations;
      slot = std::make_unique<GruModel<G>>(weights_, flags_.config, speedups);
    }
    return *slot;
  }

  // The Transformer's counterpart, every part timed (PartClock): plain
  // keeps the self-attention cache as CTranslate2 and Marian do
  // (GatheringStore: gathered by the parents every step), the other rows
  // follow the parents (ParentFollowingStore); libm_activations uses the C
  // library's exp in attention's softmax, the other rows the vectorized one.
  // The store is a type: f gets the model the setting asks for. The grids
  // measure the plain model at fp32 only, so only that one is instantiated
  // (each model type compiles every output layer's decode: compile time).
  template <Gemm G, class F>
  decltype(auto) with_transformer(const Setting& s, F&& f) {
    if constexpr (std::is_same_v<G, PackedFp32Gemm>) {
      if (s.plain_model) return f(transformer<G, GatheringStore>(s));
    } else if (s.plain_model) {
      throw error("evaluate: the plain Transformer is only measured with the fp32 GEMM.");
    }
    return f(transformer<G, ParentFollowingStore>(s));
  }

  std::shared_ptr<const HnswIndex> hnsw(const OutputWeights& w) {
    if (!hnsw_) {
      const Clock::time_point start = Clock::now();
      hnsw_ = std::make_shared<const HnswIndex>(w, HnswBuildOptions{});
      hnsw_build_seconds = seconds_since(start);
    }
    return hnsw_;
  }
  double hnsw_build_seconds = 0;

 private:
  // A model per combination of the settings that change it.
  static int key_of(const Setting& s) {
    return (s.plain_model ? 0 : 1) + (s.libm_activations ? 2 : 0);
  }
  template <Gemm G>
  using Cache = std::map<int, std::unique_ptr<GruModel<G>>>;
  template <Gemm G, class Store>
  using TimedTransformer = TransformerModel<G, Store, PartClock>;
  template <Gemm G, class Store>
  using TransformerCache = std::map<int, std::unique_ptr<TimedTransformer<G, Store>>>;

  template <Gemm G, class Store>
  const TimedTransformer<G, Store>& transformer(const Setting& s) {
    auto& slot = std::get<TransformerCache<G, Store>>(transformers_)[key_of(s)];
    if (!slot)
      slot = std::make_unique<TimedTransformer<G, Store>>(
          weights_, TransformerModelOptions{.fast_softmax = !s.libm_activations});
    return *slot;
  }

  const NpzArchive& weights_;
  const ModelFlags& flags_;
  std::tuple<Cache<PackedFp32Gemm>, Cache<Int16Gemm>, Cache<Int8Gemm>> caches_;
  std::tuple<TransformerCache<PackedFp32Gemm, ParentFollowingStore>,
             TransformerCache<Int16Gemm, ParentFollowingStore>,
             TransformerCache<Int8Gemm, ParentFollowingStore>,
             TransformerCache<PackedFp32Gemm, GatheringStore>>
      transformers_;
  std::shared_ptr<const HnswIndex> hnsw_;
};

std::vector<TokenId> always_included(const Data& data) {
  std::vector<TokenId> always{data.tokens.eos};
  if (data.tokens.target_unk != no_token) always.push_back(data.tokens.target_unk);
  return always;
}

template <Gemm G, class Model>
Decoded run_on_model(const Model& model, Models& models, const Setting& s, const Data& data,
                     const SearchOptions& search, std::size_t threads, RowRecorder* recorder) {
  const OutputWeights& w = model.output_weights();
  SearchOptions options = search;
  if (s.beam != 0) options.beam_size = s.beam;
  if (s.controls) s.controls(options);
  options.n_best = 1;
  options.bos_token = data.tokens.bos;
  options.eos_token = data.tokens.eos;
  options.unk_token = data.tokens.target_unk;
  const LayerInputs inputs{.weights = w,
                           .always_include = always_included(data),
                           .lexicon = data.lexicon ? &*data.lexicon : nullptr,
                           .hnsw_index = [&] { return models.hnsw(w); }};
  if (s.output_gemm) {
    if constexpr (std::is_same_v<G, PackedFp32Gemm>) {
      if (*s.output_gemm == GemmKind::int16)
        return decode(model, FusedTopK<Int16Gemm>(w), data, options, s.pruning, threads, recorder);
      if (*s.output_gemm == GemmKind::int8)
        return decode(model, FusedTopK<Int8Gemm>(w), data, options, s.pruning, threads, recorder);
    }
    throw error("evaluate: another output backend is only measured with the fp32 model.");
  }
  return with_output_layer<G>(s.layer, inputs, [&](const auto& layer) {
    return decode(model, *layer, data, options, s.pruning, threads, recorder, &s);
  });
}

template <Gemm G>
Decoded run_setting(Models& models, const Setting& s, const Data& data, const SearchOptions& search,
                    std::size_t threads, RowRecorder* recorder = nullptr) {
  if (data.transformer)
    return models.with_transformer<G>(s, [&](const auto& model) {
      return run_on_model<G>(model, models, s, data, search, threads, recorder);
    });
  return run_on_model<G>(models.model<G>(s), models, s, data, search, threads, recorder);
}

// ---------------------------------------------------------------------------
// Scores of one row.

struct Row {
  Setting setting;
  Decoded decoded;
  double bleu = 0;
  std::size_t identical = 0;  // with the first row's translations
  std::optional<SearchErrors> errors;
  std::size_t replaced = 0;      // <unk> replaced by source words (Setting::replace_unk)
  std::size_t output_words = 0;  // tokenized words of the translations (what words/s counts)
};

std::string words_of(const Vocabulary& vocab, std::span<const TokenId> tokens) {
  std::string text;
  for (const TokenId t : tokens) {
    if (!text.empty()) text += ' ';
    text += vocab.word(t);
  }
  return text;
}

// A translation's text; with alignments, each <unk> is the source word its
// attention weighed most (Luong et al. 2015), and `replaced` counts them.
std::string text_of(const Data& data, const Decoded& d, std::size_t s, std::size_t* replaced) {
  if (data.transformer) return corpus_tokens(data.codec->decode(d.best[s]));
  if (d.alignment.empty()) return words_of(data.target_vocab, d.best[s]);
  const std::vector<std::string_view> source = split_words(data.source_lines[s]);
  std::string text;
  for (std::size_t i = 0; i < d.best[s].size(); ++i) {
    if (!text.empty()) text += ' ';
    const TokenId t = d.best[s][i];
    if (t == data.tokens.target_unk && d.alignment[s][i] < source.size()) {
      text += source[d.alignment[s][i]];
      ++*replaced;
    } else {
      text += data.target_vocab.word(t);
    }
  }
  return text;
}

// BLEU of a row, the <unk> it replaced and the words of its translations.
double corpus_bleu_of(const Data& data, const Decoded& d, std::size_t* replaced,
                      std::size_t* words) {
  std::size_t count = 0;
  std::vector<std::string> candidates;
  for (std::size_t s = 0; s < d.best.size(); ++s) {
    candidates.push_back(text_of(data, d, s, &count));
    *words += split_words(candidates.back()).size();
  }
  *replaced = count;
  return 100.0 * corpus_bleu(candidates, data.references).bleu();
}

// Freitag & Al-Onaizan's search errors: sentences whose best translation
// changed and scores lower than the unpruned search's.
SearchErrors search_errors(const Decoded& pruned, const Decoded& reference) {
  SearchErrors e;
  e.pruned = pruned.fan_out;
  e.reference = reference.fan_out;
  for (std::size_t s = 0; s < pruned.best.size(); ++s)
    e.add(pruned.best[s], pruned.normalized_score[s], reference.best[s],
          reference.normalized_score[s]);
  return e;
}

void print_table(const std::vector<Row>& rows, std::FILE* out) {
  const double base_speed =
      static_cast<double>(rows.front().output_words) / rows.front().decoded.seconds;
  std::fprintf(
      out,
      "\n| setting | pruning | BLEU | same as exact | words/s | words/CPU-s | speed-up | "
      "layer share | fan-out | search errors |\n|---|---|--:|--:|--:|--:|--:|--:|--:|--:|\n");
  for (const Row& r : rows) {
    const Decoded& d = r.decoded;
    const double speed = static_cast<double>(r.output_words) / d.seconds;
    char errors[64] = "";
    if (r.errors)
      std::snprintf(errors, sizeof errors, "%zu worse, %zu better", r.errors->worse,
                    r.errors->better);
    std::fprintf(out, "| %s | %s | %.2f | %.1f%% | %.0f | %.0f | %.2fx | %.0f%% | %.2f | %s |\n",
                 r.setting.name.c_str(), r.setting.pruning_name.c_str(), r.bleu,
                 100.0 * static_cast<double>(r.identical) / static_cast<double>(d.best.size()),
                 speed, static_cast<double>(r.output_words) / std::max(d.cpu_seconds, 1e-9),
                 speed / base_speed, 100.0 * d.layer_seconds / std::max(d.busy_seconds, 1e-9),
                 d.fan_out.average_fan_out(), errors);
  }
  std::fflush(out);
}

void write_tsv(const std::vector<Row>& rows, const std::string& path) {
  std::ofstream out(path);
  FASTDEC_REQUIRE(out.is_open(), "evaluate: cannot open '", path, "' for writing.");
  const double base_speed =
      static_cast<double>(rows.front().output_words) / rows.front().decoded.seconds;
  out << "name\tgemm\tlayer\tpruning\tbleu\tidentical_percent\twords_per_second\tspeedup\t"
         "layer_share_percent\n";
  for (const Row& r : rows) {
    const Decoded& d = r.decoded;
    const double speed = static_cast<double>(r.output_words) / d.seconds;
    out << r.setting.name << '\t' << gemm_name(r.setting.gemm) << '\t'
        << layer_name(r.setting.layer.kind) << '\t' << r.setting.pruning_name << '\t' << r.bleu
        << '\t' << 100.0 * static_cast<double>(r.identical) / static_cast<double>(d.best.size())
        << '\t' << speed << '\t' << speed / base_speed << '\t'
        << 100.0 * d.layer_seconds / std::max(d.busy_seconds, 1e-9) << '\n';
  }
  FASTDEC_REQUIRE(out.good(), "evaluate: writing '", path, "' failed.");
}

// ---------------------------------------------------------------------------
// The measures behind the rows.

// TC of each shortlist on the references (Shi & Knight 2017, table 2).
void print_coverage(const Data& data) {
  // Reference words the model cannot produce get ids of their own past the vocabulary.
  std::unordered_map<std::string, TokenId> unknown;
  std::vector<std::vector<TokenId>> references = data.reference_pieces;
  for (const std::string& line : data.transformer ? std::vector<std::string>{} : data.references) {
    std::vector<TokenId>& ids = references.emplace_back();
    for (const std::string_view word : split_words(line)) {
      if (const auto id = data.target_vocab.find(word)) {
        ids.push_back(*id);
        continue;
      }
      const auto [it, added] = unknown.try_emplace(
          std::string(word), static_cast<TokenId>(data.target_vocab.size() + unknown.size()));
      ids.push_back(it->second);
    }
  }
  std::printf(
      "\nWord-type coverage (TC) of the references (Shi & Knight 2017, section 3; of their "
      "SentencePiece pieces for the Transformer); %zu of the references' word types are not "
      "in the %zu-word vocabulary\n\n"
      "| run-time vocabulary | words per sentence | TC | TC per sentence |\n"
      "|---|--:|--:|--:|\n",
      unknown.size(), data.target_vocab.size());
  const auto report = [&](const std::string& name, auto vocabulary_of) {
    TypeCoverage coverage;
    double words = 0;
    for (std::size_t s = 0; s < references.size(); ++s) {
      const std::vector<TokenId> vocabulary = vocabulary_of(s);
      words += static_cast<double>(vocabulary.size());
      coverage.add(vocabulary, references[s]);
    }
    std::printf("| %s | %.0f | %.3f | %.3f |\n", name.c_str(),
                words / static_cast<double>(references.size()), coverage.type_coverage(),
                coverage.sentence_type_coverage());
  };
  const std::size_t vocab = data.target_vocab.size();
  const auto first = [&](std::size_t count) {
    std::vector<TokenId> ids(std::min(count, vocab));
    std::iota(ids.begin(), ids.end(), TokenId{0});
    return ids;
  };
  report("full vocabulary", [&](std::size_t) { return first(vocab); });
  for (const std::size_t c : {1000, 2000, 4000})
    report("tf" + std::to_string(c), [&](std::size_t) { return first(c); });
  if (!data.lexicon) return;
  for (const auto& [m, f] :
       {std::pair<std::size_t, std::size_t>{10, 0}, {10, 100}, {50, 0}, {50, 100}, {50, 1000}}) {
    const AlignmentVocabulary selection(
        *data.lexicon,
        {.words_per_source = m, .frequent_words = f, .always_include = always_included(data)});
    report("wa" + std::to_string(m) + "+f" + std::to_string(f),
           [&](std::size_t s) { return selection.run_time_vocabulary(Sentence(data.sources[s])); });
  }
}

// P@1, P@10 and dist_cnt of WTA-LSH and HNSW on recorded context vectors,
// against the exact k-best (Zhang et al. 2018, section 4, tables 1-2).
void print_ann_quality(const OutputWeights& w, const RowRecorder& recorded, Models& models) {
  const ConstMatrixView rows = recorded.view();
  constexpr std::size_t k = 10, chunk = 5;  // rows per call: a beam of 5
  const auto topk_all = [&](const auto& layer, std::vector<ScoredToken>& best, AnnStats* stats) {
    auto workspace = layer.make_workspace();
    layer.begin_batch(workspace, {}, chunk);
    if constexpr (requires { workspace.reset_stats(); }) workspace.reset_stats();
    best.resize(rows.rows() * k);
    const Clock::time_point start = Clock::now();
    for (std::size_t r = 0; r < rows.rows(); r += chunk) {
      const std::size_t n = std::min(chunk, rows.rows() - r);
      layer.topk(workspace, ConstMatrixView(rows.row(r).data(), n, rows.cols()), k,
                 TopKView(best.data() + r * k, n, k));
    }
    const double seconds = seconds_since(start);
    if constexpr (requires { workspace.stats(); })
      if (stats != nullptr) *stats = workspace.stats();
    return seconds;
  };
  std::vector<ScoredToken> exact, approximate;
  const double exact_seconds = topk_all(FullSoftmax<PackedFp32Gemm>(w), exact, nullptr);
  std::printf(
      "\nApproximate k-best on %zu context vectors recorded while decoding (every 4th row "
      "the output layer saw), against the exact softmax (fp32, %.1f us per row)\n\n"
      "| layer | P@1 | P@10 | dist_cnt per row | candidates per row | us per row | "
      "speed-up |\n|---|--:|--:|--:|--:|--:|--:|\n",
      rows.rows(), 1e6 * exact_seconds / static_cast<double>(rows.rows()));
  const auto report = [&](const std::string& name, const auto& layer) {
    AnnStats stats;
    const double seconds = topk_all(layer, approximate, &stats);
    double p1 = 0, p10 = 0;
    for (std::size_t r = 0; r < rows.rows(); ++r) {
      const std::span<const ScoredToken> a(approximate.data() + r * k, k),
          e(exact.data() + r * k, k);
      p1 += precision_at_k(a.first(1), e.first(1));
      p10 += precision_at_k(a, e);
    }
    const double n = static_cast<double>(rows.rows());
    std::printf("| %s | %.3f | %.3f | %.0f | %.0f | %.1f | %.1fx |\n", name.c_str(), p1 / n,
                p10 / n, stats.distances_per_query(), stats.candidates_per_query(),
                1e6 * seconds / n, exact_seconds / seconds);
  };
  report("fused (exact)", FusedTopK<PackedFp32Gemm>(w));
  report("WTA-LSH K8 P64 W16 C1000", WtaLsh(w, WtaLshOptions{}));
  for (const std::size_t ef : {10, 50, 100, 200})
    report("HNSW ef" + std::to_string(ef), HnswTopK(models.hnsw(w), {.ef_search = ef}));
}

// Where the Transformer's time goes, per row: each part's share of the
// decoding threads' time, and the cache upkeep and the step per row and step.
void print_time_shares(const std::vector<Row>& rows) {
  if (!rows.front().decoded.parts) return;
  std::printf(
      "\nWhere the time goes: each part's share of the decoding threads' time (wall clock, "
      "summed over the threads; TransformerModel's PartClock). self/cross proj: the "
      "attention's products; self/cross attn: scores, softmax and weighted sums; cache: the "
      "self-attention cache's upkeep; other: embeddings, layer norms, residuals; output: the "
      "output layer; search: the beam search and the rest\n\n"
      "| setting | pruning | encoder | self proj | self attn | cache | cross proj | cross attn | "
      "feed-forward | other | output | search | cache us/row-step | model us/row-step |\n"
      "|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|\n");
  for (const Row& r : rows) {
    const Decoded& d = r.decoded;
    if (!d.parts) continue;
    const TransformerPartTimes& t = *d.parts;
    const double busy = std::max(d.busy_seconds, 1e-9);
    const auto share = [&](double seconds) { return 100.0 * seconds / busy; };
    const double search = busy - t.encoder - t.step_seconds() - d.layer_seconds;
    const double row_steps = std::max(static_cast<double>(t.step_rows), 1.0);
    std::printf(
        "| %s | %s | %.1f%% | %.1f%% | %.1f%% | %.1f%% | %.1f%% | %.1f%% | %.1f%% | %.1f%% | "
        "%.1f%% | %.1f%% | %.2f | %.1f |\n",
        r.setting.name.c_str(), r.setting.pruning_name.c_str(), share(t.encoder),
        share(t.self_projections), share(t.self_attention), share(t.cache_upkeep),
        share(t.cross_projections), share(t.cross_attention), share(t.feed_forward), share(t.other),
        share(d.layer_seconds), share(search), 1e6 * t.cache_upkeep / row_steps,
        1e6 * t.step_seconds() / row_steps);
  }
}

// <unk> replacement's count, and how early the streamed rows' tokens came.
void print_controls(const std::vector<Row>& rows) {
  for (const Row& r : rows)
    if (r.setting.replace_unk)
      std::printf(
          "\n%s: %zu <unk> replaced by the source word their attention weighed most; "
          "BLEU %.2f -> %.2f\n",
          r.setting.name.c_str(), r.replaced, rows.front().bleu, r.bleu);
  std::printf(
      "\nStreaming: each token's delay is the steps between the step that made it and the step "
      "after which it was certain to be in the best translation (every stream equals its final "
      "translation, checked on every sentence)\n\n"
      "| setting | pruning | tokens | median delay | mean delay | 90th percentile | at once | "
      "max |\n|---|---|--:|--:|--:|--:|--:|--:|\n");
  for (const Row& r : rows) {
    if (!r.setting.stream) continue;
    std::vector<std::size_t> delays = r.decoded.stream_delays;
    if (delays.empty()) continue;
    std::sort(delays.begin(), delays.end());
    const double n = static_cast<double>(delays.size());
    const double mean = std::accumulate(delays.begin(), delays.end(), 0.0) / n;
    const auto at_once = std::count(delays.begin(), delays.end(), std::size_t{0});
    std::printf("| %s | %s | %zu | %zu | %.2f | %zu | %.1f%% | %zu |\n", r.setting.name.c_str(),
                r.setting.pruning_name.c_str(), delays.size(), delays[delays.size() / 2], mean,
                delays[delays.size() * 9 / 10], 100.0 * static_cast<double>(at_once) / n,
                delays.back());
  }
}

// ---------------------------------------------------------------------------

struct Arguments {
  std::string model_dir = FASTDEC_MODELS_DIR "/en-es";
  // Files of the model directory, unless given on their own.
  std::string model, source_vocab, target_vocab, lexicon;
  std::string spm;  // the Transformer's SentencePiece model
  LexiconFieldOrder lexicon_order = LexiconFieldOrder::target_source;
  std::string source_suffix = "en", target_suffix = "es";
  std::string set = "test";
  std::string grid = "main";
  std::size_t sentences = 0;  // 0: all
  std::size_t threads = std::clamp<std::size_t>(std::thread::hardware_concurrency(), 1, 2);
  std::string tsv, outputs;
  ModelFlags model_flags;
  SearchOptions search;  // beam and length limit; the rows set the rest
};

constexpr std::string_view usage_head = R"(usage: evaluate [options]

Translates a test set with a GRU model under every output layer, GEMM and
pruning setting and prints BLEU, agreement with the exact path, speed and the
output layer's share per setting (docs/evaluate.md). Options [defaults]:

data
  --model-dir DIR         model.npz, vocab.src, vocab.tgt, lexicon.s2t.bin or
                          lexicon.s2t.txt and SET.SRC / SET.TGT in DIR [the
                          bundled models/en-es]
  --model FILE, --source-vocab FILE, --target-vocab FILE, --lexicon FILE
                          one file from elsewhere [DIR/...]; without a
                          lexicon file the wa rows are left out
  --spm FILE              a Transformer's SentencePiece model [DIR/spm.model];
                          a model.npz with config.* arrays is the reference
                          Transformer (models/en-es-transformer): its set is
                          raw text, encoded with FILE, and its translations
                          are decoded and tokenized as the GRU's references
                          for BLEU
  --lexicon-order target-source|source-target   the text lexicon's columns
                          [target-source: "target source prob"]
  --source-suffix SRC, --target-suffix TGT   file suffixes of the set [en, es]
  --set NAME              the set's file stem: test, dev, ... [test]
  --sentences N           the first N sentences, 0 for all [0]

what to run
  --grid main|pruning|shortlists|controls|stream   the rows [main]
  --threads N             decoding threads [the cores, at most 2]
  --tsv FILE              the table as tab-separated values
  --outputs DIR           each row's translations, one file per row

)";

std::string usage_text() {
  return std::string(usage_head) + std::string(model_flags_usage) + "\n" +
         std::string(search_flags_usage) +
         "  (--beam sets the rows' beam except those named with theirs, such as beam14;\n"
         "   --speedups is translate's: each row sets its own)\n";
}

Arguments parse_arguments(int argc, char** argv) {
  using A = Arguments;
  using F = std::string_view;
  FlagTable<A> t;
  t.value("--model-dir", [](A& a, F, F v) { a.model_dir = v; });
  t.value("--model", [](A& a, F, F v) { a.model = v; });
  t.value("--source-vocab", [](A& a, F, F v) { a.source_vocab = v; });
  t.value("--target-vocab", [](A& a, F, F v) { a.target_vocab = v; });
  t.value("--lexicon", [](A& a, F, F v) { a.lexicon = v; });
  t.value("--spm", [](A& a, F, F v) { a.spm = v; });
  t.value("--lexicon-order", [](A& a, F f, F v) { a.lexicon_order = parse_lexicon_order(f, v); });
  t.value("--source-suffix", [](A& a, F, F v) { a.source_suffix = v; });
  t.value("--target-suffix", [](A& a, F, F v) { a.target_suffix = v; });
  t.value("--set", [](A& a, F, F v) { a.set = v; });
  t.value("--grid", [](A& a, F f, F v) {
    a.grid = parse_choice<std::string_view>(f, v,
                                            {{"main", "main"},
                                             {"pruning", "pruning"},
                                             {"shortlists", "shortlists"},
                                             {"controls", "controls"},
                                             {"stream", "stream"}});
  });
  t.value("--sentences", [](A& a, F f, F v) { a.sentences = parse_count(f, v); });
  t.value("--threads", [](A& a, F f, F v) { a.threads = parse_positive(f, v); });
  t.value("--tsv", [](A& a, F, F v) { a.tsv = v; });
  t.value("--outputs", [](A& a, F, F v) { a.outputs = v; });
  add_model_flags(t, [](A& a) -> ModelFlags& { return a.model_flags; });
  add_search_flags(t, [](A& a) -> SearchOptions& { return a.search; });
  t.value("--speedups", [](A&, F, F) {
    usage_error("--speedups is translate's option: each row of evaluate sets its own speed-ups.");
  });
  Arguments a;
  t.parse(argc, argv, a, usage_text());
  const auto in_dir = [&](std::string& path, const char* name) {
    if (path.empty()) path = a.model_dir + "/" + name;
  };
  in_dir(a.model, "model.npz");
  in_dir(a.source_vocab, "vocab.src");
  in_dir(a.target_vocab, "vocab.tgt");
  // A binary lexicon (the Transformer's, over pieces) before the text one.
  if (a.lexicon.empty() && std::filesystem::exists(a.model_dir + "/lexicon.s2t.bin"))
    a.lexicon = a.model_dir + "/lexicon.s2t.bin";
  in_dir(a.lexicon, "lexicon.s2t.txt");
  in_dir(a.spm, "spm.model");
  return a;
}

// As many references as sources, and the lexicon when there is one.
void finish_data(const Arguments& a, Data& data, const std::string& source_path,
                 const std::string& reference_path) {
  if (data.references.size() != data.sources.size())
    usage_error("'", source_path, "' has ", data.sources.size(), " lines but '", reference_path,
                "' has ", data.references.size(), ".");
  if (std::filesystem::exists(a.lexicon))
    data.lexicon =
        read_lexicon_file(a.lexicon, data.source_vocab, data.target_vocab, a.lexicon_order, false);
}

// The reference Transformer's set: raw lines, encoded with its SentencePiece
// model (both sides are its pieces, EOS appended to the source as in
// transformer.py); the references tokenized for BLEU.
Data load_transformer_data(const Arguments& a) {
  Data data;
  data.transformer = true;
  data.codec = std::make_shared<const SubwordCodec>(a.spm);
  data.source_vocab = data.target_vocab = Vocabulary(data.codec->pieces());
  ModelFlags flags = a.model_flags;
  flags.source_eos = true;
  const std::string name = "'" + a.spm + "'";
  data.tokens = special_tokens(flags, data.source_vocab, data.target_vocab, name, name);
  const std::size_t limit = a.sentences == 0 ? std::size_t(-1) : a.sentences;
  const std::string source_path = a.model_dir + "/" + a.set + "." + a.source_suffix;
  for (const std::string& line : read_lines(source_path, limit)) {
    std::vector<TokenId> ids = data.codec->encode(line);
    if (ids.empty())
      usage_error("'", source_path, "' line ", data.sources.size() + 1,
                  " is empty; every line needs a sentence.");
    data.source_words += ids.size();
    ids.push_back(*data.tokens.source_eos);
    data.sources.push_back(std::move(ids));
    data.source_lines.push_back(line);
  }
  const std::string reference_path = a.model_dir + "/" + a.set + "." + a.target_suffix;
  for (const std::string& line : read_lines(reference_path, limit)) {
    data.references.push_back(corpus_tokens(line));
    data.reference_pieces.push_back(data.codec->encode(line));
  }
  finish_data(a, data, source_path, reference_path);
  return data;
}

Data load_data(const Arguments& a) {
  Data data;
  data.source_vocab = Vocabulary::read(a.source_vocab);
  data.target_vocab = Vocabulary::read(a.target_vocab);
  data.tokens = special_tokens(a.model_flags, data.source_vocab, data.target_vocab,
                               "'" + a.source_vocab + "'", "'" + a.target_vocab + "'");
  const std::size_t limit = a.sentences == 0 ? std::size_t(-1) : a.sentences;
  const std::string source_path = a.model_dir + "/" + a.set + "." + a.source_suffix;
  for (const std::string& line : read_lines(source_path, limit)) {
    const std::string where =
        "'" + source_path + "' line " + std::to_string(data.sources.size() + 1);
    data.sources.push_back(
        source_ids(line, data.source_vocab, data.tokens, a.model_flags.unk, where));
    data.source_lines.push_back(line);
    data.source_words += data.sources.back().size() - (data.tokens.source_eos ? 1 : 0);
    if (data.sources.back().empty()) usage_error(where, " is empty; every line needs a sentence.");
  }
  const std::string reference_path = a.model_dir + "/" + a.set + "." + a.target_suffix;
  data.references = read_lines(reference_path, limit);
  finish_data(a, data, source_path, reference_path);
  if (!data.lexicon)
    std::fprintf(stderr, "evaluate: no lexicon '%s': the wa rows are left out\n",
                 a.lexicon.c_str());
  return data;
}

int run(const Arguments& a) {
  const Clock::time_point start = Clock::now();
  const NpzArchive weights = load_npz(a.model);
  const bool transformer = weights.arrays.count("config.d_model") == 1;
  const Data data = transformer ? load_transformer_data(a) : load_data(a);
  Models models(weights, a.model_flags);
  std::vector<Setting> settings = a.grid == "main"       ? main_grid()
                                  : a.grid == "pruning"  ? pruning_grid()
                                  : a.grid == "controls" ? controls_grid()
                                  : a.grid == "stream"   ? stream_grid()
                                                         : shortlist_grid();
  if (!data.lexicon) {
    // The combined rows keep their pruning with the frequency shortlist.
    for (Setting& s : settings)
      if (s.layer.kind == LayerKind::wa && s.pruning_name != "none") {
        const Setting shortlist = setting(s.gemm, LayerKind::tf);
        s.layer = shortlist.layer;
        s.name = shortlist.name + s.name.substr(setting(s.gemm, LayerKind::wa).name.size());
        s.errors_against = shortlist.name;
      }
    std::erase_if(settings, [](const Setting& s) { return s.layer.kind == LayerKind::wa; });
  }
  // <unk> replacement puts source words in; the Transformer's are pieces.
  if (transformer) std::erase_if(settings, [](const Setting& s) { return s.replace_unk; });
  std::printf(
      "evaluate: %s set, %zu sentences, %zu source %s; %s; beam %zu unless named, batches of "
      "%zu, %zu threads, kernels %s; loaded in %.1f s\n",
      a.set.c_str(), data.sources.size(), data.source_words, transformer ? "pieces" : "words",
      transformer ? "the reference Transformer" : "the GRU model", a.search.beam_size, batch_size,
      a.threads, std::string(isa_name(active_isa())).c_str(), seconds_since(start));
  if (!a.outputs.empty()) std::filesystem::create_directories(a.outputs);

  std::vector<Row> rows;
  for (const Setting& s : settings) {
    Row row;
    row.setting = s;
    // The grids measure the exact fp32 tile and the integer backends.
    row.decoded = with_gemm_among<PackedFp32Gemm, Int16Gemm, Int8Gemm>(
        s.gemm, [&]<Gemm G>() { return run_setting<G>(models, s, data, a.search, a.threads); });
    row.bleu = corpus_bleu_of(data, row.decoded, &row.replaced, &row.output_words);
    for (std::size_t i = 0; i < data.sources.size(); ++i)
      row.identical += row.decoded.best[i] == (rows.empty() ? row : rows.front()).decoded.best[i];
    if (!s.errors_against.empty()) {
      const auto reference = std::find_if(rows.begin(), rows.end(), [&](const Row& r) {
        return r.setting.name == s.errors_against;
      });
      if (reference != rows.end()) row.errors = search_errors(row.decoded, reference->decoded);
    }
    std::fprintf(stderr, "evaluate: %-40s BLEU %6.2f  %7.0f words/s  (%.1f s)\n", s.name.c_str(),
                 row.bleu, static_cast<double>(row.output_words) / row.decoded.seconds,
                 row.decoded.seconds);
    if (!a.outputs.empty()) {
      std::string file = s.name;
      std::replace(file.begin(), file.end(), ' ', '_');
      std::ofstream out(a.outputs + "/" + file + ".txt");
      for (const auto& tokens : row.decoded.best)
        out << (data.transformer ? data.codec->decode(tokens) : words_of(data.target_vocab, tokens))
            << '\n';
    }
    rows.push_back(std::move(row));
  }
  std::printf(
      "\nBLEU: corpus BLEU-4 on the tokenized %s set; same as exact: identical to the "
      "first row; words/s: wall clock, all threads together; words/CPU-s: per second of the "
      "decoding threads' CPU time; speed-up: words/s over the first row; layer share: output "
      "layer's share of the decoding time; fan-out: hypotheses expanded per step; search "
      "errors: against the same setting without pruning.\n",
      a.set.c_str());
  print_table(rows, stdout);
  if (!a.tsv.empty()) write_tsv(rows, a.tsv);

  print_time_shares(rows);
  if (a.grid == "controls" || a.grid == "stream") print_controls(rows);
  if (a.grid == "main") {
    print_coverage(data);
    // Context vectors as the exact layer sees them: the first 100 sentences, one thread.
    const Setting exact = setting(GemmKind::fp32, LayerKind::full);
    const auto ann_quality = [&](const auto& model) {
      RowRecorder recorder(model.hidden_size(), 4, 20000);
      Data first = data;
      first.sources.resize(std::min<std::size_t>(first.sources.size(), 100));
      run_setting<PackedFp32Gemm>(models, exact, first, a.search, 1, &recorder);
      print_ann_quality(model.output_weights(), recorder, models);
    };
    if (data.transformer)
      models.with_transformer<PackedFp32Gemm>(exact, ann_quality);
    else
      ann_quality(models.model<PackedFp32Gemm>(exact));
    std::printf("\nHNSW graph (M 16, efConstruction 200) built in %.1f s\n",
                models.hnsw_build_seconds);
  }
  std::printf("\nevaluate: done in %.0f s\n", seconds_since(start));
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    return run(parse_arguments(argc, argv));
  } catch (const std::exception& e) {
    std::fprintf(stderr, "evaluate: %s\n", e.what());
    return 1;
  }
}
