// The AMDHSA ABI of gfx11 code objects (see gfx11_abi.h).
#include "cli/run/gfx11_abi.h"

#include <cstring>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "desc/model.h"
#include "obj/object.h"
#include "sim/gfx11/state.h"

namespace simtloom::cli::run::gfx11abi {
namespace {

const obj::Symbol* find_symbol(const obj::Object& o, const std::string& name) {
  for (const auto& s : o.symbols)
    if (s.name == name) return &s;
  return nullptr;
}

// The MessagePack metadata document of the object's NT_AMDGPU_METADATA note, or null.
std::optional<nlohmann::json> metadata(const desc::Target& t, const obj::Object& o, std::string& err) {
  const auto& co = *t.code_object;
  int si = o.find_section(co.note_section);
  if (si < 0) return std::nullopt;
  const auto& b = o.sections[si].bytes;
  for (size_t p = 0; p + 12 <= b.size();) {
    uint32_t namesz, descsz, type;
    std::memcpy(&namesz, &b[p], 4);
    std::memcpy(&descsz, &b[p + 4], 4);
    std::memcpy(&type, &b[p + 8], 4);
    size_t name_at = p + 12, desc_at = name_at + ((namesz + 3) & ~size_t{3});
    if (desc_at + descsz > b.size()) break;
    std::string name(reinterpret_cast<const char*>(&b[name_at]), namesz ? namesz - 1 : 0);
    if (name == co.note_name && type == co.note_type) {
      try {
        return nlohmann::json::from_msgpack(b.begin() + static_cast<long>(desc_at), b.begin() + static_cast<long>(desc_at + descsz));
      } catch (const nlohmann::json::exception& e) {
        err = e.what();
        return std::nullopt;
      }
    }
    p = desc_at + ((descsz + 3) & ~size_t{3});
  }
  return std::nullopt;
}

template <class T>
T get(const nlohmann::json& j, const char* key, T def) {
  auto it = j.find(key);
  return it != j.end() && !it->is_null() ? it->get<T>() : def;
}

bool read_args(const nlohmann::json& kernel, KernelInfo& out) {
  out.metadata = true;
  out.kernarg_size = get<uint32_t>(kernel, ".kernarg_segment_size", out.kernarg_size);
  auto args = kernel.find(".args");
  if (args == kernel.end() || !args->is_array()) return true;
  for (const auto& a : *args) {
    if (!a.is_object()) return false;
    KernelArg k;
    k.name = get<std::string>(a, ".name", "");
    k.type_name = get<std::string>(a, ".type_name", "");
    k.value_kind = get<std::string>(a, ".value_kind", "");
    k.offset = get<uint32_t>(a, ".offset", 0);
    k.size = get<uint32_t>(a, ".size", 0);
    out.args.push_back(std::move(k));
  }
  return true;
}

}  // namespace

std::vector<std::string> kernel_names(const obj::Object& o) {
  std::vector<std::string> names;
  for (const auto& s : o.symbols)
    if (s.name.size() > 3 && s.name.compare(s.name.size() - 3, 3, ".kd") == 0 && find_symbol(o, s.name.substr(0, s.name.size() - 3)))
      names.push_back(s.name.substr(0, s.name.size() - 3));
  return names;
}

bool read_kernel(const desc::Target& t, const obj::Object& o, const std::string& name, KernelInfo& out, DiagList& d) {
  const obj::Symbol* fn = find_symbol(o, name);
  const obj::Symbol* kd = find_symbol(o, name + ".kd");
  const SourceLoc at{"<object>", 0, 0};
  if (!fn || !kd || kd->section < 0 || fn->section < 0) {
    d.error(at, fmt::format("no kernel '{}': the object has no symbols '{}' and '{}.kd'", name, name, name));
    return false;
  }
  const auto& kds = o.sections[kd->section].bytes;
  const unsigned size = t.code_object->descriptor.size;
  if (kd->value + size > kds.size()) {
    d.error(at, fmt::format("kernel '{}': its descriptor '{}.kd' lies past the end of its section", name, name));
    return false;
  }
  out.name = name;
  out.descriptor.assign(kds.begin() + static_cast<long>(kd->value), kds.begin() + static_cast<long>(kd->value + size));
  out.entry = fn->value;
  const uint64_t text = o.sections[fn->section].bytes.size();
  out.code_size = fn->size && fn->value + fn->size <= text ? fn->size : text - std::min(text, fn->value);
  out.kernarg_size = static_cast<uint32_t>(descriptor_field(t, out.descriptor, ".amdhsa_kernarg_size"));
  std::string err;
  auto md = metadata(t, o, err);
  if (!err.empty()) {
    d.error(at, fmt::format("the object's metadata note is not valid MessagePack: {}", err));
    return false;
  }
  if (md && md->contains("amdhsa.kernels"))
    for (const auto& k : (*md)["amdhsa.kernels"])
      if (k.is_object() && get<std::string>(k, ".name", "") == name && !read_args(k, out)) {
        d.error(at, fmt::format("kernel '{}': the metadata's .args are not a list of maps", name));
        return false;
      }
  return true;
}

uint64_t descriptor_field(const desc::Target& t, const std::vector<uint8_t>& kd, const std::string& directive) {
  const desc::DescriptorField* f = t.code_object->descriptor.field(directive);
  if (!f || f->store == desc::DescriptorField::Store::None || f->byte + f->size > kd.size()) return f ? f->default_value : 0;
  uint64_t word = 0;
  std::memcpy(&word, kd.data() + f->byte, std::min<size_t>(f->size, 8));
  uint64_t v = (word >> f->lo) & f->bits_max();
  if (f->store == desc::DescriptorField::Store::Granulated) {
    uint64_t sel = f->granule_by.empty() ? 0 : descriptor_field(t, kd, f->granule_by);
    unsigned g = f->granules.empty() ? 1 : f->granules[std::min<size_t>(sel, f->granules.size() - 1)];
    v = (v + 1) * g;
  }
  return v;
}

void fill_source_codes(const desc::Target& t, sim::gfx11::Gfx11Launch& L) {
  using sim::gfx11::CodeKind;
  const desc::SourceSpace& sp = t.sources;
  for (unsigned c = 0; c < 512; ++c) {
    const desc::SourceRange* r = sp.at(c);
    L.kind[c] = CodeKind::Unsupported;
    if (!r) continue;
    const unsigned k = c - r->first;
    switch (r->kind) {
      case desc::SourceRange::Reg: L.kind[c] = r->prefix == "v" ? CodeKind::Vector : CodeKind::Scalar; break;
      case desc::SourceRange::Literal: L.kind[c] = CodeKind::Literal; break;
      case desc::SourceRange::Int: {
        int64_t v = r->int_first + static_cast<int64_t>(k) * r->step;
        L.kind[c] = CodeKind::Constant;
        L.constant[0][c] = static_cast<uint16_t>(v);
        L.constant[1][c] = static_cast<uint32_t>(v);
        L.constant[2][c] = static_cast<uint64_t>(v);
        break;
      }
      case desc::SourceRange::Float:
        L.kind[c] = CodeKind::Constant;
        L.constant[0][c] = k < r->bits16.size() ? r->bits16[k] : 0;
        L.constant[1][c] = k < r->bits32.size() ? r->bits32[k] : 0;
        L.constant[2][c] = k < r->bits64.size() ? r->bits64[k] : 0;
        break;
      case desc::SourceRange::Names: {
        const std::string& n = k < r->names.size() ? r->names[k] : std::string();
        // Registers that live in the scalar file by code (vcc, exec, m0); null reads 0.
        if (n == "src_scc") L.kind[c] = CodeKind::Scc;
        else if (n == "src_vccz") L.kind[c] = CodeKind::Vccz;
        else if (n == "src_execz") L.kind[c] = CodeKind::Execz;
        else if (n == "null" || n == "src_pops_exiting_wave_id") L.kind[c] = CodeKind::Zero;
        else if (n == "src_lds_direct") L.kind[c] = CodeKind::Unsupported;
        else if (n.rfind("src_", 0) == 0) {  // the apertures: 64-bit base or limit; 32-bit reads its high half
          const bool shared = n.find("shared") != std::string::npos, limit = n.find("limit") != std::string::npos;
          uint64_t v = (shared ? L.shared_aperture : L.private_aperture) | (limit ? 0xffffffffu : 0);
          L.kind[c] = CodeKind::Constant;
          L.constant[2][c] = v;
          L.constant[1][c] = L.constant[0][c] = v >> 32;
        } else L.kind[c] = c < 128 ? CodeKind::Scalar : CodeKind::Unsupported;
        break;
      }
    }
  }
}

}  // namespace simtloom::cli::run::gfx11abi
