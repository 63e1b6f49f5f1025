// fastdec/io/hnsw_file.hpp: save a built HNSW graph, load it back for the
// same model, so the graph is built once per model.
//
//   save_hnsw(*layer.index(), "model.hnsw");
//   auto index = load_hnsw("model.hnsw", weights);   // shared_ptr<const HnswIndex>
//
// The file holds the links, not the vectors: loading takes the OutputWeights
// the graph was built from, and a checksum of W and b recorded at save time
// must match them. Format (little-endian, version 1):
//   u64 magic "FDHNSW\0\1", u32 version, u8 metric, u8 insertion order,
//   u16 zero, u32 M, u32 ef_construction, u64 seed, u64 nodes, u64 hidden,
//   u32 entry, u32 max_level, u64 weights checksum, u64 level-0 ids,
//   u64 upper ids, then the arrays token_of_node (i32 [nodes]),
//   levels (u8 [nodes]), upper_offset (u64 [nodes]), level0_links
//   (u32 [nodes * (1 + 2M)]), upper_links (u32), and a u64 checksum of
//   everything before it.
// Every size is checked against the file before anything is allocated, and
// the loaded graph is checked id by id; a missing, truncated, corrupt or
// foreign file is a fastdec::error naming the file. Load and save are cold
// code: call them once.
#pragma once

#include <cstdint>
#include <cstring>
#include <fstream>
#include <memory>
#include <string>
#include <type_traits>
#include <vector>

#include "fastdec/core/error.hpp"
#include "fastdec/output/ann/hnsw_index.hpp"
#include "fastdec/output/output_weights.hpp"

namespace fastdec {

namespace detail {

inline constexpr std::uint64_t hnsw_file_magic = 0x0100'5753'4e48'4446ULL;  // "FDHNSW\0\1"
inline constexpr std::uint32_t hnsw_file_version = 1;

// FNV-1a over 32-bit words: detects a graph loaded against other weights
// and bit flips in the file.
class Checksum {
 public:
  void add(const void* data, std::size_t bytes) {
    const auto* p = static_cast<const unsigned char*>(data);
    std::size_t i = 0;
    for (; i + 4 <= bytes; i += 4) {
      std::uint32_t word;
      std::memcpy(&word, p + i, 4);
      mix(word);
    }
    for (; i < bytes; ++i) mix(p[i]);
  }
  std::uint64_t value() const noexcept { return state_; }

 private:
  void mix(std::uint32_t word) noexcept { state_ = (state_ ^ word) * 0x100000001b3ULL; }
  std::uint64_t state_ = 0xcbf29ce484222325ULL;
};

inline std::uint64_t weights_checksum(const OutputWeights& weights) {
  Checksum sum;
  sum.add(weights.weights().data(), weights.vocab_size() * weights.hidden_size() * sizeof(float));
  sum.add(weights.bias().data(), weights.bias().size() * sizeof(float));
  return sum.value();
}

class HnswFileWriter {
 public:
  explicit HnswFileWriter(const std::string& path) : path_(path), out_(path, std::ios::binary) {
    FASTDEC_REQUIRE(out_.good(), "save_hnsw: cannot open '", path, "' for writing.");
  }
  template <class T>
  void put(const T& value) {
    static_assert(std::is_trivially_copyable_v<T>);
    write(&value, sizeof(T));
  }
  template <class T>
  void put_array(const std::vector<T>& values) {
    write(values.data(), values.size() * sizeof(T));
  }
  void finish() {
    put(checksum_.value());
    out_.flush();
    FASTDEC_REQUIRE(out_.good(), "save_hnsw: writing '", path_, "' failed.");
  }

 private:
  void write(const void* data, std::size_t bytes) {
    checksum_.add(data, bytes);
    out_.write(static_cast<const char*>(data), static_cast<std::streamsize>(bytes));
  }
  std::string path_;
  std::ofstream out_;
  Checksum checksum_;
};

class HnswFileReader {
 public:
  explicit HnswFileReader(const std::string& path) : path_(path), in_(path, std::ios::binary) {
    FASTDEC_REQUIRE(in_.good(), "load_hnsw: cannot open '", path, "'.");
    in_.seekg(0, std::ios::end);
    remaining_ = static_cast<std::uint64_t>(in_.tellg());
    in_.seekg(0, std::ios::beg);
  }
  template <class T>
  T get(const char* what) {
    static_assert(std::is_trivially_copyable_v<T>);
    T value;
    read(&value, sizeof(T), what);
    return value;
  }
  template <class T>
  std::vector<T> get_array(std::uint64_t count, const char* what) {
    require(count <= remaining_ / sizeof(T), "it ends inside ", what, " (", count,
            " values announced)");
    std::vector<T> values(count);
    read(values.data(), count * sizeof(T), what);
    return values;
  }
  void finish() {
    const std::uint64_t expected = checksum_.value();
    std::uint64_t stored;
    in_.read(reinterpret_cast<char*>(&stored), sizeof stored);
    require(in_.gcount() == sizeof stored, "it ends before its checksum");
    require(stored == expected, "its checksum does not match its contents (corrupt file)");
    require(in_.peek() == std::ifstream::traits_type::eof(), "it has bytes after its checksum");
  }
  template <class... Parts>
  void require(bool condition, const Parts&... parts) {
    FASTDEC_REQUIRE(condition, "load_hnsw: '", path_, "' is not a usable HNSW graph file: ",
                    parts..., ".");
  }
  const std::string& path() const noexcept { return path_; }

