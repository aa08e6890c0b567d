"""simtloom: a retargetable GPU instruction-set toolchain and SIMT simulator, in process.

The C++ library itself (no subprocess, no parsing of the command's output):

    >>> import numpy as np, simtloom
    >>> t = simtloom.Target("wisa")
    >>> t.decode(t.encode("add v1, v2, v3")).text
    'add v1, v2, v3'
    >>> x, y = np.ones(256, np.float32), np.zeros(257, np.float32)
    >>> r = simtloom.run(open("examples/saxpy/saxpy.s").read(), grid=2, workgroup=128,
    ...                  args=[x, y, np.float32(2.5), np.uint32(256)])
    >>> float(y[0]), r.stats["instructions"] > 0
    (2.5, True)

See python/README.md and the type stubs (__init__.pyi) for every call.
"""
from ._simtloom import (
    AssemblyError,
    DecodeError,
    DescriptionError,
    Diagnostic,
    Error,
    Instruction,
    KernelTrap,
    LaunchError,
    Operand,
    Result,
    SimulationError,
    Target,
    load_launch,
    run,
    targets,
)

__version__ = "0.1.0"

__all__ = [
    "AssemblyError",
    "DecodeError",
    "DescriptionError",
    "Diagnostic",
    "Error",
    "Instruction",
    "KernelTrap",
    "LaunchError",
    "Operand",
    "Result",
    "SimulationError",
    "Target",
    "load_launch",
    "run",
    "targets",
]
