#!/usr/bin/env bash
# Runs Scripts/install.sh into a temporary prefix and checks what it installed:
# the binary runs and prints its versions, `man` renders the page without
# warnings and with its non-ASCII examples intact, and each shell's completion
# script is the one for textgauge (bash's is also loaded and registered).
set -euo pipefail
cd "$(dirname "$0")/.."

prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
Scripts/install.sh "$prefix"

fail() { echo "test-install: $*" >&2; exit 1; }

"$prefix/bin/textgauge" --version | head -1 | grep -q '^textgauge [0-9]' || fail "--version"
[ "$("$prefix/bin/textgauge" measure 中文abc😀)" = 11 ] || fail "measure"

page=$prefix/share/man/man1/textgauge.1
if command -v man >/dev/null 2>&1; then
  warnings=$(LANG=C.UTF-8 man -l "$page" 2>&1 >/dev/null || true)
  [ -z "$warnings" ] || fail "man -l $page warns: $warnings"
  rendered=$(LANG=C.UTF-8 MANWIDTH=120 MANPATH=$prefix/share/man man textgauge 2>/dev/null)
  grep -q 'TEXTGAUGE(1)' <<<"$rendered" || fail "man textgauge: no TEXTGAUGE(1) header"
  grep -q 'textgauge measure 中文abc😀' <<<"$rendered" || fail "man textgauge: the measure example lost its non-ASCII text"
else
  echo "test-install: man not installed; checked the page's source only"
  grep -q '^\.Dt TEXTGAUGE 1' "$page" || fail "$page: no .Dt TEXTGAUGE 1"
fi

bash -c "source '$prefix/share/bash-completion/completions/textgauge' && complete -p textgauge" >/dev/null \
  || fail "bash completion does not register textgauge"
head -1 "$prefix/share/zsh/site-functions/_textgauge" | grep -q '^#compdef textgauge' || fail "zsh completion"
grep -q "^complete -c 'textgauge'" "$prefix/share/fish/vendor_completions.d/textgauge.fish" || fail "fish completion"

echo "test-install: ok (binary, --version, man page, bash/zsh/fish completions)"
