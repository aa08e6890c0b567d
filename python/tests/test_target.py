"""simtloom.targets, Target: assemble, disassemble, decode, encode against the command line."""
import pytest

import simtloom
from conftest import ROOT, command

SAXPY = (ROOT / "examples/saxpy/saxpy.s").read_text()


def test_targets_are_the_commands():
    listed = [line.split()[0] for line in command("targets").stdout.decode().splitlines()]
    assert simtloom.targets() == listed
    assert "wisa" in listed and "gfx11" in listed


def test_target_by_name_and_from_dir():
    t = simtloom.Target("wisa")
    assert t.name == "wisa" and t.unit_bytes == 4
    d = simtloom.Target.from_dir(str(ROOT / "isa/wisa"))
    assert d.name == "wisa"
    assert d.assemble(SAXPY, format="bin") == t.assemble(SAXPY, format="bin")


def test_unknown_target_suggests_the_closest():
    with pytest.raises(simtloom.DescriptionError) as e:
        simtloom.Target("gfx1l")
    assert isinstance(e.value, ValueError)
    d = e.value.diagnostics
    assert d and d[0].severity == "error" and "gfx11" in str(e.value)


def test_from_dir_reports_a_missing_description(tmp_path):
    with pytest.raises(simtloom.DescriptionError) as e:
        simtloom.Target.from_dir(str(tmp_path))
    assert e.value.diagnostics[0].severity == "error"


@pytest.mark.parametrize("fmt,flag", [("bin", "bin"), ("elf", "elf")])
def test_assemble_equals_the_command(tmp_path, fmt, flag):
    out = tmp_path / f"saxpy.{fmt}"
    command("asm", "examples/saxpy/saxpy.s", "-f", flag, "-o", out)
    got = simtloom.Target("wisa").assemble(SAXPY, filename="examples/saxpy/saxpy.s", format=fmt)
    assert got == out.read_bytes()


def test_assembly_error_has_the_commands_messages(tmp_path):
    bad = "\tadd v1, v2\n\tfrobnicate v0\n"
    src = tmp_path / "bad.s"
    src.write_text(bad)
    cli = command("asm", src, "-o", tmp_path / "bad.o", check=False)
    assert cli.returncode == 1
    with pytest.raises(simtloom.AssemblyError) as e:
        simtloom.Target("wisa").assemble(bad, filename=str(src))
    assert str(e.value) == cli.stderr.decode().rstrip("\n")
    d = e.value.diagnostics
    assert [x.line for x in d if x.severity == "error"] == [1, 2]
    assert d[0].file == str(src) and d[0].column > 0 and d[0].message
    assert any(x.note for x in d)  # 'frobnicate' gets a suggestion or a hint


def test_assemble_rejects_an_unknown_format():
    with pytest.raises(ValueError, match="use 'elf' or 'bin'"):
        simtloom.Target("wisa").assemble(SAXPY, format="hex")


@pytest.mark.parametrize("target,source", [("wisa", "examples/saxpy/saxpy.s"), ("gfx11", "examples/gfx11/saxpy.s")])
def test_disassemble_equals_the_command(tmp_path, target, source):
    obj = tmp_path / "k.o"
    command("asm", "-t", target, source, "-o", obj)
    cli = command("dis", "-t", target, obj).stdout.decode()
    assert simtloom.Target(target).disassemble(obj.read_bytes()) == cli
    if target == "gfx11":
        return  # clang's code object has a .rodata (the kernel descriptor): no raw form
    raw = tmp_path / "k.bin"
    command("asm", "-t", target, source, "-f", "bin", "-o", raw)
    cli_raw = command("dis", "-t", target, "--raw", raw).stdout.decode()
    assert simtloom.Target(target).disassemble(bytearray(raw.read_bytes())) == cli_raw
    nocomment = command("dis", "-t", target, "--raw", "--no-comments", raw).stdout.decode()
    assert simtloom.Target(target).disassemble(raw.read_bytes(), comments=False) == nocomment


