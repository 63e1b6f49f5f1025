#include <catch2/catch.hpp>

#include <string>

#include "fastdec/arch/isa.hpp"

// Each test file in its own namespace: the files of a folder are compiled
// as one translation unit (tests/CMakeLists.txt).
namespace fastdec_test_isa {

TEST_CASE("instruction sets parse by name, and forcing a missing one is an error") {
  for (fastdec::Isa isa : fastdec::all_isas)
    CHECK(fastdec::parse_isa(fastdec::isa_name(isa)) == isa);
  CHECK_FALSE(fastdec::parse_isa("avx9").has_value());
  CHECK(fastdec::cpu_supports(fastdec::Isa::scalar));
  // Another architecture's levels are never supported, even those whose own
  // feature test is `true` (every aarch64 CPU has NEON).
#if defined(__aarch64__)
  CHECK_FALSE(fastdec::cpu_supports(fastdec::Isa::sse2));
  CHECK_FALSE(fastdec::cpu_supports(fastdec::Isa::avx2));
#else
  CHECK_FALSE(fastdec::cpu_supports(fastdec::Isa::neon));
  CHECK_FALSE(fastdec::cpu_supports(fastdec::Isa::neon_dotprod));
#endif
  {
    fastdec::ScopedIsa scalar(fastdec::Isa::scalar);
    CHECK(fastdec::active_isa() == fastdec::Isa::scalar);
    CHECK(fastdec::kernel_level(fastdec::KernelFamily::int8_gemm) == fastdec::Isa::scalar);
  }
  for (fastdec::Isa isa : fastdec::all_isas) {
    if (fastdec::cpu_supports(isa)) continue;
    REQUIRE_THROWS_WITH(fastdec::force_isa(isa),
                        Catch::Contains(std::string(fastdec::isa_name(isa))) &&
                            Catch::Contains("supports at most"));
  }
}

}  // namespace fastdec_test_isa
