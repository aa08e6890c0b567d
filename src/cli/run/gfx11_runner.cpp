// The gfx11 runner: AMDHSA kernels (clang's -S output assembled in process, or a code object)
// on the SIMT engine, wave32 or wave64 as the kernel descriptor says. The descriptor says which
// SGPRs and VGPRs the waves start with; the metadata lays out the kernarg segment, the launch file's `args` filling its
// explicit arguments in order and the runner the hidden ones (grid and group sizes ...).
#include <algorithm>
#include <cstring>

#include <fmt/format.h>
#include <unistd.h>

#include "cli/run/gfx11_abi.h"
#include "cli/run/gfx11_link.h"
#include "cli/run/launch_setup.h"
#include "cli/run/limits.h"
#include "cli/run/mode_printer.h"
#include "cli/run/outcome.h"
#include "cli/run/progress_line.h"
#include "cli/run/runner.h"
#include "cli/run/timing_setup.h"
#include "desc/model.h"
#include "dis/printer.h"
#include "obj/object.h"
#include "sim/engine/engine.h"
#include "sim/engine/timing.h"
#include "sim/gfx11/gfx11.h"
#include "sim/gfx11/state.h"

namespace simtloom::cli::run {
namespace {

using gfx11abi::KernelArg;

class Gfx11Runner final : public Runner {
 public:
  bool prepare(const RunInput& in, DiagList& d) override;
  uint64_t place(const std::string& name, const std::vector<uint8_t>& bytes) override {
    uint64_t a = dev_->memory().alloc(bytes.size(), name);
    dev_->memory().write(a, bytes.data(), bytes.size());
    return a;
  }
  bool set_values(const RunInput& in, const std::vector<BufferData>& bufs, DiagList& d) override;
  std::string banner(const RunInput& in) const override {
    return fmt::format("== simtloom run {} (kernel {}, grid [{}, {}, {}], workgroup [{}, {}, {}], wave{})\n", in.args.input, k_.name, spec_.grid[0],
                       spec_.grid[1], spec_.grid[2], spec_.wg[0], spec_.wg[1], spec_.wg[2], state_.wave_lanes);
  }
  RunOutcome run() override {
    RunOutcome o = outcome_of(dev_->launch(spec_));
    if (dev_->progress) dev_->progress(0, 0);  // the launch has ended (maybe early): erase the line
    if (timing_) add_timing_results(*timing_, trace_, o);
    return o;
  }
  std::vector<uint8_t> read(uint64_t addr, uint64_t size) override {
    std::vector<uint8_t> v(size);
    dev_->memory().read(addr, v.data(), v.size());
    return v;
  }
  std::string stats_name(const RunInput&) const override { return k_.name; }

 private:
  bool find_kernel(const RunInput& in, DiagList& d);
  bool check_program(const RunInput& in, uint64_t base, DiagList& d);
  bool launch_shape(const RunInput& in, DiagList& d);
  uint64_t field(const std::string& directive) const { return gfx11abi::descriptor_field(*t_, k_.descriptor, directive); }
  void user_sgprs(uint64_t kernarg, uint64_t dispatch);
  uint64_t dispatch_packet(uint64_t kernarg);
  bool hidden_value(const KernelArg& a, uint64_t& v) const;
  bool allocate_scratch(const LaunchFile& L, DiagList& d);
  // The launch's dimensions (1 to 3): the last with more than one workgroup or work-item.
  unsigned dims() const { return spec_.grid[2] > 1 || spec_.wg[2] > 1 ? 3 : spec_.grid[1] > 1 || spec_.wg[1] > 1 ? 2 : 1; }

