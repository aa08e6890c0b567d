"""simtloom.run: the same launch as the command's, numpy buffers in and out, errors as exceptions."""
import threading

import numpy as np
import pytest

import simtloom
from conftest import ROOT, command, command_stats, fnv1a

SAXPY = (ROOT / "examples/saxpy/saxpy.s").read_text()
BAD = (ROOT / "tests/wisa/run-err/bad.s").read_text()
# What differs between two runs of one launch: the host's time.
VOLATILE = {"wall_seconds", "active_lane_instructions_per_second"}

WISA = ["vadd", "saxpy", "reduce", "matmul", "histogram", "scan", "bitonic", "collatz"]
GFX11 = ["vadd", "saxpy", "reduce", "matmul", "histogram", "scan", "bitonic", "collatz"]
LINX = ["saxpy", "reduce", "diverge", "fpcvt", "halves"]


def saxpy(n, a=2.5):
    x = np.arange(n, dtype=np.float32)
    y = np.full(n + 1, -1.0, dtype=np.float32)
    return x, y, [x, y, np.float32(a), np.uint32(n)]


def test_saxpy_buffers_in_and_out():
    x, y, args = saxpy(1000)
    r = simtloom.run(SAXPY, grid=8, workgroup=128, args=args)
    expect = np.append(2.5 * np.arange(1000, dtype=np.float32) - 1, np.float32(-1))
    assert np.array_equal(y, expect)  # written back into the array passed
    assert np.array_equal(r.buffers[1], expect) and np.array_equal(r.buffers[0], x)
    assert r.ok and r.cycles is None and r.stall_breakdown is None
    assert r.stats["kernel"] == "saxpy" and r.stats["result"] == "PASS"
    assert r.instructions == r.stats["instructions"] > 0
    assert r.stats["buffer_digest"] == {"arg0": fnv1a(x.tobytes()), "arg1": fnv1a(y.tobytes())}


def test_program_as_an_object_and_read_only_arrays():
    obj = simtloom.Target("wisa").assemble(SAXPY)
    x, y, args = saxpy(256)
    x.flags.writeable = False
    r = simtloom.run(obj, kernel="saxpy", grid=(2,), workgroup=[128, 1, 1], args=args)
    assert np.array_equal(r.buffers[1][:256], 2.5 * x - 1)


def test_strided_and_multidimensional_arrays_are_written_back():
    n = 64
    backing = np.zeros((2, n + 1), dtype=np.float32)
    x = np.arange(2 * n, dtype=np.float32)[::2]  # a strided view: copied in C order
    y = backing[1]  # a row of a 2-D array
    simtloom.run(SAXPY, grid=1, workgroup=n, args=[x, y, np.float32(2.0), np.uint32(n)])
    assert np.array_equal(backing[1, :n], 2 * np.arange(0, 2 * n, 2, dtype=np.float32))
    assert not backing[0].any() and backing[1, n] == 0


def test_the_same_array_twice_is_one_buffer():
    x = np.ones(33, dtype=np.float32)
    r = simtloom.run(SAXPY, grid=1, workgroup=32, args=[x, x, np.float32(1.0), np.uint32(32)])
    assert len(r.buffers) == 1 and np.array_equal(x[:32], np.full(32, 2, np.float32))  # y = 1 * y + y


def test_an_array_too_small_for_the_kernel_traps():
    x = np.ones(16, dtype=np.float32)
    y = np.ones(16, dtype=np.float32)
    with pytest.raises(simtloom.KernelTrap) as e:
        simtloom.run(SAXPY, grid=1, workgroup=64, args=[x, y, np.float32(1.0), np.uint32(64)])
    assert e.value.name == "access_fault" and "'arg0'" in e.value.report


def test_too_much_data_for_a_launch():
    big = np.lib.stride_tricks.as_strided(np.zeros(1, np.uint8), shape=(1 << 31,), strides=(0,))
    with pytest.raises(simtloom.LaunchError, match="at most 1 GiB"):
        simtloom.run(SAXPY, grid=1, workgroup=1, args=[big])


def load(target, name):
    folder = {"wisa": f"examples/{name}", "gfx11": "examples/gfx11", "linx041": "examples/linx041"}[target]
    return ROOT / folder / f"{name}.s", ROOT / folder / f"{name}.yaml"


