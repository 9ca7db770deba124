"""Print the app's version (pyproject.toml [project] version) for the installer recipes:
python packaging/version.py"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine.version import read_version  # noqa: E402

if __name__ == "__main__":
    print(read_version(os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "pyproject.toml")))
