"""The player's record: facts of a finished game, feats read from gamedata/<game>/feats.yaml, and
profiles with their statistics (app data). Pygame-free; uses the games only through the protocol."""
