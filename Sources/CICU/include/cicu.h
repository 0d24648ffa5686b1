// CICU: a small C API over ICU, for TextGauge's cross-checks (tablegen
// cross-check, the tests, the benchmarks' peers) only. The TextGauge runtime
// and the table generation never use it.
//
// ICU is found at run time, not at build time: the first call loads
// libicuuc with dlopen, from the path in the environment variable
// TEXTGAUGE_ICU (`tablegen --icu PATH` sets it) or else the system's newest
// libicuuc.so.<major>, and resolves ICU's version-suffixed functions
// (u_hasBinaryProperty_78) itself. The package builds with no ICU headers
// and no ICU library; where none can be loaded (or TEXTGAUGE_ICU=off),
// cicu_available() is false, callers skip, saying so, with
// cicu_unavailable_reason().
//
// Why a shim: ICU's names carry a version suffix and, imported into Swift,
// would clash with the ICU that Foundation bundles. This header exposes plain
// C types with stable names; ICU's own types are declared in cicu.c only.
#ifndef CICU_H
#define CICU_H

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Whether ICU can be used: TEXTGAUGE_ICU is not "off" and a libicuuc (ICU
/// 70 or newer, for the emoji properties of strings) was loaded with every
/// function CICU needs. Loads it on the first call (thread-safe). When
/// false, every other function answers as if nothing were known (versions
/// 0, no properties, no converter).
bool cicu_available(void);

/// Why ICU is unavailable, one line ("" when it is available).
const char *cicu_unavailable_reason(void);

/// The library that was loaded, as it was asked for ("libicuuc.so.72", or
/// TEXTGAUGE_ICU's path); "" when ICU is unavailable.
const char *cicu_library_path(void);

/// A version as ICU reports it: four numbers, most significant first.
typedef struct {
  uint8_t major, minor, milli, micro;
} cicu_version;

/// The Unicode version of ICU's character properties (u_getUnicodeVersion).
cicu_version cicu_unicode_version(void);

/// ICU's own version (u_getVersion), e.g. 72.1.0.0.
cicu_version cicu_icu_version(void);

/// The code point properties TextGauge cross-checks (UTS #51 and UAX #44).
typedef enum {
  CICU_EMOJI = 0,
  CICU_EMOJI_PRESENTATION,
  CICU_EMOJI_MODIFIER,
  CICU_EMOJI_MODIFIER_BASE,
  CICU_EMOJI_COMPONENT,
  CICU_EXTENDED_PICTOGRAPHIC,
  CICU_REGIONAL_INDICATOR,
} cicu_code_point_property;

/// u_hasBinaryProperty for one of the properties above.
bool cicu_has_property(uint32_t code_point, cicu_code_point_property property);

/// u_charAge: the Unicode version that assigned the code point; 0.0.0.0 when
/// the code point is unassigned in ICU's Unicode version.
cicu_version cicu_char_age(uint32_t code_point);

/// East_Asian_Width values (UAX #11 §4), numbered independently of ICU's
/// UEastAsianWidth.
typedef enum {
  CICU_EAW_NEUTRAL = 0,  // N
  CICU_EAW_AMBIGUOUS,    // A
  CICU_EAW_HALFWIDTH,    // H
  CICU_EAW_FULLWIDTH,    // F
  CICU_EAW_NARROW,       // Na
  CICU_EAW_WIDE,         // W
} cicu_east_asian_width;

/// u_getIntPropertyValue(code_point, UCHAR_EAST_ASIAN_WIDTH); CICU_EAW_NEUTRAL
/// without ICU.
cicu_east_asian_width cicu_east_asian_width_of(uint32_t code_point);

/// The properties of strings UTS #51 defines (ED-20 .. ED-27, RGI_Emoji).
typedef enum {
  CICU_BASIC_EMOJI = 0,
  CICU_EMOJI_KEYCAP_SEQUENCE,
  CICU_RGI_EMOJI_MODIFIER_SEQUENCE,
  CICU_RGI_EMOJI_FLAG_SEQUENCE,
  CICU_RGI_EMOJI_TAG_SEQUENCE,
  CICU_RGI_EMOJI_ZWJ_SEQUENCE,
  CICU_RGI_EMOJI,
} cicu_string_property;

/// u_stringHasBinaryProperty over a UTF-16 buffer of `length` code units.
bool cicu_string_has_property(const uint16_t *utf16, int32_t length,
                              cicu_string_property property);

/// An open ICU "gb18030" converter (not thread-safe: one per thread).
typedef struct cicu_gb18030 cicu_gb18030;

/// Opens ICU's "gb18030" converter with the "stop" callback, so that an
/// unencodable input is reported instead of substituted. NULL on failure.
cicu_gb18030 *cicu_gb18030_open(void);
void cicu_gb18030_close(cicu_gb18030 *converter);

/// The converter's canonical name, e.g. "GB18030".
const char *cicu_gb18030_name(const cicu_gb18030 *converter);

/// Byte length of one code point in GB18030 (1, 2 or 4), or -1 when ICU
/// cannot encode it (surrogates, out of range).
int32_t cicu_gb18030_code_point_length(cicu_gb18030 *converter,
                                       uint32_t code_point);

/// Byte length of a UTF-16 buffer in GB18030 (ucnv_fromUChars preflight),
/// or -1 when the buffer holds something ICU cannot encode (lone surrogate).
int32_t cicu_gb18030_utf16_length(cicu_gb18030 *converter,
                                  const uint16_t *utf16, int32_t length);

#ifdef __cplusplus
}
#endif

#endif
