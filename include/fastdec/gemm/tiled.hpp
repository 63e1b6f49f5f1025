// fastdec/gemm/tiled.hpp: what a backend offers beyond the Gemm concept so
// that the step after the multiply reads each tile of C while it is hot.
//
//   typename G::Workspace ws;                       // per thread, reusable
//   G::reserve(ws, max_rows, prepared);             // once per batch: no allocation later
//   G::multiply(ws, a, prepared, c, bias);          // C = A B^T + bias (bias may be empty)
//   G::multiply_tiles(ws, a, prepared, bias, consume);
//
// multiply_tiles never materializes C: it computes one column tile of
// A B^T + bias at a time (all rows of A, G::tile_columns columns, the last
// tile narrower) into the workspace and calls consume(const OutputTile&)
// before computing the next one. Tiles arrive in increasing column order and
// together cover C exactly once. Their contents are only valid during the
// call. A backend publishes tile_columns as a multiple of 256, the block of
// the fused softmax kernels, so tiles never split a block.
#pragma once

#include <concepts>
#include <cstddef>
#include <span>

#include "fastdec/core/matrix_view.hpp"
#include "fastdec/gemm/concept.hpp"

namespace fastdec {

// One tile of C = A B^T + bias handed to a consumer.
struct OutputTile {
  std::size_t first_row;     // rows [first_row, first_row + values.rows()) of C
  std::size_t first_col;     // columns [first_col, first_col + values.cols()) of C
  MutableMatrixView values;  // [rows, columns]
};

template <class G>
concept TiledGemm = Gemm<G> &&
    requires(typename G::Workspace& workspace, const typename G::Prepared& prepared,
             ConstMatrixView a, MutableMatrixView c, std::span<const float> bias,
             std::size_t max_rows, void (*consume)(const OutputTile&)) {
  { G::tile_columns } -> std::convertible_to<std::size_t>;
  G::reserve(workspace, max_rows, prepared);
  G::multiply(workspace, a, prepared, c, bias);
  G::multiply_tiles(workspace, a, prepared, bias, consume);
};

// A backend whose tiles can also apply ReLU as they store C:
// G::multiply_relu(ws, a, prepared, c, bias) is relu(A B^T + bias) with
// Activation::relu's bits (x > 0 ? x : 0), in one pass over C.
template <class G>
concept ReluFusingGemm = TiledGemm<G> &&
    requires(typename G::Workspace& workspace, const typename G::Prepared& prepared,
             ConstMatrixView a, MutableMatrixView c, std::span<const float> bias) {
  G::multiply_relu(workspace, a, prepared, c, bias);
};

}  // namespace fastdec
