// NgramIndex (n-gram blocking's hashes and jump pointers) against brute force
// on random hypothesis trees, for n from 1 to longer than the hypotheses.
#include <catch2/catch.hpp>

#include <algorithm>
#include <random>
#include <vector>

#include "fastdec/search/ngram_blocking.hpp"

// Each test file in its own namespace: the files of a folder are compiled
// as one translation unit (tests/CMakeLists.txt).
namespace fastdec_test_ngram_blocking {

using namespace fastdec;
using detail::NgramIndex;

namespace {

// The tokens t that would make path + t hold an n-gram twice, in the order
// the index reports them (last occurrence first).
std::vector<TokenId> blocked_by_reference(const std::vector<TokenId>& path, std::size_t n) {
  std::vector<TokenId> blocked;
  if (path.size() + 1 < n) return blocked;
  const std::size_t context = n - 1;
  for (std::size_t end = path.size(); end-- > 0;) {  // path[end] follows an earlier context
    if (end < context) break;
    if (std::equal(path.end() - static_cast<std::ptrdiff_t>(context), path.end(),
                   path.begin() + static_cast<std::ptrdiff_t>(end - context)))
      blocked.push_back(path[end]);
  }
  return blocked;
}

}  // namespace

TEST_CASE("NgramIndex blocks exactly the tokens brute force blocks, on random trees") {
  std::mt19937 rng(5);
  for (std::size_t n : {1u, 2u, 3u, 5u, 17u, 200u}) {
    for (TokenId vocab : {2, 3, 50}) {
      NgramIndex index;
      const std::size_t nodes = 3000;
      index.reset(n, nodes);
      std::vector<std::vector<TokenId>> paths;  // the tokens up to each node
      std::vector<std::uint32_t> parents;
      for (std::size_t i = 0; i < nodes; ++i) {
        // Mostly extend a recent node (long chains, as beams make), sometimes
        // start a new hypothesis or branch from an old one.
        std::uint32_t parent = NgramIndex::no_node;
        const unsigned choice = rng() % 10;
        if (i > 0 && choice < 8)
          parent = static_cast<std::uint32_t>(i - 1 - rng() % std::min<std::size_t>(i, 4));
        else if (i > 0 && choice == 8)
          parent = static_cast<std::uint32_t>(rng() % i);
        const TokenId token = static_cast<TokenId>(rng() % static_cast<unsigned>(vocab));
        std::vector<TokenId> path =
            parent == NgramIndex::no_node ? std::vector<TokenId>{} : paths[parent];
        path.push_back(token);
        index.add(parent, token);
        paths.push_back(std::move(path));
        parents.push_back(parent);
        std::vector<TokenId> blocked;
        index.blocked_after(static_cast<std::uint32_t>(i), blocked);
        INFO("n " << n << ", vocab " << vocab << ", node " << i << ", length "
                  << paths.back().size());
        REQUIRE(blocked == blocked_by_reference(paths.back(), n));
      }
    }
  }
}

TEST_CASE("NgramIndex: nothing is blocked before a first token, or before n - 1 tokens") {
  NgramIndex index;
  index.reset(3, 4);
  std::vector<TokenId> blocked;
  index.blocked_after(NgramIndex::no_node, blocked);
  CHECK(blocked.empty());
  index.add(NgramIndex::no_node, 7);
  index.blocked_after(0, blocked);
  CHECK(blocked.empty());
  index.add(0, 7);  // 7 7
  index.add(1, 7);  // 7 7 7: the 3-gram 7 7 7 is held, so 7 is blocked after it
  index.blocked_after(2, blocked);
  CHECK(blocked == std::vector<TokenId>{7});
}

}  // namespace fastdec_test_ngram_blocking
