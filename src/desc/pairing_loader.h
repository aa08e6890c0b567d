// Internal to the desc layer: the description keys of instructions made of two operations in one
// encoding (gfx11 VOPD, `v_dual_X ... :: v_dual_Y ...`): operand pairs that must differ
// (`differ:`), scalar reads outside the operands (`constant_bus_reads:`), and a format's literal
// dword inside the format (`literal_at:`).
#pragma once
#include <yaml-cpp/yaml.h>

#include "desc/model.h"
#include "desc/yaml_reader.h"

namespace simtloom::desc {

// `literal_at: 64`: the 32 bits at 64..95 are the instruction's literal.
bool load_literal_at(Reader& r, const YAML::Node& n, Format& f);
// The mask of a format's literal dword when it lies inside the format, else empty.
Bits128 literal_dword(const Format& f);
// An instruction's `differ:` list and `constant_bus_reads:` (operands already parsed).
void load_pairing(Reader& r, const YAML::Node& n, Form& insn);

}  // namespace simtloom::desc
