# Carousel: the two commands are `make demo` and `make test` (see README.md).
# Every system package a target needs is installed by `make deps` / `make deps-test`
# (apt-get when run as root, otherwise the exact command to run is printed).

SHELL        := /bin/bash
SWIFT        ?= swift
CONFIG       ?= release
BUILD_DIR    := .build
BIN          := $(BUILD_DIR)/$(CONFIG)/carousel
BENCH_BIN    := $(BUILD_DIR)/release/carousel-bench
# Release builds link the Swift runtime in statically (SDL stays dynamic; no module imports Foundation): a
# process starts in half the instructions (docs/history/performance-notebook.md, "Check speed"). Debug builds keep
# the default, so `make build CONFIG=debug` and `swift build --build-tests` share one build.
STATIC_SWIFT := $(if $(filter release,$(CONFIG)),--static-swift-stdlib,)
# The build without the Window trait (no SDL): tested by `make test`, shipped by `make dist`.
LIGHT_DIR    := $(BUILD_DIR)/light
EMBED_DIR    := $(BUILD_DIR)/embed
LIGHT_BIN    := $(LIGHT_DIR)/debug/carousel
DIST_DIR     := $(BUILD_DIR)/dist
DIST_BIN     := $(DIST_DIR)/release/carousel
VENV         := $(BUILD_DIR)/venv
SHARED       := ../shared

# Debian packages: to build and run the demo, and in addition to run the tests. The fonts draw
# Japanese, Chinese and Korean (Noto CJK) and colour emoji; fontconfig finds them for the window.
# giflib and libwebp encode the animated previews of `carousel render --animate`.
BUILD_PACKAGES := pkg-config libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libfontconfig-dev libgif-dev libwebp-dev \
                  fonts-noto-cjk fonts-noto-color-emoji
TEST_PACKAGES  := $(BUILD_PACKAGES) xvfb xauth xdotool imagemagick python3 python3-venv \
                  golang-github-burntsushi-toml-dev hyperfine time neovim
# xmllint validates `check --format junit` against Tests/Fixtures/ci/junit.xsd in the unit tests.
TEST_PACKAGES  += libxml2-utils
# The minimise step of Tests/e2e/e2e_hidden_pause.py needs a window manager (openbox) and xprop.
TEST_PACKAGES  += openbox x11-utils
# readelf and nm: Tests/e2e/lazy_libraries.sh and scripts/lazy_symbols.py (the libraries loaded on first use).
TEST_PACKAGES  += binutils
# The second LSP client of Tests/e2e/lsp_eglot.sh, beside Neovim: Emacs with eglot.
TEST_PACKAGES  += emacs-nox elpa-eglot
# Tests/e2e/install_package.sh: the shells that load the completions, man to render the pages, strace
# to see the installed binary open its fonts, and what `make deb` needs (dpkg-shlibdeps, lintian).
DEB_PACKAGES   := dpkg-dev fakeroot lintian
TEST_PACKAGES  += zsh fish man-db groff-base strace $(DEB_PACKAGES)
# Tests/e2e/e2e_atspi.py reads the window as a screen reader does: the accessibility bus (at-spi2-core:
# at-spi-bus-launcher, at-spi2-registryd), a private session bus (dbus-run-session), pyatspi, and the ATK
# libraries the demo loads with dlopen (no headers: Sources/CAccessibility declares what it calls).
TEST_PACKAGES  += at-spi2-core dbus-daemon python3-pyatspi python3-gi libatk1.0-0 libatk-bridge2.0-0

.PHONY: demo-open pre-commit docs-options deps-bench soak
.PHONY: all build demo test bench deps deps-test toolchain unit conformance differential taplo e2e light dist clean help \
        fuzz test-asan test-tsan property

all: build

