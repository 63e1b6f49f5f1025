// src/arch/kernels_scalar.cpp: the scalar level of the kernel layer (plain
// C++, every architecture), compiled once for the fastdec_kernels library
// (compiled mode, CMake option FASTDEC_COMPILED_KERNELS; docs/design.md).
// fastdec/arch/kernels.hpp then only declares Kernels<Isa::scalar>, so a
// program that includes fastdec does not compile the level it seldom runs;
// its vocabulary and families stay in the header, which defines them.
#include "fastdec/arch/kernels.hpp"

namespace fastdec::arch {

using Level = Kernels<Isa::scalar>;
FASTDEC_DEFINE_KERNELS(isa_scalar)

}  // namespace fastdec::arch
