// The checks of a launch: prepared before the run (each checked buffer's type, expressions
// compiled), evaluated after it against the memory as the program left it, one
// "check N: PASS/FAIL" line each.
#pragma once
#include <cstdint>
#include <functional>
#include <vector>

#include "cli/run/buffer_data.h"
#include "cli/run/check_expr.h"
#include "cli/run/launch_file.h"

namespace simtloom::cli::run {

struct CheckPlan {
  std::vector<Expr> exprs;  // per buffer check; a Num for checks without an expression
};

// Reports checks whose buffer's type they cannot compare and bad expressions; false if any.
bool prepare_checks(const LaunchFile& L, const std::vector<BufferData>& bufs, CheckPlan& plan, DiagList& d);

struct CheckTally {
  unsigned passed = 0, total = 0;
  bool ok = true;
};

// A buffer's contents after the run.
using ReadBuffer = std::function<std::vector<uint8_t>(const BufferData&)>;
// A global register's value after the run, by name.
using ReadGlobal = std::function<uint64_t(const std::string&)>;

void run_buffer_checks(const LaunchFile& L, const std::vector<BufferData>& bufs, const CheckPlan& plan, const ReadBuffer& read, CheckTally& tally,
                       DiagList& d);
void run_global_checks(const LaunchFile& L, const std::vector<BufferData>& bufs, const ReadGlobal& read, CheckTally& tally);

}  // namespace simtloom::cli::run
