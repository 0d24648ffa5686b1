#!/usr/bin/env python3
"""Writes a synthetic next Unicode version, built from the newest shipped
files, into OUT (for Scripts/rehearse-bump.sh; never used for real data).

    make-synthetic-version.py PACKAGE_ROOT OUT [DATA_ROOT]

The files are read where tablegen reads them: beside the checksums in
Data/emoji/<v> and Data/ucd/<v> when they are there, else from DATA_ROOT
(default: TEXTGAUGE_DATA_ROOT, else ../shared beside the package), laid
out as emoji/<v>/ and unicode/<v>/ (Data/README.md).

The next version is the newest Data/emoji version plus one major (18.0 ->
19.0). Every file keeps Unicode's bytes except:
  - version headers: emoji-data.txt says "# Version: 19.0.0" (the UCD's
    three-part spelling), the other emoji files "19.0", the UCD files'
    first lines "# PropList-19.0.0.txt";
  - one new emoji at the first reserved Extended_Pictographic code point of
    the Symbols and Pictographs Extended-A block (U+1FA70..U+1FAFF), with
    its emoji-data.txt properties (Emoji, Emoji_Presentation,
    Extended_Pictographic), a DerivedAge.txt entry, General_Category So in
    DerivedGeneralCategory.txt (out of its Cn range), an emoji-sequences.txt
    Basic_Emoji line and a fully-qualified emoji-test.txt line;
  - one new ZWJ sequence, the new emoji + ZWJ + U+1F525 FIRE, in
    emoji-zwj-sequences.txt and emoji-test.txt;
  - emoji-test.txt's "fully-qualified" status count, plus two.
Prints "VERSION CODEPOINT" (e.g. "19.0 1FA7D").
"""
import os
import re
import sys

root, out = sys.argv[1], sys.argv[2]
data_root = (sys.argv[3] if len(sys.argv) > 3 else None) or os.environ.get("TEXTGAUGE_DATA_ROOT") \
    or os.path.join(os.path.dirname(os.path.abspath(root)), "shared")

def version_key(name):
    parts = name.split(".")
    if not (1 <= len(parts) <= 3) or not all(p.isdigit() for p in parts):
        return None
    return tuple(int(p) for p in parts) + (0,) * (3 - len(parts))

def newest(folder):
    names = [n for n in os.listdir(folder) if version_key(n)]
    return max(names, key=version_key)

def files_folder(kind, shared_kind, name):
    """Data/<kind>/<name> when it holds its files, else the data root's folder of that version."""
    pinned = os.path.join(root, "Data", kind, name)
    with open(os.path.join(pinned, "SHA256SUMS"), encoding="utf-8") as f:
        first = f.readline().split(None, 1)[1].strip().lstrip("*")
    if os.path.exists(os.path.join(pinned, first)):
        return pinned
    parent = os.path.join(data_root, shared_kind)
    for candidate in sorted(os.listdir(parent)) if os.path.isdir(parent) else []:
        if version_key(candidate) == version_key(name) and os.path.exists(os.path.join(parent, candidate, first)):
            return os.path.join(parent, candidate)
    sys.exit(f"make-synthetic-version.py: no files for Data/{kind}/{name} under {data_root} (Data/README.md)")

emoji_name = newest(os.path.join(root, "Data/emoji"))
emoji_dir = files_folder("emoji", "emoji", emoji_name)
ucd_dir = files_folder("ucd", "unicode", newest(os.path.join(root, "Data/ucd")))
major = version_key(emoji_name)[0] + 1
new2, new3 = f"{major}.0", f"{major}.0.0"
os.makedirs(out, exist_ok=True)

def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()

def write(name, text):
    os.makedirs(os.path.dirname(os.path.join(out, name)), exist_ok=True)
    with open(os.path.join(out, name), "w", encoding="utf-8") as f:
        f.write(text)

def before_eof(text, lines):
    index = text.rindex("\n#EOF") if "\n#EOF" in text else text.rindex("\n# EOF")
    return text[:index + 1] + "".join(line + "\n" for line in lines) + text[index + 1:]

# The new emoji: the first reserved Extended_Pictographic code point in 1FA70..1FAFF.
data = read(os.path.join(emoji_dir, "emoji-data.txt"))
reserved = re.compile(r"^([0-9A-F]{4,6})(?:\.\.([0-9A-F]{4,6}))?\s*;\s*Extended_Pictographic\s*#\s*E0\.0.*<reserved-.*$", re.M)
for match in reserved.finditer(data):
    first, last = int(match.group(1), 16), int(match.group(2) or match.group(1), 16)
    if 0x1FA70 <= first <= 0x1FAFF:
        break
else:
    sys.exit("no reserved Extended_Pictographic code point left in U+1FA70..U+1FAFF")
