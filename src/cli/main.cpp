// The `simtloom` command: targets, asm, dis, doc, check-isa, run.
// Exit status: 0 success, 1 user error (diagnostics on stderr), 2 usage error.
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <iostream>

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include "asm/assembler.h"
#include "check/roundtrip.h"
#include "cli/lint.h"
#include "cli/listing.h"
#include "cli/run.h"
#include "cli/run/mode_printer.h"
#include "codec/codec.h"
#include "builtin/builtin.h"
#include "desc/loader.h"
#include "dis/disassembler.h"
#include "doc/manual.h"
#include "obj/object.h"

namespace fs = std::filesystem;
using namespace simtloom;

namespace {

int report(const DiagList& d) {
  std::fputs(d.render().c_str(), stderr);
  return d.has_errors() ? 1 : 0;
}

// The target named by -t, or the description directory named by --isa. It lives until the
// process exits and is never freed, as a compiler leaves its AST to the exit: freeing gfx11's
// model took as long as reading it (2.4M of a one-line `asm`'s 13.4M instructions).
// With `lazy`, a built-in target's forms are read as they are used (desc::Target::load).
// `mode`: one of the target's modes (--mode; gfx11's wave64), or "" or "default" for its default.
const desc::Target* load(const std::string& target, const std::string& isa_dir, DiagList& d, bool lazy = false, const std::string& mode = {}) {
  static auto* kept = new std::vector<std::unique_ptr<desc::Target>>;  // reachable: not a leak to LSan
  auto t = desc::load_named(target, isa_dir, d, lazy, mode);
  if (!t) return nullptr;
  kept->push_back(std::move(t));
  return kept->back().get();
}

bool write_stdout(const std::string& s) { return std::fwrite(s.data(), 1, s.size(), stdout) == s.size(); }

obj::Container container_for(const std::string& fmt_name, const std::string& out) {
  if (fmt_name == "bin") return obj::Container::Raw;
  if (fmt_name == "hex") return obj::Container::Hex;
  if (fmt_name == "elf") return obj::Container::Elf;
  auto ext = fs::path(out).extension().string();
  if (ext == ".bin") return obj::Container::Raw;
  if (ext == ".hex") return obj::Container::Hex;
  return obj::Container::Elf;
}

int cmd_targets() {
  for (const auto& id : desc::builtin_target_ids()) {
    DiagList d;
    auto t = desc::load_builtin(id, d);
    if (!t) {
      std::fputs(d.render().c_str(), stderr);
      return 1;
    }
    size_t listed = 0;  // as the manual lists them; forms and variants are encodings of these
    for (const auto& g : t->groups)
      for (const auto& sec : g->sections) listed += sec.forms.size();
    fmt::print("{:<8} {:>4} instructions {:>4} encodings  {}\n", id, listed, t->variants.size(), t->title.en);
  }
  return 0;
}

struct AsmArgs {
  std::string target = "wisa", isa, mode, input, output, format, into;
  std::vector<std::string> includes;
  bool show_encoding = false;
  bool no_fast_path = false;
};

int cmd_asm(const AsmArgs& a) {
  DiagList d;
  for (const std::string* out : {&a.output, &a.into})
    if (!out->empty() && a.input != "-" && obj::same_file(*out, a.input)) {
      d.error({"<command line>", 0, 0}, fmt::format("'{}' is the source being assembled; writing it would destroy the source", *out), {},
              "name another output file");
      return report(d);
    }
  // The assembler reads the forms of the mnemonics it meets (a one-line gfx11 file: a few of
  // 2,000); only the listing's decoder needs them all.
  auto t = load(a.target, a.isa, d, true, a.mode);
  if (!t) return report(d);
  assembler::AsmOptions opt;
  opt.include_dirs = a.includes;
  opt.keep_records = a.show_encoding || a.output.empty();  // only the listing reads them
  opt.fast_path = !a.no_fast_path;
  assembler::Assembler as(*t, d, opt);
  if (a.input == "-") {
    std::string text((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
    as.add_source("<stdin>", std::move(text));
  } else {
    as.add_file(a.input);
  }
  bool ok = as.finish();
  if (!ok) return report(d);
  report(d);  // warnings
  if (!a.into.empty()) {
    // Replace the code of existing sections (a cubin's .text.<kernel>) and keep every other byte.
    std::string dest = a.output.empty() ? a.into : a.output;
    std::vector<obj::SectionPatch> patches;
    for (const auto& s : as.object().sections)
      if (s.exec && !s.bytes.empty()) patches.push_back({s.name, s.bytes});
    if (patches.empty()) {
      d.error({a.input, 0, 0}, "nothing to write into the ELF: the source has no code", {},
              "put the kernel's code under '.section .text.<kernel>' as 'simtloom dis' prints it");
      return report(d);
    }
    return obj::patch_elf_sections(a.into, dest, patches, d) ? 0 : report(d);
  }
  if (a.show_encoding || a.output.empty()) {
    t->load_all();
    codec::Decoder dec(*t);
    std::string out;
    cli::encoding_listing(as.object(), as.instructions(), dec, out);
    if (!write_stdout(out)) return 1;
  }
  if (!a.output.empty()) {
    auto c = container_for(a.format, a.output);
    bool w = c == obj::Container::Raw   ? obj::write_raw(as.object(), a.output, d)
             : c == obj::Container::Hex ? obj::write_hex(as.object(), a.output, t->unit_bits / 8, d)
                                        : obj::write_elf(as.object(), a.output, d);
    if (!w) return report(d);
  }
  return 0;
}

struct DisArgs {
  std::string target, isa, mode, input, format = "auto";
  bool no_comments = false, raw = false, control = true;
};

int cmd_dis(const DisArgs& a) {
  DiagList d;
  std::string fmt_name = a.raw ? "bin" : a.format;
  // The container is read before the target is known: an ELF names its own target.
  std::string target = a.target.empty() ? "wisa" : a.target;
  unsigned unit = 4;
  const desc::Target* t = nullptr;
  if (fmt_name != "elf" && fmt_name != "auto") {
    t = load(target, a.isa, d, false, a.mode);
    if (!t) return report(d);
    unit = t->unit_bits / 8;
  }
  std::optional<obj::Object> o;
  obj::ReadOptions read_opt;
  read_opt.line_table = false;  // the listing shows no source lines
  if (fmt_name == "bin") o = obj::read_raw(a.input, d);
  else if (fmt_name == "hex") o = obj::read_hex(a.input, unit, d);
  else if (fmt_name == "elf") o = obj::read_elf(a.input, d, read_opt);
  else if (fmt_name == "auto") {
    if (!a.target.empty() || !a.isa.empty()) {
      t = load(target, a.isa, d, false, a.mode);
      if (!t) return report(d);
      unit = t->unit_bits / 8;
    }
    o = obj::read_any(a.input, unit, d, read_opt);
  } else {
    d.error({"<command line>", 0, 0}, fmt::format("unknown input format '{}'", fmt_name), {}, "use auto, bin, hex or elf");
  }
  if (!o) return report(d);
  if (!t) {
    if (a.target.empty() && !o->target.empty() && o->target != "wisa") target = o->target;
    if (a.target.empty() && o->elf && o->target == "amdgcn") {
      // An AMDGPU code object: the processor in e_flags says which description decodes it.
      target = desc::builtin_target_for_elf(o->elf->machine, o->elf->flags);
      if (target.empty()) {
        d.error({a.input, 0, 0}, fmt::format("no built-in target describes the AMDGPU processor of '{}' (e_flags {:#x})", a.input, o->elf->flags),
                {}, "name the target with -t, e.g. -t gfx11");
        return report(d);
      }
    }
    if (a.target.empty() && a.isa.empty() && o->elf && o->target == "cuda") {
      d.error({a.input, 0, 0}, fmt::format("'{}' is a cubin for sm_{}, which no built-in target describes", a.input, obj::cubin_sm_version(*o->elf)),
              {}, "the sm90 target decodes sm_90 cubins; name a target with -t (or a description with --isa) to decode it anyway");
      return report(d);
    }
    t = load(target, a.isa, d, false, a.mode);
    if (!t) return report(d);
    // An AMDGPU object whose kernel descriptors all ask for a mode (wave64) is listed in it, as
    // `asm --mode` wrote it (llvm-objdump needs -mattr=+wavefrontsize64 for that).
    if (a.mode.empty() && o->elf && o->target == "amdgcn")
      if (std::string m = cli::run::object_mode(*t, *o); !m.empty()) {
        t = load(target, a.isa, d, false, m);
        if (!t) return report(d);
      }
    if (fmt_name == "auto" && !o->sections.empty() && o->target.empty() && t->unit_bits / 8 != unit) {
      o = obj::read_any(a.input, t->unit_bits / 8, d, read_opt);
      if (!o) return report(d);
    }
  }
  codec::Decoder dec(*t);
  dis::DisOptions opt;
  opt.show_words = !a.no_comments;
  if (!a.control) opt.hide_roles.push_back("control");
  std::string out;
  bool written = true;
  opt.flush = [&written](std::string& text) {
    written = write_stdout(text);
    text.clear();
    return written;
  };
  dis::disassemble(*o, dec, opt, out);
  if (!written || !write_stdout(out)) {
    d.error({"<stdout>", 0, 0}, fmt::format("cannot write the listing: {}", std::strerror(errno)), {}, "check the disk space and the output pipe");
    return report(d);
  }
  return report(d);
}

struct DocArgs {
  std::string target = "wisa", isa, group, format = "md", output;
};

int cmd_doc(const DocArgs& a) {
  DiagList d;
  auto t = load(a.target, a.isa, d);
  if (!t) return report(d);
  doc::DocOptions opt;
  opt.group = a.group;
  if (!a.group.empty() && !t->group(a.group)) {
    std::vector<std::string_view> ids;
    for (auto& g : t->groups) ids.push_back(g->id);
    d.error({"<command line>", 0, 0}, fmt::format("target {} has no group '{}'", t->id, a.group), {},
            fmt::format("groups: {}", fmt::join(ids, ", ")));
    return report(d);
  }
  if (a.format == "md") opt.format = doc::DocFormat::Markdown;
  else if (a.format == "html") opt.format = doc::DocFormat::Html;
  else {
    d.error({"<command line>", 0, 0}, fmt::format("unknown manual format '{}'", a.format), {}, "use md or html");
    return report(d);
  }
  std::string text = doc::render_manual(*t, opt);
  if (a.output.empty()) return write_stdout(text) ? 0 : 1;
  std::string path = a.output;
  std::error_code ec;
  if (a.output.back() == '/' || fs::is_directory(a.output, ec)) {
    fs::create_directories(a.output, ec);
    std::string base = t->id + (a.group.empty() ? "" : "-group" + a.group);
    path = (fs::path(a.output) / (base + (a.format == "md" ? ".md" : ".html"))).string();
  }
  if (!obj::write_file_atomic(path, text.data(), text.size(), d)) return report(d);
  return 0;
}

int cmd_check_isa(const std::string& dir) {
  DiagList d;
  auto t = desc::load_target_dir(dir, d);
  if (!t) return report(d);
  codec::Decoder dec(*t);
  // The round-trip property over the description: decode -> print -> assemble gives the bits.
  constexpr unsigned kSamples = 32;
  for (const auto& f : check::round_trip(*t, kSamples))
    d.error(f.variant->loc, fmt::format("variant '{}' does not round-trip{}: {}", f.variant->name,
                                        f.text.empty() ? "" : fmt::format(" ('{}')", f.text), f.problem),
            {}, "printed text must assemble back to the same bits: give the variants distinct syntax, or make a second encoding of one syntax a decode_only variant of the first");
  if (d.has_errors()) return report(d);
  fmt::print("{}: target '{}' is valid: {} instructions, {} encodings, {} formats, {} group(s); decoder tree of {} nodes, no overlapping encodings; "
             "{} random encodings of each variant round-trip\n",
             dir, t->id, t->forms.size(), t->variants.size(), t->formats.size(), t->groups.size(), dec.node_count(), kSamples);
  if (const auto* co = t->code_object.get())
    fmt::print("{}: code object '{}': {} processors, {} directives, a {}-byte kernel descriptor of {} fields\n", dir, co->kind,
               co->processors.size(), co->directives.size(), co->descriptor.size, co->descriptor.fields.size());
  return report(d);
}

// A whole number for an unsigned option: CLI11 would take "-1" as 2^64-1 (--max-instructions -1
// meant no watchdog at all) and "1e3" as 1000.
CLI::Validator whole_number() {
  return CLI::Validator(
      [](std::string& s) -> std::string {
        if (!s.empty() && s.find_first_not_of("0123456789") == std::string::npos) return {};
        return fmt::format("'{}' is not a whole number (0, 1, 2 ...)", s);
      },
      "N");
}

}  // namespace

constexpr const char* kModeHelp =
    "Target mode (target.yaml modes:): wave64 for gfx11 waves of 64 lanes, where lane masks are SGPR pairs (llvm-mc -mattr=+wavefrontsize64)";

int main(int argc, char** argv) {
  CLI::App app{"simtloom: a retargetable GPU instruction-set toolchain and SIMT simulator"};
  app.require_subcommand(1);
  app.set_version_flag("--version", "simtloom 0.1.0");

  app.add_subcommand("targets", "List the built-in targets");

  AsmArgs aa;
  auto* asm_cmd = app.add_subcommand("asm", "Assemble a source file");
  asm_cmd->add_option("-t,--target", aa.target, "Target id (see `simtloom targets`)")->capture_default_str();
  asm_cmd->add_option("--isa", aa.isa, "Use the description directory DIR instead of a built-in target");
  asm_cmd->add_option("--mode", aa.mode, kModeHelp);
  asm_cmd->add_option("input", aa.input, "Source file, or - for standard input")->required();
  asm_cmd->add_option("-o,--output", aa.output, "Output file (format from -f, else from the extension: .bin, .hex, else ELF)");
  asm_cmd->add_option("-f,--format", aa.format, "Output container")->check(CLI::IsMember({"bin", "hex", "elf"}));
  asm_cmd->add_option("-I", aa.includes, "Directory searched by .include");
  asm_cmd->add_option("--into", aa.into,
                      "Write each code section into the existing ELF FILE (e.g. a cubin's .text.<kernel>), same size, every other byte kept; with -o, into a copy");
  asm_cmd->add_flag("--show-encoding", aa.show_encoding, "Print each instruction with its encoding (the default without -o)");
  asm_cmd->add_flag("--no-fast-path", aa.no_fast_path,
                    "Parse every statement with the general template parser (the output must be the same; for checking a suspected assembler bug)");

  DisArgs da;
  auto* dis_cmd = app.add_subcommand("dis", "Disassemble a raw, hex or ELF file");
  dis_cmd->add_option("-t,--target", da.target, "Target id (default: the ELF's own, else wisa)");
  dis_cmd->add_option("--isa", da.isa, "Use the description directory DIR");
  dis_cmd->add_option("--mode", da.mode, std::string(kModeHelp) + " (for an AMDGPU object, the mode its kernel descriptors ask for unless --mode says otherwise; --mode default: the default mode)");
  dis_cmd->add_option("input", da.input, "Input file")->required();
  dis_cmd->add_option("-f,--format", da.format, "Input container")->check(CLI::IsMember({"auto", "bin", "hex", "elf"}))->capture_default_str();
  dis_cmd->add_flag("--raw", da.raw, "Read the input as raw binary (same as -f bin)");
  dis_cmd->add_flag("--no-comments", da.no_comments, "Omit the address and encoding comment on each line");
  dis_cmd->add_flag("--control,!--no-control", da.control,
                    "Show (default) or hide operands whose type has role 'control' (sm90 control codes; hidden, the text no longer reassembles to the same bytes)");

  DocArgs oa;
  auto* doc_cmd = app.add_subcommand("doc", "Generate the reference manual");
  doc_cmd->add_option("-t,--target", oa.target, "Target id")->capture_default_str();
  doc_cmd->add_option("--isa", oa.isa, "Use the description directory DIR");
  doc_cmd->add_option("--group", oa.group, "Only this instruction group");
  doc_cmd->add_option("-f,--format", oa.format, "md or html")->check(CLI::IsMember({"md", "html"}))->capture_default_str();
  doc_cmd->add_option("-o,--output", oa.output, "Output file, or a directory (ending in /) to write <target>.md into");

  std::string check_dir;
  auto* check_cmd = app.add_subcommand("check-isa", "Validate a description directory");
  check_cmd->add_option("dir", check_dir, "Directory holding target.yaml and group files")->required();

  cli::LintArgs la;
  auto* lint_cmd = app.add_subcommand("lint", "Static checks of a program (missing s_waitcnt, s_delay_alu against the delay analysis), or --delays FILE");
  lint_cmd->add_option("input", la.input, "Program: source (.s) or object (.o)");
  lint_cmd->add_option("-t,--target", la.target, "Target id")->capture_default_str();
  lint_cmd->add_option("--isa", la.isa, "Use the description directory DIR");
  lint_cmd->add_option("--mode", la.mode, kModeHelp);
  lint_cmd->add_option("--delays", la.delays,
                       "Straight-line sequence, one instruction a line: CLASS[/LATENCY] [WRITES] [<- READS], CLASS valu|trans|salu|other|mem or 'nop N'; "
                       "registers v0, s1, v[0:3] (see src/analysis/delay.h)");

  cli::RunArgs ra;
  auto* run_cmd = app.add_subcommand("run", "Run a kernel on the functional SIMT simulator and check its results");
  run_cmd->add_option("input", ra.input, "Kernel source (.s) or object (.o)")->required();
  run_cmd->add_option("--launch", ra.launch, "Launch file (YAML): grid, workgroup, buffers, args, checks, outputs")->required();
  run_cmd->add_option("-t,--target", ra.target, "Target id")->capture_default_str();
  run_cmd->add_option("--isa", ra.isa, "Use the description directory DIR");
  run_cmd->add_option("--mode", ra.mode, std::string(kModeHelp) + " (for assembling the source: the run follows the kernel descriptor)");
  run_cmd->add_option("-I", ra.includes, "Directory searched by .include");
  run_cmd->add_option("--stats", ra.stats, "Write statistics as JSON to FILE");
  run_cmd->add_option("--max-instructions", ra.max_instructions, fmt::format("Watchdog: trap after N warp instructions (default {}; 0 = no limit)", sim::kDefaultInstructionBudget))->check(whole_number());
  run_cmd->add_flag("--fatal-hazards", ra.fatal_hazards, "Stop at the first missing-waitcnt hazard");
  run_cmd->add_flag("--fatal-races", ra.fatal_races, "Stop at the first shared-memory race between warps of a workgroup");
  run_cmd->add_flag("--no-race-check", ra.no_race_check, "Do not check shared-memory accesses for races");
  run_cmd->add_option("--cores", ra.cores, "Cores on the device")->check(whole_number())->capture_default_str();
  run_cmd->add_option("--warp-width", ra.warp_width, "Lanes per warp (1..32)")->check(whole_number())->capture_default_str();
  run_cmd->add_flag("--timing", ra.timing, "Run the cycle-approximate timing model (docs/timing.md)");
  run_cmd->add_option("--config", ra.config, "Timing mode: device configuration (YAML; defaults: src/sim/engine/default_gpu.yaml)");
  run_cmd->add_option("--trace", ra.trace, "Timing mode: write a Chrome/Perfetto trace-event JSON to FILE");
  run_cmd->add_option("--threads", ra.threads,
                      "Timing mode: host threads simulating the cores (0 = one per hardware thread); results do not depend on it")->check(whole_number());

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    int rc = app.exit(e);
    return rc == 0 ? 0 : 2;
  }
  auto run = [&]() -> int {
    if (app.got_subcommand("targets")) return cmd_targets();
    if (app.got_subcommand(asm_cmd)) return cmd_asm(aa);
    if (app.got_subcommand(dis_cmd)) return cmd_dis(da);
    if (app.got_subcommand(doc_cmd)) return cmd_doc(oa);
    if (app.got_subcommand(check_cmd)) return cmd_check_isa(check_dir);
    if (app.got_subcommand(run_cmd)) {
      ra.cores_given = run_cmd->count("--cores") > 0;
      ra.threads_given = run_cmd->count("--threads") > 0;
      return cli::cmd_run(ra);
    }
    if (app.got_subcommand(lint_cmd)) return cli::cmd_lint(la);
    return 2;
  };
  int rc = run();
  // Output buffered for standard output is only written here: a full disk or a closed pipe
  // (`simtloom asm x.s > /dev/full`) must not end in success.
  if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
    std::fprintf(stderr, "<stdout>: error: cannot write standard output: %s\nnote: check the disk space and the output pipe\n",
                 std::strerror(errno));
    return rc == 0 ? 1 : rc;
  }
  return rc;
}
