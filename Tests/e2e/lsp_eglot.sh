#!/bin/bash
# Emacs's eglot (Debian `emacs-nox` + `elpa-eglot`, batch mode) attached to `carousel lsp`:
# diagnostics with exact ranges after non-ASCII text, hover, formatting, and `eglot-shutdown`
# (which sends `"params": null`) without a JSON-RPC error.
# usage: Tests/e2e/lsp_eglot.sh [path/to/carousel]   (else CAROUSEL_BIN, else .build/debug/carousel)
set -u
here=$(cd "$(dirname "$0")" && pwd)
bin=${1:-${CAROUSEL_BIN:-$here/../../.build/debug/carousel}}
bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")
if ! command -v emacs >/dev/null || [ ! -d /usr/share/emacs/site-lisp/elpa ] \
    || ! ls -d /usr/share/emacs/site-lisp/elpa/eglot-* >/dev/null 2>&1; then
    echo "FAIL e2e lsp eglot: emacs or eglot is not installed (sudo apt-get install emacs-nox elpa-eglot, or make deps-test)"
    exit 1
fi
if [ ! -x "$bin" ]; then
    echo "FAIL e2e lsp eglot: no carousel at $bin (build it first: swift build --product carousel)"
    exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
spec="$work/日本.carousel.toml"
cat > "$spec" <<'TOML'
[[carousel]]
id   =   "main"
kind = "paging"
items = [{ title = "日本語😀", colr = "teal" }]
TOML
echo "== lsp_eglot ($(emacs --version | head -1), eglot $(basename /usr/share/emacs/site-lisp/elpa/eglot-* | sed 's/^eglot-//'))"
# -Q: no init file, no site files; HOME points into the scratch folder so nothing of the user's is read.
HOME="$work" PATH="$(dirname "$bin"):$PATH" SPEC="$spec" timeout 120 emacs --batch -Q -l "$here/lsp_eglot.el" 2>"$work/emacs.stderr"
status=$?
# Emacs writes its own messages (eglot's "Connected!") to standard error: show them, they explain failures.
if [ $status -ne 0 ] && [ -s "$work/emacs.stderr" ]; then sed 's/^/emacs stderr: /' "$work/emacs.stderr" | tail -20; fi
if [ $status -eq 0 ]; then
    echo "e2e lsp eglot: passed"
else
    echo "FAIL e2e lsp eglot: $status check(s) failed (exit status $status)"
fi
exit $status
