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
      fault(x, "bad_free", base, 1u << l);
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
      fault(x, "queue_empty", id, 1u << l);
      return;
    }
    r.v[l] = dq.front();
    dq.pop_front();
  });
  if (!x.trapped) write10(x, d.op[D], d.op[DTY], r);
}

}  // namespace

void register_mem(IsaPlugin& p) {
  auto& s = p.semantics;
  s["lb"] = load<1, true, Addr::Index>;
  s["lh"] = load<2, true, Addr::Index>;
  s["lw"] = load<4, true, Addr::Index>;
  s["ld"] = load<8, false, Addr::Index>;
  s["lbu"] = load<1, false, Addr::Index>;
  s["lhu"] = load<2, false, Addr::Index>;
  s["lwu"] = load<4, false, Addr::Index>;
  for (const char* suffix : {"", ".u"}) {
    std::string u = suffix;
    if (u.empty()) s["lbi"] = load<1, true, Addr::Imm>, s["lbui"] = load<1, false, Addr::Imm>;
    s["lhi" + u] = load<2, true, Addr::Imm>;
    s["lwi" + u] = load<4, true, Addr::Imm>;
    s["ldi" + u] = load<8, false, Addr::Imm>;
    s["lhui" + u] = load<2, false, Addr::Imm>;
    s["lwui" + u] = load<4, false, Addr::Imm>;
  }
  s["sb"] = store<1, Addr::Index>;
  s["sh"] = store<2, Addr::Index>;
  s["sw"] = store<4, Addr::Index>;
  s["sd"] = store<8, Addr::Index>;
  s["sh.u"] = store<2, Addr::IndexUnscaled>;
  s["sw.u"] = store<4, Addr::IndexUnscaled>;
  s["sd.u"] = store<8, Addr::IndexUnscaled>;
  // The immediate is the byte offset (the description scales the scaled forms' field).
  // The .a/.ua forms (7-bit offsets) store as the plain forms: the note gives no other effect.
  for (const char* suffix : {"", ".u", ".a", ".ua"}) {
    std::string u = suffix;
    if (u == "" || u == ".a") s["sbi" + u] = store<1, Addr::Imm>;
    s["shi" + u] = store<2, Addr::Imm>;
    s["swi" + u] = store<4, Addr::Imm>;
    s["sdi" + u] = store<8, Addr::Imm>;
  }
  s["alloc"] = alloc;
  s["free"] = free_;
  s["qpush"] = qpush_;
  s["qpop"] = qpop_;
}

}  // namespace simtloom::sim::linx
