// GEMM backends on decoding shapes, against the baselines they replace and
// the best existing GEMMs (docs/RESULTS.md, "GEMM backends").
//
// C = A W^T with W [N, K] (the output layer or a recurrent matrix), A [M, K],
// fp32 in and out for every implementation. Preparing W (quantizing, packing,
// oneDNN's reorder) is done once, outside the timed loop; per call the
// integer paths include quantizing A and writing fp32 C. "cold" rotates
// through identical prepared copies totalling at least 192 MB (6x the 32 MB
// L3), so weights come from DRAM as they do in decoding; "hot" reuses one.
//
// Counters: M, K, N, cold; GOP/s = 2MNK / t; GB/s = prepared weight bytes / t.
// The label names the instruction set fastdec's kernels ran with.
//
// Optional baselines, compiled in when found: OpenBLAS (cblas_sgemm, and
// cblas_sgemv at M = 1), oneDNN (f32 matmul with weights reordered once into
// the layout format_tag::any picks: blocked on AVX-512 machines, plain on
// AVX2 ones with oneDNN 2.6; the s8 x s8 int8 matmul; and the two GEMM
// calls CTranslate2 makes, dnnl_sgemm and dnnl_gemm_u8s8s32), intgemm Int16 and
// Int8 (CMake -DFASTDEC_INTGEMM_DIR=<source tree built in <dir>/build>; never
// vendored). Layer benchmarks time FusedTopK
// whole (GEMM + fused softmax + k-best) with and without the tile consumer.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "fastdec/arch/isa.hpp"
#include "fastdec/core/eigen.hpp"
#include "fastdec/gemm/eigen_gemm.hpp"
#include "fastdec/gemm/int16_gemm.hpp"
#include "fastdec/gemm/int8_gemm.hpp"
#include "fastdec/gemm/packed_fp32_gemm.hpp"
#include "fastdec/output/fused_topk.hpp"
#include "fastdec/output/softmax_rows.hpp"
#include "gemm/gemm_bench_data.hpp"

#if defined(FASTDEC_BENCH_OPENBLAS)
#include <cblas.h>
#endif
#if defined(FASTDEC_BENCH_ONEDNN)
#include <oneapi/dnnl/dnnl.hpp>
#endif
#if defined(FASTDEC_BENCH_INTGEMM)
#include "intgemm/aligned.h"
#include "intgemm/intgemm.h"
#endif

