"""Earth's card data language: parse ability, score and objective strings into tuples.

Every ability, end-game score and objective in gamedata/earth/ is one string read here; the
rules (effects.py, measures.py) and the card text (cardtext.py) interpret only the parsed
tuples, so a card's text and its effect cannot disagree. A string that does not parse raises
`LangError(problem)`; data.py turns it into a DataError naming the file and key.

Grammar (see gamedata/earth/DESIGN.md for examples):
  ABILITY := COLOUR ":" [COSTS "->"] GAINS | "brown:" ("end" SCORE | "passive" PASSIVE)
  COSTS   := COST {"," COST}     COST := pay N soil | return N sprout|growth | compost_hand N
                                         | discard_compost N | discard_hand N
  GAINS   := GAIN {"," GAIN}     GAIN := soil N | draw N | compost_deck N | plant N [free]
                                         | sprout|growth N [WHERE] | copy COLOUR
  WHERE   := on (self | any | each) [FILTER] [SCOPE | in_chosen_row | in_chosen_column]
  SCORE   := N vp per MEASURE | N vp if OBJECTIVE | table K:V {K:V} for MEASURE
  OBJECTIVE := MEASURE ">=" N
  MEASURE := FILTER [SCOPE] | count FILTER [SCOPE] | set of (FILTER, ...) | line AXIS of N FILTER
           | chain FILTER LINK | reserve soil | compost | hand | events | sprouts | growth
           | flora with full growth
  FILTER  := TOKEN {"+" TOKEN}   (all must hold)
"""
from __future__ import annotations

import re
from typing import NamedTuple

COLOURS = ("green", "red", "blue", "yellow", "multi", "black", "event", "brown")
ACTION_COLOURS = ("green", "red", "blue", "yellow")
TYPES = ("tree", "herb", "mushroom", "bush")
HABITATS = ("sunny", "wet", "rocky", "cold")
SCOPES = ("in_row", "in_column", "adjacent", "orthogonal", "diagonal", "tableau")
POSITIONAL = SCOPES[:5]                          # read from the card's own place in the tableau
CHOSEN = ("in_chosen_row", "in_chosen_column")   # the player chooses a row / column (benefits only)
LINKS = ("orthogonal", "diagonal", "adjacent")
AXES = ("row", "column", "diagonal")
PLAIN_FILTERS = ("flora", "card", "terrain", "event", "empty_space", "full", "sprouted") + TYPES
COST_KINDS = ("pay", "return", "compost_hand", "discard_compost", "discard_hand")
GAIN_KINDS = ("soil", "draw", "compost_deck", "plant", "sprout", "growth", "copy")
PASSIVES = ("pay_cost_with sprout",)
MAX_N = 20


class LangError(ValueError):
    pass


class Cost(NamedTuple):
    kind: str      # pay_soil | return_sprout | return_growth | compost_hand | discard_compost | discard_hand
    n: int


class Where(NamedTuple):
    mode: str          # self | any | each
    filter: tuple      # of filter tokens (all must hold)
    scope: str         # one of SCOPES


class Gain(NamedTuple):
    kind: str          # soil | draw | compost_deck | plant | sprout | growth | copy
    n: int
    where: Where | None = None
    free: bool = False
    colour: str = ""   # copy's colour


class Measure(NamedTuple):
    kind: str          # count | set | line | chain | soil | compost | hand | events | sprouts | growth
    filter: tuple = ()  # count/line/chain: one filter; set: tuple of filters
    scope: str = "tableau"
    n: int = 0         # line length
    axis: str = ""     # line axis / chain link


class Score(NamedTuple):
    kind: str          # per | if | table
    vp: int
    measure: Measure
    at_least: int = 0  # "if": threshold
    table: tuple = ()  # ((threshold, vp), ...) ascending


class Ability(NamedTuple):
    colour: str
    costs: tuple = ()
    gains: tuple = ()
    score: Score | None = None
    passive: str = ""
    source: str = ""


def _num(tok: str, what: str) -> int:
    if not re.fullmatch(r"-?\d+", tok or ""):
        raise LangError(f"expected a number for {what}, got {tok!r}")
    n = int(tok)
    if not 0 <= n <= MAX_N:
        raise LangError(f"{what} must be between 0 and {MAX_N}, got {n}")
    return n


def parse_filter(text: str, tags: frozenset | None = None) -> tuple:
    """'tree+habitat:wet' -> ('tree', 'habitat:wet'); every token checked."""
    out = []
    for tok in text.split("+"):
        if tok in PLAIN_FILTERS:
            out.append(tok)
            continue
        if not _known_token(tok, tags):
            raise LangError(f"unknown filter {tok!r}")
        out.append(tok)
    return tuple(out)


