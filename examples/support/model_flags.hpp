// examples/support/model_flags.hpp: what translate and evaluate need to load
// and decode the reference GRU model: the model flags (what the tensor shapes
// cannot tell, the speed-ups, the special words), the search flags, and the
// tokenized text they read.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "fastdec/core/types.hpp"
#include "fastdec/eval/bleu.hpp"
#include "fastdec/io/vocabulary.hpp"
#include "fastdec/models/gru_weights.hpp"
#include "fastdec/search/options.hpp"
#include "fastdec/search/pruning.hpp"
#include "support/cli.hpp"

namespace fastdec::examples {

struct ModelFlags {
  GruModelConfig config;
  std::string speedups = "embeddings,attention,merge";  // the exact ones
  bool libm_activations = false;                        // --activations libm
  std::size_t precomputed_words = 8000;
  std::string bos = "<s>", eos = "</s>", unk = "<unk>";
  bool source_eos = false;  // append eos to every source sentence
};

inline constexpr std::string_view model_flags_usage =
    R"(model (what the tensor shapes cannot tell), each flag marked with its models
  --initial-state mean-tanh|zeros   GRU: decoder initial state [mean-tanh]
  --pre-output LIST       GRU: inputs of the pre-output layer, a comma-
                          separated subset of state,context,embedding [all]
  --no-fc-skip            GRU: no skip connections between the FC layers
  --speedups LIST         GRU: none, all, or a comma-separated subset of
                          embeddings,attention,merge [all: each is exact]
  --activations fast|libm   both: the GRU's tanh, sigmoid and attention's
                          exp, the Transformer's attention exp: vectorized
                          (tanh and sigmoid within 1.5e-7 of the C library,
                          exp within 2 ulp) or the C library's, scalar
                          (PyTorch's bits, slower) [fast]
  --precomputed-words N   GRU: words of the precomputed embedding table;
                          Transformer: of translate --precomputed-first-layer's
                          table [8000]
  --bos WORD, --eos WORD, --unk WORD   both: special target/source words
                          [<s> </s> <unk>]
  --source-eos            both: append --eos to every source sentence (it
                          then counts in the source length of the length limit)
)";

// The flags of model_flags_usage that only the GRU model reads: a program
// that loads a Transformer refuses them rather than ignore them.
inline constexpr std::string_view gru_only_flags[] = {"--initial-state", "--pre-output",
                                                      "--no-fc-skip", "--speedups"};

inline constexpr std::string_view search_flags_usage =
    R"(search
  --beam N                beam size [5]
  --max-length-ratio R, --max-length-offset N   a hypothesis holds at most
                          floor(R * source length + N) tokens, its </s>
                          included [2, 10]
  --normalize none|length|gnmt   n-best ranking [length]; --alpha A for gnmt [0.6]
  --early-stop DELTA      stop a sentence DELTA below its best finished one [off]
  --stopping shrink|refill-beam|refill-top   when a sentence's search ends:
                          the beam shrinks as hypotheses finish (Marian); it
                          is refilled and beam x patience hypotheses finish
                          (fairseq; CTranslate2 with a length penalty); it is
                          refilled until the best candidate ended (CTranslate2
                          without one) [shrink]; --patience P [1]
  --min-length N          no </s> before a hypothesis holds N tokens [0]
  --ban-unk               never generate <unk> [off]
  --no-repeat-ngram N     a hypothesis never repeats an n-gram of N tokens [off]
  --repetition-penalty X  a word the hypothesis holds scores its log-probability
                          times X (X >= 1; CTranslate2's, Hugging Face's) [1]
  --sampling-topk K       sample each token from the K best instead of searching
                          (K >= 2; with --beam B, B samples per sentence) [off]
  --sampling-topp P, --sampling-temperature T, --seed N   sampling's nucleus
                          mass, temperature and seed [1, 1, 0]
)";

inline GruSpeedups parse_speedups(std::string_view text, std::size_t words,
                                  bool libm_activations = false) {
  GruSpeedups s{.precomputed_words = words, .fast_activations = !libm_activations};
  if (text == "none") return s;
  if (text == "all") text = "embeddings,attention,merge";
  for (const std::string_view item : split_list(text)) {
    if (item == "embeddings")
      s.precomputed_embeddings = true;
    else if (item == "attention")
      s.precomputed_attention = true;
    else if (item == "merge")
      s.merged_states = true;
    else if (item == "activations")
      usage_error("--speedups: 'activations' is the default now (--activations fast|libm).");
    else
      usage_error("--speedups: unknown speed-up '", item,
                  "' (none, all, or embeddings,attention,merge).");
  }
  return s;
}

