// The Injectable runtime: what the resolve hot path needs that Swift cannot express without
// cost — per-thread resolution state, process-wide counters, read sections with
// `membarrier`, lock-free published tables and hazard pointers for memory reclamation.
//
// The design, and when a replaced object is freed, is explained in `Sources/InjectableRuntime/README.md`.
// Only `Sources/Injectable/Internal/Runtime/` calls into it.
#ifndef INJECTABLE_RUNTIME_H
#define INJECTABLE_RUNTIME_H

#include "injectable_thread.h"
#include "injectable_counters.h"
#include "injectable_read_section.h"
#include "injectable_published.h"
#include "injectable_hazards.h"
#include "injectable_pairs.h"
#include "injectable_conformance.h"
#include "injectable_retain.h"

#endif
