# The two commands of a fresh machine: `make run` opens the window, `make test` runs every test.
# Both install the Debian packages they need first (scripts/install-deps.sh).
SWIFT ?= swift
ARGS ?=

.PHONY: deps build release run test lint format bench clean

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

# Opens the window (under X11 or Wayland; see README "No display").
run: release
	.build/release/playground run $(ARGS)

# Everything: the embedded data is current, unit tests, SDL pixel tests, golden replays, and the
# end-to-end test that drives the real window under Xvfb with xdotool.
test: deps lint
	python3 scripts/embed-assets.py --check
	$(SWIFT) build
	$(SWIFT) test --no-parallel

# Style: .swift-format (4 spaces, 120 columns, otherwise the toolchain's defaults); `make format` fixes most.
lint:
	$(SWIFT) format lint --strict -r Sources Tests Package.swift

format:
	$(SWIFT) format -i -r Sources Tests Package.swift

bench: release
	scripts/bench.sh

clean:
	rm -rf .build
