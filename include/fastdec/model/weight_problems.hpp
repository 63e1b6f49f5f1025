// fastdec/model/weight_problems.hpp (internal): the problems a model loader
// finds in an archive, collected so that one fastdec::error names them all.
#pragma once

#include <cstddef>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "fastdec/core/error.hpp"

namespace fastdec::detail {

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
