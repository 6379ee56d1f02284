#!/usr/bin/env python3
"""Checks that every C function of a lazily loaded library that Swift calls is in the table.

usage: python3 scripts/lazy_symbols.py        (from the repository root)

`carousel` does not link SDL2, SDL2_ttf, SDL2_image, fontconfig, giflib or libwebp: it loads them
with dlopen on first use, and Sources/CLazyLibraries/lazy_functions.h defines each function it calls
and forwards it (docs/architecture.md, "How the window libraries are loaded"). A Swift call of a
function the table lacks fails to link with "undefined reference"; this script says which file and
line call it and prints the table line to add. It also fails when a table line names a function
its library does not export (the loader would refuse to load the library).

It reads the libraries' exported functions with `nm -D` (binutils) and the headers through the C
preprocessor (`clang -E`, else `cc -E`), so a header's static inline function (WebPConfigInit)
counts as the exported functions it calls (WebPConfigInitInternal).
"""
import glob
import os
import re
import shutil
import subprocess
import sys

TABLE = "Sources/CLazyLibraries/lazy_functions.h"
LOADER = "Sources/CLazyLibraries/lazy_loader.c"
FORWARDERS = "Sources/CLazyLibraries/lazy_forwarders.c"


def fail(message):
    print("lazy symbols: FAILED: " + message)
    sys.exit(1)


def table_entries():
    """(library, name) per entry of the table, in order."""
    text = re.sub(r"/\*.*?\*/", "", open(TABLE).read(), flags=re.S)
    entries = []
    for match in re.finditer(r"\bLAZY(_VOID)?\(\s*(\w+)\s*,(.*?)\)\s*\)\s*$", text, flags=re.S | re.M):
        fields = match.group(3)
        if match.group(1):
            name = re.match(r"\s*(\w+)\s*,", fields)
        else:
            name = re.match(r"[^,]*,\s*(\w+)\s*,", fields)
        if not name:
            fail(f"{TABLE}: cannot read the entry {match.group(0)[:60]!r}")
        entries.append((match.group(2), name.group(1)))
    return entries


def libraries():
    """Table name (SDL2_TTF) -> soname, from the loader's table."""
    text = open(LOADER).read()
    found = dict(re.findall(r'\[CAROUSEL_LAZY_(\w+)\]\s*=\s*\{\s*"([^"]+)"', text))
    if not found:
        fail(f"{LOADER}: cannot read the library table")
    return found


def library_path(soname):
    """Where the dynamic loader finds `soname` (the x86-64 copy when ldconfig lists several)."""
    output = ""
    for ldconfig in ("ldconfig", "/sbin/ldconfig"):
        if shutil.which(ldconfig) or os.path.exists(ldconfig):
            output = subprocess.run([ldconfig, "-p"], capture_output=True, text=True).stdout
            break
    paths = []
    for line in output.splitlines():
        parts = line.strip().split(" => ")
        if len(parts) == 2 and parts[0].split()[0] == soname:
            paths.append((0 if "x86-64" in parts[0] else 1, parts[1]))
    return min(paths)[1] if paths else None


def exports(path):
    output = subprocess.run(["nm", "-D", "--defined-only", path], capture_output=True, text=True)
    if output.returncode != 0:
        fail(f"nm -D {path} failed (is binutils installed?): {output.stderr.strip()}")
    names = set()
    for line in output.stdout.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[1] in "TWi":
            names.add(parts[2].split("@")[0])
    return names


def preprocessed_headers():
    """The system-library modules' headers through the preprocessor, with the forwarders' macros."""
    compiler = shutil.which("clang") or shutil.which("cc") or shutil.which("gcc")
    if compiler is None:
        fail("no C compiler (clang or cc) to read the headers with")
    source = "#define DECLSPEC\n#define WEBP_EXTERN extern\n"  # as lazy_forwarders.c reads them
    source += "".join(f'#include "{os.path.abspath(path)}"\n' for path in sorted(glob.glob("Sources/C*/shim.h")))
    output = subprocess.run([compiler, "-E", "-P", "-x", "c", "-"], input=source, capture_output=True, text=True)
    if output.returncode != 0:
        fail(f"{compiler} -E could not read the headers (are the -dev packages installed?):\n{output.stderr}")
    return without_attributes(output.stdout)


def without_attributes(text):
    """`text` without its `__attribute__((...))` groups."""
    pieces, index = [], 0
    while True:
        start = text.find("__attribute__", index)
        if start < 0:
            return "".join(pieces) + text[index:]
        pieces.append(text[index:start])
        cursor = text.find("(", start)
        depth = 0
        while cursor < len(text):
            depth += {"(": 1, ")": -1}.get(text[cursor], 0)
            cursor += 1
            if depth == 0:
                break
        index = cursor


