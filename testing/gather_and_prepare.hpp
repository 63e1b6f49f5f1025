// testing/gather_and_prepare.hpp: a packed GEMM backend seen only through the
// Gemm concept (no select_rows, no tiles), shared by the shortlist tests and
// benchmarks. A shortlist over it gathers each sentence's rows of fp32 W and
// prepares them again, which is how every shortlist made its run-time
// vocabulary before it selected rows of the prepared W: the same
// prepared bits, by the old path.
#pragma once

#include <string_view>

#include "fastdec/core/matrix_view.hpp"
#include "fastdec/gemm/concept.hpp"

namespace fastdec::testing {

template <class Packed>
struct GatherAndPrepare {
  static constexpr std::string_view name = Packed::name;
  using Prepared = typename Packed::Prepared;
  static Prepared prepare(ConstMatrixView weights) { return Packed::prepare(weights); }
  static void multiply(ConstMatrixView a, const Prepared& b, MutableMatrixView c) {
    Packed::multiply(a, b, c);
  }
};

}  // namespace fastdec::testing
