// A read-mostly map from names to values, for lookups on hot paths (the assembler's mnemonic per
// statement): open addressing in one array, a cheap byte hash, no allocation per lookup. Keys
// must outlive the table (they are views, usually into a loaded description).
#pragma once
#include <cstdint>
#include <string_view>
#include <vector>

namespace simtloom {

// Whether two short strings are equal, compared in line: a call to memcmp costs more than the
// comparison for names of a few characters, and these comparisons run per statement.
inline bool same_name(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (a[i] != b[i]) return false;
  return true;
}

// Whether `text` starts with `name` (same_name's comparison).
inline bool starts_with_name(std::string_view text, std::string_view name) {
  return text.size() >= name.size() && same_name(text.substr(0, name.size()), name);
}

template <class V>
class NameTable {
 public:
  // Adds `name` -> `value`; a name already present keeps its first value.
  void insert(std::string_view name, V value) {
    if ((count_ + 1) * 2 > slots_.size()) grow();
    if (Slot* s = probe(name); !s->used) {
      *s = {name, std::move(value), true};
      ++count_;
    }
  }
  // Room for n names without growing (each growth re-inserts every name).
  void reserve(size_t n) {
    size_t want = 16;
    while (want < 2 * n) want *= 2;
    if (want <= slots_.size()) return;
    std::vector<Slot> old = std::move(slots_);
    slots_.assign(want, Slot{});
    count_ = 0;
    for (auto& s : old)
      if (s.used) insert(s.key, std::move(s.value));
  }
  // The value of `name`, or null.
  const V* find(std::string_view name) const {
    if (slots_.empty()) return nullptr;
    const Slot* s = const_cast<NameTable*>(this)->probe(name);
    return s->used ? &s->value : nullptr;
  }
  size_t size() const { return count_; }

 private:
  struct Slot {
    std::string_view key;
    V value{};
    bool used = false;
  };
  // Rotate-and-xor per byte (one cycle each, where FNV's multiply per byte is several), one
  // multiply at the end to spread the bits: names are short and the table is small.
  static uint64_t hash(std::string_view s) {
    uint64_t h = s.size();
    for (unsigned char c : s) h = ((h << 7) | (h >> 57)) ^ c;
    h *= 0x9e3779b97f4a7c15ull;
    return h ^ (h >> 32);
  }
  // The slot holding `name`, or the empty slot where it would go.
  Slot* probe(std::string_view name) {
    size_t mask = slots_.size() - 1;
    for (size_t i = hash(name) & mask;; i = (i + 1) & mask)
      if (!slots_[i].used || same_name(slots_[i].key, name)) return &slots_[i];
  }
  void grow() { reserve(slots_.size()); }
  std::vector<Slot> slots_;
  size_t count_ = 0;
};

}  // namespace simtloom
