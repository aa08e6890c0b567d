// Scalar memory (SMEM) and vector memory through the flat address space (FLAT, GLOBAL,
// SCRATCH): loads of 1 to 16 bytes a lane (zero- or sign-extended below a dword), stores,
// and atomics that return the old value when the instruction has a destination (glc). Functional
// simulation completes each access at issue; s_waitcnt then has nothing to wait for.
#include "sim/gfx11/atomics.h"

namespace simtloom::sim::gfx11 {
namespace {

using u32 = uint32_t;
using u64 = uint64_t;

inline bool present(int64_t op) { return op >= 0 && code_of(op) != kNull; }
inline int64_t offset_of(const DI& d) { return d.op[OFF] < 0 ? 0 : d.op[OFF]; }

// ---- SMEM ------------------------------------------------------------------------------------
// s_load: N dwords from sbase (64-bit address) + offset (+ soffset).
template <unsigned N, bool Buffer>
void s_load(X& x, const DI& d) {
  u64 base = sget64(x, code_of(d.op[BASE]));
  if (Buffer) base &= (u64{1} << 48) - 1;  // a buffer resource's 48-bit base address
  u64 addr = base + static_cast<u64>(offset_of(d));
  if (present(d.op[SOFF])) addr += sget(x, code_of(d.op[SOFF]));
  addr &= ~u64{3};
  uint8_t* p = x.global_ptr(addr, 4 * N, false);
  if (!p) return;
  const unsigned dst = code_of(d.op[DST]);
  for (unsigned k = 0; k < N; ++k) {
    u32 v;
    std::memcpy(&v, p + 4 * k, 4);
    sset(x, dst + k, v);
  }
}

// ---- Flat addresses ----------------------------------------------------------------------------
enum class Seg { Flat, Global, Scratch };

// Private offsets (in a[], for the lanes of `m`) to pointers into the launch's scratch memory:
// each resident wave has a slice of scratch_per_lane bytes per lane (32 or 64). False (and a trap naming
// the offset) when an access leaves the work-item's private segment. Scratch is the wave's own,
// so it is read and written at once even in timing mode (no other wave can see it, nothing
// waits for an epoch boundary): a spill and its reload stay in order, as on hardware.
bool private_ptrs(X& x, const u64* a, LaneMask m, unsigned size, uint8_t** p) {
  const Gfx11Launch& L = launch_state(x);
  const u64 wave = u64{x.wg.slot} * L.warps_per_group + x.w.id;
  LaneMask bad = 0;
  for (LaneMask k = m; k; k &= k - 1) {
    const unsigned l = static_cast<unsigned>(std::countr_zero(k));
    if (a[l] + size > L.scratch_per_lane) bad |= LaneMask{1} << l;
    else p[l] = L.scratch_host + (wave * x.width + l) * L.scratch_per_lane + a[l];  // unused when a lane is out of range
  }
  if (bad) {
    x.trap(trap::scratch_out_of_range, a[std::countr_zero(bad)], bad);
    return false;
  }
  x.mem_bytes += uint64_t{static_cast<unsigned>(std::popcount(m))} * size;
  return true;
}

// Per-lane addresses: global with a scalar base adds the 32-bit VGPR offset to it, else the
// VGPR pair is the address; scratch's is a lane's private offset (VGPR and/or SGPR).
template <Seg S>
void addresses(X& x, const DI& d, u64* a) {
  const int64_t off = offset_of(d);
  const bool vaddr = d.op[ADDR] >= 0, saddr = present(d.op[BASE]);
  if constexpr (S == Seg::Scratch) {
    const u32 sbase = saddr ? sget(x, code_of(d.op[BASE])) : 0;
    const u32* v = vaddr ? vrow(x, d.op[ADDR]) : nullptr;
    lanes(x, [&](unsigned l) { a[l] = static_cast<u32>((v ? v[l] : 0) + sbase + static_cast<u32>(off)); });
  } else if (saddr) {
    const u64 base = sget64(x, code_of(d.op[BASE]));
    const u32* v = vrow(x, d.op[ADDR]);
    lanes(x, [&](unsigned l) { a[l] = base + v[l] + static_cast<u64>(off); });
  } else {
    const u32* lo = vrow(x, d.op[ADDR]);
    const u32* hi = state(x.w).v[(vreg(d.op[ADDR]) + 1) & 255];
    lanes(x, [&](unsigned l) { a[l] = (u64{hi[l]} << 32 | lo[l]) + static_cast<u64>(off); });
  }
}

// A flat address inside the LDS aperture addresses the workgroup's LDS; one inside the private
// aperture, the work-item's scratch.
inline bool in_lds(const Gfx11Launch& L, u64 a) { return (a >> 32) == (L.shared_aperture >> 32); }
inline bool in_private(const Gfx11Launch& L, u64 a) { return (a >> 32) == (L.private_aperture >> 32); }

template <Seg S>
bool pointers(X& x, const DI& d, unsigned size, bool writes, uint8_t** p) {
  alignas(64) u64 a[kMaxLanes];
  addresses<S>(x, d, a);
  if constexpr (S == Seg::Scratch) {
    return private_ptrs(x, a, x.w.exec, size, p);
  } else if constexpr (S == Seg::Flat) {
    const Gfx11Launch& L = launch_state(x);
    LaneMask lds = 0, priv = 0;
    lanes(x, [&](unsigned l) {
      lds |= LaneMask{in_lds(L, a[l])} << l;
      priv |= LaneMask{in_private(L, a[l])} << l;
    });
    alignas(64) u64 off[kMaxLanes];
    lanes(x, [&](unsigned l) { off[l] = a[l] & 0xffffffffu; });
    if (priv && !private_ptrs(x, off, priv, size, p)) return false;
    if (lds) {
      if (!x.shared_ptrs(off, lds, size, p)) return false;
      x.shared_access(off, lds, size, writes ? SharedAccess::Write : SharedAccess::Read);
    }
    return x.global_ptrs(a, x.w.exec & ~(lds | priv), size, p, writes);
  } else {
    return x.global_ptrs(a, x.w.exec, size, p, writes);
  }
}

// Loads: Bytes of each lane into vdst (a dword or more: consecutive VGPRs; less: extended).
template <Seg S, unsigned Bytes, bool Signed>
void load(X& x, const DI& d) {
  uint8_t* p[kMaxLanes];
  if (!pointers<S>(x, d, Bytes, false, p)) return;
  const unsigned r = vreg(d.op[DST]);
  Gfx11Warp& st = state(x.w);
  lanes(x, [&](unsigned l) {
    if constexpr (Bytes >= 4) {
      for (unsigned k = 0; k < Bytes / 4; ++k) std::memcpy(&st.v[(r + k) & 255][l], p[l] + 4 * k, 4);
    } else {
      u32 v = 0;
      std::memcpy(&v, p[l], Bytes);
      if (Signed) v = static_cast<u32>(static_cast<int32_t>(v << (32 - 8 * Bytes)) >> (32 - 8 * Bytes));
      st.v[r][l] = v;
    }
  });
}
// d16 loads: Bytes (1 or 2; an i8 sign-extended to 16 bits) into the low or (Hi) the high half of
// vdst; the other half keeps its value.
template <Seg S, unsigned Bytes, bool Signed, bool Hi>
void load_d16(X& x, const DI& d) {
  uint8_t* p[kMaxLanes];
  if (!pointers<S>(x, d, Bytes, false, p)) return;
  u32* r = vrow(x, d.op[DST]);
  lanes(x, [&](unsigned l) {
    u32 v = 0;
    std::memcpy(&v, p[l], Bytes);
    if (Signed && Bytes == 1) v = static_cast<uint16_t>(static_cast<int8_t>(v));
    r[l] = Hi ? (r[l] & 0xffffu) | v << 16 : (r[l] & 0xffff0000u) | v;
  });
}
// d16_hi stores: the low Bytes (1 or 2) of the data's high half.
template <Seg S, unsigned Bytes>
void store_d16_hi(X& x, const DI& d) {
  uint8_t* p[kMaxLanes];
  if (!pointers<S>(x, d, Bytes, true, p)) return;
  const u32* v = vrow(x, d.op[DATA]);
  lanes(x, [&](unsigned l) {
    const u32 hi = v[l] >> 16;
    std::memcpy(p[l], &hi, Bytes);
  });
}
template <Seg S, unsigned Bytes>
void store(X& x, const DI& d) {
  uint8_t* p[kMaxLanes];
  // Deferred (timing mode): the global lanes point at the dry buffer and are written again at
  // the boundary; scratch lanes are written now.
  if (!pointers<S>(x, d, Bytes, true, p)) return;
  const unsigned r = vreg(d.op[DATA]);
  Gfx11Warp& st = state(x.w);
  lanes(x, [&](unsigned l) {
    for (unsigned k = 0; k < (Bytes + 3) / 4; ++k) std::memcpy(p[l] + 4 * k, &st.v[(r + k) & 255][l], Bytes < 4 ? Bytes : 4);
  });
}

template <Seg S, class T, class F>
void atomic(X& x, const DI& d) {
  uint8_t* p[kMaxLanes];
  if (!pointers<S>(x, d, sizeof(T), true, p)) return;
  const unsigned r = vreg(d.op[DATA]);
  atomic_lanes<T, F>(x, d, p, r, r + sizeof(T) / 4);
}

}  // namespace


void register_smem(IsaPlugin& p) {
  Semantics<Vid> s{p};
  s[Vid::s_load_b32] = s_load<1, false>;
  s[Vid::s_load_b64] = s_load<2, false>;
  s[Vid::s_load_b128] = s_load<4, false>;
  s[Vid::s_load_b256] = s_load<8, false>;
  s[Vid::s_load_b512] = s_load<16, false>;
  s[Vid::s_buffer_load_b32] = s_load<1, true>;
  s[Vid::s_buffer_load_b64] = s_load<2, true>;
  s[Vid::s_buffer_load_b128] = s_load<4, true>;
  s[Vid::s_buffer_load_b256] = s_load<8, true>;
  s[Vid::s_buffer_load_b512] = s_load<16, true>;
}

void register_vmem(IsaPlugin& p) {
  Semantics<Vid> s{p};
  using i32 = int32_t;
  using i64 = int64_t;
#define D16(pre, S)                                                                                              \
  s[Vid::pre##_load_d16_u8] = load_d16<S, 1, false, false>, s[Vid::pre##_load_d16_i8] = load_d16<S, 1, true, false>; \
  s[Vid::pre##_load_d16_b16] = load_d16<S, 2, false, false>, s[Vid::pre##_load_d16_hi_b16] = load_d16<S, 2, false, true>; \
  s[Vid::pre##_load_d16_hi_u8] = load_d16<S, 1, false, true>, s[Vid::pre##_load_d16_hi_i8] = load_d16<S, 1, true, true>; \
  s[Vid::pre##_store_d16_hi_b8] = store_d16_hi<S, 1>, s[Vid::pre##_store_d16_hi_b16] = store_d16_hi<S, 2>;
  D16(global, Seg::Global)
  D16(flat, Seg::Flat)
  D16(scratch, Seg::Scratch)
#undef D16
#define SEG(pre, S)                                                                                              \
  s[Vid::pre##_load_u8] = load<S, 1, false>, s[Vid::pre##_load_i8] = load<S, 1, true>;                           \
  s[Vid::pre##_load_u16] = load<S, 2, false>, s[Vid::pre##_load_i16] = load<S, 2, true>;                        \
  s[Vid::pre##_load_b32] = load<S, 4, false>, s[Vid::pre##_load_b64] = load<S, 8, false>;                        \
  s[Vid::pre##_load_b96] = load<S, 12, false>, s[Vid::pre##_load_b128] = load<S, 16, false>;                     \
  s[Vid::pre##_store_b8] = store<S, 1>, s[Vid::pre##_store_b16] = store<S, 2>, s[Vid::pre##_store_b32] = store<S, 4>; \
  s[Vid::pre##_store_b64] = store<S, 8>, s[Vid::pre##_store_b96] = store<S, 12>, s[Vid::pre##_store_b128] = store<S, 16>;
  SEG(global, Seg::Global)
  SEG(flat, Seg::Flat)
  SEG(scratch, Seg::Scratch)
#undef SEG
#define ATOMS(pre, S)                                                                                             \
  s[Vid::pre##_atomic_swap_b32] = atomic<S, u32, ASwap>, s[Vid::pre##_atomic_cmpswap_b32] = atomic<S, u32, ACmpSwap>; \
  s[Vid::pre##_atomic_add_u32] = atomic<S, u32, AAdd>, s[Vid::pre##_atomic_sub_u32] = atomic<S, u32, ASub>;       \
  s[Vid::pre##_atomic_min_i32] = atomic<S, i32, AMin>, s[Vid::pre##_atomic_max_i32] = atomic<S, i32, AMax>;       \
  s[Vid::pre##_atomic_min_u32] = atomic<S, u32, AMin>, s[Vid::pre##_atomic_max_u32] = atomic<S, u32, AMax>;       \
  s[Vid::pre##_atomic_and_b32] = atomic<S, u32, AAnd>, s[Vid::pre##_atomic_or_b32] = atomic<S, u32, AOr>;         \
  s[Vid::pre##_atomic_xor_b32] = atomic<S, u32, AXor>, s[Vid::pre##_atomic_inc_u32] = atomic<S, u32, AInc>;       \
  s[Vid::pre##_atomic_dec_u32] = atomic<S, u32, ADec>;                                                             \
  s[Vid::pre##_atomic_swap_b64] = atomic<S, u64, ASwap>, s[Vid::pre##_atomic_cmpswap_b64] = atomic<S, u64, ACmpSwap>; \
  s[Vid::pre##_atomic_add_u64] = atomic<S, u64, AAdd>, s[Vid::pre##_atomic_sub_u64] = atomic<S, u64, ASub>;       \
  s[Vid::pre##_atomic_min_i64] = atomic<S, i64, AMin>, s[Vid::pre##_atomic_max_i64] = atomic<S, i64, AMax>;       \
  s[Vid::pre##_atomic_min_u64] = atomic<S, u64, AMin>, s[Vid::pre##_atomic_max_u64] = atomic<S, u64, AMax>;       \
  s[Vid::pre##_atomic_and_b64] = atomic<S, u64, AAnd>, s[Vid::pre##_atomic_or_b64] = atomic<S, u64, AOr>;         \
  s[Vid::pre##_atomic_xor_b64] = atomic<S, u64, AXor>, s[Vid::pre##_atomic_inc_u64] = atomic<S, u64, AInc>;       \
  s[Vid::pre##_atomic_dec_u64] = atomic<S, u64, ADec>, s[Vid::pre##_atomic_add_f32] = atomic<S, u32, AFAdd>;      \
  s[Vid::pre##_atomic_min_f32] = atomic<S, u32, AFMin>, s[Vid::pre##_atomic_max_f32] = atomic<S, u32, AFMax>;     \
  s[Vid::pre##_atomic_cmpswap_f32] = atomic<S, u32, AFCmpSwap>;
  ATOMS(global, Seg::Global)
  ATOMS(flat, Seg::Flat)
#undef ATOMS
  // Cache invalidations: one coherent simulated memory has nothing to invalidate.
  s[Vid::buffer_gl0_inv] = [](X&, const DI&) {};
  s[Vid::buffer_gl1_inv] = [](X&, const DI&) {};
}

}  // namespace simtloom::sim::gfx11
