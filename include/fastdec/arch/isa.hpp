// fastdec/arch/isa.hpp: which instruction set the kernels run with.
//
// Every kernel family in fastdec has a scalar reference and one
// implementation per instruction set it supports; a call picks one once (per
// multiply, per batch of rows), never per row. The choice is the best the CPU
// and OS support, unless forced, in this order of precedence:
//   1. force_isa(...) from code (tests, benchmarks, a CLI flag);
//   2. the FASTDEC_FORCE_ISA environment variable, read once (a level's
//      name: scalar, sse2, avx2, avx2vnni, avx512bw, avx512vnni, neon,
//      neon_dotprod);
//   3. detection: the best level of this build whose features the CPU has,
//      and its parent's (the compiler's CPU-feature builtins and cpuid on
//      x86, getauxval(AT_HWCAP) on Linux aarch64, sysctl on macOS).
// The levels, their parents and features are one list, arch/levels.inc.
// Forcing an instruction set the machine lacks is a fastdec::error, never a
// crash. A kernel family that the active level does not improve runs at the
// nearest ancestor that does (family_level).
//
// Thread safety: the forced level is an atomic; forcing while other threads
// decode changes which kernel their next call picks, which is safe but makes
// timing comparisons meaningless.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <string_view>

#include "fastdec/arch/target.hpp"
#include "fastdec/core/error.hpp"

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#endif
#if defined(__aarch64__) && defined(__linux__)
#include <sys/auxv.h>
#endif
#if defined(__aarch64__) && defined(__APPLE__)
#include <sys/sysctl.h>
#endif

