// Encoder and decision-tree decoder, both derived from a desc::Target at load time.
#pragma once
#include <cstdint>
#include <memory>
#include <vector>

#include "desc/model.h"
#include "support/bits.h"

namespace simtloom::codec {

constexpr unsigned kMaxOperands = desc::kMaxFormOperands;

// An instruction with its operands as logical values: a register index, an immediate, an enum
// value, or for pc-relative operands the signed byte offset from the instruction's address.
struct MCInst {
  const desc::Variant* variant = nullptr;
  int64_t ops[kMaxOperands] = {};
};

// The raw field value an operand's logical value encodes to (truncated to the field).
uint64_t operand_to_field(const desc::OperandType& t, int64_t value);
// The logical value of a raw field.
int64_t field_to_operand(const desc::OperandType& t, uint64_t field);
// Whether a logical value is representable in the operand's field (range and alignment).
bool operand_fits(const desc::OperandType& t, int64_t value);

// A number written for the operand, as its logical value: range-checked against `accept` and
// truncated to the field where the type says so (a pcrel `raw_const` number is the raw field),
// otherwise checked with operand_fits. False when out of range.
bool operand_from_number(const desc::OperandType& t, int64_t value, int64_t& out);

Bits128 encode(const MCInst& mi);
// The instruction's length in bytes: its format's, plus a literal's dword when a source holds one.
unsigned encoded_length(const MCInst& mi);
// A src operand's logical value from its field (the literal, read after the instruction, for the literal code).
int64_t src_operand(const desc::Variant& v, const desc::OperandType& t, const Bits128& bits, uint64_t field);
void decode_operands(const desc::Variant& v, const Bits128& bits, MCInst& out);

enum class DecodeStatus { Ok, NoMatch, Truncated };

struct DecodeResult {
  DecodeStatus status = DecodeStatus::NoMatch;
  const desc::Variant* variant = nullptr;
  Bits128 bits;
  unsigned bytes = 0;  // instruction length when Ok
};

class Decoder {
 public:
  explicit Decoder(const desc::Target& t);
  // Decodes the instruction at p, of which `avail` bytes are readable.
  DecodeResult decode(const uint8_t* p, size_t avail) const;
  // Decodes an instruction value directly (no length check).
  const desc::Variant* match(const Bits128& bits) const;
  const desc::Target& target() const { return t_; }
  size_t node_count() const { return nodes_.size(); }

 private:
  struct Node {
    uint8_t lo = 0, width = 0;     // bits tested; width 0 = leaf
    uint32_t first = 0, count = 0;  // children (inner) or candidates (leaf), indices into kids_/leaves_
  };
  uint32_t build(std::vector<const desc::Variant*> cands, Bits128 tested, int depth);
  const desc::Target& t_;
  std::vector<Node> nodes_;
  std::vector<uint32_t> kids_;
  std::vector<const desc::Variant*> leaves_;
  std::vector<const desc::Variant*> fallbacks_;  // tried in order when the tree finds nothing
  uint32_t root_ = 0;
};

}  // namespace simtloom::codec