def inline_functions(text):
    """Name -> body of every static inline function in the preprocessed headers."""
    bodies = {}
    for match in re.finditer(r"\bstatic\b[^;{}()]*?\b(?:inline|__inline__|__inline)\b[^;{}()]*?\b(\w+)\s*\(", text):
        start = text.find("{", match.end())
        stop = text.find(";", match.end())
        if start < 0 or (0 <= stop < start):
            continue
        depth, index = 0, start
        while index < len(text):
            depth += {"{": 1, "}": -1}.get(text[index], 0)
            if depth == 0:
                break
            index += 1
        bodies[match.group(1)] = text[start:index]
    return bodies


C_TYPE_WORDS = {"void", "char", "short", "int", "long", "float", "double", "signed", "unsigned", "bool", "_Bool",
                "size_t"}


def prototype(text, name):
    """A table line for `name` from its declaration, or None."""
    declaration = r"(?:^|[;}])\s*(?:extern\s+)?([A-Za-z_][\w\s\*]*?)\s*\b" + name + r"\s*\(([^;{]*?)\)\s*;"
    match = re.search(declaration, text, re.S | re.M)
    if not match:
        return None
    result = " ".join(match.group(1).split())
    parameters = " ".join(match.group(2).split())
    if parameters in ("", "void"):
        parameters, arguments = "void", ""
    else:
        named, names = [], []
        for index, parameter in enumerate(parameters.split(",")):
            parameter = parameter.strip()
            words = re.findall(r"\w+", parameter)
            last = words[-1] if words else ""
            is_type = last in C_TYPE_WORDS or re.search(r"(?:typedef[^;]*|\})\s*\b" + last + r"\s*;", text)
            if len(words) > 1 and not parameter.endswith("*") and not is_type:
                named.append(parameter)
                names.append(last)
            else:  # an unnamed parameter gets a name
                named.append(f"{parameter} a{index}")
                names.append(f"a{index}")
        parameters, arguments = ", ".join(named), ", ".join(names)
    return result, f"({parameters})", f"({arguments})"


def swift_tokens():
    """Identifier -> first "path:line" where Swift code (outside // comments) uses it."""
    places = {}
    paths = glob.glob("Sources/**/*.swift", recursive=True) + glob.glob("Tests/**/*.swift", recursive=True)
    for path in sorted(paths):
        for number, line in enumerate(open(path, encoding="utf-8", errors="replace"), 1):
            code = line.split("//", 1)[0]
            for token in re.findall(r"\b[A-Za-z_]\w*\b", code):
                places.setdefault(token, f"{path}:{number}")
    return places


def main():
    if not os.path.exists(TABLE):
        fail(f"run from the repository root ({TABLE} is not here)")
    entries = table_entries()
    sonames = libraries()
    exported = {}
    for library, soname in sonames.items():
        path = library_path(soname)
        if path is None:
            fail(f"{soname} is not installed (ldconfig -p does not list it); `make deps` installs it")
        exported[library] = exports(path)
    owner = {}
    for library in sonames:  # the loader's order: SDL2 before SDL2_ttf
        for name in exported[library]:
            owner.setdefault(name, library)
    headers = preprocessed_headers()
    inlines = inline_functions(headers)

    def needed(token, seen=()):
        """The exported functions a use of `token` calls."""
        if token in owner:
            return {token}
        if token not in inlines or token in seen:
            return set()
        called = set()
        for inner in set(re.findall(r"\b[A-Za-z_]\w*\b", inlines[token])):
            if inner != token:
                called |= needed(inner, seen + (token,))
        return called

    forwarded = {name: library for library, name in entries}
    problems = []
    for library, name in entries:
        if library not in sonames:
            problems.append(f"{TABLE}: {name}: no library {library} in {LOADER}")
        elif name not in exported[library]:
            problems.append(
                f"{TABLE}: {name} is not a function {sonames[library]} exports "
                f"(misspelt, or the wrong library?): the loader would refuse to load {sonames[library]}")
    used = {}
    for token, place in swift_tokens().items():
        for name in needed(token):
            used.setdefault(name, (place, token))
    for name, (place, token) in sorted(used.items()):
        if name in forwarded:
            continue
        library = owner[name]
        via = f" (through the header's inline {token})" if token != name else ""
        found = prototype(headers, name)
        if found:
            result, parameters, arguments = found
            line = (f"LAZY_VOID({library}, {name}, {parameters}, {arguments})" if result == "void"
                    else f"LAZY({library}, {result}, {name}, {parameters}, {arguments})")
        else:
            line = f"LAZY({library}, <return type>, {name}, (<parameters>), (<arguments>))"
        problems.append(
            f"{place}: calls {name}{via}, a function of {sonames[library]} that {TABLE} does not forward;\n"
            f"    carousel does not link {sonames[library]} (it loads it on first use), so add this line to the "
            f"table (in its library's section):\n    {line}")
    unused = sorted(name for name in forwarded if name not in used)
    for name in unused:
        print(f"lazy symbols: note: {TABLE} forwards {name}, which no Swift source calls (the line can go)")
    if problems:
        print("lazy symbols: FAILED:\n" + "\n".join(problems))
        sys.exit(1)
    print(f"lazy symbols: the {len(used)} functions of {', '.join(sorted(sonames.values()))} that Swift calls "
          f"are all forwarded by {TABLE}: passed")


if __name__ == "__main__":
    main()
