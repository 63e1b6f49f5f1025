// bench/output/ann_bench_support.hpp: data sets, exact references and the
// per-query timing loop shared by the approximate-output-layer benchmarks.
//
// Data: the synthetic "vocabV" sets of testing/vocab_data.hpp (docs/hnsw.md),
// or a real model's output layer and recorded context vectors when
// FASTDEC_ANN_VECTORS names a file in this format (little-endian):
//   8 bytes "FDVEC001", u64 vocab, u64 hidden, u64 queries,
//   f32 W [vocab, hidden], f32 b [vocab], f32 h [queries, hidden].
#pragma once

#include <benchmark/benchmark.h>

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fstream>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "fastdec/arch/kernels.hpp"
#include "fastdec/eval/precision.hpp"
#include "fastdec/output/ann/stats.hpp"
#include "fastdec/output/concept.hpp"
#include "testing/vocab_data.hpp"

namespace fastdec::bench {

struct AnnData {
  std::string name;
  testing::VocabData data;
  std::vector<std::vector<ScoredToken>> exact;  // [queries][10]
};

inline testing::VocabData read_vectors_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  FASTDEC_REQUIRE(in.good(), "FASTDEC_ANN_VECTORS: cannot open '", path, "'.");
  char magic[8];
  std::uint64_t sizes[3];
  in.read(magic, 8);
  in.read(reinterpret_cast<char*>(sizes), sizeof sizes);
  FASTDEC_REQUIRE(in.good() && std::memcmp(magic, "FDVEC001", 8) == 0, "'", path,
                  "' is not an FDVEC001 vectors file.");
  testing::VocabData d{sizes[0], sizes[1], sizes[2], {}, {}, {}};
  FASTDEC_REQUIRE(d.vocab > 0 && d.hidden > 0 && d.queries > 0 && d.hidden < (1u << 20) &&
                      d.vocab < (1u << 28) && d.queries < (1u << 24),
                  "'", path, "' announces implausible sizes.");
  for (auto* v : {&d.weights, &d.bias, &d.h}) {
    const std::size_t count = v == &d.weights ? d.vocab * d.hidden
                              : v == &d.bias  ? d.vocab
                                              : d.queries * d.hidden;
    v->resize(count);
    in.read(reinterpret_cast<char*>(v->data()),
            static_cast<std::streamsize>(count * sizeof(float)));
    FASTDEC_REQUIRE(in.gcount() == static_cast<std::streamsize>(count * sizeof(float)), "'", path,
                    "' is truncated.");
  }
  return d;
}

inline AnnData make_ann_data(std::size_t vocab, bool shuffled = false) {
  AnnData set;
  if (const char* path = std::getenv("FASTDEC_ANN_VECTORS"); path && *path) {
    set.name = std::string("file:") + path;
    set.data = read_vectors_file(path);
  } else {
    set.name = "vocab" + std::to_string(vocab / 1000) + "k" + (shuffled ? "-shuffled" : "");
    set.data = testing::make_vocab_data(
        {.vocab = vocab, .hidden = 256, .queries = 500, .shuffled = shuffled});
  }
  set.exact.resize(set.data.queries);
  fastdec::detail::parallel_for(
      set.data.queries, fastdec::detail::resolve_threads(0), [&](std::size_t, std::size_t q) {
        set.exact[q] = testing::exact_topk(set.data, &set.data.h[q * set.data.hidden], 10);
      });
  return set;
}

// Data sets are generated once per process and shared by every benchmark.
inline const AnnData& ann_data(std::size_t vocab, bool shuffled = false) {
  static std::map<std::pair<std::size_t, bool>, std::unique_ptr<AnnData>> cache;
  auto& slot = cache[{vocab, shuffled}];
  if (!slot) slot = std::make_unique<AnnData>(make_ann_data(vocab, shuffled));
  return *slot;
}

struct Quality {
  double p1 = 0, p10 = 0, distances = 0;
};

