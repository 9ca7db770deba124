"""Single-click steps: what each action kind lets a faction do, why not, and doing it.

Every step kind has three functions:
  targets(d, s, f, slot) -> candidate actions (a cheap superset of the legal ones),
  reason(d, s, f, slot, action) -> None if legal, else a reason key (see text.REASONS),
  apply(d, s, f, slot, action) -> the slot's new lock (or None to keep it).
The step's own slot (kind, remaining, lock, needs, or_group, amount) says how much is left.
Actions carry regions as ints 1..25 and borders as (a, b) tuples.
"""
from __future__ import annotations

from .board import (LAND, flood_supply, has, is_mine, is_ranger, kauri_pool, kauri_reason,
                    kiwi_supply, maori_may_take_possum, network, network_regions, possum_cap,
                    possum_supply, regions_of, road_open, road_supply, whare_supply)
from .data import KIWI, MAORI, POSSUM, SETTLER

KIND, REMAINING, LOCK, NEEDS, GROUP, AMOUNT = range(6)

# Argument shapes, checked before anything else: r region, B border, o border or None,
# i int, c card id, k legacy key, s species.
SHAPES = {
    "move": "rr", "flood": "Bo", "storm": "Bo", "conscience": "i", "reserve": "r", "hatch": "r",
    "replant": "r", "wrath": "r", "ally": "r", "raid": "r", "epidemic": "r", "forage": "r",
    "litter": "r", "breed": "r", "invade": "r", "fell": "r", "road": "B", "survey": "B",
    "quake": "B", "hunt": "r", "sawmill": "r", "poison": "r", "swap": "c", "expedition": "r",
    "possum_hunt": "r", "temple": "r", "kiwi_hunt": "r", "feast": "rs", "rahui": "r",
    "push": "rsr", "suburb": "r", "claim": "k", "curse": "k", "activism": "i", "colony": "r",
    "marae": "r", "tapu": "r", "timber": "r", "tane": "r", "auto_move": "rr", "auto_fell": "r",
    "auto_hunt": "r",
}
# Step kinds that draw on a slot of another name.
SLOT_OF = {"auto_fell": "auto_take", "auto_hunt": "auto_take"}
SPECIES = ("kiwi", "possum")


def _is_region(x) -> bool:
    return type(x) is int and 1 <= x <= 25


def shape_ok(d, action) -> bool:
    shape = SHAPES.get(action[0])
    if shape is None or len(action) != len(shape) + 1:
        return False
    for code, x in zip(shape, action[1:]):
        if code == "r" and not _is_region(x):
            return False
        if code == "B" and not (type(x) is tuple and len(x) == 2 and x in d.border_id):
            return False
        if code == "o" and x is not None and not (type(x) is tuple and len(x) == 2
                                                  and x in d.border_id):
            return False
        if code == "i" and type(x) is not int:
            return False
        if code in "ck" and type(x) is not str:
            return False
        if code == "s" and x not in SPECIES:
            return False
    return True


def bit(r: int) -> int:
    return 1 << r


def _mine(s, f, r):
    return None if is_mine(s, f, r) else "not_your_region"


def _one_region(slot, r):
    lock = slot[LOCK]
    return "one_region" if lock and lock != r else None


def _fresh_region(slot, r):
    return "region_used" if slot[LOCK] & bit(r) else None


def _border(d, a, b):
    return d.border_id[(a, b)]


def _pair(d, b):
    return d.borders[b]


def _mine_targets(kind):
    def targets(d, s, f, slot):
        return [(kind, r) for r in regions_of(s, f)]
    return targets


# ---- movement ---------------------------------------------------------------------------
def _uses_network(s, f) -> bool:
    return f == SETTLER or (f == MAORI and has(s, MAORI, "treaty"))


