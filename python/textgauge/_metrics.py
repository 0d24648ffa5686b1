"""Lengths in every metric, prefixes, display width and GB 18030."""
from __future__ import annotations

from ctypes import byref, c_size_t
from typing import Literal

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


def metric_value(metric: str) -> int:
    try:
        return METRICS[metric]
    except KeyError:
        raise ValueError(f"unknown metric {metric!r}; the metrics are {', '.join(METRICS)}") from None


def measure(text: str, metric: Metric = "characters") -> int:
    """The length of `text` in `metric`.

    >>> measure("中文abc😀", "gb18030")
    11
    """
    data = text.encode()
    out = c_size_t()
    check(lib.tg_measure(data, len(data), metric_value(metric), byref(out)))
    return out.value


def prefix(text: str, budget: int, metric: Metric = "characters") -> str:
    """The longest prefix of `text` that measures at most `budget`, ending on
    a Character boundary (never half an emoji, flag or accented letter).

    >>> prefix("中文abc😀", 10, "gb18030")
    '中文abc'
    """
    if budget < 0:
        raise ValueError(f"budget {budget} is negative")
    data = text.encode()
    out = c_size_t()
    check(lib.tg_prefix(data, len(data), metric_value(metric), budget, byref(out)))
    return data[: out.value].decode()


def width(text: str, ambiguous: Literal["narrow", "wide"] = "narrow") -> int:
    """Display columns (UAX #11, UTS #51); ambiguous characters (° Ω ①) take
    1, or 2 with `ambiguous="wide"`.

    >>> width("中a")
    3
    """
    if ambiguous not in ("narrow", "wide"):
        raise ValueError(f"ambiguous is 'narrow' or 'wide', not {ambiguous!r}")
    data = text.encode()
    out = c_size_t()
    check(lib.tg_width(data, len(data), ambiguous == "wide", byref(out)))
    return out.value


def gb18030_length(text: str, edition: int = 2022) -> int:
    """GB 18030 bytes in an edition (2000, 2005 or 2022).

    >>> gb18030_length("中文abc😀")
    11
    """
    if edition not in (2000, 2005, 2022):
        raise ValueError(f"edition is 2000, 2005 or 2022, not {edition!r}")
    data = text.encode()
    out = c_size_t()
    check(lib.tg_gb18030_length(data, len(data), edition, byref(out)))
    return out.value
