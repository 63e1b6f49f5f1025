// Shrinking the run-time vocabulary (Shi & Knight 2017): the output layer's
// step time with a frequency shortlist (TF-C) and word-alignment shortlists
// (WA-M) against the full softmax, the once-per-sentence shrink, and
// per-sentence against batch-union vocabularies.
//
// Shapes as in the paper's Table 1: V = 50000 target words, D = 512, beam 12
// (12 rows, k = 12). W ~ N(0, 1/D) (so logits are about N(0, 1)), b ~ N(0, 1).
// The lexicon is synthetic, with the shape of an aligner's table: each of
// 50000 source words has 1-4 translations of its own (high probability) and
// then frequent "garbage" words drawn from a Zipf law (low probability), 100
// entries in all. Sentences are 20 source words drawn from a Zipf law.
//
// step/*: one topk call on 12 rows (per-sentence layers rotate over 8
//   prepared sentences). Two GEMM backends: EigenGemm (the library's
//   reference: row by row, so W is read once per row) and EigenProductGemm
//   (Eigen's matrix product, W read once per call; bench-local); and the
//   packed backends, which score each tile of logits while it is hot
//   ("tiled"), against the same backends seen through GatherAndPrepare,
//   which write the logits and then run the fused pass ("untiled": the
//   earlier path).
// shrink/*: begin_batch for one sentence: merge, sort, then gather and
//   prepare the rows (EigenGemm, and the packed backends through
//   GatherAndPrepare: the earlier path) or select them from W
//   prepared once (the packed backends).
// batch16/*: 16 sentences x 12 rows scored with per-sentence vocabularies
//   and with the batch union; decode16/* translates the 16 sentences with a
//   synthetic word-for-word model in both modes and counts how many
//   translations differ.
// See docs/RESULTS.md for the numbers and the command.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <random>
#include <string>
#include <tuple>
#include <type_traits>
#include <vector>

#include "fastdec/arch/isa.hpp"
#include "fastdec/core/eigen.hpp"
#include "fastdec/gemm/eigen_gemm.hpp"
#include "fastdec/gemm/int16_gemm.hpp"
#include "fastdec/gemm/packed_fp32_gemm.hpp"
#include "fastdec/output/alignment_shortlist.hpp"
#include "fastdec/output/frequency_shortlist.hpp"
#include "fastdec/output/full_softmax.hpp"
#include "fastdec/output/fused_topk.hpp"
#include "fastdec/search/beam_search.hpp"
#include "testing/gather_and_prepare.hpp"

namespace {

using namespace fastdec;

constexpr std::size_t vocab = 50000, hidden = 512, source_vocab = 50000;
constexpr std::size_t beam = 12, sentence_length = 20, entries_per_source = 100;
constexpr TokenId eos = 0, unk = 1;

// C = A B^T with one Eigen matrix product per call: W is streamed once for
// all rows (Eigen packs, so it allocates per call; a bench baseline only).
struct EigenProductGemm {
  static constexpr std::string_view name = "EigenProductGemm";
  using Prepared = EigenGemm::Prepared;
  static Prepared prepare(ConstMatrixView weights) { return EigenGemm::prepare(weights); }
  static void multiply(ConstMatrixView a, const Prepared& b, MutableMatrixView c) {
    detail::check_multiply_shapes(name, a, b.rows(), b.cols(), c);
    using Matrix = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
    using Stride = Eigen::OuterStride<>;
    const Eigen::Map<const Matrix, 0, Stride> lhs(a.data(), static_cast<Eigen::Index>(a.rows()),
                                                  static_cast<Eigen::Index>(a.cols()),
                                                  Stride(static_cast<Eigen::Index>(a.stride())));
    Eigen::Map<Matrix, 0, Stride> out(c.data(), static_cast<Eigen::Index>(c.rows()),
                                      static_cast<Eigen::Index>(c.cols()),
                                      Stride(static_cast<Eigen::Index>(c.stride())));
    out.noalias() = lhs * b.matrix().transpose();
  }
};
static_assert(Gemm<EigenProductGemm>);

using testing::GatherAndPrepare;  // the path before rows were selected (shrink/*)
static_assert(Gemm<GatherAndPrepare<PackedFp32Gemm>> &&
              !RowSelectableGemm<GatherAndPrepare<PackedFp32Gemm>>);

class Zipf {
 public:
  Zipf(std::size_t n, double exponent) : cdf_(n) {
    double total = 0;
    for (std::size_t i = 0; i < n; ++i)
      cdf_[i] = total += std::pow(static_cast<double>(i + 1), -exponent);
    for (double& c : cdf_) c /= total;
  }
  TokenId operator()(std::mt19937& rng) const {
    const double u = std::uniform_real_distribution<double>(0.0, 1.0)(rng);
    return static_cast<TokenId>(std::lower_bound(cdf_.begin(), cdf_.end(), u) - cdf_.begin());
  }

