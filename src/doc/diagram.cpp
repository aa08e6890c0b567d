// Format diagrams and encoding notation: the per-format and per-variant texts of the manual.
#include <algorithm>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "doc/manual.h"

namespace simtloom::doc {
namespace {

// Wider formats are drawn as several rows so a 64- or 128-bit diagram stays readable.
constexpr unsigned kRowBits = 32;

// One box of the diagram: a contiguous bit range of one field, or bits no field covers.
struct Piece {
  unsigned hi = 0, lo = 0;
  const desc::Field* field = nullptr;  // nullptr = bits outside every field (encoded as zero)
  unsigned field_lo = 0;               // the field-relative position of bit `lo`
  unsigned width() const { return hi - lo + 1; }
};

// Every segment of every field, with the field-relative position of its lowest bit: the first
// segment holds the field's most significant bits.
std::vector<Piece> field_pieces(const desc::Format& f) {
  std::vector<Piece> out;
  for (const auto& fld : f.fields) {
    if (fld.view) continue;  // drawn as the fields it covers
    unsigned below = fld.width;
    for (const auto& s : fld.segs) {
      below -= s.width();
      out.push_back({s.hi, s.lo, &fld, below});
    }
  }
  return out;
}

// The pieces inside bits [row_hi:row_lo], clipped to the row, most significant first, with
// the uncovered bits filled in as gap pieces.
std::vector<Piece> row_pieces(const std::vector<Piece>& all, unsigned row_hi, unsigned row_lo) {
  std::vector<Piece> in_row;
  for (const auto& p : all) {
    if (p.lo > row_hi || p.hi < row_lo) continue;
    Piece c = p;
    c.hi = std::min(p.hi, row_hi);
    c.lo = std::max(p.lo, row_lo);
    c.field_lo = p.field_lo + (c.lo - p.lo);
    in_row.push_back(c);
  }
  std::sort(in_row.begin(), in_row.end(), [](const Piece& a, const Piece& b) { return a.hi > b.hi; });
  std::vector<Piece> out;
  unsigned next = row_hi + 1;  // one above the highest bit not yet placed
  for (const auto& p : in_row) {
    if (p.hi + 1 < next) out.push_back({next - 1, p.hi + 1, nullptr, 0});
    out.push_back(p);
    next = p.lo;
  }
  if (next > row_lo) out.push_back({next - 1, row_lo, nullptr, 0});
  return out;
}

std::string piece_label(const Piece& p) {
  if (!p.field) return "0";
  if (p.width() == p.field->width) return p.field->name;
  unsigned rel_hi = p.field_lo + p.width() - 1;
  if (rel_hi == p.field_lo) return fmt::format("{}[{}]", p.field->name, rel_hi);
  return fmt::format("{}[{}:{}]", p.field->name, rel_hi, p.field_lo);
}

// The inner width of a piece's box: room for its label, its bit numbers, and two columns per
// bit so that box sizes roughly follow field widths.
size_t box_width(const Piece& p, const std::string& label) {
  size_t numbers = p.hi == p.lo ? std::to_string(p.hi).size()
                                : std::to_string(p.hi).size() + std::to_string(p.lo).size() + 2;
  return std::max({label.size() + 2, numbers, size_t{2} * p.width() - 1});
}

std::string centered(const std::string& s, size_t width) {
  size_t left = (width - s.size()) / 2;
  return std::string(left, ' ') + s + std::string(width - s.size() - left, ' ');
}

void trim_right(std::string& s) {
  while (!s.empty() && s.back() == ' ') s.pop_back();
}

// Four lines: bit numbers, top edge, labels, bottom edge.
std::string render_row(const std::vector<Piece>& pieces) {
  std::string numbers, edge = "+", labels = "|";
  for (const auto& p : pieces) {
    std::string label = piece_label(p);
    size_t w = box_width(p, label);
    std::string hi = std::to_string(p.hi), lo = std::to_string(p.lo);
    std::string over = p.hi == p.lo ? centered(hi, w) : hi + std::string(w - hi.size() - lo.size(), ' ') + lo;
    numbers += " " + over;  // the leading space sits above the box's left edge
    edge += std::string(w, '-') + "+";
    labels += centered(label, w) + "|";
  }
  trim_right(numbers);
  return numbers + "\n" + edge + "\n" + labels + "\n" + edge + "\n";
}

}  // namespace

std::string format_diagram(const desc::Format& f) {
  std::vector<Piece> all = field_pieces(f);
  std::string out;
  for (unsigned top = f.bits; top > 0;) {
    unsigned rows_bits = std::min(top, kRowBits);
    if (!out.empty()) out += "\n";
    out += render_row(row_pieces(all, top - 1, top - rows_bits));
    top -= rows_bits;
  }
  return out;
}

std::string encoding_text(const desc::Variant& v) {
  std::string s = v.format->name + " op";
  for (const auto& [field, value] : v.fixed) s += fmt::format(" {}={:#x}", field->name, value);
  return s;
}

std::string bit_range_text(const desc::Field& f) {
  std::string s;
  for (const auto& seg : f.segs) {
    if (!s.empty()) s += ",";
    s += seg.hi == seg.lo ? std::to_string(seg.hi) : fmt::format("{}:{}", seg.hi, seg.lo);
  }
  return s;
}

}  // namespace simtloom::doc
