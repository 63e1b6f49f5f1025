// SelfAttentionCache and attend_cached: keys and values that follow the
// search's parents without being moved give the same bits as a cache that
// gathers every row's keys and values each step (the CTranslate2 and Marian
// way: this file's plain reference, and GatheringSelfAttentionCache, the
// library's baseline), and the attention matches a double-precision formula.
#include <catch2/catch.hpp>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <random>
#include <vector>

#include "fastdec/arch/isa.hpp"
#include "fastdec/arch/target.hpp"
#include "fastdec/layers/attention_products.hpp"
#include "fastdec/layers/fixed_order_dot.hpp"
#include "fastdec/layers/gathering_cache.hpp"
#include "fastdec/layers/multi_head_attention.hpp"
#include "fastdec/layers/self_attention_cache.hpp"

// Each test file in its own namespace: the files of a folder are compiled
// as one translation unit (tests/CMakeLists.txt).
namespace fastdec_test_self_attention_cache {

using namespace fastdec;

namespace {

// The gathering cache: each row's keys and values contiguous, copied from its
// parent's every step, attended over with the same loops as attend_cached,
// not contracted either (an exact-FP region, as the library's loop), so the
// bits agree in -march builds too.
FASTDEC_BEGIN_EXACT_FP
struct GatheringCache {
  std::size_t width;
  std::vector<std::vector<float>> keys, values;  // [row][positions * width]

  void advance(std::span<const std::uint32_t> parents, const std::vector<float>& new_keys,
               const std::vector<float>& new_values) {
    std::vector<std::vector<float>> k, v;
    for (std::size_t i = 0; i < parents.size(); ++i) {
      k.push_back(parents[i] < keys.size() ? keys[parents[i]] : std::vector<float>{});
      v.push_back(parents[i] < values.size() ? values[parents[i]] : std::vector<float>{});
      k.back().insert(k.back().end(), new_keys.begin() + i * width,
                      new_keys.begin() + (i + 1) * width);
      v.back().insert(v.back().end(), new_values.begin() + i * width,
                      new_values.begin() + (i + 1) * width);
    }
    keys = std::move(k), values = std::move(v);
  }

