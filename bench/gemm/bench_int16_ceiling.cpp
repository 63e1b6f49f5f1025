// How fast can an AVX2 int16 GEMM multiply on this core? Register loops that
// isolate what bounds Int16Gemm at M = 6..12, next to Int16Gemm itself on
// weights that stay in cache (docs/RESULTS.md, "GEMM backends").
//
// Every row reports `vpmaddwd`: 256-bit vpmaddwd instructions per second
// (16 int16 multiply-adds each; 4G/s is 4 per ns). Int16Gemm's rows count the
// M*N*K/16 it needs, so all rows compare directly:
//   vpmaddwd alone            12 independent chains: the instruction's peak
//   vpmaddwd + vpaddd         a 6-row tile's arithmetic without any loads:
//                             12 products and the 12 int32 adds that sum them
//   6-row k step, L1          the AVX2 kernel's whole k step (2 panel loads,
//                             6 broadcasts) on data in L1
// Without AVX-512 VNNI, whose vpdpwssd fuses the multiply and the add, the
// second row is the ceiling of any int16 kernel on this machine.
#include <benchmark/benchmark.h>

#include <cstddef>
#include <cstdint>
#include <random>
#include <vector>

#include "fastdec/arch/isa.hpp"
#include "fastdec/core/aligned_buffer.hpp"
#include "fastdec/gemm/int16_gemm.hpp"

