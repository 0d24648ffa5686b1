// Implementation of cicu.h. The only file in the package that includes ICU.
#include "cicu.h"

#include <stdlib.h>
#include <string.h>

// ICU only on Linux, where Package.swift links libicuuc (and only when it
// finds these headers): elsewhere the stub, whatever headers are around.
#if defined(__linux__) && defined(__has_include)
#if __has_include(<unicode/uchar.h>) && __has_include(<unicode/ucnv.h>)
#define CICU_HAVE_ICU 1
#endif
#endif

#ifndef CICU_HAVE_ICU

// The stub: no ICU on this machine. Package.swift links icuuc only when the
// headers are there, so nothing here may reference ICU.
bool cicu_available(void) { return false; }
bool cicu_built_with_icu(void) { return false; }
static cicu_version zero_version(void) {
  cicu_version v = {0, 0, 0, 0};
  return v;
}
cicu_version cicu_unicode_version(void) { return zero_version(); }
cicu_version cicu_icu_version(void) { return zero_version(); }
bool cicu_has_property(uint32_t code_point, cicu_code_point_property property) {
  (void)code_point;
  (void)property;
  return false;
}
cicu_version cicu_char_age(uint32_t code_point) {
  (void)code_point;
  return zero_version();
}
bool cicu_string_has_property(const uint16_t *utf16, int32_t length,
                              cicu_string_property property) {
  (void)utf16;
  (void)length;
  (void)property;
  return false;
}
cicu_gb18030 *cicu_gb18030_open(void) { return NULL; }
void cicu_gb18030_close(cicu_gb18030 *converter) { (void)converter; }
const char *cicu_gb18030_name(const cicu_gb18030 *converter) {
  (void)converter;
  return "";
}
int32_t cicu_gb18030_code_point_length(cicu_gb18030 *converter,
                                       uint32_t code_point) {
  (void)converter;
  (void)code_point;
  return -1;
}
int32_t cicu_gb18030_utf16_length(cicu_gb18030 *converter,
                                  const uint16_t *utf16, int32_t length) {
  (void)converter;
  (void)utf16;
  (void)length;
  return -1;
}
cicu_east_asian_width cicu_east_asian_width_of(uint32_t code_point) {
  (void)code_point;
  return CICU_EAW_NEUTRAL;
}

#else

#include <unicode/uchar.h>
#include <unicode/ucnv.h>
#include <unicode/ucnv_err.h>
#include <unicode/uversion.h>

bool cicu_built_with_icu(void) { return true; }

bool cicu_available(void) {
  const char *setting = getenv("TEXTGAUGE_ICU");
  return setting == NULL || strcmp(setting, "off") != 0;
}

static cicu_version make_version(const UVersionInfo info) {
  cicu_version v = {info[0], info[1], info[2], info[3]};
  return v;
}

cicu_version cicu_unicode_version(void) {
  UVersionInfo info;
  u_getUnicodeVersion(info);
  return make_version(info);
}

cicu_version cicu_icu_version(void) {
  UVersionInfo info;
  u_getVersion(info);
  return make_version(info);
}

static UProperty code_point_property(cicu_code_point_property property) {
  switch (property) {
  case CICU_EMOJI: return UCHAR_EMOJI;
  case CICU_EMOJI_PRESENTATION: return UCHAR_EMOJI_PRESENTATION;
  case CICU_EMOJI_MODIFIER: return UCHAR_EMOJI_MODIFIER;
  case CICU_EMOJI_MODIFIER_BASE: return UCHAR_EMOJI_MODIFIER_BASE;
  case CICU_EMOJI_COMPONENT: return UCHAR_EMOJI_COMPONENT;
  case CICU_EXTENDED_PICTOGRAPHIC: return UCHAR_EXTENDED_PICTOGRAPHIC;
  case CICU_REGIONAL_INDICATOR: return UCHAR_REGIONAL_INDICATOR;
  }
  return UCHAR_INVALID_CODE;
}

bool cicu_has_property(uint32_t code_point, cicu_code_point_property property) {
  return u_hasBinaryProperty((UChar32)code_point, code_point_property(property));
}

cicu_version cicu_char_age(uint32_t code_point) {
  UVersionInfo info;
  u_charAge((UChar32)code_point, info);
  return make_version(info);
}

