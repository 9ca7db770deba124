"""Feats as data: gamedata/<game>/feats.yaml holds a list under `feats:`, each with an id, a
condition and its words in both languages. A condition is a list of clauses that must all hold;
a clause is `fact`, `not fact` or `fact OP number` (OP one of < <= == != >= >), over the facts of
engine.record.facts. The file is checked strictly when read: a bad clause or an unknown fact is an
error naming the file and the key."""
from __future__ import annotations

import operator
import os
import re
from dataclasses import dataclass

from engine.core.data import Text, check_unique, fail, gamedata_dir, load_yaml

from .facts import known_facts

OPS = {"<": operator.lt, "<=": operator.le, "==": operator.eq, "!=": operator.ne,
       ">=": operator.ge, ">": operator.gt}
CLAUSE = re.compile(r"^(not +)?([a-z][a-z0-9_]*)(?: *(<=|>=|==|!=|<|>) *(-?\d{1,6}))?$")
ID = re.compile(r"^[a-z][a-z0-9_]{0,40}$")


@dataclass(frozen=True)
class FeatEntry:
    id: str
    condition: tuple[str, ...]
    name: Text
    how: Text          # the condition in the players' words


@dataclass(frozen=True)
class FeatsFile:
    feats: tuple[FeatEntry, ...]


@dataclass(frozen=True)
class Clause:
    fact: str
    op: str = "!="          # a bare `fact` holds when it is not 0
    value: int = 0

    def holds(self, facts: dict) -> bool:
        return self.fact in facts and OPS[self.op](facts[self.fact], self.value)


@dataclass(frozen=True)
class Feat:
    id: str
    clauses: tuple[Clause, ...]
    name: Text
    how: Text

    def earned(self, facts: dict) -> bool:
        return all(c.holds(facts) for c in self.clauses)


def parse_clause(text: str, known, file: str, path: str) -> Clause:
    m = CLAUSE.match(text.strip())
    if m is None:
        fail(file, path, f"cannot read {text!r}: write 'fact', 'not fact' or 'fact < 10' "
                         f"(with <, <=, ==, !=, >=, >)")
    negated, fact, op, number = m.groups()
    if fact not in known:
        fail(file, path, f"unknown fact {fact!r} (known: {', '.join(sorted(known))})")
    if negated and op:
        fail(file, path, "'not' goes before a fact alone, not before a comparison")
    if op:
        return Clause(fact, op, int(number))
    return Clause(fact, "==" if negated else "!=", 0)


def read_feats(path: str, known) -> tuple[Feat, ...]:
    """The feats of one file, every clause checked against the `known` fact names."""
    file = os.path.basename(path)
    doc = load_yaml(path, FeatsFile)
    check_unique(file, "feats", [e.id for e in doc.feats])
    out = []
    for i, e in enumerate(doc.feats):
        where = f"feats[{i}]"
        if not ID.match(e.id):
            fail(file, where + ".id", f"an id is lower-case letters, digits and _, got {e.id!r}")
        if not e.condition:
            fail(file, where + ".condition", "a feat needs at least one clause")
        for lang in ("en", "fr"):
            if not e.name.get(lang).strip() or not e.how.get(lang).strip():
                fail(file, where, f"the name and the condition need words in {lang}")
        clauses = tuple(parse_clause(c, known, file, f"{where}.condition[{k}]")
                        for k, c in enumerate(e.condition))
        out.append(Feat(e.id, clauses, e.name, e.how))
    return tuple(out)


def feats_path(game_name: str) -> str:
    return os.path.join(gamedata_dir(), game_name, "feats.yaml")


_cache: dict = {}


def feats_of(game) -> tuple[Feat, ...]:
    """The game's feats sheet (none when it has no feats.yaml); read once. Raises DataError."""
    if game.name not in _cache:
        path = feats_path(game.name)
        _cache[game.name] = read_feats(path, known_facts(game)) if os.path.exists(path) else ()
    return _cache[game.name]


def earned(feats, facts: dict) -> list[str]:
    """The ids of the feats these facts earn, in the sheet's order."""
    return [f.id for f in feats if f.earned(facts)]
