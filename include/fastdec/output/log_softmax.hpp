// fastdec/output/log_softmax.hpp: numerically stable log-softmax of one vector.
//
// log_softmax(x)_i = x_i - (max(x) + log(sum_j exp(x_j - max(x)))): the
// maximum is subtracted before any exp, so no finite input overflows. Uses
// the same per-instruction-set kernels as the softmax output layers, so the
// result is bit-identical on every instruction set. NaN or infinite input is
// a fastdec::error. Allocation-free.
#pragma once

#include <cmath>
#include <span>

#include "fastdec/arch/kernels.hpp"
#include "fastdec/core/error.hpp"

namespace fastdec {

// Writes log-softmax(logits) into out (which may alias logits) and returns
// the log-normalizer log(sum_j exp(logits_j)).
inline float log_softmax(std::span<const float> logits, std::span<float> out) {
  FASTDEC_REQUIRE(!logits.empty(), "log_softmax: the input is empty.");
  FASTDEC_REQUIRE(out.size() == logits.size(), "log_softmax: the output has ", out.size(),
                  " values but the input has ", logits.size(), ".");
  return arch::with_kernels<KernelFamily::softmax>([&](auto kernels) {
    const float log_normalizer =
        arch::biased_log_normalizer(kernels, logits.data(), nullptr, out.data(), logits.size());
    FASTDEC_REQUIRE(std::isfinite(log_normalizer),
                    "log_softmax: the input contains NaN or an infinity.");
    kernels.add_constant(out.data(), out.size(), -log_normalizer);
    return log_normalizer;
  });
}

}  // namespace fastdec