  const desc::Target* t_ = nullptr;
  std::unique_ptr<ModePrinter> printer_;  // in the spelling of the mode the descriptor asks for
  std::unique_ptr<sim::TimingModel> timing_;
  std::unique_ptr<sim::Device> dev_;
  gfx11abi::KernelInfo k_;
  sim::gfx11::Gfx11Launch state_;
  sim::LaunchSpec spec_;
  bool trace_ = false;
};

bool Gfx11Runner::prepare(const RunInput& in, DiagList& d) {
  const RunArgs& a = in.args;
  t_ = &in.target;
  if (!t_->code_object) {
    d.error({"<description>", 0, 0}, fmt::format("target '{}' has no code-object format: the gfx11 runner needs its kernel descriptor", t_->id));
    return false;
  }
  // The kernel first: its descriptor says the wave size, which the device is made with.
  if (!find_kernel(in, d)) return false;
  state_.wave_lanes = field(".amdhsa_wavefront_size32") ? 32 : 64;
  sim::DeviceConfig cfg = device_config(a);
  cfg.warp_width = state_.wave_lanes;
  cfg.misaligned_ok = true;  // RDNA3 vector and scalar memory take unaligned addresses
  if (!check_cores(a, d)) return false;
  if (wants_timing(a)) {
    timing_ = make_timing_model(a, d, sim::gfx11::device_yaml());
    trace_ = !a.trace.empty();
    if (!timing_) return false;
    cfg.cores = timing_->config().cores;
  }
  dev_ = sim::Device::create(in.target, sim::gfx11::plugin(), cfg, d);
  if (!dev_) return false;
  if (timing_ && !check_timing_names(timing_->config(), a.config, dev_->unit_names(), in.target, d)) return false;
  dev_->timing = timing_.get();
  printer_ = ModePrinter::make(in.target, descriptor_mode(*t_->code_object, [this](const std::string& f) { return field(f); }), a.isa, d);
  if (!printer_) return false;
  dev_->disassemble = [p = printer_.get()](const codec::MCInst& mi, uint64_t pc) { return p->text(mi, pc); };
  if (::isatty(STDERR_FILENO)) dev_->progress = ProgressLine();
  uint64_t base = dev_->load_code(in.object);
  if (!gfx11link::link_object(*dev_, in.object, base, *t_->code_object, in.args.input, d)) return false;
  if (!check_program(in, base, d)) return false;
  spec_.entry = base + k_.entry;
  return launch_shape(in, d);
}

bool Gfx11Runner::find_kernel(const RunInput& in, DiagList& d) {
  const LaunchFile& L = in.launch;
  std::vector<std::string> names = gfx11abi::kernel_names(in.object);
  std::string kname = L.kernel.value_or("");
  if (kname.empty() && names.size() == 1) kname = names[0];
  if (std::find(names.begin(), names.end(), kname) == names.end()) {
    std::vector<std::string_view> views(names.begin(), names.end());
    std::string near = closest_match(kname, views);
    std::string hint = !near.empty() ? fmt::format("did you mean '{}'?", near)
                       : names.empty() ? fmt::format("{} defines no kernel (an .amdhsa_kernel block)", in.args.input)
                                       : fmt::format("kernels: {}", fmt::join(names, ", "));
    d.error(L.kernel ? L.kernel_loc : L.top, kname.empty() ? "the launch file names no kernel" : fmt::format("no kernel '{}' in {}", kname, in.args.input), {},
            hint);
    return false;
  }
  return gfx11abi::read_kernel(*t_, in.object, kname, k_, d);
}

// Every instruction of the kernel must have semantics: the ones that do not are listed, each
// with its address, text and source line, before anything runs.
bool Gfx11Runner::check_program(const RunInput& in, uint64_t base, DiagList& d) {
  std::vector<uint64_t> bad = dev_->unsupported(base + k_.entry, base + k_.entry + k_.code_size);
  if (bad.empty()) return true;
  std::string list;
  for (size_t i = 0; i < bad.size() && i < 20; ++i) {
    std::string src = dev_->source_line(bad[i]);
    list += fmt::format("\n  {:#x}: {}{}", bad[i] - base, dev_->insn_text(bad[i]), src.empty() ? "" : "  (" + src + ")");
  }
  if (bad.size() > 20) list += fmt::format("\n  ... and {} more", bad.size() - 20);
  d.error({in.args.input, 0, 0}, fmt::format("kernel '{}' uses {} instruction(s) the simulator has no semantics for:{}", k_.name, bad.size(), list), {},
          "the gfx11 plug-in (src/sim/gfx11/) needs a semantic function for each");
  return false;
}

bool Gfx11Runner::launch_shape(const RunInput& in, DiagList& d) {
  const LaunchFile& L = in.launch;
  if (!launch_dims(L, spec_, d)) return false;
  const uint64_t lds = field(".amdhsa_group_segment_fixed_size");
  spec_.shared_bytes = static_cast<uint32_t>(L.shared_bytes ? *L.shared_bytes : std::min<uint64_t>(lds, kMaxSharedBytes));
  if (!L.shared_bytes && lds > 65536) {
    d.error(L.top, fmt::format("kernel '{}' declares {} bytes of LDS; a gfx11 workgroup has at most 65536", k_.name, lds));
    return false;
  }
  return true;
}


// Scratch (private memory): each work-item gets the descriptor's fixed private segment, and a
// dynamic stack (calls whose depth the compiler could not bound) 1 KiB more, as HSA runtimes
// default to; the launch file's scratch_bytes sets the size instead. As hardware does, scratch
// is allocated per resident wave (every wave of one workgroup at a time in functional mode, of
// each core's resident workgroups in timing mode), not per wave of the grid.
bool Gfx11Runner::allocate_scratch(const LaunchFile& L, DiagList& d) {
  constexpr uint32_t kDynamicStackBytes = 1024;
  const uint64_t fixed = field(".amdhsa_private_segment_fixed_size");
  uint64_t per_lane = fixed + (field(".amdhsa_uses_dynamic_stack") ? kDynamicStackBytes : 0);
  if (L.scratch_bytes) {
    if (*L.scratch_bytes < fixed) {
      d.error(L.scratch_bytes_loc, fmt::format("'scratch_bytes' {} is less than kernel '{}' needs: its private segment is {} bytes a work-item", *L.scratch_bytes,
                                               k_.name, fixed), {}, fmt::format("give at least {}", fixed));
      return false;
    }
    per_lane = *L.scratch_bytes;
  }
  const uint64_t slots = timing_ ? uint64_t{timing_->config().cores} * timing_->config().workgroups_per_core : 1;
  const uint64_t total = slots * state_.warps_per_group * state_.wave_lanes * per_lane;
  if (total > kMaxLaunchDataBytes) {
    d.error(L.scratch_bytes ? L.scratch_bytes_loc : L.top,
            fmt::format("kernel '{}' needs {} of scratch ({} bytes a work-item, {} resident waves); the simulator's limit is {}", k_.name, size_text(total),
                        per_lane, slots * state_.warps_per_group, size_text(kMaxLaunchDataBytes)),
            {}, "give a smaller 'scratch_bytes', or fewer cores or resident workgroups in the timing configuration");
    return false;
  }
  state_.scratch_per_lane = static_cast<uint32_t>(per_lane);
  if (total) {
    state_.scratch_base = dev_->memory().alloc(total, "scratch");
    state_.scratch_host = dev_->memory().ptr(state_.scratch_base, total);
  }
  return true;
}

// The hidden arguments the runner knows (code-object v5): grid and group sizes, remainders,
// offsets and dimensions; the rest (printf buffer, queues, heaps) read 0.
bool Gfx11Runner::hidden_value(const KernelArg& a, uint64_t& v) const {
  const std::string& k = a.value_kind;
  v = 0;
  if (k.size() == std::string("hidden_block_count_x").size() && k.rfind("hidden_block_count_", 0) == 0) v = spec_.grid[k.back() - 'x'];
  else if (k.rfind("hidden_group_size_", 0) == 0 && k.size() == 19) v = spec_.wg[k.back() - 'x'];
  else if (k.rfind("hidden_remainder_", 0) == 0 || k.rfind("hidden_global_offset_", 0) == 0) v = 0;  // whole workgroups, no offset
  else if (k == "hidden_grid_dims") v = dims();
  else if (k == "hidden_shared_base") v = state_.shared_aperture >> 32;
  else if (k == "hidden_private_base") v = state_.private_aperture >> 32;
  return true;
}

// The user SGPRs the descriptor enables, in the description's order (the ABI's), each holding
// what its field's launch role says; then, from the user SGPR count on, the system SGPRs the
// descriptor enables, in the description's order; and the work-item id dimensions.
void Gfx11Runner::user_sgprs(uint64_t kernarg, uint64_t dispatch) {
  using desc::LaunchRole;
  unsigned n = 0;
  auto put = [&](uint64_t v, unsigned count) {
    for (unsigned i = 0; i < count && n < 32; ++i) state_.user[n++] = static_cast<uint32_t>(v >> (32 * i));
  };
  const auto& fields = t_->code_object->descriptor.fields;
  unsigned next = 0;
  for (const auto& f : fields) {
    if (f.launch == LaunchRole::UserSgprCount) next = static_cast<unsigned>(field(f.directive));
    if (f.launch == LaunchRole::WorkitemIds) state_.workitem_dims = static_cast<unsigned>(field(f.directive)) + 1;
    if (!f.user_sgprs || !field(f.directive)) continue;
    const uint64_t v = f.launch == LaunchRole::KernargSegmentPtr ? kernarg
                       : f.launch == LaunchRole::DispatchPtr     ? dispatch
                       : f.launch == LaunchRole::PrivateSegmentSize ? state_.scratch_per_lane
                                                                    : 0;  // queue pointer, dispatch id: none simulated
    put(v, f.user_sgprs);
  }
  state_.user_count = std::min(n, 32u);
  for (unsigned k = 0; k < 3; ++k) state_.sgpr_workgroup_id[k] = ~0u;
  state_.sgpr_workgroup_info = ~0u;
  for (const auto& f : fields) {
    const auto role = static_cast<unsigned>(f.launch);
    const bool id = role >= static_cast<unsigned>(LaunchRole::WorkgroupIdX) && role <= static_cast<unsigned>(LaunchRole::WorkgroupIdZ);
    if ((!id && f.launch != LaunchRole::WorkgroupInfo) || !field(f.directive)) continue;
    (id ? state_.sgpr_workgroup_id[role - static_cast<unsigned>(LaunchRole::WorkgroupIdX)] : state_.sgpr_workgroup_info) = next++;
  }
}

// An HSA kernel dispatch packet (64 bytes) for kernels that read the dispatch pointer.
uint64_t Gfx11Runner::dispatch_packet(uint64_t kernarg) {
  uint8_t p[64] = {};
  auto put = [&](unsigned at, uint64_t v, unsigned n) { std::memcpy(p + at, &v, n); };
  put(2, dims(), 2);  // setup: dimensions
  for (unsigned k = 0; k < 3; ++k) {
    put(4 + 2 * k, spec_.wg[k], 2);
    put(12 + 4 * k, uint64_t{spec_.grid[k]} * spec_.wg[k], 4);  // grid size in work-items
  }
  put(24, state_.scratch_per_lane, 4);
  put(28, spec_.shared_bytes, 4);
  put(40, kernarg, 8);
  return place("dispatch_packet", std::vector<uint8_t>(p, p + sizeof p));
}

bool Gfx11Runner::set_values(const RunInput& in, const std::vector<BufferData>& bufs, DiagList& d) {
  const LaunchFile& L = in.launch;
  std::vector<const KernelArg*> explicit_args;
  for (const auto& a : k_.args)
    if (!a.hidden()) explicit_args.push_back(&a);
  const SourceLoc at = L.args_loc.value_or(L.top);
  if (k_.metadata && explicit_args.size() != L.args.size()) {
    std::vector<std::string> names;
    for (const auto* a : explicit_args) names.push_back(a->describe());
    d.error(at, fmt::format("kernel '{}' takes {} argument(s) ({}); the launch file gives {}", k_.name, explicit_args.size(), fmt::join(names, ", "), L.args.size()));
    return false;
  }
  // The segment rounded up to 64 bytes and 64 more: clang's scalar loads read whole dwordx4/x8
  // blocks, past the last argument (an HSA runtime's kernarg buffer is as padded).
  std::vector<uint8_t> seg((uint64_t{k_.kernarg_size} + 63) / 64 * 64 + 64, 0);
  auto put = [&](uint32_t off, uint64_t v, uint32_t n) {
    if (off + n <= seg.size()) std::memcpy(seg.data() + off, &v, std::min<uint32_t>(n, 8));
  };
  uint32_t packed = 0;  // without metadata: natural alignment, as the wisa runner lays out
  for (size_t i = 0; i < L.args.size(); ++i) {
    const ValueSpec& v = L.args[i];
    const unsigned size = v.kind == ValueSpec::Kind::Typed ? v.type->size : 8;
    const uint64_t bits = v.kind == ValueSpec::Kind::Address ? bufs[v.buffer].addr + v.offset : v.bits;
    if (k_.metadata) {
      const KernelArg& a = *explicit_args[i];
      if (a.size != size) {
        d.error(v.loc, fmt::format("argument {} of kernel '{}', {}, is {} bytes; this value is {}", i + 1, k_.name, a.describe(), a.size, size), {},
                a.value_kind == "global_buffer" ? "pass a buffer: {buffer: NAME}" : "give a value of the argument's type");
        return false;
      }
      put(a.offset, bits, size);
    } else {
      packed = (packed + size - 1) / size * size;
      put(packed, bits, size);
      packed += size;
    }
  }
  for (const auto& a : k_.args) {
    uint64_t v;
    if (a.hidden() && hidden_value(a, v)) put(a.offset, v, a.size);
  }
  const uint64_t items = uint64_t{spec_.wg[0]} * spec_.wg[1] * spec_.wg[2];
  state_.warps_per_group = static_cast<uint32_t>((items + state_.wave_lanes - 1) / state_.wave_lanes);
  if (!allocate_scratch(L, d)) return false;
  const uint64_t kernarg = place("kernarg", seg);
  user_sgprs(kernarg, dispatch_packet(kernarg));
  gfx11abi::fill_source_codes(*t_, state_);
  gfx11abi::fill_buf_formats(*t_, state_);
  spec_.isa_state = &state_;
  spec_.arg_addr = kernarg;
  return true;
}

}  // namespace

LaunchSchema gfx11_schema() {
  return {{"kernel", "grid", "workgroup", "shared_bytes", "scratch_bytes", "buffers", "args", "checks", "outputs"}, "the launch file", false};
}

std::unique_ptr<Runner> make_gfx11_runner() { return std::make_unique<Gfx11Runner>(); }

}  // namespace simtloom::cli::run
