// The GEMM tile shape sweep: Int16Gemm and PackedFp32Gemm with
// each candidate arch::TileShape (rows per block / accumulators per tile),
// on the instruction set this machine runs (the label names it), so that the
// shape each vocabulary states can be picked by measurement on a machine of
// that level (docs/RESULTS.md, "Inner loops and tile shapes"). Every shape gives the same
// bits (gemm.tile_shapes tests it); only the time differs.
//
//   bench_tile_shapes --benchmark_filter='sweep<Int16Gemm'
//       --benchmark_enable_random_interleaving=true --benchmark_repetitions=5
//   (one command line)
//
// Arguments: M, K, N, cold. "cold" rotates through prepared copies of the
// weights totalling at least 192 MB, so they come from DRAM as in decoding;
// "hot" reuses one (K 1024 x N 3072: 6 MB int16, 12 MB fp32).
#include <benchmark/benchmark.h>

#include <cstddef>
#include <string>
#include <vector>

#include "fastdec/arch/isa.hpp"
#include "fastdec/arch/kernels.hpp"
#include "fastdec/gemm/int16_gemm.hpp"
#include "fastdec/gemm/packed_fp32_gemm.hpp"
#include "gemm/gemm_bench_data.hpp"

namespace {

using namespace fastdec;

using bench::random_values;

template <class G>
Isa level_of() {
  return kernel_level(std::is_same_v<G, Int16Gemm> ? KernelFamily::int16_gemm
                                                   : KernelFamily::fp32_gemm);
}

template <class G, int MaxRows, int Accumulators>
void sweep(benchmark::State& state) {
  const auto m = static_cast<std::size_t>(state.range(0));
  const auto k = static_cast<std::size_t>(state.range(1));
  const auto n = static_cast<std::size_t>(state.range(2));
  const bool cold = state.range(3) != 0;
  const std::vector<float> w = random_values(n * k, 1), a = random_values(m * k, 2);
  // Prepared weights share storage when copied: prepare each copy.
  std::vector<typename G::Prepared> copies;
  copies.push_back(G::prepare(ConstMatrixView(w.data(), n, k)));
  const std::size_t bytes = copies[0].panels().size_bytes();
  while (cold && copies.size() * bytes < (std::size_t{192} << 20))
    copies.push_back(G::prepare(ConstMatrixView(w.data(), n, k)));
  std::vector<float> c(m * n);
  typename G::Workspace workspace;
  G::reserve(workspace, m, copies[0]);
  std::size_t i = 0;
  for (auto _ : state) {
    G::template multiply_with_tile_shape<arch::TileShape{MaxRows, Accumulators}>(
        workspace, ConstMatrixView(a.data(), m, k), copies[i], MutableMatrixView(c.data(), m, n),
        {});
    benchmark::DoNotOptimize(c.data());
    i = (i + 1) % copies.size();
  }
  state.counters["M"] = static_cast<double>(m);
  state.counters["cold"] = cold ? 1 : 0;
  state.counters["GB/s"] = benchmark::Counter(1e-9 * static_cast<double>(bytes),
                                              benchmark::Counter::kIsIterationInvariantRate);
  state.SetLabel("isa=" + std::string(isa_name(level_of<G>())));
}

// Decoding's row counts (a beam, or a few sentences' beams) on the output
// layer (cold) and on a recurrent matrix (hot).
void sweep_arguments(benchmark::internal::Benchmark* b) {
  for (long m : {1, 4, 6, 8, 12, 16, 24, 64}) b->Args({m, 512, 32000, 1});
  for (long m : {1, 4, 6, 8, 12, 16, 24, 64}) b->Args({m, 1024, 3072, 0});
}

}  // namespace

// Candidates: AVX2's shape, AVX-512's former one (AVX2's doubled in rows),
// AVX-512's current one, and others within 32 registers.
#define FASTDEC_SWEEP(G, rows, accumulators)       \
  BENCHMARK_TEMPLATE(sweep, G, rows, accumulators) \
      ->Apply(sweep_arguments)                     \
      ->Unit(benchmark::kMicrosecond)              \
      ->UseRealTime()
#define FASTDEC_SWEEP_SHAPES(G) \
  FASTDEC_SWEEP(G, 6, 6);       \
  FASTDEC_SWEEP(G, 12, 12);     \
  FASTDEC_SWEEP(G, 12, 24);     \
  FASTDEC_SWEEP(G, 8, 24);      \
  FASTDEC_SWEEP(G, 16, 16);     \
  FASTDEC_SWEEP(G, 14, 28)
FASTDEC_SWEEP_SHAPES(Int16Gemm);
FASTDEC_SWEEP_SHAPES(PackedFp32Gemm);

BENCHMARK_MAIN();
