"""Earth's log lines and refusal reasons, in English and French, in the players' words."""
from __future__ import annotations

from .cardtext import ability_text
from .effects import ability_of, line_cards, pieces
from .steps import CALM, may_convert
from .turn import seat_of

ACTIONS = {"green": ("Planting (green)", "Plantation (verte)"), "red": ("Composting (red)", "Compostage (rouge)"),
           "blue": ("Watering (blue)", "Arrosage (bleue)"), "yellow": ("Growing (yellow)", "Croissance (jaune)")}
MINOR = {"none": ("takes no minor benefit", "ne prend pas d'avantage mineur"),
         "soil": ("takes 2 soil", "prend 2 sols"),
         "compost": ("composts 2 cards from the deck", "composte 2 cartes du deck"),
         "sprouts": ("places sprouts", "place des germes"), "draw": ("draws 2 cards", "pioche 2 cartes"),
         "growth": ("places growth pieces", "place des pions Croissance")}
PIECE = {"sprout": ("a sprout", "un germe"), "growth": ("a growth piece", "un pion Croissance")}


def name(d, cid, lang):
    return d.names[cid].get(lang)


def src_name(d, s, p, src, lang):
    if src == "island":
        i, f = s.island[p]
        return d.islands_by_id[i].faces[f].name.get(lang)
    if src == "climate":
        i, f = s.climate[p]
        return d.climates_by_id[i].faces[f].name.get(lang)
    if isinstance(src, tuple):
        return d.gaia_by_id[src[1]].name.get(lang)
    return name(d, src, lang)


def _x(lang, en, fr):
    return en if lang == "en" else fr


def describe(d, s, a, lang="en") -> str:
    t = s.tasks[-1] if s.tasks else ("none", 0)
    k = a[0]
    p = seat_of(s, t) if s.tasks else 0
    if k == "face":
        what = t[2]
        rec = {"island": d.islands_by_id, "climate": d.climates_by_id, "eco": d.eco_by_id}[what]
        nm = rec[s.offers[p][what][a[1]]].faces[a[2]].name.get(lang)
        kind = {"island": ("island", "l'île"), "climate": ("climate", "le climat"),
                "eco": ("ecosystem", "l'écosystème")}[what]
        return _x(lang, f"chooses the {kind[0]} {nm}", f"choisit {kind[1]} {nm}")
    if k == "action":
        return _x(lang, f"chooses {ACTIONS[a[1]][0]}", f"choisit {ACTIONS[a[1]][1]}")
    if k == "plant":
        extra = (_x(lang, f", paying {a[2]} with sprouts", f", en payant {a[2]} avec des germes")
                 if len(a) > 2 else "")
        return _x(lang, f"plants {name(d, a[1], lang)}", f"plante {name(d, a[1], lang)}") + extra
    if k == "cell":
        return _placed(d, s, p, t[2], a[1:3], lang)
    if k == "event":
        ab = ability_text(d.abilities[a[1]][0], lang)
        return _x(lang, f"plays the event {name(d, a[1], lang)} ({ab})",
                  f"joue l'événement {name(d, a[1], lang)} ({ab})")
    return _describe_more(d, s, t, p, a, lang)


# Where a card goes, said by the card it touches (rows and columns move as the tableau grows).
_SIDES = (((0, -1), "to the right of", "à droite de"), ((0, 1), "to the left of", "à gauche de"),
          ((-1, 0), "below", "sous"), ((1, 0), "above", "au-dessus de"),
          ((1, 1), "above and to the left of", "en haut à gauche de"),
          ((1, -1), "above and to the right of", "en haut à droite de"),
          ((-1, 1), "below and to the left of", "en bas à gauche de"),
          ((-1, -1), "below and to the right of", "en bas à droite de"))


def _placed(d, s, p, card, cell, lang):
    what = name(d, card, lang)
    for (dr, dc), en, fr in _SIDES:
        other = s.grid[p].get((cell[0] + dr, cell[1] + dc))
        if other is not None:
            return _x(lang, f"puts {what} {en} {name(d, other, lang)}",
                      f"place {what} {fr} {name(d, other, lang)}")
    return _x(lang, f"starts the tableau with {what}", f"commence son tableau avec {what}")


