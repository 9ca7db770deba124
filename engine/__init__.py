"""Terrarium rules engines: pure Python, never imports pygame."""
