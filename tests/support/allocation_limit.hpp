// tests/support/allocation_limit.hpp: a global allocator that refuses any
// single allocation above a limit while an AllocationLimit is alive, for the
// "a loader never allocates more than its input can fill" tests.
//
// Link support/allocation_limit.cpp into the test executable (it replaces
// operator new/delete there, out of sight of the tests' optimizer). A refused
// allocation throws std::bad_alloc (so a test expecting fastdec::error
// fails) and is remembered in largest_refused(). Every replaceable form of
// operator new/delete is replaced, so every delete matches its new
// (AddressSanitizer checks that).
#pragma once

#include <atomic>
#include <cstddef>
#include <limits>
#include <new>
#include <streambuf>
#include <string>
#include <utility>

namespace fastdec::testing::allocation_limit_detail {
inline std::atomic<std::size_t> limit{std::numeric_limits<std::size_t>::max()};
inline std::atomic<std::size_t> largest_refused{0};

}  // namespace fastdec::testing::allocation_limit_detail

namespace fastdec::testing {

// While alive, any single allocation above `bytes` throws std::bad_alloc.
class AllocationLimit {
 public:
  explicit AllocationLimit(std::size_t bytes) {
    allocation_limit_detail::largest_refused = 0;
    allocation_limit_detail::limit = bytes;
  }
  ~AllocationLimit() { allocation_limit_detail::limit = std::numeric_limits<std::size_t>::max(); }
  AllocationLimit(const AllocationLimit&) = delete;
  AllocationLimit& operator=(const AllocationLimit&) = delete;
  // The largest allocation refused so far (0: none).
  std::size_t largest_refused() const { return allocation_limit_detail::largest_refused.load(); }
};

// An input stream over bytes that cannot seek or tell, like a pipe.
class PipeBuffer : public std::streambuf {
 public:
  explicit PipeBuffer(std::string bytes) : bytes_(std::move(bytes)) {
    setg(bytes_.data(), bytes_.data(), bytes_.data() + bytes_.size());
  }

 private:
  std::string bytes_;
};

}  // namespace fastdec::testing
