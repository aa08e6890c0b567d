// Manual generator: every fact of seed 000 (section 6.6 of the manual) must appear in the
// rendered group-6 manual, in the seed's order; plus escaping, diagrams and determinism.
#include <gtest/gtest.h>

#include <cctype>
#include <fstream>
#include <functional>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "builtin/builtin.h"
#include "desc/loader.h"
#include "doc/manual.h"

namespace {

using simtloom::DiagList;
using simtloom::desc::Target;
using simtloom::doc::DocFormat;
using simtloom::doc::DocOptions;
using simtloom::doc::render_manual;

std::unique_ptr<Target> load_wisa() {
  DiagList diags;
  auto t = simtloom::desc::load_builtin("wisa", diags);
  EXPECT_TRUE(t) << diags.render();
  return t;
}

// The loaded model is immutable through by_mnemonic; tests that vary a description go through
// the owning list.
simtloom::desc::Form& instruction_named(Target& t, const std::string& mnemonic) {
  for (auto& insn : t.forms)
    if (insn->mnemonic == mnemonic) return *insn;
  throw std::out_of_range("no instruction " + mnemonic);
}

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  EXPECT_TRUE(in) << "cannot open " << path;
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);) lines.push_back(l);
  return lines;
}

std::vector<std::string> split_tabs(const std::string& line) {
  std::vector<std::string> cells;
  size_t start = 0;
  for (size_t tab; (tab = line.find('\t', start)) != std::string::npos; start = tab + 1) cells.push_back(line.substr(start, tab - start));
  cells.push_back(line.substr(start));
  return cells;
}

bool starts_with(const std::string& s, const std::string& p) { return s.compare(0, p.size(), p) == 0; }
bool ends_with(const std::string& s, const std::string& p) {
  return s.size() >= p.size() && s.compare(s.size() - p.size(), p.size(), p) == 0;
}

// The names in a diagram's label line: "| sfu |  sm  | ..." gives {"sfu", "sm", ...}.
std::vector<std::string> diagram_labels(const std::string& line) {
  std::vector<std::string> out;
  std::istringstream cells(line);
  for (std::string c; std::getline(cells, c, '|');) {
    size_t b = c.find_first_not_of(' '), e = c.find_last_not_of(' ');
    if (b != std::string::npos) out.push_back(c.substr(b, e - b + 1));
  }
  return out;
}

std::string md_row(const std::vector<std::string>& cells) {
  std::string s = "|";
  for (const auto& c : cells) s += " " + c + " |";
  return s;
}

// One statement of the seed and the rendered line that must carry it.
struct SeedFact {
  std::string what;                             // the seed's text, for the failure message
  std::function<bool(const std::string&)> shown;  // true for the rendered line that states it
};

// What the seed states, in its order, with counts kept aside to check the parse itself.
struct SeedDocument {
  std::vector<SeedFact> facts;
  size_t instructions = 0;
  size_t variant_rows = 0;
  std::vector<std::pair<std::string, size_t>> section_counts;  // title line, headings found under it
  std::string group_line;
};