 private:
  std::vector<double> cdf_;
};

OutputWeights random_weights() {
  std::mt19937 rng(1);
  std::normal_distribution<float> normal(0.0f, 1.0f);
  std::vector<float> w(vocab * hidden), b(vocab);
  const float scale = 1.0f / std::sqrt(static_cast<float>(hidden));
  for (float& v : w) v = scale * normal(rng);
  for (float& v : b) v = normal(rng);
  return OutputWeights(std::move(w), std::move(b), vocab, hidden);
}

Lexicon synthetic_lexicon() {
  std::mt19937 rng(2);
  const Zipf frequent(vocab, 1.0);
  std::normal_distribution<double> jitter(0.0, 0.7);
  std::uniform_real_distribution<float> spread(0.5f, 1.5f);
  std::vector<LexiconEntry> entries;
  entries.reserve(source_vocab * entries_per_source);
  std::vector<TokenId> chosen;
  for (std::size_t f = 0; f < source_vocab; ++f) {
    chosen.clear();
    const auto add = [&](TokenId e) {
      if (std::find(chosen.begin(), chosen.end(), e) != chosen.end()) return false;
      chosen.push_back(e);
      return true;
    };
    // Own translations: about as frequent as the source word itself.
    const std::size_t own = 1 + rng() % 4;
    while (chosen.size() < own) {
      const double rank = static_cast<double>(f + 2) * std::exp(jitter(rng));
      add(static_cast<TokenId>(std::min<double>(rank, vocab - 1)));
    }
    for (std::size_t i = 0; i < own; ++i)
      entries.push_back({static_cast<TokenId>(f), chosen[i],
                         std::min(1.0f, 0.8f / static_cast<float>(own) * spread(rng))});
    // Garbage: frequent words the aligner attaches everywhere.
    float p = 0.02f;
    while (chosen.size() < entries_per_source)
      if (add(frequent(rng))) {
        entries.push_back({static_cast<TokenId>(f), chosen.back(), p * spread(rng)});
        p *= 0.97f;
      }
  }
  return Lexicon(source_vocab, vocab, entries);
}

struct Data {
  OutputWeights weights = random_weights();
  Lexicon lexicon = synthetic_lexicon();
  std::vector<std::vector<TokenId>> sentence_tokens;
  std::vector<Sentence> sentences;
  std::vector<float> h;  // [16 * beam, hidden] random context rows