static UProperty string_property(cicu_string_property property) {
  switch (property) {
  case CICU_BASIC_EMOJI: return UCHAR_BASIC_EMOJI;
  case CICU_EMOJI_KEYCAP_SEQUENCE: return UCHAR_EMOJI_KEYCAP_SEQUENCE;
  case CICU_RGI_EMOJI_MODIFIER_SEQUENCE: return UCHAR_RGI_EMOJI_MODIFIER_SEQUENCE;
  case CICU_RGI_EMOJI_FLAG_SEQUENCE: return UCHAR_RGI_EMOJI_FLAG_SEQUENCE;
  case CICU_RGI_EMOJI_TAG_SEQUENCE: return UCHAR_RGI_EMOJI_TAG_SEQUENCE;
  case CICU_RGI_EMOJI_ZWJ_SEQUENCE: return UCHAR_RGI_EMOJI_ZWJ_SEQUENCE;
  case CICU_RGI_EMOJI: return UCHAR_RGI_EMOJI;
  }
  return UCHAR_INVALID_CODE;
}

bool cicu_string_has_property(const uint16_t *utf16, int32_t length,
                              cicu_string_property property) {
  return u_stringHasBinaryProperty((const UChar *)utf16, length,
                                   string_property(property));
}

struct cicu_gb18030 {
  UConverter *converter;
};

cicu_gb18030 *cicu_gb18030_open(void) {
  if (!cicu_available()) return NULL;
  UErrorCode status = U_ZERO_ERROR;
  UConverter *converter = ucnv_open("gb18030", &status);
  if (U_FAILURE(status)) return NULL;
  ucnv_setFromUCallBack(converter, UCNV_FROM_U_CALLBACK_STOP, NULL, NULL, NULL,
                        &status);
  if (U_FAILURE(status)) {
    ucnv_close(converter);
    return NULL;
  }
  cicu_gb18030 *result = malloc(sizeof *result);
  if (result == NULL) {
    ucnv_close(converter);
    return NULL;
  }
  result->converter = converter;
  return result;
}

void cicu_gb18030_close(cicu_gb18030 *converter) {
  if (converter == NULL) return;
  ucnv_close(converter->converter);
  free(converter);
}

const char *cicu_gb18030_name(const cicu_gb18030 *converter) {
  UErrorCode status = U_ZERO_ERROR;
  const char *name = ucnv_getName(converter->converter, &status);
  return U_SUCCESS(status) ? name : "";
}

int32_t cicu_gb18030_utf16_length(cicu_gb18030 *converter,
                                  const uint16_t *utf16, int32_t length) {
  UErrorCode status = U_ZERO_ERROR;
  ucnv_resetFromUnicode(converter->converter);
  // Preflight: a NULL, zero-length target makes ICU count the bytes it would
  // write and report U_BUFFER_OVERFLOW_ERROR, which here means success.
  int32_t bytes = ucnv_fromUChars(converter->converter, NULL, 0,
                                  (const UChar *)utf16, length, &status);
  if (status == U_BUFFER_OVERFLOW_ERROR || status == U_STRING_NOT_TERMINATED_WARNING ||
      U_SUCCESS(status)) {
    return bytes;
  }
  return -1;
}

int32_t cicu_gb18030_code_point_length(cicu_gb18030 *converter,
                                       uint32_t code_point) {
  uint16_t units[2];
  int32_t count;
  if (code_point > 0x10FFFF) return -1;
  if (code_point < 0x10000) {
    units[0] = (uint16_t)code_point;
    count = 1;
  } else {
    units[0] = (uint16_t)(0xD7C0 + (code_point >> 10));
    units[1] = (uint16_t)(0xDC00 | (code_point & 0x3FF));
    count = 2;
  }
  return cicu_gb18030_utf16_length(converter, units, count);
}

cicu_east_asian_width cicu_east_asian_width_of(uint32_t code_point) {
  switch (u_getIntPropertyValue((UChar32)code_point, UCHAR_EAST_ASIAN_WIDTH)) {
  case U_EA_AMBIGUOUS: return CICU_EAW_AMBIGUOUS;
  case U_EA_HALFWIDTH: return CICU_EAW_HALFWIDTH;
  case U_EA_FULLWIDTH: return CICU_EAW_FULLWIDTH;
  case U_EA_NARROW: return CICU_EAW_NARROW;
  case U_EA_WIDE: return CICU_EAW_WIDE;
  default: return CICU_EAW_NEUTRAL;
  }
}

#endif