namespace {

using namespace fastdec;

constexpr std::size_t cold_bytes = std::size_t{192} << 20;

using bench::random_values;

// The weights of the current shape, made once per shape.
const std::vector<float>& weights_for(std::size_t k, std::size_t n) {
  static std::size_t current_k = 0, current_n = 0;
  static std::vector<float> weights;
  if (current_k != k || current_n != n) {
    weights = random_values(k * n, 1);
    current_k = k;
    current_n = n;
  }
  return weights;
}

// Prepared copies of the weights for one implementation and shape. Only one
// set lives at a time (the output layer shapes need up to 650 MB per set).
std::function<void()>& release_copies() {
  static std::function<void()> release;
  return release;
}

template <class Copy>
const std::vector<Copy>& copies_for(const std::string& key, bool cold, std::size_t bytes_per_copy,
                                    const std::function<Copy()>& make) {
  static std::string current;
  static std::vector<Copy> copies;
  const std::string wanted = key + (cold ? "/cold" : "/hot");
  if (current != wanted) {
    if (release_copies()) release_copies()();
    const std::size_t count =
        cold ? std::max<std::size_t>(2, (cold_bytes + bytes_per_copy - 1) / bytes_per_copy) : 1;
    for (std::size_t i = 0; i < count; ++i) copies.push_back(make());
    current = wanted;
    release_copies() = [] {
      copies.clear();
      copies.shrink_to_fit();
      current.clear();
    };
  }
  return copies;
}

struct Problem {
  std::size_t m, k, n;
  bool cold;
  std::vector<float> a, c;
  std::string key;
};

Problem problem(const benchmark::State& state, const char* implementation) {
  Problem p{static_cast<std::size_t>(state.range(0)),
            static_cast<std::size_t>(state.range(1)),
            static_cast<std::size_t>(state.range(2)),
            state.range(3) != 0,
            {},
            {},
            {}};
  p.a = random_values(p.m * p.k, 2);
  p.c.assign(p.m * p.n, 0.0f);
  p.key = std::string(implementation) + "/" + std::to_string(p.k) + "x" + std::to_string(p.n);
  return p;
}

void report(benchmark::State& state, const Problem& p, std::size_t weight_bytes,
            std::string label) {
  state.counters["M"] = static_cast<double>(p.m);
  state.counters["K"] = static_cast<double>(p.k);
  state.counters["N"] = static_cast<double>(p.n);
  state.counters["cold"] = p.cold ? 1 : 0;
  state.counters["GOP/s"] = benchmark::Counter(2e-9 * static_cast<double>(p.m * p.n * p.k),
                                               benchmark::Counter::kIsIterationInvariantRate);
  state.counters["GB/s"] = benchmark::Counter(1e-9 * static_cast<double>(weight_bytes),
                                              benchmark::Counter::kIsIterationInvariantRate);
  state.SetLabel(std::move(label));
}

// Spot-checks C against a double-precision reference (every row, 64 columns)
// so that no implementation is timed computing the wrong thing.
void check_output(benchmark::State& state, const Problem& p, const float* c, double tolerance) {
  const auto& w = weights_for(p.k, p.n);
  for (std::size_t r = 0; r < p.m; ++r)
    for (std::size_t col = 0; col < p.n; col += std::max<std::size_t>(1, p.n / 64)) {
      double exact = 0, scale = 0;
      for (std::size_t k = 0; k < p.k; ++k) {
        exact += static_cast<double>(p.a[r * p.k + k]) * w[col * p.k + k];
        scale += std::abs(static_cast<double>(p.a[r * p.k + k]) * w[col * p.k + k]);
      }
      if (std::abs(c[r * p.n + col] - exact) > tolerance * scale) {
        state.SkipWithError("wrong result");
        return;
      }
    }
}

std::string fastdec_label(KernelFamily family) {
  return "isa=" + std::string(isa_name(kernel_level(family)));
}

template <class G>
void fastdec_packed(benchmark::State& state) {
  // Int8Gemm and Int8Gemm7Bit share the prepared weights.
  constexpr bool int8 = std::is_same_v<typename G::Prepared, Int8Gemm::Prepared>;
  Problem p = problem(state, G::name.data());
  const auto& w = weights_for(p.k, p.n);
  const std::size_t padded_n = (p.n + 15) / 16 * 16;
  const std::size_t bytes = std::is_same_v<G, Int16Gemm> ? padded_n * (p.k + p.k % 2) * 2
                            : int8                       ? padded_n * ((p.k + 3) / 4 * 4)
                                                         : padded_n * p.k * 4;
  const auto& copies = copies_for<typename G::Prepared>(
      p.key, p.cold, bytes, [&] { return G::prepare(ConstMatrixView(w.data(), p.n, p.k)); });
  typename G::Workspace workspace;
  G::reserve(workspace, p.m, copies[0]);
  std::size_t i = 0;
  for (auto _ : state) {
    G::multiply(workspace, ConstMatrixView(p.a.data(), p.m, p.k), copies[i],
                MutableMatrixView(p.c.data(), p.m, p.n), {});
    benchmark::DoNotOptimize(p.c.data());
    i = (i + 1) % copies.size();
  }
  // 7-bit activations: twice 8-bit's rounding step.
  check_output(state, p, p.c.data(),
               std::is_same_v<G, Int16Gemm>      ? 2e-3
               : std::is_same_v<G, Int8Gemm>     ? 6e-2
               : std::is_same_v<G, Int8Gemm7Bit> ? 1.2e-1
                                                 : 1e-5);
  report(state, p, copies[0].panels().size_bytes(),
         fastdec_label(std::is_same_v<G, Int16Gemm> ? KernelFamily::int16_gemm
                       : int8                       ? KernelFamily::int8_gemm
                                                    : KernelFamily::fp32_gemm));
}

using EigenMatrix = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

void fastdec_eigen_gemm(benchmark::State& state) {
  Problem p = problem(state, "EigenGemm");
  const auto& w = weights_for(p.k, p.n);
  const std::size_t bytes = p.n * p.k * sizeof(float);
  const auto& copies = copies_for<EigenGemm::Prepared>(p.key, p.cold, bytes, [&] {
    return EigenGemm::prepare(ConstMatrixView(w.data(), p.n, p.k));
  });
  std::size_t i = 0;
  for (auto _ : state) {
    EigenGemm::multiply(ConstMatrixView(p.a.data(), p.m, p.k), copies[i],
                        MutableMatrixView(p.c.data(), p.m, p.n));
    benchmark::DoNotOptimize(p.c.data());
    i = (i + 1) % copies.size();
  }
  check_output(state, p, p.c.data(), 1e-5);
  report(state, p, bytes, "row by row");
}

void eigen_product(benchmark::State& state) {
  Problem p = problem(state, "eigen_product");
  const auto& w = weights_for(p.k, p.n);
  const std::size_t bytes = p.n * p.k * sizeof(float);
  const auto& copies = copies_for<EigenMatrix>(p.key, p.cold, bytes, [&] {
    return EigenMatrix(Eigen::Map<const EigenMatrix>(w.data(), static_cast<Eigen::Index>(p.n),
                                                     static_cast<Eigen::Index>(p.k)));
  });
  const Eigen::Map<const EigenMatrix> a(p.a.data(), static_cast<Eigen::Index>(p.m),
                                        static_cast<Eigen::Index>(p.k));
  Eigen::Map<EigenMatrix> c(p.c.data(), static_cast<Eigen::Index>(p.m),
                            static_cast<Eigen::Index>(p.n));
  std::size_t i = 0;
  for (auto _ : state) {
    c.noalias() = a * copies[i].transpose();
    benchmark::DoNotOptimize(p.c.data());
    i = (i + 1) % copies.size();
  }
  check_output(state, p, p.c.data(), 1e-5);
  report(state, p, bytes, "Eigen 3.4 matrix product");
}

#if defined(FASTDEC_BENCH_OPENBLAS)
void openblas(benchmark::State& state, bool gemv) {
  Problem p = problem(state, "openblas");
  const auto& w = weights_for(p.k, p.n);
  const std::size_t bytes = p.n * p.k * sizeof(float);
  const auto& copies = copies_for<std::vector<float>>(p.key, p.cold, bytes, [&] { return w; });
  const int m = static_cast<int>(p.m), n = static_cast<int>(p.n), k = static_cast<int>(p.k);
  std::size_t i = 0;
  for (auto _ : state) {
    if (gemv)
      cblas_sgemv(CblasRowMajor, CblasNoTrans, n, k, 1.0f, copies[i].data(), k, p.a.data(), 1, 0.0f,
                  p.c.data(), 1);
    else
      cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, m, n, k, 1.0f, p.a.data(), k,
                  copies[i].data(), k, 0.0f, p.c.data(), n);
    benchmark::DoNotOptimize(p.c.data());
    i = (i + 1) % copies.size();
  }
  check_output(state, p, p.c.data(), 1e-5);
  report(state, p, bytes, std::string(gemv ? "sgemv " : "sgemm ") + openblas_get_corename());
}
void openblas_sgemm(benchmark::State& state) { openblas(state, false); }
void openblas_sgemv(benchmark::State& state) { openblas(state, true); }
#endif

