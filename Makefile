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
# end-to-end test that drives the real window under Xvfb with xdotool. SDL must stay on one thread
# and the end-to-end tests time real processes, so those two targets run one test at a time; the
# pure ones (Motion, Playground, Replay) run in parallel, on every core.
# The static release build (.build/static: the binary the .deb ships) runs beside the parallel
# suites, which leave a core idle part of the time and time nothing; beside the serial ones it would
# slow the processes they time. The end-to-end tests then run that binary (PLAYGROUND_E2E_BINARY),
# the one users get, in about two thirds of the debug binary's time. Its log is
# .build/static-build.log.
SERIAL_TESTS = SDLHostTests|EndToEndTests
STATIC_BUILD = $(SWIFT) build -c release --static-swift-stdlib --scratch-path .build/static \
	&& $(SWIFT) package --scratch-path .build/static plugin generate-manual --help
# The packages the build needs come first; the rest (display, browser, Kotlin, ffmpeg, packaging
# tools) download and install while it compiles (log: .build/deps-rest.log).
test:
	@scripts/install-deps.sh build
	@mkdir -p .build; scripts/install-deps.sh rest >.build/deps-rest.log 2>&1 & deps=$$!; \
	$(MAKE) --no-print-directory lint && python3 scripts/embed-assets.py --check && $(SWIFT) build --build-tests; \
	status=$$?; wait $$deps || { cat .build/deps-rest.log; echo "error: installing the test packages failed"; exit 1; }; \
	exit $$status
	@mkdir -p .build; ( $(STATIC_BUILD) ) >.build/static-build.log 2>&1 & static=$$!; \
	$(SWIFT) test --skip-build --skip '$(SERIAL_TESTS)'; status=$$?; \
	echo "waiting for the static release build (.build/static-build.log)"; \
	wait $$static || { cat .build/static-build.log; echo "error: the static release build failed"; exit 1; }; \
	exit $$status
	PLAYGROUND_E2E_BINARY=.build/static/release/playground \
		$(SWIFT) test --skip-build --no-parallel --filter '$(SERIAL_TESTS)'

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
