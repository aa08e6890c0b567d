#include "desc/model.h"

namespace simtloom::desc {

template <class V>
static auto find_named(const V& v, std::string_view n) -> decltype(v.front().get()) {
  for (const auto& p : v)
    if (p->name == n) return p.get();
  return nullptr;
}

const RegClass* Target::reg_class(std::string_view n) const { return find_named(reg_classes, n); }
const Format* Target::format(std::string_view n) const { return find_named(formats, n); }
const EnumTable* Target::enum_table(std::string_view n) const { return find_named(enums, n); }
const OperandType* Target::operand_type(std::string_view n) const { return find_named(operand_types, n); }

const Text* Target::flag(std::string_view n) const {
  for (const auto& [k, t] : flags)
    if (k == n) return &t;
  return nullptr;
}

const Group* Target::group(std::string_view id) const {
  for (const auto& g : groups)
    if (g->id == id) return g.get();
  return nullptr;
}

const Counter* Target::counter(std::string_view n) const {
  for (const auto& c : counters)
    if (c.name == n) return &c;
  return nullptr;
}

std::string Instruction::seed_syntax() const {
  std::string s = mnemonic;
  for (const auto& o : operands) s += " " + o.name + ":" + o.type->name;
  return s;
}

}  // namespace simtloom::desc
