"""Actions are tuples of str/int/bool/None and nested tuples; JSON keeps them as lists."""


def to_json(action) -> list:
    return [to_json(x) if isinstance(x, tuple) else x for x in action]


def from_json(data):
    """Rebuild the tuple form; raises ValueError on anything that is not an action."""
    if not isinstance(data, list):
        raise ValueError(f"an action must be a list, not {type(data).__name__}")
    out = []
    for x in data:
        if isinstance(x, list):
            out.append(from_json(x))
        elif x is None or isinstance(x, (str, int, bool)):
            out.append(x)
        else:
            raise ValueError(f"bad value in an action: {x!r}")
    return tuple(out)
