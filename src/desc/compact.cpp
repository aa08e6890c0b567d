// The compact form: one visitor per model type lists its members once, and the writer and the
// reader both walk it, so the two cannot disagree on order. Integers are LEB128 (signed ones
// zigzagged), arrays of integers their little-endian bytes (the build and the program are the
// same machine), strings length-prefixed, pointers 1 + the index in their table (0: null), source
// locations' file names an index into a table of names.
#include "desc/compact.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <stdexcept>
#include <type_traits>
#include <typeinfo>
#include <unordered_map>

#include <fmt/format.h>

namespace simtloom::desc {
namespace {

constexpr char kMagic[4] = {'S', 'L', 'C', 'D'};
// Raised whenever the layout below changes; a blob of another version is refused.
constexpr uint32_t kVersion = 23;

// Adding a member to a model type must add it to the type's visitor below (else the built-in
// targets silently lose it): these sizes fail to compile until the visitor and the size are
// updated together. They hold for g++'s x86-64 ABI, the one the project builds with.
#if defined(__x86_64__) && defined(__GLIBCXX__)
#define SIMTLOOM_COMPACT_SIZE(T, n) static_assert(sizeof(T) == n, "a member of " #T " is missing from its io(): add it there, then update the size")
SIMTLOOM_COMPACT_SIZE(OperandType, 952);
SIMTLOOM_COMPACT_SIZE(Variant, 672);
SIMTLOOM_COMPACT_SIZE(Variant::ImplicitUse, 24);
SIMTLOOM_COMPACT_SIZE(Form, 624);  // id is not stored: each reader sets it
SIMTLOOM_COMPACT_SIZE(Target, 1064);  // unread is not stored: set by a lazy read
SIMTLOOM_COMPACT_SIZE(MnemonicIndex, 104);
SIMTLOOM_COMPACT_SIZE(SubField, 232);
SIMTLOOM_COMPACT_SIZE(FieldSetRules, 192);
SIMTLOOM_COMPACT_SIZE(SourceRange, 352);
SIMTLOOM_COMPACT_SIZE(SourceSpace, 216);
SIMTLOOM_COMPACT_SIZE(EnumEntry, 200);
SIMTLOOM_COMPACT_SIZE(EnumRegs, 16);
SIMTLOOM_COMPACT_SIZE(EnumTable, 1288);  // the name index is built on first use, not stored
SIMTLOOM_COMPACT_SIZE(Format, 200);
SIMTLOOM_COMPACT_SIZE(RegClass, 240);
SIMTLOOM_COMPACT_SIZE(OperandUse, 40);
SIMTLOOM_COMPACT_SIZE(CodeObject, 576);
SIMTLOOM_COMPACT_SIZE(DescriptorField, 384);
SIMTLOOM_COMPACT_SIZE(KernelDescriptor, 144);
SIMTLOOM_COMPACT_SIZE(Field, 104);
SIMTLOOM_COMPACT_SIZE(Segment, 8);
SIMTLOOM_COMPACT_SIZE(Format::Reserved, 144);
SIMTLOOM_COMPACT_SIZE(PatternPiece, 40);
SIMTLOOM_COMPACT_SIZE(CallModeArg, 216);
SIMTLOOM_COMPACT_SIZE(CallMode, 72);
SIMTLOOM_COMPACT_SIZE(TemplateToken, 48);
SIMTLOOM_COMPACT_SIZE(OperandSlot, 40);
SIMTLOOM_COMPACT_SIZE(Latency, 40);
SIMTLOOM_COMPACT_SIZE(Variant::ValueSet, 64);
SIMTLOOM_COMPACT_SIZE(Section, 88);
SIMTLOOM_COMPACT_SIZE(Group, 208);
SIMTLOOM_COMPACT_SIZE(Counter, 104);
SIMTLOOM_COMPACT_SIZE(Trap, 104);
SIMTLOOM_COMPACT_SIZE(Differ, 104);
SIMTLOOM_COMPACT_SIZE(BusRead, 16);
SIMTLOOM_COMPACT_SIZE(Target::Prefix, 112);
SIMTLOOM_COMPACT_SIZE(Target::ExtraText, 56);
SIMTLOOM_COMPACT_SIZE(Target::Mode, 200);
SIMTLOOM_COMPACT_SIZE(Processor, 40);
SIMTLOOM_COMPACT_SIZE(Directive, 112);
SIMTLOOM_COMPACT_SIZE(DescriptorField::Needs, 72);
SIMTLOOM_COMPACT_SIZE(Text, 64);
SIMTLOOM_COMPACT_SIZE(simtloom::SourceLoc, 40);
SIMTLOOM_COMPACT_SIZE(SourceSpace::ConstantBus, 112);
#undef SIMTLOOM_COMPACT_SIZE
#endif

static_assert(std::endian::native == std::endian::little, "the compact form stores integer arrays as little-endian bytes");

struct BadBlob : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The objects pointers may name, by table position (the same on both sides).
struct Tables {
  std::vector<RegClass*> reg_classes;
  std::vector<EnumTable*> enums;
  std::vector<OperandType*> types;
  std::vector<Format*> formats;
  std::vector<Field*> fields;  // every format's fields and reserved bits, format by format
  std::vector<Form*> forms;
  std::vector<Variant*> variants;
  std::vector<Group*> groups;
  template <class T> const std::vector<T*>& of() const {
    if constexpr (std::is_same_v<T, RegClass>) return reg_classes;
    else if constexpr (std::is_same_v<T, EnumTable>) return enums;
    else if constexpr (std::is_same_v<T, OperandType>) return types;
    else if constexpr (std::is_same_v<T, Format>) return formats;
    else if constexpr (std::is_same_v<T, Field>) return fields;
    else if constexpr (std::is_same_v<T, Form>) return forms;
    else if constexpr (std::is_same_v<T, Variant>) return variants;
    else return groups;
  }
  void fill(Target& t) {
    auto raw = [](auto& v, auto& out) {
      out.clear();
      for (auto& p : v) out.push_back(p.get());
    };
    raw(t.reg_classes, reg_classes);
    raw(t.enums, enums);
    raw(t.operand_types, types);
    raw(t.formats, formats);
    raw(t.forms, forms);
    raw(t.variants, variants);
    raw(t.groups, groups);
  }
  // A lazy read makes a variant when the record of its form first names it: the target's
  // variants stay null until then (gfx11 has 3,829; a one-line file names a few).
  std::vector<std::unique_ptr<Variant>>* lazy_variants = nullptr;
  Variant* make_variant(size_t i) {
    if (!lazy_variants || i >= lazy_variants->size()) throw BadBlob("a variant is missing");
    auto& slot = (*lazy_variants)[i];
    slot = std::make_unique<Variant>();
    variants[i] = slot.get();
    return slot.get();
  }
  void fill_fields() {
    fields.clear();
    for (Format* f : formats) {
      for (Field& x : f->fields) fields.push_back(&x);
      for (auto& r : f->reserved) fields.push_back(&r.field);  // value sets check these
    }
  }
  // A lazy read leaves formats' fields unread too (sm90 has 3,000 of them, a one-line file uses a
  // few dozen): a format's record is read when a pointer to it or to one of its fields is first
  // read. Until then its fields' slots in `fields` are null; field_format names each slot's format.
  std::vector<std::string_view> format_records;
  std::vector<uint32_t> field_format;
  std::vector<uint32_t> format_first_field;  // one more than the formats: the last one's end
  std::vector<bool> format_read;
  const std::vector<std::string>* files = nullptr;  // the blob's file names, for those records
  void read_format(size_t i);
  template <class T> T* resolve(T* p, size_t i) {
    if constexpr (std::is_same_v<T, Field>) {
      if (!p && i < field_format.size()) {
        read_format(field_format[i]);
        p = fields[i];
      }
    } else if constexpr (std::is_same_v<T, Format>) {
      if (i < format_read.size() && !format_read[i]) read_format(i);
    }
    return p;
  }
};

class Writer {
 public:
  static constexpr bool kReading = false;
  explicit Writer(Tables& t) : tables_(t) {
    index_all(t.reg_classes);
    index_all(t.enums);
    index_all(t.types);
    index_all(t.formats);
    index_all(t.forms);
    index_all(t.variants);
    index_all(t.groups);
  }
  void index_fields() { index_all(tables_.fields); }
  void uint(uint64_t v) {
    while (v >= 0x80) {
      out_.push_back(static_cast<char>(v | 0x80));
      v >>= 7;
    }
    out_.push_back(static_cast<char>(v));
  }
  template <class T> void num(T& v) {
    if constexpr (std::is_enum_v<T>) {
      auto u = static_cast<std::underlying_type_t<T>>(v);
      num(u);
    } else if constexpr (std::is_signed_v<T>) {
      auto s = static_cast<int64_t>(v);
      uint((static_cast<uint64_t>(s) << 1) ^ static_cast<uint64_t>(s >> 63));
    } else {
      uint(static_cast<uint64_t>(v));
    }
  }
  void str(std::string& s) {
    uint(s.size());
    out_.append(s);
  }
  template <class T> void raw(std::vector<T>& v) {
    uint(v.size());
    if (!v.empty()) out_.append(reinterpret_cast<const char*>(v.data()), v.size() * sizeof(T));  // data() may be null
  }
  void file(std::string& s) {
    auto [it, added] = files_.emplace(s, static_cast<uint32_t>(file_names_.size()));
    if (added) file_names_.push_back(s);
    uint(it->second);
  }
  size_t size(size_t n) {
    uint(n);
    return n;
  }
  // What `body` writes, length first (a record a reader may skip).
  template <class F> void record(F&& body) {
    std::string outer;
    std::swap(out_, outer);
    body();
    std::swap(out_, outer);
    uint(outer.size());
    out_ += outer;
  }
  template <class T> void ref(T*& p) {
    if (!p) return uint(0);
    auto it = index_.find(p);
    if (it == index_.end())
      throw std::logic_error(std::string("the description points at a ") + typeid(T).name() + " outside its tables");
    uint(it->second);
  }
  std::string finish() {
    std::string head(kMagic, 4);
    std::swap(out_, head);
    uint(kVersion);
    uint(file_names_.size());
    for (auto& f : file_names_) str(f);
    out_ += head;
    return std::move(out_);
  }

