// fastdec/layers/sentence_attention.hpp: multi-head attention of many query
// rows over one sentence's keys and values (the encoder's self-attention: a
// sentence's positions over themselves) as two small matrix products per
// head on the fp32 GEMM tiles (arch/gemm_body.inc), not one dot product and
// one weighted sum per row:
//
//   const MultiHeadAttention attention(heads, width, mode, ScoreScale::quotient);
//   SentenceAttention::Scratch scratch;
//   scratch.reserve(longest_sentence, width);  // once per batch
//   SentenceAttention::attend(attention, qkv, 3 * width, length,
//                             StridedKeyValues{qkv + width, qkv + 2 * width, 3 * width, length},
//                             context, width, scratch);
//
// Per head: S^T = K Q^T (length x rows, K = d_h); then for each 16 rows
// their weights A = softmax(S) with the rows as vector lanes
// (MultiHeadAttention::weights_from_score_lines: weights_from_scores' bits
// per row) and O = A V (rows x d_h, K = length), A's blocks copied out of
// the softmaxed lines. Each product is the exact fp32
// tile's: every output a chain over k in order, each product rounded before
// its sum, the same bits on every level. So O has attend()'s bits for given
// weights (attend's weighted sum is that chain too), while a score adds its
// d_h products in order where attend()'s dot product sums 16 lanes and
// combines them in a tree: the scores, and so what follows, may differ from
// attend()'s in the last bits. Speed: no horizontal sum per score, a tile's
// rows share each key and value load, and the softmax has no horizontal
// maximum or sum. bench_transformer_step's sentence_attention (4 heads of
// 64, Zen 5, AVX-512, header-only tiles of 6 rows), measured at 4cc30fa,
// whose tiles read the lines in place (the block copy since costs about 3%
// of the attention in a decode's profile): 2.11x attend_rows' speed at 32
// positions, 2.11-2.16x at 64, 0.84-0.86x at 8; the build before (scores
// row-major, softmaxed a row at a time), in runs alternating with these:
// 1.43-1.59x, 1.47-1.53x, 0.59-0.74x.
//
// Thread safety: attend() is a static function of its arguments; a Scratch
// is one caller's. attend() allocates nothing once the scratch is reserved.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstring>

#include "fastdec/arch/kernels.hpp"
#include "fastdec/core/aligned_buffer.hpp"
#include "fastdec/core/checked_size.hpp"
#include "fastdec/core/error.hpp"
#include "fastdec/gemm/panel_driver.hpp"
#include "fastdec/layers/multi_head_attention.hpp"

namespace fastdec {

namespace detail {

// The fp32 tiles SentenceAttention compiles in a header-only program: at
// most 6 rows and 12 accumulators (the level's own shape where that is
// smaller). A program with no fp32 GEMM of its own (an Int8Gemm
// Transformer) then compiles 23 AVX-512 tile shapes for the attention
// instead of the 46 of the level's 12-row shape: its compile time grows
// about 11% instead of 29% (docs/RESULTS.md, "The encoder's attention as
// matrix products"), for attention 10-15% slower at 32 positions. Compiled
// mode (FASTDEC_COMPILED_KERNELS) has every tile in the library already and
// keeps the level's shape. The shape never changes results.
template <class Kernels>
auto sentence_attention_tiles(Kernels kernels) {
#if defined(FASTDEC_COMPILED_KERNELS)
  return kernels;
#else
  (void)kernels;
  constexpr arch::TileShape shape{.max_rows = std::min(Kernels::tile_shape.max_rows, 6),
                                  .accumulators = std::min(Kernels::tile_shape.accumulators, 12)};
  return WithTileShape<Kernels, shape>{};
#endif
}

}  // namespace detail

class SentenceAttention {
 public:
  // Buffers for a sentence of up to `length` positions and rows of `width`
  // features: one head's queries and values as GEMM panels, a block of key
  // rows interleaved for a tile, and the scores of every row.
  class Scratch {
   public:
    void reserve(std::size_t length, std::size_t width) {
      // Sizes beyond what memory can hold are refused before they wrap.
      constexpr std::size_t limit = std::size_t{1} << 40;  // floats per buffer
      std::size_t largest = 0;
      FASTDEC_REQUIRE(
          length < limit && width < limit &&
              detail::checked_mul(padded(length), padded(length) + padded(width), largest) &&
              largest < limit,
          "SentenceAttention::Scratch::reserve: ", length, " positions of width ", width,
          " are more than memory can hold.");
      const std::size_t keys = padded(length), features = padded(width);
      query_panels_.reserve(keys * width);
      value_panels_.reserve(features * length);
      block_.reserve(std::max(keys, features) * max_block_rows);
      scores_.reserve(length * keys);
      lines_.reserve(length * panel);
      length_ = std::max(length_, length);
      width_ = std::max(width_, width);
    }

