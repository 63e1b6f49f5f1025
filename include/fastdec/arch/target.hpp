// fastdec/arch/target.hpp (internal): attributes that compile one function for
// one instruction set, so a header-only library can carry kernels for several
// instruction sets without global -m flags.
//
// Rules for kernels (see docs/design.md, "Instruction sets"):
// - Each kernel lives in a class template specialized on an Isa value, so the
//   instruction set is part of its mangled name: no ODR twins across levels.
// - FASTDEC_EXACT_FP turns off floating-point contraction (a*b+c into one fused
//   multiply-add), which GCC does by default once FMA is available. With it,
//   the scalar, SSE2, AVX2 and AVX-512 versions of a float kernel perform the
//   same IEEE operations in the same order and return bit-identical results.
#pragma once

#if defined(__GNUC__) && !defined(__clang__)
#define FASTDEC_EXACT_FP __attribute__((optimize("fp-contract=off")))
#else
#define FASTDEC_EXACT_FP
#endif

#if defined(__x86_64__) || defined(__i386__)
#define FASTDEC_X86 1
#define FASTDEC_TARGET_SSE2 __attribute__((target("sse2")))
#define FASTDEC_TARGET_AVX2 __attribute__((target("avx2")))
#define FASTDEC_TARGET_AVX2_FMA __attribute__((target("avx2,fma")))
#define FASTDEC_TARGET_AVX512BW __attribute__((target("avx512f,avx512bw")))
#define FASTDEC_TARGET_AVX512VNNI __attribute__((target("avx512f,avx512bw,avx512vnni")))
#else
#define FASTDEC_X86 0
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