  std::vector<float> attend(const std::vector<float>& queries, std::size_t heads) const {
    const std::size_t d = width / heads;
    const float scale = 1.0f / std::sqrt(static_cast<float>(d));
    const ActivationKernels math = ActivationKernels::of(ActivationMode::exact);
    std::vector<float> out(queries.size());
    for (std::size_t i = 0; i < keys.size(); ++i) {
      const std::size_t n = keys[i].size() / width;
      std::vector<float> scores(n);
      for (std::size_t h = 0; h < heads; ++h) {
        float top = -INFINITY;
        for (std::size_t j = 0; j < n; ++j) {
          scores[j] =
              detail::fixed_order_dot(&queries[i * width + h * d], &keys[i][j * width + h * d], d) *
              scale;
          top = std::max(top, scores[j]);
        }
        math.exp_shifted(scores.data(), scores.data(), n, top);
        float sum = 0.0f;
        for (const float s : scores) sum += s;
        for (std::size_t j = 0; j < n; ++j)
          for (std::size_t t = 0; t < d; ++t)
            out[i * width + h * d + t] += scores[j] / sum * values[i][j * width + h * d + t];
      }
    }
    return out;
  }
};
FASTDEC_END_EXACT_FP

std::vector<float> random_rows(std::mt19937& rng, std::size_t n) {
  std::normal_distribution<float> normal(0.0f, 1.0f);
  std::vector<float> x(n);
  for (float& v : x) v = normal(rng);
  return x;
}

}  // namespace

TEST_CASE("SelfAttentionCache follows parents without moving keys: the gathering cache's bits",
          "[model][transformer]") {
  const std::size_t layers = 2, width = 24, heads = 3, steps = 9;
  std::mt19937 rng(11);
  // Two sentences, beam 3: rows reorder, share parents, and a sentence finishes.
  SelfAttentionCache cache;
  cache.reserve(layers, width, 6 * steps, 6, steps);
  cache.begin(2);
  std::vector<GatheringCache> reference(layers, GatheringCache{width, {}, {}});
  GatheringSelfAttentionCache gathering;
  gathering.reserve(layers, width, 6, steps);
  gathering.begin(2);
  std::vector<float> scratch(steps);
  std::size_t copied = 0;
  std::size_t rows_before = 2;
  for (std::size_t step = 0; step < steps; ++step) {
    const std::size_t rows = step == 0 ? 2 : (step < 6 ? 6 : 3);
    std::vector<std::uint32_t> parents(rows);
    std::uniform_int_distribution<std::uint32_t> pick(0,
                                                      static_cast<std::uint32_t>(rows_before - 1));
    for (std::uint32_t& p : parents) p = pick(rng);
    cache.advance(parents);
    gathering.advance(parents);
    copied += 2 * layers * rows * step * width;
    for (std::size_t l = 0; l < layers; ++l) {
      const auto k = random_rows(rng, rows * width), v = random_rows(rng, rows * width);
      std::copy(k.begin(), k.end(), cache.keys(l).data());
      std::copy(v.begin(), v.end(), cache.values(l).data());
      reference[l].advance(parents, k, v);
      gathering.append(l, {k.data(), rows, width}, {v.data(), rows, width});
      copied += 2 * rows * width;
      const auto q = random_rows(rng, rows * width);
      std::vector<float> out(rows * width);
      attend_cached(cache, l, heads, {q.data(), rows, width}, {out.data(), rows, width}, scratch,
                    ActivationMode::exact);
      INFO("step " << step << " layer " << l);
      REQUIRE(out == reference[l].attend(q, heads));
      std::vector<float> gathered(rows * width);
      attend_gathered(gathering, l, heads, {q.data(), rows, width}, {gathered.data(), rows, width},
                      scratch, ActivationMode::exact);
      REQUIRE(gathered == out);
      // The history is the chain of parents, oldest first, one token per step.
      for (std::size_t i = 0; i < rows; ++i) REQUIRE(cache.history(i).size() == step + 1);
    }
    rows_before = rows;
  }
  CHECK(gathering.copied_floats() == copied);
}

TEST_CASE("attend_cached is causal multi-head attention within float rounding",
          "[model][transformer]") {
  const std::size_t width = 16, heads = 4, d = 4, steps = 5;
  std::mt19937 rng(3);
  SelfAttentionCache cache;
  cache.reserve(1, width, steps, 1, steps);
  cache.begin(1);
  std::vector<std::vector<float>> k_all, v_all;
  std::vector<float> scratch(steps), out(width);
  const std::uint32_t parent = 0;
  for (std::size_t step = 0; step < steps; ++step) {
    cache.advance({&parent, 1});
    k_all.push_back(random_rows(rng, width)), v_all.push_back(random_rows(rng, width));
    std::copy(k_all.back().begin(), k_all.back().end(), cache.keys(0).data());
    std::copy(v_all.back().begin(), v_all.back().end(), cache.values(0).data());
    const auto q = random_rows(rng, width);
    attend_cached(cache, 0, heads, {q.data(), 1, width}, {out.data(), 1, width}, scratch,
                  ActivationMode::fast);
    for (std::size_t h = 0; h < heads; ++h) {
      std::vector<double> e(step + 1);
      double top = -1e300, sum = 0.0;
      for (std::size_t j = 0; j <= step; ++j) {
        double dot = 0.0;
        for (std::size_t t = 0; t < d; ++t) dot += double(q[h * d + t]) * k_all[j][h * d + t];
        e[j] = dot / std::sqrt(double(d));
        top = std::max(top, e[j]);
      }
      for (double& x : e) sum += (x = std::exp(x - top));
      for (std::size_t t = 0; t < d; ++t) {
        double expected = 0.0;
        for (std::size_t j = 0; j <= step; ++j) expected += e[j] / sum * v_all[j][h * d + t];
        CHECK(out[h * d + t] == Approx(expected).margin(1e-5));
      }
    }
  }
}

TEST_CASE("fixed_order_dot rounds each product before its sum, whatever the build flags",
          "[model][transformer]") {
  // With FMA available (the x86-64-v4 preset, -march=native) a compiler
  // would fuse each product into its sum unless told not to, and the
  // attention scores would change with the build. The reference rounds each
  // product through a volatile, which no compiler fuses.
  std::mt19937 random(7);
  std::uniform_real_distribution<float> uniform(-1.0f, 1.0f);
  for (const std::size_t n : {std::size_t{5}, std::size_t{64}, std::size_t{1000}}) {
    std::vector<float> x(n), y(n);
    for (std::size_t i = 0; i < n; ++i) x[i] = uniform(random), y[i] = uniform(random);
    float lanes[16] = {};
    for (std::size_t t = 0; t < n; ++t) {
      volatile float product = x[t] * y[t];
      lanes[t % 16] = lanes[t % 16] + product;
    }
    for (std::size_t width = 8; width >= 1; width /= 2)
      for (std::size_t l = 0; l < width; ++l) lanes[l] = lanes[l] + lanes[l + width];
    INFO("n " << n);
    CHECK(detail::fixed_order_dot(x.data(), y.data(), n) == lanes[0]);
  }
}

TEST_CASE("MultiHeadAttention rounds each product before its sum, whatever the build flags",
          "[model][transformer]") {
  // The attention loop step by step, each product rounded through a
  // volatile (no compiler fuses it into the sum that follows): the same bits
  // as attend() in every build, -march=x86-64-v4 included.
  const std::size_t heads = 2, width = 2 * 40, length = 9;
  const std::size_t d = width / heads;
  std::mt19937 random(11);
  std::uniform_real_distribution<float> uniform(-1.0f, 1.0f);
  std::vector<float> query(width), keys(length * width), values(length * width);
  for (float& x : query) x = uniform(random);
  for (float& x : keys) x = uniform(random);
  for (float& x : values) x = uniform(random);
  const MultiHeadAttention attention(heads, width, ActivationMode::fast);
  std::vector<float> out(width), scores(length);
  attention.attend(query.data(), StridedKeyValues{keys.data(), values.data(), width, length},
                   out.data(), scores);
  const ActivationKernels math = ActivationKernels::of(ActivationMode::fast);
  const float reciprocal = 1.0f / std::sqrt(static_cast<float>(d));
  for (std::size_t h = 0; h < heads; ++h) {
    std::vector<float> s(length);
    float top = -INFINITY;
    for (std::size_t j = 0; j < length; ++j) {
      s[j] = detail::fixed_order_dot(query.data() + h * d, keys.data() + j * width + h * d, d) *
             reciprocal;
      top = std::max(top, s[j]);
    }
    math.exp_shifted(s.data(), s.data(), length, top);
    float sum = 0.0f;
    for (std::size_t j = 0; j < length; ++j) sum = sum + s[j];
    std::vector<float> expected(d, 0.0f);
    for (std::size_t j = 0; j < length; ++j) {
      const float alpha = s[j] / sum;
      for (std::size_t t = 0; t < d; ++t) {
        volatile float product = alpha * values[j * width + h * d + t];
        expected[t] = expected[t] + product;
      }
    }
    for (std::size_t t = 0; t < d; ++t) {
      INFO("head " << h << " feature " << t);
      CHECK(out[h * d + t] == expected[t]);
    }
  }
}

// A source that only says where each position's key and value are, so
// attend() runs its plain loops instead of the kernel layer's products.
struct PlainSource {
  StridedKeyValues rows;
  std::size_t length() const noexcept { return rows.length(); }
  const float* key(std::size_t j) const noexcept { return rows.key(j); }
  const float* value(std::size_t j) const noexcept { return rows.value(j); }
};
static_assert(KeyValueSource<PlainSource> && !RowAddressedSource<PlainSource>);
static_assert(RowAddressedSource<StridedKeyValues> && RowAddressedSource<CachedKeyValues>);

TEST_CASE("MultiHeadAttention's kernels give the plain loops' bits on every instruction set",
          "[model][transformer]") {
  // Head sizes with and without a partial chunk, below, at and above the 64
  // features the weighted sum keeps in registers, each size the dot products
  // unroll (16, 32, 48, 64, 128); strided and indexed rows.
  const Isa level = active_isa();  // FASTDEC_TEST_ISA picks it (see catch_main.cpp)
  INFO("instruction set " << isa_name(level));
  std::mt19937 random(5);
  std::normal_distribution<float> normal(0.0f, 2.0f);
  for (const std::size_t d : {3u, 16u, 32u, 40u, 48u, 64u, 72u, 100u, 128u})
    for (const std::size_t length : {1u, 2u, 17u, 37u})
      for (const ActivationMode mode : {ActivationMode::exact, ActivationMode::fast}) {
        const std::size_t heads = 2, width = heads * d, stride = 2 * width + 3;
        std::vector<float> query(width), pool(length * 2 * stride);
        for (float& x : query) x = normal(random);
        for (float& x : pool) x = normal(random);
        // Positions in reverse order through an index, as the cache reads its nodes.
        std::vector<std::uint32_t> nodes(length);
        for (std::size_t j = 0; j < length; ++j)
          nodes[j] = static_cast<std::uint32_t>(2 * (length - 1 - j));
        const float* keys = pool.data();
        const float* values = pool.data() + width;
        const StridedKeyValues strided{keys, values, stride, length};
        const ConstMatrixView key_pool(keys, 2 * length - 1, width, stride);
        const ConstMatrixView value_pool(values, 2 * length - 1, width, stride);
        const CachedKeyValues indexed{key_pool, value_pool, nodes};
        // The plain reference of the indexed source: the same rows, gathered.
        std::vector<float> gathered(length * 2 * width);
        for (std::size_t j = 0; j < length; ++j) {
          std::copy_n(indexed.key(j), width, gathered.data() + j * 2 * width);
          std::copy_n(indexed.value(j), width, gathered.data() + j * 2 * width + width);
        }
        const PlainSource plain{{keys, values, stride, length}};
        const PlainSource plain_gathered{
            {gathered.data(), gathered.data() + width, 2 * width, length}};
        for (const ScoreScale scale : {ScoreScale::reciprocal, ScoreScale::quotient}) {
          INFO("d " << d << " length " << length << " fast exp " << (mode == ActivationMode::fast)
                    << " quotient " << (scale == ScoreScale::quotient));
          const MultiHeadAttention attention(heads, width, mode, scale);
          std::vector<float> scores(length), sums(length), expected_sums(length);
          std::vector<float> out(width), expected(width);
          attention.attend(query.data(), plain, expected.data(), scores, expected_sums.data());
          attention.attend(query.data(), strided, out.data(), scores, sums.data());
          REQUIRE(out == expected);
          REQUIRE(sums == expected_sums);
          attention.attend(query.data(), plain_gathered, expected.data(), scores);
          attention.attend(query.data(), indexed, out.data(), scores);
          REQUIRE(out == expected);
        }
      }
}

TEST_CASE("attention's dot products give fixed_order_dot's bits on every instruction set",
          "[model][transformer]") {
  // The kernel layer unrolls whole-chunk head sizes (16, 32, 48, 64, 128)
  // and loops over the others: both kinds, counts from none to a few chunks'
  // worth, and keys whose products overflow, cancel to NaN, underflow to
  // subnormals or are -0.
  const Isa level = active_isa();  // FASTDEC_TEST_ISA picks it (see catch_main.cpp)
  INFO("instruction set " << isa_name(level));
  const AttentionProducts products = AttentionProducts::best();
  std::mt19937 random(11);
  std::normal_distribution<float> normal(0.0f, 2.0f);
  std::uniform_int_distribution<int> pick(0, 9);
  const auto same_bits = [](float a, float b) {
    return (std::isnan(a) && std::isnan(b)) ||
           std::bit_cast<std::uint32_t>(a) == std::bit_cast<std::uint32_t>(b);
  };
  for (const std::size_t d : {16u, 32u, 48u, 64u, 67u, 128u})
    for (std::size_t count = 0; count <= 20; ++count) {
      const std::size_t stride = d + 5;
      std::vector<float> query(d), keys(std::max<std::size_t>(count, 1) * stride);
      for (float& x : query) x = normal(random);
      query[d / 2] = -0.0f;
      for (float& x : keys) {
        switch (pick(random)) {
          case 0:
            x = 3e38f * (normal(random) > 0 ? 1.0f : -1.0f);  // products overflow, may cancel
            break;
          case 1:
            x = 1e-40f;  // subnormal products
            break;
          case 2:
            x = -0.0f;
            break;
          default:
            x = normal(random);
        }
      }
      std::vector<float> scores(count + 1, 7.0f);
      products.dots(query.data(), {keys.data(), stride, nullptr}, count, d, scores.data());
      INFO("d " << d << " count " << count);
      for (std::size_t j = 0; j < count; ++j) {
        INFO("key " << j);
        REQUIRE(same_bits(scores[j],
                          detail::fixed_order_dot(query.data(), keys.data() + j * stride, d)));
      }
      REQUIRE(scores[count] == 7.0f);  // nothing written past the last key
    }
}

TEST_CASE("attend_rows gives each row attend()'s bits, its weight sums included",
          "[model][transformer]") {
  // A sentence's beam rows over its encoder output, head by head: the rows'
  // outputs and alignment weights equal attend() row by row, for the kernel
  // layer's source and the plain one, both scalings, queries and outputs in
  // wider rows (a stride past the width).
  INFO("instruction set " << isa_name(active_isa()));
  std::mt19937 random(7);
  std::normal_distribution<float> normal(0.0f, 2.0f);
  const std::size_t heads = 4, d = 24, width = heads * d, stride = 2 * width;
  const std::size_t query_stride = width + 5, out_stride = width + 3;
  for (const std::size_t rows : {1u, 2u, 5u})
    for (const std::size_t length : {1u, 13u, 31u}) {
      std::vector<float> queries(rows * query_stride), memory(length * stride);
      for (float& x : queries) x = normal(random);
      for (float& x : memory) x = normal(random);
      const StridedKeyValues strided{memory.data(), memory.data() + width, stride, length};
      const PlainSource plain{strided};
      for (const ScoreScale scale : {ScoreScale::reciprocal, ScoreScale::quotient}) {
        INFO("rows " << rows << " length " << length << " quotient "
                     << (scale == ScoreScale::quotient));
        const MultiHeadAttention attention(heads, width, ActivationMode::fast, scale);
        std::vector<float> scores(length), expected(rows * out_stride, -1.0f);
        std::vector<float> expected_sums(rows * length, 0.0f);
        for (std::size_t i = 0; i < rows; ++i)
          attention.attend(queries.data() + i * query_stride, strided,
                           expected.data() + i * out_stride, scores,
                           expected_sums.data() + i * length);
        for (const bool kernels : {true, false}) {
          std::vector<float> out(rows * out_stride, -1.0f), sums(rows * length, 0.0f);
          if (kernels)
            attention.attend_rows(queries.data(), query_stride, rows, strided, out.data(),
                                  out_stride, scores, sums.data());
          else
            attention.attend_rows(queries.data(), query_stride, rows, plain, out.data(), out_stride,
                                  scores, sums.data());
          REQUIRE(out == expected);  // the gaps between rows untouched
          REQUIRE(sums == expected_sums);
          std::vector<float> without_sums(rows * out_stride, -1.0f);
          attention.attend_rows(queries.data(), query_stride, rows, strided, without_sums.data(),
                                out_stride, scores);
          REQUIRE(without_sums == expected);
        }
      }
    }
  const MultiHeadAttention attention(heads, width, ActivationMode::fast);
  std::vector<float> memory(3 * stride), queries(2 * width), out(2 * width), scores(2);
  REQUIRE_THROWS_AS(
      attention.attend_rows(queries.data(), width, 2,
                            StridedKeyValues{memory.data(), memory.data() + width, stride, 3},
                            out.data(), width, scores),
      fastdec::error);
}

TEST_CASE("SelfAttentionCache rejects what it was not sized for", "[model][transformer]") {
  SelfAttentionCache cache;
  CHECK_THROWS_WITH(cache.reserve(1u << 20, 1u << 20, std::size_t{1} << 30, 2, 3),
                    Catch::Contains("is more than memory can hold"));
  cache.reserve(1, 8, 4, 2, 3);
  CHECK_THROWS_WITH(cache.begin(3), Catch::Contains("3 rows, but reserve() sized the cache for 2"));
  cache.begin(1);
  const std::vector<std::uint32_t> two{0, 0}, bad{1};
  CHECK_THROWS_WITH(cache.advance(bad), Catch::Contains("parent 1 of row 0 is not a row"));
  cache.advance(two);
  cache.advance(two);
  CHECK_THROWS_WITH(cache.advance(two), Catch::Contains("6 tokens, but reserve() sized"));
  std::vector<float> q(16), out(16), scratch(3);
  CHECK_THROWS_WITH(attend_cached(cache, 0, 3, {q.data(), 2, 8}, {out.data(), 2, 8}, scratch,
                                  ActivationMode::exact),
                    Catch::Contains("width 8 is not a multiple of 3 heads"));
  CHECK_THROWS_WITH(cache.keys(1), Catch::Contains("layer 1 of 1"));
}

TEST_CASE("GatheringSelfAttentionCache rejects what it was not sized for", "[model][transformer]") {
  GatheringSelfAttentionCache cache;
  CHECK_THROWS_WITH(cache.reserve(1, 0, 2, 3), Catch::Contains("must be at least 1"));
  cache.reserve(1, 8, 2, 2);
  CHECK_THROWS_WITH(cache.begin(3), Catch::Contains("3 rows, but reserve() sized the cache for 2"));
  cache.begin(1);
  const std::vector<std::uint32_t> two{0, 0}, bad{1}, three{0, 0, 0};
  CHECK_THROWS_WITH(cache.advance(bad), Catch::Contains("parent 1 of row 0 is not a row"));
  CHECK_THROWS_WITH(cache.advance(three), Catch::Contains("3 rows, but reserve() sized"));
  cache.advance(two);
  std::vector<float> rows(16), out(16), scratch(2);
  CHECK_THROWS_WITH(cache.append(0, {rows.data(), 1, 8}, {rows.data(), 2, 8}),
                    Catch::Contains("1 x 8 keys and 2 x 8 values for 2 rows"));
  CHECK_THROWS_WITH(cache.append(1, {rows.data(), 2, 8}, {rows.data(), 2, 8}),
                    Catch::Contains("layer 1 of 1"));
  cache.append(0, {rows.data(), 2, 8}, {rows.data(), 2, 8});
  CHECK_THROWS_WITH(attend_gathered(cache, 0, 3, {rows.data(), 2, 8}, {out.data(), 2, 8}, scratch,
                                    ActivationMode::exact),
                    Catch::Contains("width 8 is not a multiple of 3 heads"));
  CHECK_THROWS_WITH(attend_gathered(cache, 0, 2, {rows.data(), 2, 8}, {out.data(), 2, 8},
                                    std::span<float>(scratch.data(), 0), ActivationMode::exact),
                    Catch::Contains("scratch holds 0 floats for 1 positions"));
  CHECK_THROWS_WITH(cache.keys(0, 2), Catch::Contains("row 2 of 2"));
  cache.advance(two);
  CHECK_THROWS_WITH(cache.advance(two), Catch::Contains("more than 2 steps"));
}

}  // namespace fastdec_test_self_attention_cache
