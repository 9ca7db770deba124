"""Tooltips, in the players' words: what a region, a border, a legacy, a card, a supply, a score
or a track space is."""
from __future__ import annotations

from engine.core.text import colon
from engine.kauri import view_info as VI

from .look import ROMAN, YEARS, short_name


class Tips:
    def __init__(self, view):
        self.view = view
        self.look = view.look
        self.d = view.game.data

    def tx(self, key, **fmt):
        return self.look.tx(key, **fmt)

    def needs_prefix(self, needs):
        return "" if needs == "none" else f"({self.tx('needs_' + needs)}) "

    # ---- the map ---------------------------------------------------------------------------------
    def border_tip(self, b, obs):
        look = self.look
        bid = self.d.border_id[b]
        lines = [self.tx("b_border", a=look.rname(b[0]), b=look.rname(b[1]))]
        if obs.roads[bid]:
            cut = obs.floods[bid] and not VI.has_railway(obs)
            lines.append(self.tx("b_road_cut" if cut else "b_road"))
        if obs.floods[bid]:
            lines.append(self.tx("b_flood", p=ROMAN[obs.floods[bid] - 1]))
        return "\n".join(lines)

    def region_tip(self, r, obs):
        d, lang = self.d, self.look.lang
        reg = d.names[r]
        tags = ([self.tx("r_city")] if reg.city else []) + ([self.tx("r_ring")] if r in d.ring else [])
        lines = [reg.name.get(lang) + (f" — {', '.join(tags)}" if tags else ""),
                 self.tx("r_kauri") if obs.kauri[r] else self.tx("r_no_kauri")]
        if obs.kiwi[r]:
            lines.append(self.tx("r_kiwis", n=obs.kiwi[r]))
        if obs.possum[r]:
            lines.append(self.tx("r_possums", n=obs.possum[r]))
        if obs.whare[r]:
            lines.append(self.tx("r_suburb" if reg.city else "r_temple"))
        if obs.players >= 4 and obs.maori == r:
            lines.append(self.tx("r_maori"))
        n = VI.settlers_in(obs, r)
        if n:
            lines.append(self.tx("r_settler") if n == 1 else self.tx("r_settlers", n=n))
        lines += [self.tx(key) for key, on in (("r_reserve", obs.reserve[r]), ("r_poison", obs.poison[r]),
                                               ("r_epidemic", obs.epidemic == r)) if on]
        if obs.tapu == r:
            lines.append(self.tx("r_tapu"))
        elif VI.tapu_covers(d, obs, r):
            lines.append(self.tx("r_tapu_near"))
        if r in VI.network_regions(d, obs):
            lines.append(self.tx("r_network"))
        names = ", ".join(short_name(self.look.rname(n)) for n in d.adj[r])
        lines.append(self.tx("r_neigh", names=names))
        return "\n".join(lines)

    # ---- things on the rows and panels ---------------------------------------------------------------
    def legacy_tip(self, f, k, obs):
        leg = self.d.legacies[k]
        kind = self.tx("l_perm" if leg.type == "permanent" else "l_eph")
        state = self.tx("l_" + VI.legacy_state(obs, f, k))
        return f"{leg.name.get(self.look.lang)} ({kind}) — {state}\n{leg.text.get(self.look.lang)}"

    def card_tip(self, cid):
        card = self.d.cards.get(cid)
        if card is None:
            return self.tx("hidden_card")
        lines = [f"{card.name.get(self.look.lang)} — {self.tx('init')} {card.initiative}"]
        for i, x in enumerate(card.actions):
            if i:
                lines.append(f"[{self.tx(card.join)}]")
            lines.append(self.needs_prefix(x.needs) + self.look.action_text(x))
        return "\n".join(lines)

    def score_tip(self, f, snap):
        sheet = snap.scores
        if sheet is None:
            return None
        lines = [self.tx("score_tip", name=self.look.fname(f), total=sheet.totals[f])]
        for cat in sheet.categories:
            v = sheet.table[f].get(cat, 0)
            if v:
                lines.append(f"  {sheet.labels[cat].get(self.look.lang, cat)}{colon(self.look.lang)}{v}")
        lines.append(self.look.score_text(snap.obs.players, f))
        return "\n".join(lines)

    def order_tip(self, f, obs):
        k = obs.order.index(f)
        cards = self.d.cards
        ini = cards[obs.picks[f][1]].initiative
        tied = sum(1 for q in obs.order if cards[obs.picks[q][1]].initiative == ini) > 1
        extra = self.tx("order_tie" if tied else "order_alone", i=ini)
        return self.tx("order_tip", k=k + 1, n=len(obs.order)) + "\n" + extra

    def conscience_tip(self, obs):
        rf = VI.ranger_from(self.d, obs.players)
        state = self.tx("ranger" if VI.is_ranger(self.d, obs) else "lumberjack")
        if obs.players < 3:
            return self.tx("conscience_tip_2p", c=obs.conscience, state=state, r=rf)
        return self.tx("conscience_tip", c=obs.conscience, state=state, l=rf - 1, r=rf)

    def slot_tip(self, kind, obs):
        card = self.d.cards.get(obs.card)
        for x in (card.actions if card else ()):
            if x.kind == kind:
                return self.needs_prefix(x.needs) + self.look.action_text(x)
        # the automated Settler's "take" row is named by what it does now (fell or hunt)
        return self.look.kind_label(self.view.model.step_kinds(kind)[0])

    def button_tip(self, a, obs):
        if a[0] in ("claim", "curse") and len(a) == 2 and a[1] in self.d.legacies:
            return self.legacy_tip(VI.faction_of_legacy(self.d, a[1]), a[1], obs)
        if a[0] == "swap" and len(a) == 2:
            return self.card_tip(a[1])
        if a[0] == "pick" and len(a) == 3 and a[1]:
            look = self.look
            return self.tx("summary", a=look.card_name(a[1]), i=self.d.cards[a[2]].initiative, b=look.card_name(a[2]))
        return None

    def spot_tip(self, kind, data, snap):
        obs = snap.obs
        simple = {
            "legacy": lambda: self.legacy_tip(data[0], data[1], obs),
            "supply": lambda: self.supply_tip(data, obs),
            "tokens": lambda: self.tokens_tip(data[0], obs),
            "score": lambda: self.score_tip(data[0], snap),
            "hand_count": lambda: self.hand_tip(data[0], data[1], obs),
            "order": lambda: self.order_tip(data[0], obs),
            "faction": lambda: self.faction_tip(data[0], obs),
            "period": lambda: self.period_tip(obs),
            "cons": lambda: self.conscience_tip(obs),
            "south": lambda: self.tx("south_tip", n=VI.kauri_pool(self.d, obs)),
            "zoom": lambda: self.tx("zoom_tip"),
            "auto_row": lambda: self.tx("auto_help"),
            "slot": lambda: self.slot_tip(data[0], obs),
            "btn": lambda: self.button_tip(data[0], obs),
        }
        if kind in ("hand", "card", "chip", "card_tip"):
            return self.card_tip(data[0])
        return simple[kind]() if kind in simple else None

    def supply_tip(self, data, obs):
        f, k, n, key = data
        if key == "sup_epidemic":
            return self.tx(key, x=self.tx("epi_placed" if obs.epidemic else "epi_free"))
        return self.tx(key, n=n)

    def tokens_tip(self, f, obs):
        total = self.d.game.factions[f].legacy_tokens
        return self.tx("tokens", n=total - obs.tokens[f], m=total)

    def hand_tip(self, f, n, obs):
        if f == self.view.model.me:
            names = ", ".join(self.look.card_name(c) for c in obs.hands[f] if c != VI.HIDDEN)
            if names:
                return self.tx("your_hand_tip", names=names)
        return self.tx("hand_tip", n=n)

    def faction_tip(self, f, obs):
        fac = self.d.game.factions[f]
        lang = self.look.lang
        return f"{fac.name.get(lang)} — {fac.epithet.get(lang)}\n{self.look.score_text(obs.players, f)}"

    def period_tip(self, obs):
        y = YEARS[obs.period - 1] if obs.period <= len(YEARS) else ""
        return self.tx("period_tip", p=ROMAN[obs.period - 1], y=y, t=obs.turn)
