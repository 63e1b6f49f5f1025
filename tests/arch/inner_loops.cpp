// tests/arch/inner_loops.cpp: checks the machine code of every GEMM tile
// (int16_block / int8_block / fp32_block in gemm_body.inc) of the kernel objects named on
// the command line: the k loop must keep every accumulator in its register,
// with no vector register copied (vmov* between registers on x86, mov
// between v registers on aarch64) and none saved to or read from the stack.
// x86 and aarch64 objects (either objdump's syntax). Compilers are free to do either; the tiles'
// speed depends on neither happening (docs/gemm.md, "Inner loops"), and this machine code is
// checked on every level, whether or not the machine running the test can execute it.
//
//   inner_loops OBJDUMP OBJECT...   prints each tile's k loop; exits 1 on a
//                                   copy, a spill, or a tile whose k loop it
//                                   cannot find
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <map>
#include <memory>
#include <optional>
#include <regex>
#include <string>
#include <vector>

namespace {

struct Instruction {
  unsigned long address;
  std::string mnemonic;
  std::string operands;
};

struct Function {
  std::string name;
  std::vector<Instruction> code;
};

std::vector<Function> disassemble(const std::string& objdump, const std::string& object) {
  const std::string command = objdump + " -d -C --no-show-raw-insn '" + object + "'";
  std::unique_ptr<FILE, int (*)(FILE*)> pipe(popen(command.c_str(), "r"), pclose);
  if (!pipe) throw std::runtime_error("cannot run " + command);
  static const std::regex header(R"(^[0-9a-f]+ <(.*)>:$)");
  // An encoding prefix ({vex}, {evex}) is not the mnemonic: skip it.
  static const std::regex line(R"(^\s*([0-9a-f]+):\s+(?:\{\w+\}\s+)?(\S+)\s*(.*)$)");
  std::vector<Function> functions;
  char buffer[4096];
  while (std::fgets(buffer, sizeof buffer, pipe.get()) != nullptr) {
    std::string text(buffer);
    if (!text.empty() && text.back() == '\n') text.pop_back();
    std::smatch match;
    if (std::regex_match(text, match, header)) {
      functions.push_back({match[1], {}});
    } else if (!functions.empty() && std::regex_match(text, match, line)) {
      functions.back().code.push_back(
          {std::stoul(match[1], nullptr, 16), match[2].str(), match[3].str()});
    }
  }
  return functions;
}

enum class Family { int16, int8, fp32 };

bool has_multiply(const std::vector<Instruction>& loop, Family family) {
  for (const Instruction& i : loop) {
    const std::string& m = i.mnemonic;
    const bool widening = m == "smull" || m == "smull2" || m == "smlal" || m == "smlal2";
    if (family == Family::int16 &&
        (m == "vpmaddwd" || m == "vpdpwssd" || m == "pmaddwd" || widening))
      return true;
    if (family == Family::int8 &&
        (m == "vpmaddubsw" || m == "vpdpbusd" || m == "pmaddwd" || m == "sdot" || widening))
      return true;
    if (family == Family::fp32 &&
        (m == "vmulps" || m == "mulps" || m == "vfmadd231ps" || m == "fmul" || m == "fmla"))
      return true;
  }
  return false;
}

bool has_conversion(const std::vector<Instruction>& loop) {
  for (const Instruction& i : loop)
    if (i.mnemonic.find("cvt") != std::string::npos) return true;  // x86 cvt*, aarch64 scvtf
  return false;
}

// A branch back to a lower address: x86's j*, aarch64's b, b.<cond>, cbz,
// cbnz, tbz, tbnz (whose target is the operand that is a bare address; GNU
// objdump writes it as 1a0, llvm-objdump as 0x1a0).
std::optional<unsigned long> branch_target(const Instruction& i) {
  const std::string& m = i.mnemonic;
  const bool x86 = !m.empty() && m[0] == 'j';
  const bool aarch64 =
      m == "b" || m.rfind("b.", 0) == 0 || m == "cbz" || m == "cbnz" || m == "tbz" || m == "tbnz";
  if (!x86 && !aarch64) return std::nullopt;
  static const std::regex address(R"((?:^|,\s*)(?:0x)?([0-9a-f]+)(?:\s+<|$))");
  std::smatch match;
  if (!std::regex_search(i.operands, match, address)) return std::nullopt;
  return std::strtoul(match[1].str().c_str(), nullptr, 16);
}

// The k loop: the shortest backward branch whose body multiplies and
// converts nothing (the epilogue converts and scales).
std::optional<std::vector<Instruction>> k_loop(const Function& f, Family family) {
  std::optional<std::vector<Instruction>> best;
  for (const Instruction& jump : f.code) {
    const std::optional<unsigned long> branch = branch_target(jump);
    if (!branch) continue;
    const unsigned long target = *branch;
    if (target == 0 || target > jump.address) continue;
    std::vector<Instruction> body;
    for (const Instruction& i : f.code)
      if (i.address >= target && i.address <= jump.address) body.push_back(i);
    if (has_multiply(body, family) && !has_conversion(body) &&
        (!best || body.size() < best->size()))
      best = std::move(body);
  }
  return best;
}

// x86's xmm/ymm/zmm; aarch64's v registers (v3.4s) and their q/d views.
bool is_vector_register_operand(const std::string& operands) {
  static const std::regex aarch64(R"((^|[\s,{])(v\d+\.|q\d+\b|d\d+\b))");
  return operands.find("%xmm") != std::string::npos || operands.find("%ymm") != std::string::npos ||
         operands.find("%zmm") != std::string::npos || std::regex_search(operands, aarch64);
}

bool touches_stack(const std::string& operands) {
  return operands.find("(%rsp") != std::string::npos ||
         operands.find("(%rbp") != std::string::npos || operands.find("[sp") != std::string::npos;
}

// A register-to-register vector move. SSE2's two-operand instructions need
// one before a multiply that must keep its input (movdqa), so only the VEX
// and EVEX moves (vmov*) count: with three operands none is ever needed.
// On aarch64, a copy is mov (orr) between v registers; three-operand
// instructions never need one either.
bool is_register_copy(const Instruction& i) {
  if (i.mnemonic == "mov" || i.mnemonic == "orr")
    return i.operands.find('[') == std::string::npos && i.operands.rfind('v', 0) == 0 &&
           is_vector_register_operand(i.operands.substr(i.operands.find(',') + 1));
  return i.mnemonic.rfind("vmov", 0) == 0 && i.operands.find('(') == std::string::npos &&
         is_vector_register_operand(i.operands);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::cerr << "usage: inner_loops OBJDUMP OBJECT...\n";
    return 2;
  }
  // fp32_block<R, P, Fused>: Fused is false (exact) or true (PackedFp32FmaGemm);
  // int8_block<R, P, Narrow>: Narrow is true for Int8Gemm7Bit's narrow tiles.
  static const std::regex tile_name(
      R"(isa_(\w+)::(int16|int8|fp32)_block<(\d+), (\d+)(, (true|false))?>)");
  int checked = 0, failed = 0;
  for (int a = 2; a < argc; ++a) {
    for (const Function& f : disassemble(argv[1], argv[a])) {
      std::smatch match;
      if (!std::regex_search(f.name, match, tile_name)) continue;
      // The scalar level is the plain C++ reference, not written for registers.
      if (match[1] == "scalar") continue;
      const std::string tile = match[1].str() + " " + match[2].str() + "_block<" + match[3].str() +
                               ", " + match[4].str() +
                               (match[6] != "true"   ? ""
                                : match[2] == "int8" ? ", 7-bit"
                                                     : ", fused") +
                               ">";
      const Family family = match[2] == "int16"  ? Family::int16
                            : match[2] == "int8" ? Family::int8
                                                 : Family::fp32;
      const auto loop = k_loop(f, family);
      ++checked;
      if (!loop) {
        std::cout << tile << ": FAILED, no k loop found\n";
        ++failed;
        continue;
      }
      std::map<std::string, int> mix;
      int copies = 0, spills = 0;
      for (const Instruction& i : *loop) {
        if (is_vector_register_operand(i.operands) && touches_stack(i.operands))
          ++spills;
        else if (is_register_copy(i))
          ++copies;
        ++mix[i.mnemonic];
      }
      std::cout << tile << ": " << loop->size() << " instructions";
      for (const auto& [mnemonic, count] : mix) std::cout << ' ' << mnemonic << ':' << count;
      if (copies + spills > 0) {
        std::cout << "  FAILED: " << copies << " register copies, " << spills << " spills";
        ++failed;
      }
      std::cout << '\n';
    }
  }
  std::cout << checked << " tiles checked, " << failed << " failed\n";
  if (checked == 0) std::cout << "FAILED: no GEMM tile found in the objects\n";
  return checked > 0 && failed == 0 ? 0 : 1;
}