  Data() {
    std::mt19937 rng(3);
    const Zipf words(source_vocab, 1.0);
    for (std::size_t s = 0; s < 64; ++s) {
      sentence_tokens.emplace_back();
      for (std::size_t i = 0; i < sentence_length; ++i)
        sentence_tokens.back().push_back(words(rng));
    }
    sentences.assign(sentence_tokens.begin(), sentence_tokens.end());
    std::normal_distribution<float> normal(0.0f, 1.0f);
    h.resize(16 * beam * hidden);
    for (float& v : h) v = normal(rng);
  }
};

const Data& data() {
  static const Data instance;
  return instance;
}

AlignmentShortlistOptions wa(std::size_t m,
                             ShortlistBatching batching = ShortlistBatching::per_sentence) {
  return {.words_per_source = m, .always_include = {eos, unk}, .batching = batching};
}

// Layers are built on first use and kept: each holds its own copy of W.
template <class Layer, class... Args>
const Layer& layer(const std::string& key, Args&&... args) {
  static std::vector<std::pair<std::string, std::unique_ptr<const Layer>>> built;
  for (const auto& [name, l] : built)
    if (name == key) return *l;
  built.emplace_back(key, std::make_unique<const Layer>(std::forward<Args>(args)...));
  return *built.back().second;
}

void label(benchmark::State& state, std::size_t rows, double run_time_vocabulary) {
  state.counters["rows"] = static_cast<double>(rows);
  state.counters["k"] = static_cast<double>(beam);
  state.counters["V"] = static_cast<double>(vocab);
  state.counters["D"] = static_cast<double>(hidden);
  state.counters["shortlist"] = run_time_vocabulary;
  state.SetLabel(std::string("isa=") + std::string(isa_name(kernel_level(KernelFamily::softmax))));
}

// One step of a layer whose candidate set is fixed (full or frequency).
template <class Layer>
void step_fixed(benchmark::State& state, const Layer& layer, double shortlist) {
  const Data& d = data();
  auto workspace = layer.make_workspace();
  layer.begin_batch(workspace, {}, beam);
  std::vector<ScoredToken> out(beam * beam);
  for (auto _ : state) {
    layer.topk(workspace, ConstMatrixView(d.h.data(), beam, hidden), beam,
               TopKView(out.data(), beam, beam));
    benchmark::DoNotOptimize(out.data());
  }
  label(state, beam, shortlist);
}

// One step of an alignment shortlist, rotating over 8 prepared sentences.
template <class Layer>
void step_alignment(benchmark::State& state, const Layer& layer) {
  const Data& d = data();
  std::vector<typename Layer::Workspace> workspaces;
  double total = 0;
  for (std::size_t s = 0; s < 8; ++s) {
    workspaces.push_back(layer.make_workspace());
    layer.begin_batch(workspaces.back(), {&d.sentences[s], 1}, beam);
    total += static_cast<double>(workspaces.back().vocabulary(0).size());
  }
  std::vector<ScoredToken> out(beam * beam);
  std::size_t next = 0;
  for (auto _ : state) {
    layer.topk(workspaces[next], ConstMatrixView(d.h.data(), beam, hidden), beam,
               TopKView(out.data(), beam, beam));
    benchmark::DoNotOptimize(out.data());
    next = (next + 1) % workspaces.size();
  }
  label(state, beam, total / 8.0);
}

// begin_batch for one sentence at a time, over 64 sentences.
template <class Layer>
void shrink(benchmark::State& state, const Layer& layer) {
  const Data& d = data();
  auto workspace = layer.make_workspace();
  double total = 0;
  std::size_t next = 0, calls = 0;
  for (auto _ : state) {
    layer.begin_batch(workspace, {&d.sentences[next], 1}, beam);
    total += static_cast<double>(workspace.vocabulary(0).size());
    ++calls;
    next = (next + 1) % d.sentences.size();
  }
  label(state, beam, total / static_cast<double>(std::max<std::size_t>(calls, 1)));
}

std::vector<std::uint32_t> grouped_rows(std::size_t sentences) {
  std::vector<std::uint32_t> row_sentence;
  for (std::size_t s = 0; s < sentences; ++s)
    row_sentence.insert(row_sentence.end(), beam, static_cast<std::uint32_t>(s));
  return row_sentence;
}

// How the union changes a batch's k best against per-sentence vocabularies,
// on the random rows: rows whose best word differs, rows whose k-best sets
// differ, and the mean drop of the best log-probability (the union
// normalizes over more words).
struct TopkDifference {
  double best_differs = 0, set_differs = 0, logprob_drop = 0;
};

TopkDifference topk_difference(const std::vector<ScoredToken>& own,
                               const std::vector<ScoredToken>& shared) {
  TopkDifference d;
  const std::size_t rows = own.size() / beam;
  for (std::size_t r = 0; r < rows; ++r) {
    const ScoredToken* a = &own[r * beam];
    const ScoredToken* b = &shared[r * beam];
    d.best_differs += a[0].token != b[0].token;
    std::vector<TokenId> sa, sb;
    for (std::size_t j = 0; j < beam; ++j) sa.push_back(a[j].token), sb.push_back(b[j].token);
    std::sort(sa.begin(), sa.end()), std::sort(sb.begin(), sb.end());
    d.set_differs += sa != sb;
    d.logprob_drop += static_cast<double>(a[0].logprob - b[0].logprob);
  }
  d.best_differs /= static_cast<double>(rows), d.set_differs /= static_cast<double>(rows);
  d.logprob_drop /= static_cast<double>(rows);
  return d;
}

template <class Layer>
std::vector<ScoredToken> score16(const Layer& layer, typename Layer::Workspace& workspace) {
  const Data& d = data();
  const auto row_sentence = grouped_rows(16);
  layer.begin_batch(workspace, std::span<const Sentence>(d.sentences).first(16),
                    row_sentence.size());
  std::vector<ScoredToken> out(row_sentence.size() * beam);
  layer.topk(workspace, ConstMatrixView(d.h.data(), row_sentence.size(), hidden), row_sentence,
             beam, TopKView(out.data(), row_sentence.size(), beam));
  return out;
}

// topk for 16 sentences x 12 rows, per-sentence or union vocabularies.
template <class Layer>
void batch_topk(benchmark::State& state, const Layer& layer, const Layer& other_mode) {
  const Data& d = data();
  auto workspace = layer.make_workspace();
  auto other = other_mode.make_workspace();
  const TopkDifference diff =
      topk_difference(score16(layer, workspace), score16(other_mode, other));
  const auto row_sentence = grouped_rows(16);
  std::vector<ScoredToken> out(row_sentence.size() * beam);
  double vocabulary = 0;
  for (std::size_t s = 0; s < 16; ++s)
    vocabulary += static_cast<double>(workspace.vocabulary(s).size());
  for (auto _ : state) {
    layer.topk(workspace, ConstMatrixView(d.h.data(), row_sentence.size(), hidden), row_sentence,
               beam, TopKView(out.data(), row_sentence.size(), beam));
    benchmark::DoNotOptimize(out.data());
  }
  label(state, row_sentence.size(), vocabulary / 16.0);
  state.counters["best_differs"] = diff.best_differs;
  state.counters["kbest_differs"] = diff.set_differs;
  state.counters["best_logprob_drop"] = diff.logprob_drop;
}

template <class Layer>
void batch_begin(benchmark::State& state, const Layer& layer) {
  const Data& d = data();
  auto workspace = layer.make_workspace();
  for (auto _ : state)
    layer.begin_batch(workspace, std::span<const Sentence>(d.sentences).first(16), 16 * beam);
  double vocabulary = 0;
  for (std::size_t s = 0; s < 16; ++s)
    vocabulary += static_cast<double>(workspace.vocabulary(s).size());
  label(state, 16 * beam, vocabulary / 16.0);
}

inline std::uint64_t mix(std::uint64_t h, std::uint64_t value) {
  h ^= value + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2);
  h ^= h >> 31;
  h *= 0xBF58476D1CE4E5B9ull;
  return h ^ (h >> 29);
}

