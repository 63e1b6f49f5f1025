// The reusable decoder parts against straightforward scalar references:
// fast activations (error bound on every float where it matters,
// bit-identical levels, the exp of attention's softmax), GruCell (PyTorch's
// nn.GRUCell equations), additive attention over sentences of different
// lengths, precomputed embedding projections (bit-equal rows, fp32 and
// int16), and DistinctParents (merging by ancestry).
#include <catch2/catch.hpp>

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <vector>

#include "fastdec/arch/isa.hpp"
#include "fastdec/gemm/int16_gemm.hpp"
#include "fastdec/gemm/packed_fp32_gemm.hpp"
#include "fastdec/layers/activation.hpp"
#include "fastdec/layers/attention.hpp"
#include "fastdec/layers/embedding_projection.hpp"
#include "fastdec/layers/gru_cell.hpp"
#include "fastdec/layers/state_merging.hpp"

// Each test file in its own namespace: the files of a folder are compiled
// as one translation unit (tests/CMakeLists.txt).
namespace fastdec_test_parts {

using namespace fastdec;

namespace {

std::vector<float> random_values(std::size_t n, unsigned seed, float scale = 1.0f) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> u(-scale, scale);
  std::vector<float> v(n);
  for (float& x : v) x = u(rng);
  return v;
}

double sigmoid(double x) { return 1.0 / (1.0 + std::exp(-x)); }

}  // namespace

TEST_CASE("fast activations: error bound, range and identical levels", "[model][activation]") {
  std::vector<float> x;
  for (double v = -25.0; v <= 25.0; v += 3e-4) x.push_back(static_cast<float>(v));
  for (const float v : {0.0f, -0.0f, 1e-30f, -1e-30f, 100.0f, -100.0f, 1e30f, -1e30f})
    x.push_back(v);
  std::vector<float> reference_tanh, reference_sigmoid;
  bool first = true;
  for (const Isa isa : all_isas) {
    if (!cpu_supports(isa)) continue;
    ScopedIsa scoped(isa);
    std::vector<float> t = x, s = x;
    apply_activation(t, Activation::tanh, ActivationMode::fast);
    apply_activation(s, Activation::sigmoid, ActivationMode::fast);
    double worst_tanh = 0.0, worst_sigmoid = 0.0;
    bool in_range = true;
    for (std::size_t i = 0; i < x.size(); ++i) {
      worst_tanh = std::max(worst_tanh, std::fabs(t[i] - std::tanh(static_cast<double>(x[i]))));
      worst_sigmoid = std::max(worst_sigmoid, std::fabs(s[i] - sigmoid(x[i])));
      in_range = in_range && std::fabs(t[i]) <= 1.0f && s[i] >= 0.0f && s[i] <= 1.0f;
    }
    CHECK(in_range);
    INFO("instruction set " << isa_name(isa));
    CHECK(worst_tanh <= 1.5e-7);
    CHECK(worst_sigmoid <= 1.5e-7);
    if (first) {
      reference_tanh = t;
      reference_sigmoid = s;
      first = false;
    } else {
      CHECK(t == reference_tanh);
      CHECK(s == reference_sigmoid);
    }
  }
  std::vector<float> nan{std::numeric_limits<float>::quiet_NaN()};
  apply_activation(nan, Activation::tanh, ActivationMode::fast);
  CHECK(std::isnan(nan[0]));
}

// Every float where tanh and sigmoid are neither x-like nor saturated, both
// signs, against the C library in double: 2^-12 <= |x| <= 16 for tanh,
// 2^-11 <= |x| <= 32 for sigmoid (268 million values each), at the best
// level this machine has (the levels are bit-identical, tested above).
TEST_CASE("fast math: every float where tanh and sigmoid are not saturated",
          "[model][activation]") {
  const ActivationKernels fast = ActivationKernels::of(ActivationMode::fast);
  constexpr std::size_t chunk = std::size_t{1} << 16;
  std::vector<float> x(chunk), y(chunk);
  const auto sweep = [&](float low, float high, auto function, auto reference) {
    double worst = 0.0;
    std::uint32_t bits = std::bit_cast<std::uint32_t>(low);
    const std::uint32_t end = std::bit_cast<std::uint32_t>(high);
    std::size_t values = 0;
    while (bits <= end) {
      std::size_t n = 0;
      for (; n < chunk && bits <= end; n += 2, ++bits) {
        x[n] = std::bit_cast<float>(bits);
        x[n + 1] = -x[n];
      }
      function(x.data(), y.data(), n);
      for (std::size_t i = 0; i < n; ++i)
        worst = std::max(worst, std::fabs(y[i] - reference(static_cast<double>(x[i]))));
      values += n;
    }
    CHECK(values == 2 * (std::size_t{end - std::bit_cast<std::uint32_t>(low)} + 1));
    return worst;
  };
  const double worst_tanh =
      sweep(0x1p-12f, 16.0f, fast.tanh, [](double v) { return std::tanh(v); });
  const double worst_sigmoid = sweep(0x1p-11f, 32.0f, fast.sigmoid, sigmoid);
  INFO("worst tanh " << worst_tanh << ", worst sigmoid " << worst_sigmoid);
  CHECK(worst_tanh <= 1.5e-7);
  CHECK(worst_sigmoid <= 1.5e-7);
}