namespace {

using namespace fastdec;

constexpr long loop_steps = 1 << 16;  // iterations per timed call

void report(benchmark::State& state, double instructions_per_iteration) {
  state.counters["vpmaddwd"] =
      benchmark::Counter(instructions_per_iteration, benchmark::Counter::kIsIterationInvariantRate,
                         benchmark::Counter::kIs1000);
}

#if defined(__x86_64__) && defined(__GNUC__)

bool has_avx2(benchmark::State& state) {
  if (cpu_supports(Isa::avx2)) return true;
  state.SkipWithError("needs AVX2");
  return false;
}

// The twelve accumulators of a 6-row AVX2 tile, zeroed; ymm12-15 are free.
#define FASTDEC_ZERO_ACCUMULATORS                                                                \
  "vpxor %%ymm0, %%ymm0, %%ymm0\n vpxor %%ymm1, %%ymm1, %%ymm1\n vpxor %%ymm2, %%ymm2, %%ymm2\n" \
  "vpxor %%ymm3, %%ymm3, %%ymm3\n vpxor %%ymm4, %%ymm4, %%ymm4\n vpxor %%ymm5, %%ymm5, %%ymm5\n" \
  "vpxor %%ymm6, %%ymm6, %%ymm6\n vpxor %%ymm7, %%ymm7, %%ymm7\n vpxor %%ymm8, %%ymm8, %%ymm8\n" \
  "vpxor %%ymm9, %%ymm9, %%ymm9\n vpxor %%ymm10, %%ymm10, %%ymm10\n vpxor %%ymm11, %%ymm11, "    \
  "%%ymm11\n"                                                                                    \
  "vpxor %%ymm12, %%ymm12, %%ymm12\n vpxor %%ymm13, %%ymm13, %%ymm13\n vpxor %%ymm14, %%ymm14, " \
  "%%ymm14\n"
#define FASTDEC_YMM_CLOBBERS                                                               \
  "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6", "xmm7", "xmm8", "xmm9", "xmm10", \
      "xmm11", "xmm12", "xmm13", "xmm14", "xmm15"

// acc_i = vpmaddwd(acc_i, ymm12): 12 chains, enough to cover the latency.
void vpmaddwd_alone(benchmark::State& state) {
  if (!has_avx2(state)) return;
  for (auto _ : state) {
    long n = loop_steps;
    __asm__ volatile(FASTDEC_ZERO_ACCUMULATORS "1:\n"
#define FASTDEC_CHAIN(i) "vpmaddwd %%ymm12, %%ymm" #i ", %%ymm" #i "\n"
                     FASTDEC_CHAIN(0) FASTDEC_CHAIN(1) FASTDEC_CHAIN(2) FASTDEC_CHAIN(3)
                         FASTDEC_CHAIN(4) FASTDEC_CHAIN(5) FASTDEC_CHAIN(6) FASTDEC_CHAIN(7)
                             FASTDEC_CHAIN(8) FASTDEC_CHAIN(9) FASTDEC_CHAIN(10) FASTDEC_CHAIN(11)
#undef FASTDEC_CHAIN
                                 "dec %0\n jnz 1b\n"
                     : "+r"(n)
                     :
                     : "cc", FASTDEC_YMM_CLOBBERS);
  }
  report(state, 12.0 * loop_steps);
}

// Six rows x two column vectors: product into a temporary, then the add.
void vpmaddwd_and_vpaddd(benchmark::State& state) {
  if (!has_avx2(state)) return;
  for (auto _ : state) {
    long n = loop_steps;
#define FASTDEC_ROW(lo, hi)                                                      \
  "vpmaddwd %%ymm12, %%ymm14, %%ymm15\n vpaddd %%ymm15, %%ymm" #lo ", %%ymm" #lo \
  "\n"                                                                           \
  "vpmaddwd %%ymm13, %%ymm14, %%ymm15\n vpaddd %%ymm15, %%ymm" #hi ", %%ymm" #hi "\n"
    __asm__ volatile(FASTDEC_ZERO_ACCUMULATORS "1:\n" FASTDEC_ROW(0, 1) FASTDEC_ROW(2, 3)
                         FASTDEC_ROW(4, 5) FASTDEC_ROW(6, 7) FASTDEC_ROW(8, 9)
                             FASTDEC_ROW(10, 11) "dec %0\n jnz 1b\n"
                     : "+r"(n)
                     :
                     : "cc", FASTDEC_YMM_CLOBBERS);
#undef FASTDEC_ROW
  }
  report(state, 12.0 * loop_steps);
}

// The AVX2 kernel's k step for 6 rows and one 16-column panel, as GCC emits
// it for int16_block<6, 1>: load the panel step, then per row one broadcast
// and two product-and-add pairs. A and the panel (64 steps) stay in L1.
void six_row_step_l1(benchmark::State& state) {
  if (!has_avx2(state)) return;
  constexpr long depth = 64;
  AlignedBuffer<std::int16_t> a, b;
  a.reserve(depth * 12);
  b.reserve(depth * 32);
  for (long i = 0; i < depth * 12; ++i) a.data()[i] = static_cast<std::int16_t>(i % 7 - 3);
  for (long i = 0; i < depth * 32; ++i) b.data()[i] = static_cast<std::int16_t>(i % 5 - 2);
  for (auto _ : state) {
    for (long pass = 0; pass < loop_steps / depth; ++pass) {
      const std::int16_t* pa = a.data();
      const std::int16_t* pb = b.data();
      long n = depth;
#define FASTDEC_STEP_ROW(r, lo, hi)                                              \
  "vpbroadcastd " #r                                                             \
  "*4(%1), %%ymm14\n"                                                            \
  "vpmaddwd %%ymm12, %%ymm14, %%ymm15\n vpaddd %%ymm15, %%ymm" #lo ", %%ymm" #lo \
  "\n"                                                                           \
  "vpmaddwd %%ymm13, %%ymm14, %%ymm14\n vpaddd %%ymm14, %%ymm" #hi ", %%ymm" #hi "\n"
      __asm__ volatile(FASTDEC_ZERO_ACCUMULATORS
                       "1:\n"
                       "vmovdqu (%2), %%ymm12\n vmovdqu 32(%2), %%ymm13\n" FASTDEC_STEP_ROW(0, 0, 1)
                           FASTDEC_STEP_ROW(1, 2, 3) FASTDEC_STEP_ROW(2, 4, 5)
                               FASTDEC_STEP_ROW(3, 6, 7) FASTDEC_STEP_ROW(4, 8, 9) FASTDEC_STEP_ROW(
                                   5, 10, 11) "add $24, %1\n add $64, %2\n dec %0\n jnz 1b\n"
                       : "+r"(n), "+r"(pa), "+r"(pb)
                       :
                       : "cc", "memory", FASTDEC_YMM_CLOBBERS);
#undef FASTDEC_STEP_ROW
    }
  }
  report(state, 12.0 * loop_steps);
}
#undef FASTDEC_ZERO_ACCUMULATORS
#undef FASTDEC_YMM_CLOBBERS

BENCHMARK(vpmaddwd_alone)->Name("ceiling/vpmaddwd alone");
BENCHMARK(vpmaddwd_and_vpaddd)->Name("ceiling/vpmaddwd + vpaddd");
BENCHMARK(six_row_step_l1)->Name("ceiling/6-row k step, L1");

#endif  // x86-64 GCC or Clang

// Int16Gemm on one prepared copy that stays in cache: args M, K, N.
void int16_gemm_cached(benchmark::State& state) {
  const auto m = static_cast<std::size_t>(state.range(0));
  const auto k = static_cast<std::size_t>(state.range(1));
  const auto n = static_cast<std::size_t>(state.range(2));
  std::mt19937 rng(1);
  std::uniform_real_distribution<float> uniform(-1.0f, 1.0f);
  std::vector<float> w(n * k), a(m * k), c(m * n);
  for (float& x : w) x = uniform(rng);
  for (float& x : a) x = uniform(rng);
  const auto prepared = Int16Gemm::prepare(ConstMatrixView(w.data(), n, k, k));
  Int16Gemm::Workspace workspace;
  Int16Gemm::reserve(workspace, m, prepared);
  for (auto _ : state) {
    Int16Gemm::multiply(workspace, ConstMatrixView(a.data(), m, k, k), prepared,
                        MutableMatrixView(c.data(), m, n, n), {});
    benchmark::DoNotOptimize(c.data());
    benchmark::ClobberMemory();
  }
  report(state, static_cast<double>(m * n * k) / 16.0);
  state.SetLabel("isa=" + std::string(isa_name(kernel_level(KernelFamily::int16_gemm))));
}

// 384 KiB of int16 weights (L2), and the 6 MiB recurrent matrix (L3).
BENCHMARK(int16_gemm_cached)
    ->Name("Int16Gemm cached")
    ->ArgNames({"M", "K", "N"})
    ->Args({6, 256, 768})
    ->Args({12, 256, 768})
    ->Args({6, 1024, 3072})
    ->Args({12, 1024, 3072})
    ->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();
