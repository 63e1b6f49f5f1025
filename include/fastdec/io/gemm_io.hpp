// fastdec/io/gemm_io.hpp: saving and loading prepared GEMM weights, so a
// model is quantized and laid out once and then loads without redoing it.
//
//   fastdec::save_prepared(stream_or_path, Int16Gemm::prepare(w));
//   auto b = fastdec::load_prepared<fastdec::Int16Gemm>(stream_or_path);
//
// File format (little-endian):
//   char[8]  "fdgemm\0\0"
//   u32      format version (1)
//   u32      backend: 1 = Int16Gemm, 2 = PackedFp32Gemm
//   u32, u32 layout: panel columns, k group (must match the backend's layout)
//   u32      instruction set that prepared it (informational: every level
//            reads the same layout)
//   u64, u64 N, K
//   Int16Gemm:      i32 range Q, f32 column_unscale[padded N], i16 panels[...]
//   PackedFp32Gemm: f32 panels[...]
// Loading checks every header field and then every value (a quantized weight
// outside +-Q, non-zero padding or a non-finite value is an error), so a
// corrupt file is a fastdec::error, never wrong results or an overflow.
#pragma once

#include <cstdint>
#include <cstring>
#include <fstream>
#include <istream>
#include <ostream>
#include <string>
#include <type_traits>
#include <utility>

#include "fastdec/arch/isa.hpp"
#include "fastdec/core/aligned_buffer.hpp"
#include "fastdec/core/error.hpp"
#include "fastdec/gemm/int16_gemm.hpp"
#include "fastdec/gemm/packed_fp32_gemm.hpp"
#include "fastdec/io/binary_stream.hpp"