#if defined(FASTDEC_BENCH_ONEDNN)
// f32 matmul with W reordered once into the layout oneDNN picks (format_tag::any).
void onednn_matmul_f32(benchmark::State& state) {
  Problem p = problem(state, "onednn");
  using dnnl::memory;
  static const dnnl::engine engine(dnnl::engine::kind::cpu, 0);
  dnnl::stream stream(engine);
  const auto m = static_cast<memory::dim>(p.m), k = static_cast<memory::dim>(p.k),
             n = static_cast<memory::dim>(p.n);
  const memory::desc a_desc({m, k}, memory::data_type::f32, memory::format_tag::ab);
  const memory::desc c_desc({m, n}, memory::data_type::f32, memory::format_tag::ab);
  const memory::desc any_weights({k, n}, memory::data_type::f32, memory::format_tag::any);
  const dnnl::matmul::primitive_desc pd(dnnl::matmul::desc(a_desc, any_weights, c_desc), engine);
  const dnnl::matmul matmul(pd);
  const auto& w = weights_for(p.k, p.n);
  const std::size_t bytes = pd.weights_desc().get_size();
  // W [N, K] row-major is W^T [K, N] in the column-major tag "ba".
  const auto& copies = copies_for<memory>(p.key + "/M" + std::to_string(p.m), p.cold, bytes, [&] {
    memory user(memory::desc({k, n}, memory::data_type::f32, memory::format_tag::ba), engine,
                const_cast<float*>(w.data()));
    memory packed(pd.weights_desc(), engine);
    dnnl::reorder(user, packed).execute(stream, user, packed);
    stream.wait();
    return packed;
  });
  memory a(a_desc, engine, p.a.data()), c(c_desc, engine, p.c.data());
  std::size_t i = 0;
  for (auto _ : state) {
    matmul.execute(stream, {{DNNL_ARG_SRC, a}, {DNNL_ARG_WEIGHTS, copies[i]}, {DNNL_ARG_DST, c}});
    stream.wait();
    i = (i + 1) % copies.size();
  }
  check_output(state, p, p.c.data(), 1e-5);
  report(state, p, bytes, std::string("oneDNN ") + pd.impl_info_str());
}
// W [N, K] to int8, each row scaled by 127 / max|w_n|: the values, and
// max|w_n| / 127 per row (both oneDNN int8 baselines quantize W so).
void quantize_rows_int8(const std::vector<float>& w, std::size_t k, std::size_t n,
                        std::vector<std::int8_t>& values, std::vector<float>& unscale) {
  values.resize(n * k);
  unscale.resize(n);
  for (std::size_t row = 0; row < n; ++row) {
    float w_max = 0;
    for (std::size_t i = 0; i < k; ++i) w_max = std::max(w_max, std::abs(w[row * k + i]));
    for (std::size_t i = 0; i < k; ++i)
      values[row * k + i] = static_cast<std::int8_t>(std::lrint(w[row * k + i] * 127.0f / w_max));
    unscale[row] = w_max / 127.0f;
  }
}