def move_reason(d, s, f, slot, a):
    _, frm, to = a
    if not is_mine(s, f, frm):
        return "no_pawn_there"
    if to == frm:
        return "same_region"
    if _uses_network(s, f) and to in network(d, s, frm):
        pass
    elif to in d.adj[frm]:
        if s.floods[_border(d, frm, to)]:
            return "flooded"
    else:
        return "not_neighbour"
    if f in (SETTLER, MAORI) and s.epidemic == to:
        return "epidemic_entry"
    if f == POSSUM and s.poison[to]:
        return "poison_entry"
    return None


def move_targets(d, s, f, slot):
    out = []
    net = _uses_network(s, f)
    for frm in regions_of(s, f):
        dests = set(d.adj[frm])
        if net:
            dests |= network(d, s, frm)
        dests.discard(frm)
        out.extend(("move", frm, to) for to in sorted(dests))
    return out


def move_apply(d, s, f, slot, a):
    _, frm, to = a
    if f == KIWI:
        s.kiwi[frm] -= 1
        s.kiwi[to] += 1
    elif f == POSSUM:
        s.possum[frm] -= 1
        s.possum[to] += 1
    elif f == SETTLER:
        s.settlers[s.settlers.index(frm)] = to
    else:
        s.maori = to


# ---- floods (the Flood card and the Storm legacy) ------------------------------------------
def _flood_reason(d, s, a, own_border: int | None):
    _, border, src = a
    b = _border(d, *border)
    if s.floods[b]:
        return "already_flooded"
    if own_border is not None and not own_border:
        return "border_not_yours"
    if src is None:
        return "no_flood_left" if flood_supply(d, s) <= 0 else None
    return None if s.floods[_border(d, *src)] else "not_a_flood"


def _flood_sources(d, s):
    srcs = [_pair(d, b) for b, f in enumerate(s.floods) if f]
    if flood_supply(d, s) > 0:
        srcs.insert(0, None)
    return srcs


def flood_reason(d, s, f, slot, a):
    a_, b_ = a[1]
    return _flood_reason(d, s, a, is_mine(s, f, a_) or is_mine(s, f, b_))


def flood_targets(d, s, f, slot):
    borders = sorted({b for r in regions_of(s, f) for b in d.region_borders[r]})
    srcs = _flood_sources(d, s)
    return [("flood", _pair(d, b), src) for b in borders if not s.floods[b] for src in srcs]


def _flood_apply(d, s, a, until):
    _, border, src = a
    if src is not None:
        s.floods[_border(d, *src)] = 0
    s.floods[_border(d, *border)] = until


def flood_apply(d, s, f, slot, a):
    _flood_apply(d, s, a, s.period)


def storm_reason(d, s, f, slot, a):
    return _flood_reason(d, s, a, None)


def storm_targets(d, s, f, slot):
    srcs = _flood_sources(d, s)
    return [("storm", _pair(d, b), src) for b in range(len(d.borders)) if not s.floods[b]
            for src in srcs]


def storm_apply(d, s, f, slot, a):
    _flood_apply(d, s, a, s.period + 1)


# ---- conscience ---------------------------------------------------------------------------
def _conscience_ok(d, s, delta):
    return 1 <= s.conscience + delta <= d.game.conscience.max


def conscience_reason(d, s, f, slot, a):
    if a[1] != slot[AMOUNT]:
        return "wrong_amount"
    return None if _conscience_ok(d, s, a[1]) else "conscience_limit"


def conscience_targets(d, s, f, slot):
    return [("conscience", slot[AMOUNT])]


def conscience_apply(d, s, f, slot, a):
    s.conscience += a[1]


def activism_reason(d, s, f, slot, a):
    if a[1] == 0 or abs(a[1]) > slot[AMOUNT]:
        return "wrong_amount"
    return None if _conscience_ok(d, s, a[1]) else "conscience_limit"


def activism_targets(d, s, f, slot):
    n = slot[AMOUNT]
    return [("activism", k) for k in range(-n, n + 1) if k]


