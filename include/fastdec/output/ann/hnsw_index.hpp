// fastdec/output/ann/hnsw_index.hpp: the hierarchical navigable small-world
// graph over a model's output rows (Zhang et al. 2018, "Fast Graph Decoder",
// sections 3.2-3.3; graph of Malkov & Yashunin 2016).
//
// HnswIndex is built once from OutputWeights (W [vocab, hidden], b [vocab])
// and then only read: share it between threads (HnswTopK, the output layer,
// holds it by shared_ptr). It answers "which nodes are nearest to a query"
// under one of two metrics:
//
// - HnswMetric::transformed_l2, the paper's: each row becomes
//   phi(x, b) = [x; b; sqrt(U^2 - |x|^2 - b^2)] with U = max sqrt(|x|^2 + b^2)
//   (the inner-product-preserving transform, Lemma 3.1), a query h becomes
//   [h; 1; 0], and the graph is built and searched in squared L2 distance,
//   which equals U^2 + 1 + |h|^2 - 2 (h.x + b): nearest = largest logit.
// - HnswMetric::inner_product, as hnswlib's inner-product space: rows
//   [x; b], queries [h; 1], distance -(h.x + b); the graph's own links use
//   -<[x_i; b_i], [x_j; b_j]>. No transform.
//
// Id spaces: a NodeId is a position in the graph (its insertion order); the
// index maps nodes to TokenIds (token_of_node) and back (node_of_token, for
// scoring a given token: 4 bytes per word), and nothing else sees nodes.
// Rows are inserted in descending norm of [x; b] by default (InsertionOrder):
// with random order the transformed-L2 graph collapses (docs/hnsw.md, Results).
//
// Building: levels ~ floor(-ln(u) / ln M); each node links to the M nodes the
// neighbour-selection heuristic keeps among its ef_construction nearest found
// (Malkov & Yashunin, Algorithm 4 without extension), with room for 2M links
// on level 0 and M above; a full list is re-pruned by the same heuristic.
// Nodes the heuristic left unreachable on level 0 are then linked from their
// nearest reachable node with room, so a search can find every word.
// Nodes are inserted in chunks: the nodes of a chunk search the graph as it
// was before the chunk, in parallel, and also consider their chunk-mates as
// neighbours; links are then written in a fixed order. So the graph depends on
// the data, the options and the seed, never on the thread count or the
// instruction set (the distance kernels are bit-identical).
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <numeric>
#include <span>
#include <tuple>
#include <utility>
#include <vector>

#include "fastdec/arch/kernels.hpp"
#include "fastdec/arch/target.hpp"
#include "fastdec/core/aligned_buffer.hpp"
#include "fastdec/core/error.hpp"
#include "fastdec/core/types.hpp"
#include "fastdec/output/ann/parallel_for.hpp"
#include "fastdec/output/ann/stats.hpp"
#include "fastdec/output/output_weights.hpp"

