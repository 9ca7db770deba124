"""The app's one version number, read at run time from pyproject.toml ([project] version).

pyproject.toml sits beside main.py in a source checkout and is bundled as data at the bundle's
root by pyinstaller.spec, so the same lookup works in both. Packaging scripts (the .deb, the
Inno Setup and macOS recipes) read it from the same file.
"""
from __future__ import annotations

import functools
import os
import sys
import tomllib

UNKNOWN = "0.0.0+unknown"


def root_dir() -> str:
    """The source checkout, or the folder a PyInstaller bundle unpacks its data into."""
    return getattr(sys, "_MEIPASS", None) or os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def read_version(pyproject: str) -> str:
    with open(pyproject, "rb") as f:
        return str(tomllib.load(f)["project"]["version"])


@functools.cache
def app_version() -> str:
    """The version, or UNKNOWN if pyproject.toml is missing or has none (never raises: a
    missing number must not stop the app from starting)."""
    try:
        return read_version(os.path.join(root_dir(), "pyproject.toml"))
    except (OSError, KeyError, TypeError, tomllib.TOMLDecodeError):
        return UNKNOWN


APP_VERSION = app_version()