activism_apply = conscience_apply


# ---- kiwi ------------------------------------------------------------------------------------
def reserve_reason(d, s, f, slot, a):
    r = a[1]
    if s.reserve[r]:
        return "has_reserve"
    if sum(s.reserve) >= d.game.components.reserve:
        return "no_reserve_left"
    return _mine(s, f, r)


def reserve_apply(d, s, f, slot, a):
    s.reserve[a[1]] = 1


def hatch_reason(d, s, f, slot, a):
    r = a[1]
    return (_mine(s, f, r) or ("no_kauri" if not s.kauri[r] else None) or _fresh_region(slot, r)
            or ("no_kiwi_left" if kiwi_supply(d, s) <= 0 else None))


def hatch_apply(d, s, f, slot, a):
    s.kiwi[a[1]] += 1
    return slot[LOCK] | bit(a[1])


def replant_reason(d, s, f, slot, a):
    r = a[1]
    if s.kauri[r]:
        return "has_kauri"
    if kauri_pool(d, s) <= 0:
        return "no_kauri_left"
    return _mine(s, f, r)


def replant_apply(d, s, f, slot, a):
    s.kauri[a[1]] = 1


def wrath_reason(d, s, f, slot, a):
    r = a[1]
    return (_mine(s, f, r) or ("no_kauri" if not s.kauri[r] else None)
            or ("no_possum" if not s.possum[r] else None) or _one_region(slot, r)
            or _possum_cap_reached(d, s, slot))


def _possum_cap_reached(d, s, slot):
    """No predator: one action removes at most its amount of possums from a region (the card's region)."""
    return "no_predator" if slot[AMOUNT] - slot[REMAINING] >= possum_cap(d, s) else None


def _take_possum(s, r):
    s.possum[r] -= 1
    return r


def wrath_apply(d, s, f, slot, a):
    return _take_possum(s, a[1])


def ally_reason(d, s, f, slot, a):
    r = a[1]
    if not (s.kiwi[r] and r in s.settlers):
        return "ally_region"
    return (("no_possum" if not s.possum[r] else None) or _one_region(slot, r)
            or _possum_cap_reached(d, s, slot))


def ally_targets(d, s, f, slot):
    return [("ally", r) for r in sorted(set(s.settlers)) if r]


def ally_apply(d, s, f, slot, a):
    if s.players >= 3:          # with no Settler player the possum simply leaves the map
        s.settler_possum += 1
    return _take_possum(s, a[1])


# ---- possum ----------------------------------------------------------------------------------
def raid_reason(d, s, f, slot, a):
    r = a[1]
    if not s.kiwi[r]:
        return "no_kiwi"
    if s.reserve[r]:
        return "reserve_kiwi"
    return _mine(s, f, r)      # from any of my regions: the 2-player balance rests on it


def raid_apply(d, s, f, slot, a):
    s.kiwi[a[1]] -= 1
    return a[1]


def epidemic_reason(d, s, f, slot, a):
    return "epidemic_here" if s.epidemic == a[1] else _mine(s, f, a[1])


def epidemic_apply(d, s, f, slot, a):
    s.epidemic = a[1]


def forage_reason(d, s, f, slot, a):
    return kauri_reason(d, s, a[1], False) or _mine(s, f, a[1])


def forage_apply(d, s, f, slot, a):
    s.kauri[a[1]] = 0


def _add_possum_reason(d, s, r):
    if s.poison[r]:
        return "poisoned"
    return "no_possum_left" if possum_supply(d, s) <= 0 else None


def litter_reason(d, s, f, slot, a):
    r = a[1]
    return (_mine(s, f, r) or ("no_kauri" if not s.kauri[r] else None)
            or _add_possum_reason(d, s, r))


def litter_apply(d, s, f, slot, a):
    n = slot[AMOUNT] + (d.legacies["proliferation"].amount if has(s, POSSUM, "proliferation") else 0)
    s.possum[a[1]] += min(n, possum_supply(d, s))


