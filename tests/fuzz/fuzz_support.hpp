// tests/fuzz/fuzz_support.hpp: what every fuzz target shares.
//
// A target defines LLVMFuzzerTestOneInput and fastdec::fuzz::seeds(), the
// inputs the library's own writers produce for it; seed_main.cpp writes
// them out as the starting corpus. The first byte of an input picks a mode:
// odd means "reseal": the rest gets a correct payload size and checksum
// before it is loaded, so mutations also reach the checks behind the
// checksum; even means "as is". A loader may throw fastdec::error; any other
// exception, crash, sanitizer report, leak or allocation above libFuzzer's
// -malloc_limit_mb is a finding.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "support/binary_file.hpp"

namespace fastdec::fuzz {

std::vector<std::string> seeds();

inline std::string input(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return {};
  std::string bytes(reinterpret_cast<const char*>(data) + 1, size - 1);
  const std::size_t frame = detail::container_header_bytes + detail::container_checksum_bytes;
  if ((data[0] & 1) != 0 && bytes.size() >= frame) bytes = testing::resealed(std::move(bytes));
  return bytes;
}

// Deterministic values in [-1, 1) for weights and queries.
inline std::vector<float> values(std::size_t count, std::uint32_t seed) {
  std::vector<float> out(count);
  for (float& x : out) {
    seed = seed * 1664525u + 1013904223u;
    x = static_cast<float>(seed >> 8) / static_cast<float>(1u << 23) - 1.0f;
  }
  return out;
}

}  // namespace fastdec::fuzz