def test_disassemble_bad_bytes():
    t = simtloom.Target("wisa")
    assert ".word" in t.disassemble(b"\xff\xff\xff\xff")  # undecodable units print as data
    with pytest.raises(simtloom.DecodeError):
        t.disassemble(b"\x7fELF" + b"\x00" * 12)  # a truncated ELF header
    with pytest.raises(TypeError, match="bytes-like"):
        t.disassemble("add v1, v2, v3")


def test_decode_fields_and_operands():
    t = simtloom.Target("wisa")
    word = t.encode("add v1, v2, v3")
    assert len(word) == 4
    i = t.decode(word)
    assert (i.mnemonic, i.text, i.length, i.bytes) == ("add", "add v1, v2, v3", 4, word)
    assert i.variant
    assert [(o.kind, o.value, o.text) for o in i.operands] == [("reg", 1, "v1"), ("reg", 2, "v2"), ("reg", 3, "v3")]
    # the register fields hold the operands' indices
    assert {1, 2, 3} <= set(i.fields.values())


def test_decode_at_an_offset_and_every_instruction_round_trips():
    t = simtloom.Target("wisa")
    code = t.assemble(SAXPY, format="bin")
    listing = [l.split("//")[0].strip() for l in t.disassemble(code).splitlines() if l.startswith("\t") and not l.startswith("\t.")]
    offset, texts = 0, []
    while offset < len(code):
        i = t.decode(code, offset)
        texts.append(i.text)
        if i.operands and all(o.kind != "pcrel" for o in i.operands):
            assert t.encode(i.text) == code[offset:offset + i.length]
        offset += i.length
    assert [x.text for x in t.decode_all(code)] == texts
    assert len(texts) == len(listing)


def assert_like_the_command(t, texts, tmp_path, *flags):
    """Each text encodes as `simtloom asm FLAGS` writes it, and its bytes decode back to it."""
    for text in texts:
        src = tmp_path / "one.s"
        src.write_text(f"\t{text}\n")
        out = tmp_path / "one.bin"
        command("asm", *flags, src, "-f", "bin", "-o", out)
        assert t.encode(text) == out.read_bytes()
        i = t.decode(out.read_bytes())
        assert i.length == len(out.read_bytes()) and i.text == text


def test_gfx11_decode_and_encode_agree_with_the_command(tmp_path):
    assert_like_the_command(simtloom.Target("gfx11"), ["s_mov_b32 s0, s1", "v_add_f32_e32 v1, v2, v3", "v_mov_b32_e32 v0, 0x12345678"],
                            tmp_path, "-t", "gfx11")


def test_gfx11_wave64_mode_is_the_commands(tmp_path):
    t = simtloom.Target("gfx11+wave64")
    assert_like_the_command(t, ["v_cmp_eq_u32_e64 s[4:5], v1, v2", "v_cndmask_b32_e32 v0, v1, v2, vcc", "v_add_co_u32 v0, vcc, v1, v2"],
                            tmp_path, "-t", "gfx11", "--mode", "wave64")
    assert simtloom.Target("gfx11").decode(t.encode("v_cmp_eq_u32_e64 s[4:5], v1, v2")).text == "v_cmp_eq_u32_e64 s4, v1, v2"
    with pytest.raises(simtloom.DescriptionError, match="has no mode 'wave65'"):
        simtloom.Target("gfx11+wave65")


def test_decode_errors():
    t = simtloom.Target("wisa")
    with pytest.raises(simtloom.DecodeError, match="no wisa instruction"):
        t.decode(b"\xff\xff\xff\xff")
    with pytest.raises(simtloom.DecodeError, match="truncated"):
        t.decode(t.encode("add v1, v2, v3")[:2])
    with pytest.raises(IndexError):
        t.decode(b"\x00" * 4, 4)
    with pytest.raises(IndexError):
        t.decode(b"\x00" * 4, -1)
    with pytest.raises(TypeError):
        t.decode(1234)


def test_encode_errors():
    t = simtloom.Target("wisa")
    with pytest.raises(simtloom.AssemblyError) as e:
        t.encode("add v1, v2, v999")
    assert e.value.diagnostics[0].file == "<string>"
    with pytest.raises(ValueError, match="one instruction"):
        t.encode("add v1, v2, v3\nadd v1, v2, v3")
    with pytest.raises(ValueError, match="one instruction"):
        t.encode("")
