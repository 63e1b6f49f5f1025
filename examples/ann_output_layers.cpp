// The approximate output layers on a synthetic vocabulary: build an HNSW
// graph once, save it, load it back, and compare the graph and WTA-LSH layers
// with the exact softmax (P@1, P@10, distance computations per query).
//
//   ann_output_layers [vocab] [hidden]       (defaults 20000 256)
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <random>
#include <string>
#include <vector>

#include <fastdec/fastdec.hpp>
#include <fastdec/gemm/eigen_gemm.hpp>

namespace {

// Words near 500 random directions, with log-normal norms (frequent words
// have large norms in trained models), and queries near the same directions.
struct Synthetic {
  std::vector<float> w, b, h;
};

Synthetic make_synthetic(std::size_t vocab, std::size_t hidden, std::size_t queries) {
  std::mt19937 rng(42);
  std::normal_distribution<float> normal(0.0f, 1.0f);
  std::vector<float> directions(500 * hidden);
  for (float& v : directions) v = normal(rng) / std::sqrt(static_cast<float>(hidden));
  auto fill = [&](std::vector<float>& rows, std::size_t count, float spread) {
    rows.resize(count * hidden);
    std::uniform_int_distribution<std::size_t> pick(0, 499);
    for (std::size_t r = 0; r < count; ++r) {
      const float* direction = &directions[pick(rng) * hidden];
      const float norm = 4.0f * std::exp(spread * normal(rng));
      for (std::size_t d = 0; d < hidden; ++d)
        rows[r * hidden + d] =
            norm * (direction[d] + normal(rng) / std::sqrt(static_cast<float>(hidden)));
    }
  };
  Synthetic s;
  fill(s.w, vocab, 0.4f);
  fill(s.h, queries, 0.2f);
  s.b.resize(vocab);
  for (float& v : s.b) v = normal(rng);
  return s;
}

template <class Layer>
void report(const char* name, const Layer& layer, const fastdec::FusedTopK<>& exact,
            const std::vector<float>& h, std::size_t hidden) {
  const std::size_t queries = h.size() / hidden, k = 10;
  auto workspace = layer.make_workspace();
  auto exact_workspace = exact.make_workspace();
  layer.begin_batch(workspace, {}, 1);
  exact.begin_batch(exact_workspace, {}, 1);
  std::vector<fastdec::ScoredToken> out(k), reference(k);
  double p1 = 0, p10 = 0, seconds = 0;
  for (std::size_t q = 0; q < queries; ++q) {
    const fastdec::ConstMatrixView row(&h[q * hidden], 1, hidden);
    const auto start = std::chrono::steady_clock::now();
    layer.topk(workspace, row, k, fastdec::TopKView(out.data(), 1, k));
    seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    exact.topk(exact_workspace, row, k, fastdec::TopKView(reference.data(), 1, k));
    p1 += fastdec::precision_at_k(out, std::span(reference).first(1));
    p10 += fastdec::precision_at_k(out, reference);
  }
  double distances = static_cast<double>(exact.vocab_size());
  if constexpr (requires { workspace.stats(); })
    distances = workspace.stats().distances_per_query();
  std::printf("%-34s P@1 %.3f  P@10 %.3f  dist/query %6.0f  %7.1f us/query\n", name,
              p1 / static_cast<double>(queries), p10 / static_cast<double>(queries), distances,
              1e6 * seconds / static_cast<double>(queries));
}

}  // namespace

int main(int argc, char** argv) {
  const std::size_t vocab = argc > 1 ? std::stoul(argv[1]) : 20000;
  const std::size_t hidden = argc > 2 ? std::stoul(argv[2]) : 256;
  const Synthetic data = make_synthetic(vocab, hidden, 200);
  const fastdec::OutputWeights weights(data.w, data.b, vocab, hidden);
  const fastdec::FusedTopK<> exact(weights);

  // Build once, save, and load back as a decoder process would.
  const auto start = std::chrono::steady_clock::now();
  const fastdec::HnswIndex built(weights, {.M = 16, .ef_construction = 100});
  const double build_seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  const std::string path = (std::filesystem::temp_directory_path() / "ann_example.hnsw").string();
  fastdec::save_hnsw(built, weights, path);
  const auto index = fastdec::load_hnsw(path, weights);
  std::filesystem::remove(path);
  std::printf("V = %zu, D = %zu: graph built in %.1f s, saved and loaded\n", vocab, hidden,
              build_seconds);

  report("FusedTopK (exact)", exact, exact, data.h, hidden);
  for (std::size_t ef : {20, 50, 100}) {
    const std::string name = "HnswTopK inner product, ef " + std::to_string(ef);
    report(name.c_str(), fastdec::HnswTopK(index, {.ef_search = ef}), exact, data.h, hidden);
  }
  const fastdec::WtaLsh lsh(weights,
                            {.window = 4, .permutations = 512, .bands = 128, .candidates = 1000});
  report("WtaLsh (4, 512, 128), C 1000", lsh, exact, data.h, hidden);
  return 0;
}
