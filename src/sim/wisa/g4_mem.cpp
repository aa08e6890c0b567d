// Group 4: memory. Every access is checked for every active lane before any is made (alignment:
// cause 4; outside every allocation: cause 5; beyond shared memory: cause 6). Loads complete at
// once but their destinations stay pending on their counter until a waitcnt. In timing mode a
// global store or atomic is only checked at issue (ExecContext::deferred) and made later, when
// the engine runs the instruction again: the data movement is skipped the first time.
#include <algorithm>

#include "sim/wisa/common.h"

namespace simtloom::sim::wisa {
namespace {

// msize: 0 u8, 1 s8, 2 u16, 3 s16, 4 b32, 5 b64, 6 b128.
constexpr unsigned kSize[8] = {1, 1, 2, 2, 4, 8, 16, 0};

bool msize(X& x, int64_t sz, unsigned& bytes) {
  bytes = kSize[sz & 7];
  if (sz < 0 || sz > 6) {
    x.trap(trap::illegal_instruction, static_cast<uint64_t>(sz));
    return false;
  }
  return true;
}

inline void load_into(X& x, int64_t dreg, unsigned l, const uint8_t* p, int64_t sz) {
  uint32_t* dst;
  switch (sz) {
    case 0: Vn(x, dreg)[l] = p[0]; break;
    case 1: Vn(x, dreg)[l] = static_cast<uint32_t>(static_cast<int32_t>(static_cast<int8_t>(p[0]))); break;
    case 2: { uint16_t h; std::memcpy(&h, p, 2); Vn(x, dreg)[l] = h; break; }
    case 3: { int16_t h; std::memcpy(&h, p, 2); Vn(x, dreg)[l] = static_cast<uint32_t>(int32_t{h}); break; }
    default:
      for (unsigned k = 0; k < kSize[sz] / 4; ++k) {
        dst = Vn(x, dreg + k);
        std::memcpy(&dst[l], p + 4 * k, 4);
      }
  }
}
inline void store_from(X& x, int64_t creg, unsigned l, uint8_t* p, int64_t sz) {
  uint32_t v = Vn(x, creg)[l];
  switch (sz) {
    case 0: case 1: p[0] = static_cast<uint8_t>(v); break;
    case 2: case 3: { uint16_t h = static_cast<uint16_t>(v); std::memcpy(p, &h, 2); break; }
    default:
      for (unsigned k = 0; k < kSize[sz] / 4; ++k) std::memcpy(p + 4 * k, &Vn(x, creg + k)[l], 4);
  }
}

// Per-lane global addresses U[b:b+1] + zext(V[a]) + off.
inline void gaddr(X& x, const DI& d, uint64_t* addr) {
  uint64_t base = U64(x, d.op[B]) + static_cast<uint64_t>(d.op[OFF]);
  const uint32_t* a = V(x, d, A);
  lanes(x, [&](unsigned l) { addr[l] = base + a[l]; });
}
inline void saddr(X& x, const DI& d, uint64_t* addr) {
  const uint32_t* a = V(x, d, A);
  int64_t off = d.op[OFF];
  lanes(x, [&](unsigned l) { addr[l] = static_cast<uint64_t>(int64_t{a[l]} + off); });
}

// The size, and each active lane's host pointer, of a load or store; false when it trapped.
template <bool Shared>
bool access(X& x, const DI& d, SharedAccess kind, unsigned& size, uint8_t** p) {
  if (!msize(x, d.op[TY], size)) return false;
  uint64_t addr[kMaxLanes];
  Shared ? saddr(x, d, addr) : gaddr(x, d, addr);
  if (!(Shared ? x.shared_ptrs(addr, x.w.exec, size, p) : x.global_ptrs(addr, x.w.exec, size, p, kind != SharedAccess::Read)))
    return false;
  if constexpr (Shared) x.shared_access(addr, x.w.exec, size, kind);
  return true;
}

template <bool Shared>
void ld(X& x, const DI& d) {
  unsigned size;
  uint8_t* p[kMaxLanes];
  if (!access<Shared>(x, d, SharedAccess::Read, size, p)) return;
  int64_t sz = d.op[TY];
  lanes(x, [&](unsigned l) { load_into(x, d.op[D], l, p[l], sz); });
}

template <bool Shared>
void st(X& x, const DI& d) {
  unsigned size;
  uint8_t* p[kMaxLanes];
  if (!access<Shared>(x, d, SharedAccess::Write, size, p) || x.deferred) return;
  int64_t sz = d.op[TY];
  // In lane order: where lanes write the same address, the highest lane's value remains.
  lanes(x, [&](unsigned l) { store_from(x, d.op[C], l, p[l], sz); });
}

void ld_const(X& x, const DI& d) {
  unsigned size;
  if (!msize(x, d.op[TY], size)) return;
  uint64_t a = U64(x, d.op[B]) + static_cast<uint64_t>(d.op[OFF]);
  uint8_t* p = x.global_ptr(a, size, false);
  if (!p) return;
  int64_t r = d.op[D];
  switch (d.op[TY]) {
    case 0: Un(x, r) = p[0]; break;
    case 1: Un(x, r) = static_cast<uint32_t>(int32_t{static_cast<int8_t>(p[0])}); break;
    case 2: { uint16_t h; std::memcpy(&h, p, 2); Un(x, r) = h; break; }
    case 3: { int16_t h; std::memcpy(&h, p, 2); Un(x, r) = static_cast<uint32_t>(int32_t{h}); break; }
    default:
      for (unsigned k = 0; k < size / 4; ++k) std::memcpy(&Un(x, r + k), p + 4 * k, 4);
  }
}

// Atomics. asize: 4 u32, 7 s32, 5 b64. aop: add min max and or xor exch; 7 = cas.
uint64_t rmw(unsigned op, unsigned asz, uint64_t old, uint64_t c) {
  bool sgn = asz == 7;
  auto lt = [&](uint64_t a, uint64_t b) {
    if (asz == 5) return a < b;
    return sgn ? static_cast<int32_t>(a) < static_cast<int32_t>(b) : static_cast<uint32_t>(a) < static_cast<uint32_t>(b);
  };
  switch (op) {
    case 0: return old + c;
    case 1: return lt(c, old) ? c : old;
    case 2: return lt(old, c) ? c : old;
    case 3: return old & c;
    case 4: return old | c;
    case 5: return old ^ c;
    default: return c;
  }
}

template <bool Shared, bool Returning, bool Cas>
void atom(X& x, const DI& d) {
  unsigned asz = static_cast<unsigned>(d.op[TY]);
  if (asz != 4 && asz != 5 && asz != 7) {
    x.trap(trap::illegal_instruction, asz);
    return;
  }
  unsigned size = asz == 5 ? 8 : 4;
  bool wide = size == 8;
  unsigned op = Cas ? 7 : static_cast<unsigned>(d.op[OP]);
  uint64_t addr[kMaxLanes];
  uint8_t* p[kMaxLanes];
  Shared ? saddr(x, d, addr) : gaddr(x, d, addr);
  if (!(Shared ? x.shared_ptrs(addr, x.w.exec, size, p) : x.global_ptrs(addr, x.w.exec, size, p, true))) return;
  if constexpr (Shared) x.shared_access(addr, x.w.exec, size, SharedAccess::Atomic);
  if (x.deferred) return;  // made at completion
  // Lane order; operands are read before any destination is written.
  uint64_t cv[kMaxLanes], ev[kMaxLanes], oldv[kMaxLanes];
  for (uint32_t m = x.w.exec; m; m &= m - 1) {
    unsigned l = static_cast<unsigned>(std::countr_zero(m));
    cv[l] = wide ? V64(x, d.op[C], l) : Vn(x, d.op[C])[l];
    if (Cas) ev[l] = wide ? V64(x, d.op[E], l) : Vn(x, d.op[E])[l];
  }
  for (uint32_t m = x.w.exec; m; m &= m - 1) {
    unsigned l = static_cast<unsigned>(std::countr_zero(m));
    uint64_t old = 0;
    std::memcpy(&old, p[l], size);
    uint64_t nv = Cas ? (old == cv[l] ? ev[l] : old) : rmw(op, asz, old, cv[l]);
    std::memcpy(p[l], &nv, size);
    oldv[l] = old;
  }
  if (Returning) {
    for (uint32_t m = x.w.exec; m; m &= m - 1) {
      unsigned l = static_cast<unsigned>(std::countr_zero(m));
      if (wide) setV64(x, d.op[D], l, oldv[l]);
      else Vn(x, d.op[D])[l] = static_cast<uint32_t>(oldv[l]);
    }
  }
}

template <bool TwoD>
void tex(X& x, const DI& d) {
  unsigned slot = static_cast<unsigned>(d.op[B]);
  const Image* img = x.image(slot);
  if (!img || img->texels.empty()) {
    x.trap(trap::access_fault, slot);
    return;
  }
  uint32_t *r = V(x, d, D), *a = V(x, d, A), *c = TwoD ? V(x, d, C) : nullptr;
  auto clamp = [](uint32_t v, uint32_t n) {
    int32_t s = static_cast<int32_t>(v);
    return static_cast<uint32_t>(std::clamp<int64_t>(s, 0, int64_t{n} - 1));
  };
  lanes(x, [&](unsigned l) {
    uint32_t px = clamp(a[l], img->width), py = TwoD ? clamp(c[l], img->height) : 0;
    r[l] = img->texels[uint64_t{py} * img->width + px];
  });
}

void fence(X& x, const DI&) { x.drain_all(); }

}  // namespace

void register_g4(IsaPlugin& p) {
  Semantics<Vid> s{p};
  s[Vid::ld_global] = ld<false>;
  s[Vid::st_global] = st<false>;
  s[Vid::ld_shared] = ld<true>;
  s[Vid::st_shared] = st<true>;
  s[Vid::ld_const] = ld_const;
  s[Vid::atom_global] = atom<false, true, false>;
  s[Vid::atom_global_cas] = atom<false, true, true>;
  s[Vid::red_global] = atom<false, false, false>;
  s[Vid::atom_shared] = atom<true, true, false>;
  s[Vid::atom_shared_cas] = atom<true, true, true>;
  s[Vid::red_shared] = atom<true, false, false>;
  s[Vid::tex_1d] = tex<false>;
  s[Vid::tex_2d] = tex<true>;
  s[Vid::fence_wg] = fence;
  s[Vid::fence_dev] = fence;
}

}  // namespace simtloom::sim::wisa
