// Implementation of cicu.h: ICU found at run time.
//
// No ICU header is included and no ICU library is linked. The first call
// loads libicuuc with dlopen (TEXTGAUGE_ICU=/path/to/libicuuc…so, or the
// system's, newest soname first) and resolves the few functions below with
// dlsym. ICU renames every C function with its major version as a suffix
// (u_hasBinaryProperty_78), unless built with --disable-renaming (Apple's
// libicucore): the suffix is found by resolving u_getVersion with each
// candidate suffix, then checked against the major version u_getVersion
// itself reports. The package therefore builds with no ICU installed, and
// one build can compare its tables with any ICU.
//
// The types and constants declared here are those of ICU4C's stable C API
// (@stable since ICU 2.0 unless noted; values fixed by ICU's binary
// compatibility policy), from unicode/umachine.h, utypes.h, uversion.h,
// uchar.h and ucnv.h.
#include "cicu.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(__unix__) || defined(__APPLE__)
#define CICU_HAVE_DLOPEN 1
#include <dlfcn.h>
#include <pthread.h>
#endif

// --- ICU's stable C API, declared here (no ICU headers needed) ------------

typedef int32_t UChar32;    // umachine.h
typedef uint16_t UChar;     // umachine.h (char16_t)
typedef int8_t UBool;       // umachine.h
typedef int UErrorCode;     // utypes.h: an enum; U_FAILURE(e) is e > U_ZERO_ERROR
typedef int UProperty;      // uchar.h: an enum
typedef uint8_t UVersionInfo[4];  // uversion.h: U_MAX_VERSION_LENGTH 4
typedef struct UConverter UConverter;  // ucnv.h: opaque
// ucnv_err.h: UConverterFromUCallback; only passed through, never called here.
typedef void (*UConverterFromUCallback)(const void *context, void *args,
                                        const UChar *codeUnits, int32_t length,
                                        UChar32 codePoint, int reason,
                                        UErrorCode *err);

// utypes.h, UErrorCode
enum {
  U_STRING_NOT_TERMINATED_WARNING = -124,
  U_ZERO_ERROR = 0,
  U_BUFFER_OVERFLOW_ERROR = 15,
};
#define U_FAILURE(code) ((code) > U_ZERO_ERROR)

// uchar.h, UProperty: binary properties (emoji ones @stable ICU 57, 62, 70).
enum {
  UCHAR_EMOJI = 57,
  UCHAR_EMOJI_PRESENTATION = 58,
  UCHAR_EMOJI_MODIFIER = 59,
  UCHAR_EMOJI_MODIFIER_BASE = 60,
  UCHAR_EMOJI_COMPONENT = 61,
  UCHAR_REGIONAL_INDICATOR = 62,
  UCHAR_EXTENDED_PICTOGRAPHIC = 64,
  // Properties of strings (ICU 70).
  UCHAR_BASIC_EMOJI = 65,
  UCHAR_EMOJI_KEYCAP_SEQUENCE = 66,
  UCHAR_RGI_EMOJI_MODIFIER_SEQUENCE = 67,
  UCHAR_RGI_EMOJI_FLAG_SEQUENCE = 68,
  UCHAR_RGI_EMOJI_TAG_SEQUENCE = 69,
  UCHAR_RGI_EMOJI_ZWJ_SEQUENCE = 70,
  UCHAR_RGI_EMOJI = 71,
  // Enumerated properties start at UCHAR_INT_START = 0x1000.
  UCHAR_EAST_ASIAN_WIDTH = 0x1004,
};

// uchar.h, UEastAsianWidth
enum {
  U_EA_NEUTRAL = 0,
  U_EA_AMBIGUOUS = 1,
  U_EA_HALFWIDTH = 2,
  U_EA_FULLWIDTH = 3,
  U_EA_NARROW = 4,
  U_EA_WIDE = 5,
};

// --- Loading -----------------------------------------------------------------

static struct {
  bool loaded;
  char reason[512];
  char path[512];
  void (*u_getVersion)(UVersionInfo);
  void (*u_getUnicodeVersion)(UVersionInfo);
  UBool (*u_hasBinaryProperty)(UChar32, UProperty);
  UBool (*u_stringHasBinaryProperty)(const UChar *, int32_t, UProperty);
  void (*u_charAge)(UChar32, UVersionInfo);
  int32_t (*u_getIntPropertyValue)(UChar32, UProperty);
  UConverter *(*ucnv_open)(const char *, UErrorCode *);
  void (*ucnv_close)(UConverter *);
  void (*ucnv_setFromUCallBack)(UConverter *, UConverterFromUCallback, const void *,
                                UConverterFromUCallback *, const void **, UErrorCode *);
  UConverterFromUCallback UCNV_FROM_U_CALLBACK_STOP;
  const char *(*ucnv_getName)(const UConverter *, UErrorCode *);
  void (*ucnv_resetFromUnicode)(UConverter *);
  int32_t (*ucnv_fromUChars)(UConverter *, char *, int32_t, const UChar *, int32_t,
                             UErrorCode *);
} icu;

