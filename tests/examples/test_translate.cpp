// The translate CLI end to end: a random-weight GRU model written with
// random_gru_weights + save_npz, vocabularies and a few sentences go through
// the built `translate` binary, whose output must equal decoding the same
// sentences through the library API; n-best lists are in Moses format; bad
// arguments and files give one line on stderr and a non-zero exit.
#include <catch2/catch.hpp>

#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <regex>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "fastdec/fastdec.hpp"
#include "fastdec/models/gru_model.hpp"
#include "fastdec/models/transformer_weights.hpp"
#ifdef FASTDEC_HAVE_SENTENCEPIECE
#include "support/subwords.hpp"
#endif

using namespace fastdec;
namespace fs = std::filesystem;

namespace {

constexpr TokenId bos = 0, eos = 1, unk = 2;

// A directory with the model, the vocabularies and the input, removed at the end.
class Workdir {
 public:
  Workdir()
      : path_(fs::temp_directory_path() / ("fastdec_translate_" + std::to_string(::getpid()))) {
    fs::create_directories(path_);
    shape_.source_vocab = 30;
    shape_.target_vocab = 40;
    shape_.encoder_layers = 2;
    shape_.fc_layers = 2;
    weights_ = random_gru_weights(shape_, 17);
    save_npz(file("model.npz"), weights_);
    vocabulary("src", shape_.source_vocab).write(file("vocab.src"));
    vocabulary("tgt", shape_.target_vocab).write(file("vocab.tgt"));
    // Lines of different lengths, an empty line, an unknown word (-> <unk>).
    lines_ = {"src5 src9 src3", "src12",      "", "src7 src7 src20 src4 src11 src6 src8",
              "src3 dog src9",  "src29 src28"};
    std::ofstream input(file("input.txt"));
    for (const std::string& line : lines_) input << line << '\n';
  }
  ~Workdir() {
    std::error_code ignored;
    fs::remove_all(path_, ignored);
  }

  std::string file(const std::string& name) const { return (path_ / name).string(); }
  const NpzArchive& weights() const { return weights_; }
  const std::vector<std::string>& lines() const { return lines_; }

  // <s> </s> <unk> prefix0 prefix1 ...: specials at ids 0, 1, 2.
  static Vocabulary vocabulary(const std::string& prefix, std::size_t size) {
    std::vector<std::string> words = {"<s>", "</s>", "<unk>"};
    for (std::size_t i = words.size(); i < size; ++i) words.push_back(prefix + std::to_string(i));
    return Vocabulary(words);
  }

 private:
  fs::path path_;
  GruShape shape_;
  NpzArchive weights_;
  std::vector<std::string> lines_;
};

struct Run {
  int status = -1;
  std::string out, err;
};

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// `environment`: variable assignments for translate's shell command ("A=b ").
Run translate(const Workdir& dir, const std::string& options, bool with_model = true,
              bool quiet = true, const std::string& environment = "") {
  std::string command =
      environment + std::string(FASTDEC_TRANSLATE_PATH) + (quiet ? " --quiet" : "");
  if (with_model)
    command += " --model " + dir.file("model.npz") + " --source-vocab " + dir.file("vocab.src") +
               " --target-vocab " + dir.file("vocab.tgt") + " --input " + dir.file("input.txt");
  command += " " + options + " > " + dir.file("out.txt") + " 2> " + dir.file("err.txt");
  const int status = std::system(command.c_str());
  Run run;
  run.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  run.out = read_file(dir.file("out.txt"));
  run.err = read_file(dir.file("err.txt"));
  return run;
}

std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

struct LibraryHypothesis {
  std::string text;
  float score, normalized_score;
};

// What the CLI must print: each line decoded alone through the library.
template <Gemm G, class Layer>
std::vector<std::vector<LibraryHypothesis>> library_hypotheses(const Workdir& dir,
                                                               const GruSpeedups& speedups,
                                                               std::size_t beam,
                                                               std::size_t nbest) {
  const GruModel<G> model(dir.weights(), {}, speedups);
  const Layer layer(model.output_weights());
  BeamSearch search(model, layer,
                    {.beam_size = beam, .n_best = nbest, .bos_token = bos, .eos_token = eos});
  const Vocabulary source = Workdir::vocabulary("src", model.source_vocab_size());
  const Vocabulary target = Workdir::vocabulary("tgt", model.target_vocab_size());
  std::vector<std::vector<LibraryHypothesis>> out;
  for (const std::string& line : dir.lines()) {
    std::vector<TokenId> ids;
    std::istringstream words(line);
    for (std::string word; words >> word;) ids.push_back(source.find(word).value_or(unk));
    std::vector<LibraryHypothesis>& hypotheses = out.emplace_back();
    if (ids.empty()) continue;
    for (const Hypothesis& h : search.translate(ids).nbest(0)) {
      std::string text;
      for (const TokenId t : h.tokens)
        if (t != eos) text += (text.empty() ? "" : " ") + target.word(t);
      hypotheses.push_back({text, h.score, h.normalized_score});
    }
  }
  return out;
}

template <Gemm G, class Layer>
std::vector<std::vector<std::string>> library_nbest(const Workdir& dir, const GruSpeedups& speedups,
                                                    std::size_t beam, std::size_t nbest) {
  std::vector<std::vector<std::string>> texts;
  for (const auto& hypotheses : library_hypotheses<G, Layer>(dir, speedups, beam, nbest)) {
    std::vector<std::string>& line = texts.emplace_back();
    for (const LibraryHypothesis& h : hypotheses) line.push_back(h.text);
  }
  return texts;
}

// A random Transformer over the target vocabulary (its one vocabulary) and
// the options that translate target words with it.
std::string transformer_options(const Workdir& dir, const std::string& name,
                                const TransformerConfig& config) {
  save_npz(dir.file(name), random_transformer_weights(config, 5));
  std::ofstream(dir.file("target_words.txt")) << "tgt5 tgt9 tgt3\ntgt12\n\ntgt7 tgt30 tgt8\n";
  return "--model " + dir.file(name) + " --source-vocab " + dir.file("vocab.tgt") +
         " --target-vocab " + dir.file("vocab.tgt") + " --input " + dir.file("target_words.txt");
}

// A line of --nbest output: id, tokens, LogProb, Length, score.
std::regex moses_line() {
  return std::regex(R"((\d+) \|\|\| (.*) \|\|\| LogProb= (\S+) Length= (\d+) \|\|\| (\S+))");
}

// A failed run: exit status 1, nothing on stdout, one line on stderr.
void check_one_line_error(const Run& run, const std::string& message) {
  INFO(run.err);
  CHECK(run.status == 1);
  CHECK(run.out.empty());
  CHECK(split_lines(run.err).size() == 1);
  CHECK_THAT(run.err, Catch::StartsWith("translate: ") && Catch::Contains(message));
}

std::vector<std::string> words_of(const std::string& text) {
  std::vector<std::string> words;
  std::istringstream in(text);
  for (std::string word; in >> word;) words.push_back(word);
  return words;
}

}  // namespace

