// tests/support/pruning_reference.hpp: Freitag & Al-Onaizan's pruning rules
// read literally, and a plain beam search built on them, as references for
// Prune and BeamSearch.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

#include "fastdec/core/matrix_view.hpp"
#include "fastdec/output/concept.hpp"
#include "fastdec/search/candidate.hpp"
#include "fastdec/search/options.hpp"
#include "fastdec/search/pruning.hpp"
#include "support/prefix_model.hpp"

namespace fastdec::testing {

// Maxima over the whole list; a candidate is kept when it is the first or no
// set rule fires; mc counts candidates kept so far. Returns the kept ones.
inline std::vector<Candidate> prune_by_definition(const std::vector<Candidate>& list,
                                                  const PruningOptions& options) {
  float best = -std::numeric_limits<float>::infinity(), best_word = best;
  for (const Candidate& c : list)
    best = std::max(best, c.score), best_word = std::max(best_word, c.token_logprob);
  std::vector<Candidate> kept;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const Candidate& c = list[i];
    const auto siblings = static_cast<std::size_t>(std::count_if(
        kept.begin(), kept.end(), [&](const Candidate& k) { return k.parent == c.parent; }));
    const bool dropped =
        (options.relative_threshold && c.score <= std::log(*options.relative_threshold) + best) ||
        (options.absolute_threshold && c.score <= best - *options.absolute_threshold) ||
        (options.relative_local_threshold &&
         c.token_logprob <= std::log(*options.relative_local_threshold) + best_word) ||
        (options.max_candidates_per_node && siblings >= *options.max_candidates_per_node);
    if (i == 0 || !dropped) kept.push_back(c);
  }
  return kept;
}

struct ReferenceResult {
  std::vector<TokenId> best;
  float score = 0.0f;
  float normalized = 0.0f;
  std::vector<std::size_t> fan_out;  // live hypotheses expanded at each step
};

// The paper's beam search (section 2) with pruning on top (section 3), one
// hypothesis at a time: cut to the beam, prune, EOS finishes and shrinks the
// beam, the length limit finishes the rest. Same float sums as BeamSearch.
template <class Layer>
ReferenceResult reference_search(const PrefixModel& model, const Layer& layer, Sentence source,
                                 const SearchOptions& options, const PruningOptions& pruning) {
  struct Live {
    std::vector<TokenId> tokens;
    float score;
  };
  struct Finished {
    std::vector<TokenId> tokens;
    float score, normalized;
  };
  std::size_t beam = options.beam_size;
  const std::size_t max_length = max_target_length(options, source.size());
  const std::size_t hidden = model.hidden_size();
  auto workspace = layer.make_workspace();
  std::vector<float> h(hidden);
  std::vector<Live> live{{{}, 0.0f}};
  std::vector<Finished> finished;
  ReferenceResult result;
  for (std::size_t step = 1; !live.empty(); ++step) {
    result.fan_out.push_back(live.size());
    const std::size_t k = std::min(beam, layer.vocab_size());
    std::vector<ScoredToken> top(k);
    std::vector<Candidate> list;
    for (std::size_t rank = 0; rank < live.size(); ++rank) {
      std::vector<TokenId> prefix{options.bos_token};
      prefix.insert(prefix.end(), live[rank].tokens.begin(), live[rank].tokens.end());
      model.context_of(PrefixModel::hash_of(source, prefix), h.data());
      layer.topk(workspace, ConstMatrixView(h.data(), 1, hidden), k, TopKView(top.data(), 1, k));
      for (const ScoredToken& t : top)
        list.push_back(Candidate{live[rank].score + t.logprob, t.logprob,
                                 static_cast<std::uint32_t>(rank), t.token});
    }
    std::sort(list.begin(), list.end(), selected_before);
    list.resize(std::min(beam, list.size()));
    std::vector<Live> next;
    for (const Candidate& c : prune_by_definition(list, pruning)) {
      std::vector<TokenId> tokens = live[c.parent].tokens;
      tokens.push_back(c.token);
      if (c.token == options.eos_token) {
        finished.push_back({tokens, c.score, normalized_score(options, c.score, tokens.size())});
        --beam;
      } else {
        next.push_back({tokens, c.score});
      }
    }
    if (step >= max_length) {
      for (const Live& l : next)
        finished.push_back(
            {l.tokens, l.score, normalized_score(options, l.score, l.tokens.size())});
      next.clear();
    }
    if (beam == 0) next.clear();
    live = std::move(next);
  }
  // Highest normalized score, then raw score, then the earliest finished.
  const auto best =
      std::min_element(finished.begin(), finished.end(), [](const Finished& a, const Finished& b) {
        return a.normalized != b.normalized ? a.normalized > b.normalized : a.score > b.score;
      });
  result.best = best->tokens;
  result.score = best->score;
  result.normalized = best->normalized;
  return result;
}

}  // namespace fastdec::testing
