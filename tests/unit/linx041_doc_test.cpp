// `simtloom doc -t linx041` lists every variant with its status, and a confirmed one with the
// public file its encoding comes from (issue 17): checked over the whole description.
#include <string>

#include "doc/manual.h"
#include "test_support.h"

using namespace simtloom;

namespace {

// The manual's row of variant `v`: "| name | [its own syntax |] encoding | ...".
std::string row_of(const std::string& md, const desc::Variant& v) {
  const std::string head = "\n| " + v.name + " | ", enc = " " + doc::encoding_text(v) + " |";
  for (auto at = md.find(head); at != std::string::npos; at = md.find(head, at + 1)) {
    auto end = md.find('\n', at + 1);
    std::string row = md.substr(at + 1, end - at - 1);
    if (row.find(enc) != std::string::npos) return row;
  }
  return {};
}

}  // namespace

TEST(Linx041Doc, EveryVariantHasAStatusAndEveryConfirmedOneASource) {
  auto t = test::builtin("linx041");
  ASSERT_TRUE(t);
  unsigned confirmed = 0, provisional = 0;
  for (const auto& v : t->variants) {
    ASSERT_TRUE(v->status == "confirmed" || v->status == "provisional") << v->name << ": status '" << v->status << "'";
    if (v->status == "provisional") {
      ++provisional;
      continue;
    }
    ++confirmed;
    // A confirmed encoding names a public file: a change log, the pseudo-code or a figure.
    const bool names_file = v->source.find(".md") != std::string::npos || v->source.find(".json") != std::string::npos ||
                            v->source.find(".opc") != std::string::npos;
    EXPECT_TRUE(names_file) << v->name << ": source '" << v->source << "'";
  }
  EXPECT_GT(confirmed, 0u);
  EXPECT_GT(provisional, 0u);
}

TEST(Linx041Doc, TheManualShowsEachVariantsStatusAndSource) {
  auto t = test::builtin("linx041");
  ASSERT_TRUE(t);
  const std::string md = doc::render_manual(*t, {"", doc::DocFormat::Markdown});
  for (const auto& v : t->variants) {
    const std::string row = row_of(md, *v);
    ASSERT_FALSE(row.empty()) << v->name << " has no row in the manual";
    EXPECT_NE(row.find("| " + v->status + " |"), std::string::npos) << row;
    if (v->status == "confirmed") EXPECT_NE(row.find(v->source), std::string::npos) << row;
  }
}
