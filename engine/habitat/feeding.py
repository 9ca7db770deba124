"""Who eats whom (rules page §3): the core model, written for speed.

A card on the table is "food-like" when it is a Resource or the Abundance card (which stands
for a Resource of its linked type). Effective ranks include Population Boom's -1.
"""
from __future__ import annotations

from .data import SCAV_AQUATIC, SCAV_TERRESTRIAL, VULTURE


def eff_rank(deck, s, c: int) -> int:
    return deck.rank[c] - (c == s.boom) if c != deck.abundance else 1


def is_food_like(deck, c: int) -> bool:
    return deck.is_res[c] or c == deck.abundance


def food_type(deck, s, c: int) -> int:
    return s.abund_type if c == deck.abundance else deck.res_type[c]


def can_eat(deck, s, u: int, l: int) -> bool:
    """§3.1: may card u sit directly on card l and eat it?"""
    if u != s.boom and l != s.boom and l != deck.abundance:
        return l in deck.eats[u]     # the common case, from the deck's table
    return eats_by_rule(deck, s, u, l)


def eats_by_rule(deck, s, u: int, l: int) -> bool:
    """§3.1 written out, with the ranks Population Boom and Abundance change (can_eat uses it
    where the deck's table of the common case does not apply; tests check the two agree)."""
    boom = s.boom
    if not deck.is_species[u]:
        return False
    ru = deck.rank[u] - (u == boom)
    if l == deck.abundance:
        return ru > 1 and bool(deck.foods[u] >> s.abund_type & 1)
    if deck.is_res[l]:
        return ru > 1 and bool(deck.foods[u] >> deck.res_type[l] & 1)
    if not deck.is_species[l]:
        return False
    return deck.prey[u][l] and ru > deck.rank[l] - (l == boom)


def scavenge_view(deck, dying) -> tuple[bool, bool]:
    """(a dying species is visible, a dying aquatic species is visible) — §3.3."""
    any_, aq = False, False
    for pile in dying:
        if pile:
            t = pile[-1]
            if deck.is_species[t]:
                any_ = True
                if deck.aquatic[t]:
                    aq = True
    return any_, aq


def view_now(deck, s) -> tuple[bool, bool]:
    """scavenge_view of s's dying display, kept by the state until the display changes."""
    v = s.dying_view
    if v is None:
        v = s.dying_view = scavenge_view(deck, s.dying)
    return v


def scavenges(deck, c: int, view) -> bool:
    k = deck.scav[c]
    if k == SCAV_TERRESTRIAL:
        return view[0]
    if k == SCAV_AQUATIC:
        return view[1]
    return False


_CACHES: dict = {}   # what -> {deck: that deck's memo of `what`}


def deck_cache(deck, what: str) -> dict:
    """This deck's memo of `what`: its keys need not name the deck, so they stay tuples of
    plain numbers, which the garbage collector stops tracking (it walks the AI's big memos
    otherwise, again and again)."""
    by_deck = _CACHES.get(what)
    if by_deck is None:
        by_deck = _CACHES[what] = {}
    out = by_deck.get(deck)
    if out is None:
        out = by_deck[deck] = {}
    return out


def remembered(cache: dict, key, limit: int, make):
    """cache[key], made by make() the first time; the cache is emptied past `limit` entries
    so the AI's memory stays bounded."""
    out = cache.get(key)
    if out is None:
        if len(cache) > limit:
            cache.clear()
        out = cache[key] = make()
    return out


def chain_fed(deck, s, chain, view) -> tuple:
    """fed[i] for each card of a chain; resources count as fed (they need no food)."""
    key = (tuple(chain), view, s.boom, s.abund_type)
    return remembered(deck_cache(deck, "fed"), key, 50000, lambda: _chain_fed(deck, s, chain, view))


def _chain_fed(deck, s, chain, view) -> tuple:
    out = []
    below, below_ok = -1, False
    for c in chain:
        if deck.is_res[c] or c == deck.abundance:
            ok = True
        else:
            ok = scavenges(deck, c, view) or (below_ok and can_eat(deck, s, c, below))
        out.append(ok)
        below, below_ok = c, ok
    return tuple(out)


