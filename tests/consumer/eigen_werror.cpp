// A user's translation unit that includes fastdec, then uses Eigen's matrix
// product, compiled with -march=x86-64-v4 -O3 -Werror (tests/CMakeLists.txt).
// GCC 12 reports -Wmaybe-uninitialized inside Eigen's inlined AVX-512 code
// unless fastdec/core/eigen.hpp covers Eigen: then this file does
// not compile and the build stops.
#include "fastdec/gemm/eigen_gemm.hpp"

Eigen::MatrixXf fastdec_consumer_product(const Eigen::MatrixXf& a, const Eigen::MatrixXf& b) {
  return a * b;
}
