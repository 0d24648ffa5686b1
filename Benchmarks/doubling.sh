#!/usr/bin/env bash
# Time and peak memory of the release `textgauge` on one line of each hard
# shape at 25, 50 and 100 MB (issue 45: linear time, memory bounded by the
# input): per size the wall time, the user CPU and the peak resident set size
# (`/usr/bin/time -v`), per doubling their ratios, and the peak over the
# input's size. A linear command doubles its time; a bounded one stays
# under twice the input (Docs/CommandLine.md: `check` reads a whole input
# into one String).
#
#   Benchmarks/doubling.sh                           check --policy x, every shape
#   Benchmarks/doubling.sh --sizes "1 2 4"           other sizes, in MB
#   Benchmarks/doubling.sh --shapes "url-path tags"  some shapes
#   Benchmarks/doubling.sh --command "measure --metric weighted"
#   Benchmarks/doubling.sh --sizes "1 2 4" --shapes domain-chain \
#     --command "truncate --metric weighted --max {mb}0000"
#                                                    a budget that grows with
#                                                    the input ({mb}: its MB)
#   TEXTGAUGE=path/to/textgauge Benchmarks/doubling.sh   another build
#
# The shapes: chinese (seeded CJK prose, no line break), chinese-numbers
# (the same with `版本3.5` every 3,000 characters: dots before digits),
# cyrillic (seeded
# Russian-like words, spaced), thai (seeded Thai letters, vowels and marks,
# no space), minified (seeded JavaScript-like names and punctuation
# with no space: member accesses, some ending in a top-level domain,
# calls, operators), mixed (a URL with
# parentheses, CJK and an emoji with a skin tone, spaced), zwj (a family
# emoji ZWJ sequence, spaced), tags (the flag of England's tag sequence, no
# space), url-path (`x.co/` then `(a)` repeated: one URL path, no space),
# url-path-cjk (`x.co/` then `(中)` repeated: a URL path that is not ASCII),
# marks (`e` then U+0301 repeated: one Character that NFC changes),
# url-path-marks (`x.co/` then `e` U+0301 repeated: a URL path that NFC
# changes), url-path-greek (`x.co/` then `αβγ` repeated: a URL path that is
# not inert and is its own NFC), url-path-q-mark (`x.co/` then `q` U+0301
# repeated: a mark that NFC keeps, composing with nothing), url-path-expands
# (`x.co/` then U+1D160 repeated: a URL path whose NFC has three scalars
# for each, NFC's largest growth in UTF-8), domain-chain
# (`a.co` repeated: one chain of labels, no URL), dotted-chain (`a.co.`
# repeated: every label followed by a domain), url-then-chain (a valid URL
# of 4,088 characters, `https://` and `a.` × 2,039 `co`, then one `a.co`
# chain: every candidate prefix of `truncate --metric weighted` holds the
# long URL) and long-url-runs (`https://`, `a.` × 2,040, `co`, a space and
# `a.co` × 20, repeated: URLs 2 characters over twitter-text's 4,096 with
# the protocol, which count per character but which the weighted prefix's
# lower bound lets weigh one URL) and url-bad-label (the same with a label
# of 64 characters inside each URL: `https://`, `a.` × 100, `b` × 64, `.`,
# `a.` × 1,900, `co`: a URL IDNA refuses, valid only cut before the label's
# end). Shapes with no space, where the weighted prefix's candidates all lie
# in one piece: url-parens (`x.co/(a)` repeated: one path over the line,
# a URL start in every unit), unspaced-url-runs and unspaced-bad-label
# (long-url-runs and url-bad-label with 中 for the spaces), cjk-chain
# (`a.co` × 1,100 then 中: one chain over the line, non-ASCII), dense-urls
# (`(a.co)` repeated: a valid URL every 6 characters), comma-path and
# comma-query (`x.co/a` or `x.co/?a` then commas: a path or query run over
# the line that ends where it starts) and no-tld (`éa.b` repeated: a
# chain with no top-level domain, a start after every é).
# The files are written to a temporary folder, one at a time, and removed.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
sizes="25 50 100"
shapes="chinese chinese-numbers cyrillic thai minified mixed zwj tags url-path url-path-cjk marks url-path-marks url-path-greek url-path-q-mark url-path-expands domain-chain dotted-chain url-then-chain long-url-runs url-bad-label url-parens unspaced-url-runs unspaced-bad-label cjk-chain dense-urls comma-path comma-query no-tld"
command="check --policy x"
while [[ $# -gt 0 ]]; do
  case $1 in
    --sizes) sizes=$2; shift 2 ;;
    --shapes) shapes=$2; shift 2 ;;
    --command) command=$2; shift 2 ;;
    *) echo "usage: $0 [--sizes \"25 50 100\"] [--shapes \"...\"] [--command \"check --policy x\"]" >&2; exit 2 ;;
  esac
