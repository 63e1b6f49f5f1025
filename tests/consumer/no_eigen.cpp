// Only fastdec/gemm/eigen_gemm.hpp reads Eigen: the umbrella header
// and a program that uses only Int16Gemm, output layers included, compile
// without it. tests/CMakeLists.txt compiles this file without Eigen's include
// directory; the #error catches an Eigen found on the default include path.
#include <fastdec/fastdec.hpp>

#ifdef EIGEN_WORLD_VERSION
#error "fastdec/fastdec.hpp read Eigen"
#endif

int fastdec_consumer_int16_only(const fastdec::OutputWeights& weights, const float* h,
                                std::size_t hidden) {
  const fastdec::FusedTopK<fastdec::Int16Gemm> layer(weights);
  fastdec::FusedTopK<fastdec::Int16Gemm>::Workspace workspace;
  layer.begin_batch(workspace, {}, 1);
  fastdec::ScoredToken best{};
  layer.topk(workspace, {h, 1, hidden}, 1, {&best, 1, 1});
  return best.token;
}
