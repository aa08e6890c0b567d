// The launch file of `simtloom run`, read into plain structs. Loading checks every value (kind,
// sign, range, sizes against limits.h, known keys, each key once, named buffers that exist,
// files that are not directories) and reports each problem at its file:line:col; nothing
// here touches the simulator. Which top-level keys a launch file may hold beyond buffers,
// checks and outputs is the runner's (runner.h): kernels take grid/workgroup/args, block
// programs take entry/lanes/loop/globals.
//
// Launch file (YAML):
//   kernel: saxpy                 # a .kernel of the source
//   grid: [4]                     # workgroups, 1-3 dimensions (a number is [n])
//   workgroup: [128]              # threads per workgroup, 1-3 dimensions
//   shared_bytes: 0               # default: the kernel's .shared_bytes
//   scratch_bytes: 4096           # gfx11: private (scratch) bytes per work-item; default: the
//                                 # descriptor's fixed size, + 1 KiB for a dynamic stack
//   buffers:                      # allocated in this order in global memory
//     - {name: x, type: f32, count: 1000, init: {random: {seed: 1, min: -1, max: 1}}}
//       # init: {fill: V} | {iota: {start: S, step: D}} | {random: {seed, min, max}} | {file: raw} | {npy: f.npy}
//   images:                       # read-only u32 images for tex, slot = position
//     - {width: 16, height: 4, init: {iota: {start: 0}}}
//   args:                         # the argument block, each value at its natural alignment
//     - {buffer: x}               # u64 address (optional offset: bytes)
//     - {f32: 2.5}                # also u8 i8 u16 i16 u32 i32 u64 i64 f64
//   checks:
//     - {buffer: y, expect: "fma(2.5, x, y)", count: 1000, tolerance: 0, rest_unchanged: true}
//       # expect: + - * / fma min max over numbers, `i` and buffer names (their contents
//       # before the launch), evaluated in the buffer's type (i32, u32 or f32)
//     - {buffer: c, file: expected.npy}   # or a raw file
//     # Reference kinds that expressions cannot say (the source buffers' contents before the
//     # launch, computed in the checked buffer's type: u32/i32 wrap, f32 in binary32 in order):
//     - {buffer: out, sum_of: in}              # every element == the sum of in[]
//     - {buffer: part, sum_of: in, segment: 32}   # part[j] == sum of in[32j .. 32j+32)
//     - {buffer: out, prefix_sum_of: in, segment: 256}  # inclusive, restarting every 256
//     - {buffer: keys, sorted_of: keys, segment: 256}  # each block of 256 sorted ascending
//     - {buffer: bins, histogram_of: data}     # bins[b] == count of data[i] == b
//     - {buffer: C, matmul_of: [A, B], shape: [M, N, K]}  # row-major, fma in k order
//     # (elements past a source's count are 0; segment defaults to the whole source)
//   outputs:
//     - {buffer: y, file: y.npy}  # .npy, else raw bytes; paths are relative to the launch file
//
// Block programs (linx041) take, instead of kernel/grid/workgroup/args/images:
//   entry: start                  # a label where the first block starts (default: .text's start)
//   lanes: 8                      # LaneNum, the SIMT block engine's lanes (1..32)
//   loop: [1000]                  # LB0, LB1, LB2 before the first block (loop.set changes them)
//   globals:                      # initial R0-R23 by name (a0, s1, ...); others are 0
//     a0: {buffer: x}             # an address (optional offset), or {f32: 2.5} {f64: ..} {u64: ..} {i64: ..} or a number
//   checks:                       # buffer checks as above, and checks of globals after the run:
//     - {global: s0, type: f32, sum_of: x, tolerance: 1e-3}  # also max_of, min_of, expect: NUMBER
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cli/run/elem_type.h"
#include "support/diag.h"

