// src/arch/kernels_avx512bw.cpp: the AVX-512BW level of the kernel layer, compiled
// once for the fastdec_kernels library (compiled mode, CMake option
// FASTDEC_COMPILED_KERNELS; docs/design.md). fastdec/arch/kernels.hpp then
// only declares Kernels<Isa::avx512bw>; this file defines it from the same
// level file that header-only mode includes.
#include "fastdec/arch/target.hpp"

#if FASTDEC_AVX512
#include <immintrin.h>

#include "fastdec/arch/kernels.hpp"

namespace fastdec::arch {

FASTDEC_BEGIN_EXACT_FP
#include "fastdec/arch/level_avx512bw.inc"
FASTDEC_END_EXACT_FP

using Level = Kernels<Isa::avx512bw>;
FASTDEC_DEFINE_KERNELS(isa_avx512bw)

}  // namespace fastdec::arch
#endif