def _known_token(tok: str, tags) -> bool:
    key, _, val = tok.partition(":")
    if key == "habitat":
        return val in HABITATS
    if key == "colour":
        return val in COLOURS[:5]
    if key == "tag":
        return bool(val) and (tags is None or val in tags)
    return re.fullmatch(r"(vp<=|cost>=|cost<=|vp>=)\d+", tok) is not None


def _split_list(text: str) -> list[str]:
    return [t.strip() for t in text.split(",") if t.strip()]


COST_MAX = {"pay_soil": 10, "return_sprout": 6, "return_growth": 5, "compost_hand": 5,
            "discard_compost": 5, "discard_hand": 5}


def parse_cost(text: str) -> Cost:
    c = _parse_cost(text)
    if c.n > COST_MAX[c.kind]:
        raise LangError(f"impossible cost {text!r}: at most {COST_MAX[c.kind]}")
    return c


def _parse_cost(text: str) -> Cost:
    w = text.split()
    if len(w) == 3 and w[0] == "pay" and w[2] == "soil":
        return Cost("pay_soil", _num(w[1], "soil to pay"))
    if len(w) == 3 and w[0] == "return" and w[2] in ("sprout", "growth"):
        return Cost("return_" + w[2], _num(w[1], "pieces to return"))
    if len(w) == 2 and w[0] in ("compost_hand", "discard_compost", "discard_hand"):
        return Cost(w[0], _num(w[1], w[0]))
    raise LangError(f"unknown cost {text!r}")


def parse_where(words: list[str], tags) -> Where:
    if not words:
        return Where("any", ("flora",), "tableau")
    if words[0] != "on" or len(words) < 2 or words[1] not in ("self", "any", "each"):
        raise LangError(f"expected 'on self', 'on any ...' or 'on each ...', got {' '.join(words)!r}")
    mode, rest = words[1], words[2:]
    if mode == "self":
        if rest:
            raise LangError("'on self' takes no filter")
        return Where("self", ("flora",), "tableau")
    filt, scope = ("flora",), "tableau"
    if rest and rest[0] not in SCOPES:
        filt = parse_filter(rest.pop(0), tags)
    if rest:
        scope = rest.pop(0)
        if scope not in SCOPES + CHOSEN:
            raise LangError(f"unknown scope {scope!r}")
    if rest:
        raise LangError(f"unexpected words {' '.join(rest)!r}")
    return Where(mode, filt, scope)


def parse_gain(text: str, tags=None) -> Gain:
    w = text.split()
    if not w or w[0] not in GAIN_KINDS:
        raise LangError(f"unknown gain {text!r}")
    if w[0] == "copy":
        if len(w) != 2 or w[1] not in ACTION_COLOURS:
            raise LangError(f"copy needs one action colour, got {text!r}")
        return Gain("copy", 1, colour=w[1])
    if len(w) < 2:
        raise LangError(f"{w[0]} needs a number")
    n = _num(w[1], w[0])
    if n == 0:
        raise LangError(f"{w[0]} 0 does nothing")
    if w[0] in ("soil", "draw", "compost_deck"):
        if len(w) != 2:
            raise LangError(f"unexpected words after {w[0]} {n}")
        return Gain(w[0], n)
    if w[0] == "plant":
        if w[2:] not in ([], ["free"]):
            raise LangError(f"plant takes only 'free', got {text!r}")
        return Gain("plant", n, free=w[2:] == ["free"])
    return Gain(w[0], n, where=parse_where(w[2:], tags))


def _filter_scope(words: list[str], tags) -> tuple:
    if not words:
        raise LangError("a filter is missing")
    filt = parse_filter(words[0], tags)
    scope = "tableau"
    if len(words) > 1:
        scope = words[1]
        if scope not in SCOPES:
            raise LangError(f"unknown scope {scope!r}")
    if len(words) > 2:
        raise LangError(f"unexpected words {' '.join(words[2:])!r}")
    return filt, scope


def parse_measure(text: str, tags=None) -> Measure:
    text = text.strip()
    w = text.split()
    simple = {"reserve soil": "soil", "compost": "compost", "hand": "hand", "events": "events",
              "sprouts": "sprouts", "growth": "growth"}
    if text in simple:
        return Measure(simple[text])
    if text == "flora with full growth":
        return Measure("count", ("full",))
    m = re.fullmatch(r"set of \((.*)\)", text)
    if m:
        parts = _split_list(m.group(1))
        if len(parts) < 2:
            raise LangError("a set needs at least 2 filters")
        return Measure("set", tuple(parse_filter(p, tags) for p in parts))
    if w and w[0] == "line":
        if len(w) != 5 or w[1] not in AXES or w[2] != "of":
            raise LangError(f"expected 'line row|column|diagonal of N FILTER', got {text!r}")
        n = _num(w[3], "line length")
        if not 2 <= n <= 4:
            raise LangError("a line holds 2 to 4 cards")
        return Measure("line", parse_filter(w[4], tags), n=n, axis=w[1])
    if w and w[0] == "chain":
        if len(w) != 3 or w[2] not in LINKS:
            raise LangError(f"expected 'chain FILTER orthogonal|diagonal|adjacent', got {text!r}")
        return Measure("chain", parse_filter(w[1], tags), axis=w[2])
    if w and w[0] == "count":
        w = w[1:]
    filt, scope = _filter_scope(w, tags)
    return Measure("count", filt, scope)


