#!/usr/bin/env python3
"""Peak resident memory of the commands that read large specs, against docs/limits.md's bound.

Usage: bench_memory.py CAROUSEL WORKDIR

Writes the specs of Tests/CarouselCLITests/LargeSpecMemoryTests (items of a title and a colour,
in carousels of 100,000 items at most) into WORKDIR and runs each command once under
`/usr/bin/time`, printing one line per run:

  memory: COMMAND | INPUT | peak P MB | bound B MB

MB are 10^6 bytes; the bound is 10 times the input's size plus 64 MB (docs/limits.md). `make
bench` runs it; scripts/bench_table.py copies the lines into docs/performance.md. Exit status 1
when a command fails or goes over the bound, 2 on usage errors.
"""
import os
import subprocess
import sys
import tempfile


def spec(items, unformatted_every=None):
    """The text LargeSpecMemoryTests.spec(items:unformattedEvery:) writes."""
    colors = ["blue", "#FF9500", "#34C759", "indigo"]
    parts = ['version = 1\n\n[window]\ntitle = "Big"\n']
    for index in range(items):
        if index % 100_000 == 0:
            parts.append(f'\n[[carousel]]\nid = "c{index // 100_000}"\nkind = "paging"\n')
        equals = "=" if unformatted_every and index % unformatted_every == 0 else " = "
        parts.append(f'\n[[carousel.items]]\ntitle{equals}"Item number {index + 1}"\ncolor = "{colors[index % 4]}"\n')
    return "".join(parts)


def framed(message):
    body = message.encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def lsp_session(process, path, text):
    """initialize, didOpen, wait for the diagnostics, shutdown, exit."""
    import json
    uri = "file://" + os.path.abspath(path)
    process.stdin.write(framed(json.dumps({"jsonrpc": "2.0", "id": 1, "method": "initialize",
                                           "params": {"processId": None, "rootUri": None, "capabilities": {}}})))
    process.stdin.write(framed(json.dumps({"jsonrpc": "2.0", "method": "initialized", "params": {}})))
    process.stdin.write(framed(json.dumps({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {
        "textDocument": {"uri": uri, "languageId": "toml", "version": 1, "text": text}}})))
    process.stdin.flush()
    seen = b""
    while b"publishDiagnostics" not in seen:
        chunk = os.read(process.stdout.fileno(), 65536)
        if not chunk:
            break
        seen = seen[-64:] + chunk
    process.stdin.write(framed(json.dumps({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})))
    process.stdin.write(framed(json.dumps({"jsonrpc": "2.0", "method": "exit"})))
    process.stdin.close()
    while os.read(process.stdout.fileno(), 65536):
        pass


def measure(carousel, arguments, workdir, stdin_path=None, lsp_text=None):
    """Peak RSS in bytes of one run, and its exit status."""
    with tempfile.NamedTemporaryFile("r", dir=workdir, suffix=".time") as report:
        command = ["/usr/bin/time", "-f", "%M", "-o", report.name, carousel] + arguments
        if lsp_text is not None:
            process = subprocess.Popen(command, cwd=workdir, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                       stderr=subprocess.DEVNULL)
            lsp_session(process, os.path.join(workdir, "big.carousel.toml"), lsp_text)
            status = process.wait()
        else:
            with open(stdin_path or os.devnull, "rb") as stdin:
                status = subprocess.run(command, cwd=workdir, stdin=stdin, stdout=subprocess.DEVNULL,
                                        stderr=subprocess.DEVNULL).returncode
        return int(report.read().split()[-1]) * 1024, status


def main(argv):
    if len(argv) != 3:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    carousel, workdir = os.path.abspath(argv[1]), argv[2]
    os.makedirs(workdir, exist_ok=True)
    few, many = 90_000, 200_000
    small, four, clean = spec(few), spec(many, unformatted_every=many // 4), spec(many)
    files = {"compile.carousel.toml": small, "four.carousel.toml": four, "big.carousel.toml": clean}
    for name, text in files.items():
        with open(os.path.join(workdir, name), "w", encoding="utf-8") as handle:
            handle.write(text)
    mb = lambda n: f"{n / 1e6:.1f} MB"
    described = {"compile.carousel.toml": f"{mb(len(small))}, {few:,} items",
                 "four.carousel.toml": f"{mb(len(four))}, {many:,} items, four `title=\"...\"` to format",
                 "big.carousel.toml": f"{mb(len(clean))}, {many:,} items, formatted"}
    runs = [
        ("`compile`", ["compile", "compile.carousel.toml"], "compile.carousel.toml", {}),
        ("`fmt -`", ["fmt", "-"], "four.carousel.toml", {"stdin_path": os.path.join(workdir, "four.carousel.toml")}),
        ("`fmt --diff`, nothing to change", ["fmt", "--diff", "big.carousel.toml"], "big.carousel.toml", {}),
        ("`fmt --diff`, four lines to change", ["fmt", "--diff", "four.carousel.toml"], "four.carousel.toml", {}),
        ("`lsp`, one `didOpen`", ["lsp"], "big.carousel.toml", {"lsp_text": clean}),
        ("`check`", ["check", "big.carousel.toml"], "big.carousel.toml", {}),
        ("`compile`", ["compile", "big.carousel.toml"], "big.carousel.toml", {}),
    ]
    failed = 0
    for what, arguments, name, options in runs:
        peak, status = measure(carousel, arguments, workdir, **options)
        bound = 10 * len(files[name].encode()) + 64_000_000
        expected = (0, 1) if arguments[:2] == ["fmt", "--diff"] else (0,)
        note = "" if status in expected else f" (exit status {status})"
        failed += status not in expected or peak >= bound
        print(f"memory: {what} | {described[name]} | peak {mb(peak)} | bound {mb(bound)}{note}")
    for name in files:
        os.remove(os.path.join(workdir, name))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
