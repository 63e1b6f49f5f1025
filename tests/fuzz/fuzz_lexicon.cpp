// tests/fuzz/fuzz_lexicon.cpp: read_lexicon_binary on arbitrary bytes; what
// loads must answer every source word, and then serve the word-alignment
// shortlist through its first use: the selection's run-time vocabulary and,
// when the declared target vocabulary is small enough for this target to
// make output weights of that size, the layer's begin_batch and topk. A size
// the file declares but does not hold must decide no allocation on the way
// (-malloc_limit_mb makes a large one a finding).
#include <algorithm>
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "fastdec/gemm/packed_fp32_gemm.hpp"
#include "fastdec/io/lexicon_io.hpp"
#include "fastdec/output/alignment_shortlist.hpp"
#include "fuzz/fuzz_support.hpp"

namespace {

using namespace fastdec;

// The shortlist's first use: a two-sentence batch over the first source words.
void use_as_shortlist(const Lexicon& lexicon) {
  if (lexicon.source_size() == 0) return;
  const AlignmentShortlistOptions options{.words_per_source = 3, .always_include = {}};
  const AlignmentVocabulary selection(lexicon, options);
  std::vector<TokenId> first, second;
  for (std::size_t f = 0; f < std::min<std::size_t>(lexicon.source_size(), 6); ++f)
    (f % 2 == 0 ? first : second).push_back(static_cast<TokenId>(f));
  for (const TokenId e : selection.run_time_vocabulary(first))
    if (e < 0 || static_cast<std::size_t>(e) >= lexicon.target_size()) __builtin_trap();
  constexpr std::size_t hidden = 3, largest_layer = 4096;
  if (lexicon.target_size() == 0 || lexicon.target_size() > largest_layer) return;
  const std::size_t vocab = lexicon.target_size();
  const OutputWeights weights(fuzz::values(vocab * hidden, 7), fuzz::values(vocab, 8), vocab,
                              hidden);
  const AlignmentShortlist<PackedFp32Gemm> layer(weights, lexicon,
                                                 {.words_per_source = 3, .always_include = {0}});
  auto workspace = layer.make_workspace();
  const std::vector<Sentence> batch = {first, second.empty() ? first : second};
  layer.begin_batch(workspace, batch, 4);
  const std::vector<float> h = fuzz::values(2 * hidden, 9);
  const std::vector<std::uint32_t> rows = {0, 1};
  std::vector<ScoredToken> best(2 * 2);
  layer.topk(workspace, {h.data(), 2, hidden}, rows, 2, {best.data(), 2, 2});
  for (const ScoredToken& t : best)
    if (t.token != no_token && (t.token < 0 || static_cast<std::size_t>(t.token) >= vocab))
      __builtin_trap();
}

}  // namespace

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
  // A target vocabulary far larger than the table: 2^31 - 1 words declared.
  save(Lexicon(2, 2147483647, std::vector<LexiconEntry>{{0, 7, 0.5f}, {1, 2147483646, 0.5f}}));
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
    use_as_shortlist(lexicon);
  } catch (const fastdec::error&) {
  }
  return 0;
}
