// fastdec/layers/attention_products.hpp: the two products of an attention
// over rows of keys and values, and the softmax of 16 rows' interleaved
// scores between them, on the kernel layer (arch/attention_body.inc) at the
// level picked once, when the table is made:
//
//   const AttentionProducts products = AttentionProducts::best();  // once per call
//   products.dots(query, {keys, stride, nullptr}, count, d, scores);  // scores[j] = q . k_j
//   products.weighted_sum(weights, {values, stride, nullptr}, count, d, out);
//   products.score_lines_shift(lines, length, scale, quotient);  // then exp, then
//   products.score_lines_normalize(lines, length);
//
// dots follow fixed_order_dot's order (16 lanes, lane t % 16, reduce_sum's
// tree) and weighted_sum adds rows in order, one chain per feature, each
// product rounded before its sum: the bits of the plain loops, on every level
// and whatever the build flags. Rows: arch::AttentionRows (row j at base +
// (index ? index[j] : j) x stride). The score lines' steps are
// softmax_of_scores' per lane (MultiHeadAttention::weights_from_score_lines).
// A value (four function pointers).
#pragma once

#include <cstddef>

#include "fastdec/arch/kernels.hpp"

namespace fastdec {

struct AttentionProducts {
  void (*dots)(const float* query, arch::AttentionRows keys, std::size_t count, std::size_t d,
               float* scores);
  void (*weighted_sum)(const float* weights, arch::AttentionRows values, std::size_t count,
                       std::size_t d, float* out);
  void (*score_lines_shift)(float* lines, std::size_t length, float scale, bool quotient);
  void (*score_lines_normalize)(float* lines, std::size_t length);

  static AttentionProducts best() {
    return arch::with_kernels<KernelFamily::attention>([](auto kernels) {
      using K = decltype(kernels);
      return AttentionProducts{&K::attention_dots, &K::attention_weighted_sum,
                               &K::score_lines_shift, &K::score_lines_normalize};
    });
  }
};

}  // namespace fastdec