namespace fastdec {

enum class HnswMetric : std::uint8_t { inner_product = 0, transformed_l2 = 1 };
enum class InsertionOrder : std::uint8_t {
  descending_norm = 0,  // largest |[x; b]| first (frequent words, in practice)
  row_order = 1,        // as W is stored (frequency order for a frequency-sorted vocabulary)
  shuffled = 2,         // a seeded random permutation (for experiments)
};

struct HnswBuildOptions {
  std::size_t M = 16;                 // links per node per level (2M on level 0)
  std::size_t ef_construction = 200;  // candidates searched when a node is inserted
  HnswMetric metric = HnswMetric::inner_product;
  InsertionOrder order = InsertionOrder::descending_norm;
  std::uint64_t seed = 100;  // levels and the shuffled order
  std::size_t threads = 0;   // 0: every hardware thread; results do not depend on it
};

inline void validate(const HnswBuildOptions& options) {
  FASTDEC_REQUIRE(options.M >= 2 && options.M <= 256, "HnswBuildOptions: M = ", options.M,
                  " must be between 2 and 256.");
  FASTDEC_REQUIRE(options.ef_construction >= 1 && options.ef_construction <= 100000,
                  "HnswBuildOptions: ef_construction = ", options.ef_construction,
                  " must be between 1 and 100000.");
  FASTDEC_REQUIRE(
      options.metric == HnswMetric::inner_product || options.metric == HnswMetric::transformed_l2,
      "HnswBuildOptions: metric ", static_cast<int>(options.metric), " is unknown.");
  FASTDEC_REQUIRE(
      options.order == InsertionOrder::descending_norm ||
          options.order == InsertionOrder::row_order || options.order == InsertionOrder::shuffled,
      "HnswBuildOptions: insertion order ", static_cast<int>(options.order), " is unknown.");
  FASTDEC_REQUIRE(options.threads <= max_build_threads,
                  "HnswBuildOptions: threads = ", options.threads, " is above max_build_threads (",
                  max_build_threads, ").");
}

namespace detail {

using NodeId = std::uint32_t;

// The index's scalar arithmetic beyond the distance kernels, in the order
// written on every build. First declared inside the exact-FP region and
// never inlined, so that no build fuses a product and a sum: GCC does
// wherever FMA exists (aarch64, x86 with -march=x86-64-v3 and up), which
// would change distances in the last bit and so the graph.
FASTDEC_BEGIN_EXACT_FP
// |[x; b]|^2 in double: the insertion order and the transform's last coordinate.
[[gnu::noinline]] inline double hnsw_norm_squared(const float* x, std::size_t count,
                                                  float bias) noexcept {
  double sum = static_cast<double>(bias) * bias;
  for (std::size_t d = 0; d < count; ++d) sum += static_cast<double>(x[d]) * x[d];
  return sum;
}
// a + (b * b + c * c): squared L2 from the coordinates beyond x.
[[gnu::noinline]] inline float hnsw_add_squares(float a, float b, float c) noexcept {
  return a + (b * b + c * c);
}
// -(dot + b_a * b_b): the inner-product distance of two nodes.
[[gnu::noinline]] inline float hnsw_negated_inner_product(float dot, float bias_a,
                                                          float bias_b) noexcept {
  return -(dot + bias_a * bias_b);
}
FASTDEC_END_EXACT_FP

}  // namespace detail

// One search result: a node of the graph and its distance to the query under
// the index's metric (HnswIndex::token_of_node gives its token).
struct HnswNeighbor {
  float distance;
  std::uint32_t node;
};

namespace detail {

// The one order on search results: nearer first, ties by lower node.
constexpr bool nearer(const HnswNeighbor& a, const HnswNeighbor& b) noexcept {
  return a.distance < b.distance || (a.distance == b.distance && a.node < b.node);
}

// Marks nodes seen by one search; clear() starts a new search by moving to a
// new epoch instead of zeroing the array (zeroed only when the epoch wraps).
class VisitedSet {
 public:
  void reserve(std::size_t nodes) {
    if (marks_.size() >= nodes) return;
    marks_.assign(nodes, 0);
    epoch_ = 0;
  }
  void clear() {
    if (++epoch_ == 0) {
      std::fill(marks_.begin(), marks_.end(), 0u);
      epoch_ = 1;
    }
  }
  // True the first time `node` is seen since clear().
  bool insert(NodeId node) {
    if (marks_[node] == epoch_) return false;
    marks_[node] = epoch_;
    return true;
  }

 private:
  std::vector<std::uint32_t> marks_;
  std::uint32_t epoch_ = 0;
};

}  // namespace detail

// The per-thread state of one graph search (HnswIndex::search), sized once
// by reserve so that searches allocate nothing. After a search, `results`
// holds the ef nearest nodes found as a max-heap (HnswIndex::sorted_results
// sorts them nearest first).
struct HnswSearchScratch {
  detail::VisitedSet visited;
  std::vector<HnswNeighbor> frontier;  // min-heap: nodes still to expand
  std::vector<HnswNeighbor> results;   // max-heap: the ef nearest so far

  void reserve(std::size_t nodes, std::size_t ef) {
    visited.reserve(nodes);
    frontier.reserve(frontier_capacity(ef));
    results.reserve(ef + 1);
  }
  static std::size_t frontier_capacity(std::size_t ef) { return 2 * ef + 64; }
};

// The graph's links, everything but the vectors: what a file stores
// (io/hnsw_file.hpp) and HnswIndex::from_topology checks and rebuilds from.
struct HnswTopology {
  HnswMetric metric = HnswMetric::inner_product;
  std::uint32_t M = 0;
  std::uint32_t ef_construction = 0;
  std::uint64_t seed = 0;
  InsertionOrder order = InsertionOrder::descending_norm;
  std::uint32_t entry = 0;
  std::uint32_t max_level = 0;
  std::vector<TokenId> token_of_node;       // [nodes]
  std::vector<std::uint8_t> levels;         // [nodes]
  std::vector<std::uint32_t> level0_links;  // [nodes, 1 + 2M]: count, then links
  std::vector<std::uint64_t> upper_offset;  // [nodes]: first level-1 block in upper_links
  std::vector<std::uint32_t> upper_links;   // blocks of [1 + M], levels 1..level per node
};

class HnswIndex {
 public:
  using NodeId = std::uint32_t;
  static constexpr std::uint8_t max_level_cap = 32;

