"""Errors a player or a file author can read."""


class IllegalAction(Exception):
    """A move the rules forbid. `text` holds the reason in every language."""

    def __init__(self, en: str, fr: str | None = None):
        super().__init__(en)
        self.text = {"en": en, "fr": fr or en}

    def reason(self, lang: str = "en") -> str:
        return self.text.get(lang) or self.text["en"]


class DataError(Exception):
    """A game data file is wrong. The message names the file and the key path."""

    def __init__(self, file: str, path: str, problem: str):
        self.file, self.path, self.problem = file, path, problem
        where = f"{file}: {path}" if path else file
        super().__init__(f"{where}: {problem}")


class SaveError(Exception):
    """A save file cannot be loaded. The file is left untouched."""
