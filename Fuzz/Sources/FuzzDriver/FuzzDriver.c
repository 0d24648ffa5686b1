#include "FuzzDriver.h"

// libFuzzer's documented entry for programs with their own main
// (https://llvm.org/docs/LibFuzzer.html#using-libfuzzer-as-a-library).
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

int textgauge_fuzz_main(int argc, char **argv, int (*callback)(const uint8_t *data, size_t size)) {
  return LLVMFuzzerRunDriver(&argc, &argv, callback);
}
