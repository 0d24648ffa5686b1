/* The UTF-8 check of the C library's long inputs (columns, long texts) in
 * vector instructions the Swift standard library cannot express (a byte
 * shuffle as a 16-entry table lookup). Internal to libtextgauge: not part of
 * textgauge.h, not exported (Scripts/libtextgauge.map). */
#ifndef TEXTGAUGE_UTF8_H
#define TEXTGAUGE_UTF8_H

#include <stddef.h>
#include <stdint.h>

/* Whether the count bytes at bytes are well-formed UTF-8 (Unicode §3.9,
 * Table 3-7): 1 when they are, 0 when they are not, -1 when this processor
 * has no AVX2 (or this is not x86-64), where the caller checks them itself. */
int tgi_utf8_well_formed(const uint8_t *bytes, size_t count);

#endif
