// fastdec/io/zip.hpp (internal): the part of the zip format (PKWARE APPNOTE)
// that .npz files use: a central directory (ZIP64 records and extra fields
// included, as np.savez writes them), entries stored or deflated, CRC-32
// checked; and a writer of stored entries.
//
// Reading goes through a byte source (an archive in memory, or a file read
// entry by entry, so a large model never sits in memory twice). Every offset
// and size is checked against the bytes that exist before anything is read or
// allocated; a deflated entry may declare at most 1032 bytes per compressed
// byte (deflate's own limit), and all entries together at most the archive's
// size in compressed bytes, so a small file can never ask for a huge
// allocation. Errors name the archive and the entry.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <fstream>
#include <limits>
#include <ostream>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "fastdec/core/error.hpp"
#include "fastdec/io/inflate.hpp"

namespace fastdec::detail {

inline std::uint64_t read_le(const unsigned char* p, unsigned bytes) noexcept {
  std::uint64_t value = 0;
  for (unsigned i = 0; i < bytes; ++i) value |= std::uint64_t{p[i]} << (8 * i);
  return value;
}

inline void append_le(std::string& out, std::uint64_t value, unsigned bytes) {
  for (unsigned i = 0; i < bytes; ++i) out.push_back(static_cast<char>((value >> (8 * i)) & 0xFF));
}

// An archive held in memory.
class ZipMemorySource {
 public:
  static constexpr bool reads_into_scratch = false;  // read() returns views of the archive
  ZipMemorySource(std::string_view bytes, std::string_view name) : bytes_(bytes), name_(name) {}
  std::uint64_t size() const noexcept { return bytes_.size(); }
  const std::string& name() const noexcept { return name_; }
  // The caller has checked offset + length <= size().
  std::span<const unsigned char> read(std::uint64_t offset, std::size_t length,
                                      std::vector<unsigned char>& /*scratch*/) const {
    return {reinterpret_cast<const unsigned char*>(bytes_.data()) + offset, length};
  }

 private:
  std::string_view bytes_;
  std::string name_;
};

// An archive read from a file as needed.
class ZipFileSource {
 public:
  static constexpr bool reads_into_scratch = true;  // read() fills the caller's scratch
  explicit ZipFileSource(const std::string& path)
      : in_(path, std::ios::binary), name_("'" + path + "'") {
    FASTDEC_REQUIRE(in_.is_open(), "cannot open '", path, "' for reading.");
    in_.seekg(0, std::ios::end);
    const std::streamoff end = in_.tellg();
    FASTDEC_REQUIRE(end >= 0, "cannot tell the size of '", path, "'.");
    size_ = static_cast<std::uint64_t>(end);
  }
  std::uint64_t size() const noexcept { return size_; }
  const std::string& name() const noexcept { return name_; }
  std::span<const unsigned char> read(std::uint64_t offset, std::size_t length,
                                      std::vector<unsigned char>& scratch) {
    scratch.resize(length);
    in_.clear();
    in_.seekg(static_cast<std::streamoff>(offset));
    in_.read(reinterpret_cast<char*>(scratch.data()), static_cast<std::streamsize>(length));
    FASTDEC_REQUIRE(in_.good(), "reading ", length, " bytes at offset ", offset, " of ", name_,
                    " failed.");
    return scratch;
  }

