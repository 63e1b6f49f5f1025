// fastdec/io/hnsw_file.hpp: save a built HNSW graph, load it back for the
// same model, so the graph is built once per model.
//
//   save_hnsw(*layer.index(), weights, "model.hnsw");
//   auto index = load_hnsw("model.hnsw", weights);   // shared_ptr<const HnswIndex>
//
// The file holds the links, not the vectors: loading takes the OutputWeights
// the graph was built from, and a checksum of W and b recorded at save time
// must match them. Format: the fastdec container (io/binary_format.hpp: magic
// "FDHNSW\0\1", version 2, payload size, checksum over everything; see
// docs/file-formats.md) around this payload, little-endian:
//   u8 metric, u8 insertion order, u16 zero, u32 M, u32 ef_construction,
//   u64 seed, u64 nodes, u64 hidden, u32 entry, u32 max_level,
//   u64 weights checksum, u64 level-0 ids, u64 upper ids, then the arrays
//   token_of_node (i32 [nodes]), levels (u8 [nodes]), upper_offset
//   (u64 [nodes]), level0_links (u32 [nodes * (1 + 2M)]), upper_links (u32).
// Every count is checked against the weights and the payload before
// anything is allocated, and the loaded graph is checked id by id; a
// missing, truncated, corrupt or foreign file, or one of version 1, is a
// fastdec::error naming the file. The stream overloads read and write one
// graph and leave the stream after it. Load and save are cold code: call
// them once.
#pragma once

#include <cstdint>
#include <cstring>
#include <fstream>
#include <istream>
#include <limits>
#include <memory>
#include <ostream>
#include <string>
#include <type_traits>
#include <vector>

#include "fastdec/core/error.hpp"
#include "fastdec/io/binary_format.hpp"
#include "fastdec/output/ann/hnsw_index.hpp"
#include "fastdec/output/output_weights.hpp"

