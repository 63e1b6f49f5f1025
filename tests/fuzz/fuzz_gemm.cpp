// tests/fuzz/fuzz_gemm.cpp: load_prepared<Int16Gemm>, <Int8Gemm> and
// <PackedFp32Gemm> on arbitrary bytes; what loads must multiply.
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "fastdec/io/gemm_io.hpp"
#include "fuzz/fuzz_support.hpp"

namespace {

template <class G>
void load_and_multiply(const std::string& bytes) {
  std::istringstream in(bytes, std::ios::binary);
  try {
    const typename G::Prepared b = fastdec::load_prepared<G>(in);
    const std::vector<float> a = fastdec::fuzz::values(2 * b.cols(), 7);
    std::vector<float> c(2 * b.rows());
    G::multiply(fastdec::ConstMatrixView(a.data(), 2, b.cols()), b,
                fastdec::MutableMatrixView(c.data(), 2, b.rows()));
  } catch (const fastdec::error&) {
  }
}

}  // namespace

std::vector<std::string> fastdec::fuzz::seeds() {
  std::vector<std::string> out;
  for (const auto& [n, k] : {std::pair<std::size_t, std::size_t>{1, 1}, {5, 3}, {17, 9}, {33, 2}}) {
    const std::vector<float> w = values(n * k, static_cast<std::uint32_t>(n * 31 + k));
    const ConstMatrixView view(w.data(), n, k);
    std::ostringstream int16(std::ios::binary), int8(std::ios::binary), fp32(std::ios::binary);
    save_prepared(int16, Int16Gemm::prepare(view));
    save_prepared(int8, Int8Gemm::prepare(view, {.activation_max = k % 2 == 0 ? 1.5f : 0.0f}));
    save_prepared(fp32, PackedFp32Gemm::prepare(view));
    out.push_back(int16.str());
    out.push_back(int8.str());
    out.push_back(fp32.str());
  }
  return out;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string bytes = fastdec::fuzz::input(data, size);
  load_and_multiply<fastdec::Int16Gemm>(bytes);
  load_and_multiply<fastdec::Int8Gemm>(bytes);
  load_and_multiply<fastdec::PackedFp32Gemm>(bytes);
  return 0;
}
