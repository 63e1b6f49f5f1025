#include <catch2/catch.hpp>

#include <cstdint>
#include <numeric>

#include "fastdec/core/aligned_buffer.hpp"

// Each test file in its own namespace: the files of a folder are compiled
// as one translation unit (tests/CMakeLists.txt).
namespace fastdec_test_aligned_buffer {

using fastdec::AlignedBuffer;

namespace {
std::uintptr_t address(const void* p) { return reinterpret_cast<std::uintptr_t>(p); }
}  // namespace

TEST_CASE("AlignedBuffer grows only, keeps 64-byte alignment, and never shrinks") {
  AlignedBuffer<float> buffer;
  CHECK(buffer.capacity() == 0);
  buffer.reserve(100);
  REQUIRE(buffer.capacity() == 100);
  CHECK(address(buffer.data()) % 64 == 0);
  const float* first = buffer.data();
  buffer.reserve(50);  // smaller: no reallocation
  CHECK(buffer.data() == first);
  CHECK(buffer.capacity() == 100);
  buffer.reserve(1000);
  CHECK(buffer.capacity() == 1000);
  CHECK(address(buffer.data()) % 64 == 0);
}

TEST_CASE("AlignedBuffer puts large buffers on 2 MiB boundaries and they hold their data") {
  // 8 MiB and more: weight-sized, aligned for transparent huge pages.
  const std::size_t count = (std::size_t{9} << 20) / sizeof(std::int32_t);
  AlignedBuffer<std::int32_t> buffer(count);
  REQUIRE(buffer.capacity() == count);
  CHECK(address(buffer.data()) % AlignedBuffer<std::int32_t>::huge_page == 0);
  std::iota(buffer.data(), buffer.data() + count, 0);
  CHECK(buffer[0] == 0);
  CHECK(buffer[count - 1] == static_cast<std::int32_t>(count - 1));
  // Just under the threshold: ordinary cache-line alignment is enough.
  AlignedBuffer<char> small((std::size_t{8} << 20) - 1);
  CHECK(address(small.data()) % 64 == 0);
}

}  // namespace fastdec_test_aligned_buffer