// int8 matmul (s8 A x s8 W -> f32 C) the way oneDNN decodes fastest: W
// quantized per output column and reordered once (format_tag::any, with the
// s8s8 compensation), A quantized per call with one static scale (a
// calibrated model; in oneDNN 2.6 a runtime scale falls back to an unpacked
// kernel), the dequantization fused as static per-column output scales.
void onednn_matmul_int8(benchmark::State& state) {
  Problem p = problem(state, "onednn-int8");
  using dnnl::memory;
  static const dnnl::engine engine(dnnl::engine::kind::cpu, 0);
  dnnl::stream stream(engine);
  const auto m = static_cast<memory::dim>(p.m), k = static_cast<memory::dim>(p.k),
             n = static_cast<memory::dim>(p.n);
  const auto& w = weights_for(p.k, p.n);
  std::vector<std::int8_t> w8;
  std::vector<float> output_scales;
  quantize_rows_int8(w, p.k, p.n, w8, output_scales);
  const float a_max = *std::max_element(p.a.begin(), p.a.end(),
                                        [](float x, float y) { return std::abs(x) < std::abs(y); });
  const float a_scale = 127.0f / std::abs(a_max);
  for (float& scale : output_scales) scale /= a_scale;
  const memory::desc a_desc({m, k}, memory::data_type::s8, memory::format_tag::ab);
  const memory::desc c_desc({m, n}, memory::data_type::f32, memory::format_tag::ab);
  const memory::desc any_weights({k, n}, memory::data_type::s8, memory::format_tag::any);
  dnnl::primitive_attr attr;
  attr.set_output_scales(1 << 1, output_scales);
  const dnnl::matmul::primitive_desc pd(dnnl::matmul::desc(a_desc, any_weights, c_desc), attr,
                                        engine);
  const dnnl::matmul matmul(pd);
  const std::size_t bytes = pd.weights_desc().get_size();
  const auto& copies = copies_for<memory>(p.key + "/M" + std::to_string(p.m), p.cold, bytes, [&] {
    memory user(memory::desc({k, n}, memory::data_type::s8, memory::format_tag::ba), engine,
                w8.data());
    memory packed(pd.weights_desc(), engine);
    dnnl::reorder(user, packed).execute(stream, user, packed);
    stream.wait();
    return packed;
  });
  std::vector<std::int8_t> a8(p.m * p.k);
  memory a(a_desc, engine, a8.data()), c(c_desc, engine, p.c.data());
  std::size_t i = 0;
  for (auto _ : state) {
    for (std::size_t j = 0; j < a8.size(); ++j)  // |a| <= a_max: no clamp needed
      a8[j] = static_cast<std::int8_t>(std::nearbyint(p.a[j] * a_scale));
    matmul.execute(stream, {{DNNL_ARG_SRC, a}, {DNNL_ARG_WEIGHTS, copies[i]}, {DNNL_ARG_DST, c}});
    stream.wait();
    i = (i + 1) % copies.size();
  }
  check_output(state, p, p.c.data(), 6e-2);
  report(state, p, bytes, std::string("oneDNN ") + pd.impl_info_str());
}
// f32 the way CTranslate2 calls oneDNN: dnnl_sgemm on W [N, K] as stored
// (the GEMM API packs per call), C = A W^T.
void onednn_sgemm(benchmark::State& state) {
  Problem p = problem(state, "onednn-sgemm");
  const auto& w = weights_for(p.k, p.n);
  const std::size_t bytes = p.n * p.k * sizeof(float);
  const auto& copies = copies_for<std::shared_ptr<std::vector<float>>>(
      p.key, p.cold, bytes, [&] { return std::make_shared<std::vector<float>>(w); });
  const auto m = static_cast<dnnl_dim_t>(p.m), k = static_cast<dnnl_dim_t>(p.k),
             n = static_cast<dnnl_dim_t>(p.n);
  std::size_t i = 0;
  for (auto _ : state) {
    dnnl_sgemm('N', 'T', m, n, k, 1.0f, p.a.data(), k, copies[i]->data(), k, 0.0f, p.c.data(), n);
    benchmark::DoNotOptimize(p.c.data());
    i = (i + 1) % copies.size();
  }
  check_output(state, p, p.c.data(), 1e-5);
  report(state, p, bytes, "oneDNN dnnl_sgemm");
}

