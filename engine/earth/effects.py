"""The one interpreter of the card data language: costs, gains, pieces and piles.

An ability is resolved by pushing small steps on `state.tasks` (a stack, top = end): automatic
steps run at once (flow.advance), the others wait for the seat's one-click choice. Costs are
checked in full before an ability may fire; gains that ask (place pieces, plant, copy) can be
stopped early, and soil / draw / compost gains become an "upto" step (an amount, asked only
when less can be worth it): that is "taking a benefit in part".
"""
from __future__ import annotations

from .abilities import CHOSEN, Ability, fires_on
from .journal import note
from .measures import Board, card_matches, fits, scope_cells

# ---- piles ---------------------------------------------------------------------------------


def refill(s) -> bool:
    """Shuffle the discard pile into a new draw pile when it is empty (never the compost)."""
    if s.deck:
        return True
    if not s.discard:
        return False
    s.deck = sorted(s.discard)
    s.discard = []
    s.rng.shuffle(s.deck)
    s.epoch += 1
    note(s, "reshuffle")
    return True


def take_from_deck(s, n) -> list:
    out = []
    for _ in range(n):
        if not refill(s):
            break
        out.append(s.deck.pop())
    if out:
        s.epoch += 1
    return out


def draw(s, p, n) -> int:
    got = take_from_deck(s, n)
    s.hands[p].extend(got)
    return len(got)


def compost_deck(s, p, n) -> int:
    got = take_from_deck(s, n)
    s.compost[p].extend(got)
    return len(got)


# ---- abilities of a seat ----------------------------------------------------------------------


def ability_of(d, s, p, src, idx) -> Ability:
    if src == "island":
        return d.island_ab[s.island[p]]
    if src == "climate":
        return d.climate_ab[s.climate[p]]
    if isinstance(src, tuple):
        kind, gid = src
        return d.gaia_upper[gid] if kind == "gaia" else d.gaia_easy[gid]
    return d.abilities[src][idx]


def tableau_order(s, p) -> list:
    """Card ids in reading order: top row left to right, then the rows below."""
    g = s.grid[p]
    return [g[rc] for rc in sorted(g)]


def firing(d, s, p, colour) -> tuple[list, list]:
    """(board abilities, tableau abilities) of seat p that fire with this action colour."""
    board = []
    for src, key in (("island", s.island[p]), ("climate", s.climate[p])):
        if key is not None and fires_on(ability_of(d, s, p, src, 0), colour):
            board.append((src, 0))
    tab = [(cid, i) for cid in tableau_order(s, p) for i, ab in enumerate(d.abilities[cid])
           if fires_on(ab, colour)]
    return board, tab


def pieces(s, p, kind) -> int:
    store = s.sprouts if kind == "sprout" else s.growth
    return sum(store.get(cid, 0) for cid in s.grid[p].values())


def can_pay(d, s, p, ab: Ability) -> bool:
    need = {}
    for c in ab.costs:
        need[c.kind] = need.get(c.kind, 0) + c.n
    hand = need.get("compost_hand", 0) + need.get("discard_hand", 0)
    return (s.soil[p] >= need.get("pay_soil", 0) and len(s.compost[p]) >= need.get("discard_compost", 0)
            and len(s.hands[p]) >= hand and pieces(s, p, "sprout") >= need.get("return_sprout", 0)
            and pieces(s, p, "growth") >= need.get("return_growth", 0))