#ifdef CICU_HAVE_DLOPEN

// The newest ICU this code looks for by soname and by suffix, and the oldest
// with the emoji properties of strings (ICU 70) it needs.
enum { NEWEST_MAJOR = 99, OLDEST_MAJOR = 70 };

static void *open_library(void) {
  const char *setting = getenv("TEXTGAUGE_ICU");
  if (setting != NULL && setting[0] != '\0') {
    void *handle = dlopen(setting, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
      snprintf(icu.reason, sizeof icu.reason, "TEXTGAUGE_ICU=%s cannot be loaded: %s", setting,
               dlerror());
    } else {
      snprintf(icu.path, sizeof icu.path, "%s", setting);
    }
    return handle;
  }
  char name[64];
#ifdef __APPLE__
  // Apple's ICU: one library, unversioned names.
  snprintf(name, sizeof name, "/usr/lib/libicucore.A.dylib");
  void *apple = dlopen(name, RTLD_NOW | RTLD_LOCAL);
  if (apple != NULL) {
    snprintf(icu.path, sizeof icu.path, "%s", name);
    return apple;
  }
#endif
  // The runtime package (libicu72, …) installs only libicuuc.so.<major>;
  // the unversioned libicuuc.so comes with the -dev package.
  for (int major = NEWEST_MAJOR; major >= OLDEST_MAJOR; major--) {
    snprintf(name, sizeof name, "libicuuc.so.%d", major);
    void *handle = dlopen(name, RTLD_NOW | RTLD_LOCAL);
    if (handle != NULL) {
      snprintf(icu.path, sizeof icu.path, "%s", name);
      return handle;
    }
  }
  void *handle = dlopen("libicuuc.so", RTLD_NOW | RTLD_LOCAL);
  if (handle != NULL) {
    snprintf(icu.path, sizeof icu.path, "libicuuc.so");
    return handle;
  }
  snprintf(icu.reason, sizeof icu.reason,
           "no libicuuc.so.%d..%d on the library path (install ICU, e.g. Debian's libicu72, or set "
           "TEXTGAUGE_ICU=/path/to/libicuuc.so)",
           NEWEST_MAJOR, OLDEST_MAJOR);
  return NULL;
}

// dlsym of `name` + `suffix` ("" or "_78").
static void *symbol(void *handle, const char *name, const char *suffix) {
  char full[96];
  snprintf(full, sizeof full, "%s%s", name, suffix);
  return dlsym(handle, full);
}

