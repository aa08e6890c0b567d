// The immutable in-memory model of one instruction-set description (isa/<target>/*.yaml).
// Everything here is data: the codec, assembler, disassembler, manual and simulator read it.
#pragma once
#include <atomic>
#include <cstdint>
#include <map>
#include <span>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "desc/call_modes.h"
#include "desc/code_object.h"
#include "support/bits.h"
#include "support/diag.h"
#include "support/name_table.h"

namespace simtloom::desc {

// Text in the languages a description provides; `en` is required, `zh` where the seed gives it.
struct Text {
  std::string en, zh;
};

struct RegClass {
  std::string name, prefix;
  std::string title;  // what a message calls it: "uniform" in "a uniform register"
  unsigned count = 0, width = 0;
  std::vector<std::pair<std::string, unsigned>> specials;  // e.g. {"pt", 7}: printed by name
  // false (`written: false`): the class exists for the simulator only (registers that enum values
  // name, linx041's queue rows): no program writes its names, which stay free for labels.
  bool written = true;
  Text doc;
  SourceLoc loc;
};

// One contiguous piece of a field; a field's value concatenates its segments, first = most significant.
struct Segment {
  unsigned hi = 0, lo = 0;
  unsigned width() const { return hi - lo + 1; }
};

struct Field {
  std::string name;
  std::vector<Segment> segs;
  unsigned width = 0;
  bool view = false;  // another field over bits the format's fields already cover (`views:`)
  SourceLoc loc;
  uint64_t extract(const Bits128& b) const {
    if (segs.size() == 1) return b.get(segs[0].lo, segs[0].width());
    uint64_t v = 0;
    for (const auto& s : segs) v = (v << s.width()) | b.get(s.lo, s.width());
    return v;
  }
  void insert(Bits128& b, uint64_t v) const {
    for (auto it = segs.rbegin(); it != segs.rend(); ++it) {
      b.set(it->lo, it->width(), v);
      v >>= it->width();
    }
  }
  Bits128 mask() const {
    Bits128 m;
    for (const auto& s : segs) m.set(s.lo, s.width(), ~uint64_t{0});
    return m;
  }
};

struct Format {
  std::string name;
  unsigned bits = 0;
  std::vector<Field> fields;
  // Bits inside operand fields that may hold only some values in this format (sm90 SYNCS: reuse
  // flags 122-124 clear; no yield only with stall 1..11 — what nvdisasm accepts). A word with
  // another value is not this format's; the assembler refuses to write one, with `message`.
  struct Reserved {
    Field field;           // the bits, as a (possibly split) field of at most 6 bits
    uint64_t allowed = 1;  // bit v set: value v is allowed
    std::string message;
  };
  std::vector<Reserved> reserved;
  // Where a source's literal dword is: at `bits` (after the format, making the instruction
  // longer) unless `literal_at:` puts it inside (gfx11 VOPDK: the K dword, which a source of the
  // literal code reads and which every operand bound to those 32 bits shares).
  unsigned literal_at = 0;
  bool literal_inside() const { return literal_at < bits; }
  Text doc;
  SourceLoc loc;
  const Field* field(std::string_view n) const {
    for (const auto& f : fields)
      if (f.name == n) return &f;
    return nullptr;
  }
};

// The registers of a register class an enum value names, for the simulator's register use
// (`reg: q2`, `regs: 2`, `shift: 2` on the entry): linx041's queue entries t#k name two rows of
// its queue file, and a push ->t names the whole queue. count 0: the value names none.
enum class Access : uint8_t { None = 0, Read = 1, Write = 2, ReadWrite = 3 };

struct EnumRegs {
  const RegClass* cls = nullptr;
  uint16_t first = 0, count = 0;
  // A write moves the named registers up by `shift` (the last ones fall off: a queue push) and
  // writes the first `shift`: it reads first .. first + count - shift - 1 as well.
  uint16_t shift = 0;
};

struct EnumEntry {
  std::string name;
  uint64_t value = 0;
  // Other spellings the assembler accepts for this value; the disassembler prints `name`
  // (sm90's "@PT", which nvdisasm never prints because it is the absent guard).
  std::vector<std::string> aliases;
  // A disassembler's name for a value its instruction set defines nothing for (nvdisasm's
  // ".???1"): printed and read back so that such words round-trip, never offered as a suggestion.
  bool placeholder = false;
  // A name the disassembler prints that the assembler refuses (llvm-mc's invalid_target_9 of
  // gfx11's exp, attributes past attr32): the operand type's range_message says why.
  bool decode_only = false;
  std::map<std::string, std::string> attrs;  // e.g. access: ro
  EnumRegs names;
  Text doc;
};

struct EnumTable {
  EnumTable() = default;
  EnumTable(const EnumTable&) = delete;  // the name index's keys are views into `entries`
  EnumTable& operator=(const EnumTable&) = delete;
  std::string name;
  std::vector<EnumEntry> entries;
  std::unordered_map<uint64_t, size_t> by_value;  // the first entry of each value, unless dense_by_value covers all
  // Names that start with punctuation (".rne", ".f32") or are empty are suffixes: matched
  // literally where they stand, longest first, the empty one when none matches.
  bool suffix_style = false;
  // Entry indices grouped by the name's first character, longest name first within a group
  // (table order among equal lengths): the assembler finds the longest name written at a
  // position by looking only at the names that start with the character there.
  std::vector<uint32_t> by_first_char;
  uint32_t first_char_start[257] = {};  // group of character c: by_first_char[start[c] .. start[c+1])
  bool punctuated = false;  // some name holds a character an identifier cannot ("t#1")
  void index_names();       // fills the three above and the lookups once `entries` is complete
  void index_lookups();     // fills by_value and forgets the name index (index_names does)
  const EnumEntry* find(std::string_view n) const {
    if (!named_.load(std::memory_order_acquire)) index_by_name();
    const uint32_t* i = by_name_.find(n);
    return i ? &entries[*i] : nullptr;
  }
  // Whether some entry names registers (EnumEntry::names): operands of the table are then
  // register operands of the simulator, with access.
  bool names_registers() const {
    for (const auto& e : entries)
      if (e.names.count) return true;
    return false;
  }
  const EnumEntry* find(uint64_t v) const {
    if (v < dense_by_value.size()) return dense_by_value[v] < 0 ? nullptr : &entries[static_cast<size_t>(dense_by_value[v])];
    if (dense_covers_all) return nullptr;
    auto it = by_value.find(v);
    return it == by_value.end() ? nullptr : &entries[it->second];
  }
  // Entry index per value for tables whose values are small (CSR numbers, register names): the
  // disassembler looks a name up per operand. -1: no entry.
  std::vector<int32_t> dense_by_value;
  bool dense_covers_all = false;  // every value has its slot in dense_by_value