 private:
  void read(void* data, std::size_t bytes, const char* what) {
    require(bytes <= remaining_, "it ends inside ", what);
    in_.read(static_cast<char*>(data), static_cast<std::streamsize>(bytes));
    require(in_.gcount() == static_cast<std::streamsize>(bytes), "reading ", what, " failed");
    remaining_ -= bytes;
    checksum_.add(data, bytes);
  }
  std::string path_;
  std::ifstream in_;
  std::uint64_t remaining_ = 0;
  Checksum checksum_;
};

}  // namespace detail

// Writes `index` to `path` (overwriting it). `weights` must be the weights it
// was built from (their checksum goes into the file).
inline void save_hnsw(const HnswIndex& index, const OutputWeights& weights,
                      const std::string& path) {
  FASTDEC_REQUIRE(weights.vocab_size() == index.size() &&
                      weights.hidden_size() == index.dimension(),
                  "save_hnsw: the weights are ", weights.vocab_size(), " x ",
                  weights.hidden_size(), " but the graph is over ", index.size(), " rows of ",
                  index.dimension(), ".");
  const detail::HnswTopology& t = index.topology();
  detail::HnswFileWriter out(path);
  out.put(detail::hnsw_file_magic);
  out.put(detail::hnsw_file_version);
  out.put(static_cast<std::uint8_t>(t.metric));
  out.put(static_cast<std::uint8_t>(t.order));
  out.put(std::uint16_t{0});
  out.put(t.M);
  out.put(t.ef_construction);
  out.put(t.seed);
  out.put(static_cast<std::uint64_t>(index.size()));
  out.put(static_cast<std::uint64_t>(index.dimension()));
  out.put(t.entry);
  out.put(t.max_level);
  out.put(detail::weights_checksum(weights));
  out.put(static_cast<std::uint64_t>(t.level0_links.size()));
  out.put(static_cast<std::uint64_t>(t.upper_links.size()));
  out.put_array(t.token_of_node);
  out.put_array(t.levels);
  out.put_array(t.upper_offset);
  out.put_array(t.level0_links);
  out.put_array(t.upper_links);
  out.finish();
}

// Reads a graph saved by save_hnsw for the model whose output layer is `weights`.
inline std::shared_ptr<const HnswIndex> load_hnsw(const std::string& path,
                                                  const OutputWeights& weights) {
  detail::HnswFileReader in(path);
  in.require(in.get<std::uint64_t>("the magic number") == detail::hnsw_file_magic,
             "it does not start with the fastdec HNSW magic number");
  const auto version = in.get<std::uint32_t>("the version");
  in.require(version == detail::hnsw_file_version, "its format version is ", version,
             ", this build reads version ", detail::hnsw_file_version);
  detail::HnswTopology t;
  t.metric = static_cast<HnswMetric>(in.get<std::uint8_t>("the metric"));
  t.order = static_cast<InsertionOrder>(in.get<std::uint8_t>("the insertion order"));
  in.get<std::uint16_t>("the header");
  t.M = in.get<std::uint32_t>("M");
  t.ef_construction = in.get<std::uint32_t>("ef_construction");
  t.seed = in.get<std::uint64_t>("the seed");
  const auto nodes = in.get<std::uint64_t>("the node count");
  const auto hidden = in.get<std::uint64_t>("the hidden size");
  t.entry = in.get<std::uint32_t>("the entry point");
  t.max_level = in.get<std::uint32_t>("the top level");
  const auto checksum = in.get<std::uint64_t>("the weights checksum");
  const auto level0_count = in.get<std::uint64_t>("the level-0 link count");
  const auto upper_count = in.get<std::uint64_t>("the upper link count");
  in.require(t.metric == HnswMetric::inner_product || t.metric == HnswMetric::transformed_l2,
             "its metric ", static_cast<int>(t.metric), " is unknown");
  in.require(nodes == weights.vocab_size() && hidden == weights.hidden_size(),
             "it was built over ", nodes, " rows of ", hidden, " but the weights are ",
             weights.vocab_size(), " x ", weights.hidden_size());
  in.require(checksum == detail::weights_checksum(weights),
             "it was built from different weights (checksum mismatch)");
  t.token_of_node = in.get_array<TokenId>(nodes, "the node order");
  t.levels = in.get_array<std::uint8_t>(nodes, "the levels");
  t.upper_offset = in.get_array<std::uint64_t>(nodes, "the link offsets");
  t.level0_links = in.get_array<HnswIndex::NodeId>(level0_count, "the level-0 links");
  t.upper_links = in.get_array<HnswIndex::NodeId>(upper_count, "the upper links");
  in.finish();
  try {
    return std::make_shared<const HnswIndex>(detail::SavedTopology{}, weights, std::move(t));
  } catch (const error& e) {
    in.require(false, e.what());
    throw;
  }
}

}  // namespace fastdec
