// fastdec/layers/gru_cell.hpp: a GRU cell with PyTorch's nn.GRUCell semantics,
// over any Gemm backend, so weights trained in PyTorch load as they are.
//
// With x the input, h the previous state, W_ih [3H, I], W_hh [3H, H],
// b_ih, b_hh [3H], gate rows in the order r, z, n (PyTorch's layout):
//   gi = W_ih x                      (input projection, no bias; may be split by columns)
//   gh = W_hh h + b_hh               (hidden projection)
//   r  = sigmoid((gi_r + b_ir) + gh_r)
//   z  = sigmoid((gi_z + b_iz) + gh_z)
//   n  = tanh((gi_n + b_in) + r * gh_n)     (r multiplies W_hn h + b_hn)
//   h' = (1 - z) * n + z * h
// The parentheses are the floating-point order, the same on every path.
//
// The three stages are separate so a model can make each one cheaper:
// project_input can be split by input columns (input_parts: the decoder's
// [embedding; context]) so one part can be pre-computed per word (Devlin 2017,
// section 4.2; layers/embedding_projection.hpp) or per distinct state;
// project_hidden can run once per distinct previous state (section 4.5,
// layers/state_merging.hpp); combine is one row at a time. step() runs all
// three for a cell with a single input part.
//
// Immutable after construction; share it between threads. combine and the
// projections allocate nothing (the projections once reserve() has run).
#pragma once

#include <cstddef>
#include <span>
#include <vector>

#include "fastdec/arch/target.hpp"
#include "fastdec/core/error.hpp"
#include "fastdec/core/matrix_view.hpp"
#include "fastdec/gemm/concept.hpp"
#include "fastdec/layers/activation.hpp"
#include "fastdec/layers/linear.hpp"

namespace fastdec {

namespace detail {

// GruCell::combine's float loops, in the order the header gives. First
// declared inside the exact-FP region and never inlined, so that no build
// contracts a product and a sum into one fused multiply-add: GCC does by
// default wherever FMA exists (x86 with -march=x86-64-v3 and up, every
// aarch64 CPU), which changed the GRU's scores in the last bit against the
// default x86 build.
FASTDEC_BEGIN_EXACT_FP
// out[j] = (gi[j] + b[j]) + gh[j]: the r and z gates before the sigmoid.
[[gnu::noinline]] inline void gru_gate_sums(const float* gi, const float* b, const float* gh,
                                            float* out, std::size_t count) noexcept {
  for (std::size_t j = 0; j < count; ++j) out[j] = (gi[j] + b[j]) + gh[j];
}
// n[j] = (gi_n[j] + b_n[j]) + r[j] * gh_n[j]: the candidate before the tanh.
[[gnu::noinline]] inline void gru_candidate_sums(const float* gi_n, const float* b_n,
                                                 const float* r, const float* gh_n, float* n,
                                                 std::size_t count) noexcept {
  for (std::size_t j = 0; j < count; ++j) n[j] = (gi_n[j] + b_n[j]) + r[j] * gh_n[j];
}
// h_new[j] = (1 - z[j]) * n[j] + z[j] * h_prev[j].
[[gnu::noinline]] inline void gru_interpolate(const float* z, const float* n, const float* h_prev,
                                              float* h_new, std::size_t count) noexcept {
  for (std::size_t j = 0; j < count; ++j) h_new[j] = (1.0f - z[j]) * n[j] + z[j] * h_prev[j];
}
FASTDEC_END_EXACT_FP

}  // namespace detail

template <Gemm G>
class GruCell {
 public:
  using Workspace = GemmWorkspace<G>;

