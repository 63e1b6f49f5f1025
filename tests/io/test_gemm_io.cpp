// Prepared GEMM weights survive a save/load round trip bit for bit, and
// corrupt files raise fastdec::error.
#include <catch2/catch.hpp>

#include <cstdint>
#include <cstring>
#include <fstream>
#include <istream>
#include <iterator>
#include <limits>
#include <sstream>
#include <string>

#include "fastdec/io/gemm_io.hpp"
#include "gemm/gemm_support.hpp"
#include "support/allocation_limit.hpp"
#include "support/binary_file.hpp"
#include "support/temp_file.hpp"

// Each test file in its own namespace: the files of a folder are compiled
// as one translation unit (tests/CMakeLists.txt).
namespace fastdec_test_gemm_io {

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

// Container header 24 bytes, then backend 4, layout 8, level name 16, N 8, K 8.
constexpr std::size_t version_offset = 8, backend_offset = 24, layout_offset = 28,
                      level_offset = 36, shape_offset = 52;
constexpr std::size_t fields_end = 68;

std::string patched(std::string bytes, std::size_t offset, const void* value, std::size_t size) {
  std::memcpy(bytes.data() + offset, value, size);
  return bytes;
}

// The payload fields of a prepared-GEMM file, without the arrays.
// Version 2 and 1 stored the level as a u32 number.
std::string gemm_fields(std::uint32_t backend, std::uint64_t n, std::uint64_t k, int version = 3) {
  std::string bytes;
  testing::append(bytes, backend);
  testing::append(bytes, std::uint32_t{16});
  testing::append(bytes, std::uint32_t{backend == 1 ? 2u : 1u});
  if (version >= 3)
    bytes += std::string("scalar\0\0\0\0\0\0\0\0\0\0", 16);
  else
    testing::append(bytes, std::uint32_t{0});
  testing::append(bytes, n);
  testing::append(bytes, k);
  if (backend == 1) testing::append(bytes, Int16Gemm::quantization_range(k));
  return bytes;
}

// The 44-byte header of a version-1 file (the format before its sizes were checked), nothing after.
std::string version1_header(std::uint32_t backend, std::uint64_t n, std::uint64_t k) {
  std::string bytes("fdgemm\0\0", 8);
  testing::append(bytes, std::uint32_t{1});
  return bytes + gemm_fields(backend, n, k, 1).substr(0, 36);
}

}  // namespace

