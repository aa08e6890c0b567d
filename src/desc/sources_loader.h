// Reads a target's source-operand code space (`sources:` in target.yaml) and the details of
// `kind: src` operand types (`data:`, `codes:`).
#pragma once
#include <yaml-cpp/yaml.h>

#include "desc/model.h"
#include "desc/yaml_reader.h"

namespace simtloom::desc {

// `sources: {messages: {...}, codes: [{codes: "0..105", reg: s, align: 4}, ...]}`.
bool load_sources(Reader& r, const YAML::Node& n, SourceSpace& out);

// A src operand type's `data: b32|b64|f32|...` (its value width and float-ness) and `codes:`
// ("0..105,124,128..255": the codes it may hold; default: every declared code its bits reach).
bool load_src_operand(Reader& r, const YAML::Node& n, const SourceSpace& space, OperandType& ot);

// A keyed operand type's other written forms: `choices: ENUM` (the whole text of each value,
// "mul:2") and `list: [bits]` (key:[b0,b1,...], element i setting value bit bits[i]).
bool load_keyed_forms(Reader& r, const YAML::Node& n, const Target& t, OperandType& ot);

}  // namespace simtloom::desc
