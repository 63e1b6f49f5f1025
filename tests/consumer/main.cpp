// Decodes one sentence with a one-layer "model" to prove the package works.
#include <cstdio>
#include <vector>

#include <fastdec/fastdec.hpp>
#include <fastdec/gemm/eigen_gemm.hpp>

namespace {

// h is the one-hot vector of the previous token; W is the identity shifted by
// one, so the model counts upward: 3 -> 4 -> 5 -> ...; token 7 is EOS.
struct CountingModel {
  struct State {
    std::vector<float> h;
  };
  std::size_t hidden_size() const { return 8; }
  State make_state() const { return {}; }
  void encode(State& state, std::span<const fastdec::Sentence>, std::size_t max_rows) const {
    state.h.assign(max_rows * 8, 0.0f);
  }
  fastdec::ConstMatrixView step(State& state, std::span<const fastdec::TokenId> previous,
                                std::span<const std::uint32_t>) const {
    std::fill(state.h.begin(), state.h.end(), 0.0f);
    for (std::size_t i = 0; i < previous.size(); ++i)
      state.h[i * 8 + static_cast<std::size_t>(previous[i])] = 1.0f;
    return {state.h.data(), previous.size(), 8};
  }
};

}  // namespace

int main() {
  std::vector<float> w(8 * 8, 0.0f);
  for (std::size_t from = 0; from < 7; ++from) w[(from + 1) * 8 + from] = 10.0f;
  const fastdec::OutputWeights weights(w, std::vector<float>(8, 0.0f), 8, 8);
  const fastdec::FusedTopK<> layer(weights);
  const CountingModel model;
  fastdec::BeamSearch search(model, layer, {.beam_size = 2, .bos_token = 3, .eos_token = 7});
  const std::vector<fastdec::TokenId> source{1};
  const auto& best = search.translate(source).best(0);
  for (fastdec::TokenId t : best.tokens) std::printf("%d ", t);
  std::printf("\n");
  return best.tokens.size() == 4 && best.tokens[0] == 4 && best.tokens[3] == 7 ? 0 : 1;
}
