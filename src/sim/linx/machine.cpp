// The LinxISA block driver: walks block headers and runs each body on the SIMT engine.
#include <algorithm>
#include <chrono>
#include <cstring>
#include <new>

#include <fmt/format.h>

#include "sim/linx/linx.h"

namespace simtloom::sim::linx {

// A group's warp at the start of a body: empty queues; the last group of a block may hold
// fewer iterations than lanes.
void start_group(Warp& w, const LaunchSpec& spec, const Workgroup& wg) {
  LinxWarp& q = *new (w.isa) LinxWarp;  // cleared by a fixed-size memset, as wisa's state is
  std::memset(q.q, 0, sizeof q.q);
  const LinxState& s = *static_cast<const LinxState*>(spec.isa_state);
  std::memcpy(q.R, s.R, sizeof q.R);
  if (s.block != BlockKind::Simt) return;
  const uint64_t total = s.LB[0] * s.LB[1] * s.LB[2];
  const uint64_t first = uint64_t{wg.flat} * s.lane_num;
  const uint64_t n = std::min<uint64_t>(s.lane_num, total - first);
  w.lanes = lanes_below(n);
  w.exec = w.lanes;
}

std::unique_ptr<Machine> Machine::create(const desc::Target& t, MachineConfig cfg, DiagList& d) {
  if (cfg.lane_num == 0 || cfg.lane_num > kMaxLinxLanes) {
    d.error({"<device>", 0, 0}, fmt::format("LaneNum {} is not supported", cfg.lane_num), {}, fmt::format("use 1 to {} lanes", kMaxLinxLanes));
    return nullptr;
  }
  std::unique_ptr<Machine> m(new Machine(t, cfg));
  DeviceConfig dc;
  dc.cores = cfg.cores;
  dc.warp_width = cfg.lane_num;
  dc.max_instructions = cfg.max_instructions;
  dc.check_races = false;
  dc.misaligned_ok = true;
  m->dev_ = Device::create(t, plugin(), dc, d);
  if (!m->dev_) return nullptr;
  m->dev_->timing = cfg.timing;
  m->st_.lane_num = cfg.lane_num;
  return m;
}

bool Machine::decode(uint64_t pc, codec::MCInst& mi, unsigned& len) {
  Allocation* a = dev_->memory().find(pc, 1);
  if (!a || !a->code) return false;
  auto r = dec_.decode(a->bytes.data() + (pc - a->base), a->size - (pc - a->base));
  if (r.status != codec::DecodeStatus::Ok) return false;
  mi = codec::MCInst{};
  mi.variant = r.variant;
  codec::decode_operands(*r.variant, r.bits, mi);
  len = static_cast<unsigned>(r.bytes);
  return true;
}

// The branch type of a scalar (STD or FP) block header, or 0 when `mi` is none: the forms
// with a target (.direct, .cond, .call) fix it in the word, the others name it.
int Machine::scalar_branch_type(const codec::MCInst& mi) const {
  const std::string& v = mi.variant->name;
  if (v.rfind("bstart.std", 0) != 0 && v.rfind("bstart.fp", 0) != 0 && v.rfind("c.bstart.std", 0) != 0 && v.rfind("c.bstart.fp", 0) != 0)
    return 0;
  if (v.ends_with(".direct")) return 2;
  if (v.ends_with(".cond")) return 3;
  if (v.ends_with(".call")) return 4;
  return static_cast<int>(operand(mi, "bt"));
}

int64_t Machine::operand(const codec::MCInst& mi, std::string_view name) const {
  const auto& ops = mi.variant->form->operands;
  for (size_t i = 0; i < ops.size(); ++i)
    if (ops[i].name == name) return mi.ops[i];
  return 0;
}

std::string Machine::where(uint64_t pc) const {
  std::string src = dev_->source_line(pc);
  return fmt::format("pc {:#x}{}{}: {}", pc, src.empty() ? "" : " at ", src, dev_->insn_text(pc));
}

bool Machine::run_body(uint64_t entry, uint32_t groups, uint32_t lanes, RunResult& r, BlockRecord& b) {
  LaunchSpec spec;
  spec.entry = entry;
  spec.grid[0] = groups;
  spec.wg[0] = lanes;
  spec.isa_state = &st_;
  st_.exit_pc = 0;
  LaunchResult lr = dev_->launch(spec);
  if (dev_->timing) timing_.add(dev_->timing->stats());  // the bodies run one after another
  b.instructions = lr.stats.instructions;
  b.lane_instructions = lr.stats.lane_instructions;
  r.instructions += lr.stats.instructions;
  r.lane_instructions += lr.stats.lane_instructions;
  for (const auto& u : lr.stats.per_unit) {  // (clang 14 cannot capture a structured binding)
    auto it = std::find_if(r.per_unit.begin(), r.per_unit.end(), [&](const auto& p) { return p.first == u.first; });
    if (it == r.per_unit.end()) r.per_unit.push_back(u);
    else it->second += u.second;
  }
  if (lr.trap) {
    r.ok = false;
    r.trap = std::move(lr.trap);
    return false;
  }
  return true;
}

RunResult Machine::run(uint64_t entry) {
  RunResult r;
  auto t0 = std::chrono::steady_clock::now();
  auto fail = [&](std::string msg) {
    r.ok = false;
    r.error = std::move(msg);
  };
  std::vector<uint64_t> calls;
  uint64_t pc = entry;
  for (uint64_t n = 0; r.ok; ++n) {
    if (n >= cfg_.max_blocks) {
      fail(fmt::format("stopped after {} blocks (the block limit); the program may loop forever", n));
      break;
    }
    codec::MCInst mi;
    unsigned len = 0;
    Allocation* code = dev_->memory().find(pc, 1);
    if (!code || !code->code) break;  // ran off the end of the code: the program is done
    if (!decode(pc, mi, len)) {
      fail(fmt::format("pc {:#x}{}: no instruction decodes here; a block header (BSTART, C.BSTART, BSTOP) was expected", pc,
                       dev_->source_line(pc).empty() ? "" : " at " + dev_->source_line(pc)));
      break;
    }
    const std::string& v = mi.variant->name;
    BlockRecord b;
    b.pc = pc;
    if (v == "bstop" || v == "c.bstop") break;
    if (v == "bstart.simt") {
      codec::MCInst bt;
      unsigned blen = 0;
      const uint64_t btext_pc = pc + len;
      if (!decode(btext_pc, bt, blen) || bt.variant->name != "btext") {
        fail(fmt::format("{}: a SIMT block is a separated block: B.TEXT must follow its BSTART.SIMT", where(pc)));
        break;
      }
      const uint64_t body = btext_pc + static_cast<uint64_t>(operand(bt, "body"));
      const uint64_t total = st_.LB[0] * st_.LB[1] * st_.LB[2];
      b.kind = "simt";
      b.iterations = total;
      const uint64_t groups = (total + st_.lane_num - 1) / st_.lane_num;
      if (groups > UINT32_MAX) {
        fail(fmt::format("{}: {} iterations (LB0·LB1·LB2) are too many for one run", where(pc), total));
        break;
      }
      st_.block = BlockKind::Simt;
      st_.red_set = 0;
      bool ok = total == 0 || run_body(body, static_cast<uint32_t>(groups), st_.lane_num, r, b);
      st_.block = BlockKind::Scalar;
      for (unsigned g = 0; g < kGlobals; ++g)
        if (st_.red_set >> g & 1) st_.R[g] = st_.red[g];
      st_.red_set = 0;
      r.blocks.push_back(b);
      if (!ok) break;
      pc = btext_pc + blen;
      continue;
    }
    if (const int bt = scalar_branch_type(mi); bt > 0) {
      const bool fp = v.find(".fp") != std::string::npos;
      b.kind = fp ? "fp" : "std";
      b.iterations = 1;
      st_.block = BlockKind::Scalar;
      st_.cond = false;
      bool ok = run_body(pc + len, 1, 1, r, b);
      r.blocks.push_back(b);
      if (!ok) break;
      const uint64_t next = st_.exit_pc;  // 0: the body ran off the end of the code
      const uint64_t target = pc + static_cast<uint64_t>(operand(mi, "target"));
      switch (bt) {
        case 2: pc = target; break;                                  // DIRECT
        case 3: pc = st_.cond ? target : next; break;                 // COND: setc decided
        case 4: calls.push_back(next); pc = target; break;            // CALL
        case 5: case 6:                                               // IND, ICALL: setc.tgt
          if (!st_.tgt_set) {
            fail(fmt::format("{}: an {} block needs its target, set by setc.tgt in its body", where(pc), bt == 5 ? "IND" : "ICALL"));
            break;
          }
          if (bt == 6) calls.push_back(next);
          pc = st_.tgt;
          break;
        case 7:                                                       // RET
          if (calls.empty()) pc = 0;
          else pc = calls.back(), calls.pop_back();
          break;
        default: pc = next; break;                                    // FALL
      }
      if (!r.ok || pc == 0) break;
      continue;
    }
    fail(fmt::format("{}: not a block header; LinxISA code runs as blocks, each starting with BSTART or C.BSTART", where(pc)));
  }
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return r;
}

const char* device_yaml() {
  static const char* const kYaml =
#include "linx_gpu.inc"
      ;
  return kYaml;
}

}  // namespace simtloom::sim::linx