// Whether dnnl_gemm_u8s8s32 saturates a pair of products at 32,767 on this
// machine, as vpmaddubsw does (oneDNN's kernels without VNNI): a row of
// 255 x 127 over K = 64 is 2,072,640 exactly, 32 x 32,767 saturated.
bool onednn_u8s8_saturates() {
  constexpr dnnl_dim_t k = 64;
  const std::vector<std::uint8_t> a(k, 255);
  const std::vector<std::int8_t> b(k, 127);
  std::int32_t c = 0;
  const std::int32_t offset = 0;
  dnnl_gemm_u8s8s32('N', 'T', 'F', 1, 1, k, 1.0f, a.data(), k, 0, b.data(), k, 0, 0.0f, &c, 1,
                    &offset);
  return c != 255 * 127 * k;
}

// int8 the way CTranslate2 calls oneDNN (its cpu/primitives.cc, "u8s8
// preferred"): W [N, K] s8 quantized per output row once, not reordered
// (the GEMM API packs per call); per call each row of A quantized to u8
// with a +128 shift, dnnl_gemm_u8s8s32 with the shift taken back as a row
// of offsets (-128 sum_k w), and the int32 sums scaled per row and column.
// The label says whether its sums saturate here (onednn_u8s8_saturates).
void onednn_gemm_u8s8s32(benchmark::State& state) {
  Problem p = problem(state, "onednn-gemm-int8");
  struct Weights {
    std::vector<std::int8_t> values;  // [N, K]
    std::vector<std::int32_t> shift;  // [N]: -128 sum_k w
    std::vector<float> unscale;       // [N]: max|w_n| / 127
  };
  const auto& w = weights_for(p.k, p.n);
  const std::size_t bytes = p.n * p.k;
  const auto& copies = copies_for<std::shared_ptr<Weights>>(p.key, p.cold, bytes, [&] {
    auto q = std::make_shared<Weights>();
    quantize_rows_int8(w, p.k, p.n, q->values, q->unscale);
    q->shift.resize(p.n);
    for (std::size_t col = 0; col < p.n; ++col) {
      std::int32_t sum = 0;
      for (std::size_t i = 0; i < p.k; ++i) sum += q->values[col * p.k + i];
      q->shift[col] = -128 * sum;
    }
    return q;
  });
  std::vector<std::uint8_t> a8(p.m * p.k);
  std::vector<float> row_unscale(p.m);
  std::vector<std::int32_t> c32(p.m * p.n);
  const auto m = static_cast<dnnl_dim_t>(p.m), k = static_cast<dnnl_dim_t>(p.k),
             n = static_cast<dnnl_dim_t>(p.n);
  std::size_t i = 0;
  for (auto _ : state) {
    for (std::size_t r = 0; r < p.m; ++r) {
      const float* row = p.a.data() + r * p.k;
      float a_max = 0;
      for (std::size_t j = 0; j < p.k; ++j) a_max = std::max(a_max, std::abs(row[j]));
      const float scale = a_max > 0 ? 127.0f / a_max : 1.0f;
      row_unscale[r] = 1.0f / scale;
      // Rounded to nearest even by adding and taking back 1.5 x 2^23, a loop
      // the compiler vectorizes (std::nearbyint is a call per value on SSE2).
      constexpr float magic = 12582912.0f;
      for (std::size_t j = 0; j < p.k; ++j)
        a8[r * p.k + j] = static_cast<std::uint8_t>(((row[j] * scale + magic) - magic) + 128.0f);
    }
    const Weights& q = *copies[i];
    dnnl_gemm_u8s8s32('N', 'T', 'R', m, n, k, 1.0f, a8.data(), k, 0, q.values.data(), k, 0, 0.0f,
                      c32.data(), n, q.shift.data());
    for (std::size_t r = 0; r < p.m; ++r)
      for (std::size_t col = 0; col < p.n; ++col)
        p.c[r * p.n + col] =
            static_cast<float>(c32[r * p.n + col]) * q.unscale[col] * row_unscale[r];
    benchmark::DoNotOptimize(p.c.data());
    i = (i + 1) % copies.size();
  }
  check_output(state, p, p.c.data(), 6e-2);
  static const bool saturates = onednn_u8s8_saturates();
  report(state, p, bytes,
         std::string("oneDNN dnnl_gemm_u8s8s32") + (saturates ? ", saturating pairs" : ", exact"));
}
#endif