 private:
  std::ifstream in_;
  std::string name_;
  std::uint64_t size_ = 0;
};

struct ZipEntry {
  std::string name;
  std::uint16_t method = 0;  // 0 stored, 8 deflated
  std::uint32_t crc = 0;
  std::uint64_t compressed_size = 0;
  std::uint64_t size = 0;
  std::uint64_t local_offset = 0;  // of its local header
};

inline constexpr std::uint32_t zip_local_signature = 0x04034b50;
inline constexpr std::uint32_t zip_central_signature = 0x02014b50;
inline constexpr std::uint32_t zip_end_signature = 0x06054b50;
inline constexpr std::uint32_t zip64_end_signature = 0x06064b50;
inline constexpr std::uint32_t zip64_locator_signature = 0x07064b50;
inline constexpr std::size_t zip_local_size = 30, zip_central_size = 46, zip_end_size = 22;
inline constexpr std::size_t zip64_end_size = 56, zip64_locator_size = 20;
inline constexpr std::uint64_t zip_max_ratio = 1032;  // deflate writes at most 258 bytes per 2 bits

// Where the central directory is and how many entries it lists.
struct ZipDirectory {
  std::uint64_t offset = 0, size = 0, entries = 0;
};

template <class Source>
ZipDirectory find_zip_directory(Source& source, std::vector<unsigned char>& scratch) {
  const std::uint64_t size = source.size();
  FASTDEC_REQUIRE(size >= zip_end_size, source.name(), " is not a zip archive (", size,
                  " bytes, too short for its end record).");
  // The end record is the last 22 bytes, unless an archive comment (at most
  // 65535 bytes) follows it.
  const std::size_t tail =
      static_cast<std::size_t>(std::min<std::uint64_t>(size, 65535 + zip_end_size));
  const auto bytes = source.read(size - tail, tail, scratch);
  std::size_t end = tail - zip_end_size + 1;
  do {
    --end;
    if (read_le(&bytes[end], 4) == zip_end_signature &&
        end + zip_end_size + read_le(&bytes[end + 20], 2) == tail)
      break;
    FASTDEC_REQUIRE(end > 0, source.name(), " is not a zip archive (no end-of-directory record).");
  } while (true);
  const unsigned char* record = &bytes[end];
  FASTDEC_REQUIRE(read_le(record + 4, 2) == 0 && read_le(record + 6, 2) == 0, source.name(),
                  " spans several disks, which .npz files never do.");
  ZipDirectory directory{read_le(record + 16, 4), read_le(record + 12, 4), read_le(record + 10, 2)};
  const std::uint64_t end_offset = size - tail + end;

  if (directory.offset == 0xFFFFFFFF || directory.size == 0xFFFFFFFF ||
      directory.entries == 0xFFFF) {
    FASTDEC_REQUIRE(end_offset >= zip64_locator_size, source.name(),
                    " needs a ZIP64 end record but has no room for it.");
    std::vector<unsigned char> scratch64;
    const auto locator =
        source.read(end_offset - zip64_locator_size, zip64_locator_size, scratch64);
    FASTDEC_REQUIRE(read_le(locator.data(), 4) == zip64_locator_signature, source.name(),
                    " needs a ZIP64 end record but has no ZIP64 locator before its end record.");
    const std::uint64_t offset64 = read_le(locator.data() + 8, 8);
    FASTDEC_REQUIRE(offset64 <= end_offset - zip64_locator_size &&
                        end_offset - zip64_locator_size - offset64 >= zip64_end_size,
                    source.name(), ": its ZIP64 end record at offset ", offset64,
                    " lies outside the archive.");
    const auto record64 = source.read(offset64, zip64_end_size, scratch64);
    FASTDEC_REQUIRE(read_le(record64.data(), 4) == zip64_end_signature, source.name(),
                    ": no ZIP64 end record where its locator points.");
    directory = {read_le(record64.data() + 48, 8), read_le(record64.data() + 40, 8),
                 read_le(record64.data() + 32, 8)};
  }
  FASTDEC_REQUIRE(directory.offset <= end_offset && directory.size <= end_offset - directory.offset,
                  source.name(), ": its central directory (", directory.size, " bytes at offset ",
                  directory.offset, ") lies outside the archive (", size, " bytes).");
  FASTDEC_REQUIRE(directory.entries <= directory.size / zip_central_size, source.name(), " lists ",
                  directory.entries, " entries in a central directory of only ", directory.size,
                  " bytes.");
  return directory;
}

// The entries of the archive, checked to lie inside it.
template <class Source>
std::vector<ZipEntry> read_zip_directory(Source& source) {
  std::vector<unsigned char> scratch;
  const ZipDirectory directory = find_zip_directory(source, scratch);
  const auto bytes =
      source.read(directory.offset, static_cast<std::size_t>(directory.size), scratch);
  std::vector<ZipEntry> entries;
  entries.reserve(static_cast<std::size_t>(directory.entries));
  std::size_t at = 0;
  std::uint64_t compressed_total = 0;
  for (std::uint64_t e = 0; e < directory.entries; ++e) {
    FASTDEC_REQUIRE(
        bytes.size() - at >= zip_central_size && read_le(&bytes[at], 4) == zip_central_signature,
        source.name(), ": central directory entry ", e, " is corrupt.");
    const unsigned char* header = &bytes[at];
    const std::size_t name_length = read_le(header + 28, 2), extra_length = read_le(header + 30, 2),
                      comment_length = read_le(header + 32, 2);
    FASTDEC_REQUIRE(
        bytes.size() - at - zip_central_size >= name_length + extra_length + comment_length,
        source.name(), ": central directory entry ", e, " runs past the directory.");
    ZipEntry entry;
    entry.name.assign(reinterpret_cast<const char*>(header + zip_central_size), name_length);
    const std::string where = source.name() + " entry '" + entry.name + "'";
    const auto flags = static_cast<std::uint16_t>(read_le(header + 8, 2));
    FASTDEC_REQUIRE((flags & 1) == 0, where, " is encrypted.");
    entry.method = static_cast<std::uint16_t>(read_le(header + 10, 2));
    FASTDEC_REQUIRE(entry.method == 0 || entry.method == 8, where, " uses compression method ",
                    entry.method, "; only stored (0) and deflated (8) entries can be read.");
    entry.crc = static_cast<std::uint32_t>(read_le(header + 16, 4));
    entry.compressed_size = read_le(header + 20, 4);
    entry.size = read_le(header + 24, 4);
    entry.local_offset = read_le(header + 42, 4);
    FASTDEC_REQUIRE(read_le(header + 34, 2) == 0, where, " starts on another disk.");

    // A ZIP64 extra field holds, in this order, the 64-bit values of the
    // fields whose 32-bit value is 0xFFFFFFFF.
    const unsigned char* extra = header + zip_central_size + name_length;
    for (std::size_t x = 0; x + 4 <= extra_length;) {
      const auto id = read_le(extra + x, 2);
      const std::size_t length = read_le(extra + x + 2, 2);
      FASTDEC_REQUIRE(length <= extra_length - x - 4, where, " has a corrupt extra field.");
      if (id == 0x0001) {
        std::size_t y = x + 4;
        for (std::uint64_t* field : {&entry.size, &entry.compressed_size, &entry.local_offset}) {
          if (*field != 0xFFFFFFFF) continue;
          FASTDEC_REQUIRE(y + 8 <= x + 4 + length, where,
                          " has a ZIP64 field too short for its sizes.");
          *field = read_le(extra + y, 8);
          y += 8;
        }
      }
      x += 4 + length;
    }
    at += zip_central_size + name_length + extra_length + comment_length;

    FASTDEC_REQUIRE(entry.local_offset <= directory.offset &&
                        entry.compressed_size <= directory.offset - entry.local_offset,
                    where, ": its ", entry.compressed_size, " bytes at offset ", entry.local_offset,
                    " lie outside the archive's data (", directory.offset, " bytes).");
    compressed_total += entry.compressed_size;
    FASTDEC_REQUIRE(compressed_total <= directory.offset, source.name(),
                    ": its entries declare more compressed bytes than the archive holds.");
    if (entry.method == 0)
      FASTDEC_REQUIRE(entry.size == entry.compressed_size, where, " is stored but declares ",
                      entry.size, " bytes in ", entry.compressed_size, ".");
    else
      FASTDEC_REQUIRE(entry.size <= zip_max_ratio * entry.compressed_size + 1024, where,
                      " declares ", entry.size, " bytes from ", entry.compressed_size,
                      " deflated ones, more than deflate can encode.");
    entries.push_back(std::move(entry));
  }
  return entries;
}

// The entry's bytes, checked against its CRC: a stored entry's as the source
// reads them (a view of an archive in memory, `scratch` for a file: no copy),
// a deflated entry's decompressed into `inflated`. The span lives until the
// next use of `scratch` or `inflated`.
template <class Source>
std::span<const unsigned char> read_zip_entry(Source& source, const ZipEntry& entry,
                                              std::vector<unsigned char>& inflated,
                                              std::vector<unsigned char>& scratch) {
  const std::string where = source.name() + " entry '" + entry.name + "'";
  FASTDEC_REQUIRE(
      entry.local_offset <= source.size() && source.size() - entry.local_offset >= zip_local_size,
      where, ": its local header lies outside the archive.");
  const auto local = source.read(entry.local_offset, zip_local_size, scratch);
  FASTDEC_REQUIRE(read_le(local.data(), 4) == zip_local_signature, where,
                  ": no local header at offset ", entry.local_offset, ".");
  const std::uint64_t data_offset = entry.local_offset + zip_local_size +
                                    read_le(local.data() + 26, 2) + read_le(local.data() + 28, 2);
  FASTDEC_REQUIRE(
      data_offset <= source.size() && entry.compressed_size <= source.size() - data_offset, where,
      ": its ", entry.compressed_size, " bytes at offset ", data_offset,
      " run past the end of the archive (", source.size(), " bytes).");
  FASTDEC_REQUIRE(entry.size <= std::numeric_limits<std::size_t>::max(), where, " is too large.");
  std::span<const unsigned char> bytes =
      source.read(data_offset, static_cast<std::size_t>(entry.compressed_size), scratch);
  if (entry.method != 0) {
    inflated.resize(static_cast<std::size_t>(entry.size));
    inflate(bytes, inflated, where);
    bytes = inflated;
  }
  const std::uint32_t crc = crc32(bytes);
  FASTDEC_REQUIRE(crc == entry.crc, where, " fails its CRC-32 check (", crc, " computed, ",
                  entry.crc, " recorded): the file is corrupt.");
  return bytes;
}

// Writes a zip archive of stored entries: what np.savez writes, below the
// 4 GiB that would need ZIP64 records.
class ZipWriter {
 public:
  ZipWriter(std::ostream& out, std::string_view destination)
      : out_(out), destination_(destination) {}

