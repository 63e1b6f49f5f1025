// translate on the two bundled models gives the same bytes on every
// architecture and instruction set: a digest of its n-best output (words,
// and scores printed to the last bit) per model and GEMM backend, against the
// digests committed in data/translate_digests.txt (written on x86). The
// cross-aarch64 preset runs it under qemu, so it is what shows that an ARM
// build translates exactly as x86 does.
#include <catch2/catch.hpp>

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <sstream>
#include <string>
#include <utility>

#include "fastdec/io/binary_format.hpp"

namespace fastdec_test_translate_digest {

namespace fs = std::filesystem;

namespace {

const std::string models = FASTDEC_MODELS_DIR;
const std::string data = FASTDEC_TRANSLATE_TEST_DATA;

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// The first `count` lines of `source`, in a file of their own.
void write_head(const std::string& source, std::size_t count, const std::string& out) {
  std::ifstream in(source);
  std::ofstream file(out);
  std::string line;
  for (std::size_t i = 0; i < count && std::getline(in, line); ++i) file << line << '\n';
}

std::string hex_digest(const std::string& bytes) {
  char text[17];
  std::snprintf(
      text, sizeof text, "%016llx",
      static_cast<unsigned long long>(fastdec::detail::checksum(bytes.data(), bytes.size())));
  return text;
}

// translate's options for each bundled model: the GRU reads its first
// `gru_lines` test verses (written into `dir`), the Transformer the pieces
// of its first 8 (spm_encode's, so that a build without SentencePiece runs it
// too).
std::map<std::string, std::string> bundled_models(const fs::path& dir, std::size_t gru_lines) {
  const std::string gru_input = (dir / "gru.txt").string();
  write_head(models + "/en-es/test.en", gru_lines, gru_input);
  return {{"gru", "--model " + models + "/en-es/model.npz --source-vocab " + models +
                      "/en-es/vocab.src --target-vocab " + models + "/en-es/vocab.tgt --input " +
                      gru_input},
          {"transformer", "--model " + models + "/en-es-transformer/model.npz --source-vocab " +
                              models + "/en-es-transformer/vocab.txt --target-vocab " + models +
                              "/en-es-transformer/vocab.txt --input " + data +
                              "/transformer_test_pieces.txt"}};
}

}  // namespace

TEST_CASE("translate's n-best lists on the bundled models match the committed digests",
          "[digest]") {
  const fs::path dir = fs::temp_directory_path() / ("fastdec_digest_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  const auto model_options = bundled_models(dir, 8);

  std::map<std::string, std::string> expected;  // "model gemm" -> digest
  std::istringstream committed(read_file(data + "/translate_digests.txt"));
  for (std::string line; std::getline(committed, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    std::string model, gemm, digest;
    fields >> model >> gemm >> digest;
    expected[model + " " + gemm] = digest;
  }
  REQUIRE(expected.size() == 10);

  // The *.isa.<level> runs (FASTDEC_TEST_ISA, which the test's own process
  // forces) force the level on translate too.
  const char* test_level = std::getenv("FASTDEC_TEST_ISA");
  const std::string level_prefix =
      test_level != nullptr ? "FASTDEC_FORCE_ISA=" + std::string(test_level) + " " : "";
  std::string actual_lines;  // printed on failure, in the committed file's form
  bool all_match = true;
  for (const auto& [model, options] : model_options) {
    for (const std::string gemm : {"fp32", "fp32-fma", "int16", "int8", "int8-7bit"}) {
      const std::string out = (dir / (model + "." + gemm)).string();
      const std::string command = level_prefix + std::string(FASTDEC_TRANSLATE_PATH) + " --quiet " +
                                  options + " --gemm " + gemm + " --beam 5 --nbest 2 --batch 4 > " +
                                  out;
      const int status = std::system(command.c_str());
      INFO(command);
      REQUIRE(WIFEXITED(status));
      REQUIRE(WEXITSTATUS(status) == 0);
      const std::string digest = hex_digest(read_file(out));
      actual_lines += model + " " + gemm + " " + digest + "\n";
      all_match = all_match && expected[model + " " + gemm] == digest;
    }
  }
  std::error_code ignored;
  fs::remove_all(dir, ignored);
  INFO("this build's digests:\n" << actual_lines);
  CHECK(all_match);
}

// Greedy fp32 output without scores finds each best word through Int8Gemm's
// screen (output/screened_argmax.hpp): the same bytes as the whole float
// argmax, on the bundled models, at every level (a [digest] test: the isa
// runs and the aarch64 preset run it too).
TEST_CASE("greedy fp32 through the 8-bit screen gives the whole float argmax's bytes", "[digest]") {
  const fs::path dir = fs::temp_directory_path() / ("fastdec_screen_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  const char* test_level = std::getenv("FASTDEC_TEST_ISA");
  const std::string level_prefix =
      test_level != nullptr ? "FASTDEC_FORCE_ISA=" + std::string(test_level) + " " : "";
  const auto run = [&](const std::string& options, const std::string& name) {
    const std::string out = (dir / name).string();
    const std::string command = level_prefix + std::string(FASTDEC_TRANSLATE_PATH) +
                                " --progress 0 " + options + " > " + out + " 2> " + out + ".err";
    const int status = std::system(command.c_str());
    INFO(command);
    REQUIRE(WIFEXITED(status));
    REQUIRE(WEXITSTATUS(status) == 0);
    return std::pair(read_file(out), read_file(out + ".err"));
  };
  for (const auto& [model, options] : bundled_models(dir, 16)) {
    const std::string greedy = options + " --gemm fp32 --beam 1 --batch 4";
    INFO(greedy);
    const auto [screened, screened_summary] = run(greedy, "screened");
    const auto [full, full_summary] = run(greedy + " --no-argmax-screen", "full");
    CHECK_THAT(screened_summary, Catch::Contains("through an 8-bit screen"));
    CHECK_THAT(screened_summary, Catch::Contains("the 8-bit screen answered"));
    CHECK_THAT(full_summary, !Catch::Contains("screen"));
    CHECK(screened == full);
    CHECK(std::count(screened.begin(), screened.end(), '\n') == (model == "gru" ? 16 : 8));
  }
  std::error_code ignored;
  fs::remove_all(dir, ignored);
}

// Not a digest: run with the other translate tests. Greedy output that prints
// no score skips the softmax (search/best_token_only.hpp); on the bundled
// models its lines are the tokens of the normalized layer's 1-best, which
// --nbest 1 (scores printed) decodes, under Marian's stopping rule and the
// refilling one compare.py gives both engines.
TEST_CASE("greedy translate without scores takes the best logit and the same tokens") {
  const fs::path dir = fs::temp_directory_path() / ("fastdec_greedy_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  const auto model_options = bundled_models(dir, 16);
  const auto run = [&](const std::string& options, const std::string& name) {
    const std::string out = (dir / name).string();
    const std::string command = std::string(FASTDEC_TRANSLATE_PATH) + " --progress 0 " + options +
                                " > " + out + " 2> " + out + ".err";
    const int status = std::system(command.c_str());
    INFO(command);
    REQUIRE(WIFEXITED(status));
    REQUIRE(WEXITSTATUS(status) == 0);
    return std::pair(read_file(out), read_file(out + ".err"));
  };
  for (const auto& [model, options] : model_options) {
    // One backend: the choice of layer does not depend on it, and the
    // cross-aarch64 preset runs each translate under the emulator.
    for (const std::string stopping : {"shrink", "refill-beam"}) {
      const std::string greedy = options + " --gemm int8 --beam 1 --batch 4 --stopping " + stopping;
      INFO(greedy);
      const auto [plain, plain_summary] = run(greedy, "plain");
      const auto [nbest, nbest_summary] = run(greedy + " --nbest 1", "nbest");
      CHECK_THAT(plain_summary, Catch::Contains("beam 1 (the best logit: no softmax)"));
      CHECK_THAT(nbest_summary, !Catch::Contains("no softmax"));
      // "id ||| tokens ||| LogProb= ..." -> the tokens, one line each.
      std::istringstream lines(nbest);
      std::string tokens;
      for (std::string line; std::getline(lines, line);) {
        const std::size_t first = line.find(" ||| "), second = line.find(" ||| ", first + 5);
        REQUIRE(second != std::string::npos);
        tokens += line.substr(first + 5, second - first - 5) + "\n";
      }
      CHECK(plain == tokens);
      CHECK(std::count(plain.begin(), plain.end(), '\n') == (model == "gru" ? 16 : 8));
    }
  }
  std::error_code ignored;
  fs::remove_all(dir, ignored);
}

}  // namespace fastdec_test_translate_digest
