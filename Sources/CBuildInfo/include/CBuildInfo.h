#ifndef CAROUSEL_BUILD_INFO_H
#define CAROUSEL_BUILD_INFO_H

/// The git commit this carousel was built from (`git rev-parse --short=12 HEAD`, with `-dirty`
/// when the tree had changes), or "" when it was not built by the Makefile from a git checkout.
const char *carousel_build_commit(void);

#endif
