// Uses the output layers' default backend without including the header that
// defines it: the compile must fail, and its first error must say which
// header to include (tests/CMakeLists.txt, test headers.eigen_default_message).
#include <vector>

#include <fastdec/output/fused_topk.hpp>

int main() {
  const std::vector<float> w(4, 1.0f);
  const fastdec::OutputWeights weights(w, {0.0f, 0.0f}, 2, 2);
  const fastdec::FusedTopK<> layer(weights);
  return static_cast<int>(layer.vocab_size());
}
