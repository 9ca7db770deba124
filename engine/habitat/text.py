"""Log lines (describe) in English and French. Hidden choices are told without the card."""
from __future__ import annotations

from engine.core import tr

from .state import SETUP


def _name(game, uid, lang) -> str:
    deck = game.deck
    i = deck.index.get(uid) if isinstance(uid, str) else None
    if i is None:
        return str(uid)
    return tr(deck.names[deck.type_id[i]], lang)


def _card(game, c: int, lang) -> str:
    return tr(game.deck.names[game.deck.type_id[c]], lang)


def _player(q, lang) -> str:
    return f"Player {q + 1}" if lang == "en" else f"Joueur {q + 1}"


def _at(s, p, ci, pos):
    try:
        return s.tables[p][ci][pos]
    except (IndexError, TypeError):
        return None


def describe(game, s, a, lang="en") -> str:
    try:
        return _describe(game, s, a, lang)
    except Exception:   # a log line must never break a move (bad actions included)
        return " ".join(str(x) for x in a)


def _describe(game, s, a, lang) -> str:  # noqa: C901 - one branch per action kind's log line
    en = lang == "en"
    kind = a[0]
    p = game.to_move(s) if s.phase != "over" else s.current
    if s.phase == SETUP and not s.pending:
        if kind == "setup_discard":
            return "sets a card aside" if en else "met une carte de côté"
        return "plays a card face down" if en else "pose une carte face cachée"
    if kind == "play":
        n = _name(game, a[1], lang)
        below = _at(s, p, a[2], a[3] - 1) if a[3] > 0 else None
        on = ""
        if below is not None:
            on = f" on {_card(game, below, lang)}" if en else f" sur {_card(game, below, lang)}"
        return (f"plays {n} in chain {a[2] + 1}{on}" if en
                else f"joue {n} dans la chaîne {a[2] + 1}{on}")
    if kind == "new_chain":
        n = _name(game, a[1], lang)
        return f"starts a chain with {n}" if en else f"commence une chaîne avec {n}"
    if kind == "setup_discard":
        return "sets a card aside" if en else "met une carte de côté"
    if kind == "draw_pile":
        return "draws from the pile" if en else "pioche"
    if kind == "draw_display":
        n = _card(game, s.display[a[1]], lang)
        return f"takes {n} from the display" if en else f"prend {n} dans l'exposition"
    if kind == "territory":
        n = _name(game, a[1], lang)
        return (f"Territory: {n} attacks chain {a[3] + 1} of {_player(a[2], lang)}" if en
                else f"Territoire : {n} attaque la chaîne {a[3] + 1} de {_player(a[2], 'fr')}")
    if kind == "move":
        _, fc, fp, tc, tp, count = a
        n = _card(game, s.tables[p][fc][fp], lang)
        more = ""
        if count > 1:
            more = f" and {count - 1} more card(s)" if en else f" et {count - 1} carte(s) de plus"
        if tc == len(s.tables[p]):
            return f"moves {n}{more} to a new chain" if en else f"déplace {n}{more} vers une nouvelle chaîne"
        return (f"moves {n}{more} to chain {tc + 1}" if en
                else f"déplace {n}{more} vers la chaîne {tc + 1}")
    if kind == "rescue":
        n = _card(game, s.dying[a[1]][-1], lang)
        return (f"rescues {n} from dying pile {a[1] + 1}" if en
                else f"sauve {n} de la pile des mourants {a[1] + 1}")
    if kind == "event":
        return _event(game, s, a, lang)
    if kind == "end_turn":
        return "ends the turn" if en else "termine son tour"
    if kind == "place":
        n = _name(game, a[1], lang)
        return (f"puts {n} on dying pile {a[2] + 1}" if en
                else f"met {n} sur la pile des mourants {a[2] + 1}")
    if kind == "discard":
        n = _name(game, a[1], lang)
        return (f"discards {n} onto dying pile {a[2] + 1}" if en
                else f"défausse {n} sur la pile des mourants {a[2] + 1}")
    if kind == "save":
        return (f"saves the burnt chain on the Resource of chain {a[1] + 1}" if en
                else f"sauve la chaîne brûlée sur la Ressource de la chaîne {a[1] + 1}")
    if kind == "decline":
        return "lets the burnt chain go" if en else "laisse la chaîne brûlée"
    if kind == "keep":
        return ("keeps one card; the other three form the display" if en
                else "garde une carte ; les trois autres forment l'exposition")
    if kind == "renew":
        n = _card(game, s.dying[a[1]][a[2]], lang)
        return f"takes {n} from the dying display" if en else f"prend {n} dans l'exposition des mourants"
    if kind == "renew_done":
        return "takes nothing more" if en else "ne prend rien de plus"
    return " ".join(str(x) for x in a)


def _event(game, s, a, lang) -> str:
    en = lang == "en"
    deck = game.deck
    c = deck.index[a[1]]
    kind = deck.type_id[c]
    n = _card(game, c, lang)
    plays = f"plays {n}" if en else f"joue {n}"
    if kind in ("disease", "wildfire", "population_boom"):
        q, ci, pos = a[2:5]
        t = _card(game, s.tables[q][ci][pos], lang)
        return (f"{plays} on {t} of {_player(q, lang)}" if en
                else f"{plays} sur {t} de {_player(q, lang)}")
    if kind == "abundance":
        t = _card(game, s.tables[s.current][a[2]][a[3]], lang)
        return f"{plays} on {t}" if en else f"{plays} sur {t}"
    if kind == "niche":
        return f"{plays}, naming rank {a[2]}" if en else f"{plays} et nomme le rang {a[2]}"
    return plays