  GruCell() = default;
  // input_parts: widths of consecutive column blocks of W_ih, summing to I
  // (empty: one part). Each block is prepared on its own.
  GruCell(ConstMatrixView weight_ih, ConstMatrixView weight_hh, std::span<const float> bias_ih,
          std::span<const float> bias_hh, std::span<const std::size_t> input_parts = {})
      : hidden_(weight_hh, bias_hh), bias_ih_(bias_ih.begin(), bias_ih.end()) {
    const std::size_t h = weight_hh.cols();
    FASTDEC_REQUIRE(weight_hh.rows() == 3 * h, "GruCell: weight_hh is ", weight_hh.rows(), " x ", h,
                    " but must be [3 * hidden, hidden].");
    FASTDEC_REQUIRE(weight_ih.rows() == 3 * h, "GruCell: weight_ih has ", weight_ih.rows(),
                    " rows but must have 3 * hidden = ", 3 * h, ".");
    FASTDEC_REQUIRE(bias_ih.size() == 3 * h && bias_hh.size() == 3 * h, "GruCell: the biases have ",
                    bias_ih.size(), " and ", bias_hh.size(), " values but must have ", 3 * h, ".");
    std::vector<std::size_t> widths(input_parts.begin(), input_parts.end());
    if (widths.empty()) widths.push_back(weight_ih.cols());
    std::size_t first = 0;
    for (const std::size_t width : widths) {
      FASTDEC_REQUIRE(width >= 1 && first + width <= weight_ih.cols(),
                      "GruCell: input part of width ", width, " at column ", first,
                      " does not fit the ", weight_ih.cols(), " inputs of weight_ih.");
      inputs_.emplace_back(
          ConstMatrixView(weight_ih.data() + first, 3 * h, width, weight_ih.stride()),
          std::span<const float>{});
      first += width;
    }
    FASTDEC_REQUIRE(first == weight_ih.cols(), "GruCell: the input parts cover ", first, " of the ",
                    weight_ih.cols(), " inputs of weight_ih.");
  }

  std::size_t hidden_size() const noexcept { return hidden_.inputs(); }
  std::size_t input_part_count() const noexcept { return inputs_.size(); }
  // W_ih's column block `part` as a layer without bias: [3H, width].
  const Linear<G>& input_part(std::size_t part) const noexcept { return inputs_[part]; }
  const Linear<G>& hidden() const noexcept { return hidden_; }  // W_hh, b_hh
  std::span<const float> bias_ih() const noexcept { return bias_ih_; }

  void reserve(Workspace& workspace, std::size_t max_rows) const {
    hidden_.reserve(workspace, max_rows);
    for (const Linear<G>& part : inputs_) part.reserve(workspace, max_rows);
  }

  // gi_part = W_ih[:, part] x; x [rows, width], gi [rows, 3H].
  void project_input(Workspace& workspace, std::size_t part, ConstMatrixView x,
                     MutableMatrixView gi) const {
    inputs_[part].apply(workspace, x, gi, ActivationMode::exact);
  }

  // gh = W_hh h + b_hh; h [rows, H], gh [rows, 3H].
  void project_hidden(Workspace& workspace, ConstMatrixView h, MutableMatrixView gh) const {
    hidden_.apply(workspace, h, gh, ActivationMode::exact);
  }

  // One row: h_new from gi (the sum of the input parts, no bias), gh, h_prev.
  // scratch holds 3H floats; h_new may not alias h_prev.
  // `math` is resolved once by the caller (ActivationKernels::of).
  void combine(const float* gi, const float* gh, const float* h_prev, float* h_new, float* scratch,
               const ActivationKernels& math) const {
    const std::size_t h = hidden_size();
    const float* b = bias_ih_.data();
    detail::gru_gate_sums(gi, b, gh, scratch, 2 * h);
    math.sigmoid(scratch, scratch, 2 * h);
    const float* r = scratch;
    const float* z = scratch + h;
    float* n = scratch + 2 * h;
    detail::gru_candidate_sums(gi + 2 * h, b + 2 * h, r, gh + 2 * h, n, h);
    math.tanh(n, n, h);
    detail::gru_interpolate(z, n, h_prev, h_new, h);
  }

  // A whole step of a single-part cell. gi and gh [rows, 3H] and scratch
  // [3H] are the caller's buffers; h_new [rows, H] may not alias h_prev.
  void step(Workspace& workspace, ConstMatrixView x, ConstMatrixView h_prev, MutableMatrixView gi,
            MutableMatrixView gh, MutableMatrixView h_new, std::span<float> scratch,
            ActivationMode mode) const {
    FASTDEC_REQUIRE(inputs_.size() == 1, "GruCell::step needs a cell with one input part, not ",
                    inputs_.size(), ".");
    project_input(workspace, 0, x, gi);
    project_hidden(workspace, h_prev, gh);
    const ActivationKernels math = ActivationKernels::of(mode);
    for (std::size_t r = 0; r < x.rows(); ++r)
      combine(gi.row(r).data(), gh.row(r).data(), h_prev.row(r).data(), h_new.row(r).data(),
              scratch.data(), math);
  }

 private:
  std::vector<Linear<G>> inputs_;  // column blocks of W_ih, [3H, width] each
  Linear<G> hidden_;               // W_hh [3H, H], b_hh
  std::vector<float> bias_ih_;     // [3H]
};

}  // namespace fastdec
