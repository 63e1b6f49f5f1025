// fastdec/output/frequency_shortlist.hpp: the C most frequent target words
// as a fixed run-time vocabulary (Shi & Knight 2017, section 2.1: "TF-C").
//
// The shortlist is the C most frequent words: ids [0, C) of a
// frequency-ordered vocabulary (the usual order of NMT vocabulary files), or
// the C largest of a count list (ties to the lower id), plus
// FrequencyShortlistOptions::always_include (EOS, UNK: a word the search must
// be able to emit whatever its frequency). Their rows of W and b are gathered
// and prepared once, at construction, so a step costs O(d B C) and there is
// no per-sentence work at all.
//
// Output: topk returns full-vocabulary ids. Log-probabilities are normalized
// over the shortlist, not the full vocabulary (the model's distribution
// restricted to the shortlist and renormalized). If k exceeds the shortlist
// size, the extra slots hold {no_token, -inf}; k larger than the full
// vocabulary is an error, as for every output layer.
//
// Shapes: W [vocab, hidden], b [vocab], h [rows, hidden], out [rows, k].
// Thread safety: a FrequencyShortlist is immutable; each thread uses its own
// Workspace.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <numeric>
#include <span>
#include <vector>

#include "fastdec/core/aligned_buffer.hpp"
#include "fastdec/core/error.hpp"
#include "fastdec/gemm/concept.hpp"
#include "fastdec/output/candidate_set.hpp"
#include "fastdec/output/concept.hpp"
#include "fastdec/output/output_projection.hpp"
#include "fastdec/output/output_weights.hpp"

namespace fastdec {

struct FrequencyShortlistOptions {
  std::size_t size = 0;  // C, 1..vocab
  // Training-corpus counts, one per target word. Empty: the vocabulary is in
  // frequency order and the shortlist is ids [0, C).
  std::span<const std::uint64_t> counts = {};
  std::vector<TokenId> always_include = {};  // e.g. EOS and UNK; added on top of the C words
};

// The `c` ids with the largest counts, ties to the lower id, in ascending id order.
inline std::vector<TokenId> most_frequent_words(std::span<const std::uint64_t> counts,
                                                std::size_t c) {
  FASTDEC_REQUIRE(c <= counts.size(), "most_frequent_words: asked for the ", c,
                  " most frequent words of a vocabulary of ", counts.size(), ".");
  std::vector<TokenId> ids(counts.size());
  std::iota(ids.begin(), ids.end(), TokenId{0});
  std::partial_sort(ids.begin(), ids.begin() + static_cast<std::ptrdiff_t>(c), ids.end(),
                    [&](TokenId a, TokenId b) {
                      const auto ca = counts[static_cast<std::size_t>(a)];
                      const auto cb = counts[static_cast<std::size_t>(b)];
                      return ca > cb || (ca == cb && a < b);
                    });
  ids.resize(c);
  std::sort(ids.begin(), ids.end());
  return ids;
}

template <Gemm G = EigenGemm>
class FrequencyShortlist : public detail::RowwiseTopK<FrequencyShortlist<G>> {
 public:
  using detail::RowwiseTopK<FrequencyShortlist>::topk;  // (workspace, h, k, out): each row on its
                                                        // own

  class Workspace {
    friend class FrequencyShortlist;
    detail::CandidateScratch<G> scratch_;
  };

  FrequencyShortlist(const OutputWeights& weights, const FrequencyShortlistOptions& options)
      : vocab_(weights.vocab_size()), hidden_(weights.hidden_size()) {
    FASTDEC_REQUIRE(options.size >= 1 && options.size <= vocab_,
                    "FrequencyShortlistOptions::size = ", options.size,
                    " must be between 1 and the vocabulary size (", vocab_, ").");
    FASTDEC_REQUIRE(options.counts.empty() || options.counts.size() == vocab_,
                    "FrequencyShortlistOptions::counts has ", options.counts.size(),
                    " entries but the vocabulary has ", vocab_, " tokens.");
    std::vector<TokenId> words = options.always_include;
    detail::normalize_word_list(words, vocab_, "FrequencyShortlistOptions::always_include");
    std::vector<TokenId> frequent;
    if (options.counts.empty()) {
      frequent.resize(options.size);
      std::iota(frequent.begin(), frequent.end(), TokenId{0});
    } else {
      frequent = most_frequent_words(options.counts, options.size);
    }
    words.insert(words.end(), frequent.begin(), frequent.end());
    detail::normalize_word_list(words, vocab_, "FrequencyShortlist");
    AlignedBuffer<float> staging;
    set_.assign(words, weights.weights(), weights.bias(), staging);
  }

  std::size_t vocab_size() const noexcept { return vocab_; }
  std::size_t hidden_size() const noexcept { return hidden_; }
  // The run-time vocabulary, ascending ids.
  std::span<const TokenId> vocabulary() const noexcept { return set_.words(); }
  Workspace make_workspace() const { return {}; }

  void begin_batch(Workspace& workspace, std::span<const Sentence> /*sources*/,
                   std::size_t max_rows) const {
    set_.reserve(workspace.scratch_, max_rows);
  }

  void topk(Workspace& workspace, ConstMatrixView h, std::span<const std::uint32_t> row_sentence,
            std::size_t k, TopKView out) const {
    detail::check_topk_call("FrequencyShortlist", vocab_, hidden_, h, row_sentence, k, out);
    set_.topk(h, workspace.scratch_, out, "FrequencyShortlist::topk");
  }

 private:
  std::size_t vocab_;
  std::size_t hidden_;
  detail::CandidateSet<G> set_;
};

}  // namespace fastdec
