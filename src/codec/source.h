// Source-operand codes (the target's `sources:` space, AMDGPU's SSRC/VSRC encoding): which code
// a written number takes (an inline constant or a literal), and what a code stands for.
#pragma once
#include <cstdint>
#include <string>

#include "desc/model.h"

namespace simtloom::codec {

// A src operand's logical value is its code; a literal is kSrcLiteral | the literal's 32 bits
// (the field then holds the literal code and the dword follows the instruction).
constexpr int64_t kSrcLiteral = int64_t{1} << 40;
inline bool is_literal(int64_t v) { return (v & kSrcLiteral) != 0; }
inline uint32_t literal_of(int64_t v) { return static_cast<uint32_t>(v); }
// A source's modifiers (OperandType::src_mods: neg, abs) ride above the code or literal: bit
// kSrcModShift + k of the value is modifier bit k, the field's bit `bits + k`.
constexpr unsigned kSrcModShift = 44;
inline unsigned src_mods(int64_t v) { return static_cast<unsigned>(static_cast<uint64_t>(v) >> kSrcModShift); }
inline int64_t src_plain(int64_t v) { return v & ((int64_t{1} << kSrcModShift) - 1); }
inline int64_t with_mods(int64_t v, unsigned mods) { return src_plain(v) | static_cast<int64_t>(uint64_t{mods} << kSrcModShift); }

// The inline-constant code for `value` (the operand's value, `src_width` bits; integers
// sign-extended), or -1: integers -16..64 and the float bit patterns of the operand's width.
// `float_bits`: the value is a float token's bits (a 16-bit integer operand takes float
// constants only from float tokens, as llvm-mc does).
int inline_code(const desc::SourceSpace& sp, const desc::OperandType& t, int64_t value, bool float_bits = false);

// The code or literal an integer written for the operand takes; false when neither holds it
// (too wide for a literal, or the operand allows no literal).
bool src_from_integer(const desc::SourceSpace& sp, const desc::OperandType& t, int64_t n, int64_t& out);
// The same for a floating-point number: converted to the operand's width (an integer operand of
// 32 bits takes float bits, one of 64 bits only inline constants).
bool src_from_float(const desc::SourceSpace& sp, const desc::OperandType& t, double d, int64_t& out);

// What a literal of an operand stands for as the operand's value (the inline check's input).
int64_t literal_value(const desc::OperandType& t, uint32_t lit);

// A constant source with neg and abs applied to its sign bit (bit src_width - 1), as llvm-mc folds
// `-|4|` into an operand that has no modifier bits (VOP1/VOP2/VOPC _e32): the code or literal of
// the result; false for a register, a result the operand cannot hold, or a 64-bit operand's
// integer or literal (a 64-bit float constant folds as a float: |-0.5| is 0.5; `as_float`: 0 was
// written 0.0, so neg(0.0) is -0.0).
bool fold_sign_modifiers(const desc::SourceSpace& sp, const desc::OperandType& t, int64_t v, bool neg, bool abs, bool as_float,
                         int64_t& out);

// Whether the operand's text, printed, assembles back to exactly this value (registers at their
// alignment, literals that no inline constant equals).
bool src_canonical(const desc::SourceSpace& sp, const desc::OperandType& t, int64_t v);

// The register number a Reg-range code names for an operand of `regs` registers: aligned down
// to the range's alignment, as llvm-mc prints an odd SGPR in a 64-bit slot.
unsigned src_register(const desc::SourceRange& r, unsigned code, unsigned regs);

// The operand that reads one scalar value too many through the constant bus (the first past
// the target's limit: distinct registers and one literal count, inline constants do not), or -1.
int constant_bus_excess(const desc::SourceSpace& sp, const desc::Variant& v, const int64_t* ops);

}  // namespace simtloom::codec
