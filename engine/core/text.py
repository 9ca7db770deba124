"""Bilingual text. Engine text is a dict {"en": ..., "fr": ...}; pick one with tr()."""

LANGS = ("en", "fr")


def tr(text, lang: str = "en") -> str:
    """Return the text in `lang` (falling back to English); plain strings pass through."""
    if isinstance(text, str):
        return text
    return text.get(lang) or text.get("en") or ""


def both(en: str, fr: str) -> dict:
    return {"en": en, "fr": fr}


def both_of(text) -> dict:
    """A printed name as {"en", "fr"}, from a dict or a data Text (with .en and .fr)."""
    if isinstance(text, dict):
        return text
    return {"en": text.en, "fr": text.fr}


def colon(lang: str) -> str:
    """A colon as each language writes it: French puts a (no-break) space before it."""
    return ": " if lang == "en" else "\u00a0: "
