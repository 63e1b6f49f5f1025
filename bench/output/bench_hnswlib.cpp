// fastdec's HNSW graph against hnswlib 0.6 (Debian's libhnswlib-dev), same
// data, same run: both metrics (hnswlib's InnerProductSpace on [x; b] with
// query [h; 1], and its L2Space on the FGD transform with query [h; 1; 0]),
// M in {16, 32}, ef_construction 100, ef in {20, 50, 100, 200}, one thread,
// one query per call, k = 10. hnswlib's time is searchKnn (its result queue
// included); fastdec's is the whole output layer (search, exact logits of
// the ef candidates, softmax, k best). Rows are inserted in row order, which
// for the vocabulary sets is descending norm. "interleaved" rows time both
// on the same queries alternately and give the QPS ratio directly.
// FASTDEC_ANN_VOCAB sets V
// (default 20000); FASTDEC_ANN_SHUFFLED=1 uses the row-shuffled set.
#include <benchmark/benchmark.h>

#include <hnswlib/hnswlib.h>

#include <atomic>
#include <cmath>
#include <cstdlib>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "fastdec/eval/precision.hpp"
#include "fastdec/output/hnsw_topk.hpp"
#include "output/ann_bench_support.hpp"

namespace {

using namespace fastdec;
using fastdec::bench::AnnData;

std::size_t env_size(const char* name, std::size_t fallback) {
  const char* value = std::getenv(name);
  return value && *value ? std::stoul(value) : fallback;
}

const AnnData& data_set() {
  return fastdec::bench::ann_data(env_size("FASTDEC_ANN_VOCAB", 20000),
                                  env_size("FASTDEC_ANN_SHUFFLED", 0) != 0);
}

// hnswlib's index over [x; b] (inner product) or phi(x, b) (L2), with its
// query buffer; the query transform is part of the timed call, as in the anchors.
class Hnswlib {
 public:
  Hnswlib(const testing::VocabData& d, bool l2, std::size_t M) : d_(d), l2_(l2) {
    dim_ = d.hidden + (l2 ? 2 : 1);
    if (l2)
      space_ = std::make_unique<hnswlib::L2Space>(dim_);
    else
      space_ = std::make_unique<hnswlib::InnerProductSpace>(dim_);
    index_ = std::make_unique<hnswlib::HierarchicalNSW<float>>(space_.get(), d.vocab, M, 100, 100);
    std::vector<float> rows(d.vocab * dim_);
    double max_norm = 0;
    for (std::size_t t = 0; t < d.vocab; ++t) {
      double norm = static_cast<double>(d.bias[t]) * d.bias[t];
      for (std::size_t i = 0; i < d.hidden; ++i)
        norm += static_cast<double>(d.weights[t * d.hidden + i]) * d.weights[t * d.hidden + i];
      max_norm = std::max(max_norm, norm);
    }
    for (std::size_t t = 0; t < d.vocab; ++t) {
      float* row = &rows[t * dim_];
      double norm = static_cast<double>(d.bias[t]) * d.bias[t];
      for (std::size_t i = 0; i < d.hidden; ++i)
        row[i] = d.weights[t * d.hidden + i], norm += static_cast<double>(row[i]) * row[i];
      row[d.hidden] = d.bias[t];
      if (l2) row[d.hidden + 1] = static_cast<float>(std::sqrt(std::max(0.0, max_norm - norm)));
    }
    std::atomic<std::size_t> next{0};
    auto insert = [&] {
      for (std::size_t t = next++; t < d.vocab; t = next++)
        index_->addPoint(&rows[t * dim_], static_cast<hnswlib::labeltype>(t));
    };
    insert_in_parallel(insert);
    query_.assign(dim_, 0.0f);
  }

  void set_ef(std::size_t ef) { index_->setEf(ef); }

  // The 10 nearest as (token, -distance), best first.
  void search(const float* h, std::vector<ScoredToken>& out) {
    std::copy(h, h + d_.hidden, query_.begin());
    query_[d_.hidden] = 1.0f;
    auto found = index_->searchKnn(query_.data(), 10);
    out.assign(found.size(), {});
    for (std::size_t i = found.size(); i-- > 0; found.pop())
      out[i] = {static_cast<TokenId>(found.top().second), -found.top().first};
  }

