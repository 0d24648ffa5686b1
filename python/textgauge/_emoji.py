"""Emoji (UTS #51): count, presence and matches with str offsets.

`emoji_count` is the extension's own function (`_native.c`)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from . import _checks, _native
from ._native import emoji_count

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


def contains_emoji(text: str, policy: EmojiPolicy = "standard") -> bool:
    """Whether `text` holds an emoji.

    Raises TypeError for an argument that is not a str, ValueError for an
    unknown emoji policy, UnicodeEncodeError (a ValueError) for a str with a
    lone surrogate.

    >>> contains_emoji("© 2025")
    False
    """
    _checks.text(text, "contains_emoji")
    return _native.contains(text, policy_value(policy, "contains_emoji"))


def emoji_matches(text: str, policy: EmojiPolicy = "standard") -> list[EmojiMatch]:
    """Every emoji of `text`, left to right.

    Raises TypeError for an argument that is not a str, ValueError for an
    unknown emoji policy, UnicodeEncodeError (a ValueError) for a str with a
    lone surrogate.

    >>> [(m.start, m.end, m.name) for m in emoji_matches("ok 👍🏽")]
    [(3, 5, 'thumbs up: medium skin tone')]
    """
    _checks.text(text, "emoji_matches")
    value = policy_value(policy, "emoji_matches")
    return [
        EmojiMatch(
            start=start, end=end, text=text[start:end], kind=KINDS[kind], status=STATUSES[status], is_rgi=bool(is_rgi),
            version=None if major < 0 else f"{major}.{minor}", name=name, utf8_start=utf8_start, utf8_end=utf8_end,
        )
        for start, end, kind, status, is_rgi, major, minor, name, utf8_start, utf8_end in _native.matches(text, value)
    ]


def newest_emoji_version(text: str, policy: EmojiPolicy = "standard") -> str | None:
    """The newest Emoji version among the emoji of `text` ("15.0"), or None
    when it has none; "unknown" when one is newer than the tables.

    Raises TypeError for an argument that is not a str, ValueError for an
    unknown emoji policy, UnicodeEncodeError (a ValueError) for a str with a
    lone surrogate.

    >>> newest_emoji_version("ok 👍🏽 🫩")
    '16.0'
    """
    _checks.text(text, "newest_emoji_version")
    return version_string(_native.newest_version(text, policy_value(policy, "newest_emoji_version")))


def version_string(encoded: int) -> str | None:
    """major * 100 + minor as "major.minor"; 0 None, -1 "unknown"."""
    if encoded == 0:
        return None
    if encoded < 0:
        return "unknown"
    return f"{encoded // 100}.{encoded % 100}"
