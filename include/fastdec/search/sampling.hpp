// fastdec/search/sampling.hpp: the random draws of sampled decoding
// (SearchOptions::sampling_topk, sampling_topp, sampling_temperature).
//
// A sentence's draws come from its own counter-based stream (SplitMix64,
// Steele et al. 2014), seeded by the caller's seed and the sentence's source
// ids, and are taken in an order that only the sentence's own rows decide:
// the same seed and sentence give the same samples in any batch.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <span>

#include "fastdec/core/types.hpp"

namespace fastdec {

namespace detail {

// SplitMix64's finalizer: a bijection of 64-bit values that mixes every bit.
constexpr std::uint64_t mix_bits(std::uint64_t x) noexcept {
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

}  // namespace detail

// Uniform doubles in [0, 1) for one sentence.
class SampleStream {
 public:
  SampleStream() = default;
  SampleStream(std::uint64_t seed, Sentence source) noexcept : state_(detail::mix_bits(seed)) {
    for (const TokenId token : source)
      state_ = detail::mix_bits(state_ ^ static_cast<std::uint32_t>(token));
  }

  double next() noexcept {
    state_ += 0x9E3779B97F4A7C15ull;
    return static_cast<double>(detail::mix_bits(state_) >> 11) * 0x1.0p-53;
  }

 private:
  std::uint64_t state_ = 0;
};

// For candidates best first, writes the cumulative weights of
// softmax(logprob / temperature) (unnormalized) into `cumulative` and
// returns the nucleus: the smallest count of leading candidates whose
// probability, over these candidates, reaches top_p (at least 1).
inline std::size_t sampling_nucleus(std::span<const ScoredToken> best_first, float temperature,
                                    float top_p, std::span<double> cumulative) {
  const double best = best_first[0].logprob;
  double total = 0.0;
  for (std::size_t i = 0; i < best_first.size(); ++i) {
    total += std::exp((static_cast<double>(best_first[i].logprob) - best) / temperature);
    cumulative[i] = total;
  }
  const double mass = static_cast<double>(top_p) * total;
  std::size_t nucleus = 1;
  while (nucleus < best_first.size() && cumulative[nucleus - 1] < mass) ++nucleus;
  return nucleus;
}

// The index a uniform draw u in [0, 1) picks from cumulative weights.
inline std::size_t draw_from(std::span<const double> cumulative, double u) noexcept {
  const double target = u * cumulative.back();
  std::size_t i = 0;
  while (i + 1 < cumulative.size() && cumulative[i] <= target) ++i;
  return i;
}

}  // namespace fastdec
