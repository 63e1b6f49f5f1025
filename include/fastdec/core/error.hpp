// fastdec/core/error.hpp: the one exception type the library throws.
//
// Contract: every check of caller input (shapes, options, files, logits) throws
// fastdec::error with a full sentence naming the argument and the limit. The
// library never prints and never aborts; internal invariants are asserts.
#pragma once

#include <concepts>
#include <initializer_list>
#include <ostream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

namespace fastdec {

class error : public std::runtime_error {
 public:
  explicit error(const std::string& message) : std::runtime_error(message) {}
};

namespace detail {

// One piece of an error message: text, a character, an integer or a
// floating-point number, streamed as std::ostream would stream the original.
// Erasing the type here lets every message of the library share one
// out-of-line function instead of one instantiation per list of part types.
class MessagePart {
 public:
  MessagePart(std::string_view text) : kind_(Kind::text), text_(text) {}
  MessagePart(const char* text) : kind_(Kind::text), text_(text) {}
  MessagePart(const std::string& text) : kind_(Kind::text), text_(text) {}
  template <std::integral T>
  MessagePart(T value) {
    if constexpr (std::is_same_v<T, char> || std::is_same_v<T, signed char> ||
                  std::is_same_v<T, unsigned char>) {
      kind_ = Kind::character;
      character_ = static_cast<char>(value);
    } else if constexpr (std::is_same_v<T, bool>) {
      kind_ = Kind::unsigned_integer;
      unsigned_ = value ? 1 : 0;
    } else if constexpr (std::is_signed_v<T>) {
      kind_ = Kind::signed_integer;
      signed_ = value;
    } else {
      kind_ = Kind::unsigned_integer;
      unsigned_ = value;
    }
  }
  // A float streams as the double it converts to (std::num_put has no float).
  MessagePart(double value) : kind_(Kind::floating), floating_(value) {}

  void write(std::ostream& out) const {
    switch (kind_) {
      case Kind::text:
        out << text_;
        break;
      case Kind::character:
        out << character_;
        break;
      case Kind::signed_integer:
        out << signed_;
        break;
      case Kind::unsigned_integer:
        out << unsigned_;
        break;
      case Kind::floating:
        out << floating_;
        break;
    }
  }

 private:
  enum class Kind : unsigned char { text, character, signed_integer, unsigned_integer, floating };
  Kind kind_;
  union {
    std::string_view text_;
    char character_;
    long long signed_;
    unsigned long long unsigned_;
    double floating_;
  };
};

// Cold path kept out of line so checks in hot templates stay one compare.
[[noreturn, gnu::cold, gnu::noinline]] inline void fail_with(
    std::initializer_list<MessagePart> parts) {
  std::ostringstream message;
  for (const MessagePart& part : parts) part.write(message);
  throw error(message.str());
}

template <class... Parts>
[[noreturn]] inline void fail(const Parts&... parts) {
  fail_with({MessagePart(parts)...});
}

}  // namespace detail
}  // namespace fastdec

// Throws fastdec::error built from the streamed parts when `condition` is false.
#define FASTDEC_REQUIRE(condition, ...)     \
  do {                                      \
    if (!(condition)) [[unlikely]]          \
      ::fastdec::detail::fail(__VA_ARGS__); \
  } while (false)
