// fastdec/io/binary_format.hpp (internal): the one container every fastdec
// binary file uses (prepared GEMM weights, HNSW graphs, binary lexicons):
// its reader, its writer and its checksum. docs/file-formats.md describes
// each kind's payload.
//
// Layout, little-endian on every host:
//   offset 0       char[8]  magic: which kind of file
//   offset 8       u32      format version of that kind
//   offset 12      u32      0 (reserved)
//   offset 16      u64      P, the payload bytes
//   offset 24      P bytes  payload: the kind's fields, then its arrays
//   offset 24 + P  u64      checksum (Checksum below) of bytes [0, 24 + P)
// Magic and version sit where every version-1 file had them, so a file of
// an older version is rejected by name and version.
//
// The reader trusts no size. When the stream can tell its length (a file),
// P must fit in what is left of it before anything is read further, and so
// every array, announced by a count, fits in P. When it cannot (a pipe), an
// array is read in chunks and its storage grows only as bytes arrive: a
// short stream ends the read with an error before a large allocation, so a
// loader never holds more than about twice the bytes it was given. Sizes
// are multiplied with overflow checks. Any problem is a fastdec::error
// naming the source and the field. Cold code: call it once per file.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <istream>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "fastdec/core/aligned_buffer.hpp"
#include "fastdec/core/checked_size.hpp"
#include "fastdec/core/error.hpp"

namespace fastdec::detail {

template <class T>
void to_little_endian(T* values, std::size_t count) noexcept {
  static_assert(std::is_arithmetic_v<T>);
  if constexpr (std::endian::native == std::endian::big && sizeof(T) > 1)
    for (std::size_t i = 0; i < count; ++i) {
      unsigned char bytes[sizeof(T)];
      std::memcpy(bytes, values + i, sizeof(T));
      std::reverse(bytes, bytes + sizeof(T));
      std::memcpy(values + i, bytes, sizeof(T));
    }
}

// The checksum of every fastdec file: four FNV-1a-style lanes over
// little-endian 64-bit words (word i feeds lane i mod 4), each step followed
// by a shift that carries high bits down, then the lanes and the length
// folded together. Four lanes keep it near memory speed on large weights;
// it detects corruption, it is not a cryptographic hash.
class Checksum {
 public:
  void add(const void* data, std::size_t bytes) noexcept {
    if (bytes == 0) return;  // data may be null (an empty array)
    const auto* p = static_cast<const unsigned char*>(data);
    total_ += bytes;
    if (pending_bytes_ > 0) {
      const std::size_t take = std::min(bytes, block - pending_bytes_);
      std::memcpy(pending_.data() + pending_bytes_, p, take);
      pending_bytes_ += take;
      p += take;
      bytes -= take;
      if (pending_bytes_ < block) return;
      mix_block(lanes_, pending_.data());
      pending_bytes_ = 0;
    }
    for (; bytes >= block; p += block, bytes -= block) mix_block(lanes_, p);
    std::memcpy(pending_.data(), p, bytes);
    pending_bytes_ = bytes;
  }

  std::uint64_t value() const noexcept {
    std::array<std::uint64_t, lanes> state = lanes_;
    if (pending_bytes_ > 0) {
      std::array<unsigned char, block> last{};
      std::memcpy(last.data(), pending_.data(), pending_bytes_);
      mix_block(state, last.data());
    }
    std::uint64_t hash = offset_basis;
    for (std::uint64_t lane : state) hash = mix(hash, lane);
    return mix(hash, total_);
  }

 private:
  static constexpr std::size_t lanes = 4, block = lanes * sizeof(std::uint64_t);
  static constexpr std::uint64_t offset_basis = 0xcbf29ce484222325ull, prime = 0x100000001b3ull;

  static std::uint64_t mix(std::uint64_t hash, std::uint64_t word) noexcept {
    hash = (hash ^ word) * prime;
    return hash ^ (hash >> 32);
  }
  static void mix_block(std::array<std::uint64_t, lanes>& state, const unsigned char* p) noexcept {
    for (std::size_t lane = 0; lane < lanes; ++lane) {
      std::uint64_t word;
      std::memcpy(&word, p + lane * sizeof word, sizeof word);
      to_little_endian(&word, 1);
      state[lane] = mix(state[lane], word);
    }
  }

