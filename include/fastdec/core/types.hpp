// fastdec/core/types.hpp: vocabulary ids, scored tokens and source sentences.
//
// Id spaces: a TokenId is always a position in the model's full target (or
// source) vocabulary. Output layers that search a smaller candidate set keep
// their own position type and map back to TokenId in exactly one place.
#pragma once

#include <cstdint>
#include <span>

namespace fastdec {

using TokenId = std::int32_t;

// A token and its log-probability, normalized over the vocabulary the output
// layer searched. `token == no_token` marks an unused slot (a candidate set
// smaller than the k asked for).
struct ScoredToken {
  TokenId token;
  float logprob;
};

inline constexpr TokenId no_token = -1;

// Ordering used everywhere: higher log-probability first, ties by lower id.
// It makes every output layer and every instruction set return the same ids.
constexpr bool ranks_before(const ScoredToken& a, const ScoredToken& b) noexcept {
  return a.logprob > b.logprob || (a.logprob == b.logprob && a.token < b.token);
}

// One source sentence as token ids in the model's source vocabulary.
using Sentence = std::span<const TokenId>;

}  // namespace fastdec
