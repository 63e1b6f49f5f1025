// fastdec/layers/activation.hpp: element-wise math for the model parts, fast
// or exact (Devlin 2017, section 4.4).
//
//   apply_activation(values, Activation::tanh, ActivationMode::fast);  // in place
//   const ActivationKernels math = ActivationKernels::of(mode);  // once per call,
//   math.apply(row, Activation::sigmoid);                         // then per row
//
// fast (the models' default): arch/activation_body.inc, vectorized per
//   instruction set and bit-identical on every one. tanh and sigmoid err by at
//   most 1.5e-7 (absolute) from the C library: tested on every float with
//   2^-12 <= |x| <= 16 (tanh) and 2^-11 <= |x| <= 32 (sigmoid), and on a
//   grid beyond (worst 9.0e-8 and 7.5e-8); exp_shifted by at most 2 ulp
//   (0.96 measured on every 61st float of [-87, 0]).
// exact: std::tanh, 1 / (1 + std::exp(-x)), std::exp: what a PyTorch model
//   computes, up to the C library's last bit; a reference, slower (scalar).
// relu and identity are the same in both modes.
// Allocation-free; safe to call from any thread.
#pragma once

#include <cmath>
#include <cstddef>
#include <span>

#include "fastdec/arch/kernels.hpp"

namespace fastdec {

enum class Activation { identity, relu, tanh, sigmoid };
enum class ActivationMode { exact, fast };

namespace detail {
inline void libm_tanh(const float* x, float* y, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) y[i] = std::tanh(x[i]);
}
inline void libm_sigmoid(const float* x, float* y, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) y[i] = 1.0f / (1.0f + std::exp(-x[i]));
}
inline void libm_exp_shifted(const float* x, float* y, std::size_t n, float shift) {
  for (std::size_t i = 0; i < n; ++i) y[i] = std::exp(x[i] - shift);
}
}  // namespace detail

// The element-wise math of one mode with the instruction set resolved: a
// model part resolves it once per call (a step, a batch of rows) and calls it
// per row without dispatching again. y may alias x.
struct ActivationKernels {
  void (*tanh)(const float* x, float* y, std::size_t n);
  void (*sigmoid)(const float* x, float* y, std::size_t n);
  // y_i = exp(x_i - shift) for x_i <= shift: a softmax's numerators.
  void (*exp_shifted)(const float* x, float* y, std::size_t n, float shift);

  static ActivationKernels of(ActivationMode mode) {
    if (mode == ActivationMode::exact)
      return {detail::libm_tanh, detail::libm_sigmoid, detail::libm_exp_shifted};
    return arch::with_kernels<KernelFamily::activation>([](auto kernels) {
      using K = decltype(kernels);
      return ActivationKernels{&K::fast_tanh, &K::fast_sigmoid, &K::exp_shifted};
    });
  }

  // values = activation(values), in place.
  void apply(std::span<float> values, Activation activation) const {
    float* x = values.data();
    const std::size_t n = values.size();
    switch (activation) {
      case Activation::identity:
        return;
      case Activation::relu:
        for (std::size_t i = 0; i < n; ++i) x[i] = x[i] > 0.0f ? x[i] : 0.0f;
        return;
      case Activation::tanh:
        return tanh(x, x, n);
      case Activation::sigmoid:
        return sigmoid(x, x, n);
    }
  }
};

inline void apply_activation(std::span<float> values, Activation activation, ActivationMode mode) {
  ActivationKernels::of(mode).apply(values, activation);
}

}  // namespace fastdec
