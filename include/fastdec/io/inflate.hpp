// fastdec/io/inflate.hpp (internal): CRC-32 and a DEFLATE (RFC 1951)
// decoder, enough to read the zip archives numpy writes (np.savez stores its
// entries, np.savez_compressed deflates them), with no zlib dependency.
//
// inflate() writes exactly the number of bytes the archive declares: a stream
// that would write more, ends early, refers back before its first byte or uses
// an unassigned or over-subscribed Huffman code is a fastdec::error naming
// `what`. It never reads outside its input nor writes outside its output.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>
#include <string_view>

#include "fastdec/core/error.hpp"

namespace fastdec::detail {

// CRC-32 as zip uses it (reflected polynomial 0xEDB88320, inverted in and out).
// Continue a running checksum by passing the previous result as `crc`.
//
// Slicing-by-16 (Kounavis & Berry 2008's slicing-by-8, twice as wide):
// sixteen independent table lookups per 16 bytes instead of a chain of one
// per byte; the same checksum, 10x faster. Every byte of a model is
// checked: on the bundled 17.8 MB model 4 ms, where the byte loop took 41
// ms, a tenth of the whole load.
inline std::uint32_t crc32(std::span<const unsigned char> bytes, std::uint32_t crc = 0) noexcept {
  constexpr std::size_t slice = 16;
  // table[0] is the classic byte table; table[k][b] is table[0][b] advanced
  // by k more zero bytes, so byte j of a slice looks up table[slice - 1 - j].
  static constexpr std::array<std::array<std::uint32_t, 256>, slice> table = [] {
    std::array<std::array<std::uint32_t, 256>, slice> t{};
    for (std::uint32_t n = 0; n < 256; ++n) {
      std::uint32_t c = n;
      for (int bit = 0; bit < 8; ++bit) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
      t[0][n] = c;
    }
    for (std::size_t k = 1; k < slice; ++k)
      for (std::size_t n = 0; n < 256; ++n) t[k][n] = (t[k - 1][n] >> 8) ^ t[0][t[k - 1][n] & 0xFF];
    return t;
  }();
  crc = ~crc;
  const unsigned char* p = bytes.data();
  std::size_t n = bytes.size();
  for (; n >= slice; n -= slice, p += slice) {
    std::uint32_t next = 0;
    for (std::size_t j = 0; j < 4; ++j)  // the running checksum folds into the first 4 bytes
      next ^= table[slice - 1 - j][(crc >> (8 * j) ^ p[j]) & 0xFF];
    for (std::size_t j = 4; j < slice; ++j) next ^= table[slice - 1 - j][p[j]];
    crc = next;
  }
  for (; n > 0; --n, ++p) crc = table[0][(crc ^ *p) & 0xFF] ^ (crc >> 8);
  return ~crc;
}

// Reads a deflate stream least significant bit first, as RFC 1951 packs it.
class InflateBits {
 public:
  InflateBits(std::span<const unsigned char> in, std::string_view what) : in_(in), what_(what) {}

  // The next `n` (<= 32) bits without consuming them; missing bits read as 0
  // (consume() then reports the stream as truncated).
  std::uint32_t peek(unsigned n) {
    refill();
    return static_cast<std::uint32_t>(buffer_ & ((std::uint64_t{1} << n) - 1));
  }

  void consume(unsigned n) {
    FASTDEC_REQUIRE(n <= count_, what_, ": the deflate stream ends in the middle of a block.");
    buffer_ >>= n;
    count_ -= n;
  }

  std::uint32_t bits(unsigned n) {
    const std::uint32_t value = peek(n);
    consume(n);
    return value;
  }

  // Drops the bits up to the next byte boundary and hands back the whole bytes
  // still buffered, so a stored block is copied straight from the input.
  void align_to_byte() {
    consume(count_ % 8);
    position_ -= count_ / 8;
    buffer_ = 0;
    count_ = 0;
  }

  // `n` whole bytes after align_to_byte().
  std::span<const unsigned char> bytes(std::size_t n) {
    FASTDEC_REQUIRE(n <= in_.size() - position_, what_, ": a stored deflate block of ", n,
                    " bytes runs past the end of the entry (", in_.size() - position_, " left).");
    const auto out = in_.subspan(position_, n);
    position_ += n;
    return out;
  }

  std::string_view what() const noexcept { return what_; }

 private:
  void refill() {
    while (count_ <= 56 && position_ < in_.size()) {
      buffer_ |= std::uint64_t{in_[position_++]} << count_;
      count_ += 8;
    }
  }

  std::span<const unsigned char> in_;
  std::string_view what_;
  std::size_t position_ = 0;
  std::uint64_t buffer_ = 0;
  unsigned count_ = 0;
};

// A canonical Huffman code (RFC 1951 section 3.2.2): a table for codes up to
// fast_bits long, a bit-by-bit walk of the code lengths for longer ones.
class InflateCode {
 public:
  static constexpr unsigned max_bits = 15;
  static constexpr unsigned fast_bits = 10;
  static constexpr std::size_t max_symbols = 288;

