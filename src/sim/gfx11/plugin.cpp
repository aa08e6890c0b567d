// The gfx11 plug-in: operand slots, source codes, the ABI's initial registers, and every
// family's semantics. The semantics cover what clang 19 emits for compute kernels; the rest of
// the description decodes but is refused at load (IsaPlugin::partial).
#include <cstddef>
#include <cstring>
#include <new>
#include <string_view>

#include "sim/gfx11/common.h"
#include "sim/gfx11/gfx11.h"

namespace simtloom::sim::gfx11 {

uint64_t scalar_value(X& x, int64_t op, Width w) {
  if (codec::is_literal(op)) {
    uint32_t lit = codec::literal_of(op);
    // A 64-bit operand takes the literal as the high half of a double, else zero-extended.
    return w == W64 ? uint64_t{lit} : lit;
  }
  unsigned c = code_of(op);
  const Gfx11Launch& L = launch_state(x);
  switch (L.kind[c]) {
    case CodeKind::Scalar: return w == W64 ? sget64(x, c) : sget(x, c);
    case CodeKind::Constant: return L.constant[w][c];
    case CodeKind::Scc: return state(x.w).scc & 1;
    case CodeKind::Vccz: return vcc(x) == 0;
    case CodeKind::Execz: return x.w.exec == 0;
    default: return 0;
  }
}

namespace {

int slot_of(std::string_view n) {
  if (n == "vdst" || n == "sdata" || n == "vdstx") return DST;
  if (n == "vdsty") return VDSTY;
  if (n == "src0y") return SRC0Y;
  if (n == "vsrc1y") return VSRC1Y;
  if (n == "src0x") return S0;
  if (n == "vsrc1x") return S1;
  if (n == "sdst") return SDST;
  if (n == "src0" || n == "ssrc0" || n == "imm32") return S0;  // (imm32: s_setreg_imm32_b32's value)
  if (n == "src1" || n == "vsrc1" || n == "ssrc1") return S1;
  if (n == "src2") return S2;
  if (n == "clamp") return CLAMP;
  if (n == "omod") return OMOD;
  if (n == "op_sel") return OPSEL;
  if (n == "op_sel_hi") return OPSEL_HI;
  if (n == "neg_lo") return NEG_LO;
  if (n == "neg_hi") return NEG_HI;
  if (n == "offset" || n == "offset0") return OFF;
  if (n == "offset1") return OFF1;
  if (n == "addr" || n == "vaddr") return ADDR;
  if (n == "saddr" || n == "sbase" || n == "srsrc") return BASE;
  if (n == "soffset") return SOFF;
  if (n == "data" || n == "data0" || n == "vdata") return DATA;
  if (n == "data1") return DATA1;
  if (n == "simm16" || n == "k" || n == "kx") return IMM;
  if (n == "ky") return KY;
  // Cache policy and GDS bits change nothing a single simulated memory can observe; glc also
  // says whether a buffer atomic returns the old value.
  if (n == "glc") return GLC;
  if (n == "slc" || n == "dlc" || n == "gds") return kNoSlot;
  if (n == "format") return FMT;
  // The pixel-shader operands (LDSDIR, VINTERP, EXP): described, without semantics yet (a
  // kernel that uses them is refused as unsupported).
  if (n == "attr" || n == "wait_vdst" || n == "wait_exp" || n == "target" || n == "done" || n == "row_en" ||
      n == "vsrc0" || n == "vsrc2" || n == "vsrc3")
    return kNoSlot;
  // MIMG (isa/gfx11/mimg.yaml): described, without semantics yet.
  if (n == "ssamp" || n == "dmask" || n == "dim" || n == "unorm" || n == "r128" || n == "a16" || n == "tfe" || n == "lwe" || n == "d16" ||
      n == "vaddr1" || n == "vaddr2" || n == "vaddr3" || n == "vaddr4")
    return kNoSlot;
  // DPP (sem_dpp.cpp), in slots no VALU variant has otherwise: dpp_ctrl or dpp8, row_mask
  // (absent: DPP8), bank_mask, bound_ctrl, fi.
  if (n == "dpp_ctrl" || n == "dpp8") return DPP_CTRL;
  if (n == "row_mask") return ROW_MASK;
  if (n == "bank_mask") return BANK_MASK;
  if (n == "bound_ctrl") return BOUND_CTRL;
  if (n == "fi") return FI;
  return -1;
}

// The AMDHSA ABI at a wave's start: the user SGPRs the descriptor enables, then the workgroup
// ids; v0 packs the work-item ids (x | y << 10 | z << 20); EXEC holds the wave's lanes.
void start_wave(Warp& w, const LaunchSpec& spec, const Workgroup& wg) {
  Gfx11Warp& s = *new (w.isa) Gfx11Warp;
  const Gfx11Launch& L = *static_cast<const Gfx11Launch*>(spec.isa_state);
  // Every VGPR starts at zero, so that what a wave reads of one it never wrote does not depend
  // on which wave ran in its slot before (the functional and timing runs agree). A wave32 uses
  // the first half of each row only.
  const unsigned width = L.wave_lanes;
  if (width == kMaxLanes) {
    std::memset(s.v, 0, sizeof s.v);
  } else {
    for (auto& row : s.v) std::memset(row, 0, sizeof(uint32_t) * width);
  }
  std::memset(s.s, 0, sizeof s.s);
  s.scc = 0;
  s.mode = s.trapsts = 0;
  for (unsigned i = 0; i < L.user_count; ++i) s.s[i] = L.user[i];
  for (unsigned k = 0; k < 3; ++k)
    if (L.sgpr_workgroup_id[k] < kSCodes) s.s[L.sgpr_workgroup_id[k]] = wg.id[k];
  if (L.sgpr_workgroup_info < kSCodes) s.s[L.sgpr_workgroup_info] = 0;
  s.s[kExecLo] = static_cast<uint32_t>(w.exec);
  s.s[kExecHi] = static_cast<uint32_t>(w.exec >> 32);
  const uint32_t nx = spec.wg[0], ny = spec.wg[1];
  for (unsigned l = 0; l < width; ++l) {
    uint32_t t = w.id * width + l;
    uint32_t tx = t % nx, ty = (t / nx) % ny, tz = t / (nx * ny);
    s.v[0][l] = tx | (L.workitem_dims > 1 ? ty << 10 : 0) | (L.workitem_dims > 2 ? tz << 20 : 0);
  }
}

IsaPlugin make() {
  IsaPlugin p;
  p.target = "gfx11";
  p.slot_of = slot_of;
  p.variant_names = isa::gfx11::kVariantNames;
  p.variant_count = isa::gfx11::kVariantCount;
  p.semantics.assign(p.variant_count, nullptr);
  p.partial = true;
  p.barrier_by_pc = false;
  for (int slot : {DST, ADDR, BASE, SOFF, DATA, DATA1}) p.absent[slot] = -1;
  p.faults = {trap::illegal_instruction, trap::misaligned_access, trap::access_fault, trap::lds_out_of_range,
              trap::illegal_instruction, trap::illegal_instruction, trap::barrier_deadlock, trap::watchdog};
  p.start_warp = start_wave;
  // The hazard checks, wait counters and timing scoreboard track the VGPRs and the SGPRs
  // s0..s105: the source codes' register ranges `v` and `s` of the description.
  p.lane_file = "v";
  p.warp_file = "s";
  p.files_are_sources = true;
  p.layout.lane_file = offsetof(Gfx11Warp, v);
  p.layout.warp_file = offsetof(Gfx11Warp, s);
  p.layout.other = offsetof(Gfx11Warp, scc);
  p.layout.other_bytes = sizeof(Gfx11Warp) - offsetof(Gfx11Warp, scc);
  register_salu(p);
  register_sopp(p);
  register_valu_int(p);
  register_valu_fp(p);
  register_vopc(p);
  register_smem(p);
  register_vmem(p);
  register_buf(p);
  register_tbuf(p);
  register_ds(p);
  register_vopd(p);
  register_vop3p(p);
  register_dpp(p);  // last: binds the DPP forms of the variants bound above
  return p;
}

}  // namespace

const char* device_yaml() {
  static const char* const kYaml =
#include "rdna3_gpu.inc"
      ;
  return kYaml;
}

const IsaPlugin& plugin() {
  static const IsaPlugin p = make();
  return p;
}

}  // namespace simtloom::sim::gfx11