def could_pay_after(d, s, p, ab: Ability) -> bool:
    """Whether seat p, who cannot pay this cost now, could pay it after converting sprouts
    (3 sprouts -> 2 soil, as often as it likes) or playing an event from hand that gives what
    the cost lacks: then it is asked (convert / play an event / skip) rather than passed over."""
    need = {}
    for c in ab.costs:
        need[c.kind] = need.get(c.kind, 0) + c.n
    spr, rate = pieces(s, p, "sprout"), d.rules.convert_sprouts
    other = (len(s.compost[p]) >= need.get("discard_compost", 0)
             and len(s.hands[p]) >= need.get("compost_hand", 0) + need.get("discard_hand", 0)
             and pieces(s, p, "growth") >= need.get("return_growth", 0))
    for k in range(1, spr // rate + 1):
        if other and s.soil[p] + k * d.rules.convert_soil >= need.get("pay_soil", 0) \
                and spr - k * rate >= need.get("return_sprout", 0):
            return True
    lacking = set()
    if s.soil[p] < need.get("pay_soil", 0):
        lacking |= {"soil", "sprout"}          # an event's sprouts can then be converted
    if len(s.hands[p]) < need.get("compost_hand", 0) + need.get("discard_hand", 0):
        lacking.add("draw")
    if len(s.compost[p]) < need.get("discard_compost", 0):
        lacking.add("compost_deck")
    if spr < need.get("return_sprout", 0):
        lacking.add("sprout")
    if pieces(s, p, "growth") < need.get("return_growth", 0):
        lacking.add("growth")
    return any(g.kind in lacking for cid in set(s.hands[p]) if d.cards[cid].kind == "event"
               for g in d.abilities[cid][0].gains)


def copy_targets(d, s, p, colour, src) -> list:
    """Other abilities of that colour in the tableau that a copy could fire now."""
    out = []
    for cid in tableau_order(s, p):
        if cid == src:
            continue
        for i, ab in enumerate(d.abilities[cid]):
            if ab.colour in (colour, "multi") and not any(g.kind == "copy" for g in ab.gains) \
                    and can_pay(d, s, p, ab):
                out.append((cid, i))
    return out


def resolve(d, s, p, src, idx, track=True, anchor=None):
    """Push the steps of one ability (costs first, then gains in printed order)."""
    ab = ability_of(d, s, p, src, idx)
    if anchor is None and isinstance(src, int):
        anchor = src
    steps = []
    for c in ab.costs:
        if c.kind == "pay_soil":
            steps.append(("paysoil", p, c.n))
        elif c.kind == "discard_compost":
            steps.append(("dcompost", p, c.n))
        elif c.kind in ("return_sprout", "return_growth"):
            steps.append(("remove", p, c.kind[7:], c.n))
        else:
            steps.append(("hand", p, "compost" if c.kind == "compost_hand" else "discard", c.n))
    for g in ab.gains:
        steps.append(gain_step(p, g, anchor, track, src))
    s.tasks.extend(reversed(steps))


def gain_step(p, g, anchor, track, src):
    if g.kind in ("soil", "draw", "compost_deck"):
        return ("upto", p, g.kind, g.n, track, True)     # taken in full, in part or not at all
    if g.kind == "plant":
        return ("plant", p, g.n, g.free, True)      # True: inside an ability (no conversion)
    if g.kind == "copy":
        return ("copy", p, g.colour, src)
    w = g.where
    if w.scope in CHOSEN:        # the seat first chooses the row or column
        return ("pickline", p, g.kind, g.n, w.filter, w.mode, w.scope[10:], src)
    if w.mode == "self":
        return ("self", p, g.kind, g.n, anchor)
    if w.mode == "each":
        return ("each", p, g.kind, g.n, w.filter, w.scope, anchor)
    return ("place", p, g.kind, g.n, w.filter, w.scope, anchor)


def piles(s) -> int:
    return len(s.deck) + len(s.discard)


def partial_matters(d, s, t) -> bool:
    """Whether taking less than a whole soil, draw or compost gain can be worth it, so the seat
    is asked: when taking it all would empty both piles, or in solo when Gaia will match it
    (cards drawn during her yellow turn, soil gained during her red turn). Otherwise more is
    never worse, and the gain is taken in full without a question."""
    _, p, kind, n, track = t[:5]
    if n <= 0:
        return False
    if kind != "soil":
        if piles(s) == 0:
            return False
        if piles(s) <= n:
            return True
    if s.solo and track and s.gaia is not None and s.gaia.card:
        colour = d.gaia_by_id[s.gaia.card].colour
        return (colour, kind) in (("yellow", "draw"), ("red", "soil"))
    return False


def upto_amounts(s, t) -> list:
    """The amounts a seat may take at an "upto" step, most first: any amount for an ability's
    benefit, all or nothing for an action's "may"."""
    _, p, kind, n, _track, partial = t
    top = n if kind == "soil" else min(n, piles(s))
    return list(range(top, -1, -1)) if partial else sorted({top, 0}, reverse=True)


# ---- pieces ------------------------------------------------------------------------------------


def room(d, s, cid, kind) -> int:
    c = d.cards[cid]
    if c.kind != "flora":
        return 0
    if kind == "sprout":
        return c.sprouts - s.sprouts.get(cid, 0)
    return c.growth - s.growth.get(cid, 0)


def add_piece(s, cid, kind, n=1):
    store = s.sprouts if kind == "sprout" else s.growth
    store[cid] = store.get(cid, 0) + n


def take_piece(s, cid, kind):
    store = s.sprouts if kind == "sprout" else s.growth
    store[cid] -= 1
    if not store[cid]:
        del store[cid]


def targets(d, s, p, kind, filt, scope, anchor) -> list:
    """Flora of seat p meeting the filter within the scope of `anchor`, with room for a piece."""
    g = s.grid[p]
    if scope == "tableau" or anchor is None or anchor not in g.values():
        cids = tableau_order(s, p)
    else:
        pos = next(rc for rc, c in g.items() if c == anchor)
        cids = [g[rc] for rc in sorted(scope_cells(pos, scope)) if rc in g]
    return [cid for cid in cids if card_matches(d, s, cid, filt) and room(d, s, cid, kind) > 0]


def line_cards(s, p, axis, k) -> list:
    """Seat p's cards in row (or column) k, in reading order."""
    at = 0 if axis == "row" else 1
    return [cid for rc, cid in sorted(s.grid[p].items()) if rc[at] == k]


def line_choices(d, s, t) -> list:
    """At a "pickline" step: (axis, k) for every row (or column) of the tableau where the
    benefit would put at least one piece."""
    _, p, kind, _n, filt, _mode, axis, _src = t
    at = 0 if axis == "row" else 1
    out = []
    for k in sorted({rc[at] for rc in s.grid[p]}):
        if targets(d, s, p, kind, filt, "in_" + axis, line_cards(s, p, axis, k)[0]):
            out.append((axis, k))
    return out


def line_chosen(s, t, k):
    """The step of the benefit once its row (or column) k is chosen: read from that line."""
    _, p, kind, n, filt, mode, axis, _src = t
    anchor = line_cards(s, p, axis, k)[0]
    return ("each" if mode == "each" else "place", p, kind, n, filt, "in_" + axis, anchor)


def holders(s, p, kind) -> list:
    store = s.sprouts if kind == "sprout" else s.growth
    return [cid for cid in tableau_order(s, p) if store.get(cid, 0)]


# ---- planting ----------------------------------------------------------------------------------


def legal_cells(s, p) -> list:
    g = s.grid[p]
    if not g:
        return [(0, 0)]
    cells = set()
    for r, c in g:
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                rc = (r + dr, c + dc)
                if rc not in g and fits(g, rc):
                    cells.add(rc)
    return sorted(cells)


def sprout_payer(d, cid) -> bool:
    return any(ab.passive == "pay_cost_with sprout" for ab in d.abilities[cid])


def plant_options(d, s, p, free) -> list:
    """Every ("plant", card[, sprouts used]) seat p may choose now (the cell comes next)."""
    if len(s.grid[p]) >= 16:
        return []
    out = []
    spr = pieces(s, p, "sprout")
    for cid in sorted(set(s.hands[p])):
        c = d.cards[cid]
        if c.kind == "event":
            continue
        cost = 0 if free else c.cost
        if not free and sprout_payer(d, cid):
            out.extend(("plant", cid, k) if k else ("plant", cid)
                       for k in range(min(cost, spr) + 1) if s.soil[p] >= cost - k)
        elif s.soil[p] >= cost:
            out.append(("plant", cid))
    return out


def plant(d, s, p, cid, rc, free, used):
    """Put a card from hand into the tableau at `rc`, pay, then fire its black ability."""
    s.hands[p].remove(cid)
    s.grid[p][rc] = cid
    if not free:
        s.soil[p] -= d.cards[cid].cost - used
    if len(s.grid[p]) >= 16 and s.bonus is None:
        s.bonus = p
        s.ending = True
        note(s, "bonus", p)
    for i, ab in enumerate(d.abilities[cid]):
        if ab.colour == "black":
            note(s, "fires", p, cid, i)
            resolve(d, s, p, cid, i)
    if used:
        s.tasks.append(("remove", p, "sprout", used))


def board_of(d, s, p) -> Board:
    return Board(d, s, p)