// P@1, P@10 and distance computations per query of `layer` over all queries.
template <OutputLayer Layer>
Quality measure_quality(const Layer& layer, const AnnData& set) {
  auto workspace = layer.make_workspace();
  layer.begin_batch(workspace, {}, 1);
  std::vector<ScoredToken> out(10);
  Quality q;
  const auto& d = set.data;
  for (std::size_t i = 0; i < d.queries; ++i) {
    layer.topk(workspace, ConstMatrixView(&d.h[i * d.hidden], 1, d.hidden), 10,
               TopKView(out.data(), 1, 10));
    q.p1 += precision_at_k(out, std::span<const ScoredToken>(set.exact[i]).first(1));
    q.p10 += precision_at_k(out, set.exact[i]);
  }
  if constexpr (requires { workspace.stats(); })
    q.distances = workspace.stats().distances_per_query();
  else
    q.distances = static_cast<double>(d.vocab);
  q.p1 /= static_cast<double>(d.queries), q.p10 /= static_cast<double>(d.queries);
  return q;
}

// Times `layer` on `rows` queries per call (a beam of rows, k = 10), cycling
// through the data's queries, and records the counters every table needs.
// CPU time of this thread: on a shared, loaded machine it counts only our
// own work, where wall-clock time also counts the other jobs' time slices.
inline double thread_cpu_us() {
  timespec now;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) * 1e6 + static_cast<double>(now.tv_nsec) * 1e-3;
}

// The exact baseline's µs per query for each (data set, rows), measured in
// this run; approximate layers report their speed-up against it.
inline std::map<std::pair<std::string, std::size_t>, double>& baseline_us() {
  static std::map<std::pair<std::string, std::size_t>, double> times;
  return times;
}

template <OutputLayer Layer>
void time_layer(benchmark::State& state, const Layer& layer, const AnnData& set, std::size_t rows,
                const Quality& quality, bool is_baseline = false) {
  const auto& d = set.data;
  const std::size_t k = 10;
  auto workspace = layer.make_workspace();
  layer.begin_batch(workspace, {}, rows);
  std::vector<ScoredToken> out(rows * k);
  std::size_t next = 0;
  const double start = thread_cpu_us();
  for (auto _ : state) {
    if (next + rows > d.queries) next = 0;
    layer.topk(workspace, ConstMatrixView(&d.h[next * d.hidden], rows, d.hidden), k,
               TopKView(out.data(), rows, k));
    benchmark::DoNotOptimize(out.data());
    next += rows;
  }
  const double us = (thread_cpu_us() - start) / static_cast<double>(state.iterations() * rows);
  auto& baseline = baseline_us()[{set.name, rows}];
  if (is_baseline) baseline = us;
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(rows));
  state.counters["us_per_query"] = us;
  if (baseline > 0) state.counters["speedup"] = baseline / us;
  state.counters["V"] = static_cast<double>(d.vocab);
  state.counters["D"] = static_cast<double>(d.hidden);
  state.counters["rows"] = static_cast<double>(rows);
  state.counters["P@1"] = quality.p1;
  state.counters["P@10"] = quality.p10;
  state.counters["dist"] = quality.distances;
  state.SetLabel(set.name + " isa=" + std::string(isa_name(kernel_level(KernelFamily::distance))));
}

// Registers a benchmark that times `layer` (shared, built once) on the data
// set `data()` returns, its quality measured once outside the timing.
template <OutputLayer Layer, class Data>
void register_timed_layer(const std::string& name, Data data, std::size_t rows,
                          std::shared_ptr<const Layer> layer, bool is_baseline = false) {
  auto quality = std::make_shared<std::optional<Quality>>();
  benchmark::RegisterBenchmark(name.c_str(), [=](benchmark::State& state) {
    const AnnData& set = data();
    if (!*quality) *quality = measure_quality(*layer, set);
    time_layer(state, *layer, set, rows, **quality, is_baseline);
  })->Unit(benchmark::kMicrosecond);
}

}  // namespace fastdec::bench