namespace simtloom::cli::run {

struct Dims {
  uint32_t v[3] = {1, 1, 1};
  bool given = false;
  SourceLoc loc;
};

struct InitSpec {
  // Bytes: contents given in memory (a launch built by a program, not read from a file: the
  // Python module's numpy arrays), exactly count * type size bytes.
  enum class Kind { Zero, Fill, Iota, Random, File, Npy, Bytes } kind = Kind::Zero;
  double fill = 0, start = 0, step = 1, min = 0, max = 0;
  std::optional<uint64_t> fill_bits;  // Fill of a 64-bit integer type: the exact value
  uint64_t seed = 1;
  std::string path, written;  // File/Npy: resolved against the launch file's folder; as written
  SourceLoc loc;              // File/Npy: the path's location, for read errors
  std::vector<uint8_t> bytes;  // Bytes
};

struct BufferDecl {
  std::string name;
  const TypeInfo* type = nullptr;
  uint64_t count = 0;
  InitSpec init;
  SourceLoc loc;
  uint64_t bytes() const { return count * type->size; }
};

struct ImageDecl {
  uint32_t width = 0, height = 1;
  InitSpec init;
  SourceLoc loc;
};

// An argument, or a global register's initial value.
struct ValueSpec {
  enum class Kind { Address, Typed, Plain } kind = Kind::Plain;
  size_t buffer = 0;        // Address: buffers[buffer] + offset
  uint64_t offset = 0;
  const TypeInfo* type = nullptr;  // Typed: the low type->size bytes of `bits`; Plain: 64 bits
  uint64_t bits = 0;
  SourceLoc loc;
};

struct GlobalInit {
  std::string reg;
  SourceLoc loc;  // of the register's name
  ValueSpec value;
};

enum class RefKind { None, Sum, PrefixSum, Sorted, Histogram, Matmul };
const char* ref_name(RefKind k);  // "sum_of" ...

struct BufferCheck {
  size_t buffer = 0;
  std::string expect, file;  // file: resolved
  SourceLoc expect_loc;
  RefKind ref = RefKind::None;
  std::vector<size_t> sources;
  std::vector<std::string> source_names;
  uint64_t segment = 0, shape[3] = {};
  uint64_t count = 0;
  bool has_count = false, rest_unchanged = false;
  double tolerance = 0;
  SourceLoc loc;
};

struct GlobalCheck {
  enum class Kind { Expect, SumOf, MaxOf, MinOf } kind = Kind::Expect;
  std::string reg;
  SourceLoc reg_loc;
  const TypeInfo* type = nullptr;
  double value = 0, tolerance = 0;
  size_t source = 0;
  SourceLoc loc;
  const char* kind_name() const;
};

struct OutputDecl {
  size_t buffer = 0;
  std::string file;  // resolved
  SourceLoc loc;
};

struct LaunchFile {
  std::string path;
  SourceLoc top;  // line 1, for errors about a missing key
  // Kernels.
  std::optional<std::string> kernel;
  SourceLoc kernel_loc;
  Dims grid, workgroup;
  std::optional<uint32_t> shared_bytes;
  SourceLoc shared_bytes_loc;
  std::optional<uint32_t> scratch_bytes;
  SourceLoc scratch_bytes_loc;
  std::vector<ImageDecl> images;
  std::vector<ValueSpec> args;
  std::optional<SourceLoc> args_loc;
  // Block programs.
  std::optional<std::string> entry;
  SourceLoc entry_loc;
  std::optional<uint64_t> lanes;
  SourceLoc lanes_loc;
  Dims loop;
  std::vector<GlobalInit> globals;
  // Both.
  std::vector<BufferDecl> buffers;
  std::vector<BufferCheck> checks;
  std::vector<GlobalCheck> global_checks;
  std::vector<OutputDecl> outputs;
};

// What a runner reads from a launch file.
struct LaunchSchema {
  std::vector<std::string_view> keys;  // every top-level key allowed, in the order of suggestions
  std::string what;                    // "the launch file", "a linx041 launch file"
  bool global_checks = false;          // checks may name a global register
};

// The launch file at `path`, or nullopt after reporting every error found in it.
std::optional<LaunchFile> load_launch_file(const std::string& path, const LaunchSchema& schema, DiagList& d);

}  // namespace simtloom::cli::run