# One line per target; `make lint` fails when a target of this Makefile is missing here.
help:
	@echo "Carousel's make targets (README.md; the workflow is in CONTRIBUTING.md):"
	@echo "  make demo          build, then open the showcase window (no display: write $(DEMO_PREVIEW), an animated preview)"
	@echo "  make build         release build of the carousel executable ($(BIN)); CONFIG=debug for a debug one"
	@echo "  make test          install what the tests need, build, then make lint and every suite below (unit to package)"
	@echo "  make unit          build the tests, run the unit tests (FILTER=regex runs the matching ones): the fast loop"
	@echo "  make lint          swift format lint --strict (.swift-format) over Sources, Tests, Fuzz, Examples, Package.swift; help lists every target"
	@echo "  make property      the render pass's property test: $(PROPERTY_COUNT) random valid specs through check --render"
	@echo "  make conformance   toml-test's valid and invalid documents through carousel toml-decode"
	@echo "  make differential  $(DIFFERENTIAL_COUNT) generated TOML documents decoded by carousel and by Python's tomllib"
	@echo "  make taplo         Configs/ against schema/carousel.schema.json with taplo, and taplo's schema association"
	@echo "  make e2e           Tests/e2e: the window under Xvfb, make demo headless, pre-commit, action.yml, Neovim, Emacs, lazy libraries"
	@echo "  make light         build without the Window trait (no SDL) into $(LIGHT_DIR); compare its outputs with the full build"
	@echo "  make package       make install into a temporary prefix and make deb, then run them (Tests/e2e/install_package.sh)"
	@echo "  make embed         build Examples/embed against this package ($(EMBED_DIR)) and run it headless (docs/embed.md)"
	@echo "  make bench         release builds, then every benchmark (scripts/bench.sh); writes the table of docs/performance.md"
	@echo "  make deps-bench    install Chromium and Slick for the kiosk peer of make bench (bench/kiosk-peer)"
	@echo "  make soak          showcase and signage windows under Xvfb with scripted input for SOAK_MINUTES (default 30); RSS growth"
	@echo "  make fuzz          each libFuzzer target of Fuzz/ for FUZZ_SECONDS (default $(FUZZ_SECONDS)) seconds"
	@echo "  make test-asan     the unit tests under AddressSanitizer and LeakSanitizer ($(ASAN_DIR))"
	@echo "  make test-tsan     the parallel check and the caches under ThreadSanitizer ($(TSAN_DIR))"
	@echo "  make docs-options  rewrite the option tables of docs/cli.md and docs/demo.md from the declarations"
	@echo "  make dist          release carousel without SDL, the Swift runtime linked in ($(DIST_BIN))"
	@echo "  make install       PREFIX=... (default $(PREFIX)): build, install the binary, man pages, completions, schema, fonts, docs"
	@echo "  make deb           $(BUILD_DIR)/deb/carousel_VERSION_ARCH.deb with dpkg-deb, checked by lintian"
	@echo "  make deps          the Debian packages that building and the demo need (apt-get as root, else the command to run)"
	@echo "  make deps-test     the Debian packages that make test needs, the same way"
	@echo "  make effect-images redraw docs/images/effect-*.png (at rest and mid-drag)"
	@echo "  make m3-images     redraw docs/images/m3*.png (Material 3 at rest and mid-drag)"
	@echo "  make pre-commit    install the real pre-commit (PyPI) into $(VENV), for the e2e hook test"
	@echo "  make clean         remove $(BUILD_DIR)"
	@echo "  make all           the same as make build"
	@echo "  make help          this list"
	@echo "Steps of the targets above, runnable alone:"
	@echo "  make toolchain     fail with a hint when no Swift toolchain is on PATH"
	@echo "  make commit-header write the commit that carousel --version prints ($(COMMIT_HEADER))"
	@echo "  make lazy-symbols  check every SDL, fontconfig, giflib and libwebp call is in the lazy-loading table"
	@echo "  make demo-open     open the showcase with the last build (what make demo runs after building)"
	@echo "  make install-files install a carousel built already (INSTALL_BIN, default $(BIN)) without building"
	@echo "  make deb-package   package the last release build (what make deb runs after building)"

toolchain:
	@command -v $(SWIFT) >/dev/null 2>&1 || { \
	  echo "error: no Swift toolchain on PATH. Carousel needs Swift 6.3 or later (swift.org/install for Linux)."; exit 2; }

# Installs the missing packages of $(1): as root with apt-get, otherwise prints the command.
define install_missing
	@missing=""; for p in $(1); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -z "$$missing" ]; then echo "deps: all system packages present"; \
	elif [ "$$(id -u)" = 0 ]; then \
	  echo "deps: installing$$missing"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing >/dev/null \
	    || { echo "deps: apt-get failed for$$missing"; exit 2; }; \
	else \
	  echo "deps: missing Debian packages:$$missing"; \
	  echo "      run: sudo apt-get install -y$$missing"; exit 2; \
	fi
endef

deps: toolchain
	$(call install_missing,$(BUILD_PACKAGES))

