// fastdec/io/npz.hpp: numpy .npz archives, the weights a PyTorch user writes
// with np.savez(path, **{k: v.numpy() for k, v in model.state_dict().items()}).
//
//   fastdec::NpzArchive weights = fastdec::load_npz("model.npz");
//   const fastdec::NpyArray& w = weights.arrays.at("decoder.embedding.weight");
//   fastdec::save_npz("copy.npz", weights);  // numpy.load reads it back
//
// An NpzArchive maps each array's name (the .npy entry name without its
// extension: the PyTorch state_dict key) to its dtype, shape and, for float32
// and float16 arrays, its values in row-major (C) order as float (every
// float16 value is a float exactly, so a model shipped in float16 to halve
// its file loads the same numbers PyTorch's .float() gives). Arrays of other
// dtypes keep their dtype and shape but no values, so a model loader can name
// the offending tensor ("decoder.embedding.weight is int64, must be float32").
//
// Reading accepts what np.savez (entries stored) and np.savez_compressed
// (entries deflated) write: a zip archive, ZIP64 extra fields and records
// included, of .npy files of format version 1, 2 or 3. Only little-endian
// float32 ("<f4") and float16 ("<f2") arrays get values. A Fortran-order array (an
// F-contiguous array, as numpy saves a transposed tensor) is transposed into
// row-major order on load, so `values` is always row-major. Every size is
// checked against the bytes that remain before anything is allocated, and
// every entry's CRC-32 is verified; a file that is not an archive, an entry
// that is not a .npy array, a malformed header, a data size that does not
// match the shape, two arrays of one name or a corrupt deflate stream is a
// fastdec::error naming the file, the entry and the problem. load_npz reads
// the file entry by entry: peak memory is the arrays plus the largest entry
// (twice that for a deflated one: compressed and inflated). docs/npz.md has
// the details and a PyTorch example.
//
// save_npz writes float32 arrays as numpy does (stored entries, .npy format
// 1.0, headers padded to 64 bytes), in name order; archives of 4 GiB or more
// are refused (they would need ZIP64 records).
//
// Thread safety: a loaded archive is a plain value; const access may run
// concurrently. The functions share no state.
#pragma once

#include <algorithm>
#include <bit>
#include <charconv>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <functional>
#include <iterator>
#include <limits>
#include <map>
#include <ostream>
#include <span>
#include <string>
#include <string_view>
#include <system_error>
#include <utility>
#include <vector>

#include "fastdec/core/checked_size.hpp"
#include "fastdec/core/error.hpp"
#include "fastdec/io/zip.hpp"

namespace fastdec {

struct NpyArray {
  std::string dtype;               // numpy's descr, for example "<f4", "<i8"
  std::vector<std::size_t> shape;  // empty for a 0-d array
  std::vector<float> values;       // row-major; filled only when dtype is "<f4" or "<f2"
};

// Whether an array holds float values: float32, or float16 widened on load.
inline bool has_float_values(const NpyArray& array) noexcept {
  return array.dtype == "<f4" || array.dtype == "<f2";
}

struct NpzArchive {
  std::map<std::string, NpyArray, std::less<>> arrays;  // by name, without ".npy"
};

namespace detail {

struct NpyHeader {
  std::string descr;
  bool fortran_order = false;
  std::vector<std::size_t> shape;
};

// The header of a .npy file: a Python dict literal such as
// "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }".
class NpyHeaderParser {
 public:
  NpyHeaderParser(std::string_view text, std::string_view where) : text_(text), where_(where) {}

  NpyHeader parse() {
    NpyHeader header;
    bool seen_descr = false, seen_order = false, seen_shape = false;
    expect('{');
    while (!accept('}')) {
      const std::string key = string();
      expect(':');
      if (key == "descr" && !seen_descr) {
        seen_descr = true;
        skip_space();
        if (at_ < text_.size() && text_[at_] == '[')
          fail("has a structured dtype; only plain arrays can be read");
        header.descr = string();
      } else if (key == "fortran_order" && !seen_order) {
        seen_order = true;
        header.fortran_order = boolean();
      } else if (key == "shape" && !seen_shape) {
        seen_shape = true;
        header.shape = shape();
      } else {
        fail("has an unexpected or repeated key '", key, "'");
      }
      if (!accept(',')) {
        expect('}');
        break;
      }
    }
    if (!seen_descr || !seen_order || !seen_shape)
      fail("lacks one of the keys 'descr', 'fortran_order' and 'shape'");
    skip_space();
    if (at_ != text_.size()) fail("has text after its closing brace");
    return header;
  }

 private:
  template <class... Parts>
  [[noreturn]] void fail(const Parts&... parts) const {
    detail::fail(where_, ": the .npy header ", parts..., ".");
  }

