"""Runs one pytest file for ctest: exit 77 (shown as skipped) when pytest or numpy is missing."""
import sys

try:
    import numpy  # noqa: F401
    import pytest
except ImportError as e:
    print(f"skipped: {e.name} is not installed for {sys.executable} (apt-get install python3-pytest python3-numpy)")
    sys.exit(77)

sys.exit(pytest.main(["-q", "-p", "no:cacheprovider", *sys.argv[1:]]))
