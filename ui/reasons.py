"""A hint's reason in the players' words: engine/review/reasons.py gives the facts (points by
scoring category, the lead, the game's named facts, what the AI's evaluation sees), the locale
files review.yaml and hint.yaml (the named facts, "hint.<key>") the words."""
from __future__ import annotations

from engine.core import tr

from .i18n import I18n

LANGS = ("en", "fr")
STEPS, WHY = "steps", "why"     # how a hint looks ahead (BoardView.hint_looks_ahead)


def signed(n: int) -> str:
    return f"+{n}" if n > 0 else f"−{-n}"


def fact_text(t, fact, lang: str) -> str:
    """One named fact in words: its values' printed names in `lang`, its numbers as they are."""
    key, values = fact
    return t(f"hint.{key}", **{k: v if isinstance(v, int) else tr(v, lang) for k, v in values.items()})


def reason_text(reason, lang: str) -> str:
    """'extends your Salmon run to 4; +4 now: Salmon +3, Forest +1; you move into first place'
    (empty when there is nothing)."""
    if reason is None or reason.empty:
        return ""
    t = I18n(lang)
    bits = [fact_text(t, f, lang) for f in reason.facts]
    if reason.gains:
        parts = ", ".join(f"{tr(label, lang)} {signed(n)}" for label, n in reason.gains)
        n = reason.now
        key = "review.now" if n > 0 else "review.loses_now" if n < 0 else "review.change_only"
        bits.append(t(key, n=signed(n) if n < 0 else n, parts=parts))
    if reason.takes_lead:
        bits.append(t("review.takes_lead"))
    if reason.sets_up and not reason.facts:
        bits.append(t("review.sets_up"))
    return t("review.and").join(bits)


def with_reason(what: str, reason, lang: str) -> str:
    """A hint's or a log line's text followed by its reason, if it has one."""
    why = reason_text(reason, lang)
    return I18n(lang)("review.why", what=what, why=why) if why else what


def reason_texts(reason) -> dict:
    """The reason in every language (for the log, which keeps both)."""
    return {lang: reason_text(reason, lang) for lang in LANGS}
