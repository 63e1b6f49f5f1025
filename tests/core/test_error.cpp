#include <catch2/catch.hpp>

#include <cstdint>
#include <limits>
#include <sstream>
#include <string>
#include <string_view>

#include "fastdec/core/error.hpp"

// Each test file in its own namespace: the files of a folder are compiled
// as one translation unit (tests/CMakeLists.txt).
namespace fastdec_test_error {

namespace {

// The message fail() builds from `parts`.
template <class... Parts>
std::string message_of(const Parts&... parts) {
  try {
    fastdec::detail::fail(parts...);
  } catch (const fastdec::error& e) {
    return e.what();
  }
  return "fail() returned";
}

// What an std::ostringstream makes of the same parts, types unchanged.
template <class... Parts>
std::string streamed(const Parts&... parts) {
  std::ostringstream out;
  (out << ... << parts);
  return out.str();
}

}  // namespace

TEST_CASE("fail() writes each part as std::ostream writes it, whatever its type") {
  const std::string text = "a std::string";
  const std::string_view view = "a string_view";
  const char letter = 'x';
  const float third = 1.0f / 3.0f;
  const double big = 1e300;
  const float not_a_number = std::numeric_limits<float>::quiet_NaN();
  const std::size_t huge = std::numeric_limits<std::size_t>::max();
  const std::int64_t most_negative = std::numeric_limits<std::int64_t>::min();
  const int negative = -7;
  const unsigned short small = 65535;
  const bool yes = true;
  CHECK(message_of("literal ", text, ' ', view, letter) ==
        streamed("literal ", text, ' ', view, letter));
  CHECK(message_of(third, " ", big, " ", not_a_number, " ", 0.1, " ", -0.0f) ==
        streamed(third, " ", big, " ", not_a_number, " ", 0.1, " ", -0.0f));
  CHECK(message_of(huge, " ", most_negative, " ", negative, " ", small, " ", yes) ==
        streamed(huge, " ", most_negative, " ", negative, " ", small, " ", yes));
  CHECK(message_of("x = ", third, ", n = ", huge) == "x = 0.333333, n = 18446744073709551615");
}

TEST_CASE("FASTDEC_REQUIRE throws fastdec::error only when the condition is false") {
  const auto check = [](int n) { FASTDEC_REQUIRE(n > 0, "n must be positive, got ", n); };
  CHECK_NOTHROW(check(1));
  CHECK_THROWS_AS(check(0), fastdec::error);
  CHECK_THROWS_WITH(check(-3), "n must be positive, got -3");
}

}  // namespace fastdec_test_error
