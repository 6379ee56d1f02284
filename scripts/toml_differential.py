#!/usr/bin/env python3
"""Differential TOML check: `carousel toml-decode` against Python's tomllib on generated documents.

Usage: toml_differential.py CAROUSEL_BINARY [--count N] [--mutated M] [--seed S] [--jobs N] [--show N]

Generates N documents (default 2000) from seed S (default 13; the same seed gives the same
documents) that use every TOML 1.0 feature: tables by header, by dotted keys and inline;
arrays of tables by header (with sub-tables and nested arrays of tables) and inline; bare,
quoted and dotted keys; basic, literal and both multi-line string forms with every escape
(\\b \\t \\n \\f \\r \\" \\\\ \\uXXXX \\UXXXXXXXX and line-ending backslashes); integers in decimal,
hex, octal and binary with underscores; floats with exponents, underscores, inf, nan and -0.0;
booleans; offset date-times (Z, z, +hh:mm, -hh:mm, T or space, fractions), local date-times,
local dates and local times; nested and mixed arrays; comments, blank lines and CRLF.

Each document is decoded by tomllib and by `CAROUSEL toml-decode` (toml-test tagged JSON) and
the two results must be equal: same keys, same types, equal values (floats bitwise apart from
nan, so -0.0 is not 0.0; date-times by value to the microsecond tomllib keeps, offsets too).
Then M more documents (default 500) are generated and broken by one to three random edits
(a token inserted, a few characters removed): both decoders must reject such a document, or
accept it with equal values. A disagreement prints the seed, the document number and a
minimised document (lines removed while the disagreement stays).
Prints "N passed, 0 failed" (the line `make test` counts). Exit 0 when all agree, 1 otherwise.
"""
import argparse
import concurrent.futures
import datetime
import json
import math
import os
import random
import subprocess
import sys
import tomllib

BARE = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-"
# Characters drawn into strings: plain, quotes, backslashes, controls, and non-ASCII up to astral.
CHARS = (
    list("abcxyz ABC019 .,;:!?=[]{}#")
    + ['"', "'", "\\", "\t", "\n", "\b", "\f", "\r", "\x01", "\x1f", "\x7f"]
    + ["é", "ß", "ü", "\u00a0", "\u2028", "\u4e2d", "\ufeff", "\U0001f600", "\U0010fffd"]
)