def breed_reason(d, s, f, slot, a):
    r = a[1]
    return _mine(s, f, r) or _fresh_region(slot, r) or _add_possum_reason(d, s, r)


def breed_apply(d, s, f, slot, a):
    s.possum[a[1]] += 1
    return slot[LOCK] | bit(a[1])


def invade_reason(d, s, f, slot, a):
    r = a[1]
    if s.possum[r]:
        return "has_possum"
    if not any(s.possum[n] for n in d.adj[r]):
        return "not_next_to_yours"
    return _add_possum_reason(d, s, r)


def invade_targets(d, s, f, slot):
    p = s.possum
    return [("invade", r) for r in LAND if not p[r] and any(p[n] for n in d.adj[r])]


def invade_apply(d, s, f, slot, a):
    s.possum[a[1]] += 1


# ---- settler ---------------------------------------------------------------------------------
def _fell(d, s, r, to_board=True):
    s.kauri[r] = 0
    if to_board:
        s.settler_kauri += 1
    if has(s, SETTLER, "timber_company"):   # the company follows every felling
        for i, sl in enumerate(s.slots):
            if sl[KIND] == "timber":
                s.slots[i] = sl[:LOCK] + (sl[LOCK] | bit(r),) + sl[LOCK + 1:]
                break
        else:
            s.slots.append(("timber", d.legacies["timber_company"].amount, bit(r),
                            "lumberjack", 0, 0))


def fell_reason(d, s, f, slot, a):
    return _mine(s, f, a[1]) or kauri_reason(d, s, a[1], True)


def fell_apply(d, s, f, slot, a):
    _fell(d, s, a[1])


def _road_joined(d, s, r):
    """r is joined by an open road to a region with a Settler pawn."""
    return any(road_open(s, b) and y in s.settlers
               for b, y in zip(d.region_borders[r], d.adj[r]))


def sawmill_reason(d, s, f, slot, a):
    r = a[1]
    why = kauri_reason(d, s, r, True)
    if why:
        return why
    own = is_mine(s, f, r) and not slot[LOCK] & 1
    joined = not slot[LOCK] & 2 and _road_joined(d, s, r)
    return None if own or joined else "sawmill_reach"


def sawmill_targets(d, s, f, slot):
    return [("sawmill", r) for r in LAND if s.kauri[r]]


def sawmill_apply(d, s, f, slot, a):
    r = a[1]
    used = 1 if is_mine(s, f, r) and not slot[LOCK] & 1 else 2
    _fell(d, s, r)
    return slot[LOCK] | used


def timber_reason(d, s, f, slot, a):
    r = a[1]
    why = kauri_reason(d, s, r, True)
    if why:
        return why
    if not any(slot[LOCK] & bit(n) for n in d.adj[r]) or r not in network_regions(d, s):
        return "timber_reach"
    return None


def timber_targets(d, s, f, slot):
    return [("timber", r) for r in LAND if s.kauri[r]]


def timber_apply(d, s, f, slot, a):
    s.kauri[a[1]] = 0
    s.settler_kauri += 1


def _road_reason(d, s, border, reach):
    b = _border(d, *border)
    if s.roads[b]:
        return "has_road"
    if s.floods[b]:
        return "road_flooded"
    if road_supply(d, s) <= 0:
        return "no_road_left"
    return None if reach(border) else "border_not_yours"


def road_reason(d, s, f, slot, a):
    return _road_reason(d, s, a[1], lambda bd: is_mine(s, f, bd[0]) or is_mine(s, f, bd[1]))


def road_targets(d, s, f, slot):
    bs = sorted({b for r in regions_of(s, f) for b in d.region_borders[r]})
    return [("road", _pair(d, b)) for b in bs]


def road_apply(d, s, f, slot, a):
    s.roads[_border(d, *a[1])] = 1


