// Operand extraction with its per-operand decisions made once per variant: what
// codec::decode_operands does, without following Variant -> Form -> OperandSlot ->
// OperandType and Variant -> Field -> Segment for every operand of every word (the
// disassembler's hot path). Results are identical to decode_operands.
#pragma once
#include <cstdint>
#include <vector>

#include "codec/codec.h"

namespace simtloom::codec {

class OperandDecoder {
 public:
  explicit OperandDecoder(const desc::Target& t);
  void decode(const desc::Variant& v, const Bits128& bits, MCInst& out) const;

 private:
  struct Step {
    enum Mode : uint8_t { Raw, Unsigned, Signed, Field, Src } mode = Raw;
    uint8_t lo = 0, width = 0;  // the bits, when the field is one segment (else Mode Field)
    uint8_t sign_shift = 0;     // Signed: 64 - the operand's bits
    uint8_t scale_log2 = 0;
    int64_t bias = 0;                        // Signed: a pcrel operand's bias
    const desc::Field* field = nullptr;      // Mode Field: extracted the general way
    const desc::OperandType* type = nullptr;  // Mode Field: converted with field_to_operand
  };
  struct Range {
    uint32_t first = 0, count = 0;
    bool implied = false;  // the instruction has differ rules (an implied low bit to supply)
  };
  std::vector<Range> by_variant_;  // indexed by Variant::id
  std::vector<Step> steps_;
};

}  // namespace simtloom::codec
