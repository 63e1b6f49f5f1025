// The Catch2 main shared by the test executables, with one addition: when
// FASTDEC_TEST_ISA names an instruction set, it is forced for the whole run,
// and a machine without it reports the run as skipped (exit code 77, which
// CTest's SKIP_RETURN_CODE turns into "Skipped") instead of passing silently.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <cstdio>
#include <cstdlib>

#include "fastdec/arch/isa.hpp"

int main(int argc, char* argv[]) {
  if (const char* requested = std::getenv("FASTDEC_TEST_ISA"); requested && *requested) {
    const auto isa = fastdec::parse_isa(requested);
    if (!isa) {
      std::fprintf(stderr, "FASTDEC_TEST_ISA=%s is not an instruction set name\n", requested);
      return 2;
    }
    if (!fastdec::cpu_supports(*isa)) {
      std::printf("skipped: this machine lacks %s\n", requested);
      return 77;
    }
    fastdec::force_isa(*isa);
  }
  return Catch::Session().run(argc, argv);
}
