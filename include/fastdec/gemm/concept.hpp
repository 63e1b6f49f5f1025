// fastdec/gemm/concept.hpp: the Gemm backend concept.
//
// A backend computes C = A * B^T where B is a weight matrix given once as
// [N outputs, K inputs] (one row per output unit: a vocabulary word, a gate
// unit), A is [M, K] activations (M = live hypotheses, 1..64 in decoding) and
// C is [M, N].
//
//   Prepared p = G::prepare(weights);   // once, offline: layout, quantization
//   G::multiply(a, p, c);               // per step; allocation-free after warm-up
//
// Prepared objects are immutable and safe to share between threads. multiply
// checks shapes and throws fastdec::error on a mismatch. A backend may offer
// more (fused bias, per-tile consumers, serialization); the concept is what
// every output layer and model part relies on.
#pragma once

#include <concepts>
#include <cstddef>
#include <span>
#include <string_view>
#include <type_traits>

#include "fastdec/core/error.hpp"
#include "fastdec/core/matrix_view.hpp"
#include "fastdec/core/types.hpp"

namespace fastdec {

struct EigenGemm;

namespace detail {

// Instantiated by the Gemm concept before anything else is asked of G, so
// that an undefined backend fails with a sentence saying which header
// defines it, not with "incomplete type" deep inside a requirement.
template <class G>
struct DefinedBackend {
  static_assert(
      !std::is_same_v<G, EigenGemm> || requires { sizeof(G); },
      "fastdec::EigenGemm (the output layers' default backend, as in FusedTopK<>) is "
      "declared but not defined: #include <fastdec/gemm/eigen_gemm.hpp>, or name another "
      "backend (FusedTopK<PackedFp32Gemm>).");
  static_assert(
      std::is_same_v<G, EigenGemm> || requires { sizeof(G); },
      "This Gemm backend is declared but not defined: include the header that "
      "defines it.");
  static constexpr bool value = true;
};

}  // namespace detail

template <class G>
concept Gemm = detail::DefinedBackend<G>::value &&
    requires(const typename G::Prepared& prepared, ConstMatrixView weights, ConstMatrixView a,
             MutableMatrixView c) {
  { G::prepare(weights) } -> std::same_as<typename G::Prepared>;
  { G::multiply(a, prepared, c) } -> std::same_as<void>;
  { prepared.rows() } -> std::convertible_to<std::size_t>;  // N
  { prepared.cols() } -> std::convertible_to<std::size_t>;  // K
  { G::name } -> std::convertible_to<std::string_view>;
};

// A backend whose prepared weights can be cut down to some of their rows
// without preparing them again (Int16Gemm, PackedFp32Gemm): select_rows(b,
// rows) returns what prepare() would make from those rows of B. The
// shortlists take their run-time vocabularies this way.
template <class G>
concept RowSelectableGemm = Gemm<G> &&
    requires(const typename G::Prepared& prepared, std::span<const TokenId> rows) {
  { G::select_rows(prepared, rows) } -> std::same_as<typename G::Prepared>;
};

// The fp32 reference backend, built on Eigen, and the output layers' default
// (FusedTopK<> is FusedTopK<EigenGemm>). It is declared here and defined in
// fastdec/gemm/eigen_gemm.hpp, so that only programs that use it read Eigen:
// a program naming the default includes that header (the Gemm concept says
// so when it does not). Declared above, with the concept.

namespace detail {

// The shape checks every backend's multiply starts with.
inline void check_multiply_shapes(std::string_view backend, ConstMatrixView a, std::size_t n,
                                  std::size_t k, MutableMatrixView c) {
  FASTDEC_REQUIRE(a.cols() == k, backend, "::multiply: A has ", a.cols(),
                  " columns but the prepared weights have K = ", k, " inputs.");
  FASTDEC_REQUIRE(c.rows() == a.rows() && c.cols() == n, backend, "::multiply: C is ", c.rows(),
                  " x ", c.cols(), " but must be ", a.rows(), " x ", n, " (rows of A x N).");
}

}  // namespace detail
}  // namespace fastdec
