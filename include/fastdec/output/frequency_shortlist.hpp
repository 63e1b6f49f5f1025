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
// Scoring given tokens (TokenScoringLayer::logprobs_of, for target prefixes
// and scoring a given target): a word of the shortlist gets exactly what
// topk returns for it, bit for bit (the same logits and the normalizer of
// the same fused pass). Any other token is offered anyway: it joins the
// normalizer, logprob = logit_t - log(exp(log Z_shortlist) + exp(logit_t)),
// with logit_t = h.W_t + b_t computed through the backend from W_t selected
// out of the prepared W (RowSelectableGemm: Int16Gemm, Int8Gemm,
// PackedFp32Gemm; the same quantization as the shortlist's words), else as
// an fp32 dot product summed in double (EigenGemm). So it is also the
// probability topk would give the token over a shortlist with that word
// added, to within float rounding.
//
// Memory: besides the shortlist's prepared rows, the layer keeps the whole
// vocabulary's W for those outside tokens (detail::VocabularyRows): W
// prepared for G with a RowSelectableGemm (V x D x 2 bytes for Int16Gemm,
// 1 for Int8Gemm, 4 for PackedFp32Gemm; the shortlist is selected out of it)
// or an fp32 copy (V x D x 4 bytes) otherwise, and b (V x 4 bytes).
// A workspace holds [max_rows, |shortlist|] floats of logits for
// logprobs_of, sized by begin_batch.
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
      : vocab_(weights.vocab_size()), hidden_(weights.hidden_size()), rows_(weights) {
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
    rows_.make_set(set_, words, staging);
  }

  std::size_t vocab_size() const noexcept { return vocab_; }
  std::size_t hidden_size() const noexcept { return hidden_; }
  // The run-time vocabulary, ascending ids.
  std::span<const TokenId> vocabulary() const noexcept { return set_.words(); }
  Workspace make_workspace() const { return {}; }

  void begin_batch(Workspace& workspace, std::span<const Sentence> /*sources*/,
                   std::size_t max_rows) const {
    set_.reserve(workspace.scratch_, max_rows);
    rows_.reserve(workspace.scratch_);
  }

  // TokenScoringLayer: tokens[i]'s log-probability over the shortlist, with
  // tokens[i] added to it when it is not a word of it (see the top of this
  // file); rows whose token is no_token are skipped. Reuses the workspace
  // topk uses; allocates nothing after begin_batch for h.rows() rows.
  void logprobs_of(Workspace& workspace, ConstMatrixView h,
                   std::span<const std::uint32_t> row_sentence, std::span<const TokenId> tokens,
                   std::span<float> out) const {
    detail::check_logprobs_of_call("FrequencyShortlist", vocab_, hidden_, h, row_sentence, tokens,
                                   out);
    set_.logprobs_of(h, workspace.scratch_, tokens, out, rows_, "FrequencyShortlist::logprobs_of");
  }

  void topk(Workspace& workspace, ConstMatrixView h, std::span<const std::uint32_t> row_sentence,
            std::size_t k, TopKView out) const {
    detail::check_topk_call("FrequencyShortlist", vocab_, hidden_, h, row_sentence, k, out);
    set_.topk(h, workspace.scratch_, out, "FrequencyShortlist::topk");
  }

 private:
  std::size_t vocab_;
  std::size_t hidden_;
  detail::VocabularyRows<G> rows_;  // the whole vocabulary, for tokens outside the shortlist
  detail::CandidateSet<G> set_;
};

}  // namespace fastdec