// Int8Gemm7Bit and PackedFp32FmaGemm read the files of the backend whose
// prepared weights they share.
TEMPLATE_TEST_CASE("prepared weights load back bit for bit", "", Int16Gemm, Int8Gemm, Int8Gemm7Bit,
                   PackedFp32Gemm, PackedFp32FmaGemm) {
  const Matrix w = testing::random_matrix(37, 21, 5);  // N, K not multiples of the panel
  const Matrix a = testing::random_matrix(6, 21, 6);
  const auto b = TestType::prepare(w.view());
  const auto back = loaded<TestType>(saved<TestType>(b));
  CHECK(back.rows() == b.rows());
  CHECK(back.cols() == b.cols());
  CHECK(back.isa() == b.isa());
  REQUIRE(
      std::equal(back.panels().begin(), back.panels().end(), b.panels().begin(), b.panels().end()));
  REQUIRE(run<TestType>(back, a).values == run<TestType>(b, a).values);

  std::string path;
  {
    const testing::TempFile file(TestType::name);
    path = file.path();
    save_prepared(path, b);
    const auto from_file = load_prepared<TestType>(path);
    REQUIRE(run<TestType>(from_file, a).values == run<TestType>(b, a).values);
  }
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

TEST_CASE("Int8Gemm files keep their scales, offsets and static activation scale") {
  const Matrix w = testing::random_matrix(18, 1001, 7);
  const auto b = Int8Gemm::prepare(w.view(), {.activation_max = 2.5f});
  const auto back = loaded<Int8Gemm>(saved<Int8Gemm>(b));
  CHECK(back.options().activation_max == 2.5f);
  REQUIRE(std::equal(back.column_unscale().begin(), back.column_unscale().end(),
                     b.column_unscale().begin(), b.column_unscale().end()));
  REQUIRE(std::equal(back.column_offset().begin(), back.column_offset().end(),
                     b.column_offset().begin(), b.column_offset().end()));
  // A weight of -128 (outside +-127, where vpmaddubsw sums could saturate),
  // non-zero padding, a bad activation scale: errors naming the file.
  const std::string good = saved<Int8Gemm>(b);
  const std::size_t first_weight = fields_end + 4 + 32 * 4;  // after the scale and 32 column scales
  const std::int8_t minus_128 = -128, one = 1;
  CHECK_THROWS_WITH(loaded<Int8Gemm>(testing::resealed(patched(good, first_weight, &minus_128, 1))),
                    Catch::Contains("test bytes") && Catch::Contains("within +-127"));
  const std::size_t padding = first_weight + 1001 / 4 * 64 + 1001 % 4;  // (0, 1001)
  CHECK_THROWS_WITH(loaded<Int8Gemm>(testing::resealed(patched(good, padding, &one, 1))),
                    Catch::Contains("0 (padding)"));
  const float negative = -1.0f;
  CHECK_THROWS_WITH(loaded<Int8Gemm>(testing::resealed(patched(good, fields_end, &negative, 4))),
                    Catch::Contains("activation_max"));
}

TEST_CASE("corrupt prepared-weight files raise fastdec::error") {
  const Matrix w = testing::random_matrix(20, 9, 8);
  const std::string good = saved<Int16Gemm>(Int16Gemm::prepare(w.view()));
  REQUIRE_NOTHROW(loaded<Int16Gemm>(good));
  REQUIRE(testing::resealed(good) == good);

  CHECK_THROWS_WITH(loaded<Int16Gemm>("not a weight file at all, really not one"),
                    Catch::Contains("test bytes") && Catch::Contains("magic"));
  CHECK_THROWS_WITH(loaded<Int16Gemm>(good.substr(0, 6)),
                    Catch::Contains("too few for the 24-byte header"));
  CHECK_THROWS_WITH(loaded<Int16Gemm>(good.substr(0, good.size() - 1)),
                    Catch::Contains("bytes after its 24-byte header, but the header announces"));
  const std::uint32_t version = 7, backend = 2, layout = 8;
  CHECK_THROWS_WITH(loaded<Int16Gemm>(patched(good, version_offset, &version, 4)),
                    Catch::Contains("format version 7; this build reads versions 2 to 3"));
  CHECK_THROWS_WITH(loaded<Int16Gemm>(patched(good, backend_offset, &backend, 4)),
                    Catch::Contains("backend 2"));
  CHECK_THROWS_WITH(loaded<PackedFp32Gemm>(good), Catch::Contains("backend 1"));
  CHECK_THROWS_WITH(loaded<Int16Gemm>(patched(good, layout_offset, &layout, 4)),
                    Catch::Contains("panels of 8 columns"));
  // The level a file was prepared on is a record, not a layout: a file from
  // an aarch64 build loads on x86; a name no level has does not.
  const char neon_dotprod[16] = "neon_dotprod", unknown[16] = "sve2",
             unpadded[16] = {'a', 'v', 'x', '2', '\0', 'x'};
  CHECK(loaded<Int16Gemm>(testing::resealed(patched(good, level_offset, neon_dotprod, 16))).isa() ==
        Isa::neon_dotprod);
  CHECK_THROWS_WITH(
      loaded<Int16Gemm>(testing::resealed(patched(good, level_offset, unknown, 16))),
      Catch::Contains("names instruction set 'sve2', which this build does not have"));
  CHECK_THROWS_WITH(loaded<Int16Gemm>(testing::resealed(patched(good, level_offset, unpadded, 16))),
                    Catch::Contains("names instruction set 'avx2', which this build"));
  const std::uint64_t zero = 0, huge_k = 1u << 20, n40 = 40;
  CHECK_THROWS_WITH(loaded<Int16Gemm>(patched(good, shape_offset, &zero, 8)),
                    Catch::Contains("shape 0 x 9"));
  CHECK_THROWS_WITH(loaded<Int16Gemm>(patched(good, shape_offset + 8, &huge_k, 8)),
                    Catch::Contains("K = 1048576"));
  CHECK_THROWS_WITH(
      loaded<Int16Gemm>(patched(good, shape_offset, &n40, 8)),
      Catch::Contains("shape 40 x 9, which needs") && Catch::Contains("payload holds"));
  const std::int32_t wrong_range = 5;
  CHECK_THROWS_WITH(loaded<Int16Gemm>(patched(good, fields_end, &wrong_range, 4)),
                    Catch::Contains("range 5"));
  std::string flipped = good;
  flipped[fields_end + 4 + 40] ^= 1;  // a bit of a scale
  CHECK_THROWS_WITH(loaded<Int16Gemm>(flipped), Catch::Contains("checksum does not match"));
  // A consistent checksum over invalid contents: the value checks still run.
  // A quantized weight beyond +-Q would break the no-overflow guarantee.
  const std::size_t first_weight = fields_end + 4 + 32 * sizeof(float);  // 2 panels of scales
  const std::int16_t too_big = 32767;
  CHECK_THROWS_WITH(loaded<Int16Gemm>(testing::resealed(patched(good, first_weight, &too_big, 2))),
                    Catch::Contains("weight (0, 0) is 32767"));
  const float nan = std::numeric_limits<float>::quiet_NaN();
  CHECK_THROWS_WITH(loaded<Int16Gemm>(testing::resealed(patched(good, fields_end + 4, &nan, 4))),
                    Catch::Contains("column 0 has scale"));

  const std::string fp32 = saved<PackedFp32Gemm>(PackedFp32Gemm::prepare(w.view()));
  CHECK_THROWS_WITH(loaded<PackedFp32Gemm>(testing::resealed(patched(fp32, fields_end, &nan, 4))),
                    Catch::Contains("weight (0, 0)"));
  const float one = 1.0f;  // padding column 20 of panel 1 must stay zero
  const std::size_t padding = fields_end + (16 * 9 + 4) * sizeof(float);
  CHECK_THROWS_WITH(loaded<PackedFp32Gemm>(testing::resealed(patched(fp32, padding, &one, 4))),
                    Catch::Contains("weight (20, 0)") && Catch::Contains("padding"));
}

TEST_CASE("a stream holds several prepared matrices; a file holds one") {
  const auto a = Int16Gemm::prepare(testing::random_matrix(5, 7, 1).view());
  const auto b = PackedFp32Gemm::prepare(testing::random_matrix(3, 4, 2).view());
  std::stringstream both(std::ios::in | std::ios::out | std::ios::binary);
  save_prepared(both, a);
  save_prepared(both, b);
  CHECK(load_prepared<Int16Gemm>(both).rows() == 5);
  CHECK(load_prepared<PackedFp32Gemm>(both).rows() == 3);
  const testing::TempFile file("gemm_two.bin", both.str());
  CHECK_THROWS_WITH(load_prepared<Int16Gemm>(file.path()),
                    Catch::Contains("bytes after its checksum"));
}

// Sizes from a file are checked before they are used.
// Each test below failed before the fix (SIGSEGV, or std::bad_alloc from the
// AllocationLimit for an 8 GiB or 2^53-byte request).

TEST_CASE("a 44-byte fp32 file whose N x K x 4 overflows is an error") {
  const testing::AllocationLimit limit(64 << 20);
  const std::uint64_t n = (std::uint64_t{1} << 31) - 1, k = std::uint64_t{1} << 31;
  // The file, version 1 (N x K x 4 wrapped to 0 and overflowed the heap).
  const std::string old = version1_header(2, n, k);
  REQUIRE(old.size() == 44);
  CHECK_THROWS_WITH(loaded<PackedFp32Gemm>(old),
                    Catch::Contains("version 1; this build reads versions 2 to 3"));
  // The same shape in a version-2 file, with an honest and with a wrapped payload size.
  const std::string fields = gemm_fields(2, n, k);
  CHECK_THROWS_WITH(
      loaded<PackedFp32Gemm>(testing::container_file(detail::gemm_file, fields)),
      Catch::Contains("shape 2147483647 x 2147483648, whose weights need more than 2^64 bytes"));
  for (std::uint64_t announced : {std::uint64_t{0}, (std::uint64_t{1} << 62) + fields.size()}) {
    testing::PipeBuffer pipe(testing::container_file(detail::gemm_file, fields, announced));
    std::istream in(&pipe);
    CHECK_THROWS_AS(load_prepared<PackedFp32Gemm>(in), fastdec::error);
  }
  CHECK(limit.largest_refused() == 0);
}

TEST_CASE("a short stream that cannot seek allocates nothing large") {
  const testing::AllocationLimit limit(64 << 20);
  // What the version-1 loader allocated for these shapes: 8 GiB (Int16Gemm,
  // after reading Q and 2 MiB of scales) and 2^53 bytes (PackedFp32Gemm).
  struct Case {
    std::uint32_t backend;
    std::uint64_t n, k, weight_bytes;
  };
  for (const Case& c :
       {Case{1, std::uint64_t{1} << 19, 8192, std::uint64_t{1} << 33},
        Case{2, std::uint64_t{1} << 20, std::uint64_t{1} << 31, std::uint64_t{1} << 53}}) {
    std::string fields = gemm_fields(c.backend, c.n, c.k);
    std::uint64_t payload = fields.size() + c.weight_bytes;
    if (c.backend == 1) {
      payload += c.n * sizeof(float);
      fields.append(c.n * sizeof(float), '\0');
    }
    // The header announces the right payload size; the stream ends early.
    std::string bytes = testing::container_file(detail::gemm_file, fields, payload);
    bytes.resize(bytes.size() - 8);
    testing::PipeBuffer pipe(bytes);
    std::istream in(&pipe);
    if (c.backend == 1)
      CHECK_THROWS_WITH(load_prepared<Int16Gemm>(in),
                        Catch::Contains("ends inside its quantized weights"));
    else
      CHECK_THROWS_WITH(load_prepared<PackedFp32Gemm>(in),
                        Catch::Contains("ends inside its weights"));
    // The version-1 header from the issue, 44 bytes.
    testing::PipeBuffer old_pipe(version1_header(c.backend, c.n, c.k));
    std::istream old_in(&old_pipe);
    CHECK_THROWS_WITH(load_prepared<PackedFp32Gemm>(old_in), Catch::Contains("version 1"));
  }
  CHECK(limit.largest_refused() == 0);
}

TEST_CASE("prepared weights load from a stream that cannot seek") {
  const Matrix w = testing::random_matrix(300, 1001, 9);  // > 1 MiB: several chunks
  const auto b = Int16Gemm::prepare(w.view());
  testing::PipeBuffer pipe(saved<Int16Gemm>(b));
  std::istream in(&pipe);
  const auto back = load_prepared<Int16Gemm>(in);
  REQUIRE(
      std::equal(back.panels().begin(), back.panels().end(), b.panels().begin(), b.panels().end()));
  std::string cut = saved<Int16Gemm>(b);
  cut.resize(cut.size() / 2);
  testing::PipeBuffer short_pipe(cut);
  std::istream short_in(&short_pipe);
  CHECK_THROWS_WITH(load_prepared<Int16Gemm>(short_in),
                    Catch::Contains("ends inside its quantized weights"));
}

TEST_CASE("the shared checksum does not depend on how the bytes are split") {
  std::string bytes(1000, '\0');
  for (std::size_t i = 0; i < bytes.size(); ++i) bytes[i] = static_cast<char>(i * 7 + i / 13);
  const std::uint64_t whole = detail::checksum(bytes.data(), bytes.size());
  for (std::size_t step : {1u, 3u, 8u, 31u, 32u, 33u, 500u}) {
    detail::Checksum sum;
    for (std::size_t at = 0; at < bytes.size(); at += step)
      sum.add(bytes.data() + at, std::min(step, bytes.size() - at));
    CHECK(sum.value() == whole);
  }
  // Every single-bit change, including in a word's top bit, changes it.
  for (std::size_t bit : {0u, 63u, 64u * 7 + 63, 8u * 999 + 7}) {
    std::string changed = bytes;
    changed[bit / 8] = static_cast<char>(changed[bit / 8] ^ (1 << (bit % 8)));
    CHECK(detail::checksum(changed.data(), changed.size()) != whole);
  }
  CHECK(detail::checksum(bytes.data(), 999) !=
        detail::checksum((bytes.substr(0, 999) + '\0').data(), 1000));
}

TEST_CASE("files of format version 2, which stored the level's number, still load") {
  // Written by fastdec at ea31744, the last version-2 writer, with
  // tests/io/data/write_gemm_v2_files.cpp: the same 19 x 7 matrix prepared
  // for each backend with a level forced.
  const std::size_t n = 19, k = 7;
  Matrix w(n, k);
  for (std::size_t i = 0; i < n * k; ++i)
    w.values[i] = static_cast<float>((i * 37) % 23) / 11.0f - 1.0f;
  const std::string dir = FASTDEC_TEST_DATA_DIR;
  const auto int16 = load_prepared<Int16Gemm>(dir + "/gemm_v2_int16_avx2.bin");
  const auto int8 = load_prepared<Int8Gemm>(dir + "/gemm_v2_int8_avx512vnni.bin");
  const auto fp32 = load_prepared<PackedFp32Gemm>(dir + "/gemm_v2_fp32_sse2.bin");
  CHECK(int16.isa() == Isa::avx2);
  CHECK(int8.isa() == Isa::avx512vnni);
  CHECK(fp32.isa() == Isa::sse2);
  // The weights are what preparing the matrix gives today.
  const auto same = [](const auto& loaded_panels, const auto& prepared_panels) {
    return std::equal(loaded_panels.begin(), loaded_panels.end(), prepared_panels.begin(),
                      prepared_panels.end());
  };
  CHECK(same(int16.panels(), Int16Gemm::prepare(w.view()).panels()));
  CHECK(same(int8.panels(), Int8Gemm::prepare(w.view()).panels()));
  CHECK(same(int8.column_unscale(), Int8Gemm::prepare(w.view()).column_unscale()));
  CHECK(same(fp32.panels(), PackedFp32Gemm::prepare(w.view()).panels()));
  // A version-2 number beyond that version's levels is an error.
  std::string bytes;
  {
    std::ifstream file(dir + "/gemm_v2_int16_avx2.bin", std::ios::binary);
    bytes.assign(std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>());
  }
  const std::uint32_t beyond = 7;
  CHECK_THROWS_WITH(loaded<Int16Gemm>(testing::resealed(patched(bytes, level_offset, &beyond, 4))),
                    Catch::Contains("names instruction set 7, which does not exist"));
  // Saved again, they are version 3 and name their level.
  const std::string again = saved<Int8Gemm>(int8);
  std::uint32_t version = 0;
  std::memcpy(&version, again.data() + version_offset, 4);
  CHECK(version == 3);
  CHECK(again.substr(level_offset, 11) == "avx512vnni" + std::string(1, '\0'));
}

}  // namespace fastdec_test_gemm_io
