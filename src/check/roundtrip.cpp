#include "check/roundtrip.h"

#include <algorithm>
#include <span>

#include <fmt/format.h>

#include "asm/assembler.h"
#include "codec/codec.h"
#include "codec/pairing.h"
#include "codec/source.h"
#include "dis/printer.h"

namespace simtloom::check {

using desc::OperandKind;

int64_t random_operand(const desc::Target& target, const desc::OperandType& t, std::mt19937_64& rng) {
  uint64_t r = rng();
  if (t.kind == OperandKind::Keyed && !t.call_modes.empty()) {
    // A value whose text gives it back: llvm-objdump prints some (gfx11 swizzle's BITMASK_PERM with
    // an or and a xor bit together) as another value's text, and so do we.
    const uint64_t mask = t.bits >= 64 ? ~uint64_t{0} : (uint64_t{1} << t.bits) - 1;
    for (int tries = 0; tries < 1000; ++tries, r = rng()) {
      bool exact = false;
      desc::call_mode_text(t.call_modes, r & mask, &exact);
      if (exact) return static_cast<int64_t>(r & mask);
    }
    return static_cast<int64_t>(t.default_value);
  }
  switch (t.kind) {
    case OperandKind::Src:
      // A code the operand allows, printed as text that assembles back to it (aligned tuples,
      // literals no inline constant equals).
      for (int tries = 0; tries < 100000; ++tries) {
        uint64_t code = ((rng() % (uint64_t{1} << t.bits)) << t.scale_log2) + t.src_base;
        int64_t v = static_cast<int64_t>(code);
        if (!t.src_allows(code)) continue;
        if (static_cast<int>(code) == target.sources.literal_code) v = codec::kSrcLiteral | static_cast<uint32_t>(rng());
        if (t.src_mod_count) v = codec::with_mods(v, static_cast<unsigned>(rng() % (1u << t.src_mod_count)));
        if (codec::src_canonical(target.sources, t, v)) return v;
      }
      return static_cast<int64_t>(t.src_base);  // (no printable code: the round trip reports it)
    case OperandKind::Reg:
      if (t.has_accept)  // registers the assembler takes
        return t.accept_lo + static_cast<int64_t>(r % static_cast<uint64_t>(t.accept_hi - t.accept_lo + 1));
      return static_cast<int64_t>(r % (t.reg_class->count / t.stride) * t.stride);  // pairs start even
    case OperandKind::FieldSet: {
      // Parts with values that have a name (or any number for numeric parts): text that reassembles.
      uint64_t v = 0;
      for (const auto& sf : t.subfields) {
        uint64_t x = sf.decoded ? (rng() & sf.max()) : 0;  // parts only written print as 0
        if (sf.table) x = sf.table->entries[rng() % sf.table->entries.size()].value;
        v |= (x & sf.max()) << sf.lo;
      }
      return static_cast<int64_t>(v);
    }
    case OperandKind::Enum:
      if (!t.numeric || (r & 1)) {
        // A name that reassembles (not a decode-only one, which the assembler refuses).
        const auto& es = t.table->entries;
        size_t k = (r >> 1) % es.size();
        for (size_t n = 0; n < es.size() && es[k].decode_only; ++n) k = (k + 1) % es.size();
        return static_cast<int64_t>(es[k].value);
      }
      [[fallthrough]];
    default: {
      if (t.choices) return r % (t.choices->entries.size() + 1) == 0 ? 0 : static_cast<int64_t>(t.choices->entries[r % t.choices->entries.size()].value);
      if (!t.list_bits.empty())  // elements' bits; the others do not print and parse back at the default
        return static_cast<int64_t>((r & t.list_mask) | (t.default_value & ~t.list_mask));
      uint64_t f = t.bits >= 64 ? r : r & ((uint64_t{1} << t.bits) - 1);
      int64_t v = codec::field_to_operand(t, f);
      // A field the assembler takes only part of (s_buffer_load's offset: 0..0xfffff; flat's
      // offset:N, 0..4095 of a 13-bit field; v_fmamk_f16's K, 16 bits of a dword). A range wider
      // than the field (s_nop's truncated 32-bit numbers) holds every field value already.
      if (t.has_accept && (t.kind == OperandKind::SImm || t.kind == OperandKind::UImm || t.kind == OperandKind::Keyed) &&
          (v < t.accept_lo || v > t.accept_hi))
        v = t.accept_lo + static_cast<int64_t>(r % static_cast<uint64_t>(t.accept_hi - t.accept_lo + 1));
      return v;
    }
  }
}

namespace {

// An encoding as one hexadecimal number, as wide as the instruction.
std::string hex(const Bits128& b, unsigned bytes) {
  if (bytes > 8) return fmt::format("0x{:0{}x}{:016x}", b.hi, 2 * (bytes - 8), b.lo);
  return fmt::format("0x{:0{}x}", b.lo, 2 * bytes);
}

// Puts an allowed value into each value set the bits miss (`only:` sets, a format's reserved
// bits: sm90's WARPGROUP.DEPBAR reads only an empty scoreboard, one control code in 4,870);
// whether it changed any.
bool fit_value_sets(const desc::Variant& v, Bits128& bits, std::mt19937_64& rng) {
  bool changed = false;
  for (const auto& vs : v.value_sets) {
    if (vs.allows(vs.field->extract(bits))) continue;
    std::vector<uint64_t> ok;
    for (uint64_t x = 0; x < (uint64_t{1} << vs.field->width); ++x)
      if (vs.allows(x)) ok.push_back(x);
    if (ok.empty()) continue;
    vs.field->insert(bits, ok[rng() % ok.size()]);
    changed = true;
  }
  return changed;
}

// Operands for the variant that its format allows together (a format's reserved bits, e.g. sm90
// SYNCS's control code: no reuse flags, no yield only with stall 1..11), and that decode as it (a
// fallback form, e.g. gfx11 SMEM's with a scalar offset register, decodes only where no other
// form matches): drawn until they fit.
Bits128 draw(const desc::Target& t, const codec::Decoder& dec, const desc::Variant& v, codec::MCInst& mi, std::mt19937_64& rng) {
  Bits128 bits;
  mi.variant = &v;
  for (int k = 0; k < 1000; ++k) {
    for (size_t i = 0; i < v.form->operands.size(); ++i) mi.ops[i] = random_operand(t, *v.form->operands[i].type, rng);
    // Sources share one literal: a second literal takes the first's value.
    int64_t literal = -1;
    for (size_t i = 0; i < v.form->operands.size(); ++i)
      if (v.form->operands[i].type->kind == OperandKind::Src && codec::is_literal(mi.ops[i])) {
        if (literal < 0) literal = mi.ops[i];
        else mi.ops[i] = literal;
      }
    codec::share_literal(v, mi.ops);
    codec::satisfy_differ(*v.form, mi.ops);
    bits = codec::encode(mi);
    // A variant's own value sets (`only:`, gfx11 MIMG's dsize and asize views over several
    // operands' bits; reserved bits) take one of their values, and the operands follow.
    if (fit_value_sets(v, bits, rng)) codec::decode_operands(v, bits, mi), bits = codec::encode(mi);
    if (v.values_allowed(bits) && dec.match(bits) == &v && codec::constant_bus_excess(t.sources, v, mi.ops) < 0) break;
  }
  return bits;
}

struct Sample {
  Bits128 bits;
  unsigned bytes = 0;  // with a literal where one is encoded
  std::string text;
};

// Encode -> decode: the same variant and operands, else the problem. Fills the sample.
std::string decode_problem(const desc::Target& t, const codec::Decoder& dec, const dis::Printer& printer, const desc::Variant& v, std::mt19937_64& rng,
                           Sample& out) {
  codec::MCInst mi;
  out.bits = draw(t, dec, v, mi, rng);
  out.bytes = codec::encoded_length(mi);
  const desc::Variant* got = dec.match(out.bits);
  if (got != &v)
    return got ? fmt::format("its encoding {} decodes as '{}'", hex(out.bits, v.bytes), got->name)
               : fmt::format("its encoding {} does not decode", hex(out.bits, v.bytes));
  codec::MCInst back;
  codec::decode_operands(v, out.bits, back);
  for (size_t i = 0; i < v.form->operands.size(); ++i)
    if (back.ops[i] != mi.ops[i])
      return fmt::format("operand '{}' = {} decodes as {}", v.form->operands[i].name, mi.ops[i], back.ops[i]);
  out.text = printer.text(mi);
  return {};
}

// The bytes `text` assembles to, or false (diagnostics in d). `runs` counts the calls.
bool assemble(const desc::Target& t, const std::string& text, DiagList& d, std::vector<uint8_t>& bytes, size_t& runs) {
  ++runs;
  assembler::Assembler as(t, d);
  as.add_source("<round trip>", text);
  if (!as.finish()) return false;
  int s = as.object().find_section(".text");
  bytes = s < 0 ? std::vector<uint8_t>{} : as.object().sections[s].bytes;
  return true;
}

// Print -> assemble for one sample: the same bits, else the problem.
// The sample's text in its instruction's block context (a `.context` line first), where the
// target has contexts: forms spelled alike are told apart by it.
std::string in_context(const desc::Variant& v, const std::string& text) {
  const auto& cx = v.form->contexts;
  return cx.empty() ? text : fmt::format(".context {}\n{}", cx.front(), text);
}

std::string assemble_problem(const desc::Target& t, const codec::Decoder& dec, const desc::Variant& v, const Sample& x, size_t& runs) {
  DiagList d;
  std::vector<uint8_t> bytes;
  if (!assemble(t, in_context(v, x.text), d, bytes, runs)) return fmt::format("the printed text does not assemble: {}", d.render());
  if (bytes.size() != x.bytes) return fmt::format("the printed text assembles to {} bytes, not {}", bytes.size(), x.bytes);
  Bits128 again = Bits128::from_bytes(bytes.data(), x.bytes);
  if (again == x.bits) return {};
  const desc::Variant* other = dec.match(again);
  return fmt::format("the printed text assembles to {}{}, not {}", hex(again, x.bytes),
                     other && other != &v ? fmt::format(" (variant '{}')", other->name) : "", hex(x.bits, x.bytes));
}

}  // namespace

namespace {

// A variant whose samples decoded back, waiting to be assembled.
struct Pending {
  size_t index = 0;  // in t.variants: failures are reported in that order
  const desc::Variant* v = nullptr;
  std::vector<Sample> xs;
};

// Variants assembled in one run. One assembler per variant made check-isa quadratic in the size
// of the description (each run builds a table of every mnemonic): 5,000 instructions took 2.5 s,
// 60,000 did not finish in 4 minutes. A batch holds an eighth of the variants (so at most eight
// tables), at least 256.
constexpr size_t kMinBatchVariants = 256;

// Whether every sample of every pending variant assembles to its bits, in one assembler run.
// Each variant's text starts in its own block context where the target has contexts.
bool batch_assembles(const desc::Target& t, std::span<const Pending> batch, size_t& runs) {
  std::string text;
  size_t total = 0;
  for (const auto& p : batch) {
    if (!t.contexts.empty()) text += fmt::format(".context {}\n", p.v->form->contexts.empty() ? "none" : p.v->form->contexts.front());
    for (const auto& x : p.xs) text += x.text + "\n", total += x.bytes;
  }
  DiagList d;
  std::vector<uint8_t> bytes;
  if (!assemble(t, text, d, bytes, runs) || bytes.size() != total) return false;
  size_t at = 0;
  for (const auto& p : batch)
    for (const auto& x : p.xs) {
      if (!(Bits128::from_bytes(bytes.data() + at, x.bytes) == x.bits)) return false;
      at += x.bytes;
    }
  return true;
}

// A batch that did not assemble as a whole: its halves, down to single variants, then each
// sample alone to name the first that fails. A few bad variants cost a few runs each, not one run
// per variant of the batch.
void find_failures(const desc::Target& t, const codec::Decoder& dec, std::span<const Pending> batch,
                   std::vector<std::pair<size_t, RoundTripFailure>>& out, size_t& runs) {
  if (batch.size() > 1) {
    size_t half = batch.size() / 2;
    for (auto part : {batch.first(half), batch.subspan(half)})
      if (!batch_assembles(t, part, runs)) find_failures(t, dec, part, out, runs);
    return;
  }
  const Pending& p = batch.front();
  for (const auto& x : p.xs)
    if (std::string problem = assemble_problem(t, dec, *p.v, x, runs); !problem.empty()) {
      out.push_back({p.index, {p.v, x.text, std::move(problem)}});
      return;
    }
}

}  // namespace

std::vector<RoundTripFailure> round_trip(const desc::Target& t, unsigned samples, uint64_t seed, RoundTripStats* stats) {
  RoundTripStats local;
  RoundTripStats& cost = stats ? *stats : local;
  std::vector<std::pair<size_t, RoundTripFailure>> found;
  codec::Decoder dec(t);
  dis::Printer printer(t);
  std::mt19937_64 rng(seed);
  std::vector<Pending> batch;
  const size_t batch_size = std::max(kMinBatchVariants, t.variants.size() / 8 + 1);
  auto flush = [&] {
    if (!batch_assembles(t, batch, cost.assembler_runs)) find_failures(t, dec, batch, found, cost.assembler_runs);
    batch.clear();
  };
  for (size_t vi = 0; vi < t.variants.size(); ++vi) {
    const auto& v = t.variants[vi];
    if (v->decode_only) continue;  // a decode-only word reassembles as its form's first variant
    Pending p{vi, v.get(), std::vector<Sample>(samples)};
    std::string problem;
    size_t k = 0;
    for (; k < p.xs.size() && problem.empty(); ++k, ++cost.samples) problem = decode_problem(t, dec, printer, *v, rng, p.xs[k]);
    if (!problem.empty()) {
      found.push_back({vi, {v.get(), p.xs[k - 1].text, std::move(problem)}});
      continue;
    }
    batch.push_back(std::move(p));
    if (batch.size() == batch_size) flush();
  }
  if (!batch.empty()) flush();
  std::stable_sort(found.begin(), found.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<RoundTripFailure> out;
  for (auto& f : found) out.push_back(std::move(f.second));
  return out;
}

}  // namespace simtloom::check