done
textgauge=${TEXTGAUGE:-}
if [[ -z $textgauge ]]; then
  (cd "$root" && swift build -c release --product textgauge >/dev/null)
  textgauge="$root/.build/release/textgauge"
fi
[[ -x /usr/bin/time ]] || { echo "doubling.sh: needs GNU time (/usr/bin/time -v)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# One line of `shape` of at least `mb` MB (10^6 bytes), ending with a line break.
write_shape() {
  python3 - "$1" "$2" "$3" <<'EOF'
import random, sys
shape, mb, path = sys.argv[1], int(sys.argv[2]), sys.argv[3]
size = mb * 1_000_000
with open(path, "w", encoding="utf-8") as out:
    if shape == "chinese":
        rng = random.Random(45)
        chunk = "".join(chr(rng.randrange(0x4E00, 0x9FA6)) if rng.random() > 0.08 else rng.choice("，。、") for _ in range(100_000))
        prefix, unit = "", chunk
    elif shape == "chinese-numbers":
        rng = random.Random(48)
        chunk = "".join(chr(rng.randrange(0x4E00, 0x9FA6)) if rng.random() > 0.08 else rng.choice("，。、") for _ in range(3_000))
        prefix, unit = "", chunk + "版本3.5"
    elif shape == "cyrillic":
        rng = random.Random(46)
        words = ["".join(chr(rng.randrange(0x430, 0x450)) for _ in range(rng.randrange(2, 10))) for _ in range(5_000)]
        prefix, unit = "", " ".join(rng.choice(words) + rng.choice(["", "", "", ","]) for _ in range(20_000)) + " "
    elif shape == "minified":
        rng = random.Random(49)
        names = ["a", "e", "t", "n", "fn", "app", "co", "io", "data", "exports", "window", "location", "href"]
        marks = [".", ".", "(", ")", ",", ";", "=", "{", "}", "[", "]", "!", "?", ":", "&&", "+", '"x"', "0"]
        prefix, unit = "", "".join(rng.choice(names) if rng.random() < 0.5 else rng.choice(marks) for _ in range(100_000))
    elif shape == "thai":
        rng = random.Random(47)
        prefix, unit = "", "".join(rng.choice(["ก", "ข", "ค", "ง", "น", "ม", "ร", "ส", "เ", "แ", "า", "ะ", "\u0E33", "\u0E31", "\u0E34", "\u0E48"]) for _ in range(100_000))
    elif shape == "mixed":
        prefix, unit = "", "see https://example.com/a_(b) 中文字 👍🏽 "
    elif shape == "zwj":
        prefix, unit = "", "👨\u200d👩\u200d👧 "
    elif shape == "tags":
        prefix, unit = "", "🏴\U000E0067\U000E0062\U000E0065\U000E006E\U000E0067\U000E007F"
    elif shape == "url-path":
        prefix, unit = "x.co/", "(a)"
    elif shape == "url-path-cjk":
        prefix, unit = "x.co/", "(中)"
    elif shape == "marks":
        prefix, unit = "e", "\u0301"
    elif shape == "url-path-marks":
        prefix, unit = "x.co/", "e\u0301"
    elif shape == "url-path-greek":
        prefix, unit = "x.co/", "αβγ"
    elif shape == "url-path-q-mark":
        prefix, unit = "x.co/", "q\u0301"
    elif shape == "url-path-expands":
        prefix, unit = "x.co/", "\U0001D160"
    elif shape == "domain-chain":
        prefix, unit = "", "a.co"
    elif shape == "dotted-chain":
        prefix, unit = "", "a.co."
    elif shape == "url-then-chain":
        prefix, unit = "https://" + "a." * 2039 + "co ", "a.co"
    elif shape == "long-url-runs":
        prefix, unit = "", "https://" + "a." * 2040 + "co " + "a.co" * 20 + " "
    elif shape == "url-bad-label":
        prefix, unit = "", "https://" + "a." * 100 + "b" * 64 + "." + "a." * 1900 + "co " + "a.co" * 20 + " "
    elif shape == "url-parens":
        prefix, unit = "", "x.co/(a)"
    elif shape == "unspaced-url-runs":
        prefix, unit = "", "https://" + "a." * 2040 + "co中" + "a.co" * 20 + "中"
    elif shape == "unspaced-bad-label":
        prefix, unit = "", "https://" + "a." * 100 + "b" * 64 + "." + "a." * 1900 + "co中" + "a.co" * 20 + "中"
    elif shape == "cjk-chain":
        prefix, unit = "", "a.co" * 1100 + "中"
    elif shape == "dense-urls":
        prefix, unit = "", "(a.co)"
    elif shape == "comma-path":
        prefix, unit = "x.co/a", ","
    elif shape == "comma-query":
        prefix, unit = "x.co/?a", ","
    elif shape == "no-tld":
        prefix, unit = "", "éa.b"
    else:
        sys.exit(f"unknown shape {shape}")
    out.write(prefix)
    written = len(prefix.encode())
    unit_bytes = len(unit.encode())
    block = unit * max(1, 1_000_000 // unit_bytes)
    block_bytes = len(block.encode())
    while written + block_bytes <= size:
        out.write(block)
        written += block_bytes
    while written < size:
        out.write(unit)
        written += unit_bytes
    out.write("\n")
EOF
}

printf '%s (%s)\n\n' "textgauge $command" "$textgauge"
printf '| shape | MB | time (s) | user CPU (s) | peak RSS (MB) | time ×, per doubling | peak ×, per doubling | peak / input |\n'
printf '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n'
for shape in $shapes; do
  previous_time=""
  previous_peak=""
  for mb in $sizes; do
    file="$work/$shape-$mb.txt"
    write_shape "$shape" "$mb" "$file"
    bytes=$(stat -c %s "$file")
    # shellcheck disable=SC2086  # the command's words
    /usr/bin/time -v "$textgauge" ${command//\{mb\}/$mb} --file "$file" >/dev/null 2>"$work/time" || true
    seconds=$(awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, t, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + t[i]; print s }' "$work/time")
    user=$(awk -F': ' '/User time \(seconds\)/ { print $2 }' "$work/time")
    peak_kb=$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$work/time")
    rm -f "$file"
    IFS=$'\t' read -r row previous_time previous_peak < <(python3 - "$shape" "$mb" "$bytes" "$seconds" "$user" "$peak_kb" "$previous_time" "$previous_peak" <<'EOF'
import sys
shape, mb, size, seconds, user, peak_kb, before_time, before_peak = sys.argv[1:9]
size, seconds, peak = int(size), float(seconds), int(peak_kb) * 1024
time_ratio = f"{seconds / float(before_time):.2f}" if before_time else ""
peak_ratio = f"{peak / float(before_peak):.2f}" if before_peak else ""
row = f"| {shape} | {mb} | {seconds:.2f} | {float(user):.2f} | {peak / 1e6:,.0f} | {time_ratio} | {peak_ratio} | {peak / size:.2f} |"
print(row, seconds, peak, sep="\t")
EOF
)
    printf '%s\n' "$row"
  done
done