// A synthetic decoder that translates word for word: at step t the context of
// a hypothesis points at the best lexicon translation of source word t (EOS
// after the last) with strength `signal`, plus noise of unit variance per
// dimension fixed by the hypothesis's prefix. Logits of other words are then
// about N(0, 1), so the intended word (logit about `signal`) usually wins,
// and a word outside the sentence's own vocabulary wins only through noise.
class WordForWordModel {
 public:
  struct State {
    std::vector<std::vector<TokenId>> intended;  // per sentence
    std::vector<std::uint64_t> hash, next_hash;
    std::vector<std::uint32_t> sentence, next_sentence;
    std::vector<float> h;
    std::size_t steps = 0;
  };

  WordForWordModel(const OutputWeights& weights, const Lexicon& lexicon, float signal)
      : weights_(weights), lexicon_(lexicon), signal_(signal) {}
  std::size_t hidden_size() const { return hidden; }
  State make_state() const { return {}; }

  void encode(State& state, std::span<const Sentence> sources, std::size_t max_rows) const {
    const std::size_t rows = std::max(max_rows, sources.size());
    state.intended.assign(sources.size(), {});
    state.hash.assign(rows, 0), state.next_hash.assign(rows, 0);
    state.sentence.assign(rows, 0), state.next_sentence.assign(rows, 0);
    state.h.assign(rows * hidden, 0.0f);
    for (std::size_t s = 0; s < sources.size(); ++s) {
      for (TokenId f : sources[s])
        if (const auto t = lexicon_.translations(f); !t.empty())
          state.intended[s].push_back(t[0].target);
      state.intended[s].push_back(eos);
      state.hash[s] = mix(0x1234, s), state.sentence[s] = static_cast<std::uint32_t>(s);
    }
    state.steps = 0;
  }