def _survey_reach(d, s, f):
    return set(regions_of(s, f)) | network_regions(d, s)


def survey_reason(d, s, f, slot, a):
    reach = _survey_reach(d, s, f)
    return _road_reason(d, s, a[1], lambda bd: bd[0] in reach or bd[1] in reach)


def survey_targets(d, s, f, slot):
    bs = sorted({b for r in _survey_reach(d, s, f) for b in d.region_borders[r]})
    return [("survey", _pair(d, b)) for b in bs]


survey_apply = road_apply


def quake_reason(d, s, f, slot, a):
    return None if s.roads[_border(d, *a[1])] else "no_road"


def quake_targets(d, s, f, slot):
    return [("quake", _pair(d, b)) for b, on in enumerate(s.roads) if on]


def quake_apply(d, s, f, slot, a):
    s.roads[_border(d, *a[1])] = 0


def hunt_reason(d, s, f, slot, a):
    r = a[1]
    if not s.possum[r]:
        return "no_possum"
    if s.epidemic == r:
        return "epidemic_take"
    return _mine(s, f, r) or _one_region(slot, r) or _possum_cap_reached(d, s, slot)


def hunt_apply(d, s, f, slot, a):
    s.settler_possum += 1
    return _take_possum(s, a[1])


def poison_reason(d, s, f, slot, a):
    r = a[1]
    if s.poison[r]:
        return "poisoned"
    if sum(s.poison) >= d.game.components.poison:
        return "no_poison_left"
    return _mine(s, f, r)


def poison_apply(d, s, f, slot, a):
    r = a[1]
    s.poison[r] = 1
    if s.epidemic != r:
        n = min(slot[AMOUNT], s.possum[r], possum_cap(d, s))
        s.possum[r] -= n
        s.settler_possum += n


def swap_reason(d, s, f, slot, a):
    if not s.hands[f]:
        return "no_kept_card"
    return None if a[1] in s.decks[f] else "not_in_deck"


def swap_targets(d, s, f, slot):
    return [("swap", c) for c in sorted(set(s.decks[f]))] if s.hands[f] else []


def swap_apply(d, s, f, slot, a):
    kept = s.hands[f][0]
    s.decks[f].remove(a[1])
    s.decks[f].append(kept)
    s.decks[f].sort()
    s.hands[f] = [a[1]]


def colony_reason(d, s, f, slot, a):
    if s.settlers[1]:
        return "colony_done"
    if a[1] not in d.cities:
        return "not_city"
    return "epidemic_entry" if s.epidemic == a[1] else None


def colony_targets(d, s, f, slot):
    return [("colony", c) for c in d.cities]


def colony_apply(d, s, f, slot, a):
    s.settlers[1] = a[1]


# ---- maori ----------------------------------------------------------------------------------
def expedition_reason(d, s, f, slot, a):
    return _mine(s, f, a[1]) or maori_may_take_possum(s, a[1])


def _maori_take_possum(s, r):
    s.maori_possum += 1
    return _take_possum(s, r)


def expedition_apply(d, s, f, slot, a):
    return _maori_take_possum(s, a[1])


def possum_hunt_reason(d, s, f, slot, a):
    return expedition_reason(d, s, f, slot, a) or _one_region(slot, a[1])


possum_hunt_apply = expedition_apply


def _temple_reason(d, s, f, r, animals_ok):
    if d.names[r].city:
        return "city"
    if not s.kauri[r]:
        return "no_kauri"
    if not animals_ok and s.kiwi[r]:
        return "has_kiwi"
    if not animals_ok and s.possum[r]:
        return "has_possum"
    if s.whare[r]:
        return "has_whare"
    if whare_supply(d, s) <= 0:
        return "no_whare_left"
    return _mine(s, f, r)


def temple_reason(d, s, f, slot, a):
    return _temple_reason(d, s, f, a[1], False)