class Generator:
    """Random TOML documents with a Python model of what they mean."""

    def __init__(self, rng):
        self.rng = rng
        self.closed = set()  # ids of inline tables: dotted keys may not add to them

    def chance(self, p):
        return self.rng.random() < p

    # ---- keys ----------------------------------------------------------------------------
    def key_name(self):
        r = self.rng.random()
        if r < 0.7:
            return "".join(self.rng.choice(BARE) for _ in range(self.rng.randint(1, 6)))
        return "".join(self.rng.choice(CHARS) for _ in range(self.rng.randint(0, 5)))

    def key_text(self, key):
        """A key as bare, basic-quoted or literal-quoted text."""
        if key and all(c in BARE for c in key) and self.chance(0.85):
            return key
        if self.chance(0.4) and self.literal_ok(key, multiline=False):
            return "'" + key + "'"
        return self.basic(key)

    def dotted(self, keys):
        sep = self.rng.choice([".", ".", " . ", ". ", " ."])
        return sep.join(self.key_text(k) for k in keys)

    # ---- strings -------------------------------------------------------------------------
    def string_value(self):
        n = self.rng.randint(0, 12)
        return "".join(self.rng.choice(CHARS) for _ in range(n))

    @staticmethod
    def literal_ok(s, multiline):
        for c in s:
            if c == "\n" and multiline:
                continue
            if c == "\t":
                continue
            if ord(c) < 0x20 or ord(c) == 0x7F:
                return False
        if multiline:
            return "'''" not in s and not s.endswith("'")
        return "'" not in s

    def escape_char(self, c, multiline):
        """One character of a basic string: raw where allowed (sometimes), escaped otherwise."""
        o = ord(c)
        if c == "\\":
            return "\\\\"
        if c == '"':
            return '"' if multiline and self.chance(0.5) else '\\"'
        if c == "\n":
            return "\n" if multiline and self.chance(0.7) else "\\n"
        if c == "\t":
            return "\t" if self.chance(0.5) else "\\t"
        if c in "\b\f\r":
            return {"\b": "\\b", "\f": "\\f", "\r": "\\r"}[c]
        if o < 0x20 or o == 0x7F or (o > 0x7F and self.chance(0.3)):
            if o <= 0xFFFF and self.chance(0.7):
                return "\\u%04X" % o if self.chance(0.5) else "\\u%04x" % o
            return "\\U%08X" % o
        return c

    def basic(self, s):
        return '"' + "".join(self.escape_char(c, False) for c in s) + '"'

    def multiline_basic(self, s):
        body = "".join(self.escape_char(c, True) for c in s)
        # Never three quotes in a row, nor a quote right before the closing delimiter.
        body = body.replace('"""', '""\\"')
        if body.endswith('"'):
            body = body[:-1] + '\\"'
        # A newline right after the opening delimiter is trimmed, so a body that starts with one needs another.
        lead = "\n" if self.chance(0.5) or body.startswith("\n") else ""
        if self.chance(0.3):
            # A line-ending backslash swallows the newline and the whitespace after it.
            body = body + "\\\n   \t  \n  "
        return '"""' + lead + body + '"""'

    def multiline_literal(self, s):
        lead = "\n" if self.chance(0.5) or s.startswith("\n") else ""
        return "'''" + lead + s + "'''"

    def string_text(self, s):
        forms = ["basic"]
        if self.literal_ok(s, multiline=False):
            forms.append("literal")
        forms.append("multiline_basic")
        if self.literal_ok(s.replace("\r", ""), multiline=True) and "\r" not in s:
            forms.append("multiline_literal")
        form = self.rng.choice(forms)
        if form == "basic":
            return self.basic(s)
        if form == "literal":
            return "'" + s + "'"
        if form == "multiline_basic":
            return self.multiline_basic(s)
        return self.multiline_literal(s)

    # ---- numbers -------------------------------------------------------------------------
    def underscored(self, digits):
        if len(digits) < 2 or not self.chance(0.4):
            return digits
        out = digits[0]
        for d in digits[1:]:
            out += ("_" if self.chance(0.3) else "") + d
        return out

    def integer(self):
        r = self.rng.random()
        if r < 0.1:
            value = self.rng.choice([0, 1, -1, 2**63 - 1, -(2**63), 2**31, -(2**31)])
        elif r < 0.5:
            value = self.rng.randint(-1000, 1000)
        else:
            value = self.rng.randint(-(2**63), 2**63 - 1)
        form = self.rng.random()
        if value >= 0 and form < 0.45:
            prefix, fmt = self.rng.choice([("0x", "x"), ("0x", "X"), ("0o", "o"), ("0b", "b")])
            digits = format(value, fmt)
            if self.chance(0.2):
                digits = "0" + digits  # leading zeros are allowed after a radix prefix
            return value, prefix + self.underscored(digits)
        sign = "-" if value < 0 else ("+" if self.chance(0.2) else "")
        return value, sign + self.underscored(str(abs(value)))

    def floating(self):
        r = self.rng.random()
        if r < 0.15:
            text = self.rng.choice(["inf", "+inf", "-inf", "nan", "+nan", "-nan"])
            value = float(text)
            return value, text
        if r < 0.25:
            text = self.rng.choice(["-0.0", "+0.0", "0.0", "-0e0", "0E+0", "-0.0e-5"])
            return float(text), text
        sign = self.rng.choice(["", "", "-", "+"])
        whole = str(self.rng.choice([0, self.rng.randint(0, 9), self.rng.randint(0, 10**9)]))
        text = sign + self.underscored(whole)
        if self.chance(0.7):
            text += "." + self.underscored(str(self.rng.randint(0, 10**self.rng.randint(1, 17))).zfill(1))
        if self.chance(0.4) or "." not in text:
            text += self.rng.choice(["e", "E"]) + self.rng.choice(["", "+", "-"]) + str(self.rng.randint(0, 320))
        return float(text.replace("_", "")), text

    # ---- date-times ----------------------------------------------------------------------
    def fraction(self):
        if not self.chance(0.5):
            return "", 0
        digits = "".join(self.rng.choice("0123456789") for _ in range(self.rng.randint(1, 9)))
        return "." + digits, int(digits[:6].ljust(6, "0"))

    def date_parts(self):
        year = self.rng.choice([self.rng.randint(1, 9999), 1979, 2000, 1970])
        month = self.rng.randint(1, 12)
        if month == 2:
            leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
            day = self.rng.randint(1, 29 if leap else 28)
        else:
            day = self.rng.randint(1, 30 if month in (4, 6, 9, 11) else 31)
        return year, month, day

    def time_parts(self):
        return self.rng.randint(0, 23), self.rng.randint(0, 59), self.rng.randint(0, 59)

    def datetime_value(self):
        kind = self.rng.choice(["offset", "local", "date", "time"])
        y, mo, d = self.date_parts()
        h, mi, s = self.time_parts()
        frac_text, micro = self.fraction()
        date_text = "%04d-%02d-%02d" % (y, mo, d)
        time_text = "%02d:%02d:%02d%s" % (h, mi, s, frac_text)
        sep = self.rng.choice(["T", "T", "t", " "])
        if kind == "date":
            return datetime.date(y, mo, d), date_text
        if kind == "time":
            return datetime.time(h, mi, s, micro), time_text
        if kind == "local":
            return datetime.datetime(y, mo, d, h, mi, s, micro), date_text + sep + time_text
        if self.chance(0.4):
            zone, tz = self.rng.choice(["Z", "z"]), datetime.timezone.utc
        else:
            minutes = self.rng.randint(-23 * 60 - 59, 23 * 60 + 59)
            sign = "-" if minutes < 0 else "+"
            zone = "%s%02d:%02d" % (sign, abs(minutes) // 60, abs(minutes) % 60)
            tz = datetime.timezone(datetime.timedelta(minutes=minutes))
        return datetime.datetime(y, mo, d, h, mi, s, micro, tzinfo=tz), date_text + sep + time_text + zone

    # ---- values --------------------------------------------------------------------------
    def scalar(self):
        kind = self.rng.choice(["string", "string", "integer", "float", "bool", "datetime"])
        if kind == "string":
            s = self.string_value()
            return s, self.string_text(s)
        if kind == "integer":
            return self.integer()
        if kind == "float":
            return self.floating()
        if kind == "bool":
            b = self.chance(0.5)
            return b, "true" if b else "false"
        return self.datetime_value()

    def array(self, depth):
        n = self.rng.randint(0, 4)
        values, texts = [], []
        for _ in range(n):
            r = self.rng.random()
            if depth < 3 and r < 0.15:
                v, t = self.array(depth + 1)
            elif depth < 3 and r < 0.25:
                v, t = self.inline_table(depth + 1)
            else:
                v, t = self.scalar()
            values.append(v)
            texts.append(t)
        seps = [self.rng.choice([", ", ",", " , ", ",\n  ", ", # note\n  ", ",\r\n"]) for _ in texts]
        body = "".join(t + (seps[i] if i < len(texts) - 1 else "") for i, t in enumerate(texts))
        if texts and self.chance(0.3):
            body += self.rng.choice([",", ", ", ",\n"])
        open_ws = self.rng.choice(["", " ", "\n  ", " # open\n"])
        close_ws = self.rng.choice(["", " ", "\n"])
        return values, "[" + open_ws + body + close_ws + "]"

    def inline_table(self, depth):
        table = {}
        parts = []
        for _ in range(self.rng.randint(0, 3)):
            keys = [self.key_name() for _ in range(self.rng.randint(1, 2 if depth < 3 else 1))]
            if not self.can_set(table, keys):
                continue
            if depth < 3 and self.chance(0.2):
                v, t = self.inline_table(depth + 1)
            elif depth < 3 and self.chance(0.2):
                v, t = self.array(depth + 1)
            else:
                v, t = self.scalar()
            self.set_path(table, keys, v)
            parts.append(self.dotted(keys) + self.rng.choice([" = ", "=", " =  "]) + t)
        self.closed.add(id(table))
        inner = self.rng.choice([", ", ",", " , "]).join(parts)
        return table, "{" + (" " if parts and self.chance(0.6) else "") + inner + (" " if parts else "") + "}"

    # A dotted assignment may create tables on the way but never go through a value.
    def can_set(self, table, keys):
        node = table
        for k in keys[:-1]:
            if k not in node:
                return True
            if not isinstance(node[k], dict) or id(node[k]) in self.closed:
                return False
            node = node[k]
        return keys[-1] not in node

    @staticmethod
    def set_path(table, keys, value):
        node = table
        for k in keys[:-1]:
            node = node.setdefault(k, {})
        node[keys[-1]] = value

    # ---- documents -----------------------------------------------------------------------
    def document(self):
        model = {}
        lines = []
        if self.chance(0.2):
            lines.append("# generated \u00e9 \U0001f600 %d\t'\"" % self.rng.randint(0, 99))
        self.section(model, [], lines, depth=0)
        newline = "\r\n" if self.chance(0.1) else "\n"
        text = newline.join(lines) + (newline if self.chance(0.8) else "")
        return model, text

    def comment(self):
        return self.rng.choice(["", "", "", "  # c", " #", "\t# ü"])

    def section(self, table, path, lines, depth):
        """Key/values of `table` (at `path`) into `lines`, then its sub-tables as headers."""
        later = []
        used = set(table.keys())
        for _ in range(self.rng.randint(0 if depth else 2, 6)):
            key = self.key_name()
            if key in used:
                continue
            used.add(key)
            r = self.rng.random()
            if r < 0.45:
                v, t = self.scalar()
                table[key] = v
                lines.append(self.key_text(key) + " = " + t + self.comment())
            elif r < 0.6:
                v, t = self.array(1)
                table[key] = v
                lines.append(self.key_text(key) + " = " + t + self.comment())
            elif r < 0.68:
                v, t = self.inline_table(1)
                table[key] = v
                lines.append(self.key_text(key) + " = " + t)
            elif r < 0.8:
                # A table made by dotted keys, all of it in this section.
                sub = {}
                for _ in range(self.rng.randint(1, 3)):
                    keys = [self.key_name() for _ in range(self.rng.randint(1, 3))]
                    if not self.can_set(sub, keys):
                        continue
                    v, t = self.scalar()
                    self.set_path(sub, keys, v)
                    lines.append(self.dotted([key] + keys) + " = " + t)
                table[key] = sub
            elif depth < 3:
                later.append(key)
        for key in later:
            if self.chance(0.2):
                # An implicit table: only its sub-table's header names it.
                inner, sub = self.key_name(), {}
                table[key] = {inner: sub}
                lines.append("[" + self.header(path + [key, inner]) + "]")
                self.section(sub, path + [key, inner], lines, depth + 2)
            elif self.chance(0.6):
                sub = {}
                table[key] = sub
                if not self.chance(0.2) or depth == 0:
                    lines.append("")
                lines.append(self.rng.choice(["", " ", "\t"]) + "[" + self.header(path + [key]) + "]" + self.comment())
                self.section(sub, path + [key], lines, depth + 1)
            else:
                elements = []
                table[key] = elements
                for _ in range(self.rng.randint(1, 3)):
                    sub = {}
                    elements.append(sub)
                    lines.append("[[" + self.header(path + [key]) + "]]" + self.comment())
                    self.section(sub, path + [key], lines, depth + 1)

    def header(self, keys):
        pad = self.rng.choice(["", "", " "])
        return pad + self.dotted(keys) + pad


# ---- comparing ----------------------------------------------------------------------------
def tagged(value):
    """tomllib's value in a comparable form, matching `canonical` of the tagged JSON."""
    if isinstance(value, dict):
        return {k: tagged(v) for k, v in value.items()}
    if isinstance(value, list):
        return [tagged(v) for v in value]
    if isinstance(value, bool):
        return ("bool", value)
    if isinstance(value, int):
        return ("integer", value)
    if isinstance(value, float):
        return ("float", "nan" if math.isnan(value) else value.hex())
    if isinstance(value, str):
        return ("string", value)
    if isinstance(value, datetime.datetime):
        if value.tzinfo is None:
            return ("datetime-local", value.isoformat())
        return ("datetime", value.replace(tzinfo=None).isoformat(), value.utcoffset())
    if isinstance(value, datetime.date):
        return ("date-local", value.isoformat())
    if isinstance(value, datetime.time):
        return ("time-local", value.isoformat())
    raise TypeError(type(value))


def parse_moment(text):
    """A toml-test date-time string with any fraction cut to microseconds, as tomllib does."""
    text = text.replace("t", "T").replace("z", "Z").replace(" ", "T")
    if "." in text:
        head, rest = text.split(".", 1)
        digits = ""
        while rest and rest[0].isdigit():
            digits, rest = digits + rest[0], rest[1:]
        text = head + "." + digits[:6].ljust(6, "0") + rest
    if text.endswith("Z"):
        text = text[:-1] + "+00:00"
    return text


def canonical(node):
    """The tagged JSON printed by toml-decode in the form `tagged` gives tomllib's value."""
    if isinstance(node, dict) and set(node.keys()) == {"type", "value"} and isinstance(node["type"], str):
        kind, text = node["type"], node["value"]
        if kind == "bool":
            return ("bool", {"true": True, "false": False}.get(text, text))
        if kind == "integer":
            return ("integer", int(text))
        if kind == "float":
            value = float(text)
            return ("float", "nan" if math.isnan(value) else value.hex())
        if kind == "string":
            return ("string", text)
        if kind == "datetime":
            moment = datetime.datetime.fromisoformat(parse_moment(text))
            return ("datetime", moment.replace(tzinfo=None).isoformat(), moment.utcoffset())
        if kind == "datetime-local":
            return ("datetime-local", datetime.datetime.fromisoformat(parse_moment(text)).isoformat())
        if kind == "date-local":
            return ("date-local", datetime.date.fromisoformat(text).isoformat())
        if kind == "time-local":
            return ("time-local", datetime.time.fromisoformat(parse_moment(text)).isoformat())
        return (kind, text)
    if isinstance(node, dict):
        return {k: canonical(v) for k, v in node.items()}
    if isinstance(node, list):
        return [canonical(v) for v in node]
    return ("unexpected", node)


def decode(binary, text):
    """(status, canonical value or error text) from `carousel toml-decode`."""
    proc = subprocess.run([binary, "toml-decode"], input=text.encode("utf-8"), capture_output=True, timeout=60)
    if proc.returncode != 0:
        return "rejected", proc.stderr.decode("utf-8", "replace").strip()
    try:
        return "accepted", canonical(json.loads(proc.stdout))
    except (ValueError, TypeError) as error:
        return "bad-output", "%s: %r" % (error, proc.stdout[:200])


def reference(text):
    try:
        return "accepted", tagged(tomllib.loads(text))
    except tomllib.TOMLDecodeError as error:
        return "rejected", str(error)


def disagree(binary, text):
    ours, theirs = decode(binary, text), reference(text)
    if ours[0] != theirs[0]:
        return True
    return ours[0] == "accepted" and ours[1] != theirs[1]


def minimise(binary, text):
    """Removes runs of lines, halving the run length down to one line, while the disagreement stays."""
    lines = text.split("\n")
    size = max(1, len(lines) // 2)
    while True:
        i = 0
        while i < len(lines):
            candidate = lines[:i] + lines[i + size :]
            if candidate and disagree(binary, "\n".join(candidate)):
                lines = candidate
            else:
                i += size
        if size == 1:
            return "\n".join(lines)
        size //= 2


MUTATION_TOKENS = ["=", "[", "]", '"', "'", "{", "}", ",", ".", "\n", " ", "#", "\\", "_", "0x", "e", "+", ":",
                   "T", "Z", '"""', "'''", "\\u", "\t", "\r"]


def mutate(rng, text):
    """One to three random edits: a token inserted or up to three characters removed."""
    for _ in range(rng.randint(1, 3)):
        at = rng.randint(0, len(text))
        if rng.random() < 0.5:
            text = text[:at] + rng.choice(MUTATION_TOKENS) + text[at:]
        else:
            text = text[:at] + text[at + rng.randint(1, 3) :]
    return text


def check_mutated(binary, index, text):
    ours, theirs = decode(binary, text), reference(text)
    if ours[0] != theirs[0]:
        return index, "disagree", "carousel %s, tomllib %s (a mutated document)" % (ours[0], theirs[0])
    if ours[0] == "accepted" and ours[1] != theirs[1]:
        return index, "disagree", "values differ (a mutated document)"
    return index, "ok", ""


def check(binary, index, text, mutated=False):
    if mutated:
        return check_mutated(binary, index, text)
    ours, theirs = decode(binary, text), reference(text)
    if theirs[0] != "accepted":
        return index, "generator", "tomllib rejects a generated document: " + theirs[1]
    if ours[0] != "accepted":
        return index, "disagree", "carousel %s: %s" % (ours[0], ours[1])
    if ours[1] != theirs[1]:
        return index, "disagree", "values differ"
    return index, "ok", ""


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("binary")
    parser.add_argument("--count", type=int, default=2000)
    parser.add_argument("--mutated", type=int, default=500, help="broken documents after the valid ones")
    parser.add_argument("--seed", type=int, default=13)
    parser.add_argument("--jobs", type=int, default=2 * (os.cpu_count() or 1), help="decoders run at once")
    parser.add_argument("--show", type=int, default=3, help="disagreements printed in full")
    args = parser.parse_args()

    rng = random.Random(args.seed)
    generator = Generator(rng)
    documents = [generator.document()[1] for _ in range(args.count)]
    mutated = [mutate(rng, generator.document()[1]) for _ in range(args.mutated)]
    features = {
        "[[": "arrays of tables by header", "'''": "multi-line literal strings", '"""': "multi-line basic strings",
        "\\U": "\\U escapes", "\\u": "\\u escapes", "0x": "hex integers", "0o": "octal integers",
        "0b": "binary integers", "inf": "inf", "nan": "nan", "-0.0": "-0.0", "= {": "inline tables",
    }
    missing = [name for token, name in features.items() if not any(token in d for d in documents)]
    if missing:
        print("toml-differential: the generator never produced: " + ", ".join(missing))
        return 1

    failures = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        jobs = [(i, text, False) for i, text in enumerate(documents)]
        jobs += [(args.count + i, text, True) for i, text in enumerate(mutated)]
        for index, status, detail in pool.map(lambda job: check(args.binary, *job), jobs):
            if status != "ok":
                failures.append((index, status, detail))
    failures.sort()
    for shown, (index, status, detail) in enumerate(failures):
        print("toml-differential: document %d of seed %d: %s (%s)" % (index, args.seed, detail, status))
        if shown < args.show and status == "disagree":
            small = minimise(args.binary, (documents + mutated)[index])
            print("  minimised document (%d bytes):" % len(small.encode("utf-8")))
            for line in small.split("\n"):
                print("  | " + repr(line)[1:-1])
            print("  carousel: %s" % (decode(args.binary, small),))
            print("  tomllib:  %s" % (reference(small),))
    total = args.count + args.mutated
    passed = total - len(failures)
    rejected = sum(1 for text in mutated if reference(text)[0] == "rejected")
    summary = "toml-differential: %d documents (seed %d; %d of them mutated, %d of those invalid) decoded by"
    print(summary % (total, args.seed, args.mutated, rejected) + " carousel toml-decode and tomllib")
    print("%d passed, %d failed" % (passed, len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