 private:
  template <class V> void index_all(const V& v) {
    for (size_t i = 0; i < v.size(); ++i) index_[v[i]] = static_cast<uint32_t>(i + 1);
  }
  Tables& tables_;
  std::string out_;
  std::unordered_map<const void*, uint32_t> index_;
  std::unordered_map<std::string, uint32_t> files_;
  std::vector<std::string> file_names_;
};

class Reader {
 public:
  static constexpr bool kReading = true;
  Reader(std::string_view in, Tables& t) : p_(in.data()), end_(in.data() + in.size()), tables_(t) {}
  // A reader of one record of a blob whose header another reader read (its file names).
  Reader(std::string_view in, Tables& t, const std::vector<std::string>& files)
      : p_(in.data()), end_(in.data() + in.size()), tables_(t), files_(&files) {}
  Reader(const Reader&) = delete;
  Reader& operator=(const Reader&) = delete;
  uint64_t uint() {
    // Most numbers are below 128: one byte, read without the loop (a tenth of sm90's start-up).
    if (p_ != end_ && !(static_cast<unsigned char>(*p_) & 0x80)) return static_cast<unsigned char>(*p_++);
    uint64_t v = 0;
    for (unsigned shift = 0;; shift += 7) {
      if (p_ == end_ || shift > 63) throw BadBlob("truncated");
      auto b = static_cast<unsigned char>(*p_++);
      v |= static_cast<uint64_t>(b & 0x7f) << shift;
      if (!(b & 0x80)) return v;
    }
  }
  template <class T> void num(T& v) {
    if constexpr (std::is_enum_v<T>) {
      std::underlying_type_t<T> u{};
      num(u);
      v = static_cast<T>(u);
    } else if constexpr (std::is_same_v<T, bool>) {
      v = uint() != 0;
    } else if constexpr (std::is_signed_v<T>) {
      uint64_t z = uint();
      v = static_cast<T>(static_cast<int64_t>(z >> 1) ^ -static_cast<int64_t>(z & 1));
    } else {
      v = static_cast<T>(uint());
    }
  }
  void str(std::string& s) {
    uint64_t n = uint();
    if (n == 0) {  // most strings of a blob are empty (unset texts): no call into assign
      s.clear();
      return;
    }
    if (n > static_cast<uint64_t>(end_ - p_)) throw BadBlob("truncated string");
    s.assign(p_, n);
    p_ += n;
  }
  template <class T> void raw(std::vector<T>& v) {
    uint64_t n = uint();
    if (n > static_cast<uint64_t>(end_ - p_) / sizeof(T)) throw BadBlob("truncated array");
    v.resize(n);
    if (n) std::memcpy(v.data(), p_, n * sizeof(T));  // never memcpy into a null data()
    p_ += n * sizeof(T);
  }
  void file(std::string& s) {
    uint64_t i = uint();
    if (i >= files_->size()) throw BadBlob("file index out of range");
    s = (*files_)[i];
  }
  size_t size(size_t) {
    uint64_t n = uint();
    // Every element takes at least one byte: a count past the bytes left is corrupt.
    if (n > static_cast<uint64_t>(end_ - p_)) throw BadBlob("count out of range");
    return n;
  }
  template <class F> void record(F&& body) {
    std::string_view r = skip_record();
    const char* end = end_;
    end_ = r.data() + r.size();
    p_ = r.data();
    body();
    if (p_ != end_) throw BadBlob("a record's length differs from its contents");
    end_ = end;
  }
  // The bytes of the record at the read position, which is moved past it.
  std::string_view skip_record() {
    uint64_t n = uint();
    if (n > static_cast<uint64_t>(end_ - p_)) throw BadBlob("truncated record");
    std::string_view r(p_, n);
    p_ += n;
    return r;
  }
  const std::vector<std::string>& files() const { return *files_; }
  template <class T> void ref(T*& p) {
    using U = std::remove_const_t<T>;
    const auto& table = tables_.of<U>();
    uint64_t i = uint();
    if (i > table.size()) throw BadBlob("index out of range");
    p = i ? table[i - 1] : nullptr;
    if constexpr (std::is_same_v<U, Variant>)
      if (i && !p) p = tables_.make_variant(i - 1);
    if constexpr (std::is_same_v<U, Field> || std::is_same_v<U, Format>)
      if (i) p = tables_.resolve(table[i - 1], i - 1);
  }
  void header() {
    if (end_ - p_ < 4 || std::memcmp(p_, kMagic, 4) != 0) throw BadBlob("not a compact description");
    p_ += 4;
    if (uint() != kVersion) throw BadBlob("written by another version of simtloom");
    size_t n = size(0);
    own_files_.resize(n);
    for (auto& f : own_files_) str(f);
  }
  bool at_end() const { return p_ == end_; }

