"""Read-only facts a board view shows: card texts, who is fed and why, rank progress.

Pure helpers over a state or an observation (hidden cards are -1 and are never looked up).
They reuse the feeding model (feeding.py); they decide nothing and change nothing.
"""
from __future__ import annotations

from engine.core import tr

from . import feeding as F
from .data import (CARNIVORE, EVENT, FLYING, HERBIVORE, OMNIVORE, RESOURCE, SCAV_AQUATIC,
                   SCAV_TERRESTRIAL, VULTURE)
from .state import DRAW, MAIN, OVER, SETUP, START

# the phases a view tells apart (re-exported: the view reads them from here only)
PHASES = (SETUP, START, DRAW, MAIN, OVER)
# events played on a card of a table (the others take no target, or a rank for the Niche)
TARGET_EVENTS = ("disease", "wildfire", "population_boom", "abundance")
NICHE, ABUNDANCE = "niche", "abundance"

# card classes for the art: the title bar colour and its letter
CLASS_RESOURCE, CLASS_HERBIVORE, CLASS_CARNIVORE, CLASS_OMNIVORE, CLASS_VULTURE, CLASS_EVENT = \
    "resource", "herbivore", "carnivore", "omnivore", "vulture", "event"
DIET_CLASS = {HERBIVORE: CLASS_HERBIVORE, CARNIVORE: CLASS_CARNIVORE, OMNIVORE: CLASS_OMNIVORE,
              VULTURE: CLASS_VULTURE}

CLASS_NAME = {
    CLASS_RESOURCE: {"en": "Resource", "fr": "Ressource"},
    CLASS_HERBIVORE: {"en": "Herbivore", "fr": "Herbivore"},
    CLASS_CARNIVORE: {"en": "Carnivore", "fr": "Carnivore"},
    CLASS_OMNIVORE: {"en": "Omnivore", "fr": "Omnivore"},
    CLASS_VULTURE: {"en": "True scavenger", "fr": "Vrai charognard"},
    CLASS_EVENT: {"en": "Event", "fr": "Événement"},
}
ENV_NAMES = (("terrestrial", 1, {"en": "Terrestrial", "fr": "Terrestre"}),
             ("aquatic", 2, {"en": "Aquatic", "fr": "Aquatique"}),
             ("flying", FLYING, {"en": "Flying", "fr": "Volant"}))
SCAV_NAME = {SCAV_TERRESTRIAL: {"en": "Terrestrial scavenger (eats any dying species)",
                                "fr": "Charognard terrestre (mange toute espèce mourante)"},
             SCAV_AQUATIC: {"en": "Aquatic scavenger (eats dying aquatic species)",
                            "fr": "Charognard aquatique (mange les espèces aquatiques mourantes)"}}

# how a card on the table is fed (feeding.chain_fed tells yes/no; this tells why)
RESOURCE_CARD, FED_BY_CHAIN, FED_BY_SCAVENGING, STARVING = "resource", "chain", "scavenging", "starving"


def card_class(deck, c: int) -> str:
    k = deck.kind[c]
    if k == RESOURCE:
        return CLASS_RESOURCE
    if k == EVENT:
        return CLASS_EVENT
    return DIET_CLASS[deck.diet[c]]


def is_event(deck, c: int) -> bool:
    return deck.kind[c] == EVENT


def event_id(deck, c: int) -> str | None:
    """Which event card c is ("disease", "niche"...), None for a Resource or a species."""
    return deck.type_id[c] if deck.kind[c] == EVENT else None


def is_species(deck, c: int) -> bool:
    return bool(deck.is_species[c])


def find_on_table(obs, q: int, c: int):
    """(chain, position) of card c on player q's table, or None."""
    for ci, ch in enumerate(obs.tables[q]):
        if c in ch:
            return ci, ch.index(c)
    return None


def environments(deck, c: int) -> list[str]:
    return [name for name, bit, _ in ENV_NAMES if deck.env[c] & bit]


def food_types(deck, c: int) -> list[int]:
    """Resource type indices a herbivore or omnivore eats (as printed on the card)."""
    f = deck.foods[c]
    return [t for t in range(len(deck.resource_types)) if f >> t & 1]


def resource_id(deck, t: int) -> str:
    return deck.resource_types[t].id


def resource_name(deck, t: int, lang: str) -> str:
    return tr(deck.resource_types[t].name, lang)


def card_name(deck, c: int, lang: str) -> str:
    return tr(deck.names[deck.type_id[c]], lang)


def scav_view(deck, s) -> tuple:
    """What the dying display lets scavengers eat now (nothing before the set-up reveal)."""
    return (False, False) if s.phase == SETUP else F.scavenge_view(deck, s.dying)


def chain_status(deck, s, chain, view) -> list[tuple[str, bool]]:
    """For each card of a chain, bottom first: (how it is fed, does it eat the card below)."""
    fed = F.chain_fed(deck, s, chain, view)
    out = []
    for i, c in enumerate(chain):
        eats = i > 0 and F.can_eat(deck, s, c, chain[i - 1])
        if F.is_food_like(deck, c):
            how = RESOURCE_CARD
        elif not fed[i]:
            how = STARVING
        elif eats and fed[i - 1]:
            how = FED_BY_CHAIN
        else:
            how = FED_BY_SCAVENGING
        out.append((how, eats and fed[i - 1]))
    return out