deps-test: toolchain
	$(call install_missing,$(TEST_PACKAGES))

# The kiosk peer of `make bench` (bench/kiosk-peer): Chromium showing the same carousel with Slick.
# Only the benchmark uses them, so `make bench` measures the peer when they are there and says it
# skipped it otherwise.
BENCH_PACKAGES := chromium libjs-slick libjs-jquery
deps-bench: toolchain
	$(call install_missing,$(BENCH_PACKAGES))

# The version number is written once, in Sources/CarouselCLI/Support/Version/CarouselVersion.swift;
# the commit of `carousel --version` comes from $(COMMIT_HEADER), rewritten before every build only
# when the commit changes (then one C file recompiles). Without it (a build from a tarball, or a
# plain `swift build` first), carousel says "unknown commit".
COMMIT_HEADER := $(BUILD_DIR)/carousel-commit.h
.PHONY: commit-header
commit-header:
	@mkdir -p $(BUILD_DIR); commit=$$(git rev-parse --short=12 HEAD 2>/dev/null) || commit=""; \
	if [ -n "$$commit" ] && ! git diff --quiet HEAD -- 2>/dev/null; then commit="$$commit-dirty"; fi; \
	line="#define CAROUSEL_COMMIT \"$$commit\""; \
	[ "$$(cat $(COMMIT_HEADER) 2>/dev/null)" = "$$line" ] || echo "$$line" > $(COMMIT_HEADER)

build: deps commit-header
	$(SWIFT) build -c $(CONFIG) $(STATIC_SWIFT) --product carousel

demo: build
	@$(MAKE) --no-print-directory demo-open

# Without a display (no DISPLAY, no WAYLAND_DISPLAY) the window cannot open: write the showcase
# as an animated GIF instead (offscreen, no X server needed), print its path and how to get the
# live window. Tests/e2e/demo_headless.sh runs this rule with the display variables unset.
DEMO_SPEC    ?= $(if $(SPEC),$(SPEC),Configs/showcase.carousel.toml)
DEMO_PREVIEW ?= $(BUILD_DIR)/showcase.gif
demo-open:
	@if [ -z "$$DISPLAY" ] && [ -z "$$WAYLAND_DISPLAY" ]; then \
	  echo "make demo: no display (DISPLAY and WAYLAND_DISPLAY are not set): drawing the showcase offscreen instead."; \
	  script=""; [ -z "$(SPEC)" ] && script="--input docs/images/showcase-input.json"; \
	  $(BIN) render $(DEMO_SPEC) $$script --animate $(DEMO_PREVIEW) --size 640x400 --duration 5 \
	    || exit 2; \
	  echo "make demo: the animated preview is $$(realpath $(DEMO_PREVIEW)) (open it in a browser or image viewer)"; \
	  echo "  For the live window, run make demo from a terminal inside a desktop session,"; \
	  echo "  or under a virtual display: xvfb-run -s '-screen 0 1280x800x24' $(BIN) demo   (Debian packages xvfb, xauth)"; \
	else $(BIN) demo $(SPEC); fi

$(VENV)/bin/taplo:
	python3 -m venv $(VENV)
	$(VENV)/bin/pip install -q taplo

# jsonschema (PyPI) validates `check --format gitlab` against Tests/Fixtures/ci/ in the unit tests.
$(VENV)/.jsonschema:
	[ -x $(VENV)/bin/python3 ] || python3 -m venv $(VENV)
	$(VENV)/bin/pip install -q jsonschema
	touch $@

test: $(VENV)/.jsonschema
# The real pre-commit (PyPI; it brings PyYAML, which Tests/e2e/action_steps.sh reads action.yml with).
$(VENV)/bin/pre-commit:
	[ -x $(VENV)/bin/pip ] || python3 -m venv $(VENV)
	$(VENV)/bin/pip install -q pre-commit
pre-commit: $(VENV)/bin/pre-commit

test: deps-test commit-header
	$(SWIFT) build --build-tests
	@rm -f $(BUILD_DIR)/test-counts
	$(MAKE) --no-print-directory unit property conformance differential taplo e2e light package embed CONFIG=debug
	@awk '{ n += $$2 } END { print "make test: all suites passed (" n " checks: unit tests, render-pass property specs, toml-test cases, differential TOML documents, taplo files, e2e scenarios, light-build checks, install and package checks, the embedding example)"; print n " passed, 0 failed" }' $(BUILD_DIR)/test-counts

