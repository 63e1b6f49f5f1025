// fastdec/output/wta_lsh.hpp: the winner-take-all LSH output layer (Shi &
// Knight 2017, section 2.2; WTA hashing of Yagnik et al. 2011).
//
//   const WtaLsh layer(weights, {.window = 8, .permutations = 64, .bands = 16,
//                                .candidates = 1000});
//   auto ws = layer.make_workspace();
//   layer.begin_batch(ws, {}, max_rows);
//   layer.topk(ws, h, k, out);        // out [rows, k]
//
// Built once: P permutations of the D + 1 coordinates of [x; b] (only their
// first K entries matter); the WTA code of a vector is, per permutation, the
// position (0..K-1) of the largest of those K entries (equations 2-3). The P
// codes are cut into W bands of u = P/W codes (equations 4-6); each band is a
// key into one of W hash tables, and every word j sits in bucket
// WTAband([w_j; b_j])[w] of table w.
// Per row: the code of [h; 1] gives one bucket per table; the W buckets are
// merged and each word counted; the C most frequent words (ties, including
// words no bucket holds, by lower token id, so when fewer than C words are
// hit the most frequent ones of a frequency-sorted vocabulary fill the set)
// get their exact logits h.x + b; the softmax is over those C, and the k best
// are written best first, ties by lower token id. With C >= vocab every word
// is a candidate and the result is exact. Slots beyond C (k > C) hold
// {no_token, -inf}. The workspace counts rows, candidates, exact logits and
// bucket entries read (AnnStats), logprobs_of's rows included.
//
// Scoring given tokens (TokenScoringLayer::logprobs_of, for target prefixes
// and scoring a given target): the row's C candidates are selected again,
// as topk selects them (they do not depend on k), and the token's
// log-probability is normalized over them. A candidate gets exactly what
// topk returns for it, bit for bit (the same logits, the same fused pass).
// Any other token is offered anyway: it joins the normalizer, logprob =
// logit_t - log(exp(log Z_C) + exp(logit_t)), with logit_t = h.x_t + b_t
// from the padded fp32 copy of W, the same kernel as the candidates'
// logits. No memory beyond what topk uses.
//
// Cost per row: P K comparisons to hash, W lookups, the bucket entries, C dot
// products. Memory: W x vocab token ids plus the hash slots, and a padded
// copy of W. Not a template on a Gemm backend: the C candidates differ per
// row, so they are scored as gathered rows with the distance kernels.
// Thread safety: immutable (layers with different C can share the tables via
// with_candidates); each thread uses its own Workspace.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <memory>
#include <numeric>
#include <span>
#include <utility>
#include <vector>

#include "fastdec/arch/kernels.hpp"
#include "fastdec/core/aligned_buffer.hpp"
#include "fastdec/core/error.hpp"
#include "fastdec/output/ann/candidate_softmax.hpp"
#include "fastdec/output/ann/parallel_for.hpp"
#include "fastdec/output/ann/stats.hpp"
#include "fastdec/output/concept.hpp"
#include "fastdec/output/output_weights.hpp"

