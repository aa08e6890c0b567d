// Control semantics: in-block jumps and branches (uniform over the active lanes), divergence
// through CSTK with pc.push/pc.pop, reductions into the globals, loop and system registers,
// pc-relative constants, and the block headers that end a running body.
#include "sim/fp/fp.h"
#include "sim/linx/common.h"

namespace simtloom::sim::linx {
namespace {

using u64 = uint64_t;

u64 target(X& x, const DI& d) { return x.w.pc + static_cast<u64>(d.op[TGT]); }

// A branch taken by every active lane jumps, by none falls through; lanes that disagree
// trap: divergent paths in a SIMT body are written with pc.push/pc.pop. A region running
// with no active lane (the skipped side of a pc.push) falls through everything.
// Under a reconvergence entry of `pc.push label` (seed 003) the branch may split the lanes:
// the lanes that do not take it run on, the others wait at `to` (an else entry) for pc.pop.
void branch_if(X& x, uint32_t take, u64 to) {
  const uint32_t e = x.w.exec;
  if (e == 0 || (take & e) == 0) return;
  if ((take & e) == e) {
    x.next_pc = to;
    return;
  }
  if (x.w.sp > 0 && x.w.stack[x.w.sp - 1].kind == StackKind::Reconv && x.w.stack[x.w.sp - 1].pc != 0) {
    if (x.push(StackKind::Else, take & e, to)) x.w.exec = e & ~take;
    return;
  }
  fault(x, trap::divergent_branch, to, take & e);
}

void j(X& x, const DI& d) {
  if (x.w.exec) x.next_pc = target(x, d);
}
void jr(X& x, const DI& d) {
  Src a;
  if (!src10(x, d.op[A], a) || x.w.exec == 0) return;
  u64 to = a.raw(static_cast<unsigned>(std::countr_zero(x.w.exec)));
  uint32_t same = 0;
  lanes(x, [&](unsigned l) { same |= (a.raw(l) == to) << l; });
  branch_if(x, same, to);
  if (!x.trapped) x.next_pc = to;
}
template <unsigned CC>
void b_int(X& x, const DI& d) {
  Src a, b;
  if (!src10(x, d.op[A], a) || !src10(x, d.op[B], b)) return;
  uint32_t take = 0;
  lanes(x, [&](unsigned l) {
    u64 av = typed(a.raw(l), d.op[ATY]), bv = typed(b.raw(l), d.op[BTY]);
    bool t = CC == 0 ? av == bv : CC == 1 ? av != bv : CC == 2 ? static_cast<int64_t>(av) < static_cast<int64_t>(bv)
           : CC == 3 ? static_cast<int64_t>(av) >= static_cast<int64_t>(bv) : CC == 4 ? av < bv : av >= bv;
    take |= uint32_t{t} << l;
  });
  branch_if(x, take, target(x, d));
}
template <fp::Cond Cd, Form F = Form::Simt>
void b_float(X& x, const DI& d) {
  Src a, b;
  if (!src<F>(x, d.op[A], a) || !src<F>(x, d.op[B], b)) return;
  const fp::Format f = float_format(d.op[SRT]);
  const unsigned w = fp::info(f).width;
  uint32_t take = 0;
  lanes(x, [&](unsigned l) { take |= uint32_t{fp::fcmp(f, Cd, trunc(a.raw(l), w), trunc(b.raw(l), w), false).value} << l; });
  branch_if(x, take, target(x, d));
}

// pc.push cond, else: lanes where cond != 0 run on; the others wait at `else`. CSTK gets a
// reconvergence entry (the whole PredM) and, when the then-lanes run first, an else entry.
void pc_push(X& x, const DI& d) {
  Src a;
  if (!src10(x, d.op[A], a)) return;
  uint32_t then = 0;
  lanes(x, [&](unsigned l) { then |= uint32_t{typed(a.raw(l), d.op[ATY]) != 0} << l; });
  const uint32_t all = x.w.exec, els = all & ~then;
  if (!x.push(StackKind::Reconv, all, 0)) return;
  if (then == 0 && all != 0) {  // only else-lanes: straight to the else part
    x.w.exec = els;
    x.next_pc = target(x, d);
    return;
  }
  if (!x.push(StackKind::Else, els, target(x, d))) return;
  x.w.exec = then;
}
// pc.pop: at the end of the then part, the else lanes run at the else pc (with no lane the
// else part runs through); at the end of the else part PredM is restored.
// An entry of pc.push label rejoins at its label.
void pc_pop(X& x, const DI&) {
  if (x.w.sp == 0) {
    fault(x, trap::stack_underflow, 0);
    return;
  }
  StackEntry e = x.w.stack[--x.w.sp];
  x.w.exec = e.mask;
  if (e.kind == StackKind::Else || e.pc != 0) x.next_pc = e.pc;
}
// pc.push label (seed 003): save the reconvergence pc and PredM; the next splitting branch
// diverges under it.
void pc_push_label(X& x, const DI& d) { x.push(StackKind::Reconv, x.w.exec, target(x, d)); }

// Reductions fold the active lanes in lane order, then into the block's running value for
// the destination global (groups in order); the globals change when the block ends.
struct RAdd { u64 operator()(fp::Format, u64 a, u64 b) const { return a + b; } };
struct RAnd { u64 operator()(fp::Format, u64 a, u64 b) const { return a & b; } };
struct ROr { u64 operator()(fp::Format, u64 a, u64 b) const { return a | b; } };
struct RXor { u64 operator()(fp::Format, u64 a, u64 b) const { return a ^ b; } };
struct RMaxS { u64 operator()(fp::Format, u64 a, u64 b) const { return static_cast<int64_t>(a) >= static_cast<int64_t>(b) ? a : b; } };
struct RMinS { u64 operator()(fp::Format, u64 a, u64 b) const { return static_cast<int64_t>(a) <= static_cast<int64_t>(b) ? a : b; } };
struct RMaxU { u64 operator()(fp::Format, u64 a, u64 b) const { return a >= b ? a : b; } };
struct RMinU { u64 operator()(fp::Format, u64 a, u64 b) const { return a <= b ? a : b; } };
struct RFAdd { u64 operator()(fp::Format f, u64 a, u64 b) const { return fp::add(f, a, b, fp::Round::RNE).bits; } };
struct RFMax { u64 operator()(fp::Format f, u64 a, u64 b) const { return fp::max_num(f, a, b).bits; } };
struct RFMin { u64 operator()(fp::Format f, u64 a, u64 b) const { return fp::min_num(f, a, b).bits; } };

template <class Op, bool Float>
void reduce(X& x, const DI& d) {
  Src a;
  if (!src10(x, d.op[A], a)) return;
  // The destination is a 10-bit index 33-55 naming R1-R23 (LibPseudoCode.md V[] write).
  const int64_t g = d.op[G] - 32;
  if (g < 1 || g >= static_cast<int64_t>(kGlobals)) {
    fault(x, trap::reserved_operand, static_cast<u64>(d.op[G]));
    return;
  }
  const fp::Format f = float_format(d.op[ATY]);
  bool any = false;
  u64 acc = 0;
  lanes(x, [&](unsigned l) {
    u64 v = Float ? trunc(a.raw(l), fp::info(f).width) : typed(a.raw(l), d.op[ATY]);
    acc = any ? Op{}(f, acc, v) : v;
    any = true;
  });
  if (!any) return;
  LinxState& s = S(x);
  const uint32_t bit = 1u << g;
  s.red[g] = (s.red_set & bit) ? Op{}(f, s.red[g], acc) : acc;
  s.red_set |= bit;
}

u64 loop_reg(X& x, int64_t sel, unsigned l) { return linx::loop_reg(S(x), x.wg.flat, sel, l); }
void loop_get_simt(X& x, const DI& d) {
  Results r;
  lanes(x, [&](unsigned l) { r.v[l] = loop_reg(x, d.op[A], l); });
  write10(x, d.op[D], d.op[DTY], r);
}
void loop_get_scalar(X& x, const DI& d) {
  Results r;
  lanes(x, [&](unsigned l) { r.v[l] = loop_reg(x, d.op[A], l); });
  write5(x, d.op[D], r);
}
// loop.set SrcL, uimm, ->LBn: LBn = SrcL + uimm (for the next SIMT block).
void loop_set(X& x, const DI& d) {
  LinxState& s = S(x);
  if (s.block == BlockKind::Simt) {
    fault(x, trap::loop_set_in_simt, x.w.pc);
    return;
  }
  s.LB[d.op[D] % 3] = queues(x.w).R[d.op[A] % kGlobals] + static_cast<u64>(d.op[IMM]);
}

// System registers (IDs provisional): LaneNum 0x32, LCn/LBn 0x50/0x51 + 4n.
void ssrget(X& x, const DI& d) {
  const int64_t id = d.op[IMM];
  Results r;
  if (id == 0x32) {
    lanes(x, [&](unsigned l) { r.v[l] = S(x).lane_num; });
  } else if (id >= 0x50 && id <= 0x59 && (id & 3) <= 1) {
    const int64_t sel = (id & 3) == 0 ? (id - 0x50) / 4 : 4 + (id - 0x51) / 4;
    lanes(x, [&](unsigned l) { r.v[l] = loop_reg(x, sel, l); });
  } else {
    fault(x, trap::ssr_access_fault, static_cast<u64>(id));
    return;
  }
  write10(x, d.op[D], d.op[DTY], r);
}
void ssrset(X& x, const DI& d) {
  const int64_t id = d.op[IMM];
  LinxState& s = S(x);
  Src a;
  if (!src10(x, d.op[A], a)) return;
  if (s.block == BlockKind::Simt || !(id == 0x51 || id == 0x55 || id == 0x59)) {
    fault(x, trap::ssr_access_fault, static_cast<u64>(id));
    return;
  }
  if (x.w.exec) s.LB[(id - 0x51) / 4] = typed(a.raw(static_cast<unsigned>(std::countr_zero(x.w.exec))), d.op[ATY]);
}

// addtpc imm: pc + (imm << 12); lui imm: imm << 12 (imm signed).
template <bool Pc>
void upper(X& x, const DI& d) {
  const u64 v = (Pc ? x.w.pc : 0) + (static_cast<u64>(d.op[IMM]) << 12);
  Results r;
  lanes(x, [&](unsigned l) { r.v[l] = v; });
  write10(x, d.op[D], d.op[DTY], r);
}

// A block header reached by a running body ends the body: the block driver goes on there.
void end_body(X& x, const DI&) {
  S(x).exit_pc = x.w.pc;
  x.end_warp();
}
void header_in_body(X& x, const DI&) { fault(x, trap::illegal_instruction, x.w.pc); }

}  // namespace

void register_ctrl(IsaPlugin& p) {
  Semantics<Vid> s{p};
  s[Vid::j] = j;
  s[Vid::jr] = jr;
  s[Vid::b_eq] = b_int<0>;
  s[Vid::b_ne] = b_int<1>;
  s[Vid::b_lt] = b_int<2>;
  s[Vid::b_ge] = b_int<3>;
  s[Vid::b_ltu] = b_int<4>;
  s[Vid::b_geu] = b_int<5>;
  s[Vid::b_feq] = b_float<fp::Cond::EQ>;
  s[Vid::b_fne] = b_float<fp::Cond::NE>;
  s[Vid::b_flt] = b_float<fp::Cond::LT>;
  s[Vid::b_fge] = b_float<fp::Cond::GE>;
  s[Vid::b_feq_s] = b_float<fp::Cond::EQ, Form::Scalar>;
  s[Vid::b_fne_s] = b_float<fp::Cond::NE, Form::Scalar>;
  s[Vid::b_flt_s] = b_float<fp::Cond::LT, Form::Scalar>;
  s[Vid::b_fge_s] = b_float<fp::Cond::GE, Form::Scalar>;
  s[Vid::pc_push] = pc_push;
  s[Vid::pc_pop] = pc_pop;
  s[Vid::pc_push_r] = pc_push_label;
  s[Vid::rdaddu] = reduce<RAdd, false>;
  s[Vid::rdadds] = reduce<RAdd, false>;
  s[Vid::rdand] = reduce<RAnd, false>;
  s[Vid::rdor] = reduce<ROr, false>;
  s[Vid::rdxor] = reduce<RXor, false>;
  s[Vid::rdmaxu] = reduce<RMaxU, false>;
  s[Vid::rdmaxs] = reduce<RMaxS, false>;
  s[Vid::rdminu] = reduce<RMinU, false>;
  s[Vid::rdmins] = reduce<RMinS, false>;
  s[Vid::rdfadd] = reduce<RFAdd, true>;
  s[Vid::rdfmax] = reduce<RFMax, true>;
  s[Vid::rdfmin] = reduce<RFMin, true>;
  s[Vid::loop_get_l] = loop_get_simt;
  s[Vid::loop_get] = loop_get_scalar;
  s[Vid::loop_set] = loop_set;
  s[Vid::ssrget] = ssrget;
  s[Vid::ssrset] = ssrset;
  s[Vid::addtpc] = upper<true>;
  s[Vid::lui] = upper<false>;
  for (Vid h : {Vid::bstart_simt, Vid::bstart_fp, Vid::bstart_fp_direct, Vid::bstart_fp_cond, Vid::bstart_fp_call, Vid::c_bstart_fp, Vid::bstop, Vid::c_bstop, Vid::bstart_std,
                 Vid::bstart_std_direct, Vid::bstart_std_cond, Vid::bstart_std_call, Vid::c_bstart_std})
    s[h] = end_body;
  s[Vid::btext] = header_in_body;
}

}  // namespace simtloom::sim::linx