  // Code lengths per symbol (0: unused). Over-subscribed lengths are an error;
  // incomplete codes are accepted and an unassigned code fails when read.
  void build(std::span<const std::uint8_t> lengths, std::string_view what) {
    count_.fill(0);
    for (const std::uint8_t length : lengths) ++count_[length];
    count_[0] = 0;
    int left = 1;
    for (unsigned length = 1; length <= max_bits; ++length) {
      left = 2 * left - count_[length];
      FASTDEC_REQUIRE(left >= 0, what,
                      ": a Huffman code of the deflate stream is over-subscribed.");
    }
    std::array<std::uint16_t, max_bits + 2> offset{};
    for (unsigned length = 1; length <= max_bits; ++length)
      offset[length + 1] = static_cast<std::uint16_t>(offset[length] + count_[length]);
    for (std::size_t symbol = 0; symbol < lengths.size(); ++symbol)
      if (lengths[symbol] != 0)
        symbol_[offset[lengths[symbol]]++] = static_cast<std::uint16_t>(symbol);

    // Codes of each length count up from the first (section 3.2.2); the stream
    // sends them most significant bit first, so the table index is reversed.
    fast_.fill(0);
    std::uint32_t code = 0;
    std::size_t index = 0;
    for (unsigned length = 1; length <= max_bits; ++length) {
      for (unsigned i = 0; i < count_[length]; ++i, ++code, ++index) {
        if (length > fast_bits) continue;
        const std::uint32_t reversed = reverse(code, length);
        for (std::uint32_t fill = reversed; fill < fast_.size(); fill += 1u << length)
          fast_[fill] = static_cast<std::uint16_t>(symbol_[index] << 4 | length);
      }
      code <<= 1;
    }
  }

  std::uint16_t decode(InflateBits& in) const {
    const std::uint32_t window = in.peek(max_bits);
    if (const std::uint16_t entry = fast_[window & (fast_.size() - 1)]; entry != 0) {
      in.consume(entry & 15u);
      return static_cast<std::uint16_t>(entry >> 4);
    }
    // First code of each length minus the codes before it: the canonical walk.
    std::uint32_t code = 0, first = 0, index = 0;
    for (unsigned length = 1; length <= max_bits; ++length) {
      code |= (window >> (length - 1)) & 1u;
      if (code - first < count_[length]) {
        in.consume(length);
        return symbol_[index + code - first];
      }
      index += count_[length];
      first = (first + count_[length]) << 1;
      code <<= 1;
    }
    detail::fail(in.what(),
                 ": the deflate stream uses a Huffman code that its block did not assign.");
  }

 private:
  static std::uint32_t reverse(std::uint32_t code, unsigned length) noexcept {
    std::uint32_t out = 0;
    for (unsigned i = 0; i < length; ++i, code >>= 1) out = out << 1 | (code & 1u);
    return out;
  }