namespace fastdec {

namespace detail {

inline constexpr FileKind hnsw_file{
    {'F', 'D', 'H', 'N', 'S', 'W', '\0', '\1'}, 2, "HNSW graph file"};

// Detects a graph loaded against other weights.
inline std::uint64_t weights_checksum(const OutputWeights& weights) {
  Checksum sum;
  sum.add(weights.weights().data(), weights.vocab_size() * weights.hidden_size() * sizeof(float));
  sum.add(weights.bias().data(), weights.bias().size() * sizeof(float));
  return sum.value();
}

inline constexpr std::uint64_t hnsw_fields_bytes = 4 * 1 + 4 * 2 + 8 * 7;

}  // namespace detail

// Writes `index` to `stream`. `weights` must be the weights it was built
// from (their checksum goes into the file).
inline void save_hnsw(const HnswIndex& index, const OutputWeights& weights, std::ostream& stream,
                      const std::string& destination = "the output stream") {
  FASTDEC_REQUIRE(
      weights.vocab_size() == index.size() && weights.hidden_size() == index.dimension(),
      "save_hnsw: the weights are ", weights.vocab_size(), " x ", weights.hidden_size(),
      " but the graph is over ", index.size(), " rows of ", index.dimension(), ".");
  const HnswTopology& t = index.topology();
  const std::uint64_t payload =
      detail::hnsw_fields_bytes + t.token_of_node.size() * sizeof(TokenId) + t.levels.size() +
      t.upper_offset.size() * sizeof(std::uint64_t) +
      (t.level0_links.size() + t.upper_links.size()) * sizeof(HnswIndex::NodeId);
  detail::BinaryWriter out(stream, destination, detail::hnsw_file, payload);
  out.write(static_cast<std::uint8_t>(t.metric));
  out.write(static_cast<std::uint8_t>(t.order));
  out.write(std::uint16_t{0});
  out.write(t.M);
  out.write(t.ef_construction);
  out.write(t.seed);
  out.write(static_cast<std::uint64_t>(index.size()));
  out.write(static_cast<std::uint64_t>(index.dimension()));
  out.write(t.entry);
  out.write(t.max_level);
  out.write(detail::weights_checksum(weights));
  out.write(static_cast<std::uint64_t>(t.level0_links.size()));
  out.write(static_cast<std::uint64_t>(t.upper_links.size()));
  out.write_array(t.token_of_node.data(), t.token_of_node.size());
  out.write_array(t.levels.data(), t.levels.size());
  out.write_array(t.upper_offset.data(), t.upper_offset.size());
  out.write_array(t.level0_links.data(), t.level0_links.size());
  out.write_array(t.upper_links.data(), t.upper_links.size());
  out.finish();
}

// Writes `index` to `path` (overwriting it).
inline void save_hnsw(const HnswIndex& index, const OutputWeights& weights,
                      const std::string& path) {
  std::ofstream file(path, std::ios::binary);
  FASTDEC_REQUIRE(file.is_open(), "save_hnsw: cannot open '", path, "' for writing.");
  save_hnsw(index, weights, file, "'" + path + "'");
  file.close();
  FASTDEC_REQUIRE(!file.fail(), "save_hnsw: writing '", path, "' failed.");
}

// Reads a graph saved by save_hnsw for the model whose output layer is
// `weights`. `source` names the stream in errors.
inline std::shared_ptr<const HnswIndex> load_hnsw(std::istream& stream,
                                                  const OutputWeights& weights,
                                                  const std::string& source = "the stream") {
  detail::BinaryReader in(stream, source, detail::hnsw_file);
  HnswTopology t;
  const auto metric = in.read<std::uint8_t>("metric");
  const auto order = in.read<std::uint8_t>("insertion order");
  in.read<std::uint16_t>("header");
  t.metric = static_cast<HnswMetric>(metric);
  t.order = static_cast<InsertionOrder>(order);
  t.M = in.read<std::uint32_t>("M");
  t.ef_construction = in.read<std::uint32_t>("ef_construction");
  t.seed = in.read<std::uint64_t>("seed");
  const auto nodes = in.read<std::uint64_t>("node count");
  const auto hidden = in.read<std::uint64_t>("hidden size");
  t.entry = in.read<std::uint32_t>("entry point");
  t.max_level = in.read<std::uint32_t>("top level");
  const auto checksum = in.read<std::uint64_t>("weights checksum");
  const auto level0_count = in.read<std::uint64_t>("level-0 link count");
  const auto upper_count = in.read<std::uint64_t>("upper link count");
  in.require(metric == static_cast<std::uint8_t>(HnswMetric::inner_product) ||
                 metric == static_cast<std::uint8_t>(HnswMetric::transformed_l2),
             "has metric ", int{metric}, ", which is unknown.");
  in.require(order <= static_cast<std::uint8_t>(InsertionOrder::shuffled), "has insertion order ",
             int{order}, ", which is unknown.");
  in.require(t.M >= 2 && t.M <= 256, "has M = ", t.M, "; M must be between 2 and 256.");
  in.require(nodes == weights.vocab_size() && hidden == weights.hidden_size(), "was built over ",
             nodes, " rows of ", hidden, " but the weights are ", weights.vocab_size(), " x ",
             weights.hidden_size(), ".");
  in.require(nodes < std::numeric_limits<HnswIndex::NodeId>::max(), "has ", nodes,
             " nodes, more than 32-bit node ids can name.");
  in.require(checksum == detail::weights_checksum(weights),
             "was built from different weights (checksum mismatch).");
  in.require(level0_count == nodes * (1 + 2 * std::uint64_t{t.M}), "has ", level0_count,
             " level-0 link ids but ", nodes, " nodes with M = ", t.M, " need ",
             nodes * (1 + 2 * std::uint64_t{t.M}), ".");
  t.token_of_node = in.read_vector<TokenId>(nodes, "node order");
  t.levels = in.read_vector<std::uint8_t>(nodes, "levels");
  t.upper_offset = in.read_vector<std::uint64_t>(nodes, "link offsets");
  t.level0_links = in.read_vector<HnswIndex::NodeId>(level0_count, "level-0 links");
  t.upper_links = in.read_vector<HnswIndex::NodeId>(upper_count, "upper links");
  in.finish();
  try {
    return std::make_shared<const HnswIndex>(HnswIndex::from_topology(weights, std::move(t)));
  } catch (const error& e) {
    in.require(false, "is not a usable HNSW graph: ", e.what());
    throw;
  }
}

inline std::shared_ptr<const HnswIndex> load_hnsw(const std::string& path,
                                                  const OutputWeights& weights) {
  std::ifstream file(path, std::ios::binary);
  FASTDEC_REQUIRE(file.is_open(), "load_hnsw: cannot open '", path, "'.");
  auto index = load_hnsw(file, weights, "'" + path + "'");
  FASTDEC_REQUIRE(file.peek() == std::ifstream::traits_type::eof(), "'", path,
                  "' has bytes after its checksum.");
  return index;
}

}  // namespace fastdec
