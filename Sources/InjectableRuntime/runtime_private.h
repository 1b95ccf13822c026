// What the runtime's C files share with each other and not with Swift.
#ifndef INJECTABLE_RUNTIME_PRIVATE_H
#define INJECTABLE_RUNTIME_PRIVATE_H

#include "injectable_read_section.h"

/// Every reader record ever registered; records are never freed and their `next` links never
/// change once published, so the list is walked without a lock.
extern injectable_reader *_Atomic injectable_readers;

/// Makes every thread of the process pass a full memory barrier (or, where readers fence
/// themselves, only this one).
void injectable_barrier_all(void);

/// Releases the retired objects that no hazard pointer names (see injectable_hazards.h).
void injectable_reclaim(void);

/// The Swift runtime's reference counting.
extern void *swift_retain(void *object);
extern void swift_release(void *object);

#endif
