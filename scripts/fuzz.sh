#!/usr/bin/env bash
# fuzz.sh SECONDS [TARGET ...]: builds the libFuzzer targets of Fuzz/ and runs each for SECONDS.
# Run from the repository root (`make fuzz` does). Targets: toml, spec, script, simulate, lint, lsp (default: all).
#
#   - The library modules are built once with `-sanitize=fuzzer,address` (release, build path
#     .build/fuzz); each target links its Fuzz/NAME/FuzzTarget.swift, the shared entry from the
#     test target (Tests/*/NAMEFuzzEntry.swift) and the module objects into .build/fuzz/bin/fuzz-NAME.
#   - Seeds: Fuzz/corpus/NAME (toml-test cases), Configs/, the golden and e2e specs, the engine
#     fixtures and the saved regression inputs; new inputs collect in .build/fuzz/corpus/NAME.
#   - Per target one line: executions per second, total executions, coverage (libFuzzer's
#     `cov:` edges and `ft:` features from its final stats), corpus size, and what was found.
#   - A crash, leak, timeout or OOM is minimised into .build/fuzz/artifacts/NAME/minimized-*;
#     save that file under Tests/Fixtures/fuzz/NAME/ as its regression test (Fuzz/README.md).
# Exit status: 0 when nothing was found, 1 when a target found something, 2 on build errors.
set -u
SECONDS_PER_TARGET=${1:-60}
shift || true
TARGETS=${*:-toml spec script simulate lint lsp}
SWIFT=${SWIFT:-swift}
FUZZ_DIR=.build/fuzz
RELEASE=$FUZZ_DIR/release
FLAGS=(-Xswiftc -sanitize=fuzzer,address)
# libFuzzer reports crashes itself; the Swift runtime's backtracer would stall on them.
export SWIFT_BACKTRACE=enable=no

# Module objects and the shared entry file of each target.
modules_toml="JSON SourceDiagnostics TOML"
modules_spec="JSON SourceDiagnostics TOML CarouselEngine CarouselSpec"
modules_script="JSON SourceDiagnostics TOML CarouselEngine CarouselSpec CarouselScript"
modules_simulate=$modules_script
modules_lint="JSON SourceDiagnostics TOML CarouselEngine CarouselSpec LintConfig"
modules_lsp="JSON SourceDiagnostics TOML CarouselEngine CarouselSpec SpecIntelligence TOMLFormat CarouselLSP"
entry_toml=Tests/TOMLTests/TOMLFuzzEntry.swift
entry_spec=Tests/CarouselSpecTests/SpecFuzzEntry.swift
entry_script=Tests/CarouselCLITests/ScriptFuzzEntry.swift
entry_simulate=Tests/CarouselCLITests/SimulateFuzzEntry.swift
entry_lint=Tests/LintConfigTests/LintFuzzEntry.swift
entry_lsp=Tests/CarouselLSPTests/LSPFuzzEntry.swift
seeds_toml="Fuzz/corpus/toml Configs Tests/Golden/specs"
seeds_spec="Configs Tests/Golden/specs Tests/e2e/specs Fuzz/corpus/spec"
seeds_script="Tests/Fixtures/engine Fuzz/corpus/script"
seeds_simulate="Configs Tests/Golden/specs Tests/e2e/specs"
seeds_lint="Fuzz/corpus/lint"
seeds_lsp="Fuzz/corpus/lsp"

echo "fuzz: building the modules with -sanitize=fuzzer,address ($FUZZ_DIR)"
for target in CarouselSpec CarouselScript LintConfig CarouselLSP; do
    mkdir -p "$FUZZ_DIR/logs"
    if ! $SWIFT build -c release --build-path "$FUZZ_DIR" "${FLAGS[@]}" --target "$target" \
        > "$FUZZ_DIR/logs/build-$target.log" 2>&1; then
        grep -E "error" "$FUZZ_DIR/logs/build-$target.log" | head -20
        echo "fuzz: building $target failed (log: $FUZZ_DIR/logs/build-$target.log)"; exit 2
    fi
done

