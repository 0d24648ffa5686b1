#!/usr/bin/env bash
# Runs Scripts/install.sh into a temporary prefix and checks what it installed:
# the binary runs and prints its versions, `man` renders the page without
# warnings and with its non-ASCII examples intact, and has an EXIT STATUS
# section, and each installed shell (bash, zsh, fish) completes a real file
# name after the path options --file and --catalog; a missing shell is
# skipped, saying so.
set -euo pipefail
cd "$(dirname "$0")/.."

prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
Scripts/install.sh "$prefix"

fail() { echo "test-install: $*" >&2; exit 1; }

"$prefix/bin/textgauge" --version | head -1 | grep -q '^textgauge [0-9]' || fail "--version"
[ "$("$prefix/bin/textgauge" measure 中文abc😀)" = 11 ] || fail "measure"
# The C library: its header, libraries and pkg-config file (Tests/C/run.sh
# builds and runs programs against them).
for file in include/textgauge.h lib/libtextgauge.so.1 lib/libtextgauge.so lib/libtextgauge.a lib/pkgconfig/textgauge.pc \
  share/textgauge/swift-runtime.supp; do
  [ -e "$prefix/$file" ] || fail "no $file"
done

page=$prefix/share/man/man1/textgauge.1
if command -v man >/dev/null 2>&1; then
  warnings=$(LANG=C.UTF-8 man -l "$page" 2>&1 >/dev/null || true)
  [ -z "$warnings" ] || fail "man -l $page warns: $warnings"
  rendered=$(LANG=C.UTF-8 MANWIDTH=120 MANPATH=$prefix/share/man man textgauge 2>/dev/null)
  grep -q 'TEXTGAUGE(1)' <<<"$rendered" || fail "man textgauge: no TEXTGAUGE(1) header"
  grep -q 'textgauge measure 中文abc😀' <<<"$rendered" || fail "man textgauge: the measure example lost its non-ASCII text"
  grep -q 'Exit status' <<<"$rendered" || fail "man textgauge: no exit status section"
else
  echo "test-install: man not installed; checked the page's source only"
  grep -q '^\.Dt TEXTGAUGE 1' "$page" || fail "$page: no .Dt TEXTGAUGE 1"
fi

# Completions: each shell completes a real file name after --file and
# --catalog (path options), and a value list after --metric. A shell that is
# not installed is skipped, saying so.
files=$(mktemp -d)
trap 'rm -rf "$prefix" "$files"' EXIT
touch "$files/sample-input.txt"
bash_script=$prefix/share/bash-completion/completions/textgauge
zsh_dir=$prefix/share/zsh/site-functions
fish_script=$prefix/share/fish/vendor_completions.d/textgauge.fish

# bash: call the registered function as readline would, read COMPREPLY.
complete_bash() {
  bash -c '
    source "$1"; shift
    function=$(complete -p textgauge | sed -n "s/.*-F \([^ ]*\).*/\1/p")
    COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}
    "$function" textgauge "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
    printf "%s\n" "${COMPREPLY[@]}"' completion "$bash_script" "$@"
}
# fish: `complete -C` prints the completions of a command line.
complete_fish() {
  timeout 30 fish --no-config -c "source '$fish_script'; complete -C '$*'"
}
# zsh: completion needs a terminal, so an interactive zsh runs under zpty;
# a compadd wrapper prints each match it is given, between two marks.
cat >"$files/complete.zsh" <<'ZSH'
zmodload zsh/zpty || exit 2
zpty z zsh -f -i
zpty -w z "PROMPT=; fpath=($1 \$fpath); autoload -Uz compinit; compinit -u -D"
zpty -w z 'compprefuncs=( _tg_mark ); comppostfuncs=( _tg_mark exit ); _tg_mark() { print -r -- "@@""@" }'
zpty -w z 'compadd() { local -a hits; builtin compadd -A hits "$@"; builtin compadd "$@"; print -r -l -- "+"${^hits} }'
zpty -w -n z "$2"$'\t'
integer marks=0
while zpty -r z line; do
  if [[ $line == *@@@* ]]; then (( ++marks == 2 )) && break; continue; fi
  line=${line%%$'\r'*}
  (( marks == 1 )) && [[ $line == +* ]] && print -r -- ${line#+}
done
zpty -d z
ZSH
complete_zsh() {
  timeout 30 zsh -f "$files/complete.zsh" "$zsh_dir" "$*"
}

checked=()
for shell in bash zsh fish; do
  if ! command -v "$shell" >/dev/null 2>&1; then
    echo "test-install: $shell not installed; its completion script is not tested"
    continue
  fi
  for option in "measure --file" "stickers --catalog"; do
    words="textgauge $option $files/sample-"
    found=$("complete_$shell" $words 2>/dev/null || true)
    grep -q "sample-input.txt" <<<"$found" || fail "$shell does not complete a file name after '$option' (got: $found)"
  done
  found=$("complete_$shell" textgauge measure --metric gb 2>/dev/null || true)
  grep -q "gb18030" <<<"$found" || fail "$shell does not complete --metric values (got: $found)"
  checked+=("$shell")
done

echo "test-install: ok (binary, --version, man page, completions of file names and values in: ${checked[*]:-no shell})"
