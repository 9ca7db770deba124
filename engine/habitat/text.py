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


def _player(s, p, q, lang, names=None) -> str:
    """Player q by name ("of Ann"), else as seen from player p by seat, never "Player 2".
    Play goes clockwise, so p + 1 is on p's left (events are answered from the left)."""
    n, k = s.players, (q - p) % s.players
    en = lang == "en"
    if names and q < len(names) and names[q]:
        name = names[q]
        return name if en else (f"d'{name}" if name[:1].lower() in "aeiouyhéèêàâîôû" else f"de {name}")
    if n == 2:
        return "their opponent" if en else "de son adversaire"
    if k == 1:
        return "the player on their left" if en else "du joueur à sa gauche"
    if k == n - 1:
        return "the player on their right" if en else "du joueur à sa droite"
    if 2 * k == n:
        return "the player opposite them" if en else "du joueur d'en face"
    if k == 2:
        return "the second player on their left" if en else "du deuxième joueur à sa gauche"
    return "the second player on their right" if en else "du deuxième joueur à sa droite"


def _where(game, chain, pos, lang) -> str:
    """' on Plants', ' under Black Bear' or ' between Plants and Moose': a place in a chain by
    its neighbours (chains have no numbers on the table)."""
    en = lang == "en"
    below = chain[pos - 1] if 0 < pos <= len(chain) else None
    above = chain[pos] if 0 <= pos < len(chain) else None
    if below is not None and above is not None:
        b, a = _card(game, below, lang), _card(game, above, lang)
        return f" between {b} and {a}" if en else f" entre {b} et {a}"
    if below is not None:
        return f" on {_card(game, below, lang)}" if en else f" sur {_card(game, below, lang)}"
    if above is not None:
        return f" under {_card(game, above, lang)}" if en else f" sous {_card(game, above, lang)}"
    return ""


def _more(count, lang) -> str:
    """The cards carried along above the moved one, with the plural done right."""
    k = count - 1
    if k <= 0:
        return ""
    if lang == "en":
        return " and the card above it" if k == 1 else f" and the {k} cards above it"
    return " et la carte du dessus" if k == 1 else f" et les {k} cartes du dessus"


def _covering(game, s, pile, lang) -> str:
    try:
        top = s.dying[pile][-1]
    except (IndexError, TypeError):
        return ""
    return f", covering {_card(game, top, lang)}" if lang == "en" else f", sur {_card(game, top, lang)}"


def _at(s, p, ci, pos):
    try:
        return s.tables[p][ci][pos]
    except (IndexError, TypeError):
        return None


def describe(game, s, a, lang="en", names=None) -> str:
    """The log line; `names` (seat display names), when given, name the other players."""
    try:
        return _describe(game, s, a, lang, names)
    except Exception:   # a log line must never break a move (bad actions included)
        return " ".join(str(x) for x in a)


# the log lines that name nothing: (English, French)
FIXED_LINES = {
    "setup_discard": ("sets a card aside", "met une carte de côté"),
    "draw_pile": ("draws from the pile", "pioche"),
    "end_turn": ("ends the turn", "termine son tour"),
    "decline": ("lets the burnt chain go", "laisse la chaîne brûlée"),
    "keep": ("keeps one card; the other three form the display",
             "garde une carte ; les trois autres forment l'exposition"),
    "renew_done": ("takes nothing more", "ne prend rien de plus"),
}


def _describe(game, s, a, lang, names=None) -> str:
    en = lang == "en"
    kind = a[0]
    p = game.to_move(s) if s.phase != "over" else s.current
    if s.phase == SETUP and not s.pending:
        if kind == "setup_discard":
            return "sets a card aside" if en else "met une carte de côté"
        return "plays a card face down" if en else "pose une carte face cachée"
    if kind in FIXED_LINES:
        return FIXED_LINES[kind][0 if en else 1]
    if kind == "event":
        return _event(game, s, a, lang, names)
    line = _chain_line(game, s, a, p, lang, names) or _pile_line(game, s, a, p, lang)
    return line or " ".join(str(x) for x in a)


