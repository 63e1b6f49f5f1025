// tests/fuzz/fuzz_hnsw.cpp: load_hnsw on arbitrary bytes against fixed
// weights (the seeds' graphs were built from them, so mutations keep the
// weights checksum); what loads must search.
#include <cstdint>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "fastdec/io/hnsw_file.hpp"
#include "fastdec/output/hnsw_topk.hpp"
#include "fuzz/fuzz_support.hpp"

namespace {

constexpr std::size_t vocab = 48, hidden = 4;

const fastdec::OutputWeights& weights() {
  static const fastdec::OutputWeights w(fastdec::fuzz::values(vocab * hidden, 1),
                                        fastdec::fuzz::values(vocab, 2), vocab, hidden);
  return w;
}

}  // namespace

std::vector<std::string> fastdec::fuzz::seeds() {
  std::vector<std::string> out;
  for (const HnswMetric metric : {HnswMetric::inner_product, HnswMetric::transformed_l2}) {
    const HnswIndex index(weights(),
                          {.M = 3, .ef_construction = 8, .metric = metric, .threads = 1});
    std::ostringstream bytes(std::ios::binary);
    save_hnsw(index, weights(), bytes);
    out.push_back(bytes.str());
  }
  return out;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::istringstream in(fastdec::fuzz::input(data, size), std::ios::binary);
  try {
    const auto index = fastdec::load_hnsw(in, weights());
    const fastdec::HnswTopK layer(index, {.ef_search = 4});
    auto workspace = layer.make_workspace();
    const std::vector<float> h = fastdec::fuzz::values(2 * hidden, 5);
    std::vector<fastdec::ScoredToken> top(2 * 3);
    layer.begin_batch(workspace, {}, 2);
    layer.topk(workspace, fastdec::ConstMatrixView(h.data(), 2, hidden), 3,
               fastdec::TopKView(top.data(), 2, 3));
  } catch (const fastdec::error&) {
  }
  return 0;
}
