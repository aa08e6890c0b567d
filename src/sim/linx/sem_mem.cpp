// Memory semantics: loads and stores (register-indexed and immediate forms), alloc/free and the
// global queues of qpush/qpop. Accesses need not be aligned (LinxISA's unscaled forms address
// any byte); an access outside every allocation traps.
#include <cstring>

#include <fmt/format.h>

#include "sim/linx/common.h"

namespace simtloom::sim::linx {
namespace {

using u64 = uint64_t;

// Addressing: Index = base + index register × (size, or 1 when unscaled); Imm = base + imm.
enum class Addr { Index, IndexUnscaled, Imm };

template <unsigned Size, bool Signed, Addr M>
void load(X& x, const DI& d) {
  Src a, b;
  if (!src10(x, d.op[A], a) || (M != Addr::Imm && !src10(x, d.op[B], b))) return;
  uint64_t addr[kMaxLanes];
  lanes(x, [&](unsigned l) {
    addr[l] = a.raw(l) + (M == Addr::Imm ? static_cast<u64>(d.op[IMM]) : b.raw(l) * (M == Addr::Index ? Size : 1));
  });
  uint8_t* p[kMaxLanes];
  if (!x.global_ptrs(addr, x.w.exec, Size, p, false)) return;
  Results r;
  lanes(x, [&](unsigned l) {
    u64 v = 0;
    std::memcpy(&v, p[l], Size);
    r.v[l] = Signed ? sext(v, Size * 8) : v;
  });
  write10(x, d.op[D], d.op[DTY], r);
}

// Stores: the value is the first operand; the address is b + c × size (register forms) or
// b + imm.
template <unsigned Size, Addr M>
void store(X& x, const DI& d) {
  Src v, b, c;
  if (!src10(x, d.op[A], v) || !src10(x, d.op[B], b) || (M != Addr::Imm && !src10(x, d.op[C], c))) return;
  uint64_t addr[kMaxLanes];
  lanes(x, [&](unsigned l) {
    addr[l] = b.raw(l) + (M == Addr::Imm ? static_cast<u64>(d.op[IMM]) : c.raw(l) * (M == Addr::Index ? Size : 1));
  });
  uint8_t* p[kMaxLanes];
  if (!x.global_ptrs(addr, x.w.exec, Size, p, true) || x.deferred) return;
  lanes(x, [&](unsigned l) {
    u64 val = v.raw(l);
    std::memcpy(p[l], &val, Size);
  });
}
// The address-update stores (sbi.a .. sdi.ua): store as sbi .. sdi.u, then write the address
// b + imm to RegDst (StoreInstructionwithAddressUpdatewithimmediate.json gives them a RegDst).
template <unsigned Size>
void store_update(X& x, const DI& d) {
  Src b;
  if (!src10(x, d.op[B], b)) return;
  Results r;
  lanes(x, [&](unsigned l) { r.v[l] = b.raw(l) + static_cast<u64>(d.op[IMM]); });
  store<Size, Addr::Imm>(x, d);
  if (x.trapped || x.deferred) return;
  write10(x, d.op[D], d.op[DTY], r);
}

// alloc size: one zeroed block per active lane; free: the block becomes inaccessible, so a use
// after free traps as an access fault.
void alloc(X& x, const DI& d) {
  const u64 size = static_cast<u64>(d.op[IMM]);
  Results r;
  lanes(x, [&](unsigned l) {
    u64 base = x.dev.memory().alloc(size ? size : 1, fmt::format("alloc@{:#x}", x.w.pc));
    S(x).heap[base] = size;
    r.v[l] = base;
  });
  write10(x, d.op[D], d.op[DTY], r);
}
void free_(X& x, const DI& d) {
  Src a;
  if (!src10(x, d.op[A], a)) return;
  lanes(x, [&](unsigned l) {
    u64 base = a.raw(l);
    auto it = S(x).heap.find(base);
    if (it == S(x).heap.end()) {
      fault(x, trap::bad_free, base, 1u << l);
      return;
    }
    S(x).heap.erase(it);
    for (auto& al : x.dev.memory().allocations())
      if (al->base == base) {
        al->size = 0;
        al->bytes.clear();
      }
  });
}

// Global queues named by the first operand's value; lanes act in lane order.
void qpush_(X& x, const DI& d) {
  Src q, v;
  if (!src10(x, d.op[A], q) || !src10(x, d.op[B], v)) return;
  Results r;
  lanes(x, [&](unsigned l) {
    auto& dq = S(x).gqm[typed(q.raw(l), d.op[ATY])];
    if (dq.size() >= kGqmCapacity) r.v[l] = 1;
    else {
      dq.push_back(typed(v.raw(l), d.op[BTY]));
      r.v[l] = 0;
    }
  });
  write10(x, d.op[D], d.op[DTY], r);
}
void qpop_(X& x, const DI& d) {
  Src q;
  if (!src10(x, d.op[A], q)) return;
  Results r;
  lanes(x, [&](unsigned l) {
    u64 id = typed(q.raw(l), d.op[ATY]);
    auto& dq = S(x).gqm[id];
    if (dq.empty()) {
      fault(x, trap::queue_empty, id, 1u << l);
      return;
    }
    r.v[l] = dq.front();
    dq.pop_front();
  });
  if (!x.trapped) write10(x, d.op[D], d.op[DTY], r);
}

}  // namespace

void register_mem(IsaPlugin& p) {
  Semantics<Vid> s{p};
  s[Vid::lb] = load<1, true, Addr::Index>;
  s[Vid::lh] = load<2, true, Addr::Index>;
  s[Vid::lw] = load<4, true, Addr::Index>;
  s[Vid::ld] = load<8, false, Addr::Index>;
  s[Vid::lbu] = load<1, false, Addr::Index>;
  s[Vid::lhu] = load<2, false, Addr::Index>;
  s[Vid::lwu] = load<4, false, Addr::Index>;
  s[Vid::lbi] = load<1, true, Addr::Imm>;
  s[Vid::lbui] = load<1, false, Addr::Imm>;
  // The .u forms take the same byte offset (unscaled in the description).
  for (Vid v : {Vid::lhi, Vid::lhi_u}) s[v] = load<2, true, Addr::Imm>;
  for (Vid v : {Vid::lwi, Vid::lwi_u}) s[v] = load<4, true, Addr::Imm>;
  for (Vid v : {Vid::ldi, Vid::ldi_u}) s[v] = load<8, false, Addr::Imm>;
  for (Vid v : {Vid::lhui, Vid::lhui_u}) s[v] = load<2, false, Addr::Imm>;
  for (Vid v : {Vid::lwui, Vid::lwui_u}) s[v] = load<4, false, Addr::Imm>;
  s[Vid::sb] = store<1, Addr::Index>;
  s[Vid::sh] = store<2, Addr::Index>;
  s[Vid::sw] = store<4, Addr::Index>;
  s[Vid::sd] = store<8, Addr::Index>;
  s[Vid::sh_u] = store<2, Addr::IndexUnscaled>;
  s[Vid::sw_u] = store<4, Addr::IndexUnscaled>;
  s[Vid::sd_u] = store<8, Addr::IndexUnscaled>;
  // The immediate is the byte offset (the description scales the scaled forms' field).
  s[Vid::sbi] = store<1, Addr::Imm>;
  for (Vid v : {Vid::shi, Vid::shi_u}) s[v] = store<2, Addr::Imm>;
  for (Vid v : {Vid::swi, Vid::swi_u}) s[v] = store<4, Addr::Imm>;
  for (Vid v : {Vid::sdi, Vid::sdi_u}) s[v] = store<8, Addr::Imm>;
  s[Vid::sbi_a] = store_update<1>;
  for (Vid v : {Vid::shi_a, Vid::shi_ua}) s[v] = store_update<2>;
  for (Vid v : {Vid::swi_a, Vid::swi_ua}) s[v] = store_update<4>;
  for (Vid v : {Vid::sdi_a, Vid::sdi_ua}) s[v] = store_update<8>;
  s[Vid::alloc] = alloc;
  s[Vid::free] = free_;
  s[Vid::qpush] = qpush_;
  s[Vid::qpop] = qpop_;
}

}  // namespace simtloom::sim::linx
