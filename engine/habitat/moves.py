"""Legal actions, phase by phase. Every action is one click the UI can offer.

Set-up      ("new_chain", card) ("play", card, chain, pos) ("setup_discard", card)
Step 1      ("draw_pile",) ("draw_display", slot) ("territory", card, victim, chain)
            and events before the first draw
Step 2      ("play", card, chain, pos) ("new_chain", card)
            ("move", from_chain, from_pos, to_chain, to_pos, count)  to_chain == len -> new chain
            ("rescue", pile, chain, pos)  chain == len -> new chain
            ("event", card, *target) ("end_turn",)
Prompts     ("place", card, pile) ("discard", card, pile) ("save", chain) ("decline",)
            ("keep", card) ("renew", pile, index) ("renew_done",)
Cards are named by their uid ("mouse-2"); chains and positions count from 0, bottom first.
"""
from __future__ import annotations

from . import feeding as F
from .flow import HAND_LIMIT, allowed_piles
from .state import DRAW, EMPTY, MAX_MOVES, OVER, SETUP, START


def legal(deck, s, table_moves: bool = True) -> list:
    """The legal actions; without `table_moves`, the same list less the "move" actions."""
    if s.phase == OVER:
        return []
    if s.pending:
        return prompt_actions(deck, s, s.pending[0])
    if s.phase == SETUP:
        return setup_actions(deck, s)
    if s.phase == START:
        acts = draw_actions(s)
        if not s.locked:
            acts += territory_actions(deck, s)
            acts += event_actions(deck, s)
        return acts
    if s.phase == DRAW:
        return draw_actions(s)
    return main_actions(deck, s, table_moves)


# ---- helpers --------------------------------------------------------------------------------
def slots(deck, s, chains, fed, bottom, top, view) -> list:
    """(chain, pos) where a group from `bottom` to `top` may go: its lowest card fed there
    (a Resource only at the bottom, a scavenger anywhere in rank order, the vulture only alone)
    and the card above, if any, able to eat its highest."""
    return list(each_slot(deck, s, chains, fed, bottom, top, view))


def first_slot(deck, s, chains, fed, bottom, top, view):
    """slots(...)[0], or None: found without listing the others (the rollouts ask this many
    times; a single card that is neither food nor a scavenger goes on a card it eats)."""
    if bottom != top or F.is_food_like(deck, bottom) or F.scavenges(deck, bottom, view):
        return next(each_slot(deck, s, chains, fed, bottom, top, view), None)
    can_eat = F.can_eat
    for ci, (ch, f) in enumerate(zip(chains, fed)):
        n = len(ch)
        for pos in range(1, n + 1):
            if f[pos - 1] and can_eat(deck, s, bottom, ch[pos - 1]) and \
                    (pos == n or can_eat(deck, s, ch[pos], bottom)):
                return ci, pos
    return None


def place_on_table(deck, s, p: int, c: int, view, facts=None):
    """first_slot(...) of card c alone in player p's chains, remembered with feeding's facts
    about that table (the rollouts ask it of the same tables and cards again and again)."""
    facts = F.table_facts(deck, s, p, view) if facts is None else facts
    key = ("slot", c)
    memo = facts.memo
    if key in memo:
        return memo[key]
    out = memo[key] = first_slot(deck, s, s.tables[p], facts.fed, c, c, view)
    return out


def each_slot(deck, s, chains, fed, bottom, top, view):
    """The places of slots(), one by one, in its order."""
    food = F.is_food_like(deck, bottom)
    scav = not food and F.scavenges(deck, bottom, view)
    for ci, ch in enumerate(chains):
        n = len(ch)
        rng = (0,) if food else range(n + 1) if scav else range(1, n + 1)
        f = fed[ci]
        for pos in rng:
            if scav:
                if pos and (F.is_vulture(deck, bottom)
                            or F.eff_rank(deck, s, bottom) <= F.eff_rank(deck, s, ch[pos - 1])):
                    continue
            elif not food and not (f[pos - 1] and F.can_eat(deck, s, bottom, ch[pos - 1])):
                continue
            if pos < n and not F.can_eat(deck, s, ch[pos], top):
                continue
            yield ci, pos


def fits(deck, s, chains, fed, c, view) -> bool:
    """May card c go somewhere, on its own (as slots(..., c, c, ...) is not empty)?"""
    return first_slot(deck, s, chains, fed, c, c, view) is not None


def hand_groups(deck, hand) -> tuple:
    """Hand cards grouped by card type (copies are interchangeable), as tuples in the order of
    the hand; remembered per hand (the rollouts ask this of the same hands again and again)."""
    cache = F.deck_cache(deck, "groups")
    key = tuple(hand)
    out = cache.get(key)
    if out is None:
        if len(cache) > 50000:
            cache.clear()
        out = cache[key] = _groups(deck, hand)
    return out


def _groups(deck, hand) -> tuple:
    groups = {}
    for c in hand:
        groups.setdefault(deck.type_id[c], []).append(c)
    return tuple(map(tuple, groups.values()))


