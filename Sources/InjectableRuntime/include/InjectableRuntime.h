// The Injectable runtime: per-thread resolution state, process-wide counters, and the Swift
// runtime's entry points the library calls (see `Sources/InjectableRuntime/README.md`).
// Only `Sources/Injectable/Internal/Runtime/` calls into it.
#ifndef INJECTABLE_RUNTIME_H
#define INJECTABLE_RUNTIME_H

#include "injectable_thread.h"
#include "injectable_counters.h"
#include "injectable_conformance.h"
#include "injectable_retain.h"

#endif
