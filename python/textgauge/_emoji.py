"""Emoji (UTS #51): count, presence and matches with str offsets.

`emoji_count` is the extension's own function (`_native.c`)."""
from __future__ import annotations

from dataclasses import dataclass

from . import _checks, _native
from ._errors import ArgumentError
from ._native import emoji_count

# The emoji policies' names (the CLI's spellings) and tg_emoji_policy values,
# tg_emoji_kind and tg_emoji_status by value: the vocabulary's.
from ._vocabulary import EMOJI_KINDS as KINDS  # noqa: E402
from ._vocabulary import EMOJI_POLICIES as POLICIES  # noqa: E402
from ._vocabulary import EMOJI_STATUSES as STATUSES  # noqa: E402
from ._vocabulary import EmojiPolicy  # noqa: E402


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


def emoji_locales() -> list[str]:
    """The locales emoji are named and searched in, as the library lists
    them ("en", "zh", "zh-Hant", "yue", "yue-Hans").

    >>> emoji_locales()[:2]
    ['en', 'zh']
    """
    return _native.emoji_locales()


def _locale(locale: object, function: str, optional: bool) -> str | None:
    if locale is None and optional:
        return None
    if not isinstance(locale, str):
        _checks.wrong_type(function, "locale", "str or None" if optional else "str", locale)
    if "\0" in locale:
        raise _unknown_locale(locale)
    return locale


def _unknown_locale(locale: str) -> ValueError:
    return ValueError(f"unknown emoji locale {locale!r}; the emoji locales are {', '.join(emoji_locales())} "
                      "(and identifiers that fall back to them: zh-TW, zh_CN, en-GB ...)")


def emoji_name(emoji: str, locale: str = "en") -> str | None:
    """The short name of one RGI emoji in `locale` (CLDR's; emoji-test.txt's
    English where CLDR has none yet), or None when `emoji` is not exactly
    one RGI emoji. `locale` is an identifier resolved by CLDR's fallback
    ("zh-TW" and "zh_Hant_HK" are "zh-Hant", "zh-CN" is "zh").

    Raises TypeError for an argument that is not a str, ValueError for a
    locale without names (listing them), UnicodeEncodeError (a ValueError)
    for a lone surrogate.

    >>> emoji_name("👍", "zh-TW")
    '讚'
    >>> emoji_name("😂", "zh")
    '笑哭了'
    >>> emoji_name("a") is None
    True
    """
    _checks.text(emoji, "emoji_name", "emoji")
    name = _locale(locale, "emoji_name", optional=False)
    try:
        return _native.emoji_name(emoji, name)
    except ArgumentError:
        raise _unknown_locale(name or "") from None


def emoji_search(query: str, locale: str | None = None, expand_skin_tones: bool = False) -> list[str]:
    """The RGI emoji whose CLDR names or keywords match `query`, best first:
    what Swift's `AnnotatedEmoji.search(_:locale:expandingSkinTones:)`
    returns, in its order. A whole name ranks first, then a whole keyword,
    a name's or a keyword's prefix, then a match at a word start (or any
    Han character, never right after a negation such as 不); simplified
    and traditional Han match alike, and Han also by pinyin (`kaixin`,
    `kx`) or, in yue, Jyutping. `locale` None: the query decides (a CJK
    ideograph searches the Chinese locales, else English and pinyin).
    `expand_skin_tones` lists each skin-tone variant as a result of its own.

    Raises TypeError for a `query` or `locale` of the wrong type or an
    `expand_skin_tones` that is not a bool, ValueError for a locale without
    names, UnicodeEncodeError (a ValueError) for a lone surrogate.

    >>> emoji_search("笑")[0]
    '🤣'
    >>> emoji_search("赞", "zh")[:2]
    ['👍', '👏']
    >>> emoji_search("  ")
    []
    """
    _checks.text(query, "emoji_search", "query")
    name = _locale(locale, "emoji_search", optional=True)
    if not isinstance(expand_skin_tones, bool):
        _checks.wrong_type("emoji_search", "expand_skin_tones", "bool", expand_skin_tones)
    try:
        return _native.emoji_search(query, name, expand_skin_tones)
    except ArgumentError:
        raise _unknown_locale(name or "") from None
