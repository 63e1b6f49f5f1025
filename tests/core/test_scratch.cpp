#include <catch2/catch.hpp>

#include <cstddef>
#include <vector>

#include "fastdec/core/scratch.hpp"

// Each test file in its own namespace: the files of a folder are compiled
// as one translation unit (tests/CMakeLists.txt).
namespace fastdec_test_scratch {

using fastdec::detail::grow_scratch;

TEST_CASE("grow_scratch at least doubles a buffer that must grow and never shrinks one") {
  std::vector<float> buffer;
  grow_scratch(buffer, 10);  // from nothing: what was asked
  CHECK(buffer.size() == 10);
  // Batches that lengthen a little at a time (length-sorted input): doubled,
  // so four more batches take one reallocation, not four.
  grow_scratch(buffer, 11);
  CHECK(buffer.size() == 20);
  const float* const grown = buffer.data();
  for (const std::size_t need : {std::size_t{12}, std::size_t{15}, std::size_t{20}}) {
    grow_scratch(buffer, need);
    CHECK(buffer.size() == 20);
    CHECK(buffer.data() == grown);
  }
  grow_scratch(buffer, 5);  // a shorter batch keeps the room
  CHECK(buffer.size() == 20);
  grow_scratch(buffer, 100);  // more than double: what was asked
  CHECK(buffer.size() == 100);
  grow_scratch(buffer, 0);
  CHECK(buffer.size() == 100);
}

}  // namespace fastdec_test_scratch