  std::array<std::uint16_t, max_bits + 1> count_{};
  std::array<std::uint16_t, max_symbols> symbol_{};
  std::array<std::uint16_t, std::size_t{1} << fast_bits>
      fast_{};  // symbol << 4 | length; 0: slow path
};

// Decompresses the raw deflate stream `in` into `out`, which it must fill
// exactly. `what` names the data in errors ("'model.npz' entry 'w.npy'").
inline void inflate(std::span<const unsigned char> in, std::span<unsigned char> out,
                    std::string_view what) {
  static constexpr std::uint16_t length_base[29] = {3,  4,  5,  6,   7,   8,   9,   10,  11, 13,
                                                    15, 17, 19, 23,  27,  31,  35,  43,  51, 59,
                                                    67, 83, 99, 115, 131, 163, 195, 227, 258};
  static constexpr std::uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                                    2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
  static constexpr std::uint16_t distance_base[30] = {
      1,   2,   3,   4,   5,   7,    9,    13,   17,   25,   33,   49,   65,    97,    129,
      193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
  static constexpr std::uint8_t distance_extra[30] = {0, 0, 0,  0,  1,  1,  2,  2,  3,  3,
                                                      4, 4, 5,  5,  6,  6,  7,  7,  8,  8,
                                                      9, 9, 10, 10, 11, 11, 12, 12, 13, 13};
  static constexpr std::uint8_t length_code_order[19] = {16, 17, 18, 0, 8,  7, 9,  6, 10, 5,
                                                         11, 4,  12, 3, 13, 2, 14, 1, 15};

  InflateBits bits(in, what);
  InflateCode literals, distances, lengths_code;
  std::size_t written = 0;
  const auto overflow = [&](std::size_t n) {
    FASTDEC_REQUIRE(n <= out.size() - written, what, ": the deflate stream holds more than the ",
                    out.size(), " bytes its archive declares.");
  };

  bool last = false;
  while (!last) {
    last = bits.bits(1) != 0;
    const std::uint32_t type = bits.bits(2);
    if (type == 0) {  // stored
      bits.align_to_byte();
      const std::uint32_t length = bits.bits(16), complement = bits.bits(16);
      FASTDEC_REQUIRE(length == (~complement & 0xFFFFu), what,
                      ": a stored deflate block's length and its complement disagree.");
      bits.align_to_byte();
      const auto block = bits.bytes(length);
      overflow(block.size());
      if (!block.empty()) std::memcpy(out.data() + written, block.data(), block.size());
      written += block.size();
      continue;
    }
    FASTDEC_REQUIRE(type != 3, what, ": the deflate stream has a block of the reserved type 3.");
    std::array<std::uint8_t, 286 + 30> code_lengths{};
    unsigned literal_count = 288, distance_count = 30;
    if (type == 1) {  // fixed codes, section 3.2.6
      std::array<std::uint8_t, 288> fixed{};
      for (unsigned s = 0; s < 288; ++s) fixed[s] = s < 144 ? 8 : s < 256 ? 9 : s < 280 ? 7 : 8;
      literals.build(fixed, what);
      std::array<std::uint8_t, 30> fixed_distances;
      fixed_distances.fill(5);
      distances.build(fixed_distances, what);
    } else {  // dynamic codes, section 3.2.7
      literal_count = bits.bits(5) + 257;
      distance_count = bits.bits(5) + 1;
      const unsigned length_codes = bits.bits(4) + 4;
      FASTDEC_REQUIRE(literal_count <= 286 && distance_count <= 30, what,
                      ": a dynamic deflate block declares ", literal_count, " literal/length and ",
                      distance_count, " distance codes (at most 286 and 30).");
      std::array<std::uint8_t, 19> length_lengths{};
      for (unsigned i = 0; i < length_codes; ++i)
        length_lengths[length_code_order[i]] = static_cast<std::uint8_t>(bits.bits(3));
      lengths_code.build(length_lengths, what);
      const unsigned total = literal_count + distance_count;
      for (unsigned i = 0; i < total;) {
        const std::uint16_t symbol = lengths_code.decode(bits);
        if (symbol < 16) {
          code_lengths[i++] = static_cast<std::uint8_t>(symbol);
          continue;
        }
        std::uint8_t value = 0;
        unsigned repeat = 0;
        if (symbol == 16) {
          FASTDEC_REQUIRE(i > 0, what, ": a deflate block repeats a code length before the first.");
          value = code_lengths[i - 1];
          repeat = 3 + bits.bits(2);
        } else if (symbol == 17) {
          repeat = 3 + bits.bits(3);
        } else {
          repeat = 11 + bits.bits(7);
        }
        FASTDEC_REQUIRE(repeat <= total - i, what, ": a deflate block's code lengths run past its ",
                        total, " codes.");
        for (unsigned r = 0; r < repeat; ++r) code_lengths[i++] = value;
      }
      FASTDEC_REQUIRE(code_lengths[256] != 0, what,
                      ": a dynamic deflate block has no end-of-block code.");
      literals.build(std::span(code_lengths).first(literal_count), what);
      distances.build(std::span(code_lengths).subspan(literal_count, distance_count), what);
    }

    for (;;) {
      const std::uint16_t symbol = literals.decode(bits);
      if (symbol < 256) {
        overflow(1);
        out[written++] = static_cast<unsigned char>(symbol);
        continue;
      }
      if (symbol == 256) break;
      FASTDEC_REQUIRE(symbol <= 285, what, ": the deflate stream uses the invalid length code ",
                      symbol, ".");
      const std::size_t length = length_base[symbol - 257] + bits.bits(length_extra[symbol - 257]);
      const std::uint16_t distance_code = distances.decode(bits);
      FASTDEC_REQUIRE(distance_code < 30, what,
                      ": the deflate stream uses the invalid distance code ", distance_code, ".");
      const std::size_t distance =
          distance_base[distance_code] + bits.bits(distance_extra[distance_code]);
      FASTDEC_REQUIRE(distance <= written, what, ": the deflate stream refers ", distance,
                      " bytes back after only ", written, " bytes.");
      overflow(length);
      // Byte by byte: a match may overlap the bytes it is writing.
      for (std::size_t i = 0; i < length; ++i, ++written) out[written] = out[written - distance];
    }
  }
  FASTDEC_REQUIRE(written == out.size(), what, ": the deflate stream holds ", written,
                  " bytes but its archive declares ", out.size(), ".");
}

}  // namespace fastdec::detail