  std::array<std::uint64_t, lanes> lanes_ = {offset_basis, offset_basis + 1, offset_basis + 2,
                                             offset_basis + 3};
  std::array<unsigned char, block> pending_{};
  std::size_t pending_bytes_ = 0;
  std::uint64_t total_ = 0;
};

inline std::uint64_t checksum(const void* data, std::size_t bytes) noexcept {
  Checksum sum;
  sum.add(data, bytes);
  return sum.value();
}

// Which kind of file: its magic, the version this build writes, a name for
// messages ("prepared-GEMM file") and the oldest version it still reads (0:
// only `version`; the reader's version() says which one a file has).
struct FileKind {
  std::array<char, 8> magic;
  std::uint32_t version;
  const char* name;
  std::uint32_t oldest_readable = 0;
};

inline constexpr std::size_t container_header_bytes = 24;
inline constexpr std::size_t container_checksum_bytes = 8;

class BinaryWriter {
 public:
  // Writes the header at once: `payload_bytes` must be exactly what the
  // write calls that follow add up to (finish() asserts it).
  BinaryWriter(std::ostream& out, std::string destination, const FileKind& kind,
               std::uint64_t payload_bytes)
      : out_(out), destination_(std::move(destination)), payload_bytes_(payload_bytes) {
    write_bytes(kind.magic.data(), kind.magic.size());
    write_header_value(kind.version);
    write_header_value(std::uint32_t{0});
    write_header_value(payload_bytes);
    written_ = 0;
  }

  template <class T>
  void write(T value) {
    write_array(&value, 1);
  }

  template <class T>
  void write_array(const T* values, std::size_t count) {
    static_assert(std::is_arithmetic_v<T>);
    if constexpr (std::endian::native == std::endian::little || sizeof(T) == 1) {
      write_bytes(values, count * sizeof(T));
    } else {
      for (std::size_t i = 0; i < count; ++i) {
        T swapped = values[i];
        to_little_endian(&swapped, 1);
        write_bytes(&swapped, sizeof(T));
      }
    }
  }

  // Ends the file with the checksum and flushes.
  void finish() {
    assert(written_ == payload_bytes_ && "the payload size announced in the header was wrong");
    std::uint64_t sum = checksum_.value();
    to_little_endian(&sum, 1);
    out_.write(reinterpret_cast<const char*>(&sum), sizeof sum);
    out_.flush();
    FASTDEC_REQUIRE(out_.good(), "Writing ", destination_, " failed.");
  }

 private:
  template <class T>
  void write_header_value(T value) {
    to_little_endian(&value, 1);
    write_bytes(&value, sizeof value);
  }
  void write_bytes(const void* data, std::size_t bytes) {
    checksum_.add(data, bytes);
    out_.write(static_cast<const char*>(data), static_cast<std::streamsize>(bytes));
    FASTDEC_REQUIRE(out_.good(), "Could not write to ", destination_, ".");
    written_ += bytes;
  }

  std::ostream& out_;
  std::string destination_;
  [[maybe_unused]] std::uint64_t payload_bytes_ = 0;  // checked by an assert
  std::uint64_t written_ = 0;
  Checksum checksum_;
};

class BinaryReader {
 public:
  // Reads and checks the header. `source` names the stream in errors
  // ("'model.hnsw'", "the stream").
  BinaryReader(std::istream& in, std::string source, const FileKind& kind)
      : in_(in), source_(std::move(source)), kind_name_(kind.name) {
    const std::optional<std::uint64_t> available = stream_bytes_left();
    payload_left_ = container_header_bytes;  // the header is read through the same checks
    std::array<char, 8> magic;
    read_raw(magic.data(), magic.size(), "magic number");
    require(magic == kind.magic, "is not a fastdec ", kind_name_, " (wrong magic number).");
    const auto version = read<std::uint32_t>("format version");
    const std::uint32_t oldest = kind.oldest_readable != 0 ? kind.oldest_readable : kind.version;
    if (oldest == kind.version)
      require(version == kind.version, "is a fastdec ", kind_name_, " of format version ", version,
              "; this build reads version ", kind.version,
              " only (write the file again with this build).");
    else
      require(version >= oldest && version <= kind.version, "is a fastdec ", kind_name_,
              " of format version ", version, "; this build reads versions ", oldest, " to ",
              kind.version, " (write the file again with this build).");
    version_ = version;
    const auto reserved = read<std::uint32_t>("header");
    require(reserved == 0, "has ", reserved, " in its reserved header field, which must be 0.");
    const auto payload = read<std::uint64_t>("payload size");
    if (available) {
      const std::uint64_t after_header = *available - container_header_bytes;
      require(payload <= after_header && after_header - payload >= container_checksum_bytes,
              "holds ", after_header, " bytes after its ", container_header_bytes,
              "-byte header, but the header announces ", payload, " payload bytes and an ",
              container_checksum_bytes, "-byte checksum.");
    }
    length_known_ = available.has_value();
    payload_left_ = payload;
  }

  // The file's format version.
  std::uint32_t version() const noexcept { return version_; }

  template <class T>
  T read(std::string_view what) {
    T value{};
    read_array(&value, 1, what);
    return value;
  }

  // Into caller-owned storage for `count` values.
  template <class T>
  void read_array(T* values, std::size_t count, std::string_view what) {
    static_assert(std::is_arithmetic_v<T>);
    read_raw(values, array_bytes<T>(count, what), what);
    to_little_endian(values, count);
  }

