# sdlpdf: `make run` opens the welcome document, `make test` runs every test.
# Both install the Debian packages they need when they are missing.

SWIFT ?= swift
CONFIG ?= debug
# libmupdf-dev ships static archives but forgets the libraries they need.
BUILD_DEPS = libsdl2-dev libmupdf-dev libmujs-dev libgumbo-dev libopenjp2-7-dev \
	libjbig2dec0-dev libjpeg-dev zlib1g-dev libfreetype-dev libharfbuzz-dev libx11-dev pkg-config
BUILD_DEPS += libwayland-dev
# sd-bus (the session bus: desktop portal, the window's D-Bus interface) and libsynctex.
BUILD_DEPS += libsystemd-dev libsynctex-dev
TEST_DEPS = mupdf-tools xvfb xdotool imagemagick x11-utils openbox xclip
TEST_DEPS += desktop-file-utils man-db bsdextrautils weston qpdf poppler-utils
# A private session bus, gdbus to call the window, python3-gi for the stand-in portal,
# pdflatex to build the SyncTeX sample.
TEST_DEPS += dbus-daemon dbus-session-bus-common libglib2.0-bin python3-gi texlive-latex-base
# The real desktop portal for appearance auto: xdg-desktop-portal with its gtk backend,
# reading GNOME's color-scheme (gsettings-desktop-schemas) through dconf.
TEST_DEPS += xdg-desktop-portal xdg-desktop-portal-gtk gsettings-desktop-schemas dconf-service dconf-gsettings-backend
BIN_DIR = $(shell $(SWIFT) build -c $(CONFIG) --show-bin-path)
# How the executables are linked (docs/performance.md "Memory"): with the toolchain's lld,
# relative relocations packed (DT_RELR, glibc 2.36), none of our symbols
# exported, and the functions a viewing session runs placed together
# (data/hot-functions.order, written by scripts/hot-functions). Given on the
# command line, not in Package.swift: unsafeFlags there would make SwiftPM
# refuse the package as a versioned dependency.
LINK_FLAGS = -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs -Xlinker --no-export-dynamic \
	-Xlinker --symbol-ordering-file=$(CURDIR)/data/hot-functions.order -Xlinker --no-warn-symbol-ordering

.PHONY: all deps test-deps build release run test bench clean fuzz test-asan test-tsan
.PHONY: install uninstall

all: build

deps:
	@./scripts/install-debian-packages $(BUILD_DEPS)

test-deps: deps
	@./scripts/install-debian-packages $(TEST_DEPS)

build: deps
	$(SWIFT) build -c $(CONFIG) $(LINK_FLAGS)

# The Swift runtime and Foundation linked in statically start about 5 ms faster.
release: deps
	$(SWIFT) build -c release --static-swift-stdlib $(LINK_FLAGS)

run: release
	$(shell $(SWIFT) build -c release --show-bin-path)/sdlpdf $(ARGS)

test: test-deps
	$(SWIFT) build -c $(CONFIG) --build-tests $(LINK_FLAGS)
	SDLPDF_BINARY=$(BIN_DIR)/sdlpdf SDLPDF_ASSETS=$(CURDIR)/assets $(SWIFT) test -c $(CONFIG) --skip-build --disable-swift-testing $(LINK_FLAGS)
	SWIFT=$(SWIFT) ./scripts/check-versioned-dependency
	./scripts/check-install $(BIN_DIR)/sdlpdf
	./scripts/fuzz --smoke

bench: release
	$(shell $(SWIFT) build -c release --show-bin-path)/sdlpdf-bench $(ARGS)

clean:
	rm -rf .build

# `make install [PREFIX=/usr/local] [DESTDIR=]`: the release binary, welcome
# document, desktop entry, icons, man page (made from --help) and shell
# completions. INSTALL_BINARY=path installs that binary instead of building one.
PREFIX ?= /usr/local
INSTALL_BINARY ?= $(shell $(SWIFT) build -c release --show-bin-path)/sdlpdf
INSTALL_BUILT = $(if $(filter command line,$(origin INSTALL_BINARY)),,release)
ROOT = $(DESTDIR)$(PREFIX)
ICON_SIZES = 48 128 256
INSTALLED_FILES = bin/sdlpdf share/sdlpdf/welcome.pdf share/applications/sdlpdf.desktop \
	share/icons/hicolor/scalable/apps/sdlpdf.svg $(foreach s,$(ICON_SIZES),share/icons/hicolor/$(s)x$(s)/apps/sdlpdf.png) \
	share/man/man1/sdlpdf.1 share/bash-completion/completions/sdlpdf share/zsh/site-functions/_sdlpdf \
	share/fish/vendor_completions.d/sdlpdf.fish