def temple_apply(d, s, f, slot, a):
    s.whare[a[1]] = 1


def kiwi_hunt_reason(d, s, f, slot, a):
    return raid_reason(d, s, f, slot, a) or _one_region(slot, a[1])


def kiwi_hunt_apply(d, s, f, slot, a):
    s.kiwi[a[1]] -= 1
    s.maori_kiwi += 1
    return a[1]


def feast_reason(d, s, f, slot, a):
    _, r, sp = a
    why = _mine(s, f, r)
    if why:
        return why
    if sp == "possum":
        return maori_may_take_possum(s, r)
    if not s.kiwi[r]:
        return "no_kiwi"
    return "reserve_kiwi" if s.reserve[r] else None


def feast_targets(d, s, f, slot):
    return [("feast", r, sp) for r in regions_of(s, f) for sp in SPECIES]


def feast_apply(d, s, f, slot, a):
    _, r, sp = a
    if sp == "possum":
        return _maori_take_possum(s, r)
    s.kiwi[r] -= 1
    s.maori_kiwi += 1
    return r


def pushable(s, r) -> int:
    """Animals a push may move out of r (reserve kiwis and epidemic possums stay)."""
    return (0 if s.reserve[r] else s.kiwi[r]) + (0 if s.epidemic == r else s.possum[r])


def _add_push(s, r):
    n = pushable(s, r)
    if n:
        s.slots.append(("push", n, r, "none", 0, 0))


def rahui_reason(d, s, f, slot, a):
    r = a[1]
    if not s.maori or (r != s.maori and r not in d.adj[s.maori]):
        return "rahui_reach"
    return None if pushable(s, r) else "nothing_to_push"


def rahui_targets(d, s, f, slot):
    if not s.maori:
        return []
    return [("rahui", r) for r in (s.maori,) + d.adj[s.maori]]


def rahui_apply(d, s, f, slot, a):
    _add_push(s, a[1])


def push_reason(d, s, f, slot, a):
    _, frm, sp, to = a
    if frm != slot[LOCK]:
        return "push_from"
    if sp == "kiwi" and (not s.kiwi[frm] or s.reserve[frm]):
        return "no_kiwi" if not s.kiwi[frm] else "reserve_kiwi"
    if sp == "possum" and (not s.possum[frm] or s.epidemic == frm):
        return "no_possum" if not s.possum[frm] else "epidemic_take"
    if to not in d.adj[frm]:
        return "not_neighbour"
    if s.floods[_border(d, frm, to)]:
        return "flooded"
    if sp == "possum" and s.poison[to]:
        return "poison_entry"
    return None


def push_targets(d, s, f, slot):
    frm = slot[LOCK]
    return [("push", frm, sp, to) for sp in SPECIES for to in d.adj[frm]]


def push_apply(d, s, f, slot, a):
    _, frm, sp, to = a
    pieces = s.kiwi if sp == "kiwi" else s.possum
    pieces[frm] -= 1
    pieces[to] += 1


def suburb_reason(d, s, f, slot, a):
    r = a[1]
    if not d.names[r].city:
        return "not_city"
    if s.whare[r]:
        return "has_whare"
    if whare_supply(d, s) <= 0:
        return "no_whare_left"
    return _mine(s, f, r)


suburb_apply = temple_apply


def marae_reason(d, s, f, slot, a):
    return _temple_reason(d, s, f, a[1], True)


def marae_apply(d, s, f, slot, a):
    s.whare[a[1]] = 1
    _add_push(s, a[1])


def tapu_reason(d, s, f, slot, a):
    return None if s.whare[a[1]] else "no_whare"


def tapu_targets(d, s, f, slot):
    return [("tapu", r) for r in LAND if s.whare[r]]


def tapu_apply(d, s, f, slot, a):
    s.tapu = a[1]


