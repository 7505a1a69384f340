# sdlpdf: `make run` opens the welcome document, `make test` runs every test.
# Both install the Debian packages they need when they are missing.

SWIFT ?= swift
CONFIG ?= debug
# libmupdf-dev ships static archives but forgets the libraries they need.
BUILD_DEPS = libsdl2-dev libmupdf-dev libmujs-dev libgumbo-dev libopenjp2-7-dev \
	libjbig2dec0-dev libjpeg-dev zlib1g-dev libfreetype-dev libharfbuzz-dev libx11-dev pkg-config
TEST_DEPS = mupdf-tools xvfb xdotool imagemagick x11-utils openbox xclip
BIN_DIR = $(shell $(SWIFT) build -c $(CONFIG) --show-bin-path)

.PHONY: all deps test-deps build release run test bench clean

all: build

deps:
	@./scripts/install-debian-packages $(BUILD_DEPS)

test-deps: deps
	@./scripts/install-debian-packages $(TEST_DEPS)

build: deps
	$(SWIFT) build -c $(CONFIG)

# The Swift runtime and Foundation linked in statically start about 5 ms faster.
release: deps
	$(SWIFT) build -c release --static-swift-stdlib

run: release
	$(shell $(SWIFT) build -c release --show-bin-path)/sdlpdf $(ARGS)

test: test-deps
	$(SWIFT) build -c $(CONFIG) --build-tests
	SDLPDF_BINARY=$(BIN_DIR)/sdlpdf SDLPDF_ASSETS=$(CURDIR)/assets $(SWIFT) test -c $(CONFIG) --skip-build --disable-swift-testing
	SWIFT=$(SWIFT) ./scripts/check-versioned-dependency

bench: release
	$(shell $(SWIFT) build -c release --show-bin-path)/sdlpdf-bench $(ARGS)

clean:
	rm -rf .build
