// n-gram blocking (SearchOptions::no_repeat_ngram_size) on long hypotheses:
// the cost of blocking against the same decode without it, in one run.
//
// A tiny model (hidden 16, vocabulary 200, FusedTopK<EigenGemm>) keeps every
// step cheap, so the search's own work shows: beam 4, one sentence of L
// steps (min_length keeps EOS out until the end), n = 3 and n = L. Before
// search/ngram_blocking.hpp each new token hashed the n - 1 tokens before it,
// O(n); now O(log n). `cost` = blocked time / unblocked time.
#include <benchmark/benchmark.h>

#include <chrono>
#include <cstdint>
#include <random>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "fastdec/gemm/eigen_gemm.hpp"
#include "fastdec/output/fused_topk.hpp"
#include "fastdec/search/beam_search.hpp"

namespace {

using namespace fastdec;

constexpr std::size_t hidden = 16, vocab = 200, beam = 4;

// Each row's context is a pseudo-random function of its hypothesis (a hash
// carried from parent to child), so every hypothesis has its own distribution.
class HashedContextModel {
 public:
  struct State {
    std::vector<std::uint64_t> hash, next_hash;
    std::vector<float> context;
  };
  std::size_t hidden_size() const noexcept { return hidden; }
  State make_state() const { return {}; }
  void encode(State& state, std::span<const Sentence> sources, std::size_t max_rows) const {
    state.hash.assign(std::max(max_rows, sources.size()), 0x1234);
    state.next_hash.resize(state.hash.size());
    state.context.resize(state.hash.size() * hidden);
  }
  ConstMatrixView step(State& state, std::span<const TokenId> previous,
                       std::span<const std::uint32_t> parents) const {
    for (std::size_t r = 0; r < previous.size(); ++r) {
      std::uint64_t h = state.hash[parents[r]] ^ (static_cast<std::uint64_t>(previous[r]) + 1);
      h = (h ^ (h >> 31)) * 0xBF58476D1CE4E5B9ull;
      state.next_hash[r] = h;
      for (std::size_t j = 0; j < hidden; ++j) {
        h = (h ^ (h >> 29)) * 0x94D049BB133111EBull;
        state.context[r * hidden + j] = static_cast<float>(h >> 40) / float(1u << 24) - 0.5f;
      }
    }
    std::swap(state.hash, state.next_hash);
    return {state.context.data(), previous.size(), hidden};
  }
};

OutputWeights random_weights() {
  std::mt19937 rng(3);
  std::normal_distribution<float> normal(0.0f, 1.0f);
  std::vector<float> w(vocab * hidden), b(vocab, 0.0f);
  for (float& v : w) v = normal(rng);
  return OutputWeights(std::move(w), std::move(b), vocab, hidden);
}

void decode_long(benchmark::State& state) {
  const auto length = static_cast<std::size_t>(state.range(0));
  const auto n = static_cast<std::size_t>(state.range(1));
  static const OutputWeights weights = random_weights();
  const HashedContextModel model;
  const FusedTopK<> layer(weights);
  SearchOptions plain{.beam_size = beam,
                      .bos_token = 0,
                      .eos_token = 1,
                      .max_length_ratio = 0.0f,
                      .max_length_offset = length};
  plain.min_length = length - 1;
  SearchOptions blocked = plain;
  blocked.no_repeat_ngram_size = n;
  BeamSearch plain_search(model, layer, plain), blocked_search(model, layer, blocked);
  const std::vector<TokenId> source{5, 6, 7};
  double plain_seconds = 0, blocked_seconds = 0;
  const auto timed = [&](auto& search, double& seconds) {
    const auto start = std::chrono::steady_clock::now();
    benchmark::DoNotOptimize(search.translate(Sentence(source)).best(0).score);
    seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  };
  for (auto _ : state) {
    const double before = blocked_seconds;
    timed(plain_search, plain_seconds);
    timed(blocked_search, blocked_seconds);
    state.SetIterationTime(blocked_seconds - before);
  }
  state.counters["cost"] = blocked_seconds / plain_seconds;
  state.counters["beam"] = beam;
  state.counters["vocab"] = vocab;
}

}  // namespace

BENCHMARK(decode_long)
    ->ArgNames({"L", "n"})
    ->Args({256, 3})
    ->Args({4096, 3})
    ->Args({4096, 4096})
    ->Args({16384, 3})
    ->Args({16384, 16384})
    ->UseManualTime()
    ->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