 private:
  const char* p_;
  const char* end_;
  Tables& tables_;
  std::vector<std::string> own_files_;
  const std::vector<std::string>* files_ = &own_files_;
};

// ---- generic members ----

template <class A, class T>
  requires(std::is_arithmetic_v<T> || std::is_enum_v<T>)
void io(A& a, T& v) {
  a.num(v);
}
template <class A> void io(A& a, std::string& s) { a.str(s); }
template <class A, class T> void io(A& a, T*& p) { a.ref(p); }
template <class A, class K, class V> void io(A& a, std::pair<K, V>& p) {
  io(a, p.first);
  io(a, p.second);
}
template <class A, class T> void io(A& a, std::vector<T>& v) {
  // Arrays of plain integers (value sets, code sets, per-value counts) as their bytes: the
  // decoder's value sets are most of gfx11's blob, and a copy reads them at memcpy speed.
  if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool>) {
    a.raw(v);
    return;
  }
  size_t n = a.size(v.size());
  if constexpr (A::kReading) v.resize(n);
  for (auto& x : v) io(a, x);
}
template <class A, class K, class V> void io(A& a, std::map<K, V>& m) {
  size_t n = a.size(m.size());
  if constexpr (A::kReading) {
    for (size_t i = 0; i < n; ++i) {
      std::pair<K, V> kv;
      io(a, kv);
      m.insert(std::move(kv));
    }
  } else {
    for (auto& [k, v] : m) {
      K key = k;
      io(a, key);
      io(a, v);
    }
  }
}
template <class A, class T> void io(A& a, std::optional<T>& o) {
  bool has = o.has_value();
  a.num(has);
  // Assigned, not emplace()d: clang's is_constructible is false for a nested aggregate with
  // default member initializers (DescriptorField::Needs), so optional::emplace() has no overload.
  if constexpr (A::kReading)
    if (has) o = T{};
  if (has) io(a, *o);
}
template <class A> void io(A& a, SourceLoc& l) {
  a.file(l.file);
  io(a, l.line);
  io(a, l.col);
}
template <class A> void io(A& a, Text& t) {
  io(a, t.en);
  io(a, t.zh);
}
template <class A> void io(A& a, Bits128& b) {
  io(a, b.lo);
  io(a, b.hi);
}

// ---- the model ----

template <class A> void io(A& a, RegClass& r) {
  io(a, r.name), io(a, r.prefix), io(a, r.title), io(a, r.count), io(a, r.width), io(a, r.specials), io(a, r.written), io(a, r.doc);
  io(a, r.loc);
}
template <class A> void io(A& a, Segment& s) { io(a, s.hi), io(a, s.lo); }
// A field's location is not kept: only the YAML loader's own checks name it, and a compact blob
// is written from a description that passed them (sm90's solver-made formats have thousands of
// fields, and copying their file names was a tenth of its start-up).
template <class A> void io(A& a, Field& f) { io(a, f.name), io(a, f.segs), io(a, f.width), io(a, f.view); }
template <class A> void io(A& a, Format::Reserved& r) { io(a, r.field), io(a, r.allowed), io(a, r.message); }
// A format's name and size are read with the target; the rest is its record (Tables::read_format).
template <class A> void io_format_body(A& a, Format& f) {
  io(a, f.fields), io(a, f.reserved), io(a, f.literal_at), io(a, f.doc), io(a, f.loc);
}
template <class A> void io(A& a, EnumRegs& r) { io(a, r.cls), io(a, r.first), io(a, r.count), io(a, r.shift); }
template <class A> void io(A& a, EnumEntry& e) {
  io(a, e.name), io(a, e.value), io(a, e.aliases), io(a, e.attrs), io(a, e.placeholder), io(a, e.decode_only), io(a, e.names), io(a, e.doc);
}
template <class A> void io(A& a, EnumTable& e) {
  io(a, e.name), io(a, e.entries), io(a, e.suffix_style);
  // index_names()'s results as they are (sorting them again cost sm90 a tenth of its start-up).
  io(a, e.by_first_char), io(a, e.dense_by_value), io(a, e.dense_covers_all), io(a, e.punctuated);
  for (auto& s : e.first_char_start) io(a, s);
  if constexpr (A::kReading) e.index_lookups();  // views into the entries just read
}
template <class A> void io(A& a, SubField& s) {
  io(a, s.name), io(a, s.title), io(a, s.hi), io(a, s.lo), io(a, s.table), io(a, s.default_value), io(a, s.chars);
  io(a, s.clear), io(a, s.digits), io(a, s.decoded), io(a, s.unsupported), io(a, s.other_table), io(a, s.messages);
  io(a, s.bias);
}
template <class A> void io(A& a, FieldSetRules& r) {
  io(a, r.join), io(a, r.separators), io(a, r.separator_required), io(a, r.repeat_or), io(a, r.omit_zero);
  io(a, r.all_omitted_zero), io(a, r.repeat_error), io(a, r.other_bits_number), io(a, r.value_error_at_name);
  io(a, r.saturate_suffix), io(a, r.call), io(a, r.call_short), io(a, r.messages);
}
template <class A> void io(A& a, PatternPiece& p) { io(a, p.literal), io(a, p.part); }
template <class A> void io(A& a, CallModeArg& m) {
  io(a, m.hi), io(a, m.lo), io(a, m.negate), io(a, m.bias), io(a, m.min), io(a, m.max), io(a, m.power_of_two), io(a, m.below);
  io(a, m.length), io(a, m.field_lo), io(a, m.chars), io(a, m.char_bits), io(a, m.print_chars), io(a, m.messages);
}
template <class A> void io(A& a, CallMode& m) { io(a, m.name), io(a, m.fixed_mask), io(a, m.fixed_value), io(a, m.args); }
template <class A> void io(A& a, OperandType& t) {
  io(a, t.name), io(a, t.title), io(a, t.kind), io(a, t.bits), io(a, t.scale_log2), io(a, t.stride), io(a, t.reg_class);
  io(a, t.table), io(a, t.numeric), io(a, t.symbols), io(a, t.symbolic_mask), io(a, t.key), io(a, t.flag), io(a, t.keyed_signed), io(a, t.print_default), io(a, t.default_value);
  io(a, t.print), io(a, t.bias), io(a, t.raw_const), io(a, t.optional), io(a, t.offset_form), io(a, t.offset_plus), io(a, t.offset_space);
  io(a, t.pair), io(a, t.encode_as), io(a, t.follow), io(a, t.role), io(a, t.has_accept), io(a, t.decode_accepted);
  io(a, t.has_nonzero_as), io(a, t.nonzero_as);
  io(a, t.accept_lo), io(a, t.accept_hi), io(a, t.range_message), io(a, t.choices_only), io(a, t.loose_numbers), io(a, t.required_message), io(a, t.subfields), io(a, t.rules), io(a, t.pattern);
  io(a, t.call_modes);
  io(a, t.src_width), io(a, t.src_constant_width_), io(a, t.src_float), io(a, t.src_packed), io(a, t.src_bf16), io(a, t.src_codes), io(a, t.src_base), io(a, t.src_halves), io(a, t.src_asm_codes), io(a, t.doc);
  io(a, t.src_mod_count), io(a, t.src_neg_bit), io(a, t.src_abs_bit), io(a, t.src_sext_bit), io(a, t.choices);
  io(a, t.list_bits), io(a, t.list_mask), io(a, t.refuse), io(a, t.access), io(a, t.loc);
}
template <class A> void io(A& a, SourceRange& r) {
  io(a, r.kind), io(a, r.first), io(a, r.last), io(a, r.prefix), io(a, r.base), io(a, r.align_max), io(a, r.names);
  io(a, r.aliases), io(a, r.refuse), io(a, r.pair), io(a, r.int_first), io(a, r.step), io(a, r.bits16), io(a, r.bits32), io(a, r.bits_bf16);
  io(a, r.bits64), io(a, r.text16), io(a, r.text32), io(a, r.text64), io(a, r.literal_bits);
}
template <class A> void io(A& a, SourceSpace::ConstantBus& b) {
  io(a, b.limit), io(a, b.formats), io(a, b.operands), io(a, b.codes), io(a, b.message);
}
template <class A> void io(A& a, SourceSpace& s) {
  io(a, s.ranges), io(a, s.range_of), io(a, s.literal_code), io(a, s.literal_bits), io(a, s.messages), io(a, s.constant_bus);
}
template <class A> void io(A& a, TemplateToken& t) { io(a, t.kind), io(a, t.text), io(a, t.operand); }
template <class A> void io(A& a, OperandSlot& s) { io(a, s.name), io(a, s.type); }
template <class A> void io(A& a, Latency& l) { io(a, l.kind), io(a, l.cycles), io(a, l.counter); }
template <class A> void io(A& a, OperandUse& u) { io(a, u.access), io(a, u.regs), io(a, u.regs_from), io(a, u.regs_by_value); }
template <class A> void io(A& a, Variant::ImplicitUse& u) { io(a, u.regs), io(a, u.access); }
template <class A> void io(A& a, Variant::ValueSet& s) { io(a, s.field), io(a, s.words), io(a, s.message); }
template <class A> void io(A& a, Variant& v) {
  io(a, v.name), io(a, v.form), io(a, v.format), io(a, v.fixed), io(a, v.operand_fields), io(a, v.uses), io(a, v.latency);
  io(a, v.unit), io(a, v.flags), io(a, v.status), io(a, v.fallback), io(a, v.decode_only), io(a, v.note), io(a, v.mask);
  io(a, v.match), io(a, v.value_sets), io(a, v.excludes), io(a, v.bytes), io(a, v.literal_fields), io(a, v.literal_bytes);
  io(a, v.literal_code), io(a, v.ignored), io(a, v.written), io(a, v.bus_operands), io(a, v.literal_masks), io(a, v.id);
  io(a, v.source), io(a, v.same_fields), io(a, v.f32_fields), io(a, v.f64hi_fields), io(a, v.implicit);
  io(a, v.loc);
}
template <class A> void io(A& a, BusRead& b) { io(a, b.code), io(a, b.width); }
template <class A> void io(A& a, Differ& d) { io(a, d.a), io(a, d.b), io(a, d.modulo), io(a, d.lo), io(a, d.hi), io(a, d.implied), io(a, d.as), io(a, d.report_first), io(a, d.message); }
template <class A> void io(A& a, Form& i) {
  io(a, i.name), io(a, i.mnemonic), io(a, i.syntax), io(a, i.tokens), io(a, i.prefix_tokens), io(a, i.prefix_operands);
  io(a, i.prefix), io(a, i.aliases), io(a, i.fallback), io(a, i.operands), io(a, i.doc), io(a, i.hints), io(a, i.variants);
  io(a, i.other_forms), io(a, i.group), io(a, i.section), io(a, i.contexts), io(a, i.starts), io(a, i.same), io(a, i.body_starts);
  io(a, i.differ), io(a, i.bus_reads);
  io(a, i.loc);
}
template <class A> void io(A& a, Section& s) { io(a, s.title), io(a, s.forms); }
template <class A> void io(A& a, Group& g) {
  io(a, g.id), io(a, g.title), io(a, g.unit), io(a, g.sections), io(a, g.file), io(a, g.contexts);
}
template <class A> void io(A& a, Counter& c) { io(a, c.name), io(a, c.bits), io(a, c.doc); }
template <class A> void io(A& a, Trap& t) { io(a, t.cause), io(a, t.name), io(a, t.doc); }
template <class A> void io(A& a, Target::Prefix& p) { io(a, p.name), io(a, p.syntax), io(a, p.tokens), io(a, p.operands); }
template <class A> void io(A& a, Target::ExtraText& e) { io(a, e.starts), io(a, e.message); }
template <class A> void io(A& a, Target::Mode& m) {
  io(a, m.name), io(a, m.doc), io(a, m.tokens), io(a, m.without_formats), io(a, m.message), io(a, m.operand_types);
}

// ---- the code object ----

template <class A> void io(A& a, Processor& p) { io(a, p.name), io(a, p.mach), io(a, p.generic_version); }
template <class A> void io(A& a, Directive& d) { io(a, d.name), io(a, d.end), io(a, d.kind), io(a, d.loc); }
template <class A> void io(A& a, DescriptorField::Needs& n) { io(a, n.field), io(a, n.value), io(a, n.message); }
template <class A> void io(A& a, DescriptorField& f) {
  io(a, f.store), io(a, f.directive), io(a, f.byte), io(a, f.size), io(a, f.hi), io(a, f.lo), io(a, f.default_value);
  io(a, f.required), io(a, f.default_user_sgprs), io(a, f.user_sgprs), io(a, f.launch), io(a, f.granule_by), io(a, f.granules);
  io(a, f.max_value), io(a, f.range_message), io(a, f.unsupported), io(a, f.needs), io(a, f.mode_of), io(a, f.en), io(a, f.loc);
}
template <class A> void io(A& a, KernelDescriptor& k) {
  io(a, k.size), io(a, k.align), io(a, k.symbol_suffix), io(a, k.entry_byte), io(a, k.entry_size), io(a, k.relocation);
  io(a, k.entry_addend), io(a, k.fields), io(a, k.messages), io(a, k.max_user_sgprs);
}
template <class A> void io(A& a, RelocationKind& k) {
  io(a, k.specifier), io(a, k.name), io(a, k.type), io(a, k.pc_relative), io(a, k.got), io(a, k.part), io(a, k.size);
}
template <class A> void io(A& a, CodeObject& c) {
  io(a, c.kind), io(a, c.en), io(a, c.machine), io(a, c.osabi), io(a, c.mach_mask), io(a, c.default_version);
  io(a, c.abi_versions), io(a, c.target_id_prefix), io(a, c.default_processor), io(a, c.processors), io(a, c.directives);
  io(a, c.descriptor), io(a, c.note_section), io(a, c.note_name), io(a, c.note_type), io(a, c.code_fill), io(a, c.messages);
  io(a, c.relocations), io(a, c.loc);
}

// A form and its variants, one record: a lazy reader leaves it unread until the form is asked
// for (Target::load).
template <class A> void io_form_record(A& a, Form& f) {
  io(a, f);
  for (Variant* v : f.variants) io(a, *v);
}

// Reads forms' records when Target::load asks for them, from a blob that outlives the target
// (a built-in description, compiled into the program).
class LazyForms final : public FormSource {
 public:
  LazyForms(const Tables& t, std::vector<std::string> files, std::vector<std::string_view> records)
      : tables_(t), files_(std::move(files)), records_(std::move(records)), done_(records_.size(), false) {
    tables_.files = &files_;  // the formats' records read later name files too
  }
  void read(Form& f) override {
    if (f.id >= records_.size() || done_[f.id]) return;
    done_[f.id] = true;
    Reader r(records_[f.id], tables_, files_);
    try {
      io_form_record(r, f);
    } catch (const BadBlob& e) {
      // The build read every record back before embedding the blob: this is a build defect.
      throw std::logic_error(fmt::format("built-in description corrupt in form {}: {}", f.id, e.what()));
    }
  }
  void read_rest() override {
    try {
      for (size_t i = 0; i < tables_.format_read.size(); ++i) tables_.read_format(i);
    } catch (const BadBlob& e) {
      throw std::logic_error(fmt::format("built-in description corrupt in a format: {}", e.what()));
    }
  }

