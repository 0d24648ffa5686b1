"""Emoji (UTS #51): count, presence and matches with str offsets."""
from __future__ import annotations

from ctypes import POINTER, byref, c_int, c_size_t
from dataclasses import dataclass
from typing import Literal

from . import _checks
from ._errors import check
from ._native import EmojiMatchStruct, lib, read_string

EmojiPolicy = Literal["standard", "renders-as-emoji", "including-text-default"]

# The CLI's spellings and textgauge.h's tg_emoji_policy values.
POLICIES: dict[str, int] = {"standard": 0, "renders-as-emoji": 1, "including-text-default": 2}
# tg_emoji_kind and tg_emoji_status values, by value.
KINDS = {0: "basic", 1: "keycap", 2: "flag", 3: "tag", 4: "modifier", 5: "zwj"}
STATUSES = {
    0: "fully-qualified", 1: "minimally-qualified", 2: "unqualified", 3: "component", 4: "not-listed",
}


def policy_value(policy: object, function: str) -> int:
    return _checks.choice(policy, POLICIES, function, "policy", "emoji policy", "emoji policies")


@dataclass(frozen=True)
class EmojiMatch:
    """One emoji of a text: `text[start:end]` is it (str indices)."""

    start: int
    end: int
    text: str
    kind: str
    status: str
    is_rgi: bool
    version: str | None
    name: str | None
    utf8_start: int
    utf8_end: int


def emoji_count(text: str, policy: EmojiPolicy = "standard") -> int:
    """The number of emoji; a ZWJ family, a flag or a keycap is one.

    Raises TypeError for an argument that is not a str, ValueError for an
    unknown emoji policy, UnicodeEncodeError (a ValueError) for a str with a
    lone surrogate.

    >>> emoji_count("👨‍👩‍👧‍👦🇨🇳1️⃣")
    3
    """
    data = _checks.text(text, "emoji_count")
    value = policy_value(policy, "emoji_count")
    out = c_size_t()
    check(lib.tg_emoji_count(data, len(data), value, byref(out)))
    return out.value


def contains_emoji(text: str, policy: EmojiPolicy = "standard") -> bool:
    """Whether `text` holds an emoji.

    Raises TypeError for an argument that is not a str, ValueError for an
    unknown emoji policy, UnicodeEncodeError (a ValueError) for a str with a
    lone surrogate.

    >>> contains_emoji("© 2025")
    False
    """
    data = _checks.text(text, "contains_emoji")
    value = policy_value(policy, "contains_emoji")
    out = c_int()
    check(lib.tg_emoji_contains(data, len(data), value, byref(out)))
    return bool(out.value)


def emoji_matches(text: str, policy: EmojiPolicy = "standard") -> list[EmojiMatch]:
    """Every emoji of `text`, left to right.

    Raises TypeError for an argument that is not a str, ValueError for an
    unknown emoji policy, UnicodeEncodeError (a ValueError) for a str with a
    lone surrogate.

    >>> [(m.start, m.end, m.name) for m in emoji_matches("ok 👍🏽")]
    [(3, 5, 'thumbs up: medium skin tone')]
    """
    data = _checks.text(text, "emoji_matches")
    value = policy_value(policy, "emoji_matches")
    array = POINTER(EmojiMatchStruct)()
    count = c_size_t()
    check(lib.tg_emoji_matches(data, len(data), value, byref(array), byref(count)))
    try:
        matches = []
        for i in range(count.value):
            m = array[i]
            version = None if m.version_major < 0 else f"{m.version_major}.{m.version_minor}"
            matches.append(EmojiMatch(
                start=m.start_scalars, end=m.end_scalars, text=text[m.start_scalars:m.end_scalars],
                kind=KINDS[m.kind], status=STATUSES[m.status], is_rgi=bool(m.is_rgi), version=version,
                name=read_string(m.name), utf8_start=m.start, utf8_end=m.end,
            ))
        return matches
    finally:
        lib.tg_emoji_matches_free(array, count.value)


def newest_emoji_version(text: str, policy: EmojiPolicy = "standard") -> str | None:
    """The newest Emoji version among the emoji of `text` ("15.0"), or None
    when it has none; "unknown" when one is newer than the tables.

    Raises TypeError for an argument that is not a str, ValueError for an
    unknown emoji policy, UnicodeEncodeError (a ValueError) for a str with a
    lone surrogate.

    >>> newest_emoji_version("ok 👍🏽 🫩")
    '16.0'
    """
    data = _checks.text(text, "newest_emoji_version")
    value = policy_value(policy, "newest_emoji_version")
    out = c_int()
    check(lib.tg_emoji_newest_version(data, len(data), value, byref(out)))
    return version_string(out.value)


def version_string(encoded: int) -> str | None:
    """major * 100 + minor as "major.minor"; 0 None, -1 "unknown"."""
    if encoded == 0:
        return None
    if encoded < 0:
        return "unknown"
    return f"{encoded // 100}.{encoded % 100}"
