// tests/support/temp_file.hpp: a file in the temporary directory that is
// removed when the test is done with it.
#pragma once

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>

namespace fastdec::testing {

class TempFile {
 public:
  // A fresh path; the process id keeps concurrent test runs apart.
  explicit TempFile(std::string_view name)
      : path_((std::filesystem::temp_directory_path() /
               ("fastdec_" + std::to_string(::getpid()) + "_" + std::string(name)))
                  .string()) {}
  // A file holding `contents`.
  TempFile(std::string_view name, std::string_view contents) : TempFile(name) {
    std::ofstream(path_, std::ios::binary) << contents;
  }
  TempFile(const TempFile&) = delete;
  TempFile& operator=(const TempFile&) = delete;
  ~TempFile() {
    std::error_code ignored;
    std::filesystem::remove(path_, ignored);
  }

  const std::string& path() const noexcept { return path_; }

 private:
  std::string path_;
};

}  // namespace fastdec::testing
