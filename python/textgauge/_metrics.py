"""Lengths in every metric, prefixes, display width and GB 18030.

`measure`, `width` and `gb18030_length` are the extension's own functions
(`_native.c`: a few tens of nanoseconds a call); the names and values below
are what it reads."""
from __future__ import annotations

import operator

from . import _checks, _native
from ._native import gb18030_length, measure, width

# The metric names (Conformance/vectors.json's) and their tg_metric values:
# the vocabulary's (Vocabulary/vocabulary.json, generated into _vocabulary).
from ._vocabulary import METRICS, Metric  # noqa: E402

# width()'s ambiguous modes: tg_width's ambiguous_wide.
AMBIGUOUS: dict[str, int] = {"narrow": 0, "wide": 1}

EDITIONS = (2000, 2005, 2022)


def metric_value(metric: object, function: str = "measure") -> int:
    return _checks.choice(metric, METRICS, function, "metric", "metric", "metrics")


def ambiguous_value(ambiguous: object, function: str = "width") -> int:
    return _checks.choice(ambiguous, AMBIGUOUS, function, "ambiguous", "ambiguous mode", "ambiguous modes")


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
    _checks.text(text, "prefix")
    limit = _checks.integer(budget, "prefix", "budget")
    value = metric_value(metric, "prefix")
    return _native.prefix_of(text, value, limit)


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


__all__ = ["AMBIGUOUS", "EDITIONS", "METRICS", "Metric", "gb18030_length", "measure", "prefix", "width"]
