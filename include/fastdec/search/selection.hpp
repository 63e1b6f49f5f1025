// fastdec/search/selection.hpp: the candidates a free row (one whose token is
// not forced) offers its sentence: its best allowed tokens, or with sampling
// (SearchOptions::sampling_topk > 1) tokens drawn from them.
//
// Sampling: each row draws from its sampling_topk most likely allowed tokens,
// with probabilities softmax(logprob / temperature) over them, cut to the
// smallest best-first prefix whose probability reaches sampling_topp. A
// sentence's first free step (after its prefix, if any) draws all its
// beam_size samples from its one row; every later row draws one, also when
// pruning or dead ends left a single row, so the samples stay independent.
// The draws come from the sentence's own stream (search/sampling.hpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "fastdec/core/types.hpp"
#include "fastdec/search/candidate.hpp"
#include "fastdec/search/options.hpp"
#include "fastdec/search/sampling.hpp"

namespace fastdec {

class RowSelection {
 public:
  explicit RowSelection(const SearchOptions& options)
      : samples_(options.samples()),
        topk_(options.sampling_topk),
        topp_(options.sampling_topp),
        temperature_(options.sampling_temperature) {}

  bool samples() const noexcept { return samples_; }
  // How many of a row's best tokens it needs, when a sentence keeps `wanted`.
  std::size_t keeps(std::size_t wanted) const noexcept { return samples_ ? topk_ : wanted; }

  void reserve() { pool_.reserve(topk_), weights_.reserve(topk_); }

  // Appends the candidates of a row of raw score `score`, scored best first,
  // to `out`: its `wanted` best allowed tokens, or `draws` samples from
  // `stream`. `parent`: the row's rank in its sentence.
  template <class Allowed>
  void select(std::span<const ScoredToken> scored, float score, std::uint32_t parent,
              std::size_t wanted, std::size_t draws, SampleStream& stream, Allowed allowed,
              std::vector<Candidate>& out) {
    if (samples_) return sample(scored, score, parent, draws, stream, allowed, out);
    std::size_t taken = 0;
    for (std::size_t j = 0; j < scored.size() && taken < wanted; ++j) {
      const ScoredToken& item = scored[j];
      if (item.token == no_token) break;
      if (!allowed(item.token)) continue;
      out.push_back(Candidate{score + item.logprob, item.logprob, parent, item.token});
      ++taken;
    }
  }

 private:
  template <class Allowed>
  void sample(std::span<const ScoredToken> scored, float score, std::uint32_t parent,
              std::size_t draws, SampleStream& stream, Allowed allowed,
              std::vector<Candidate>& out) {
    pool_.clear();
    for (std::size_t j = 0; j < scored.size() && pool_.size() < topk_; ++j) {
      const ScoredToken& item = scored[j];
      if (item.token == no_token) break;
      if (allowed(item.token)) pool_.push_back(item);
    }
    if (pool_.empty()) return;
    weights_.resize(pool_.size());
    const std::size_t nucleus = sampling_nucleus(pool_, temperature_, topp_, weights_);
    for (std::size_t d = 0; d < draws; ++d) {
      const ScoredToken& item =
          pool_[draw_from(std::span<const double>(weights_).first(nucleus), stream.next())];
      out.push_back(Candidate{score + item.logprob, item.logprob, parent, item.token});
    }
  }

  bool samples_;
  std::size_t topk_;
  float topp_, temperature_;
  std::vector<ScoredToken> pool_;  // one row's allowed sampling_topk best
  std::vector<double> weights_;    // their cumulative weights
};

}  // namespace fastdec
