#!/bin/bash
# Emacs's eglot (Debian `emacs-nox` + `elpa-eglot`, batch mode) attached to `carousel lsp`:
# diagnostics with exact ranges after non-ASCII text, hover, formatting, and `eglot-shutdown`
# (which sends `"params": null`) without a JSON-RPC error.
# usage: Tests/e2e/lsp_eglot.sh [path/to/carousel]   (else CAROUSEL_BIN, else .build/debug/carousel)
set -u
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lsp_client_common.sh"
[ -d /usr/share/emacs/site-lisp/elpa ] && ls -d /usr/share/emacs/site-lisp/elpa/eglot-* >/dev/null 2>&1 \
    || { echo "FAIL e2e lsp eglot: eglot is not installed (sudo apt-get install elpa-eglot, or make deps-test)"; exit 1; }
lsp_client_prepare eglot emacs "emacs-nox elpa-eglot" "${1:-}" <<'TOML'
[[carousel]]
id   =   "main"
kind = "paging"
items = [{ title = "日本語😀", colr = "teal" }]
TOML
echo "== lsp_eglot ($(emacs --version | head -1), eglot $(basename /usr/share/emacs/site-lisp/elpa/eglot-* | sed 's/^eglot-//'))"
# -Q: no init file, no site files; HOME points into the scratch folder so nothing of the user's is read.
HOME="$work" PATH="$(dirname "$bin"):$PATH" SPEC="$spec" timeout 120 emacs --batch -Q -l "$here/lsp_eglot.el" 2>"$work/emacs.stderr"
# Emacs writes its own messages (eglot's "Connected!") to standard error: shown on failure, they explain it.
lsp_client_finish eglot $? "$work/emacs.stderr"
