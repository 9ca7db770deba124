"""Values that make no sense are refused at load (issue 36, item 4): every number of every
game's data has a range in its schema, and a value out of it is a DataError that names the file
and the key."""
from __future__ import annotations

import copy
import dataclasses
import importlib
import os
import shutil
import types
import typing
from typing import Annotated, get_args, get_origin

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine.core.data as core_data
from engine.core.data import Int, Num, Range, build, numeric_fields
from engine.core.errors import DataError

GAMEDATA = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "gamedata")
GAMES = ("cascadia", "habitat", "habitats", "kauri", "earth")


# ---- the loader --------------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class Card:
    cost: Int[0, 10]
    weight: Num[0, 1.5] = 0.0
    steps: tuple[Int[1, 3], ...] = ()
    bonus: dict[str, Int[-2, 2]] = dataclasses.field(default_factory=dict)
    plain: int = 0


def test_a_number_out_of_its_range_names_the_file_and_the_key():
    assert build({"cost": 10, "weight": 1.5, "steps": [1, 3], "bonus": {"a": -2}}, Card, "c.yaml", "").cost == 10
    for value, key, words in [({"cost": 11}, "cost", "must be from 0 to 10, got 11"),
                              ({"cost": -1}, "cost", "got -1"),
                              ({"cost": 1, "weight": 1.51}, "weight", "must be from 0 to 1.5, got 1.51"),
                              ({"cost": 1, "steps": [1, 0]}, "steps[1]", "must be from 1 to 3, got 0"),
                              ({"cost": 1, "bonus": {"b": 3}}, "bonus.b", "must be from -2 to 2")]:
        with pytest.raises(DataError) as e:
            build(value, Card, "cards.yaml", "cards[4]")
        assert e.value.file == "cards.yaml" and e.value.path == f"cards[4].{key}", value
        assert words in e.value.problem
    with pytest.raises(DataError, match="expected a whole number"):
        build({"cost": True}, Card, "c.yaml", "")


def test_numeric_fields_lists_each_number_and_its_range():
    assert numeric_fields(Card) == {"Card.cost": Range(0, 10), "Card.weight": Range(0, 1.5),
                                    "Card.steps[]": Range(1, 3), "Card.bonus{}": Range(-2, 2),
                                    "Card.plain": None}


# ---- every game's data -------------------------------------------------------------------------
def data_schemas() -> dict:
    """Each data file's top-level schema, as every game's loader reads it: file -> schema."""
    found = {}
    real = core_data.build

    def spy(value, tp, file, path):
        if path == "" and dataclasses.is_dataclass(tp):
            found[f"{module}:{file}"] = tp
        return real(value, tp, file, path)
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(core_data, "build", spy)
        for module in GAMES:
            importlib.import_module(f"engine.{module}.data").load(os.path.join(GAMEDATA, module))
    return found


def test_every_number_of_every_games_data_has_a_range():
    fields = {}
    for schema in data_schemas().values():     # record names repeat across games: keep the module
        fields.update({f"{schema.__module__}.{k}": r for k, r in numeric_fields(schema).items()})
    assert len(fields) > 100, "the walk reached the numbers"
    assert sorted(k for k, r in fields.items() if r is None) == []


def numbers_in(value, tp, path: str):
    """(key path, Range) of every number the data holds, as the loader names its keys."""
    origin, args = get_origin(tp), get_args(tp)
    if origin is Annotated:
        rng = next(m for m in args[1:] if isinstance(m, Range))
        if args[0] in (int, float) and isinstance(value, (int, float)) and not isinstance(value, bool):
            yield path, rng
        return
    if origin in (typing.Union, types.UnionType):
        for a in args:
            if a is not type(None) and value is not None:
                yield from numbers_in(value, a, path)
                return
    elif origin is tuple and isinstance(value, list):
        inner = [args[0]] * len(value) if args[-1] is Ellipsis else args
        for i, (v, a) in enumerate(zip(value, inner)):
            yield from numbers_in(v, a, f"{path}[{i}]")
    elif origin is dict and isinstance(value, dict):
        for k, v in value.items():
            yield from numbers_in(v, args[1], f"{path}.{k}" if path else str(k))
    elif dataclasses.is_dataclass(tp) and isinstance(value, dict):
        hints = typing.get_type_hints(tp, include_extras=True)
        for k, v in value.items():
            yield from numbers_in(v, hints[k], f"{path}.{k}" if path else k)


def all_numbers() -> list:
    """(game, file, key path, Range) of every number in the shipped data files."""
    out = []
    for name, schema in sorted(data_schemas().items()):
        game, file = name.split(":")
        with open(os.path.join(GAMEDATA, game, file), encoding="utf-8") as f:
            raw = yaml.safe_load(f)
        out += [(game, file, path, rng) for path, rng in numbers_in(raw, schema, "")]
    return out


NUMBERS = all_numbers()


def set_at(doc, path: str, value):
    """Put `value` at key path `path` ("cards[3].cost") of a plain YAML document."""
    import re
    parts = re.findall(r"[^.\[\]]+|\[\d+\]", path)
    node = doc
    for p in parts[:-1]:
        node = node[int(p[1:-1])] if p.startswith("[") else node[p]
    last = parts[-1]
    if last.startswith("["):
        node[int(last[1:-1])] = value
    else:
        node[last] = value


def load_with(tmp_path, game: str, file: str, path: str, value):
    folder = tmp_path / game
    shutil.copytree(os.path.join(GAMEDATA, game), folder, dirs_exist_ok=True)
    with open(os.path.join(GAMEDATA, game, file), encoding="utf-8") as f:
        doc = yaml.safe_load(f)
    doc = copy.deepcopy(doc)
    set_at(doc, path, value)
    (folder / file).write_text(yaml.safe_dump(doc, allow_unicode=True, sort_keys=False), encoding="utf-8")
    importlib.import_module(f"engine.{game}.data").load(str(folder))


@pytest.mark.parametrize("path, value", [("max_rounds", 0), ("max_rounds", -3)])
def test_earth_refuses_a_game_that_would_end_at_once(tmp_path, path, value):
    with pytest.raises(DataError) as e:
        load_with(tmp_path, "earth", "game.yaml", path, value)
    assert (e.value.file, e.value.path) == ("game.yaml", path) and f"got {value}" in e.value.problem


def test_earth_refuses_a_hundred_million_sprouts(tmp_path):
    card = next(p for g, f, p, _ in NUMBERS if g == "earth" and f == "cards.yaml" and p.endswith(".sprouts"))
    with pytest.raises(DataError) as e:
        load_with(tmp_path, "earth", "cards.yaml", card, 100_000_000)
    assert (e.value.file, e.value.path) == ("cards.yaml", card) and "got 100000000" in e.value.problem


def test_every_game_has_numbers_to_check():
    assert {g for g, *_ in NUMBERS} == set(GAMES)


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(data=st.data())
def test_any_number_out_of_its_range_is_refused_naming_file_and_key(tmp_path_factory, data):
    game, file, path, rng = data.draw(st.sampled_from(NUMBERS))
    below = st.integers(-10**9, int(rng.low) - 1) if rng.low > -10**9 else st.nothing()
    above = st.integers(int(rng.high) + 1, 10**9)
    value = data.draw(below | above)
    with pytest.raises(DataError) as e:
        load_with(tmp_path_factory.mktemp(game), game, file, path, value)
    assert (e.value.file, e.value.path) == (file, path)
    assert f"got {value}" in e.value.problem