inline PreOutputInputs parse_pre_output(std::string_view text) {
  PreOutputInputs in{false, false, false};
  for (const std::string_view item : split_list(text)) {
    if (item == "state")
      in.state = true;
    else if (item == "context")
      in.context = true;
    else if (item == "embedding")
      in.embedding = true;
    else
      usage_error("--pre-output: unknown input '", item, "' (state, context, embedding).");
  }
  return in;
}

// The flags of model_flags_usage; `get(target)` is the ModelFlags they set.
template <class Target, class Get>
void add_model_flags(FlagTable<Target>& table, Get get) {
  using F = std::string_view;
  table.value("--initial-state", [get](Target& t, F f, F v) {
    get(t).config.initial_state = parse_choice<InitialState>(
        f, v, {{"mean-tanh", InitialState::mean_tanh}, {"zeros", InitialState::zeros}});
  });
  table.value("--pre-output",
              [get](Target& t, F, F v) { get(t).config.pre_output_inputs = parse_pre_output(v); });
  table.toggle("--no-fc-skip", [get](Target& t) { get(t).config.fc_skip_connections = false; });
  table.value("--speedups", [get](Target& t, F, F v) {
    parse_speedups(v, 0);  // checked now, combined with --precomputed-words later
    get(t).speedups = v;
  });
  table.value("--activations", [get](Target& t, F f, F v) {
    get(t).libm_activations = parse_choice<bool>(f, v, {{"fast", false}, {"libm", true}});
  });
  table.value("--precomputed-words",
              [get](Target& t, F f, F v) { get(t).precomputed_words = parse_count(f, v); });
  table.value("--bos", [get](Target& t, F, F v) { get(t).bos = v; });
  table.value("--eos", [get](Target& t, F, F v) { get(t).eos = v; });
  table.value("--unk", [get](Target& t, F, F v) { get(t).unk = v; });
  table.toggle("--source-eos", [get](Target& t) { get(t).source_eos = true; });
}

// The flags of search_flags_usage; `get(target)` is the SearchOptions they set.
template <class Target, class Get>
void add_search_flags(FlagTable<Target>& table, Get get) {
  using F = std::string_view;
  table.value("--beam", [get](Target& t, F f, F v) { get(t).beam_size = parse_positive(f, v); });
  table.value("--max-length-ratio",
              [get](Target& t, F f, F v) { get(t).max_length_ratio = parse_real(f, v); });
  table.value("--max-length-offset",
              [get](Target& t, F f, F v) { get(t).max_length_offset = parse_count(f, v); });
  table.value("--normalize", [get](Target& t, F f, F v) {
    get(t).normalization =
        parse_choice<LengthNormalization>(f, v,
                                          {{"none", LengthNormalization::none},
                                           {"length", LengthNormalization::length},
                                           {"gnmt", LengthNormalization::gnmt}});
  });
  table.value("--alpha", [get](Target& t, F f, F v) { get(t).gnmt_alpha = parse_real(f, v); });
  table.value("--early-stop",
              [get](Target& t, F f, F v) { get(t).early_stop_delta = parse_real(f, v); });
  table.value("--stopping", [get](Target& t, F f, F v) {
    get(t).stopping =
        parse_choice<StoppingRule>(f, v,
                                   {{"shrink", StoppingRule::shrink},
                                    {"refill-beam", StoppingRule::refill_until_beam_finished},
                                    {"refill-top", StoppingRule::refill_until_top_finished}});
  });
  table.value("--patience", [get](Target& t, F f, F v) { get(t).patience = parse_real(f, v); });
  table.value("--min-length",
              [get](Target& t, F f, F v) { get(t).min_length = parse_count(f, v); });
  table.toggle("--ban-unk", [get](Target& t) { get(t).ban_unk = true; });
  table.value("--repetition-penalty",
              [get](Target& t, F f, F v) { get(t).repetition_penalty = parse_real(f, v); });
  table.value("--no-repeat-ngram",
              [get](Target& t, F f, F v) { get(t).no_repeat_ngram_size = parse_positive(f, v); });
  table.value("--sampling-topk", [get](Target& t, F f, F v) {
    get(t).sampling_topk = parse_positive(f, v);
    if (get(t).sampling_topk < 2) usage_error(f, ": K must be at least 2 (1 is not sampling).");
  });
  table.value("--sampling-topp",
              [get](Target& t, F f, F v) { get(t).sampling_topp = parse_real(f, v); });
  table.value("--sampling-temperature",
              [get](Target& t, F f, F v) { get(t).sampling_temperature = parse_real(f, v); });
  table.value("--seed", [get](Target& t, F f, F v) { get(t).sampling_seed = parse_count(f, v); });
}

