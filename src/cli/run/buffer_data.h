// A buffer of a launch as the checks see it: its declaration's type and count, its address in
// the simulated memory, and its contents before the launch.
#pragma once
#include <cstdint>
#include <cstring>
#include <string>
#include <type_traits>
#include <vector>

#include "cli/run/elem_type.h"

namespace simtloom::cli::run {

struct BufferData {
  std::string name;
  const TypeInfo* type = nullptr;
  uint64_t count = 0, addr = 0;
  std::vector<uint8_t> initial;  // contents before the launch
  uint64_t bytes() const { return count * type->size; }
};

// Element i of b's initial contents converted to T as check expressions read buffers: floats
// through double, 32-bit integers by their bits, other integers through int64; 0 past the end.
template <class T>
T source_elem(const BufferData& b, uint64_t i) {
  if (i >= b.count) return T{};
  const uint8_t* p = b.initial.data() + i * b.type->size;
  if constexpr (std::is_floating_point_v<T>) return static_cast<T>(get_elem(p, b.type->t));
  else if (b.type->size == 4) {  // keep the bits of 32-bit integers
    uint32_t u;
    std::memcpy(&u, p, 4);
    return static_cast<T>(u);
  } else return static_cast<T>(static_cast<int64_t>(get_elem(p, b.type->t)));
}

}  // namespace simtloom::cli::run