#if defined(FASTDEC_BENCH_INTGEMM)
// intgemm Int16 as Marian uses it: fixed multiplier 1024, PrepareA + Multiply
// with UnquantizeAndWrite per call, B prepared once (PrepareBTransposed).
void intgemm_int16(benchmark::State& state) {
  Problem p = problem(state, "intgemm");
  constexpr float multiplier = 1024.0f;
  const auto& w = weights_for(p.k, p.n);
  const std::size_t bytes = p.n * p.k * sizeof(std::int16_t);
  using Buffer = std::shared_ptr<intgemm::AlignedVector<std::int16_t>>;
  const auto& copies = copies_for<Buffer>(p.key, p.cold, bytes, [&] {
    auto b = std::make_shared<intgemm::AlignedVector<std::int16_t>>(p.n * p.k);
    intgemm::Int16::PrepareBTransposed(w.data(), b->begin(), multiplier, p.k, p.n);
    return b;
  });
  intgemm::AlignedVector<float> a(p.m * p.k);
  std::copy(p.a.begin(), p.a.end(), a.begin());
  intgemm::AlignedVector<std::int16_t> a_prepared(p.m * p.k);
  intgemm::AlignedVector<float> c(p.m * p.n);  // the callback stores aligned vectors
  std::size_t i = 0;
  for (auto _ : state) {
    intgemm::Int16::PrepareA(a.begin(), a_prepared.begin(), multiplier, p.m, p.k);
    intgemm::Int16::Multiply(
        a_prepared.begin(), copies[i]->begin(), p.m, p.k, p.n,
        intgemm::callbacks::UnquantizeAndWrite(1.0f / (multiplier * multiplier), c.begin()));
    benchmark::DoNotOptimize(c.begin());
    i = (i + 1) % copies.size();
  }
  check_output(state, p, c.begin(), 2e-3);
  report(state, p, bytes, std::string(intgemm::Int16::kName));
}
// intgemm Int8 as Marian's intgemm8 uses it: one scale for all of A found per
// call (MaxAbsolute), PrepareA + Multiply + UnquantizeAndWrite; B quantized
// with one scale and prepared once.
void intgemm_int8(benchmark::State& state) {
  Problem p = problem(state, "intgemm-int8");
  const auto& w = weights_for(p.k, p.n);
  const float b_mult = 127.0f / intgemm::MaxAbsolute(w.data(), w.data() + w.size());
  const std::size_t bytes = p.n * p.k;
  using Buffer = std::shared_ptr<intgemm::AlignedVector<std::int8_t>>;
  const auto& copies = copies_for<Buffer>(p.key, p.cold, bytes, [&] {
    auto b = std::make_shared<intgemm::AlignedVector<std::int8_t>>(p.n * p.k);
    intgemm::Int8::PrepareBTransposed(w.data(), b->begin(), b_mult, p.k, p.n);
    return b;
  });
  intgemm::AlignedVector<float> a(p.m * p.k);
  std::copy(p.a.begin(), p.a.end(), a.begin());
  intgemm::AlignedVector<std::int8_t> a_prepared(p.m * p.k);
  intgemm::AlignedVector<float> c(p.m * p.n);
  std::size_t i = 0;
  for (auto _ : state) {
    const float a_mult = 127.0f / intgemm::MaxAbsolute(a.begin(), a.end());
    intgemm::Int8::PrepareA(a.begin(), a_prepared.begin(), a_mult, p.m, p.k);
    intgemm::Int8::Multiply(
        a_prepared.begin(), copies[i]->begin(), p.m, p.k, p.n,
        intgemm::callbacks::UnquantizeAndWrite(1.0f / (a_mult * b_mult), c.begin()));
    benchmark::DoNotOptimize(c.begin());
    i = (i + 1) % copies.size();
  }
  check_output(state, p, c.begin(), 6e-2);
  report(state, p, bytes, std::string(intgemm::Int8::kName));
}
#endif

