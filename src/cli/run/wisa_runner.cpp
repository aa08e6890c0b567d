// The wisa runner: kernels on the SIMT engine (functional, or the timing model), launched
// over a grid of workgroups with the argument block's address in u0:u1.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>

#include <fmt/format.h>
#include <unistd.h>

#include "cli/run/buffer_init.h"
#include "cli/run/launch_setup.h"
#include "cli/run/limits.h"
#include "cli/run/outcome.h"
#include "cli/run/progress_line.h"
#include "cli/run/runner.h"
#include "cli/run/timing_setup.h"
#include "desc/model.h"
#include "dis/printer.h"
#include "obj/object.h"
#include "sim/engine/engine.h"
#include "sim/engine/timing.h"
#include "sim/wisa/state.h"
#include "sim/wisa/wisa.h"

namespace simtloom::cli::run {
namespace {

class WisaRunner final : public Runner {
 public:
  bool prepare(const RunInput& in, DiagList& d) override;
  uint64_t place(const std::string& name, const std::vector<uint8_t>& bytes) override {
    uint64_t a = dev_->memory().alloc(bytes.size(), name);
    dev_->memory().write(a, bytes.data(), bytes.size());
    return a;
  }
  bool set_values(const RunInput& in, const std::vector<BufferData>& bufs, DiagList& d) override;
  std::string banner(const RunInput& in) const override {
    return fmt::format("== simtloom run {} (kernel {}, grid [{}, {}, {}], workgroup [{}, {}, {}], {} lanes per warp)\n", in.args.input, kernel_->name,
                       spec_.grid[0], spec_.grid[1], spec_.grid[2], spec_.wg[0], spec_.wg[1], spec_.wg[2], in.args.warp_width);
  }
  RunOutcome run() override;
  std::vector<uint8_t> read(uint64_t addr, uint64_t size) override {
    std::vector<uint8_t> v(size);
    dev_->memory().read(addr, v.data(), v.size());
    return v;
  }
  std::string stats_name(const RunInput&) const override { return kernel_->name; }

 private:
  bool find_kernel(const RunInput& in, DiagList& d);
  bool launch_shape(const RunInput& in, DiagList& d);
  void warn_long_grid(const RunInput& in, uint64_t threads) const;
  bool shared_memory(const RunInput& in, DiagList& d);
  bool load_images(const LaunchFile& L, DiagList& d);

