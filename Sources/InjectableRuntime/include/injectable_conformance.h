#ifndef INJECTABLE_CONFORMANCE_H
#define INJECTABLE_CONFORMANCE_H

/// The Swift runtime's conformance lookup (stable ABI): the witness table of `type`'s
/// conformance to the protocol with descriptor `protocol`, or NULL.
extern const void *_Nullable swift_conformsToProtocol(const void *_Nonnull type, const void *_Nonnull protocol);

#endif
