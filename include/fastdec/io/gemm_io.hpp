// fastdec/io/gemm_io.hpp: saving and loading prepared GEMM weights, so a
// model is quantized and laid out once and then loads without redoing it.
//
//   fastdec::save_prepared(stream_or_path, Int16Gemm::prepare(w));
//   auto b = fastdec::load_prepared<fastdec::Int16Gemm>(stream_or_path);
//
// File format: the fastdec container (io/binary_format.hpp: magic
// "fdgemm\0\0", version 3, payload size, checksum over everything; see
// docs/file-formats.md) around this payload, little-endian:
//   u32      backend: 1 = Int16Gemm, 2 = PackedFp32Gemm, 3 = Int8Gemm
//   u32, u32 layout: panel columns, k group (must match the backend's layout)
//   char[16] the instruction-set level that prepared it, by name
//            (arch/levels.inc; "avx2", zero-padded), informational: every
//            level reads the same layout. Version 2 stored a u32 here, the
//            level's number in the list of that time (0 scalar, 1 sse2,
//            2 avx2, 3 avx512bw, 4 avx512vnni, 5 neon, 6 neon_dotprod);
//            those files still load.
//   u64, u64 N, K
//   Int16Gemm:      i32 range Q, f32 column_unscale[padded N], i16 panels[...]
//   PackedFp32Gemm: f32 panels[...]
//   Int8Gemm:       f32 activation_max (0: per row), f32 column_unscale[padded N],
//                   i8 panels[...] (the column offsets are computed again on load)
// Loading checks every header field, the sizes N and K imply (overflow
// checked) against the payload before allocating, the checksum, and then
// every value (a quantized weight outside +-Q, non-zero padding or a
// non-finite value is an error), so a corrupt file is a fastdec::error,
// never wrong results, an overflow or a huge allocation. Version-1 files are
// rejected by version: prepare and save them again. A name no level of this
// build has is an error (a newer fastdec wrote the file).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <istream>
#include <iterator>
#include <optional>
#include <ostream>
#include <string>
#include <type_traits>
#include <utility>

#include "fastdec/arch/isa.hpp"
#include "fastdec/core/aligned_buffer.hpp"
#include "fastdec/core/checked_size.hpp"
#include "fastdec/core/error.hpp"
#include "fastdec/gemm/int16_gemm.hpp"
#include "fastdec/gemm/int8_gemm.hpp"
#include "fastdec/gemm/packed_fp32_gemm.hpp"
#include "fastdec/io/binary_format.hpp"

