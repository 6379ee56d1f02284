#!/usr/bin/env python3
"""Run `carousel toml-decode` over the toml-test suite and compare like toml-test does.

Usage: toml_conformance.py CAROUSEL_BINARY [--tests DIR] [--allow-missing] [--jobs N]

Data sets, first found wins (or the one given with --tests):
  1. ../shared/toml-test/tests with its `files-toml-1.0.0` list (the pinned toml-test copy);
  2. Debian's golang-github-burntsushi-toml-dev copy:
     /usr/share/gocode/src/github.com/BurntSushi/toml/internal/toml-test/tests
     (valid/**.toml with the expected .json beside each, invalid/**.toml).
Valid cases must exit 0 and print JSON equal to the expected JSON (floats compared as
numbers, nan == nan; date-times compared as instants; local date-times by value with the
fraction normalised). Invalid cases must exit exactly 1 with nothing on stdout.
Exit status: 0 when every case passed, 1 on any failure or missing data (unless
--allow-missing), 2 on usage errors.
"""
import argparse
import concurrent.futures
import datetime
import json
import math
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SHARED = os.path.normpath(os.path.join(HERE, "..", "..", "shared", "toml-test", "tests"))
DEBIAN = "/usr/share/gocode/src/github.com/BurntSushi/toml/internal/toml-test/tests"


def find_cases(root):
    """Returns (label, [(kind, toml_path, json_path_or_None)])."""
    listing = os.path.join(root, "files-toml-1.0.0")
    if os.path.isfile(listing):
        with open(listing, encoding="utf-8") as f:
            names = [line.strip() for line in f if line.strip()]
        cases = []
        for name in names:
            if not name.endswith(".toml"):
                continue
            kind = "valid" if name.startswith("valid/") else "invalid"
            path = os.path.join(root, name)
            cases.append((kind, path, path[:-5] + ".json" if kind == "valid" else None))
        return "files-toml-1.0.0", cases
    excluded = tree_exclusions(root)
    cases = []
    for kind in ("valid", "invalid"):
        for folder, _, files in os.walk(os.path.join(root, kind)):
            for name in sorted(files):
                path = os.path.join(folder, name)
                if name.endswith(".toml") and os.path.relpath(path, root)[:-5] not in excluded:
                    cases.append((kind, path, path[:-5] + ".json" if kind == "valid" else None))
    cases.sort(key=lambda case: case[1])
    if excluded:
        print("skipped (not TOML 1.0, per toml-test's own 1.0.0 exclusions): " + ", ".join(sorted(excluded)))
    return "valid/ + invalid/ tree, TOML 1.0.0", cases


def tree_exclusions(root):
    """Cases toml-test itself excludes for TOML 1.0.0 (its version.go beside the tests folder)."""
    version_go = os.path.join(os.path.dirname(root.rstrip("/")), "version.go")
    if not os.path.isfile(version_go):
        return set()
    with open(version_go, encoding="utf-8") as f:
        text = f.read()
    block = re.search(r'"1\.0\.0":\s*versionSpec\{.*?exclude:\s*\[\]string\{(.*?)\}', text, re.S)
    return set(re.findall(r'"([^"]+)"', block.group(1))) if block else set()


def parse_datetime(kind, text):
    """A comparable value for a toml-test date-time string."""
    text = text.replace("t", "T").replace("z", "Z").replace(" ", "T")
    frac = 0
    if "." in text:
        head, rest = text.split(".", 1)
        digits = ""
        while rest and rest[0].isdigit():
            digits, rest = digits + rest[0], rest[1:]
        frac = int((digits + "000000000")[:9])
        text = head + rest
    if kind == "datetime":
        if text.endswith("Z"):
            text = text[:-1] + "+00:00"
        moment = datetime.datetime.fromisoformat(text)
        seconds = (moment - datetime.datetime(1970, 1, 1, tzinfo=datetime.timezone.utc)).total_seconds()
        return ("datetime", int(round(seconds)), frac)
    return (kind, text, frac)


