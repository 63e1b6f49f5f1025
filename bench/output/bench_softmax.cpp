// Amun's fused softmax + k-best against the separate passes it replaces.
//
// "after GEMM" pairs time only what follows the multiply: the same logits
// (rows x V) go through softmax_then_topk (bias+max, exps, k-best, normalize)
// or fused_softmax_topk (one pass). "whole_layer" pairs time the whole output
// layer, PackedFp32Gemm multiply included (FusedTopK reads its tiles hot). Counters record ISA,
// rows, V, D and k so unlike comparisons show. See docs/RESULTS.md for the numbers and the command.
#include <benchmark/benchmark.h>

#include <random>
#include <string>
#include <vector>

#include "fastdec/arch/isa.hpp"
#include "fastdec/gemm/eigen_gemm.hpp"
#include "fastdec/gemm/packed_fp32_gemm.hpp"
#include "fastdec/output/full_softmax.hpp"
#include "fastdec/output/fused_topk.hpp"

namespace {

using namespace fastdec;

struct Logits {
  std::vector<float> values, bias;
};

Logits random_logits(std::size_t rows, std::size_t vocab) {
  std::mt19937 rng(42);
  std::normal_distribution<float> normal(0.0f, 2.0f);
  Logits l{std::vector<float>(rows * vocab), std::vector<float>(vocab)};
  for (float& v : l.values) v = normal(rng);
  for (float& v : l.bias) v = normal(rng);
  return l;
}

void label(benchmark::State& state, std::size_t rows, std::size_t vocab, std::size_t k) {
  state.counters["rows"] = static_cast<double>(rows);
  state.counters["V"] = static_cast<double>(vocab);
  state.counters["k"] = static_cast<double>(k);
  state.SetLabel(std::string("isa=") + std::string(isa_name(kernel_level(KernelFamily::softmax))));
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(rows));
}

void after_gemm_separate(benchmark::State& state) {
  const auto rows = static_cast<std::size_t>(state.range(0));
  const auto vocab = static_cast<std::size_t>(state.range(1));
  const std::size_t k = static_cast<std::size_t>(state.range(2));
  const Logits data = random_logits(rows, vocab);
  std::vector<float> logprobs(rows * vocab);
  std::vector<ScoredToken> out(rows * k);
  for (auto _ : state) {
    softmax_then_topk(ConstMatrixView(data.values.data(), rows, vocab), data.bias,
                      MutableMatrixView(logprobs.data(), rows, vocab),
                      TopKView(out.data(), rows, k));
    benchmark::DoNotOptimize(out.data());
  }
  label(state, rows, vocab, k);
}

void after_gemm_fused(benchmark::State& state) {
  const auto rows = static_cast<std::size_t>(state.range(0));
  const auto vocab = static_cast<std::size_t>(state.range(1));
  const std::size_t k = static_cast<std::size_t>(state.range(2));
  const Logits data = random_logits(rows, vocab);
  std::vector<ScoredToken> out(rows * k);
  for (auto _ : state) {
    fused_softmax_topk(ConstMatrixView(data.values.data(), rows, vocab), data.bias,
                       TopKView(out.data(), rows, k));
    benchmark::DoNotOptimize(out.data());
  }
  label(state, rows, vocab, k);
}

template <class Layer>
void whole_layer(benchmark::State& state) {
  const auto rows = static_cast<std::size_t>(state.range(0));
  const auto vocab = static_cast<std::size_t>(state.range(1));
  const auto hidden = static_cast<std::size_t>(state.range(2));
  const std::size_t k = rows == 1 ? 1 : rows;  // beam-sized k, as the search asks
  std::mt19937 rng(7);
  std::normal_distribution<float> normal(0.0f, 0.1f);
  std::vector<float> w(vocab * hidden), b(vocab), h(rows * hidden);
  for (float& v : w) v = normal(rng);
  for (float& v : b) v = normal(rng);
  for (float& v : h) v = normal(rng) * 10.0f;
  const Layer layer(OutputWeights(std::move(w), std::move(b), vocab, hidden));
  auto workspace = layer.make_workspace();
  layer.begin_batch(workspace, {}, rows);
  std::vector<ScoredToken> out(rows * k);
  for (auto _ : state) {
    layer.topk(workspace, ConstMatrixView(h.data(), rows, hidden), k,
               TopKView(out.data(), rows, k));
    benchmark::DoNotOptimize(out.data());
  }
  label(state, rows, vocab, k);
  state.counters["D"] = static_cast<double>(hidden);
}

// rows (beam), V, k = rows (a beam of b asks for b candidates per row)
void after_gemm_arguments(benchmark::internal::Benchmark* b) {
  for (long vocab : {32000, 80000})
    for (long rows : {1, 6, 12}) b->Args({rows, vocab, rows});
}

void layer_arguments(benchmark::internal::Benchmark* b) {
  for (long hidden : {256, 512})
    for (long vocab : {32000, 80000})
      for (long rows : {1, 6, 12}) b->Args({rows, vocab, hidden});
}

BENCHMARK(after_gemm_separate)->Apply(after_gemm_arguments)->Unit(benchmark::kMicrosecond);
BENCHMARK(after_gemm_fused)->Apply(after_gemm_arguments)->Unit(benchmark::kMicrosecond);
// PackedFp32Gemm: the fast exact backend, so the softmax part is not lost
// under a slow multiply (EigenGemm reads W once per row).
BENCHMARK_TEMPLATE(whole_layer, FullSoftmax<PackedFp32Gemm>)
    ->Apply(layer_arguments)
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_TEMPLATE(whole_layer, FusedTopK<PackedFp32Gemm>)
    ->Apply(layer_arguments)
    ->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();