  std::unique_ptr<dis::Printer> printer_;
  std::unique_ptr<sim::TimingModel> timing_;
  std::unique_ptr<sim::Device> dev_;
  const obj::Kernel* kernel_ = nullptr;
  sim::LaunchSpec spec_;
  bool trace_ = false;
};

bool WisaRunner::prepare(const RunInput& in, DiagList& d) {
  const RunArgs& a = in.args;
  sim::DeviceConfig cfg = device_config(a);
  if (!check_cores(a, d)) return false;
  if (a.warp_width < 1 || a.warp_width > sim::wisa::kMaxWisaLanes) {  // a command-line value, said so (not "<device>")
    d.error({"<command line>", 0, 0}, fmt::format("--warp-width {} is out of range", a.warp_width), {},
            fmt::format("use 1 to {} lanes", sim::wisa::kMaxWisaLanes));
    return false;
  }
  if (wants_timing(a)) {
    timing_ = make_timing_model(a, d);
    trace_ = !a.trace.empty();
    if (!timing_) return false;
    cfg.cores = timing_->config().cores;
  }
  dev_ = sim::Device::create(in.target, sim::wisa::plugin(), cfg, d);
  if (!dev_) return false;
  if (timing_ && !check_timing_names(timing_->config(), a.config, dev_->unit_names(), in.target, d)) return false;
  dev_->timing = timing_.get();
  printer_ = std::make_unique<dis::Printer>(in.target);
  dev_->disassemble = [p = printer_.get()](const codec::MCInst& mi, uint64_t pc) { return p->text(mi, pc); };
  if (::isatty(STDERR_FILENO)) dev_->progress = ProgressLine();
  uint64_t base = dev_->load_code(in.object);
  if (!find_kernel(in, d)) return false;
  spec_.entry = base + kernel_->entry;
  return launch_shape(in, d) && load_images(in.launch, d);
}

bool WisaRunner::find_kernel(const RunInput& in, DiagList& d) {
  const LaunchFile& L = in.launch;
  const std::string kname = L.kernel.value_or("");
  std::vector<std::string_view> knames;
  for (const auto& k : in.object.kernels) {
    knames.push_back(k.name);
    if (k.name == kname) kernel_ = &k;
  }
  if (kernel_) return true;
  if (kname.empty() && in.object.kernels.size() == 1) {
    kernel_ = &in.object.kernels[0];
    return true;
  }
  std::string near = closest_match(kname, knames);
  std::string hint = !near.empty() ? fmt::format("did you mean '{}'?", near)
                     : knames.empty() ? fmt::format("{} defines no kernel (.kernel NAME)", in.args.input)
                                      : fmt::format("kernels: {}", fmt::join(knames, ", "));
  d.error(L.kernel ? L.kernel_loc : L.top, kname.empty() ? "the launch file names no kernel" : fmt::format("no kernel '{}' in {}", kname, in.args.input), {},
          hint);
  return false;
}

// The grid, the workgroup and the shared memory a workgroup gets.
bool WisaRunner::launch_shape(const RunInput& in, DiagList& d) {
  if (!launch_dims(in.launch, spec_, d)) return false;
  warn_long_grid(in, uint64_t{spec_.wg[0]} * spec_.wg[1] * spec_.wg[2]);
  return shared_memory(in, d);
}

// A grid of more than a million warps runs for minutes: said before the run starts (not with
// the diagnostics at its end), with the way to cap it.
void WisaRunner::warn_long_grid(const RunInput& in, uint64_t threads) const {
  constexpr unsigned __int128 kLongRunWarps = 1u << 20;
  unsigned width = std::max(1u, in.args.warp_width);
  unsigned __int128 groups = static_cast<unsigned __int128>(spec_.grid[0]) * spec_.grid[1] * spec_.grid[2];
  unsigned __int128 warps = groups * ((threads + width - 1) / width);
  if (warps <= kLongRunWarps) return;
  DiagList w;
  w.warning(in.launch.grid.loc,
            fmt::format("the grid has {} workgroups of {} threads: more than {} warps to simulate, which takes minutes or more",
                        static_cast<uint64_t>(groups), threads, static_cast<uint64_t>(kLongRunWarps)),
            {},
            in.args.max_instructions ? fmt::format("the watchdog stops the run after {} warp instructions (--max-instructions N sets it)", in.args.max_instructions)
                                     : "--max-instructions 0 lifts the watchdog: only a smaller grid shortens the run");
  std::fputs(w.render().c_str(), stderr);
}

// The shared memory a workgroup gets: the launch file's, else the kernel's .shared_bytes.
bool WisaRunner::shared_memory(const RunInput& in, DiagList& d) {
  const LaunchFile& L = in.launch;
  auto sb = kernel_->attrs.find("shared_bytes");
  if (L.shared_bytes) spec_.shared_bytes = *L.shared_bytes;
  else if (sb != kernel_->attrs.end()) {
    if (sb->second < 0 || static_cast<uint64_t>(sb->second) > kMaxSharedBytes) {
      d.error(L.kernel ? L.kernel_loc : L.top, fmt::format("kernel '{}' declares .shared_bytes {}; a workgroup's shared memory holds 0 to {}", kernel_->name,
                                                            sb->second, size_text(kMaxSharedBytes)),
              {}, "give the launch file a 'shared_bytes:' or fix the kernel's .shared_bytes");
      return false;
    }
    spec_.shared_bytes = static_cast<uint32_t>(sb->second);
  }
  return true;
}

bool WisaRunner::load_images(const LaunchFile& L, DiagList& d) {
  for (const auto& im : L.images) {
    sim::Image I;
    I.width = im.width;
    I.height = im.height;
    std::vector<uint8_t> bytes;
    if (!initial_contents(im.init, *type_named("u32"), uint64_t{I.width} * I.height, bytes, d)) continue;
    I.texels.resize(uint64_t{I.width} * I.height);
    if (!bytes.empty()) std::memcpy(I.texels.data(), bytes.data(), bytes.size());
    spec_.images.push_back(std::move(I));
  }
  return !d.has_errors();
}

// The argument block: each value at its natural alignment; its size must match .arg_bytes.
bool WisaRunner::set_values(const RunInput& in, const std::vector<BufferData>& bufs, DiagList& d) {
  const LaunchFile& L = in.launch;
  std::vector<uint8_t> args;
  for (const auto& v : L.args) {
    const unsigned size = v.kind == ValueSpec::Kind::Typed ? v.type->size : 8;
    const uint64_t bits = v.kind == ValueSpec::Kind::Address ? bufs[v.buffer].addr + v.offset : v.bits;
    uint8_t tmp[8];
    std::memcpy(tmp, &bits, 8);
    while (args.size() % size) args.push_back(0);
    args.insert(args.end(), tmp, tmp + size);
  }
  auto ab = kernel_->attrs.find("arg_bytes");
  if (ab != kernel_->attrs.end() && static_cast<uint64_t>(ab->second) != args.size()) {
    d.error(L.args_loc.value_or(L.top),
            fmt::format("size mismatch: the argument block is {} bytes, kernel '{}' declares .arg_bytes {}", args.size(), kernel_->name, ab->second));
    return false;
  }
  spec_.arg_addr = dev_->memory().alloc(std::max<size_t>(args.size(), 8), "args");
  dev_->memory().write(spec_.arg_addr, args.data(), args.size());
  return true;
}

RunOutcome WisaRunner::run() {
  sim::LaunchResult result = dev_->launch(spec_);
  if (dev_->progress) dev_->progress(0, 0);  // the launch has ended (maybe early): erase the line
  RunOutcome o = outcome_of(result);
  if (timing_) add_timing_results(*timing_, trace_, o);
  return o;
}

}  // namespace

LaunchSchema wisa_schema() {
  return {{"kernel", "grid", "workgroup", "shared_bytes", "buffers", "images", "args", "checks", "outputs"}, "the launch file", false};
}

std::unique_ptr<Runner> make_wisa_runner() { return std::make_unique<WisaRunner>(); }

}  // namespace simtloom::cli::run