def same(expected, actual):
    """toml-test's comparison: exact structure, numeric floats, date-times by value."""
    if isinstance(expected, dict) and set(expected.keys()) == {"type", "value"} and isinstance(expected.get("type"), str):
        if not isinstance(actual, dict) or set(actual.keys()) != {"type", "value"}:
            return False
        kind, want, got = expected["type"], expected["value"], actual["value"]
        if kind != actual["type"]:
            return False
        if kind == "float":
            try:
                a, b = float(want), float(got)
            except (TypeError, ValueError):
                return False
            if math.isnan(a) or math.isnan(b):
                return math.isnan(a) and math.isnan(b)
            return a == b
        if kind == "integer":
            try:
                return int(want) == int(got)
            except (TypeError, ValueError):
                return False
        if kind in ("datetime", "datetime-local", "date-local", "time-local"):
            try:
                return parse_datetime(kind, want) == parse_datetime(kind, got)
            except ValueError:
                return False
        return want == got
    if isinstance(expected, dict):
        return isinstance(actual, dict) and expected.keys() == actual.keys() and all(same(expected[k], actual[k]) for k in expected)
    if isinstance(expected, list):
        return isinstance(actual, list) and len(expected) == len(actual) and all(same(e, a) for e, a in zip(expected, actual))
    return expected == actual


def run_case(binary, case, root):
    kind, path, json_path = case
    name = os.path.relpath(path, root)
    with open(path, "rb") as f:
        data = f.read()
    try:
        proc = subprocess.run([binary, "toml-decode"], input=data, capture_output=True, timeout=30)
    except subprocess.TimeoutExpired:
        return False, name, "timed out after 30 s"
    stdout, stderr = proc.stdout.decode("utf-8", "replace"), proc.stderr.decode("utf-8", "replace")
    if kind == "invalid":
        if proc.returncode == 1 and not stdout:
            return True, name, ""
        return False, name, f"expected exit 1 and empty stdout, got exit {proc.returncode}; stdout: {stdout[:200]!r}"
    if proc.returncode != 0:
        return False, name, f"exit {proc.returncode}: {stderr.strip()[:300]}"
    with open(json_path, encoding="utf-8") as f:
        expected = json.load(f)
    try:
        actual = json.loads(stdout)
    except ValueError as error:
        return False, name, f"output is not JSON ({error}): {stdout[:200]!r}"
    if not same(expected, actual):
        return False, name, f"JSON differs\n    expected: {json.dumps(expected)[:400]}\n    actual:   {json.dumps(actual)[:400]}"
    return True, name, ""


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("binary", help="path to the built `carousel` executable")
    parser.add_argument("--tests", help="toml-test `tests` directory (default: see above)")
    parser.add_argument("--allow-missing", action="store_true", help="exit 0 when no data set is found")
    parser.add_argument("--jobs", type=int, default=(os.cpu_count() or 2) * 2)
    args = parser.parse_args()
    if not os.access(args.binary, os.X_OK):
        print(f"toml_conformance: '{args.binary}' is not an executable; build it with `swift build` first", file=sys.stderr)
        return 2
    roots = [args.tests] if args.tests else [SHARED, DEBIAN]
    root = next((r for r in roots if r and os.path.isdir(r)), None)
    if root is None:
        print("toml-test: SKIPPED - no data set found; looked in: " + ", ".join(roots))
        print("  install it with `apt-get install golang-github-burntsushi-toml-dev` or pass --tests DIR")
        return 0 if args.allow_missing else 1
    label, cases = find_cases(root)
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        results = list(pool.map(lambda case: run_case(args.binary, case, root), cases))
    failures = [(case, name, detail) for case, (ok, name, detail) in zip(cases, results) if not ok]
    for case, name, detail in failures[:20]:
        print(f"FAIL {name}: {detail}")
    if len(failures) > 20:
        print(f"... and {len(failures) - 20} more failures")
    counts = {kind: [0, 0] for kind in ("valid", "invalid")}
    for case, (ok, _, _) in zip(cases, results):
        counts[case[0]][1] += 1
        counts[case[0]][0] += ok
    print(f"data: {root}")
    print(f"toml-test ({label}): valid {counts['valid'][0]}/{counts['valid'][1]} passed, "
          f"invalid {counts['invalid'][0]}/{counts['invalid'][1]} passed")
    print(f"{len(cases) - len(failures)} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
