// The commit comes from .build/carousel-commit.h, which the Makefile rewrites (only when it
// changes) before every build: one `#define CAROUSEL_COMMIT "..."` line. The compiler's
// dependency file lists the header, so a new commit recompiles this file alone and relinks.
#if __has_include("../../.build/carousel-commit.h")
#include "../../.build/carousel-commit.h"
#endif
#ifndef CAROUSEL_COMMIT
#define CAROUSEL_COMMIT ""
#endif

#include "CBuildInfo.h"

const char *carousel_build_commit(void) { return CAROUSEL_COMMIT; }
