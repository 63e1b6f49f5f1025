// fastdec/search/history.hpp: every hypothesis token of a batch, as a tree.
//
// Hypotheses share their prefixes: a node is one token, its log-probability
// and the node before it, so extending a hypothesis adds one node and never
// copies its past. Controls read hypotheses through it (the tokens of a row,
// walking back from its last node); the search spells the n best out of it.
// With an AligningModel each node also keeps the source position its token
// attended to most.
#pragma once

#include <cassert>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <vector>

#include "fastdec/core/types.hpp"

namespace fastdec {

inline constexpr std::uint32_t no_node = std::numeric_limits<std::uint32_t>::max();

class HypothesisHistory {
 public:
  struct Node {
    TokenId token;
    float logprob;
    std::uint32_t parent;  // no_node at the first token
    std::uint32_t length;  // tokens up to and including this one
  };

  // Node indices are 32-bit and below no_node.
  static constexpr std::size_t max_nodes = no_node;

  static constexpr std::size_t bytes_per_node(bool aligns) noexcept {
    return sizeof(Node) + (aligns ? sizeof(std::uint32_t) : 0);
  }

  void reserve(std::size_t nodes, bool aligns) {
    nodes_.reserve(nodes), nodes_.clear();
    if (aligns) alignment_.reserve(nodes);
    alignment_.clear();
  }

  std::uint32_t add(TokenId token, float logprob, std::uint32_t parent) {
    const std::uint32_t length = parent == no_node ? 1 : nodes_[parent].length + 1;
    assert(nodes_.size() < nodes_.capacity());  // reserved when the batch began
    nodes_.push_back(Node{token, logprob, parent, length});
    return static_cast<std::uint32_t>(nodes_.size() - 1);
  }
  void add_alignment(std::uint32_t source_position) { alignment_.push_back(source_position); }

  const Node& operator[](std::uint32_t node) const noexcept { return nodes_[node]; }
  // Tokens up to and including `node`; 0 for no_node (no token yet).
  std::size_t length(std::uint32_t node) const noexcept {
    return node == no_node ? 0 : nodes_[node].length;
  }
  std::uint32_t alignment(std::uint32_t node) const noexcept { return alignment_[node]; }

  // The deepest node on both chains (no_node: none); the first `known`
  // tokens are already known to be shared, so the walk stops there.
  std::uint32_t common_ancestor(std::uint32_t a, std::uint32_t b, std::size_t known) const {
    while (length(a) > length(b)) a = nodes_[a].parent;
    while (length(b) > length(a)) b = nodes_[b].parent;
    while (a != b && length(a) > known) a = nodes_[a].parent, b = nodes_[b].parent;
    return a;
  }

 private:
  std::vector<Node> nodes_;
  std::vector<std::uint32_t> alignment_;  // [nodes] with an AligningModel
};

}  // namespace fastdec