 private:
  // Names and aliases -> the entry (the first of a name), keys viewing the entries' strings: one
  // array, no node per name. Built on the first lookup by name: a command reads every table of a
  // target and looks names up in few (hashing sm90's modifier names was 7% of its start-up). The
  // lock makes the first lookup safe from several threads.
  void index_by_name() const;
  mutable NameTable<uint32_t> by_name_;
  mutable std::atomic<bool> named_{false};
  mutable std::mutex naming_;
};

enum class OperandKind {
  Reg,    // register of a class: prefix + index, or a special name
  UImm,   // unsigned immediate (value = field << scale_log2)
  SImm,   // signed immediate
  PcRel,  // signed pc-relative target: value = (target - pc) >> scale_log2
  Enum,   // a name from an enum table, or a number when `numeric`
  Keyed,  // `key:value`; consecutive keyed operands form a set, any order, each optional
  FieldSet,  // `name(value)` parts packed into one field (subfields declared in YAML), or a number
  Pattern,   // parts packed into one field, written through a fixed text pattern such as a
             // control code "[R---:B0-----:R-:W1:Y:S04]" (each part a number, a name or one character per bit)
  Src,       // a source-operand code (the target's `sources:` space): a register, a register tuple, an
             // inline constant, or the code of a literal that follows the instruction (AMDGPU)
};

// The kind's name as the manual and the Python module show it: "reg", "uimm", ... "src".
constexpr const char* operand_kind_name(OperandKind k) {
  switch (k) {
    case OperandKind::Reg: return "reg";
    case OperandKind::UImm: return "uimm";
    case OperandKind::SImm: return "simm";
    case OperandKind::PcRel: return "pcrel";
    case OperandKind::Enum: return "enum";
    case OperandKind::Keyed: return "keyed";
    case OperandKind::FieldSet: return "fieldset";
    case OperandKind::Pattern: return "pattern";
    case OperandKind::Src: return "src";
  }
  return "?";
}

// How an immediate prints: Auto = decimal within +-255, hex beyond; Inline = decimal within
// -16..64, hex beyond; Dec and Hex always; F32 = the value's bits as an IEEE single, as nvdisasm
// prints one (1, 0.5, -0.0, 1.00000000000000000000e+09, +INF, -QNAN), written back as such;
// F64Hi = the value's bits as the high half of an IEEE double whose low half is zero (SASS's
// double-precision immediates), printed and read back the same way; Source = as the target's
// `sources:` print a 32-bit integer operand's inline constants (the integers in decimal, the float
// bit patterns as their text32, read back as those bits), any other value in hex (gfx11's
// s_setreg_imm32_b32 constant, as llvm-objdump prints it).
enum class PrintStyle { Auto, Dec, Hex, Inline, F32, F64Hi, Source };

// One named part of a FieldSet operand: bits of the operand value, a value table or a number.
struct SubField {
  std::string name;
  std::string title;  // the manual's label for the part where it differs from the name
  unsigned hi = 0, lo = 0;
  const EnumTable* table = nullptr;  // values by name; numbers when null
  uint64_t default_value = 0;        // the value when the part is not written
  // Pattern parts: one character per bit, bit 0 first: chars[i] when bit i is set, clear[i]
  // (or clear[0] for every bit) when it is not; or a decimal number at least `digits` wide.
  std::string chars, clear;
  unsigned digits = 0;
  // Parts of a `call` form (written by position): `decoded: false` parts are only written, never
  // read back from the bits (they print as 0); `unsupported` names are known but refused; the
  // diagnostics are keyed invalid, expected, absent, missing, unsupported (see FieldSetRules::call).
  bool decoded = true;
  const EnumTable* unsupported = nullptr;
  // Names a later part of a `call` form takes when the first part's value is not one whose entry
  // takes this part (llvm-mc's GS_OP_* names after any message but MSG_SYSMSG); accepted, never printed.
  const EnumTable* other_table = nullptr;
  std::map<std::string, std::string> messages;
  // A `call` form's part written as the field value + bias (hwreg's width: 1..32 in 5 bits).
  int64_t bias = 0;
  uint64_t max() const { return (hi - lo + 1) >= 64 ? ~uint64_t{0} : (uint64_t{1} << (hi - lo + 1)) - 1; }
  uint64_t get(uint64_t v) const { return (v >> lo) & max(); }
};

struct FieldSetRules {
  std::string join = " ";            // between printed parts
  std::string separators;            // characters accepted between written parts
  bool separator_required = false;   // parts must be separated by one of `separators`
  bool repeat_or = false;            // a repeated part ORs its values (else the last one wins)
  bool omit_zero = false;            // a part prints only when non-zero (else when not at its default)
  bool all_omitted_zero = false;     // nothing to print: `0` (else every part)
  bool repeat_error = false;         // a repeated part is an error (message `duplicate`)
  bool other_bits_number = false;    // a value with bits outside every part prints as a number
  bool value_error_at_name = false;  // a part's bad value is reported at the part's name
  // A part written NAME + this suffix (`vmcnt_sat(100)`) saturates: a value outside the part's
  // range becomes its maximum instead of an error. Empty: no saturating spelling.
  std::string saturate_suffix;
  // Written `call(p0, p1, ...)`: the parts by position, each a name from its table or a number.
  // A name from parts[0]'s table takes the parts its entry's `takes` attribute says (default 1);
  // the others may not be written. Printed `call(NAME)` when parts[0]'s value has a name that takes
  // one part, else `call(v0, v1, ...)` when those values give the value back, else as a number.
  std::string call;
  // `call(p0)` alone stands for the other parts at their defaults, any p0 may be written with
  // one part or all of them, and parts print by name (hwreg(HW_REG_MODE), hwreg(HW_REG_MODE, 0, 1)).
  bool call_short = false;
  // Diagnostics, keyed: bad_field, bad_value, expected_value, expected_close, expected_open,
  // expected_field, too_large, bad_expression, not_absolute, duplicate, expected_number
  // ("{}" = the name involved).
  std::map<std::string, std::string> messages;
  std::string message(const std::string& key, std::string_view arg) const;
};

// A piece of a Pattern operand's text: literal characters, or one of its parts.
struct PatternPiece {
  std::string literal;
  int part = -1;  // index into OperandType::subfields, or -1 for a literal
};

struct OperandType {
  std::string name;
  std::string title;  // what a message calls it: "guard predicate", "control code"
  OperandKind kind = OperandKind::UImm;
  unsigned bits = 0;
  unsigned scale_log2 = 0;
  unsigned stride = 1;  // registers: the index must be a multiple (2: a pair, 4: a quad)
  const RegClass* reg_class = nullptr;
  const EnumTable* table = nullptr;
  bool numeric = false;  // enums: numbers without a name are accepted and printed as numbers
  // Immediates (`symbols: TABLE`): names the operand's expressions take as the table's values
  // (llvm-mc's UC_VERSION_GFX11 | UC_VERSION_W32_BIT of gfx11's s_version); a symbol the program
  // defines itself keeps its own value. With `symbolic: "HI:LO"` the operand prints as their OR,
  // as LLVM's expression printer writes it: bits HI:LO by name (decimal where unnamed), then
  // `|NAME` for each set bit another entry names (each a single bit outside HI:LO), the OR so far
  // parenthesised before each further one: ((A|B)|C)|D. A value with other bits prints by `print`.
  const EnumTable* symbols = nullptr;
  uint64_t symbolic_mask = 0;  // HI:LO as a mask; 0: not printed by name
  // enums: names the operand refuses with a message (`refuse: {LaneNum: "read-only ..."}`): a
  // name of something this operand cannot be, told apart from a misspelling.
  std::vector<std::pair<std::string, std::string>> refuse;
  // What operands of this type do when neither their instruction nor their variant says
  // (`access: read` on a source type): the default of OperandUse::access.
  Access access = Access::None;
  std::string key;       // keyed operands
  bool flag = false;     // keyed operands written as the bare key (value 1) or not at all (0): "glc"
  bool keyed_signed = false;  // keyed operands whose value is a signed `bits`-bit number ("offset:-0x10")
  bool print_default = false;  // keyed operands printed at their default too (gfx11's wait_exp:0); left out, the default
  uint64_t default_value = 0;
  PrintStyle print = PrintStyle::Auto;
  int64_t bias = 0;         // pcrel: target = pc + bias + (field << scale_log2)
  bool raw_const = false;   // pcrel: an absolute number is the field value itself
  bool optional = false;    // may be left out (takes default_value) and is not printed at it
  bool offset_form = false;  // simm written "+N" / "-N" right after a register, nothing when 0
  bool offset_plus = false;  // offset form whose negative values print "+-N" (nvdisasm's "[R1+-0x10]")
  bool offset_space = false;  // offset form printed after a blank, not a '+' (nvdisasm's "CALL.ABS.NOINC UR0 0x4")
  unsigned pair = 0;         // registers: written "Rn, Rn+pair" (one field names a pair)
  // Logical values stored as another field value (sm90 CAS.64's pair "UR60, UR62" is field 63).
  std::vector<std::pair<int64_t, uint64_t>> encode_as;
  std::string follow;        // optional operands: text printed (and required) right after the operand when present
  std::string role;          // a tag tools select operands by, e.g. "control" (dis --no-control hides them)
  bool has_accept = false;  // a written number in accept_lo..accept_hi is truncated to `bits`
  bool decode_accepted = false;  // registers: a word holding another register is not the variant's
  // `nonzero_as: N`: an accepted value other than 0 is taken as N (gfx11's DPP8 fi:2 is fi:1, as
  // llvm-mc 19 reads it).
  bool has_nonzero_as = false;
  int64_t nonzero_as = 0;
  int64_t accept_lo = 0, accept_hi = 0;
  std::string range_message;       // replaces the default out-of-range message
  // Keyed with choices (`choices_only: true`): a value that is none of them (a number, another
  // name) is refused with range_message, at the value (gfx11 MIMG's dim:).
  bool choices_only = false;
  // Enum (`loose_numbers: true`): a name's numbers may be written as any integer (`row_shl:0x1`)
  // and its bracketed list with blanks (`quad_perm:[0, 1, 2, 3]`), as llvm-mc takes gfx11's
  // dpp_ctrl; the name is looked up as the table spells it (decimal, no blanks).
  bool loose_numbers = false;
  // Keyed (`required: message`): the operand must be written; left out, refused with this at the
  // mnemonic, as llvm-mc does for a gfx11 image instruction without dim:.
  std::string required_message;
  std::vector<SubField> subfields;  // FieldSet
  FieldSetRules rules;              // FieldSet
  std::vector<PatternPiece> pattern;  // Pattern
  // Keyed: the value may be written rules.call(MODE, ...) (`modes:`; see call_modes.h), and prints
  // so where a mode takes it, else as a number; the messages are rules.messages'.
  std::vector<CallMode> call_modes;
  // Src: the width of the value (16, 32, 64, 128 ...), whether it is a float (inline constants and
  // float literals by that width), and the codes the operand may hold (bit c = code c).
  unsigned src_width = 32;
  bool src_float = false;
  // The width inline constants of a tuple wider than 64 bits print and parse at (`constant_width:`;
  // 0: 64). llvm-mc writes 1/(2*pi) of a 256-bit WMMA accumulator as a double, of a 128-bit one
  // (wave64's) as a float.
  unsigned src_constant_width_ = 0;
  unsigned src_constant_width() const { return src_constant_width_ ? src_constant_width_ : src_width > 64 ? 64 : src_width; }
  // `data: pk_f16`: two 16-bit floats in 32 bits (v_dot2acc_f32_f16): a literal is the whole dword,
  // printed as an f16 inline constant only where its high half is 0 (as llvm-mc prints it).
  bool src_packed = false;
  // `data: bf16` / `pk_bf16`: bfloat16 values (v_dot2_bf16_bf16): 16-bit, their float constants the
  // ranges' bits_bf16, a float written in the text rounded to bfloat16.
  bool src_bf16 = false;
  std::vector<uint64_t> src_codes;
  unsigned src_base = 0;  // the code of field value f is (f << scale) + src_base (256: a VGPR-only field)
  // `halves: PREFIX` (a 16-bit operand): the codes of that register range name 16-bit halves of
  // the registers of its first half (true16, gfx11's v_mov_b16 v5.h, v1.l): code first + n is
  // register base + n % (size / 2), its low half (.l) when n < size / 2, else its high half (.h).
  std::string src_halves;
  // The codes the assembler takes (a subset: llvm-mc prints some codes it does not assemble).
  std::vector<uint64_t> src_asm_codes;
  // Src: modifier bits in the field above the code (`mods: [neg, abs]`, most significant first),
  // written -x, |x|, neg(x), abs(x); the value carries them from codec::kSrcModShift up. The bit
  // of each (0 = the lowest of them), or -1 where the operand does not take it.
  unsigned src_mod_count = 0;
  int src_neg_bit = -1, src_abs_bit = -1, src_sext_bit = -1;  // sext: written sext(x)
  // Keyed: written as one of an enum's names (`choices:`: omod's mul:2, mul:4, div:2), none at
  // the default; or `key:[b0,b1,...]` (`list:`: the value bit each element sets, op_sel's;
  // kListZero: an element that is always 0).
  const EnumTable* choices = nullptr;
  std::vector<uint8_t> list_bits;
  uint64_t list_mask = 0;  // the value bits the elements set
  static constexpr uint8_t kListZero = 255;
  bool src_asm_allows(uint64_t code) const {
    return (code >> 6) < src_asm_codes.size() && ((src_asm_codes[code >> 6] >> (code & 63)) & 1);
  }
  unsigned src_regs() const { return src_width <= 32 ? 1 : src_width / 32; }
  bool src_allows(uint64_t code) const { return (code >> 6) < src_codes.size() && ((src_codes[code >> 6] >> (code & 63)) & 1); }
  Text doc;
  SourceLoc loc;
};

// The codes of a source-operand field (AMDGPU: s0..s105, vcc_lo, inline constants, 255 = a
// literal dword after the instruction, v0..v255 = 256..511), declared under `sources:` in
// target.yaml. Each range of codes is one kind of thing.
struct SourceRange {
  enum Kind { Reg, Names, Int, Float, Literal } kind = Names;
  unsigned first = 0, last = 0;  // the codes
  std::string prefix;            // Reg: "s" (s5, s[4:7]), "v", "ttmp"
  unsigned base = 0;             // Reg: the register number of code `first`
  // Reg: a tuple of n >= 2 registers starts at a multiple of min(n, align_max) (an odd code in a
  // 64-bit slot is printed as the aligned tuple, as llvm-mc does).
  unsigned align_max = 1;
  std::vector<std::string> names;  // Names: one per code
  // Names: other spellings the assembler takes, one per code (empty: none), and per code the
  // error the assembler gives for it (empty: none) where llvm-mc prints a code it does not assemble.
  std::vector<std::string> aliases, refuse;
  std::string pair;                // Names: the name of the two codes as one 64-bit tuple ("vcc")
  int64_t int_first = 0;           // Int: the value of code `first`
  int step = 1;                    // Int: +step per code
  // Float: per value width (16, 32, 64 bits) the bit patterns the codes stand for and their text.
  std::vector<uint64_t> bits16, bits32, bits64;
  std::vector<uint64_t> bits_bf16;  // the bfloat16 patterns (printed as text16)
  std::vector<std::string> text16, text32, text64;
  unsigned literal_bits = 0;  // Literal: the width of the dword that follows the instruction
};

struct SourceSpace {
  std::vector<SourceRange> ranges;
  std::vector<int16_t> range_of;  // range index per code, -1 for codes nothing names
  int literal_code = -1;
  unsigned literal_bits = 32;
  // The constant bus (`constant_bus:`): instructions of `formats` read at most `limit` distinct
  // scalar values (registers, the literal) through the operands named `operands`; `codes` are
  // the codes that count (inline constants and null do not).
  struct ConstantBus {
    unsigned limit = 0;  // 0: no limit
    std::vector<std::string> formats, operands;
    std::vector<uint64_t> codes;
    std::string message;
    bool counts(uint64_t code) const { return (code >> 6) < codes.size() && ((codes[code >> 6] >> (code & 63)) & 1); }
  } constant_bus;
  // Diagnostics keyed: invalid (what cannot go in this operand), range (a register past the last),
  // alignment (a tuple that does not start at its alignment), literal_unique (two different literals).
  std::map<std::string, std::string> messages;
  const SourceRange* at(unsigned code) const {
    return code < range_of.size() && range_of[code] >= 0 ? &ranges[static_cast<size_t>(range_of[code])] : nullptr;
  }
  std::string message(const std::string& key) const {
    auto it = messages.find(key);
    return it == messages.end() ? "invalid operand for instruction" : it->second;
  }
};

// A syntax template is parsed once into tokens used both to parse and to print.
struct TemplateToken {
  enum Kind { Literal, Space, Operand } kind = Literal;
  std::string text;  // Literal: the characters; Operand: the operand's name
  int operand = -1;  // Operand: index into Form::operands
};

// The most operands a form has (prefix included): gfx11 MIMG's NSA samples have vdata, five
// address registers, srsrc, ssamp, dmask, dim and nine flags.
inline constexpr unsigned kMaxFormOperands = 20;

struct OperandSlot {
  std::string name;
  const OperandType* type = nullptr;
};

struct Group;
struct Form;

struct Latency {
  enum Kind { Fixed, Variable } kind = Fixed;
  unsigned cycles = 1;   // Fixed
  std::string counter;   // Variable: the wait counter that tracks completion
  std::string text() const { return kind == Fixed ? "fixed:" + std::to_string(cycles) : "var:" + counter; }
};

// What an instruction does with one of its register operands, from the description's `access`
// and `regs` keys: the simulator's hazard checks, wait-counter tracking and the timing model's
// deferred re-execution read this, never a guess from a mnemonic.
struct OperandUse {
  Access access = Access::None;
  unsigned regs = 1;   // consecutive registers the operand names (the type's stride unless given)
  int regs_from = -1;  // or: operand index of an enum whose entry's `regs` attribute gives the count
  std::vector<uint8_t> regs_by_value;  // regs_from's counts by enum value (1 where an entry has none)
  bool reads() const { return (static_cast<unsigned>(access) & 1) != 0; }
  bool writes() const { return (static_cast<unsigned>(access) & 2) != 0; }
  // The count for the decoded value of operand regs_from (`sel`).
  unsigned count(int64_t sel) const {
    if (regs_from < 0) return regs;
    auto k = static_cast<uint64_t>(sel);
    return k < regs_by_value.size() ? regs_by_value[k] : 1;
  }
};

// One encoding of a form: a format, its fixed bits and where each operand goes. A form's first
// variant that is not decode_only is the one the assembler writes; the others only decode. Where
// several assembled variants share a form, each holds `only:` sets and the assembler writes the
// first whose sets the operands satisfy.
struct Variant {
  std::string name;
  const Form* form = nullptr;  // the syntax form this variant encodes
  const Format* format = nullptr;
  std::vector<std::pair<const Field*, uint64_t>> fixed;  // as written (the manual shows these)
  std::vector<const Field*> operand_fields;              // parallel to Form::operands
  std::vector<OperandUse> uses;                          // parallel to Form::operands
  // Registers the variant reads or writes that no operand names (`implicit: {"t#1": read}`, names
  // of enum entries that name registers): linx041's 16-bit forms read t#1 or push T implicitly.
  struct ImplicitUse {
    EnumRegs regs;
    Access access = Access::None;
  };
  std::vector<ImplicitUse> implicit;
  Latency latency;
  std::string unit;
  std::vector<std::string> flags;
  std::string status;  // "confirmed" / "provisional" where a target records it
  std::string source;  // the public document(s) the encoding comes from, where recorded
  // A catch-all encoding: tried only when no other variant matches, exempt from the overlap
  // check (e.g. sm90's generic "OP" line for instructions the description does not name).
  bool fallback = false;
  // Decoded and printed, never assembled: a second encoding of a form's syntax (the assembler
  // writes the form's first variant). Without it two variants of one syntax are a load error.
  bool decode_only = false;
  Text note;
  Bits128 mask, match;  // every bit not in an operand field is fixed
  Bits128 written;      // what the assembler starts from: match and fixed values of ignored fields
  // Operand fields that only some values may hold (enums with unnamed values, register pairs):
  // the field and a bit set of its allowed values (fields of up to kMaxValueSetBits bits). A word
  // with another value is not this variant.
  struct ValueSet {
    const Field* field = nullptr;
    std::vector<uint64_t> words;  // bit v of the set = bit v%64 of words[v/64]
    // A set the variant declares (`only: {field: {values, message}}`: gfx11 MIMG's data width by
    // d16 tfe dmask): the assembler refuses an instruction whose operands give another value, with this.
    std::string message;
    bool allows(uint64_t v) const { return (v >> 6) < words.size() && ((words[v >> 6] >> (v & 63)) & 1); }
  };
  static constexpr unsigned kMaxValueSetBits = 12;
  std::vector<ValueSet> value_sets;
  // Field values that make a word not this variant (`exclude:`), e.g. SMEM's offset 0 without a
  // scalar offset register, which llvm-mc prints through another form.
  std::vector<std::pair<const Field*, uint64_t>> excludes;
  // Fields that hold one value (the instruction's `same:` groups): a word where they differ is
  // not this variant.
  std::vector<std::vector<const Field*>> same_fields;
  // Fields of `print: f32` operands: a NaN other than the one its text reads back as (+QNAN is
  // 0x7fc00000, +SNAN 0x7f800001; nvdisasm prints every payload alike) is not this variant, so
  // that every word the variant decodes reassembles to its bits.
  std::vector<const Field*> f32_fields;
  // Fields of `print: f64hi` operands, the same for the high half of a double (+QNAN 0x7ff80000,
  // +SNAN 0x7ff00001).
  std::vector<const Field*> f64hi_fields;
  bool values_allowed(const Bits128& b) const {
    for (const auto& vs : value_sets)
      if (!vs.allows(vs.field->extract(b))) return false;
    for (const auto& [f, v] : excludes)
      if (f->extract(b) == v) return false;
    for (const auto& g : same_fields)
      for (size_t k = 1; k < g.size(); ++k)
        if (g[k]->extract(b) != g[0]->extract(b)) return false;
    for (const Field* f : f32_fields) {
      const uint64_t x = f->extract(b), man = x & 0x7fffff;
      if ((x & 0x7f800000) == 0x7f800000 && man != 0 && man != 0x400000 && man != 1) return false;
    }
    for (const Field* f : f64hi_fields) {
      const uint64_t x = f->extract(b), man = x & 0xfffff;
      if ((x & 0x7ff00000) == 0x7ff00000 && man != 0 && man != 0x80000 && man != 1) return false;
    }
    return true;
  }
  bool has_value_checks() const {
    return !value_sets.empty() || !excludes.empty() || !same_fields.empty() || !f32_fields.empty() || !f64hi_fields.empty();
  }
  unsigned bytes = 0;
  // Source operands that may hold the literal code: when one does, the literal's dword follows
  // the `bytes` of the instruction (literal_bytes more).
  uint32_t bus_operands = 0;  // operands that read through the target's constant bus (bit i: operand i)
  std::vector<const Field*> literal_fields;
  std::vector<uint64_t> literal_masks;  // per literal field: its code bits (above them: modifiers)
  unsigned literal_bytes = 0;
  unsigned literal_code = 0;
  // Bits the decoder does not look at (`ignore:`: fields the instruction does not use, which
  // llvm-mc decodes whatever they hold); the assembler writes them as 0.
  Bits128 ignored;
  unsigned length(const Bits128& b) const {
    for (size_t i = 0; i < literal_fields.size(); ++i)
      if ((literal_fields[i]->extract(b) & literal_masks[i]) == literal_code) return bytes + literal_bytes;
    return bytes;
  }
  unsigned id = 0;      // index into Target::variants
  SourceLoc loc;
  bool has_flag(std::string_view f) const {
    for (const auto& x : flags)
      if (x == f) return true;
    return false;
  }
};

// A scalar value an instruction reads through the constant bus besides its operands. A source
// operand of that code and width is the same read (v_div_fmas_f64's explicit `vcc` is its implicit
// VCC; v_div_fmas_f32's `vcc_lo` is not); code -1 equals no operand.
struct BusRead {
  int64_t code = -1;
  unsigned width = 0;
};

// Two operands whose values must differ modulo `modulo` where both lie in lo..hi (`differ:`):
// gfx11 VOPD's register banks (src0x/src0y mod 4 among VGPRs) and its destinations' parity. With
// `implied`, b's field holds b / 2 and b's low bit is the opposite of a's (decoded so, never written).
struct Differ {
  int a = -1, b = -1;  // operand indices
  unsigned modulo = 2;
  int64_t lo = 0, hi = INT64_MAX;
  bool implied = false;
  // Values that count as others for the rule (`as: {254: 259}`: llvm-mc puts src_lds_direct in bank 3).
  std::vector<std::pair<int64_t, int64_t>> as;
  bool report_first = false;  // `report: first`: the error is at a (else at b)
  std::string message;
};

// One syntax of an instruction: its template, its operands and the encodings (variants) that
// spell it. An instruction of the description (an `instructions:` entry) is one form, plus one
// more for each other `syntax:` its variants declare (other_forms).
struct Form {
  std::string name;      // heading, e.g. ICACHE
  std::string mnemonic;  // first word of the template, e.g. icache.inv
  std::string syntax;    // the template as written
  std::vector<TemplateToken> tokens;
  // Text written before the mnemonic (a target's prefix template, e.g. a control code and a guard
  // predicate); its operands are operands[0 .. prefix_operands).
  std::vector<TemplateToken> prefix_tokens;
  unsigned prefix_operands = 0;
  std::string prefix;  // the name of the prefix template, empty when none
  // Other mnemonics the assembler accepts for this instruction (llvm-mc's s_waitcnt_depctr for
  // gfx12's s_wait_alu); the disassembler prints `mnemonic`.
  std::vector<std::string> aliases;
  bool fallback = false;  // its variants are catch-alls (see Variant::fallback)
  std::vector<OperandSlot> operands;
  Text doc;
  // Notes the assembler adds to its diagnostics for this instruction, keyed by situation:
  // `align` (an immediate that is not a multiple of its scale), e.g. "lwi.u takes any offset".
  std::map<std::string, std::string> hints;
  std::vector<Variant*> variants;
  // Block contexts (target.yaml `contexts:`) the instruction may appear in; empty: any. The
  // assembler, which follows the context through `starts` and `body_starts`, rejects it
  // elsewhere and picks among same-spelled forms by it (linx041: a SIMT body holds only 64-bit
  // micro-instructions, an FP block only 32/16-bit ones).
  std::vector<std::string> contexts;
  std::string starts;       // the context after this instruction ("none": unknown)
  // Operands that must hold the same value (`same: [a_ty, b_ty]`, or a list of such lists):
  // linx041's float sources share one type. Indices into `operands`.
  std::vector<std::vector<int>> same;
  std::vector<Differ> differ;
  unsigned id = 0;  // index into Target::forms (set by each reader, not stored)
  // Scalar values the instruction reads through the constant bus besides its operands
  // (`constant_bus_reads:`; v_dual_cndmask_b32's VCC, v_div_fmas' VCC), counted before them; also
  // a bus narrower than the target's (gfx11's 64-bit shifts take one scalar: one slot taken).
  std::vector<BusRead> bus_reads;
  std::string body_starts;  // the context at the label its label operand names
  // The same operation written other ways (declared by `syntax:` on variants), each with its
  // own template and variants; the manual lists them under this instruction.
  std::vector<const Form*> other_forms;
  const Group* group = nullptr;
  unsigned section = 0;
  SourceLoc loc;
  // The seed's notation: mnemonic followed by name:type for each operand.
  std::string seed_syntax() const;
  // How a person writes it, for the manual and the assembler's hints: operands by name,
  // suffixes as <name> (cmp<cond>.s32), offsets as <off>, keyed parts as [key:N], optional
  // operands in [ ].
  std::string usage() const;
};

struct Section {
  Text title;
  std::vector<Form*> forms;  // the section's instructions, each by its first form
};

struct Group {
  std::string id;  // "6"
  Text title;
  std::string unit;
  std::vector<std::string> contexts;  // the group's instructions' default `context:`
  std::vector<Section> sections;
  std::string file;
};

struct Counter {
  std::string name;
  unsigned bits = 0;
  Text doc;
};

struct Trap {
  unsigned cause = 0;
  std::string name;
  Text doc;
};

// Forms by mnemonic, aliases included, names sorted, in a few flat arrays (read from the
// compact form at memcpy speed: as a hash map of vectors it was a fifth of gfx11's start-up).
class MnemonicIndex {
 public:
  using Forms = std::span<const Form* const>;
  // The lists as the loader built them, each in the order the assembler tries its forms.
  void assign(const std::unordered_map<std::string, std::vector<const Form*>>& by_name);
  size_t size() const { return first_.empty() ? 0 : first_.size() - 1; }
  std::string_view name(size_t i) const {
    return std::string_view(names_).substr(i ? name_end_[i - 1] : 0, name_end_[i] - (i ? name_end_[i - 1] : 0));
  }
  Forms forms(size_t i) const { return Forms(forms_.data() + first_[i], first_[i + 1] - first_[i]); }
  // The forms `m` names; empty when none.
  Forms find(std::string_view m) const;

