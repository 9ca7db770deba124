"""The log's words for what the step machine did by itself after a move (journal.py's notes),
in English and French: who did it and why, never a hidden card.

A move's log line is its own words (text.describe), then what followed on its own: "plants
Fern, then activates Oak (...). Bob plants no card, draws 1 card (minor benefit of Planting)".
Words that would tell a hidden card (or that a hand holds no card fit to plant) are avoided.
"""
from __future__ import annotations

import random

from .cardtext import ability_text
from .effects import ability_of
from .fauna import fauna_points
from .flow import apply_decision
from .scoring import GAIA_NAME
from .steps import legal
from .text import ACTIONS, PIECE, amount_text, describe, line_text, name, src_name
from .turn import seat_of


def _x(lang, en, fr):
    return en if lang == "en" else fr


def notes_after(d, s, a) -> list:
    """The notes (journal.py) of everything automatic that follows move `a` (assumed legal) in
    state `s`, played on a copy whose rng is a copy too, so the real game is left as it was."""
    c = s.clone()
    if s.rng is not None:
        c.rng = random.Random()
        c.rng.setstate(s.rng.getstate())
    else:
        c.rng = random.Random(0)      # an observation: only counts are told, never cards drawn
    c.notes = []
    apply_decision(d, c, a)
    return c.notes


def describe_with_notes(d, s, a, lang="en", names=()) -> str:
    """The move's log line followed by everything automatic it set off."""
    base = describe(d, s, a, lang)
    if s.phase == "over" or not s.tasks or a not in legal(d, s):
        return base
    mover = seat_of(s, s.tasks[-1])
    seats = Names(names, s.players, mover)
    try:
        notes = notes_after(d, s, a)
        if a[0] == "minor" and notes and notes[0][0] == "gain" and notes[0][3] == notes[0][4]:
            notes = notes[1:]       # the minor benefit's own words already say it
        parts = [said(d, s, n, lang, seats) for n in notes]
    except Exception:  # noqa: BLE001 - a log line never breaks a move; the move's own words stay
        return base
    return join(base, mover, [x for x in parts if x[1]], lang, seats)


def join(base, mover, parts, lang, names: Names) -> str:
    """Group consecutive notes of one subject; the mover's own first ones go on with "then"."""
    out, last = base, mover
    for k, (who, what) in enumerate(parts):
        if k > 0 and who == last and who is not None:
            out += f", {what}"
        elif k == 0 and who == mover:
            out += _x(lang, ", then ", ", puis ") + what
        elif who is None:
            out += f". {what[0].upper()}{what[1:]}"
        else:
            who_text = subject(who, lang, names)
            out += f". {who_text[0].upper()}{who_text[1:]} {what}"
        last = who
    return out


class Names:
    """The seats' display names, and the seat the words are said from (for unnamed seats)."""

    def __init__(self, names, players, mover=0):
        self.names, self.players, self.mover = list(names or ()), players, mover


def subject(who, lang, names: Names) -> str:
    """A seat by its display name; unnamed, by where it sits from the mover (never a number)."""
    if who == "gaia":
        return GAIA_NAME[lang]
    if who < len(names.names) and names.names[who]:
        return names.names[who]
    n, k = names.players, (who - names.mover) % names.players
    if k == 0:
        return _x(lang, "the same player", "le même joueur")
    if n == 2:
        return _x(lang, "their opponent", "son adversaire")
    if k == 1:
        return _x(lang, "the player on their left", "le joueur à sa gauche")
    if k == n - 1:
        return _x(lang, "the player on their right", "le joueur à sa droite")
    if 2 * k == n:
        return _x(lang, "the player opposite them", "le joueur d'en face")
    return _x(lang, "the second player on their left" if k == 2 else "the second player on their right",
              "le deuxième joueur à sa gauche" if k == 2 else "le deuxième joueur à sa droite")


def fauna_name(d, s, slot, lang) -> str:
    fid, face = s.fauna[slot]
    return d.fauna_by_id[fid].faces[face].name.get(lang)


def vp(n, lang) -> str:
    return f"{n} " + _x(lang, "VP", "PV")


def said(d, s, n, lang, names) -> tuple:
    """(subject: a seat, "gaia" or None, what happened) for one note."""
    k = n[0]
    if k.startswith("gaia_") and k != "gaia_gives":
        return "gaia", gaia_said(d, s, n, lang)
    if k in ("first", "end", "reshuffle"):
        return None, game_said(d, n, lang, names)
    if k == "team_discard":
        return None, leftovers_said(n, lang, names)
    return n[1], seat_said(d, s, n, lang)