  // Builds the graph over the rows of `weights` (copied: the index owns them).
  HnswIndex(const OutputWeights& weights, const HnswBuildOptions& options) {
    validate(options);
    FASTDEC_REQUIRE(weights.vocab_size() < std::numeric_limits<NodeId>::max(),
                    "HnswIndex: a vocabulary of ", weights.vocab_size(),
                    " tokens does not fit 32-bit node ids.");
    topology_.metric = options.metric;
    topology_.M = static_cast<std::uint32_t>(options.M);
    topology_.ef_construction = static_cast<std::uint32_t>(options.ef_construction);
    topology_.seed = options.seed;
    topology_.order = options.order;
    topology_.token_of_node = insertion_order(weights, options.order, options.seed);
    load_vectors(weights);
    draw_levels(options.seed);
    allocate_links();
    const std::size_t threads = detail::resolve_threads(options.threads);
    arch::with_kernels<KernelFamily::distance>([&](auto kernels) { build(kernels, threads); });
  }

  // Rebuilds an index from saved links (io/hnsw_file.hpp) and the weights it
  // was built from; every id and count is checked (fastdec::error).
  static HnswIndex from_topology(const OutputWeights& weights, HnswTopology topology) {
    return HnswIndex(Saved{}, weights, std::move(topology));
  }

  std::size_t size() const noexcept { return topology_.token_of_node.size(); }
  std::size_t dimension() const noexcept { return dimension_; }
  std::size_t padded_dimension() const noexcept { return padded_; }
  HnswMetric metric() const noexcept { return topology_.metric; }
  std::size_t M() const noexcept { return topology_.M; }
  std::size_t max_level() const noexcept { return topology_.max_level; }
  // U of the transform (max |[x; b]|), computed for either metric.
  float max_norm() const noexcept { return max_norm_; }
  const HnswTopology& topology() const noexcept { return topology_; }

  TokenId token_of_node(NodeId node) const noexcept { return topology_.token_of_node[node]; }
  // The node holding `token` (an id below size()).
  NodeId node_of_token(TokenId token) const noexcept {
    return node_of_token_[static_cast<std::size_t>(token)];
  }
  std::size_t level_of(NodeId node) const noexcept { return topology_.levels[node]; }

  // The links of `node` on `level` (level <= level_of(node)).
  std::span<const NodeId> neighbors(NodeId node, std::size_t level) const noexcept {
    const NodeId* block = links_block(node, level);
    return {block + 1, block[0]};
  }

  // Row `node` as the index stores it: x zero-padded to padded_dimension().
  const float* vector(NodeId node) const noexcept { return vectors_.data() + node * padded_; }
  float bias(NodeId node) const noexcept { return bias_[node]; }
  // The transform's last coordinate, sqrt(U^2 - |x|^2 - b^2).
  float transform_extra(NodeId node) const noexcept { return extra_[node]; }

  // The exact logit h.x + b of `node` for a padded query (the value every
  // candidate enters the softmax with).
  template <class Kernels>
  float logit(Kernels, const float* query, NodeId node) const noexcept {
    return Kernels::dot(query, vector(node), padded_) + bias_[node];
  }

  // Distance of a padded query h to `node` under the index's metric.
  template <class Kernels>
  float query_distance(Kernels kernels, const float* query, NodeId node) const noexcept {
    if (topology_.metric == HnswMetric::inner_product) return -logit(kernels, query, node);
    return Kernels::squared_l2(query, vector(node), padded_) + query_offset_[node];
  }

  // Distance between two nodes under the index's metric.
  template <class Kernels>
  float node_distance(Kernels, NodeId a, NodeId b) const noexcept {
    if (topology_.metric == HnswMetric::inner_product)
      return detail::hnsw_negated_inner_product(Kernels::dot(vector(a), vector(b), padded_),
                                                bias_[a], bias_[b]);
    const float db = bias_[a] - bias_[b], de = extra_[a] - extra_[b];
    return detail::hnsw_add_squares(Kernels::squared_l2(vector(a), vector(b), padded_), db, de);
  }

