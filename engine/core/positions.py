"""What every game's position files share: the error that names the key path, and the checks of
a document's keys and whole numbers (each game's position.py reads its own pieces)."""
from __future__ import annotations


class PositionError(ValueError):
    """A position document is wrong; the message names the key path."""


def fail(path: str, problem: str):
    raise PositionError(f"{path}: {problem}" if path else problem)


def check_keys(obj, spec: dict, path: str) -> None:
    """`obj` is an object with only the keys of `spec` (key -> required) and every required one."""
    if not isinstance(obj, dict):
        fail(path, f"expected an object, got {type(obj).__name__}")
    for k in obj:
        if k not in spec:
            fail(f"{path}.{k}" if path else k, f"unknown key (allowed: {', '.join(spec)})")
    for k, required in spec.items():
        if required and k not in obj:
            fail(f"{path}.{k}" if path else k, "missing key")


def whole(v, path: str, lo=None, hi=None) -> int:
    """A whole number (not a bool, not a float), within [lo, hi] when given."""
    if isinstance(v, bool) or not isinstance(v, int):
        fail(path, f"expected a whole number, got {v!r}")
    if (lo is not None and v < lo) or (hi is not None and v > hi):
        fail(path, f"expected {lo} to {hi}, got {v}")
    return v
