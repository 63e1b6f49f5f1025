// src/arch/kernels_avx2.cpp: the AVX2 level of the kernel layer, compiled
// once for the fastdec_kernels library (compiled mode, CMake option
// FASTDEC_COMPILED_KERNELS; docs/design.md). fastdec/arch/kernels.hpp then
// only declares Kernels<Isa::avx2>; this file defines it from the same
// level file that header-only mode includes.
#include "fastdec/arch/target.hpp"

#if FASTDEC_X86
#include <immintrin.h>

#include "fastdec/arch/kernels.hpp"

namespace fastdec::arch {

FASTDEC_BEGIN_EXACT_FP
#include "fastdec/arch/level_avx2.inc"
#include "fastdec/arch/level_avx2vnni.inc"
FASTDEC_END_EXACT_FP

using Level = Kernels<Isa::avx2>;
FASTDEC_DEFINE_KERNELS(isa_avx2)

// AVX2 with AVX-VNNI: the int8 GEMM tiles only.
void int8_tile_avx_vnni(int rows, int panels, const Int8TileArgs& t) {
  isa_avx2vnni::int8_tile<>(rows, panels, t);
}

}  // namespace fastdec::arch
#endif
