#include "desc/pairing_loader.h"

#include <charconv>

namespace simtloom::desc {

bool load_literal_at(Reader& r, const YAML::Node& n, Format& f) {
  uint64_t at = 0;
  if (!r.uint(n, at, "literal_at")) return false;
  if (at % 32 != 0 || at + 32 > f.bits) {
    r.error(n, fmt::format("literal_at {} is not a dword of format '{}' ({} bits)", at, f.name, f.bits),
            "give the first bit of a 32-bit dword inside the format, e.g. 64");
    return false;
  }
  f.literal_at = static_cast<unsigned>(at);
  return true;
}

Bits128 literal_dword(const Format& f) {
  Bits128 m;
  if (f.literal_inside()) m.set(f.literal_at, 32, ~uint64_t{0});
  return m;
}

namespace {

int operand_index(const Form& insn, const std::string& name) {
  for (size_t i = 0; i < insn.operands.size(); ++i)
    if (insn.operands[i].name == name) return static_cast<int>(i);
  return -1;
}

// "256..511" or "7".
bool value_range(const std::string& s, int64_t& lo, int64_t& hi) {
  auto dots = s.find("..");
  auto num = [](std::string_view t, int64_t& out) {
    auto [p, ec] = std::from_chars(t.data(), t.data() + t.size(), out);
    return ec == std::errc() && p == t.data() + t.size();
  };
  if (dots == std::string::npos) return num(s, lo) && num(s, hi);
  return num(std::string_view(s).substr(0, dots), lo) && num(std::string_view(s).substr(dots + 2), hi) && lo <= hi;
}

void load_differ(Reader& r, const YAML::Node& e, Form& insn) {
  if (!r.check_keys(e, {"operands", "modulo", "codes", "implied", "as", "report", "message"}, "a differ rule") || !r.require(e, "operands", "a differ rule") ||
      !r.require(e, "modulo", "a differ rule") || !r.require(e, "message", "a differ rule"))
    return;
  Differ d;
  const auto& ops = e["operands"];
  if (!ops.IsSequence() || ops.size() != 2) {
    r.error(ops, "a differ rule names two operands", "write operands: [first, second]");
    return;
  }
  d.a = operand_index(insn, r.str(ops[0]));
  d.b = operand_index(insn, r.str(ops[1]));
  for (int k = 0; k < 2; ++k)
    if ((k ? d.b : d.a) < 0) {
      r.error(ops[k], fmt::format("'{}' is not an operand of '{}'", r.str(ops[k]), insn.syntax));
      return;
    }
  uint64_t m = 0;
  if (!r.uint(e["modulo"], m, "modulo")) return;
  if (m < 2 || m > 64) {
    r.error(e["modulo"], "modulo must be 2..64");
    return;
  }
  d.modulo = static_cast<unsigned>(m);
  if (e["codes"] && !value_range(r.str(e["codes"]), d.lo, d.hi)) {
    r.error(e["codes"], fmt::format("bad value range '{}'", r.str(e["codes"])), "write 'lo..hi' or one value");
    return;
  }
  d.implied = e["implied"] && e["implied"].as<bool>(false);
  // An implied low bit: the field of b holds b / 2 (its type's scale), the decoder supplies the bit.
  if (d.implied && (d.modulo != 2 || insn.operands[static_cast<size_t>(d.b)].type->scale_log2 != 1)) {
    r.error(e, fmt::format("an implied rule needs modulo 2 and an operand '{}' whose type has scale 2", insn.operands[static_cast<size_t>(d.b)].name));
    return;
  }
  if (auto as = e["as"]) {
    if (!as.IsMap()) r.error(as, "as must map values to the values they count as, e.g. {254: 259}");
    else
      for (auto it = as.begin(); it != as.end(); ++it) {
        uint64_t from = 0, to = 0;
        if (r.uint(it->first, from, "a value") && r.uint(it->second, to, "a value"))
          d.as.emplace_back(static_cast<int64_t>(from), static_cast<int64_t>(to));
      }
  }
  if (auto rp = e["report"]) {
    const std::string at = r.str(rp);
    if (at != "first" && at != "second") r.error(rp, fmt::format("report must be 'first' or 'second', not '{}'", at));
    d.report_first = at == "first";
  }
  d.message = r.str(e["message"]);
  insn.differ.push_back(std::move(d));
}

// `constant_bus_reads: 1` (a read no operand equals) or a list of `{code, width}` (the register
// an operand of that code and width also names).
void load_bus_reads(Reader& r, const YAML::Node& br, Form& insn) {
  if (br.IsScalar()) {
    uint64_t k = 0;
    if (r.uint(br, k, "constant_bus_reads") && k <= 8) insn.bus_reads.assign(k, BusRead{});
    else if (k > 8) r.error(br, "constant_bus_reads counts at most 8 reads");
    return;
  }
  if (!br.IsSequence() || br.size() > 8) {
    r.error(br, "constant_bus_reads must be a count or a list of at most 8 {code, width} registers");
    return;
  }
  for (const auto& e : br) {
    uint64_t code = 0, width = 0;
    if (!e.IsMap() || !e["code"] || !e["width"]) {
      r.error(e, "a constant_bus_reads entry is {code: N, width: W}: the source code and width of the register it reads");
      continue;
    }
    if (r.uint(e["code"], code, "code") && r.uint(e["width"], width, "width"))
      insn.bus_reads.push_back(BusRead{static_cast<int64_t>(code), static_cast<unsigned>(width)});
  }
}

}  // namespace

void load_pairing(Reader& r, const YAML::Node& n, Form& insn) {
  if (auto df = n["differ"]) {
    if (!df.IsSequence()) r.error(df, "differ must be a list of {operands, modulo, message} rules");
    else
      for (const auto& e : df) load_differ(r, e, insn);
  }
  if (auto br = n["constant_bus_reads"]) load_bus_reads(r, br, insn);
}

}  // namespace simtloom::desc