 private:
  Tables tables_;
  std::vector<std::string> files_;
  std::vector<std::string_view> records_;
  std::vector<bool> done_;
};

// Every form's record, in table order. Every variant is written in the record of the one form
// that lists it.
template <class A> void io_forms(A& a, Target& t, std::vector<std::string_view>* lazy) {
  if constexpr (!A::kReading) {
    size_t listed = 0;
    for (const auto& f : t.forms)
      for (const Variant* v : f->variants) {
        if (v->form != f.get()) throw std::logic_error("variant " + v->name + " is listed by a form it does not belong to");
        ++listed;
      }
    if (listed != t.variants.size()) throw std::logic_error("a variant is listed by no form, or by two");
  }
  for (size_t i = 0; i < t.forms.size(); ++i) {
    Form& f = *t.forms[i];
    if constexpr (A::kReading) {
      f.id = static_cast<unsigned>(i);
      if (lazy) {
        lazy->push_back(a.skip_record());
        continue;
      }
    }
    a.record([&] { io_form_record(a, f); });
  }
}

// The objects of a table: their count first (the reader creates them all, so that any pointer
// can name any of them; without `make`, null slots a lazy read fills), their contents after.
template <class A, class T> void io_count(A& a, std::vector<std::unique_ptr<T>>& v, bool make = true) {
  size_t n = a.size(v.size());
  if constexpr (A::kReading) {
    if (!make) return v.resize(n);
    for (size_t i = 0; i < n; ++i) v.push_back(std::make_unique<T>());
  }
}
template <class A, class T> void io_contents(A& a, std::vector<std::unique_ptr<T>>& v) {
  for (auto& p : v) io(a, *p);
}

// Each format's name, size and field count, then its record. A reader reads the records when
// something first names their format (Tables::read_format); an eager read then reads them all.
template <class A> void io_formats(A& a, Target& t, Tables& tables) {
  for (size_t i = 0; i < t.formats.size(); ++i) {
    Format& f = *t.formats[i];
    io(a, f.name), io(a, f.bits);
    uint32_t n = static_cast<uint32_t>(f.fields.size() + f.reserved.size());
    io(a, n);
    if constexpr (A::kReading) {
      tables.format_records.push_back(a.skip_record());
      tables.format_first_field.push_back(static_cast<uint32_t>(tables.field_format.size()));
      tables.field_format.insert(tables.field_format.end(), n, static_cast<uint32_t>(i));
    } else {
      a.record([&] { io_format_body(a, f); });
    }
  }
  if constexpr (A::kReading) {
    tables.format_first_field.push_back(static_cast<uint32_t>(tables.field_format.size()));  // the last one's end
    tables.format_read.assign(t.formats.size(), false);
    tables.fields.assign(tables.field_format.size(), nullptr);
  } else {
    tables.fill_fields();
    a.index_fields();
  }
}

void Tables::read_format(size_t i) {
  if (i >= format_read.size() || format_read[i]) return;
  format_read[i] = true;
  Format& f = *formats[i];
  Reader r(format_records[i], *this, *files);
  io_format_body(r, f);
  if (!r.at_end()) throw BadBlob("a format's record is longer than its contents");
  size_t first = format_first_field[i];
  if (f.fields.size() + f.reserved.size() != format_first_field[i + 1] - first) throw BadBlob("a format's field count differs from its record");
  for (Field& x : f.fields) fields[first++] = &x;
  for (auto& res : f.reserved) fields[first++] = &res.field;
}

template <class A> void io_by_mnemonic(A& a, Target& t) {
  MnemonicIndex& m = t.by_mnemonic;
  io(a, m.names_), io(a, m.name_end_), io(a, m.first_), io(a, m.forms_);
  const size_t n = m.name_end_.size();
  bool ok = (m.first_.size() == n + 1 || (n == 0 && m.first_.empty())) && (n == 0 || m.name_end_.back() == m.names_.size());
  for (size_t i = 0; ok && i < n; ++i)
    ok = (i == 0 || m.name_end_[i - 1] <= m.name_end_[i]) && m.first_[i] <= m.first_[i + 1] && m.first_[i + 1] <= m.forms_.size();
  if (!ok) throw BadBlob("a malformed mnemonic index");
}

template <class A> void io_target(A& a, Target& t, Tables& tables, std::vector<std::string_view>* lazy_records = nullptr) {
  io_count(a, t.reg_classes), io_count(a, t.formats), io_count(a, t.enums), io_count(a, t.operand_types);
  io_count(a, t.groups), io_count(a, t.forms), io_count(a, t.variants, !lazy_records);
  if (lazy_records) tables.lazy_variants = &t.variants;
  tables.fill(t);
  // Formats first: a pointer to a field is resolved through the formats' field lists.
  io_formats(a, t, tables);
  if constexpr (A::kReading)
    if (!lazy_records)
      for (size_t i = 0; i < t.formats.size(); ++i) tables.read_format(i);
  io_contents(a, t.reg_classes), io_contents(a, t.enums), io_contents(a, t.operand_types);
  io_contents(a, t.groups);
  io_forms(a, t, lazy_records);
  io(a, t.id), io(a, t.title), io(a, t.endian), io(a, t.unit_bits), io(a, t.max_bytes), io(a, t.manual_section);
  io(a, t.sources), io(a, t.counters), io(a, t.flags), io(a, t.units), io(a, t.traps), io(a, t.prefixes);
  io(a, t.data_directive), io(a, t.messages), io(a, t.comments), io(a, t.comments_declared), io(a, t.access_declared);
  io(a, t.extra_text), io(a, t.contexts), io(a, t.mnemonics_any_case);
  io(a, t.modes), io(a, t.mode), io(a, t.mode_refused);
  io_by_mnemonic(a, t);
  bool has_code_object = t.code_object != nullptr;
  a.num(has_code_object);
  if constexpr (A::kReading)
    if (has_code_object) t.code_object = std::make_unique<CodeObject>();
  if (has_code_object) io(a, *t.code_object);
}

}  // namespace

std::string write_compact(const Target& target) {
  // The visitors take mutable references so that one list serves both directions; writing
  // only reads through them.
  auto& t = const_cast<Target&>(target);
  Tables tables;
  tables.fill(t);
  Writer w(tables);
  io_target(w, t, tables);
  return w.finish();
}

std::unique_ptr<Target> read_compact(std::string_view bytes, const std::string& origin, DiagList& diags, bool lazy) {
  auto t = std::make_unique<Target>();
  Tables tables;
  Reader r(bytes, tables);
  try {
    r.header();
    tables.files = &r.files();
    std::vector<std::string_view> records;
    io_target(r, *t, tables, lazy ? &records : nullptr);
    if (!r.at_end()) throw BadBlob("bytes after the end");
    if (lazy) t->unread = std::make_unique<LazyForms>(tables, r.files(), std::move(records));
  } catch (const BadBlob& e) {
    diags.error({origin, 0, 0}, fmt::format("corrupt compact description: {}", e.what()), {},
                "rebuild simtloom (the built-in descriptions are written by the build)");
    return nullptr;
  }
  return t;
}

}  // namespace simtloom::desc
