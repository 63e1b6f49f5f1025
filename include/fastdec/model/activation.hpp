// fastdec/model/activation.hpp: element-wise activations for the model parts,
// exact or fast (Devlin 2017, section 4.4).
//
//   apply_activation(values, Activation::tanh, ActivationMode::fast);  // in place
//
// exact: std::tanh, 1 / (1 + std::exp(-x)), max(x, 0): what a PyTorch model
//   computes, up to the C library's last bit.
// fast: arch/activation_body.inc, vectorized per instruction set, absolute
//   error at most 1.5e-7 for tanh and sigmoid (tested), bit-identical on every
//   instruction set. relu and identity are the same in both modes.
// Allocation-free; safe to call from any thread.
#pragma once

#include <cmath>
#include <cstddef>
#include <span>

#include "fastdec/arch/kernels.hpp"

namespace fastdec {

enum class Activation { identity, relu, tanh, sigmoid };
enum class ActivationMode { exact, fast };

inline void apply_activation(std::span<float> values, Activation activation, ActivationMode mode) {
  float* x = values.data();
  const std::size_t n = values.size();
  switch (activation) {
    case Activation::identity:
      return;
    case Activation::relu:
      for (std::size_t i = 0; i < n; ++i) x[i] = x[i] > 0.0f ? x[i] : 0.0f;
      return;
    case Activation::tanh:
      if (mode == ActivationMode::fast) return arch::fast_tanh(x, x, n);
      for (std::size_t i = 0; i < n; ++i) x[i] = std::tanh(x[i]);
      return;
    case Activation::sigmoid:
      if (mode == ActivationMode::fast) return arch::fast_sigmoid(x, x, n);
      for (std::size_t i = 0; i < n; ++i) x[i] = 1.0f / (1.0f + std::exp(-x[i]));
      return;
  }
}

}  // namespace fastdec