  // Searches from the top level down and leaves the (at most) ef nearest
  // nodes found in scratch.results as a max-heap (use sorted_results for the
  // nearest first). `query` is h zero-padded to padded_dimension(). ef >= 1;
  // scratch must be reserved for (size(), ef). Adds the distances computed
  // to stats.distance_computations.
  template <class Kernels>
  void search(Kernels kernels, const float* query, std::size_t ef, HnswSearchScratch& scratch,
              AnnStats& stats) const {
    auto distance = [&](NodeId node) { return query_distance(kernels, query, node); };
    NodeDistance start{distance(topology_.entry), topology_.entry};
    std::uint64_t count = 1;
    for (std::size_t level = topology_.max_level; level >= 1; --level)
      start = greedy(distance, start, level, count);
    search_level(distance, start, ef, 0, scratch, count);
    stats.distance_computations += count;
  }

  // Every node, as search would return them with ef = size(): exact.
  template <class Kernels>
  void scan_all(Kernels kernels, const float* query, HnswSearchScratch& scratch,
                AnnStats& stats) const {
    scratch.results.clear();
    for (NodeId node = 0; node < size(); ++node)
      scratch.results.push_back({query_distance(kernels, query, node), node});
    std::make_heap(scratch.results.begin(), scratch.results.end(), detail::nearer);
    stats.distance_computations += size();
  }

  // scratch.results sorted nearest first (destroys the heap).
  static std::span<const HnswNeighbor> sorted_results(HnswSearchScratch& scratch) {
    std::sort_heap(scratch.results.begin(), scratch.results.end(), detail::nearer);
    return scratch.results;
  }

  // Nodes that level 0 cannot reach from the entry point: a search can never
  // return them. The build links such nodes back in (connect_unreachable), so
  // this is 0 unless every nearby list was full.
  std::size_t unreachable_nodes() const {
    std::vector<char> reached(size(), 0);
    return size() - mark_reachable(topology_.entry, reached);
  }

 private:
  using NodeDistance = HnswNeighbor;

  struct Saved {};  // tags the constructor from_topology uses
  HnswIndex(Saved, const OutputWeights& weights, HnswTopology topology)
      : topology_(std::move(topology)) {
    check_topology(weights.vocab_size());
    load_vectors(weights);
  }

  struct BuildWorker {
    HnswSearchScratch scratch;
    std::vector<NodeDistance> candidates;
    std::vector<NodeId> selected;
  };

  // One node's planned links, per level (level 0 first).
  using LinkPlan = std::vector<std::vector<NodeId>>;

  struct ReverseLink {
    NodeId target;
    std::uint32_t level;
    NodeId source;
  };

  static std::vector<TokenId> insertion_order(const OutputWeights& weights, InsertionOrder order,
                                              std::uint64_t seed) {
    const std::size_t vocab = weights.vocab_size(), hidden = weights.hidden_size();
    std::vector<TokenId> tokens(vocab);
    std::iota(tokens.begin(), tokens.end(), TokenId{0});
    if (order == InsertionOrder::descending_norm) {
      std::vector<double> norm(vocab);
      for (std::size_t t = 0; t < vocab; ++t) norm[t] = row_norm_squared(weights, t, hidden);
      std::stable_sort(tokens.begin(), tokens.end(), [&](TokenId a, TokenId b) {
        return norm[static_cast<std::size_t>(a)] > norm[static_cast<std::size_t>(b)];
      });
    } else if (order == InsertionOrder::shuffled) {
      std::uint64_t state = seed ^ 0x5851f42d4c957f2dULL;
      for (std::size_t i = vocab; i > 1; --i)
        std::swap(tokens[i - 1], tokens[bounded_random(state, i)]);
    }
    return tokens;
  }

  static double row_norm_squared(const OutputWeights& weights, std::size_t token,
                                 std::size_t hidden) {
    return detail::hnsw_norm_squared(weights.weights().row(token).data(), hidden,
                                     weights.bias()[token]);
  }

