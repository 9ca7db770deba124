"""Strict YAML loading into frozen, typed records.

Declare records as frozen dataclasses; `load_yaml(path, Schema)` reads the file with
`safe_load` and builds the record, refusing unknown keys, missing keys, wrong types and
bad enum values with a DataError naming the file and the key path (e.g.
`tiles.yaml: tiles[12].edges[3]: expected one of mountain, forest, ...`).
Cross-record checks (dangling references, component counts) belong to each game's loader,
which raises DataError through `fail()` with the same file/path style.

The reader refuses what safe_load alone lets through: duplicate keys, bytes that are not
UTF-8 (named with their offset), nesting deeper than MAX_DEPTH, aliases that expand past
MAX_NODES nodes, files over MAX_BYTES; every message is cut to a readable length.

Supported field types: str, int, float, bool, Text, Literal[...], X | None, tuple[X, ...],
dict[str, X] (stored read-only), and nested record dataclasses. Fields with a default
may be omitted. Every number gets the values that make sense for it: `Int[0, 10]` is a
whole number from 0 to 10, `Num[0, 1]` any number from 0 to 1 (both ends included); a value
out of range is a DataError naming the file and the key. `numeric_fields(schema)` lists the
numbers a schema holds and their ranges (a test checks that every one has a range).
"""
from __future__ import annotations

import dataclasses
import math
import os
import reprlib
import stat
import types
import typing
from dataclasses import dataclass
from functools import cache
from typing import Annotated, Any, Literal, get_args, get_origin

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


class LoadedOnUse:
    """A game's `data` attribute read from disk on first use, not when the registry builds every
    game at start-up (the game keeps it in `_data`; a test may hand its own)."""

    def __init__(self, load):
        self.load = load

    def __get__(self, game, owner=None):
        if game is None:
            return self
        if game._data is None:
            game._data = self.load()
        return game._data


@dataclass(frozen=True)
class Text:
    """A bilingual text; both languages are required."""
    en: str
    fr: str

    def get(self, lang, default=None):
        return getattr(self, lang, default)


@dataclass(frozen=True)
class Range:
    """The values a number of the data may take, both ends included."""
    low: float
    high: float

    def __contains__(self, value) -> bool:
        return self.low <= value <= self.high


class Int:
    """`Int[low, high]`: a whole number from low to high (e.g. `cost: Int[0, 10] = 0`)."""

    def __class_getitem__(cls, bounds):
        return Annotated[int, Range(*bounds)]


class Num:
    """`Num[low, high]`: a number (whole or not) from low to high."""

    def __class_getitem__(cls, bounds):
        return Annotated[float, Range(*bounds)]


MAX_BYTES = 2 * 1024 * 1024
MAX_DEPTH = 40            # nesting of lists and mappings
MAX_NODES = 200_000       # nodes once every alias is expanded (a file holds a few thousand)
MAX_MESSAGE = 200


def _clip(text: str, n: int = MAX_MESSAGE) -> str:
    return text if len(text) <= n else text[: n - 1] + "…"


_repr = reprlib.Repr()
_repr.maxstring = _repr.maxother = 60
_repr.maxlist = _repr.maxtuple = _repr.maxdict = _repr.maxset = 6
_repr.maxlevel = 3


def short(value) -> str:
    """A bounded repr: an aliased structure of millions of nodes prints in a few words."""
    return _repr.repr(value)


def fail(file: str, path: str, problem: str):
    raise DataError(_clip(file, 80), _clip(str(path), 120), _clip(problem))


class _Refused(yaml.YAMLError):
    def __init__(self, problem: str, mark=None):
        super().__init__(problem)
        self.problem, self.problem_mark = problem, mark


class StrictLoader(yaml.SafeLoader):
    """safe_load's loader, plus: no duplicate keys, bounded nesting."""

    def __init__(self, stream):
        super().__init__(stream)
        self._depth = 0

    def compose_node(self, parent, index):
        self._depth += 1
        try:
            if self._depth > MAX_DEPTH:
                raise _Refused(f"nested more than {MAX_DEPTH} levels deep", self.peek_event().start_mark)
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1

    def construct_mapping(self, node, deep=False):
        seen = set()
        for key_node, _ in node.value:
            if isinstance(key_node, yaml.ScalarNode) and key_node.tag != "tag:yaml.org,2002:merge":
                key = (key_node.tag, key_node.value)
                if key in seen:
                    raise _Refused(f"duplicate key {_clip(key_node.value, 60)!r}", key_node.start_mark)
                seen.add(key)
        return super().construct_mapping(node, deep=deep)


