// Beam pruning (Freitag & Al-Onaizan 2017) against the unpruned beam search,
// at the paper's German-English settings, in one run.
//
// Each benchmark decodes the same sentences, one at a time, with a pruned
// search and with the unpruned search at the paper's baseline beam (5, or 14
// for the beam-14 block and for decoding "without a fixed beam size", cap
// 64), alternating sentence by sentence through count_search_errors so that
// machine noise hits both alike. The reported time is the pruned search's;
// counters give the in-run speed_up (unpruned time / pruned time), the
// average fan-out per step and total fan-out per sentence of both (the
// paper's table columns), steps per sentence, and the search errors: the
// fraction of sentences whose best hypothesis changed and how many of those
// score worse.
//
// The model is synthetic (the real one lands with a later issue): hidden 512,
// vocabulary 32000, FusedTopK<EigenGemm> output layer, so the output layer
// costs what it costs in NMT, while the decoder itself costs next to nothing
// (unlike the paper's GRU decoder). Each state favours four hashed words,
// half the time with a near-tie for first place, and ends near the source
// length, so the top word's probability ranges from about 0.45 to 0.99.
// docs/RESULTS.md has the numbers and the command.
//
// The controls/ benchmarks time the decoding controls (n-gram blocking, bans,
// a minimum length, sampling, streaming, the refilled stopping rules) the
// same way: each against the plain beam-5 search, sentence by sentence
// alternately, `cost` = controlled time / plain time.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <functional>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "fastdec/arch/isa.hpp"
#include "fastdec/arch/kernels.hpp"
#include "fastdec/eval/search_errors.hpp"
#include "fastdec/gemm/eigen_gemm.hpp"
#include "fastdec/output/fused_topk.hpp"
#include "fastdec/search/beam_search.hpp"

namespace {

using namespace fastdec;

constexpr std::size_t vocab = 32000;
constexpr std::size_t hidden = 512;
constexpr TokenId bos = 0;
constexpr TokenId eos = 1;

// The synthetic model's shape (see SyntheticTranslationModel).
constexpr float ambiguous_fraction = 0.5f;  // states where the runner-up nearly ties
constexpr float ambiguous_gap = 0.6f;       // and trails by U(0, 0.6)
constexpr float confident_gap_low = 2.5f;   // elsewhere it trails by U(2.5, 6)
constexpr float confident_gap_high = 6.0f;
constexpr float tail_gap_low = 2.0f;  // the third and fourth trail by U(2, 4) more each
constexpr float tail_gap_high = 4.0f;
constexpr float top_logit_low = 13.0f;   // the favourite's logit: U(13, 15.5), against
constexpr float top_logit_high = 15.5f;  // a background of 32k logits ~ N(0, 1)

std::uint64_t mix(std::uint64_t h, std::uint64_t value) {
  h ^= value + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2);
  h ^= h >> 31;
  h *= 0xBF58476D1CE4E5B9ull;
  h ^= h >> 29;
  return h;
}

// Uniform in [0, 1) from a hash.
float unit(std::uint64_t h) { return static_cast<float>(h >> 40) / static_cast<float>(1ull << 24); }

// h = sum_i s_i w_{c_i} / |w_{c_i}|^2 over four words c_i chosen by hashing
// (source, prefix), so logit(c_i) ~ s_i above a background of the other
// 32k logits (about N(0, 1)). The target length is the source length give or
// take two; EOS becomes a candidate one word early and the favourite after.
class SyntheticTranslationModel {
 public:
  struct State {
    std::vector<std::uint64_t> hash, next_hash;          // per row
    std::vector<std::uint32_t> position, next_position;  // target word the row predicts (1-based)
    std::vector<std::uint32_t> sentence, next_sentence;
    std::vector<std::uint32_t> target_length;  // per sentence
    std::vector<float> context;                // [rows, hidden]
  };

  explicit SyntheticTranslationModel(const OutputWeights& weights) : weights_(weights.weights()) {
    inverse_norm2_.resize(weights_.rows());
    for (std::size_t v = 0; v < weights_.rows(); ++v) {
      double norm2 = 0;
      for (std::size_t j = 0; j < hidden; ++j)
        norm2 += static_cast<double>(weights_(v, j)) * weights_(v, j);
      inverse_norm2_[v] = static_cast<float>(1.0 / norm2);
    }
  }