# Before the build: a Swift call of an SDL, fontconfig, giflib or libwebp function that the forwarding
# table (Sources/CLazyLibraries/lazy_functions.h) lacks is named with its file, line and the line to add
# (the link would only say "undefined reference"). Tests/e2e/lazy_libraries.sh runs it again and counts it.
.PHONY: lazy-symbols
lazy-symbols:
	python3 scripts/lazy_symbols.py
test: lazy-symbols

# swift format lint --strict with the committed .swift-format (a few seconds; the first step of `make test`),
# then: every target of this Makefile has its line in `make help`.
LINT_PATHS := Sources Tests Fuzz Package.swift Examples/embed/Package.swift Examples/embed/Sources
.PHONY: lint
lint: toolchain
	$(SWIFT) format lint --strict --parallel --recursive --configuration .swift-format $(LINT_PATHS)
	@echo "make lint: swift format lint --strict reports nothing in $(LINT_PATHS)"
	@help=$$($(MAKE) --no-print-directory help); missing=""; \
	for target in $$(sed -nE 's/^([a-z][a-z0-9-]*):([^=].*)?$$/\1/p' Makefile | sort -u); do \
	  grep -qE "^  make $$target( |$$)" <<< "$$help" || missing="$$missing $$target"; \
	done; \
	[ -z "$$missing" ] || { echo "make lint: make help does not list:$$missing"; exit 1; }; \
	echo "make lint: make help lists every target of the Makefile"
test: lint

# Swift Testing prints a line per test; the full log is kept, the console gets failures and the totals.
# `make unit` alone builds first (a no-op after `make test`'s build); FILTER=regex runs the matching tests only.
unit: commit-header
	$(SWIFT) build --build-tests
	@echo "unit tests (full log: $(BUILD_DIR)/unit-tests.log)"
	set -o pipefail; $(SWIFT) test --skip-build $(if $(FILTER),--filter '$(FILTER)',) 2>&1 | tee $(BUILD_DIR)/unit-tests.log \
	  | { grep -E "✘|Test run with|error:|recorded an issue" || true; }
	@grep -oE "Test run with [0-9]+ tests" $(BUILD_DIR)/unit-tests.log | awk '{ print "unit", $$4 }' >> $(BUILD_DIR)/test-counts

# The render pass's property test (issue 9): random specs walked from the schema's descriptors
# (seeded); every one `check` accepts without a warning must pass `check --render` (fake font
# metrics, so it is pure and fast). A failure lists each class with seeds and the spec files it
# wrote. `make test` runs it as its own step (the unit step lists it as skipped: it needs
# CAROUSEL_PROPERTY=1); Configs/ through the render pass (fake and real fonts) is in the unit step.
PROPERTY_COUNT ?= 2000
PROPERTY_SEED  ?= 9
property:
	@echo "render-pass property test, $(PROPERTY_COUNT) valid specs (full log: $(BUILD_DIR)/property.log)"
	set -o pipefail; CAROUSEL_PROPERTY=1 CAROUSEL_PROPERTY_COUNT=$(PROPERTY_COUNT) CAROUSEL_PROPERTY_SEED=$(PROPERTY_SEED) \
	  CAROUSEL_PROPERTY_ONLY=$(CAROUSEL_PROPERTY_ONLY) \
	  $(SWIFT) test --skip-build --filter 'RenderPropertyTests' \
	  2>&1 | tee $(BUILD_DIR)/property.log \
	  | { grep -E "✘|Test run with|error:|↳ [0-9]+ render-pass|^ +(- W04|seed [0-9]+:|spec: )" || true; }
	@echo "property $(PROPERTY_COUNT)" >> $(BUILD_DIR)/test-counts

conformance:
	@[ -d "$(SHARED)/toml-test/tests" ] || { \
	  echo "conformance: $(SHARED)/toml-test is not here (it is not part of a clone);"; \
	  echo "             using Debian's older copy of toml-test (golang-github-burntsushi-toml-dev)."; }
	set -o pipefail; python3 scripts/toml_conformance.py $(BIN) | tee $(BUILD_DIR)/conformance.log
	@grep -oE "^[0-9]+ passed, 0 failed" $(BUILD_DIR)/conformance.log | awk '{ print "toml-test", $$1 }' >> $(BUILD_DIR)/test-counts