// Seed layout: the group line; section lines ending in "条）"; per instruction its name, then
// 语法（Syntax）, the syntax line, the 描述： line, and a tab-separated variant table.
SeedDocument parse_seed(const std::string& text) {
  SeedDocument seed;
  std::vector<std::string> lines = lines_of(text);
  std::vector<std::string> nonblank;
  for (const auto& l : lines)
    if (!l.empty()) nonblank.push_back(l);
  seed.group_line = nonblank.at(0);
  // "6.6 组 6：…" is shown as "## 6.6 <English> — 组 6：…".
  std::string number = seed.group_line.substr(0, seed.group_line.find(' '));
  std::string group_zh = seed.group_line.substr(number.size() + 1);
  seed.facts.push_back({seed.group_line, [=](const std::string& l) { return starts_with(l, "## " + number + " ") && ends_with(l, " — " + group_zh); }});
  bool in_table = false;
  for (size_t i = 1; i < nonblank.size(); ++i) {
    const std::string& l = nonblank[i];
    bool next_is_syntax_label = i + 1 < nonblank.size() && nonblank[i + 1] == "语法（Syntax）";
    if (l.find('\t') != std::string::npos) {
      std::vector<std::string> cells = split_tabs(l);
      if (!in_table) {  // the header row: each seed column name appears in the rendered header
        in_table = true;
        seed.facts.push_back({l, [cells](const std::string& r) {
                                if (!starts_with(r, "| Variant")) return false;
                                for (const auto& c : cells)
                                  if (r.find("(" + c + ")") == std::string::npos) return false;
                                return true;
                              }});
      } else {
        ++seed.variant_rows;
        std::string row = md_row(cells);
        seed.facts.push_back({l, [row](const std::string& r) { return r == row; }});
      }
      continue;
    }
    in_table = false;
    if (ends_with(l, "条）")) {
      seed.section_counts.push_back({l, 0});
      seed.facts.push_back({l, [l](const std::string& r) { return starts_with(r, "### ") && ends_with(r, " — " + l); }});
    } else if (next_is_syntax_label) {
      ++seed.instructions;
      if (!seed.section_counts.empty()) ++seed.section_counts.back().second;
      seed.facts.push_back({l, [l](const std::string& r) { return r == "#### " + l; }});
    } else if (l == "语法（Syntax）") {
      seed.facts.push_back({l, [](const std::string& r) { return r == "**Syntax (语法)**"; }});
    } else if (i > 0 && nonblank[i - 1] == "语法（Syntax）") {
      seed.facts.push_back({l, [l](const std::string& r) { return r == l; }});  // padding included
    } else if (starts_with(l, "描述：")) {
      seed.facts.push_back({l, [l](const std::string& r) { return r == l; }});
    } else {
      ADD_FAILURE() << "seed line not understood: " << l;
    }
  }
  return seed;
}

std::string seed_text() { return read_file(SIMTLOOM_SOURCE_DIR "/tests/wisa/seed000.txt"); }

TEST(DocSeed, ParserFindsEverythingTheSeedCounts) {
  SeedDocument seed = parse_seed(seed_text());
  EXPECT_EQ(seed.instructions, 16u);
  EXPECT_EQ(seed.variant_rows, 16u);
  EXPECT_NE(seed.group_line.find("16 条"), std::string::npos);
  ASSERT_EQ(seed.section_counts.size(), 3u);
  for (const auto& [title, found] : seed.section_counts)
    EXPECT_NE(title.find("（" + std::to_string(found) + " 条）"), std::string::npos) << title;
}

TEST(DocSeed, EveryFactOfSeed000AppearsInOrder) {
  auto t = load_wisa();
  ASSERT_TRUE(t);
  std::vector<std::string> rendered = lines_of(render_manual(*t, {"6", DocFormat::Markdown}));
  SeedDocument seed = parse_seed(seed_text());
  // The group line, 3 section lines, and per instruction: name, 语法 label, syntax, 描述, header, one row.
  ASSERT_EQ(seed.facts.size(), 1u + 3u + 16u * 6u);
  size_t at = 0;
  for (const auto& fact : seed.facts) {
    size_t found = at;
    while (found < rendered.size() && !fact.shown(rendered[found])) ++found;
    ASSERT_LT(found, rendered.size()) << "not shown after rendered line " << at + 1 << ": [" << fact.what << "]";
    at = found + 1;
  }
}

TEST(DocManual, GroupAndSectionHeadings) {
  auto t = load_wisa();
  ASSERT_TRUE(t);
  std::string md = render_manual(*t, {"6", DocFormat::Markdown});
  EXPECT_NE(md.find("\n## 6.6 Group 6: Sync / CSR / misc (unit: sync + misc, 16 instructions) — 组 6：同步 / CSR / 杂项（unit: sync + misc，16 条）\n"),
            std::string::npos);
  EXPECT_NE(md.find("\n### Synchronization and waitcnt (4 instructions) — 同步与 waitcnt（4 条）\n"), std::string::npos);
  EXPECT_NE(md.find("\n### Warp control and traps (5 instructions) — warp 控制与陷阱（5 条）\n"), std::string::npos);
  EXPECT_NE(md.find("\n### CSR access (7 instructions) — CSR 访问（7 条）\n"), std::string::npos);
}

