// MUBUF: buffer loads (also into the LDS), stores and atomics through a V# resource descriptor
// (buffer.h: the descriptor, idxen/offen/add_tid addressing, soffset, offset and the range check). Loads of
// out-of-range pieces read 0 and stores drop them; a returning atomic (glc) out of range
// returns 0 and changes nothing. With tfe, the VGPR after the data receives 0 (no fault: the
// simulator's accesses either complete or stop the run). glc/slc/dlc only steer caches.
#include "sim/gfx11/atomics.h"
#include "sim/gfx11/buffer.h"

namespace simtloom::sim::gfx11 {
namespace {

using u32 = uint32_t;
using u64 = uint64_t;

inline u32 extend(u32 v, unsigned bytes, bool sign) {
  if (!sign || bytes >= 4) return v;
  const unsigned sh = 32 - 8 * bytes;
  return static_cast<u32>(static_cast<int32_t>(v << sh) >> sh);
}

// Loads of Bytes a lane into vdata: a dword or more into consecutive VGPRs, each dword checked
// on its own; less, zero- or sign-extended.
template <unsigned Bytes, bool Signed>
void buf_load(X& x, const DI& d) {
  BufLanes b;
  if (!buf_lanes(x, d, b)) return;
  constexpr unsigned kPieces = Bytes >= 4 ? Bytes / 4 : 1, kPiece = Bytes >= 4 ? 4 : Bytes;
  const unsigned r = vreg(d.op[DATA]);
  for (unsigned k = 0; k < kPieces; ++k) {
    uint8_t* p[kMaxLanes];
    const LaneMask in = b.in_range(x.w.exec, 4 * k, kPiece);
    if (!buf_ptrs(x, b, in, 4 * k, kPiece, false, p)) return;
    u32* row = state(x.w).v[(r + k) & 255];
    lanes(x, [&](unsigned l) {
      u32 v = 0;
      if ((in >> l) & 1) std::memcpy(&v, p[l], kPiece);
      row[l] = extend(v, kPiece, Signed);
    });
  }
  tfe_status(x, b, r + kPieces);
}

// d16 loads: Bytes (1 or 2; an i8 sign-extended to 16 bits) into the low or (Hi) the high half.
template <unsigned Bytes, bool Signed, bool Hi>
void buf_load_d16(X& x, const DI& d) {
  BufLanes b;
  if (!buf_lanes(x, d, b)) return;
  uint8_t* p[kMaxLanes];
  const LaneMask in = b.in_range(x.w.exec, 0, Bytes);
  if (!buf_ptrs(x, b, in, 0, Bytes, false, p)) return;
  u32* row = vrow(x, d.op[DATA]);
  lanes(x, [&](unsigned l) {
    u32 v = 0;
    if ((in >> l) & 1) std::memcpy(&v, p[l], Bytes);
    if (Signed) v = static_cast<uint16_t>(static_cast<int8_t>(v));
    row[l] = Hi ? (row[l] & 0xffffu) | v << 16 : (row[l] & 0xffff0000u) | v;
  });
  tfe_status(x, b, vreg(d.op[DATA]) + 1);
}

// Stores of Bytes a lane (HiHalf: the low Bytes of the data's high half), each dword checked.
template <unsigned Bytes, bool HiHalf>
void buf_store(X& x, const DI& d) {
  BufLanes b;
  if (!buf_lanes(x, d, b)) return;
  constexpr unsigned kPieces = Bytes >= 4 ? Bytes / 4 : 1, kPiece = Bytes >= 4 ? 4 : Bytes;
  const unsigned r = vreg(d.op[DATA]);
  for (unsigned k = 0; k < kPieces; ++k) {
    uint8_t* p[kMaxLanes];
    const LaneMask in = b.in_range(x.w.exec, 4 * k, kPiece);
    if (!buf_ptrs(x, b, in, 4 * k, kPiece, true, p)) return;
    const u32* row = state(x.w).v[(r + k) & 255];
    for (LaneMask m = in; m; m &= m - 1) {
      const unsigned l = static_cast<unsigned>(std::countr_zero(m));
      const u32 v = HiHalf ? row[l] >> 16 : row[l];
      std::memcpy(p[l], &v, kPiece);
    }
  }
}

// LDS DMA loads (buffer_load_lds_*): each lane's Bytes, extended to a dword (0 out of range),
// go to the LDS (buffer.h's lds_dma_ptrs) instead of a VGPR.
template <unsigned Bytes, bool Signed>
void buf_load_lds(X& x, const DI& d) {
  BufLanes b;
  if (!buf_lanes(x, d, b)) return;
  uint8_t *p[kMaxLanes], *q[kMaxLanes];
  const LaneMask in = b.in_range(x.w.exec, 0, Bytes);
  if (!buf_ptrs(x, b, in, 0, Bytes, false, p) || !lds_dma_ptrs(x, d, q)) return;
  lanes(x, [&](unsigned l) {
    u32 v = 0;
    if ((in >> l) & 1) std::memcpy(&v, p[l], Bytes);
    v = extend(v, Bytes, Signed);
    std::memcpy(q[l], &v, 4);
  });
}

// csub: subtract, clamped at 0.
struct ACsub {
  static constexpr bool kCompare = false;
  template <class T>
  T operator()(T a, T b, T) const { return a >= b ? T(a - b) : T(0); }
};

// Atomics: the whole element in range or not. vdata holds the data (then, for cmpswap, the
// compare value) and receives the old value when glc is set.
template <class T, class F>
void buf_atomic(X& x, const DI& d) {
  BufLanes b;
  if (!buf_lanes(x, d, b)) return;
  uint8_t* p[kMaxLanes];
  const LaneMask exec = x.w.exec, in = b.in_range(exec, 0, sizeof(T));
  if (!buf_ptrs(x, b, in, 0, sizeof(T), true, p)) return;
  const bool ret = d.op[GLC] & 1;
  const unsigned r = vreg(d.op[DATA]);
  DI e = d;
  e.op[DST] = ret ? d.op[DATA] : -1;
  x.w.exec = in;
  atomic_lanes<T, F>(x, e, p, r, r + sizeof(T) / 4);
  x.w.exec = exec;
  if (!ret) return;
  Gfx11Warp& st = state(x.w);
  for (LaneMask m = exec & ~in; m; m &= m - 1) {
    const unsigned l = static_cast<unsigned>(std::countr_zero(m));
    for (unsigned k = 0; k < sizeof(T) / 4; ++k) st.v[(r + k) & 255][l] = 0;
  }
}

}  // namespace

void register_buf(IsaPlugin& p) {
  Semantics<Vid> s{p};
  using i32 = int32_t;
  using i64 = int64_t;
  s[Vid::buffer_load_u8] = buf_load<1, false>, s[Vid::buffer_load_i8] = buf_load<1, true>;
  s[Vid::buffer_load_u16] = buf_load<2, false>, s[Vid::buffer_load_i16] = buf_load<2, true>;
  s[Vid::buffer_load_b32] = buf_load<4, false>, s[Vid::buffer_load_b64] = buf_load<8, false>;
  s[Vid::buffer_load_b96] = buf_load<12, false>, s[Vid::buffer_load_b128] = buf_load<16, false>;
  s[Vid::buffer_store_b8] = buf_store<1, false>, s[Vid::buffer_store_b16] = buf_store<2, false>;
  s[Vid::buffer_store_b32] = buf_store<4, false>, s[Vid::buffer_store_b64] = buf_store<8, false>;
  s[Vid::buffer_store_b96] = buf_store<12, false>, s[Vid::buffer_store_b128] = buf_store<16, false>;
  s[Vid::buffer_load_d16_u8] = buf_load_d16<1, false, false>, s[Vid::buffer_load_d16_i8] = buf_load_d16<1, true, false>;
  s[Vid::buffer_load_d16_b16] = buf_load_d16<2, false, false>, s[Vid::buffer_load_d16_hi_b16] = buf_load_d16<2, false, true>;
  s[Vid::buffer_load_d16_hi_u8] = buf_load_d16<1, false, true>, s[Vid::buffer_load_d16_hi_i8] = buf_load_d16<1, true, true>;
  s[Vid::buffer_store_d16_hi_b8] = buf_store<1, true>, s[Vid::buffer_store_d16_hi_b16] = buf_store<2, true>;
  s[Vid::buffer_load_lds_u8] = buf_load_lds<1, false>, s[Vid::buffer_load_lds_i8] = buf_load_lds<1, true>;
  s[Vid::buffer_load_lds_u16] = buf_load_lds<2, false>, s[Vid::buffer_load_lds_i16] = buf_load_lds<2, true>;
  s[Vid::buffer_load_lds_b32] = buf_load_lds<4, false>;
  s[Vid::buffer_atomic_swap_b32] = buf_atomic<u32, ASwap>, s[Vid::buffer_atomic_cmpswap_b32] = buf_atomic<u32, ACmpSwap>;
  s[Vid::buffer_atomic_add_u32] = buf_atomic<u32, AAdd>, s[Vid::buffer_atomic_sub_u32] = buf_atomic<u32, ASub>;
  s[Vid::buffer_atomic_csub_u32] = buf_atomic<u32, ACsub>;
  s[Vid::buffer_atomic_min_i32] = buf_atomic<i32, AMin>, s[Vid::buffer_atomic_max_i32] = buf_atomic<i32, AMax>;
  s[Vid::buffer_atomic_min_u32] = buf_atomic<u32, AMin>, s[Vid::buffer_atomic_max_u32] = buf_atomic<u32, AMax>;
  s[Vid::buffer_atomic_and_b32] = buf_atomic<u32, AAnd>, s[Vid::buffer_atomic_or_b32] = buf_atomic<u32, AOr>;
  s[Vid::buffer_atomic_xor_b32] = buf_atomic<u32, AXor>, s[Vid::buffer_atomic_inc_u32] = buf_atomic<u32, AInc>;
  s[Vid::buffer_atomic_dec_u32] = buf_atomic<u32, ADec>;
  s[Vid::buffer_atomic_swap_b64] = buf_atomic<u64, ASwap>, s[Vid::buffer_atomic_cmpswap_b64] = buf_atomic<u64, ACmpSwap>;
  s[Vid::buffer_atomic_add_u64] = buf_atomic<u64, AAdd>, s[Vid::buffer_atomic_sub_u64] = buf_atomic<u64, ASub>;
  s[Vid::buffer_atomic_min_i64] = buf_atomic<i64, AMin>, s[Vid::buffer_atomic_max_i64] = buf_atomic<i64, AMax>;
  s[Vid::buffer_atomic_min_u64] = buf_atomic<u64, AMin>, s[Vid::buffer_atomic_max_u64] = buf_atomic<u64, AMax>;
  s[Vid::buffer_atomic_and_b64] = buf_atomic<u64, AAnd>, s[Vid::buffer_atomic_or_b64] = buf_atomic<u64, AOr>;
  s[Vid::buffer_atomic_xor_b64] = buf_atomic<u64, AXor>, s[Vid::buffer_atomic_inc_u64] = buf_atomic<u64, AInc>;
  s[Vid::buffer_atomic_dec_u64] = buf_atomic<u64, ADec>;
  s[Vid::buffer_atomic_add_f32] = buf_atomic<u32, AFAdd>, s[Vid::buffer_atomic_cmpswap_f32] = buf_atomic<u32, AFCmpSwap>;
  s[Vid::buffer_atomic_min_f32] = buf_atomic<u32, AFMin>, s[Vid::buffer_atomic_max_f32] = buf_atomic<u32, AFMax>;
}

}  // namespace simtloom::sim::gfx11
