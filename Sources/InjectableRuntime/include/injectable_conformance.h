#ifndef INJECTABLE_CONFORMANCE_H
#define INJECTABLE_CONFORMANCE_H

#include <stdint.h>

/// Whether the type with metadata `type` conforms to every protocol of the existential type
/// with metadata `existential` (`any P`, `any P & Q`): 1 yes, 0 no, -1 unknown (`existential`
/// is not a plain protocol existential, or it has a superclass constraint).
///
/// Only for explaining failures: it asks the runtime's conformance lookup, which is slow the
/// first time.
int injectable_conforms(const void *_Nonnull type, const void *_Nonnull existential);

#endif
