// tests/fuzz/seed_main.cpp: writes a fuzz target's seeds (fastdec::fuzz::seeds(),
// in both input modes) into the directory given as the argument, and runs
// each through the target once.
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

#include "fuzz/fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s DIRECTORY\n", argv[0]);
    return 2;
  }
  const std::filesystem::path directory(argv[1]);
  std::filesystem::create_directories(directory);
  std::size_t written = 0;
  for (const std::string& seed : fastdec::fuzz::seeds()) {
    for (const char mode : {'\0', '\1'}) {
      const std::string input = mode + seed;
      std::ofstream(directory / ("seed_" + std::to_string(written++)), std::ios::binary) << input;
      LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(input.data()), input.size());
    }
  }
  std::printf("%zu seeds in %s\n", written, argv[1]);
  return 0;
}
