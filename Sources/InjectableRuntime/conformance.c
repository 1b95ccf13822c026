// Asking the Swift runtime whether a type conforms to an existential's protocols: to explain a
// failure, and to record the conversions of class instances to existentials (see the header).
#include "injectable_conformance.h"
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>

// The runtime's conformance lookup (stable ABI): the witness table, or NULL.
extern const void *_Nullable swift_conformsToProtocol(const void *_Nonnull type, const void *_Nonnull protocol);

/// The stable layout of existential type metadata (`any P & Q`).
typedef struct {
    uintptr_t kind;
    uint32_t flags;
    uint32_t protocolCount;
    // Then the superclass constraint when flags say so, then the protocol descriptors.
} existential_metadata;

enum {
    existential_kind = 0x303,
    // The flags: the number of witness tables, a special protocol (`Error`: boxed), a
    // superclass constraint, and a bit set when the existential is *not* class-bound.
    witness_table_count_mask = 0x00FFFFFF,
    special_protocol_mask = 0x3F000000,
    has_superclass = 0x40000000,
    not_class_bound = 0x80000000,
    // A conformance descriptor's flags word (after three relative pointers): isolated to a
    // global actor (stable since Swift 6.2; clear on older runtimes), and the number of
    // conditional requirements.
    conformance_flags_offset = 12,
    conformance_is_isolated = 1 << 19,
    conformance_conditional_requirements = 0xFF << 8,
};

/// The protocol descriptors of a plain protocol existential (no superclass constraint), or NULL
/// for any other type. The low bit of each marks an Objective-C protocol.
static const uintptr_t *protocol_list(const existential_metadata *metadata) {
    if (metadata->kind != existential_kind || (metadata->flags & has_superclass) != 0) return 0;
    return (const uintptr_t *)(metadata + 1);
}

int injectable_conforms(const void *type, const void *existential) {
    const existential_metadata *metadata = existential;
    const uintptr_t *protocols = protocol_list(metadata);
    if (protocols == 0) return -1;
    for (uint32_t index = 0; index < metadata->protocolCount; index++) {
        uintptr_t protocol = protocols[index];
        // The low bit marks an Objective-C protocol, which this lookup cannot answer.
        if ((protocol & 1) != 0) return -1;
        if (swift_conformsToProtocol(type, (const void *)protocol) == 0) return 0;
    }
    return 1;
}

// MARK: - Conversions

/// Past 65,536 recorded pairs nothing more is recorded: a process converting ever new generic
/// instantiations keeps bounded memory here, and casts the rest with the runtime.
///
/// NB: the runtime's conformance lookup runs under the table's lock, so first conversions of
/// different pairs wait for each other; each pair is learnt once per process.
injectable_pairs injectable_conversions = {.limit = 1 << 16, .lock = PTHREAD_MUTEX_INITIALIZER};

/// Works out the conversion of `type` to `existential`: supported, or not.
static injectable_pair *work_out(const void *type, const void *existential, void *context) {
    (void)context;
    const existential_metadata *metadata = existential;
    uint32_t count = 0;
    const uintptr_t *protocols = protocol_list(metadata);
    int supported = protocols != 0 && (metadata->flags & special_protocol_mask) == 0
                    && (metadata->flags & witness_table_count_mask) == metadata->protocolCount;
    if (supported) count = metadata->protocolCount;
    injectable_conversion *conversion = malloc(sizeof(injectable_conversion) + count * sizeof(void *));
    if (conversion == 0) abort();
    conversion->pair.first = type;
    conversion->pair.second = existential;
    conversion->class_bound = supported && (metadata->flags & not_class_bound) == 0;
    conversion->table_count = count;
    conversion->size = sizeof(void *) * ((conversion->class_bound ? 1 : 4) + count);
    for (uint32_t index = 0; supported && index < count; index++) {
        const void *table = 0;
        // The low bit marks an Objective-C protocol: no witness table.
        if ((protocols[index] & 1) == 0) table = swift_conformsToProtocol(type, (const void *)protocols[index]);
        if (table == 0) {
            supported = 0;
            break;
        }
        // Left to the runtime: a conformance isolated to a global actor, and a conditional one,
        // whose requirements may be met by isolated conformances (`G<X>: P where X: R` with
        // `X: @MainActor R`), which the runtime's cast refuses off that actor.
        const uint8_t *descriptor = *(const uint8_t *const *)table;
        uint32_t flags = *(const uint32_t *)(descriptor + conformance_flags_offset);
        if ((flags & (conformance_is_isolated | conformance_conditional_requirements)) != 0) {
            supported = 0;
            break;
        }
        conversion->tables[index] = table;
    }
    conversion->supported = supported;
    return &conversion->pair;
}

const injectable_conversion *injectable_conversion_learn(const void *type, const void *existential) {
    return (const injectable_conversion *)injectable_pairs_add(&injectable_conversions, type, existential, work_out, 0);
}
