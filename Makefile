# The two commands of a fresh machine: `make run` opens the window, `make test` runs every test.
# Both install the Debian packages they need first (scripts/install-deps.sh).
SWIFT ?= swift
ARGS ?=

.PHONY: deps build release run test lint format bench clean deb install uninstall

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

# Opens the window (under X11, or XWayland in a Wayland session; see README "Install", Wayland).
run: release
	.build/release/playground run $(ARGS)

# Everything: the embedded data is current, unit tests, SDL pixel tests, golden replays, and the
# end-to-end test that drives the real window under Xvfb with xdotool. SDL must stay on one thread,
# so its tests run one at a time, in a process of their own; the pure suites (Motion, PlaygroundCore,
# Replay, Export, …) run in parallel, on every core; the end-to-end tests time real processes, so
# they run one at a time and alone.
# Beside the parallel suites runs the static release build (.build/static: the binary the .deb
# ships), whose last modules compile on one core after the suites are done. The end-to-end tests
# run that binary (PLAYGROUND_E2E_BINARY), the one users get, in about two thirds of the debug
# binary's time; they keep one core busy for 0.7 of their run (measured: 206 s of processor time
# in 298 s) while they wait on the processes they time. So from the end of the parallel suites,
# through the static build's tail and the end-to-end tests, ExportTests (324 s of processor time,
# mostly swiftc and kotlinc) and then the SDL suite, neither of which times anything, run at the
# lowest priority (nice 19: whatever the static build and the end-to-end tests want, they get
# first), as the test binary itself (a second `swift test` would wait for the first's lock on
# .build). Each phase prints when it ended.
# The logs: .build/static-build.log, .build/export-tests.log, .build/sdl-tests.log, .build/lint.log.
BESIDE_E2E_EXPORT = ^ExportTests\.
PURE_SKIP = SDLHostTests|EndToEndTests|$(BESIDE_E2E_EXPORT)
STATIC_BUILD = $(SWIFT) build -c release --static-swift-stdlib --scratch-path .build/static \
	&& $(SWIFT) package --scratch-path .build/static plugin generate-manual --help
TEST_BINARY = $$($(SWIFT) build --show-bin-path)/MotionPlaygroundPackageTests.xctest
# When `make test` started, for the phase times it prints.
STARTED := $(shell date +%s)
# The packages the build needs come first; the rest (display, browser, Kotlin, ffmpeg, packaging
# tools) download and install while it compiles (log: .build/deps-rest.log), and the style check
# runs beside it.
test:
	@scripts/install-deps.sh build
	@mkdir -p .build; scripts/install-deps.sh rest >.build/deps-rest.log 2>&1 & deps=$$!; \
	$(MAKE) --no-print-directory lint >.build/lint.log 2>&1 & lint=$$!; \
	python3 scripts/embed-assets.py --check && $(SWIFT) build --build-tests; status=$$?; \
	wait $$lint || { cat .build/lint.log; echo "error: the style check failed (make lint)"; exit 1; }; \
	wait $$deps || { cat .build/deps-rest.log; echo "error: installing the test packages failed"; exit 1; }; \
	exit $$status
	@echo "make test: built after $$(( $$(date +%s) - $(STARTED) )) s"
	@mkdir -p .build; tests=$(TEST_BINARY); \
	( $(STATIC_BUILD) ) >.build/static-build.log 2>&1 & static=$$!; \
	$(SWIFT) test --skip-build --skip '$(PURE_SKIP)' || { wait $$static; exit 1; }; \
	echo "make test: pure suites done after $$(( $$(date +%s) - $(STARTED) )) s"; \
	( nice -n 19 $$tests --testing-library swift-testing --filter '$(BESIDE_E2E_EXPORT)' \
		>.build/export-tests.log 2>&1; echo "exit $$?" >>.build/export-tests.log; \
	  nice -n 19 $$tests --testing-library swift-testing --no-parallel --filter SDLHostTests \
		>.build/sdl-tests.log 2>&1; echo "exit $$?" >>.build/sdl-tests.log ) & beside=$$!; \
	echo "waiting for the static release build (.build/static-build.log)"; \
	wait $$static || { cat .build/static-build.log; echo "error: the static release build failed"; kill $$beside; exit 1; }; \
	echo "make test: static build done after $$(( $$(date +%s) - $(STARTED) )) s"; \
	PLAYGROUND_E2E_BINARY=.build/static/release/playground \
		$(SWIFT) test --skip-build --no-parallel --filter EndToEndTests; status=$$?; \
	echo "make test: end-to-end tests done after $$(( $$(date +%s) - $(STARTED) )) s; waiting for ExportTests" \
		"(.build/export-tests.log) and the SDL suite (.build/sdl-tests.log)"; \
	wait $$beside; \
	for log in .build/export-tests.log .build/sdl-tests.log; do \
		tail -n 2 $$log; tail -n 1 $$log | grep -qx 'exit 0' || { cat $$log; echo "error: $$log failed"; status=1; }; \
	done; \
	echo "make test: done after $$(( $$(date +%s) - $(STARTED) )) s"; \
	exit $$status

# Style: .swift-format (4 spaces, 120 columns, otherwise the toolchain's defaults); `make format` fixes most.
lint:
	$(SWIFT) format lint --strict -r Sources Tests Package.swift
	python3 scripts/check-imports.py

format:
	$(SWIFT) format -i -r Sources Tests Package.swift

bench: release
	scripts/bench.sh

# Installing it like a Linux program (README "Install"). Both build the release binary with the
# Swift runtime and Foundation linked in (.build/static), so it runs where no Swift is installed.
PREFIX ?= /usr/local
DESTDIR ?=

# .build/deb/motion-playground_VERSION_ARCH.deb, for `apt install ./…deb`.
deb: deps
	scripts/build-deb.sh

# The same files as the .deb under $(DESTDIR)$(PREFIX) (PREFIX=$$HOME/.local needs no root),
# listed in PREFIX/share/motion-playground/install-manifest, which `make uninstall` reads. No
# `deps` here: it would need root for test-only packages; the build needs those of `make run`.
install:
	scripts/install.sh install "$(PREFIX)" "$(DESTDIR)"

uninstall:
	scripts/install.sh uninstall "$(PREFIX)" "$(DESTDIR)"

clean:
	rm -rf .build
