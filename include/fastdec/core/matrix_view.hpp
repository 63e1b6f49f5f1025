// fastdec/core/matrix_view.hpp: non-owning row-major matrix views.
//
// Layout: element (r, c) lives at data[r * stride + c], stride >= cols.
// Views never own memory; the caller keeps the storage alive. Copying a view
// is cheap and does not copy the elements.
#pragma once

#include <cassert>
#include <cstddef>
#include <span>
#include <type_traits>

namespace fastdec {

template <class T>
class MatrixView {
 public:
  using value_type = std::remove_const_t<T>;

  constexpr MatrixView() noexcept = default;
  constexpr MatrixView(T* data, std::size_t rows, std::size_t cols) noexcept
      : MatrixView(data, rows, cols, cols) {}
  constexpr MatrixView(T* data, std::size_t rows, std::size_t cols, std::size_t stride) noexcept
      : data_(data), rows_(rows), cols_(cols), stride_(stride) {
    assert(stride >= cols);
  }

  // A view of mutable elements converts to a view of const elements.
  template <class U>
  requires std::is_same_v<T, const U>
  constexpr MatrixView(const MatrixView<U>& other) noexcept  // NOLINT(google-explicit-constructor)
      : MatrixView(other.data(), other.rows(), other.cols(), other.stride()) {}

  constexpr T* data() const noexcept { return data_; }
  constexpr std::size_t rows() const noexcept { return rows_; }
  constexpr std::size_t cols() const noexcept { return cols_; }
  constexpr std::size_t stride() const noexcept { return stride_; }
  constexpr bool empty() const noexcept { return rows_ == 0 || cols_ == 0; }

  constexpr std::span<T> row(std::size_t r) const noexcept {
    assert(r < rows_);
    return {data_ + r * stride_, cols_};
  }
  constexpr T& operator()(std::size_t r, std::size_t c) const noexcept {
    assert(r < rows_ && c < cols_);
    return data_[r * stride_ + c];
  }
  // Rows [first, first + count) as a view of their own.
  constexpr MatrixView middle_rows(std::size_t first, std::size_t count) const noexcept {
    assert(first + count <= rows_);
    return {data_ + first * stride_, count, cols_, stride_};
  }

 private:
  T* data_ = nullptr;
  std::size_t rows_ = 0;
  std::size_t cols_ = 0;
  std::size_t stride_ = 0;
};

using ConstMatrixView = MatrixView<const float>;
using MutableMatrixView = MatrixView<float>;

}  // namespace fastdec