  // splitmix64: a small, fully specified generator, so a seed gives the same
  // graph with every standard library.
  static std::uint64_t next_random(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  static std::size_t bounded_random(std::uint64_t& state, std::size_t bound) {
    return static_cast<std::size_t>(next_random(state) % bound);  // bias below 2^-32
  }

  void load_vectors(const OutputWeights& weights) {
    FASTDEC_REQUIRE(weights.vocab_size() == size(), "HnswIndex: the graph has ", size(),
                    " nodes but the weights have ", weights.vocab_size(), " rows.");
    dimension_ = weights.hidden_size();
    padded_ = arch::padded_dimension(dimension_);
    vectors_.reserve(size() * padded_);
    bias_.resize(size());
    extra_.resize(size());
    query_offset_.resize(size());
    node_of_token_.resize(size());
    double max_norm_squared = 0;
    for (NodeId node = 0; node < size(); ++node) {
      const auto token = static_cast<std::size_t>(topology_.token_of_node[node]);
      node_of_token_[token] = node;
      const std::span<const float> row = weights.weights().row(token);
      float* out = vectors_.data() + node * padded_;
      std::copy(row.begin(), row.end(), out);
      std::fill(out + dimension_, out + padded_, 0.0f);
      bias_[node] = weights.bias()[token];
      max_norm_squared = std::max(max_norm_squared, row_norm_squared(weights, token, dimension_));
    }
    max_norm_ = static_cast<float>(std::sqrt(max_norm_squared));
    for (NodeId node = 0; node < size(); ++node) {
      const auto token = static_cast<std::size_t>(topology_.token_of_node[node]);
      const double slack = max_norm_squared - row_norm_squared(weights, token, dimension_);
      extra_[node] = static_cast<float>(std::sqrt(std::max(0.0, slack)));
      // [h; 1; 0] against [x; b; extra]: |h - x|^2 + (1 - b)^2 + extra^2.
      const float one_minus_b = 1.0f - bias_[node];
      query_offset_[node] = detail::hnsw_add_squares(0.0f, one_minus_b, extra_[node]);
    }
  }

  void draw_levels(std::uint64_t seed) {
    const double multiplier = 1.0 / std::log(static_cast<double>(topology_.M));
    std::uint64_t state = seed;
    topology_.levels.resize(size());
    for (std::uint8_t& level : topology_.levels) {
      const double uniform = static_cast<double>(next_random(state) >> 11) * 0x1.0p-53;
      const double drawn = std::floor(-std::log(1.0 - uniform) * multiplier);
      level = static_cast<std::uint8_t>(std::min<double>(drawn, max_level_cap - 1));
    }
  }

  std::size_t level0_stride() const noexcept { return 1 + 2 * std::size_t{topology_.M}; }
  std::size_t upper_stride() const noexcept { return 1 + std::size_t{topology_.M}; }
  std::size_t capacity(std::size_t level) const noexcept {
    return level == 0 ? 2 * std::size_t{topology_.M} : topology_.M;
  }

  void allocate_links() {
    topology_.level0_links.assign(size() * level0_stride(), 0);
    topology_.upper_offset.resize(size());
    std::uint64_t offset = 0;
    for (NodeId node = 0; node < size(); ++node) {
      topology_.upper_offset[node] = offset;
      offset += topology_.levels[node] * upper_stride();
    }
    topology_.upper_links.assign(offset, 0);
  }

  const NodeId* links_block(NodeId node, std::size_t level) const noexcept {
    if (level == 0) return topology_.level0_links.data() + node * level0_stride();
    return topology_.upper_links.data() + topology_.upper_offset[node] +
           (level - 1) * upper_stride();
  }
  NodeId* links_block(NodeId node, std::size_t level) noexcept {
    return const_cast<NodeId*>(std::as_const(*this).links_block(node, level));
  }
  void set_links(NodeId node, std::size_t level, std::span<const NodeId> links) {
    NodeId* block = links_block(node, level);
    block[0] = static_cast<NodeId>(links.size());
    std::copy(links.begin(), links.end(), block + 1);
  }

  // Marks every node level 0 reaches from `from` (itself included) that is
  // not marked yet; returns how many it marked.
  std::size_t mark_reachable(NodeId from, std::vector<char>& reached) const {
    if (reached[from]) return 0;
    std::vector<NodeId> stack{from};
    reached[from] = 1;
    std::size_t count = 1;
    while (!stack.empty()) {
      const NodeId node = stack.back();
      stack.pop_back();
      for (NodeId next : neighbors(node, 0))
        if (!reached[next]) reached[next] = 1, ++count, stack.push_back(next);
    }
    return count;
  }

  // The neighbour heuristic can leave a node that no list links to (a
  // few dozen in 50k rows with the inner-product metric). Each such node, in
  // node order, gets a link from the nearest reachable node whose level-0
  // list has room, found by the same search as an insertion.
  template <class Kernels>
  void connect_unreachable(Kernels kernels, BuildWorker& worker) {
    std::vector<char> reached(size(), 0);
    mark_reachable(topology_.entry, reached);
    for (NodeId node = 0; node < size(); ++node) {
      if (reached[node]) continue;
      auto distance = [&](NodeId other) { return node_distance(kernels, node, other); };
      std::uint64_t count = 0;
      NodeDistance start{distance(topology_.entry), topology_.entry};
      for (std::size_t level = topology_.max_level; level >= 1; --level)
        start = greedy(distance, start, level, count);
      search_level(distance, start, topology_.ef_construction, 0, worker.scratch, count);
      for (const NodeDistance& found : sorted_results(worker.scratch)) {
        NodeId* block = links_block(found.node, 0);
        if (found.node == node || block[0] >= capacity(0)) continue;
        block[1 + block[0]++] = node;
        mark_reachable(node, reached);
        break;
      }
    }
  }

  // Greedy descent on one upper level: move to a nearer neighbour while one exists.
  template <class Distance>
  NodeDistance greedy(Distance& distance, NodeDistance current, std::size_t level,
                      std::uint64_t& count) const {
    for (bool moved = true; moved;) {
      moved = false;
      for (NodeId next : neighbors(current.node, level)) {
        const NodeDistance candidate{distance(next), next};
        ++count;
        if (detail::nearer(candidate, current)) current = candidate, moved = true;
      }
    }
    return current;
  }

  // Best-first search of one level from `start` keeping the ef nearest
  // (Malkov & Yashunin, Algorithm 2) in scratch.results (a max-heap).
  template <class Distance>
  void search_level(Distance& distance, NodeDistance start, std::size_t ef, std::size_t level,
                    HnswSearchScratch& scratch, std::uint64_t& count) const {
    auto& frontier = scratch.frontier;
    auto& results = scratch.results;
    const auto farther = [](const NodeDistance& a, const NodeDistance& b) {
      return detail::nearer(b, a);
    };
    scratch.visited.clear();
    scratch.visited.insert(start.node);
    frontier.assign(1, start);
    results.assign(1, start);
    const std::size_t frontier_limit = HnswSearchScratch::frontier_capacity(ef);
    while (!frontier.empty()) {
      const NodeDistance current = frontier.front();
      if (results.size() == ef && detail::nearer(results.front(), current)) break;
      std::pop_heap(frontier.begin(), frontier.end(), farther);
      frontier.pop_back();
      // Unvisited neighbours first, so their rows are fetched while the
      // first distances are computed.
      NodeId fresh[2 * 256];
      std::size_t fresh_count = 0;
      for (NodeId next : neighbors(current.node, level))
        if (scratch.visited.insert(next)) fresh[fresh_count++] = next;
      for (std::size_t i = 0; i < fresh_count; ++i) __builtin_prefetch(vector(fresh[i]));
      for (std::size_t i = 0; i < fresh_count; ++i) {
        const NodeId next = fresh[i];
        const NodeDistance candidate{distance(next), next};
        ++count;
        if (results.size() == ef && !detail::nearer(candidate, results.front())) continue;
        if (frontier.size() == frontier_limit) drop_dead_frontier(scratch);
        frontier.push_back(candidate);
        std::push_heap(frontier.begin(), frontier.end(), farther);
        results.push_back(candidate);
        std::push_heap(results.begin(), results.end(), detail::nearer);
        if (results.size() > ef) {
          std::pop_heap(results.begin(), results.end(), detail::nearer);
          results.pop_back();
        }
      }
    }
  }

  // Frontier nodes farther than the ef-th result can never be expanded (the
  // search stops when one reaches the top); dropping them bounds the frontier
  // by ef, so it never outgrows its reserved capacity.
  static void drop_dead_frontier(HnswSearchScratch& scratch) {
    const NodeDistance worst = scratch.results.front();
    auto& frontier = scratch.frontier;
    frontier.erase(std::remove_if(frontier.begin(), frontier.end(),
                                  [&](const NodeDistance& n) { return detail::nearer(worst, n); }),
                   frontier.end());
    std::make_heap(
        frontier.begin(), frontier.end(),
        [](const NodeDistance& a, const NodeDistance& b) { return detail::nearer(b, a); });
  }

  // The neighbour-selection heuristic: walk the candidates nearest first and
  // keep one only if it is nearer to the base node than to every node kept
  // so far, up to `limit`. `candidates` is sorted nearest first.
  template <class Kernels>
  void select_neighbors(Kernels kernels, std::span<const NodeDistance> candidates,
                        std::size_t limit, std::vector<NodeId>& selected) const {
    selected.clear();
    for (const NodeDistance& candidate : candidates) {
      if (selected.size() >= limit) break;
      const bool diverse = std::none_of(selected.begin(), selected.end(), [&](NodeId kept) {
        return node_distance(kernels, candidate.node, kept) < candidate.distance;
      });
      if (diverse) selected.push_back(candidate.node);
    }
  }

  template <class Kernels>
  void build(Kernels kernels, std::size_t threads) {
    topology_.entry = 0;
    topology_.max_level = topology_.levels[0];
    std::vector<BuildWorker> workers(threads);
    for (BuildWorker& worker : workers) worker.scratch.reserve(size(), topology_.ef_construction);
    std::vector<LinkPlan> plans;
    for (std::size_t begin = 1; begin < size();) {
      // Chunks stay small next to the graph they are searched in.
      const std::size_t chunk = std::clamp<std::size_t>(begin / 8, 1, 256);
      const std::size_t end = std::min(size(), begin + chunk);
      plans.assign(end - begin, {});
      detail::parallel_for(end - begin, threads, [&](std::size_t worker, std::size_t i) {
        plans[i] = plan_links(kernels, static_cast<NodeId>(begin + i), static_cast<NodeId>(begin),
                              workers[worker]);
      });
      write_links(kernels, static_cast<NodeId>(begin), plans, workers, threads);
      for (std::size_t node = begin; node < end; ++node) {
        if (topology_.levels[node] > topology_.max_level) {
          topology_.max_level = topology_.levels[node];
          topology_.entry = static_cast<NodeId>(node);
        }
      }
      begin = end;
    }
    connect_unreachable(kernels, workers.front());
  }

  // The links `node` will have, searched in the graph as it was before its
  // chunk (which starts at `chunk_begin`); chunk-mates before it are
  // candidates too.
  template <class Kernels>
  LinkPlan plan_links(Kernels kernels, NodeId node, NodeId chunk_begin, BuildWorker& worker) const {
    auto distance = [&](NodeId other) { return node_distance(kernels, node, other); };
    const std::size_t node_level = topology_.levels[node];
    LinkPlan plan(node_level + 1);
    std::uint64_t count = 0;
    NodeDistance start{distance(topology_.entry), topology_.entry};
    for (std::size_t level = topology_.max_level; level > node_level; --level)
      start = greedy(distance, start, level, count);
    auto& candidates = worker.candidates;
    for (std::size_t level = node_level + 1; level-- > 0;) {
      candidates.clear();
      if (level <= topology_.max_level) {
        search_level(distance, start, topology_.ef_construction, level, worker.scratch, count);
        const auto found = sorted_results(worker.scratch);
        candidates.assign(found.begin(), found.end());
        start = found.front();
      }
      for (NodeId mate = chunk_begin; mate < node; ++mate)
        if (topology_.levels[mate] >= level) candidates.push_back({distance(mate), mate});
      std::sort(candidates.begin(), candidates.end(), detail::nearer);
      select_neighbors(kernels, candidates, topology_.M, worker.selected);
      plan[level] = worker.selected;
    }
    return plan;
  }

  // Writes a chunk's planned links, then adds each as a reverse link to its
  // target, re-pruning lists that overflow. Targets are independent, so they
  // are updated in parallel; each sees its new sources in chunk order.
  template <class Kernels>
  void write_links(Kernels kernels, NodeId chunk_begin, const std::vector<LinkPlan>& plans,
                   std::vector<BuildWorker>& workers, std::size_t threads) {
    std::vector<ReverseLink> reverse;
    for (std::size_t i = 0; i < plans.size(); ++i) {
      const auto node = static_cast<NodeId>(chunk_begin + i);
      for (std::size_t level = 0; level < plans[i].size(); ++level) {
        set_links(node, level, plans[i][level]);
        for (NodeId target : plans[i][level])
          reverse.push_back({target, static_cast<std::uint32_t>(level), node});
      }
    }
    std::sort(reverse.begin(), reverse.end(), [](const ReverseLink& a, const ReverseLink& b) {
      return std::tie(a.target, a.level, a.source) < std::tie(b.target, b.level, b.source);
    });
    std::vector<std::size_t> group_begin;
    for (std::size_t i = 0; i < reverse.size(); ++i)
      if (i == 0 || reverse[i].target != reverse[i - 1].target ||
          reverse[i].level != reverse[i - 1].level)
        group_begin.push_back(i);
    group_begin.push_back(reverse.size());
    detail::parallel_for(group_begin.size() - 1, threads, [&](std::size_t worker, std::size_t g) {
      const std::span<const ReverseLink> group(reverse.data() + group_begin[g],
                                               group_begin[g + 1] - group_begin[g]);
      add_reverse_links(kernels, group, workers[worker]);
    });
  }

  template <class Kernels>
  void add_reverse_links(Kernels kernels, std::span<const ReverseLink> group, BuildWorker& worker) {
    const NodeId target = group.front().target;
    const std::size_t level = group.front().level;
    NodeId* block = links_block(target, level);
    const std::size_t count = block[0];
    if (count + group.size() <= capacity(level)) {
      for (std::size_t i = 0; i < group.size(); ++i) block[1 + count + i] = group[i].source;
      block[0] = static_cast<NodeId>(count + group.size());
      return;
    }
    auto& candidates = worker.candidates;
    candidates.clear();
    for (std::size_t i = 0; i < count; ++i)
      candidates.push_back({node_distance(kernels, target, block[1 + i]), block[1 + i]});
    for (const ReverseLink& link : group)
      candidates.push_back({node_distance(kernels, target, link.source), link.source});
    std::sort(candidates.begin(), candidates.end(), detail::nearer);
    select_neighbors(kernels, candidates, capacity(level), worker.selected);
    set_links(target, level, worker.selected);
  }

  // A loaded topology must describe a graph over exactly these weights.
  void check_topology(std::size_t vocab) const {
    const auto& t = topology_;
    const std::size_t nodes = t.token_of_node.size();
    FASTDEC_REQUIRE(nodes == vocab, "HnswIndex: the graph has ", nodes,
                    " nodes but the vocabulary has ", vocab, " tokens.");
    FASTDEC_REQUIRE(t.M >= 2 && t.M <= 256, "HnswIndex: M = ", t.M, " is out of range.");
    FASTDEC_REQUIRE(t.levels.size() == nodes && t.upper_offset.size() == nodes &&
                        t.level0_links.size() == nodes * level0_stride(),
                    "HnswIndex: the level and link arrays do not match ", nodes, " nodes.");
    std::vector<char> seen(nodes, 0);
    for (TokenId token : t.token_of_node) {
      FASTDEC_REQUIRE(token >= 0 && static_cast<std::size_t>(token) < nodes &&
                          !seen[static_cast<std::size_t>(token)],
                      "HnswIndex: the node order is not a permutation of the vocabulary (token ",
                      token, ").");
      seen[static_cast<std::size_t>(token)] = 1;
    }
    std::uint64_t offset = 0;
    for (NodeId node = 0; node < nodes; ++node) {
      FASTDEC_REQUIRE(t.levels[node] < max_level_cap && t.levels[node] <= t.max_level &&
                          t.upper_offset[node] == offset,
                      "HnswIndex: node ", node, " has an inconsistent level or link offset.");
      offset += t.levels[node] * upper_stride();
    }
    FASTDEC_REQUIRE(t.upper_links.size() == offset, "HnswIndex: the upper links hold ",
                    t.upper_links.size(), " ids but the levels need ", offset, ".");
    FASTDEC_REQUIRE(t.entry < nodes && t.levels[t.entry] == t.max_level,
                    "HnswIndex: the entry point ", t.entry, " is not a node of the top level.");
    for (NodeId node = 0; node < nodes; ++node)
      for (std::size_t level = 0; level <= t.levels[node]; ++level) {
        const NodeId* block = links_block(node, level);
        FASTDEC_REQUIRE(block[0] <= capacity(level), "HnswIndex: node ", node, " has ", block[0],
                        " links on level ", level, ", more than ", capacity(level), ".");
        for (std::size_t i = 1; i <= block[0]; ++i)
          FASTDEC_REQUIRE(block[i] < nodes && t.levels[block[i]] >= level, "HnswIndex: node ", node,
                          " links to ", block[i], ", not a node of level ", level, ".");
      }
  }

  HnswTopology topology_;
  std::size_t dimension_ = 0;
  std::size_t padded_ = 0;
  float max_norm_ = 0;
  AlignedBuffer<float> vectors_;       // [nodes, padded]
  std::vector<float> bias_;            // [nodes]
  std::vector<float> extra_;           // [nodes]: sqrt(U^2 - |x|^2 - b^2)
  std::vector<float> query_offset_;    // [nodes]: (1 - b)^2 + extra^2
  std::vector<NodeId> node_of_token_;  // [vocab]: the inverse of token_of_node
};

}  // namespace fastdec