namespace fastdec {

// The levels, in the order of arch/levels.inc (the one list): scalar, x86's
// sse2 .. avx512vnni, aarch64's neon, neon_dotprod. The numbers are not
// stable (saved files store names); the order only breaks detection's ties.
#define FASTDEC_LEVEL_CODE(built_on, name) 0
#define FASTDEC_LEVEL(name, parent, built_on, improves, feature_test) name,
enum class Isa : std::uint8_t {
#include "fastdec/arch/levels.inc"
};
#undef FASTDEC_LEVEL

#define FASTDEC_LEVEL(name, parent, built_on, improves, feature_test) Isa::name,
inline constexpr Isa all_isas[] = {
#include "fastdec/arch/levels.inc"
};
#undef FASTDEC_LEVEL

constexpr std::string_view isa_name(Isa isa) noexcept {
#define FASTDEC_LEVEL(name, parent, built_on, improves, feature_test) \
  case Isa::name:                                                     \
    return #name;
  switch (isa) {
#include "fastdec/arch/levels.inc"
  }
#undef FASTDEC_LEVEL
  return "unknown";
}

constexpr std::optional<Isa> parse_isa(std::string_view name) noexcept {
  for (Isa isa : all_isas)
    if (isa_name(isa) == name) return isa;
  return std::nullopt;
}

// The level `isa` extends (scalar's parent is scalar).
constexpr Isa parent_of(Isa isa) noexcept {
#define FASTDEC_LEVEL(name, parent, built_on, improves, feature_test) \
  case Isa::name:                                                     \
    return Isa::parent;
  switch (isa) {
#include "fastdec/arch/levels.inc"
  }
#undef FASTDEC_LEVEL
  return Isa::scalar;
}

// Whether this build compiles the level's code (its architecture, and
// FASTDEC_NO_AVX512 for the AVX-512 levels).
constexpr bool level_built(Isa isa) noexcept {
#define FASTDEC_LEVEL(name, parent, built_on, improves, feature_test) \
  case Isa::name:                                                     \
    return FASTDEC_BUILDS_##built_on != 0;
  switch (isa) {
#include "fastdec/arch/levels.inc"
  }
#undef FASTDEC_LEVEL
  return false;
}

// The kernel families, each dispatched on its own (arch/kernels.hpp,
// with_kernels): a level improves some of them (levels.inc); the others run
// at the nearest ancestor that improves them.
enum class KernelFamily : std::uint8_t {
  int16_gemm,
  int8_gemm,
  fp32_gemm,
  softmax,
  distance,
  activation,
  attention,
  normalization
};

namespace family_bits {  // the names levels.inc's `improves` column uses
inline constexpr std::uint32_t int16_gemm = 1u << static_cast<int>(KernelFamily::int16_gemm);
inline constexpr std::uint32_t int8_gemm = 1u << static_cast<int>(KernelFamily::int8_gemm);
inline constexpr std::uint32_t fp32_gemm = 1u << static_cast<int>(KernelFamily::fp32_gemm);
inline constexpr std::uint32_t softmax = 1u << static_cast<int>(KernelFamily::softmax);
inline constexpr std::uint32_t distance = 1u << static_cast<int>(KernelFamily::distance);
inline constexpr std::uint32_t activation = 1u << static_cast<int>(KernelFamily::activation);
inline constexpr std::uint32_t attention = 1u << static_cast<int>(KernelFamily::attention);
inline constexpr std::uint32_t normalization = 1u << static_cast<int>(KernelFamily::normalization);
inline constexpr std::uint32_t all = ~0u;
}  // namespace family_bits

constexpr bool level_improves(Isa isa, KernelFamily family) noexcept {
  using namespace family_bits;
  std::uint32_t improved = 0;
#define FASTDEC_LEVEL(name, parent, built_on, improves, feature_test) \
  case Isa::name:                                                     \
    improved = (improves);                                            \
    break;
  switch (isa) {
#include "fastdec/arch/levels.inc"
  }
#undef FASTDEC_LEVEL
  return (improved >> static_cast<int>(family) & 1u) != 0;
}

// The level a family runs at when `isa` is active: `isa`, or its nearest
// ancestor that this build compiles and that improves the family.
constexpr Isa family_level(KernelFamily family, Isa isa) noexcept {
  while (!(level_built(isa) && level_improves(isa, family))) isa = parent_of(isa);
  return isa;
}

namespace detail {

#if defined(__x86_64__) || defined(__i386__)
inline bool x86_cpuid_bit(unsigned leaf, unsigned subleaf, int reg, int bit) noexcept {
  unsigned registers[4] = {};  // eax, ebx, ecx, edx
  if (!__get_cpuid_count(leaf, subleaf, &registers[0], &registers[1], &registers[2], &registers[3]))
    return false;
  return ((registers[reg] >> bit) & 1u) != 0;
}
enum CpuidRegister { eax, ebx, ecx, edx };
#define FASTDEC_X86_HAS(feature) (__builtin_cpu_init(), __builtin_cpu_supports(feature))
#define FASTDEC_X86_CPUID(leaf, subleaf, reg, bit) \
  ::fastdec::detail::x86_cpuid_bit(leaf, subleaf, ::fastdec::detail::reg, bit)
#else
#define FASTDEC_X86_HAS(feature) false
#define FASTDEC_X86_CPUID(leaf, subleaf, reg, bit) false
#endif

#if defined(__aarch64__)
// Bit `hwcap_bit` of getauxval(AT_HWCAP) on Linux (asm/hwcap.h); the sysctl
// `apple_name` on macOS, written but untested (no macOS machine here).
inline bool arm_has(int hwcap_bit, const char* apple_name) noexcept {
#if defined(__linux__)
  (void)apple_name;
  return ((getauxval(AT_HWCAP) >> hwcap_bit) & 1ul) != 0;
#elif defined(__APPLE__)
  (void)hwcap_bit;
  int value = 0;
  std::size_t size = sizeof value;
  return sysctlbyname(apple_name, &value, &size, nullptr, 0) == 0 && value != 0;
#else
  (void)hwcap_bit;
  (void)apple_name;
  return false;
#endif
}
#define FASTDEC_ARM_HAS(hwcap_bit, apple_name) ::fastdec::detail::arm_has(hwcap_bit, apple_name)
#else
#define FASTDEC_ARM_HAS(hwcap_bit, apple_name) false
#endif

// The level's own feature test, without its parent's; false for a level of
// another architecture (whose test may be plain `true`, as neon's).
inline bool level_features_present(Isa isa) noexcept {
#define FASTDEC_LEVEL(name, parent, built_on, improves, feature_test) \
  case Isa::name:                                                     \
    return FASTDEC_ARCH_OF_##built_on != 0 && (feature_test);
  switch (isa) {
#include "fastdec/arch/levels.inc"
  }
#undef FASTDEC_LEVEL
  return false;
}
#undef FASTDEC_X86_HAS
#undef FASTDEC_X86_CPUID
#undef FASTDEC_ARM_HAS

}  // namespace detail
#undef FASTDEC_LEVEL_CODE

// True when this CPU and OS can run kernels built for `isa`: the level's
// features and, recursively, its parent's.
inline bool cpu_supports(Isa isa) noexcept {
  for (;;) {
    if (!detail::level_features_present(isa)) return false;
    if (isa == Isa::scalar) return true;
    isa = parent_of(isa);
  }
}

// The best level this build compiles and this machine runs: the last of the
// list (levels.inc) with both.
inline Isa detected_isa() noexcept {
  Isa best = Isa::scalar;
  for (Isa isa : all_isas)
    if (level_built(isa) && cpu_supports(isa)) best = isa;
  return best;
}

namespace detail {

inline constexpr int isa_not_forced = -1;
inline std::atomic<int> forced_isa{isa_not_forced};

inline void require_supported(Isa isa, std::string_view source) {
  FASTDEC_REQUIRE(cpu_supports(isa), source, " asks for instruction set '", isa_name(isa),
                  "', but this machine supports at most '", isa_name(detected_isa()), "'.");
}

// FASTDEC_FORCE_ISA, parsed and checked once per process.
inline std::optional<Isa> environment_isa() {
  static const std::optional<Isa> parsed = []() -> std::optional<Isa> {
    const char* value = std::getenv("FASTDEC_FORCE_ISA");
    if (value == nullptr || *value == '\0') return std::nullopt;
    const auto isa = parse_isa(value);
    FASTDEC_REQUIRE(isa.has_value(), "FASTDEC_FORCE_ISA='", value,
                    "' names no instruction set (arch/levels.inc lists them).");
    return isa;
  }();
  if (parsed) require_supported(*parsed, "FASTDEC_FORCE_ISA");
  return parsed;
}

}  // namespace detail

// Forces every kernel family to `isa` (or the best level below it that the
// family implements). Throws fastdec::error when the machine lacks `isa`.
inline void force_isa(Isa isa) {
  detail::require_supported(isa, "force_isa()");
  detail::forced_isa.store(static_cast<int>(isa), std::memory_order_relaxed);
}

// Back to FASTDEC_FORCE_ISA or detection.
inline void clear_forced_isa() noexcept {
  detail::forced_isa.store(detail::isa_not_forced, std::memory_order_relaxed);
}

// The instruction set kernels use now.
inline Isa active_isa() {
  const int forced = detail::forced_isa.load(std::memory_order_relaxed);
  if (forced != detail::isa_not_forced) return static_cast<Isa>(forced);
  if (const auto from_environment = detail::environment_isa()) return *from_environment;
  static const Isa detected = detected_isa();
  return detected;
}

// The level `family`'s kernels run at now (family_level of the active one).
inline Isa kernel_level(KernelFamily family) { return family_level(family, active_isa()); }

// Forces an instruction set for the lifetime of a scope (tests, benchmarks).
class ScopedIsa {
 public:
  explicit ScopedIsa(Isa isa) : previous_(detail::forced_isa.load()) { force_isa(isa); }
  ~ScopedIsa() { detail::forced_isa.store(previous_); }
  ScopedIsa(const ScopedIsa&) = delete;
  ScopedIsa& operator=(const ScopedIsa&) = delete;

 private:
  int previous_;
};

}  // namespace fastdec