   private:
    friend class SentenceAttention;
    AlignedBuffer<float> query_panels_;  // [rows / 16][d_h][16]
    AlignedBuffer<float> value_panels_;  // [d_h / 16][length][16]
    AlignedBuffer<float> block_;         // [k][block rows]
    AlignedBuffer<float> lines_;         // [keys][16]: 16 rows' score columns
    AlignedBuffer<float> scores_;        // [keys][rows rounded up to 16]
    std::size_t length_ = 0, width_ = 0;
  };

  // outs[i] (out_stride apart) = attention of query row i (queries +
  // i query_stride, `attention.width()` features) over the source's
  // `source.length()` positions, for i < rows <= source.length().
  static void attend(const MultiHeadAttention& attention, const float* queries,
                     std::size_t query_stride, std::size_t rows, const StridedKeyValues& source,
                     float* outs, std::size_t out_stride, Scratch& scratch) {
    const std::size_t length = source.length();
    FASTDEC_REQUIRE(
        rows <= length && length <= scratch.length_ && attention.width() <= scratch.width_,
        "SentenceAttention::attend: ", rows, " rows over ", length, " positions of width ",
        attention.width(), " with a scratch for ", scratch.length_, " positions of width ",
        scratch.width_, ".");
    if (rows == 0) return;
    arch::with_kernels<KernelFamily::fp32_gemm>([&](auto kernels) {
      const auto tiles = detail::sentence_attention_tiles(kernels);
      for (std::size_t h = 0; h < attention.heads(); ++h)
        attend_head(tiles, attention, h, queries, query_stride, rows, source, outs, out_stride,
                    scratch);
    });
  }

 private:
  static constexpr std::size_t panel = arch::panel_columns;
  static constexpr std::size_t max_block_rows = 16;  // valid_tile_shape's bound on rows

  static constexpr std::size_t padded(std::size_t n) noexcept {
    return (n + panel - 1) / panel * panel;
  }

