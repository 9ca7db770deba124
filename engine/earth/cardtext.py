"""Card text in English and French, generated from the parsed data language (never typed)."""
from __future__ import annotations

from engine.core.text import colon

from .abilities import Ability, Cost, Gain, Measure, Score

WORDS = {
    "flora": ("flora", "flora", "flore", "flores"),
    "card": ("card", "cards", "carte", "cartes"),
    "terrain": ("terrain", "terrains", "terrain", "terrains"),
    "event": ("event", "events", "événement", "événements"),
    "empty_space": ("empty space", "empty spaces", "espace vide", "espaces vides"),
    "full": ("flora with full growth", "flora with full growth", "flore à croissance complète",
             "flores à croissance complète"),
    "sprouted": ("flora with a sprout", "flora with sprouts", "flore avec un germe", "flores avec des germes"),
    "tree": ("tree", "trees", "arbre", "arbres"),
    "herb": ("herb", "herbs", "herbe", "herbes"),
    "mushroom": ("mushroom", "mushrooms", "champignon", "champignons"),
    "bush": ("bush", "bushes", "buisson", "buissons"),
}
HABITAT_WORDS = {"sunny": ("sunny", "ensoleillé"), "wet": ("wet", "humide"),
                 "rocky": ("rocky", "rocheux"), "cold": ("cold", "froid")}
COLOUR_WORDS = {"green": ("green", "vert"), "red": ("red", "rouge"), "blue": ("blue", "bleu"),
                "yellow": ("yellow", "jaune"), "multi": ("multicolour", "multicolore"),
                "black": ("black", "noir"), "event": ("event", "événement"), "brown": ("brown", "brun")}
SCOPE_WORDS = {"in_row": ("in this row", "dans cette rangée"),
               "in_column": ("in this column", "dans cette colonne"),
               "adjacent": ("among the 8 adjacent cards", "parmi les 8 cartes adjacentes"),
               "orthogonal": ("orthogonally adjacent", "orthogonalement adjacents"),
               "diagonal": ("diagonally adjacent", "en diagonale"),
               "tableau": ("", ""),
               "in_chosen_row": ("in a row of your choice", "dans une rangée de votre choix"),
               "in_chosen_column": ("in a column of your choice", "dans une colonne de votre choix")}
AXIS_WORDS = {"row": ("row", "rangée"), "column": ("column", "colonne"), "diagonal": ("diagonal", "diagonale")}


TAG_WORDS: dict = {}   # tag -> {"en", "fr"}: filled from game.yaml when the data loads


def set_tag_words(tags) -> None:
    TAG_WORDS.update({k: {"en": v.en, "fr": v.fr} for k, v in tags.items()})


def L(lang):
    return 0 if lang == "en" else 1


def filter_text(filt: tuple, plural: bool, lang: str) -> str:
    """('tree', 'habitat:wet') -> 'wet trees' / 'arbres (humide)'."""
    head, extra = None, []
    for tok in filt:
        if tok in WORDS:
            if head is None or head in ("card", "flora"):
                head = tok
            continue
        key, _, val = tok.partition(":")
        if key == "habitat":
            extra.append(HABITAT_WORDS[val][L(lang)])
        elif key == "colour":
            extra.append(COLOUR_WORDS[val][L(lang)])
        elif key == "tag":
            extra.append(TAG_WORDS.get(val, {}).get(lang, val.replace("_", " ")))
        else:
            word = tok.replace("vp", "VP ").replace("cost", "cost ").replace("<=", "≤ ").replace(">=", "≥ ")
            extra.append(word.replace("VP", "PV").replace("cost", "coût") if lang == "fr" else word)
    words = WORDS[head or "card"]
    base = words[(2 if lang == "fr" else 0) + (1 if plural else 0)]
    return f"{base} ({', '.join(extra)})" if extra else base


def _scoped(filt, scope, plural, lang):
    s = filter_text(filt, plural, lang)
    sw = SCOPE_WORDS[scope][L(lang)]
    return f"{s} {sw}" if sw else s


def cost_text(c: Cost, lang: str) -> str:
    n = c.n
    en = {"pay_soil": f"pay {n} soil", "return_sprout": f"return {n} sprout{'s' * (n > 1)}",
          "return_growth": f"return {n} growth piece{'s' * (n > 1)}",
          "compost_hand": f"compost {n} card{'s' * (n > 1)} from your hand",
          "discard_compost": f"discard {n} card{'s' * (n > 1)} from your compost",
          "discard_hand": f"discard {n} card{'s' * (n > 1)} from your hand"}
    fr = {"pay_soil": f"payez {n} sol{'s' * (n > 1)}", "return_sprout": f"rendez {n} germe{'s' * (n > 1)}",
          "return_growth": f"rendez {n} pion{'s' * (n > 1)} Croissance",
          "compost_hand": f"compostez {n} carte{'s' * (n > 1)} de votre main",
          "discard_compost": f"défaussez {n} carte{'s' * (n > 1)} de votre compost",
          "discard_hand": f"défaussez {n} carte{'s' * (n > 1)} de votre main"}
    return (en if lang == "en" else fr)[c.kind]


