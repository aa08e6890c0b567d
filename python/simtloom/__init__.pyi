# Type stubs of the simtloom package (its compiled part, _simtloom).
from typing import Any, Literal, Mapping, Sequence, Union

import numpy as np
import numpy.typing as npt

__version__: str

BytesLike = Union[bytes, bytearray, memoryview]
Dims = Union[int, Sequence[int]]
# An argument: an array (a buffer; copied in, and back out after the run) or a numpy scalar.
Arg = Union[npt.NDArray[Any], np.generic]

class Diagnostic:
    """One message of the library, as the command prints it (str() gives the same text)."""
    @property
    def file(self) -> str: ...
    @property
    def line(self) -> int: ...
    @property
    def column(self) -> int: ...
    @property
    def severity(self) -> Literal["error", "warning", "note"]: ...
    @property
    def message(self) -> str: ...
    @property
    def note(self) -> str: ...

class Error(Exception):
    """Base of simtloom's errors."""
    diagnostics: list[Diagnostic]

class DescriptionError(Error, ValueError): ...
class AssemblyError(Error, ValueError): ...
class DecodeError(Error, ValueError): ...
class LaunchError(Error, ValueError): ...

class SimulationError(Error, RuntimeError):
    """The run stopped on a fault outside any instruction."""
    result: Result

class KernelTrap(Error):
    """The kernel trapped; the fields of the trap report, and memory as the kernel left it."""
    cause: int
    name: str
    info: int
    pc: int
    source: str
    report: str
    result: Result

class Operand:
    @property
    def name(self) -> str: ...
    @property
    def kind(self) -> Literal["reg", "uimm", "simm", "pcrel", "enum", "keyed", "fieldset", "pattern", "src"]: ...
    @property
    def value(self) -> int: ...
    @property
    def text(self) -> str: ...

class Instruction:
    @property
    def mnemonic(self) -> str: ...
    @property
    def text(self) -> str: ...
    @property
    def length(self) -> int: ...
    @property
    def variant(self) -> str: ...
    @property
    def operands(self) -> list[Operand]: ...
    @property
    def fields(self) -> dict[str, int]: ...
    @property
    def bytes(self) -> bytes: ...

class Target:
    """An instruction set: Target("gfx11") for a built-in one, Target.from_dir(path) for a description."""
    def __init__(self, name: str) -> None: ...
    @staticmethod
    def from_dir(path: str) -> Target: ...
    @property
    def name(self) -> str: ...
    @property
    def title(self) -> str: ...
    @property
    def unit_bytes(self) -> int: ...
    @property
    def max_bytes(self) -> int: ...
    def assemble(self, text: str, *, filename: str = "<string>", format: Literal["elf", "bin"] = "elf") -> bytes:
        """An ELF object, or .text's bytes; AssemblyError with the command's diagnostics."""
    def disassemble(self, data: BytesLike, *, comments: bool = True) -> str:
        """The listing of an ELF image or of raw code, as `simtloom dis` prints it."""
    def decode(self, data: BytesLike, offset: int = 0) -> Instruction:
        """The instruction at `offset`; DecodeError when no instruction encodes the bytes there."""
    def decode_all(self, data: BytesLike) -> list[Instruction]:
        """Every instruction of raw code, from its start."""
    def encode(self, text: str) -> bytes:
        """The bytes of one instruction."""

class Result:
    @property
    def ok(self) -> bool: ...
    @property
    def stats(self) -> dict[str, Any]:
        """The dict `simtloom run --stats` writes; array arguments are named arg0, arg1 ... by position."""
    @property
    def buffers(self) -> list[npt.NDArray[Any]]:
        """Each array argument after the run, in the order of args."""
    @property
    def hazards(self) -> list[dict[str, Any]]: ...
    @property
    def globals(self) -> dict[str, int]: ...
    @property
    def trace(self) -> str | None:
        """run(trace=True): the trace-event JSON `simtloom run --trace` writes."""
    @property
    def instructions(self) -> int: ...
    @property
    def cycles(self) -> int | None:
        """Timing mode: the launch's cycles."""
    @property
    def stall_breakdown(self) -> dict[str, int] | None:
        """Timing mode: warp-cycles by stall reason."""

def targets() -> list[str]: ...

def run(
    program: Union[str, BytesLike],
    *,
    target: str | Target = "wisa",
    kernel: str | None = None,
    grid: Dims | None = None,
    workgroup: Dims | None = None,
    args: Sequence[Arg] = (),
    timing: bool = False,
    config: str | None = None,
    max_instructions: int | None = None,
    shared_bytes: int | None = None,
    cores: int | None = None,
    warp_width: int | None = None,
    entry: str | None = None,
    lanes: int | None = None,
    loop: Dims | None = None,
    globals: Mapping[str, Arg] | None = None,
    filename: str = "<string>",
    trace: bool = False,
    threads: int | None = None,
    fatal_hazards: bool = False,
    fatal_races: bool = False,
    race_check: bool = True,
) -> Result:
    """Runs a kernel as `simtloom run` does: `program` is source text or an object's bytes.

    Kernels (wisa, gfx11) take kernel, grid, workgroup, args, shared_bytes; block programs
    (linx041) take entry, lanes, loop and globals. `config` is a device configuration file
    (YAML) and implies the timing model; trace=True records the timing model's trace
    (Result.trace), threads is its host threads. max_instructions is the watchdog (0: none);
    fatal_hazards, fatal_races and race_check=False are the command's --fatal-hazards,
    --fatal-races and --no-race-check. `target` is a name or a Target (Target.from_dir too).
    Raises AssemblyError, LaunchError (the launch cannot start), TypeError (an argument that
    is neither an array nor a numpy scalar, or an unsupported dtype), KernelTrap and
    SimulationError (their .result holds memory as the kernel left it). The GIL is released
    while the kernel runs.
    """

def load_launch(path: str, *, target: str = "wisa") -> dict[str, Any]:
    """A launch file as run()'s keywords (kernel, grid, workgroup, args, ...), read by the
    command's reader: buffers hold the initial contents the command would place."""
