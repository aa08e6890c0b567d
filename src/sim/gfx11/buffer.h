// Buffer addressing (MUBUF, MTBUF): the V# buffer resource descriptor in four SGPRs, each lane's
// index and offset, and the range check, as the RDNA3 ISA manual defines them.
//
// V# (128 bits): base address [47:0], stride [61:48] (bytes), swizzle enable [63:62],
// num_records [95:64], dst_sel [107:96], format [114:108], index stride [118:117], add_tid_enable
// [119], oob_select [125:124], type [127:126].
// A lane's index is its VGPR index (idxen) plus, with add_tid_enable, its lane number in the
// wave; its offset is its VGPR offset (offen) plus the instruction's offset. Linear (unswizzled)
// addressing: buffer_offset = index * stride + offset, address = base + soffset + buffer_offset
// (soffset takes no part in the range check). A piece [at, at + size) of the access is out of
// range by oob_select: 0: index >= num_records or offset + at + size > stride; 1: index >=
// num_records; 2: num_records == 0; 3 (raw): buffer_offset + at + size > num_records. Loads of
// out-of-range pieces read 0, stores drop them; dword loads and stores check each dword, format
// accesses and atomics the whole element.
#pragma once
#include "sim/gfx11/common.h"

namespace simtloom::sim::gfx11 {

struct Rsrc {
  uint64_t base = 0;
  uint32_t stride = 0, records = 0, format = 0;
  unsigned swizzle = 0, oob = 0;
  bool add_tid = false;
};

inline Rsrc rsrc_of(X& x, const DI& d) {
  const unsigned c = code_of(d.op[BASE]);
  const uint32_t w0 = sget(x, c), w1 = sget(x, c + 1), w2 = sget(x, c + 2), w3 = sget(x, c + 3);
  Rsrc r;
  r.base = uint64_t{w1 & 0xffffu} << 32 | w0;
  r.stride = (w1 >> 16) & 0x3fffu;
  r.swizzle = w1 >> 30;
  r.records = w2;
  r.format = (w3 >> 12) & 0x7fu;
  r.add_tid = (w3 >> 23) & 1;
  r.oob = (w3 >> 28) & 3;
  return r;
}

// The addressing bits a variant fixes (idxen, offen; tfe: one more VGPR, the fault status).
struct BufMode {
  bool idxen = false, offen = false, tfe = false;
};
inline BufMode buf_mode(const DI& d) {
  BufMode m;
  for (const auto& [f, v] : d.variant->fixed) {
    if (f->name == "idxen") m.idxen = v;
    else if (f->name == "offen") m.offen = v;
    else if (f->name == "tfe") m.tfe = v;
  }
  return m;
}

// One instruction's per-lane addressing.
struct BufLanes {
  Rsrc r;
  BufMode mode;
  alignas(64) uint64_t addr[kMaxLanes];  // base + soffset + buffer_offset
  uint64_t boff[kMaxLanes];              // buffer_offset
  uint32_t index[kMaxLanes], offset[kMaxLanes];

  // The active lanes whose piece [at, at + size) is in range.
  LaneMask in_range(LaneMask lanes, unsigned at, unsigned size) const {
    LaneMask in = 0;
    for (LaneMask m = lanes; m; m &= m - 1) {
      const unsigned l = static_cast<unsigned>(std::countr_zero(m));
      bool out = false;
      switch (r.oob) {
        case 0: out = index[l] >= r.records || uint64_t{offset[l]} + at + size > r.stride; break;
        case 1: out = index[l] >= r.records; break;
        case 2: out = r.records == 0; break;
        default: out = boff[l] + at + size > r.records; break;
      }
      if (!out) in |= LaneMask{1} << l;
    }
    return in;
  }
};

// Fills `b` for the active lanes; false (and an illegal_instruction trap naming the descriptor's
// second word) for a swizzled descriptor, whose addressing the simulator does not model.
inline bool buf_lanes(X& x, const DI& d, BufLanes& b) {
  b.r = rsrc_of(x, d);
  b.mode = buf_mode(d);
  if (b.r.swizzle) {
    x.trap(trap::illegal_instruction, sget(x, code_of(d.op[BASE]) + 1), x.w.exec);
    return false;
  }
  const uint32_t soff = d.op[SOFF] >= 0 ? static_cast<uint32_t>(scalar_value(x, d.op[SOFF], W32)) : 0;
  const uint32_t inst = d.op[OFF] < 0 ? 0 : static_cast<uint32_t>(d.op[OFF]);
  const bool vaddr = d.op[ADDR] >= 0 && (b.mode.idxen || b.mode.offen);
  const uint32_t* v0 = vaddr ? vrow(x, d.op[ADDR]) : nullptr;
  const uint32_t* v1 = vaddr ? state(x.w).v[(vreg(d.op[ADDR]) + 1) & 255] : nullptr;
  lanes(x, [&](unsigned l) {
    uint32_t index = b.mode.idxen ? v0[l] : 0, offset = inst;
    if (b.mode.offen) offset += b.mode.idxen ? v1[l] : v0[l];
    if (b.r.add_tid) index += l;
    b.index[l] = index;
    b.offset[l] = offset;
    b.boff[l] = uint64_t{index} * b.r.stride + offset;
    b.addr[l] = b.r.base + soff + b.boff[l];
  });
  return true;
}

// Pointers to the piece at byte `at` of the lanes in `m` (addresses checked by the engine).
inline bool buf_ptrs(X& x, const BufLanes& b, LaneMask m, unsigned at, unsigned size, bool writes, uint8_t** p) {
  if (!m) return true;
  alignas(64) uint64_t a[kMaxLanes];
  for (LaneMask k = m; k; k &= k - 1) {
    const unsigned l = static_cast<unsigned>(std::countr_zero(k));
    a[l] = b.addr[l] + at;
  }
  return x.global_ptrs(a, m, size, p, writes);
}

// With tfe, the VGPR after the data (r) receives the status: 0, no fault is simulated.
inline void tfe_status(X& x, const BufLanes& b, unsigned r) {
  if (!b.mode.tfe) return;
  uint32_t* row = state(x.w).v[r & 255];
  lanes(x, [&](unsigned l) { row[l] = 0; });
}

// LDS DMA (buffer_load_lds_*): each active lane's dword of the LDS at M0 + offset + 4 * lane
// (LLVM's AMDGPU DMA operations: M0 holds the wave's LDS base, the instruction's offset applies
// to both addresses), recorded as a write for the race checker.
inline bool lds_dma_ptrs(X& x, const DI& d, uint8_t** q) {
  alignas(64) uint64_t lds[kMaxLanes];
  const uint64_t base = uint64_t{sget(x, kM0)} + static_cast<uint64_t>(d.op[OFF] < 0 ? 0 : d.op[OFF]);
  for (unsigned l = 0; l < x.width; ++l) lds[l] = base + 4 * l;
  if (!x.shared_ptrs(lds, x.w.exec, 4, q)) return false;
  x.shared_access(lds, x.w.exec, 4, SharedAccess::Write);
  return true;
}

}  // namespace simtloom::sim::gfx11