def _where_text(w, lang):
    if w.mode == "self":
        return "on this flora" if lang == "en" else "sur cette flore"
    target = _scoped(w.filter, w.scope, w.mode == "each" and lang == "fr", lang)
    if w.mode == "each":
        one = _scoped(w.filter, w.scope, False, lang)
        return f"on each {one}" if lang == "en" else f"sur chaque {one}"
    return f"on any {target}" if lang == "en" else f"sur n'importe quelle {target}"


def gain_text(g: Gain, lang: str) -> str:
    n, s = g.n, "s" * (g.n > 1)
    if g.kind == "copy":
        c = COLOUR_WORDS[g.colour][L(lang)]
        return (f"copy another {c} ability of your tableau" if lang == "en"
                else f"copiez une autre capacité {c} de votre tableau")
    if g.kind == "plant":
        free = (" for free" if lang == "en" else " gratuitement") if g.free else ""
        return f"plant {n} card{s}{free}" if lang == "en" else f"plantez {n} carte{s}{free}"
    simple_en = {"soil": f"gain {n} soil", "draw": f"draw {n} card{s}",
                 "compost_deck": f"compost {n} card{s} from the deck"}
    simple_fr = {"soil": f"gagnez {n} sol{s}", "draw": f"piochez {n} carte{s}",
                 "compost_deck": f"compostez {n} carte{s} du deck"}
    if g.kind in simple_en:
        return (simple_en if lang == "en" else simple_fr)[g.kind]
    if g.kind == "sprout":
        head = f"place {n} sprout{s}" if lang == "en" else f"placez {n} germe{s}"
    else:
        head = f"place {n} growth piece{s}" if lang == "en" else f"placez {n} pion{s} Croissance"
    return f"{head} {_where_text(g.where, lang)}"


def measure_text(m: Measure, lang: str, plural=True) -> str:
    en = lang == "en"
    if m.kind == "count":
        return _scoped(m.filter, m.scope, plural, lang)
    if m.kind == "set":
        parts = " + ".join(filter_text(f, False, lang) for f in m.filter)
        return f"set of ({parts})" if en else f"ensemble ({parts})"
    if m.kind == "line":
        ax = AXIS_WORDS[m.axis][L(lang)]
        f = filter_text(m.filter, True, lang)
        return f"{ax} of {m.n} {f}" if en else f"{ax} de {m.n} {f}"
    if m.kind == "chain":
        f, link = _chain_words(m, lang)
        de = "d'" if f[:1].lower() in "aeiouyhéèê" else "de "
        return f"largest group of {f} connected {link}" if en else f"plus grand groupe {de}{f} reliés ({link})"
    names = {"soil": ("soil in reserve", "sol en réserve"), "compost": ("cards in compost", "cartes au compost"),
             "hand": ("cards in hand", "cartes en main"), "events": ("events played", "événements joués"),
             "sprouts": ("sprouts in tableau", "germes dans le tableau"),
             "growth": ("growth pieces in tableau", "pions Croissance dans le tableau")}
    return names[m.kind][L(lang)]


def _chain_words(m: Measure, lang: str) -> tuple:
    """(what is chained, how it links) in the players' words."""
    link = SCOPE_WORDS[m.axis][L(lang)]
    if lang == "en":
        link = {"orthogonally adjacent": "side by side", "diagonally adjacent": "corner to corner"}.get(link, link)
    return filter_text(m.filter, True, lang), link


def objective_text(meas: Measure, n: int, lang: str) -> str:
    if meas.kind in ("set", "line") and n == 1:
        return measure_text(meas, lang)
    if meas.kind == "chain":   # a goal reads as the group to build, not as a measure
        f, link = _chain_words(meas, lang)
        return f"a group of {n}+ {f} connected {link}" if lang == "en" else f"un groupe de {n}+ {f} reliés ({link})"
    return f"{n}+ {measure_text(meas, lang, plural=n > 1)}"


def score_text(sc: Score, lang: str) -> str:
    pv = "VP" if lang == "en" else "PV"
    if sc.kind == "per":
        per = "per" if lang == "en" else "par"
        return f"{sc.vp} {pv} {per} {measure_text(sc.measure, lang, plural=False)}"
    if sc.kind == "if":
        cond = "if" if lang == "en" else "si"
        return f"{sc.vp} {pv} {cond} {objective_text(sc.measure, sc.at_least, lang)}"
    steps = ", ".join(f"{k}{colon(lang)}{v}" for k, v in sc.table)
    return f"{measure_text(sc.measure, lang)} → {pv} ({steps})"


def ability_text(a: Ability, lang: str = "en") -> str:
    """The whole ability in the players' words, colour first."""
    col = COLOUR_WORDS[a.colour][L(lang)].capitalize()
    if a.colour == "black":
        col = "When planted" if lang == "en" else "En plantant"
    if a.colour == "event":
        col = "Event" if lang == "en" else "Événement"
    if a.score is not None:
        end = "End of game" if lang == "en" else "Fin de partie"
        return f"{end}{colon(lang)}{score_text(a.score, lang)}"
    if a.passive:
        return ("This card's cost may be paid with sprouts from your tableau (1 sprout = 1 soil)"
                if lang == "en" else
                "Le coût de cette carte peut être payé avec des germes de votre tableau (1 germe = 1 sol)")
    gains = ", ".join(gain_text(g, lang) for g in a.gains)
    if a.costs:
        costs = ", ".join(cost_text(c, lang) for c in a.costs)
        return f"{col}{colon(lang)}{costs} → {gains}"
    return f"{col}{colon(lang)}{gains}"
