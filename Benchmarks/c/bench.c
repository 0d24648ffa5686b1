/*
 * The C ABI's own cost: ns per call of tg_width, tg_measure (GB 18030) and
 * tg_emoji_count on the 8-byte nickname and the 18-byte Chinese name, and
 * MB/s of tg_measure_column over a file of lines. bench.swift times the
 * Swift calls they wrap, the same way, so the difference is the boundary
 * (UTF-8 check, argument checks, the call).
 *
 *   cc -O2 bench.c -I.build/clib/include -L.build/clib/lib -ltextgauge -o bench && ./bench [LINES_FILE]
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <textgauge.h>

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

static int compare(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

#define RUNS 9
#define CALLS 2000000

static volatile size_t sink;

/* Median ns per call of one function on one text. */
static double per_call(int which, const char *text) {
  double samples[RUNS];
  size_t length = strlen(text), out = 0;
  for (int r = 0; r < RUNS; r++) {
    double start = now();
    for (int i = 0; i < CALLS; i++) {
      if (which == 0) tg_width(text, length, 0, &out);
      else if (which == 1) tg_measure(text, length, TG_METRIC_GB18030, &out);
      else tg_emoji_count(text, length, TG_EMOJI_STANDARD, &out);
      sink += out;
    }
    samples[r] = (now() - start) / CALLS * 1e9;
  }
  qsort(samples, RUNS, sizeof samples[0], compare);
  return samples[RUNS / 2];
}

int main(int argc, char **argv) {
  const char *texts[] = {"nick_123", "\xE6\xAC\xA7\xE9\x98\xB3\xE5\xB0\x8F\xE6\x98\x8E\xE5\x90\x8C\xE5\xAD\xA6"};
  const char *names[] = {"nickname (8 B)", "Chinese name (18 B)"};
  const char *functions[] = {"width", "gb18030", "emoji count"};
  for (int t = 0; t < 2; t++)
    for (int f = 0; f < 3; f++) printf("C  %-20s %-12s %6.1f ns\n", names[t], functions[f], per_call(f, texts[t]));
  if (argc < 2) return 0;
  FILE *file = fopen(argv[1], "rb");
  if (!file) return 1;
  fseek(file, 0, SEEK_END);
  long size = ftell(file);
  fseek(file, 0, SEEK_SET);
  uint8_t *data = malloc(size);
  if (fread(data, 1, size, file) != (size_t)size) return 1;
  fclose(file);
  size_t rows = 0;
  for (long i = 0; i < size; i++) rows += data[i] == '\n';
  int64_t *offsets = malloc((rows + 1) * sizeof *offsets), *out = malloc(rows * sizeof *out);
  size_t row = 0;
  offsets[0] = 0;
  for (long i = 0; i < size; i++)
    if (data[i] == '\n') offsets[++row] = i + 1;  /* the line break stays in the row: same for both sides */
  int metrics[] = {TG_METRIC_WIDTH, TG_METRIC_GB18030};
  for (int m = 0; m < 2; m++) {
    double samples[RUNS];
    for (int r = 0; r < RUNS; r++) {
      double start = now();
      tg_measure_column_large(offsets, data, NULL, 0, rows, metrics[m], out, NULL);
      samples[r] = size / 1e6 / (now() - start);
    }
    qsort(samples, RUNS, sizeof samples[0], compare);
    printf("C  column of %zu lines %-8s %8.1f MB/s\n", rows, m ? "gb18030" : "width", samples[RUNS / 2]);
  }
  return 0;
}
