#include "dis/disassembler.h"

#include <algorithm>
#include <map>

#include <fmt/format.h>

#include "dis/printer.h"

namespace simtloom::dis {
namespace {

constexpr size_t kCommentColumn = 40;

const char* unit_directive(unsigned bytes) {
  switch (bytes) {
    case 1: return ".byte";
    case 2: return ".short";
    case 4: return ".word";
    default: return ".quad";
  }
}

// The unit as written little-endian by its data directive: one value per 8 bytes at most.
void append_data_unit(std::string& out, const uint8_t* p, unsigned bytes) {
  out += '\t';
  out += unit_directive(bytes);
  out += ' ';
  for (unsigned off = 0; off < bytes; off += 8) {
    unsigned n = std::min(8u, bytes - off);
    uint64_t v = 0;
    for (unsigned i = 0; i < n; ++i) v |= uint64_t{p[off + i]} << (8 * i);
    if (off) out += ", ";
    out += fmt::format("{:#0{}x}", v, 2 + 2 * n);
  }
}

void append_comment(std::string& out, size_t line_start, uint64_t addr, const uint8_t* p, unsigned bytes,
                    unsigned unit, const char* note) {
  size_t len = out.size() - line_start;
  // Tabs count as 8 columns for alignment.
  size_t col = 8 + (len > 0 ? len - 1 : 0);
  out.append(col < kCommentColumn ? kCommentColumn - col : 1, ' ');
  char buf[64];
  out.append(buf, fmt::format_to(buf, "// {:08x}:", addr));
  for (unsigned off = 0; off + unit <= bytes; off += unit) {
    uint64_t lo = 0;
    unsigned n = std::min(8u, unit);
    for (unsigned i = 0; i < n; ++i) lo |= uint64_t{p[off + i]} << (8 * i);
    if (unit > 8) {
      uint64_t hi = 0;
      for (unsigned i = 8; i < unit; ++i) hi |= uint64_t{p[off + i]} << (8 * (i - 8));
      out.append(buf, fmt::format_to(buf, " {:016x}{:016x}", hi, lo));
    } else {
      out.append(buf, fmt::format_to(buf, " {:0{}x}", lo, 2 * n));
    }
  }
  if (note) {
    out += ' ';
    out += note;
  }
}

}  // namespace

DisStats disassemble(const obj::Object& o, const codec::Decoder& dec, const DisOptions& opt, std::string& out) {
  const desc::Target& t = dec.target();
  Printer printer(t);
  for (const auto& r : opt.hide_roles) printer.hide_role(r);
  DisStats st;
  unsigned unit = t.unit_bits / 8;
  for (size_t si = 0; si < o.sections.size(); ++si) {
    const auto& sec = o.sections[si];
    std::multimap<uint64_t, const std::string*> labels;
    std::map<uint64_t, std::string> names;
    for (const auto& s : o.symbols)
      if (s.section == static_cast<int>(si) && !s.name.empty()) {
        labels.emplace(s.value, &s.name);
        names.emplace(s.value, s.name);
      }
    SymbolizeFn sym = [&names](uint64_t a) -> std::string_view {
      auto it = names.find(a);
      return it == names.end() ? std::string_view() : std::string_view(it->second);
    };
    if (sec.name == ".text" || sec.name == ".data") out += fmt::format("\t{}\n", sec.name);
    else out += fmt::format("\t.section {}\n", sec.name);
    const uint8_t* base = sec.bytes.data();
    size_t size = sec.bytes.size();
    auto emit_labels = [&](uint64_t a) {
      auto [lo, hi] = labels.equal_range(a);
      for (auto it = lo; it != hi; ++it) out += fmt::format("{}:\n", *it->second);
    };
    if (!sec.exec) {
      for (size_t off = 0; off < size; off += 16) {
        emit_labels(off);
        out += "\t.byte ";
        for (size_t i = off; i < std::min(size, off + 16); ++i) out += fmt::format("{}{:#04x}", i == off ? "" : ", ", base[i]);
        out += '\n';
      }
      continue;
    }
    codec::MCInst mi;
    size_t off = 0;
    while (off < size) {
      emit_labels(off);
      size_t line_start = out.size();
      auto r = dec.decode(base + off, size - off);
      if (r.status == codec::DecodeStatus::Ok) {
        codec::decode_operands(*r.variant, r.bits, mi);
        out += '\t';
        printer.print(mi, sec.addr + off, out, sym);
        if (opt.show_words) append_comment(out, line_start, sec.addr + off, base + off, r.bytes, unit, nullptr);
        out += '\n';
        off += r.bytes;
        ++st.instructions;
        continue;
      }
      unsigned n = size - off >= unit ? unit : static_cast<unsigned>(size - off);
      if (n < unit) {
        // A partial unit at the end of the section: bytes, so the text reassembles exactly.
        out += "\t.byte ";
        for (unsigned i = 0; i < n; ++i) out += fmt::format("{}{:#04x}", i ? ", " : "", base[off + i]);
        if (opt.show_words) out += "  // truncated: fewer bytes than one instruction unit";
      } else {
        append_data_unit(out, base + off, n);
        const char* note = r.status == codec::DecodeStatus::Truncated ? "truncated instruction" : "no instruction matches";
        if (opt.show_words) append_comment(out, line_start, sec.addr + off, base + off, n, unit, note);
      }
      out += '\n';
      off += n;
      ++st.data_units;
    }
    emit_labels(size);  // labels that mark the end of the section
  }
  return st;
}

}  // namespace simtloom::dis