  // The compact form's access (src/desc/compact.cpp).
  std::string names_;
  std::vector<uint32_t> name_end_;  // name i ends at name_end_[i] in names_
  std::vector<uint32_t> first_;     // name i's forms are forms_[first_[i] .. first_[i + 1])
  std::vector<const Form*> forms_;
};

// Reads the contents of the forms a target was loaded without (read_compact's `lazy`).
class FormSource {
 public:
  virtual ~FormSource() = default;
  // Fills f and its variants, once; a no-op for a form already read.
  virtual void read(Form& f) = 0;
  // Reads whatever no form named yet (formats no variant read so far uses).
  virtual void read_rest() {}
};

struct Target {
  std::string id;
  Text title;
  std::string endian = "little";
  unsigned unit_bits = 32;
  unsigned max_bytes = 4;
  std::string manual_section;
  std::vector<std::unique_ptr<RegClass>> reg_classes;
  std::vector<std::unique_ptr<Format>> formats;
  std::vector<std::unique_ptr<EnumTable>> enums;
  std::vector<std::unique_ptr<OperandType>> operand_types;
  SourceSpace sources;  // empty unless target.yaml declares `sources:`
  std::vector<Counter> counters;
  std::vector<std::pair<std::string, Text>> flags;
  std::vector<std::pair<std::string, Text>> units;
  std::vector<Trap> traps;
  std::vector<std::unique_ptr<Group>> groups;
  std::vector<std::unique_ptr<Form>> forms;  // every form, other_forms included
  std::vector<std::unique_ptr<Variant>> variants;
  MnemonicIndex by_mnemonic;
  // Templates written before every instruction's mnemonic, by name ("default" applies unless an
  // instruction names another): e.g. "{ctrl:ctrl} {guard:guard}".
  struct Prefix {
    std::string name, syntax;
    std::vector<TemplateToken> tokens;  // operand indices count from 0
    std::vector<OperandSlot> operands;
  };
  std::vector<Prefix> prefixes;
  const Prefix* prefix(std::string_view n) const {
    for (const auto& p : prefixes)
      if (p.name == n) return &p;
    return nullptr;
  }
  // The directive undecodable units print as (`.word` when empty).
  std::string data_directive;
  // Assembler diagnostics a target words its own way: missing_operand, extra_operand,
  // expected_expression (replaces "expected an expression" where nothing can start an operand).
  std::map<std::string, std::string> messages;
  // What starts a comment in assembly source (`comments:` in target.yaml); `declared` when the
  // description names them (the manual then says so).
  std::vector<std::string> comments{"//", "#", ";"};
  // Block contexts the assembler follows (see Form::contexts): name -> what it is, for
  // its messages ("a SIMT block body").
  std::vector<std::pair<std::string, std::string>> contexts;
  // `mnemonic_case: any`: the assembler takes mnemonics in any case (the printer writes the
  // description's spelling).
  bool mnemonics_any_case = false;
  // The modes target.yaml declares (`modes:`: gfx11's wave64, where a lane mask is an SGPR pair)
  // and the one this model was loaded in ("": the default). A mode rewrites template tokens,
  // redefines operand types and leaves out formats; the mnemonics it leaves out map to what the
  // assembler says of them there (llvm-mc's "instruction requires wavesize=32").
  struct Mode {
    std::string name;
    Text doc;
    std::vector<std::pair<std::string, std::string>> tokens;  // template words it writes otherwise
    std::vector<std::string> without_formats;                // formats whose instructions it leaves out
    std::string message;                                     // what the assembler says of those
    std::vector<std::string> operand_types;                  // the types it redefines
  };
  std::vector<Mode> modes;
  std::string mode;
  std::map<std::string, std::string> mode_refused;
  const std::string* context_title(std::string_view n) const {
    for (const auto& [k, v] : contexts)
      if (k == n) return &v;
    return nullptr;
  }
  bool comments_declared = false;
  // Some instruction declares `access`: then every register operand of every variant must (the
  // simulated targets), so that no register use is ever left to a guess.
  bool access_declared = false;
  // What to say about text after the last operand, by how it starts (first match; "" matches
  // anything); where none is given, `extra_operand` or the default message.
  struct ExtraText {
    std::vector<std::string> starts;
    std::string message;
  };
  std::vector<ExtraText> extra_text;
  // The code-object format objects of this target are written in (an AMDGPU code object for
  // gfx11), from the description file whose top-level key is `code_object:`; null: simtloom's
  // own ELF objects.
  std::unique_ptr<CodeObject> code_object;

  // Set while some forms (and their variants) are still unread: a target loaded for assembly
  // reads a form when the assembler first looks its mnemonic up, so that a short file pays for
  // the few forms it names, not for gfx11's 2,000 (desc::read_compact). Null: all are read.
  // Until then an unread form is empty and its variants are null in `variants`: whoever walks
  // `forms` or `variants` of such a target calls load_all() first.
  mutable std::unique_ptr<FormSource> unread;
  void load(const Form& f) const {
    if (unread) unread->read(const_cast<Form&>(f));  // the target owns every form it lists
  }
  void load_all() const;

  const RegClass* reg_class(std::string_view n) const;
  const Format* format(std::string_view n) const;
  const EnumTable* enum_table(std::string_view n) const;
  const OperandType* operand_type(std::string_view n) const;
  const Text* flag(std::string_view n) const;
  const Group* group(std::string_view id) const;
  const Counter* counter(std::string_view n) const;
};

}  // namespace simtloom::desc
