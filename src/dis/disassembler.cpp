#include "dis/disassembler.h"

#include <algorithm>
#include <cstring>
#include <map>

#include <fmt/format.h>

#include "codec/operand_decoder.h"
#include "dis/printer.h"
#include "support/numfmt.h"

namespace simtloom::dis {
namespace {

constexpr size_t kCommentColumn = 40;
constexpr size_t kZeroRunBytes = 32;  // data zeros printed as `.zero N` from this many on

const char* unit_directive(unsigned bytes) {
  switch (bytes) {
    case 1: return ".byte";
    case 2: return ".short";
    case 4: return ".word";
    default: return ".quad";
  }
}

// The unit as written little-endian by its data directive: one value per 8 bytes at most.
void append_data_unit(std::string& out, const uint8_t* p, unsigned bytes, const std::string& directive) {
  out += '\t';
  out += directive.empty() ? unit_directive(bytes) : directive.c_str();
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
  // The whole comment is built in one buffer and appended once: per-character appends were
  // the disassembler's largest cost.
  // Digits come from a table of byte pairs, and an instruction unit is printed straight from its
  // little-endian bytes (last byte first), without building its value.
  char buf[256];
  char* w = buf;
  const size_t pad = col < kCommentColumn ? kCommentColumn - col : 1;  // at most kCommentColumn - 8
  static constexpr char kSpaces[kCommentColumn + 1] = "                                        ";
  std::memcpy(w, kSpaces, kCommentColumn);  // a fixed-size copy: no call
  w += pad;
  *w++ = '/', *w++ = '/', *w++ = ' ';
  if (addr <= UINT32_MAX) {
    w = put_hex32(w, static_cast<uint32_t>(addr));
  } else {
    char digits[20];
    char* e = hex_digits_backwards(digits + sizeof digits, addr, 8);
    std::memcpy(w, e, static_cast<size_t>(digits + sizeof digits - e));
    w += digits + sizeof digits - e;
  }
  *w++ = ':';
  if (unit == 4 && bytes == 4) {  // one 32-bit word: the common case
    uint32_t v = uint32_t{p[0]} | uint32_t{p[1]} << 8 | uint32_t{p[2]} << 16 | uint32_t{p[3]} << 24;
    *w++ = ' ';
    w = put_hex32(w, v);
    bytes = 0;
  }
  for (unsigned off = 0; off + unit <= bytes && w < buf + sizeof buf - 40; off += unit) {
    *w++ = ' ';
    // Units are 2, 4, 8 or 16 bytes (the loader allows nothing else): the value's digits, most
    // significant first, are the bytes' from the last to the first.
    for (unsigned i = unit; i-- > 0;) w = put_hex_byte(w, p[off + i]);
  }
  out.append(buf, w);
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
  const codec::OperandDecoder operands(t);
  DisStats st;
  unsigned unit = t.unit_bits / 8;
  for (size_t si = 0; si < o.sections.size(); ++si) {
    const auto& sec = o.sections[si];
    // Labels in address order, consumed by a cursor as the listing advances.
    std::vector<std::pair<uint64_t, const std::string*>> labels;
    std::map<uint64_t, std::string_view> names;
    for (const auto& s : o.symbols)
      if (s.section == static_cast<int>(si) && !s.name.empty() && s.type != obj::Symbol::Section) {  // a section symbol is no label
        labels.emplace_back(s.value, &s.name);
        names.emplace(s.value, s.name);
      }
    std::stable_sort(labels.begin(), labels.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    size_t next_label = 0;
    SymbolizeFn sym = [&names](uint64_t a) -> std::string_view {
      auto it = names.find(a);
      return it == names.end() ? std::string_view() : it->second;
    };
    out += sec.name == ".text" || sec.name == ".data" ? "\t" : "\t.section ";
    out += sec.name;
    out += '\n';
    const uint8_t* base = sec.bytes.data();
    size_t size = sec.bytes.size();
    out.reserve(out.size() + std::min(size / unit * 56, opt.flush ? kFlushBytes : SIZE_MAX) + 64);
    // Prints the labels up to address a; one that falls inside the previous item cannot be
    // placed exactly, so it is named in a comment.
    auto emit_labels = [&](uint64_t a) {
      for (; next_label < labels.size() && labels[next_label].first <= a; ++next_label) {
        if (labels[next_label].first < a) out += fmt::format("// {}: at {:#x}, inside the previous line\n", *labels[next_label].second, labels[next_label].first);
        else out += fmt::format("{}:\n", *labels[next_label].second);
      }
    };
    auto label_after = [&](uint64_t a) -> uint64_t {
      size_t k = next_label;
      while (k < labels.size() && labels[k].first <= a) ++k;
      return k < labels.size() ? labels[k].first : UINT64_MAX;
    };
    if (!sec.exec) {
      // Rows of up to 16 bytes, cut where a label falls so that it is placed exactly; a run of
      // zeros two rows long or more is one `.zero N` (a 256 MiB zeroed buffer was 1.6 GB of text).
      for (size_t off = 0; off < size;) {
        if (opt.flush && out.size() >= kFlushBytes && !opt.flush(out)) return st;
        emit_labels(off);
        size_t stop = std::min<uint64_t>(size, label_after(off)), zeros = off;
        while (zeros < stop && base[zeros] == 0) ++zeros;
        if (zeros - off >= kZeroRunBytes) {
          out += fmt::format("\t.zero {}\n", zeros - off);
          off = zeros;
          continue;
        }
        size_t end = std::min<uint64_t>(stop, off + 16);
        out += "\t.byte ";
        for (size_t i = off; i < end; ++i) {
          if (i != off) out += ", ";
          append_hex(out, base[i], 2);
        }
        out += '\n';
        off = end;
      }
      emit_labels(size);
      continue;
    }
    codec::MCInst mi;
    size_t off = 0;
    // The block context (desc::Form::contexts) the listing is in: a `.context` line
    // precedes an instruction whose forms the assembler tells apart by it, so the text
    // reassembles to the same words.
    std::string ctx;
    while (off < size) {
      if (opt.flush && out.size() >= kFlushBytes && !opt.flush(out)) return st;
      emit_labels(off);
      size_t line_start = out.size();
      auto r = dec.decode(base + off, size - off);
      if (r.status == codec::DecodeStatus::Ok) {
        operands.decode(*r.variant, r.bits, mi);
        const desc::Form& in = *r.variant->form;
        if (!in.contexts.empty() && std::find(in.contexts.begin(), in.contexts.end(), ctx) == in.contexts.end()) {
          ctx = in.contexts.front();
          out += fmt::format("\t.context {}\n", ctx);
          line_start = out.size();
        }
        if (!in.starts.empty()) ctx = in.starts == "none" ? std::string() : in.starts;
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
        append_data_unit(out, base + off, n, t.data_directive);
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