# ---- legacies ---------------------------------------------------------------------------------
def claim_reason(d, s, f, slot, a):
    key = a[1]
    if key not in d.faction_legacies[f]:
        return "not_your_legacy"
    if key in s.claimed[f]:
        return "claimed"
    if s.tokens[f] >= d.game.factions[f].legacy_tokens:
        return "no_token_left"
    return None


def claim_targets(d, s, f, slot):
    return [("claim", k) for k in d.faction_legacies[f]]


# Follow-up slots a legacy opens when it is claimed: kind -> steps.
LEGACY_SLOTS = {"huia": ("curse", 1), "earthquake": ("quake", None), "storm": ("storm", None),
                "activism": ("activism", 1), "colony": ("colony", 1), "marae": ("marae", 1),
                "tapu": ("tapu", 1)}


def claim_apply(d, s, f, slot, a):
    key = a[1]
    s.tokens[f] += 1
    if s.curse[f] == key:           # the first claim only lifts the Huia curse
        s.curse[f] = ""
        return
    s.claimed[f] = s.claimed[f] + (key,)
    leg = d.legacies[key]
    if key == "eruption":
        cap = possum_cap(d, s)
        for r in d.ring:
            s.possum[r] -= min(s.possum[r], cap)
    elif key == "stowaways":
        for c in d.cities:
            if not s.poison[c]:
                s.possum[c] += min(leg.amount, possum_supply(d, s))
    elif key in LEGACY_SLOTS:
        kind, steps = LEGACY_SLOTS[key]
        n = steps if steps is not None else leg.amount
        s.slots.append((kind, n, 0, "none", 0, leg.amount))


def curse_reason(d, s, f, slot, a):
    key = a[1]
    owner = d.legacies[key].faction if key in d.legacies else None
    idx = ("kiwi", "possum", "settler", "maori").index(owner) if owner else -1
    if idx <= 0 or idx >= s.players:
        return "curse_target"
    if key in s.claimed[idx] or s.curse[idx]:
        return "claimed"
    return None


def curse_targets(d, s, f, slot):
    return [("curse", k) for idx in range(1, s.players) for k in d.faction_legacies[idx]]


def curse_apply(d, s, f, slot, a):
    idx = ("kiwi", "possum", "settler", "maori").index(d.legacies[a[1]].faction)
    s.curse[idx] = a[1]


def tane_reason(d, s, f, slot, a):
    r = a[1]
    if not s.kiwi[r]:
        return "no_kiwi"
    if s.kauri[r]:
        return "has_kauri"
    return "no_kauri_left" if kauri_pool(d, s) <= 0 else None


def tane_targets(d, s, f, slot):
    return [("tane", r) for r in LAND if s.kiwi[r] and not s.kauri[r]]


tane_apply = replant_apply


# ---- the automated Settler (2 players) -------------------------------------------------------
def auto_move_reason(d, s, f, slot, a):
    _, frm, to = a
    if frm != s.settlers[0]:
        return "no_pawn_there"
    if to not in d.adj[frm]:
        return "not_neighbour"
    if s.floods[_border(d, frm, to)]:
        return "flooded"
    return "epidemic_entry" if s.epidemic == to else None


def auto_move_targets(d, s, f, slot):
    frm = s.settlers[0]
    return [("auto_move", frm, to) for to in d.adj[frm]] if frm else []


def auto_move_apply(d, s, f, slot, a):
    s.settlers[0] = a[2]


def auto_fell_reason(d, s, f, slot, a):
    if is_ranger(d, s):
        return "needs_lumberjack_2p"     # the automated Settler exists only with 2 players
    if a[1] != s.settlers[0]:
        return "not_settler_region"
    return kauri_reason(d, s, a[1], True)


def auto_fell_apply(d, s, f, slot, a):
    s.kauri[a[1]] = 0            # to the South Island: the automated Settler keeps nothing