  ConstMatrixView step(State& state, std::span<const TokenId> previous,
                       std::span<const std::uint32_t> parents) const {
    for (std::size_t i = 0; i < previous.size(); ++i) {
      state.next_hash[i] = mix(state.hash[parents[i]], static_cast<std::uint64_t>(previous[i]));
      state.next_sentence[i] = state.sentence[parents[i]];
    }
    std::swap(state.hash, state.next_hash), std::swap(state.sentence, state.next_sentence);
    for (std::size_t i = 0; i < previous.size(); ++i) {
      const auto& intended = state.intended[state.sentence[i]];
      const TokenId target = intended[std::min(state.steps, intended.size() - 1)];
      const auto row = weights_.weights().row(static_cast<std::size_t>(target));
      float norm = 0;
      for (float v : row) norm += v * v;
      const float scale = signal_ / std::sqrt(norm);
      std::uint64_t h = state.hash[i];
      for (std::size_t c = 0; c < hidden; ++c) {
        h = mix(h, c);
        const float uniform = static_cast<float>(h >> 40) / static_cast<float>(1ull << 24);
        state.h[i * hidden + c] = scale * row[c] + std::sqrt(12.0f) * (uniform - 0.5f);
      }
    }
    ++state.steps;
    return {state.h.data(), previous.size(), hidden};
  }

 private:
  const OutputWeights& weights_;
  const Lexicon& lexicon_;
  float signal_;
};

// The model's confidence: the mean full-softmax probability of the intended
// word over the first 4 steps of the 16 sentences, fed their intended words.
double intended_probability(float signal) {
  const Data& d = data();
  const WordForWordModel model(d.weights, d.lexicon, signal);
  const auto& full = layer<FullSoftmax<EigenGemm>>("full", d.weights);
  auto state = model.make_state();
  auto workspace = full.make_workspace();
  const auto batch = std::span<const Sentence>(d.sentences).first(16);
  model.encode(state, batch, batch.size());
  full.begin_batch(workspace, batch, batch.size());
  std::vector<TokenId> previous(batch.size(), eos);
  std::vector<std::uint32_t> parents(batch.size());
  for (std::size_t s = 0; s < batch.size(); ++s) parents[s] = static_cast<std::uint32_t>(s);
  std::vector<ScoredToken> out(batch.size());
  double total = 0;
  const std::size_t steps = 4;
  for (std::size_t t = 0; t < steps; ++t) {
    const ConstMatrixView h = model.step(state, previous, parents);
    full.topk(workspace, h, 1, TopKView(out.data(), batch.size(), 1));
    for (std::size_t s = 0; s < batch.size(); ++s) {
      const auto& intended = state.intended[s];
      previous[s] = intended[std::min(t, intended.size() - 1)];
      total += std::exp(
          static_cast<double>(workspace.logprobs()(s, static_cast<std::size_t>(previous[s]))));
    }
  }
  return total / static_cast<double>(steps * batch.size());
}

