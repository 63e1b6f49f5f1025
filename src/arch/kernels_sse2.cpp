// src/arch/kernels_sse2.cpp: the SSE2 level of the kernel layer, compiled
// once for the fastdec_kernels library (compiled mode, CMake option
// FASTDEC_COMPILED_KERNELS; docs/design.md). fastdec/arch/kernels.hpp then
// only declares Kernels<Isa::sse2>; this file defines it from the same
// level file that header-only mode includes.
#include "fastdec/arch/target.hpp"

#if FASTDEC_X86
#include <immintrin.h>

#include "fastdec/arch/kernels.hpp"

namespace fastdec::arch {

FASTDEC_BEGIN_EXACT_FP
#include "fastdec/arch/level_sse2.inc"
FASTDEC_END_EXACT_FP

using Level = Kernels<Isa::sse2>;
FASTDEC_DEFINE_KERNELS(isa_sse2)

}  // namespace fastdec::arch
#endif
