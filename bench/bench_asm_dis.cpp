// Assembler and disassembler throughput on a generated 1,000,000-line wisa source.
//
// The source, the target and a reference assembly are prepared once, before the first timed
// loop, so only the work itself is measured. SIMTLOOM_BENCH_LINES overrides the line count
// (e.g. 100000 for a profiler run).
//
// Counters: lines/s (source lines read, or listing lines written) and instructions/s, as rates
// over wall time; bytes_per_second is source bytes for assembly, .text bytes for disassembly and
// decoding, and image bytes for the ELF writer and reader.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include <benchmark/benchmark.h>

#include "asm/assembler.h"
#include "codec/codec.h"
#include "builtin/builtin.h"
#include "desc/loader.h"
#include "dis/disassembler.h"
#include "obj/object.h"
#include "source_gen.h"

namespace {

using namespace simtloom;

size_t bench_line_count() {
  if (const char* s = std::getenv("SIMTLOOM_BENCH_LINES")) {
    char* end = nullptr;
    unsigned long long n = std::strtoull(s, &end, 10);
    if (end && *end == '\0' && n > 0) return n;
    std::fprintf(stderr, "ignoring SIMTLOOM_BENCH_LINES='%s': not a positive number\n", s);
  }
  return 1'000'000;
}

[[noreturn]] void fail(const char* what, const DiagList& diags) {
  std::fprintf(stderr, "bench_asm_dis: %s\n%s", what, diags.render().c_str());
  std::exit(1);
}

// Everything the benchmarks read but do not time.
struct Inputs {
  std::unique_ptr<desc::Target> target;
  std::unique_ptr<codec::Decoder> decoder;
  bench::GeneratedSource source;
  std::vector<uint8_t> elf;  // the source assembled, as `simtloom asm -o big.o` writes it
  obj::Object object;        // the ELF read back, as `simtloom dis big.o` sees it
  const obj::Section* text = nullptr;
};

Inputs prepare() {
  Inputs in;
  DiagList diags;
  in.target = desc::load_builtin("wisa", diags);
  if (!in.target) fail("cannot load target wisa", diags);
  in.decoder = std::make_unique<codec::Decoder>(*in.target);
  in.source = bench::generate_wisa_source(bench_line_count());

  // A reference run: the benchmarks assume an error-free source, so check it once here.
  assembler::Assembler as(*in.target, diags);
  as.add_source("big.s", in.source.text);
  if (!as.finish()) fail("the generated source does not assemble", diags);
  if (as.instructions().size() != in.source.instructions) fail("instruction count differs from the generator's", diags);
  auto image = obj::elf_image(as.object(), diags);
  if (!image) fail("cannot build the ELF image", diags);
  in.elf = std::move(*image);
  auto back = obj::read_elf_image(in.elf, "big.o", diags);
  if (!back) fail("cannot read the ELF image back", diags);
  in.object = std::move(*back);
  int ti = in.object.find_section(".text");
  if (ti < 0) fail("the object has no .text", diags);
  in.text = &in.object.sections[ti];
  return in;
}

const Inputs& inputs() {
  static const Inputs in = prepare();
  return in;
}

void set_rates(benchmark::State& state, size_t lines, size_t instructions, size_t bytes) {
  const double iters = static_cast<double>(state.iterations());
  if (lines) state.counters["lines/s"] = benchmark::Counter(static_cast<double>(lines) * iters, benchmark::Counter::kIsRate);
  state.counters["instructions/s"] = benchmark::Counter(static_cast<double>(instructions) * iters, benchmark::Counter::kIsRate);
  state.SetBytesProcessed(static_cast<int64_t>(bytes * state.iterations()));
}

// Source text to ELF image in memory: what `simtloom asm -t wisa big.s -o big.o` does, less the
// file I/O and the target load.
void BM_Assemble(benchmark::State& state) {
  const Inputs& in = inputs();
  for (auto _ : state) {
    // add_source takes its text by value; the copy is the caller's, not the assembler's, work.
    state.PauseTiming();
    std::string text = in.source.text;
    state.ResumeTiming();
    DiagList diags;
    assembler::AsmOptions opt;
    opt.keep_records = false;  // as `simtloom asm -o` (records are for listings)
    assembler::Assembler as(*in.target, diags, opt);
    as.add_source("big.s", std::move(text));
    bool ok = as.finish();
    auto image = obj::elf_image(as.object(), diags);
    if (!ok || !image) {
      state.SkipWithError("assembly failed");
      break;
    }
    benchmark::DoNotOptimize(image->data());
  }
  set_rates(state, in.source.lines, in.source.instructions, in.source.text.size());
}
BENCHMARK(BM_Assemble)->Unit(benchmark::kMillisecond)->UseRealTime();

// The ELF writer alone, on an already assembled object, to split BM_Assemble's time.
void BM_ElfImage(benchmark::State& state) {
  const Inputs& in = inputs();
  for (auto _ : state) {
    DiagList diags;
    auto image = obj::elf_image(in.object, diags);
    if (!image) {
      state.SkipWithError("elf_image failed");
      break;
    }
    benchmark::DoNotOptimize(image->data());
  }
  set_rates(state, 0, in.source.instructions, in.elf.size());
}
BENCHMARK(BM_ElfImage)->Unit(benchmark::kMillisecond)->UseRealTime();

// .text to listing text: what `simtloom dis big.o` does after reading the file. Arg 1 prints the
// address/encoding comment on each line (the command's default), arg 0 omits it (--no-comments).
void BM_Disassemble(benchmark::State& state) {
  const Inputs& in = inputs();
  dis::DisOptions opt;
  opt.show_words = state.range(0) != 0;
  // As the command: the listing is handed out a piece at a time (written to stdout there, only
  // counted here).
  size_t output_bytes = 0, output_lines = 0;
  opt.flush = [&](std::string& text) {
    output_bytes += text.size();
    output_lines += static_cast<size_t>(std::count(text.begin(), text.end(), '\n'));
    benchmark::DoNotOptimize(text.data());
    text.clear();
    return true;
  };
  size_t instructions = 0;
  for (auto _ : state) {
    output_bytes = output_lines = 0;
    std::string out;
    dis::DisStats st = dis::disassemble(in.object, *in.decoder, opt, out);
    opt.flush(out);
    instructions = st.instructions;
  }
  if (instructions != in.source.instructions) state.SkipWithError("disassembled instruction count differs from the source's");
  state.counters["output_bytes"] = static_cast<double>(output_bytes);
  // lines/s here counts listing lines written (instructions, labels, section directives).
  set_rates(state, output_lines, instructions, in.text->bytes.size());
}
BENCHMARK(BM_Disassemble)->ArgName("comments")->Arg(1)->Arg(0)->Unit(benchmark::kMillisecond)->UseRealTime();

// Decoding only: the decision tree plus operand extraction, no text.
void BM_Decode(benchmark::State& state) {
  const Inputs& in = inputs();
  const uint8_t* base = in.text->bytes.data();
  const size_t size = in.text->bytes.size();
  size_t instructions = 0;
  for (auto _ : state) {
    codec::MCInst mi;
    int64_t checksum = 0;
    instructions = 0;
    for (size_t off = 0; off < size;) {
      auto r = in.decoder->decode(base + off, size - off);
      if (r.status != codec::DecodeStatus::Ok) {
        off += in.target->unit_bits / 8;
        continue;
      }
      codec::decode_operands(*r.variant, r.bits, mi);
      checksum += mi.ops[0];
      off += r.bytes;
      ++instructions;
    }
    benchmark::DoNotOptimize(checksum);
  }
  if (instructions != in.source.instructions) state.SkipWithError("decoded instruction count differs from the source's");
  set_rates(state, 0, instructions, size);
}
BENCHMARK(BM_Decode)->Unit(benchmark::kMillisecond)->UseRealTime();

// Reading the ELF image back into an Object: the other half of `simtloom dis big.o`.
void BM_ReadElfImage(benchmark::State& state) {
  const Inputs& in = inputs();
  for (auto _ : state) {
    DiagList diags;
    auto o = obj::read_elf_image(in.elf, "big.o", diags);
    if (!o) {
      state.SkipWithError("read_elf_image failed");
      break;
    }
    benchmark::DoNotOptimize(o->sections.data());
  }
  set_rates(state, 0, in.source.instructions, in.elf.size());
}
BENCHMARK(BM_ReadElfImage)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