def _children(node) -> list:
    if isinstance(node, yaml.SequenceNode):
        return node.value
    if isinstance(node, yaml.MappingNode):
        return [n for pair in node.value for n in pair]
    return []


def expanded_size(root, limit: int = MAX_NODES) -> int:
    """Nodes in the document once aliases are expanded (iterative: aliases may chain far
    deeper than Python's stack); refuses recursive aliases and anything over `limit`."""
    size, on_path, stack = {}, set(), [(root, False)]
    while stack:
        node, done = stack.pop()
        key = id(node)
        if done:
            on_path.discard(key)
            size[key] = 1 + sum(size[id(c)] for c in _children(node))
            if size[key] > limit:
                raise _Refused(f"aliases expand to more than {limit} values", node.start_mark)
            continue
        if key in size:
            continue
        on_path.add(key)
        stack.append((node, True))
        for c in _children(node):
            if id(c) in on_path:
                raise _Refused("an alias refers to itself", c.start_mark)
            if id(c) not in size:
                stack.append((c, False))
    return size[id(root)]


def _read_bytes(path: str, name: str) -> bytes:
    try:
        st = os.stat(path)
        if not stat.S_ISREG(st.st_mode):
            fail(name, "", "not a regular file")
        if st.st_size > MAX_BYTES:
            fail(name, "", f"file too big ({st.st_size} bytes, at most {MAX_BYTES})")
        with open(path, "rb") as f:
            return f.read(MAX_BYTES + 1)
    except FileNotFoundError:
        fail(name, "", "file not found")
    except OSError as e:
        fail(name, "", f"cannot be read ({e.strerror or e})")


