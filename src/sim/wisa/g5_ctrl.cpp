// Group 5: control flow (uniform jumps, calls, divergence on the engine's control stack) and
// cross-lane operations (shuffles, votes, reductions, readlane).
#include <climits>

#include "sim/fp/fp.h"
#include "sim/wisa/common.h"

namespace simtloom::sim::wisa {
namespace {

uint64_t pc_of(X& x) { return x.w.pc; }

void jmp(X& x, const DI& d) { x.next_pc = pc_of(x) + static_cast<uint64_t>(d.op[OFF]); }
template <int K>  // 0 any, 1 all, 2 none
void bra(X& x, const DI& d) {
  uint32_t p = pred(x, d.op[P]) & x.w.exec;
  bool take = K == 0 ? p != 0 : K == 1 ? p == x.w.exec : p == 0;
  if (take) x.next_pc = pc_of(x) + static_cast<uint64_t>(d.op[OFF]);
}
void call(X& x, const DI& d) {
  U(x, d, D) = static_cast<uint32_t>(x.next_pc);
  x.next_pc = pc_of(x) + static_cast<uint64_t>(d.op[OFF]);
}
void ret(X& x, const DI& d) { x.next_pc = U(x, d, A); }

template <bool Negate>
void if_(X& x, const DI& d) {
  uint32_t p = pred(x, d.op[P]);
  if (Negate) p = ~p;
  uint32_t exec = x.w.exec, then = exec & p, els = exec & ~p;
  uint64_t else_pc = pc_of(x) + static_cast<uint64_t>(d.op[OFF]);
  uint64_t join_pc = pc_of(x) + static_cast<uint64_t>(d.op[JOIN]);
  if (!x.push(StackKind::Reconv, exec, join_pc)) return;
  if (then == 0) {
    x.w.exec = els;
    x.next_pc = else_pc;
    return;
  }
  if (els && !x.push(StackKind::Else, els, else_pc)) return;
  x.w.exec = then;
}
void join(X& x, const DI&) { x.join(); }
void loop(X& x, const DI& d) { x.push(StackKind::Loop, x.w.exec, pc_of(x) + static_cast<uint64_t>(d.op[OFF])); }
void break_(X& x, const DI& d) { x.brk(pred(x, d.op[P])); }

// Shuffles: 0 idx, 1 up, 2 down, 3 xor; Imm: b is a number, else a vector register.
template <int K, bool Imm>
void shfl(X& x, const DI& d) {
  uint32_t src[kMaxLanes];
  std::memcpy(src, V(x, d, A), sizeof src);
  uint32_t* r = V(x, d, D);
  const uint32_t* bv = Imm ? nullptr : V(x, d, B);
  const unsigned w = x.width;
  lanes(x, [&](unsigned l) {
    uint32_t b = Imm ? static_cast<uint32_t>(d.op[B]) : bv[l];
    uint32_t s;
    if constexpr (K == 0) s = b % w;
    else if constexpr (K == 1) s = l >= b ? l - b : l;
    else if constexpr (K == 2) s = uint64_t{l} + b < w ? l + b : l;
    else s = (l ^ b) < w ? (l ^ b) : l;
    r[l] = src[s];
  });
}

void ballot(X& x, const DI& d) { U(x, d, D) = pred(x, d.op[P]) & x.w.exec; }
void vote_any(X& x, const DI& d) {
  bool r = (pred(x, d.op[A]) & x.w.exec) != 0;
  setp(x, d.op[D], x.w.exec, r ? ~0u : 0u);
}
void vote_all(X& x, const DI& d) {
  bool r = (pred(x, d.op[A]) & x.w.exec) == x.w.exec;
  setp(x, d.op[D], x.w.exec, r ? ~0u : 0u);
}

template <int K>  // 0 add 1 min 2 max 3 minu 4 maxu 5 and 6 or 7 xor
void reduce(X& x, const DI& d) {
  const uint32_t* a = V(x, d, A);
  uint32_t acc = K == 1 ? uint32_t{INT_MAX} : K == 2 ? uint32_t(INT_MIN) : K == 3 || K == 5 ? ~0u : 0u;
  for (uint32_t m = x.w.exec; m; m &= m - 1) {
    uint32_t v = a[std::countr_zero(m)];
    if constexpr (K == 0) acc += v;
    else if constexpr (K == 1) acc = static_cast<int32_t>(v) < static_cast<int32_t>(acc) ? v : acc;
    else if constexpr (K == 2) acc = static_cast<int32_t>(v) > static_cast<int32_t>(acc) ? v : acc;
    else if constexpr (K == 3) acc = v < acc ? v : acc;
    else if constexpr (K == 4) acc = v > acc ? v : acc;
    else if constexpr (K == 5) acc &= v;
    else if constexpr (K == 6) acc |= v;
    else acc ^= v;
  }
  U(x, d, D) = acc;
}

template <int K>  // 0 fadd, 1 fmin, 2 fmax
void freduce(X& x, const DI& d) {
  const uint32_t* a = V(x, d, A);
  fp::Round rm = fp::Round::RNE;
  if (K == 0 && !fp::resolve_round(7, state(x.w).frm, false, rm)) {
    x.trap(trap::illegal_instruction, state(x.w).frm);
    return;
  }
  uint64_t acc = K == 0 ? 0x80000000u : 0x7fc00000u;  // -0 is the identity of addition
  bool first = true;
  uint8_t flags = 0;
  for (uint32_t m = x.w.exec; m; m &= m - 1) {
    uint64_t v = a[std::countr_zero(m)];
    fp::Result r;
    if (first && K != 0) r = {v, 0};
    else if (K == 0) r = fp::add(fp::Format::F32, acc, v, rm);
    else if (K == 1) r = fp::min_num(fp::Format::F32, acc, v);
    else r = fp::max_num(fp::Format::F32, acc, v);
    first = false;
    acc = r.bits;
    flags |= r.flags;
  }
  if (K == 0 && x.w.exec == 0) acc = 0;
  state(x.w).fflags |= flags;
  U(x, d, D) = static_cast<uint32_t>(acc);
}

template <bool Uni>
void readlane(X& x, const DI& d) {
  uint32_t b = Uni ? U(x, d, B) : static_cast<uint32_t>(d.op[B]);
  U(x, d, D) = V(x, d, A)[b % x.width];
}

}  // namespace

void register_g5(IsaPlugin& p) {
  Semantics<Vid> s{p};
  s[Vid::jmp] = jmp;
  s[Vid::bra_any] = bra<0>;
  s[Vid::bra_all] = bra<1>;
  s[Vid::bra_none] = bra<2>;
  s[Vid::call] = call;
  s[Vid::ret] = ret;
  s[Vid::if_] = if_<false>;
  s[Vid::ifn] = if_<true>;
  s[Vid::join] = join;
  s[Vid::loop] = loop;
  s[Vid::break_] = break_;
  s[Vid::shfl_idx] = shfl<0, false>;
  s[Vid::shfl_idx_i] = shfl<0, true>;
  s[Vid::shfl_up] = shfl<1, false>;
  s[Vid::shfl_up_i] = shfl<1, true>;
  s[Vid::shfl_down] = shfl<2, false>;
  s[Vid::shfl_down_i] = shfl<2, true>;
  s[Vid::shfl_xor] = shfl<3, false>;
  s[Vid::shfl_xor_i] = shfl<3, true>;
  s[Vid::vote_ballot] = ballot;
  s[Vid::vote_any] = vote_any;
  s[Vid::vote_all] = vote_all;
  s[Vid::rdadd] = reduce<0>;
  s[Vid::rdmin] = reduce<1>;
  s[Vid::rdmax] = reduce<2>;
  s[Vid::rdminu] = reduce<3>;
  s[Vid::rdmaxu] = reduce<4>;
  s[Vid::rdand] = reduce<5>;
  s[Vid::rdor] = reduce<6>;
  s[Vid::rdxor] = reduce<7>;
  s[Vid::rdfadd_f32] = freduce<0>;
  s[Vid::rdfmin_f32] = freduce<1>;
  s[Vid::rdfmax_f32] = freduce<2>;
  s[Vid::readlane_i] = readlane<false>;
  s[Vid::readlane_u] = readlane<true>;
}

}  // namespace simtloom::sim::wisa
