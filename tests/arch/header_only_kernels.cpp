// Compile-only (nothing runs it): every entry point and default-shape tile
// that the dispatch instantiates, at every level this build compiles, in one
// translation unit as a user's header-only program has them. Built without
// FASTDEC_COMPILED_KERNELS in a compiled-mode build (FASTDEC_TEST_HEADER_ONLY:
// the asan preset), so that GCC's header-only path is compiled in CI too:
// every level's code in one file, under its target pragmas, next to code
// that has none.
#include <vector>

#include "fastdec/arch/kernels.hpp"

#if defined(FASTDEC_COMPILED_KERNELS)
#error "header_only_kernels.cpp must be compiled header-only (link fastdec_header_only)"
#endif

namespace fastdec_test_header_only_kernels {

using Entry = void (*)();

// Whether a program's dispatch (with_kernels) instantiates `family` at
// `level`: the level runs the family itself.
constexpr bool dispatched(fastdec::Isa level, fastdec::KernelFamily family) {
  return fastdec::family_level(family, level) == level;
}

// The address of each kernel of `level` that the dispatch instantiates, which
// makes the compiler emit it.
template <fastdec::Isa level>
void record(std::vector<Entry>& out) {
  using Level = fastdec::arch::Kernels<level>;
  using fastdec::KernelFamily;
  if constexpr (dispatched(level, KernelFamily::int16_gemm))
    out.push_back(reinterpret_cast<Entry>(&Level::template int16_tile<>));
  if constexpr (dispatched(level, KernelFamily::int8_gemm)) {
    out.push_back(reinterpret_cast<Entry>(&Level::template int8_tile<>));
    out.push_back(reinterpret_cast<Entry>(&Level::template int8_narrow_tile<>));
  }
  if constexpr (dispatched(level, KernelFamily::fp32_gemm)) {
    out.push_back(reinterpret_cast<Entry>(&Level::template fp32_tile<>));
    out.push_back(reinterpret_cast<Entry>(&Level::template fp32_fma_tile<>));
  }
#define FASTDEC_RECORD_ENTRY_POINT(ns, family, result, name, parameters, arguments) \
  if constexpr (dispatched(level, KernelFamily::family))                            \
    out.push_back(reinterpret_cast<Entry>(&Level::name));
  FASTDEC_KERNEL_ENTRY_POINTS(FASTDEC_RECORD_ENTRY_POINT, unused)
#undef FASTDEC_RECORD_ENTRY_POINT
}

// A template, so that the levels this build lacks are discarded unnamed.
template <class Out>
void record_every_level(Out& out) {
#define FASTDEC_LEVEL_CODE(built_on, name) 0
#define FASTDEC_LEVEL(name, parent, built_on, improves, feature_test) \
  if constexpr (fastdec::level_built(fastdec::Isa::name)) record<fastdec::Isa::name>(out);
#include "fastdec/arch/levels.inc"
#undef FASTDEC_LEVEL
#undef FASTDEC_LEVEL_CODE
}

}  // namespace fastdec_test_header_only_kernels

// External linkage, so that nothing above may be left out.
std::vector<fastdec_test_header_only_kernels::Entry> fastdec_header_only_kernels() {
  std::vector<fastdec_test_header_only_kernels::Entry> out;
  fastdec_test_header_only_kernels::record_every_level(out);
  return out;
}
