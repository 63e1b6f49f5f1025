// fastdec/core/checked_size.hpp (internal): size arithmetic that reports
// overflow instead of wrapping, for sizes that come from files or callers.
//
//   std::size_t bytes;
//   FASTDEC_REQUIRE(detail::checked_mul(n, k, bytes) && ..., "...");
//
// Each function stores the exact result and returns true, or returns false
// (leaving `out` unspecified) when the result does not fit.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <type_traits>

namespace fastdec::detail {

template <class T>
[[nodiscard]] constexpr bool checked_mul(T a, T b, T& out) noexcept {
  static_assert(std::is_unsigned_v<T>);
  return !__builtin_mul_overflow(a, b, &out);
}

template <class T>
[[nodiscard]] constexpr bool checked_add(T a, T b, T& out) noexcept {
  static_assert(std::is_unsigned_v<T>);
  return !__builtin_add_overflow(a, b, &out);
}

// a * b * c without overflow.
template <class T>
[[nodiscard]] constexpr bool checked_mul(T a, T b, T c, T& out) noexcept {
  T ab{};
  return checked_mul(a, b, ab) && checked_mul(ab, c, out);
}

// The number of elements of an array of `shape` (1 for a 0-d array).
[[nodiscard]] constexpr bool checked_element_count(std::span<const std::size_t> shape,
                                                   std::size_t& out) noexcept {
  out = 1;
  for (const std::size_t dim : shape)
    if (!checked_mul(out, dim, out)) return false;
  return true;
}

}  // namespace fastdec::detail
