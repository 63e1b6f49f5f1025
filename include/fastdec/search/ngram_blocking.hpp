// fastdec/search/ngram_blocking.hpp (internal, used by BeamSearch): n-gram blocking
// (SearchOptions::no_repeat_ngram_size): which tokens would make a hypothesis
// hold one of its n-grams twice.
//
// Internal to BeamSearch, which keeps one NgramIndex beside its history: node
// i here is the search's history node i (a token, and the node before it), so
// hypotheses share their prefixes here too.
//
// Each node keeps the hash of the n - 1 tokens before it (its context). The
// hashes are polynomial modulo the prime 2^61 - 1, so the context of a new
// node comes from two prefix hashes (its parent's and the one n - 1 tokens
// further up) instead of a walk over n - 1 tokens; the node that far up is
// found through skew-binary jump pointers (Myers 1983) in O(log n) steps. A
// node costs O(log n) whatever n is, where hashing its context token by token
// cost O(n): quadratic in n over a hypothesis (found from outside; beam 4,
// n = L = 16384 went from 4.2 s to 0.08 s, docs/beam-search.md).
// The tokens blocked after a hypothesis are those that follow an earlier
// occurrence of its last n - 1 tokens: one pass of hash compares along it
// (16 bytes read per token), each hit confirmed token by token, so a hash
// collision never blocks a token. That pass is still O(length) per row and
// step (beam 4, n = 3, L = 16384: 1.1 s, as before).
#pragma once

#include <cassert>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <vector>

#include "fastdec/core/types.hpp"

namespace fastdec::detail {

__extension__ typedef unsigned __int128 NgramHashProduct;  // GCC and Clang both have it

class NgramIndex {
 public:
  static constexpr std::uint32_t no_node = std::numeric_limits<std::uint32_t>::max();
  static constexpr std::size_t bytes_per_node = 32;  // what reset() reserves per node

  // Forgets every node and makes room for `capacity` of them (the step loop
  // then allocates nothing). n >= 1 is the n-gram size.
  void reset(std::size_t n, std::size_t capacity) {
    context_size_ = n - 1;
    base_power_ = 1;
    for (std::size_t i = 0; i < context_size_; ++i) base_power_ = times(base_power_, base);
    links_.reserve(capacity), hashes_.reserve(capacity);
    links_.clear(), hashes_.clear();
  }

  // Adds the node after `parent` (no_node: the first token of a hypothesis);
  // its index is the number of nodes added before it.
  void add(std::uint32_t parent, TokenId token) {
    links_.push_back(Link{context_of(parent), parent, token});
    hashes_.push_back(Hashes{plus(times(prefix(parent), base), token_value(token)),
                             depth(parent) + 1, jump_for_child_of(parent)});
  }

  // Appends to `out` every token that would complete, after the hypothesis
  // ending at `last`, an n-gram the hypothesis already holds.
  void blocked_after(std::uint32_t last, std::vector<TokenId>& out) const {
    const std::uint64_t context = context_of(last);
    if (context == no_context) return;
    for (std::uint32_t node = last; node != no_node; node = links_[node].parent)
      if (links_[node].context == context && same_tokens(links_[node].parent, last))
        out.push_back(links_[node].token);
  }

 private:
  // What the pass along a hypothesis reads, apart from what only adding a
  // node needs, so that the pass streams 16 bytes per token.
  struct Link {
    std::uint64_t context;  // hash of the n - 1 tokens before this one, or no_context
    std::uint32_t parent;
    TokenId token;
  };
  struct Hashes {
    std::uint64_t prefix;  // hash of the tokens up to and including this one
    std::uint32_t depth;   // tokens up to and including this one
    std::uint32_t jump;    // an ancestor (skew-binary spacing), no_node: none
  };
  static_assert(sizeof(Link) + sizeof(Hashes) == bytes_per_node);

  static constexpr std::uint64_t modulus = (std::uint64_t{1} << 61) - 1;
  static constexpr std::uint64_t base = 0x1F0C9A35D2B7E46Dull % modulus;
  static constexpr std::uint64_t no_context = 0;  // hashes are stored plus 1

  static std::uint64_t times(std::uint64_t a, std::uint64_t b) noexcept {
    const NgramHashProduct product = static_cast<NgramHashProduct>(a) * b;
    const std::uint64_t folded =
        static_cast<std::uint64_t>(product & modulus) + static_cast<std::uint64_t>(product >> 61);
    return folded >= modulus ? folded - modulus : folded;
  }
  static std::uint64_t plus(std::uint64_t a, std::uint64_t b) noexcept {
    const std::uint64_t sum = a + b;
    return sum >= modulus ? sum - modulus : sum;
  }
  static std::uint64_t token_value(TokenId token) noexcept {
    return static_cast<std::uint64_t>(static_cast<std::uint32_t>(token)) + 1;
  }

  std::uint32_t depth(std::uint32_t node) const noexcept {
    return node == no_node ? 0 : hashes_[node].depth;
  }
  std::uint64_t prefix(std::uint32_t node) const noexcept {
    return node == no_node ? 0 : hashes_[node].prefix;
  }

  // Myers' rule: jump twice as far as the parent's jump when its two jumps
  // span equal distances, else jump to the parent. Any ancestor is then
  // reached in O(log depth) jumps and parent steps.
  std::uint32_t jump_for_child_of(std::uint32_t parent) const noexcept {
    if (parent == no_node) return no_node;
    const std::uint32_t once = hashes_[parent].jump;
    const std::uint32_t twice = once == no_node ? no_node : hashes_[once].jump;
    if (once != no_node && depth(parent) - depth(once) == depth(once) - depth(twice)) return twice;
    return parent;
  }

  // The ancestor of `node` (or the node) holding `target` tokens, target >= 1.
  std::uint32_t ancestor_at(std::uint32_t node, std::uint32_t target) const noexcept {
    while (hashes_[node].depth > target) {
      const std::uint32_t jump = hashes_[node].jump;
      node = jump != no_node && hashes_[jump].depth >= target ? jump : links_[node].parent;
    }
    return node;
  }

  // The hash (plus 1) of the n - 1 tokens ending at `node`, or no_context
  // when there are fewer.
  std::uint64_t context_of(std::uint32_t node) const noexcept {
    const std::uint32_t tokens = depth(node);
    if (tokens < context_size_) return no_context;
    if (context_size_ == 0) return 1;
    const std::uint32_t before = tokens - static_cast<std::uint32_t>(context_size_);
    const std::uint64_t earlier = before == 0 ? 0 : prefix(ancestor_at(node, before));
    return plus(prefix(node), modulus - times(earlier, base_power_)) + 1;
  }

  // Whether the n - 1 tokens ending at `a` and at `b` are the same.
  bool same_tokens(std::uint32_t a, std::uint32_t b) const noexcept {
    for (std::size_t i = 0; i < context_size_; ++i) {
      assert(a != no_node && b != no_node);
      if (links_[a].token != links_[b].token) return false;
      a = links_[a].parent, b = links_[b].parent;
    }
    return true;
  }

  std::size_t context_size_ = 0;  // n - 1
  std::uint64_t base_power_ = 1;  // base^(n - 1)
  std::vector<Link> links_;
  std::vector<Hashes> hashes_;
};

}  // namespace fastdec::detail
