/* Well-formed UTF-8 (Unicode §3.9, Table 3-7), 32 bytes a step with AVX2:
 * the check every column function runs over its bytes before measuring
 * them (TextGaugeC's Columns.swift), and the boundary's check of a long
 * text. It only answers yes or no; where the answer is no, the Swift check
 * (UTF8Bytes.firstIllFormedOffset) finds the offset and the row. */
#include "textgauge_utf8.h"

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <cpuid.h>
#include <immintrin.h>

/* Table 3-7 by three nibble lookups per byte pair: the previous byte's high
 * and low nibble and this byte's high nibble (Keiser and Lemire, "Validating
 * UTF-8 In Less Than One Instruction Per Byte", 2021). Each bit is one kind
 * of error a pair can show; a bit set in all three lookups is that error. */
enum {
  TOO_SHORT = 1 << 0,  /* 11______ then 0_______ or 11______ */
  TOO_LONG = 1 << 1,   /* 0_______ then 10______ */
  OVERLONG_3 = 1 << 2, /* 11100000 100_____ */
  TOO_LARGE = 1 << 3,  /* 11110100 1001____ or 101_____; above 11110100 */
  SURROGATE = 1 << 4,  /* 11101101 101_____ */
  OVERLONG_2 = 1 << 5, /* 1100000_ 10______ */
  TOO_LARGE_1000 = 1 << 6, /* 11110101 and above, then 1000____ */
  OVERLONG_4 = 1 << 6, /* 11110000 1000____ */
  TWO_CONTS = 1 << 7,  /* 10______ 10______ */
  CARRY = TOO_SHORT | TOO_LONG | TWO_CONTS,
};

__attribute__((target("avx2"))) static inline __m256i tgi_block_errors(__m256i input, __m256i prev1, __m256i prev2,
                                                                     __m256i prev3) {
  const __m256i byte1High = _mm256_setr_epi8(
    TOO_LONG, TOO_LONG, TOO_LONG, TOO_LONG, TOO_LONG, TOO_LONG, TOO_LONG, TOO_LONG, TWO_CONTS, TWO_CONTS, TWO_CONTS,
    TWO_CONTS, TOO_SHORT | OVERLONG_2, TOO_SHORT, TOO_SHORT | OVERLONG_3 | SURROGATE,
    TOO_SHORT | TOO_LARGE | TOO_LARGE_1000 | OVERLONG_4,
    TOO_LONG, TOO_LONG, TOO_LONG, TOO_LONG, TOO_LONG, TOO_LONG, TOO_LONG, TOO_LONG, TWO_CONTS, TWO_CONTS, TWO_CONTS,
    TWO_CONTS, TOO_SHORT | OVERLONG_2, TOO_SHORT, TOO_SHORT | OVERLONG_3 | SURROGATE,
    TOO_SHORT | TOO_LARGE | TOO_LARGE_1000 | OVERLONG_4);
#define TGI_LOW                                                                                                      \
  CARRY | OVERLONG_3 | OVERLONG_2 | OVERLONG_4, CARRY | OVERLONG_2, CARRY, CARRY, CARRY | TOO_LARGE,                   \
    CARRY | TOO_LARGE | TOO_LARGE_1000, CARRY | TOO_LARGE | TOO_LARGE_1000, CARRY | TOO_LARGE | TOO_LARGE_1000,     \
    CARRY | TOO_LARGE | TOO_LARGE_1000, CARRY | TOO_LARGE | TOO_LARGE_1000, CARRY | TOO_LARGE | TOO_LARGE_1000,     \
    CARRY | TOO_LARGE | TOO_LARGE_1000, CARRY | TOO_LARGE | TOO_LARGE_1000,                                          \
    CARRY | TOO_LARGE | TOO_LARGE_1000 | SURROGATE, CARRY | TOO_LARGE | TOO_LARGE_1000,                              \
    CARRY | TOO_LARGE | TOO_LARGE_1000
  const __m256i byte1Low = _mm256_setr_epi8(TGI_LOW, TGI_LOW);
#undef TGI_LOW
#define TGI_HIGH2                                                                                                    \
  TOO_SHORT, TOO_SHORT, TOO_SHORT, TOO_SHORT, TOO_SHORT, TOO_SHORT, TOO_SHORT, TOO_SHORT,                            \
    TOO_LONG | OVERLONG_2 | TWO_CONTS | OVERLONG_3 | TOO_LARGE_1000 | OVERLONG_4,                                    \
    TOO_LONG | OVERLONG_2 | TWO_CONTS | OVERLONG_3 | TOO_LARGE, TOO_LONG | OVERLONG_2 | TWO_CONTS | SURROGATE | TOO_LARGE, \
    TOO_LONG | OVERLONG_2 | TWO_CONTS | SURROGATE | TOO_LARGE, TOO_SHORT, TOO_SHORT, TOO_SHORT, TOO_SHORT
  const __m256i byte2High = _mm256_setr_epi8(TGI_HIGH2, TGI_HIGH2);
#undef TGI_HIGH2
  const __m256i nibble = _mm256_set1_epi8(0x0F);
  __m256i special = _mm256_and_si256(
    _mm256_and_si256(_mm256_shuffle_epi8(byte1High, _mm256_and_si256(_mm256_srli_epi16(prev1, 4), nibble)),
                     _mm256_shuffle_epi8(byte1Low, _mm256_and_si256(prev1, nibble))),
    _mm256_shuffle_epi8(byte2High, _mm256_and_si256(_mm256_srli_epi16(input, 4), nibble)));
  /* A scalar's second byte is judged by its pair alone (the lookups above).
   * Its third and fourth byte are owed continuation bytes where two bytes
   * back is 111_____ or three back is 1111____ (the top bit of the
   * saturated difference): there, and only there, the pair lookups give
   * TWO_CONTS, so the XOR is zero exactly when each owed byte is one. */
  __m256i third = _mm256_subs_epu8(prev2, _mm256_set1_epi8((char)(0xE0 - 0x80)));
  __m256i fourth = _mm256_subs_epu8(prev3, _mm256_set1_epi8((char)(0xF0 - 0x80)));
  __m256i owed = _mm256_and_si256(_mm256_or_si256(third, fourth), _mm256_set1_epi8((char)0x80));
  return _mm256_xor_si256(owed, special);
}