def parse_yaml(raw: bytes, name: str):
    """YAML text (bytes) to plain values, with every refusal named by file and place."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        line = raw.count(b"\n", 0, e.start) + 1
        fail(name, f"line {line}", f"not UTF-8 text (byte 0x{raw[e.start]:02x} at offset {e.start})")
    loader = None
    try:
        loader = StrictLoader(text)   # the reader refuses control characters right here
        node = loader.get_single_node()
        if node is None:
            return None
        expanded_size(node)
        return loader.construct_document(node)
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        where = f"line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        fail(name, where, f"not valid YAML ({getattr(e, 'problem', None) or e})")
    except (ValueError, TypeError, OverflowError, RecursionError, MemoryError) as e:
        fail(name, "", f"not valid YAML ({type(e).__name__}: {_clip(str(e), 80)})")
    finally:
        if loader is not None:
            loader.dispose()


def read_yaml(path: str):
    name = os.path.basename(path)
    return parse_yaml(_read_bytes(path, name), name)


def load_yaml(path: str, schema: type):
    """Read one YAML file into a record of type `schema`."""
    return build(read_yaml(path), schema, os.path.basename(path), "")


@cache
def _hints(cls) -> dict:
    return typing.get_type_hints(cls, include_extras=True)


def _join(path: str, key) -> str:
    if isinstance(key, int):
        return f"{path}[{key}]"
    return f"{path}.{key}" if path else str(key)


def _tname(tp) -> str:
    return getattr(tp, "__name__", str(tp))


def build(value: Any, tp, file: str, path: str):
    """Check `value` against type `tp` and convert it; DataError on any mismatch."""
    origin = get_origin(tp)
    if tp is Any:
        return value
    if origin is Annotated:
        return _build_ranged(value, tp, file, path)
    if origin in (typing.Union, types.UnionType):
        return _build_union(value, tp, file, path)
    if origin is Literal:
        allowed = get_args(tp)
        if value not in allowed:
            fail(file, path, f"expected one of {', '.join(map(str, allowed))}, got {short(value)}")
        return value
    if origin is tuple:
        return _build_tuple(value, tp, file, path)
    if origin is dict:
        return _build_dict(value, tp, file, path)
    if dataclasses.is_dataclass(tp):
        return _build_record(value, tp, file, path)
    return _build_scalar(value, tp, file, path)


def _build_ranged(value, tp, file: str, path: str):
    inner, *marks = get_args(tp)
    value = build(value, inner, file, path)
    for r in marks:
        if isinstance(r, Range) and value not in r:
            fail(file, path, f"must be from {_number(r.low)} to {_number(r.high)}, got {short(value)}")
    return value


def _number(x) -> str:
    return str(int(x)) if float(x).is_integer() else str(x)


def _build_union(value, tp, file: str, path: str):
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


def _build_tuple(value, tp, file: str, path: str):
    args = get_args(tp)
    if not isinstance(value, list):
        fail(file, path, f"expected a list, got {type(value).__name__}")
    if len(args) == 2 and args[1] is Ellipsis:
        return tuple(build(v, args[0], file, _join(path, i)) for i, v in enumerate(value))
    if len(value) != len(args):
        fail(file, path, f"expected a list of {len(args)} items, got {len(value)}")
    return tuple(build(v, a, file, _join(path, i)) for i, (v, a) in enumerate(zip(value, args)))


def _build_dict(value, tp, file: str, path: str):
    ktp, vtp = get_args(tp)
    if not isinstance(value, dict):
        fail(file, path, f"expected a mapping, got {type(value).__name__}")
    out = {}
    for k, v in value.items():
        out[build(k, ktp, file, _join(path, k))] = build(v, vtp, file, _join(path, k))
    return types.MappingProxyType(out)


def _build_scalar(value, tp, file: str, path: str):
    """bool, int, float (finite) and str, each strictly (a bool is not a number)."""
    if tp is bool:
        if not isinstance(value, bool):
            fail(file, path, f"expected true or false, got {short(value)}")
        return value
    if tp is int:
        if isinstance(value, bool) or not isinstance(value, int):
            fail(file, path, f"expected a whole number, got {short(value)}")
        return value
    if tp is float:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            fail(file, path, f"expected a number, got {short(value)}")
        try:
            number = float(value)
        except OverflowError:
            number = math.inf
        if not math.isfinite(number):
            fail(file, path, f"expected a finite number, got {short(value)}")
        return number
    if tp is str:
        if not isinstance(value, str):
            fail(file, path, f"expected text, got {short(value)}")
        return value
    raise TypeError(f"unsupported schema type {tp!r} at {path}")


def _build_record(value, cls, file, path):
    if not isinstance(value, dict):
        fail(file, path, f"expected a mapping for {cls.__name__}, got {type(value).__name__}")
    hints = _hints(cls)
    fields = {f.name: f for f in dataclasses.fields(cls)}
    for key in value:
        if key not in fields:
            fail(file, _join(path, short(key) if not isinstance(key, str) else key),
                 f"unknown key (allowed: {', '.join(fields)})")
    kwargs = {}
    for name, f in fields.items():
        if name in value:
            kwargs[name] = build(value[name], hints[name], file, _join(path, name))
        elif f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
            fail(file, _join(path, name), "missing key")
    return cls(**kwargs)


# ---- which numbers a schema holds, and their ranges ------------------------------------------------
def numeric_fields(schema) -> dict:
    """"Record.field" (with [] for list items, {} for mapping values, [k] for tuple places) ->
    its Range, or None when the number has none; every record reachable from `schema` once."""
    out, seen, todo = {}, set(), [schema]
    while todo:
        cls = todo.pop()
        if cls in seen:
            continue
        seen.add(cls)
        for name, hint in _hints(cls).items():
            for suffix, rng in _numbers_in(hint, todo):
                out[f"{cls.__name__}.{name}{suffix}"] = rng
    return out


def _numbers_in(tp, records: list) -> list:
    """(suffix, Range or None) of each number in type `tp`; record types found go to `records`."""
    origin, args = get_origin(tp), get_args(tp)
    if origin is Annotated:
        rng = next((m for m in args[1:] if isinstance(m, Range)), None)
        return [(suffix, rng) for suffix, _ in _numbers_in(args[0], records)]
    if tp in (int, float):
        return [("", None)]
    if origin in (typing.Union, types.UnionType):
        return [x for a in args for x in _numbers_in(a, records)]
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return [("[]" + s, r) for s, r in _numbers_in(args[0], records)]
        return [(f"[{i}]" + s, r) for i, a in enumerate(args) for s, r in _numbers_in(a, records)]
    if origin is dict:
        return [("{}" + s, r) for s, r in _numbers_in(args[1], records)]
    if dataclasses.is_dataclass(tp):
        records.append(tp)
    return []


def check_unique(file: str, path: str, ids) -> None:
    seen = set()
    for i, x in enumerate(ids):
        if x in seen:
            fail(file, f"{path}[{i}]", f"duplicate id {short(x)}")
        seen.add(x)


def check_ref(file: str, path: str, ref, known, what: str = "id") -> None:
    if ref not in known:
        fail(file, path, f"unknown {what} {short(ref)}")


def check_count(file: str, path: str, actual: int, expected: int, what: str) -> None:
    if actual != expected:
        fail(file, path, f"expected {expected} {what}, found {actual}")