TEST_CASE("translate prints what the library decodes") {
  const Workdir dir;
  const GruSpeedups exact{
      .precomputed_embeddings = true, .precomputed_attention = true, .merged_states = true};
  const auto expected = library_nbest<Int16Gemm, FusedTopK<Int16Gemm>>(dir, exact, 5, 1);

  const Run run = translate(dir, "");  // defaults: int16, fused, beam 5, batch 8, exact speed-ups
  INFO(run.err);
  REQUIRE(run.status == 0);
  const std::vector<std::string> lines = split_lines(run.out);
  REQUIRE(lines.size() == dir.lines().size());
  for (std::size_t i = 0; i < lines.size(); ++i) {
    INFO("line " << i);
    CHECK(lines[i] == (expected[i].empty() ? "" : expected[i][0]));
  }
  CHECK(run.err.empty());  // --quiet

  // int8 prints what the library decodes with Int8Gemm.
  const auto expected8 = library_nbest<Int8Gemm, FusedTopK<Int8Gemm>>(dir, exact, 5, 1);
  const std::vector<std::string> lines8 = split_lines(translate(dir, "--gemm int8").out);
  REQUIRE(lines8.size() == dir.lines().size());
  for (std::size_t i = 0; i < lines8.size(); ++i)
    CHECK(lines8[i] == (expected8[i].empty() ? "" : expected8[i][0]));

  // Batch size, threads, the order of decoding (length-sorted by default:
  // at batch 2 the six lines are decoded shortest first) and the exact
  // speed-ups change nothing, and the output keeps the input's order.
  CHECK(translate(dir, "--batch 1 --threads 2").out == run.out);
  CHECK(translate(dir, "--batch 2 --length-sort").out == run.out);
  CHECK(translate(dir, "--batch 2 --no-length-sort").out == run.out);
  CHECK(translate(dir, "--batch 2 --threads 3 --speedups none").out == run.out);
  CHECK(translate(dir, "--output-layer full").out == run.out);

  // No input, no output (the later --input wins).
  const Run empty = translate(dir, "--input /dev/null");
  CHECK(empty.status == 0);
  CHECK(empty.out.empty());

  // The summary line names the words/s.
  const Run loud = translate(dir, "--progress 0", true, false);
  CHECK(loud.out == run.out);
  CHECK_THAT(loud.err,
             Catch::Matches("translate: 6 sentences, 16 source and [0-9]+ target words "
                            "in [0-9.]+ s wall clock, [0-9.]+ s CPU .*target words/s, "
                            "[0-9]+ per CPU-second.*batch 8 \\(length-sorted\\), threads.*"
                            "\ntranslate: [0-9]+ decoder rows; "
                            "merged states: .*% distinct; .*\n"));
  // Sorted by default; the summary says when not.
  CHECK_THAT(translate(dir, "--progress 0 --no-length-sort", true, false).err,
             Catch::Contains("batch 8, threads"));
  // Nothing decoded: no percentages of nothing.
  const Run none = translate(dir, "--progress 0 --input /dev/null", true, false);
  CHECK_THAT(none.err, Catch::Contains("no decoder rows") && !Catch::Contains("distinct"));
}

