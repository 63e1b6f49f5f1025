// fastdec/search/live_rows.hpp: the live hypotheses of one step, one entry
// per row of the model's and the output layer's matrices. Rows are grouped by
// sentence, in batch order.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "fastdec/core/types.hpp"

namespace fastdec {

struct LiveRows {
  std::vector<TokenId> previous;        // token the row's hypothesis ends with
  std::vector<std::uint32_t> parents;   // row of the previous step it continues
  std::vector<std::uint32_t> sentence;  // index in the batch
  std::vector<float> score;             // log-probability of the hypothesis
  std::vector<std::uint32_t> node;      // its last node in the search's history

  static constexpr std::size_t bytes_per_row =
      sizeof(TokenId) + sizeof(float) + 3 * sizeof(std::uint32_t);

  bool empty() const noexcept { return previous.empty(); }
  std::size_t size() const noexcept { return previous.size(); }
  void reserve(std::size_t n) {
    previous.reserve(n), parents.reserve(n), sentence.reserve(n), score.reserve(n), node.reserve(n);
  }
  void truncate(std::size_t n) {
    previous.resize(n), parents.resize(n), sentence.resize(n), score.resize(n), node.resize(n);
  }
  void push(TokenId token, std::uint32_t parent, std::uint32_t sentence_index, float total,
            std::uint32_t history_node) {
    previous.push_back(token), parents.push_back(parent), sentence.push_back(sentence_index);
    score.push_back(total), node.push_back(history_node);
  }
};

}  // namespace fastdec
