class EarthGame: pass