def _describe_more(d, s, t, p, a, lang):
    k = a[0]
    simple = {
        "compost": ("puts a card from hand into compost", "met une carte de sa main au compost"),
        "keep": ("keeps one of the drawn cards", "garde une des cartes piochées"),
        "convert": ("converts 3 sprouts into 2 soil", "convertit 3 germes en 2 sols"),
        "skip": ("does not activate it", "ne l'active pas"),
        "activate_all": ("activates it and every later ability whose cost can be paid",
                         "l'active, ainsi que chaque capacité suivante dont le coût peut être payé"),
        "order": ("activates the island and climate first", "active d'abord l'île et le climat")
        if a[-1] == "board" else ("activates the tableau first", "active d'abord le tableau"),
    }
    if k in simple:
        return simple[k][0 if lang == "en" else 1]
    if k == "minor":
        return MINOR[a[1]][0 if lang == "en" else 1]
    if k in TEAM_KINDS or (k == "stop" and t[0] in ("split", "teamtake")):
        return team_text(d, t, a, lang)
    if k == "stop":
        return _x(lang, "takes no more", "n'en prend pas plus")
    if k == "amount":
        return amount_text(t[2], a[1], lang)
    if k == "put":
        pc = PIECE[t[2]][0 if lang == "en" else 1]
        return _x(lang, f"places {pc} on {name(d, a[1], lang)}", f"place {pc} sur {name(d, a[1], lang)}")
    if k == "take":
        pc = PIECE[t[2]][0 if lang == "en" else 1]
        return _x(lang, f"returns {pc} from {name(d, a[1], lang)}", f"rend {pc} de {name(d, a[1], lang)}")
    if k == "give":
        if t[2] == "compost":
            return _x(lang, "composts a card from hand", "composte une carte de sa main")
        return _x(lang, "discards a card from hand", "défausse une carte de sa main")
    if k == "activate":
        nm = src_name(d, s, p, t[3], lang)
        ab = ability_text(ability_of(d, s, p, t[3], t[4]), lang)
        return _x(lang, f"activates {nm} ({ab})", f"active {nm} ({ab})")
    if k == "copy":
        return _x(lang, f"copies {name(d, a[1], lang)}", f"copie {name(d, a[1], lang)}")
    if k in ("row", "column") and len(a) == 2:
        return line_text(d, k, [name(d, c, lang) for c in line_cards(s, p, k, a[1])], lang)
    if k == "fauna":
        fid, face = s.fauna[a[1]]
        nm = d.fauna_by_id[fid].faces[face].name.get(lang)
        return _x(lang, f"Gaia's leaf goes on {nm}", f"la feuille de Gaïa va sur {nm}")
    return " ".join(str(x) for x in a)


TEAM_KINDS = ("share", "send", "send_card", "send_piece", "board")
BOARD = ("the team board", "le plateau Équipes")


def team_text(d, t, a, lang) -> str:
    """The team game's moves, never naming a card the other team cannot see."""
    k, on = a[0], BOARD[0 if lang == "en" else 1]
    if k == "share":
        return (_x(lang, f"will be asked where each gain goes (hand, reserve, tableau or {on})",
                   f"sera consulté pour chaque gain (main, réserve, tableau ou {on})") if a[1]
                else _x(lang, "keeps every gain without being asked", "garde chaque gain sans être consulté"))
    if k == "stop":
        return (_x(lang, "keeps the other cards", "garde les autres cartes") if t[0] == "split"
                else _x(lang, f"takes nothing more from {on}", f"ne prend plus rien sur {on}"))
    if k == "send":
        if a[1] == 0:
            return _x(lang, "keeps it all", "garde tout")
        n, many = a[1], a[1] > 1
        what = (_x(lang, f"{n} soil", f"{n} sol{'s' if many else ''}") if t[2] == "soil"
                else _x(lang, f"{n} compost card{'s' if many else ''}", f"{n} carte{'s' if many else ''} de compost"))
        return _x(lang, f"puts {what} on {on}", f"pose {what} sur {on}")
    if k == "send_card":
        return _x(lang, f"puts a card on {on}", f"pose une carte sur {on}")
    if k == "send_piece":
        pc = PIECE[t[2]][0 if lang == "en" else 1]
        return _x(lang, f"puts {pc} on {on}", f"pose {pc} sur {on}")
    return take_text(d, a, lang)


