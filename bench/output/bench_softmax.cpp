// Amun's fused softmax + k-best against the separate passes it replaces.
//
// "after GEMM" pairs time only what follows the multiply: the same logits
// (rows x V) go through softmax_then_topk (bias+max, exps, k-best, normalize)
// or fused_softmax_topk (one pass). "whole_layer" pairs time the whole output
// layer, PackedFp32Gemm multiply included (FusedTopK reads its tiles hot);
// "greedy_layer" pairs FusedTopK's normalized best against its argmax (k = 1)
// over PackedFp32Gemm and Int8Gemm; "screened_greedy_layer" pairs
// ScreenedArgmax<G> (the same token and logit through an 8-bit screen)
// against that argmax over G, with its float columns per call and its calls
// sent to the whole product as counters, on two kinds of logits: layer_data's
// (flatter than a trained model's: too many words lie within the screen's
// margin of the top, so every call pays the screen and then the whole
// product, the worst case) and the same with the bias spread to 3 logits, as
// a trained model's word frequencies spread it (the screen then keeps one or
// two words a row, about what it keeps on the bundled Transformer,
// docs/RESULTS.md). Counters record ISA,
// rows, V, D and k so unlike comparisons show. See docs/RESULTS.md for the numbers and the command.
#include <benchmark/benchmark.h>

#include <cstddef>
#include <random>
#include <string>
#include <vector>

#include "fastdec/arch/isa.hpp"
#include "fastdec/gemm/eigen_gemm.hpp"
#include "fastdec/gemm/int8_gemm.hpp"
#include "fastdec/gemm/packed_fp32_gemm.hpp"
#include "fastdec/output/full_softmax.hpp"
#include "fastdec/output/fused_topk.hpp"
#include "fastdec/output/screened_argmax.hpp"

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

// An output layer's weights and `rows` context rows, random but fixed.
struct LayerData {
  OutputWeights weights;
  std::vector<float> h;
};

// bias_spread scales the bias (standard deviation 0.1 times it).
LayerData layer_data(std::size_t rows, std::size_t vocab, std::size_t hidden,
                     float bias_spread = 1.0f) {
  std::mt19937 rng(7);
  std::normal_distribution<float> normal(0.0f, 0.1f);
  std::vector<float> w(vocab * hidden), b(vocab), h(rows * hidden);
  for (float& v : w) v = normal(rng);
  for (float& v : b) v = normal(rng) * bias_spread;
  for (float& v : h) v = normal(rng) * 10.0f;
  return {OutputWeights(std::move(w), std::move(b), vocab, hidden), std::move(h)};
}

// Times layer.topk on the rows, k best each.
template <class Layer>
void time_layer(benchmark::State& state, const Layer& layer, const std::vector<float>& h,
                std::size_t rows, std::size_t k) {
  auto workspace = layer.make_workspace();
  layer.begin_batch(workspace, {}, rows);
  std::vector<ScoredToken> out(rows * k);
  for (auto _ : state) {
    layer.topk(workspace, ConstMatrixView(h.data(), rows, layer.hidden_size()), k,
               TopKView(out.data(), rows, k));
    benchmark::DoNotOptimize(out.data());
  }
  label(state, rows, layer.vocab_size(), k);
  state.counters["D"] = static_cast<double>(layer.hidden_size());
}

template <class Layer>
void whole_layer(benchmark::State& state) {
  const auto rows = static_cast<std::size_t>(state.range(0));
  const std::size_t k = rows == 1 ? 1 : rows;  // beam-sized k, as the search asks
  const LayerData data = layer_data(rows, static_cast<std::size_t>(state.range(1)),
                                    static_cast<std::size_t>(state.range(2)));
  time_layer(state, Layer(data.weights), data.h, rows, k);
}

// Greedy rows (k = 1), the GEMM included: the fused softmax + best against
// the argmax scan that greedy search without scores takes
// (search/best_token_only.hpp), over the exact fp32 and the int8 backends.
template <class G, FusedScores scores>
void greedy_layer(benchmark::State& state) {
  const auto rows = static_cast<std::size_t>(state.range(0));
  const LayerData data = layer_data(rows, static_cast<std::size_t>(state.range(1)),
                                    static_cast<std::size_t>(state.range(2)));
  time_layer(state, FusedTopK<G>(data.weights, scores), data.h, rows, 1);
}

// Greedy rows through ScreenedArgmax<G>: its counters say how much of the
// float product the screen left (columns per call, whole-product calls).
template <class G>
void screened_greedy_layer(benchmark::State& state) {
  const auto rows = static_cast<std::size_t>(state.range(0));
  const auto bias_spread = static_cast<float>(state.range(3));
  const LayerData data = layer_data(rows, static_cast<std::size_t>(state.range(1)),
                                    static_cast<std::size_t>(state.range(2)), bias_spread);
  const ScreenedArgmax<G> layer(data.weights);
  auto workspace = layer.make_workspace();
  layer.begin_batch(workspace, {}, rows);
  std::vector<ScoredToken> out(rows);
  for (auto _ : state) {
    layer.topk(workspace, ConstMatrixView(data.h.data(), rows, layer.hidden_size()), 1,
               TopKView(out.data(), rows, 1));
    benchmark::DoNotOptimize(out.data());
  }
  label(state, rows, layer.vocab_size(), 1);
  state.counters["D"] = static_cast<double>(layer.hidden_size());
  const auto& counters = workspace.counters();
  const auto calls = static_cast<double>(counters.screened_calls + counters.full_calls);
  state.counters["float_columns"] =
      calls > 0 ? static_cast<double>(counters.float_columns) / calls : 0.0;
  state.counters["full_calls"] = calls > 0 ? static_cast<double>(counters.full_calls) / calls : 0.0;
  state.counters["bias_sd"] = 0.1 * bias_spread;
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

// Greedy batches of the bundled Transformer's shape (V = 8000, D = 256) and a
// larger vocabulary; rows = sentences.
void greedy_arguments(benchmark::internal::Benchmark* b) {
  for (long vocab : {8000, 32000})
    for (long rows : {8, 32}) b->Args({rows, vocab, 256});
}

// greedy_arguments, each with the bias spread: 1 (layer_data's, standard
// deviation 0.1) and 30 (3 logits). The whole product's time does not depend
// on the values.
void screened_arguments(benchmark::internal::Benchmark* b) {
  for (long vocab : {8000, 32000})
    for (long rows : {8, 32})
      for (long spread : {1, 30}) b->Args({rows, vocab, 256, spread});
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

BENCHMARK_TEMPLATE(greedy_layer, PackedFp32Gemm, FusedScores::log_probabilities)
    ->Apply(greedy_arguments)
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_TEMPLATE(greedy_layer, PackedFp32Gemm, FusedScores::argmax_logit)
    ->Apply(greedy_arguments)
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_TEMPLATE(greedy_layer, Int8Gemm, FusedScores::log_probabilities)
    ->Apply(greedy_arguments)
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_TEMPLATE(greedy_layer, Int8Gemm, FusedScores::argmax_logit)
    ->Apply(greedy_arguments)
    ->Unit(benchmark::kMicrosecond);

BENCHMARK_TEMPLATE(greedy_layer, PackedFp32FmaGemm, FusedScores::argmax_logit)
    ->Apply(greedy_arguments)
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_TEMPLATE(screened_greedy_layer, PackedFp32Gemm)
    ->Apply(screened_arguments)
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_TEMPLATE(screened_greedy_layer, PackedFp32FmaGemm)
    ->Apply(screened_arguments)
    ->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();
