// The distance kernels against double precision, and bit for bit across ISAs.
#include <catch2/catch.hpp>

#include <cmath>
#include <random>
#include <vector>

#include "fastdec/arch/kernels.hpp"

// Each test file in its own namespace: the files of a folder are compiled
// as one translation unit (tests/CMakeLists.txt).
namespace fastdec_test_distance_kernels {

using namespace fastdec;

namespace {

struct Pair {
  std::vector<float> a, b;
};

Pair random_pair(std::size_t n, unsigned seed) {
  std::mt19937 rng(seed);
  std::normal_distribution<float> normal(0.0f, 3.0f);
  Pair p{std::vector<float>(n), std::vector<float>(n)};
  for (float& v : p.a) v = normal(rng);
  for (float& v : p.b) v = normal(rng);
  return p;
}

}  // namespace

TEST_CASE("distance kernels match double precision") {
  CHECK(arch::padded_dimension(1) == 16);
  CHECK(arch::padded_dimension(256) == 256);
  CHECK(arch::padded_dimension(257) == 272);
  for (std::size_t n : {16u, 32u, 208u, 512u, 1024u}) {
    const Pair p = random_pair(n, static_cast<unsigned>(n));
    double dot = 0, l2 = 0, scale = 0;
    for (std::size_t i = 0; i < n; ++i) {
      dot += static_cast<double>(p.a[i]) * p.b[i];
      l2 += (static_cast<double>(p.a[i]) - p.b[i]) * (static_cast<double>(p.a[i]) - p.b[i]);
      scale += std::abs(static_cast<double>(p.a[i]) * p.b[i]);
    }
    arch::with_kernels<KernelFamily::distance>([&](auto kernels) {
      INFO("n " << n << " isa " << isa_name(decltype(kernels)::isa));
      CHECK(std::abs(kernels.dot(p.a.data(), p.b.data(), n) - dot) <= 1e-5 * scale);
      CHECK(std::abs(kernels.squared_l2(p.a.data(), p.b.data(), n) - l2) <= 1e-5 * l2);
    });
  }
}

TEST_CASE("distance kernels are bit-identical on every instruction set this machine has") {
  const Isa level = active_isa();  // FASTDEC_TEST_ISA picks it (see catch_main.cpp)
  INFO("instruction set " << isa_name(level));
  for (std::size_t n : {16u, 48u, 256u, 512u}) {
    const Pair p = random_pair(n, 100 + static_cast<unsigned>(n));
    const float dot = arch::Kernels<Isa::scalar>::dot(p.a.data(), p.b.data(), n);
    const float l2 = arch::Kernels<Isa::scalar>::squared_l2(p.a.data(), p.b.data(), n);
    arch::with_kernels<KernelFamily::distance>([&](auto kernels) {
      REQUIRE(kernels.dot(p.a.data(), p.b.data(), n) == dot);
      REQUIRE(kernels.squared_l2(p.a.data(), p.b.data(), n) == l2);
    });
  }
}

}  // namespace fastdec_test_distance_kernels
