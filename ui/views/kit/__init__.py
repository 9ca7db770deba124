"""What every board view shares: hex grid maths and its pan/zoom camera (hexgrid), region
maps and their camera (regionmap), card tables, surface caches, board buttons and text fitting
(cardtable), the players' tabs above a board (tabs) and
the model part behind them (tabbed). Look here before writing a helper in a view."""
