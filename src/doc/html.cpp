// HTML emitter: one standalone page (no external style sheet or script), every text escaped.
#include <string>

#include "doc/document.h"

namespace simtloom::doc {
namespace {

std::string escape(const std::string& s) {
  std::string out;
  out.reserve(s.size());
  for (char c : s) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default: out += c;
    }
  }
  return out;
}

constexpr const char* kStyle = R"(body { font-family: system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.45; }
h1, h2, h3, h4 { line-height: 1.2; }
h4 { margin-top: 2rem; border-top: 1px solid #ddd; padding-top: 1rem; }
pre { background: #f5f5f5; padding: 0.6rem 0.8rem; overflow-x: auto; }
table { border-collapse: collapse; margin: 0.6rem 0; }
th, td { border: 1px solid #ccc; padding: 0.2rem 0.6rem; text-align: left; vertical-align: top; }
th { background: #f0f0f0; }
p.label { margin-bottom: 0.2rem; })";

struct HtmlBlock {
  std::string operator()(const Heading& h) const {
    std::string tag = "h" + std::to_string(h.level);
    std::string id = h.anchor.empty() ? std::string() : " id=\"" + escape(h.anchor) + "\"";
    return "<" + tag + id + ">" + escape(h.text) + "</" + tag + ">\n";
  }
  std::string operator()(const Paragraph& p) const { return "<p>" + escape(p.text) + "</p>\n"; }
  std::string operator()(const Label& l) const { return "<p class=\"label\"><strong>" + escape(l.text) + "</strong></p>\n"; }
  std::string operator()(const CodeBlock& c) const {
    std::string s = "<pre>";
    for (size_t i = 0; i < c.lines.size(); ++i) s += (i ? "\n" : "") + escape(c.lines[i]);
    return s + "</pre>\n";
  }
  std::string operator()(const Table& t) const {
    std::string s = "<table>\n<thead>\n" + row(t.header, "th") + "</thead>\n<tbody>\n";
    for (const auto& r : t.rows) s += row(r, "td");
    return s + "</tbody>\n</table>\n";
  }
  std::string operator()(const BulletList& l) const {
    std::string s = "<ul>\n";
    for (const auto& item : l.items) {
      std::string text = escape(item.text);
      if (!item.anchor.empty()) text = "<a href=\"#" + escape(item.anchor) + "\">" + text + "</a>";
      s += "<li>" + text + "</li>\n";
    }
    return s + "</ul>\n";
  }

  static std::string row(const std::vector<std::string>& cells, const std::string& tag) {
    std::string s = "<tr>";
    for (const auto& c : cells) s += "<" + tag + ">" + escape(c) + "</" + tag + ">";
    return s + "</tr>\n";
  }
};

}  // namespace

std::string emit_html(const Document& d) {
  std::string out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n";
  out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n";
  out += "<title>" + escape(d.title) + "</title>\n<style>\n" + kStyle + "\n</style>\n</head>\n<body>\n";
  for (const auto& b : d.blocks) out += std::visit(HtmlBlock{}, b);
  return out + "</body>\n</html>\n";
}

}  // namespace simtloom::doc
