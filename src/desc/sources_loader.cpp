#include "desc/sources_loader.h"

namespace simtloom::desc {
namespace {

// "a..b" or "a" (decimal or 0x hex).
bool code_range(const std::string& s, unsigned& lo, unsigned& hi) {
  auto num = [](std::string_view t, unsigned& out) {
    int base = 10;
    if (t.size() > 2 && t[0] == '0' && (t[1] == 'x' || t[1] == 'X')) base = 16, t.remove_prefix(2);
    auto [p, ec] = std::from_chars(t.data(), t.data() + t.size(), out, base);
    return ec == std::errc() && p == t.data() + t.size() && !t.empty();
  };
  auto dots = s.find("..");
  if (dots == std::string::npos) return num(s, lo) && (hi = lo, true);
  return num(std::string_view(s).substr(0, dots), lo) && num(std::string_view(s).substr(dots + 2), hi) && lo <= hi;
}

// "0..105,124,128..255" into a bit set of codes below `limit`.
bool code_list(const std::string& s, unsigned limit, std::vector<uint64_t>& bits) {
  bits.assign((limit + 63) / 64, 0);
  size_t start = 0;
  while (start <= s.size()) {
    size_t comma = s.find(',', start);
    std::string piece = s.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
    piece.erase(std::remove(piece.begin(), piece.end(), ' '), piece.end());
    unsigned lo = 0, hi = 0;
    if (!code_range(piece, lo, hi) || hi >= limit) return false;
    for (unsigned c = lo; c <= hi; ++c) bits[c >> 6] |= uint64_t{1} << (c & 63);
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return true;
}

bool load_floats(Reader& r, const YAML::Node& n, SourceRange& sr) {
  if (!r.check_keys(n, {"bits16", "text16", "bits32", "text32", "bits64", "text64", "bits_bf16"}, "a float range")) return false;
  unsigned count = sr.last - sr.first + 1;
  auto numbers = [&](const char* key, std::vector<uint64_t>& out) {
    if (!n[key]) return true;
    for (const auto& x : n[key]) {
      uint64_t v = 0;
      if (!r.uint(x, v, key)) return false;
      out.push_back(v);
    }
    if (out.size() != count) { r.error(n[key], fmt::format("{} needs one value per code ({})", key, count)); return false; }
    return true;
  };
  auto texts = [&](const char* key, std::vector<std::string>& out) {
    if (!n[key]) return true;
    for (const auto& x : n[key]) out.push_back(r.str(x));
    if (out.size() != count) { r.error(n[key], fmt::format("{} needs one text per code ({})", key, count)); return false; }
    return true;
  };
  return numbers("bits16", sr.bits16) && numbers("bits32", sr.bits32) && numbers("bits64", sr.bits64) && numbers("bits_bf16", sr.bits_bf16) &&
         texts("text16", sr.text16) && texts("text32", sr.text32) && texts("text64", sr.text64);
}

bool load_range(Reader& r, const YAML::Node& e, SourceRange& sr) {
  if (!r.check_keys(e, {"codes", "reg", "base", "align", "names", "aliases", "refuse", "pair", "int", "step", "float", "literal", "en"}, "a source code range") ||
      !r.require(e, "codes", "a source code range"))
    return false;
  if (!code_range(r.str(e["codes"]), sr.first, sr.last)) {
    r.error(e["codes"], fmt::format("bad code range '{}'", r.str(e["codes"])), "write 'lo..hi' or one code");
    return false;
  }
  uint64_t v = 0;
  if (e["reg"]) {
    sr.kind = SourceRange::Reg;
    sr.prefix = r.str(e["reg"]);
    if (e["base"] && r.uint(e["base"], v, "base")) sr.base = static_cast<unsigned>(v);
    if (e["align"] && r.uint(e["align"], v, "align")) sr.align_max = static_cast<unsigned>(std::max<uint64_t>(v, 1));
  } else if (e["names"]) {
    sr.kind = SourceRange::Names;
    for (const auto& x : e["names"]) sr.names.push_back(r.str(x));
    if (sr.names.size() != sr.last - sr.first + 1) { r.error(e["names"], "names needs one name per code"); return false; }
    if (e["pair"]) sr.pair = r.str(e["pair"]);
    for (const char* key : {"aliases", "refuse"}) {
      auto& out = key[0] == 'a' ? sr.aliases : sr.refuse;
      if (!e[key]) continue;
      for (const auto& x : e[key]) out.push_back(r.str(x));
      if (out.size() != sr.names.size()) { r.error(e[key], fmt::format("{} needs one entry per name (\"\" for none)", key)); return false; }
    }
  } else if (e["int"]) {
    sr.kind = SourceRange::Int;
    sr.int_first = e["int"].as<int64_t>(0);
    sr.step = e["step"] ? e["step"].as<int>(1) : 1;
  } else if (e["float"]) {
    sr.kind = SourceRange::Float;
    if (!load_floats(r, e["float"], sr)) return false;
  } else if (e["literal"]) {
    sr.kind = SourceRange::Literal;
    if (!r.uint(e["literal"], v, "literal") || (v != 32)) { r.error(e["literal"], "a literal is 32 bits"); return false; }
    sr.literal_bits = static_cast<unsigned>(v);
  } else {
    r.error(e, "a source code range needs one of reg, names, int, float, literal");
    return false;
  }
  return true;
}

}  // namespace

bool load_sources(Reader& r, const YAML::Node& n, SourceSpace& out) {
  if (!r.check_keys(n, {"messages", "codes", "constant_bus"}, "sources") || !r.require(n, "codes", "sources")) return false;
  if (auto b = n["constant_bus"]) {
    if (!r.check_keys(b, {"limit", "formats", "operands", "codes", "message"}, "constant_bus") || !r.require(b, "limit", "constant_bus") ||
        !r.require(b, "codes", "constant_bus"))
      return false;
    auto& cb = out.constant_bus;
    cb.limit = b["limit"].as<unsigned>(0);
    for (const auto& x : b["formats"]) cb.formats.push_back(r.str(x));
    for (const auto& x : b["operands"]) cb.operands.push_back(r.str(x));
    cb.message = b["message"] ? r.str(b["message"]) : "invalid operand (violates constant bus restrictions)";
    if (!code_list(r.str(b["codes"]), 1024, cb.codes)) { r.error(b["codes"], "bad code list", "write codes and 'lo..hi' ranges joined by ','"); return false; }
  }
  if (auto m = n["messages"]) {
    if (!r.check_keys(m, {"invalid", "range", "alignment", "literal_unique", "literal_not_allowed", "modifier", "expected_bar", "expected_paren"}, "source messages")) return false;
    for (auto it = m.begin(); it != m.end(); ++it) out.messages[r.str(it->first)] = r.str(it->second);
  }
  if (!n["codes"].IsSequence()) { r.error(n["codes"], "codes must be a list of ranges"); return false; }
  for (const auto& e : n["codes"]) {
    SourceRange sr;
    if (!load_range(r, e, sr)) return false;
    if (out.range_of.size() <= sr.last) out.range_of.resize(sr.last + 1, -1);
    for (unsigned c = sr.first; c <= sr.last; ++c) {
      if (out.range_of[c] >= 0) { r.error(e["codes"], fmt::format("code {} is already declared", c)); return false; }
      out.range_of[c] = static_cast<int16_t>(out.ranges.size());
    }
    if (sr.kind == SourceRange::Literal) out.literal_code = static_cast<int>(sr.first), out.literal_bits = sr.literal_bits;
    out.ranges.push_back(std::move(sr));
  }
  return true;
}

bool load_src_operand(Reader& r, const YAML::Node& n, const SourceSpace& space, OperandType& ot) {
  if (space.ranges.empty()) { r.error(n["kind"], "a src operand type needs the target's 'sources:' code space"); return false; }
  if (!ot.bits || ot.bits > 12) { r.error(n, "a src operand type needs 'bits' (at most 12)"); return false; }
  std::string data = n["data"] ? r.str(n["data"]) : "b32";
  if (data == "pk_f16") ot.src_packed = true, data = "f16";
  if (data == "pk_bf16") ot.src_packed = true, data = "bf16";
  if (data == "bf16") ot.src_bf16 = true, data = "f16";
  unsigned w = 0;
  if ((data[0] == 'b' || data[0] == 'f') && std::from_chars(data.data() + 1, data.data() + data.size(), w).ec == std::errc() &&
      (w == 16 || (w % 32 == 0 && w >= 32 && w <= 512)) && (data[0] == 'b' || w <= 64)) {  // a tuple: 1..16 registers
    ot.src_width = w;
    ot.src_float = data[0] == 'f';
    if (auto cw = n["constant_width"]) {
      unsigned c = 0;
      std::string s = r.str(cw);
      if (w <= 64 || std::from_chars(s.data(), s.data() + s.size(), c).ec != std::errc() || (c != 16 && c != 32 && c != 64)) {
        r.error(cw, "constant_width is 16, 32 or 64, for a tuple wider than 64 bits", "leave it out: inline constants take the operand's width");
        return false;
      }
      ot.src_constant_width_ = c;
    }
  } else {
    r.error(n["data"], fmt::format("unknown data type '{}'", data), "write b16, bN for a tuple of N/32 registers (b32, b64, b96 ... b512), f16, pk_f16 (two halves), bf16, pk_bf16, f32 or f64");
    return false;
  }
  if (ot.src_bf16)
    for (const auto& sr : space.ranges)
      if (sr.kind == SourceRange::Float && sr.bits_bf16.empty()) {
        r.error(n["data"], "a bf16 operand needs the bfloat16 patterns of the float constants", "add bits_bf16 to the 'sources:' float range");
        return false;
      }
  if (n["base"]) ot.src_base = n["base"].as<unsigned>(0);
  if (auto m = n["mods"]) {
    if (!m.IsSequence() || m.size() > 4) { r.error(m, "mods must be a list of at most 4 modifier names"); return false; }
    ot.src_mod_count = static_cast<unsigned>(m.size());
    for (size_t i = 0; i < m.size(); ++i) {
      std::string name = r.str(m[i]);
      int bit = static_cast<int>(m.size() - 1 - i);  // listed most significant first, as the field's pieces
      if (name == "neg") ot.src_neg_bit = bit;
      else if (name == "abs") ot.src_abs_bit = bit;
      else if (name == "sext") ot.src_sext_bit = bit;
      else { r.error(m[i], fmt::format("unknown source modifier '{}'", name), "modifiers: neg (-x, neg(x)), abs (|x|, abs(x)), sext (sext(x))"); return false; }
    }
  }
  if (auto h = n["halves"]) {
    ot.src_halves = r.str(h);
    const SourceRange* range = nullptr;
    for (const auto& sr : space.ranges)
      if (sr.kind == SourceRange::Reg && sr.prefix == ot.src_halves) range = &sr;
    if (!range) {
      r.error(h, fmt::format("no register range of 'sources:' has the prefix '{}'", ot.src_halves), "name a range's prefix, e.g. 'halves: v'");
      return false;
    }
    if (ot.src_width != 16 || ((range->last - range->first + 1) % 2)) {
      r.error(h, "'halves' applies to 16-bit operands (data: b16 or f16) over a range of an even number of registers");
      return false;
    }
  }
  // Codes; the field holds (code - base) >> scale.
  unsigned limit = (1u << (ot.bits + ot.scale_log2)) + ot.src_base;
  if (n["codes"]) {
    if (!code_list(r.str(n["codes"]), limit, ot.src_codes)) {
      r.error(n["codes"], fmt::format("bad code list '{}' for a {}-bit field", r.str(n["codes"]), ot.bits),
              "write codes and 'lo..hi' ranges joined by ',', each below 2^bits");
      return false;
    }
  } else {
    ot.src_codes.assign((limit + 63) / 64, 0);
    for (unsigned c = ot.src_base; c < limit; c += 1u << ot.scale_log2)
      if (space.at(c)) ot.src_codes[c >> 6] |= uint64_t{1} << (c & 63);
  }
  ot.src_asm_codes = ot.src_codes;
  if (n["asm_codes"] && !code_list(r.str(n["asm_codes"]), limit, ot.src_asm_codes)) {
    r.error(n["asm_codes"], fmt::format("bad code list '{}' for a {}-bit field", r.str(n["asm_codes"]), ot.bits));
    return false;
  }
  for (unsigned c = 0; c < limit; ++c)
    if (ot.src_asm_allows(c) && !ot.src_allows(c)) {
      r.error(n["asm_codes"], fmt::format("code {} is in asm_codes but not in codes", c), "the assembler takes only codes the operand may hold");
      return false;
    }
  for (unsigned c = 0; c < limit; ++c)
    if (ot.src_allows(c) && !space.at(c)) {
      r.error(n["codes"], fmt::format("code {} is not declared under 'sources:'", c));
      return false;
    }
  return true;
}

bool load_keyed_forms(Reader& r, const YAML::Node& n, const Target& t, OperandType& ot) {
  if (auto c = n["choices"]) {
    ot.choices = t.enum_table(r.str(c));
    if (!ot.choices) { r.error(c, fmt::format("unknown enum '{}'", r.str(c)), "declare it under 'enums:' before the operand types"); return false; }
  }
  if (auto l = n["list"]) {
    if (!l.IsSequence() || l.size() == 0 || l.size() > 8) { r.error(l, "list must give the value bit of each element (1 to 8 of them)"); return false; }
    for (const auto& x : l) {
      unsigned b = r.str(x) == "zero" ? OperandType::kListZero : x.as<unsigned>(64);
      if (b >= 64 && b != OperandType::kListZero) { r.error(x, "a list element's bit is 0..63, or 'zero' (always 0)"); return false; }
      ot.list_bits.push_back(static_cast<uint8_t>(b));
      if (b != OperandType::kListZero) ot.list_mask |= uint64_t{1} << b;
    }
  }
  return true;
}

}  // namespace simtloom::desc
