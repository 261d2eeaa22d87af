#ifndef MALLOC_COUNTER_H
#define MALLOC_COUNTER_H
#include <stdint.h>

/// Starts counting heap allocations (malloc, calloc, realloc, aligned allocations) made by
/// any code in this process, and resets the count.
void malloc_counter_start(void);
/// Stops counting and returns how many allocations were made since the start.
uint64_t malloc_counter_stop(void);

#endif
