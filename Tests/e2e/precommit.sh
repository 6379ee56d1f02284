#!/usr/bin/env bash
# The hooks of .pre-commit-hooks.yaml run by the real pre-commit (PyPI, in the Makefile's venv:
# `make pre-commit`), hermetically: the hooks file is committed to a temporary git repository
# (`pre-commit try-repo` needs a git repository), specs go into a second one, and the `carousel`
# under test is the only `carousel` on PATH. PRE_COMMIT_HOME is temporary too.
#   - carousel-check passes on a good spec (a non-spec .toml next to it is not checked);
#   - carousel-check fails on a bad spec, and its output has the diagnostic;
#   - carousel-fmt rewrites a badly laid out spec (fails: files were modified), then passes.
#     It needs `carousel fmt`; a carousel without it is reported as SKIPPED (not passed).
# usage: Tests/e2e/precommit.sh [path/to/carousel] [venv]   (run from the repository root)
set -u
bin=$(realpath "${1:-.build/debug/carousel}")
venv=$(realpath "${2:-.build/venv}")
root=$(pwd)
failed=0
pass() { echo "e2e pre-commit: $1: passed"; }
fail() { echo "e2e pre-commit: $1: FAILED"; failed=1; }

if [ ! -x "$venv/bin/pre-commit" ]; then
    fail "pre-commit is installed ($venv/bin/pre-commit is missing: run make pre-commit)"
    exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/bin" "$work/hooks" "$work/project"
ln -s "$bin" "$work/bin/carousel"
export PATH="$work/bin:$venv/bin:/usr/bin:/bin" PRE_COMMIT_HOME="$work/cache" NO_COLOR=1
export GIT_AUTHOR_NAME=e2e GIT_AUTHOR_EMAIL=e2e@example.com GIT_COMMITTER_NAME=e2e GIT_COMMITTER_EMAIL=e2e@example.com
export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1

cp "$root/.pre-commit-hooks.yaml" "$work/hooks/"
git -C "$work/hooks" init -q && git -C "$work/hooks" add . && git -C "$work/hooks" commit -qm hooks

cd "$work/project" && git init -q
cat > good.carousel.toml <<'TOML'
[[carousel]]
id = "featured"

[carousel.generate]
count = 12
TOML
# Not a spec file name: the hook must not pass it to carousel check (which would fail on it).
printf 'title = "not a spec"\n' > settings.toml
git add . && git commit -qm specs

try() { pre-commit try-repo "$work/hooks" "$1" --all-files > "$work/out" 2>&1; echo $?; }
show() { sed 's/^/    /' "$work/out"; }

status=$(try carousel-check); show
if [ "$status" = 0 ] && grep -q "carousel check.*Passed" "$work/out"; then
    pass "carousel-check passes on a good spec and leaves settings.toml alone"
else
    fail "carousel-check passes on a good spec and leaves settings.toml alone (exit $status)"
fi
if carousel check settings.toml > /dev/null 2>&1; then fail "carousel check fails on settings.toml"; else pass "carousel check fails on settings.toml"; fi

cat > bad.carousel.toml <<'TOML'
[[carousel]]
id = "featured"
spaceing = 16

[carousel.generate]
count = 12
TOML
git add bad.carousel.toml && git commit -qm bad
status=$(try carousel-check); show
if [ "$status" = 1 ] && grep -q "carousel check.*Failed" "$work/out" && grep -q "E0201" "$work/out" \
    && grep -q "bad.carousel.toml:3" "$work/out"; then
    pass "carousel-check fails on a bad spec with the diagnostic (E0201 at bad.carousel.toml:3)"
else
    fail "carousel-check fails on a bad spec with the diagnostic (exit $status)"
fi
git rm -q bad.carousel.toml && git commit -qm "no bad spec"

if ! carousel help 2>&1 | grep -qE '^  fmt '; then
    echo "e2e pre-commit: carousel-fmt: SKIPPED (this carousel has no fmt command: it comes from branch h12-fmt)"
    exit $failed
fi
printf '[[carousel]]\nid="featured"\n[carousel.generate]\ncount=12\n' > messy.carousel.toml
git add messy.carousel.toml && git commit -qm messy
status=$(try carousel-fmt); show
if [ "$status" = 1 ] && grep -q "files were modified by this hook" "$work/out" \
    && ! cmp -s messy.carousel.toml <(printf '[[carousel]]\nid="featured"\n[carousel.generate]\ncount=12\n'); then
    pass "carousel-fmt rewrites a messy spec and fails the run"
else
    fail "carousel-fmt rewrites a messy spec and fails the run (exit $status)"
fi
git add -A && git commit -qm formatted
status=$(try carousel-fmt); show
if [ "$status" = 0 ]; then pass "carousel-fmt passes on a formatted spec"; else fail "carousel-fmt passes on a formatted spec (exit $status)"; fi
exit $failed