x = first
X, char, fire = f"{x:04X}", chr(x), "\U0001F525"
name, zwj_name = "rehearsal face", "rehearsal face on fire"

def reserved_line(a, b):
    span = f"{a:04X}" if a == b else f"{a:04X}..{b:04X}"
    chars = chr(a) if a == b else f"{chr(a)}..{chr(b)}"
    names = f"<reserved-{a:04X}>" if a == b else f"<reserved-{a:04X}>..<reserved-{b:04X}>"
    return f"{span:<14}; Extended_Pictographic# E0.0  [{b - a + 1}] ({chars})    {names}"

replacement = [f"{X:<14}; Extended_Pictographic# E{new2}  [1] ({char})       {name}"]
if last > x:
    replacement.append(reserved_line(x + 1, last))
data = data[:match.start()] + "\n".join(replacement) + data[match.end():]
for prop in ["Emoji", "Emoji_Presentation"]:
    lines = data.split("\n")
    last_index = max(i for i, l in enumerate(lines) if re.match(rf"^[0-9A-F. ]+;\s*{prop}\s*#", l))
    lines.insert(last_index + 1, f"{X:<14}; {prop:<20} # E{new2}  [1] ({char})       {name}")
    data = "\n".join(lines)
headers = re.compile(r"^# (Version:|Used with Emoji Version) [0-9.]+.*$", re.M)
write("emoji-data.txt", headers.sub(f"# Version: {new3}", data, count=1))

for file in ["emoji-sequences.txt", "emoji-zwj-sequences.txt", "emoji-test.txt", "emoji-variation-sequences.txt"]:
    text = headers.sub(f"# Version: {new2}", read(os.path.join(emoji_dir, file)), count=1)
    if file == "emoji-sequences.txt":
        text = before_eof(text, [f"{X:<14}; Basic_Emoji                  ; {name:<63}# E{new2}  [1] ({char})", ""])
    if file == "emoji-zwj-sequences.txt":
        text = before_eof(text, [f"{X} 200D 1F525 ; RGI_Emoji_ZWJ_Sequence  ; {zwj_name:<43}# E{new2}  [1] ({char}\u200d{fire})", ""])
    if file == "emoji-test.txt":
        lines = text.split("\n")
        first_data = next(i for i, l in enumerate(lines) if l and not l.startswith("#"))
        lines[first_data + 1:first_data + 1] = [
            f"{X:<55}; fully-qualified     # {char} E{new2} {name}",
            f"{X + ' 200D 1F525':<55}; fully-qualified     # {char}\u200d{fire} E{new2} {zwj_name}",
        ]
        text = "\n".join(lines)
        text = re.sub(r"^# fully-qualified : (\d+)$", lambda m: f"# fully-qualified : {int(m.group(1)) + 2}", text, flags=re.M)
    write(file, text)

ucd_names = sorted(os.listdir(ucd_dir))
if os.path.isdir(os.path.join(ucd_dir, "auxiliary")):
    ucd_names += ["auxiliary/" + n for n in sorted(os.listdir(os.path.join(ucd_dir, "auxiliary")))]
for file in ucd_names:
    if not file.endswith(".txt"):
        continue
    text = re.sub(r"^# (.*)-[0-9.]+\.txt$", lambda m: f"# {m.group(1)}-{new3}.txt", read(os.path.join(ucd_dir, file)), count=1, flags=re.M)
    if file == "DerivedAge.txt":
        text = before_eof(text, [f"# Age={new2}", "", f"{X:<14}; {new2} #       REHEARSAL FACE", ""])
    if file == "EastAsianWidth.txt":
        # UAX #11: an emoji with Emoji_Presentation is Wide, as a real version lists it.
        text = before_eof(text, [f"{X:<16}; W  # So         REHEARSAL FACE", ""])
    if file == "DerivedGeneralCategory.txt":
        # The new emoji is assigned, as a real version assigns its emoji: out
        # of the Cn range that holds it, into So.
        def split_cn(match):
            lo, hi = int(match.group(1), 16), int(match.group(2) or match.group(1), 16)
            if not lo <= x <= hi:
                return match.group(0)
            parts = [(a, b) for a, b in ((lo, x - 1), (x + 1, hi)) if a <= b]
            return "\n".join(
                f"{(f'{a:04X}' if a == b else f'{a:04X}..{b:04X}'):<14}; Cn #   [{b - a + 1}] <reserved-{a:04X}>" for a, b in parts)
        text = re.sub(r"^([0-9A-F]{4,6})(?:\.\.([0-9A-F]{4,6}))?\s*; Cn\b.*$", split_cn, text, flags=re.M)
        text = before_eof(text, [f"{X:<14}; So #       REHEARSAL FACE", ""])
    write(file, text)

print(new2, X)
