#!/bin/bash
# Neovim's built-in LSP client (headless, Debian `neovim`, 0.7 or later) attached to
# `carousel lsp`: diagnostics with exact ranges after non-ASCII text, hover, completion,
# document symbols, a quick fix applied, formatting, and a clean shutdown.
# usage: Tests/e2e/lsp_neovim.sh [path/to/carousel]   (else CAROUSEL_BIN, else .build/debug/carousel)
set -u
here=$(cd "$(dirname "$0")" && pwd)
bin=${1:-${CAROUSEL_BIN:-$here/../../.build/debug/carousel}}
bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")
if ! command -v nvim >/dev/null; then
    echo "FAIL e2e lsp neovim: nvim is not installed (sudo apt-get install neovim, or make deps-test)"
    exit 1
fi
if [ ! -x "$bin" ]; then
    echo "FAIL e2e lsp neovim: no carousel at $bin (build it first: swift build --product carousel)"
    exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
spec="$work/日本.carousel.toml"
cat > "$spec" <<'TOML'
[[carousel]]
id = "main"
kind = "paging"
items = [{ title = "日本語😀", colr = "teal" }]
TOML
echo "== lsp_neovim ($(nvim --version | head -1))"
# -u NONE: no user config; the XDG folders point into the scratch folder so nothing of the user's is read.
XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" XDG_STATE_HOME="$work/state" XDG_CACHE_HOME="$work/cache" \
    CAROUSEL_BIN="$bin" SPEC="$spec" timeout 120 nvim --headless -u NONE -i NONE -n \
    -c "luafile $here/lsp_neovim.lua" 2>"$work/nvim.stderr"
status=$?
if [ -s "$work/nvim.stderr" ]; then sed 's/^/nvim stderr: /' "$work/nvim.stderr" | head -20; fi
if [ $status -eq 0 ]; then
    echo "e2e lsp neovim: passed"
else
    echo "FAIL e2e lsp neovim: $status check(s) failed (exit status $status)"
fi
exit $status
