// tests/io/data/write_gemm_v2_files.cpp: wrote the gemm_v2_*.bin files of
// this folder (version-2 prepared-GEMM files, the level stored as its number)
// with fastdec at ea31744: g++ -std=c++20 -I<that tree>/include
// -I/usr/include/eigen3 write_gemm_v2_files.cpp && ./a.out tests/io/data.
// Not built: the files are the record of what that version wrote.
#include <vector>

#include "fastdec/io/gemm_io.hpp"
int main(int, char** argv) {
  using namespace fastdec;
  const std::size_t n = 19, k = 7;
  std::vector<float> w(n * k);
  for (std::size_t i = 0; i < w.size(); ++i)
    w[i] = static_cast<float>((i * 37) % 23) / 11.0f - 1.0f;
  const ConstMatrixView view(w.data(), n, k);
  {
    ScopedIsa level(Isa::avx2);
    save_prepared(std::string(argv[1]) + "/gemm_v2_int16_avx2.bin", Int16Gemm::prepare(view));
  }
  {
    ScopedIsa level(Isa::avx512vnni);
    save_prepared(std::string(argv[1]) + "/gemm_v2_int8_avx512vnni.bin", Int8Gemm::prepare(view));
  }
  {
    ScopedIsa level(Isa::sse2);
    save_prepared(std::string(argv[1]) + "/gemm_v2_fp32_sse2.bin", PackedFp32Gemm::prepare(view));
  }
}