 private:
  template <class F>
  static void insert_in_parallel(F& insert) {
    std::thread helper(insert);
    insert();
    helper.join();
  }
  const testing::VocabData& d_;
  bool l2_;
  std::size_t dim_;
  std::unique_ptr<hnswlib::SpaceInterface<float>> space_;
  std::unique_ptr<hnswlib::HierarchicalNSW<float>> index_;
  std::vector<float> query_;
};

void run_hnswlib(benchmark::State& state, std::shared_ptr<Hnswlib> index, std::size_t ef) {
  const AnnData& set = data_set();
  const auto& d = set.data;
  index->set_ef(ef);
  std::vector<ScoredToken> out;
  double p1 = 0, p10 = 0;
  for (std::size_t q = 0; q < d.queries; ++q) {
    index->search(&d.h[q * d.hidden], out);
    out.resize(10, {no_token, 0});
    p1 += precision_at_k(out, std::span<const ScoredToken>(set.exact[q]).first(1));
    p10 += precision_at_k(out, set.exact[q]);
  }
  std::size_t next = 0;
  const double start = fastdec::bench::thread_cpu_us();
  for (auto _ : state) {
    index->search(&d.h[next * d.hidden], out);
    benchmark::DoNotOptimize(out.data());
    next = next + 1 == d.queries ? 0 : next + 1;
  }
  state.counters["us_per_query"] =
      (fastdec::bench::thread_cpu_us() - start) / static_cast<double>(state.iterations());
  state.counters["P@1"] = p1 / static_cast<double>(d.queries);
  state.counters["P@10"] = p10 / static_cast<double>(d.queries);
  state.counters["V"] = static_cast<double>(d.vocab);
  state.SetLabel(set.name + " hnswlib 0.6 -march=native");
}

// Both libraries on the same query, alternately, each call timed alone on
// this thread's CPU clock: the ratio is immune to load that drifts between
// separate benchmarks (the anchors' interleaved protocol).
void run_interleaved(benchmark::State& state, std::shared_ptr<Hnswlib> theirs,
                     std::shared_ptr<const HnswTopK> ours, std::size_t ef) {
  const AnnData& set = data_set();
  const auto& d = set.data;
  theirs->set_ef(ef);
  auto workspace = ours->make_workspace();
  ours->begin_batch(workspace, {}, 1);
  std::vector<ScoredToken> hnswlib_out, fastdec_out(10);
  double hnswlib_us = 0, fastdec_us = 0;
  std::size_t next = 0;
  for (auto _ : state) {
    const float* h = &d.h[next * d.hidden];
    const double t0 = fastdec::bench::thread_cpu_us();
    theirs->search(h, hnswlib_out);
    const double t1 = fastdec::bench::thread_cpu_us();
    ours->topk(workspace, ConstMatrixView(h, 1, d.hidden), 10, TopKView(fastdec_out.data(), 1, 10));
    const double t2 = fastdec::bench::thread_cpu_us();
    hnswlib_us += t1 - t0, fastdec_us += t2 - t1;
    benchmark::DoNotOptimize(fastdec_out.data());
    next = next + 1 == d.queries ? 0 : next + 1;
  }
  const auto n = static_cast<double>(state.iterations());
  state.counters["hnswlib_us"] = hnswlib_us / n;
  state.counters["fastdec_us"] = fastdec_us / n;
  state.counters["qps_ratio"] =
      hnswlib_us / fastdec_us;  // > 1: fastdec answers more queries per second
  state.SetLabel(set.name);
}

void register_all() {
  const AnnData& set = data_set();
  const OutputWeights weights = set.data.output_weights();
  for (std::size_t M : {16u, 32u}) {
    for (bool l2 : {false, true}) {
      const std::string metric = l2 ? "l2fgd" : "ip";
      const auto theirs = std::make_shared<Hnswlib>(set.data, l2, M);
      const auto ours = std::make_shared<const HnswIndex>(
          weights,
          HnswBuildOptions{.M = M,
                           .ef_construction = 100,
                           .metric = l2 ? HnswMetric::transformed_l2 : HnswMetric::inner_product,
                           .order = InsertionOrder::row_order});
      for (std::size_t ef : {20u, 50u, 100u, 200u}) {
        const std::string suffix =
            "/" + metric + "/M:" + std::to_string(M) + "/ef:" + std::to_string(ef);
        benchmark::RegisterBenchmark(("hnswlib" + suffix).c_str(), [=](benchmark::State& state) {
          run_hnswlib(state, theirs, ef);
        })->Unit(benchmark::kMicrosecond);
        const auto layer =
            std::make_shared<const HnswTopK>(ours, HnswSearchOptions{.ef_search = ef});
        fastdec::bench::register_timed_layer("fastdec" + suffix, data_set, 1, layer);
        benchmark::RegisterBenchmark(
            ("interleaved" + suffix).c_str(),
            [=](benchmark::State& state) { run_interleaved(state, theirs, layer, ef); })
            ->Unit(benchmark::kMicrosecond);
      }
    }
  }
}

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  register_all();
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
