// See MallocCounter.h. Counting is a relaxed atomic add behind a relaxed
// load of the switch, so timed runs (counting off) pay one predictable
// branch per allocation.
#include "MallocCounter.h"

#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdlib.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);

static atomic_bool counting;
static atomic_uint_fast64_t allocations;

static inline void count_allocation(void) {
  if (atomic_load_explicit(&counting, memory_order_relaxed)) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
  }
}

void malloc_counter_set_enabled(bool enabled) {
  atomic_store_explicit(&counting, enabled, memory_order_seq_cst);
}

uint64_t malloc_counter_allocations(void) {
  return atomic_load_explicit(&allocations, memory_order_seq_cst);
}

void *malloc(size_t size) {
  count_allocation();
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  count_allocation();
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  count_allocation();
  return __libc_realloc(pointer, size);
}

void free(void *pointer) { __libc_free(pointer); }

void *memalign(size_t alignment, size_t size) {
  count_allocation();
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  count_allocation();
  return __libc_memalign(alignment, size);
}

void *valloc(size_t size) {
  count_allocation();
  return __libc_memalign(4096, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
  count_allocation();
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) return ENOMEM;
  *result = pointer;
  return 0;
}
