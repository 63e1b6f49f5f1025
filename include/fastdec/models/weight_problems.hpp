// fastdec/models/weight_problems.hpp (internal): the problems a model loader
// finds in an archive, collected so that one fastdec::error names them all.
#pragma once

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <span>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "fastdec/core/error.hpp"

namespace fastdec::detail {

// The index of the first NaN or infinity in `values`, or values.size(). A
// branch-free pass first, which vectorizes (a model holds millions of values,
// almost always all finite); the exact index only when there is one.
inline std::size_t first_non_finite(std::span<const float> values) noexcept {
  std::uint32_t any = 0;
  for (const float v : values)  // exponent bits all ones: infinity or NaN
    any |=
        static_cast<std::uint32_t>((std::bit_cast<std::uint32_t>(v) & 0x7F800000u) == 0x7F800000u);
  if (any == 0) return values.size();
  return static_cast<std::size_t>(
      std::find_if(values.begin(), values.end(), [](float v) { return !std::isfinite(v); }) -
      values.begin());
}

class WeightProblems {
 public:
  // `model` starts the message ("GRU model weights"); `note`, when given,
  // ends it (where the layout is documented).
  explicit WeightProblems(std::string_view model, std::string_view note = {})
      : model_(model), note_(note) {}

  template <class... Parts>
  void add(const Parts&... parts) {
    std::ostringstream line;
    (line << ... << parts);
    lines_.push_back(line.str());
  }

  // Throws, listing the first 20 problems, when there is any.
  void throw_if_any(std::string_view what) const {
    if (lines_.empty()) return;
    std::string message = model_ + ": " + std::string(what) + ":";
    constexpr std::size_t shown = 20;
    for (std::size_t i = 0; i < lines_.size() && i < shown; ++i) message += "\n  " + lines_[i];
    if (lines_.size() > shown)
      message += "\n  ... and " + std::to_string(lines_.size() - shown) + " more";
    if (!note_.empty()) message += "\n " + note_ + ".";
    fail(message);
  }

 private:
  std::string model_, note_;
  std::vector<std::string> lines_;
};

}  // namespace fastdec::detail
