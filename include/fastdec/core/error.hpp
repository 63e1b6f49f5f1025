// fastdec/core/error.hpp: the one exception type the library throws.
//
// Contract: every check of caller input (shapes, options, files, logits) throws
// fastdec::error with a full sentence naming the argument and the limit. The
// library never prints and never aborts; internal invariants are asserts.
#pragma once

#include <sstream>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>

namespace fastdec {

class error : public std::runtime_error {
 public:
  explicit error(const std::string& message) : std::runtime_error(message) {}
};

namespace detail {

// Cold path kept out of line so checks in hot templates stay one compare.
// Its parts are decayed (a string literal is a const char*, whatever its
// length), so the many messages of a header share few instantiations.
template <class... Parts>
[[noreturn, gnu::cold, gnu::noinline]] void fail_with(const Parts&... parts) {
  std::ostringstream message;
  (message << ... << parts);
  throw error(message.str());
}

template <class... Parts>
[[noreturn]] inline void fail(const Parts&... parts) {
  fail_with<std::decay_t<const Parts>...>(parts...);
}

}  // namespace detail
}  // namespace fastdec

// Throws fastdec::error built from the streamed parts when `condition` is false.
#define FASTDEC_REQUIRE(condition, ...)     \
  do {                                      \
    if (!(condition)) [[unlikely]]          \
      ::fastdec::detail::fail(__VA_ARGS__); \
  } while (false)