TEST(DocManual, SyntaxBlockHasSeedLineAndTemplate) {
  auto t = load_wisa();
  ASSERT_TRUE(t);
  std::string md = render_manual(*t, {"6", DocFormat::Markdown});
  EXPECT_NE(md.find("```\nsleep                    imm:u20\nsleep imm\n```\n"), std::string::npos);
  EXPECT_NE(md.find("```\ncsrr                     rd:u csr:csr\ncsrr rd, csr\n```\n"), std::string::npos);
  EXPECT_NE(md.find("```\nbarrier                  \nbarrier\n```\n"), std::string::npos);
  EXPECT_NE(md.find("\nwaitcnt [vm:N] [vst:N] [tex:N] [ls:N] [sm:N] [sfu:N]\n"), std::string::npos);
}

TEST(DocManual, DescriptionsInBothLanguages) {
  auto t = load_wisa();
  ASSERT_TRUE(t);
  std::string md = render_manual(*t, {"6", DocFormat::Markdown});
  EXPECT_NE(md.find("\nYield issue for about imm*64 cycles (a spin-wait helper).\n\n描述：让出发射约 imm*64 周期（自旋等待辅助）\n"),
            std::string::npos);
}

TEST(DocManual, EncodingText) {
  auto t = load_wisa();
  ASSERT_TRUE(t);
  ASSERT_FALSE(t->by_mnemonic.find("csrr").empty());
  ASSERT_FALSE(t->by_mnemonic.find("waitcnt").empty());
  const auto& csrr = *t->by_mnemonic.find("csrr")[0]->variants.at(0);
  EXPECT_EQ(simtloom::doc::encoding_text(csrr), "CSR op opcode=0x52 f3=0x0");
  const auto& waitcnt = *t->by_mnemonic.find("waitcnt")[0]->variants.at(0);
  EXPECT_EQ(simtloom::doc::encoding_text(waitcnt), "WAIT op opcode=0x50");
}

TEST(DocManual, WaitFormatDiagramShowsAllSevenFields) {
  auto t = load_wisa();
  ASSERT_TRUE(t);
  std::vector<std::string> d = lines_of(simtloom::doc::format_diagram(*t->format("WAIT")));
  ASSERT_EQ(d.size(), 4u);  // bit numbers, edge, labels, edge
  EXPECT_EQ(d[1], d[3]);
  EXPECT_EQ(d[1].size(), d[2].size());
  EXPECT_EQ(diagram_labels(d[2]), (std::vector<std::string>{"sfu", "sm", "ls", "tex", "vst", "vm", "opcode"}));
  std::istringstream numbers(d[0]);
  std::vector<std::string> bits;
  for (std::string n; numbers >> n;) bits.push_back(n);
  EXPECT_EQ(bits, (std::vector<std::string>{"31", "29", "28", "27", "26", "23", "22", "19", "18", "13", "12", "7", "6", "0"}));
  // Each box edge '+' sits where a label cell's '|' does.
  for (size_t i = 0; i < d[1].size(); ++i) EXPECT_EQ(d[1][i] == '+', d[2][i] == '|') << "column " << i;
}

TEST(DocManual, FormatsGlossaryAndTablesInGroupManual) {
  auto t = load_wisa();
  ASSERT_TRUE(t);
  std::string md = render_manual(*t, {"6", DocFormat::Markdown});
  for (const char* s : {"\n### SYS (32 bits)\n", "\n### WAIT (32 bits)\n", "\n### CSR (32 bits)\n", "\n| imm20 | 31:12 | 20 |\n",
                        "\n| ei | executes once per warp, whatever the execution mask | 每 warp 执行一次，与执行掩码无关 |\n",
                        "\n| Name (名称) | Value (值) | access | Description (描述) |\n",
                        "\n| trap_base | 0x113 | rw | trap handler base address; 0 = no handler installed |\n",
                        "\n| lane_count | 0x000 | ro | lanes per warp (32 by default; a device parameter) |\n",
                        "\n| 9 | csr_access_fault | an unknown CSR, or a write to a read-only one (trap info = CSR number) |\n",
                        "\n| vm | 6 | vector memory loads and returning atomics |\n",
                        "\n| u | u0..u63 | 32 |  | Per-warp uniform registers (the seed's rd:u, rs1:u and U[d]). |\n",
                        "\n| csr | enum | 10 | names from csr, or a number | CSR name, or a CSR number 0..1023 |\n",
                        "\n| c_vm | keyed | 6 | written vm:N; default 63 | vm threshold; 63 = do not wait |\n"})
    EXPECT_NE(md.find(s), std::string::npos) << s;
}