  template <class Kernels>
  static void attend_head(Kernels kernels, const MultiHeadAttention& attention, std::size_t h,
                          const float* queries, std::size_t query_stride, std::size_t rows,
                          const StridedKeyValues& source, float* outs, std::size_t out_stride,
                          Scratch& s) {
    const std::size_t d = attention.head_size(), length = source.length();
    const std::size_t columns = padded(rows);  // the query rows as score columns
    // Q^T as panels of 16 query rows: [columns / 16][d][16], zeros past the
    // last row (their scores are zeros, softmaxed and never read).
    float* query_panels = s.query_panels_.data();
    for (std::size_t first = 0; first < columns; first += panel) {
      float* block = query_panels + first * d;
      const float* query = queries + first * query_stride + h * d;
      if (first + panel <= rows) {
        kernels.interleave_rows(query, query_stride, panel, d, block);
        continue;
      }
      // The last, partial panel: written in place (an interleave into the
      // block and a copy per feature did the work twice, through memmove).
      for (std::size_t i = 0; i < panel; ++i) {
        if (first + i < rows) {
          const float* row = query + i * query_stride;
          for (std::size_t t = 0; t < d; ++t) block[t * panel + i] = row[t];
        } else {
          for (std::size_t t = 0; t < d; ++t) block[t * panel + i] = 0.0f;
        }
      }
    }
    // V as panels of 16 features: [padded(d) / 16][length][16], zeros past d.
    float* value_panels = s.value_panels_.data();
    for (std::size_t first = 0; first < d; first += panel) {
      const std::size_t count = std::min(panel, d - first);
      for (std::size_t j = 0; j < length; ++j) {
        const float* value = source.value(j) + h * d + first;
        float* to = value_panels + first * length + j * panel;
        if (count == panel) {
          // memcpy of a constant size compiles to moves; copy_n (memmove)
          // made every 64 bytes a library call: 2.7% of an int8 greedy decode.
          std::memcpy(to, value, sizeof(float) * panel);
        } else {
          std::copy_n(value, count, to);
          std::fill(to + count, to + panel, 0.0f);
        }
      }
    }
    // S^T = K_h Q_h^T: [length][columns], position j's scores of every row
    // in one line, so the softmax runs down the columns, rows as lanes. A
    // score is the same chain over d as in Q K^T (each product commutes).
    float* scores = s.scores_.data();
    const float* keys = source.key(0) + h * d;
    product(
        kernels, length, d, query_panels, d * panel, columns, scores, columns,
        [&](std::size_t first, std::size_t block_rows, float* block) {
          kernels.interleave_rows(keys + first * source.stride, source.stride, block_rows, d,
                                  block);
        },
        s.block_.data());
    // Sixteen rows at a time: their score columns as lines of 16 (one move
    // per position; S^T itself where it is one group wide), their weights,
    // then O_h = A V_h for them, each block of the tiles' rows copied out of
    // the lines position by position.
    constexpr std::size_t lanes = MultiHeadAttention::score_lanes;
    static_assert(lanes == panel);
    for (std::size_t first = 0; first < rows; first += lanes) {
      float* lines = scores + first;
      if (columns != lanes) {
        lines = s.lines_.data();
        for (std::size_t j = 0; j < length; ++j)
          std::memcpy(lines + j * lanes, scores + j * columns + first, sizeof(float) * lanes);
      }
      attention.weights_from_score_lines(lines, length);
      product(
          kernels, std::min(lanes, rows - first), length, value_panels, length * panel, d,
          outs + first * out_stride + h * d, out_stride,
          [&](std::size_t r0, std::size_t block_rows, float* block) {
            for (std::size_t j = 0; j < length; ++j)
              for (std::size_t r = 0; r < block_rows; ++r)
                block[j * block_rows + r] = lines[j * lanes + r0 + r];
          },
          s.block_.data());
    }
  }

  // C [rows, columns] (c_stride apart) = A [rows, depth] times B given as
  // panels ([depth][16] each, panel_stride apart, zeros past `columns`), on
  // the exact fp32 tile. pack(first, block_rows, block) writes A's rows
  // first.. interleaved per k step into `block` (depth x max_block_rows
  // floats of scratch), as the tiles read them.
  template <class Kernels, class Pack>
  static void product(Kernels kernels, std::size_t rows, std::size_t depth, const float* panels,
                      std::size_t panel_stride, std::size_t columns, float* c, std::size_t c_stride,
                      Pack pack, float* block) {
    const detail::TilePlan plan = detail::plan_tiles(rows, Kernels::tile_shape);
    const std::size_t panel_count = (columns + panel - 1) / panel;
    for (std::size_t r0 = 0; r0 < rows; r0 += plan.block_rows) {
      const std::size_t block_rows = std::min(plan.block_rows, rows - r0);
      pack(r0, block_rows, block);
      for (std::size_t p = 0; p < panel_count; p += static_cast<std::size_t>(plan.panels)) {
        const std::size_t tile_panels =
            std::min(static_cast<std::size_t>(plan.panels), panel_count - p);
        const arch::Fp32TileArgs tile{
            .a = block,
            .b = panels + p * panel_stride,
            .panel_stride = panel_stride,
            .depth = depth,
            .bias = nullptr,
            .c = c + r0 * c_stride + p * panel,
            .c_stride = c_stride,
            .columns = std::min(tile_panels * panel, columns - p * panel)};
        kernels.fp32_tile(static_cast<int>(block_rows), static_cast<int>(tile_panels), tile);
      }
    }
  }
};

}  // namespace fastdec
