// Why the text at the cursor, a name with a bracketed list (gfx11's `quad_perm:[4,0,0,0]`), is none
// of an enum operand type's names of that shape: the first thing wrong in it, worded by the type's
// `messages` (list_open, list_expr, list_element, list_comma, list_close) as the target's own
// assembler words it, at the place it names.
#pragma once
#include <optional>
#include <string>

#include "asm/cursor.h"
#include "desc/model.h"

namespace simtloom::assembler {

struct ListNameError {
  size_t at = 0;  // offset in the line
  std::string message;
};

// Nothing when the type has no list messages, no name of the stem written here has a list, or
// the list is well formed (its values are then a name the table lacks: the caller says so).
std::optional<ListNameError> list_name_error(const desc::OperandType& t, const Cursor& c);

}  // namespace simtloom::assembler
