// examples/decoder_only_lm.cpp: build your own Transformer from fastdec's
// layers and decode it with BeamSearch.
//
// The model (examples/decoder_only_lm.hpp) is a decoder-only language model:
// embedding and sinusoidal positions, N blocks of masked self-attention
// through the parent-following cache and a feed-forward sublayer, a final
// layer norm, and the tied output projection, all from include/fastdec/layers.
// Its weights here are deterministic random ones (random_transformer_weights,
// the decoder half of a Transformer archive): the continuations are token
// ids without meaning, but every number is reproducible. Point it at a
// trained archive of the same tensor names to get real text.
//
//   decoder_only_lm [--beam N] [--layers N] [--steps N]
//
// Each prompt is the source (the batch's shape and the length limit) and is
// forced as the target prefix: the search feeds and scores it, then goes on.
#include "decoder_only_lm.hpp"

#include <cstdio>
#include <stdexcept>
#include <string>
#include <vector>

#include "fastdec/gemm/packed_fp32_gemm.hpp"
#include "fastdec/models/transformer_weights.hpp"
#include "fastdec/output/fused_topk.hpp"
#include "fastdec/search/beam_search.hpp"

namespace {

using fastdec::TokenId;

constexpr TokenId bos = 0, eos = 1;

struct Arguments {
  std::size_t beam = 4, layers = 2, steps = 8;
};

Arguments parse(int argc, char** argv) {
  Arguments a;
  for (int i = 1; i < argc; ++i) {
    const std::string flag = argv[i];
    if (i + 1 >= argc) throw std::runtime_error("missing value after " + flag);
    const std::size_t value = std::stoul(argv[++i]);
    if (flag == "--beam")
      a.beam = value;
    else if (flag == "--layers")
      a.layers = value;
    else if (flag == "--steps")
      a.steps = value;
    else
      throw std::runtime_error("unknown option " + flag);
  }
  return a;
}

}  // namespace

int main(int argc, char** argv) try {
  const Arguments args = parse(argc, argv);
  const fastdec::TransformerConfig config{.vocab = 50,
                                          .d_model = 32,
                                          .heads = 4,
                                          .ff = 64,
                                          .encoder_layers = 1,
                                          .decoder_layers = args.layers,
                                          .pre_norm = true,
                                          .gelu = true,
                                          .tied = true};
  const fastdec::NpzArchive weights = fastdec::random_transformer_weights(config, 7);
  const lm::DecoderOnlyLm<fastdec::PackedFp32Gemm> model(weights, config);
  const fastdec::FusedTopK<fastdec::PackedFp32Gemm> output(model.output_weights());
  fastdec::BeamSearch search(model, output,
                             {.beam_size = args.beam,
                              .bos_token = bos,
                              .eos_token = eos,
                              .max_length_ratio = 1.0f,
                              .max_length_offset = args.steps});
  const std::vector<std::vector<TokenId>> prompts = {{5, 6, 7}, {12, 3}, {40, 41, 42, 43}};
  const std::vector<fastdec::Sentence> batch(prompts.begin(), prompts.end());
  const fastdec::SearchResult& result = search.translate_batch(batch, batch);
  std::printf("decoder-only LM: vocabulary %zu, d %zu, %zu heads, %zu blocks; beam %zu\n",
              config.vocab, config.d_model, config.heads, config.decoder_layers, args.beam);
  for (std::size_t s = 0; s < result.size(); ++s) {
    std::string text;
    for (const TokenId t : result.best(s).tokens) {
      text += ' ';
      text += std::to_string(t);
    }
    std::printf("prompt %zu ->%s (log-prob %.3f)\n", s, text.c_str(), result.best(s).score);
  }
  return 0;
} catch (const std::exception& e) {
  std::fprintf(stderr, "decoder_only_lm: %s\n", e.what());
  return 1;
}
