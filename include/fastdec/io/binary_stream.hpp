// fastdec/io/binary_stream.hpp (internal): little-endian reading and writing
// of numbers and arrays, with errors that name the source and what was being
// read. Files are little-endian on every host; on a little-endian host arrays
// move as one block.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <istream>
#include <ostream>
#include <string>
#include <string_view>
#include <type_traits>

#include "fastdec/core/error.hpp"

namespace fastdec::detail {

template <class T>
T byte_swapped(T value) {
  static_assert(std::is_trivially_copyable_v<T>);
  unsigned char bytes[sizeof(T)];
  std::memcpy(bytes, &value, sizeof(T));
  for (std::size_t i = 0; i < sizeof(T) / 2; ++i) std::swap(bytes[i], bytes[sizeof(T) - 1 - i]);
  std::memcpy(&value, bytes, sizeof(T));
  return value;
}

class BinaryWriter {
 public:
  BinaryWriter(std::ostream& out, std::string_view destination) : out_(out), destination_(destination) {}

  template <class T>
  void write(T value) {
    write_array(&value, 1);
  }

  template <class T>
  void write_array(const T* values, std::size_t count) {
    static_assert(std::is_arithmetic_v<T>);
    if constexpr (std::endian::native == std::endian::little || sizeof(T) == 1) {
      out_.write(reinterpret_cast<const char*>(values), static_cast<std::streamsize>(count * sizeof(T)));
    } else {
      for (std::size_t i = 0; i < count; ++i) {
        const T swapped = byte_swapped(values[i]);
        out_.write(reinterpret_cast<const char*>(&swapped), sizeof(T));
      }
    }
    FASTDEC_REQUIRE(out_.good(), "Could not write to ", destination_, ".");
  }

 private:
  std::ostream& out_;
  std::string destination_;
};

class BinaryReader {
 public:
  BinaryReader(std::istream& in, std::string_view source) : in_(in), source_(source) {}

  template <class T>
  T read(std::string_view what) {
    T value{};
    read_array(&value, 1, what);
    return value;
  }

  template <class T>
  void read_array(T* values, std::size_t count, std::string_view what) {
    static_assert(std::is_arithmetic_v<T>);
    in_.read(reinterpret_cast<char*>(values), static_cast<std::streamsize>(count * sizeof(T)));
    FASTDEC_REQUIRE(in_.good(), source_, " ends before its ", what, " (", count * sizeof(T),
                    " bytes expected).");
    if constexpr (std::endian::native != std::endian::little && sizeof(T) > 1)
      for (std::size_t i = 0; i < count; ++i) values[i] = byte_swapped(values[i]);
  }

  // Throws unless at least `bytes` remain (when the stream can tell), so a
  // corrupt header cannot make the reader allocate more than the file holds.
  void require_remaining(std::uint64_t bytes, std::string_view what) {
    const std::istream::pos_type here = in_.tellg();
    if (here == std::istream::pos_type(-1)) return;
    in_.seekg(0, std::ios::end);
    const std::istream::pos_type end = in_.tellg();
    in_.seekg(here);
    if (end == std::istream::pos_type(-1)) return;
    const auto remaining = static_cast<std::uint64_t>(end - here);
    FASTDEC_REQUIRE(remaining >= bytes, source_, " holds ", remaining, " bytes after its header but its ",
                    what, " needs ", bytes, ".");
  }

  const std::string& source() const noexcept { return source_; }

 private:
  std::istream& in_;
  std::string source_;
};

}  // namespace fastdec::detail
