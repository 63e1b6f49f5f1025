// fastdec/layers/positions.hpp: the Transformer's sinusoidal position
// table (Vaswani et al. 2017, section 3.5), as tools/train/transformer.py
// computes it.
//
//   const std::vector<float> p = sinusoidal_positions(max_length, d);  // [max_length, d]
//
// Row t: P[t, 2i] = sin(t w_i), P[t, 2i + 1] = cos(t w_i), w_i =
// 10000^(-2i / d); positions count from 0. Computed in double and rounded to
// float, each frequency once (not once per position), so the table is the
// same bits everywhere. Cold code: call it once, at load time.
#pragma once

#include <cmath>
#include <cstddef>
#include <vector>

namespace fastdec {

inline std::vector<float> sinusoidal_positions(std::size_t count, std::size_t d) {
  const double step = -std::log(10000.0) / static_cast<double>(d);
  std::vector<double> frequency;
  for (std::size_t i = 0; i < d; i += 2)
    frequency.push_back(std::exp(static_cast<double>(i) * step));
  std::vector<float> table(count * d);
  for (std::size_t position = 0; position < count; ++position) {
    float* out = table.data() + position * d;
    for (std::size_t i = 0; i < d; i += 2) {
      const double angle = static_cast<double>(position) * frequency[i / 2];
      out[i] = static_cast<float>(std::sin(angle));
      if (i + 1 < d) out[i + 1] = static_cast<float>(std::cos(angle));
    }
  }
  return table;
}

}  // namespace fastdec
