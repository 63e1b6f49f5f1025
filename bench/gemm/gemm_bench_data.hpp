// bench/gemm/gemm_bench_data.hpp: the data the GEMM benchmarks multiply
// (bench_gemm, bench_tile_shapes): uniform values in [-1, 1], fixed seeds.
#pragma once

#include <cstddef>
#include <random>
#include <vector>

namespace fastdec::bench {

inline std::vector<float> random_values(std::size_t count, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> uniform(-1.0f, 1.0f);
  std::vector<float> values(count);
  for (float& v : values) v = uniform(rng);
  return values;
}

}  // namespace fastdec::bench