// --rp, --ap, --rpl, --mc; `get(target)` is the PruningOptions they set.
template <class Target, class Get>
void add_pruning_flags(FlagTable<Target>& table, Get get) {
  using F = std::string_view;
  table.value("--rp", [get](Target& t, F f, F v) { get(t).relative_threshold = parse_real(f, v); });
  table.value("--ap", [get](Target& t, F f, F v) { get(t).absolute_threshold = parse_real(f, v); });
  table.value("--rpl",
              [get](Target& t, F f, F v) { get(t).relative_local_threshold = parse_real(f, v); });
  table.value("--mc", [get](Target& t, F f, F v) {
    get(t).max_candidates_per_node = parse_positive(f, v);
  });
}

// The special words' ids in the model's vocabularies.
struct SpecialTokens {
  TokenId bos = no_token, eos = no_token;  // target
  TokenId target_unk = no_token;           // no_token when the target vocabulary has none
  std::optional<TokenId> source_unk;       // unknown source words become it
  std::optional<TokenId> source_eos;       // appended to sources with --source-eos
};

inline TokenId required_word(const Vocabulary& vocab, const std::string& word,
                             std::string_view vocab_name, std::string_view flag) {
  const auto id = vocab.find(word);
  if (!id) usage_error("'", word, "' (", flag, ") is not a word of ", vocab_name, ".");
  return *id;
}

inline SpecialTokens special_tokens(const ModelFlags& flags, const Vocabulary& source,
                                    const Vocabulary& target, std::string_view source_name,
                                    std::string_view target_name) {
  SpecialTokens t;
  t.bos = required_word(target, flags.bos, target_name, "--bos");
  t.eos = required_word(target, flags.eos, target_name, "--eos");
  t.target_unk = target.find(flags.unk).value_or(no_token);
  t.source_unk = source.find(flags.unk);
  if (flags.source_eos)
    t.source_eos = required_word(source, flags.eos, source_name, "--source-eos");
  return t;
}

// The target ids of a tokenized line (a prefix or a target to score);
// unknown words become <unk>, or are an error without one.
inline std::vector<TokenId> target_ids(std::string_view line, const Vocabulary& target,
                                       const SpecialTokens& tokens, std::string_view where) {
  std::vector<TokenId> ids;
  for (const std::string_view word : split_words(line)) {
    const std::optional<TokenId> id = target.find(word);
    if (!id && tokens.target_unk == no_token)
      usage_error(where, ": '", word, "' is not in the target vocabulary, which has no <unk>.");
    ids.push_back(id ? *id : tokens.target_unk);
  }
  return ids;
}

// A tokenized line's source ids (words separated by spaces or tabs), the
// appended EOS included; `where` names the line in errors.
inline std::vector<TokenId> source_ids(std::string_view line, const Vocabulary& source,
                                       const SpecialTokens& tokens, const std::string& unk,
                                       std::string_view where) {
  std::vector<TokenId> ids;
  for (const std::string_view word : split_words(line)) {
    const std::optional<TokenId> id = source.find(word);
    if (!id && !tokens.source_unk)
      usage_error(where, ": '", word, "' is not in the source vocabulary, which has no '", unk,
                  "'.");
    ids.push_back(id ? *id : *tokens.source_unk);
  }
  if (tokens.source_eos && !ids.empty()) ids.push_back(*tokens.source_eos);
  return ids;
}

}  // namespace fastdec::examples
