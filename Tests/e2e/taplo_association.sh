#!/bin/sh
# Checks the `.taplo.toml` rule that docs/schema.md ("Every *.carousel.toml in a project") gives,
# with the real taplo: the snippet is taken from the page itself, so the docs cannot drift.
# A spec with a wrong enum value fails, a valid one passes, and another TOML file is not held to
# the schema. Prints one PASS/FAIL line per check; exits 1 on any failure.
# usage: Tests/e2e/taplo_association.sh path/to/taplo
set -u
taplo=${1:?usage: taplo_association.sh path/to/taplo}
given=$taplo
taplo=$(cd "$(dirname "$given")" 2>/dev/null && pwd)/$(basename "$given")
if [ ! -x "$taplo" ]; then
    echo "taplo association: FAIL (no taplo at $given; make taplo installs it into .build/venv)"
    exit 1
fi
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/schema"
cp "$root/schema/carousel.schema.json" "$work/schema/"
# The first ```toml block after the heading of the .taplo.toml section.
awk '/^### Every `\*\.carousel\.toml` in a project/ { found = 1 }
     found && /^```toml$/ { inside = 1; next }
     inside && /^```$/ { exit }
     inside { print }' "$root/docs/schema.md" > "$work/.taplo.toml"
if ! grep -q 'include = \["\*\*/\*\.carousel\.toml"\]' "$work/.taplo.toml"; then
    echo "taplo association: FAIL (no .taplo.toml snippet found in docs/schema.md)"
    exit 1
fi
printf 'version = 1\n[[carousel]]\nid = "a"\nkind = "stak"\n' > "$work/bad.carousel.toml"
printf 'version = 1\n[[carousel]]\nid = "a"\nkind = "stack"\n' > "$work/good.carousel.toml"
printf 'kind = 3\n' > "$work/other.toml"
failures=0
check() { # name, expected exit (0 or 1), file
    (cd "$work" && "$taplo" check "$3" > "$work/log" 2>&1)
    got=$?
    [ "$got" -ne 0 ] && got=1
    if [ "$got" -eq "$2" ]; then
        echo "taplo association: $1: PASS"
    else
        echo "taplo association: $1: FAIL (exit $got, expected $2)"
        cat "$work/log"
        failures=$((failures + 1))
    fi
}
check "a wrong kind in a *.carousel.toml is reported" 1 bad.carousel.toml
check "a valid *.carousel.toml passes" 0 good.carousel.toml
check "other TOML files are not held to the schema" 0 other.toml
[ "$failures" -eq 0 ]