TEST_CASE("translate reads a lexicon in either column order and says what it kept") {
  const Workdir dir;
  // "source target probability" (fast_align's order): two source words each.
  std::ofstream(dir.file("lex.s2t")) << "src5 tgt7 0.5\nsrc5 tgt9 0.3\nsrc9 tgt4 0.9\n"
                                        "src3 tgt12 0.6\nsrc12 tgt20 0.4\nNULL tgt3 0.1\n";
  const Run wrong = translate(dir, "--output-layer wa --lexicon " + dir.file("lex.s2t"));
  CHECK(wrong.status == 1);
  CHECK(wrong.out.empty());
  CHECK_THAT(wrong.err,
             Catch::Contains("only 0 of 5 lexicon entries") &&
                 Catch::Contains("Read as 'source target probability', 5 would be kept"));
  const Run right = translate(
      dir, "--output-layer wa --lexicon-order source-target --lexicon " + dir.file("lex.s2t"), true,
      false);
  INFO(right.err);
  CHECK(right.status == 0);
  CHECK(split_lines(right.out).size() == dir.lines().size());
  CHECK_THAT(right.err, Catch::Contains("lexicon: kept 5 of 6 entries") &&
                            Catch::Contains("0 with a word outside the vocabularies and 1 of the "
                                            "empty word"));

  // --shortlist-batching union: one vocabulary for the whole batch (the six
  // lines are one batch of 8); with one sentence a batch it is that
  // sentence's own vocabulary. Without frequent words a sentence's vocabulary
  // is its lexicon entries and </s> and <unk> alone, so the union's other
  // words change its translation (--min-length and --ban-unk keep it from
  // being empty or <unk>).
  {
    std::ofstream pairs(dir.file("pairs.s2t"));  // each source word its own two targets
    for (int w = 3; w < 30; ++w)
      pairs << "src" << w << " tgt" << w << " 0.6\nsrc" << w << " tgt" << (w + 13) % 37 + 3
            << " 0.4\n";
  }
  const std::string wa =
      "--min-length 3 --ban-unk --output-layer wa --frequent-words 0 --lexicon-order source-target "
      "--lexicon " +
      dir.file("pairs.s2t");
  const Run unioned = translate(dir, wa + " --shortlist-batching union");
  INFO(unioned.err);
  REQUIRE(unioned.status == 0);
  REQUIRE(split_lines(unioned.out).size() == dir.lines().size());
  CHECK(unioned.out != translate(dir, wa).out);
  CHECK(translate(dir, wa + " --shortlist-batching union --batch 1").out ==
        translate(dir, wa + " --batch 1").out);
  check_one_line_error(translate(dir, wa + " --shortlist-batching batch"),
                       "--shortlist-batching is one of sentence, union; got 'batch'");
}

TEST_CASE("translate writes n-best lists in Moses format") {
  const Workdir dir;
  // --activations libm is the library's reference math, fast its default.
  const bool libm = GENERATE(false, true);
  const auto expected = library_nbest<PackedFp32Gemm, FullSoftmax<PackedFp32Gemm>>(
      dir, libm ? GruSpeedups::reference() : GruSpeedups{}, 4, 3);
  const Run run = translate(dir,
                            "--gemm fp32 --output-layer full --speedups none --beam 4 "
                            "--nbest 3 --threads 2 --batch 2 --activations " +
                                std::string(libm ? "libm" : "fast"));
  INFO(run.err);
  REQUIRE(run.status == 0);
  const std::regex moses = moses_line();
  std::vector<std::vector<std::string>> got(dir.lines().size());
  for (const std::string& line : split_lines(run.out)) {
    std::smatch match;
    INFO(line);
    REQUIRE(std::regex_match(line, match, moses));
    got.at(std::stoul(match[1])).push_back(match[2]);
    CHECK(std::stod(match[3]) <= 0.0);
  }
  CHECK(got == expected);
  CHECK(got[2].empty());  // the empty line has no n-best entries
}

TEST_CASE("translate's decoding controls: prefixes, scoring, streaming, alignments, <unk>") {
  const Workdir dir;
  const Run plain = translate(dir, "--batch 1");
  REQUIRE(plain.status == 0);
  const std::vector<std::string> lines = split_lines(plain.out);
  REQUIRE(lines.size() == dir.lines().size());

  // --stream prints the same text.
  CHECK(translate(dir, "--batch 1 --stream").out == plain.out);

  // --score: the library's score_batch of each translation, one line per input line.
  std::ofstream(dir.file("targets.txt")) << plain.out;
  const Run scored = translate(dir, "--score " + dir.file("targets.txt") + " --word-scores");
  INFO(scored.err);
  REQUIRE(scored.status == 0);
  const std::vector<std::string> scores = split_lines(scored.out);
  REQUIRE(scores.size() == lines.size());
  CHECK(scores[2].empty());  // the empty line
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (lines[i].empty()) continue;
    std::istringstream numbers(scores[i]);
    double total = 0.0, sum = 0.0, value = 0.0;
    numbers >> total;
    std::size_t count = 0;
    while (numbers >> value) sum += value, ++count;
    std::istringstream words(lines[i]);
    std::size_t words_count = 0;
    for (std::string word; words >> word;) ++words_count;
    INFO("line " << i << ": " << scores[i]);
    CHECK(count == words_count + 1);  // each word and </s>
    CHECK(total == Approx(sum).epsilon(1e-4));
    CHECK(total < 0.0);
  }

  // --prefix: each translation starts with its prefix.
  std::ofstream(dir.file("prefixes.txt")) << "tgt7 tgt7\n\n\ntgt30\ntgt5\n\n";
  const Run prefixed = translate(dir, "--prefix " + dir.file("prefixes.txt"));
  INFO(prefixed.err);
  REQUIRE(prefixed.status == 0);
  const std::vector<std::string> starts = split_lines(prefixed.out);
  REQUIRE(starts.size() == lines.size());
  CHECK_THAT(starts[0], Catch::StartsWith("tgt7 tgt7"));
  CHECK(starts[1] == lines[1]);
  CHECK_THAT(starts[3], Catch::StartsWith("tgt30"));

  // --alignment: a source-target pair per target word, sources in range.
  const Run aligned = translate(dir, "--alignment");
  REQUIRE(aligned.status == 0);
  const std::vector<std::string> pairs = split_lines(aligned.out);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (lines[i].empty()) continue;
    const std::size_t bar = pairs[i].find(" |||");
    REQUIRE(bar != std::string::npos);
    CHECK(pairs[i].substr(0, bar) == lines[i]);
    std::istringstream links(pairs[i].substr(bar + 4));
    std::size_t target = 0, source_words = 0;
    std::istringstream words(dir.lines()[i]);
    for (std::string word; words >> word;) ++source_words;
    for (std::string link; links >> link; ++target) {
      INFO(link);
      const std::size_t dash = link.find('-');
      CHECK(std::stoul(link.substr(dash + 1)) == target);
      CHECK(std::stoul(link.substr(0, dash)) < source_words);
    }
  }

  // --ban-unk: no <unk> at all; --replace-unk: each <unk> becomes the aligned source word.
  CHECK_THAT(translate(dir, "--ban-unk --nbest 3").out, !Catch::Contains("<unk>"));
  // A prefix of <unk>s makes sure there are some to replace.
  std::ofstream(dir.file("unk_prefix.txt")) << "<unk> tgt9 <unk>\n<unk>\n\n\n\n\n";
  const std::string unk_prefix = " --prefix " + dir.file("unk_prefix.txt");
  const std::vector<std::string> with_unk =
      split_lines(translate(dir, "--alignment" + unk_prefix).out);
  const Run replaced = translate(dir, "--replace-unk --alignment" + unk_prefix);
  const std::vector<std::string> replaced_lines = split_lines(replaced.out);
  std::size_t replacements = 0;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (lines[i].empty()) continue;
    std::istringstream original(with_unk[i]), now(replaced_lines[i]);
    std::vector<std::string> source_words;
    std::istringstream source(dir.lines()[i]);
    for (std::string word; source >> word;) source_words.push_back(word);
    std::vector<std::string> before, after;
    for (std::string word; original >> word;) before.push_back(word);
    for (std::string word; now >> word;) after.push_back(word);
    REQUIRE(before.size() == after.size());
    const std::size_t bar = std::find(before.begin(), before.end(), "|||") - before.begin();
    for (std::size_t t = 0; t < bar; ++t) {
      if (before[t] != "<unk>") {
        CHECK(after[t] == before[t]);
        continue;
      }
      const std::string& link = before[bar + 1 + t];
      CHECK(after[t] == source_words.at(std::stoul(link.substr(0, link.find('-')))));
      ++replacements;
    }
  }
  CHECK(replacements >= 3);
}

