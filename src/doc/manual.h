// The reference-manual generator: renders a target description as Markdown or as a
// standalone HTML page, each group in the presentation of seed 000 (syntax, bilingual
// description, variant table with encoding, latency and flags), followed by the
// target-level reference tables (formats, opcode map, operand types, registers, counters,
// units, flags, enumerations such as the CSRs, trap causes).
#pragma once
#include <string>

#include "desc/model.h"

namespace simtloom::doc {

enum class DocFormat { Markdown, Html };

struct DocOptions {
  std::string group;  // a group id such as "6"; empty = the whole target
  DocFormat format = DocFormat::Markdown;
};

// The manual; the same model and options always give the same bytes.
// Throws std::invalid_argument when o.group names no group of the target.
std::string render_manual(const desc::Target& t, const DocOptions& o);

// An ASCII box diagram of a format's bit fields, most significant bit on the left, 32 bits
// per row; a field split over several ranges shows one box per piece labelled name[hi:lo].
std::string format_diagram(const desc::Format& f);

// A variant's encoding in the seed's notation: the format, "op", then each fixed field in
// the order the description writes them, e.g. "SYS op opcode=0x4e f5=0x4".
std::string encoding_text(const desc::Variant& v);

// A field's bit ranges as the description writes them: "6:0", "5", "31:25,11:7".
std::string bit_range_text(const desc::Field& f);

}  // namespace simtloom::doc
