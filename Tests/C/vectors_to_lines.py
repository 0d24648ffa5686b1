#!/usr/bin/env python3
"""Conformance/vectors.json as lines the C test reads without a JSON parser.

Texts and JSON are hex (UTF-8), so no escaping rule is needed:
  P <policy> <hex json>                 a policy of the vectors, in its JSON form
  C <case> <hex text>                   a case; then its lines:
  M <tg_metric value> <length>          a metric
  V <policy> <ok> <violations> <hex sanitized>
  X <rule> <kind> <utf8> <utf16> <scalars> <characters>   each violation, in order
  N <hex emoji> <locale> <hex name, or "none">              an emoji's name in a locale
  S <hex query> <locale, or "-" for none> <expand 0/1> <count> <hex of the results, space-separated, or "-">
"""
import json
import sys
from pathlib import Path

# The vectors' metric names and textgauge.h's tg_metric values, from the
# vocabulary both are generated from.
VOCABULARY = json.loads((Path(__file__).resolve().parents[2] / "Vocabulary" / "vocabulary.json").read_text("utf-8"))
METRICS = {variant["name"]: variant["value"] for metric in VOCABULARY["metrics"] for variant in metric["variants"]}


def hexed(text: str) -> str:
    return text.encode("utf-8").hex() or "-"


def main() -> None:
    vectors = json.load(open(sys.argv[1], encoding="utf-8"))
    out = sys.stdout
    for name, policy in vectors["policies"].items():
        out.write(f"P {name} {hexed(json.dumps(policy, ensure_ascii=False))}\n")
    for case in vectors["cases"]:
        out.write(f"C {case['name'].replace(' ', '_')} {hexed(case['text'])}\n")
        for metric, value in case["metrics"].items():
            if metric not in METRICS:
                sys.exit(f"vectors_to_lines: metric {metric!r} has no tg_metric value in Vocabulary/vocabulary.json")
            out.write(f"M {METRICS[metric]} {value}\n")
        for policy, verdict in case["verdicts"].items():
            out.write(f"V {policy} {int(verdict['ok'])} {len(verdict['violations'])} {hexed(verdict['sanitized'])}\n")
            for v in verdict["violations"]:
                o = v["offset"]
                out.write(f"X {v['rule']} {v['kind']} {o['utf8']} {o['utf16']} {o['scalars']} {o['characters']}\n")
    for entry in vectors.get("emojiNames", []):
        name = "none" if entry["name"] is None else hexed(entry["name"])
        out.write(f"N {hexed(entry['emoji'])} {entry['locale']} {name}\n")
    for entry in vectors.get("emojiSearch", []):
        results = " ".join(hexed(r) for r in entry["results"]) or "-"
        out.write(f"S {hexed(entry['query'])} {entry['locale'] or '-'} {int(entry['expandSkinTones'])} "
                  f"{len(entry['results'])} {results}\n")


if __name__ == "__main__":
    main()