  // An array of `count` values announced by the file.
  template <class T>
  std::vector<T> read_vector(std::uint64_t count, std::string_view what) {
    std::vector<T> values;
    read_growing<T>(count, what, [&](std::size_t size, std::size_t) {
      values.resize(size);
      return values.data();
    });
    return values;
  }

  template <class T>
  AlignedBuffer<T> read_aligned(std::uint64_t count, std::string_view what) {
    AlignedBuffer<T> values;
    read_growing<T>(count, what, [&](std::size_t size, std::size_t kept) {
      AlignedBuffer<T> grown(size);
      if (kept > 0) std::memcpy(grown.data(), values.data(), kept * sizeof(T));
      values = std::move(grown);
      return values.data();
    });
    return values;
  }

  std::uint64_t payload_left() const noexcept { return payload_left_; }

  // After the last field: the payload is used up and the checksum matches.
  void finish() {
    require(payload_left_ == 0, "has ", payload_left_,
            " payload bytes after its last field (corrupt file).");
    const std::uint64_t expected = checksum_.value();
    std::uint64_t stored = 0;
    in_.read(reinterpret_cast<char*>(&stored), sizeof stored);
    require(in_.gcount() == sizeof stored, "ends before its checksum.");
    to_little_endian(&stored, 1);
    require(stored == expected, "is corrupt: its checksum does not match its contents.");
  }

  // For a whole file: nothing follows the checksum.
  void require_end() {
    require(in_.peek() == std::istream::traits_type::eof(), "has bytes after its checksum.");
  }

  // Throws "<source> <parts>" unless `condition` holds.
  template <class... Parts>
  void require(bool condition, const Parts&... parts) const {
    FASTDEC_REQUIRE(condition, source_, " ", parts...);
  }

  const std::string& source() const noexcept { return source_; }

 private:
  static constexpr std::size_t chunk_bytes = std::size_t{1} << 20;

  // Bytes from here to the end, when the stream can tell.
  std::optional<std::uint64_t> stream_bytes_left() {
    const std::istream::pos_type here = in_.tellg();
    if (here == std::istream::pos_type(-1)) return std::nullopt;
    in_.seekg(0, std::ios::end);
    const std::istream::pos_type end = in_.tellg();
    in_.seekg(here);
    if (end == std::istream::pos_type(-1) || !in_.good() || end < here) {
      in_.clear();
      in_.seekg(here);
      return std::nullopt;
    }
    const auto left = static_cast<std::uint64_t>(end - here);
    require(left >= container_header_bytes, "has ", left, " bytes, too few for the ",
            container_header_bytes, "-byte header of a fastdec ", kind_name_, ".");
    return left;
  }

  // The bytes of `count` values, checked against the payload left.
  template <class T>
  std::size_t array_bytes(std::uint64_t count, std::string_view what) const {
    std::uint64_t bytes = 0;
    require(checked_mul(count, std::uint64_t{sizeof(T)}, bytes) && bytes <= payload_left_,
            "announces ", count, " values for its ", what, " (", sizeof(T),
            " bytes each), more than the ", payload_left_, " payload bytes left.");
    return static_cast<std::size_t>(bytes);
  }

  // Reads `count` values into storage that `grow(size, kept)` resizes to
  // `size` values keeping the first `kept`, returning its data. Grows once
  // when the length is known (checked above), else in doubling chunks as
  // bytes arrive.
  template <class T, class Grow>
  void read_growing(std::uint64_t count, std::string_view what, Grow grow) {
    static_assert(std::is_arithmetic_v<T>);
    const std::size_t bytes = array_bytes<T>(count, what);
    const auto n = bytes / sizeof(T);
    if (length_known_) {
      T* data = grow(n, std::size_t{0});
      read_raw(data, bytes, what);
      to_little_endian(data, n);
      return;
    }
    std::size_t done = 0;
    T* data = grow(std::size_t{0}, std::size_t{0});
    while (done < n) {
      const std::size_t next = std::min(n, std::max(2 * done, chunk_bytes / sizeof(T)));
      data = grow(next, done);
      read_raw(data + done, (next - done) * sizeof(T), what);
      done = next;
    }
    to_little_endian(data, n);
  }

  void read_raw(void* data, std::size_t bytes, std::string_view what) {
    require(bytes <= payload_left_, "ends inside its ", what, " (", bytes, " bytes expected, ",
            payload_left_, " left in its payload).");
    in_.read(static_cast<char*>(data), static_cast<std::streamsize>(bytes));
    const auto got = static_cast<std::size_t>(in_.gcount());
    require(got == bytes, "ends inside its ", what, " (", bytes, " bytes expected, ", got,
            " read).");
    checksum_.add(data, bytes);
    payload_left_ -= bytes;
  }

  std::istream& in_;
  std::string source_;
  const char* kind_name_;
  bool length_known_ = false;
  std::uint64_t payload_left_ = 0;
  std::uint32_t version_ = 0;
  Checksum checksum_;
};

}  // namespace fastdec::detail
