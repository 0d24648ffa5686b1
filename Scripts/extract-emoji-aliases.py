#!/usr/bin/env python3
"""Writes Data/shortcodes/emoji-<version>/aliases.txt and SHA256SUMS from the
`alias` lists of the installed PyPI package `emoji` (GitHub/Slack-style
shortcodes such as :thumbsup: and :+1:).

    python3 -m venv /tmp/emoji-venv && /tmp/emoji-venv/bin/pip install 'emoji==2.16.0'
    /tmp/emoji-venv/bin/python Scripts/extract-emoji-aliases.py

One line per alias, sorted by its UTF-8 bytes: the alias without colons, the
code points of its emoji as the package writes its fully-qualified (or
component) entry, and whether it is the emoji's preferred alias (the first
the package lists for it, which encoding writes) or an alternate. The
package lists most aliases again on the emoji's minimally-qualified and
unqualified entries; those must name the same emoji without U+FE0F, and are
not written twice. Fails on an alias of two different emoji.
"""
import hashlib
import importlib.metadata
import os
import sys

import emoji
from emoji.unicode_codes import EMOJI_DATA

# The package's status values (emoji/unicode_codes/data_dict.py).
COMPONENT, FULLY_QUALIFIED = 1, 2


def main():
    version = importlib.metadata.version("emoji")
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    folder = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "Data", "shortcodes", f"emoji-{version}")
    data_dict = os.path.join(os.path.dirname(emoji.__file__), "unicode_codes", "data_dict.py")
    with open(data_dict, "rb") as handle:
        source_sha = hashlib.sha256(handle.read()).hexdigest()

    def stripped(text):
        return text.replace("\ufe0f", "")

    target = {}  # alias -> emoji (fully-qualified or component)
    preferred = {}  # emoji -> its first alias
    for text, entry in EMOJI_DATA.items():
        if entry.get("status") not in (COMPONENT, FULLY_QUALIFIED):
            continue
        for index, alias in enumerate(entry.get("alias", [])):
            code = alias.strip(":")
            if target.get(code, text) != text:
                sys.exit(f"alias {alias} names both {target[code]!r} and {text!r}")
            target[code] = text
            if index == 0:
                preferred[text] = code
    for text, entry in EMOJI_DATA.items():
        if entry.get("status") in (COMPONENT, FULLY_QUALIFIED):
            continue
        for alias in entry.get("alias", []):
            code = alias.strip(":")
            if code not in target or stripped(target[code]) != stripped(text):
                sys.exit(f"alias {alias} of the other qualification {text!r} names no fully-qualified emoji")

    lines = [
        f"# GitHub/Slack-style emoji aliases of the PyPI package emoji {version} (New BSD License,",
        "# Copyright (c) 2014-2026, Taehoon Kim, Kevin Wurster; https://github.com/carpedm20/emoji/),",
        "# from the 'alias' lists of EMOJI_DATA in emoji/unicode_codes/data_dict.py",
        f"# (sha256 {source_sha}); written by Scripts/extract-emoji-aliases.py.",
        "# alias ; code points ; preferred (the first alias the package lists for the emoji) or alternate",
        f"# {len(target)} aliases of {len(preferred)} emoji. See Data/README.md.",
    ]
    for code in sorted(target, key=lambda c: c.encode()):
        text = target[code]
        points = " ".join(f"{ord(c):04X}" for c in text)
        kind = "preferred" if preferred[text] == code else "alternate"
        lines.append(f"{code} ; {points} ; {kind} # {text}")
    lines.append("# EOF")
    os.makedirs(folder, exist_ok=True)
    body = ("\n".join(lines) + "\n").encode()
    with open(os.path.join(folder, "aliases.txt"), "wb") as handle:
        handle.write(body)
    with open(os.path.join(folder, "SHA256SUMS"), "w") as handle:
        handle.write(f"{hashlib.sha256(body).hexdigest()}  aliases.txt\n")
    print(f"{folder}: {len(target)} aliases of {len(preferred)} emoji from emoji {version}")


if __name__ == "__main__":
    main()
