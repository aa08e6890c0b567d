// Finding the pairs of encodings that may overlap without comparing every pair: a description
// with 60,000 instructions has 1.8 billion pairs, nearly all of which differ in an opcode bit.
//
// Two encodings can overlap only if they agree on every bit of the first unit that both fix
// (that is where the decoder tells them, and their lengths, apart). The search splits a set on a
// first-unit bit: those fixing it to 0 never overlap those fixing it to 1, and those leaving it
// free are compared with both halves. Each set is split on the bit that separates the most
// pairs, until no bit separates any; what is left is compared pair by pair.
#pragma once
#include <cstddef>
#include <functional>
#include <vector>

#include "support/bits.h"

namespace simtloom::desc {

struct EncodingBits {
  Bits128 mask, match;  // the bits the encoding fixes, and their values
};

struct OverlapSearchStats {
  size_t compared = 0;    // pairs whose bits were compared
  size_t candidates = 0;  // pairs handed to `visit`
};

// Calls visit(i, j), i < j, once for each pair that agrees on every bit of `first_unit` both fix
// (and for no pair that does not); stops when visit returns false. Pairs come in a fixed order
// for a given input.
void for_each_overlap_candidate(const std::vector<EncodingBits>& encodings, const Bits128& first_unit,
                                const std::function<bool(size_t, size_t)>& visit, OverlapSearchStats* stats = nullptr);

}  // namespace simtloom::desc