// Best translations of 16 sentences in both modes: the share that differ.
template <class Layer>
double decoded_difference(const Layer& per_sentence, const Layer& union_layer, float signal) {
  const Data& d = data();
  const WordForWordModel model(d.weights, d.lexicon, signal);
  const SearchOptions options{.beam_size = beam,
                              .bos_token = eos,
                              .eos_token = eos,
                              .max_length_ratio = 1.5f,
                              .max_length_offset = 5};
  BeamSearch a(model, per_sentence, options), b(model, union_layer, options);
  const auto batch = std::span<const Sentence>(d.sentences).first(16);
  const SearchResult& ra = a.translate_batch(batch);
  const SearchResult& rb = b.translate_batch(batch);
  double differ = 0;
  for (std::size_t s = 0; s < batch.size(); ++s) {
    const auto x = ra.best(s).tokens, y = rb.best(s).tokens;
    differ += !std::equal(x.begin(), x.end(), y.begin(), y.end());
  }
  return differ / static_cast<double>(batch.size());
}

// Translates 16 sentences; state.range(0) is the model's signal.
template <class Layer>
void decode16(benchmark::State& state, const Layer& layer, const Layer& other_mode) {
  const Data& d = data();
  const auto signal = static_cast<float>(state.range(0));
  const WordForWordModel model(d.weights, d.lexicon, signal);
  BeamSearch search(model, layer,
                    {.beam_size = beam,
                     .bos_token = eos,
                     .eos_token = eos,
                     .max_length_ratio = 1.5f,
                     .max_length_offset = 5});
  const auto batch = std::span<const Sentence>(d.sentences).first(16);
  const double differ = decoded_difference(layer, other_mode, signal);
  const double confidence = intended_probability(signal);
  for (auto _ : state) benchmark::DoNotOptimize(search.translate_batch(batch).size());
  label(state, 16 * beam, 0);
  state.counters.erase("shortlist");
  state.counters["sentences"] = 16;
  state.counters["intended_p"] = confidence;
  state.counters["translations_differ"] = differ;
}

