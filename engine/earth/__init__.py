"""Earth: each player grows a 4 x 4 island tableau of flora and terrains (1-5 players).

The modules import in one direction, bottom first (tests/earth/test_layers.py holds the list):
state and the card language (state, abilities, cardtext); what an island holds (measures,
shares); the content (data); the pieces of play (journal, effects, fauna, gaia, team, scoring); the
turn (turn: automatic steps; steps: the seat's decisions; flow: the step machine on top); the
words and facts told (text, logtext, view_info); the bots (ai, balance); a finished game's
facts for the feats sheet (feats); the protocol (game).
"""
from .game import EarthGame

__all__ = ["EarthGame"]