__attribute__((target("avx2"))) static int tgi_utf8_well_formed_avx2(const uint8_t *bytes, size_t count) {
  __m256i error = _mm256_setzero_si256();
  /* The first 32 bytes and the last (partial) block go through a buffer
   * with the three bytes before them and zeros after: a zero is ASCII, so a
   * scalar cut by the end is TOO_SHORT. */
  uint8_t buffer[3 + 32 + 3];
  size_t offset = 0;
  if (count >= 35) {
    __m256i input = _mm256_loadu_si256((const __m256i *)bytes);
    memset(buffer, 0, 3);
    memcpy(buffer + 3, bytes, 32);
    error = tgi_block_errors(input, _mm256_loadu_si256((const __m256i *)(buffer + 2)),
                             _mm256_loadu_si256((const __m256i *)(buffer + 1)),
                             _mm256_loadu_si256((const __m256i *)buffer));
    offset = 32;
    while (offset + 32 <= count) {
      const uint8_t *p = bytes + offset;
      __m256i in = _mm256_loadu_si256((const __m256i *)p);
      if (!_mm256_movemask_epi8(in)) {
        /* ASCII after a scalar the block before leaves open is ill-formed;
         * after a closed one, it cannot be. */
        if ((p[-1] >= 0xC0) | (p[-2] >= 0xE0) | (p[-3] >= 0xF0)) return 0;
        offset += 32;
        /* An ASCII run, 64 bytes a step. */
        while (offset + 64 <= count &&
               !_mm256_movemask_epi8(_mm256_or_si256(_mm256_loadu_si256((const __m256i *)(bytes + offset)),
                                                     _mm256_loadu_si256((const __m256i *)(bytes + offset + 32)))))
          offset += 64;
        continue;
      }
      error = _mm256_or_si256(
        error, tgi_block_errors(in, _mm256_loadu_si256((const __m256i *)(p - 1)),
                                _mm256_loadu_si256((const __m256i *)(p - 2)), _mm256_loadu_si256((const __m256i *)(p - 3))));
      offset += 32;
    }
  }
  /* The rest, 0 to 31 bytes (or a text under 35), and a block of zeros
   * after it. */
  size_t rest = count - offset;
  uint8_t tail[3 + 32 + 32];
  memset(tail, 0, sizeof tail);
  for (size_t k = 0; k < 3; k++)
    if (offset >= 3 - k) tail[k] = bytes[offset - (3 - k)];
  memcpy(tail + 3, bytes + offset, rest);
  for (size_t at = 0; at < rest + 3; at += 32) {
    error = _mm256_or_si256(
      error, tgi_block_errors(_mm256_loadu_si256((const __m256i *)(tail + 3 + at)),
                              _mm256_loadu_si256((const __m256i *)(tail + 2 + at)),
                              _mm256_loadu_si256((const __m256i *)(tail + 1 + at)),
                              _mm256_loadu_si256((const __m256i *)(tail + at))));
  }
  return _mm256_testz_si256(error, error);
}

/* Whether the processor runs AVX2 and the OS saves its registers: CPUID
 * leaf 1 (OSXSAVE, AVX), XCR0 (the XMM and YMM state), leaf 7 (AVX2). */
static int tgi_has_avx2(void) {
  unsigned a, b, c, d;
  if (!__get_cpuid(1, &a, &b, &c, &d)) return 0;
  /* OSXSAVE and AVX, and the OS saves the YMM state (XCR0 bits 1 and 2). */
  if ((c & (1u << 27)) == 0 || (c & (1u << 28)) == 0) return 0;
  unsigned lo, hi;
  __asm__("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
  (void)hi;
  if ((lo & 6) != 6) return 0;
  if (!__get_cpuid_count(7, 0, &a, &b, &c, &d)) return 0;
  return (b & (1u << 5)) != 0;
}

int tgi_utf8_well_formed(const uint8_t *bytes, size_t count) {
  /* Asked once; threads that race here store the same answer. */
  static int avx2 = -1;
  int known = __atomic_load_n(&avx2, __ATOMIC_RELAXED);
  if (known < 0) {
    known = tgi_has_avx2();
    __atomic_store_n(&avx2, known, __ATOMIC_RELAXED);
  }
  if (!known) return -1;
  return tgi_utf8_well_formed_avx2(bytes, count);
}
#else
int tgi_utf8_well_formed(const uint8_t *bytes, size_t count) {
  (void)bytes;
  (void)count;
  return -1;
}
#endif
