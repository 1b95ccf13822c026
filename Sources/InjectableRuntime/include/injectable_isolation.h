#ifndef INJECTABLE_ISOLATION_H
#define INJECTABLE_ISOLATION_H

#include <stdbool.h>

/// Called on a thread whose `probe` is set (a `validate()` probe) when code on it asserts that
/// it runs on an actor's executor it is not on (`MainActor.assumeIsolated`, a main-actor
/// conformance's dynamic check): the Swift side reports the failure to the waiting
/// `validate()` and ends the thread. `isMainActor`: the executor asked for is the main actor's.
/// Returns true instead when the check passes: the probe's caller lent it the main actor.
typedef bool (*injectable_isolation_handler)(bool isMainActor);

/// Installs, once per process, a hook in the Swift concurrency runtime's isolation check that
/// hands failures on probe threads to `handler` instead of stopping the process; everywhere
/// else the runtime's own check runs, unchanged. Returns false where the runtime has no such
/// hook (an older runtime): then the check is not intercepted.
bool injectable_install_isolation_handler(injectable_isolation_handler _Nonnull handler);

#endif
