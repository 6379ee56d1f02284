#!/usr/bin/env bash
# The window libraries are loaded on first use, not at process start (docs/architecture.md, "How the
# window libraries are loaded"). Checks, for the carousel given (run from the repository root):
#   - every SDL/fontconfig/giflib/libwebp function Swift calls is in the forwarding table
#     (scripts/lazy_symbols.py);
#   - the executable's NEEDED entries (readelf -d) name none of those libraries (nor FreeType);
#   - check, compile, fmt, schema, simulate, explain and lsp load none of them (LD_DEBUG=libs);
#   - render loads SDL2, SDL2_ttf and SDL2_image and not giflib; render --animate x.gif loads giflib;
#   - with a broken library first on the search path (an empty file in LD_LIBRARY_PATH), check still
#     passes, and render, demo and render --animate exit 2 with one line naming the file and its
#     Debian package (no crash);
#   - a C program that embeds the forwarders and links SDL itself (docs/embed.md) links and has one
#     SDL: with -lSDL2 its forwarded SDL_Init reaches its own libSDL2 (SDL_WasInit, not forwarded,
#     sees it; the loader found the library already there); with libSDL2.a there is no "multiple
#     definition" (the forwarders are weak) and the static SDL is the one called.
# usage: Tests/e2e/lazy_libraries.sh [path/to/carousel]
set -u
bin=${1:-.build/debug/carousel}
failed=0
pass() { echo "e2e lazy libraries: $1: passed"; }
fail() { echo "e2e lazy libraries: $1: FAILED"; failed=1; }
window_libraries='lib(SDL2|SDL2_ttf|SDL2_image|fontconfig|gif|webp|webpmux|freetype)[-.]'
spec=Configs/featured.carousel.toml

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if python3 scripts/lazy_symbols.py > "$work/symbols" 2>&1; then
    pass "every C function Swift calls is forwarded (scripts/lazy_symbols.py)"
else
    fail "every C function Swift calls is forwarded (scripts/lazy_symbols.py)"; cat "$work/symbols"
fi

needed=$(readelf -d "$bin" | grep NEEDED)
if [ -z "$needed" ]; then
    fail "readelf -d lists the NEEDED libraries (is binutils installed?)"
elif echo "$needed" | grep -qE "$window_libraries"; then
    fail "readelf -d: no window library is NEEDED"; echo "$needed" | grep -E "$window_libraries"
else
    pass "readelf -d: no window library is NEEDED ($(echo "$needed" | wc -l) NEEDED entries)"
fi

# `carousel lsp` with initialize, shutdown and exit on its standard input.
lsp_input() {
    local message
    for message in '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}' \
        '{"jsonrpc":"2.0","method":"initialized","params":{}}' \
        '{"jsonrpc":"2.0","id":2,"method":"shutdown"}' '{"jsonrpc":"2.0","method":"exit"}'; do
        printf 'Content-Length: %d\r\n\r\n%s' "${#message}" "$message"
    done
}
lsp_input > "$work/lsp.in"

# Runs "$@" under LD_DEBUG=libs; the loader's log goes to $work/libs.
traced() { LD_DEBUG=libs LD_DEBUG_OUTPUT="$work/libs" "$@"; }
for command in "check Configs/" "compile $spec" "fmt --check $spec" "schema" \
    "simulate --duration 1 $spec" "explain E0101" "lsp"; do
    rm -f "$work"/libs.*
    if [ "$command" = lsp ]; then
        traced "$bin" lsp < "$work/lsp.in" > "$work/out" 2>&1
    else
        traced "$bin" $command > "$work/out" 2>&1
    fi
    status=$?
    name="carousel ${command%% *} loads no window library"
    if ! ls "$work"/libs.* > /dev/null 2>&1; then
        fail "$name (no LD_DEBUG log was written)"
    elif cat "$work"/libs.* | grep -qE "$window_libraries"; then
        fail "$name"; cat "$work"/libs.* | grep -E "calling init: .*$window_libraries" | head -5
    elif [ "$status" -gt 1 ]; then
        fail "$name (exit code $status)"; head -5 "$work/out"
    else
        pass "$name"
    fi
done

# Which of the window libraries "$@" initialises, sorted, one file name a line.
loaded() {
    rm -f "$work"/libs.*
    traced "$@" > "$work/out" 2>&1
    cat "$work"/libs.* | grep -oE "calling init: .*" | grep -oE "$window_libraries[^ ]*" | sort -u
}
libraries=$(loaded "$bin" render "$spec" --output "$work/frame.png")
if echo "$libraries" | grep -qx 'libSDL2-2.0.so.0' && echo "$libraries" | grep -qx 'libSDL2_ttf-2.0.so.0' \
    && echo "$libraries" | grep -qx 'libSDL2_image-2.0.so.0' && ! echo "$libraries" | grep -q '^libgif' \
    && [ -s "$work/frame.png" ]; then
    pass "render loads SDL2, SDL2_ttf and SDL2_image (not giflib) and writes the PNG"
