#!/bin/bash
# Neovim's built-in LSP client (headless, Debian `neovim`, 0.7 or later) attached to
# `carousel lsp`: diagnostics with exact ranges after non-ASCII text, hover, completion,
# document symbols, a quick fix applied, formatting, go to definition, rename (and a refused
# one), and a clean shutdown. (0.7 has no semantic tokens, folding or document links.)
# usage: Tests/e2e/lsp_neovim.sh [path/to/carousel]   (else CAROUSEL_BIN, else .build/debug/carousel)
set -u
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lsp_client_common.sh"
lsp_client_prepare neovim nvim neovim "${1:-}" <<'TOML'
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
lsp_client_finish neovim $? "$work/nvim.stderr"