// exp(x - shift) for attention's softmax: within 2 ulp of exp in double on
// every 61st float of [-87, 0] (the range where exp is a normal float), on
// every level, bit-identical across levels; the libm kernel is std::exp.
TEST_CASE("fast activations: exp_shifted for the softmax, every level", "[model][activation]") {
  std::vector<float> x;
  const std::uint32_t end = std::bit_cast<std::uint32_t>(87.0f);
  for (std::uint32_t bits = 0; bits <= end; bits += 61) x.push_back(-std::bit_cast<float>(bits));
  for (const std::size_t n : {std::size_t{1}, std::size_t{15}, std::size_t{17}})
    x.resize(x.size() + n, -1.0f);
  const float shift = 0.75f;
  for (float& v : x) v += shift;  // exp(v - shift) of the original value (up to rounding)
  std::vector<float> reference;
  for (const Isa isa : all_isas) {
    if (!cpu_supports(isa)) continue;
    ScopedIsa scoped(isa);
    INFO("instruction set " << isa_name(isa));
    std::vector<float> y(x.size());
    ActivationKernels::of(ActivationMode::fast).exp_shifted(x.data(), y.data(), x.size(), shift);
    double worst_ulps = 0.0;
    for (std::size_t i = 0; i < x.size(); ++i) {
      const double exact = std::exp(static_cast<double>(x[i]) - shift);
      if (exact < 0x1p-126) continue;
      const double ulp = std::ldexp(1.0, std::ilogb(exact) - 23);
      worst_ulps = std::max(worst_ulps, std::fabs(y[i] - exact) / ulp);
    }
    INFO("worst " << worst_ulps << " ulp");
    CHECK(worst_ulps <= 2.0);  // 0.96 measured
    if (reference.empty())
      reference = y;
    else
      CHECK(y == reference);
  }
  std::vector<float> libm(x.size());
  ActivationKernels::of(ActivationMode::exact).exp_shifted(x.data(), libm.data(), x.size(), shift);
  for (std::size_t i = 0; i < x.size(); i += 997) CHECK(libm[i] == std::exp(x[i] - shift));
}

TEST_CASE("activations: exact mode is the C library, relu clamps", "[model][activation]") {
  std::vector<float> x = {-2.0f, -0.5f, 0.0f, 0.25f, 3.0f};
  std::vector<float> t = x, s = x, r = x;
  apply_activation(t, Activation::tanh, ActivationMode::exact);
  apply_activation(s, Activation::sigmoid, ActivationMode::exact);
  apply_activation(r, Activation::relu, ActivationMode::fast);
  for (std::size_t i = 0; i < x.size(); ++i) {
    CHECK(t[i] == std::tanh(x[i]));
    CHECK(s[i] == 1.0f / (1.0f + std::exp(-x[i])));
    CHECK(r[i] == (x[i] > 0.0f ? x[i] : 0.0f));
  }
}

