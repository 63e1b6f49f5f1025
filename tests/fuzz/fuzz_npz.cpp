// tests/fuzz/fuzz_npz.cpp: parse_npz (io/npz.hpp: zip directory, inflate,
// CRC-32, .npy headers) on arbitrary bytes. Any input must load or throw
// fastdec::error; an archive that loads must survive save_npz and load again
// with the same float32 arrays, bit for bit.
//
// Seeds: archives save_npz writes, and the numpy-written fixtures of
// tests/io/data (stored, deflated, ZIP64), so that mutations reach inflate.
// The mode byte fuzz_support.hpp describes is skipped: an .npz has no
// fastdec container to reseal.
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "fastdec/io/npz.hpp"
#include "fuzz/fuzz_support.hpp"

namespace {

bool same_bits(const fastdec::NpyArray& a, const fastdec::NpyArray& b) {
  return a.dtype == b.dtype && a.shape == b.shape && a.values.size() == b.values.size() &&
         (a.values.empty() ||
          std::memcmp(a.values.data(), b.values.data(), a.values.size() * sizeof(float)) == 0);
}

}  // namespace

std::vector<std::string> fastdec::fuzz::seeds() {
  std::vector<std::string> out;
  const auto save = [&](const NpzArchive& archive) {
    std::ostringstream bytes(std::ios::binary);
    save_npz(bytes, archive);
    out.push_back(bytes.str());
  };
  save(NpzArchive{});
  save(NpzArchive{{{"w", NpyArray{"<f4", {2, 3}, values(6, 1)}}}});
  save(NpzArchive{{{"encoder.rnn.weight_ih_l0", NpyArray{"<f4", {6, 4}, values(24, 2)}},
                   {"scalar", NpyArray{"<f4", {}, values(1, 3)}},
                   {"empty", NpyArray{"<f4", {0, 5}, {}}}}});
#ifdef FASTDEC_NPZ_FIXTURES
  for (const auto& file : std::filesystem::directory_iterator(FASTDEC_NPZ_FIXTURES)) {
    if (file.path().extension() != ".npz") continue;
    std::ifstream in(file.path(), std::ios::binary);
    out.emplace_back(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  }
#endif
  return out;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::string_view bytes(reinterpret_cast<const char*>(data) + 1, size - 1);
  fastdec::NpzArchive archive;
  try {
    archive = fastdec::parse_npz(bytes);
  } catch (const fastdec::error&) {
    return 0;
  }
  std::erase_if(archive.arrays, [](const auto& entry) { return entry.second.dtype != "<f4"; });
  std::ostringstream out(std::ios::binary);
  fastdec::save_npz(out, archive);
  const fastdec::NpzArchive back = fastdec::parse_npz(out.str());
  if (back.arrays.size() != archive.arrays.size()) __builtin_trap();
  for (const auto& [name, array] : archive.arrays) {
    const auto it = back.arrays.find(name);
    if (it == back.arrays.end() || !same_bits(array, it->second)) __builtin_trap();
  }
  return 0;
}
