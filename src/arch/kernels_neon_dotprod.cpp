// src/arch/kernels_neon_dotprod.cpp: the NEON dot-product level of the kernel layer, compiled
// once for the fastdec_kernels library (compiled mode, CMake option
// FASTDEC_COMPILED_KERNELS; docs/design.md). fastdec/arch/kernels.hpp then
// only declares Kernels<Isa::neon_dotprod>; this file defines it from the same
// level file that header-only mode includes. Empty on other architectures.
#include "fastdec/arch/target.hpp"

#if FASTDEC_AARCH64
#include <arm_neon.h>

#include "fastdec/arch/kernels.hpp"

namespace fastdec::arch {

FASTDEC_BEGIN_EXACT_FP
#include "fastdec/arch/level_neon_dotprod.inc"
FASTDEC_END_EXACT_FP

using Level = Kernels<Isa::neon_dotprod>;
FASTDEC_DEFINE_KERNELS(isa_neon_dotprod)

}  // namespace fastdec::arch
#endif