TEST(DocManual, OpcodeMap) {
  auto t = load_wisa();
  ASSERT_TRUE(t);
  std::vector<std::string> md = lines_of(render_manual(*t, {"6", DocFormat::Markdown}));
  auto row = [&](const std::string& prefix) {
    for (const auto& l : md)
      if (starts_with(l, prefix)) return l;
    return std::string();
  };
  std::string sys = row("| 0x4e | SYS | ");
  for (const char* v : {"nop", "endpgm", "trap", "brk", "sleep", "setprio", "barrier", "icache.inv"})
    EXPECT_NE(sys.find(v), std::string::npos) << v;
  EXPECT_EQ(row("| 0x50 | "), "| 0x50 | WAIT | waitcnt |");
  EXPECT_EQ(row("| 0x52 | "), "| 0x52 | CSR | csrr, csrw, csrs, csrc, csrwi, csrsi, csrci |");
}

TEST(DocManual, WholeTargetHasEveryChapter) {
  auto t = load_wisa();
  ASSERT_TRUE(t);
  std::string md = render_manual(*t, {"", DocFormat::Markdown});
  for (const char* h : {"\n## Contents — 目录\n", "\n## Instruction formats — 指令格式\n", "\n## Opcode map — 操作码表\n",
                        "\n## Operand types — 操作数类型\n", "\n## Register classes — 寄存器类\n", "\n## Wait counters — 等待计数器\n",
                        "\n## Units — 执行单元\n", "\n## Flags — 标志\n", "\n## Enumerations — 枚举表\n", "\n## Trap causes — 陷阱原因\n"})
    EXPECT_NE(md.find(h), std::string::npos) << h;
  for (const auto& g : t->groups) EXPECT_NE(md.find("\n## 6." + g->id + " Group " + g->id), std::string::npos) << g->id;
  EXPECT_EQ(md.rfind("# wisa — the simtloom GPU instruction set\n", 0), 0u);
}

TEST(DocManual, UnknownGroupIsAnError) {
  auto t = load_wisa();
  ASSERT_TRUE(t);
  EXPECT_THROW(render_manual(*t, {"no-such-group", DocFormat::Markdown}), std::invalid_argument);
}

TEST(DocManual, StatusColumnOnlyWhenAVariantHasOne) {
  auto t = load_wisa();
  ASSERT_TRUE(t);
  EXPECT_EQ(render_manual(*t, {"6", DocFormat::Markdown}).find("Status (状态)"), std::string::npos);
  instruction_named(*t, "sleep").variants.at(0)->status = "provisional";
  std::string md = render_manual(*t, {"6", DocFormat::Markdown});
  EXPECT_NE(md.find("\n| Variant (变体) | Encoding (编码) | Latency (延迟) | Flags (标志) | Status (状态) |\n"), std::string::npos);
  EXPECT_NE(md.find("\n| sleep | SYS op opcode=0x4e f5=0x4 | fixed:1 | ei | provisional |\n"), std::string::npos);
}

TEST(DocHtml, StandaloneAndEscaped) {
  auto t = load_wisa();
  ASSERT_TRUE(t);
  std::string html = render_manual(*t, {"6", DocFormat::Html});
  EXPECT_EQ(html.rfind("<!DOCTYPE html>\n", 0), 0u);
  for (const char* s : {"<meta charset=\"utf-8\">", "<style>", "</html>\n", "<table>", "<pre>sleep                    imm:u20\nsleep imm</pre>",
                        "<td>sleep</td><td>SYS op opcode=0x4e f5=0x4</td><td>fixed:1</td><td>ei</td>",
                        "<p>描述：让出发射约 imm*64 周期（自旋等待辅助）</p>",
                        "outstanding(c) &lt;= field", "CSR[csr] &amp;= ~u1", "<a href=\"#group-6\">"})
    EXPECT_NE(html.find(s), std::string::npos) << s;
  EXPECT_EQ(html.find("<= "), std::string::npos);
  EXPECT_EQ(html.find("&= "), std::string::npos);
}