found=0
summary=()
mkdir -p "$FUZZ_DIR/bin"
for name in $TARGETS; do
    modules_var=modules_$name entry_var=entry_$name seeds_var=seeds_$name
    if [ -z "${!modules_var:-}" ]; then echo "fuzz: no target '$name' (toml, spec, script, simulate, lint, lsp)"; exit 2; fi
    objects=()
    for module in ${!modules_var}; do objects+=("$RELEASE/$module.build/"*.o); done
    binary=$FUZZ_DIR/bin/fuzz-$name
    swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name "Fuzz_$name" -I "$RELEASE/Modules" \
        "Fuzz/$name/FuzzTarget.swift" "${!entry_var}" "${objects[@]}" -o "$binary" 2>&1 \
        | grep -v "Cannot export local symbol" || true
    [ -x "$binary" ] || { echo "fuzz: linking $binary failed"; exit 2; }

    # Seeds: the folders above plus the saved regression inputs (not open/, those still crash).
    corpus=$FUZZ_DIR/corpus/$name seeds=$FUZZ_DIR/seeds/$name artifacts=$FUZZ_DIR/artifacts/$name
    rm -rf "$seeds" && mkdir -p "$corpus" "$seeds" "$artifacts"
    for folder in ${!seeds_var} "Tests/Fixtures/fuzz/$name"; do
        [ -d "$folder" ] || continue
        find "$folder" -maxdepth 1 -type f ! -name README.md -exec cp {} "$seeds/" \;
    done
    log=$FUZZ_DIR/logs/$name.log
    echo "fuzz: $name for ${SECONDS_PER_TARGET} s (log: $log)"
    LSAN_OPTIONS=suppressions=$PWD/Fuzz/lsan.supp:print_suppressions=0 \
    "$binary" -max_total_time="$SECONDS_PER_TARGET" -print_final_stats=1 -timeout=10 -rss_limit_mb=2048 \
        -dict="Fuzz/$name.dict" -artifact_prefix="$artifacts/" "$corpus" "$seeds" > "$log" 2>&1
    status=$?
    runs=$(grep -oE "stat::number_of_executed_units: *[0-9]+" "$log" | grep -oE "[0-9]+$" | tail -1)
    rate=$(grep -oE "stat::average_exec_per_sec: *[0-9]+" "$log" | grep -oE "[0-9]+$" | tail -1)
    last=$(grep -E "^#[0-9]+" "$log" | tail -1)
    cov=$(grep -oE "cov: [0-9]+" <<< "$last" | grep -oE "[0-9]+" || echo "?")
    ft=$(grep -oE "ft: [0-9]+" <<< "$last" | grep -oE "[0-9]+" || echo "?")
    units=$(grep -oE "corp: [0-9]+" <<< "$last" | grep -oE "[0-9]+" || echo "?")
    outcome="nothing found"
    if [ "$status" != 0 ]; then
        found=1
        artifact=$(grep -oE "Test unit written to [^ ]+" "$log" | tail -1 | sed 's/Test unit written to //')
        kind=$(grep -oE "ERROR: (libFuzzer|AddressSanitizer|LeakSanitizer): [a-z -]+" "$log" | head -1 | sed 's/^ERROR: [A-Za-z]*: //')
        outcome="FOUND ${kind:-a crash} (exit $status)"
        if [ -n "$artifact" ] && [ -f "$artifact" ]; then
            minimized=$artifacts/minimized-$(basename "$artifact")
            LSAN_OPTIONS=suppressions=$PWD/Fuzz/lsan.supp:print_suppressions=0 \
            "$binary" -minimize_crash=1 -max_total_time=60 -timeout=10 -exact_artifact_path="$minimized" \
                "$artifact" > "$log.minimize" 2>&1
            [ -f "$minimized" ] || minimized=$artifact
            outcome+=": $minimized ($(wc -c < "$minimized") bytes); save it under Tests/Fixtures/fuzz/$name/"
        fi
    fi
    line="fuzz $name: $rate exec/s, $runs executions, cov: $cov ft: $ft, corpus: $units; $outcome"
    echo "$line"
    summary+=("$line")
done
echo "fuzz: summary (${SECONDS_PER_TARGET} s per target)"
printf '  %s\n' "${summary[@]}"
exit $found
