// One side of gemm_ab: compiled twice by gemm_ab.sh, against two versions of
// fastdec's headers, with `fastdec` renamed to fastdec_ab_a / fastdec_ab_b so
// that both link into one program. Exposes prepare + timed multiply.
#include "side.hpp"

#include <chrono>
#include <cstddef>
#include <vector>

#include "fastdec/gemm/int16_gemm.hpp"
#include "fastdec/gemm/int8_gemm.hpp"
#include "fastdec/gemm/packed_fp32_gemm.hpp"

#define FASTDEC_AB_CONCAT2(a, b) a##b
#define FASTDEC_AB_CONCAT(a, b) FASTDEC_AB_CONCAT2(a, b)
#define FASTDEC_AB_NAME(name) FASTDEC_AB_CONCAT(name, FASTDEC_AB_SIDE)

namespace {

// Identical prepared copies of W, used in turn (cold weights when they
// exceed the last-level cache), and the workspace of the multiplies.
template <class Gemm>
struct Copies {
  std::vector<typename Gemm::Prepared> prepared;
  typename Gemm::Workspace workspace;
  std::size_t next = 0;

  double time(const float* a, std::size_t m, std::size_t k, float* c, std::size_t n) {
    const auto& b = prepared[next++ % prepared.size()];
    const auto start = std::chrono::steady_clock::now();
    Gemm::multiply(workspace, fastdec::ConstMatrixView(a, m, k, k), b,
                   fastdec::MutableMatrixView(c, m, n, n), {});
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  }
};

Copies<fastdec::Int16Gemm> int16_copies;
Copies<fastdec::Int8Gemm> int8_copies;
Copies<fastdec::PackedFp32Gemm> fp32_copies;

}  // namespace

void FASTDEC_AB_NAME(prepare_)(GemmKind kind, const float* w, std::size_t n, std::size_t k,
                               int copies) {
  const fastdec::ConstMatrixView weights(w, n, k, k);
  for (int i = 0; i < copies; ++i) {
    if (kind == GemmKind::int16)
      int16_copies.prepared.push_back(fastdec::Int16Gemm::prepare(weights));
    if (kind == GemmKind::int8) int8_copies.prepared.push_back(fastdec::Int8Gemm::prepare(weights));
    if (kind == GemmKind::fp32)
      fp32_copies.prepared.push_back(fastdec::PackedFp32Gemm::prepare(weights));
  }
}

double FASTDEC_AB_NAME(time_)(GemmKind kind, const float* a, std::size_t m, std::size_t k, float* c,
                              std::size_t n) {
  switch (kind) {
    case GemmKind::int16:
      return int16_copies.time(a, m, k, c, n);
    case GemmKind::int8:
      return int8_copies.time(a, m, k, c, n);
    default:
      return fp32_copies.time(a, m, k, c, n);
  }
}