def take_text(d, a, lang) -> str:
    _, kind, x = a
    on = BOARD[0 if lang == "en" else 1]
    if kind in PIECE:
        pc = PIECE[kind][0 if lang == "en" else 1]
        return _x(lang, f"takes {pc} from {on} for {name(d, x, lang)}",
                  f"prend {pc} sur {on} pour {name(d, x, lang)}")
    if kind == "card":
        return _x(lang, f"takes a card from {on}", f"prend une carte sur {on}")
    if kind == "soil":
        return _x(lang, f"takes {x} soil from {on}", f"prend {x} sol{'s' if x > 1 else ''} sur {on}")
    cards = _x(lang, "card" if x == 1 else "cards", "carte" if x == 1 else "cartes")
    return _x(lang, f"takes {x} compost {cards} from {on}", f"prend {x} {cards} de compost sur {on}")


def line_text(d, axis, names, lang) -> str:
    """A row or column chosen, said by the cards in it (rows move as the tableau grows)."""
    cards = ", ".join(names)
    return _x(lang, f"chooses the {axis} of {cards}",
              f"choisit la {'rangée' if axis == 'row' else 'colonne'} de {cards}")


def amount_text(kind, n, lang) -> str:
    if n == 0:
        return _x(lang, "takes none of it", "n'en prend rien")
    cards = _x(lang, "card" if n == 1 else "cards", "carte" if n == 1 else "cartes")
    if kind == "soil":
        return _x(lang, f"takes {n} soil", f"prend {n} sol" + ("s" if n > 1 else ""))
    if kind == "draw":
        return _x(lang, f"draws {n} {cards}", f"pioche {n} {cards}")
    return _x(lang, f"composts {n} {cards} from the deck", f"composte {n} {cards} du deck")


REASONS = {
    "game_over": ("the game is over", "la partie est finie"),
    "bad_shape": ("that is not a move of Earth", "ce n'est pas un coup d'Earth"),
    "not_now": ("that choice is not the one asked now", "ce n'est pas le choix demandé maintenant"),
    "not_in_hand": ("that card is not in your hand", "cette carte n'est pas dans votre main"),
    "event_plant": ("events are played, never planted", "les événements se jouent, ils ne se plantent pas"),
    "not_adjacent": ("a new card must touch a planted card, orthogonally or diagonally",
                     "une nouvelle carte doit toucher une carte plantée, orthogonalement ou en diagonale"),
    "too_big": ("the tableau may never exceed 4 columns or 4 rows",
                "le tableau ne peut jamais dépasser 4 colonnes ou 4 rangées"),
    "occupied": ("that space already holds a card", "cet emplacement est déjà occupé"),
    "no_soil": ("you cannot pay this card's soil cost", "vous ne pouvez pas payer le coût en sol de cette carte"),
    "full": ("your tableau already holds 16 cards", "votre tableau compte déjà 16 cartes"),
    "no_room": ("that flora has no free space for this piece, or the ability cannot reach it",
                "cette flore n'a pas d'emplacement libre pour ce pion, ou la capacité ne l'atteint pas"),
    "no_piece": ("that card has no such piece to return", "cette carte n'a pas ce pion à rendre"),
    "calm": ("events and conversions wait until no ability or placement is being resolved",
             "événements et conversions attendent qu'aucune capacité ni pose ne soit en cours"),
    "convert_inside": ("sprouts are converted between abilities, never while one is being resolved",
                       "les germes se convertissent entre deux capacités, jamais pendant qu'une se résout"),
    "few_sprouts": ("converting needs 3 sprouts in your tableau", "la conversion demande 3 germes dans votre tableau"),
    "not_event": ("only event cards are played from hand", "seules les cartes Événement se jouent depuis la main"),
    "cannot_copy": ("a copy targets another ability of that colour whose cost you can pay",
                    "une copie vise une autre capacité de cette couleur dont vous pouvez payer le coût"),
    "fauna_taken": ("Gaia already has a leaf there, or the card is not named",
                    "Gaïa a déjà une feuille là, ou la carte n'est pas désignée"),
    "too_much": ("you cannot take that much here", "vous ne pouvez pas en prendre autant ici"),
    "no_line": ("no flora of that row or column can take these pieces",
                "aucune flore de cette rangée ou colonne ne peut recevoir ces pions"),
    "no_team": ("there is a team board only in the team game", "il n'y a de plateau Équipes qu'en jeu par équipes"),
    "board_calm": ("the team board waits until no ability or placement is being resolved",
                   "le plateau Équipes attend qu'aucune capacité ni pose ne soit en cours"),
    "share_already": ("that switch is already so", "ce réglage est déjà ainsi"),
    "not_on_board": ("your team's side of the team board does not hold that, or it has no room on your cards",
                     "le côté de votre équipe sur le plateau Équipes ne contient pas cela, ou vos cartes "
                     "n'ont pas la place"),
    "not_fresh": ("only a card you have just gained may go on the team board",
                  "seule une carte que vous venez de gagner peut aller sur le plateau Équipes"),
    "unknown": ("that move is not allowed now", "ce coup n'est pas permis maintenant"),
}