install: $(INSTALL_BUILT)
	install -D -m 755 $(INSTALL_BINARY) $(ROOT)/bin/sdlpdf
	install -D -m 644 assets/welcome.pdf $(ROOT)/share/sdlpdf/welcome.pdf
	install -D -m 644 data/sdlpdf.desktop $(ROOT)/share/applications/sdlpdf.desktop
	install -D -m 644 data/icons/sdlpdf.svg $(ROOT)/share/icons/hicolor/scalable/apps/sdlpdf.svg
	for size in $(ICON_SIZES); do \
		install -D -m 644 data/icons/hicolor/$${size}x$${size}/apps/sdlpdf.png \
			$(ROOT)/share/icons/hicolor/$${size}x$${size}/apps/sdlpdf.png || exit 1; \
	done
	./scripts/man-page $(INSTALL_BINARY) > .build/sdlpdf.1
	install -D -m 644 .build/sdlpdf.1 $(ROOT)/share/man/man1/sdlpdf.1
	install -D -m 644 data/completions/sdlpdf.bash $(ROOT)/share/bash-completion/completions/sdlpdf
	install -D -m 644 data/completions/_sdlpdf $(ROOT)/share/zsh/site-functions/_sdlpdf
	install -D -m 644 data/completions/sdlpdf.fish $(ROOT)/share/fish/vendor_completions.d/sdlpdf.fish

# Removes exactly what `make install` wrote, and sdlpdf's own folder
# share/sdlpdf (folders shared with other programs stay).
uninstall:
	rm -f $(addprefix $(ROOT)/,$(INSTALLED_FILES))
	rmdir --ignore-fail-on-non-empty $(ROOT)/share/sdlpdf 2>/dev/null || true
# libFuzzer targets of Tests/Fuzz over the MuPDF shim, SECONDS each.
SECONDS ?= 60
fuzz: deps
	./scripts/fuzz $(SECONDS)

# The unit and headless-frame tests (not the end-to-end ones) under a
# sanitizer, each in a build directory of its own.
SANITIZED_TESTS = --skip EndToEndTests
# A full run on the loaded 2-core machine: test-asan about 25 minutes, test-tsan
# about 8 (plus a first build of 10-15 each). The end-to-end tests are left out:
# they drive the binary under Xvfb with deadlines a sanitized binary misses.
# Under AddressSanitizer the corpus tests that bound render and export times
# (8 s, 60 s) are left out too: MuPDF runs 2-3 times slower there.
ASAN_SKIPPED_TESTS = --skip CorpusTests.testEveryDocumentOpensOrFailsCleanlyAndPageOneRendersInBoundedTime \
	--skip CorpusTests.testPageOneExportEqualsMutoolDraw
test-asan: test-deps
	$(SWIFT) build --build-tests --sanitize=address -Xcc -fsanitize=undefined -Xswiftc -Xclang-linker -Xswiftc -fsanitize=undefined --scratch-path .build-asan
	UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 ASAN_OPTIONS=detect_leaks=0 \
		SDLPDF_BINARY=$(CURDIR)/.build-asan/debug/sdlpdf SDLPDF_ASSETS=$(CURDIR)/assets \
		$(SWIFT) test --skip-build --sanitize=address --scratch-path .build-asan --disable-swift-testing $(SANITIZED_TESTS) \
		$(ASAN_SKIPPED_TESTS)

test-tsan: test-deps
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	TSAN_OPTIONS="halt_on_error=1 suppressions=$(CURDIR)/Tests/Sanitizers/tsan.supp" \
		SDLPDF_BINARY=$(CURDIR)/.build-tsan/debug/sdlpdf SDLPDF_ASSETS=$(CURDIR)/assets \
		$(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan --disable-swift-testing $(SANITIZED_TESTS)