  void skip_space() {
    while (at_ < text_.size() && (text_[at_] == ' ' || text_[at_] == '\n' || text_[at_] == '\t'))
      ++at_;
  }

  bool accept(char c) {
    skip_space();
    if (at_ < text_.size() && text_[at_] == c) {
      ++at_;
      return true;
    }
    return false;
  }

  void expect(char c) {
    if (!accept(c)) fail("expects '", c, "' at character ", at_);
  }

  std::string string() {
    skip_space();
    if (at_ >= text_.size() || (text_[at_] != '\'' && text_[at_] != '"'))
      fail("expects a quoted string at character ", at_);
    const char quote = text_[at_++];
    const std::size_t end = text_.find(quote, at_);
    if (end == std::string_view::npos) fail("has an unterminated string");
    std::string value(text_.substr(at_, end - at_));
    if (value.find('\\') != std::string::npos) fail("has an escape in a string");
    at_ = end + 1;
    return value;
  }

  bool boolean() {
    skip_space();
    for (const auto& [word, value] : {std::pair{std::string_view("True"), true}, {"False", false}})
      if (text_.substr(at_, word.size()) == word) {
        at_ += word.size();
        return value;
      }
    fail("expects True or False for 'fortran_order'");
  }

  std::vector<std::size_t> shape() {
    std::vector<std::size_t> dims;
    expect('(');
    while (!accept(')')) {
      skip_space();
      std::uint64_t dim = 0;
      const char* first = text_.data() + at_;
      const auto [last, status] = std::from_chars(first, text_.data() + text_.size(), dim);
      if (status != std::errc() || dim > std::numeric_limits<std::size_t>::max())
        fail("expects a dimension (a non-negative integer) at character ", at_);
      at_ += static_cast<std::size_t>(last - first);
      if (dims.size() == 64) fail("has more than 64 dimensions");
      dims.push_back(static_cast<std::size_t>(dim));
      if (!accept(',')) {
        expect(')');
        break;
      }
    }
    return dims;
  }