else
    fail "render loads SDL2, SDL2_ttf and SDL2_image (not giflib) and writes the PNG"; echo "$libraries"
fi
libraries=$(loaded "$bin" render "$spec" --animate "$work/preview.gif" --duration 0.5 --size 320x200)
if echo "$libraries" | grep -qx 'libgif.so.7' && [ -s "$work/preview.gif" ]; then
    pass "render --animate x.gif loads giflib and writes the GIF"
else
    fail "render --animate x.gif loads giflib and writes the GIF"; echo "$libraries"
fi

# An empty file named like the library, first on the search path: dlopen fails ("file too short").
broken() {
    rm -rf "$work/broken"
    mkdir "$work/broken"
    : > "$work/broken/$1"
}
broken libSDL2_ttf-2.0.so.0
LD_LIBRARY_PATH="$work/broken" "$bin" check Configs/ > "$work/out" 2>&1
status=$?
if [ "$status" = 0 ]; then
    pass "check passes with a broken libSDL2_ttf on the search path"
else
    fail "check passes with a broken libSDL2_ttf on the search path (exit code $status)"; cat "$work/out"
fi
# expect_message NAME FILE PACKAGE COMMAND...: exit code 2, one line on stderr naming FILE and PACKAGE.
expect_message() {
    local name=$1 file=$2 package=$3
    shift 3
    LD_LIBRARY_PATH="$work/broken" "$@" > "$work/out" 2> "$work/err"
    local status=$?
    if [ "$status" = 2 ] && [ "$(wc -l < "$work/err")" = 1 ] && grep -qF "cannot load $file" "$work/err" \
        && grep -qF "Debian package $package" "$work/err"; then
        pass "$name"
    else
        fail "$name (exit code $status)"; cat "$work/err"
    fi
}
expect_message "render without SDL2_ttf names libSDL2_ttf-2.0.so.0 and libsdl2-ttf-2.0-0" \
    libSDL2_ttf-2.0.so.0 libsdl2-ttf-2.0-0 "$bin" render "$spec" --output "$work/x.png"
broken libSDL2-2.0.so.0
expect_message "demo without SDL2 names libSDL2-2.0.so.0 and libsdl2-2.0-0" \
    libSDL2-2.0.so.0 libsdl2-2.0-0 env DISPLAY=:0 "$bin" demo "$spec" --exit-after 1
broken libgif.so.7
expect_message "render --animate without giflib names libgif.so.7 and libgif7" \
    libgif.so.7 libgif7 "$bin" render "$spec" --animate "$work/x.gif" --duration 0.5 --size 320x200

# A program that embeds the package and links SDL itself: the forwarders and the loader, compiled as
# SwiftPM compiles them, linked with the program's own SDL.
cat > "$work/host.c" <<'C'
#include <SDL2/SDL.h>
#include <stdio.h>
#include "lazy_libraries.h"
/* SDL_Init is in the forwarding table; SDL_WasInit is not, so it is always the program's own SDL. */
int main(void) {
    if (SDL_Init(SDL_INIT_VIDEO) != 0) { printf("SDL_Init failed: %s\n", SDL_GetError()); return 1; }
    printf("one-state=%d loaded-before=%d\n", SDL_WasInit(SDL_INIT_VIDEO) != 0,
           carousel_lazy_was_loaded_before(CAROUSEL_LAZY_SDL2));
    SDL_Quit();
    return 0;
}
C
cc=${CC:-clang}
lazy=Sources/CLazyLibraries
if $cc -I"$lazy/include" -I"$lazy" -c "$lazy/lazy_forwarders.c" -o "$work/forwarders.o" \
    && $cc -I"$lazy/include" -I"$lazy" -c "$lazy/lazy_loader.c" -o "$work/loader.o" \
    && $cc -I"$lazy/include" -c "$work/host.c" -o "$work/host.o"; then
    # embedded_host NAME EXPECTED LINK...: links host.o with the forwarders and LINK, runs it headless.
    embedded_host() {
        local name=$1 expected=$2
        shift 2
        if ! $cc "$work/host.o" "$work/forwarders.o" "$work/loader.o" "$@" -o "$work/host" > "$work/link" 2>&1; then
            fail "$name: links"; head -5 "$work/link"; return
        fi
        SDL_VIDEODRIVER=dummy "$work/host" > "$work/out" 2>&1
        if grep -qx "$expected" "$work/out"; then pass "$name"; else fail "$name"; cat "$work/out"; fi
    }
    embedded_host "a program linked with -lSDL2 links and its forwarded calls reach its own SDL" \
        "one-state=1 loaded-before=1" -lSDL2 -ldl -lpthread
    static_libs=$(pkg-config --static --libs-only-l sdl2 | sed 's/-lSDL2 //; s/-lSDL2$//')
    embedded_host "a program linked with libSDL2.a links (no multiple definition) and calls the static SDL" \
        "one-state=1 loaded-before=0" "$(pkg-config --variable=libdir sdl2)/libSDL2.a" $static_libs -ldl -lpthread -lm
else
    fail "the forwarders, the loader and a C host compile with $cc"
fi
exit $failed
