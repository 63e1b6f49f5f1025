// tests/model/gru_support.hpp: decoding helpers for the reference GRU model tests.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "fastdec/core/types.hpp"
#include "fastdec/models/gru_model.hpp"
#include "fastdec/search/beam_search.hpp"

namespace testing {

using fastdec::TokenId;

struct Decoded {
  std::vector<TokenId> tokens;
  std::vector<float> token_logprobs;
  float score;
  std::vector<std::uint32_t> alignment;
};

// The small model the decoding tests use; the fp32 and int16 files differ in
// fc_layers so that an odd and an even FC stack (skip connections on every
// other layer) are both decoded.
inline fastdec::GruShape gru_test_shape(std::size_t fc_layers) {
  return {.source_vocab = 40,
          .target_vocab = 60,
          .source_embedding = 12,
          .target_embedding = 10,
          .encoder_hidden = 8,
          .encoder_layers = 2,
          .decoder_hidden = 16,
          .attention = 14,
          .fc_layers = fc_layers,
          .fc_size = 16,
          .pre_output = 12};
}

// A fixed set of source sentences of different lengths over a vocabulary.
inline std::vector<std::vector<TokenId>> gru_sources(std::size_t vocab, std::size_t count = 5) {
  std::vector<std::vector<TokenId>> sources;
  for (std::size_t s = 0; s < count; ++s) {
    std::vector<TokenId> sentence;
    for (std::size_t j = 0; j < 2 + (s * 3) % 7; ++j)
      sentence.push_back(static_cast<TokenId>((s * 7 + j * 5 + 3) % vocab));
    sources.push_back(sentence);
  }
  return sources;
}

inline std::vector<fastdec::Sentence> as_sentences(const std::vector<std::vector<TokenId>>& s) {
  return {s.begin(), s.end()};
}

inline fastdec::SearchOptions gru_search_options(std::size_t beam = 4) {
  return {.beam_size = beam, .n_best = 1, .bos_token = 0, .eos_token = 1};
}

// The best hypothesis of each sentence, decoded in one batch or one by one.
template <class Model, class Output>
std::vector<Decoded> decode(const Model& model, const Output& output,
                            const std::vector<std::vector<TokenId>>& sources, bool batched,
                            std::size_t beam = 4) {
  fastdec::BeamSearch search(model, output, gru_search_options(beam));
  std::vector<Decoded> decoded;
  const auto keep = [&decoded](const fastdec::Hypothesis& best) {
    decoded.push_back({{best.tokens.begin(), best.tokens.end()},
                       {best.token_logprobs.begin(), best.token_logprobs.end()},
                       best.score,
                       {best.alignment.begin(), best.alignment.end()}});
  };
  if (batched) {
    const std::vector<fastdec::Sentence> sentences = as_sentences(sources);
    const fastdec::SearchResult& result = search.translate_batch(sentences);
    for (std::size_t s = 0; s < sources.size(); ++s) keep(result.best(s));
  } else {
    for (const auto& source : sources) keep(search.translate(source).best(0));
  }
  return decoded;
}

// Teacher forcing: feeds two models the same sources and, for `steps` steps,
// the same previous tokens ((step * step_factor + row * row_factor + 2) mod
// vocab), and returns the largest difference between their context rows.
template <class ModelA, class ModelB>
float max_context_difference(const ModelA& a, const ModelB& b, int steps, std::size_t step_factor,
                             std::size_t row_factor) {
  auto a_state = a.make_state();
  auto b_state = b.make_state();
  const auto sources = gru_sources(a.source_vocab_size());
  const auto sentences = as_sentences(sources);
  a.encode(a_state, sentences, 8);
  b.encode(b_state, sentences, 8);
  std::vector<std::uint32_t> parents(sources.size());
  std::vector<TokenId> previous(sources.size(), 0);
  for (std::size_t s = 0; s < parents.size(); ++s) parents[s] = static_cast<std::uint32_t>(s);
  float worst = 0.0f;
  for (int step = 0; step < steps; ++step) {
    const fastdec::ConstMatrixView ha = a.step(a_state, previous, parents);
    const fastdec::ConstMatrixView hb = b.step(b_state, previous, parents);
    for (std::size_t r = 0; r < ha.rows(); ++r)
      for (std::size_t c = 0; c < ha.cols(); ++c)
        worst = std::max(worst, std::fabs(ha(r, c) - hb(r, c)));
    for (std::size_t s = 0; s < previous.size(); ++s)
      previous[s] =
          static_cast<TokenId>((static_cast<std::size_t>(step) * step_factor + s * row_factor + 2) %
                               a.target_vocab_size());
  }
  return worst;
}

}  // namespace testing