TEST_CASE("GruCell follows nn.GRUCell: gates r, z, n; r multiplies W_hn h + b_hn",
          "[model][gru_cell]") {
  const std::size_t in = 5, h = 4;
  const auto w_ih = random_values(3 * h * in, 1), w_hh = random_values(3 * h * h, 2);
  const auto b_ih = random_values(3 * h, 3), b_hh = random_values(3 * h, 4);
  const auto x = random_values(2 * in, 5), h0 = random_values(2 * h, 6);
  // Two input parts of widths 2 and 3, as the decoder splits [embedding; context].
  const std::size_t parts[] = {2, 3};
  const GruCell<PackedFp32Gemm> cell({w_ih.data(), 3 * h, in}, {w_hh.data(), 3 * h, h}, b_ih, b_hh,
                                     parts);
  GemmWorkspace<PackedFp32Gemm> ws;
  cell.reserve(ws, 2);
  std::vector<float> x_a(2 * 2), x_b(2 * 3);
  for (std::size_t r = 0; r < 2; ++r)
    for (std::size_t k = 0; k < in; ++k)
      (k < 2 ? x_a[r * 2 + k] : x_b[r * 3 + k - 2]) = x[r * in + k];
  std::vector<float> gi_a(2 * 3 * h), gi_b(2 * 3 * h), gh(2 * 3 * h), h1(2 * h), scratch(3 * h);
  cell.project_input(ws, 0, {x_a.data(), 2, 2}, {gi_a.data(), 2, 3 * h});
  cell.project_input(ws, 1, {x_b.data(), 2, 3}, {gi_b.data(), 2, 3 * h});
  cell.project_hidden(ws, {h0.data(), 2, h}, {gh.data(), 2, 3 * h});
  for (std::size_t r = 0; r < 2; ++r) {
    std::vector<float> gi(3 * h);
    for (std::size_t j = 0; j < 3 * h; ++j) gi[j] = gi_a[r * 3 * h + j] + gi_b[r * 3 * h + j];
    cell.combine(gi.data(), gh.data() + r * 3 * h, h0.data() + r * h, h1.data() + r * h,
                 scratch.data(), ActivationKernels::of(ActivationMode::exact));
  }
  // PyTorch's equations in double.
  for (std::size_t r = 0; r < 2; ++r) {
    const auto dot = [&](const std::vector<float>& w, std::size_t row, const float* v,
                         std::size_t n) {
      double s = 0.0;
      for (std::size_t k = 0; k < n; ++k) s += static_cast<double>(w[row * n + k]) * v[k];
      return s;
    };
    for (std::size_t j = 0; j < h; ++j) {
      const float* xr = x.data() + r * in;
      const float* hr = h0.data() + r * h;
      const double rg = sigmoid(dot(w_ih, j, xr, in) + b_ih[j] + dot(w_hh, j, hr, h) + b_hh[j]);
      const double zg =
          sigmoid(dot(w_ih, h + j, xr, in) + b_ih[h + j] + dot(w_hh, h + j, hr, h) + b_hh[h + j]);
      const double ng = std::tanh(dot(w_ih, 2 * h + j, xr, in) + b_ih[2 * h + j] +
                                  rg * (dot(w_hh, 2 * h + j, hr, h) + b_hh[2 * h + j]));
      const double expected = (1.0 - zg) * ng + zg * hr[j];
      CHECK(h1[r * h + j] == Approx(expected).margin(1e-6));
    }
  }
  // step() on a one-part cell computes the same.
  const GruCell<PackedFp32Gemm> single({w_ih.data(), 3 * h, in}, {w_hh.data(), 3 * h, h}, b_ih,
                                       b_hh);
  std::vector<float> gi(2 * 3 * h), h2(2 * h);
  single.step(ws, {x.data(), 2, in}, {h0.data(), 2, h}, {gi.data(), 2, 3 * h},
              {gh.data(), 2, 3 * h}, {h2.data(), 2, h}, scratch, ActivationMode::exact);
  for (std::size_t i = 0; i < 2 * h; ++i) CHECK(h2[i] == Approx(h1[i]).margin(1e-6));
  CHECK_THROWS_AS(GruCell<PackedFp32Gemm>({w_ih.data(), 3 * h, in}, {w_hh.data(), 3 * h, h}, b_ih,
                                          std::span<const float>(b_hh).first(3)),
                  fastdec::error);
}

