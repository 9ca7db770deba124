"""Hints that say why and the review of a finished game: pure Python, through the protocol only.

reasons.py  what a move gains, by scoring category, seen from the mover's observation, and what
            it sets up in the game's own terms (Game.move_facts: engine/<game>/setsup.py)
search.py   the review of one decision: the AI's move against the player's, by estimated final score
game.py     a whole game's decisions (observations only), the worst moments, the stored review
bench.py    review_seconds and review_agreement (`python main.py bench --only ...`), in pieces
figures.py  the measured figures that decide for which games the review is offered
agreement/  the positions review_agreement played, one gzipped JSON line each, per game (README.md)
"""