  std::string_view text_;
  std::string_view where_;
  std::size_t at_ = 0;
};

// Bytes per element of a numpy descr such as "<f4", "|b1" or "<U8"; 0 when
// the descr does not say (object arrays), which skips the size check.
inline std::size_t npy_item_size(std::string_view descr) {
  if (descr.size() < 2) return 0;
  std::size_t at =
      (descr[0] == '<' || descr[0] == '>' || descr[0] == '|' || descr[0] == '=') ? 1 : 0;
  const char kind = descr[at++];
  std::size_t size = 0;
  const auto [last, status] = std::from_chars(descr.data() + at, descr.data() + descr.size(), size);
  if (status != std::errc() || size == 0 || size > (std::size_t{1} << 20)) return 0;
  return kind == 'U' ? 4 * size : size;
}

// An IEEE 754 binary16 value as float, exactly (subnormals, infinities and
// NaNs, payload and sign included). Branch-free, so that the loop over an
// array vectorizes (a model's tensors are millions of values): each case is
// computed and the right one picked by masks.
inline float half_to_float(std::uint16_t bits) noexcept {
  const std::uint32_t sign = static_cast<std::uint32_t>(bits & 0x8000u) << 16;
  const std::uint32_t shifted = static_cast<std::uint32_t>(bits & 0x7FFFu) << 13;
  const std::uint32_t exponent = shifted & 0x0F800000u;  // the 5 exponent bits, in place
  const std::uint32_t normal = shifted + (112u << 23);   // rebias 15 -> 127
  const std::uint32_t special = normal + (112u << 23);   // infinity or NaN: exponent 255
  // Zero or subnormal: m x 2^-24 = (1 + m / 1024) x 2^-14 - 2^-14, exact in float.
  const std::uint32_t subnormal =
      std::bit_cast<std::uint32_t>(std::bit_cast<float>(normal + (1u << 23)) - 0x1.0p-14f);
  // Masks, not branches or ?:, or GCC sinks the subtraction into a branch it
  // cannot vectorize (a float operation may trap).
  const std::uint32_t is_subnormal = 0u - static_cast<std::uint32_t>(exponent == 0);
  const std::uint32_t is_special = 0u - static_cast<std::uint32_t>(exponent == 0x0F800000u);
  const std::uint32_t magnitude =
      (subnormal & is_subnormal) | (special & is_special) | (normal & ~(is_subnormal | is_special));
  return std::bit_cast<float>(sign | magnitude);
}

// `count` little-endian float16 ("<f2") or float32 ("<f4") values at `data`
// as floats. Written once, block by block, into memory reserved but not
// zero-filled first: these arrays are most of the bytes a model load touches.
inline std::vector<float> npy_float_values(const unsigned char* data, std::size_t count,
                                           bool half) {
  std::vector<float> values;
  values.reserve(count);
  float block[1024];
  for (std::size_t first = 0; first < count; first += std::size(block)) {
    const std::size_t n = std::min(std::size(block), count - first);
    if (half) {
      const unsigned char* in = data + 2 * first;
      for (std::size_t i = 0; i < n; ++i)
        block[i] = half_to_float(static_cast<std::uint16_t>(in[2 * i] | in[2 * i + 1] << 8));
    } else if constexpr (std::endian::native == std::endian::little) {
      std::memcpy(block, data + 4 * first, 4 * n);
    } else {
      for (std::size_t i = 0; i < n; ++i)
        block[i] =
            std::bit_cast<float>(static_cast<std::uint32_t>(read_le(data + 4 * (first + i), 4)));
    }
    values.insert(values.end(), block, block + n);
  }
  return values;
}

// Rearranges Fortran-order (first index fastest) values into row-major order.
inline std::vector<float> fortran_to_row_major(std::span<const float> in,
                                               std::span<const std::size_t> shape) {
  std::vector<float> out(in.size());
  std::vector<std::size_t> index(shape.size(), 0), stride(shape.size(), 1);
  for (std::size_t d = 1; d < shape.size(); ++d) stride[d] = stride[d - 1] * shape[d - 1];
  std::size_t from = 0;
  for (float& value : out) {
    value = in[from];
    // Advance the row-major index (last dimension fastest) and its Fortran offset.
    for (std::size_t d = shape.size(); d-- > 0;) {
      from += stride[d];
      if (++index[d] < shape[d]) break;
      from -= stride[d] * shape[d];
      index[d] = 0;
    }
  }
  return out;
}

// "(2, 3)", "(5,)" or "()", as numpy writes a shape.
inline std::string npy_shape_text(std::span<const std::size_t> shape) {
  std::string text = "(";
  for (std::size_t d = 0; d < shape.size(); ++d) text += (d ? ", " : "") + std::to_string(shape[d]);
  return text + (shape.size() == 1 ? ",)" : ")");
}

// One .npy file.
inline NpyArray parse_npy(std::span<const unsigned char> bytes, std::string_view where) {
  static constexpr unsigned char magic[6] = {0x93, 'N', 'U', 'M', 'P', 'Y'};
  FASTDEC_REQUIRE(bytes.size() >= 10 && std::memcmp(bytes.data(), magic, 6) == 0, where,
                  " is not a .npy array (no \\x93NUMPY magic).");
  const unsigned major = bytes[6];
  FASTDEC_REQUIRE(major >= 1 && major <= 3, where, " is .npy format version ", major,
                  "; versions 1 to 3 can be read.");
  const std::size_t length_bytes = major == 1 ? 2 : 4;
  FASTDEC_REQUIRE(bytes.size() >= 8 + length_bytes, where, " ends inside its .npy header.");
  const std::uint64_t header_length =
      read_le(bytes.data() + 8, static_cast<unsigned>(length_bytes));
  const std::size_t header_start = 8 + length_bytes;
  FASTDEC_REQUIRE(header_length <= bytes.size() - header_start, where, ": its .npy header of ",
                  header_length, " bytes runs past the entry's ", bytes.size(), " bytes.");
  const std::string_view text(reinterpret_cast<const char*>(bytes.data()) + header_start,
                              static_cast<std::size_t>(header_length));
  const NpyHeader header = NpyHeaderParser(text, where).parse();

  NpyArray array{header.descr, header.shape, {}};
  const std::size_t data_bytes =
      bytes.size() - header_start - static_cast<std::size_t>(header_length);
  const std::size_t item_size = npy_item_size(header.descr);
  if (item_size == 0) return array;  // an object array: dtype and shape only
  std::size_t count = 0, needed_bytes = 0;
  FASTDEC_REQUIRE(detail::checked_element_count(header.shape, count) &&
                      detail::checked_mul(count, item_size, needed_bytes),
                  where, ": its shape ", npy_shape_text(header.shape),
                  " has too many elements to count.");
  FASTDEC_REQUIRE(needed_bytes == data_bytes, where, ": its shape and dtype '", header.descr,
                  "' need ", needed_bytes, " data bytes but the entry holds ", data_bytes, ".");
  if (header.descr != "<f4" && header.descr != "<f2") return array;

  std::vector<float> values =
      npy_float_values(bytes.data() + (bytes.size() - data_bytes), count, header.descr == "<f2");
  array.values = header.fortran_order && header.shape.size() > 1
                     ? fortran_to_row_major(values, header.shape)
                     : std::move(values);
  return array;
}

// A float32 array as a .npy file, format 1.0, as numpy writes it.
inline std::string npy_bytes(const NpyArray& array, std::string_view name) {
  FASTDEC_REQUIRE(array.dtype == "<f4", "save_npz: array '", name, "' has dtype '", array.dtype,
                  "' and no values; only float32 ('<f4') arrays can be written.");
  const std::string shape = npy_shape_text(array.shape);
  // The writer refuses what the reader refuses: a shape whose element count
  // (or byte count) does not fit a size_t.
  std::size_t count = 0, bytes = 0;
  FASTDEC_REQUIRE(detail::checked_element_count(array.shape, count) &&
                      detail::checked_mul(count, sizeof(float), bytes),
                  "save_npz: array '", name, "' has shape ", shape,
                  ", too many elements to count.");
  FASTDEC_REQUIRE(count == array.values.size(), "save_npz: array '", name, "' has shape ", shape,
                  " (", count, " values) but holds ", array.values.size(), " values.");
  std::string header = "{'descr': '<f4', 'fortran_order': False, 'shape': " + shape + ", }";
  // numpy pads the header with spaces and a newline so the data starts on a
  // multiple of 64 bytes.
  const std::size_t total = (10 + header.size() + 1 + 63) / 64 * 64;
  header.append(total - 10 - header.size() - 1, ' ');
  header.push_back('\n');
  FASTDEC_REQUIRE(header.size() <= 0xFFFF, "save_npz: array '", name, "' has too many dimensions.");
  std::string out = "\x93NUMPY\x01";
  out.push_back('\0');
  append_le(out, header.size(), 2);
  out += header;
  if constexpr (std::endian::native == std::endian::little) {
    out.append(reinterpret_cast<const char*>(array.values.data()), count * sizeof(float));
  } else {
    for (const float value : array.values) append_le(out, std::bit_cast<std::uint32_t>(value), 4);
  }
  return out;
}

template <class Source>
NpzArchive read_npz(Source& source) {
  NpzArchive archive;
  const std::vector<ZipEntry> entries = read_zip_directory(source);
  std::vector<unsigned char> inflated, scratch;
  if constexpr (Source::reads_into_scratch) {
    // Sized once for the largest entry, not regrown (and copied) entry by entry.
    std::uint64_t largest = 0;
    for (const ZipEntry& entry : entries) largest = std::max(largest, entry.compressed_size);
    scratch.reserve(static_cast<std::size_t>(largest));
  }
  for (const ZipEntry& entry : entries) {
    const std::string where = source.name() + " entry '" + entry.name + "'";
    const std::string_view suffix = ".npy";
    FASTDEC_REQUIRE(entry.name.size() > suffix.size() && entry.name.ends_with(suffix), where,
                    " is not a .npy array (np.savez writes only NAME.npy entries).");
    std::string name = entry.name.substr(0, entry.name.size() - suffix.size());
    FASTDEC_REQUIRE(!archive.arrays.contains(name), source.name(), " holds two arrays named '",
                    name, "'.");
    archive.arrays.emplace(std::move(name),
                           parse_npy(read_zip_entry(source, entry, inflated, scratch), where));
  }
  return archive;
}

}  // namespace detail

// Reads the .npz file at `path`.
inline NpzArchive load_npz(const std::string& path) {
  detail::ZipFileSource source(path);
  return detail::read_npz(source);
}

// Reads an .npz archive held in memory; `source` names it in errors.
inline NpzArchive parse_npz(std::string_view bytes, std::string_view source = "the .npz bytes") {
  detail::ZipMemorySource memory(bytes, source);
  return detail::read_npz(memory);
}

// Writes `archive` to `out`; `destination` names it in errors.
inline void save_npz(std::ostream& out, const NpzArchive& archive,
                     std::string_view destination = "the output stream") {
  detail::ZipWriter writer(out, destination);
  for (const auto& [name, array] : archive.arrays) {
    FASTDEC_REQUIRE(!name.empty(), "save_npz: an array has an empty name.");
    writer.add(name + ".npy", detail::npy_bytes(array, name));
  }
  writer.finish();
}

inline void save_npz(const std::string& path, const NpzArchive& archive) {
  std::ofstream out(path, std::ios::binary);
  FASTDEC_REQUIRE(out.is_open(), "cannot open '", path, "' for writing.");
  save_npz(out, archive, "'" + path + "'");
  out.close();
  FASTDEC_REQUIRE(!out.fail(), "writing '", path, "' failed (disk full or no permission?).");
}

}  // namespace fastdec
