// Counts heap allocations by defining the allocator's entry points in the benchmark
// executable: the dynamic linker binds every caller (the Swift runtime, Foundation, the
// code under test) to these, and each forwards to glibc's own implementation through its
// exported __libc_* names. Counting is a relaxed atomic add while enabled, nothing otherwise.
#include "MallocCounter.h"
#include <errno.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static volatile int counting;
static uint64_t allocations;

static inline void count(void) {
    if (counting) __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED);
}

void malloc_counter_start(void) {
    __atomic_store_n(&allocations, 0, __ATOMIC_SEQ_CST);
    counting = 1;
}

uint64_t malloc_counter_stop(void) {
    counting = 0;
    return __atomic_load_n(&allocations, __ATOMIC_SEQ_CST);
}

void *malloc(size_t size) {
    count();
    return __libc_malloc(size);
}

void *calloc(size_t number, size_t size) {
    count();
    return __libc_calloc(number, size);
}

void *realloc(void *pointer, size_t size) {
    count();
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    count();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **out, size_t alignment, size_t size) {
    count();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *out = pointer;
    return 0;
}