  std::size_t hidden_size() const noexcept { return hidden; }
  State make_state() const { return {}; }

  void encode(State& state, std::span<const Sentence> sources, std::size_t max_rows) const {
    const std::size_t rows = std::max(max_rows, sources.size());
    for (auto* v : {&state.hash, &state.next_hash}) v->resize(rows);
    for (auto* v : {&state.position, &state.next_position, &state.sentence, &state.next_sentence})
      v->resize(rows);
    state.target_length.resize(sources.size());
    state.context.resize(rows * hidden);
    for (std::size_t s = 0; s < sources.size(); ++s) {
      std::uint64_t h = 0x5EED;
      for (TokenId t : sources[s]) h = mix(h, static_cast<std::uint64_t>(t));
      state.hash[s] = h;
      state.position[s] = 0;
      state.sentence[s] = static_cast<std::uint32_t>(s);
      state.target_length[s] = static_cast<std::uint32_t>(std::max<std::ptrdiff_t>(
          1,
          static_cast<std::ptrdiff_t>(sources[s].size()) + static_cast<std::ptrdiff_t>(h % 5) - 2));
    }
  }

  ConstMatrixView step(State& state, std::span<const TokenId> previous,
                       std::span<const std::uint32_t> parents) const {
    for (std::size_t i = 0; i < previous.size(); ++i) {
      const std::uint32_t p = parents[i];
      state.next_hash[i] = mix(state.hash[p], static_cast<std::uint64_t>(previous[i]));
      state.next_position[i] = state.position[p] + 1;
      state.next_sentence[i] = state.sentence[p];
    }
    std::swap(state.hash, state.next_hash);
    std::swap(state.position, state.next_position);
    std::swap(state.sentence, state.next_sentence);
    for (std::size_t i = 0; i < previous.size(); ++i)
      context_of(state.hash[i], state.position[i], state.target_length[state.sentence[i]],
                 &state.context[i * hidden]);
    return {state.context.data(), previous.size(), hidden};
  }

 private:
  // The state's four favoured words and their logits. Most states are
  // confident (one word well ahead); some are ambiguous (near-ties).
  void context_of(std::uint64_t hash, std::uint32_t position, std::uint32_t target_length,
                  float* h) const {
    TokenId words[4];
    float strength[4];
    std::uint64_t x = hash;
    for (TokenId& w : words) {
      x = mix(x, 1);
      w = static_cast<TokenId>(2 + x % (vocab - 2));
    }
    x = mix(x, 2);
    const bool ambiguous = unit(x) < ambiguous_fraction;
    x = mix(x, 3);
    strength[0] = top_logit_low + (top_logit_high - top_logit_low) * unit(x);
    for (int i = 1; i < 4; ++i) {
      x = mix(x, 4);
      const float gap =
          i > 1       ? tail_gap_low + (tail_gap_high - tail_gap_low) * unit(x)
          : ambiguous ? ambiguous_gap * unit(x)
                      : confident_gap_low + (confident_gap_high - confident_gap_low) * unit(x);
      strength[i] = strength[i - 1] - gap;
    }
    if (position > target_length)
      words[0] = eos;  // should have ended: EOS first
    else if (position == target_length)
      words[1] = eos;  // may end one word early
    std::fill(h, h + hidden, 0.0f);
    for (int i = 0; i < 4; ++i) {
      const auto row = static_cast<std::size_t>(words[i]);
      const float scale = strength[i] * inverse_norm2_[row];
      for (std::size_t j = 0; j < hidden; ++j) h[j] += scale * weights_(row, j);
    }
  }

  ConstMatrixView weights_;  // [vocab, hidden], the output layer's W
  std::vector<float> inverse_norm2_;
};

static_assert(DecoderModel<SyntheticTranslationModel>);

