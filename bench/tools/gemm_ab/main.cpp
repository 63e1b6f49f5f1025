// gemm_ab: two versions of fastdec's packed GEMMs in one process, timed in
// alternating pairs, so that the host's load drifts alike for both. Prints,
// per M, the median of the per-pair time ratios (a / b, above 1 = b faster)
// with its quartiles: far steadier on a shared machine than two separate
// benchmark runs. Usage (normally through gemm_ab.sh):
//   gemm_ab int16|int8|fp32 K N COPIES PAIRS M...
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <vector>

#include "side.hpp"

namespace {

double quantile(std::vector<double> values, double q) {
  std::sort(values.begin(), values.end());
  return values[static_cast<std::size_t>(q * static_cast<double>(values.size() - 1))];
}

}  // namespace

int main(int argc, char** argv) {
  const bool known =
      argc >= 7 && (std::strcmp(argv[1], "int16") == 0 || std::strcmp(argv[1], "int8") == 0 ||
                    std::strcmp(argv[1], "fp32") == 0);
  if (!known) {
    std::fprintf(stderr, "usage: %s int16|int8|fp32 K N COPIES PAIRS M...\n", argv[0]);
    return 2;
  }
  const GemmKind kind = std::strcmp(argv[1], "int16") == 0  ? GemmKind::int16
                        : std::strcmp(argv[1], "int8") == 0 ? GemmKind::int8
                                                            : GemmKind::fp32;
  const auto k = static_cast<std::size_t>(std::atol(argv[2]));
  const auto n = static_cast<std::size_t>(std::atol(argv[3]));
  const int copies = std::atoi(argv[4]), pairs = std::atoi(argv[5]);
  if (k == 0 || n == 0 || copies < 1 || pairs < 1) {
    std::fprintf(stderr, "K, N, COPIES and PAIRS must be positive\n");
    return 2;
  }
  std::mt19937 rng(1);
  std::uniform_real_distribution<float> uniform(-1.0f, 1.0f);
  std::vector<float> w(n * k);
  for (float& x : w) x = uniform(rng);
  prepare_a(kind, w.data(), n, k, copies);
  prepare_b(kind, w.data(), n, k, copies);
  std::printf("%s K=%zu N=%zu, %d copies, %d pairs; ratio = time a / time b\n", argv[1], k, n,
              copies, pairs);
  for (int i = 6; i < argc; ++i) {
    const auto m = static_cast<std::size_t>(std::atol(argv[i]));
    std::vector<float> a(m * k), c(m * n);
    for (float& x : a) x = uniform(rng);
    std::vector<double> times_a, times_b, ratios;
    for (int p = 0; p < pairs + 2; ++p) {
      double ta, tb;
      if (p % 2 == 0) {  // alternate which side goes first
        ta = time_a(kind, a.data(), m, k, c.data(), n);
        tb = time_b(kind, a.data(), m, k, c.data(), n);
      } else {
        tb = time_b(kind, a.data(), m, k, c.data(), n);
        ta = time_a(kind, a.data(), m, k, c.data(), n);
      }
      if (p < 2) continue;  // warm-up
      times_a.push_back(ta);
      times_b.push_back(tb);
      ratios.push_back(ta / tb);
    }
    std::printf("M=%-3zu a %10.1f us  b %10.1f us  a/b median %.3f  (quartiles %.3f-%.3f)\n", m,
                quantile(times_a, 0.5) * 1e6, quantile(times_b, 0.5) * 1e6, quantile(ratios, 0.5),
                quantile(ratios, 0.25), quantile(ratios, 0.75));
  }
}