def _chain_line(game, s, a, p, lang, names) -> str | None:
    """A card played into, moved between or rescued to the mover's chains, or Territory."""
    en, kind = lang == "en", a[0]
    if kind == "play":
        n = _name(game, a[1], lang)
        return (f"plays {n}" if en else f"joue {n}") + _where(game, s.tables[p][a[2]], a[3], lang)
    if kind == "new_chain":
        n = _name(game, a[1], lang)
        return f"starts a chain with {n}" if en else f"commence une chaîne avec {n}"
    if kind == "territory":
        n = _name(game, a[1], lang)
        top = _card(game, s.tables[a[2]][a[3]][-1], lang)
        who = _player(s, p, a[2], lang, names)
        return (f"Territory: {n} attacks the chain of {who}, topped by {top}" if en
                else f"Territoire : {n} attaque la chaîne {who} dont le sommet est {top}")
    if kind == "move":
        _, fc, fp, tc, tp, count = a
        n = _card(game, s.tables[p][fc][fp], lang) + _more(count, lang)
        if tc == len(s.tables[p]):
            return f"moves {n} to a new chain" if en else f"déplace {n} vers une nouvelle chaîne"
        return (f"moves {n}" if en else f"déplace {n}") + _where(game, s.tables[p][tc], tp, lang)
    if kind == "rescue":
        n = _card(game, s.dying[a[1]][-1], lang)
        return f"rescues {n} from the dying piles" if en else f"sauve {n} des piles des mourants"
    return None


def _pile_line(game, s, a, p, lang) -> str | None:
    """A card taken from the display or the dying piles, put on a dying pile, or a burnt
    chain saved."""
    en, kind = lang == "en", a[0]
    if kind == "draw_display":
        n = _card(game, s.display[a[1]], lang)
        return f"takes {n} from the display" if en else f"prend {n} dans l'exposition"
    if kind == "place":
        n = _name(game, a[1], lang)
        return (f"puts {n} on a dying pile" if en
                else f"met {n} sur une pile des mourants") + _covering(game, s, a[2], lang)
    if kind == "discard":
        n = _name(game, a[1], lang)
        return (f"discards {n} onto a dying pile" if en
                else f"défausse {n} sur une pile des mourants") + _covering(game, s, a[2], lang)
    if kind == "save":
        r = _card(game, s.tables[p][a[1]][0], lang)
        return (f"saves the burnt chain onto their free {r}" if en
                else f"sauve la chaîne brûlée sur sa Ressource libre ({r})")
    if kind == "renew":
        n = _card(game, s.dying[a[1]][a[2]], lang)
        return f"takes {n} from the dying display" if en else f"prend {n} dans l'exposition des mourants"
    return None


def _event(game, s, a, lang, names=None) -> str:
    en = lang == "en"
    deck = game.deck
    c = deck.index[a[1]]
    kind = deck.type_id[c]
    n = _card(game, c, lang)
    plays = f"plays {n}" if en else f"joue {n}"
    if kind in ("disease", "wildfire", "population_boom"):
        q, ci, pos = a[2:5]
        t = _card(game, s.tables[q][ci][pos], lang)
        if q == s.current:
            return f"{plays} on {t} in their own chains" if en else f"{plays} sur {t}, dans ses propres chaînes"
        who = _player(s, s.current, q, lang, names)
        return f"{plays} on {t} of {who}" if en else f"{plays} sur {t} {who}"
    if kind == "abundance":
        t = _card(game, s.tables[s.current][a[2]][a[3]], lang)
        return f"{plays} on {t}" if en else f"{plays} sur {t}"
    if kind == "niche":
        return f"{plays}, naming rank {a[2]}" if en else f"{plays} et nomme le rang {a[2]}"
    return plays


def describe_own(game, s, a, lang="en", names=None) -> str:
    """The line as the mover reads it: a card played face down or set aside at set-up is named
    (the log, which everyone reads, hides it)."""
    if s.phase == SETUP and not s.pending and a and len(a) > 1:
        n = _name(game, a[1], lang)
        if a[0] == "setup_discard":
            return f"sets {n} aside" if lang == "en" else f"met {n} de côté"
        return f"plays {n} face down" if lang == "en" else f"pose {n} face cachée"
    return describe(game, s, a, lang, names)
