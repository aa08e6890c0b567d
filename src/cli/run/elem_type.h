// The element types of launch-file buffers and values (u8 ... f64): their names, sizes, .npy
// descriptors and the conversions between raw bytes and doubles that checks and inits use.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>

namespace simtloom::cli::run {

enum class ET { U8, I8, U16, I16, U32, I32, F32, U64, I64, F64 };

struct TypeInfo {
  const char* name;
  ET t;
  unsigned size;
  const char* npy;  // the .npy descriptor, little-endian
  bool is_float() const { return t == ET::F32 || t == ET::F64; }
  bool is_signed() const { return t == ET::I8 || t == ET::I16 || t == ET::I32 || t == ET::I64; }
};

// For hints: "u8 i8 u16 i16 u32 i32 f32 u64 i64 f64".
constexpr const char* kTypeList = "u8 i8 u16 i16 u32 i32 f32 u64 i64 f64";

const TypeInfo* type_named(std::string_view name);
const TypeInfo* type_of_npy(std::string_view descr);  // '<f4', '|u1', '=i4' ...
const TypeInfo& type_info(ET t);

// The element at p as a double (64-bit integers lose precision past 2^53).
double get_elem(const uint8_t* p, ET t);
// Stores v at p: integers truncate through int64 (u64 past 2^63 directly), floats round.
void put_elem(uint8_t* p, ET t, double v);
// The element for a report: floats with their bits (f32), integers in their signedness.
std::string fmt_elem(const uint8_t* p, const TypeInfo& t);
// Equal bits, or both NaN, or floats within tolerance.
bool elem_equal(const uint8_t* a, const uint8_t* b, const TypeInfo& t, double tolerance);

// Whether the integer or floating-point value v is representable in t (integers: in range and
// integral; floats: finite values within the type's range, or an infinity or NaN as written).
bool representable(double v, const TypeInfo& t);
// The range of t for messages: "0..4294967295", "-128..127", "±3.40282e+38".
std::string range_text(const TypeInfo& t);

}  // namespace simtloom::cli::run
