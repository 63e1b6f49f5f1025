// fastdec/arch/target.hpp (internal): regions of code compiled for one
// instruction set, so a header-only library can carry kernels for several
// instruction sets without global -m flags, with GCC or Clang.
//
//   FASTDEC_BEGIN_TARGET("avx2") ... FASTDEC_END_TARGET
//     Every function defined in between is compiled for that instruction set
//     (GCC: push_options + target; Clang: attribute push of target(...)).
//     Each level's kernels live in a namespace of their own (gemm_avx2, ...),
//     so the instruction set is part of their mangled names: no ODR twins.
//   FASTDEC_BEGIN_EXACT_FP ... FASTDEC_END_EXACT_FP
//     No floating-point contraction (a*b+c into one fused multiply-add),
//     which GCC does by default once FMA is available and Clang does within
//     one expression. With it the scalar, SSE2, AVX2 and AVX-512 versions of
//     a float kernel perform the same IEEE operations in the same order and
//     return bit-identical results (docs/design.md, "Instruction sets").
#pragma once

#define FASTDEC_PRAGMA(text) _Pragma(#text)

#if defined(__clang__)
#define FASTDEC_BEGIN_TARGET(isa) \
  FASTDEC_PRAGMA(clang attribute push(__attribute__((target(isa))), apply_to = function))
#define FASTDEC_END_TARGET FASTDEC_PRAGMA(clang attribute pop)
#define FASTDEC_BEGIN_EXACT_FP \
  FASTDEC_PRAGMA(float_control(push)) FASTDEC_PRAGMA(clang fp contract(off))
#define FASTDEC_END_EXACT_FP FASTDEC_PRAGMA(float_control(pop))
#elif defined(__GNUC__)
#define FASTDEC_BEGIN_TARGET(isa) FASTDEC_PRAGMA(GCC push_options) FASTDEC_PRAGMA(GCC target(isa))
#define FASTDEC_END_TARGET FASTDEC_PRAGMA(GCC pop_options)
#define FASTDEC_BEGIN_EXACT_FP \
  FASTDEC_PRAGMA(GCC push_options) FASTDEC_PRAGMA(GCC optimize("fp-contract=off"))
#define FASTDEC_END_EXACT_FP FASTDEC_PRAGMA(GCC pop_options)
#else
#define FASTDEC_BEGIN_TARGET(isa)
#define FASTDEC_END_TARGET
#define FASTDEC_BEGIN_EXACT_FP
#define FASTDEC_END_EXACT_FP
#endif

#if defined(__x86_64__) || defined(__i386__)
#define FASTDEC_X86 1
#else
#define FASTDEC_X86 0
#endif

// 64-bit ARM: the NEON levels (Advanced SIMD is part of every aarch64 CPU).
#if defined(__aarch64__)
#define FASTDEC_AARCH64 1
#else
#define FASTDEC_AARCH64 0
#endif

// AVX-512 kernels are compiled on x86 unless FASTDEC_NO_AVX512 is defined
// (for an older compiler, or a faster build of code that never runs on
// AVX-512 machines: the next level down is picked at run time instead).
// Like any configuration macro, define it for every file of a program or none.
#if FASTDEC_X86 && !defined(FASTDEC_NO_AVX512)
#define FASTDEC_AVX512 1
#else
#define FASTDEC_AVX512 0
#endif

// Whether a level (levels.inc's built_on column) is of this machine's
// architecture, whatever this build compiles: 1 or 0.
#define FASTDEC_ARCH_OF_any 1
#define FASTDEC_ARCH_OF_x86 FASTDEC_X86
#define FASTDEC_ARCH_OF_x86_avx512 FASTDEC_X86
#define FASTDEC_ARCH_OF_aarch64 FASTDEC_AARCH64

// Where a level's code is compiled (levels.inc's built_on column): 1 or 0.
#define FASTDEC_BUILDS_any 1
#define FASTDEC_BUILDS_x86 FASTDEC_X86
#define FASTDEC_BUILDS_x86_avx512 FASTDEC_AVX512
#define FASTDEC_BUILDS_aarch64 FASTDEC_AARCH64
