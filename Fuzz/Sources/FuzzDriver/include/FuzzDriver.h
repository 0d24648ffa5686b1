#ifndef TEXTGAUGE_FUZZ_DRIVER_H
#define TEXTGAUGE_FUZZ_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// Runs libFuzzer's driver (LLVMFuzzerRunDriver) with the program's
/// arguments, calling `callback` once per input. SwiftPM gives every
/// executable its own entry point, so libFuzzer's `main` cannot be used.
int textgauge_fuzz_main(int argc, char **argv, int (*callback)(const uint8_t *data, size_t size));

#endif
