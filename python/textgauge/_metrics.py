"""Lengths in every metric, prefixes, display width and GB 18030."""
from __future__ import annotations

import operator
from ctypes import byref, c_size_t
from typing import Literal

from . import _checks
from ._errors import check
from ._native import lib

Metric = Literal[
    "characters", "scalars", "utf16", "utf8", "gb18030", "gb18030-2005", "gb18030-2000", "width", "width-wide",
    "zishu", "weighted",
]

# The metric names of Conformance/vectors.json and textgauge.h's tg_metric values.
METRICS: dict[str, int] = {
    "characters": 0, "scalars": 1, "utf16": 2, "utf8": 3, "gb18030": 4, "gb18030-2005": 5, "gb18030-2000": 6,
    "width": 7, "width-wide": 8, "zishu": 9, "weighted": 10,
}

EDITIONS = (2000, 2005, 2022)


def metric_value(metric: object, function: str = "measure") -> int:
    return _checks.choice(metric, METRICS, function, "metric", "metric", "metrics")


def ambiguous_value(ambiguous: object, function: str = "width") -> int:
    return _checks.choice(ambiguous, {"narrow": 0, "wide": 1}, function, "ambiguous", "ambiguous mode",
                          "ambiguous modes")


def measure(text: str, metric: Metric = "characters") -> int:
    """The length of `text` in `metric`.

    Raises TypeError for a `text` or `metric` that is not a str, ValueError
    for an unknown metric, UnicodeEncodeError (a ValueError) for a str with
    a lone surrogate.

    >>> measure("中文abc😀", "gb18030")
    11
    """
    data = _checks.text(text, "measure")
    value = metric_value(metric)
    out = c_size_t()
    check(lib.tg_measure(data, len(data), value, byref(out)))
    return out.value


def prefix(text: str, budget: int, metric: Metric = "characters") -> str:
    """The longest prefix of `text` that measures at most `budget`, ending on
    a Character boundary (never half an emoji, flag or accented letter).

    `budget` is an int from 0 to 2**63 - 1 (the C library's int64_t); a
    bool is refused. Raises TypeError for an argument of the wrong type,
    ValueError for a negative budget or an unknown metric, OverflowError
    for a budget above 2**63 - 1, UnicodeEncodeError (a ValueError) for a
    str with a lone surrogate.

    >>> prefix("中文abc😀", 10, "gb18030")
    '中文abc'
    """
    data = _checks.text(text, "prefix")
    limit = _checks.integer(budget, "prefix", "budget")
    value = metric_value(metric, "prefix")
    out = c_size_t()
    check(lib.tg_prefix(data, len(data), value, limit, byref(out)))
    return data[: out.value].decode()


def width(text: str, ambiguous: Literal["narrow", "wide"] = "narrow") -> int:
    """Display columns (UAX #11, UTS #51); ambiguous characters (° Ω ①) take
    1, or 2 with `ambiguous="wide"`.

    Raises TypeError for an argument that is not a str, ValueError for an
    `ambiguous` other than "narrow" or "wide", UnicodeEncodeError (a
    ValueError) for a str with a lone surrogate.

    >>> width("中a")
    3
    """
    data = _checks.text(text, "width")
    wide = ambiguous_value(ambiguous)
    out = c_size_t()
    check(lib.tg_width(data, len(data), wide, byref(out)))
    return out.value


def gb18030_length(text: str, edition: int = 2022) -> int:
    """GB 18030 bytes in an edition (2000, 2005 or 2022).

    Raises TypeError for a `text` that is not a str or an `edition` that is
    not an int (a bool is refused), ValueError for another year,
    UnicodeEncodeError (a ValueError) for a str with a lone surrogate.

    >>> gb18030_length("中文abc😀")
    11
    """
    data = _checks.text(text, "gb18030_length")
    year = edition_value(edition)
    out = c_size_t()
    check(lib.tg_gb18030_length(data, len(data), year, byref(out)))
    return out.value


def edition_value(edition: object) -> int:
    if isinstance(edition, bool):
        _checks.wrong_type("gb18030_length", "edition", "int", edition)
    try:
        year = operator.index(edition)  # type: ignore[arg-type]
    except TypeError:
        _checks.wrong_type("gb18030_length", "edition", "int", edition)
    if year not in EDITIONS:
        raise ValueError(f"gb18030_length() argument 'edition' is 2000, 2005 or 2022, not {_checks.shown(year)}")
    return year
