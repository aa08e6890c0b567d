#include "dis/printer.h"

#include <fmt/format.h>

namespace simtloom::dis {

using desc::OperandKind;

void append_int(std::string& out, int64_t v) {
  char buf[32];
  char* end;
  if (v > -256 && v < 256) {
    end = fmt::format_to(buf, "{}", v);
  } else if (v < 0) {
    end = fmt::format_to(buf, "-{:#x}", -static_cast<uint64_t>(v));
  } else {
    end = fmt::format_to(buf, "{:#x}", static_cast<uint64_t>(v));
  }
  out.append(buf, end);
}

bool Printer::print_operand(const desc::OperandType& t, int64_t value, uint64_t pc, std::string& out,
                            const SymbolizeFn& sym) const {
  switch (t.kind) {
    case OperandKind::Reg: {
      for (const auto& [name, idx] : t.reg_class->specials)
        if (static_cast<int64_t>(idx) == value) {
          out += name;
          return true;
        }
      out += t.reg_class->prefix;
      char buf[24];
      out.append(buf, fmt::format_to(buf, "{}", value));
      return true;
    }
    case OperandKind::UImm:
    case OperandKind::SImm:
      append_int(out, value);
      return true;
    case OperandKind::PcRel: {
      uint64_t target = pc + static_cast<uint64_t>(value);
      if (sym) {
        auto name = sym(target);
        if (!name.empty()) {
          out += name;
          return true;
        }
      }
      out += fmt::format("{:#x}", target);
      return true;
    }
    case OperandKind::Enum:
      if (const auto* e = t.table->find(static_cast<uint64_t>(value))) out += e->name;
      else out += fmt::format("{:#x}", static_cast<uint64_t>(value));
      return true;
    case OperandKind::Keyed:
      if (static_cast<uint64_t>(value) == t.default_value) return false;
      out += t.key;
      out += ':';
      append_int(out, value);
      return true;
  }
  return false;
}

void Printer::print(const codec::MCInst& mi, uint64_t pc, std::string& out, const SymbolizeFn& sym) const {
  const auto& insn = *mi.variant->insn;
  // A space is written only between two pieces that both print something.
  bool pending_space = false;
  size_t start = out.size();
  for (const auto& tok : insn.tokens) {
    switch (tok.kind) {
      case desc::TemplateToken::Space:
        pending_space = true;
        break;
      case desc::TemplateToken::Literal:
        if (pending_space && out.size() > start) out += ' ';
        pending_space = false;
        out += tok.text;
        break;
      case desc::TemplateToken::Operand: {
        size_t before = out.size();
        if (pending_space && out.size() > start) out += ' ';
        if (!print_operand(*insn.operands[tok.operand].type, mi.ops[tok.operand], pc, out, sym)) {
          out.resize(before);  // drop the space too: nothing was printed
          break;
        }
        pending_space = false;
        break;
      }
    }
  }
}

}  // namespace simtloom::dis
