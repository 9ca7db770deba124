"""Hints that say why and the review of a finished game: pure Python, through the protocol only.

reasons.py  what a move gains, by scoring category, seen from the mover's observation
search.py   the review of one decision: the AI's move against the player's, by estimated final score
game.py     a whole game's decisions (observations only), the worst moments, the stored review
bench.py    review_seconds and review_agreement (`python main.py bench --only ...`)
"""
