// DPP16 and DPP8 (the _dpp forms of VOP1, VOP2, VOPC and VOP3): one wrapper reads src0 through
// the lane permutation and runs the base instruction's own semantic function (the variant's
// name less _dpp, then less _e64, or with _e32: v_add_f32_dpp -> v_add_f32_e32, v_fma_f32_e64_dpp
// -> v_fma_f32). DPP16 (dpp_ctrl, rows of 16 lanes): quad_perm, row_shl/shr/ror, row_mirror,
// row_half_mirror, row_share, row_xmask; row_mask and bank_mask (banks of 4 lanes in a row) pick
// the lanes written; a lane whose source lane is outside its row or (without fi) disabled reads 0
// with bound_ctrl, else is not written. DPP8: lane i of each group of 8 reads selector i's lane.
#include <string>
#include <unordered_map>
#include <vector>

#include "sim/gfx11/common.h"

namespace simtloom::sim::gfx11 {
namespace {

// The base semantic function of each DPP variant, by generated id and by name (filled once by
// register_dpp). An instruction finds its base by its variant's id, which is the generated id for
// the built-in description; a user's own description (--isa) may number its variants otherwise,
// and is then looked up by name.
struct Bases {
  const std::string_view* names = nullptr;
  std::vector<SemFn> by_id;
  std::unordered_map<std::string_view, SemFn> by_name;
  SemFn of(const desc::Variant& v) const {
    if (v.id < by_id.size() && names[v.id] == v.name) return by_id[v.id];
    auto it = by_name.find(v.name);
    return it == by_name.end() ? nullptr : it->second;
  }
};
Bases& bases() {
  static Bases b;
  return b;
}

// The source lane of lane l under DPP16 control `c` (-1: outside the row or no such control).
int dpp16_lane(unsigned c, unsigned l) {
  const unsigned row = l & ~15u, r = l & 15;
  auto in_row = [&](int s) { return s >= 0 && s < 16 ? static_cast<int>(row) + s : -1; };
  if (c <= 0xff) return static_cast<int>((l & ~3u) | ((c >> (2 * (l & 3))) & 3));
  const int n = static_cast<int>(c & 15);
  switch (c & ~15u) {
    case 0x100: return n ? in_row(static_cast<int>(r) + n) : -1;  // row_shl
    case 0x110: return n ? in_row(static_cast<int>(r) - n) : -1;  // row_shr
    case 0x120: return n ? static_cast<int>(row + ((r - n) & 15)) : -1;  // row_ror
    case 0x150: return static_cast<int>(row) + n;                  // row_share
    case 0x160: return static_cast<int>(row + (r ^ n));            // row_xmask
    default: break;
  }
  if (c == 0x140) return static_cast<int>(row + 15 - r);                  // row_mirror
  if (c == 0x141) return static_cast<int>(row + (r & 8) + 7 - (r & 7));  // row_half_mirror
  return -1;
}

// Whether src0 is a true16 operand (v_mov_b16_dpp v5.l, v1.h): its code names a register half,
// bit 7 of the register number the high one (OperandType::src_halves).
bool src0_halves(const DI& d) {
  for (const auto& o : d.variant->form->operands)
    if (o.name == "src0") return !o.type->src_halves.empty();
  return false;
}

// A VGPR the instruction names nowhere else (its destination, src1, src2 and their pairs): the
// permuted src0 goes there, so a src1 that is src0's register reads it unpermuted. With true16
// operands, one below v128 (a half's code holds the register in 7 bits).
unsigned spare_vgpr(const DI& d, bool halves) {
  auto uses = [&](unsigned r) {
    for (int slot : {DST, S0, S1, S2}) {
      if (d.op[slot] < 0 || code_of(d.op[slot]) < 256) continue;
      const unsigned v = halves ? vreg(d.op[slot]) & 127 : vreg(d.op[slot]);
      if (r == v || r == ((v + 1) & 255)) return true;
    }
    return false;
  };
  unsigned r = halves ? 127 : 255;
  while (uses(r)) --r;
  return r;
}

void dpp(X& x, const DI& d) {
  const SemFn base = bases().of(*d.variant);
  if (!base) return;  // not bound (register_dpp binds only variants with a base)
  const bool halves = src0_halves(d);
  const unsigned n = vreg(d.op[S0]);
  const uint32_t* src = state(x.w).v[halves ? n & 127 : n];
  DI e = d;
  const unsigned spare = spare_vgpr(d, halves);
  e.op[S0] = codec::with_mods(256 + spare + (halves ? n & 128 : 0), codec::src_mods(d.op[S0]));
  uint32_t* row = state(x.w).v[spare];
  alignas(64) uint32_t saved[kMaxLanes];
  std::memcpy(saved, row, sizeof saved);
  const LaneMask exec = x.w.exec;
  const bool dpp8 = d.op[ROW_MASK] < 0;  // no row_mask: DPP8
  const bool fi = d.op[FI] > 0;  // DPP16's bit; DPP8's src0 code 0xEA (the dpp8_fi operand type maps it to 1)
  const bool bound_zero = !dpp8 && (d.op[BOUND_CTRL] & 1);
  LaneMask keep = exec;
  for (unsigned l = 0; l < x.width; ++l) {
    if (!((exec >> l) & 1)) continue;
    int s;
    if (dpp8) {
      s = static_cast<int>((l & ~7u) | ((static_cast<uint64_t>(d.op[DPP_CTRL]) >> (3 * (l & 7))) & 7));
    } else {
      s = dpp16_lane(static_cast<unsigned>(d.op[DPP_CTRL]), l);
      if (!((d.op[ROW_MASK] >> (l >> 4)) & 1) || !((d.op[BANK_MASK] >> ((l >> 2) & 3)) & 1)) {
        keep &= ~(LaneMask{1} << l);
        continue;
      }
    }
    const bool ok = s >= 0 && s < static_cast<int>(x.width) && (fi || ((x.w.lanes >> s) & (exec >> s) & 1));
    if (ok) row[l] = src[s];
    else if (bound_zero) row[l] = 0;
    else keep &= ~(LaneMask{1} << l);
  }
  x.w.exec = keep;
  base(x, e);
  x.w.exec = exec;
  std::memcpy(row, saved, sizeof saved);
}

}  // namespace

void register_dpp(IsaPlugin& p) {
  Bases& b = bases();
  b.names = p.variant_names;
  b.by_id.assign(p.variant_count, nullptr);
  std::unordered_map<std::string_view, size_t> index;  // one pass, not a search per DPP variant
  for (size_t i = 0; i < p.variant_count; ++i) index.emplace(p.variant_names[i], i);
  auto find = [&](const std::string& n) -> SemFn {
    auto it = index.find(n);
    return it == index.end() ? nullptr : p.semantics[it->second];
  };
  for (size_t i = 0; i < p.variant_count; ++i) {
    const std::string_view name = p.variant_names[i];
    const size_t at = name.rfind("_dpp");
    if (p.semantics[i] || at == std::string_view::npos || at + 4 != name.size()) continue;
    std::string stem(name.substr(0, at));
    SemFn fn = nullptr;
    if (stem.ends_with("_e64")) fn = find(stem), fn = fn ? fn : find(stem.substr(0, stem.size() - 4));
    else fn = find(stem + "_e32");
    if (!fn) continue;
    b.by_id[i] = fn;
    b.by_name[name] = fn;
    p.semantics[i] = dpp;
  }
}

}  // namespace simtloom::sim::gfx11