def table_status(deck, s, p: int) -> list:
    view = scav_view(deck, s)
    return [chain_status(deck, s, ch, view) for ch in s.tables[p]]


def rank_progress(deck, s, p: int) -> list[int]:
    """For ranks 1-8: 0 = not on p's table, 1 = held but starving, 2 = held and fed."""
    out = [0] * 9
    view = scav_view(deck, s)
    for ch in s.tables[p]:
        for c, ok in zip(ch, F.chain_fed(deck, s, ch, view)):
            if c < 0 or deck.kind[c] == EVENT and c != deck.abundance:
                continue
            r = F.eff_rank(deck, s, c)
            if 1 <= r <= 8:
                out[r] = max(out[r], 2 if ok else 1)
    return out[1:]


def eff_rank(deck, s, c: int) -> int:
    return F.eff_rank(deck, s, c)


def card_text(deck, c: int, lang: str, s=None) -> str:
    """The full text of a card (tooltip): name, rank, class, environments, scavenger kind,
    foods, and the event's effect or the species' note."""
    en = lang == "en"
    name = card_name(deck, c, lang)
    cls = card_class(deck, c)
    lines = []
    if cls == CLASS_EVENT:
        lines.append(f"{name} — {tr(CLASS_NAME[cls], lang)}")
        card = deck.cards[c]
        if card.text:
            lines.append(tr(card.text, lang))
        if s is not None and c == deck.abundance and s.abund_type >= 0:
            t = resource_name(deck, s.abund_type, lang)
            lines.append(f"In play: counts as a {t} Resource" if en
                         else f"En jeu : compte comme une Ressource {t}")
        return "\n".join(lines)
    rank = deck.rank[c]
    r = f"rank {rank}" if en else f"rang {rank}"
    if s is not None and c == s.boom:
        r += (" (Population Boom: counts as rank {})" if en
              else " (Explosion démographique : compte comme rang {})").format(rank - 1)
    lines.append(f"{name} — {r}")
    if cls == CLASS_RESOURCE:
        lines.append(tr(CLASS_NAME[cls], lang) + (": food for herbivores and omnivores" if en
                                                  else " : nourriture des herbivores et omnivores"))
        return "\n".join(lines)
    envs = " + ".join(tr(n, lang) for _, bit, n in ENV_NAMES if deck.env[c] & bit)
    lines.append(f"{tr(CLASS_NAME[cls], lang)} · {envs}")
    if deck.scav[c] in SCAV_NAME and cls != CLASS_VULTURE:
        lines.append(tr(SCAV_NAME[deck.scav[c]], lang))
    foods = [resource_name(deck, t, lang) for t in food_types(deck, c)]
    eats = []
    if foods:
        eats.append(", ".join(foods))
    if cls in (CLASS_CARNIVORE, CLASS_OMNIVORE):
        eats.append("lower-rank herbivores and omnivores sharing an environment" if en
                    else "herbivores et omnivores de rang inférieur partageant un environnement")
    if cls == CLASS_VULTURE:
        eats.append("only dying species (any environment)" if en
                    else "seulement des espèces mourantes (tout environnement)")
    if eats:
        lines.append(("Eats: " if en else "Mange : ") + "; ".join(eats))
    if deck.env[c] & FLYING:
        lines.append("Flying: only flying predators can eat it" if en
                     else "Volant : seuls les prédateurs volants peuvent le manger")
    card = deck.cards[c]
    if card.text:
        lines.append(tr(card.text, lang))
    return "\n".join(lines)


def status_text(deck, s, chain, pos: int, how: str, lang: str) -> str:
    """One line on why the card at `pos` of `chain` is fed or starving."""
    en = lang == "en"
    c = chain[pos]
    below = chain[pos - 1] if pos > 0 else None
    if how == RESOURCE_CARD:
        return ""
    if how == FED_BY_CHAIN:
        n = card_name(deck, below, lang)
        return f"Fed: eats {n} below it" if en else f"Nourri : mange {n} en dessous"
    if how == FED_BY_SCAVENGING:
        return ("Fed by scavenging a visible dying species" if en
                else "Nourri en charognant une espèce mourante visible")
    if below is None:
        return ("Starving: nothing to eat below it; it dies at the end of its owner's turn" if en
                else "Affamé : rien à manger en dessous ; il meurt à la fin du tour de son joueur")
    n = card_name(deck, below, lang)
    if not F.can_eat(deck, s, c, below):
        return (f"Starving: cannot eat {n}; it dies at the end of its owner's turn" if en
                else f"Affamé : ne peut pas manger {n} ; il meurt à la fin du tour de son joueur")
    return (f"Starving: {n} below is starving too" if en
            else f"Affamé : {n} en dessous est affamé aussi")
