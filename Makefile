# sdlpdf: `make run` opens the welcome document, `make test` runs every test.
# Both install the Debian packages they need when they are missing.

SWIFT ?= swift
CONFIG ?= debug
# libmupdf-dev ships static archives but forgets the libraries they need.
BUILD_DEPS = libsdl2-dev libmupdf-dev libmujs-dev libgumbo-dev libopenjp2-7-dev \
	libjbig2dec0-dev libjpeg-dev zlib1g-dev libfreetype-dev libharfbuzz-dev libx11-dev pkg-config
TEST_DEPS = mupdf-tools xvfb xdotool imagemagick x11-utils openbox
BIN_DIR = $(shell $(SWIFT) build -c $(CONFIG) --show-bin-path)

.PHONY: all deps test-deps build release run test bench clean fuzz test-asan test-tsan

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
	./scripts/fuzz --smoke

bench: release
	$(shell $(SWIFT) build -c release --show-bin-path)/sdlpdf-bench $(ARGS)

clean:
	rm -rf .build

# libFuzzer targets of Tests/Fuzz over the MuPDF shim, SECONDS each.
SECONDS ?= 60
fuzz: deps
	./scripts/fuzz $(SECONDS)

# The unit and headless-frame tests (not the end-to-end ones) under a
# sanitizer, each in a build directory of its own.
SANITIZED_TESTS = --skip EndToEndTests
test-asan: test-deps
	$(SWIFT) build --build-tests --sanitize=address -Xcc -fsanitize=undefined -Xswiftc -Xclang-linker -Xswiftc -fsanitize=undefined --scratch-path .build-asan
	UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 ASAN_OPTIONS=detect_leaks=0 \
		$(SWIFT) test --skip-build --sanitize=address --scratch-path .build-asan --disable-swift-testing $(SANITIZED_TESTS)

test-tsan: test-deps
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	TSAN_OPTIONS="halt_on_error=1 suppressions=$(CURDIR)/Tests/Sanitizers/tsan.supp" \
		$(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan --disable-swift-testing $(SANITIZED_TESTS)
