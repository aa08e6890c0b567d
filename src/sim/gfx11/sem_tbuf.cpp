// Typed buffer accesses: MTBUF (tbuffer_*, the format an operand) and MUBUF's buffer_*_format_*
// (the V#'s format): one element of the format's bytes a lane, in range or not as a whole
// (buffer.h). A load converts each of the instruction's components the format has
// (buf_format.h) and fills the others with 0 (y, z) and 1 (w: 1.0 for the float kinds); a store
// converts the components the instruction gives and writes the others as 0. The d16 forms move
// 16-bit halves, two components a VGPR (f16 for the float kinds). A format value the
// description does not name (BUF_FMT_INVALID, or one llvm-mc prints as a number) stops the run
// with illegal_instruction (trap info = the format). V#'s dst_sel is not applied.
#include "sim/gfx11/buf_format.h"
#include "sim/gfx11/buffer.h"

namespace simtloom::sim::gfx11 {
namespace {

using u32 = uint32_t;
using u128 = unsigned __int128;

// The element's format, or null (and the trap) for a value without one.
template <bool Typed>
const BufFormat* format_of(X& x, const DI& d, const BufLanes& b) {
  const unsigned v = Typed ? static_cast<unsigned>(d.op[FMT] & 127) : b.r.format;
  const BufFormat& f = launch_state(x).buf_format[v];
  if (f.comps) return &f;
  x.trap(trap::illegal_instruction, v, x.w.exec);
  return nullptr;
}

// Pointers to each dword of the element (one piece when it is smaller than a dword).
bool element_ptrs(X& x, const BufLanes& b, LaneMask in, unsigned bytes, bool writes, uint8_t* (*p)[kMaxLanes]) {
  const unsigned pieces = bytes >= 4 ? bytes / 4 : 1, piece = bytes >= 4 ? 4 : bytes;
  for (unsigned k = 0; k < pieces; ++k)
    if (!buf_ptrs(x, b, in, 4 * k, piece, writes, p[k])) return false;
  return true;
}

// Component i of a format's element (raw bits, x at bit 0).
inline u32 component(u128 raw, const BufFormat& f, unsigned i) {
  unsigned at = 0;
  for (unsigned k = 0; k < i; ++k) at += f.bits[k];
  const u128 mask = (u128{1} << f.bits[i]) - 1;
  return static_cast<u32>((raw >> at) & mask);
}

// The register values of Comps components, 32-bit or (D16) 16-bit.
template <unsigned Comps, bool D16>
void unpack(u128 raw, bool in, const BufFormat& f, u32* out) {
  const bool ints = f.kind == NumFmt::Uint || f.kind == NumFmt::Sint;
  for (unsigned i = 0; i < Comps; ++i) {
    if (!in) out[i] = 0;
    else if (i < f.comps) out[i] = D16 ? unpack_d16(component(raw, f, i), f.bits[i], f.kind) : unpack_component(component(raw, f, i), f.bits[i], f.kind);
    else out[i] = i < 3 ? 0 : ints ? 1 : D16 ? 0x3c00u : 0x3f800000u;
  }
}

template <unsigned Comps, bool D16, bool Hi, bool Typed>
void fmt_load(X& x, const DI& d) {
  BufLanes b;
  if (!buf_lanes(x, d, b)) return;
  const BufFormat* f = format_of<Typed>(x, d, b);
  if (!f) return;
  const unsigned bytes = f->bytes();
  const LaneMask in = b.in_range(x.w.exec, 0, bytes);
  uint8_t* p[4][kMaxLanes];
  if (!element_ptrs(x, b, in, bytes, false, p)) return;
  Gfx11Warp& st = state(x.w);
  const unsigned r = vreg(d.op[DATA]);
  lanes(x, [&](unsigned l) {
    u128 raw = 0;
    if ((in >> l) & 1)
      for (unsigned k = 0; k < (bytes + 3) / 4; ++k) {
        u32 w = 0;
        std::memcpy(&w, p[k][l], bytes < 4 ? bytes : 4);
        raw |= u128{w} << (32 * k);
      }
    u32 c[Comps];
    unpack<Comps, D16>(raw, (in >> l) & 1, *f, c);
    for (unsigned i = 0; i < Comps; ++i) {
      u32& reg = st.v[(r + (D16 ? i / 2 : i)) & 255][l];
      const bool high = D16 && (Hi || (i & 1));
      if (!D16) reg = c[i];
      else reg = high ? (reg & 0xffffu) | c[i] << 16 : (reg & 0xffff0000u) | c[i];
    }
  });
  tfe_status(x, b, r + (D16 ? (Comps + 1) / 2 : Comps));
}

template <unsigned Comps, bool D16, bool Hi, bool Typed>
void fmt_store(X& x, const DI& d) {
  BufLanes b;
  if (!buf_lanes(x, d, b)) return;
  const BufFormat* f = format_of<Typed>(x, d, b);
  if (!f) return;
  const unsigned bytes = f->bytes();
  const LaneMask in = b.in_range(x.w.exec, 0, bytes);
  uint8_t* p[4][kMaxLanes];
  if (!element_ptrs(x, b, in, bytes, true, p)) return;
  const Gfx11Warp& st = state(x.w);
  const unsigned r = vreg(d.op[DATA]);
  for (LaneMask m = in; m; m &= m - 1) {
    const unsigned l = static_cast<unsigned>(std::countr_zero(m));
    u128 raw = 0;
    unsigned at = 0;
    for (unsigned i = 0; i < f->comps; at += f->bits[i], ++i) {
      if (i >= Comps) continue;
      const u32 reg = st.v[(r + (D16 ? i / 2 : i)) & 255][l];
      const u32 v = D16 ? pack_d16((Hi || (i & 1)) ? reg >> 16 : reg, f->bits[i], f->kind) : pack_component(reg, f->bits[i], f->kind);
      raw |= u128{v} << at;
    }
    for (unsigned k = 0; k < (bytes + 3) / 4; ++k) {
      const u32 w = static_cast<u32>(raw >> (32 * k));
      std::memcpy(p[k][l], &w, bytes < 4 ? bytes : 4);
    }
  }
}

// buffer_load_lds_format_x: the element's x component (by the V#'s format) into the LDS dword
// of the lane (buffer.h's lds_dma_ptrs).
void fmt_load_lds(X& x, const DI& d) {
  BufLanes b;
  if (!buf_lanes(x, d, b)) return;
  const BufFormat* f = format_of<false>(x, d, b);
  if (!f) return;
  const unsigned bytes = f->bytes();
  const LaneMask in = b.in_range(x.w.exec, 0, bytes);
  uint8_t* p[4][kMaxLanes];
  uint8_t* q[kMaxLanes];
  if (!element_ptrs(x, b, in, bytes, false, p) || !lds_dma_ptrs(x, d, q)) return;
  lanes(x, [&](unsigned l) {
    u32 w = 0;
    if ((in >> l) & 1) std::memcpy(&w, p[0][l], bytes < 4 ? bytes : 4);
    u32 c[1];
    unpack<1, false>(u128{w}, (in >> l) & 1, *f, c);
    std::memcpy(q[l], c, 4);
  });
}

}  // namespace

void register_tbuf(IsaPlugin& p) {
  Semantics<Vid> s{p};
#define FORMATS(pre, T)                                                                                            \
  s[Vid::pre##load_format_x] = fmt_load<1, false, false, T>, s[Vid::pre##load_format_xy] = fmt_load<2, false, false, T>;     \
  s[Vid::pre##load_format_xyz] = fmt_load<3, false, false, T>, s[Vid::pre##load_format_xyzw] = fmt_load<4, false, false, T>; \
  s[Vid::pre##store_format_x] = fmt_store<1, false, false, T>, s[Vid::pre##store_format_xy] = fmt_store<2, false, false, T>; \
  s[Vid::pre##store_format_xyz] = fmt_store<3, false, false, T>;                                                   \
  s[Vid::pre##store_format_xyzw] = fmt_store<4, false, false, T>;                                                  \
  s[Vid::pre##load_d16_format_x] = fmt_load<1, true, false, T>, s[Vid::pre##load_d16_format_xy] = fmt_load<2, true, false, T>; \
  s[Vid::pre##load_d16_format_xyz] = fmt_load<3, true, false, T>;                                                  \
  s[Vid::pre##load_d16_format_xyzw] = fmt_load<4, true, false, T>;                                                 \
  s[Vid::pre##store_d16_format_x] = fmt_store<1, true, false, T>, s[Vid::pre##store_d16_format_xy] = fmt_store<2, true, false, T>; \
  s[Vid::pre##store_d16_format_xyz] = fmt_store<3, true, false, T>;                                                \
  s[Vid::pre##store_d16_format_xyzw] = fmt_store<4, true, false, T>;
  FORMATS(buffer_, false)
  FORMATS(tbuffer_, true)
#undef FORMATS
  s[Vid::buffer_load_d16_hi_format_x] = fmt_load<1, true, true, false>;
  s[Vid::buffer_store_d16_hi_format_x] = fmt_store<1, true, true, false>;
  s[Vid::buffer_load_lds_format_x] = fmt_load_lds;
}

}  // namespace simtloom::sim::gfx11