def plant_reason(d, s, p, a) -> str:
    if len(a) not in (2, 3) or not all(isinstance(x, int) for x in a[1:]):
        return "bad_shape"
    cid = a[1]
    if cid not in s.hands[p]:
        return "not_in_hand"
    if d.cards[cid].kind == "event":
        return "event_plant"
    if len(s.grid[p]) >= 16:
        return "full"
    return "no_soil"


def cell_reason(s, p, a) -> str:
    if len(a) != 3 or not all(isinstance(x, int) for x in a[1:]):
        return "bad_shape"
    g = s.grid[p]
    if (a[1], a[2]) in g:
        return "occupied"
    near = any(abs(r - a[1]) <= 1 and abs(c - a[2]) <= 1 for r, c in g)
    return "too_big" if near else "not_adjacent"


def reason(d, s, a, legal) -> str:
    if s.phase == "over":
        return "game_over"
    if not isinstance(a, tuple) or not a or not isinstance(a[0], str):
        return "bad_shape"
    t = s.tasks[-1]
    p = seat_of(s, t)
    k = a[0]
    if k in ("event", "convert"):
        if t[0] not in CALM:
            return "calm"
        if k == "convert" and not may_convert(t):
            return "convert_inside"
        if k == "convert":
            return "few_sprouts" if pieces(s, p, "sprout") < 3 else "unknown"
        if len(a) != 2 or a[1] not in s.hands[p]:
            return "not_in_hand"
        return "not_event"
    if k in TEAM_KINDS:
        return team_reason(s, t, p, a)
    if k == "plant" and t[0] == "plant":
        return plant_reason(d, s, p, a)
    if k == "cell" and t[0] == "cell":
        return cell_reason(s, p, a)
    expected = {"put": "place", "take": "remove", "copy": "copy", "fauna": "gaia_fauna", "amount": "upto",
                "row": "pickline", "column": "pickline"}
    if k in expected and t[0] == expected[k]:
        return {"put": "no_room", "take": "no_piece", "copy": "cannot_copy", "fauna": "fauna_taken",
                "amount": "too_much", "row": "no_line", "column": "no_line"}[k]
    if k in ("give", "compost", "keep"):
        return "not_in_hand" if t[0] in ("hand", "setup_compost", "keep") else "not_now"
    known = {"face", "action", "plant", "cell", "activate_all", "stop", "keep", "minor", "put", "take", "give", "order",
             "activate", "skip", "copy", "fauna", "compost", "amount", "row", "column"}
    return "not_now" if k in known else "bad_shape"


def team_reason(s, t, p, a) -> str:
    """Why a move of the team game is refused."""
    k = a[0]
    if not s.teams:
        return "no_team"
    if k in ("share", "board") and t[0] not in CALM and not (k == "board" and t[0] == "teamtake"):
        return "board_calm"
    if k == "share":
        return "share_already"
    if k == "board":
        return "not_on_board"
    need = {"send": "split", "send_card": "split", "send_piece": "place"}[k]
    if t[0] != need:
        return "not_now"
    return {"send": "too_much", "send_card": "not_fresh", "send_piece": "not_now"}[k]


def reason_text(key):
    return REASONS.get(key, REASONS["unknown"])
