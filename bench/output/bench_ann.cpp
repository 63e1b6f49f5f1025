// The approximate output layers against the exact full softmax, per query
// (the paper's Figure 4 and Table 3): for V in {10k, 20k, 40k, 80k} (D = 256,
// the clustered vocabulary sets of testing/vocab_data.hpp, or a real model with
// FASTDEC_ANN_VECTORS), FullSoftmax<EigenGemm>, HnswTopK with both metrics
// (M = 16, ef_construction = 100, rows in descending-norm order) for
// ef_search in {20, 50, 100, 200}, and WtaLsh at a few (K, P, W, C). Each row
// carries P@1, P@10, distance computations per query (dist) and the speed-up
// over the full softmax measured in the same run. FASTDEC_ANN_VOCABS
// overrides the V list (comma-separated), e.g. for a quick run; with
// FASTDEC_ANN_VECTORS the file's V is the only one (shown as V:0 in names).
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "fastdec/gemm/eigen_gemm.hpp"
#include "fastdec/output/full_softmax.hpp"
#include "fastdec/output/hnsw_topk.hpp"
#include "fastdec/output/wta_lsh.hpp"
#include "output/ann_bench_support.hpp"

namespace {

using namespace fastdec;
using fastdec::bench::ann_data;

std::vector<std::size_t> vocab_sizes() {
  std::vector<std::size_t> sizes;
  if (const char* file = std::getenv("FASTDEC_ANN_VECTORS"); file && *file) return {0};
  if (const char* list = std::getenv("FASTDEC_ANN_VOCABS"); list && *list) {
    std::stringstream in(list);
    for (std::string item; std::getline(in, item, ',');) sizes.push_back(std::stoul(item));
  } else {
    sizes = {10000, 20000, 40000, 80000};
  }
  return sizes;
}

template <class Layer>
void register_layer(const std::string& name, std::size_t vocab, std::size_t rows,
                    std::shared_ptr<const Layer> layer, bool is_baseline = false) {
  fastdec::bench::register_timed_layer(
      name, [vocab]() -> const auto& { return ann_data(vocab); }, rows, layer, is_baseline);
}

void register_all() {
  for (std::size_t vocab : vocab_sizes()) {
    const std::string v = "/V:" + std::to_string(vocab);
    const auto& set = ann_data(vocab);
    const OutputWeights weights = set.data.output_weights();
    for (std::size_t rows : {1u, 12u}) {
      const std::string r = "/rows:" + std::to_string(rows);
      register_layer("FullSoftmax<EigenGemm>" + v + r, vocab, rows,
                     std::make_shared<const FullSoftmax<EigenGemm>>(weights), true);
    }
    for (HnswMetric metric : {HnswMetric::inner_product, HnswMetric::transformed_l2}) {
      const auto index = std::make_shared<const HnswIndex>(
          weights, HnswBuildOptions{.M = 16, .ef_construction = 100, .metric = metric});
      const std::string m = metric == HnswMetric::inner_product ? "ip" : "l2fgd";
      for (std::size_t ef : {20u, 50u, 100u, 200u})
        for (std::size_t rows : {1u, 12u})
          register_layer(
              "HnswTopK/" + m + "/M:16/ef:" + std::to_string(ef) + v +
                  "/rows:" + std::to_string(rows),
              vocab, rows,
              std::make_shared<const HnswTopK>(index, HnswSearchOptions{.ef_search = ef}));
    }
    struct LshSetting {
      std::size_t K, P, W;
    };
    std::vector<LshSetting> lsh = {{4, 512, 128}, {8, 256, 64}};
    if (vocab <= 20000) lsh.push_back({32, 5000, 1000});  // the paper's (K, P, W)
    for (const LshSetting& s : lsh) {
      const WtaLsh base(weights, {.window = s.K, .permutations = s.P, .bands = s.W});
      for (std::size_t C : {1000u, 5000u})
        register_layer("WtaLsh/K:" + std::to_string(s.K) + "/P:" + std::to_string(s.P) +
                           "/W:" + std::to_string(s.W) + "/C:" + std::to_string(C) + v + "/rows:1",
                       vocab, 1, std::make_shared<const WtaLsh>(base.with_candidates(C)));
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