TEST(DocHtml, DescriptionMarkupIsEscaped) {
  auto t = load_wisa();
  ASSERT_TRUE(t);
  instruction_named(*t, "nop").doc.en = "a <b>bold</b> & \"quoted\" 'text' < c";
  std::string html = render_manual(*t, {"6", DocFormat::Html});
  EXPECT_NE(html.find("<p>a &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot; &#39;text&#39; &lt; c</p>"), std::string::npos);
  EXPECT_EQ(html.find("<b>"), std::string::npos);
  // Markdown keeps the text as written except where it would open raw HTML.
  std::string md = render_manual(*t, {"6", DocFormat::Markdown});
  EXPECT_NE(md.find("\na \\<b>bold\\</b> & \"quoted\" 'text' < c\n"), std::string::npos);
}

TEST(DocMarkdown, TableCellsEscapePipes) {
  auto t = load_wisa();
  ASSERT_TRUE(t);
  t->traps.at(0).doc.en = "a | b";
  std::string md = render_manual(*t, {"6", DocFormat::Markdown});
  EXPECT_NE(md.find("| 1 | illegal_instruction | a \\| b |"), std::string::npos);
}

TEST(DocManual, Deterministic) {
  auto a = load_wisa();
  auto b = load_wisa();
  ASSERT_TRUE(a && b);
  for (DocFormat f : {DocFormat::Markdown, DocFormat::Html})
    for (const char* g : {"", "6"}) {
      std::string first = render_manual(*a, {g, f});
      EXPECT_EQ(first, render_manual(*a, {g, f}));
      EXPECT_EQ(first, render_manual(*b, {g, f}));
    }
}

// A synthetic target: a 64-bit format with a split field, a field across the 32-bit row
// boundary, a one-bit field and bits in no field.
std::unique_ptr<Target> load_split_target() {
  std::string target = R"(target: tiny
manual_section: "9"
unit_bits: 32
formats:
  WIDE:
    bits: 64
    fields: {opcode: "6:0", imm: "24:18,11:7", s: "12", lit: "40:25"}
operand_types:
  s12: {kind: simm, bits: 12, en: "signed 12-bit immediate"}
  lit16: {kind: uimm, bits: 16, en: "16-bit literal"}
)";
  std::string group = R"(group: 1
title: {en: "Tiny"}
sections:
  - title: {en: "Only"}
    instructions:
      - name: WIDE
        syntax: "wide {imm:s12}, {lit:lit16}"
        en: "A wide instruction."
        variants:
          - {format: WIDE, fixed: {opcode: 0x01, s: 1}, latency: "fixed:1"}
)";
  DiagList diags;
  auto t = simtloom::desc::load_target({{"tiny/target.yaml", target}, {"tiny/group1.yaml", group}}, diags);
  EXPECT_TRUE(t) << diags.render();
  return t;
}

TEST(DocDiagram, SplitFieldsAndWideFormats) {
  auto t = load_split_target();
  ASSERT_TRUE(t);
  const auto& f = *t->format("WIDE");
  EXPECT_EQ(simtloom::doc::bit_range_text(*f.field("imm")), "24:18,11:7");
  EXPECT_EQ(simtloom::doc::bit_range_text(*f.field("s")), "12");
  std::string d = simtloom::doc::format_diagram(f);
  std::vector<std::string> lines = lines_of(d);
  ASSERT_EQ(lines.size(), 9u);  // two rows of four lines, a blank line between
  EXPECT_EQ(lines[4], "");
  EXPECT_EQ(diagram_labels(lines[2]), (std::vector<std::string>{"0", "lit[15:7]"})) << d;
  EXPECT_EQ(diagram_labels(lines[7]), (std::vector<std::string>{"lit[6:0]", "imm[11:5]", "0", "s", "imm[4:0]", "opcode"})) << d;
  EXPECT_EQ(lines[0].rfind(" 63", 0), 0u) << d;
  std::string md = render_manual(*t, {"", DocFormat::Markdown});
  EXPECT_NE(md.find("\n| imm | 24:18,11:7 | 12 |\n"), std::string::npos);
  EXPECT_NE(md.find("\n## 9.1 Group 1: Tiny (1 instruction)\n"), std::string::npos);  // no zh title: English only
  EXPECT_NE(md.find("\n### Only (1 instruction)\n"), std::string::npos);
  EXPECT_NE(md.find("\n| wide | WIDE op opcode=0x1 s=0x1 | fixed:1 |  |\n"), std::string::npos);
  t->manual_section.clear();
  EXPECT_NE(render_manual(*t, {"", DocFormat::Markdown}).find("\n## Group 1: Tiny (1 instruction)\n"), std::string::npos);
}

}  // namespace

