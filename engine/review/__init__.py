"""Hints that say why and the review of a finished game: pure Python, through the protocol only.

reasons.py  what a move gains, by scoring category, seen from the mover's observation
facts/      what a move sets up, named in each game's own terms (a run grown, a species fed...)
search.py   the review of one decision: the AI's move against the player's, by estimated final score
game.py     a whole game's decisions (observations only), the worst moments, the stored review
bench.py    review_seconds and review_agreement (`python main.py bench --only ...`), in pieces
figures.py  the measured figures that decide for which games the review is offered
agreement/  the positions review_agreement played, one gzipped JSON line each, per game
"""
