// fastdec/layers/key_panels.hpp: attention keys laid out by feature (key
// panels), for keys that many queries read: the encoder's self-attention
// (every position of a sentence) and the decoder's cross-attention (every
// row of a sentence, every step). MultiHeadAttention scores a query against
// 16 keys at once from a panel (attention_panel_dots in
// arch/attention_body.inc) and the last length % 16 keys by row, with the
// bits of its row-by-row dot products, so a model may switch a source to
// panels without changing a result.
//
//   std::vector<float> panels(key_panel_floats(length, width));
//   write_key_panels(keys, stride, length, heads, width, panels.data());  // once
//   const PanelKeyValues source{StridedKeyValues{keys, values, stride, length},
//                               panels.data(), heads, width};
//   attention.attend(query, source, out, scores);                          // per query
//
// Layout: the whole blocks of 16 positions only (a partial block would
// cost a whole one). Head h's panel starts h x key_panel_positions(length) x
// d_h floats in (d_h = width / heads); in it, block b (positions 16 b .. 16
// b + 15) starts 16 b d_h floats in, and its row t (the head's feature t)
// holds the block's 16 keys' feature t.
//
// Thread safety: functions of their arguments; PanelKeyValues is a view.
#pragma once

#include <cstddef>

#include "fastdec/core/error.hpp"
#include "fastdec/layers/multi_head_attention.hpp"

namespace fastdec {

// Positions a panel holds: `length` rounded down to whole blocks of 16.
constexpr std::size_t key_panel_positions(std::size_t length) noexcept { return length / 16 * 16; }

// Floats of the panels of `length` keys of `width` features, all heads.
constexpr std::size_t key_panel_floats(std::size_t length, std::size_t width) noexcept {
  return key_panel_positions(length) * width;
}

// Writes the panels of `length` keys [width] (key j at keys + j stride),
// `heads` heads, into panels [key_panel_floats(length, width)].
inline void write_key_panels(const float* keys, std::size_t stride, std::size_t length,
                             std::size_t heads, std::size_t width, float* panels) {
  FASTDEC_REQUIRE(heads >= 1 && width >= 1 && width % heads == 0 && stride >= width,
                  "write_key_panels: ", heads, " heads of a width of ", width, " with rows ",
                  stride, " floats apart.");
  const std::size_t d = width / heads, positions = key_panel_positions(length);
  for (std::size_t h = 0; h < heads; ++h) {
    float* block = panels + h * positions * d;
    for (std::size_t first = 0; first < positions; first += 16, block += 16 * d)
      for (std::size_t k = 0; k < 16; ++k) {
        const float* key = keys + (first + k) * stride + h * d;
        for (std::size_t t = 0; t < d; ++t) block[t * 16 + k] = key[t];
      }
  }
}

// A source whose keys are also in panels: MultiHeadAttention scores from the
// panels (the PanelKeyedSource concept) and reads the values by row.
struct PanelKeyValues {
  StridedKeyValues rows;  // the same keys by position, and the values
  const float* panels = nullptr;
  std::size_t heads = 1, width = 1;  // as write_key_panels was given them

  std::size_t length() const noexcept { return rows.length(); }
  const float* key(std::size_t j) const noexcept { return rows.key(j); }
  const float* value(std::size_t j) const noexcept { return rows.value(j); }
  arch::AttentionRows key_rows() const noexcept { return rows.key_rows(); }
  arch::AttentionRows value_rows() const noexcept { return rows.value_rows(); }
  std::size_t panel_head_size() const noexcept { return width / heads; }
  std::size_t panel_positions() const noexcept { return key_panel_positions(rows.length()); }
  const float* key_panel(std::size_t head) const noexcept {
    return panels + head * panel_positions() * (width / heads);
  }
};
static_assert(PanelKeyedSource<PanelKeyValues>);

}  // namespace fastdec