# Generated TOML documents (seeded, every TOML feature; 2,000 valid and 500 broken by random edits)
# decoded by `carousel toml-decode` and by Python's tomllib must agree; a disagreement prints a
# minimised document.
DIFFERENTIAL_COUNT ?= 2000
DIFFERENTIAL_SEED  ?= 13
differential:
	set -o pipefail; python3 scripts/toml_differential.py $(BIN) --count $(DIFFERENTIAL_COUNT) \
	  --seed $(DIFFERENTIAL_SEED) | tee $(BUILD_DIR)/differential.log
	@grep -oE "^[0-9]+ passed, 0 failed" $(BUILD_DIR)/differential.log | awk '{ print "differential", $$1 }' >> $(BUILD_DIR)/test-counts

taplo: $(VENV)/bin/taplo
	$(VENV)/bin/taplo check --schema "file://$(CURDIR)/schema/carousel.schema.json" Configs/*.carousel.toml
	@echo "taplo: $$(ls Configs/*.carousel.toml | wc -l) specs match schema/carousel.schema.json"
	@echo "taplo $$(ls Configs/*.carousel.toml | wc -l)" >> $(BUILD_DIR)/test-counts
	set -o pipefail; sh Tests/e2e/taplo_association.sh $(VENV)/bin/taplo | tee $(BUILD_DIR)/taplo-association.log
	@echo "taplo $$(grep -c ': PASS$$' $(BUILD_DIR)/taplo-association.log)" >> $(BUILD_DIR)/test-counts

e2e: $(VENV)/bin/pre-commit
	set -o pipefail; bash Tests/e2e/run_all.sh $(BIN) | tee $(BUILD_DIR)/e2e.log
	set -o pipefail; bash Tests/e2e/demo_headless.sh $(BIN) | tee -a $(BUILD_DIR)/e2e.log
	set -o pipefail; bash Tests/e2e/precommit.sh $(BIN) $(VENV) | tee -a $(BUILD_DIR)/e2e.log
	set -o pipefail; bash Tests/e2e/action_steps.sh $(VENV) | tee -a $(BUILD_DIR)/e2e.log
	set -o pipefail; bash Tests/e2e/lsp_neovim.sh $(BIN) | tee -a $(BUILD_DIR)/e2e.log
	set -o pipefail; bash Tests/e2e/lsp_eglot.sh $(BIN) | tee -a $(BUILD_DIR)/e2e.log
	set -o pipefail; bash Tests/e2e/lazy_libraries.sh $(BIN) | tee -a $(BUILD_DIR)/e2e.log
	@echo "e2e $$(grep -cE '^e2e .*: passed' $(BUILD_DIR)/e2e.log)" >> $(BUILD_DIR)/test-counts

# The carousel built without the Window trait (no SDL, no SDL headers): ldd shows no libSDL2,
# `check` prints the same bytes as the full build, demo and render say which trait they need.
light: toolchain commit-header
	$(SWIFT) build --disable-default-traits --product carousel --build-path $(LIGHT_DIR)
	set -o pipefail; bash scripts/light_check.sh $(LIGHT_BIN) $(BIN) | tee $(BUILD_DIR)/light.log
	@echo "light $$(grep -c ': passed$$' $(BUILD_DIR)/light.log)" >> $(BUILD_DIR)/test-counts

# The option tables of docs/cli.md and docs/demo.md, written afresh from the commands' declarations
# (OptionTableDocsTests fails when they drift).
docs-options: toolchain
	CAROUSEL_RECORD=1 $(SWIFT) test --filter OptionTableDocsTests

# A carousel to copy to machines without the Swift toolchain (a CI runner that checks specs):
# release, without the Window trait (every command but demo and render; no SDL needed), with the
# Swift runtime linked in statically.
dist: toolchain commit-header
	$(SWIFT) build -c release --disable-default-traits --static-swift-stdlib --product carousel \
	  --build-path $(DIST_DIR)
	@echo "make dist: $(DIST_BIN)"
	@ldd $(DIST_BIN) || true
	@if ldd $(DIST_BIN) 2>/dev/null | grep -q 'libswift'; then \
	  echo "make dist: the Swift runtime is still linked dynamically (libswift* above)"; exit 1; fi
	@$(DIST_BIN) check Configs/ >/dev/null && echo "make dist: the binary checks Configs/ (exit code 0)"

# Every benchmark (scripts/bench.sh), then the table of docs/performance.md written from its log.
bench: deps-test commit-header $(VENV)/bin/taplo
	$(SWIFT) build -c release --static-swift-stdlib
	$(SWIFT) build -c release --disable-default-traits --static-swift-stdlib --product carousel --build-path $(DIST_DIR)
	@mkdir -p $(BUILD_DIR)/bench
	set -o pipefail; bash scripts/bench.sh 2>&1 | tee $(BUILD_DIR)/bench/bench.log
	python3 scripts/bench_table.py $(BUILD_DIR)/bench/bench.log docs/performance.md

# The soak run (issue 24), separate from `make test`: the showcase and Configs/signage.carousel.toml
# side by side under Xvfb with scripted input, RSS sampled; fails when either grows by 2 MB or more
# after the warm-up. `make soak SOAK_MINUTES=2` tries it quickly.
SOAK_MINUTES ?= 30
soak: build deps-test
	SOAK_MINUTES=$(SOAK_MINUTES) CAROUSEL_BIN=$(CURDIR)/$(BIN) python3 Tests/e2e/soak.py

# Robustness runs (issue 13), separate from `make test`; see CONTRIBUTING.md.
# LeakSanitizer ignores what one-time global initialisers keep (Fuzz/lsan.supp); every other leak counts.
FUZZ_SECONDS   ?= 60
FUZZ_TARGETS   ?= toml spec script simulate lint lsp
ASAN_DIR       := $(BUILD_DIR)/asan
TSAN_DIR       := $(BUILD_DIR)/tsan
SANITIZER_ENV  := LSAN_OPTIONS=suppressions=$(CURDIR)/Fuzz/lsan.supp:print_suppressions=0
# What runs threads: the parallel `check` (in process and as a subprocess) and the drawing caches.
TSAN_CHECK     := BatchChecker|parallelOutputEqualsSerialOutput|FontFileFaceTests
TSAN_CACHES    := CardCacheTests|FontMetricsCacheTests|LRUCacheTests|ShadowCacheTests
TSAN_FILTER    ?= $(TSAN_CHECK)|$(TSAN_CACHES)
# Peak-memory tests measure the plain build (`make test`): ASan's shadow memory and quarantine add
# hundreds of MB to any process, so under ASan they are not run, and the target says so.
ASAN_SKIP      := BoundedMemory
ASAN_ENV       := CAROUSEL_TEST_TIMEOUT_SCALE=6

# libFuzzer targets built with -sanitize=fuzzer,address; prints exec/s, executions and coverage per target.
fuzz: toolchain
	bash scripts/fuzz.sh $(FUZZ_SECONDS) $(FUZZ_TARGETS)

# Every unit test, built and run with AddressSanitizer (with LeakSanitizer). UndefinedBehaviorSanitizer has
# nothing to add: swiftc refuses `-sanitize=undefined` on Linux, the package has no C code of its own, and
# the debug build's own checks (overflow, bounds, Double-to-Int conversions) trap on what UBSan finds in C.
test-asan: deps-test
	@set -o pipefail; start=$$(date +%s); \
	$(SWIFT) build --build-tests --sanitize=address --build-path $(ASAN_DIR) || exit 2; \
	built=$$(date +%s); \
	echo "make test-asan: not run under ASan (peak-memory tests, measured by make test): tests matching '$(ASAN_SKIP)'"; \
	$(SANITIZER_ENV) $(ASAN_ENV) $(SWIFT) test --skip-build --sanitize=address --build-path $(ASAN_DIR) \
	  --skip '$(ASAN_SKIP)' 2>&1 \
	  | tee $(BUILD_DIR)/asan-tests.log | { grep -E "✘|Test run with|error:|recorded an issue|Sanitizer" || true; }; \
	status=$$?; end=$$(date +%s); \
	echo "make test-asan: build $$((built - start)) s, tests $$((end - built)) s (log: $(BUILD_DIR)/asan-tests.log)"; \
	exit $$status

# The threaded code under ThreadSanitizer (the subprocess runs the TSan-built carousel too).
test-tsan: deps-test
	@set -o pipefail; start=$$(date +%s); \
	$(SWIFT) build --build-tests --sanitize=thread --build-path $(TSAN_DIR) || exit 2; \
	built=$$(date +%s); \
	TSAN_OPTIONS=halt_on_error=1 $(SWIFT) test --skip-build --sanitize=thread --build-path $(TSAN_DIR) \
	  --filter '$(TSAN_FILTER)' 2>&1 \
	  | tee $(BUILD_DIR)/tsan-tests.log | { grep -E "✘|Test run with|error:|recorded an issue|Sanitizer" || true; }; \
	status=$$?; end=$$(date +%s); \
	echo "make test-tsan: build $$((built - start)) s, tests $$((end - built)) s (log: $(BUILD_DIR)/tsan-tests.log)"; \
	exit $$status

clean:
	rm -rf $(BUILD_DIR)

# `make install PREFIX=/usr/local` (DESTDIR too): the binary, carousel(1) and carousel-spec(5), the bash,
# zsh and fish completions, the JSON Schema, the bundled fonts (found from PREFIX/bin/carousel at
# PREFIX/share/carousel/fonts) and the docs the language server links to (PREFIX/share/doc/carousel).
# Every generated file comes from the installed binary itself. `install-files` installs a carousel
# built already (INSTALL_BIN, default $(BIN)); Tests/e2e/install_package.sh uses it.
PREFIX          ?= /usr/local
DESTDIR         ?=
INSTALL_BIN     ?= $(BIN)
ZSH_COMPLETIONS ?= share/zsh/site-functions
INSTALLED_DOCS  := docs/diagnostics.md docs/spec.md docs/cli.md docs/editors.md
.PHONY: install install-files deb package
install: build
	@$(MAKE) --no-print-directory install-files
install-files:
	@root="$(DESTDIR)$(PREFIX)"; set -e; \
	install -d "$$root/bin" "$$root/share/man/man1" "$$root/share/man/man5" "$$root/share/carousel/fonts" \
	  "$$root/share/doc/carousel" "$$root/share/bash-completion/completions" "$$root/$(ZSH_COMPLETIONS)" \
	  "$$root/share/fish/vendor_completions.d"; \
	install -m 755 $(INSTALL_BIN) "$$root/bin/carousel"; \
	bin="$$root/bin/carousel"; \
	"$$bin" man carousel > "$$root/share/man/man1/carousel.1"; \
	"$$bin" man carousel-spec > "$$root/share/man/man5/carousel-spec.5"; \
	"$$bin" completions bash > "$$root/share/bash-completion/completions/carousel"; \
	"$$bin" completions zsh > "$$root/$(ZSH_COMPLETIONS)/_carousel"; \
	"$$bin" completions fish > "$$root/share/fish/vendor_completions.d/carousel.fish"; \
	"$$bin" schema -o "$$root/share/carousel/carousel.schema.json"; \
	install -m 644 Assets/fonts/*.ttf Assets/fonts/LICENSE-DejaVu.txt "$$root/share/carousel/fonts/"; \
	install -m 644 $(INSTALLED_DOCS) "$$root/share/doc/carousel/"; \
	chmod 644 "$$root"/share/man/man*/carousel* "$$root"/share/bash-completion/completions/carousel \
	  "$$root/$(ZSH_COMPLETIONS)/_carousel" "$$root"/share/fish/vendor_completions.d/carousel.fish; \
	echo "make install: $$("$$bin" --version) in $$root"

