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