namespace fastdec {

struct WtaLshOptions {
  std::size_t window = 8;         // K: entries compared per permutation, 2..min(256, D + 1)
  std::size_t permutations = 64;  // P
  std::size_t bands = 16;         // W: hash tables; divides P; K^(P/W) must fit 64 bits
  std::size_t candidates = 1000;  // C: words scored exactly per row
  std::uint64_t seed = 1;         // the permutations
  std::size_t threads = 0;        // build threads (0: all); results do not depend on it
};

inline void validate(const WtaLshOptions& o, std::size_t hidden) {
  FASTDEC_REQUIRE(o.window >= 2 && o.window <= 256 && o.window <= hidden + 1,
                  "WtaLshOptions: window K = ", o.window,
                  " must be between 2 and min(256, D + 1 = ", hidden + 1, ").");
  FASTDEC_REQUIRE(o.permutations >= 1 && o.permutations <= 100000,
                  "WtaLshOptions: permutations P = ", o.permutations,
                  " must be between 1 and 100000.");
  FASTDEC_REQUIRE(o.bands >= 1 && o.bands <= 65535 && o.permutations % o.bands == 0,
                  "WtaLshOptions: bands W = ", o.bands,
                  " must be between 1 and 65535 and divide P = ", o.permutations, ".");
  const double key_bits =
      static_cast<double>(o.permutations / o.bands) * std::log2(static_cast<double>(o.window));
  FASTDEC_REQUIRE(key_bits <= 64.0, "WtaLshOptions: a band of P/W = ", o.permutations / o.bands,
                  " codes of K = ", o.window, " values needs ", key_bits,
                  " bits, more than a 64-bit key.");
  FASTDEC_REQUIRE(o.candidates >= 1, "WtaLshOptions: candidates C must be at least 1.");
  FASTDEC_REQUIRE(o.threads <= max_build_threads, "WtaLshOptions: threads = ", o.threads,
                  " is above max_build_threads (", max_build_threads, ").");
}

namespace detail {

// Everything WtaLsh builds once: permutations, W hash tables, padded rows.
class WtaTables {
 public:
  WtaTables(const OutputWeights& weights, const WtaLshOptions& options)
      : vocab_(weights.vocab_size()),
        hidden_(weights.hidden_size()),
        padded_(arch::padded_dimension(hidden_)) {
    validate(options, hidden_);
    window_ = options.window;
    permutations_ = options.permutations;
    bands_ = options.bands;
    band_width_ = options.permutations / options.bands;
    FASTDEC_REQUIRE(vocab_ <= static_cast<std::size_t>(std::numeric_limits<TokenId>::max()),
                    "WtaLsh: a vocabulary of ", vocab_, " tokens does not fit TokenId.");
    draw_permutations(options.seed);
    copy_rows(weights);
    build_tables(weights, resolve_threads(options.threads));
  }

  std::size_t vocab_size() const noexcept { return vocab_; }
  std::size_t hidden_size() const noexcept { return hidden_; }
  std::size_t padded_dimension() const noexcept { return padded_; }
  std::size_t bands() const noexcept { return bands_; }

  // The WTA band keys of a vector of D + 1 values (equations 2-6).
  void band_keys(const float* values, std::span<std::uint64_t> keys) const noexcept {
    for (std::size_t band = 0; band < bands_; ++band) {
      std::uint64_t key = 0;
      for (std::size_t i = band_width_; i-- > 0;)
        key = key * window_ + winner(values, band * band_width_ + i);
      keys[band] = key;
    }
  }

  // The words in bucket `key` of table `band`.
  std::span<const TokenId> bucket(std::size_t band, std::uint64_t key) const noexcept {
    const Table& table = tables_[band];
    for (std::size_t slot = mix(key) & table.mask;; slot = (slot + 1) & table.mask) {
      const Slot& s = slots_[table.first_slot + slot];
      if (s.begin == s.end) return {};
      if (s.key == key) return {bucket_tokens_.data() + s.begin, s.end - s.begin};
    }
  }

  template <class Kernels>
  float logit(Kernels, const float* query, TokenId token) const noexcept {
    const auto t = static_cast<std::size_t>(token);
    return Kernels::dot(query, vectors_.data() + t * padded_, padded_) + bias_[t];
  }

 private:
  struct Slot {
    std::uint64_t key;
    std::uint64_t begin, end;  // into bucket_tokens_; begin == end: empty
  };
  struct Table {
    std::size_t first_slot, mask;
  };

  // Permutation p's winner: the position of the largest of its first K entries
  // (the first on ties).
  std::uint64_t winner(const float* values, std::size_t p) const noexcept {
    const std::uint32_t* positions = permutation_.data() + p * window_;
    std::uint64_t best = 0;
    float best_value = values[positions[0]];
    for (std::size_t k = 1; k < window_; ++k)
      if (values[positions[k]] > best_value) best_value = values[positions[k]], best = k;
    return best;
  }

  static std::uint64_t mix(std::uint64_t key) noexcept {
    key = (key ^ (key >> 33)) * 0xff51afd7ed558ccdULL;
    key = (key ^ (key >> 33)) * 0xc4ceb9fe1a85ec53ULL;
    return key ^ (key >> 33);
  }