# ---- set-up ---------------------------------------------------------------------------------
def setup_actions(deck, s) -> list:
    p = s.current
    chains = s.tables[p]
    view = (False, False)   # nothing can scavenge before the reveal
    fed = [F.chain_fed(deck, s, ch, view) for ch in chains]
    acts = []
    for group in hand_groups(deck, s.hands[p]):
        c = group[0]
        targets = []
        if deck.is_res[c]:
            targets.append(None)
        if deck.is_species[c]:
            targets += slots(deck, s, chains, fed, c, c, view)
        for x in group:
            u = deck.uid[x]
            for t in targets:
                acts.append(("new_chain", u) if t is None else ("play", u, t[0], t[1]))
            acts.append(("setup_discard", u))
    return acts


# ---- step 1 ---------------------------------------------------------------------------------
def draw_actions(s) -> list:
    acts = [("draw_pile",)]
    acts += [("draw_display", i) for i, c in enumerate(s.display) if c != EMPTY]
    return acts


def abundance_pair(deck, s, q: int, ci: int, places=None):
    """If chain ci of q shares its Resource through Abundance, the index of the other chain.
    `places`: abundance_places(deck, s, q), if the caller has it already."""
    if s.abund_link < 0:
        return None
    chains = s.tables[q]
    ch = chains[ci]
    a, r = abundance_places(deck, s, q) if places is None else places
    if a is None or r is None:
        return None
    if ch[0] == deck.abundance and r[0] != ci:
        return r[0]
    if s.abund_link in ch and a[0] != ci:
        return a[0]
    return None


def abundance_places(deck, s, q: int) -> tuple:
    """Where q's chains hold the Abundance card and the Resource it is attached to."""
    chains = s.tables[q]
    return F.find_in(chains, deck.abundance), F.find_in(chains, s.abund_link)


def attackable(deck, s) -> list:
    """(victim, chain index, chain, rank to beat) for every chain another player has on a
    Resource (§6.2): the rank to beat is its highest card's, with Abundance the highest of
    both chains the Resource feeds (§6.6)."""
    p = s.current
    out = []
    for q in range(s.players):
        if q == p:
            continue
        chains = s.tables[q]
        places = abundance_places(deck, s, q) if s.abund_link >= 0 else None
        for ci, ch in enumerate(chains):
            if not F.is_food_like(deck, ch[0]):
                continue
            top = max(F.eff_rank(deck, s, c) for c in ch)
            other = abundance_pair(deck, s, q, ci, places)
            if other is not None:
                top = max(top, max(F.eff_rank(deck, s, c) for c in chains[other]))
            out.append((q, ci, ch, top))
    return out


def territory_targets(deck, s, aggressor: int, chains=None):
    """(victim, chain) pairs the aggressor may attack (§6); `chains`: attackable(deck, s),
    if the caller has it already."""
    rank = deck.rank[aggressor]
    return [(q, ci) for q, ci, ch, top in (attackable(deck, s) if chains is None else chains)
            if rank > top and eats_a_species(deck, s, aggressor, ch)]


def eats_a_species(deck, s, aggressor: int, chain) -> bool:
    """§6.4: the aggressor chases the animals off "until it can feed on an animal", so it must
    be able to eat a species of the chain; the Resource at the base does not count."""
    return any(deck.is_species[c] and F.can_eat(deck, s, aggressor, c) for c in chain)


def territory_actions(deck, s) -> list:
    acts = []
    chains = None
    for group in hand_groups(deck, s.hands[s.current]):
        if not deck.is_species[group[0]]:
            continue
        chains = attackable(deck, s) if chains is None else chains
        targets = territory_targets(deck, s, group[0], chains)
        for x in group:
            acts += [("territory", deck.uid[x], q, ci) for q, ci in targets]
    return acts


# ---- events ---------------------------------------------------------------------------------
def event_targets(deck, s, c: int) -> list:
    """Target tuples for event card c played by the active player now."""
    kind = deck.type_id[c]
    p = s.current
    if kind in ("disease", "wildfire", "population_boom"):
        out = []
        for q in range(s.players):
            if q == p and kind != "population_boom":
                continue
            for ci, ch in enumerate(s.tables[q]):
                for pos, x in enumerate(ch):
                    if kind == "wildfire":
                        ok = deck.is_res[x] or (x == deck.abundance and s.abund_link < 0)
                    else:
                        ok = deck.is_species[x]
                    if ok:
                        out.append((q, ci, pos))
        return out
    if kind == "abundance":
        return [(ci, pos) for ci, ch in enumerate(s.tables[p]) for pos, x in enumerate(ch)
                if deck.is_res[x]]
    if kind == "niche":
        return [(r,) for r in range(1, 9)]
    if kind == "winter" and s.spring_block >= 0:
        return []
    return [()]


def event_actions(deck, s) -> list:
    acts = []
    for c in s.hands[s.current]:
        if deck.kind[c] == 2:
            u = deck.uid[c]
            acts += [("event", u) + t for t in event_targets(deck, s, c)]
    return acts