// M, K, N, cold. Output layers cold; the recurrent layer cold and hot.
void gemm_arguments(benchmark::internal::Benchmark* b) {
  for (auto [k, n] : {std::pair{512L, 32000L}, std::pair{1024L, 80000L}})
    for (long m : {1, 6, 12, 64}) b->Args({m, k, n, 1});
  for (long cold : {1, 0})
    for (long m : {1, 6, 12, 64}) b->Args({m, 1024, 3072, cold});
  // A Transformer encoder's products (d 256, F 1024) over a batch of 32
  // sentences of 32 positions: the large-M work of bulk translation.
  for (auto [k, n] : {std::pair{256L, 768L}, std::pair{256L, 1024L}, std::pair{1024L, 256L}})
    b->Args({1024, k, n, 0});
}

#if defined(FASTDEC_BENCH_OPENBLAS)  // only OpenBLAS has a matrix-vector baseline
void gemv_arguments(benchmark::internal::Benchmark* b) {
  for (auto [k, n] : {std::pair{512L, 32000L}, std::pair{1024L, 80000L}}) b->Args({1, k, n, 1});
  for (long cold : {1, 0}) b->Args({1, 1024, 3072, cold});
}
#endif

// The whole output layer: GEMM + bias + fused softmax + k best (k = rows, as
// a beam asks). "tiled" reads each tile of logits while hot; "untiled" writes
// [rows, V] logits, then runs the same fused pass over them.
template <class G, bool tiled>
void fused_layer(benchmark::State& state) {
  const auto rows = static_cast<std::size_t>(state.range(0));
  const auto hidden = static_cast<std::size_t>(state.range(1));
  const auto vocab = static_cast<std::size_t>(state.range(2));
  const std::size_t k = rows;
  const auto& w = weights_for(hidden, vocab);
  const std::vector<float> h = random_values(rows * hidden, 3), bias = random_values(vocab, 4);
  std::vector<ScoredToken> out(rows * k);
  if (release_copies()) release_copies()();
  release_copies() = nullptr;
  if constexpr (tiled) {
    const FusedTopK<G> layer(OutputWeights(w, bias, vocab, hidden));
    auto workspace = layer.make_workspace();
    layer.begin_batch(workspace, {}, rows);
    for (auto _ : state) {
      layer.topk(workspace, ConstMatrixView(h.data(), rows, hidden), k,
                 TopKView(out.data(), rows, k));
      benchmark::DoNotOptimize(out.data());
    }
  } else {
    const auto prepared = G::prepare(ConstMatrixView(w.data(), vocab, hidden));
    typename G::Workspace workspace;
    G::reserve(workspace, rows, prepared);
    std::vector<float> logits(rows * vocab);
    for (auto _ : state) {
      G::multiply(workspace, ConstMatrixView(h.data(), rows, hidden), prepared,
                  MutableMatrixView(logits.data(), rows, vocab), bias);
      fused_softmax_topk(ConstMatrixView(logits.data(), rows, vocab), {},
                         TopKView(out.data(), rows, k));
      benchmark::DoNotOptimize(out.data());
    }
  }
  state.counters["rows"] = static_cast<double>(rows);
  state.counters["D"] = static_cast<double>(hidden);
  state.counters["V"] = static_cast<double>(vocab);
  state.SetLabel(fastdec_label(std::is_same_v<G, Int16Gemm> ? KernelFamily::int16_gemm
                                                            : KernelFamily::fp32_gemm));
}

void layer_arguments(benchmark::internal::Benchmark* b) {
  for (auto [d, v] : {std::pair{512L, 32000L}, std::pair{1024L, 80000L}})
    for (long rows : {1, 6, 12}) b->Args({rows, d, v});
}

// The fp32 pack alone: A's rows in blocks of `block` rows, each
// interleaved per k step ([depth][rows], as the fp32 tiles read it); the
// kernel layer's 4 x 4 squares against one value at a time, the loop it
// replaced. Arguments: M, K, block rows.
void interleave_one_by_one(const float* a, std::size_t stride, std::size_t rows, std::size_t depth,
                           float* out) {
  for (std::size_t k = 0; k < depth; ++k, out += rows)
    for (std::size_t r = 0; r < rows; ++r) out[r] = a[r * stride + k];
}