def launch_keywords(launch):
    keys = ("kernel", "grid", "workgroup", "shared_bytes", "entry", "lanes", "loop", "globals")
    return {k: launch[k] for k in keys if k in launch}


@pytest.mark.parametrize("target,name", [("wisa", n) for n in WISA] + [("gfx11", n) for n in GFX11] + [("linx041", n) for n in LINX])
def test_every_example_equals_the_command(tmp_path, collatz_data, target, name):
    source, launch_file = load(target, name)
    launch = simtloom.load_launch(str(launch_file), target=target)
    r = simtloom.run(source.read_text(), target=target, args=launch["args"], filename=str(source), **launch_keywords(launch))
    p, cli = command_stats(tmp_path, "-t", target, source, "--launch", launch_file)
    assert p.returncode == 0, p.stderr.decode()
    mine = {k: v for k, v in r.stats.items() if k not in VOLATILE}
    theirs = {k: v for k, v in cli.items() if k not in VOLATILE}
    # The same buffers: each argument's digest under the launch file's name.
    digests = mine.pop("buffer_digest", {})
    theirs_digests = theirs.pop("buffer_digest", {})
    names = {f"arg{i}": n for i, n in enumerate(launch["arg_buffers"]) if n is not None}
    names.update({g: n for g, n in launch.get("global_buffers", {}).items() if n is not None})
    assert len(digests) == len(names) == len(r.buffers)
    for key, digest in digests.items():
        assert digest == theirs_digests[names[key]], f"buffer {names[key]}"
    assert sorted(fnv1a(b.tobytes()) for b in r.buffers) == sorted(digests.values())  # the arrays returned
    assert mine == theirs


def test_timing_mode_equals_the_command(tmp_path):
    source, launch_file = load("wisa", "matmul")
    launch = simtloom.load_launch(str(launch_file))
    r = simtloom.run(source.read_text(), args=launch["args"], timing=True, **launch_keywords(launch))
    _, cli = command_stats(tmp_path, source, "--launch", launch_file, "--timing")
    assert r.cycles == cli["timing"]["cycles"] > 0
    assert r.stall_breakdown == cli["timing"]["stall_cycles"] and sum(r.stall_breakdown.values()) > 0
    assert r.stats["timing"] == cli["timing"]


def test_trace_threads_and_a_target_object(tmp_path):
    import json

    source, launch_file = load("wisa", "matmul")
    launch = simtloom.load_launch(str(launch_file))
    target = simtloom.Target.from_dir(str(ROOT / "isa/wisa"))
    r = simtloom.run(source.read_text(), target=target, args=launch["args"], trace=True, threads=2, **launch_keywords(launch))
    _, cli = command_stats(tmp_path, source, "--launch", launch_file, "--trace", tmp_path / "t.json", "--threads", "2")
    assert r.stats["timing"] == cli["timing"]
    assert json.loads(r.trace) == json.loads((tmp_path / "t.json").read_text())
    with pytest.raises(TypeError, match="simtloom.Target"):
        simtloom.run(source.read_text(), target=3, args=launch["args"], **launch_keywords(launch))


def test_a_trapping_kernel_raises_with_the_report(tmp_path):
    a = np.arange(1024, dtype=np.uint32)
    with pytest.raises(simtloom.KernelTrap) as e:
        simtloom.run(BAD, kernel="past_end", grid=1, workgroup=40, args=[a, np.uint64(0)], filename="tests/wisa/run-err/bad.s")
    t = e.value
    p, cli = command_stats(tmp_path, "tests/wisa/run-err/bad.s", "--launch", "tests/wisa/run-err/out-of-bounds.yaml")
    assert p.returncode == 1
    assert {"cause": t.cause, "name": t.name, "info": t.info, "pc": t.pc, "source": t.source} == cli["trap"]
    assert t.name == "access_fault" and "access_fault" in str(e.value) and "pc 0x" in t.report
    assert t.result.stats["trap"] == cli["trap"] and t.result.stats["result"] == "FAIL"
    assert np.array_equal(t.result.buffers[0], np.arange(1024, dtype=np.uint32))