TEST_CASE("translate refuses a flag the loaded model would ignore (issue 34, item 6)") {
  const Workdir dir;
  const std::string transformer = transformer_options(dir, "transformer.npz", {});
  for (const std::string gru_flag :
       {"--speedups none", "--precomputed-words 10", "--initial-state zeros", "--no-fc-skip",
        "--pre-output state"}) {
    INFO(gru_flag);
    check_one_line_error(translate(dir, transformer + " " + gru_flag, false),
                         gru_flag.substr(0, gru_flag.find(' ')));
  }
  check_one_line_error(translate(dir, transformer + " --speedups all", false),
                       "--speedups is for the GRU model, but '" + dir.file("transformer.npz") +
                           "' is a Transformer");
  check_one_line_error(translate(dir, "--precomputed-first-layer"),
                       "--precomputed-first-layer is for the Transformer model, but '" +
                           dir.file("model.npz") + "' is a GRU");
  // The flags both models read are accepted by both.
  const Run both =
      translate(dir, transformer + " --source-eos --unk '<unk>' --min-length 1", false);
  INFO(both.err);
  CHECK(both.status == 0);
  CHECK(split_lines(both.out).size() == 4);
}

// --activations is both models' flag: for the Transformer it picks the
// attention's exp (TransformerModelOptions::fast_softmax), fast by default.
TEST_CASE("translate --activations picks the Transformer's attention exp as the library does") {
  const Workdir dir;
  const std::string transformer =
      transformer_options(dir, "transformer.npz", {}) + " --nbest 3 --gemm fp32";
  const NpzArchive weights = load_npz(dir.file("transformer.npz"));
  const Vocabulary words = Vocabulary::read(dir.file("vocab.tgt"));
  const std::vector<std::string> inputs = split_lines(read_file(dir.file("target_words.txt")));
  const std::regex moses = moses_line();
  std::vector<float> scores[2];  // fast, libm
  for (const bool fast : {true, false}) {
    INFO("fast_softmax " << fast);
    const TransformerModel<PackedFp32Gemm> model(weights, {.fast_softmax = fast});
    const FusedTopK<PackedFp32Gemm> layer(model.output_weights());
    BeamSearch search(model, layer,
                      {.beam_size = 5, .n_best = 3, .bos_token = bos, .eos_token = eos});
    std::vector<std::pair<std::string, float>> expected;  // "id ||| tokens", LogProb
    for (std::size_t i = 0; i < inputs.size(); ++i) {
      std::vector<TokenId> ids;
      for (const std::string& word : words_of(inputs[i])) ids.push_back(words.find(word).value());
      if (ids.empty()) continue;
      for (const Hypothesis& h : search.translate(ids).nbest(0)) {
        std::string text;
        for (const TokenId t : h.tokens)
          if (t != eos) text += (text.empty() ? "" : " ") + words.word(t);
        expected.emplace_back(std::to_string(i) + " ||| " + text, h.score);
      }
    }
    const Run run = translate(dir, transformer + (fast ? "" : " --activations libm"), false);
    INFO(run.err);
    REQUIRE(run.status == 0);
    const std::vector<std::string> lines = split_lines(run.out);
    REQUIRE(lines.size() == expected.size());
    for (std::size_t j = 0; j < lines.size(); ++j) {
      INFO(lines[j]);
      std::smatch match;
      REQUIRE(std::regex_match(lines[j], match, moses));
      CHECK(match[1].str() + " ||| " + match[2].str() == expected[j].first);
      CHECK(std::stof(match[3]) == expected[j].second);  // printed to round trip
      scores[fast ? 0 : 1].push_back(expected[j].second);
    }
    if (fast) CHECK(translate(dir, transformer + " --activations fast", false).out == run.out);
  }
  // The two exps differ somewhere in the scores, so the flag was heard.
  CHECK(scores[0] != scores[1]);
}

