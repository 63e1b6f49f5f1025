// fastdec/arch/isa.hpp: which instruction set the kernels run with.
//
// Every kernel family in fastdec has a scalar reference and one
// implementation per instruction set it supports; a call picks one once (per
// multiply, per batch of rows), never per row. The choice is the best the CPU
// and OS support, unless forced, in this order of precedence:
//   1. force_isa(...) from code (tests, benchmarks, a CLI flag);
//   2. the FASTDEC_FORCE_ISA environment variable, read once
//      (scalar | sse2 | avx2 | avx512bw | avx512vnni | neon | neon_dotprod);
//   3. detection: the compiler's CPU-feature builtins on x86, the kernel's
//      hardware capabilities (getauxval) on Linux aarch64, sysctl on macOS.
// Forcing an instruction set the machine lacks is a fastdec::error, never a crash.
// A kernel family that has no implementation for the active level uses the
// best one below it (see kernel_level).
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

// Each architecture's levels in order (x86: sse2 .. avx512vnni; aarch64:
// neon, neon_dotprod); a build compiles the scalar level and its own chain.
enum class Isa : std::uint8_t { scalar = 0, sse2, avx2, avx512bw, avx512vnni, neon, neon_dotprod };

constexpr std::string_view isa_name(Isa isa) noexcept {
  switch (isa) {
    case Isa::scalar:
      return "scalar";
    case Isa::sse2:
      return "sse2";
    case Isa::avx2:
      return "avx2";
    case Isa::avx512bw:
      return "avx512bw";
    case Isa::avx512vnni:
      return "avx512vnni";
    case Isa::neon:
      return "neon";
    case Isa::neon_dotprod:
      return "neon_dotprod";
  }
  return "unknown";
}

inline constexpr Isa all_isas[] = {Isa::scalar,     Isa::sse2, Isa::avx2,        Isa::avx512bw,
                                   Isa::avx512vnni, Isa::neon, Isa::neon_dotprod};

constexpr std::optional<Isa> parse_isa(std::string_view name) noexcept {
  for (Isa isa : all_isas)
    if (isa_name(isa) == name) return isa;
  return std::nullopt;
}

// True when this CPU and OS can run kernels built for `isa`.
inline bool cpu_supports(Isa isa) noexcept {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_cpu_init();
  switch (isa) {
    case Isa::scalar:
      return true;
    case Isa::sse2:
      return __builtin_cpu_supports("sse2");
    case Isa::avx2:
      return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
    case Isa::avx512bw:
      return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw");
    case Isa::avx512vnni:
      return cpu_supports(Isa::avx512bw) && __builtin_cpu_supports("avx512vnni");
    default:
      return false;  // another architecture's level
  }
#elif defined(__aarch64__)
  switch (isa) {
    case Isa::scalar:
    case Isa::neon:  // Advanced SIMD is part of every aarch64 CPU
      return true;
    case Isa::neon_dotprod: {
#if defined(__linux__)
      constexpr unsigned long hwcap_asimddp = 1ul << 20;  // HWCAP_ASIMDDP, asm/hwcap.h
      return (getauxval(AT_HWCAP) & hwcap_asimddp) != 0;
#elif defined(__APPLE__)
      int value = 0;  // untested: no macOS machine here
      std::size_t size = sizeof value;
      return sysctlbyname("hw.optional.arm.FEAT_DotProd", &value, &size, nullptr, 0) == 0 &&
             value != 0;
#else
      return false;
#endif
    }
    default:
      return false;
  }
#else
  return isa == Isa::scalar;
#endif
}

// The best instruction set this machine supports.
inline Isa detected_isa() noexcept {
  Isa best = Isa::scalar;
  for (Isa isa : all_isas)
    if (cpu_supports(isa)) best = isa;
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
                    "' is not one of scalar, sse2, avx2, avx512bw, avx512vnni, neon, "
                    "neon_dotprod.");
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

// The level a kernel family that implements up to `highest` runs at.
inline Isa kernel_level(Isa highest) {
  const Isa active = active_isa();
  return active < highest ? active : highest;
}

// AVX-VNNI (vpdpbusd on ymm registers, VEX-encoded) is not a level: AVX-512
// machines may lack it, so it has no place in the ordered chain. Int8Gemm
// uses it instead of vpmaddubsw when it runs at the AVX2 level on a CPU that
// has it (the same bits), unless the FASTDEC_NO_AVX_VNNI environment
// variable is set or a ScopedAvxVnni turns it off.
inline bool cpu_supports_avx_vnni() noexcept {
#if defined(__x86_64__) || defined(__i386__)
  unsigned eax = 0, ebx = 0, ecx = 0, edx = 0;
  if (!__get_cpuid_count(7, 1, &eax, &ebx, &ecx, &edx)) return false;
  return ((eax >> 4) & 1u) != 0 && cpu_supports(Isa::avx2);
#else
  return false;
#endif
}

namespace detail {
inline std::atomic<bool> avx_vnni_off{false};
}  // namespace detail

inline bool avx_vnni_enabled() noexcept {
  static const bool usable =
      cpu_supports_avx_vnni() && std::getenv("FASTDEC_NO_AVX_VNNI") == nullptr;
  return usable && !detail::avx_vnni_off.load(std::memory_order_relaxed);
}

// Turns AVX-VNNI off (or back on, where the CPU has it) for a scope (tests).
class ScopedAvxVnni {
 public:
  explicit ScopedAvxVnni(bool enabled) : previous_(detail::avx_vnni_off.load()) {
    detail::avx_vnni_off.store(!enabled);
  }
  ~ScopedAvxVnni() { detail::avx_vnni_off.store(previous_); }
  ScopedAvxVnni(const ScopedAvxVnni&) = delete;
  ScopedAvxVnni& operator=(const ScopedAvxVnni&) = delete;

 private:
  bool previous_;
};

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