def test_the_watchdog_traps():
    x, y, args = saxpy(4096)
    with pytest.raises(simtloom.KernelTrap) as e:
        simtloom.run(SAXPY, grid=32, workgroup=128, args=args, max_instructions=10)
    assert "watchdog" in e.value.name or "watchdog" in e.value.report


def test_bad_source_raises_assembly_error():
    with pytest.raises(simtloom.AssemblyError) as e:
        simtloom.run("\tfrobnicate v0\n", grid=1, workgroup=1)
    assert e.value.diagnostics[0].line == 1


@pytest.mark.parametrize("bad,error,match", [
    (np.zeros(8, dtype=np.float16), TypeError, "float16"),
    (np.zeros(8, dtype=np.complex64), TypeError, "complex64"),
    (np.zeros(8, dtype=">f4"), TypeError, "little-endian"),
    (7, TypeError, "numpy scalar"),
    (2.5, TypeError, "numpy scalar"),
    ("x", TypeError, "numpy"),
    (np.bool_(True), TypeError, "bool"),
])
def test_wrong_argument_types(bad, error, match):
    x, y, args = saxpy(16)
    args[2] = bad
    with pytest.raises(error, match=match):
        simtloom.run(SAXPY, grid=1, workgroup=16, args=args)


def test_wrong_sizes_and_shapes():
    x, y, args = saxpy(16)
    with pytest.raises(simtloom.LaunchError, match="size mismatch.*arg_bytes 24"):
        simtloom.run(SAXPY, grid=1, workgroup=16, args=args[:3])
    with pytest.raises(simtloom.LaunchError, match="size mismatch"):
        simtloom.run(SAXPY, grid=1, workgroup=16, args=[x, y, np.float64(2.5), np.uint32(16)])
    with pytest.raises(simtloom.LaunchError, match="too large"):
        simtloom.run(SAXPY, grid=1, workgroup=(64, 32), args=args)
    with pytest.raises(simtloom.LaunchError, match="no 'grid'"):
        simtloom.run(SAXPY, workgroup=16, args=args)
    with pytest.raises(ValueError, match="1 to"):
        simtloom.run(SAXPY, grid=0, workgroup=16, args=args)
    with pytest.raises(ValueError, match="dimensions"):
        simtloom.run(SAXPY, grid=(1, 1, 1, 1), workgroup=16, args=args)
    with pytest.raises(TypeError):
        simtloom.run(SAXPY, grid="4", workgroup=16, args=args)


def test_launch_errors_name_what_to_fix():
    x, y, args = saxpy(16)
    with pytest.raises(simtloom.LaunchError, match="did you mean 'saxpy'") as e:
        simtloom.run(SAXPY, kernel="saxpi", grid=1, workgroup=16, args=args)
    assert e.value.diagnostics[0].file == "simtloom.run(kernel=...)"
    with pytest.raises(simtloom.LaunchError, match="defines no kernel"):
        simtloom.run(b"\x00\x00\x00\x00", grid=1, workgroup=16, args=args)
    with pytest.raises(simtloom.DescriptionError):
        simtloom.run(SAXPY, target="nope", grid=1, workgroup=16, args=args)
    with pytest.raises(simtloom.LaunchError, match="no simulator"):
        simtloom.run("", target="sm90", grid=1, workgroup=16)
    with pytest.raises(ValueError, match="takes no 'grid='"):
        simtloom.run("", target="linx041", grid=1)


def test_runs_from_several_threads_agree():
    source, launch_file = load("wisa", "matmul")
    text = source.read_text()
    launch = simtloom.load_launch(str(launch_file))
    serial = simtloom.run(text, args=[np.copy(a) if isinstance(a, np.ndarray) else a for a in launch["args"]], **launch_keywords(launch))
    results = [None] * 4

    def one(i):
        args = [np.copy(a) if isinstance(a, np.ndarray) else a for a in launch["args"]]
        results[i] = simtloom.run(text, args=args, **launch_keywords(launch))

    threads = [threading.Thread(target=one, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for r in results:
        assert r.stats["buffer_digest"] == serial.stats["buffer_digest"]
        assert r.stats["instructions"] == serial.stats["instructions"]