TEST_CASE("translate --ban, --precomputed-first-layer and --help's models (issue 34, item 7)") {
  const Workdir dir;
  // --ban FILE: the words the plain run chose first never appear.
  const Run plain = translate(dir, "--nbest 3");
  REQUIRE(plain.status == 0);
  std::vector<std::string> banned;
  for (const std::string& line : split_lines(plain.out)) {
    const std::vector<std::string> words = words_of(line.substr(line.find("|||") + 4));
    if (std::find(banned.begin(), banned.end(), words.at(0)) == banned.end())
      banned.push_back(words.at(0));
  }
  std::ofstream ban_file(dir.file("ban.txt"));
  for (const std::string& word : banned) ban_file << word << "\n\n";
  ban_file.close();
  const Run without = translate(dir, "--nbest 3 --ban " + dir.file("ban.txt"));
  INFO(without.err);
  REQUIRE(without.status == 0);
  CHECK(split_lines(without.out).size() == split_lines(plain.out).size());
  for (const std::string& line : split_lines(without.out))
    for (const std::string& word : words_of(line.substr(0, line.find("||| LogProb="))))
      CHECK(std::find(banned.begin(), banned.end(), word) == banned.end());
  std::ofstream(dir.file("ban_unknown.txt")) << "tgt5\n\ncat\n";
  check_one_line_error(translate(dir, "--ban " + dir.file("ban_unknown.txt")),
                       "line 3: 'cat' is not a word of '" + dir.file("vocab.tgt") + "'");
  std::ofstream(dir.file("ban_eos.txt")) << "</s>\n";
  check_one_line_error(translate(dir, "--ban " + dir.file("ban_eos.txt")), "--min-length");

  // --suppress FILE: the two-word openings the plain run chose never appear
  // as two consecutive words.
  std::vector<std::vector<std::string>> pairs;
  for (const std::string& line : split_lines(plain.out)) {
    const std::vector<std::string> words = words_of(line.substr(line.find("|||") + 4));
    if (words.size() >= 3 && words.at(1) != "|||") pairs.push_back({words.at(0), words.at(1)});
  }
  REQUIRE(!pairs.empty());
  std::ofstream suppress_file(dir.file("suppress.txt"));
  for (const auto& pair : pairs) suppress_file << pair[0] << " " << pair[1] << "\n\n";
  suppress_file.close();
  const Run suppressed = translate(dir, "--nbest 3 --suppress " + dir.file("suppress.txt"));
  INFO(suppressed.err);
  REQUIRE(suppressed.status == 0);
  for (const std::string& line : split_lines(suppressed.out)) {
    const std::vector<std::string> words = words_of(line.substr(0, line.find("||| LogProb=")));
    for (std::size_t i = 0; i + 1 < words.size(); ++i)
      for (const auto& pair : pairs) CHECK_FALSE((words[i] == pair[0] && words[i + 1] == pair[1]));
  }
  std::ofstream(dir.file("suppress_unknown.txt")) << "tgt5 cat\n";
  check_one_line_error(translate(dir, "--suppress " + dir.file("suppress_unknown.txt")),
                       "line 1: 'cat' is not a word of '" + dir.file("vocab.tgt") + "'");
  std::ofstream(dir.file("suppress_eos.txt")) << "tgt5\n\ntgt5 </s>\n";
  check_one_line_error(translate(dir, "--suppress " + dir.file("suppress_eos.txt")),
                       "line 3: '</s>' is the end of every translation; --min-length");
  // --repetition-penalty: 1 is off, below 1 is the library's error.
  CHECK(translate(dir, "--nbest 3 --repetition-penalty 1").out == plain.out);
  CHECK(translate(dir, "--repetition-penalty 1.5").status == 0);
  check_one_line_error(translate(dir, "--repetition-penalty 0.5"), "repetition_penalty = 0.5");

  // --precomputed-first-layer: a post-norm model translates as without it
  // (fp32: equal within rounding), a pre-norm one is the library's error.
  TransformerConfig post_norm;
  post_norm.pre_norm = false;
  const std::string post = transformer_options(dir, "post.npz", post_norm) + " --gemm fp32";
  const Run computed = translate(dir, post, false);
  REQUIRE(computed.status == 0);
  const Run tables =
      translate(dir, post + " --precomputed-first-layer --precomputed-words 20", false);
  INFO(tables.err);
  CHECK(tables.status == 0);
  CHECK(tables.out == computed.out);
  check_one_line_error(
      translate(dir, transformer_options(dir, "pre.npz", {}) + " --precomputed-first-layer", false),
      "needs a post-norm model");

  // --help names the model each flag is for.
  const Run help = translate(dir, "--help", false);
  REQUIRE(help.status == 0);
  const auto help_line = [&](const std::string& flag) {
    for (const std::string& line : split_lines(help.out))
      if (line.starts_with("  " + flag + " ")) return line;
    return std::string();
  };
  CHECK_THAT(help.out, Catch::Contains("marked GRU or Transformer"));
  for (const std::string flag :
       {"--initial-state", "--pre-output", "--no-fc-skip", "--speedups", "--precomputed-words"})
    CHECK_THAT(help_line(flag), Catch::Contains("GRU:"));
  CHECK_THAT(help_line("--activations"), Catch::Contains("both:"));
  CHECK_THAT(help_line("--precomputed-first-layer"), Catch::Contains("Transformer"));
  CHECK_THAT(help_line("--ban"), Catch::Contains("never generate the target words of FILE"));
}