TEST_CASE("AdditiveAttention: sentences of different lengths in one call", "[model][attention]") {
  const std::size_t c = 6, a = 5, hd = 4;
  const auto key_w = random_values(a * c, 11), key_b = random_values(a, 12);
  const auto query_w = random_values(a * hd, 13), v = random_values(a, 14);
  const AdditiveAttention<PackedFp32Gemm> attention({key_w.data(), a, c}, key_b,
                                                    {query_w.data(), a, hd}, v);
  const std::vector<std::size_t> offsets = {0, 3, 4, 9};  // lengths 3, 1, 5
  const auto values = random_values(9 * c, 15);
  std::vector<float> keys(9 * a);
  GemmWorkspace<PackedFp32Gemm> ws;
  attention.reserve(ws, 9);
  attention.compute_keys(ws, {values.data(), 9, c}, {keys.data(), 9, a});
  const auto states = random_values(4 * hd, 16);
  const std::vector<std::uint32_t> row_sentence = {2, 0, 1, 2};
  std::vector<float> queries(4 * a), contexts(4 * c), scratch(attention.scratch_size(5));
  attention.compute_queries(ws, {states.data(), 4, hd}, {queries.data(), 4, a});
  std::vector<std::uint32_t> strongest(4, 99);
  attention.attend({queries.data(), 4, a}, row_sentence,
                   {{values.data(), 9, c}, {keys.data(), 9, a}, offsets}, {contexts.data(), 4, c},
                   scratch, ActivationMode::exact, strongest);
  for (std::size_t i = 0; i < 4; ++i) {
    const std::size_t first = offsets[row_sentence[i]], last = offsets[row_sentence[i] + 1];
    std::vector<double> e;
    for (std::size_t j = first; j < last; ++j) {
      double score = 0.0;
      for (std::size_t t = 0; t < a; ++t) {
        double q = 0.0, k = key_b[t];
        for (std::size_t u = 0; u < hd; ++u)
          q += static_cast<double>(query_w[t * hd + u]) * states[i * hd + u];
        for (std::size_t u = 0; u < c; ++u)
          k += static_cast<double>(key_w[t * c + u]) * values[j * c + u];
        score += v[t] * std::tanh(q + k);
      }
      e.push_back(score);
    }
    // The alignment: the position weighed most.
    CHECK(strongest[i] ==
          static_cast<std::uint32_t>(std::max_element(e.begin(), e.end()) - e.begin()));
    double top = -1e30, sum = 0.0;
    for (const double x : e) top = std::max(top, x);
    for (double& x : e) sum += (x = std::exp(x - top));
    for (std::size_t u = 0; u < c; ++u) {
      double expected = 0.0;
      for (std::size_t j = first; j < last; ++j) expected += e[j - first] / sum * values[j * c + u];
      CHECK(contexts[i * c + u] == Approx(expected).margin(1e-5));
    }
  }
}

TEMPLATE_TEST_CASE("EmbeddingProjection: table rows equal computed rows bit for bit",
                   "[model][embedding]", PackedFp32Gemm, Int16Gemm) {
  const std::size_t vocab = 30, e = 7, out = 20;
  const auto embeddings = random_values(vocab * e, 21), projection = random_values(out * e, 22);
  const EmbeddingProjection<TestType> plain({embeddings.data(), vocab, e},
                                            {projection.data(), out, e}, 0);
  const EmbeddingProjection<TestType> table({embeddings.data(), vocab, e},
                                            {projection.data(), out, e}, 12);
  CHECK(plain.memory_bytes() == 0);
  CHECK(table.memory_bytes() == 12 * out * sizeof(float));
  const std::vector<TokenId> tokens = {3, 29, 0, 11, 12, 3, 17};
  typename EmbeddingProjection<TestType>::Workspace ws_plain, ws_table;
  plain.reserve(ws_plain, tokens.size());
  table.reserve(ws_table, tokens.size());
  std::vector<float> a(tokens.size() * out), b(tokens.size() * out);
  CHECK(plain.project(ws_plain, tokens, {a.data(), tokens.size(), out}) == 0);
  CHECK(table.project(ws_table, tokens, {b.data(), tokens.size(), out}) == 4);  // 3, 0, 11, 3
  CHECK(a == b);
  for (std::size_t j = 0; j < out; ++j) {  // and close to the exact product
    double expected = 0.0;
    for (std::size_t k = 0; k < e; ++k)
      expected += static_cast<double>(projection[j * e + k]) * embeddings[29 * e + k];
    CHECK(a[out + j] == Approx(expected).margin(2e-2));
  }
  const std::vector<TokenId> bad = {30};
  CHECK_THROWS_AS(table.project(ws_table, bad, {b.data(), 1, out}), fastdec::error);
}

TEST_CASE("DistinctParents: one entry per parent row, tracked by index", "[model][merging]") {
  DistinctParents merger;
  merger.reserve(8);
  const std::vector<std::uint32_t> parents = {2, 2, 0, 3, 0, 2};
  merger.build(parents, 4, true);
  CHECK(std::vector<std::uint32_t>(merger.sources().begin(), merger.sources().end()) ==
        std::vector<std::uint32_t>{2, 0, 3});
  CHECK(std::vector<std::uint32_t>(merger.slot().begin(), merger.slot().end()) ==
        std::vector<std::uint32_t>{0, 0, 1, 2, 1, 0});
  merger.build(parents, 4, false);
  CHECK(merger.distinct() == 6);
  CHECK(std::vector<std::uint32_t>(merger.sources().begin(), merger.sources().end()) == parents);
  CHECK(merger.distinct_fraction() == Approx(9.0 / 12.0));
  const std::vector<std::uint32_t> bad = {4};
  CHECK_THROWS_AS(merger.build(bad, 4, true), fastdec::error);
}

}  // namespace fastdec_test_parts
