// save_hnsw / load_hnsw: a loaded graph gives identical results; malformed,
// truncated, corrupt or foreign files are a fastdec::error naming the file.
#include <catch2/catch.hpp>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <istream>
#include <sstream>
#include <string>
#include <vector>

#include "fastdec/io/hnsw_file.hpp"
#include "fastdec/output/hnsw_topk.hpp"
#include "support/allocation_limit.hpp"
#include "support/binary_file.hpp"
#include "support/prefix_model.hpp"
#include "testing/vocab_data.hpp"

// Each test file in its own namespace: the files of a folder are compiled
// as one translation unit (tests/CMakeLists.txt).
namespace fastdec_test_hnsw_file {

using namespace fastdec;

namespace {

std::string temp_path(const std::string& name) {
  return (std::filesystem::temp_directory_path() / ("fastdec_test_" + name)).string();
}

std::vector<char> read_bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void write_bytes(const std::string& path, const std::vector<char>& bytes) {
  std::ofstream(path, std::ios::binary)
      .write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
}

}  // namespace

TEST_CASE("a saved and loaded HNSW graph gives identical results") {
  const auto data = testing::make_vocab_data({.vocab = 3000, .hidden = 40, .queries = 20});
  const OutputWeights weights = data.output_weights();
  for (HnswMetric metric : {HnswMetric::inner_product, HnswMetric::transformed_l2}) {
    const auto built = std::make_shared<const HnswIndex>(
        weights, HnswBuildOptions{.M = 8, .ef_construction = 40, .metric = metric, .threads = 1});
    const std::string path = temp_path("graph.hnsw");
    save_hnsw(*built, weights, path);
    const auto loaded = load_hnsw(path, weights);
    std::remove(path.c_str());
    CHECK(loaded->metric() == metric);
    CHECK(loaded->topology().level0_links == built->topology().level0_links);
    const std::size_t k = 5;
    std::vector<ScoredToken> a(data.queries * k), b(data.queries * k);
    const ConstMatrixView h(data.h.data(), data.queries, data.hidden);
    for (auto [index, out] : {std::pair(built, &a), std::pair(loaded, &b)}) {
      const HnswTopK layer(index, {.ef_search = 25});
      auto workspace = layer.make_workspace();
      layer.begin_batch(workspace, {}, data.queries);
      layer.topk(workspace, h, k, TopKView(out->data(), data.queries, k));
    }
    for (std::size_t i = 0; i < a.size(); ++i) {
      REQUIRE(a[i].token == b[i].token);
      REQUIRE(a[i].logprob == b[i].logprob);
    }
  }
}

TEST_CASE("load_hnsw rejects missing, truncated, corrupt and foreign files, naming them") {
  const OutputWeights weights = testing::random_output_weights(500, 12, 3);
  const HnswIndex index(weights, {.M = 6, .ef_construction = 20, .threads = 1});
  const std::string path = temp_path("bad.hnsw");
  save_hnsw(index, weights, path);
  const std::vector<char> good = read_bytes(path);
  const auto as_string = [](const std::vector<char>& v) { return std::string(v.begin(), v.end()); };
  REQUIRE(testing::resealed(as_string(good)) == as_string(good));

  REQUIRE_THROWS_WITH(load_hnsw(temp_path("missing.hnsw"), weights),
                      Catch::Contains("fastdec_test_missing.hnsw"));
  for (std::size_t size : {0u, 7u, 40u, 100u, 3000u}) {
    write_bytes(path,
                std::vector<char>(good.begin(), good.begin() + static_cast<std::ptrdiff_t>(size)));
    REQUIRE_THROWS_WITH(
        load_hnsw(path, weights),
        Catch::Contains(path) && (Catch::Contains("too few") || Catch::Contains("announces")));
  }
  std::vector<char> bytes = good;
  bytes[0] = 'X';
  write_bytes(path, bytes);
  REQUIRE_THROWS_WITH(load_hnsw(path, weights), Catch::Contains("magic number"));
  bytes = good;
  bytes[8] = 1;  // version 1, the format before its sizes were checked
  write_bytes(path, bytes);
  REQUIRE_THROWS_WITH(load_hnsw(path, weights),
                      Catch::Contains("format version 1; this build reads version 2"));
  bytes = good;
  bytes[bytes.size() - 20] ^= 1;  // a link
  write_bytes(path, bytes);
  REQUIRE_THROWS_WITH(load_hnsw(path, weights),
                      Catch::Contains(path) && Catch::Contains("checksum"));
  bytes = good;
  bytes.push_back(0);
  write_bytes(path, bytes);
  REQUIRE_THROWS_WITH(load_hnsw(path, weights), Catch::Contains("after its checksum"));
  // Payload: metric at 24, M at 28, level-0 link count at 76, upper at 84, arrays from 92.
  bytes = good;
  bytes[24] = 7;
  write_bytes(path, bytes);
  REQUIRE_THROWS_WITH(load_hnsw(path, weights), Catch::Contains("metric 7, which is unknown"));
  std::string resealed = as_string(good);
  testing::put(resealed, 76, std::uint64_t{1} << 60);
  resealed = testing::resealed(resealed);
  write_bytes(path, {resealed.begin(), resealed.end()});
  REQUIRE_THROWS_WITH(load_hnsw(path, weights),
                      Catch::Contains("1152921504606846976 level-0 link ids"));
  write_bytes(path, good);
  const OutputWeights other = testing::random_output_weights(500, 12, 4);
  REQUIRE_THROWS_WITH(load_hnsw(path, other), Catch::Contains("different weights"));
  const OutputWeights smaller = testing::random_output_weights(499, 12, 3);
  REQUIRE_THROWS_WITH(load_hnsw(path, smaller), Catch::Contains("built over 500 rows of 12"));
  REQUIRE_THROWS_WITH(save_hnsw(index, smaller, path), Catch::Contains("500 rows"));
  std::remove(path.c_str());
}

TEST_CASE("an HNSW graph loads from a stream that cannot seek, and a short one allocates little") {
  const OutputWeights weights = testing::random_output_weights(3000, 8, 5);
  const HnswIndex index(weights, {.M = 16, .ef_construction = 20, .threads = 1});
  std::ostringstream out(std::ios::binary);
  save_hnsw(index, weights, out);
  const std::string bytes = out.str();
  REQUIRE(bytes.size() > (std::size_t{1} << 20) / 8);
  {
    testing::PipeBuffer pipe(bytes);
    std::istream in(&pipe);
    CHECK(load_hnsw(in, weights)->topology().level0_links == index.topology().level0_links);
  }
  // The header announces a payload of 2^50 bytes and 2^40 upper links; the
  // stream ends after the fixed fields.
  std::string lying = bytes.substr(0, 92);
  testing::put(lying, 16, std::uint64_t{1} << 50);
  testing::put(lying, 84, std::uint64_t{1} << 40);
  const testing::AllocationLimit limit(16 << 20);
  testing::PipeBuffer pipe(lying);
  std::istream in(&pipe);
  CHECK_THROWS_WITH(load_hnsw(in, weights, "the pipe"),
                    Catch::Contains("the pipe ends inside its node order"));
  CHECK(limit.largest_refused() == 0);
}

TEST_CASE("a loaded topology with impossible links is rejected") {
  const OutputWeights weights = testing::random_output_weights(200, 8, 6);
  const HnswIndex index(weights, {.M = 4, .ef_construction = 20, .threads = 1});
  auto bad_link = index.topology();
  bad_link.level0_links[1] = 5000;
  bad_link.level0_links[0] = std::max<HnswIndex::NodeId>(bad_link.level0_links[0], 1);
  REQUIRE_THROWS_WITH(HnswIndex::from_topology(weights, bad_link),
                      Catch::Contains("links to 5000"));
  auto bad_order = index.topology();
  bad_order.token_of_node[1] = bad_order.token_of_node[0];
  REQUIRE_THROWS_WITH(HnswIndex::from_topology(weights, bad_order),
                      Catch::Contains("not a permutation"));
  auto bad_count = index.topology();
  bad_count.level0_links[0] = 99;
  REQUIRE_THROWS_WITH(HnswIndex::from_topology(weights, bad_count), Catch::Contains("99 links"));
}

}  // namespace fastdec_test_hnsw_file
