// testing/vocab_data.hpp: the "vocabV" synthetic output layer that the
// ANN anchor figures were measured on, shared by the ANN tests and benchmarks.
//
// 200 unit cluster centres with log-normal weights exp(0.7 N); a row is a
// centre plus N(0, 1/D) noise per dimension, normalized, then scaled to norm
// 4 exp(0.4 N); rows are sorted by norm, largest first (id 0 is the "most
// frequent word"); b ~ N(0, 1). Queries are drawn from the same mixture with
// norm 4 exp(0.2 N). `shuffled` permutes the rows randomly instead (the
// anchors' vocab-shuffled set). Rows are generated in parallel blocks with
// their own seeds, so the data depends only on the seed.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numeric>
#include <random>
#include <utility>
#include <vector>

#include "fastdec/core/types.hpp"
#include "fastdec/output/ann/parallel_for.hpp"
#include "fastdec/output/output_weights.hpp"

namespace fastdec::testing {

struct VocabData {
  std::size_t vocab = 0, hidden = 0, queries = 0;
  std::vector<float> weights;  // [vocab, hidden]
  std::vector<float> bias;     // [vocab]
  std::vector<float> h;        // [queries, hidden]

  OutputWeights output_weights() const { return OutputWeights(weights, bias, vocab, hidden); }
};

struct VocabDataOptions {
  std::size_t vocab = 10000;
  std::size_t hidden = 256;
  std::size_t queries = 200;
  std::size_t clusters = 200;
  bool shuffled = false;
  std::uint64_t seed = 1;
};

namespace detail_vocab {

struct Mixture {
  std::vector<float> centres;  // [clusters, hidden]
  std::discrete_distribution<std::size_t> pick;
};

inline Mixture make_mixture(const VocabDataOptions& o) {
  std::mt19937_64 rng(o.seed);
  std::normal_distribution<float> normal(0.0f, 1.0f);
  Mixture m;
  m.centres.resize(o.clusters * o.hidden);
  std::vector<double> weights(o.clusters);
  for (std::size_t c = 0; c < o.clusters; ++c) {
    float* centre = &m.centres[c * o.hidden];
    double norm = 0;
    for (std::size_t d = 0; d < o.hidden; ++d)
      centre[d] = normal(rng), norm += centre[d] * centre[d];
    for (std::size_t d = 0; d < o.hidden; ++d)
      centre[d] = static_cast<float>(centre[d] / std::sqrt(norm));
    weights[c] = std::exp(0.7 * normal(rng));
  }
  m.pick = std::discrete_distribution<std::size_t>(weights.begin(), weights.end());
  return m;
}

// Fills `count` rows of `out` from the mixture with norms scale * exp(spread N).
inline void draw_rows(const VocabDataOptions& o, const Mixture& mixture, float* out,
                      std::size_t count, float spread, std::uint64_t stream) {
  constexpr std::size_t block = 1024;
  const std::size_t blocks = (count + block - 1) / block;
  fastdec::detail::parallel_for(
      blocks, fastdec::detail::resolve_threads(0), [&](std::size_t, std::size_t b) {
        std::mt19937_64 rng(o.seed * 1000003u + stream * 7919u + b);
        std::normal_distribution<float> normal(0.0f, 1.0f);
        auto pick = mixture.pick;
        const float noise = 1.0f / std::sqrt(static_cast<float>(o.hidden));
        for (std::size_t i = b * block; i < std::min(count, (b + 1) * block); ++i) {
          const float* centre = &mixture.centres[pick(rng) * o.hidden];
          float* row = out + i * o.hidden;
          double norm = 0;
          for (std::size_t d = 0; d < o.hidden; ++d) {
            row[d] = centre[d] + noise * normal(rng);
            norm += static_cast<double>(row[d]) * row[d];
          }
          const double scale = 4.0 * std::exp(spread * normal(rng)) / std::sqrt(norm);
          for (std::size_t d = 0; d < o.hidden; ++d) row[d] = static_cast<float>(row[d] * scale);
        }
      });
}

}  // namespace detail_vocab

inline VocabData make_vocab_data(const VocabDataOptions& o) {
  const detail_vocab::Mixture mixture = detail_vocab::make_mixture(o);
  VocabData data{o.vocab, o.hidden, o.queries, {}, {}, {}};
  std::vector<float> rows(o.vocab * o.hidden);
  detail_vocab::draw_rows(o, mixture, rows.data(), o.vocab, 0.4f, 1);
  data.h.resize(o.queries * o.hidden);
  detail_vocab::draw_rows(o, mixture, data.h.data(), o.queries, 0.2f, 2);

  std::vector<double> norm(o.vocab);
  for (std::size_t i = 0; i < o.vocab; ++i)
    for (std::size_t d = 0; d < o.hidden; ++d)
      norm[i] += static_cast<double>(rows[i * o.hidden + d]) * rows[i * o.hidden + d];
  std::vector<std::size_t> order(o.vocab);
  std::iota(order.begin(), order.end(), std::size_t{0});
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return norm[a] > norm[b]; });
  if (o.shuffled) std::shuffle(order.begin(), order.end(), std::mt19937_64(o.seed + 100));
  data.weights.resize(rows.size());
  for (std::size_t i = 0; i < o.vocab; ++i)
    std::copy_n(&rows[order[i] * o.hidden], o.hidden, &data.weights[i * o.hidden]);

  std::mt19937_64 rng(o.seed + 7);
  std::normal_distribution<float> normal(0.0f, 1.0f);
  data.bias.resize(o.vocab);
  for (float& b : data.bias) b = normal(rng);
  return data;
}

// The exact k best of W h + b for one query, in double precision, ties by
// lower id (the reference P@K is measured against).
inline std::vector<ScoredToken> exact_topk(const VocabData& data, const float* h, std::size_t k) {
  std::vector<std::pair<double, TokenId>> scored(data.vocab);
  for (std::size_t t = 0; t < data.vocab; ++t) {
    double logit = data.bias[t];
    for (std::size_t d = 0; d < data.hidden; ++d)
      logit += static_cast<double>(h[d]) * data.weights[t * data.hidden + d];
    scored[t] = {-logit, static_cast<TokenId>(t)};
  }
  std::partial_sort(scored.begin(), scored.begin() + static_cast<std::ptrdiff_t>(k), scored.end());
  std::vector<ScoredToken> best(k);
  for (std::size_t i = 0; i < k; ++i)
    best[i] = {scored[i].second, static_cast<float>(-scored[i].first)};
  return best;
}

}  // namespace fastdec::testing
