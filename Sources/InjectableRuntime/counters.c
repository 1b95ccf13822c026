#include "injectable_counters.h"

_Atomic(intptr_t) injectable_counters[3];
