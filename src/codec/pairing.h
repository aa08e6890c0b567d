// Rules between the operands of an instruction made of two operations (gfx11 VOPD's `differ:`
// rules: register banks, destination parity with an implied low bit).
#pragma once
#include <cstdint>

#include "desc/model.h"

namespace simtloom::codec {

// Decoding: the low bit of each `implied` rule's second operand, the opposite of the first's.
void apply_implied(const desc::Form& insn, int64_t* ops);
// The first rule the values break (both in the rule's range and equal modulo), or -1.
int differ_violation(const desc::Form& insn, const int64_t* ops);
// Moves second operands until no rule is broken (property tests and oracle vectors draw values
// freely): an implied one takes its opposite low bit, another moves by one within its range.
void satisfy_differ(const desc::Form& insn, int64_t* ops);
// Makes the holders of the one literal agree, for drawn values: every source literal takes the
// first's value, and the operands bound to a literal dword inside the format (VOPDK's K) too.
void share_literal(const desc::Variant& v, int64_t* ops);

}  // namespace simtloom::codec