def parse_objective(text: str, tags=None) -> tuple:
    """'MEASURE >= N' -> (Measure, N)."""
    if ">=" in text:
        left, _, right = text.rpartition(">=")
        return parse_measure(left, tags), _num(right.strip(), "threshold")
    meas = parse_measure(text, tags)
    if meas.kind not in ("set", "line"):
        raise LangError(f"objective {text!r} needs '>= N'")
    return meas, 1


def parse_score(text: str, tags=None) -> Score:
    w = text.split()
    if w and w[0] == "table":
        m = re.fullmatch(r"table ((?:\d+:\d+ ?)+) for (.+)", text)
        if not m:
            raise LangError(f"expected 'table K:V ... for MEASURE', got {text!r}")
        pairs = tuple(tuple(int(x) for x in p.split(":")) for p in m.group(1).split())
        if list(pairs) != sorted(pairs) or len({k for k, _ in pairs}) != len(pairs):
            raise LangError("table thresholds must rise")
        return Score("table", 0, parse_measure(m.group(2), tags), table=pairs)
    if len(w) < 4 or w[1] != "vp" or w[2] not in ("per", "if"):
        raise LangError(f"expected 'N vp per ...', 'N vp if ...' or 'table ...', got {text!r}")
    vp = _num(w[0], "VP")
    rest = " ".join(w[3:])
    if w[2] == "per":
        meas = parse_measure(rest, tags)
        if meas.kind == "chain":
            raise LangError("'per chain' is not allowed: use a table")
        return Score("per", vp, meas)
    meas, at_least = parse_objective(rest, tags)
    return Score("if", vp, meas, at_least=at_least)


def parse_ability(text: str, tags=None) -> Ability:
    colour, sep, body = text.partition(":")
    colour = colour.strip()
    if not sep or colour not in COLOURS:
        raise LangError(f"an ability starts with a colour ({', '.join(COLOURS)}), got {text!r}")
    body = body.strip()
    if colour == "brown":
        if body.startswith("end "):
            return Ability("brown", score=parse_score(body[4:], tags), source=text)
        if body.startswith("passive "):
            passive = body[8:].strip()
            if passive not in PASSIVES:
                raise LangError(f"unknown passive {passive!r}")
            return Ability("brown", passive=passive, source=text)
        raise LangError("a brown ability is 'end ...' or 'passive ...'")
    costs: tuple = ()
    if "->" in body:
        left, _, body = body.partition("->")
        costs = tuple(parse_cost(c) for c in _split_list(left))
        if not costs:
            raise LangError("'->' without a cost")
    gains = tuple(parse_gain(g, tags) for g in _split_list(body))
    if not gains:
        raise LangError("an ability needs at least one gain")
    if any(g.kind == "copy" for g in gains) and (len(gains) > 1 or costs):
        raise LangError("copy stands alone")
    if colour in ("black", "event") and any(g.kind == "copy" for g in gains):
        raise LangError(f"a {colour} ability cannot copy")
    return Ability(colour, costs, gains, source=text)


def positional(ab: Ability) -> str:
    """The first word of the ability that needs the card's own place in a tableau ("self" or a
    positional scope), "" if none: a card with no position (event, island, climate) cannot
    carry one."""
    for g in ab.gains:
        if g.where is not None and g.where.mode == "self":
            return "on self"
        if g.where is not None and g.where.scope in POSITIONAL:
            return g.where.scope
    if ab.score is not None and ab.score.measure.scope in POSITIONAL:
        return ab.score.measure.scope
    return ""


def fires_on(ability: Ability, action_colour: str) -> bool:
    """Does this ability fire after the action of that colour? (multi: red, blue, yellow)."""
    if ability.colour == action_colour:
        return True
    return ability.colour == "multi" and action_colour in ("red", "blue", "yellow")


def counts_as_colour(colours: set, wanted: str) -> bool:
    """A card with a multicolour ability counts as red, blue or yellow; not the reverse."""
    return wanted in colours or (wanted in ("red", "blue", "yellow") and "multi" in colours)
