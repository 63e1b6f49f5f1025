// fastdec/search/streaming.hpp: each sentence's best translation handed out
// token by token, as soon as a token is certain to be in it (BeamSearch::
// stream_to).
//
// A token is certain once every hypothesis that can still become the best
// holds it: the live ones, and the best finished one. A live hypothesis of
// score S can end no better than normalized_score(S, length limit)
// (log-probabilities are at most 0, and every normalization divides by a
// factor that grows with the length), so one whose bound is below the best
// finished hypothesis' score can no longer win and stops holding tokens back.
// Early stopping and pruning only remove hypotheses, so they never make a
// streamed token wrong.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>
#include <utility>
#include <vector>

#include "fastdec/core/types.hpp"
#include "fastdec/search/history.hpp"
#include "fastdec/search/options.hpp"

namespace fastdec {

// What a stream callback receives: tokens [first_position, first_position +
// tokens.size()) of a sentence's final best translation (EOS last when it
// ends with one), known for certain after `step` steps. The token at position
// p is generated at step p + 1, so step - p - 1 is how long it was held back.
struct StreamedTokens {
  std::size_t sentence;
  std::size_t step;
  std::size_t first_position;
  std::span<const TokenId> tokens;  // valid during the call only
};

class TokenStream {
 public:
  // The best finished hypothesis so far (node no_node: none).
  struct Best {
    std::uint32_t node = no_node;
    float normalized = 0.0f;
  };

  void set(std::function<void(const StreamedTokens&)> callback) { callback_ = std::move(callback); }
  bool on() const noexcept { return static_cast<bool>(callback_); }

  void begin_batch(std::size_t sentences, std::size_t longest) {
    if (!on()) return;
    tokens_.reserve(longest);
    streamed_.assign(sentences, 0);
  }

  // After sentence s advanced at `step`: hands out the common prefix of
  // `best` and of the live hypotheses (last nodes and raw scores) that can
  // still beat it, past what was handed out.
  void advance(std::size_t s, std::size_t step, std::size_t max_length, Best best,
               std::span<const std::uint32_t> live_nodes, std::span<const float> live_scores,
               const HypothesisHistory& history, const SearchOptions& options) {
    std::size_t& streamed = streamed_[s];
    std::uint32_t common = no_node;
    bool any = false;
    const auto include = [&](std::uint32_t node) {
      common = any ? history.common_ancestor(common, node, streamed) : node;
      any = true;
    };
    if (best.node != no_node) include(best.node);
    for (std::size_t r = 0; r < live_nodes.size(); ++r)
      if (best.node == no_node || can_still_win(live_scores[r], max_length, best, options))
        include(live_nodes[r]);
    const std::size_t certain = history.length(common);
    if (!any || certain <= streamed) return;
    tokens_.resize(certain - streamed);
    std::uint32_t node = common;
    for (std::size_t p = certain; p > streamed; --p, node = history[node].parent)
      tokens_[p - 1 - streamed] = history[node].token;
    callback_(StreamedTokens{s, step, streamed, tokens_});
    streamed = certain;
  }

 private:
  // Whether a live hypothesis of raw score `score` can still end above the
  // best finished one: its normalized score at the length limit bounds every
  // descendant's. The gnmt bound is computed in double and widened by 1e-5,
  // as std::pow need not be monotonic to the last bit.
  static bool can_still_win(float score, std::size_t max_length, Best best,
                            const SearchOptions& options) {
    if (options.normalization != LengthNormalization::gnmt)
      return normalized_score(options, score, max_length) >= best.normalized;
    const double penalty =
        std::pow((5.0 + static_cast<double>(max_length)) / 6.0, options.gnmt_alpha);
    return static_cast<double>(score) / penalty * (1.0 - 1e-5) >= best.normalized;
  }

  std::function<void(const StreamedTokens&)> callback_;
  std::vector<TokenId> tokens_;        // one callback's tokens
  std::vector<std::size_t> streamed_;  // [sentences] tokens handed out
};

}  // namespace fastdec
