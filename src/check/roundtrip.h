// The round-trip property of a description, for `simtloom check-isa` and the tests: for every
// variant, random operand values -> encode -> decode gives the same variant and operands ->
// print -> assemble gives the same bits. It fails where two variants print the same text (the
// assembler writes only the first), where a printed operand does not parse back, or where
// decoding loses a value.
#pragma once
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "desc/model.h"

namespace simtloom::check {

struct RoundTripFailure {
  const desc::Variant* variant = nullptr;
  std::string text;     // the printed instruction, where it got that far
  std::string problem;  // what went wrong, in a sentence
};

// A random logical value the operand's text can express (registers the assembler takes, named
// enum values, decoded fieldset parts).
int64_t random_operand(const desc::Target& target, const desc::OperandType& t, std::mt19937_64& rng);

// What a round trip cost: assembler runs (each builds the target's mnemonic table, so their count,
// not the variants', decides how the check grows with a description) and samples drawn.
struct RoundTripStats {
  size_t assembler_runs = 0, samples = 0;
};

// `samples` random operand sets per variant (decode-only variants excluded); at most one failure
// per variant.
std::vector<RoundTripFailure> round_trip(const desc::Target& t, unsigned samples, uint64_t seed = 12345, RoundTripStats* stats = nullptr);

}  // namespace simtloom::check