static void load(void) {
  const char *setting = getenv("TEXTGAUGE_ICU");
  if (setting != NULL && strcmp(setting, "off") == 0) {
    snprintf(icu.reason, sizeof icu.reason, "ICU turned off by TEXTGAUGE_ICU=off");
    return;
  }
  void *handle = open_library();
  if (handle == NULL) return;

  // The suffix: none (a library built with --disable-renaming), or "_<major>".
  char suffix[16] = "";
  void *get_version = symbol(handle, "u_getVersion", suffix);
  for (int major = NEWEST_MAJOR; get_version == NULL && major >= 44; major--) {
    snprintf(suffix, sizeof suffix, "_%d", major);
    get_version = symbol(handle, "u_getVersion", suffix);
  }
  if (get_version == NULL) {
    snprintf(icu.reason, sizeof icu.reason, "%s has no u_getVersion: not ICU's libicuuc", icu.path);
    dlclose(handle);
    return;
  }
  UVersionInfo version;
  ((void (*)(UVersionInfo))get_version)(version);
  if (suffix[0] != '\0' && atoi(suffix + 1) != version[0]) {
    snprintf(icu.reason, sizeof icu.reason, "%s: u_getVersion%s reports ICU %d", icu.path, suffix,
             version[0]);
    dlclose(handle);
    return;
  }
  if (version[0] < OLDEST_MAJOR) {
    snprintf(icu.reason, sizeof icu.reason,
             "%s is ICU %d.%d; the emoji properties of strings need ICU %d or newer", icu.path,
             version[0], version[1], OLDEST_MAJOR);
    dlclose(handle);
    return;
  }

#define RESOLVE(name)                                                                         \
  do {                                                                                        \
    *(void **)&icu.name = symbol(handle, #name, suffix);                                     \
    if (icu.name == NULL) {                                                                   \
      snprintf(icu.reason, sizeof icu.reason, "%s: no symbol %s%s", icu.path, #name, suffix); \
      dlclose(handle);                                                                        \
      return;                                                                                 \
    }                                                                                         \
  } while (0)
  RESOLVE(u_getVersion);
  RESOLVE(u_getUnicodeVersion);
  RESOLVE(u_hasBinaryProperty);
  RESOLVE(u_stringHasBinaryProperty);
  RESOLVE(u_charAge);
  RESOLVE(u_getIntPropertyValue);
  RESOLVE(ucnv_open);
  RESOLVE(ucnv_close);
  RESOLVE(ucnv_setFromUCallBack);
  RESOLVE(UCNV_FROM_U_CALLBACK_STOP);
  RESOLVE(ucnv_getName);
  RESOLVE(ucnv_resetFromUnicode);
  RESOLVE(ucnv_fromUChars);
#undef RESOLVE
  icu.loaded = true;  // the handle stays open for the life of the process
}

static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static bool ready(void) {
  pthread_once(&load_once, load);
  return icu.loaded;
}

#else

static bool ready(void) {
  snprintf(icu.reason, sizeof icu.reason, "no dlopen on this platform");
  return false;
}

#endif

bool cicu_available(void) { return ready(); }

const char *cicu_unavailable_reason(void) {
  return ready() ? "" : icu.reason;
}

const char *cicu_library_path(void) { return ready() ? icu.path : ""; }

static cicu_version make_version(const UVersionInfo info) {
  cicu_version v = {info[0], info[1], info[2], info[3]};
  return v;
}

static cicu_version zero_version(void) {
  cicu_version v = {0, 0, 0, 0};
  return v;
}

cicu_version cicu_unicode_version(void) {
  if (!ready()) return zero_version();
  UVersionInfo info;
  icu.u_getUnicodeVersion(info);
  return make_version(info);
}

cicu_version cicu_icu_version(void) {
  if (!ready()) return zero_version();
  UVersionInfo info;
  icu.u_getVersion(info);
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
  return -1;  // UCHAR_INVALID_CODE
}

bool cicu_has_property(uint32_t code_point, cicu_code_point_property property) {
  UProperty which = code_point_property(property);
  if (!ready() || which < 0) return false;
  return icu.u_hasBinaryProperty((UChar32)code_point, which) != 0;
}

cicu_version cicu_char_age(uint32_t code_point) {
  if (!ready()) return zero_version();
  UVersionInfo info;
  icu.u_charAge((UChar32)code_point, info);
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
  return -1;  // UCHAR_INVALID_CODE
}

bool cicu_string_has_property(const uint16_t *utf16, int32_t length,
                              cicu_string_property property) {
  UProperty which = string_property(property);
  if (!ready() || which < 0) return false;
  return icu.u_stringHasBinaryProperty((const UChar *)utf16, length, which) != 0;
}

struct cicu_gb18030 {
  UConverter *converter;
};

cicu_gb18030 *cicu_gb18030_open(void) {
  if (!ready()) return NULL;
  UErrorCode status = U_ZERO_ERROR;
  UConverter *converter = icu.ucnv_open("gb18030", &status);
  if (U_FAILURE(status) || converter == NULL) return NULL;
  icu.ucnv_setFromUCallBack(converter, icu.UCNV_FROM_U_CALLBACK_STOP, NULL, NULL, NULL, &status);
  if (U_FAILURE(status)) {
    icu.ucnv_close(converter);
    return NULL;
  }
  cicu_gb18030 *result = malloc(sizeof *result);
  if (result == NULL) {
    icu.ucnv_close(converter);
    return NULL;
  }
  result->converter = converter;
  return result;
}

void cicu_gb18030_close(cicu_gb18030 *converter) {
  if (converter == NULL) return;
  icu.ucnv_close(converter->converter);
  free(converter);
}

const char *cicu_gb18030_name(const cicu_gb18030 *converter) {
  UErrorCode status = U_ZERO_ERROR;
  const char *name = icu.ucnv_getName(converter->converter, &status);
  return U_FAILURE(status) || name == NULL ? "" : name;
}

int32_t cicu_gb18030_utf16_length(cicu_gb18030 *converter,
                                  const uint16_t *utf16, int32_t length) {
  UErrorCode status = U_ZERO_ERROR;
  icu.ucnv_resetFromUnicode(converter->converter);
  // Preflight: a NULL, zero-length target makes ICU count the bytes it would
  // write and report U_BUFFER_OVERFLOW_ERROR, which here means success.
  int32_t bytes = icu.ucnv_fromUChars(converter->converter, NULL, 0, (const UChar *)utf16,
                                      length, &status);
  if (status == U_BUFFER_OVERFLOW_ERROR || status == U_STRING_NOT_TERMINATED_WARNING ||
      !U_FAILURE(status)) {
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
  if (!ready()) return CICU_EAW_NEUTRAL;
  switch (icu.u_getIntPropertyValue((UChar32)code_point, UCHAR_EAST_ASIAN_WIDTH)) {
  case U_EA_AMBIGUOUS: return CICU_EAW_AMBIGUOUS;
  case U_EA_HALFWIDTH: return CICU_EAW_HALFWIDTH;
  case U_EA_FULLWIDTH: return CICU_EAW_FULLWIDTH;
  case U_EA_NARROW: return CICU_EAW_NARROW;
  case U_EA_WIDE: return CICU_EAW_WIDE;
  default: return CICU_EAW_NEUTRAL;
  }
}
