"""A generated chat corpus, the same for a seed on every machine: messages
mixing Chinese, English, emoji (with skin tones, ZWJ families, flags,
keycaps, newer emoji), URLs and the odd long message, one per line.

    python chat_corpus.py OUT [--messages N] [--seed S]
"""
from __future__ import annotations

import argparse
import random

WORDS = ["hello", "ok", "lol", "see you", "thanks", "meeting at 3", "ship it", "nice", "why?", "brb", "x.com/a"]
HANZI = ["你好", "哈哈哈", "好的", "明天见", "谢谢", "没问题", "我们走吧", "中文", "太好了", "吃饭了吗"]
EMOJI = ["😀", "😂", "👍", "👍🏽", "❤️", "🎉", "🙏🏻", "👨‍👩‍👧", "🇨🇳", "🇺🇸", "1️⃣", "🫩", "🫨", "🥲", "©", "☕"]
OTHER = ["https://example.com/p?id=7", "１２３", "Ω", "①", "ｶﾀｶﾅ", "안녕하세요", "e\u0301", "\t"]


def message(rng: random.Random) -> str:
    parts = []
    for _ in range(rng.randint(1, 12)):
        roll = rng.random()
        pool = WORDS if roll < 0.35 else HANZI if roll < 0.7 else EMOJI if roll < 0.92 else OTHER
        parts.append(rng.choice(pool))
    text = (" " if rng.random() < 0.5 else "").join(parts)
    if rng.random() < 0.01:
        text = text * 40  # the odd long paste
    return text


def write(path: str, messages: int = 20000, seed: int = 37) -> None:
    rng = random.Random(seed)
    with open(path, "w", encoding="utf-8", newline="\n") as file:
        for _ in range(messages):
            file.write(message(rng) + "\n")


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--messages", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=37)
    arguments = parser.parse_args()
    write(arguments.out, arguments.messages, arguments.seed)
