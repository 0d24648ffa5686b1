// Allocation counting for the benchmarks: this target defines malloc,
// calloc, realloc, free and the aligned allocators, counts the calls while
// counting is enabled, and forwards to glibc's own entry points
// (__libc_malloc and friends). The executable's definitions take precedence
// over libc's for every library in the process, the Swift runtime included.
#ifndef MALLOC_COUNTER_H
#define MALLOC_COUNTER_H

#include <stdbool.h>
#include <stdint.h>

/// Starts or stops counting (counting is off at launch).
void malloc_counter_set_enabled(bool enabled);

/// Allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc,
/// memalign, valloc) counted while enabled, since launch.
uint64_t malloc_counter_allocations(void);

#endif