def auto_hunt_reason(d, s, f, slot, a):
    r = a[1]
    if not is_ranger(d, s):
        return "needs_ranger_2p"
    if r != s.settlers[0]:
        return "not_settler_region"
    if not s.possum[r]:
        return "no_possum"
    return "epidemic_take" if s.epidemic == r else None


def auto_take_targets(kind):
    def targets(d, s, f, slot):
        return [(kind, s.settlers[0])] if s.settlers[0] else []
    return targets


def auto_hunt_apply(d, s, f, slot, a):
    s.possum[a[1]] -= 1


# ---- the table ----------------------------------------------------------------------------
def _land_targets(kind):
    def targets(d, s, f, slot):
        return [(kind, r) for r in LAND]
    return targets


STEPS = {
    "move": (move_targets, move_reason, move_apply),
    "flood": (flood_targets, flood_reason, flood_apply),
    "storm": (storm_targets, storm_reason, storm_apply),
    "conscience": (conscience_targets, conscience_reason, conscience_apply),
    "activism": (activism_targets, activism_reason, activism_apply),
    "reserve": (_mine_targets("reserve"), reserve_reason, reserve_apply),
    "hatch": (_mine_targets("hatch"), hatch_reason, hatch_apply),
    "replant": (_mine_targets("replant"), replant_reason, replant_apply),
    "wrath": (_mine_targets("wrath"), wrath_reason, wrath_apply),
    "ally": (ally_targets, ally_reason, ally_apply),
    "raid": (_mine_targets("raid"), raid_reason, raid_apply),
    "epidemic": (_mine_targets("epidemic"), epidemic_reason, epidemic_apply),
    "forage": (_mine_targets("forage"), forage_reason, forage_apply),
    "litter": (_mine_targets("litter"), litter_reason, litter_apply),
    "breed": (_mine_targets("breed"), breed_reason, breed_apply),
    "invade": (invade_targets, invade_reason, invade_apply),
    "fell": (_mine_targets("fell"), fell_reason, fell_apply),
    "sawmill": (sawmill_targets, sawmill_reason, sawmill_apply),
    "timber": (timber_targets, timber_reason, timber_apply),
    "road": (road_targets, road_reason, road_apply),
    "survey": (survey_targets, survey_reason, survey_apply),
    "quake": (quake_targets, quake_reason, quake_apply),
    "hunt": (_mine_targets("hunt"), hunt_reason, hunt_apply),
    "poison": (_mine_targets("poison"), poison_reason, poison_apply),
    "swap": (swap_targets, swap_reason, swap_apply),
    "colony": (colony_targets, colony_reason, colony_apply),
    "expedition": (_mine_targets("expedition"), expedition_reason, expedition_apply),
    "possum_hunt": (_mine_targets("possum_hunt"), possum_hunt_reason, possum_hunt_apply),
    "temple": (_mine_targets("temple"), temple_reason, temple_apply),
    "kiwi_hunt": (_mine_targets("kiwi_hunt"), kiwi_hunt_reason, kiwi_hunt_apply),
    "feast": (feast_targets, feast_reason, feast_apply),
    "rahui": (rahui_targets, rahui_reason, rahui_apply),
    "push": (push_targets, push_reason, push_apply),
    "suburb": (_mine_targets("suburb"), suburb_reason, suburb_apply),
    "marae": (_mine_targets("marae"), marae_reason, marae_apply),
    "tapu": (tapu_targets, tapu_reason, tapu_apply),
    "claim": (claim_targets, claim_reason, claim_apply),
    "curse": (curse_targets, curse_reason, curse_apply),
    "tane": (tane_targets, tane_reason, tane_apply),
    "auto_move": (auto_move_targets, auto_move_reason, auto_move_apply),
    "auto_fell": (auto_take_targets("auto_fell"), auto_fell_reason, auto_fell_apply),
    "auto_hunt": (auto_take_targets("auto_hunt"), auto_hunt_reason, auto_hunt_apply),
}