struct Workload {
  OutputWeights weights;
  FusedTopK<EigenGemm> layer;
  SyntheticTranslationModel model;
  std::vector<std::vector<TokenId>> sentences;
  std::vector<Sentence> sources;

  static OutputWeights make_weights() {
    std::mt19937 rng(2017);
    std::normal_distribution<float> normal(0.0f, 1.0f / std::sqrt(static_cast<float>(hidden)));
    std::vector<float> w(vocab * hidden);
    for (float& v : w) v = normal(rng);
    return OutputWeights(std::move(w), std::vector<float>(vocab, 0.0f), vocab, hidden);
  }

  Workload() : weights(make_weights()), layer(weights), model(weights) {
    std::mt19937 rng(5);
    std::uniform_int_distribution<std::size_t> length(6, 28);
    std::uniform_int_distribution<TokenId> token(2, 30000);
    for (int s = 0; s < 10; ++s) {
      sentences.emplace_back(length(rng));
      for (TokenId& t : sentences.back()) t = token(rng);
    }
    sources.assign(sentences.begin(), sentences.end());
  }
};

const Workload& workload() {
  static const Workload w;
  return w;
}

// Times every translate_batch of the search it wraps.
template <class Search>
class Timed {
 public:
  explicit Timed(Search& search) : search_(search) {}
  const SearchResult& translate_batch(std::span<const Sentence> batch) {
    const auto start = std::chrono::steady_clock::now();
    const SearchResult& result = search_.translate_batch(batch);
    seconds_ += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return result;
  }
  double seconds() const noexcept { return seconds_; }

 private:
  Search& search_;
  double seconds_ = 0;
};

struct Setting {
  std::string name;
  std::size_t beam;           // the pruned search's beam (or cap)
  std::size_t baseline_beam;  // the unpruned search it is compared with
  PruningOptions pruning;
};

void decode(benchmark::State& state, const Setting& setting, std::size_t batch_size) {
  const Workload& w = workload();
  auto options = [](std::size_t beam) {
    return SearchOptions{.beam_size = beam, .bos_token = bos, .eos_token = eos};
  };
  BeamSearch pruned(w.model, w.layer, options(setting.beam), make_pruning(setting.pruning));
  BeamSearch unpruned(w.model, w.layer, options(setting.baseline_beam));
  Timed timed_pruned(pruned);
  Timed timed_unpruned(unpruned);
  SearchErrors errors;
  for (auto _ : state) {
    const double before = timed_pruned.seconds();
    errors = count_search_errors(timed_pruned, timed_unpruned, w.sources, batch_size);
    state.SetIterationTime(timed_pruned.seconds() - before);
  }
  state.SetLabel(std::string("isa=") + std::string(isa_name(kernel_level(KernelFamily::softmax))) +
                 " gemm=eigen-fp32");
  state.counters["speed_up"] = timed_unpruned.seconds() / timed_pruned.seconds();
  state.counters["fan_out"] = errors.pruned.average_fan_out();
  state.counters["fan_out_base"] = errors.reference.average_fan_out();
  state.counters["tot_fan_out"] = errors.pruned.total_fan_out_per_sentence();
  state.counters["tot_fan_out_base"] = errors.reference.total_fan_out_per_sentence();
  state.counters["steps"] = errors.pruned.steps_per_sentence();
  state.counters["changed"] = errors.changed_fraction();
  state.counters["worse"] = static_cast<double>(errors.worse);
  state.counters["sentences"] = static_cast<double>(errors.sentences);
  state.counters["beam"] = static_cast<double>(setting.beam);
  state.counters["batch"] = static_cast<double>(batch_size);
  state.counters["V"] = static_cast<double>(vocab);
  state.counters["D"] = static_cast<double>(hidden);
}