def game_said(d, n, lang, names) -> str:
    if n[0] == "first":
        who = subject(n[1], lang, names)
        return _x(lang, f"{who} goes first", f"{who} joue en premier")
    if n[0] == "reshuffle":
        return _x(lang, "the discard pile is shuffled into a new draw pile",
                  "la défausse est mélangée pour former une nouvelle pioche")
    why = {"bonus": ("every player has had the same number of turns",
                     "chacun a joué le même nombre de tours"),
           "stalled": ("the draw pile and the discard pile are empty", "la pioche et la défausse sont vides"),
           "capped": (f"the round limit ({d.rules.max_rounds}) is reached",
                      f"la limite de {d.rules.max_rounds} tours est atteinte"),
           "gaia": (f"Gaia has played her deck {d.rules.gaia_passes} times and takes the completion bonus "
                    f"({vp(d.rules.completion_bonus, 'en')})",
                    f"Gaïa a joué son paquet {d.rules.gaia_passes} fois et prend le bonus de fin "
                    f"({vp(d.rules.completion_bonus, 'fr')})")}[n[1]]
    return _x(lang, f"the game is over: {why[0]}", f"la partie est finie : {why[1]}")


def leftovers_said(n, lang, names) -> str:
    """What was left on a team's side at the end of the turn, discarded."""
    _, first, cards, soil, sprout, growth = n
    team = _x(lang, " and ", " et ").join(subject(q, lang, names) for q in (first, first + 1))
    parts = []
    for k, en, fr in ((cards, "card", "carte"), (soil, "soil", "sol"), (sprout, "sprout", "germe"),
                      (growth, "growth piece", "pion Croissance")):
        if k:
            many = k > 1 and en != "soil"
            parts.append(_x(lang, f"{k} {en}{'s' if many else ''}",
                            f"{k} {fr.replace(' ', 's ', 1) if k > 1 and ' ' in fr else fr + ('s' if k > 1 else '')}"))
    what = ", ".join(parts)
    return _x(lang, f"the end of the turn discards what was left on the team board of {team}: {what}",
              f"la fin du tour défausse ce qui restait sur le plateau Équipes de {team} : {what}")


def _ability(d, s, p, src, idx, lang) -> tuple:
    return src_name(d, s, p, src, lang), ability_text(ability_of(d, s, p, src, idx), lang)


def seat_said(d, s, n, lang) -> str:
    k, p = n[0], n[1]
    if k in ("fires", "unpaid", "gaia_gives"):
        nm, ab = _ability(d, s, p, n[2], n[3], lang)
        return {"fires": _x(lang, f"activates {nm} ({ab})", f"active {nm} ({ab})"),
                "unpaid": _x(lang, f"cannot pay the cost of {nm} ({ab})", f"ne peut pas payer le coût de {nm} ({ab})"),
                "gaia_gives": _x(lang, f"takes the benefit of {nm} ({ab})", f"reçoit l'avantage de {nm} ({ab})")}[k]
    if k == "gain":
        return gain_said(n, lang)
    if k == "island":
        return island_said(n[2], n[3], lang)
    if k == "bonus":
        return bonus_said(d, s, lang)
    if k == "line_only":
        names = [name(d, c, lang) for c in n[3]]
        return line_text(d, n[2], names, lang) + _x(lang, " (the only one where the pieces fit)",
                                                     " (la seule où les pions trouvent place)")
    if k == "leaf":
        f, pts = fauna_name(d, s, n[2], lang), vp(fauna_points(d, s, n[2], n[3]), lang)
        return _x(lang, f"meets the objective of {f}: a leaf worth {pts}",
                  f"remplit l'objectif de {f} : une feuille qui vaut {pts}")
    return step_said(d, n, lang)


SIMPLE = {"keep_only": ("keeps the only card drawn", "garde la seule carte piochée"),
          "no_look": ("finds no card left to look at", "ne trouve plus de carte à regarder"),
          "no_copy": ("has no ability to copy", "n'a aucune capacité à copier"),
          "no_hand": ("has no card in hand to give", "n'a aucune carte en main à donner")}


def step_said(d, n, lang) -> str:
    """A step that asked nothing: nothing to do, or a single possible answer."""
    k = n[0]
    if k in SIMPLE:
        return SIMPLE[k][0 if lang == "en" else 1]
    if k == "no_plant":
        if n[2]:
            return _x(lang, "has a full tableau: no card can be planted",
                      "a un tableau complet : aucune carte ne peut être plantée")
        return _x(lang, "plants no card", "ne plante aucune carte")   # why would tell the hidden hand
    if k == "give":
        verb = {"compost": ("composts", "composte"), "discard": ("discards", "défausse")}[n[2]]
        return _x(lang, f"{verb[0]} a card from hand", f"{verb[1]} une carte de sa main")
    pc = PIECE[n[2]][0 if lang == "en" else 1]
    if k == "no_room":
        return _x(lang, f"has no flora with room for {pc}", f"n'a aucune flore avec de la place pour {pc}")
    if k == "no_piece":
        return _x(lang, f"has no {pc[2:]} to return", f"n'a aucun {pc[3:]} à rendre")
    return _x(lang, f"returns {pc} from {name(d, n[3], lang)}", f"rend {pc} de {name(d, n[3], lang)}")