TEST_CASE("translate refuses an empty lexicon, prints exact scores, names --score runs (item 9)") {
  const Workdir dir;
  check_one_line_error(translate(dir, "--output-layer wa --lexicon /dev/null"),
                       "the lexicon '/dev/null' has no usable entry");
  // Entries of the empty word only: none usable.
  std::ofstream(dir.file("lex_null.txt")) << "NULL tgt3 0.1\nNULL tgt4 0.2\n";
  check_one_line_error(translate(dir, "--output-layer wa --lexicon-order source-target --lexicon " +
                                          dir.file("lex_null.txt")),
                       "has no usable entry (2 entries: 0 with a word outside the vocabularies, "
                       "2 of the empty word)");

  // n-best scores read back as the library's floats, bit for bit.
  const auto expected =
      library_hypotheses<PackedFp32Gemm, FullSoftmax<PackedFp32Gemm>>(dir, GruSpeedups{}, 4, 3);
  const Run run = translate(dir,
                            "--gemm fp32 --output-layer full --speedups none --beam 4 --nbest 3 "
                            "--batch 1");
  REQUIRE(run.status == 0);
  const std::regex moses = moses_line();
  std::vector<std::size_t> seen(dir.lines().size(), 0);
  for (const std::string& line : split_lines(run.out)) {
    std::smatch match;
    INFO(line);
    REQUIRE(std::regex_match(line, match, moses));
    const std::size_t sentence = std::stoul(match[1]);
    const LibraryHypothesis& h = expected.at(sentence).at(seen[sentence]++);
    CHECK(match[2] == h.text);
    CHECK(std::strtof(match[3].str().c_str(), nullptr) == h.score);
    CHECK(std::strtof(match[5].str().c_str(), nullptr) == h.normalized_score);
  }

  // A --score run searches nothing: its summary says what it did.
  std::ofstream(dir.file("targets.txt")) << "tgt5\ntgt6 tgt7\n\ntgt8\ntgt9\ntgt10\n";
  const Run scored = translate(dir, "--progress 0 --score " + dir.file("targets.txt"), true, false);
  INFO(scored.err);
  REQUIRE(scored.status == 0);
  CHECK_THAT(scored.err, Catch::Contains("; scoring --score's targets (no search), batch 8") &&
                             !Catch::Contains("beam"));
}

TEST_CASE("translate ends a translation when the decoding controls leave no other word") {
  const Workdir dir;
  // The lexicon knows src5, src9, src3 and src12: line 5 ("src29 src28") has
  // no entry, so with no frequent words its shortlist is </s> and <unk>; the
  // search may not take <unk> (--ban-unk) nor, yet, </s> (--min-length 1).
  std::ofstream(dir.file("lex.s2t")) << "src5 tgt7 0.5\nsrc5 tgt9 0.3\nsrc9 tgt4 0.9\n"
                                        "src3 tgt12 0.6\nsrc12 tgt20 0.4\n";
  const Run run =
      translate(dir, "--output-layer wa --lexicon-order source-target --lexicon " +
                         dir.file("lex.s2t") + " --frequent-words 0 --ban-unk --min-length 1");
  INFO(run.err);
  CHECK(run.status == 0);
  const std::vector<std::string> lines = split_lines(run.out);
  REQUIRE(lines.size() == dir.lines().size());
  CHECK_THAT(lines[0], !Catch::Contains("<unk>"));
  CHECK(lines[5].empty());  // it ended at once: nothing else was left
}

