// fastdec/layers/attention.hpp: additive (Bahdanau) attention over the live
// rows of many sentences at once, with the keys U a_j computed once per
// sentence (Devlin 2017, section 4.3).
//
// For a query state s (one decoder row) and the encoder outputs a_j of its
// sentence (j < that sentence's length):
//   k_j = U a_j + b_U                     (keys: compute_keys, once per sentence)
//   q   = W s                             (query: no bias)
//   e_j = v . tanh(q + k_j)
//   alpha_j = exp(e_j - max e) / sum_j' exp(e_j' - max e)
//   c   = sum_j alpha_j a_j               (in j order)
// The dot products with v and the weighted sum run on the kernel layer
// (layers/attention_products.hpp): the same bits on every level and with any
// build flags.
// Shapes: U [A, C], b_U [A], W [A, H], v [A] (PyTorch: key = nn.Linear(C, A),
// query = nn.Linear(H, A, bias=False), v = nn.Linear(A, 1, bias=False)).
//
// Memory layout (AttentionMemory): the sentences of a batch are stacked,
// sentence s owns rows [offsets[s], offsets[s + 1]) of values [positions, C]
// and keys [positions, A]; attend() reads only the rows of each query's own
// sentence, so sentences of different lengths share one call and no padding
// is computed. A key row depends on its own encoder row only, so keys
// computed per step (the plain path) equal keys computed once (tested).
//
// Immutable after construction; share it between threads. attend and the
// projections allocate nothing (scratch is the caller's).
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "fastdec/core/error.hpp"
#include "fastdec/core/matrix_view.hpp"
#include "fastdec/gemm/concept.hpp"
#include "fastdec/layers/activation.hpp"
#include "fastdec/layers/attention_products.hpp"
#include "fastdec/layers/linear.hpp"

namespace fastdec {

struct AttentionMemory {
  ConstMatrixView values;                // [positions, C]: encoder outputs a_j
  ConstMatrixView keys;                  // [positions, A]: U a_j + b_U
  std::span<const std::size_t> offsets;  // [sentences + 1]
};

template <Gemm G>
class AdditiveAttention {
 public:
  using Workspace = GemmWorkspace<G>;

  AdditiveAttention() = default;
  AdditiveAttention(ConstMatrixView key_weight, std::span<const float> key_bias,
                    ConstMatrixView query_weight, std::span<const float> v)
      : key_(key_weight, key_bias), query_(query_weight, {}), v_(v.begin(), v.end()) {
    FASTDEC_REQUIRE(query_weight.rows() == key_weight.rows() && v.size() == key_weight.rows(),
                    "AdditiveAttention: the key (", key_weight.rows(), "), query (",
                    query_weight.rows(), ") and v (", v.size(),
                    ") widths must all be the attention size.");
  }

  std::size_t attention_size() const noexcept { return v_.size(); }    // A
  std::size_t memory_size() const noexcept { return key_.inputs(); }   // C
  std::size_t query_size() const noexcept { return query_.inputs(); }  // H
  // Floats of scratch attend() needs for sentences of up to `max_length` words.
  std::size_t scratch_size(std::size_t max_length) const noexcept {
    return max_length * (attention_size() + 1);
  }

  void reserve(Workspace& workspace, std::size_t max_rows) const {
    key_.reserve(workspace, max_rows);
    query_.reserve(workspace, max_rows);
  }

  // keys = U values + b_U; values [rows, C], keys [rows, A].
  void compute_keys(Workspace& workspace, ConstMatrixView values, MutableMatrixView keys) const {
    key_.apply(workspace, values, keys, ActivationMode::exact);
  }

  // queries = W states; states [rows, H], queries [rows, A].
  void compute_queries(Workspace& workspace, ConstMatrixView states,
                       MutableMatrixView queries) const {
    query_.apply(workspace, states, queries, ActivationMode::exact);
  }

  // contexts.row(i) = attention of queries.row(i) over sentence row_sentence[i]
  // of `memory`. scratch: scratch_size(longest sentence) floats. When
  // `strongest` is given (one per row), strongest[i] is the position in its
  // sentence that row i weighs most (the lowest on a tie): its alignment.
  void attend(ConstMatrixView queries, std::span<const std::uint32_t> row_sentence,
              const AttentionMemory& memory, MutableMatrixView contexts, std::span<float> scratch,
              ActivationMode mode, std::span<std::uint32_t> strongest = {}) const {
    const std::size_t a = attention_size(), c = memory.values.cols();
    const ActivationKernels math = ActivationKernels::of(mode);  // once, not per row
    const AttentionProducts products = AttentionProducts::best();
    for (std::size_t i = 0; i < queries.rows(); ++i) {
      const std::size_t s = row_sentence[i];
      const std::size_t first = memory.offsets[s], length = memory.offsets[s + 1] - first;
      float* hidden = scratch.data();               // [length, A]
      float* scores = scratch.data() + length * a;  // [length]
      const float* q = queries.row(i).data();
      for (std::size_t j = 0; j < length; ++j) {
        const float* k = memory.keys.row(first + j).data();
        for (std::size_t t = 0; t < a; ++t) hidden[j * a + t] = q[t] + k[t];
      }
      math.tanh(hidden, hidden, length * a);
      products.dots(v_.data(), {hidden, a, nullptr}, length, a, scores);
      float top = -INFINITY;
      std::size_t top_position = 0;
      for (std::size_t j = 0; j < length; ++j)
        if (scores[j] > top) top = scores[j], top_position = j;
      if (!strongest.empty()) strongest[i] = static_cast<std::uint32_t>(top_position);
      math.exp_shifted(scores, scores, length, top);
      float sum = 0.0f;
      for (std::size_t j = 0; j < length; ++j) sum += scores[j];
      for (std::size_t j = 0; j < length; ++j) scores[j] = scores[j] / sum;  // alpha_j
      const ConstMatrixView values = memory.values.middle_rows(first, length);
      products.weighted_sum(scores, {values.data(), values.stride(), nullptr}, length, c,
                            contexts.row(i).data());
    }
  }

 private:
  Linear<G> key_;         // U [A, C], b_U
  Linear<G> query_;       // W [A, H]
  std::vector<float> v_;  // [A]
};

}  // namespace fastdec
