"""TextGauge from Python: text measured from Unicode's data.

Lengths in every metric, display width, GB 18030, emoji (UTS #51) and field
policies, answered by libtextgauge (TextGauge's C ABI, bundled, called
through one compiled extension, `textgauge._native`), exactly as the Swift
library, the C library and the `textgauge` command answer. Offsets are str
indices.

>>> import textgauge
>>> textgauge.width("中a")
3
>>> textgauge.measure("中文abc😀", "gb18030")
11
>>> [m.name for m in textgauge.emoji_matches("ok 👍🏽")]
['thumbs up: medium skin tone']
>>> textgauge.Policy.preset("x").check("hello")
[]

Arguments are checked before the library sees them: a wrong type is a
TypeError naming the argument, an int out of range an OverflowError or a
ValueError, an unknown name a ValueError; the library's own errors are
TextGaugeError subclasses (README, "Errors").
"""
from __future__ import annotations

from . import _native
from ._columns import emoji_count_column, measure_column, newest_emoji_version_column
from ._emoji import (
    EmojiMatch, EmojiPolicy, contains_emoji, emoji_count, emoji_locales, emoji_matches, emoji_name, emoji_search,
    newest_emoji_version,
)
from ._errors import ArgumentError, InvalidUTF8Error, PolicyError, TextGaugeError
from ._metrics import METRICS, Metric, gb18030_length, measure, prefix, width
from ._policy import Edit, Policy, Violation, presets

# textgauge.h's TG_ABI_VERSION the extension was built against (and checked at import).
ABI_VERSION: int = _native.ABI_VERSION

__version__ = "0.1.0"


def library_version() -> str:
    """The version of the bundled libtextgauge ("0.1.0")."""
    return _native.library_version()


def unicode_version() -> str:
    """The Unicode and emoji version of the tables ("18.0")."""
    return _native.unicode_version()


__all__ = [
    "ABI_VERSION", "METRICS", "ArgumentError", "Edit", "EmojiMatch", "EmojiPolicy", "InvalidUTF8Error", "Metric", "Policy",
    "PolicyError", "TextGaugeError", "Violation", "contains_emoji", "emoji_count", "emoji_count_column",
    "emoji_locales", "emoji_matches", "emoji_name", "emoji_search",
    "gb18030_length", "library_version", "measure", "measure_column", "newest_emoji_version",
    "newest_emoji_version_column", "prefix", "presets", "unicode_version", "width",
]