namespace fastdec {

namespace detail {

inline constexpr FileKind gemm_file{
    {'f', 'd', 'g', 'e', 'm', 'm', '\0', '\0'}, 3, "prepared-GEMM file", 2};
inline constexpr std::size_t gemm_level_name_bytes = 16;
inline constexpr std::size_t gemm_fields_bytes =
    3 * sizeof(std::uint32_t) + gemm_level_name_bytes + 2 * sizeof(std::uint64_t);

// Every level's name fits the field with at least one zero after it.
static_assert([] {
  for (Isa isa : all_isas)
    if (isa_name(isa).size() >= gemm_level_name_bytes) return false;
  return true;
}());

// Version 2's level numbers, frozen: the list's order may change, files do not.
inline constexpr Isa gemm_v2_levels[] = {Isa::scalar,      Isa::sse2,       Isa::avx2,
                                         Isa::avx512bw,    Isa::avx512vnni, Isa::neon,
                                         Isa::neon_dotprod};

template <class G>
constexpr std::uint32_t gemm_backend_id() {
  if constexpr (std::is_same_v<G, Int16Gemm>)
    return 1;
  else if constexpr (std::is_same_v<G, PackedFp32Gemm>)
    return 2;
  else
    return 3;
}

template <class G>
void write_gemm_fields(BinaryWriter& out, const typename G::Prepared& b) {
  out.write(gemm_backend_id<G>());
  out.write(G::layout.panel_columns);
  out.write(G::layout.k_group);
  std::array<char, gemm_level_name_bytes> name{};
  const std::string_view level = isa_name(b.isa());
  std::copy(level.begin(), level.end(), name.begin());  // fits: static_assert above
  out.write_array(name.data(), name.size());
  out.write(static_cast<std::uint64_t>(b.rows()));
  out.write(static_cast<std::uint64_t>(b.cols()));
}

struct GemmHeader {
  Isa isa;
  std::size_t n, k;
};

template <class G>
GemmHeader read_gemm_fields(BinaryReader& in) {
  const auto backend = in.read<std::uint32_t>("backend id");
  in.require(backend == gemm_backend_id<G>(), "holds weights for backend ", backend, " but ",
             G::name, " (id ", gemm_backend_id<G>(), ") was asked for.");
  const PanelLayout layout{in.read<std::uint32_t>("layout"), in.read<std::uint32_t>("layout")};
  in.require(layout == G::layout, "has panels of ", layout.panel_columns, " columns x ",
             layout.k_group, " inputs but ", G::name, " reads ", G::layout.panel_columns, " x ",
             G::layout.k_group, ".");
  Isa isa = Isa::scalar;
  if (in.version() == 2) {
    const auto number = in.read<std::uint32_t>("instruction set");
    in.require(number < std::size(gemm_v2_levels), "names instruction set ", number,
               ", which does not exist.");
    isa = gemm_v2_levels[number];
  } else {
    std::array<char, gemm_level_name_bytes> name{};
    in.read_array(name.data(), name.size(), "instruction set");
    const std::string_view text(name.data(),
                                std::find(name.begin(), name.end(), '\0') - name.begin());
    const bool padded = std::all_of(name.begin() + static_cast<std::ptrdiff_t>(text.size()),
                                    name.end(), [](char c) { return c == '\0'; });
    const std::optional<Isa> parsed = padded ? parse_isa(text) : std::nullopt;
    in.require(parsed.has_value(), "names instruction set '", text,
               "', which this build does not have (a newer fastdec wrote it?).");
    isa = *parsed;
  }
  const auto n = in.read<std::uint64_t>("shape");
  const auto k = in.read<std::uint64_t>("shape");
  in.require(n >= 1 && k >= 1 && n < (std::uint64_t{1} << 32) && k < (std::uint64_t{1} << 32),
             "has shape ", n, " x ", k, "; both must be in 1 .. 2^32 - 1.");
  return {isa, static_cast<std::size_t>(n), static_cast<std::size_t>(k)};
}

// The rest of the payload must be `prefix` bytes and `values` weights.
inline void require_gemm_payload(const BinaryReader& in, std::uint64_t prefix, std::uint64_t values,
                                 std::size_t value_bytes, const GemmHeader& h) {
  std::uint64_t bytes = 0;
  const bool fits =
      checked_mul(values, std::uint64_t{value_bytes}, bytes) && checked_add(bytes, prefix, bytes);
  in.require(fits, "has shape ", h.n, " x ", h.k, ", whose weights need more than 2^64 bytes.");
  in.require(bytes == in.payload_left(), "has shape ", h.n, " x ", h.k, ", which needs ", bytes,
             " bytes after the shape, but its payload holds ", in.payload_left(), ".");
}

}  // namespace detail

inline void save_prepared(std::ostream& stream, const Int16Gemm::Prepared& b) {
  const std::uint64_t payload = detail::gemm_fields_bytes + sizeof(std::int32_t) +
                                b.column_unscale().size_bytes() + b.panels().size_bytes();
  detail::BinaryWriter out(stream, "the output stream", detail::gemm_file, payload);
  detail::write_gemm_fields<Int16Gemm>(out, b);
  out.write(static_cast<std::int32_t>(b.range()));
  out.write_array(b.column_unscale().data(), b.column_unscale().size());
  out.write_array(b.panels().data(), b.panels().size());
  out.finish();
}

inline void save_prepared(std::ostream& stream, const PackedFp32Gemm::Prepared& b) {
  const std::uint64_t payload = detail::gemm_fields_bytes + b.panels().size_bytes();
  detail::BinaryWriter out(stream, "the output stream", detail::gemm_file, payload);
  detail::write_gemm_fields<PackedFp32Gemm>(out, b);
  out.write_array(b.panels().data(), b.panels().size());
  out.finish();
}

inline void save_prepared(std::ostream& stream, const Int8Gemm::Prepared& b) {
  const std::uint64_t payload = detail::gemm_fields_bytes + sizeof(float) +
                                b.column_unscale().size_bytes() + b.panels().size_bytes();
  detail::BinaryWriter out(stream, "the output stream", detail::gemm_file, payload);
  detail::write_gemm_fields<Int8Gemm>(out, b);
  out.write(b.options().activation_max);
  out.write_array(b.column_unscale().data(), b.column_unscale().size());
  out.write_array(b.panels().data(), b.panels().size());
  out.finish();
}

template <class Prepared>
void save_prepared(const std::string& path, const Prepared& b) {
  std::ofstream file(path, std::ios::binary);
  FASTDEC_REQUIRE(file.is_open(), "save_prepared: cannot open '", path, "' for writing.");
  save_prepared(static_cast<std::ostream&>(file), b);
  file.close();
  FASTDEC_REQUIRE(!file.fail(), "save_prepared: writing '", path, "' failed.");
}

// G is Int16Gemm, Int8Gemm or PackedFp32Gemm (or a variant below). `source`
// names the stream in errors.
template <class G>
typename G::Prepared load_prepared(std::istream& stream, const std::string& source = "the stream") {
  static_assert(std::is_same_v<G, Int16Gemm> || std::is_same_v<G, Int8Gemm> ||
                    std::is_same_v<G, PackedFp32Gemm>,
                "load_prepared reads Int16Gemm, Int8Gemm and PackedFp32Gemm weights");
  detail::BinaryReader in(stream, source, detail::gemm_file);
  const detail::GemmHeader header = detail::read_gemm_fields<G>(in);
  const std::uint64_t panel_count = (header.n + arch::panel_columns - 1) / arch::panel_columns;
  const std::uint64_t padded_rows = panel_count * arch::panel_columns;  // N < 2^32: no overflow
  if constexpr (std::is_same_v<G, Int16Gemm>) {
    in.require(header.k <= Int16Gemm::max_inputs, "has K = ", header.k,
               " but Int16Gemm takes at most ", Int16Gemm::max_inputs, " inputs.");
    const auto range = in.read<std::int32_t>("quantization range");
    in.require(range == Int16Gemm::quantization_range(header.k), "has range ", range,
               " but K = ", header.k, " needs ", Int16Gemm::quantization_range(header.k), ".");
    const std::uint64_t values = padded_rows * ((header.k + 1) / 2 * 2);  // < 2^46
    detail::require_gemm_payload(in, padded_rows * sizeof(float), values, sizeof(std::int16_t),
                                 header);
    AlignedBuffer<float> unscale = in.read_aligned<float>(padded_rows, "column scales");
    AlignedBuffer<std::int16_t> panels = in.read_aligned<std::int16_t>(values, "quantized weights");
    in.finish();
    return Int16Gemm::Prepared(header.n, header.k, header.isa, std::move(panels),
                               std::move(unscale));
  } else if constexpr (std::is_same_v<G, Int8Gemm>) {
    in.require(header.k <= Int8Gemm::max_inputs, "has K = ", header.k,
               " but Int8Gemm takes at most ", Int8Gemm::max_inputs, " inputs.");
    const auto activation_max = in.read<float>("activation scale");
    const std::uint64_t values = padded_rows * ((header.k + 3) / 4 * 4);  // < 2^49
    detail::require_gemm_payload(in, padded_rows * sizeof(float), values, sizeof(std::int8_t),
                                 header);
    AlignedBuffer<float> unscale = in.read_aligned<float>(padded_rows, "column scales");
    AlignedBuffer<std::int8_t> panels = in.read_aligned<std::int8_t>(values, "quantized weights");
    in.finish();
    try {
      return Int8Gemm::Prepared(header.n, header.k, header.isa, std::move(panels),
                                std::move(unscale), {.activation_max = activation_max});
    } catch (const error& e) {
      in.require(false, "is not valid: ", e.what());
      throw;
    }
  } else {
    const std::uint64_t values = padded_rows * header.k;  // both < 2^32: no overflow
    detail::require_gemm_payload(in, 0, values, sizeof(float), header);
    AlignedBuffer<float> panels = in.read_aligned<float>(values, "weights");
    in.finish();
    return PackedFp32Gemm::Prepared(header.n, header.k, header.isa, std::move(panels));
  }
}

// The variants that share another backend's prepared weights read its files:
// Int8Gemm7Bit Int8Gemm's, PackedFp32FmaGemm PackedFp32Gemm's.
template <class G>
requires std::is_same_v<G, Int8Gemm7Bit> || std::is_same_v<G, PackedFp32FmaGemm>
typename G::Prepared load_prepared(std::istream& stream, const std::string& source = "the stream") {
  using Owner = std::conditional_t<std::is_same_v<G, Int8Gemm7Bit>, Int8Gemm, PackedFp32Gemm>;
  return load_prepared<Owner>(stream, source);
}

template <class G>
typename G::Prepared load_prepared(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  FASTDEC_REQUIRE(file.is_open(), "load_prepared: cannot open '", path, "' for reading.");
  auto prepared = load_prepared<G>(file, "'" + path + "'");
  FASTDEC_REQUIRE(file.peek() == std::ifstream::traits_type::eof(), "'", path,
                  "' has bytes after its checksum.");
  return prepared;
}

}  // namespace fastdec