#ifdef FASTDEC_HAVE_SENTENCEPIECE
TEST_CASE("translate --spm: raw text in, detokenized text out, through the Transformer") {
  const Workdir dir;
  const std::string spm = std::string(FASTDEC_MODELS_DIR) + "/en-es-transformer/spm.model";
  const examples::SubwordCodec codec(spm);
  // A random Transformer over the bundled SentencePiece model's pieces.
  TransformerConfig config;
  config.vocab = codec.size(), config.d_model = 16, config.heads = 2, config.ff = 24;
  config.encoder_layers = config.decoder_layers = 1;
  save_npz(dir.file("transformer.npz"), random_transformer_weights(config, 3));
  Vocabulary(codec.pieces()).write(dir.file("pieces.txt"));
  const std::vector<std::string> raw{"Jesus wept.", "In the beginning, God created the heavens.",
                                     "", "“Don’t be afraid.”"};
  std::string raw_text, pieces_text;
  for (const std::string& line : raw) {
    raw_text += line + "\n";
    for (const TokenId id : codec.encode(line))
      pieces_text += (pieces_text.empty() || pieces_text.back() == '\n' ? "" : " ") +
                     codec.pieces()[static_cast<std::size_t>(id)];
    pieces_text += "\n";
  }
  std::ofstream(dir.file("raw.txt")) << raw_text;
  std::ofstream(dir.file("pieces_in.txt")) << pieces_text;
  // Prefixes make the random model's output non-empty text.
  std::ofstream(dir.file("raw_prefix.txt")) << "Jesús lloró\nEn el principio\n\nNo temáis\n";
  const std::string model = "--model " + dir.file("transformer.npz");
  const Run text =
      translate(dir,
                model + " --spm " + spm + " --input " + dir.file("raw.txt") + " --prefix " +
                    dir.file("raw_prefix.txt") + " --max-length-offset 4",
                false);
  INFO(text.err);
  REQUIRE(text.status == 0);
  const std::vector<std::string> lines = split_lines(text.out);
  REQUIRE(lines.size() == raw.size());
  CHECK_THAT(lines[0], Catch::StartsWith("Jesús lloró"));
  CHECK_THAT(lines[1], Catch::StartsWith("En el principio"));
  CHECK(lines[2].empty());
  // The same as decoding the pieces in word mode and detokenizing its output.
  std::ofstream prefix_pieces(dir.file("pieces_prefix.txt"));
  for (const std::string line : {"Jesús lloró", "En el principio", "", "No temáis"}) {
    std::string joined;
    for (const TokenId id : codec.encode(line))
      joined += (joined.empty() ? "" : " ") + codec.pieces()[static_cast<std::size_t>(id)];
    prefix_pieces << joined << "\n";
  }
  prefix_pieces.close();
  const Run words =
      translate(dir,
                model + " --source-vocab " + dir.file("pieces.txt") + " --target-vocab " +
                    dir.file("pieces.txt") + " --source-eos --input " + dir.file("pieces_in.txt") +
                    " --prefix " + dir.file("pieces_prefix.txt") + " --max-length-offset 4",
                false);
  REQUIRE(words.status == 0);
  const std::vector<std::string> word_lines = split_lines(words.out);
  REQUIRE(word_lines.size() == raw.size());
  const Vocabulary pieces(codec.pieces());
  for (std::size_t i = 0; i < raw.size(); ++i) {
    std::vector<TokenId> ids;
    std::istringstream in(word_lines[i]);
    for (std::string piece; in >> piece;) ids.push_back(*pieces.find(piece));
    INFO("line " << i);
    CHECK(lines[i] == codec.decode(ids));
  }
  // --stream prints the same text.
  CHECK(translate(dir,
                  model + " --spm " + spm + " --input " + dir.file("raw.txt") + " --prefix " +
                      dir.file("raw_prefix.txt") + " --max-length-offset 4 --stream --batch 1",
                  false)
            .out == text.out);
  // The README's line: the bundled Transformer translates the verse ("Y lloró
  // Jesús."), with the full softmax and with the shortlist of its piece lexicon.
  std::ofstream(dir.file("wept.txt")) << "Jesus wept.\n";
  const std::string bundled_model = std::string(FASTDEC_MODELS_DIR) + "/en-es-transformer/";
  for (const std::string& layer :
       {std::string(), " --output-layer wa --lexicon " + bundled_model + "lexicon.s2t.bin"}) {
    const Run bundled = translate(dir,
                                  "--model " + bundled_model + "model.npz --spm " + spm +
                                      " --gemm int8 --input " + dir.file("wept.txt") + layer,
                                  false);
    INFO(layer << bundled.err);
    REQUIRE(bundled.status == 0);
    CHECK_THAT(bundled.out,
               Catch::Contains("lloró") && !Catch::Contains("<unk>") && !Catch::Contains("\u2047"));
  }
  // A SentencePiece model that cannot be read is one line naming it.
  const Run missing = translate(dir, model + " --spm " + dir.file("missing.model"), false);
  CHECK(missing.status == 1);
  CHECK_THAT(missing.err, Catch::Contains("cannot load the SentencePiece model") &&
                              Catch::Contains("missing.model"));
  // --spm replaces the vocabularies.
  const Run both = translate(dir, "--spm " + spm);
  CHECK(both.status == 1);
  CHECK_THAT(both.err, Catch::Contains("--spm gives both vocabularies"));
}

TEST_CASE("translate --spm: exact prefix pieces, alignments of pieces, words and pieces (item 8)") {
  const Workdir dir;
  const std::string models = std::string(FASTDEC_MODELS_DIR) + "/en-es-transformer/";
  const examples::SubwordCodec codec(models + "spm.model");
  const Vocabulary pieces(codec.pieces());
  const std::vector<std::string> raw{"Jesus wept.", "In the beginning, God created the heavens."};
  std::ofstream(dir.file("raw.txt")) << raw[0] << "\n" << raw[1] << "\n";
  const std::string options = "--model " + models + "model.npz --spm " + models +
                              "spm.model --input " + dir.file("raw.txt");
  const auto joined = [&](const std::vector<TokenId>& ids) {
    std::string text;
    for (const TokenId id : ids) text += (text.empty() ? "" : " ") + pieces.word(id);
    return text;
  };

  // A prefix that ends in a bare "▁", which no text encodes to: forced as given.
  REQUIRE(pieces.find("▁Jesús"));
  REQUIRE(joined(codec.encode("Jesús ")) == "▁Jesús");
  std::ofstream(dir.file("prefix.txt")) << "▁Jesús ▁\n\n";
  const Run run = translate(
      dir, options + " --prefix " + dir.file("prefix.txt") + " --prefix-pieces --alignment", false);
  INFO(run.err);
  REQUIRE(run.status == 0);
  const std::vector<std::string> lines = split_lines(run.out);
  REQUIRE(lines.size() == raw.size());
  for (std::size_t i = 0; i < lines.size(); ++i) {
    INFO(lines[i]);
    // text ||| source pieces ||| target pieces ||| source-target pairs
    std::vector<std::string> fields;
    for (std::string rest = lines[i];;) {
      const std::size_t bar = rest.find(" ||| ");
      fields.push_back(rest.substr(0, bar));
      if (bar == std::string::npos) break;
      rest = rest.substr(bar + 5);
    }
    REQUIRE(fields.size() == 4);
    const std::vector<std::string> source = words_of(fields[1]), target = words_of(fields[2]);
    CHECK(fields[1] == joined(codec.encode(raw[i])) + " </s>");
    std::vector<TokenId> target_ids;
    for (const std::string& piece : target) target_ids.push_back(*pieces.find(piece));
    CHECK(codec.decode(target_ids) == fields[0]);
    if (i == 0) CHECK_THAT(fields[2], Catch::StartsWith("▁Jesús ▁ "));
    std::size_t position = 0;
    for (const std::string& link : words_of(fields[3])) {
      const std::size_t dash = link.find('-');
      CHECK(std::stoul(link.substr(0, dash)) < source.size());
      CHECK(std::stoul(link.substr(dash + 1)) == position++);
    }
    CHECK(position == target.size());
  }
  std::ofstream(dir.file("bad_prefix.txt")) << "▁Jesús\nnot-a-piece\n";
  check_one_line_error(
      translate(dir, options + " --prefix " + dir.file("bad_prefix.txt") + " --prefix-pieces",
                false),
      "line 2: 'not-a-piece' is not a piece of '" + models + "spm.model'");
  check_one_line_error(translate(dir, "--prefix " + dir.file("prefix.txt") + " --prefix-pieces"),
                       "--prefix-pieces needs --spm");

  // The summary counts words and pieces on both sides, and says which is which.
  const Run loud = translate(dir, options + " --progress 0", false, false);
  REQUIRE(loud.status == 0);
  std::size_t source_pieces = 0, target_words = 0;
  for (const std::string& line : raw) source_pieces += codec.encode(line).size();
  for (const std::string& line : split_lines(loud.out)) target_words += words_of(line).size();
  CHECK_THAT(loud.err, Catch::StartsWith("translate: 2 sentences, 9 source words (" +
                                         std::to_string(source_pieces) + " pieces) and " +
                                         std::to_string(target_words) + " target words (") &&
                           Catch::Contains(" target words/s (") && Catch::Contains(" pieces/s)"));
}
#else
TEST_CASE("translate --spm without SentencePiece says how to get it") {
  const Workdir dir;
  const Run run = translate(dir, "--model " + dir.file("model.npz") + " --spm any.model", false);
  CHECK(run.status == 1);
  CHECK_THAT(run.err, Catch::Contains("built without SentencePiece; install libsentencepiece-dev"));
}
#endif

