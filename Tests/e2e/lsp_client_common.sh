# Sourced by the real-client LSP tests (lsp_neovim.sh, lsp_eglot.sh): what every client run needs.
# lsp_client_prepare NAME TOOL PACKAGES [carousel]: fails (exit 1, one FAIL line) unless TOOL is on
# PATH and the carousel binary exists; then sets `bin` (absolute), `work` (a scratch folder removed
# on exit) and `spec` (a spec with a non-ASCII name and a misspelt key after non-ASCII text, written
# from standard input).
# lsp_client_finish NAME STATUS STDERR-FILE: shows the client's standard error on failure, prints the
# passed / FAIL line and exits with STATUS.
lsp_client_prepare() {
    local name=$1 tool=$2 packages=$3 candidate=${4:-${CAROUSEL_BIN:-$here/../../.build/debug/carousel}}
    if ! command -v "$tool" >/dev/null; then
        echo "FAIL e2e lsp $name: $tool is not installed (sudo apt-get install $packages, or make deps-test)"
        exit 1
    fi
    bin=$candidate
    if [ -d "$(dirname "$candidate")" ]; then bin=$(cd "$(dirname "$candidate")" && pwd)/$(basename "$candidate"); fi
    if [ ! -x "$bin" ]; then
        echo "FAIL e2e lsp $name: no carousel at $bin (build it first: swift build --product carousel)"
        exit 1
    fi
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
    spec="$work/日本.carousel.toml"
    cat > "$spec"
}

lsp_client_finish() {
    local name=$1 status=$2 stderr=$3
    if [ "$status" -ne 0 ] && [ -s "$stderr" ]; then sed "s/^/$name stderr: /" "$stderr" | tail -20; fi
    if [ "$status" -eq 0 ]; then
        echo "e2e lsp $name: passed"
    else
        echo "FAIL e2e lsp $name: $status check(s) failed (exit status $status)"
    fi
    exit "$status"
}