// Table 1 of the paper, German-English: each rule alone, then all four.
std::vector<Setting> settings() {
  const PruningOptions beam5{.relative_threshold = 0.6f,
                             .absolute_threshold = 2.5f,
                             .relative_local_threshold = 0.02f,
                             .max_candidates_per_node = 3};
  const PruningOptions beam14{.relative_threshold = 0.3f,
                              .absolute_threshold = 2.5f,
                              .relative_local_threshold = 0.3f,
                              .max_candidates_per_node = 3};
  std::vector<Setting> list;
  for (const auto& [beam, p] :
       {std::pair{std::size_t{5}, beam5}, std::pair{std::size_t{14}, beam14}}) {
    list.push_back({"none", beam, beam, {}});
    list.push_back({"rp", beam, beam, {.relative_threshold = p.relative_threshold}});
    list.push_back({"ap", beam, beam, {.absolute_threshold = p.absolute_threshold}});
    list.push_back({"rpl", beam, beam, {.relative_local_threshold = p.relative_local_threshold}});
    list.push_back({"mc", beam, beam, {.max_candidates_per_node = p.max_candidates_per_node}});
    list.push_back({"all", beam, beam, p});
  }
  list.push_back({"all_no_fixed_beam", 64, 14, beam14});
  return list;
}

// One decoding control against the plain search, alternately per sentence.
void decode_controlled(benchmark::State& state, const std::function<void(SearchOptions&)>& set,
                       bool stream) {
  const Workload& w = workload();
  SearchOptions plain_options{.beam_size = 5, .bos_token = bos, .eos_token = eos};
  SearchOptions controlled_options = plain_options;
  set(controlled_options);
  BeamSearch plain(w.model, w.layer, plain_options);
  BeamSearch controlled(w.model, w.layer, controlled_options);
  std::size_t streamed = 0;
  if (stream)
    controlled.stream_to([&](const StreamedTokens& part) { streamed += part.tokens.size(); });
  double plain_seconds = 0, controlled_seconds = 0;
  const auto timed = [](auto& search, Sentence source, double& seconds) {
    const auto start = std::chrono::steady_clock::now();
    benchmark::DoNotOptimize(search.translate(source).best(0).score);
    seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  };
  for (auto _ : state) {
    const double before = controlled_seconds;
    for (const Sentence source : w.sources) {
      timed(plain, source, plain_seconds);
      timed(controlled, source, controlled_seconds);
    }
    state.SetIterationTime(controlled_seconds - before);
  }
  state.SetLabel(std::string("isa=") + std::string(isa_name(kernel_level(KernelFamily::softmax))) +
                 " gemm=eigen-fp32");
  state.counters["cost"] = controlled_seconds / plain_seconds;
  if (stream) state.counters["streamed"] = static_cast<double>(streamed);
}

const int registered_controls = [] {
  const std::vector<std::pair<std::string, std::function<void(SearchOptions&)>>> controls{
      {"none", [](SearchOptions&) {}},
      {"no_repeat_ngram3", [](SearchOptions& o) { o.no_repeat_ngram_size = 3; }},
      {"ban_10_tokens_min_length_5",
       [](SearchOptions& o) {
         o.banned_tokens = {2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, o.min_length = 5;
       }},
      {"sampling_topk10_beam5", [](SearchOptions& o) { o.sampling_topk = 10; }},
      {"refill_until_beam_finished",
       [](SearchOptions& o) { o.stopping = StoppingRule::refill_until_beam_finished; }},
  };
  for (const auto& [name, set] : controls)
    benchmark::RegisterBenchmark(("controls/beam:5/" + name).c_str(), decode_controlled, set, false)
        ->UseManualTime()
        ->Unit(benchmark::kMillisecond);
  benchmark::RegisterBenchmark("controls/beam:5/stream", decode_controlled,
                               std::function<void(SearchOptions&)>([](SearchOptions&) {}), true)
      ->UseManualTime()
      ->Unit(benchmark::kMillisecond);
  return 0;
}();

// One sentence at a time: EigenGemm multiplies row by row (so that results do
// not depend on the batch), so a batch costs the same per row.
const int registered = [] {
  for (const Setting& setting : settings()) {
    const std::string name = "pruning/beam:" + std::to_string(setting.beam) + "/" + setting.name;
    benchmark::RegisterBenchmark(name.c_str(), decode, setting, std::size_t{1})
        ->UseManualTime()
        ->Unit(benchmark::kMillisecond);
  }
  return 0;
}();

}  // namespace

BENCHMARK_MAIN();
