// fastdec/core/eigen.hpp (internal): Eigen/Core, included so that warnings
// GCC reports inside Eigen's inlined code never fail the includer's -Werror
// build. Every fastdec header that needs Eigen includes it through this one.
//
// Why a pragma and not only -isystem: GCC 12 reports a middle-end warning
// from inlined code unless every frame of the inlining stack is in a system
// header, and Eigen's templates are instantiated (so inlined) into the
// user's functions. With -march=x86-64-v4 (or -march=native on an AVX-512
// machine) its matrix product inlines _mm512_undefined_ps(), whose
// deliberate `__m512 __Y = __Y;` trips -Wmaybe-uninitialized, and -Werror
// builds fail in a header the user does not own. GCC does honour a
// `#pragma GCC diagnostic` that covers any frame of the stack, so Eigen's
// own code is compiled under one here. Only the uninitialized-value checks
// are turned off, and only for warnings whose inlining stack passes through
// Eigen; the includer's own code keeps every warning. Including Eigen
// before this header leaves Eigen outside the region (then nothing changes).
#pragma once

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#pragma GCC diagnostic ignored "-Wuninitialized"
#include <Eigen/Core>
#pragma GCC diagnostic pop
#else
#include <Eigen/Core>
#endif