  // The first K entries of P seeded Fisher-Yates shuffles of 0..D.
  void draw_permutations(std::uint64_t seed) {
    std::vector<std::uint32_t> order(hidden_ + 1);
    permutation_.resize(permutations_ * window_);
    std::uint64_t state = seed;
    for (std::size_t p = 0; p < permutations_; ++p) {
      std::iota(order.begin(), order.end(), 0u);
      for (std::size_t k = 0; k < window_; ++k) {
        state = mix(state + 0x9e3779b97f4a7c15ULL);
        const std::size_t pick = k + static_cast<std::size_t>(state % (order.size() - k));
        std::swap(order[k], order[pick]);
        permutation_[p * window_ + k] = order[k];
      }
    }
  }

  void copy_rows(const OutputWeights& weights) {
    vectors_.reserve(vocab_ * padded_);
    for (std::size_t t = 0; t < vocab_; ++t) {
      const std::span<const float> row = weights.weights().row(t);
      float* out = vectors_.data() + t * padded_;
      std::copy(row.begin(), row.end(), out);
      std::fill(out + hidden_, out + padded_, 0.0f);
    }
    bias_.assign(weights.bias().begin(), weights.bias().end());
  }

  void build_tables(const OutputWeights& weights, std::size_t threads) {
    std::vector<std::uint64_t> keys(vocab_ * bands_);  // [vocab, bands]
    parallel_for(vocab_, threads, [&](std::size_t, std::size_t t) {
      std::vector<float> values(hidden_ + 1);
      const std::span<const float> row = weights.weights().row(t);
      std::copy(row.begin(), row.end(), values.begin());
      values[hidden_] = weights.bias()[t];
      band_keys(values.data(), std::span<std::uint64_t>(&keys[t * bands_], bands_));
    });
    bucket_tokens_.resize(vocab_ * bands_);
    std::vector<std::vector<Slot>> band_slots(bands_);
    parallel_for(bands_, threads, [&](std::size_t, std::size_t band) {
      TokenId* tokens = bucket_tokens_.data() + band * vocab_;
      std::iota(tokens, tokens + vocab_, TokenId{0});
      const auto key_of = [&](TokenId t) {
        return keys[static_cast<std::size_t>(t) * bands_ + band];
      };
      std::sort(tokens, tokens + vocab_, [&](TokenId a, TokenId b) {
        return key_of(a) < key_of(b) || (key_of(a) == key_of(b) && a < b);
      });
      std::vector<Slot> distinct;
      for (std::size_t i = 0; i < vocab_; ++i) {
        const std::uint64_t key = key_of(tokens[i]);
        if (i == 0 || key != distinct.back().key)
          distinct.push_back({key, band * vocab_ + i, band * vocab_ + i});
        ++distinct.back().end;
      }
      std::size_t capacity = 2;
      while (capacity < 2 * distinct.size()) capacity *= 2;
      std::vector<Slot>& slots = band_slots[band];
      slots.assign(capacity, Slot{0, 0, 0});
      for (const Slot& s : distinct) {
        std::size_t slot = mix(s.key) & (capacity - 1);
        while (slots[slot].begin != slots[slot].end) slot = (slot + 1) & (capacity - 1);
        slots[slot] = s;
      }
    });
    for (std::size_t band = 0; band < bands_; ++band) {
      tables_.push_back({slots_.size(), band_slots[band].size() - 1});
      slots_.insert(slots_.end(), band_slots[band].begin(), band_slots[band].end());
    }
  }

  std::size_t vocab_, hidden_, padded_, window_, permutations_, bands_, band_width_;
  std::vector<std::uint32_t> permutation_;  // [P, K] coordinates of [x; b]
  std::vector<TokenId> bucket_tokens_;      // [W, vocab]: each band's words grouped by key
  std::vector<Slot> slots_;                 // every band's open-addressing slots
  std::vector<Table> tables_;               // [W]
  AlignedBuffer<float> vectors_;            // [vocab, padded]
  std::vector<float> bias_;                 // [vocab]
};

}  // namespace detail

class WtaLsh : public detail::RowwiseTopK<WtaLsh> {
 public:
  using detail::RowwiseTopK<WtaLsh>::topk;  // (workspace, h, k, out): each row on its own

