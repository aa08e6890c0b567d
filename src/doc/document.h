// The manual as a small tree of presentation blocks. The walk over the model (manual.cpp)
// builds one Document; the Markdown and HTML emitters only serialize it, so both formats
// always carry the same content in the same order.
#pragma once
#include <string>
#include <variant>
#include <vector>

#include "desc/model.h"
#include "doc/manual.h"

namespace simtloom::doc {

// All text in blocks is plain text; each emitter applies its own escaping.
struct Heading {
  int level = 1;       // 1 = document title
  std::string text;
  std::string anchor;  // unique within the document; HTML uses it as the element id
};

struct Paragraph {
  std::string text;
};

// A short caption introducing the block that follows ("Syntax (语法)").
struct Label {
  std::string text;
};

// Preformatted lines, shown exactly (the seed's syntax lines keep their padding).
struct CodeBlock {
  std::vector<std::string> lines;
};

struct Table {
  std::vector<std::string> header;
  std::vector<std::vector<std::string>> rows;  // each row has header.size() cells
};

struct ListItem {
  std::string text;
  std::string anchor;  // where the item links to; empty = no link
};

struct BulletList {
  std::vector<ListItem> items;
};

using Block = std::variant<Heading, Paragraph, Label, CodeBlock, Table, BulletList>;

struct Document {
  std::string title;  // also the first heading; HTML puts it in <title>
  std::vector<Block> blocks;
};

// The shared walk: everything the manual says about `t` (or one group of it), as blocks.
// Throws std::invalid_argument when o.group names no group of the target.
Document build_manual(const desc::Target& t, const DocOptions& o);

std::string emit_markdown(const Document& d);
std::string emit_html(const Document& d);

}  // namespace simtloom::doc