namespace fastdec {

namespace detail {

inline constexpr char gemm_magic[8] = {'f', 'd', 'g', 'e', 'm', 'm', '\0', '\0'};
inline constexpr std::uint32_t gemm_format_version = 1;

template <class G>
constexpr std::uint32_t gemm_backend_id() {
  if constexpr (std::is_same_v<G, Int16Gemm>) return 1;
  else return 2;
}

template <class G>
void write_gemm_header(BinaryWriter& out, const typename G::Prepared& b) {
  out.write_array(reinterpret_cast<const unsigned char*>(gemm_magic), sizeof gemm_magic);
  out.write(gemm_format_version);
  out.write(gemm_backend_id<G>());
  out.write(G::layout.panel_columns);
  out.write(G::layout.k_group);
  out.write(static_cast<std::uint32_t>(b.isa()));
  out.write(static_cast<std::uint64_t>(b.rows()));
  out.write(static_cast<std::uint64_t>(b.cols()));
}

struct GemmHeader {
  Isa isa;
  std::size_t n, k;
};

template <class G>
GemmHeader read_gemm_header(BinaryReader& in) {
  unsigned char magic[sizeof gemm_magic];
  in.read_array(magic, sizeof magic, "magic number");
  FASTDEC_REQUIRE(std::memcmp(magic, gemm_magic, sizeof magic) == 0, in.source(),
                  " is not a fastdec prepared-GEMM file (wrong magic number).");
  const auto version = in.read<std::uint32_t>("format version");
  FASTDEC_REQUIRE(version == gemm_format_version, in.source(), " has format version ", version,
                  "; this build reads version ", gemm_format_version, ".");
  const auto backend = in.read<std::uint32_t>("backend id");
  FASTDEC_REQUIRE(backend == gemm_backend_id<G>(), in.source(), " holds weights for backend ",
                  backend, " but ", G::name, " (id ", gemm_backend_id<G>(), ") was asked for.");
  const PanelLayout layout{in.read<std::uint32_t>("layout"), in.read<std::uint32_t>("layout")};
  FASTDEC_REQUIRE(layout == G::layout, in.source(), " has panels of ", layout.panel_columns,
                  " columns x ", layout.k_group, " inputs but ", G::name, " reads ",
                  G::layout.panel_columns, " x ", G::layout.k_group, ".");
  const auto isa = in.read<std::uint32_t>("instruction set");
  FASTDEC_REQUIRE(isa <= static_cast<std::uint32_t>(Isa::avx512vnni), in.source(),
                  " names instruction set ", isa, ", which does not exist.");
  const auto n = in.read<std::uint64_t>("shape");
  const auto k = in.read<std::uint64_t>("shape");
  FASTDEC_REQUIRE(n >= 1 && k >= 1 && n < (std::uint64_t{1} << 32) && k < (std::uint64_t{1} << 32),
                  in.source(), " has shape ", n, " x ", k, "; both must be in 1 .. 2^32 - 1.");
  return {static_cast<Isa>(isa), static_cast<std::size_t>(n), static_cast<std::size_t>(k)};
}

}  // namespace detail

inline void save_prepared(std::ostream& stream, const Int16Gemm::Prepared& b) {
  detail::BinaryWriter out(stream, "the output stream");
  detail::write_gemm_header<Int16Gemm>(out, b);
  out.write(static_cast<std::int32_t>(b.range()));
  out.write_array(b.column_unscale().data(), b.column_unscale().size());
  out.write_array(b.panels().data(), b.panels().size());
}

inline void save_prepared(std::ostream& stream, const PackedFp32Gemm::Prepared& b) {
  detail::BinaryWriter out(stream, "the output stream");
  detail::write_gemm_header<PackedFp32Gemm>(out, b);
  out.write_array(b.panels().data(), b.panels().size());
}

template <class Prepared>
void save_prepared(const std::string& path, const Prepared& b) {
  std::ofstream file(path, std::ios::binary);
  FASTDEC_REQUIRE(file.is_open(), "save_prepared: cannot open '", path, "' for writing.");
  save_prepared(static_cast<std::ostream&>(file), b);
  file.close();
  FASTDEC_REQUIRE(!file.fail(), "save_prepared: writing '", path, "' failed.");
}

// G is Int16Gemm or PackedFp32Gemm. `source` names the stream in errors.
template <class G>
typename G::Prepared load_prepared(std::istream& stream, const std::string& source = "the stream") {
  static_assert(std::is_same_v<G, Int16Gemm> || std::is_same_v<G, PackedFp32Gemm>,
                "load_prepared reads Int16Gemm and PackedFp32Gemm weights");
  detail::BinaryReader in(stream, source);
  const detail::GemmHeader header = detail::read_gemm_header<G>(in);
  const std::size_t panel_count = (header.n + arch::panel_columns - 1) / arch::panel_columns;
  if constexpr (std::is_same_v<G, Int16Gemm>) {
    FASTDEC_REQUIRE(header.k <= Int16Gemm::max_inputs, source, " has K = ", header.k,
                    " but Int16Gemm takes at most ", Int16Gemm::max_inputs, " inputs.");
    const auto range = in.read<std::int32_t>("quantization range");
    FASTDEC_REQUIRE(range == Int16Gemm::quantization_range(header.k), source, " has range ", range,
                    " but K = ", header.k, " needs ", Int16Gemm::quantization_range(header.k), ".");
    const std::size_t padded_rows = panel_count * arch::panel_columns;
    const std::size_t values = panel_count * ((header.k + 1) / 2) * 2 * arch::panel_columns;
    in.require_remaining(padded_rows * sizeof(float) + values * sizeof(std::int16_t), "weights");
    AlignedBuffer<float> unscale(padded_rows);
    in.read_array(unscale.data(), padded_rows, "column scales");
    AlignedBuffer<std::int16_t> panels(values);
    in.read_array(panels.data(), values, "quantized weights");
    return Int16Gemm::Prepared(header.n, header.k, header.isa, std::move(panels), std::move(unscale));
  } else {
    const std::size_t values = panel_count * header.k * arch::panel_columns;
    in.require_remaining(values * sizeof(float), "weights");
    AlignedBuffer<float> panels(values);
    in.read_array(panels.data(), values, "weights");
    return PackedFp32Gemm::Prepared(header.n, header.k, header.isa, std::move(panels));
  }
}

template <class G>
typename G::Prepared load_prepared(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  FASTDEC_REQUIRE(file.is_open(), "load_prepared: cannot open '", path, "' for reading.");
  return load_prepared<G>(file, "'" + path + "'");
}

}  // namespace fastdec