# ---- step 2 ---------------------------------------------------------------------------------
def main_actions(deck, s, table_moves: bool = True) -> list:
    p = s.current
    chains = s.tables[p]
    view = F.view_now(deck, s)
    fed = F.table_fed(deck, s, p, view)
    acts = []
    if not s.locked:
        for group in hand_groups(deck, s.hands[p]):
            c = group[0]
            if deck.kind[c] == 2:
                continue
            targets = slots(deck, s, chains, fed, c, c, view)
            new = F.base_ok(deck, c, view)
            for x in group:
                u = deck.uid[x]
                acts += [("play", u, ci, pos) for ci, pos in targets]
                if new:
                    acts.append(("new_chain", u))
        if s.moves < MAX_MOVES and table_moves:
            acts += move_actions(deck, s, chains, fed, view)
        acts += event_actions(deck, s)
    acts += rescue_actions(deck, s)
    acts.append(("end_turn",))
    return acts


def move_actions(deck, s, chains, fed, view) -> list:
    acts = []
    n = len(chains)
    for fi, ch in enumerate(chains):
        L = len(ch)
        others = [ci for ci in range(n) if ci != fi]
        sub = [chains[ci] for ci in others]
        subfed = [fed[ci] for ci in others]
        for a in range(L):
            bottom = ch[a]
            for b in range(a + 1, L + 1):
                top = ch[b - 1]
                if not (a == 0 and b == L) and (b == L or F.base_ok(deck, bottom, view)):
                    acts.append(("move", fi, a, n, 0, b - a))
                for k, pos in slots(deck, s, sub, subfed, bottom, top, view):
                    acts.append(("move", fi, a, others[k], pos, b - a))
    return acts


def rescue_actions(deck, s, skip_ranks=()) -> list:
    """Rescues into the current player's chains; `skip_ranks`: leave out dying species of
    these printed ranks."""
    chains = s.tables[s.current]
    acts = []
    for pi, pile in enumerate(s.dying):
        if not pile or not deck.is_species[pile[-1]] or deck.rank[pile[-1]] in skip_ranks:
            continue
        c = pile[-1]
        tops = [d[-1] if d else -1 for d in s.dying]
        tops[pi] = pile[-2] if len(pile) > 1 else -1
        view = F.view_of_tops(deck, tops)
        fed = F.table_fed(deck, s, s.current, view)
        acts += [("rescue", pi, ci, pos) for ci, pos in slots(deck, s, chains, fed, c, c, view)]
        if F.base_ok(deck, c, view):
            acts.append(("rescue", pi, len(chains), 0))
    return acts


# ---- prompts --------------------------------------------------------------------------------
def prompt_actions(deck, s, pr) -> list:
    kind, p = pr[0], pr[1] if len(pr) > 1 else -1
    if kind == "place":
        if not pr[2]:       # nothing to place (no species starved): asked at every turn's end
            return []
        piles = allowed_piles(s)
        return [("place", deck.uid[c], pile) for c in sorted(set(pr[2])) for pile in piles]
    if kind == "pollution":
        return [("place", deck.uid[c], pile) for c in pollution_choices(deck, s, p)
                for pile in allowed_piles(s)]
    if kind == "winter":
        pile = allowed_piles(s)[0]   # the dying display is shuffled away at once
        return [("place", deck.uid[c], pile) for c in winter_choices(deck, s, p)]
    if kind == "wildfire":
        acts = [("save", ci) for ci in wildfire_free(deck, s, p, pr[2], pr[3])]
        return acts + [("decline",)]
    if kind == "spring":
        return [("keep", deck.uid[c]) for c in s.spring_cards]
    if kind == "renewal":
        acts = [("renew", pi, i) for pi, i in renewal_choices(deck, s, pr)]
        return acts + [("renew_done",)]
    if kind == "discard":
        if len(s.hands[p]) <= HAND_LIMIT:
            return []
        piles = allowed_piles(s)
        return [("discard", deck.uid[c], pile) for c in s.hands[p] for pile in piles]
    return []


def pollution_choices(deck, s, p: int) -> list:
    species = [c for ch in s.tables[p] for c in ch if deck.is_species[c]]
    if not species:
        return []
    top = max(F.eff_rank(deck, s, c) for c in species)
    return sorted(c for c in species if F.eff_rank(deck, s, c) == top)


def winter_choices(deck, s, p: int) -> list:
    return sorted(c for ch in s.tables[p] for c in ch
                  if deck.is_res[c] or (c == deck.abundance and s.abund_link < 0))


def wildfire_free(deck, s, p: int, rtype: int, first: int) -> list:
    """Chains of p made of one free Resource of type rtype (the burnt chain excluded)."""
    if F.find_in(s.tables[p], first) is None:
        return []
    out = []
    for ci, ch in enumerate(s.tables[p]):
        if len(ch) == 1 and F.is_food_like(deck, ch[0]) and F.food_type(deck, s, ch[0]) == rtype:
            out.append(ci)
    return out


def renewal_choices(deck, s, pr) -> list:
    _, p, took_species, took_res = pr
    out = []
    for pi, pile in enumerate(s.dying):
        for i, c in enumerate(pile):
            if (deck.is_species[c] and not took_species) or (deck.is_res[c] and not took_res):
                out.append((pi, i))
    return out
