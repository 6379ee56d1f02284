#!/usr/bin/env bash
# `make install` and `make deb` (issue 22). Run from the repository root; checks:
#   - make install-files into a temporary prefix (the given carousel, usually the debug build): the
#     binary, both man pages, the three completions, the schema, the fonts and the docs are there;
#   - the installed carousel --version, check of Configs/ from another folder, its fonts opened
#     from PREFIX/share/carousel/fonts (strace), not from the repository or the system, and its
#     language server's diagnostic links to PREFIX/share/doc/carousel/diagnostics.md;
#   - bash (bash -n, then complete -p after sourcing, and a completion of `check --format`),
#     zsh (zsh -n, and compinit loading it from fpath) and fish (fish -n, and complete -C) load the
#     completions; man -l renders both pages without warnings;
#   - make deb (a release build): lintian reports no errors, dpkg-deb -x unpacks it, and the
#     packaged carousel prints its version and checks Configs/; when run as root, dpkg -i installs
#     it, /usr/bin/carousel check runs and opens its fonts from /usr/share/carousel/fonts (links to
#     fonts-dejavu-core), and dpkg -r removes it again (skipped, not passed, otherwise).
# usage: Tests/e2e/install_package.sh [path/to/carousel]   (SKIP_DEB=1 leaves out make deb: SKIPPED, not passed)
set -u
bin=${1:-.build/debug/carousel}
failed=0
pass() { echo "e2e install: $1: passed"; }
fail() { echo "e2e install: $1: FAILED"; failed=1; }
check() { if (eval "$2") >/dev/null 2>&1; then pass "$1"; else fail "$1"; fi; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
prefix="$work/prefix"
repo=$(pwd)

if make --no-print-directory install-files PREFIX="$prefix" INSTALL_BIN="$bin" >"$work/install.log" 2>&1; then
    pass "make install-files PREFIX=$prefix ($(tail -n 1 "$work/install.log"))"
else
    fail "make install-files PREFIX=..."; cat "$work/install.log"
fi
for file in bin/carousel share/man/man1/carousel.1 share/man/man5/carousel-spec.5 \
    share/bash-completion/completions/carousel share/zsh/site-functions/_carousel \
    share/fish/vendor_completions.d/carousel.fish share/carousel/carousel.schema.json \
    share/carousel/fonts/DejaVuSans.ttf share/carousel/fonts/DejaVuSansMono.ttf share/doc/carousel/diagnostics.md; do
    [ -s "$prefix/$file" ] || missing_files="${missing_files:-} $file"
done
if [ -z "${missing_files:-}" ]; then pass "the prefix holds the binary, man pages, completions, schema, fonts and docs"
else fail "the prefix lacks:$missing_files"; fi
installed="$prefix/bin/carousel"
version=$("$installed" --version)
if [[ $version =~ ^carousel\ [0-9]+\.[0-9]+\.[0-9]+\ \((unknown\ commit|[0-9a-f]{12}(-dirty)?)\)$ ]]; then
    pass "carousel --version prints '$version'"
else
    fail "carousel --version prints 'carousel X.Y.Z (COMMIT)', not '$version'"
fi
check "the installed schema is the committed one" "cmp '$prefix/share/carousel/carousel.schema.json' schema/carousel.schema.json"
# A copy of Configs/ (with the Assets/ its images are in, and the project config whose folder is
# the project, so Configs/gallery may read ../Assets) outside the repository.
mkdir -p "$work/tree" && cp -r Configs Assets .carousel-lint.toml "$work/tree/"
check "the installed carousel checks Configs/ from another folder" "cd '$work/tree' && '$installed' check Configs"

# The glyph check of a spec with text opens the bundled fonts: they must come from the prefix.
printf 'version = 1\n\n[[carousel]]\nid = "text"\n\n[[carousel.items]]\ntitle = "Ünïcode ✓"\n' > "$work/text.carousel.toml"
if command -v strace >/dev/null; then
    (cd "$work" && strace -f -e trace=openat -o "$work/trace" "$installed" check text.carousel.toml >/dev/null 2>&1)
    if grep -q "$prefix/share/carousel/fonts/DejaVuSans.ttf" "$work/trace" \
        && ! grep -qE "$repo/Assets/fonts|/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf" "$work/trace"; then
        pass "the installed carousel opens its fonts from PREFIX/share/carousel/fonts"
    else
        fail "the installed carousel opens its fonts from PREFIX/share/carousel/fonts"
        grep -E "DejaVu" "$work/trace" | head -5
    fi
else
    fail "strace is installed (Debian strace, in the Makefile's TEST_PACKAGES)"
fi

# The installed language server links a diagnostic to PREFIX/share/doc/carousel/diagnostics.md.
lsp_message() { printf 'Content-Length: %d\r\n\r\n%s' "${#1}" "$1"; }
{
    lsp_message '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}'
    lsp_message '{"jsonrpc":"2.0","method":"initialized","params":{}}'
    lsp_message '{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///tmp/x.carousel.toml","languageId":"toml","version":1,"text":"version = 2\n"}}}'
    sleep 1
    lsp_message '{"jsonrpc":"2.0","id":2,"method":"shutdown"}'
    lsp_message '{"jsonrpc":"2.0","method":"exit"}'
} | "$installed" lsp > "$work/lsp.out" 2>/dev/null
if grep -q "\"href\":\"file://$prefix/share/doc/carousel/diagnostics.md#" "$work/lsp.out"; then
    pass "the installed carousel lsp links diagnostics to PREFIX/share/doc/carousel/diagnostics.md"
else
    fail "the installed carousel lsp links diagnostics to PREFIX/share/doc/carousel/diagnostics.md"
    grep -o '"href":"[^"]*"' "$work/lsp.out" | head -2
fi

completions="$prefix/share"
check "bash -n accepts the bash completions" "bash -n '$completions/bash-completion/completions/carousel'"
reply=$(bash -c "source '$completions/bash-completion/completions/carousel' && complete -p carousel \
    && COMP_WORDS=(carousel check --format j) COMP_CWORD=3 && _carousel && echo \"\${COMPREPLY[*]}\"" 2>&1)
if [[ $reply == *"complete -o default -F _carousel carousel"*"json junit"* ]]; then
    pass "bash loads the completions (complete -p) and completes check --format j to json junit"
else
    fail "bash loads the completions: $reply"
fi
if command -v zsh >/dev/null; then
    check "zsh -n accepts the zsh completions" "zsh -n '$completions/zsh/site-functions/_carousel'"
    loaded=$(zsh -f -c "fpath=('$completions/zsh/site-functions' \$fpath); autoload -Uz compinit; \
        compinit -u -d '$work/zcompdump'; print -r -- \$_comps[carousel]" 2>&1)
    if [ "$loaded" = "_carousel" ]; then pass "zsh compinit finds _carousel in fpath"; else fail "zsh compinit: $loaded"; fi
    sourced=$(zsh -f -c "autoload -Uz compinit; compinit -u -d '$work/zcompdump2'; \
        source <('$installed' completions zsh); print -r -- \$_comps[carousel]" 2>&1)
    if [ "$sourced" = "_carousel" ]; then pass "zsh sources the completions after compinit"; else fail "zsh source: $sourced"; fi
else
    fail "zsh is installed (Debian zsh, in the Makefile's TEST_PACKAGES)"
fi
if command -v fish >/dev/null; then
    check "fish -n accepts the fish completions" "fish -n '$completions/fish/vendor_completions.d/carousel.fish'"
    offered=$(fish -N -c "source '$completions/fish/vendor_completions.d/carousel.fish'; complete -C 'carousel check --format '" 2>&1)
    if [[ $offered == *human*sarif* ]]; then pass "fish completes check --format with the formats"
    else fail "fish completes check --format: $offered"; fi
else
    fail "fish is installed (Debian fish, in the Makefile's TEST_PACKAGES)"
fi

for page in man1/carousel.1 man5/carousel-spec.5; do
    out=$(MANWIDTH=80 man --warnings -l "$prefix/share/man/$page" 2>"$work/man.err" | col -b)
    if [ -n "$out" ] && [ ! -s "$work/man.err" ]; then
        pass "man -l renders $page without warnings ($(echo "$out" | wc -l) lines)"
    else
        fail "man -l renders $page without warnings"; head -5 "$work/man.err"
    fi
done
rendered=$(MANWIDTH=100 man -l "$prefix/share/man/man1/carousel.1" 2>/dev/null | col -b)
missing=""
for name in $("$installed" help | awk '/^commands:/ { on = 1; next } on && /^  [a-z]/ { print $1 }'); do
    [ "$name" = help ] && continue
    grep -q "^   carousel $name\$" <<<"$rendered" || missing="$missing $name"
done
if [ -z "$missing" ]; then pass "carousel(1) has a section per command"; else fail "carousel(1) lacks:$missing"; fi

# The Debian package (a release build; incremental when it exists).
if [ -n "${SKIP_DEB:-}" ]; then echo "e2e install: make deb: SKIPPED (SKIP_DEB)"; elif env -u MAKEFLAGS -u MAKELEVEL -u MFLAGS make --no-print-directory deb CONFIG=release >"$work/deb.log" 2>&1; then
    pass "make deb: $(grep -E '^make deb: .*\.deb' "$work/deb.log" | sed 's/^make deb: //'), lintian: no errors"
    deb=$(grep -oE '[^ ]+\.deb' "$work/deb.log" | head -n 1)
    lintian --fail-on error "$deb" >"$work/lintian.log" 2>&1
    echo "e2e install: lintian: $(grep -c '^E:' "$work/lintian.log") errors, $(grep -c '^W:' "$work/lintian.log") warnings"
    dpkg-deb -x "$deb" "$work/unpacked"
    check "the package's carousel (dpkg-deb -x) prints its version" "'$work/unpacked/usr/bin/carousel' --version"
    check "the package's carousel checks Configs/" "cd '$work/tree' && '$work/unpacked/usr/bin/carousel' check Configs"
    if [ "$(id -u)" = 0 ]; then
        if dpkg -i "$deb" >"$work/dpkg.log" 2>&1; then
            check "dpkg -i installs it and /usr/bin/carousel check runs" "cd '$work/tree' && /usr/bin/carousel check Configs"
            check "man finds carousel-spec(5) after dpkg -i" "man -w carousel-spec"
            (cd "$work" && strace -f -e trace=openat -o "$work/trace.deb" /usr/bin/carousel check text.carousel.toml >/dev/null 2>&1)
            check "/usr/bin/carousel opens its fonts from /usr/share/carousel/fonts" \
                "grep -q '\"/usr/share/carousel/fonts/DejaVuSans.ttf\"' '$work/trace.deb'"
            check "dpkg -r removes it" "dpkg -r carousel"
        else
            fail "dpkg -i installs it"; tail -5 "$work/dpkg.log"
        fi
    else
        echo "e2e install: dpkg -i: SKIPPED (not root)"
    fi
else
    fail "make deb"; tail -20 "$work/deb.log"
fi
exit $failed
