// The reference GRU model's step allocates nothing, with every speed-up on
// and off, in fp32, int16 and int8; nor does the Transformer's (with either
// self-attention cache, and with the precomputed first layer), nor a beam
// search over it once a first search has sized everything.
#include "fastdec/gemm/int16_gemm.hpp"
#include "fastdec/gemm/int8_gemm.hpp"
#include "fastdec/gemm/packed_fp32_gemm.hpp"
#include "fastdec/layers/self_attention_cache.hpp"
#include "fastdec/models/gru_model.hpp"
#include "fastdec/models/transformer_model.hpp"
#include "fastdec/output/fused_topk.hpp"
#include "fastdec/search/beam_search.hpp"
#include "support/allocation_count.hpp"

// Each test file in its own namespace: the files of a folder are compiled
// as one translation unit (tests/CMakeLists.txt).
namespace fastdec_test_gru_no_allocation {

using namespace fastdec;

// Three steps of a batch {a, b} (two rows, then six, then four), after a
// warm-up step (thread-local ISA detection) and encode(): the allocations
// they make.
template <class Model>
std::size_t allocations_of_steps(const Model& model, const std::vector<Sentence>& batch) {
  auto state = model.make_state();
  model.encode(state, batch, 8);
  std::vector<TokenId> previous = {0, 0};
  std::vector<std::uint32_t> parents = {0, 1};
  std::vector<TokenId> next_previous = {3, 30, 39, 2, 5, 1};
  std::vector<std::uint32_t> next_parents = {0, 0, 0, 1, 1, 1};
  model.step(state, previous, parents);
  model.encode(state, batch, 8);
  const std::size_t before = allocations.load();
  model.step(state, previous, parents);
  model.step(state, next_previous, next_parents);
  model.step(state, std::span(next_previous).first(4), std::span(next_parents).first(4));
  return allocations.load() - before;
}

TEMPLATE_TEST_CASE("GruModel::step allocates nothing", "[model][gru][allocation]", PackedFp32Gemm,
                   Int16Gemm, Int8Gemm) {
  const GruShape shape{.source_vocab = 30, .target_vocab = 40, .encoder_layers = 2, .fc_layers = 3};
  const NpzArchive weights = random_gru_weights(shape, 4);
  for (const GruSpeedups speedups : {GruSpeedups::reference(), GruSpeedups{}, GruSpeedups::all()}) {
    const GruModel<TestType> model(weights, {}, speedups);
    const std::vector<TokenId> a = {1, 2, 3, 4, 5}, b = {6, 7};
    CHECK(allocations_of_steps(model, {a, b}) == 0);
  }
}

TEST_CASE("SelfAttentionCache: steps and attention allocate nothing after reserve",
          "[model][transformer][allocation]") {
  SelfAttentionCache cache;
  cache.reserve(2, 32, 40 * 8, 8, 40);
  std::vector<float> queries(8 * 32, 0.5f), out(8 * 32), scratch(40);
  std::vector<std::uint32_t> parents(8);
  const testing::AllocationCount allocated;
  cache.begin(2);
  for (std::size_t step = 0; step < 40; ++step) {
    const std::size_t rows = step == 0 ? 2 : 8, previous_rows = step <= 1 ? 2 : 8;
    for (std::size_t i = 0; i < rows; ++i)
      parents[i] = static_cast<std::uint32_t>((i * 7 + step) % previous_rows);
    cache.advance({parents.data(), rows});
    for (std::size_t l = 0; l < 2; ++l) {
      std::fill_n(cache.keys(l).data(), rows * 32, 0.25f);
      std::fill_n(cache.values(l).data(), rows * 32, 1.0f);
      attend_cached(cache, l, 4, {queries.data(), rows, 32}, {out.data(), rows, 32}, scratch,
                    ActivationMode::fast);
    }
  }
  CHECK(allocated.count() == 0);
  CHECK(out[0] == Approx(1.0f));
}

TEMPLATE_TEST_CASE("TransformerModel::step allocates nothing, alone and in a beam search",
                   "[model][transformer][allocation]", PackedFp32Gemm, Int16Gemm, Int8Gemm,
                   Int8Gemm7Bit) {
  // The default cache, the gathering one, and (post-norm only) the
  // precomputed first layer with words in and out of its table.
  const auto check = [](const TransformerModelOptions& options, auto store) {
    using Store = decltype(store);
    for (const bool pre_norm : {true, false}) {
      if (pre_norm && options.precomputed_first_layer) continue;
      const TransformerConfig config{.vocab = 40,
                                     .d_model = 16,
                                     .heads = 4,
                                     .ff = 24,
                                     .pre_norm = pre_norm,
                                     .gelu = !pre_norm,
                                     .tied = pre_norm};
      const TransformerModel<TestType, Store> model(random_transformer_weights(config, 6), options);
      const std::vector<TokenId> a = {2, 3, 4, 5, 1}, b = {6, 1};
      const std::vector<Sentence> batch = {a, b};
      CHECK(allocations_of_steps(model, batch) == 0);

      // The second search of the same batch reuses what the first one sized.
      const FusedTopK<TestType> output(model.output_weights());
      BeamSearch search(model, output, {.beam_size = 4, .bos_token = 0, .eos_token = 1});
      search.translate_batch(batch);
      const std::size_t second = allocations.load();
      search.translate_batch(batch);
      CHECK(allocations.load() == second);
    }
  };
  check({}, ParentFollowingStore{});
  check({}, GatheringStore{});
  check({.precomputed_first_layer = true, .precomputed_words = 20}, ParentFollowingStore{});
}

}  // namespace fastdec_test_gru_no_allocation
