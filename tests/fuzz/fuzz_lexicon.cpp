// tests/fuzz/fuzz_lexicon.cpp: read_lexicon_binary on arbitrary bytes; what
// loads must answer every source word.
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "fastdec/io/lexicon_io.hpp"
#include "fuzz/fuzz_support.hpp"

std::vector<std::string> fastdec::fuzz::seeds() {
  std::vector<std::string> out;
  const auto save = [&](const Lexicon& lexicon) {
    std::ostringstream bytes(std::ios::binary);
    write_lexicon_binary(bytes, lexicon);
    out.push_back(bytes.str());
  };
  save(Lexicon());
  save(Lexicon(3, 5, std::vector<LexiconEntry>{{0, 4, 0.5f}, {0, 1, 0.25f}, {2, 0, 1.0f}}));
  std::vector<LexiconEntry> entries;
  const std::vector<float> p = values(40, 3);
  for (std::size_t i = 0; i < p.size(); ++i)
    entries.push_back({static_cast<TokenId>(i % 7), static_cast<TokenId>(i % 11 + i / 7 % 3),
                       p[i] < 0 ? -p[i] : p[i]});
  save(Lexicon(7, 20, entries));
  return out;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::istringstream in(fastdec::fuzz::input(data, size), std::ios::binary);
  try {
    const fastdec::Lexicon lexicon = fastdec::read_lexicon_binary(in);
    std::size_t total = 0;
    for (std::size_t f = 0; f < lexicon.source_size(); ++f)
      total += lexicon.translations(static_cast<fastdec::TokenId>(f)).size();
    if (total != lexicon.entry_count()) __builtin_trap();
  } catch (const fastdec::error&) {
  }
  return 0;
}
