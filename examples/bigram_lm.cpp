// examples/bigram_lm.cpp: plug your own model into fastdec, end to end.
//
// The model is a bigram language model counted from a text corpus, written in
// the shape every neural decoder has: the context vector h of a hypothesis is
// the one-hot vector of its last token, and the output layer computes
// softmax(W h + b) with W[next, previous] = log P(next | previous). It
// satisfies fastdec::DecoderModel, so BeamSearch decodes with it through any
// output layer. Given prompts, it continues each one with beam search.
//
//   bigram_lm [--corpus FILE] [--prompts FILE] [--beam N] [--nbest N] [--layer fused|full]
//
// Defaults: the bundled examples/data/corpus.txt and prompts.txt, beam 5, 3-best, fused.
#include <cmath>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

#include "fastdec/fastdec.hpp"
#include "fastdec/gemm/eigen_gemm.hpp"

namespace {

using fastdec::TokenId;

constexpr TokenId bos = 0, eos = 1, unk = 2;

class Vocabulary {
 public:
  Vocabulary() {
    for (const char* special : {"<s>", "</s>", "<unk>"}) add(special);
  }
  TokenId add(const std::string& word) {
    const auto [it, inserted] = ids_.try_emplace(word, static_cast<TokenId>(words_.size()));
    if (inserted) words_.push_back(word);
    return it->second;
  }
  TokenId id(const std::string& word) const {
    const auto it = ids_.find(word);
    return it == ids_.end() ? unk : it->second;
  }
  const std::string& word(TokenId id) const { return words_.at(static_cast<std::size_t>(id)); }
  std::size_t size() const { return words_.size(); }

 private:
  std::unordered_map<std::string, TokenId> ids_;
  std::vector<std::string> words_;
};

std::vector<std::string> split(const std::string& line) {
  std::istringstream in(line);
  std::vector<std::string> words;
  for (std::string w; in >> w;) words.push_back(w);
  return words;
}

std::vector<std::string> read_lines(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot open " + path);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);)
    if (!split(line).empty()) lines.push_back(line);
  return lines;
}

// Output weights of the bigram model: W[next, previous] = log P(next | previous)
// with add-0.1 smoothing, b = 0. Since each column of W is already a
// normalized log-distribution, softmax(W onehot(previous)) = P(. | previous).
fastdec::OutputWeights bigram_weights(const std::vector<std::string>& corpus, Vocabulary& vocab) {
  std::vector<std::vector<TokenId>> sentences;
  for (const std::string& line : corpus) {
    std::vector<TokenId> ids{bos};
    for (const std::string& w : split(line)) ids.push_back(vocab.add(w));
    ids.push_back(eos);
    sentences.push_back(std::move(ids));
  }
  const std::size_t v = vocab.size();
  std::vector<double> counts(v * v, 0.1);  // [next, previous]
  for (const auto& ids : sentences)
    for (std::size_t i = 1; i < ids.size(); ++i)
      counts[static_cast<std::size_t>(ids[i]) * v + static_cast<std::size_t>(ids[i - 1])] += 1.0;
  for (std::size_t previous = 0; previous < v; ++previous)
    counts[static_cast<std::size_t>(bos) * v + previous] = 1e-12;  // <s> is never a next word
  std::vector<float> w(v * v);
  for (std::size_t previous = 0; previous < v; ++previous) {
    double total = 0;
    for (std::size_t next = 0; next < v; ++next) total += counts[next * v + previous];
    for (std::size_t next = 0; next < v; ++next)
      w[next * v + previous] = static_cast<float>(std::log(counts[next * v + previous] / total));
  }
  return fastdec::OutputWeights(std::move(w), std::vector<float>(v, 0.0f), v, v);
}

// The DecoderModel: immutable; all per-decode data lives in State.
class BigramModel {
 public:
  struct State {
    std::vector<TokenId> last_source_token;  // per sentence
    std::vector<std::uint32_t> row_sentence, next_row_sentence;
    std::vector<float> h;  // [rows, vocab], one-hot rows
  };

  explicit BigramModel(std::size_t vocab) : vocab_(vocab) {}
  std::size_t hidden_size() const { return vocab_; }
  State make_state() const { return {}; }

  void encode(State& state, std::span<const fastdec::Sentence> sources,
              std::size_t max_rows) const {
    state.last_source_token.clear();
    for (fastdec::Sentence source : sources) state.last_source_token.push_back(source.back());
    state.row_sentence.resize(std::max(max_rows, sources.size()));
    state.next_row_sentence.resize(state.row_sentence.size());
    for (std::size_t s = 0; s < sources.size(); ++s)
      state.row_sentence[s] = static_cast<std::uint32_t>(s);
    state.h.assign(state.row_sentence.size() * vocab_, 0.0f);
  }

