// fastdec/layers/residual.hpp: the Transformer's residual block around a
// sublayer (attention or feed-forward), with its layer norm before the
// sublayer (pre-norm, Xiong et al. 2020) or after the sum (post-norm,
// Vaswani et al. 2017, section 3.1).
//
//   residual_block(NormPlacement::post, norm, x, normed, out,
//                  [&](ConstMatrixView in, MutableMatrixView sub) { ... sub = f(in) ... });
//
//   pre-norm : x = x + f(LN(x))
//   post-norm: x = LN(x + f(x))
//
// x, normed and out are [rows, d]; normed and out are the caller's scratch
// (normed is only used pre-norm); f writes f(in) into its second argument
// and must not touch x, normed or out otherwise. Allocates nothing.
#pragma once

#include <cstddef>

#include "fastdec/core/matrix_view.hpp"
#include "fastdec/layers/layer_norm.hpp"

namespace fastdec {

enum class NormPlacement { pre, post };

template <class Sublayer>
void residual_block(NormPlacement placement, const LayerNorm& norm, MutableMatrixView x,
                    MutableMatrixView normed, MutableMatrixView out, Sublayer&& sublayer) {
  const auto add = [&] {
    for (std::size_t r = 0; r < x.rows(); ++r) {
      float* to = x.row(r).data();
      const float* from = out.row(r).data();
      for (std::size_t t = 0; t < x.cols(); ++t) to[t] += from[t];
    }
  };
  if (placement == NormPlacement::pre) {
    norm.apply(x, normed);
    sublayer(ConstMatrixView(normed), out);
    add();
  } else {
    sublayer(ConstMatrixView(x), out);
    add();
    norm.apply(x, x);
  }
}

}  // namespace fastdec
