// LDS (DS): loads and stores of 1 to 16 bytes at addr + offset, the two-address forms (offset0/1
// in units of the element size, or 64 elements for stride64), atomics with and without return,
// and the cross-lane permutes and swizzle. Every access is recorded for the engine's race checker.
#include "sim/gfx11/atomics.h"

namespace simtloom::sim::gfx11 {
namespace {

using u32 = uint32_t;
using u64 = uint64_t;

inline u64 off_of(int64_t op) { return op < 0 ? 0 : static_cast<u64>(op); }

// Byte offsets of the active lanes: addr + extra.
inline void offsets(X& x, const DI& d, u64 extra, u64* o) {
  const u32* a = vrow(x, d.op[ADDR]);
  lanes(x, [&](unsigned l) { o[l] = u64{a[l]} + extra; });
}
inline bool access(X& x, const u64* o, unsigned size, SharedAccess k, uint8_t** p) {
  if (!x.shared_ptrs(o, x.w.exec, size, p)) return false;
  x.shared_access(o, x.w.exec, size, k);
  return true;
}

template <unsigned Bytes, bool Signed>
void ds_load(X& x, const DI& d) {
  alignas(64) u64 o[kMaxLanes];
  uint8_t* p[kMaxLanes];
  offsets(x, d, off_of(d.op[OFF]), o);
  if (!access(x, o, Bytes, SharedAccess::Read, p)) return;
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
template <unsigned Bytes>
void ds_store(X& x, const DI& d) {
  alignas(64) u64 o[kMaxLanes];
  uint8_t* p[kMaxLanes];
  offsets(x, d, off_of(d.op[OFF]), o);
  if (!access(x, o, Bytes, SharedAccess::Write, p)) return;
  const unsigned r = vreg(d.op[DATA]);
  Gfx11Warp& st = state(x.w);
  lanes(x, [&](unsigned l) {
    for (unsigned k = 0; k < (Bytes + 3) / 4; ++k) std::memcpy(p[l] + 4 * k, &st.v[(r + k) & 255][l], Bytes < 4 ? Bytes : 4);
  });
}
// Two addresses: addr + offset0 * unit and addr + offset1 * unit, each Elem bytes.
template <unsigned Elem, unsigned Unit>
void ds_load_2addr(X& x, const DI& d) {
  const unsigned r = vreg(d.op[DST]);
  for (unsigned half = 0; half < 2; ++half) {
    alignas(64) u64 o[kMaxLanes];
    uint8_t* p[kMaxLanes];
    offsets(x, d, off_of(d.op[half ? OFF1 : OFF]) * Unit, o);
    if (!access(x, o, Elem, SharedAccess::Read, p)) return;
    Gfx11Warp& st = state(x.w);
    lanes(x, [&](unsigned l) {
      for (unsigned k = 0; k < Elem / 4; ++k) std::memcpy(&st.v[(r + half * Elem / 4 + k) & 255][l], p[l] + 4 * k, 4);
    });
  }
}
template <unsigned Elem, unsigned Unit>
void ds_store_2addr(X& x, const DI& d) {
  for (unsigned half = 0; half < 2; ++half) {
    alignas(64) u64 o[kMaxLanes];
    uint8_t* p[kMaxLanes];
    offsets(x, d, off_of(d.op[half ? OFF1 : OFF]) * Unit, o);
    if (!access(x, o, Elem, SharedAccess::Write, p)) return;
    const unsigned r = vreg(d.op[half ? DATA1 : DATA]);
    Gfx11Warp& st = state(x.w);
    lanes(x, [&](unsigned l) {
      for (unsigned k = 0; k < Elem / 4; ++k) std::memcpy(p[l] + 4 * k, &st.v[(r + k) & 255][l], 4);
    });
  }
}
template <class T, class F>
void ds_atomic(X& x, const DI& d) {
  alignas(64) u64 o[kMaxLanes];
  uint8_t* p[kMaxLanes];
  offsets(x, d, off_of(d.op[OFF]), o);
  if (!access(x, o, sizeof(T), SharedAccess::Atomic, p)) return;
  atomic_lanes<T, F>(x, d, p, vreg(d.op[DATA]), d.op[DATA1] >= 0 ? vreg(d.op[DATA1]) : 0);
}
// Permutes through the LDS crossbar (no LDS memory): the lane index is (addr + offset) / 4, of
// the wave's 32 or 64 lanes.
template <bool Backward>
void ds_permute(X& x, const DI& d) {
  alignas(64) u32 out[kMaxLanes] = {};
  const u32* a = vrow(x, d.op[ADDR]);
  const u32* v = vrow(x, d.op[DATA]);
  const u32 off = static_cast<u32>(off_of(d.op[OFF]));
  const LaneMask exec = x.w.exec;
  lanes(x, [&](unsigned l) {
    unsigned k = ((a[l] + off) >> 2) & (x.width - 1);
    if (Backward) out[l] = (exec >> k) & 1 ? v[k] : 0;
    else out[k] = v[l];
  });
  u32* r = vrow(x, d.op[DST]);
  lanes(x, [&](unsigned l) { r[l] = out[l]; });
}

// ds_swizzle_b32: lanes through the LDS crossbar (no LDS memory), by the offset's pattern
// (target.yaml's ds_swizzle_offset). Bit 15 set: quad-perm, lane l reads lane (l & ~3) + sel[l & 3]
// (sel in bits 7:0, two bits each); bit 15 clear: bitmask, lane l reads ((l & and) | or) ^ xor of
// its 32, and in bits 4:0, or in 9:5, xor in 14:10. A source lane EXEC disables reads as 0, as the
// RDNA3 manual's pseudocode says (thread_valid[j] ? data[j] : 0). Its data is the addr operand.
inline unsigned swizzle_source(u32 off, unsigned l) {
  if (off & 0x8000) return (l & ~3u) | ((off >> (2 * (l & 3))) & 3);
  const unsigned and_mask = off & 31, or_mask = (off >> 5) & 31, xor_mask = (off >> 10) & 31;
  return (l & ~31u) | ((((l & 31) & and_mask) | or_mask) ^ xor_mask);
}
void ds_swizzle(X& x, const DI& d) {
  alignas(64) u32 out[kMaxLanes] = {};
  const u32* v = vrow(x, d.op[ADDR]);
  const u32 off = static_cast<u32>(off_of(d.op[OFF]));
  const auto exec = x.w.exec;
  lanes(x, [&](unsigned l) {
    const unsigned j = swizzle_source(off, l);
    out[l] = (exec >> j) & 1 ? v[j] : 0;
  });
  u32* r = vrow(x, d.op[DST]);
  lanes(x, [&](unsigned l) { r[l] = out[l]; });
}

}  // namespace

void register_ds(IsaPlugin& p) {
  Semantics<Vid> s{p};
  using i32 = int32_t;
  using i64 = int64_t;
  s[Vid::ds_load_u8] = ds_load<1, false>;
  s[Vid::ds_load_i8] = ds_load<1, true>;
  s[Vid::ds_load_u16] = ds_load<2, false>;
  s[Vid::ds_load_i16] = ds_load<2, true>;
  s[Vid::ds_load_b32] = ds_load<4, false>;
  s[Vid::ds_load_b64] = ds_load<8, false>;
  s[Vid::ds_load_b96] = ds_load<12, false>;
  s[Vid::ds_load_b128] = ds_load<16, false>;
  s[Vid::ds_store_b8] = ds_store<1>;
  s[Vid::ds_store_b16] = ds_store<2>;
  s[Vid::ds_store_b32] = ds_store<4>;
  s[Vid::ds_store_b64] = ds_store<8>;
  s[Vid::ds_store_b96] = ds_store<12>;
  s[Vid::ds_store_b128] = ds_store<16>;
  s[Vid::ds_load_2addr_b32] = ds_load_2addr<4, 4>;
  s[Vid::ds_load_2addr_stride64_b32] = ds_load_2addr<4, 256>;
  s[Vid::ds_load_2addr_b64] = ds_load_2addr<8, 8>;
  s[Vid::ds_load_2addr_stride64_b64] = ds_load_2addr<8, 512>;
  s[Vid::ds_store_2addr_b32] = ds_store_2addr<4, 4>;
  s[Vid::ds_store_2addr_stride64_b32] = ds_store_2addr<4, 256>;
  s[Vid::ds_store_2addr_b64] = ds_store_2addr<8, 8>;
  s[Vid::ds_store_2addr_stride64_b64] = ds_store_2addr<8, 512>;
#define DSA(op, F, n32, T32, n64, T64)                                                        \
  s[Vid::ds_##op##_##n32] = s[Vid::ds_##op##_rtn_##n32] = ds_atomic<T32, F>;                    \
  s[Vid::ds_##op##_##n64] = s[Vid::ds_##op##_rtn_##n64] = ds_atomic<T64, F>;
  DSA(add, AAdd, u32, u32, u64, u64)
  DSA(sub, ASub, u32, u32, u64, u64)
  DSA(rsub, ARsub, u32, u32, u64, u64)
  DSA(inc, AInc, u32, u32, u64, u64)
  DSA(dec, ADec, u32, u32, u64, u64)
  DSA(min, AMin, i32, i32, i64, i64)
  DSA(max, AMax, i32, i32, i64, i64)
  DSA(min, AMin, u32, u32, u64, u64)
  DSA(max, AMax, u32, u32, u64, u64)
  DSA(and, AAnd, b32, u32, b64, u64)
  DSA(or, AOr, b32, u32, b64, u64)
  DSA(xor, AXor, b32, u32, b64, u64)
  DSA(cmpstore, ACmpSwap, b32, u32, b64, u64)
#undef DSA
  s[Vid::ds_storexchg_rtn_b32] = ds_atomic<u32, ASwap>;
  s[Vid::ds_storexchg_rtn_b64] = ds_atomic<u64, ASwap>;
  s[Vid::ds_add_f32] = s[Vid::ds_add_rtn_f32] = ds_atomic<u32, AFAdd>;
  s[Vid::ds_min_f32] = s[Vid::ds_min_rtn_f32] = ds_atomic<u32, AFMin>;
  s[Vid::ds_max_f32] = s[Vid::ds_max_rtn_f32] = ds_atomic<u32, AFMax>;
  s[Vid::ds_cmpstore_f32] = s[Vid::ds_cmpstore_rtn_f32] = ds_atomic<u32, AFCmpSwap>;
  s[Vid::ds_permute_b32] = ds_permute<false>;
  s[Vid::ds_bpermute_b32] = ds_permute<true>;
  s[Vid::ds_swizzle_b32] = ds_swizzle;
  s[Vid::ds_nop] = [](X&, const DI&) {};
}

}  // namespace simtloom::sim::gfx11
