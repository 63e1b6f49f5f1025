// FusedTopK and FullSoftmax over the packed backends: the tiled fused pass is
// bit-identical to the untiled one over the same logits, the resumable row
// pass gives the same bits however a row is cut, int16 decoding agrees with
// fp32, and batching stays invisible end to end.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstring>
#include <random>
#include <vector>

#include "fastdec/arch/kernels.hpp"
#include "fastdec/gemm/eigen_gemm.hpp"
#include "fastdec/gemm/int16_gemm.hpp"
#include "fastdec/gemm/packed_fp32_gemm.hpp"
#include "fastdec/output/full_softmax.hpp"
#include "fastdec/output/fused_topk.hpp"
#include "fastdec/search/beam_search.hpp"
#include "support/layer_checks.hpp"
#include "support/prefix_model.hpp"

// Each test file in its own namespace: the files of a folder are compiled
// as one translation unit (tests/CMakeLists.txt).
namespace fastdec_test_gemm_layers {

using namespace fastdec;
using fastdec::testing::run_layer;

namespace {

std::vector<float> random_rows(std::size_t rows, std::size_t cols, unsigned seed, float scale) {
  std::mt19937 rng(seed);
  std::normal_distribution<float> normal(0.0f, scale);
  std::vector<float> values(rows * cols);
  for (float& v : values) v = normal(rng);
  return values;
}

// W h + b through G's plain multiply: the logits the untiled path reads.
template <class G>
std::vector<float> backend_logits(const OutputWeights& weights, const std::vector<float>& h,
                                  std::size_t rows) {
  const auto prepared = G::prepare(weights.weights());
  std::vector<float> logits(rows * weights.vocab_size());
  G::multiply(ConstMatrixView(h.data(), rows, weights.hidden_size()), prepared,
              MutableMatrixView(logits.data(), rows, weights.vocab_size()));
  return logits;
}

bool same(const std::vector<ScoredToken>& a, const std::vector<ScoredToken>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (a[i].token != b[i].token || a[i].logprob != b[i].logprob) return false;
  return true;
}

}  // namespace

TEMPLATE_TEST_CASE(
    "tiled FusedTopK and bias-fused FullSoftmax are bit-identical to the untiled passes", "",
    Int16Gemm, PackedFp32Gemm) {
  INFO("instruction set " << isa_name(active_isa()));
  unsigned seed = 10;
  for (std::size_t vocab : {5u, 300u, 1000u, 33333u}) {
    const std::size_t hidden = 48;
    const OutputWeights weights = testing::random_output_weights(vocab, hidden, ++seed, 0.3f);
    const FusedTopK<TestType> fused(weights);
    const FusedTopK<TestType> argmax(weights, FusedScores::argmax_logit);
    const FullSoftmax<TestType> full(weights);
    for (std::size_t rows : {1u, 6u, 13u}) {
      const auto h = random_rows(rows, hidden, ++seed, 1.0f);
      const auto logits = backend_logits<TestType>(weights, h, rows);
      const ConstMatrixView view(logits.data(), rows, vocab);
      for (std::size_t k : {1u, 4u, 12u}) {
        if (k > vocab) continue;
        INFO("vocab " << vocab << " rows " << rows << " k " << k);
        std::vector<ScoredToken> expected(rows * k), expected_full(rows * k);
        fused_softmax_topk(view, weights.bias(), TopKView(expected.data(), rows, k));
        REQUIRE(same(run_layer(fused, h, rows, k), expected));
        std::vector<float> logprobs(rows * vocab);
        softmax_then_topk(view, weights.bias(), MutableMatrixView(logprobs.data(), rows, vocab),
                          TopKView(expected_full.data(), rows, k));
        REQUIRE(same(run_layer(full, h, rows, k), expected_full));
      }
      std::vector<ScoredToken> best(rows);
      argmax_rows(view, weights.bias(), TopKView(best.data(), rows, 1));
      REQUIRE(same(run_layer(argmax, h, rows, 1), best));
    }
  }
}

TEST_CASE("the resumable fused pass is bit-identical however a row is cut") {
  INFO("instruction set " << isa_name(active_isa()));
  std::mt19937 rng(3);
  for (std::size_t n : {1u, 17u, 256u, 1000u, 4099u}) {
    const auto x = random_rows(1, n, static_cast<unsigned>(n), 3.0f);
    const auto bias = random_rows(1, n, static_cast<unsigned>(n) + 1, 1.0f);
    const std::size_t k = std::min<std::size_t>(n, 7);
    // The k best and the row's state before finishing: its per-lane
    // references, minima and sums, where a changed order of adds shows first.
    struct Pass {
      std::vector<ScoredToken> best;
      std::vector<float> state;
      bool operator==(const Pass& o) const {
        return same(best, o.best) &&
               std::memcmp(state.data(), o.state.data(), state.size() * sizeof(float)) == 0;
      }
    };
    auto run = [&](std::vector<std::size_t> cuts) {
      Pass pass{std::vector<ScoredToken>(k), {}};
      arch::with_kernels<KernelFamily::softmax>([&](auto kernels) {
        TopKAccumulator best(pass.best);
        arch::FusedRowState state;
        state.reset();
        std::size_t start = 0;
        cuts.push_back(n);
        for (std::size_t end : cuts) {
          kernels.fused_segment(x.data() + start, bias.data() + start, end - start, best, state);
          start = end;
        }
        for (const float* lanes :
             {state.lane_reference, state.lane_min, state.lane_sum, state.block_sum})
          pass.state.insert(pass.state.end(), lanes, lanes + 16);
        detail::finish_fused_topk(state, best, "test", 0);
      });
      return pass;
    };
    const Pass whole = run({});
    std::vector<ScoredToken> reference(k);
    fused_softmax_topk(ConstMatrixView(x.data(), 1, n), bias, TopKView(reference.data(), 1, k));
    REQUIRE(same(whole.best, reference));
    // Cut into single chunks, no segment holds two: the pass never takes two
    // chunks' exps side by side, and must give the whole row's bits.
    std::vector<std::size_t> chunks;
    for (std::size_t at = 16; at < n; at += 16) chunks.push_back(at);
    REQUIRE(run(chunks) == whole);
    for (int trial = 0; trial < 20; ++trial) {
      std::vector<std::size_t> cuts;
      for (std::size_t at = 0;;) {
        at += 16 * std::uniform_int_distribution<std::size_t>(1, 40)(rng);
        if (at >= n) break;
        cuts.push_back(at);
      }
      INFO("n " << n << ", " << cuts.size() << " cuts");
      REQUIRE(run(cuts) == whole);
    }
  }
}

TEST_CASE("int16 output layers agree with fp32 within the quantization error") {
  const std::size_t vocab = 5000, hidden = 256, rows = 60, k = 5;
  const OutputWeights weights = testing::random_output_weights(vocab, hidden, 77, 0.1f);
  const auto h = random_rows(rows, hidden, 78, 1.0f);
  const auto int16 = run_layer(FusedTopK<Int16Gemm>(weights), h, rows, k);
  const auto fp32 = run_layer(FusedTopK<PackedFp32Gemm>(weights), h, rows, k);
  const auto eigen = run_layer(FusedTopK<EigenGemm>(weights), h, rows, k);
  std::size_t top1_agree = 0;
  for (std::size_t r = 0; r < rows; ++r) {
    top1_agree += int16[r * k].token == fp32[r * k].token ? 1 : 0;
    for (std::size_t j = 0; j < k; ++j) {
      REQUIRE(fp32[r * k + j].token == eigen[r * k + j].token);
      REQUIRE(std::abs(fp32[r * k + j].logprob - eigen[r * k + j].logprob) <= 1e-4f);
      // Logits move by at most a few 1e-3 here (the bound of int16_gemm.hpp).
      if (int16[r * k + j].token == fp32[r * k + j].token)
        REQUIRE(std::abs(int16[r * k + j].logprob - fp32[r * k + j].logprob) <= 0.01f);
    }
  }
  CHECK(top1_agree >= rows - 1);
}

TEMPLATE_TEST_CASE("beam search over packed backends: batching is invisible, results match fp32",
                   "", Int16Gemm, PackedFp32Gemm) {
  const testing::PrefixModel model(32);
  const OutputWeights weights = testing::random_output_weights(400, 32, 21, 0.5f);
  const FusedTopK<TestType> layer(weights);
  const FusedTopK<EigenGemm> reference_layer(weights);
  const SearchOptions options{.beam_size = 5,
                              .n_best = 2,
                              .bos_token = 0,
                              .eos_token = 1,
                              .max_length_ratio = 2.0f,
                              .max_length_offset = 3};
  BeamSearch search(model, layer, options);
  BeamSearch reference(model, reference_layer, options);
  const std::vector<std::vector<TokenId>> sentences{{3, 9, 4}, {7}, {12, 12, 40, 2, 8}, {100, 5}};
  std::vector<Sentence> batch(sentences.begin(), sentences.end());
  const SearchResult& together = search.translate_batch(batch);
  std::vector<std::vector<TokenId>> best_together;
  std::vector<float> scores_together;
  for (std::size_t s = 0; s < sentences.size(); ++s) {
    best_together.emplace_back(together.best(s).tokens.begin(), together.best(s).tokens.end());
    scores_together.push_back(together.best(s).score);
  }
  for (std::size_t s = 0; s < sentences.size(); ++s) {
    const SearchResult& alone = search.translate(sentences[s]);
    REQUIRE(std::vector<TokenId>(alone.best(0).tokens.begin(), alone.best(0).tokens.end()) ==
            best_together[s]);
    REQUIRE(alone.best(0).score == scores_together[s]);
    const SearchResult& exact = reference.translate(sentences[s]);
    REQUIRE(std::vector<TokenId>(exact.best(0).tokens.begin(), exact.best(0).tokens.end()) ==
            best_together[s]);
    CHECK(std::abs(exact.best(0).score - scores_together[s]) <= 0.02f);
  }
}

}  // namespace fastdec_test_gemm_layers