  class Workspace : public AnnStatsWorkspace {
    friend class WtaLsh;
    std::vector<float> wta_input_;          // [D + 1]: [h; 1]
    AlignedBuffer<float> query_;            // [padded D]: h, zero-padded
    std::vector<std::uint64_t> keys_;       // [W]
    std::vector<std::uint16_t> counts_;     // [vocab]: bucket hits per word, zero between rows
    std::vector<TokenId> hit_;              // words with a nonzero count
    std::vector<std::uint32_t> histogram_;  // [W + 1]: words per count
    std::vector<TokenId> ties_;
    std::vector<detail::CandidateLogit> candidates_;
    AlignedBuffer<float> logits_;
  };

  WtaLsh(const OutputWeights& weights, const WtaLshOptions& options)
      : tables_(std::make_shared<const detail::WtaTables>(weights, options)),
        candidates_(options.candidates) {}

  // The same tables with another C.
  WtaLsh with_candidates(std::size_t candidates) const {
    FASTDEC_REQUIRE(candidates >= 1, "WtaLsh::with_candidates: C must be at least 1.");
    WtaLsh copy = *this;
    copy.candidates_ = candidates;
    return copy;
  }

  std::size_t vocab_size() const noexcept { return tables_->vocab_size(); }
  std::size_t hidden_size() const noexcept { return tables_->hidden_size(); }
  std::size_t candidates() const noexcept { return candidates_; }
  std::size_t bands() const noexcept { return tables_->bands(); }

  // The W band keys of a vector of D + 1 values ([h; 1] or [w_j; b_j]).
  void band_keys(std::span<const float> values, std::span<std::uint64_t> keys) const {
    FASTDEC_REQUIRE(values.size() == hidden_size() + 1 && keys.size() == bands(),
                    "WtaLsh::band_keys: takes ", hidden_size() + 1, " values and ", bands(),
                    " keys, got ", values.size(), " and ", keys.size(), ".");
    tables_->band_keys(values.data(), keys);
  }
  Workspace make_workspace() const { return {}; }

  void begin_batch(Workspace& workspace, std::span<const Sentence> /*sources*/,
                   std::size_t /*max_rows*/) const {
    const std::size_t vocab = vocab_size(), count = candidate_count();
    workspace.wta_input_.resize(hidden_size() + 1);
    workspace.query_.reserve(tables_->padded_dimension());
    workspace.keys_.resize(tables_->bands());
    workspace.counts_.resize(vocab, 0);
    workspace.hit_.reserve(vocab);
    workspace.histogram_.resize(tables_->bands() + 1);
    workspace.ties_.reserve(vocab);
    workspace.candidates_.reserve(count);
    workspace.logits_.reserve(count);
  }

  void topk(Workspace& workspace, ConstMatrixView h, std::span<const std::uint32_t> row_sentence,
            std::size_t k, TopKView out) const {
    detail::check_topk_call("WtaLsh", vocab_size(), hidden_size(), h, row_sentence, k, out);
    start_queries(workspace);
    arch::with_kernels<KernelFamily::distance>([&](auto kernels) {
      for (std::size_t r = 0; r < h.rows(); ++r) {
        score_candidates(kernels, workspace, h.row(r), "WtaLsh::topk", r);
        detail::softmax_over_candidates(workspace.candidates_, workspace.logits_.data(),
                                        out.row(r));
      }
    });
  }

  // TokenScoringLayer: tokens[i]'s log-probability over row i's C
  // candidates, with tokens[i] added when it is not one of them (see the top
  // of this file); rows whose token is no_token are skipped. Reuses the
  // workspace topk uses; allocates nothing after begin_batch.
  void logprobs_of(Workspace& workspace, ConstMatrixView h,
                   std::span<const std::uint32_t> row_sentence, std::span<const TokenId> tokens,
                   std::span<float> out) const {
    detail::check_logprobs_of_call("WtaLsh", vocab_size(), hidden_size(), h, row_sentence, tokens,
                                   out);
    start_queries(workspace);
    const float* query = workspace.query_.data();
    arch::with_kernels<KernelFamily::softmax>([&](auto softmax_kernels) {
      arch::with_kernels<KernelFamily::distance>([&](auto kernels) {
        detail::for_each_scored_row(tokens, [&](std::size_t r) {
          score_candidates(kernels, workspace, h.row(r), "WtaLsh::logprobs_of", r);
          out[r] = detail::logprob_among_candidates(
              softmax_kernels, workspace.candidates_, workspace.logits_.data(), tokens[r],
              [&] { return tables_->logit(kernels, query, tokens[r]); }, "WtaLsh::logprobs_of", r);
        });
      });
    });
  }

