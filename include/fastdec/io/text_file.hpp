// fastdec/io/text_file.hpp (internal): line-by-line text reading and writing
// with errors that name the file and the line.
//
// Every reader in io/ goes through LineReader, so a malformed line is always
// reported as "path:line: what is wrong". Lines may end in "\n" or "\r\n";
// fields are separated by spaces or tabs.
#pragma once

#include <charconv>
#include <cmath>
#include <fstream>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

#include "fastdec/core/error.hpp"

namespace fastdec::detail {

class LineReader {
 public:
  explicit LineReader(std::string path) : path_(std::move(path)), in_(path_, std::ios::binary) {
    FASTDEC_REQUIRE(in_.is_open(), "cannot open '", path_, "' for reading.");
  }

  // Reads the next line; false at the end of the file.
  bool next() {
    if (!std::getline(in_, line_)) {
      FASTDEC_REQUIRE(in_.eof(), "'", path_, "': read error after line ", number_, ".");
      return false;
    }
    ++number_;
    if (!line_.empty() && line_.back() == '\r') line_.pop_back();
    return true;
  }

  std::string_view line() const noexcept { return line_; }
  std::size_t number() const noexcept { return number_; }
  const std::string& path() const noexcept { return path_; }

  // Throws fastdec::error "path:line: <parts>".
  template <class... Parts>
  [[noreturn, gnu::cold]] void fail(const Parts&... parts) const {
    detail::fail(path_, ":", number_, ": ", parts...);
  }

 private:
  std::string path_;
  std::ifstream in_;
  std::string line_;
  std::size_t number_ = 0;
};

inline bool is_field_separator(char c) noexcept { return c == ' ' || c == '\t'; }

// Splits `line` on runs of spaces and tabs into `fields` (cleared first).
inline void split_fields(std::string_view line, std::vector<std::string_view>& fields) {
  fields.clear();
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && is_field_separator(line[i])) ++i;
    const std::size_t start = i;
    while (i < line.size() && !is_field_separator(line[i])) ++i;
    if (i > start) fields.push_back(line.substr(start, i - start));
  }
}

// The whole of `text` as a finite number, or false.
inline bool parse_finite(std::string_view text, double& value) {
  const char* last = text.data() + text.size();
  const auto [end, status] = std::from_chars(text.data(), last, value);
  return status == std::errc() && end == last && std::isfinite(value);
}

class LineWriter {
 public:
  explicit LineWriter(std::string path) : path_(std::move(path)), out_(path_, std::ios::binary) {
    FASTDEC_REQUIRE(out_.is_open(), "cannot open '", path_, "' for writing.");
  }
  std::ofstream& stream() noexcept { return out_; }
  // Flushes and checks that everything reached the file.
  void close() {
    out_.close();
    FASTDEC_REQUIRE(!out_.fail(), "writing '", path_, "' failed (disk full or no permission?).");
  }

 private:
  std::string path_;
  std::ofstream out_;
};

}  // namespace fastdec::detail