template <bool squares>
void fp32_pack(benchmark::State& state) {
  const auto m = static_cast<std::size_t>(state.range(0));
  const auto k = static_cast<std::size_t>(state.range(1));
  const auto block = static_cast<std::size_t>(state.range(2));
  std::vector<float> a(m * k), out(m * k);
  for (std::size_t i = 0; i < a.size(); ++i) a[i] = static_cast<float>(i % 1000) * 0.5f;
  arch::with_kernels<KernelFamily::fp32_gemm>([&](auto kernels) {
    for (auto _ : state) {
      float* to = out.data();
      for (std::size_t first = 0; first < m; first += block) {
        const std::size_t rows = std::min(block, m - first);
        if constexpr (squares)
          kernels.interleave_rows(a.data() + first * k, k, rows, k, to);
        else
          interleave_one_by_one(a.data() + first * k, k, rows, k, to);
        to += rows * k;
      }
      benchmark::DoNotOptimize(out.data());
    }
    state.SetLabel(std::string(isa_name(kernels.isa)));
  });
  state.counters["GB/s"] = benchmark::Counter(static_cast<double>(m * k * sizeof(float)),
                                              benchmark::Counter::kIsIterationInvariantRate);
}

// The encoder's rows at batch 8 (about 260 positions, K = d and F), a
// decoder step's rows at batch 64, one at batch 8.
void pack_arguments(benchmark::internal::Benchmark* b) {
  for (auto [m, k, block] : {std::array<long, 3>{260, 256, 12}, std::array<long, 3>{260, 1024, 12},
                             std::array<long, 3>{64, 1024, 12}, std::array<long, 3>{8, 256, 8}})
    b->Args({m, k, block});
}

#define FASTDEC_GEMM_BENCHMARK(function, arguments) \
  BENCHMARK(function)->Apply(arguments)->Unit(benchmark::kMicrosecond)->UseRealTime()
#define FASTDEC_GEMM_BENCHMARK_TEMPLATE(function, arguments, ...) \
  BENCHMARK_TEMPLATE(function, __VA_ARGS__)                       \
      ->Apply(arguments)                                          \
      ->Unit(benchmark::kMicrosecond)                             \
      ->UseRealTime()

FASTDEC_GEMM_BENCHMARK_TEMPLATE(fastdec_packed, gemm_arguments, Int16Gemm);
FASTDEC_GEMM_BENCHMARK_TEMPLATE(fastdec_packed, gemm_arguments, Int8Gemm);
FASTDEC_GEMM_BENCHMARK_TEMPLATE(fastdec_packed, gemm_arguments, Int8Gemm7Bit);
FASTDEC_GEMM_BENCHMARK_TEMPLATE(fastdec_packed, gemm_arguments, PackedFp32Gemm);
FASTDEC_GEMM_BENCHMARK_TEMPLATE(fastdec_packed, gemm_arguments, PackedFp32FmaGemm);
BENCHMARK_TEMPLATE(fp32_pack, false)->Apply(pack_arguments)->Unit(benchmark::kMicrosecond);
BENCHMARK_TEMPLATE(fp32_pack, true)->Apply(pack_arguments)->Unit(benchmark::kMicrosecond);
FASTDEC_GEMM_BENCHMARK(fastdec_eigen_gemm, gemm_arguments);
FASTDEC_GEMM_BENCHMARK(eigen_product, gemm_arguments);
#if defined(FASTDEC_BENCH_OPENBLAS)
FASTDEC_GEMM_BENCHMARK(openblas_sgemm, gemm_arguments);
FASTDEC_GEMM_BENCHMARK(openblas_sgemv, gemv_arguments);
#endif
#if defined(FASTDEC_BENCH_ONEDNN)
FASTDEC_GEMM_BENCHMARK(onednn_matmul_f32, gemm_arguments);
FASTDEC_GEMM_BENCHMARK(onednn_matmul_int8, gemm_arguments);
FASTDEC_GEMM_BENCHMARK(onednn_sgemm, gemm_arguments);
FASTDEC_GEMM_BENCHMARK(onednn_gemm_u8s8s32, gemm_arguments);
#endif
#if defined(FASTDEC_BENCH_INTGEMM)
FASTDEC_GEMM_BENCHMARK(intgemm_int16, gemm_arguments);
FASTDEC_GEMM_BENCHMARK(intgemm_int8, gemm_arguments);
#endif
FASTDEC_GEMM_BENCHMARK_TEMPLATE(fused_layer, layer_arguments, Int16Gemm, true);
FASTDEC_GEMM_BENCHMARK_TEMPLATE(fused_layer, layer_arguments, Int16Gemm, false);
FASTDEC_GEMM_BENCHMARK_TEMPLATE(fused_layer, layer_arguments, PackedFp32Gemm, true);
FASTDEC_GEMM_BENCHMARK_TEMPLATE(fused_layer, layer_arguments, PackedFp32Gemm, false);

}  // namespace

BENCHMARK_MAIN();
