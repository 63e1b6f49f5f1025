// tests/support/prefix_model.hpp: a deterministic test model whose next-token
// distribution is a fixed function of the source and the prefix.
//
// Each row carries a 64-bit hash of (source, prefix); its context vector h is
// a fixed pseudo-random function of that hash, and the output layer (any
// OutputLayer over random weights) turns h into a distribution. So the model
// has the one property search tests need, "same prefix, same distribution",
// while rows of different sentences and prefixes differ. step() allocates
// nothing: encode sizes every buffer for max_rows.
#pragma once

#include <cmath>
#include <cstdint>
#include <random>
#include <span>
#include <vector>

#include "fastdec/core/error.hpp"
#include "fastdec/core/matrix_view.hpp"
#include "fastdec/core/types.hpp"
#include "fastdec/output/output_weights.hpp"
#include "fastdec/search/decoder_model.hpp"

namespace fastdec::testing {

inline std::uint64_t mix_hash(std::uint64_t h, std::uint64_t value) {
  h ^= value + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2);
  h ^= h >> 31;
  h *= 0xBF58476D1CE4E5B9ull;
  h ^= h >> 29;
  return h;
}

class PrefixModel {
 public:
  struct State {
    std::vector<std::uint64_t> hashes;  // one per current row
    std::vector<std::uint64_t> next_hashes;
    std::vector<float> context;  // [rows, hidden]
    std::size_t rows = 0;
    std::size_t steps = 0;
  };

  explicit PrefixModel(std::size_t hidden, float scale = 1.0f) : hidden_(hidden), scale_(scale) {}

  std::size_t hidden_size() const noexcept { return hidden_; }
  State make_state() const { return {}; }

  void encode(State& state, std::span<const Sentence> sources, std::size_t max_rows) const {
    state.hashes.resize(std::max(max_rows, sources.size()));
    state.next_hashes.resize(state.hashes.size());
    state.context.resize(state.hashes.size() * hidden_);
    for (std::size_t s = 0; s < sources.size(); ++s) {
      FASTDEC_REQUIRE(!sources[s].empty(), "PrefixModel: source ", s, " is empty.");
      std::uint64_t h = 0x1234;
      for (TokenId t : sources[s]) h = mix_hash(h, static_cast<std::uint64_t>(t));
      state.hashes[s] = h;
    }
    state.rows = sources.size();
    state.steps = 0;
  }

  ConstMatrixView step(State& state, std::span<const TokenId> previous,
                       std::span<const std::uint32_t> parents) const {
    FASTDEC_REQUIRE(previous.size() == parents.size() && previous.size() <= state.hashes.size(),
                    "PrefixModel::step: bad row count.");
    for (std::size_t i = 0; i < previous.size(); ++i) {
      FASTDEC_REQUIRE(parents[i] < state.rows, "PrefixModel::step: parent out of range.");
      state.next_hashes[i] =
          mix_hash(state.hashes[parents[i]], static_cast<std::uint64_t>(previous[i]));
    }
    std::swap(state.hashes, state.next_hashes);
    state.rows = previous.size();
    ++state.steps;
    for (std::size_t i = 0; i < state.rows; ++i)
      context_of(state.hashes[i], &state.context[i * hidden_]);
    return {state.context.data(), state.rows, hidden_};
  }

  // h for a given prefix hash: values in [-scale, scale].
  void context_of(std::uint64_t hash, float* out) const {
    std::uint64_t h = hash;
    for (std::size_t j = 0; j < hidden_; ++j) {
      h = mix_hash(h, j);
      out[j] =
          scale_ * (static_cast<float>(h >> 40) / static_cast<float>(1ull << 24) * 2.0f - 1.0f);
    }
  }

  // The hash a row has after the source and then `prefix` (BOS first).
  static std::uint64_t hash_of(Sentence source, std::span<const TokenId> prefix) {
    std::uint64_t h = 0x1234;
    for (TokenId t : source) h = mix_hash(h, static_cast<std::uint64_t>(t));
    for (TokenId t : prefix) h = mix_hash(h, static_cast<std::uint64_t>(t));
    return h;
  }

 private:
  std::size_t hidden_;
  float scale_;
};

static_assert(DecoderModel<PrefixModel>);

// Random output weights: W ~ N(0, stddev^2), b ~ N(0, 1).
inline OutputWeights random_output_weights(std::size_t vocab, std::size_t hidden, unsigned seed,
                                           float stddev = 1.0f) {
  std::mt19937 rng(seed);
  std::normal_distribution<float> normal(0.0f, 1.0f);
  std::vector<float> w(vocab * hidden), b(vocab);
  for (float& x : w) x = stddev * normal(rng);
  for (float& x : b) x = normal(rng);
  return OutputWeights(std::move(w), std::move(b), vocab, hidden);
}

}  // namespace fastdec::testing
