// A Transformer decoder's self-attention cache under beam search: fastdec's
// SelfAttentionCache, whose keys and values never move (a row's history is a
// list of node indices), against the cache CTranslate2 and Marian keep, each
// row's keys and values contiguous and gathered by the parent indices every
// step. Both then run the same attention (attend_cached's loops), so the
// difference is the cache upkeep.
//
// One decode: `steps` steps of 8 sentences x beam 5 rows, parents drawn
// within each sentence's beam; per step and layer the new keys and values
// are written and the queries attended. Counters: `gather_over_ours` (the
// gathering cache's time over ours, both timed in the same run, alternately)
// and the bytes the gathering cache copies per decode.
// docs/RESULTS.md has the numbers and the command.
#include <benchmark/benchmark.h>

#include <chrono>
#include <cstdint>
#include <random>
#include <vector>

#include "fastdec/arch/isa.hpp"
#include "fastdec/layers/gathering_cache.hpp"
#include "fastdec/layers/self_attention_cache.hpp"

namespace {

using namespace fastdec;

constexpr std::size_t sentences = 8, beam = 5, rows = sentences * beam, heads = 8;

struct Workload {
  std::size_t layers, width, steps;
  std::vector<std::vector<std::uint32_t>> parents;  // per step
  std::vector<float> new_rows, queries;             // [rows, width], reused every step

  Workload(std::size_t l, std::size_t w, std::size_t s) : layers(l), width(w), steps(s) {
    std::mt19937 rng(7);
    std::uniform_int_distribution<std::uint32_t> in_beam(0, beam - 1);
    for (std::size_t t = 0; t < steps; ++t) {
      std::vector<std::uint32_t>& p = parents.emplace_back(t == 0 ? sentences : rows);
      for (std::size_t i = 0; i < p.size(); ++i)
        p[i] = t == 0 ? static_cast<std::uint32_t>(i)
                      : static_cast<std::uint32_t>(i / beam * (t == 1 ? 1 : beam)) +
                            (t == 1 ? 0 : in_beam(rng));
    }
    std::normal_distribution<float> normal(0.0f, 1.0f);
    new_rows.resize(rows * width), queries.resize(rows * width);
    for (float& x : new_rows) x = normal(rng);
    for (float& x : queries) x = normal(rng);
  }
};

// fastdec's cache: one decode.
void decode_ours(const Workload& w, SelfAttentionCache& cache, std::vector<float>& out,
                 std::vector<float>& scratch) {
  cache.begin(sentences);
  for (std::size_t t = 0; t < w.steps; ++t) {
    const std::span<const std::uint32_t> parents = w.parents[t];
    const std::size_t n = parents.size();
    cache.advance(parents);
    for (std::size_t l = 0; l < w.layers; ++l) {
      std::copy_n(w.new_rows.data(), n * w.width, cache.keys(l).data());
      std::copy_n(w.new_rows.data(), n * w.width, cache.values(l).data());
      attend_cached(cache, l, heads, {w.queries.data(), n, w.width}, {out.data(), n, w.width},
                    scratch, ActivationMode::fast);
    }
  }
}

// The gathering cache (layers/gathering_cache.hpp, TransformerModel's
// GatheringStore baseline): one decode.
void decode_gathering(const Workload& w, GatheringSelfAttentionCache& cache,
                      std::vector<float>& out, std::vector<float>& scratch) {
  cache.begin(sentences);
  for (std::size_t t = 0; t < w.steps; ++t) {
    const std::span<const std::uint32_t> parents = w.parents[t];
    const std::size_t n = parents.size();
    cache.advance(parents);
    for (std::size_t l = 0; l < w.layers; ++l) {
      const ConstMatrixView new_rows(w.new_rows.data(), n, w.width);
      cache.append(l, new_rows, new_rows);
      attend_gathered(cache, l, heads, {w.queries.data(), n, w.width}, {out.data(), n, w.width},
                      scratch, ActivationMode::fast);
    }
  }
}

void cache_upkeep(benchmark::State& state) {
  const Workload w(static_cast<std::size_t>(state.range(0)),
                   static_cast<std::size_t>(state.range(1)),
                   static_cast<std::size_t>(state.range(2)));
  SelfAttentionCache ours;
  ours.reserve(w.layers, w.width, rows * w.steps, rows, w.steps);
  GatheringSelfAttentionCache gathering;
  gathering.reserve(w.layers, w.width, rows, w.steps);
  std::vector<float> out(rows * w.width), scratch(w.steps);
  double ours_seconds = 0, gathering_seconds = 0;
  for (auto _ : state) {
    auto start = std::chrono::steady_clock::now();
    decode_ours(w, ours, out, scratch);
    const double ours_once =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    benchmark::DoNotOptimize(out.data());
    start = std::chrono::steady_clock::now();
    decode_gathering(w, gathering, out, scratch);
    gathering_seconds +=
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    benchmark::DoNotOptimize(out.data());
    ours_seconds += ours_once;
    state.SetIterationTime(ours_once);
  }
  state.counters["gather_over_ours"] = gathering_seconds / ours_seconds;
  // What the gather copies (the new rows' copy-in left out, as ours writes them too).
  std::size_t gathered_floats = 0;
  for (std::size_t t = 0; t < w.steps; ++t) gathered_floats += 2 * w.layers * rows * t * w.width;
  state.counters["gathered_MB_per_decode"] =
      static_cast<double>(gathered_floats * sizeof(float)) / 1e6;
  state.SetLabel(std::string("isa=") +
                 std::string(isa_name(kernel_level(KernelFamily::activation))));
}

// {layers, width, steps}: the Bergamot tiny decoder (2 x 256), a base decoder
// (6 x 512), at 30 and 80 steps.
BENCHMARK(cache_upkeep)
    ->Args({2, 256, 30})
    ->Args({2, 256, 80})
    ->Args({6, 512, 30})
    ->Args({6, 512, 80})
    ->UseManualTime()
    ->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