# `make deb`: a Debian package of the release build (the Swift runtime linked in, SDL loaded on first
# use: Recommends), built with dpkg-deb from a `make install` into a staging folder, checked by lintian
# (errors fail the target). The version is the binary's own (`carousel --version`); the dependencies
# come from dpkg-shlibdeps. The bundled fonts are Debian's (fonts-dejavu-core), linked from
# /usr/share/carousel/fonts rather than copied. packaging/debian/ holds the control template, the
# changelog and the copyright file.
DEB_ARCH  := $(shell dpkg --print-architecture 2>/dev/null)
DEB_STAGE := $(BUILD_DIR)/deb/root
DEB_FILE   = $(BUILD_DIR)/deb/carousel_$(DEB_VERSION)_$(DEB_ARCH).deb
DEB_VERSION = $(shell $(BIN) --version 2>/dev/null | cut -d' ' -f2)
deb: build
	$(call install_missing,$(DEB_PACKAGES))
	@$(MAKE) --no-print-directory deb-package CONFIG=release
.PHONY: deb-package
deb-package:
	@set -e; rm -rf $(DEB_STAGE); \
	$(MAKE) --no-print-directory install-files DESTDIR=$(DEB_STAGE) PREFIX=/usr INSTALL_BIN=$(BIN) \
	  ZSH_COMPLETIONS=share/zsh/vendor-completions >/dev/null; \
	strip --strip-unneeded --remove-section=.comment --remove-section=.note $(DEB_STAGE)/usr/bin/carousel; \
	gzip -9n $(DEB_STAGE)/usr/share/man/man1/carousel.1 $(DEB_STAGE)/usr/share/man/man5/carousel-spec.5; \
	for font in $(DEB_STAGE)/usr/share/carousel/fonts/*.ttf; do \
	  ln -sf ../../fonts/truetype/dejavu/$$(basename $$font) $$font; done; \
	install -m 644 packaging/debian/copyright $(DEB_STAGE)/usr/share/doc/carousel/copyright; \
	sed "s/@VERSION@/$(DEB_VERSION)/" packaging/debian/changelog | gzip -9n > $(DEB_STAGE)/usr/share/doc/carousel/changelog.gz; \
	chmod 644 $(DEB_STAGE)/usr/share/doc/carousel/changelog.gz; \
	work=$(BUILD_DIR)/deb/shlibs; rm -rf $$work; mkdir -p $$work/debian; \
	printf 'Source: carousel\n\nPackage: carousel\nArchitecture: any\n' > $$work/debian/control; \
	depends=$$(cd $$work && dpkg-shlibdeps -O $(CURDIR)/$(DEB_STAGE)/usr/bin/carousel 2>/dev/null | sed 's/^shlibs:Depends=//'); \
	[ -n "$$depends" ] || { echo "make deb: dpkg-shlibdeps found no dependencies (is dpkg-dev installed?)"; exit 2; }; \
	mkdir -p $(DEB_STAGE)/DEBIAN; \
	sed -e "s/@VERSION@/$(DEB_VERSION)/" -e "s/@ARCH@/$(DEB_ARCH)/" -e "s/@DEPENDS@/$$depends/" \
	  -e "s/@SIZE@/$$(du -sk --exclude=DEBIAN $(DEB_STAGE) | cut -f1)/" packaging/debian/control > $(DEB_STAGE)/DEBIAN/control; \
	find $(DEB_STAGE) -type d -exec chmod 755 {} +; \
	fakeroot dpkg-deb --build -Zxz $(DEB_STAGE) $(DEB_FILE) >/dev/null; \
	echo "make deb: $(DEB_FILE) ($$(du -h $(DEB_FILE) | cut -f1))"; \
	lintian --fail-on error $(DEB_FILE) \
	  && echo "make deb: lintian reports no errors"

# The e2e test of the two above (part of `make test`): make install into a temporary prefix with the
# debug build, and make deb (a release build), the package's contents, lintian, and its carousel run.
package:
	set -o pipefail; bash Tests/e2e/install_package.sh $(BIN) | tee $(BUILD_DIR)/package.log
	@echo "package $$(grep -c ': passed$$' $(BUILD_DIR)/package.log)" >> $(BUILD_DIR)/test-counts

# Examples/embed (docs/embed.md): a program with its own SDL window and renderer (linked with -lSDL2) that
# draws a carousel beside its own panel, built against this checkout by path (debug, only the products it
# uses, in its own build folder) and run headless for 180 frames: SDL's dummy video driver, its software
# renderer. It fails unless a fed Right key and a drag move the selection, both drawings are on screen and
# the package used the program's SDL. The build time is printed: it is what the example adds to make test.
.PHONY: embed
embed: toolchain
	@start=$$(date +%s); $(SWIFT) build --package-path Examples/embed --build-path $(EMBED_DIR) \
	  && echo "embed: Examples/embed built in $$(( $$(date +%s) - start )) s"
	cd Examples/embed && SDL_VIDEODRIVER=dummy $(abspath $(EMBED_DIR))/debug/EmbedExample --frames 180
	@echo "embed 1" >> $(BUILD_DIR)/test-counts

# docs/images/effect-*.png from Configs/effects*.carousel.toml (at rest and mid-drag; needs imagemagick).
.PHONY: effect-images
effect-images: deps-test
	swift build --product carousel
	sh scripts/effect_images.sh

# docs/images/m3.png and m3-drag.png from Configs/m3.carousel.toml (needs imagemagick).
.PHONY: m3-images
m3-images: deps-test
	swift build --product carousel
	sh scripts/m3_images.sh