def gain_said(n, lang) -> str:
    """A gain taken in full without a question: an action's "may", or a gain cut by empty piles."""
    _, _, kind, got, wanted, colour, major = n
    text = amount_text(kind, got, lang) if got else _x(lang, "gets nothing", "n'obtient rien")
    if got < wanted:
        text += _x(lang, " (the draw and discard piles ran out)", " (la pioche et la défausse sont épuisées)")
    if colour:
        action = ACTIONS[colour][0 if lang == "en" else 1].split(" (")[0]
        size = _x(lang, "major" if major else "minor", "majeur" if major else "mineur")
        text += _x(lang, f" ({size} benefit of {action})", f" (avantage {size} de {action})")
    return text


def island_said(cards, soil, lang) -> str:
    c = _x(lang, "card" if cards == 1 else "cards", "carte" if cards == 1 else "cartes")
    return _x(lang, f"draws {cards} {c} and takes {soil} soil from their island",
              f"pioche {cards} {c} et prend {soil} sol{'s' if soil > 1 else ''} grâce à son île")


def bonus_said(d, s, lang) -> str:
    pts = vp(d.rules.completion_bonus, lang)
    if s.solo:
        return _x(lang, f"fills the 16th space of the tableau: {pts}, and the game ends with this turn",
                  f"remplit la 16e case du tableau : {pts}, et la partie s'arrête à la fin de ce tour")
    return _x(lang, f"fills the 16th space of the tableau: {pts}; the game ends when every player has had "
                    "the same number of turns",
              f"remplit la 16e case du tableau : {pts} ; la partie s'arrête quand chacun aura joué autant de tours")


def gaia_said(d, s, n, lang) -> str:
    k = n[0]
    if k == "gaia_card":
        return _x(lang, f"reveals {d.gaia_by_id[n[1]].name.get(lang)}", f"révèle {d.gaia_by_id[n[1]].name.get(lang)}")
    if k in ("gaia_minor", "gaia_lower"):
        return gaia_gets(n[1], n[2], lang)
    if k == "gaia_soil":
        return gaia_gets("red", n[1], lang)
    if k == "gaia_canopy":
        return _x(lang, f"completes a canopy worth {vp(n[1], lang)}",
                  f"complète une canopée qui vaut {vp(n[1], lang)}")
    if k == "gaia_compost":
        c = _x(lang, "card" if n[2] == 1 else "cards", "carte" if n[2] == 1 else "cartes")
        return _x(lang, f"turns {n[1]} soil into {n[2]} compost {c}",
                  f"échange {n[1]} sols contre {n[2]} {c} de compost")
    if k == "gaia_shuffle":
        return _x(lang, "shuffles her cards for a new pass", "mélange ses cartes pour un nouveau passage")
    if k == "gaia_pile":
        c = _x(lang, "card" if n[1] == 1 else "cards", "carte" if n[1] == 1 else "cartes")
        return _x(lang, f"puts the other {n[1]} {c} on her score pile",
                  f"met les {n[1]} autres {c} sur sa pile de score")
    if k == "gaia_leaf":
        f, pts = fauna_name(d, s, n[1], lang), vp(fauna_points(d, s, n[1], n[2]), lang)
        return _x(lang, f"puts her leaf on {f} ({pts})", f"pose sa feuille sur {f} ({pts})")
    return _x(lang, "has no fauna open to her leaf", "n'a aucune faune ouverte à sa feuille")


def gaia_gets(colour, amount, lang) -> str:
    """Gaia's share of an action ("" when there is nothing to tell)."""
    if amount <= 0:
        return ""
    plural = amount > 1
    words = {"blue": (f"takes {amount} sprout{'s' if plural else ''}",
                      f"prend {amount} germe{'s' if plural else ''}"),
             "yellow": (f"adds {amount} growth piece{'s' if plural else ''}",
                        f"ajoute {amount} pion{'s' if plural else ''} Croissance"),
             "red": (f"takes {amount} soil", f"prend {amount} sol{'s' if plural else ''}"),
             "green": (f"puts {amount} card{'s' if plural else ''} from the deck on her score pile",
                       f"met {amount} carte{'s' if plural else ''} du deck sur sa pile de score")}[colour]
    return words[0 if lang == "en" else 1]