namespace {

// A Markdown table row from cells written as seed 002 lays them out: "name+N" is the name
// followed by N empty cells (the seed's merged cell), "0*N" is N zero bits.
std::string seed_row(const std::vector<std::string>& spec) {
  std::string row = "|";
  for (const auto& s : spec) {
    if (auto star = s.find('*'); star != std::string::npos) {
      std::string cell = " " + s.substr(0, star);
      for (int i = std::stoi(s.substr(star + 1)); i > 0; --i) row.append(cell).append(" |");
    } else if (auto plus = s.rfind('+'); plus != std::string::npos && plus > 0 && std::isdigit(static_cast<unsigned char>(s.back()))) {
      row.append(" ").append(s, 0, plus).append(" |");
      for (int i = std::stoi(s.substr(plus + 1)); i > 0; --i) row += "  |";
    } else {
      row.append(" ").append(s).append(" |");
    }
  }
  return row + "\n";
}

}  // namespace

// Seed 002's layout for 128-bit formats: for SYNCS.CCTL.IV [R+UR(+I)] the low and high 64 bits,
// bit 0 on the left, each under a row of bit numbers within each byte, then its modifier groups.
TEST(DocManual, Sm90BitTableInSeed002Layout) {
  DiagList diags;
  auto t = simtloom::desc::load_builtin("sm90", diags);
  ASSERT_TRUE(t) << diags.render();
  std::string md = render_manual(*t, {});
  std::vector<std::string> numbers;
  for (int i = 0; i < 64; ++i) numbers.push_back(std::to_string(i % 8));
  std::string header = seed_row(numbers);
  // op 0x19b1 = bit 91 and bits 11:0 = 0x9b1, LSB first; guard 15:12; Ra 31:24; offset 63:40.
  std::string low = seed_row({"1", "0", "0", "0", "1", "1", "0", "1", "1", "0", "0", "1", "pred+3", "0*8", "operand 0+7", "0*8",
                              "operand 2+23"});
  // URc 69:64, IV/WB at 72, CCTL at 73, bit 91 set, control code 125:105, bits 126-127 zero.
  std::string high = seed_row({"operand 1+5", "0*2", "modi 1", "modi 2", "0*17", "1", "0*13", "stall+3", "y", "w-bar+2", "r-bar+2",
                               "b-mask+5", "reuse+3", "0*2"});
  std::string sep = "|";
  for (int i = 0; i < 64; ++i) sep += "---|";
  std::string expected = "**Bits (位): SYNCS_R_UR/SYNCS_R_UR_I**\n\n" + header + sep + "\n" + low + header + high;
  EXPECT_NE(md.find(expected), std::string::npos) << "rows:\n" << low << high;
  size_t at = md.find(expected);
  ASSERT_NE(at, std::string::npos);
  std::string groups = "\n**Modifier Group 1**\n\n| Binary | Value |\n|---|---|\n| 0 | IV |\n| 1 | WB |\n\n"
                       "**Modifier Group 2**\n\n| Binary | Value |\n|---|---|\n| 0 | CCTL |\n| 1 | ???1 |\n";
  EXPECT_EQ(md.compare(at + expected.size(), groups.size(), groups), 0) << md.substr(at + expected.size(), groups.size());
  // Other targets' formats are at most 64 bits wide: no bit tables there.
  EXPECT_EQ(render_manual(*load_wisa(), {}).find("**Bits (位)"), std::string::npos);
}
