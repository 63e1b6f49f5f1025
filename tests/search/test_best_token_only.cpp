// Greedy search that reads each row's best token alone
// (search/best_token_only.hpp): when the predicate holds, an output layer
// that returns the argmax's logit (FusedTopK, FusedScores::argmax_logit)
// decodes the same tokens as the normalized layer, under every stopping rule,
// in batches and after target prefixes; when it does not, the search asks
// for more than one token and that layer refuses.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "fastdec/output/fused_topk.hpp"
#include "fastdec/search/beam_search.hpp"
#include "fastdec/search/best_token_only.hpp"
#include "support/prefix_model.hpp"

namespace fastdec_test_best_token_only {

using namespace fastdec;
using testing::PrefixModel;

namespace {

constexpr TokenId bos = 0;
constexpr TokenId eos = 1;
constexpr std::size_t vocab = 300;

SearchOptions greedy_options() {
  return SearchOptions{.beam_size = 1,
                       .bos_token = bos,
                       .eos_token = eos,
                       .max_length_ratio = 1.5f,
                       .max_length_offset = 6};
}

std::vector<std::vector<TokenId>> tokens_of(const SearchResult& result) {
  std::vector<std::vector<TokenId>> tokens;
  for (std::size_t s = 0; s < result.size(); ++s) {
    const auto best = result.best(s).tokens;
    tokens.emplace_back(best.begin(), best.end());
  }
  return tokens;
}

}  // namespace

TEST_CASE("search_reads_best_token_only holds for plain greedy search and nothing else") {
  const SearchOptions greedy = greedy_options();
  CHECK(search_reads_best_token_only(greedy, vocab));
  for (const StoppingRule rule :
       {StoppingRule::refill_until_beam_finished, StoppingRule::refill_until_top_finished}) {
    SearchOptions refill = greedy;
    refill.stopping = rule;
    CHECK(search_reads_best_token_only(refill, vocab));
  }
  // Early stopping and length normalization compare nothing with one hypothesis.
  SearchOptions early = greedy;
  early.early_stop_delta = 0.0f;
  early.normalization = LengthNormalization::gnmt;
  CHECK(search_reads_best_token_only(early, vocab));

  const auto changed = [&](auto&& change) {
    SearchOptions options = greedy;
    change(options);
    return search_reads_best_token_only(options, vocab);
  };
  CHECK_FALSE(changed([](SearchOptions& o) { o.beam_size = 2; }));
  CHECK_FALSE(changed([](SearchOptions& o) { o.sampling_topk = 5; }));
  CHECK_FALSE(changed([](SearchOptions& o) {
    o.stopping = StoppingRule::refill_until_beam_finished;
    o.patience = 2.0f;  // a second finished hypothesis: the replacement may live on
  }));
  CHECK_FALSE(changed([](SearchOptions& o) { o.min_length = 2; }));
  CHECK_FALSE(changed([](SearchOptions& o) { o.banned_tokens = {7}; }));
  CHECK_FALSE(changed([](SearchOptions& o) {
    o.ban_unk = true;
    o.unk_token = 2;
  }));
  CHECK_FALSE(changed([](SearchOptions& o) { o.no_repeat_ngram_size = 2; }));
  CHECK_FALSE(changed([](SearchOptions& o) { o.suppress_sequences = {{4, 5}}; }));
  CHECK_FALSE(changed([](SearchOptions& o) { o.repetition_penalty = 1.2f; }));
}

TEST_CASE("greedy search on the argmax's logit decodes the normalized layer's tokens") {
  const PrefixModel model(16);
  const OutputWeights weights = testing::random_output_weights(vocab, 16, 9, 0.5f);
  const FusedTopK<> normalized(weights);
  const FusedTopK<> by_logit(weights, FusedScores::argmax_logit);
  const std::vector<std::vector<TokenId>> sources{
      {3, 9, 4}, {7}, {12, 12, 40, 2, 8}, {100, 5}, {250, 17, 33, 61}};
  const std::vector<Sentence> batch(sources.begin(), sources.end());
  const std::vector<std::vector<TokenId>> prefix_tokens{{}, {8}, {20, 21}, {}, {5}};
  const std::vector<Sentence> prefixes(prefix_tokens.begin(), prefix_tokens.end());

  std::vector<std::vector<TokenId>> shrink_tokens;
  for (const StoppingRule rule : {StoppingRule::shrink, StoppingRule::refill_until_beam_finished,
                                  StoppingRule::refill_until_top_finished}) {
    INFO("stopping rule " << static_cast<int>(rule));
    SearchOptions options = greedy_options();
    options.stopping = rule;
    REQUIRE(search_reads_best_token_only(options, vocab));
    BeamSearch exact(model, normalized, options);
    BeamSearch fast(model, by_logit, options);
    const auto expected = tokens_of(exact.translate_batch(batch));
    const SearchResult& result = fast.translate_batch(batch);
    CHECK(tokens_of(result) == expected);
    // The scores are sums of logits, not of log-probabilities: the layer ran.
    CHECK(result.best(0).score != exact.translate_batch(batch).best(0).score);
    // Each sentence alone, and after a prefix, the same tokens.
    for (std::size_t s = 0; s < batch.size(); ++s)
      CHECK(tokens_of(fast.translate(batch[s])).front() == expected[s]);
    CHECK(tokens_of(fast.translate_batch(batch, prefixes)) ==
          tokens_of(exact.translate_batch(batch, prefixes)));
    // Greedy refilling decodes what greedy shrinking does.
    if (rule == StoppingRule::shrink)
      shrink_tokens = expected;
    else
      CHECK(expected == shrink_tokens);
  }

  // Where the predicate fails, the search asks for more than the best token
  // and the argmax layer refuses rather than decode on the wrong scores.
  SearchOptions banned = greedy_options();
  banned.banned_tokens = {7};
  REQUIRE_FALSE(search_reads_best_token_only(banned, vocab));
  BeamSearch refused(model, by_logit, banned);
  CHECK_THROWS_WITH(refused.translate_batch(batch), Catch::Contains("k must be 1"));
}

}  // namespace fastdec_test_best_token_only
