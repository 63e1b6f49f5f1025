// examples/support/output_layers.hpp: the run-time choice of GEMM backend and
// output layer that translate, evaluate and the decoder benchmark share. The
// programs name the kinds; with_gemm() and with_output_layer() turn them into
// the compile-time types the search is instantiated with.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdio>
#include <fstream>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "fastdec/gemm/int16_gemm.hpp"
#include "fastdec/gemm/int8_gemm.hpp"
#include "fastdec/gemm/packed_fp32_gemm.hpp"
#include "fastdec/io/lexicon_io.hpp"
#include "fastdec/output/alignment_shortlist.hpp"
#include "fastdec/output/frequency_shortlist.hpp"
#include "fastdec/output/full_softmax.hpp"
#include "fastdec/output/fused_topk.hpp"
#include "fastdec/output/hnsw_topk.hpp"
#include "fastdec/output/screened_argmax.hpp"
#include "fastdec/output/wta_lsh.hpp"
#include "support/cli.hpp"

namespace fastdec::examples {

enum class GemmKind { fp32, int16, int8, fp32_fma, int8_7bit };
enum class LayerKind { full, fused, tf, wa, lsh, hnsw };

constexpr std::string_view gemm_name(GemmKind k) {
  constexpr std::string_view names[] = {"fp32", "int16", "int8", "fp32-fma", "int8-7bit"};
  return names[static_cast<int>(k)];
}
constexpr std::string_view layer_name(LayerKind k) {
  constexpr std::string_view names[] = {"full", "fused", "tf", "wa", "lsh", "hnsw"};
  return names[static_cast<int>(k)];
}

inline GemmKind parse_gemm(std::string_view flag, std::string_view text) {
  return parse_choice<GemmKind>(flag, text,
                                {{"fp32", GemmKind::fp32},
                                 {"fp32-fma", GemmKind::fp32_fma},
                                 {"int16", GemmKind::int16},
                                 {"int8", GemmKind::int8},
                                 {"int8-7bit", GemmKind::int8_7bit}});
}
inline LayerKind parse_layer(std::string_view flag, std::string_view text) {
  return parse_choice<LayerKind>(flag, text,
                                 {{"full", LayerKind::full},
                                  {"fused", LayerKind::fused},
                                  {"tf", LayerKind::tf},
                                  {"wa", LayerKind::wa},
                                  {"lsh", LayerKind::lsh},
                                  {"hnsw", LayerKind::hnsw}});
}

// The GemmKind of backend G; a backend no kind names does not compile.
template <Gemm G>
constexpr GemmKind gemm_kind_of() {
  if constexpr (std::is_same_v<G, PackedFp32Gemm>) {
    return GemmKind::fp32;
  } else if constexpr (std::is_same_v<G, PackedFp32FmaGemm>) {
    return GemmKind::fp32_fma;
  } else if constexpr (std::is_same_v<G, Int16Gemm>) {
    return GemmKind::int16;
  } else if constexpr (std::is_same_v<G, Int8Gemm>) {
    return GemmKind::int8;
  } else {
    static_assert(std::is_same_v<G, Int8Gemm7Bit>, "gemm_kind_of: no GemmKind names this backend");
    return GemmKind::int8_7bit;
  }
}

// use.template operator()<G>() with the backend `kind` names, among the
// backends a program lists: each costs the model and the search compiled
// once more, so a program lists only those it decodes with.
template <Gemm First, Gemm... Rest, class Use>
decltype(auto) with_gemm_among(GemmKind kind, Use&& use) {
  if constexpr (sizeof...(Rest) == 0) {
    if (kind != gemm_kind_of<First>())
      throw error("this program does not decode with the " + std::string(gemm_name(kind)) +
                  " GEMM.");
    return use.template operator()<First>();
  } else {
    if (kind == gemm_kind_of<First>()) return use.template operator()<First>();
    return with_gemm_among<Rest...>(kind, std::forward<Use>(use));
  }
}

// Every backend GemmKind names.
template <class Use>
decltype(auto) with_gemm(GemmKind kind, Use&& use) {
  return with_gemm_among<PackedFp32Gemm, PackedFp32FmaGemm, Int16Gemm, Int8Gemm, Int8Gemm7Bit>(
      kind, std::forward<Use>(use));
}

// Everything that sizes an output layer but the weights.
struct LayerOptions {
  LayerKind kind = LayerKind::fused;
  std::size_t shortlist = 1000;      // tf: C most frequent words
  std::size_t lexicon_words = 50;    // wa: M per source word
  std::size_t frequent_words = 100;  // wa: F most frequent words always in
  // wa: a vocabulary per sentence, or one for the whole batch (CTranslate2's vmap, Marian)
  ShortlistBatching batching = ShortlistBatching::per_sentence;
  // fused: normalized log-probabilities, or the argmax's logit for a greedy
  // search that reads the best token alone (search/best_token_only.hpp)
  FusedScores fused_scores = FusedScores::log_probabilities;
  // fused, argmax_logit, over a float backend: the argmax found through an
  // 8-bit screen (output/screened_argmax.hpp), the same tokens and logits
  bool argmax_screen = true;
  WtaLshOptions lsh = {};
  HnswBuildOptions hnsw_build = {};
  HnswSearchOptions hnsw_search = {};
};

// What the layers are built from.
struct LayerInputs {
  const OutputWeights& weights;
  std::vector<TokenId> always_include;  // the shortlists': EOS, UNK
  const Lexicon* lexicon = nullptr;     // wa
  // hnsw: the graph, built or loaded once however the program likes.
  std::function<std::shared_ptr<const HnswIndex>()> hnsw_index = {};
};

// Builds the layer `options.kind` names over backend G and returns
// use(std::unique_ptr<const Layer>): the caller keeps the layer or borrows it.
template <Gemm G, class Use>
decltype(auto) with_output_layer(const LayerOptions& options, const LayerInputs& inputs,
                                 Use&& use) {
  const OutputWeights& w = inputs.weights;
  switch (options.kind) {
    case LayerKind::full:
      return use(std::make_unique<const FullSoftmax<G>>(w));
    case LayerKind::fused:
      break;
    case LayerKind::tf:
      return use(std::make_unique<const FrequencyShortlist<G>>(
          w, FrequencyShortlistOptions{.size = std::min(options.shortlist, w.vocab_size()),
                                       .always_include = inputs.always_include}));
    case LayerKind::wa:
      if (inputs.lexicon == nullptr) usage_error("the wa output layer needs a lexicon.");
      return use(std::make_unique<const AlignmentShortlist<G>>(
          w, *inputs.lexicon,
          AlignmentShortlistOptions{
              .words_per_source = options.lexicon_words,
              .frequent_words = std::min(options.frequent_words, w.vocab_size()),
              .always_include = inputs.always_include,
              .batching = options.batching}));
    case LayerKind::lsh:
      return use(std::make_unique<const WtaLsh>(w, options.lsh));
    case LayerKind::hnsw:
      return use(std::make_unique<const HnswTopK>(inputs.hnsw_index(), options.hnsw_search));
  }
  if constexpr (ColumnExactFloatGemm<G>)
    if (options.fused_scores == FusedScores::argmax_logit && options.argmax_screen)
      return use(std::make_unique<const ScreenedArgmax<G>>(w));
  return use(std::make_unique<const FusedTopK<G>>(w, options.fused_scores));
}

// A lexicon file: fastdec's binary format (by its magic) or text in `order`.
// Says on stderr how many text entries were kept and why others were not,
// unless `quiet`. A lexicon with no entry for the vocabularies is an error:
// the wa layer would then choose among its frequent words alone and
// translate badly without a word of warning.
inline Lexicon read_lexicon_file(const std::string& path, const Vocabulary& source,
                                 const Vocabulary& target, LexiconFieldOrder order, bool quiet) {
  char magic[8] = {};
  std::ifstream(path, std::ios::binary).read(magic, sizeof magic);
  if (std::string_view(magic, sizeof magic) == "FDLEXBIN") {
    Lexicon lexicon = read_lexicon_binary(path);
    if (lexicon.entry_count() == 0)
      usage_error("the lexicon '", path, "' has no entries, so it would choose no word.");
    return lexicon;
  }
  LexiconTextSummary summary;
  Lexicon lexicon = read_lexicon_text(path, source, target, {.order = order}, summary);
  if (summary.kept == 0)
    usage_error("the lexicon '", path, "' has no usable entry (", summary.entries,
                " entries: ", summary.unknown_words, " with a word outside the vocabularies, ",
                summary.empty_word, " of the empty word), so it would choose no word.");
  if (!quiet)
    std::fprintf(stderr,
                 "lexicon: kept %zu of %zu entries of '%s'; skipped %zu with a word outside the "
                 "vocabularies and %zu of the empty word\n",
                 summary.kept, summary.entries, path.c_str(), summary.unknown_words,
                 summary.empty_word);
  return lexicon;
}

inline LexiconFieldOrder parse_lexicon_order(std::string_view flag, std::string_view text) {
  return parse_choice<LexiconFieldOrder>(flag, text,
                                         {{"target-source", LexiconFieldOrder::target_source},
                                          {"source-target", LexiconFieldOrder::source_target}});
}

}  // namespace fastdec::examples