  void add(std::string_view name, std::string_view bytes) {
    FASTDEC_REQUIRE(name.size() <= 0xFFFF, "cannot write the zip entry '", name,
                    "': its name is too long.");
    const std::uint32_t crc =
        crc32({reinterpret_cast<const unsigned char*>(bytes.data()), bytes.size()});
    const std::uint64_t offset = written_;
    check_fits(offset + zip_local_size + name.size() + bytes.size());
    std::string header;
    append_header(header, zip_local_signature, name, crc, bytes.size(), 0);
    write(header);
    write(bytes);
    append_header(central_, zip_central_signature, name, crc, bytes.size(), offset);
    ++entries_;
  }

  // Writes the central directory and the end record.
  void finish() {
    check_fits(written_ + central_.size());
    FASTDEC_REQUIRE(entries_ < 0xFFFF, "cannot write ", destination_, ": ", entries_,
                    " entries need ZIP64 records, which this writer does not write.");
    std::string end;
    append_le(end, zip_end_signature, 4);
    append_le(end, 0, 4);  // this disk, the directory's disk
    append_le(end, entries_, 2);
    append_le(end, entries_, 2);
    append_le(end, central_.size(), 4);
    append_le(end, written_, 4);
    append_le(end, 0, 2);  // comment length
    const std::string central = std::move(central_);
    write(central);
    write(end);
  }

