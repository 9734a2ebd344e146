# Quill: `make run` to try it, `make test` to check it. Both install what is missing first.
SWIFT    ?= swift
PREFIX   ?= /usr/local
RELEASE  := .build/release/quill
DEBUG    := .build/debug/quill

# Debian packages the build and the tests need (the static libraries of libedit's own
# dependencies come with libncurses-dev, libbsd-dev and libmd-dev).
PACKAGES := pkg-config libedit-dev libncurses-dev libbsd-dev libmd-dev tmux man-db groff-base \
            libcurl4-openssl-dev webhook openssl python3

# The release binary is one static executable: no dynamic loader work at start-up, which is most of
# a Swift program's start (bench/README.md). libcurl is loaded with dlopen only when a webhook posts.
RELEASE_FLAGS := -c release -Xswiftc -static-executable -Xlinker -ltinfo -Xlinker -lbsd -Xlinker -lmd

.PHONY: all deps build release run test install bench clean

all: build

deps:
	@missing=""; \
	for p in $(PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    echo "installing:$$missing"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	  else \
	    echo "missing Debian packages:$$missing"; echo "run: sudo apt-get install$$missing"; exit 1; \
	  fi; \
	fi

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build $(RELEASE_FLAGS)

run: release
	@$(RELEASE)

# Unit tests build in debug; the end-to-end tests run the release binary, the one users get.
test: release
	$(SWIFT) build --build-tests
	QUILL_BIN=$(CURDIR)/$(RELEASE) $(SWIFT) test --skip-build

install: release
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1
	install -m 755 $(RELEASE) $(DESTDIR)$(PREFIX)/bin/quill
	if [ -f doc/quill.1 ]; then install -m 644 doc/quill.1 $(DESTDIR)$(PREFIX)/share/man/man1/quill.1; fi

bench: release
	bench/run

clean:
	rm -rf .build
