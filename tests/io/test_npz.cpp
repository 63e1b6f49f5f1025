// .npz archives: fixtures written by numpy itself (np.savez, np.savez_compressed,
// deflate level 0 and ZIP64 records, see data/make_npz_fixtures.py) load with the values
// numpy wrote; save_npz round-trips and writes what numpy reads; corrupt
// archives raise fastdec::error naming the entry and the problem.
#include <catch2/catch.hpp>

#include <bit>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "fastdec/io/npz.hpp"
#include "support/temp_file.hpp"

// Each test file in its own namespace: the files of a folder are compiled
// as one translation unit (tests/CMakeLists.txt).
namespace fastdec_test_npz {

using namespace fastdec;

namespace {

std::string fixture_path(const std::string& name) {
  return std::string(FASTDEC_TEST_DATA_DIR) + "/npz_fixture_" + name + ".npz";
}

std::string file_bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  REQUIRE(in.is_open());
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

std::string saved(const NpzArchive& archive) {
  std::ostringstream out(std::ios::binary);
  save_npz(out, archive);
  return out.str();
}

// A zip of the given entries, written by the library's own zip writer.
std::string zip_of(std::initializer_list<std::pair<std::string, std::string>> entries) {
  std::ostringstream out(std::ios::binary);
  detail::ZipWriter writer(out, "test zip");
  for (const auto& [name, bytes] : entries) writer.add(name, bytes);
  writer.finish();
  return out.str();
}

std::string npy_of(const NpyArray& array) { return detail::npy_bytes(array, "test"); }

// A .npy file with a hand-written header (format 1.0) and `data` bytes.
std::string npy_with_header(const std::string& header, std::size_t data_bytes) {
  std::string out = "\x93NUMPY\x01";
  out.push_back('\0');
  out.push_back(static_cast<char>(header.size() & 0xFF));
  out.push_back(static_cast<char>(header.size() >> 8));
  return out + header + std::string(data_bytes, '\0');
}

float hashed(std::uint64_t i) {
  return static_cast<float>(static_cast<double>((i * 2654435761u) % 4294967296u) / 4294967296.0);
}

void check_fixture_values(const NpzArchive& archive) {
  REQUIRE(archive.arrays.size() == 9);

  const NpyArray& w = archive.arrays.at("encoder.rnn.weight_ih_l0");
  CHECK(w.dtype == "<f4");
  CHECK(w.shape == std::vector<std::size_t>{3, 4});
  REQUIRE(w.values.size() == 12);
  for (std::size_t i = 0; i < 12; ++i) CHECK(w.values[i] == static_cast<float>(i) / 8 - 0.5f);

  CHECK(archive.arrays.at("decoder.out.bias").values ==
        std::vector<float>{1.5f, -2.25f, 0.0f, 1e-3f, 3e8f});

  const NpyArray& scalar = archive.arrays.at("scalar");
  CHECK(scalar.shape.empty());
  CHECK(scalar.values == std::vector<float>{2.5f});

  const NpyArray& transposed = archive.arrays.at("transposed");  // saved in Fortran order
  CHECK(transposed.shape == std::vector<std::size_t>{2, 3, 4});
  REQUIRE(transposed.values.size() == 24);
  for (std::size_t i = 0; i < 24; ++i) CHECK(transposed.values[i] == static_cast<float>(i));

  const NpyArray& empty = archive.arrays.at("empty");
  CHECK(empty.shape == std::vector<std::size_t>{0, 3});
  CHECK(empty.values.empty());

  const NpyArray& hashed_array = archive.arrays.at("hashed");
  CHECK(hashed_array.shape == std::vector<std::size_t>{20, 100});
  REQUIRE(hashed_array.values.size() == 2000);
  std::size_t wrong = 0;
  for (std::size_t i = 0; i < 2000; ++i) wrong += hashed_array.values[i] != hashed(i);
  CHECK(wrong == 0);

  const NpyArray& pattern = archive.arrays.at("pattern");
  REQUIRE(pattern.values.size() == 2048);
  wrong = 0;
  for (std::size_t i = 0; i < 2048; ++i)
    wrong += pattern.values[i] != static_cast<float>(i % 7) * 0.25f;
  CHECK(wrong == 0);

  const NpyArray& steps = archive.arrays.at("steps");  // int64: dtype and shape, no values
  CHECK(steps.dtype == "<i8");
  CHECK(steps.shape == std::vector<std::size_t>{2});
  CHECK(steps.values.empty());
  CHECK(archive.arrays.at("noise").dtype == "|u1");
  CHECK(archive.arrays.at("noise").shape == std::vector<std::size_t>{3000});
}

}  // namespace

TEST_CASE("npz files written by numpy load with numpy's values") {
  for (const char* kind : {"stored", "compressed", "level0"}) {
    INFO(kind);
    check_fixture_values(load_npz(fixture_path(kind)));
    check_fixture_values(parse_npz(file_bytes(fixture_path(kind))));
  }
}

TEST_CASE("npz files with ZIP64 records load") {
  const auto check = [](const NpzArchive& archive) {
    REQUIRE(archive.arrays.size() == 2);
    const NpyArray& w = archive.arrays.at("encoder.rnn.weight_ih_l0");
    CHECK(w.shape == std::vector<std::size_t>{3, 4});
    for (std::size_t i = 0; i < 12; ++i) CHECK(w.values.at(i) == static_cast<float>(i) / 8 - 0.5f);
    CHECK(archive.arrays.at("decoder.out.bias").values ==
          std::vector<float>{1.5f, -2.25f, 0.0f, 1e-3f, 3e8f});
  };
  // Sizes and offsets in ZIP64 central-directory fields.
  const std::string bytes = file_bytes(fixture_path("zip64"));
  check(parse_npz(bytes));
  // The end record's fields saturated, as in an archive over 4 GiB: the
  // reader must follow the ZIP64 locator to the ZIP64 end record.
  std::string saturated = bytes;
  const std::size_t end = saturated.rfind("PK\x05\x06");
  REQUIRE(end != std::string::npos);
  REQUIRE(saturated.find("PK\x06\x07") != std::string::npos);
  for (std::size_t i = 8; i < 20; ++i) saturated[end + i] = '\xff';  // counts, size, offset
  check(parse_npz(saturated));
  std::string no_locator = saturated;
  no_locator[no_locator.find("PK\x06\x07") + 3] = 0;
  CHECK_THROWS_WITH(parse_npz(no_locator), Catch::Contains("no ZIP64 locator"));
}

TEST_CASE("save_npz round-trips float32 arrays") {
  NpzArchive archive = load_npz(fixture_path("compressed"));
  archive.arrays.erase("steps");
  archive.arrays.erase("noise");
  const NpzArchive back = parse_npz(saved(archive));
  REQUIRE(back.arrays.size() == archive.arrays.size());
  for (const auto& [name, array] : archive.arrays) {
    INFO(name);
    const NpyArray& other = back.arrays.at(name);
    CHECK(other.dtype == array.dtype);
    CHECK(other.shape == array.shape);
    CHECK(other.values == array.values);
  }

  const testing::TempFile file("npz_round_trip.npz");
  save_npz(file.path(), archive);
  CHECK(load_npz(file.path()).arrays.at("hashed").values == archive.arrays.at("hashed").values);
  CHECK(file_bytes(file.path()) == saved(archive));
}

// The committed file was written by this function and read back by numpy
// (np.load gives decoder.weight [[-1, -0.5, 0], [0.5, 1, 1.5]], decoder.bias
// [1, -1, 0.25], scale 4.0): a change of format shows here.
TEST_CASE("save_npz writes what numpy reads") {
  NpzArchive archive;
  archive.arrays["decoder.weight"] = {"<f4", {2, 3}, {-1.0f, -0.5f, 0.0f, 0.5f, 1.0f, 1.5f}};
  archive.arrays["decoder.bias"] = {"<f4", {3}, {1.0f, -1.0f, 0.25f}};
  archive.arrays["scale"] = {"<f4", {}, {4.0f}};
  CHECK(saved(archive) ==
        file_bytes(std::string(FASTDEC_TEST_DATA_DIR) + "/npz_saved_by_fastdec.npz"));
}

TEST_CASE("save_npz writes only float32 arrays whose values match their shape") {
  NpzArchive archive;
  archive.arrays["ids"] = NpyArray{"<i8", {3}, {}};
  CHECK_THROWS_WITH(saved(archive), Catch::Contains("'ids'") && Catch::Contains("float32"));
  archive.arrays.clear();
  archive.arrays["w"] = NpyArray{"<f4", {2, 3}, {1, 2, 3, 4, 5}};
  CHECK_THROWS_WITH(saved(archive), Catch::Contains("'w'") && Catch::Contains("(2, 3)") &&
                                        Catch::Contains("holds 5 values"));
}

// A shape whose element count wraps around to the number of values held
// (2^62 x 4 = 2^64 = 0 mod 2^64) must be refused by the writer as by the
// reader; the writer used to write it, and the reader then refused its file.
TEST_CASE("save_npz refuses a shape whose element count does not fit, as parse_npz does") {
  const std::size_t huge = std::size_t{1} << 62;
  for (const std::vector<std::size_t>& shape :
       {std::vector<std::size_t>{huge, 4}, {4, huge}, {huge, 2, 2}, {huge, 8, 0}}) {
    NpzArchive archive;
    archive.arrays["w"] = NpyArray{"<f4", shape, {}};
    CHECK_THROWS_WITH(saved(archive),
                      Catch::Contains("'w'") && Catch::Contains("too many elements"));
    std::string header = "{'descr': '<f4', 'fortran_order': False, 'shape': (";
    for (std::size_t d = 0; d < shape.size(); ++d)
      header += (d ? ", " : "") + std::to_string(shape[d]);
    CHECK_THROWS_WITH(parse_npz(zip_of({{"w.npy", npy_with_header(header + "), }", 0)}})),
                      Catch::Contains("too many elements"));
  }
  // A zero-element array whose count does fit is fine both ways.
  NpzArchive empty;
  empty.arrays["w"] = NpyArray{"<f4", {huge, 0}, {}};
  CHECK(parse_npz(saved(empty)).arrays.at("w").shape == empty.arrays.at("w").shape);
}

// A .npy of float16 values given by their bits (format 1.0), row-major or not.
std::string npy_float16(const std::vector<std::uint16_t>& bits, const std::string& shape,
                        bool fortran_order = false) {
  std::string header =
      "{'descr': '<f2', 'fortran_order': " + std::string(fortran_order ? "True" : "False") +
      ", 'shape': " + shape + ", }";
  header.append(63 - (10 + header.size()) % 64, ' ');
  header.push_back('\n');
  std::string out = npy_with_header(header, 0);
  for (const std::uint16_t b : bits)
    out.push_back(static_cast<char>(b & 0xFF)), out.push_back(static_cast<char>(b >> 8));
  return out;
}

TEST_CASE("float16 arrays load as the floats they stand for, as numpy's astype(float32)") {
  // Normal, largest, smallest normal and subnormal, signed zero, infinities, NaN.
  const std::vector<std::uint16_t> bits{0x3C00, 0xC000, 0x7BFF, 0x0400, 0x0001, 0x03FF,
                                        0x8000, 0x7C00, 0xFC00, 0x7E00, 0x3555, 0xB4CD};
  const NpzArchive archive = parse_npz(zip_of({{"half.npy", npy_float16(bits, "(12,)")}}));
  const NpyArray& half = archive.arrays.at("half");
  CHECK(half.dtype == "<f2");
  CHECK(has_float_values(half));
  REQUIRE(half.values.size() == 12);
  const std::vector<float> expected{
      1.0f,  -2.0f,    65504.0f,  0x1.0p-14f, 0x1.0p-24f,      1023 * 0x1.0p-24f,
      -0.0f, INFINITY, -INFINITY, NAN,        0.333251953125f, -0.300048828125f};
  for (std::size_t i = 0; i < 12; ++i) {
    INFO("bits " << bits[i]);
    if (std::isnan(expected[i])) {
      CHECK(std::isnan(half.values[i]));
    } else {
      CHECK(half.values[i] == expected[i]);
      CHECK(std::signbit(half.values[i]) == std::signbit(expected[i]));
    }
  }
  // Fortran order is transposed as for float32; a size that does not match is an error.
  const NpzArchive transposed = parse_npz(zip_of(
      {{"t.npy", npy_float16({0x3C00, 0x4000, 0x4200, 0x4400, 0x4500, 0x4600}, "(2, 3)", true)}}));
  CHECK(transposed.arrays.at("t").values == std::vector<float>{1, 3, 5, 2, 4, 6});
  CHECK_THROWS_WITH(parse_npz(zip_of({{"short.npy", npy_float16({0x3C00}, "(2,)")}})),
                    Catch::Contains("need 4 data bytes but the entry holds 2"));
}

// binary16 by its definition: (-1)^s 2^(e - 15) (1 + m / 1024), subnormals
// 2^-14 (m / 1024), exponent 31 infinity or NaN with the mantissa kept as
// numpy keeps it (shifted into the float's, quiet bit included).
std::uint32_t float16_reference_bits(std::uint16_t bits) {
  const bool negative = (bits & 0x8000u) != 0;
  const int exponent = (bits >> 10) & 0x1F, mantissa = bits & 0x3FF;
  if (exponent == 31)
    return (negative ? 0x80000000u : 0u) | 0x7F800000u | static_cast<std::uint32_t>(mantissa) << 13;
  const double magnitude =
      exponent == 0 ? std::ldexp(mantissa, -24) : std::ldexp(1024 + mantissa, exponent - 25);
  return std::bit_cast<std::uint32_t>(static_cast<float>(negative ? -magnitude : magnitude));
}

// The widening loop is branch-free (to vectorize) and goes block by block:
// every one of the 65536 bit patterns, in an array of several blocks, from a
// file and from memory, must give the float it stands for, bit for bit.
TEST_CASE("every float16 bit pattern widens to its exact float") {
  std::vector<std::uint16_t> all(65536);
  for (std::size_t b = 0; b < all.size(); ++b) all[b] = static_cast<std::uint16_t>(b);
  std::vector<std::uint16_t> odd(1500);  // not a whole number of blocks
  for (std::size_t i = 0; i < odd.size(); ++i) odd[i] = static_cast<std::uint16_t>(i * 40503u);
  const std::string bytes = zip_of({{"all.npy", npy_float16(all, "(256, 256)")},
                                    {"odd.npy", npy_float16(odd, "(1500,)")},
                                    {"small.npy", npy_float16({0x3C00, 0x8001}, "(2,)")}});
  const testing::TempFile file("float16_patterns.npz", bytes);
  for (const NpzArchive& archive : {parse_npz(bytes), load_npz(file.path())}) {
    for (const auto& [name, bits] : {std::pair{"all", all}, {"odd", odd}}) {
      const std::vector<float>& values = archive.arrays.at(name).values;
      REQUIRE(values.size() == bits.size());
      std::size_t wrong = 0;
      for (std::size_t i = 0; i < bits.size(); ++i)
        wrong += std::bit_cast<std::uint32_t>(values[i]) != float16_reference_bits(bits[i]);
      CHECK(wrong == 0);
    }
    CHECK(archive.arrays.at("small").values == std::vector<float>{1.0f, -0x1.0p-24f});
  }
}

// CRC-32 one bit at a time, as APPNOTE defines it: the reference for the
// table-driven (slicing-by-8) checksum.
std::uint32_t crc32_bitwise(std::string_view bytes, std::uint32_t crc = 0) {
  crc = ~crc;
  for (const char c : bytes) {
    crc ^= static_cast<unsigned char>(c);
    for (int bit = 0; bit < 8; ++bit) crc = (crc & 1) ? 0xEDB88320u ^ (crc >> 1) : crc >> 1;
  }
  return ~crc;
}

TEST_CASE("crc32 is zip's checksum at every length, alignment and split") {
  const auto crc = [](std::string_view text, std::uint32_t running = 0) {
    return detail::crc32({reinterpret_cast<const unsigned char*>(text.data()), text.size()},
                         running);
  };
  CHECK(crc("") == 0u);
  CHECK(crc("123456789") == 0xCBF43926u);  // the standard check value
  std::string bytes(300, '\0');
  for (std::size_t i = 0; i < bytes.size(); ++i)
    bytes[i] = static_cast<char>((i * 2654435761u) >> 11);
  const std::string_view all(bytes);
  std::size_t wrong = 0;
  for (std::size_t first = 0; first < 9; ++first)
    for (std::size_t length = 0; first + length <= all.size(); ++length)
      wrong += crc(all.substr(first, length)) != crc32_bitwise(all.substr(first, length));
  CHECK(wrong == 0);
  for (std::size_t split = 0; split <= all.size(); split += 7)
    CHECK(crc(all.substr(split), crc(all.substr(0, split))) == crc32_bitwise(all));
}

TEST_CASE("npz loading names the file and what is wrong") {
  CHECK_THROWS_WITH(load_npz("/nonexistent/model.npz"), Catch::Contains("cannot open"));
  CHECK_THROWS_WITH(parse_npz("not a zip at all, just text"), Catch::Contains("not a zip archive"));
  CHECK_THROWS_WITH(parse_npz(""), Catch::Contains("not a zip archive"));

  const std::string stored = file_bytes(fixture_path("stored"));
  const std::string compressed = file_bytes(fixture_path("compressed"));

  SECTION("a truncated archive") {
    CHECK_THROWS_AS(parse_npz(std::string_view(stored).substr(0, stored.size() - 5)), error);
    CHECK_THROWS_AS(parse_npz(std::string_view(stored).substr(0, stored.size() / 2)), error);
  }
  SECTION("a changed data byte fails the CRC") {
    std::string bad = stored;
    const std::size_t at = bad.find("NUMPY") + 140;  // inside the first array's data
    bad[at] = static_cast<char>(bad[at] ^ 0x40);
    CHECK_THROWS_WITH(parse_npz(bad, "'bad.npz'"),
                      Catch::Contains("'bad.npz' entry '") && Catch::Contains("CRC-32"));
  }
  SECTION("a compression method other than stored or deflate") {
    std::string bad = stored;
    const std::size_t central = bad.find("PK\x01\x02");
    bad[central + 10] = 12;  // bzip2
    CHECK_THROWS_WITH(parse_npz(bad), Catch::Contains("compression method 12"));
  }
  SECTION("a deflated entry declaring more than deflate can hold") {
    std::string bad = compressed;
    const std::size_t central = bad.find("PK\x01\x02");
    for (int i = 0; i < 4; ++i) bad[central + 24 + i] = '\x7f';  // uncompressed size
    CHECK_THROWS_WITH(parse_npz(bad), Catch::Contains("more than deflate can encode"));
  }
  SECTION("an entry that is not .npy, two arrays of one name") {
    CHECK_THROWS_WITH(parse_npz(zip_of({{"readme.txt", "hello"}})),
                      Catch::Contains("'readme.txt' is not a .npy array"));
    const std::string npy = npy_of({"<f4", {1}, {1.0f}});
    CHECK_THROWS_WITH(parse_npz(zip_of({{"w.npy", npy}, {"w.npy", npy}})),
                      Catch::Contains("two arrays named 'w'"));
  }
  SECTION("malformed .npy files") {
    const auto entry = [](const std::string& npy) { return parse_npz(zip_of({{"w.npy", npy}})); };
    CHECK_THROWS_WITH(entry("NUMPY but not quite"), Catch::Contains("entry 'w.npy' is not a .npy"));
    std::string version = npy_of({"<f4", {1}, {1.0f}});
    version[6] = 4;
    CHECK_THROWS_WITH(entry(version), Catch::Contains("format version 4"));
    CHECK_THROWS_WITH(entry(npy_with_header("{'descr': '<f4', 'shape': (2,), }", 8)),
                      Catch::Contains("lacks one of the keys"));
    CHECK_THROWS_WITH(
        entry(npy_with_header("{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }", 20)),
        Catch::Contains("need 24 data bytes but the entry holds 20"));
    CHECK_THROWS_WITH(
        entry(npy_with_header(
            "{'descr': '<f4', 'fortran_order': False, 'shape': (99999999999, 99999999999), }", 8)),
        Catch::Contains("too many elements"));
    CHECK_THROWS_WITH(entry(npy_with_header(
                          "{'descr': [('a', '<f4')], 'fortran_order': False, 'shape': (), }", 4)),
                      Catch::Contains("structured dtype"));
    CHECK_THROWS_WITH(
        entry(npy_with_header("{'descr': '<f4', 'fortran_order': Maybe, 'shape': (), }", 4)),
        Catch::Contains("True or False"));
    CHECK_THROWS_WITH(
        entry(npy_with_header("{'descr': '<f4', 'fortran_order': False, 'shape': (-1,), }", 4)),
        Catch::Contains("non-negative integer"));
    CHECK_THROWS_WITH(
        entry(npy_with_header("{'descr': '<f4', 'fortran_order': False, 'shape': (1,), "
                              "'extra': 1}",
                              4)),
        Catch::Contains("unexpected or repeated key 'extra'"));
    // A header longer than the entry.
    std::string long_header = npy_of({"<f4", {1}, {1.0f}});
    long_header[8] = '\xff';
    long_header[9] = '\xff';
    CHECK_THROWS_WITH(entry(long_header), Catch::Contains("runs past the entry"));
  }
}

// Every truncation and every changed byte of a deflated archive is either read
// (a change the CRC cannot see, in a header field nobody checks) or a
// fastdec::error: never a crash, an endless loop or a huge allocation. The
// sanitizer build makes this a memory-safety check too.
TEST_CASE("corrupt npz archives are errors, never crashes") {
  const std::string compressed = file_bytes(fixture_path("compressed"));
  std::size_t errors = 0, loads = 0;
  const auto attempt = [&](std::string_view bytes) {
    try {
      parse_npz(bytes);
      ++loads;
    } catch (const error&) {
      ++errors;
    }
  };
  for (std::size_t length = 0; length < compressed.size(); length += 7)
    attempt(std::string_view(compressed).substr(0, length));
  std::string changed = compressed;
  for (std::size_t at = 0; at < changed.size(); at += 3) {
    for (const unsigned char flip : {0x01, 0x80, 0xff}) {
      changed[at] = static_cast<char>(compressed[at] ^ flip);
      attempt(changed);
    }
    changed[at] = compressed[at];
  }
  CHECK(errors > loads);  // most changes hit CRC-checked bytes
}

}  // namespace fastdec_test_npz
