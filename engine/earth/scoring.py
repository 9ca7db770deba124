"""Earth's scoring, category by category (the rulebook's order), with the five-step tie-break."""
from __future__ import annotations

from engine.core import ScoreSheet

from . import gaia
from .fauna import fauna_points
from .measures import Board, climate_face, island_face, score
from .state import team_seats

CATEGORIES = ("cards", "events", "compost", "sprouts", "growth", "terrains", "ecosystems", "fauna", "bonus")
LABELS = {
    "cards": {"en": "Cards (base VP)", "fr": "Cartes (PV de base)"},
    "events": {"en": "Events", "fr": "Événements"},
    "compost": {"en": "Compost", "fr": "Compost"},
    "sprouts": {"en": "Sprouts", "fr": "Germes"},
    "growth": {"en": "Growth", "fr": "Croissance"},
    "terrains": {"en": "End-game abilities", "fr": "Capacités de fin de partie"},
    "ecosystems": {"en": "Ecosystems", "fr": "Écosystèmes"},
    "fauna": {"en": "Fauna", "fr": "Faune"},
    "bonus": {"en": "Completion bonus", "fr": "Bonus de tableau complet"},
}
TIEBREAK = {"en": "Ties: most soil, then cards in hand, growth pieces, sprouts, compost cards",
            "fr": "Égalité : le plus de sol, puis de cartes en main, de pions Croissance, de germes, "
                  "de cartes au compost"}
TEAM_TIEBREAK = {"en": "Teams tied: the team with most soil (both players' added), then cards in hand, growth "
                        "pieces, sprouts, compost cards, each added over the team",
                 "fr": "Équipes à égalité : l'équipe qui a le plus de sol (celui des deux joueurs additionné), "
                       "puis de cartes en main, de pions Croissance, de germes, de cartes au compost, "
                       "chaque fois additionnés sur l'équipe"}


GAIA_NAME = {"en": "Gaia", "fr": "Gaïa"}
GAIA_LABELS = {"pile": {"en": "cards in her pile", "fr": "cartes de sa pile"},
               "sprouts": {"en": "sprouts", "fr": "germes"}, "growth": {"en": "growth", "fr": "croissance"},
               "compost": {"en": "compost", "fr": "compost"}, "fauna": {"en": "fauna", "fr": "faune"},
               "bonus": {"en": "end bonus", "fr": "bonus de fin"}}


class EarthScoreSheet(ScoreSheet):
    """Adds Gaia's score in the solo game (she is not a seat), and the teams of the team game:
    a team's score is its players' added, and both players of the best team win."""
    gaia: dict | None = None
    teams: list | None = None          # the team game: the seats of each team

    @property
    def gaia_total(self):
        return sum(self.gaia.values()) if self.gaia else None

    def team_key(self, team) -> tuple:
        """(summed total, summed tie-break values...) of a team."""
        keys = [self.rank_key(p) for p in team]
        return tuple(sum(k[i] for k in keys) for i in range(len(keys[0])))

    @property
    def team_totals(self) -> list:
        return [self.team_key(team)[0] for team in self.teams or ()]

    def winners(self) -> list[int]:
        if not self.teams:
            return super().winners()
        keys = [self.team_key(team) for team in self.teams]
        return [p for team, k in zip(self.teams, keys) if k == max(keys) for p in team]


def growth_points(d, s, cid) -> int:
    n = s.growth.get(cid, 0)
    cap = d.cards[cid].growth
    return d.cards[cid].canopy if cap and n >= cap else n


def end_abilities(d, s, p, b) -> int:
    total = 0
    for cid in s.grid[p].values():
        for ab in d.abilities[cid]:
            if ab.score is not None:
                total += score(b, ab.score, anchor=cid)
    return total


def ecosystems(d, s, p, b) -> int:
    keys = list(s.shared_eco) + ([s.eco[p]] if s.eco[p] is not None else [])
    return sum(score(b, d.eco_score[k]) for k in keys)


def fauna_total(d, s, p) -> int:
    return sum(fauna_points(d, s, slot, s.leaves[slot].index(p))
               for slot in range(4) if p in s.leaves[slot])


def base_points(d, s, p) -> int:
    total = sum(d.cards[cid].vp for cid in s.grid[p].values())
    if s.island[p] is not None:
        total += island_face(d, *s.island[p]).vp
    if s.climate[p] is not None:
        total += climate_face(d, *s.climate[p]).vp
    return total


def row(d, s, p) -> dict:
    b = Board(d, s, p)
    cids = list(s.grid[p].values())
    return {
        "cards": base_points(d, s, p),
        "events": sum(d.cards[e].vp for e in s.events[p]),
        "compost": len(s.compost[p]),
        "sprouts": sum(s.sprouts.get(c, 0) for c in cids),
        "growth": sum(growth_points(d, s, c) for c in cids),
        "terrains": end_abilities(d, s, p, b),
        "ecosystems": ecosystems(d, s, p, b),
        "fauna": fauna_total(d, s, p),
        "bonus": d.rules.completion_bonus if s.bonus == p else 0,
    }


def tiebreak(s, p) -> tuple:
    cids = list(s.grid[p].values())
    return (s.soil[p], len(s.hands[p]), sum(s.growth.get(c, 0) for c in cids),
            sum(s.sprouts.get(c, 0) for c in cids), len(s.compost[p]))


def score_sheet(d, s) -> EarthScoreSheet:
    sheet = EarthScoreSheet(list(CATEGORIES), LABELS, [row(d, s, p) for p in range(s.players)],
                            [tiebreak(s, p) for p in range(s.players)], TIEBREAK)
    if s.teams:
        sheet.teams = [team_seats(0), team_seats(1)]
        sheet.tiebreak_label = TEAM_TIEBREAK
    if s.solo and s.gaia is not None:
        sheet.gaia = sheet.rival = gaia.score(d, s)
        sheet.rival_name, sheet.rival_labels = GAIA_NAME, GAIA_LABELS
    return sheet


def totals(d, s) -> list:
    return score_sheet(d, s).totals
