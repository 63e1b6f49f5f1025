// src/arch/kernels_avx512vnni.cpp: the AVX-512 VNNI level of the kernel layer, compiled
// once for the fastdec_kernels library (compiled mode, CMake option
// FASTDEC_COMPILED_KERNELS; docs/design.md). fastdec/arch/kernels.hpp then
// only declares Kernels<Isa::avx512vnni>; this file defines it from the same
// level file that header-only mode includes.
#include "fastdec/arch/target.hpp"

#if FASTDEC_AVX512
#include <immintrin.h>

#include "fastdec/arch/kernels.hpp"

namespace fastdec::arch {

FASTDEC_BEGIN_EXACT_FP
#include "fastdec/arch/level_avx512vnni.inc"
FASTDEC_END_EXACT_FP

using Level = Kernels<Isa::avx512vnni>;
FASTDEC_DEFINE_KERNELS(isa_avx512vnni)

}  // namespace fastdec::arch
#endif
