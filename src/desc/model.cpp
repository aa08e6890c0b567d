#include "desc/model.h"

#include <algorithm>
#include <cctype>

namespace simtloom::desc {

template <class V>
static auto find_named(const V& v, std::string_view n) -> decltype(v.front().get()) {
  for (const auto& p : v)
    if (p->name == n) return p.get();
  return nullptr;
}

void MnemonicIndex::assign(const std::unordered_map<std::string, std::vector<const Form*>>& by_name) {
  std::vector<const std::pair<const std::string, std::vector<const Form*>>*> sorted;
  for (const auto& e : by_name) sorted.push_back(&e);
  std::sort(sorted.begin(), sorted.end(), [](auto* a, auto* b) { return a->first < b->first; });
  names_.clear(), name_end_.clear(), first_.assign(1, 0), forms_.clear();
  for (const auto* e : sorted) {
    names_ += e->first;
    name_end_.push_back(static_cast<uint32_t>(names_.size()));
    forms_.insert(forms_.end(), e->second.begin(), e->second.end());
    first_.push_back(static_cast<uint32_t>(forms_.size()));
  }
}

MnemonicIndex::Forms MnemonicIndex::find(std::string_view m) const {
  // A search by index: clang with libstdc++ 12 cannot run ranges algorithms over an iota view.
  size_t lo = 0, hi = size();
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if (name(mid) < m) lo = mid + 1; else hi = mid;
  }
  return lo < size() && name(lo) == m ? forms(lo) : Forms();
}

void Target::load_all() const {
  if (!unread) return;
  for (const auto& f : forms) unread->read(*f);
  unread->read_rest();
  unread.reset();
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

void EnumTable::index_names() {
  by_first_char.clear();
  for (uint32_t i = 0; i < entries.size(); ++i)
    if (!entries[i].name.empty()) by_first_char.push_back(i);
  auto first = [&](uint32_t i) { return static_cast<unsigned char>(entries[i].name[0]); };
  std::stable_sort(by_first_char.begin(), by_first_char.end(), [&](uint32_t a, uint32_t b) {
    if (first(a) != first(b)) return first(a) < first(b);
    return entries[a].name.size() > entries[b].name.size();
  });
  std::fill(std::begin(first_char_start), std::end(first_char_start), 0u);
  for (uint32_t i : by_first_char) ++first_char_start[first(i) + 1];
  for (size_t c = 1; c < 257; ++c) first_char_start[c] += first_char_start[c - 1];
  dense_by_value.clear();
  uint64_t max_value = 0;
  for (const auto& e : entries) max_value = std::max(max_value, e.value);
  dense_covers_all = !entries.empty() && max_value < 4096;
  if (dense_covers_all) {
    dense_by_value.assign(max_value + 1, -1);
    // The first entry of a value, as by_value keeps it.
    for (size_t i = entries.size(); i-- > 0;) dense_by_value[entries[i].value] = static_cast<int32_t>(i);
  }
  punctuated = false;
  for (const auto& e : entries)
    for (char ch : e.name)
      if (!std::isalnum(static_cast<unsigned char>(ch)) && ch != '_' && ch != '.' && ch != '$') punctuated = true;
  index_lookups();
}

void EnumTable::index_lookups() {
  named_.store(false, std::memory_order_release);
  by_name_ = {};
  by_value.clear();
  if (!dense_covers_all)
    for (size_t i = 0; i < entries.size(); ++i) by_value.emplace(entries[i].value, i);
}

void EnumTable::index_by_name() const {
  std::lock_guard<std::mutex> hold(naming_);
  if (named_.load(std::memory_order_relaxed)) return;
  size_t names = entries.size();
  for (const auto& e : entries) names += e.aliases.size();
  by_name_.reserve(names);
  for (uint32_t i = 0; i < entries.size(); ++i) {
    by_name_.insert(entries[i].name, i);
    for (const auto& a : entries[i].aliases) by_name_.insert(a, i);
  }
  named_.store(true, std::memory_order_release);
}

std::string Form::seed_syntax() const {
  std::string s = mnemonic;
  for (const auto& o : operands) s += " " + o.name + ":" + o.type->name;
  return s;
}

std::string Form::usage() const {
  std::string s;
  for (const auto& tok : tokens) {
    if (tok.kind != TemplateToken::Operand) {
      s += tok.text;
      continue;
    }
    const OperandSlot& op = operands[tok.operand];
    const OperandType& t = *op.type;
    if (t.kind == OperandKind::Keyed) s += "[" + t.key + ":N]";
    else if ((t.kind == OperandKind::Enum && t.table->suffix_style) || t.offset_form) s += "<" + op.name + ">";
    else if (t.optional) s += "[" + op.name + "]";
    else s += op.name;
  }
  return s;
}

}  // namespace simtloom::desc

namespace simtloom::desc {

std::string FieldSetRules::message(const std::string& key, std::string_view arg) const {
  static const std::map<std::string, std::string> defaults = {
      {"bad_field", "invalid field name {}"},       {"bad_value", "invalid value name {}"},
      {"expected_value", "expected a value name"},  {"expected_close", "expected a right parenthesis"},
      {"expected_open", "expected a left parenthesis"}, {"expected_field", "expected a field name"},
      {"too_large", "too large value for {}"},      {"bad_expression", "unknown token in expression"},
      {"not_absolute", "expected absolute expression"}, {"duplicate", "duplicate field name {}"},
      {"expected_number", "expected absolute expression"}, {"expected_mode", "expected a mode name"},
      {"expected_comma", "expected a comma"}};
  auto it = messages.find(key);
  const std::string& f = it != messages.end() ? it->second : defaults.at(key);
  auto p = f.find("{}");
  return p == std::string::npos ? f : f.substr(0, p) + std::string(arg) + f.substr(p + 2);
}


}  // namespace simtloom::desc