  fastdec::ConstMatrixView step(State& state, std::span<const TokenId> previous,
                                std::span<const std::uint32_t> parents) const {
    std::fill(state.h.begin(),
              state.h.begin() + static_cast<std::ptrdiff_t>(previous.size() * vocab_), 0.0f);
    for (std::size_t i = 0; i < previous.size(); ++i) {
      // Reorder: row i continues row parents[i].
      state.next_row_sentence[i] = state.row_sentence[parents[i]];
      // At the first step the search feeds BOS; a continuation starts from the prompt's last word.
      const TokenId last =
          previous[i] == bos ? state.last_source_token[state.next_row_sentence[i]] : previous[i];
      state.h[i * vocab_ + static_cast<std::size_t>(last)] = 1.0f;
    }
    std::swap(state.row_sentence, state.next_row_sentence);
    return {state.h.data(), previous.size(), vocab_};
  }

 private:
  std::size_t vocab_;
};

static_assert(fastdec::DecoderModel<BigramModel>);

struct Arguments {
  std::string corpus = FASTDEC_EXAMPLES_DATA_DIR "/corpus.txt";
  std::string prompts = FASTDEC_EXAMPLES_DATA_DIR "/prompts.txt";
  std::size_t beam = 5;
  std::size_t nbest = 3;
  std::string layer = "fused";
};

Arguments parse(int argc, char** argv) {
  Arguments a;
  for (int i = 1; i < argc; ++i) {
    const std::string flag = argv[i];
    if (i + 1 >= argc) throw std::runtime_error("missing value after " + flag);
    const std::string value = argv[++i];
    if (flag == "--corpus")
      a.corpus = value;
    else if (flag == "--prompts")
      a.prompts = value;
    else if (flag == "--beam")
      a.beam = std::stoul(value);
    else if (flag == "--nbest")
      a.nbest = std::stoul(value);
    else if (flag == "--layer")
      a.layer = value;
    else
      throw std::runtime_error("unknown option " + flag);
  }
  if (a.layer != "fused" && a.layer != "full") throw std::runtime_error("--layer is fused or full");
  return a;
}

template <class Layer>
void continue_prompts(const BigramModel& model, const Layer& layer, const Vocabulary& vocab,
                      const std::vector<std::string>& prompts, const Arguments& args) {
  const fastdec::SearchOptions options{.beam_size = args.beam,
                                       .n_best = args.nbest,
                                       .bos_token = bos,
                                       .eos_token = eos,
                                       .max_length_ratio = 0.0f,
                                       .max_length_offset = 12};
  fastdec::BeamSearch search(model, layer, options);
  std::vector<std::vector<TokenId>> ids;
  for (const std::string& prompt : prompts) {
    ids.emplace_back();
    for (const std::string& w : split(prompt)) ids.back().push_back(vocab.id(w));
  }
  const std::vector<fastdec::Sentence> batch(ids.begin(), ids.end());
  const fastdec::SearchResult& result = search.translate_batch(batch);  // all prompts at once
  for (std::size_t s = 0; s < result.size(); ++s) {
    std::printf("%s ...\n", prompts[s].c_str());
    for (const fastdec::Hypothesis& hyp : result.nbest(s)) {
      std::string text;
      for (TokenId t : hyp.tokens)
        if (t != eos) text += " " + vocab.word(t);
      std::printf("  %-48s log-prob %7.3f  per token %6.3f\n", text.c_str(), hyp.score,
                  hyp.normalized_score);
    }
  }
}

}  // namespace

int main(int argc, char** argv) try {
  const Arguments args = parse(argc, argv);
  Vocabulary vocab;
  const fastdec::OutputWeights weights = bigram_weights(read_lines(args.corpus), vocab);
  const BigramModel model(vocab.size());
  const auto prompts = read_lines(args.prompts);
  std::printf("bigram model: %zu words; output layer %s; beam %zu; kernels %s\n\n", vocab.size(),
              args.layer.c_str(), args.beam,
              std::string(fastdec::isa_name(fastdec::active_isa())).c_str());
  if (args.layer == "fused")
    continue_prompts(model, fastdec::FusedTopK<>(weights), vocab, prompts, args);
  else
    continue_prompts(model, fastdec::FullSoftmax<>(weights), vocab, prompts, args);
  return 0;
} catch (const std::exception& e) {
  std::fprintf(stderr, "bigram_lm: %s\n", e.what());
  return 1;
}