TEST_CASE("translate reports bad arguments and files in one line") {
  const Workdir dir;
  const auto one_line_error = [&](const std::string& options, const std::string& message,
                                  bool with_model = true) {
    const Run run = translate(dir, options, with_model);
    INFO(options);
    CHECK(run.status == 1);
    CHECK(run.out.empty());
    CHECK(split_lines(run.err).size() == 1);
    CHECK_THAT(run.err, Catch::StartsWith("translate: ") && Catch::Contains(message));
  };
  // FASTDEC_FORCE_ISA: a name no level has, and another architecture's level.
  const auto environment_error = [&](const std::string& level, const std::string& message) {
    const Run run = translate(dir, "", true, true, "FASTDEC_FORCE_ISA=" + level + " ");
    INFO(level);
    CHECK(run.status == 1);
    CHECK(run.out.empty());
    CHECK(split_lines(run.err).size() == 1);
    CHECK_THAT(run.err, Catch::StartsWith("translate: ") && Catch::Contains(message));
  };
  environment_error("avx9", "FASTDEC_FORCE_ISA='avx9' names no instruction set");
#if defined(__aarch64__)
  environment_error("avx2", "asks for instruction set 'avx2', but this machine supports at most");
#else
  environment_error("neon", "asks for instruction set 'neon', but this machine supports at most");
#endif
  one_line_error("--beam 0", "--beam needs an integer of at least 1, got '0'");
  one_line_error("--beam", "--beam needs a value");
  one_line_error("--frobnicate 3", "unknown option '--frobnicate'");
  one_line_error("--output-layer magic",
                 "--output-layer is one of full, fused, tf, wa, lsh, hnsw; got 'magic'");
  one_line_error("--output-layer wa", "--output-layer wa needs --lexicon FILE");
  one_line_error("--gemm fp64",
                 "--gemm is one of fp32, fp32-fma, int16, int8, int8-7bit; got 'fp64'");
  one_line_error("--lexicon-order s2t", "--lexicon-order is one of target-source, source-target");
  one_line_error("--speedups turbo", "unknown speed-up 'turbo'");
  one_line_error("--speedups activations", "'activations' is the default now");
  one_line_error("--activations table", "--activations is one of fast, libm; got 'table'");
  one_line_error("--nbest 9 --beam 4", "--nbest 9 exceeds the beam size 4");
  one_line_error("", "--model, and --source-vocab and --target-vocab or --spm, are required",
                 false);
  one_line_error("--model " + dir.file("missing.npz") + " --source-vocab " + dir.file("vocab.src") +
                     " --target-vocab " + dir.file("vocab.tgt"),
                 "cannot open", false);
  one_line_error("--model " + dir.file("input.txt") + " --source-vocab " + dir.file("vocab.src") +
                     " --target-vocab " + dir.file("vocab.tgt"),
                 "is not a zip archive", false);
  // The vocabularies swapped: sizes do not match the model.
  one_line_error("--model " + dir.file("model.npz") + " --source-vocab " + dir.file("vocab.tgt") +
                     " --target-vocab " + dir.file("vocab.src"),
                 "the model has 30 source and 40 target words", false);
  one_line_error("--eos '</eos>'", "'</eos>' (--eos) is not a word of");
  one_line_error("--stream", "--stream writes one sentence at a time");
  one_line_error("--word-scores", "--word-scores needs --score FILE");
  one_line_error("--sampling-topk 1", "--sampling-topk: K must be at least 2");
  one_line_error("--sampling-topk 5 --sampling-topp 0", "sampling_topp = 0 must be in (0, 1]");
  one_line_error("--prefix " + dir.file("vocab.src"), "lines but the input has 6");
  std::ofstream(dir.file("eos_prefix.txt")) << "tgt5 </s>\n\n\n\n\n\n";
  one_line_error("--prefix " + dir.file("eos_prefix.txt"), "holds the EOS token");
}
