// Asking the Swift runtime whether a type conforms to an existential's protocols, to explain a
// failure (see the header).
#include "injectable_conformance.h"
#include <stdint.h>

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
