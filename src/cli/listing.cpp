#include "cli/listing.h"

#include <algorithm>
#include <map>

#include <fmt/format.h>

#include "dis/printer.h"

namespace simtloom::cli {

void encoding_listing(const obj::Object& o, const std::vector<assembler::InsnRecord>& insns, const codec::Decoder& dec,
                      std::string& out) {
  dis::Printer printer(dec.target());
  std::map<std::pair<int, uint64_t>, std::vector<const std::string*>> labels;
  std::map<std::pair<int, uint64_t>, std::string> names;
  for (const auto& s : o.symbols)
    if (s.section >= 0 && s.type != obj::Symbol::Section) {  // a section symbol is no label
      labels[{s.section, s.value}].push_back(&s.name);
      names.emplace(std::make_pair(s.section, s.value), s.name);
    }
  int section = -1;
  codec::MCInst mi;
  for (const auto& r : insns) {
    if (r.section != section) {
      section = r.section;
      const auto& name = o.sections[section].name;
      out += name == ".text" || name == ".data" ? fmt::format("\t{}\n", name) : fmt::format("\t.section {}\n", name);
    }
    if (auto it = labels.find({r.section, r.offset}); it != labels.end())
      for (auto* n : it->second) out += fmt::format("{}:\n", *n);
    const auto& bytes = o.sections[r.section].bytes;
    const uint8_t* p = bytes.data() + r.offset;
    // The instruction with its literal's dword, if a source holds the literal code.
    unsigned most = static_cast<unsigned>(std::min<uint64_t>(r.variant->bytes + r.variant->literal_bytes, bytes.size() - r.offset));
    Bits128 bits = Bits128::from_bytes(p, most);
    const unsigned len = r.variant->length(bits);
    bits = bits & Bits128::ones(len * 8);
    codec::decode_operands(*r.variant, bits, mi);
    size_t start = out.size();
    out += '\t';
    int sec = r.section;
    printer.print(mi, r.offset, out, [&](uint64_t a) -> std::string_view {
      auto it = names.find({sec, a});
      return it == names.end() ? std::string_view() : std::string_view(it->second);
    });
    size_t col = 8 + out.size() - start - 1;
    out.append(col < 40 ? 40 - col : 1, ' ');
    out += "// encoding: [";
    for (unsigned i = 0; i < len; ++i) out += fmt::format("{}{:#04x}", i ? "," : "", p[i]);
    out += "]\n";
  }
}

}  // namespace simtloom::cli
