"""Arguments checked before they reach the C library: an int that does not
fit its int64_t, a str with a NUL where C reads up to the NUL, a value of
the wrong type.

The messages follow CPython's ("f() argument 'x' must be str, not bytes");
the extension (`_native.c`) calls these checks where an argument is not
the plain one it takes at once, so that both raise alike.

- A wrong type is TypeError, naming the function, the argument and the type
  received. `bool` is refused where an int is expected (`prefix("ab", True)`
  is a mistake, not a budget of 1); any other int-like object with
  `__index__` (a numpy integer) is taken.
- An int below the argument's range is ValueError, above it OverflowError
  (the C library takes a budget or a maximum as int64_t).
- An unknown name (a metric, an emoji policy) is ValueError, listing the
  names.
"""
from __future__ import annotations

import operator
from typing import Any, NoReturn

INT64_MAX = 2**63 - 1


def type_name(value: object) -> str:
    return type(value).__name__


def wrong_type(function: str, argument: str, expected: str, value: object) -> NoReturn:
    raise TypeError(f"{function}() argument '{argument}' must be {expected}, not {type_name(value)}")


def text(value: Any, function: str, argument: str = "text") -> str:
    """A str, else TypeError. (A str with a lone surrogate ('\\ud800') has
    no UTF-8: the extension raises UnicodeEncodeError, a ValueError, as
    str.encode does.)"""
    if not isinstance(value, str):
        wrong_type(function, argument, "str", value)
    return value


def integer(value: Any, function: str, argument: str, minimum: int = 0, maximum: int = INT64_MAX) -> int:
    """An int in [minimum, maximum]."""
    if isinstance(value, bool):
        wrong_type(function, argument, "int", value)
    try:
        number = operator.index(value)
    except TypeError:
        wrong_type(function, argument, "int", value)
    if number < minimum:
        raise ValueError(f"{function}() argument '{argument}' is {shown(number)}, less than {minimum}")
    if number > maximum:
        raise OverflowError(
            f"{function}() argument '{argument}' is {shown(number)}, more than {maximum} (the C library's int64_t)"
        )
    return number


def shown(number: int) -> str:
    # Not every int has a decimal form here (sys.set_int_max_str_digits).
    return str(number) if number.bit_length() <= 256 else f"a {number.bit_length()}-bit int"


def choice(value: Any, table: dict[str, int], function: str, argument: str, what: str, plural: str) -> int:
    """The C value of a name of `table`."""
    if not isinstance(value, str):
        wrong_type(function, argument, "str", value)
    try:
        return table[value]
    except KeyError:
        raise ValueError(f"unknown {what} {value!r}; the {plural} are {', '.join(table)}") from None
