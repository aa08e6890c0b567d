"""The examples in the package's docstring run as written (from the repository's root)."""
import doctest
import os

import simtloom
from conftest import ROOT


def test_package_docstring_examples():
    here = os.getcwd()
    os.chdir(ROOT)
    try:
        failed, attempted = doctest.testmod(simtloom)
    finally:
        os.chdir(here)
    assert attempted > 0 and failed == 0


def stub_names():
    """Top-level classes and functions of the stubs, with each class's members."""
    import ast

    tree = ast.parse((ROOT / "python/simtloom/__init__.pyi").read_text())
    names = {}
    for node in tree.body:
        if isinstance(node, ast.ClassDef):
            names[node.name] = {n.name for n in node.body if isinstance(n, ast.FunctionDef) and not n.name.startswith("__")}
            names[node.name] |= {n.target.id for n in node.body if isinstance(n, ast.AnnAssign)}
        elif isinstance(node, ast.FunctionDef):
            names[node.name] = set()
    return names


def test_stubs_describe_the_module():
    stubs = stub_names()
    assert set(simtloom.__all__) == set(stubs)
    for name, members in stubs.items():
        obj = getattr(simtloom, name)
        assert obj.__doc__, f"{name} has no docstring"
        if isinstance(obj, type) and not issubclass(obj, BaseException):
            missing = {m for m in members if not hasattr(obj, m)}
            assert not missing, f"{name} lacks {missing}"
            real = {m for m in dir(obj) if not m.startswith("_")}
            assert real <= members, f"the stubs of {name} lack {real - members}"
