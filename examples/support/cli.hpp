// examples/support/cli.hpp: command-line parsing for the example programs
// (translate, evaluate): a table of flags, the value parsers they share, and
// UsageError, the one-line error a bad command line or input file gives.
#pragma once

#include <charconv>
#include <cmath>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <initializer_list>
#include <map>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <system_error>
#include <utility>
#include <vector>

namespace fastdec::examples {

// A bad command line or input file: the program prints it and exits with 1.
struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

template <class... Parts>
[[noreturn]] void usage_error(const Parts&... parts) {
  std::ostringstream message;
  (message << ... << parts);
  throw UsageError(message.str());
}

inline std::size_t parse_count(std::string_view flag, std::string_view text,
                               std::size_t min_value = 0) {
  std::size_t value = 0;
  const auto [end, status] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (status != std::errc() || end != text.data() + text.size() || value < min_value)
    usage_error(flag, " needs an integer of at least ", min_value, ", got '", text, "'.");
  return value;
}

inline std::size_t parse_positive(std::string_view flag, std::string_view text) {
  return parse_count(flag, text, 1);
}

inline double parse_number(std::string_view flag, std::string_view text) {
  double value = 0;
  const auto [end, status] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (status != std::errc() || end != text.data() + text.size() || !std::isfinite(value))
    usage_error(flag, " needs a number, got '", text, "'.");
  return value;
}

inline float parse_real(std::string_view flag, std::string_view text) {
  return static_cast<float>(parse_number(flag, text));
}

inline std::vector<std::string_view> split_list(std::string_view text) {
  std::vector<std::string_view> items;
  while (!text.empty()) {
    const std::size_t comma = text.find(',');
    items.push_back(text.substr(0, comma));
    if (comma == std::string_view::npos) break;
    text.remove_prefix(comma + 1);
  }
  return items;
}

// One of `names` (a list of {name, value}), or a one-line error listing them.
template <class T>
T parse_choice(std::string_view flag, std::string_view text,
               std::initializer_list<std::pair<std::string_view, T>> names) {
  std::string listed;
  for (const auto& [name, value] : names) {
    if (name == text) return value;
    listed += (listed.empty() ? "" : ", ") + std::string(name);
  }
  usage_error(flag, " is one of ", listed, "; got '", text, "'.");
}

// The flags a program takes, each with what it sets in the program's
// arguments (Target): options that take a value, and switches.
template <class Target>
class FlagTable {
 public:
  using ValueSetter = std::function<void(Target&, std::string_view flag, std::string_view value)>;
  using SwitchSetter = std::function<void(Target&)>;

  void value(std::string_view flag, ValueSetter set) { values_.insert_or_assign(flag, set); }
  void toggle(std::string_view flag, SwitchSetter set) { switches_.insert_or_assign(flag, set); }

  // Sets `target` from argv; --help prints `usage` and exits with 0.
  // Returns the flags given, so that a program can refuse one that the
  // input it loads later would ignore (a value alone cannot tell a flag set
  // to its default from one not given).
  std::set<std::string, std::less<>> parse(int argc, char** argv, Target& target,
                                           std::string_view usage) const {
    std::set<std::string, std::less<>> given;
    for (int i = 1; i < argc; ++i) {
      const std::string_view flag = argv[i];
      if (flag == "--help" || flag == "-h") {
        std::fwrite(usage.data(), 1, usage.size(), stdout);
        std::exit(0);
      }
      if (const auto toggle = switches_.find(flag); toggle != switches_.end()) {
        toggle->second(target);
        given.emplace(flag);
        continue;
      }
      const auto option = values_.find(flag);
      if (option == values_.end())
        usage_error(flag.starts_with("-") ? "unknown option '" : "unexpected argument '", flag,
                    "' (see --help).");
      if (i + 1 >= argc) usage_error(flag, " needs a value (see --help).");
      option->second(target, flag, argv[++i]);
      given.emplace(flag);
    }
    return given;
  }

 private:
  std::map<std::string_view, ValueSetter> values_;
  std::map<std::string_view, SwitchSetter> switches_;
};

}  // namespace fastdec::examples
