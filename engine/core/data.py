"""Strict YAML loading into frozen, typed records.

Declare records as frozen dataclasses; `load_yaml(path, Schema)` reads the file with
`safe_load` and builds the record, refusing unknown keys, missing keys, wrong types and
bad enum values with a DataError naming the file and the key path (e.g.
`tiles.yaml: tiles[12].edges[3]: expected one of mountain, forest, ...`).
Cross-record checks (dangling references, component counts) belong to each game's loader,
which raises DataError through `fail()` with the same file/path style.

Supported field types: str, int, float, bool, Text, Literal[...], X | None, tuple[X, ...],
dict[str, X] (stored read-only), and nested record dataclasses. Fields with a default
may be omitted.
"""
from __future__ import annotations

import dataclasses
import os
import types
import typing
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Literal, get_args, get_origin

import yaml

from .errors import DataError

GAMEDATA_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                            "gamedata")


def gamedata_dir() -> str:
    """gamedata/ beside the source tree, or inside a PyInstaller bundle."""
    import sys
    base = getattr(sys, "_MEIPASS", None)
    if base:
        return os.path.join(base, "gamedata")
    return GAMEDATA_DIR


@dataclass(frozen=True)
class Text:
    """A bilingual text; both languages are required."""
    en: str
    fr: str

    def get(self, lang, default=None):
        return getattr(self, lang, default)


def fail(file: str, path: str, problem: str):
    raise DataError(file, path, problem)


def read_yaml(path: str):
    name = os.path.basename(path)
    try:
        with open(path, encoding="utf-8") as f:
            return yaml.safe_load(f)
    except FileNotFoundError:
        fail(name, "", "file not found")
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        where = f"line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        fail(name, where, f"not valid YAML ({getattr(e, 'problem', e)})")


def load_yaml(path: str, schema: type):
    """Read one YAML file into a record of type `schema`."""
    return build(read_yaml(path), schema, os.path.basename(path), "")


@lru_cache(maxsize=None)
def _hints(cls) -> dict:
    return typing.get_type_hints(cls)


def _join(path: str, key) -> str:
    if isinstance(key, int):
        return f"{path}[{key}]"
    return f"{path}.{key}" if path else str(key)


def _tname(tp) -> str:
    return getattr(tp, "__name__", str(tp))


def build(value: Any, tp, file: str, path: str):  # noqa: C901 - the strict loader's one type switch over every field kind
    """Check `value` against type `tp` and convert it; DataError on any mismatch."""
    origin = get_origin(tp)
    if tp is Any:
        return value
    if origin in (typing.Union, types.UnionType):
        args = get_args(tp)
        if value is None and type(None) in args:
            return None
        inner = [a for a in args if a is not type(None)]
        if len(inner) == 1:
            return build(value, inner[0], file, path)
        for a in inner:
            try:
                return build(value, a, file, path)
            except DataError:
                continue
        fail(file, path, f"expected one of {', '.join(_tname(a) for a in inner)}")
    if origin is Literal:
        allowed = get_args(tp)
        if value not in allowed:
            fail(file, path, f"expected one of {', '.join(map(str, allowed))}, got {value!r}")
        return value
    if origin is tuple:
        args = get_args(tp)
        if not isinstance(value, list):
            fail(file, path, f"expected a list, got {type(value).__name__}")
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(build(v, args[0], file, _join(path, i)) for i, v in enumerate(value))
        if len(value) != len(args):
            fail(file, path, f"expected a list of {len(args)} items, got {len(value)}")
        return tuple(build(v, a, file, _join(path, i)) for i, (v, a) in enumerate(zip(value, args)))
    if origin is dict:
        ktp, vtp = get_args(tp)
        if not isinstance(value, dict):
            fail(file, path, f"expected a mapping, got {type(value).__name__}")
        out = {}
        for k, v in value.items():
            out[build(k, ktp, file, _join(path, k))] = build(v, vtp, file, _join(path, k))
        return types.MappingProxyType(out)
    if dataclasses.is_dataclass(tp):
        return _build_record(value, tp, file, path)
    if tp is bool:
        if not isinstance(value, bool):
            fail(file, path, f"expected true or false, got {value!r}")
        return value
    if tp is int:
        if isinstance(value, bool) or not isinstance(value, int):
            fail(file, path, f"expected a whole number, got {value!r}")
        return value
    if tp is float:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            fail(file, path, f"expected a number, got {value!r}")
        return float(value)
    if tp is str:
        if not isinstance(value, str):
            fail(file, path, f"expected text, got {value!r}")
        return value
    raise TypeError(f"unsupported schema type {tp!r} at {path}")


def _build_record(value, cls, file, path):
    if not isinstance(value, dict):
        fail(file, path, f"expected a mapping for {cls.__name__}, got {type(value).__name__}")
    hints = _hints(cls)
    fields = {f.name: f for f in dataclasses.fields(cls)}
    for key in value:
        if key not in fields:
            fail(file, _join(path, key), f"unknown key (allowed: {', '.join(fields)})")
    kwargs = {}
    for name, f in fields.items():
        if name in value:
            kwargs[name] = build(value[name], hints[name], file, _join(path, name))
        elif f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
            fail(file, _join(path, name), "missing key")
    return cls(**kwargs)


def check_unique(file: str, path: str, ids) -> None:
    seen = set()
    for i, x in enumerate(ids):
        if x in seen:
            fail(file, f"{path}[{i}]", f"duplicate id {x!r}")
        seen.add(x)


def check_ref(file: str, path: str, ref, known, what: str = "id") -> None:
    if ref not in known:
        fail(file, path, f"unknown {what} {ref!r}")


def check_count(file: str, path: str, actual: int, expected: int, what: str) -> None:
    if actual != expected:
        fail(file, path, f"expected {expected} {what}, found {actual}")
