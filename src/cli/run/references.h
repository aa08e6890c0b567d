// The reference results of the check kinds that expressions cannot say (sum_of, prefix_sum_of,
// sorted_of, histogram_of, matmul_of) and of global checks (sum_of, max_of, min_of), computed
// from the source buffers' contents before the launch.
#pragma once
#include <cstdint>
#include <vector>

#include "cli/run/buffer_data.h"
#include "cli/run/launch_file.h"

namespace simtloom::cli::run {

// Fills want[0..n) (elements of the checked buffer's type: f32, i32 or u32) with the reference
// of c over sources src, computed in that type (integers wrap, f32 in binary32 in order).
void buffer_reference(const BufferCheck& c, const TypeInfo& t, const std::vector<const BufferData*>& src, uint64_t n, uint8_t* want);

// A global check's expected value over its source, in the check's type: a sum in order
// (wrapping for integers), or the maximum or minimum.
double global_reference(const GlobalCheck& g, const BufferData& src);

}  // namespace simtloom::cli::run