class Table:
    """What feeding says of one player's table: fed flags chain by chain, how many fed cards
    of each effective rank and those ranks, its starving species (bottom-up, chain by chain),
    and whether it is a Habitat (§8.2). Equal tables share one (table_facts): read it, never
    change it. `memo` keeps what the AI works out from the same table (see ai.progress);
    `chains`, `view`, `boom`, `abund` are what it was worked out from."""
    __slots__ = ("fed", "counts", "ranks", "starving", "habitat", "memo", "chains", "view", "boom",
                 "abund")

    def __init__(self, deck, s, chains, view, key=None):
        """key: the chains as a tuple of tuples, if the caller has it already."""
        self.chains = key = tuple(map(tuple, chains)) if key is None else key
        boom, abund = s.boom, s.abund_type
        known = deck_cache(deck, "fed")      # chain_fed's memo, read here once for all chains
        fed = []
        for ch in key:
            k = (ch, view, boom, abund)
            f = known.get(k)
            if f is None:
                if len(known) > 50000:
                    known.clear()
                f = known[k] = _chain_fed(deck, s, ch, view)
            fed.append(f)
        self.fed = tuple(fed)
        counts, hungry = {}, []
        for ch, fed in zip(chains, self.fed):
            for c, ok in zip(ch, fed):
                if ok:
                    r = eff_rank(deck, s, c)
                    counts[r] = counts.get(r, 0) + 1
                else:
                    hungry.append(c)
        self.counts = counts
        self.ranks = ranks = frozenset(counts)
        self.starving = tuple(hungry)
        self.habitat = not hungry and all(r in ranks for r in range(1, 9))
        self.memo = {}
        self.view, self.boom, self.abund = view, boom, abund


_TABLES: dict = {}   # deck -> deck_cache(deck, "tables"), found in one look-up


def table_facts(deck, s, p: int, view=None) -> Table:
    """Table(...) of player p's chains: the one the state keeps (s.known, forgotten whenever
    the table changes) if it was worked out for this view, Population Boom and Abundance,
    else the one remembered for equal tables (written out rather than through remembered():
    the rollouts ask this more than anything else)."""
    if view is None:
        view = view_now(deck, s)
    kept = s.known[p]
    if kept is not None:
        if kept.view == view and kept.boom == s.boom and kept.abund == s.abund_type:
            return kept
        chains = kept.chains     # the same table: its key need not be built again
    else:
        chains = tuple(map(tuple, s.tables[p]))
    cache = _TABLES.get(deck)     # the rollouts ask about the same tables again and again
    if cache is None:
        cache = _TABLES[deck] = deck_cache(deck, "tables")
    key = (chains, view, s.boom, s.abund_type)
    out = cache.get(key)
    if out is None:
        if len(cache) > 60000:
            cache.clear()
        out = cache[key] = Table(deck, s, s.tables[p], view, chains)
    s.known[p] = out
    return out


def table_fed(deck, s, p: int, view=None) -> tuple:
    return table_facts(deck, s, p, view).fed


def starving(deck, s, p: int, view=None) -> list:
    """Player p's starving species, bottom-up chain by chain."""
    return list(table_facts(deck, s, p, view).starving)


def fed_ranks(deck, s, p: int, view=None) -> frozenset:
    """Effective ranks of player p's fed cards (resources included)."""
    return table_facts(deck, s, p, view).ranks


def has_habitat(deck, s, p: int) -> bool:
    """§8.2: every rank 1-8 in p's chains and every species fed."""
    return table_facts(deck, s, p).habitat


def is_vulture(deck, c: int) -> bool:
    return deck.is_species[c] and deck.diet[c] == VULTURE


def base_ok(deck, c: int, view) -> bool:
    """May card c start a new chain on its own (a Resource or a fed scavenger)?"""
    return deck.is_res[c] or c == deck.abundance or scavenges(deck, c, view)


def view_of_tops(deck, tops) -> tuple[bool, bool]:
    any_, aq = False, False
    for t in tops:
        if t >= 0 and deck.is_species[t]:
            any_ = True
            if deck.aquatic[t]:
                aq = True
    return any_, aq


def find_in(chains, c: int):
    for ci, ch in enumerate(chains):
        if c in ch:
            return ci, ch.index(c)
    return None