void register_all() {
  const auto full_e = [] { return &layer<FusedTopK<EigenGemm>>("full", data().weights); };
  const auto full_p = [] { return &layer<FusedTopK<EigenProductGemm>>("full", data().weights); };
  const auto textbook = [] { return &layer<FullSoftmax<EigenGemm>>("full", data().weights); };
  const auto tf5k_e = [] {
    return &layer<FrequencyShortlist<EigenGemm>>(
        "tf5k", data().weights,
        FrequencyShortlistOptions{.size = 5000, .always_include = {eos, unk}});
  };
  const auto tf5k_p = [] {
    return &layer<FrequencyShortlist<EigenProductGemm>>(
        "tf5k", data().weights,
        FrequencyShortlistOptions{.size = 5000, .always_include = {eos, unk}});
  };
  const auto wa_e = [](std::size_t m, ShortlistBatching b = ShortlistBatching::per_sentence) {
    return &layer<AlignmentShortlist<EigenGemm>>(
        "wa" + std::to_string(m) + (b == ShortlistBatching::batch_union ? "u" : ""), data().weights,
        data().lexicon, wa(m, b));
  };
  const auto wa_p = [](std::size_t m, ShortlistBatching b = ShortlistBatching::per_sentence) {
    return &layer<AlignmentShortlist<EigenProductGemm>>(
        "wa" + std::to_string(m) + (b == ShortlistBatching::batch_union ? "u" : ""), data().weights,
        data().lexicon, wa(m, b));
  };
  // The fast exact backend: the fair baseline for "how much faster than the
  // full softmax" (EigenGemm reads W once per row).
  const auto full_packed = [] { return &layer<FusedTopK<PackedFp32Gemm>>("full", data().weights); };
  const auto tf5k_packed = [] {
    return &layer<FrequencyShortlist<PackedFp32Gemm>>(
        "tf5k", data().weights,
        FrequencyShortlistOptions{.size = 5000, .always_include = {eos, unk}});
  };
  const auto wa_packed = [](std::size_t m) {
    return &layer<AlignmentShortlist<PackedFp32Gemm>>("wa" + std::to_string(m), data().weights,
                                                      data().lexicon,
                                                      wa(m, ShortlistBatching::per_sentence));
  };
  const auto reg = [](const std::string& name, auto fn) {
    benchmark::RegisterBenchmark(name.c_str(), fn)->Unit(benchmark::kMicrosecond);
  };
  reg("step/full_textbook/EigenGemm",
      [=](benchmark::State& s) { step_fixed(s, *textbook(), vocab); });
  reg("step/full_fused/EigenGemm", [=](benchmark::State& s) { step_fixed(s, *full_e(), vocab); });
  reg("step/TF5K/EigenGemm", [=](benchmark::State& s) { step_fixed(s, *tf5k_e(), 5002); });
  reg("step/WA10/EigenGemm", [=](benchmark::State& s) { step_alignment(s, *wa_e(10)); });
  reg("step/WA50/EigenGemm", [=](benchmark::State& s) { step_alignment(s, *wa_e(50)); });
  reg("step/full_fused/EigenProductGemm",
      [=](benchmark::State& s) { step_fixed(s, *full_p(), vocab); });
  reg("step/TF5K/EigenProductGemm", [=](benchmark::State& s) { step_fixed(s, *tf5k_p(), 5002); });
  reg("step/WA10/EigenProductGemm", [=](benchmark::State& s) { step_alignment(s, *wa_p(10)); });
  reg("step/WA50/EigenProductGemm", [=](benchmark::State& s) { step_alignment(s, *wa_p(50)); });
  reg("step/full_fused/PackedFp32Gemm",
      [=](benchmark::State& s) { step_fixed(s, *full_packed(), vocab); });
  reg("step/TF5K/PackedFp32Gemm",
      [=](benchmark::State& s) { step_fixed(s, *tf5k_packed(), 5002); });
  reg("step/WA10/PackedFp32Gemm", [=](benchmark::State& s) { step_alignment(s, *wa_packed(10)); });
  reg("step/WA50/PackedFp32Gemm", [=](benchmark::State& s) { step_alignment(s, *wa_packed(50)); });
  const auto wa50 = [](auto* backend) {
    using G = std::remove_pointer_t<decltype(backend)>;
    return &layer<AlignmentShortlist<G>>("wa50", data().weights, data().lexicon,
                                         wa(50, ShortlistBatching::per_sentence));
  };
  // The packed backends score each tile of logits while it is hot; seen only
  // through the Gemm concept (GatherAndPrepare) they write the logits, then
  // run the fused pass over them: the earlier path.
  const auto tf5k_of = [](auto* backend) {
    using G = std::remove_pointer_t<decltype(backend)>;
    return &layer<FrequencyShortlist<G>>(
        "tf5k", data().weights,
        FrequencyShortlistOptions{.size = 5000, .always_include = {eos, unk}});
  };
  reg("step/TF5K/PackedFp32Gemm/untiled", [=](benchmark::State& s) {
    step_fixed(s, *tf5k_of(static_cast<GatherAndPrepare<PackedFp32Gemm>*>(nullptr)), 5002);
  });
  reg("step/TF5K/Int16Gemm/tiled", [=](benchmark::State& s) {
    step_fixed(s, *tf5k_of(static_cast<Int16Gemm*>(nullptr)), 5002);
  });
  reg("step/TF5K/Int16Gemm/untiled", [=](benchmark::State& s) {
    step_fixed(s, *tf5k_of(static_cast<GatherAndPrepare<Int16Gemm>*>(nullptr)), 5002);
  });
  reg("step/WA50/PackedFp32Gemm/untiled", [=](benchmark::State& s) {
    step_alignment(s, *wa50(static_cast<GatherAndPrepare<PackedFp32Gemm>*>(nullptr)));
  });
  reg("step/WA50/Int16Gemm/tiled",
      [=](benchmark::State& s) { step_alignment(s, *wa50(static_cast<Int16Gemm*>(nullptr))); });
  reg("step/WA50/Int16Gemm/untiled", [=](benchmark::State& s) {
    step_alignment(s, *wa50(static_cast<GatherAndPrepare<Int16Gemm>*>(nullptr)));
  });
  // Per sentence, before and after selecting rows of the prepared W.
  reg("shrink/WA50/PackedFp32Gemm/select_rows",
      [=](benchmark::State& s) { shrink(s, *wa50(static_cast<PackedFp32Gemm*>(nullptr))); });
  reg("shrink/WA50/PackedFp32Gemm/gather_and_prepare", [=](benchmark::State& s) {
    shrink(s, *wa50(static_cast<GatherAndPrepare<PackedFp32Gemm>*>(nullptr)));
  });
  reg("shrink/WA50/Int16Gemm/select_rows",
      [=](benchmark::State& s) { shrink(s, *wa50(static_cast<Int16Gemm*>(nullptr))); });
  reg("shrink/WA50/Int16Gemm/gather_and_prepare", [=](benchmark::State& s) {
    shrink(s, *wa50(static_cast<GatherAndPrepare<Int16Gemm>*>(nullptr)));
  });
  reg("shrink/WA10/EigenGemm", [=](benchmark::State& s) { shrink(s, *wa_e(10)); });
  reg("shrink/WA50/EigenGemm", [=](benchmark::State& s) { shrink(s, *wa_e(50)); });
  const auto own = ShortlistBatching::per_sentence, shared = ShortlistBatching::batch_union;
  reg("batch16/begin/WA50/per_sentence",
      [=](benchmark::State& s) { batch_begin(s, *wa_e(50, own)); });
  reg("batch16/begin/WA50/union", [=](benchmark::State& s) { batch_begin(s, *wa_e(50, shared)); });
  reg("batch16/topk/WA50/per_sentence",
      [=](benchmark::State& s) { batch_topk(s, *wa_e(50, own), *wa_e(50, shared)); });
  reg("batch16/topk/WA50/union",
      [=](benchmark::State& s) { batch_topk(s, *wa_e(50, shared), *wa_e(50, own)); });
  reg("batch16/topk/WA50/per_sentence/EigenProductGemm",
      [=](benchmark::State& s) { batch_topk(s, *wa_p(50, own), *wa_p(50, shared)); });
  reg("batch16/topk/WA50/union/EigenProductGemm",
      [=](benchmark::State& s) { batch_topk(s, *wa_p(50, shared), *wa_p(50, own)); });
  for (const auto& [name, mode, other] :
       {std::tuple{"per_sentence", own, shared}, std::tuple{"union", shared, own}})
    benchmark::RegisterBenchmark(
        (std::string("decode16/WA50/") + name).c_str(),
        // Copies of the bindings: Clang 14 cannot capture a structured binding.
        [=, scored = mode, rival = other](benchmark::State& s) {
          decode16(s, *wa_e(50, scored), *wa_e(50, rival));
        })
        ->ArgName("signal")
        ->Arg(8)
        ->Arg(12)
        ->Arg(16)
        ->Unit(benchmark::kMillisecond);
}

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  register_all();
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
