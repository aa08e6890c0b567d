// The wisa plug-in: operand slots and register use, and every group's semantics.
#include <string>

#include "sim/wisa/common.h"
#include "sim/wisa/wisa.h"

namespace simtloom::sim::wisa {
namespace {

int slot_of(std::string_view n) {
  if (n == "d" || n == "pd" || n == "rd") return D;
  if (n == "a" || n == "pa" || n == "rs1") return A;
  if (n == "b" || n == "pb" || n == "img" || n == "pos") return B;
  if (n == "c" || n == "len") return C;
  if (n == "e") return E;
  if (n == "p") return P;
  if (n == "off" || n == "t" || n == "else" || n == "imm") return OFF;
  if (n == "join") return JOIN;
  if (n == "sz" || n == "ty") return TY;
  if (n == "cond" || n == "op" || n == "dt") return OP;
  if (n == "st") return ST;
  if (n == "rm") return RM;
  if (n == "sat") return SAT;
  if (n == "csr") return CSR;
  if (n == "vm") return 0;
  if (n == "vst") return 1;
  if (n == "tex") return 2;
  if (n == "ls") return 3;
  if (n == "sm") return 4;
  if (n == "sfu") return 5;
  return -1;
}

bool ends_with(const std::string& s, std::string_view e) { return s.size() >= e.size() && s.compare(s.size() - e.size(), e.size(), e) == 0; }
bool starts_with(const std::string& s, std::string_view e) { return s.rfind(e, 0) == 0; }

// How many consecutive registers an operand names.
unsigned width_of(const DI& d, const std::string& insn, const std::string& vname, const std::string& op) {
  const std::string& fmt = d.variant->format->name;
  if (fmt == "M") {
    if (op == "b" && insn.find("tex") == std::string::npos) return 2;  // the uniform base pair
    if (starts_with(insn, "ld.") || starts_with(insn, "st.")) {
      if (op == "d" || op == "c") return d.op[TY] == 5 ? 2 : d.op[TY] == 6 ? 4 : 1;
      return 1;
    }
    if (insn.find("atom") != std::string::npos || insn.find("red") != std::string::npos)
      return (op == "d" || op == "c" || op == "e") && d.op[TY] == 5 ? 2 : 1;
    return 1;
  }
  if (fmt == "F3" || fmt == "F4" || (fmt == "CMP" && starts_with(insn, "fcmp"))) {
    if (ends_with(vname, ".f64")) return 2;
    if (starts_with(insn, "rcp") || starts_with(insn, "rsqrt") || starts_with(insn, "sqrt") || starts_with(insn, "exp2") ||
        starts_with(insn, "log2") || starts_with(insn, "sin") || starts_with(insn, "cos"))
      return 1;
    if (op == "d" && starts_with(insn, "fclass")) return 1;
    return d.op[TY] == 0 ? 2 : 1;
  }
  if (fmt == "CVT") {
    if (op == "d") return (d.op[OP] == 0 || d.op[OP] == 10 || d.op[OP] == 11) ? 2 : 1;
    return (d.op[ST] == 0 || d.op[ST] == 10 || d.op[ST] == 11) ? 2 : 1;
  }
  if (starts_with(insn, "add64")) return 2;
  if (starts_with(insn, "mad.wide")) return (op == "d" || op == "c") ? 2 : 1;
  return 1;
}

void reg_use(const DI& d, RegUse& u) {
  const desc::Instruction& in = *d.variant->insn;
  const std::string& vname = d.variant->name;
  for (const auto& o : in.operands) {
    if (!o.type || o.type->kind != desc::OperandKind::Reg || !o.type->reg_class) continue;
    const std::string& cls = o.type->reg_class->name;
    if (cls != "v" && cls != "u") continue;
    int s = slot_of(o.name);
    if (s < 0) continue;
    uint64_t r = static_cast<uint64_t>(d.op[s]) & 63;
    uint64_t m = ExecContext::span(static_cast<unsigned>(r), width_of(d, in.mnemonic, vname, o.name));
    bool is_dest = (o.name == "d" || o.name == "rd") && !starts_with(in.mnemonic, "st.") && !starts_with(in.mnemonic, "red.");
    bool also_read = is_dest && starts_with(in.mnemonic, "bfi");
    if (is_dest) (cls == "v" ? u.vwrite : u.uwrite) |= m;
    if (!is_dest || also_read) (cls == "v" ? u.vread : u.uread) |= m;
  }
}

IsaPlugin make() {
  IsaPlugin p;
  p.target = "wisa";
  p.slot_of = slot_of;
  p.reg_use = reg_use;
  register_g1(p);
  register_g2(p);
  register_g3(p);
  register_g4(p);
  register_g5(p);
  register_g6(p);
  return p;
}

}  // namespace

const IsaPlugin& plugin() {
  static const IsaPlugin p = make();
  return p;
}

}  // namespace simtloom::sim::wisa
