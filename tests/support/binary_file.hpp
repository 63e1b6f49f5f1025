// tests/support/binary_file.hpp: building and repairing files of the fastdec
// binary container (io/binary_format.hpp) byte by byte, for tests and fuzz
// targets that must get past the checksum to reach the checks behind it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

#include "fastdec/io/binary_format.hpp"

namespace fastdec::testing {

inline constexpr std::size_t container_header = detail::container_header_bytes;

// Appends the little-endian bytes of `value` (the tests run on little-endian hosts).
template <class T>
void append(std::string& bytes, T value) {
  bytes.append(reinterpret_cast<const char*>(&value), sizeof value);
}

template <class T>
void put(std::string& bytes, std::size_t offset, T value) {
  std::memcpy(bytes.data() + offset, &value, sizeof value);
}

// A complete file: header announcing `announced` payload bytes (default:
// the real size), the payload, and a correct checksum.
inline std::string container_file(const detail::FileKind& kind, std::string_view payload,
                                  std::uint64_t announced = UINT64_MAX) {
  std::string bytes(kind.magic.data(), kind.magic.size());
  append(bytes, kind.version);
  append(bytes, std::uint32_t{0});
  append(bytes, announced == UINT64_MAX ? std::uint64_t{payload.size()} : announced);
  bytes.append(payload);
  append(bytes, detail::checksum(bytes.data(), bytes.size()));
  return bytes;
}

// Makes a file's checksum and payload size match its bytes again after a
// test changed them (the file must be at least a header and a checksum).
inline std::string resealed(std::string bytes) {
  const std::size_t body = bytes.size() - detail::container_checksum_bytes;
  put(bytes, 16, std::uint64_t{body - container_header});
  put(bytes, body, detail::checksum(bytes.data(), body));
  return bytes;
}

}  // namespace fastdec::testing
