// The reference GRU model's step allocates nothing, with every speed-up on
// and off, in fp32, int16 and int8.
#include "fastdec/gemm/int16_gemm.hpp"
#include "fastdec/gemm/int8_gemm.hpp"
#include "fastdec/gemm/packed_fp32_gemm.hpp"
#include "fastdec/model/gru_model.hpp"
#include "support/allocation_count.hpp"

// Each test file in its own namespace: the files of a folder are compiled
// as one translation unit (tests/CMakeLists.txt).
namespace fastdec_test_gru_no_allocation {

using namespace fastdec;

TEMPLATE_TEST_CASE("GruModel::step allocates nothing", "[model][gru][allocation]", PackedFp32Gemm,
                   Int16Gemm, Int8Gemm) {
  const GruShape shape{.source_vocab = 30, .target_vocab = 40, .encoder_layers = 2, .fc_layers = 3};
  const NpzArchive weights = random_gru_weights(shape, 4);
  for (const GruSpeedups speedups : {GruSpeedups::reference(), GruSpeedups{}, GruSpeedups::all()}) {
    const GruModel<TestType> model(weights, {}, speedups);
    auto state = model.make_state();
    const std::vector<TokenId> a = {1, 2, 3, 4, 5}, b = {6, 7};
    const std::vector<Sentence> batch = {a, b};
    model.encode(state, batch, 8);
    std::vector<TokenId> previous = {0, 0};
    std::vector<std::uint32_t> parents = {0, 1};
    std::vector<TokenId> next_previous = {3, 30, 39, 2, 5, 1};
    std::vector<std::uint32_t> next_parents = {0, 0, 0, 1, 1, 1};
    model.step(state, previous, parents);  // warm-up: thread-local ISA detection
    model.encode(state, batch, 8);
    const std::size_t before = allocations.load();
    model.step(state, previous, parents);
    model.step(state, next_previous, next_parents);
    model.step(state, std::span(next_previous).first(4), std::span(next_parents).first(4));
    CHECK(allocations.load() == before);
  }
}

}  // namespace fastdec_test_gru_no_allocation