 private:
  // Sizes the workspace (a no-op after begin_batch) and sets the parts of
  // the query that score_candidates leaves alone: the padding and the 1 of [h; 1].
  void start_queries(Workspace& workspace) const {
    begin_batch(workspace, {}, 1);
    float* query = workspace.query_.data();
    std::fill(query + hidden_size(), query + tables_->padded_dimension(), 0.0f);
    workspace.wta_input_[hidden_size()] = 1.0f;
  }

  // Leaves the C candidates of row h in workspace.candidates_ with their
  // exact logits. Errors name `function` and `row`.
  template <class Kernels>
  void score_candidates(Kernels kernels, Workspace& workspace, std::span<const float> h,
                        const char* function, std::size_t row) const {
    detail::check_finite_query(function, h, row);
    std::copy(h.begin(), h.end(), workspace.query_.data());
    std::copy(h.begin(), h.end(), workspace.wta_input_.begin());
    select_candidates(workspace);
    auto& candidates = workspace.candidates_;
    for (detail::CandidateLogit& c : candidates)
      c.logit = tables_->logit(kernels, workspace.query_.data(), c.token);
    ++workspace.stats_.queries;
    workspace.stats_.candidates += candidates.size();
    workspace.stats_.distance_computations += candidates.size();
  }

  std::size_t candidate_count() const noexcept { return std::min(candidates_, vocab_size()); }

  // Fills workspace.candidates_ (tokens only) with the C most frequent words
  // of the row's W buckets, ties by lower token id.
  void select_candidates(Workspace& ws) const {
    auto& candidates = ws.candidates_;
    candidates.clear();
    std::size_t remaining = candidate_count();
    if (remaining == vocab_size()) {
      for (std::size_t t = 0; t < vocab_size(); ++t)
        candidates.push_back({static_cast<TokenId>(t), 0});
      return;
    }
    count_bucket_hits(ws);
    // The smallest count whose words are all taken, scanning from the top.
    std::size_t threshold = 0;
    for (std::size_t count = tables_->bands(); count >= 1; --count) {
      if (ws.histogram_[count] > remaining) {
        threshold = count;
        break;
      }
      remaining -= ws.histogram_[count];
    }
    ws.ties_.clear();
    for (TokenId t : ws.hit_) {
      const std::size_t count = ws.counts_[static_cast<std::size_t>(t)];
      if (count > threshold)
        candidates.push_back({t, 0});
      else if (count == threshold)
        ws.ties_.push_back(t);
    }
    if (threshold > 0) {
      std::nth_element(ws.ties_.begin(), ws.ties_.begin() + static_cast<std::ptrdiff_t>(remaining),
                       ws.ties_.end());
      for (std::size_t i = 0; i < remaining; ++i) candidates.push_back({ws.ties_[i], 0});
    } else {
      for (std::size_t t = 0; t < vocab_size() && remaining > 0; ++t)
        if (ws.counts_[t] == 0) candidates.push_back({static_cast<TokenId>(t), 0}), --remaining;
    }
    for (TokenId t : ws.hit_) ws.counts_[static_cast<std::size_t>(t)] = 0;
  }

  // Merges the W buckets of the row's band keys into counts_, hit_ and histogram_.
  void count_bucket_hits(Workspace& ws) const {
    tables_->band_keys(ws.wta_input_.data(), ws.keys_);
    ws.hit_.clear();
    std::fill(ws.histogram_.begin(), ws.histogram_.end(), 0u);
    for (std::size_t band = 0; band < tables_->bands(); ++band) {
      const std::span<const TokenId> words = tables_->bucket(band, ws.keys_[band]);
      ws.stats_.bucket_entries += words.size();
      for (TokenId t : words) {
        std::uint16_t& count = ws.counts_[static_cast<std::size_t>(t)];
        if (count == 0) ws.hit_.push_back(t);
        ++count;
      }
    }
    for (TokenId t : ws.hit_) ++ws.histogram_[ws.counts_[static_cast<std::size_t>(t)]];
  }

  std::shared_ptr<const detail::WtaTables> tables_;
  std::size_t candidates_;
};

static_assert(TokenScoringLayer<WtaLsh>);

}  // namespace fastdec
