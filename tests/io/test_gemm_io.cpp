// Prepared GEMM weights survive a save/load round trip bit for bit, and
// corrupt files raise fastdec::error.
#include <catch2/catch.hpp>

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <sstream>
#include <string>

#include "fastdec/io/gemm_io.hpp"
#include "gemm/gemm_support.hpp"

using namespace fastdec;
using testing::Matrix;

namespace {

template <class G>
std::string saved(const typename G::Prepared& b) {
  std::ostringstream out(std::ios::binary);
  save_prepared(out, b);
  return out.str();
}

template <class G>
typename G::Prepared loaded(const std::string& bytes) {
  std::istringstream in(bytes, std::ios::binary);
  return load_prepared<G>(in, "test bytes");
}

template <class G>
Matrix run(const typename G::Prepared& b, const Matrix& a) {
  Matrix c(a.rows, b.rows());
  G::multiply(a.view(), b, c.view());
  return c;
}

// Header: magic 8, version 4, backend 4, layout 8, isa 4, N 8, K 8.
constexpr std::size_t version_offset = 8, backend_offset = 12, layout_offset = 16, shape_offset = 28;
constexpr std::size_t header_size = 44;

std::string patched(std::string bytes, std::size_t offset, const void* value, std::size_t size) {
  std::memcpy(bytes.data() + offset, value, size);
  return bytes;
}

}  // namespace

TEMPLATE_TEST_CASE("prepared weights load back bit for bit", "", Int16Gemm, PackedFp32Gemm) {
  const Matrix w = testing::random_matrix(37, 21, 5);  // N, K not multiples of the panel
  const Matrix a = testing::random_matrix(6, 21, 6);
  const auto b = TestType::prepare(w.view());
  const auto back = loaded<TestType>(saved<TestType>(b));
  CHECK(back.rows() == b.rows());
  CHECK(back.cols() == b.cols());
  CHECK(back.isa() == b.isa());
  REQUIRE(std::equal(back.panels().begin(), back.panels().end(), b.panels().begin(), b.panels().end()));
  REQUIRE(run<TestType>(back, a).values == run<TestType>(b, a).values);

  const std::string path = (std::filesystem::temp_directory_path() /
                            ("fastdec_test_gemm_io_" + std::string(TestType::name) + ".bin"))
                               .string();
  save_prepared(path, b);
  const auto from_file = load_prepared<TestType>(path);
  std::remove(path.c_str());
  REQUIRE(run<TestType>(from_file, a).values == run<TestType>(b, a).values);
  CHECK_THROWS_WITH(load_prepared<TestType>(path), Catch::Contains("cannot open"));
}

TEST_CASE("Int16Gemm files keep their range and scales") {
  const Matrix w = testing::random_matrix(18, 1001, 7);
  const auto b = Int16Gemm::prepare(w.view());
  const auto back = loaded<Int16Gemm>(saved<Int16Gemm>(b));
  CHECK(back.range() == b.range());
  REQUIRE(std::equal(back.column_unscale().begin(), back.column_unscale().end(),
                     b.column_unscale().begin(), b.column_unscale().end()));
}

TEST_CASE("corrupt prepared-weight files raise fastdec::error") {
  const Matrix w = testing::random_matrix(20, 9, 8);
  const std::string good = saved<Int16Gemm>(Int16Gemm::prepare(w.view()));
  REQUIRE_NOTHROW(loaded<Int16Gemm>(good));

  CHECK_THROWS_WITH(loaded<Int16Gemm>("not a weight file at all, really not one"),
                    Catch::Contains("test bytes") && Catch::Contains("magic"));
  CHECK_THROWS_WITH(loaded<Int16Gemm>(good.substr(0, 6)), Catch::Contains("ends before"));
  CHECK_THROWS_WITH(loaded<Int16Gemm>(good.substr(0, good.size() - 1)),
                    Catch::Contains("bytes after its header"));
  const std::uint32_t version = 7, backend = 2, layout = 8;
  CHECK_THROWS_WITH(loaded<Int16Gemm>(patched(good, version_offset, &version, 4)),
                    Catch::Contains("format version 7"));
  CHECK_THROWS_WITH(loaded<Int16Gemm>(patched(good, backend_offset, &backend, 4)),
                    Catch::Contains("backend 2"));
  CHECK_THROWS_WITH(loaded<PackedFp32Gemm>(good), Catch::Contains("backend 1"));
  CHECK_THROWS_WITH(loaded<Int16Gemm>(patched(good, layout_offset, &layout, 4)),
                    Catch::Contains("panels of 8 columns"));
  const std::uint64_t zero = 0, huge_k = 1u << 20;
  CHECK_THROWS_WITH(loaded<Int16Gemm>(patched(good, shape_offset, &zero, 8)), Catch::Contains("shape 0 x 9"));
  CHECK_THROWS_WITH(loaded<Int16Gemm>(patched(good, shape_offset + 8, &huge_k, 8)),
                    Catch::Contains("K = 1048576"));
  const std::int32_t wrong_range = 5;
  CHECK_THROWS_WITH(loaded<Int16Gemm>(patched(good, header_size, &wrong_range, 4)),
                    Catch::Contains("range 5"));
  // A quantized weight beyond +-Q would break the no-overflow guarantee.
  const std::size_t first_weight = header_size + 4 + 32 * sizeof(float);  // 2 panels of scales
  const std::int16_t too_big = 32767;
  CHECK_THROWS_WITH(loaded<Int16Gemm>(patched(good, first_weight, &too_big, 2)),
                    Catch::Contains("weight (0, 0) is 32767"));
  const float nan = std::numeric_limits<float>::quiet_NaN();
  CHECK_THROWS_WITH(loaded<Int16Gemm>(patched(good, header_size + 4, &nan, 4)),
                    Catch::Contains("column 0 has scale"));

  const std::string fp32 = saved<PackedFp32Gemm>(PackedFp32Gemm::prepare(w.view()));
  CHECK_THROWS_WITH(loaded<PackedFp32Gemm>(patched(fp32, header_size, &nan, 4)),
                    Catch::Contains("weight (0, 0)"));
  const float one = 1.0f;  // padding column 20 of panel 1 must stay zero
  const std::size_t padding = header_size + (16 * 9 + 4) * sizeof(float);
  CHECK_THROWS_WITH(loaded<PackedFp32Gemm>(patched(fp32, padding, &one, 4)),
                    Catch::Contains("weight (20, 0)") && Catch::Contains("padding"));
}