 private:
  void check_fits(std::uint64_t bytes) const {
    FASTDEC_REQUIRE(bytes < 0xFFFFFFFF, "cannot write ", destination_,
                    ": archives of 4 GiB or more need ZIP64 records, which this writer does not "
                    "write.");
  }

  // A local (offset unused) or central directory header followed by the name.
  static void append_header(std::string& out, std::uint32_t signature, std::string_view name,
                            std::uint32_t crc, std::uint64_t size, std::uint64_t offset) {
    const bool central = signature == zip_central_signature;
    append_le(out, signature, 4);
    if (central) append_le(out, 20, 2);  // made by: version 2.0
    append_le(out, 20, 2);               // needed to extract: version 2.0
    append_le(out, 0, 2);                // flags
    append_le(out, 0, 2);                // stored
    append_le(out, 0, 2);                // time
    append_le(out, 0x21, 2);             // date: 1980-01-01
    append_le(out, crc, 4);
    append_le(out, size, 4);
    append_le(out, size, 4);
    append_le(out, name.size(), 2);
    append_le(out, 0, 2);  // extra length
    if (central) {
      append_le(out, 0, 2);  // comment length
      append_le(out, 0, 2);  // disk
      append_le(out, 0, 2);  // internal attributes
      append_le(out, 0, 4);  // external attributes
      append_le(out, offset, 4);
    }
    out.append(name);
  }

  void write(std::string_view bytes) {
    out_.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    FASTDEC_REQUIRE(out_.good(), "could not write to ", destination_, ".");
    written_ += bytes.size();
  }

  std::ostream& out_;
  std::string destination_;
  std::string central_;
  std::uint64_t written_ = 0, entries_ = 0;
};

}  // namespace fastdec::detail
