#!/usr/bin/env python3
"""The dependency graph of TextGauge, drawn from the code itself.

Two graphs:

- targets: each target of Sources/ and the package targets it imports
  (`import X`, `@testable import X`, `package import X`);
- the runtime's folders (Sources/TextGauge/<folder>/): folder A depends on
  folder B when a file of A names a type, protocol or top-level function,
  constant or variable that B declares. Comments and string literals are
  left out. Generated/ holds data, which every folder reads: it is left out
  of the graph, both ways.

A folder cycle is an error (exit 1): dependencies run one way.

    Scripts/dependency-graph.py            print the graph (markdown)
    Scripts/dependency-graph.py --check    exit 1 if CONTRIBUTING.md's copy differs
    Scripts/dependency-graph.py --update   rewrite CONTRIBUTING.md's copy

CONTRIBUTING.md holds the printed graph between the lines
`<!-- dependency-graph:begin -->` and `<!-- dependency-graph:end -->`.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RUNTIME = os.path.join(ROOT, "Sources", "TextGauge")
CONTRIBUTING = os.path.join(ROOT, "CONTRIBUTING.md")
BEGIN = "<!-- dependency-graph:begin -->"
END = "<!-- dependency-graph:end -->"
LEFT_OUT = {"Generated"}
# Files that are a node of their own: the leaves CONTRIBUTING names as
# shared below the folders beside them.
OWN_NODES = {"Emoji/EmojiSyntax.swift": "Emoji/EmojiSyntax"}


def swift_files(folder):
    for directory, _, names in sorted(os.walk(folder)):
        for name in sorted(names):
            if name.endswith(".swift"):
                yield os.path.join(directory, name)


def code_only(text):
    """The text without comments and string literals (kept: line breaks)."""
    out = []
    i, n = 0, len(text)
    while i < n:
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if text.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif text.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    out.append("\n" if text[i] == "\n" else "")
                    i += 1
        elif text.startswith('"""', i):
            j = text.find('"""', i + 3)
            i = n if j < 0 else j + 3
            out.append('""')
        elif text[i] == '"':
            j = i + 1
            while j < n and text[j] != '"' and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            i = j + 1
            out.append('""')
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def package_targets():
    sources = os.path.join(ROOT, "Sources")
    return sorted(name for name in os.listdir(sources) if os.path.isdir(os.path.join(sources, name)))


def target_graph():
    targets = package_targets()
    known = set(targets) | {"TestSupport"}
    graph = {}
    for target in targets:
        imports = set()
        for path in swift_files(os.path.join(ROOT, "Sources", target)):
            with open(path, encoding="utf-8") as f:
                for match in re.finditer(r"^\s*(?:@\w+\s+)*(?:\w+\s+)?import\s+(\w+)", code_only(f.read()), re.M):
                    if match.group(1) in known and match.group(1) != target:
                        imports.add(match.group(1))
        graph[target] = sorted(imports)
    return graph


DECLARATION = re.compile(
    r"^(?:@[\w()]+\s+)*(?:(?:public|package|internal|fileprivate|private|final|indirect|nonisolated)\s+)*"
    r"(?:enum|struct|class|protocol|typealias|actor|func|let|var)\s+(\w+)",
    re.M,
)


def runtime_folders():
    return sorted(
        name for name in os.listdir(RUNTIME)
        if os.path.isdir(os.path.join(RUNTIME, name)) and name not in LEFT_OUT and not name.endswith(".docc")
    )


def folder_graph():
    folders = runtime_folders()
    code = {}
    for folder in folders + sorted(LEFT_OUT):
        for path in swift_files(os.path.join(RUNTIME, folder)):
            node = OWN_NODES.get(os.path.relpath(path, RUNTIME), folder)
            code.setdefault(node, []).append(code_only(open(path, encoding="utf-8").read()))
    folders = sorted(set(code) - LEFT_OUT)
    owner = {}
    for folder, texts in code.items():
        for text in texts:
            # Top-level declarations only: those at the start of a line.
            for match in DECLARATION.finditer(text):
                owner.setdefault(match.group(1), folder)
    graph = {}
    for folder in folders:
        used = set()
        for text in code[folder]:
            for word in set(re.findall(r"\b[A-Za-z_]\w*\b", text)):
                other = owner.get(word)
                if other and other != folder and other not in LEFT_OUT:
                    used.add(other)
        graph[folder] = sorted(used)
    return graph


def cycles(graph):
    found, state = [], {}

    def visit(node, path):
        state[node] = "open"
        for nxt in graph.get(node, []):
            if state.get(nxt) == "open":
                found.append(path[path.index(nxt):] + [nxt])
            elif nxt not in state:
                visit(nxt, path + [nxt])
        state[node] = "done"

    for node in sorted(graph):
        if node not in state:
            visit(node, [node])
    return found


def layers(graph):
    """Each node's depth: 0 for those that depend on nothing."""
    depth = {}

    def of(node):
        if node not in depth:
            depth[node] = 0
            depth[node] = 1 + max((of(d) for d in graph[node]), default=-1)
        return depth[node]

    for node in graph:
        of(node)
    return depth


def render():
    lines = ["Generated by `Scripts/dependency-graph.py` from the code (CI checks it is current).", ""]
    for title, graph in (
        ("Targets (`import`s), lowest first:", target_graph()),
        ("Runtime folders of `Sources/TextGauge` (the types and top-level names each one uses; "
         "`Generated/`, data, left out), lowest first:", folder_graph()),
    ):
        depth = layers(graph)
        lines += [title, "", "```"]
        width = max(len(node) for node in graph)
        for node in sorted(graph, key=lambda n: (depth[n], n)):
            uses = ", ".join(graph[node]) if graph[node] else "(nothing)"
            lines.append(f"{node.ljust(width)} -> {uses}")
        lines += ["```", ""]
    return "\n".join(lines).rstrip() + "\n"


def main():
    args = sys.argv[1:]
    problems = cycles(folder_graph()) + cycles(target_graph())
    for cycle in problems:
        print("dependency-graph: cycle: " + " -> ".join(cycle), file=sys.stderr)
    text = render()
    if not args:
        sys.stdout.write(text)
        return 1 if problems else 0
    with open(CONTRIBUTING, encoding="utf-8") as f:
        contributing = f.read()
    start, end = contributing.find(BEGIN), contributing.find(END)
    if start < 0 or end < start:
        print(f"dependency-graph: CONTRIBUTING.md has no {BEGIN} … {END} section", file=sys.stderr)
        return 1
    current = contributing[start + len(BEGIN):end].strip("\n") + "\n"
    if args == ["--update"]:
        with open(CONTRIBUTING, "w", encoding="utf-8") as f:
            f.write(contributing[:start + len(BEGIN)] + "\n" + text + contributing[end:])
        return 1 if problems else 0
    if args == ["--check"]:
        if current != text:
            print("dependency-graph: CONTRIBUTING.md's graph differs from the code; "
                  "run Scripts/dependency-graph.py --update and read the diff:", file=sys.stderr)
            import difflib
            sys.stderr.writelines(difflib.unified_diff(
                current.splitlines(True), text.splitlines(True), "CONTRIBUTING.md", "code"))
            return 1
        return 1 if problems else 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
