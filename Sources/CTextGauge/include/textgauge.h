/*
 * textgauge.h: TextGauge's C ABI (libtextgauge), C99.
 *
 * Measures UTF-8 text from Unicode's data: lengths in every metric, the
 * longest prefix within a budget, display width, GB 18030 bytes per
 * edition, emoji (UTS #51) and field policies. Docs/C.md is the guide.
 *
 * Conventions, for every function:
 * - Text is a UTF-8 buffer and its length in bytes (`text`, `length`); it
 *   need not be NUL-terminated. `text` may be NULL when `length` is 0.
 *   Ill-formed UTF-8 (Unicode 3.9, Table 3-7) returns TG_ERR_INVALID_UTF8;
 *   tg_utf8_check says where.
 * - Functions return an int error code, TG_OK (0) or a TG_ERR_* value, and
 *   write results through out-parameters, which are left untouched on error.
 *   Bad arguments (a NULL out-parameter, an unknown enum value, a negative
 *   budget) return TG_ERR_ARGUMENT. No function aborts on any input.
 * - Thread safety: the library has no global mutable state. Every function
 *   may be called from any thread at once; a tg_policy is immutable after it
 *   is made and may be shared between threads (free it once, when no thread
 *   uses it).
 * - Memory: what the library allocates, the caller frees with the function
 *   named beside it (tg_string_free, tg_emoji_matches_free,
 *   tg_violations_free, tg_policy_free, tg_edit_free). Strings the library
 *   returns as `const char *` from version functions are static.
 * - Offsets are in UTF-8 bytes from the start of the text unless a field
 *   says otherwise; byte offsets returned are on Character boundaries
 *   (UAX #29) where stated.
 */
#ifndef TEXTGAUGE_H
#define TEXTGAUGE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The ABI version: bumped on any incompatible change of a signature, a
 * struct or an enum value. Compare with tg_abi_version() at run time. */
#define TG_ABI_VERSION 1

/* ---- Errors -------------------------------------------------------------*/

/* tablegen: begin errors (Vocabulary/vocabulary.json) */
#define TG_OK 0
/* The text is not well-formed UTF-8 (tg_utf8_check gives the offset). */
#define TG_ERR_INVALID_UTF8 1
/* An argument is wrong: a NULL pointer, an unknown enum value, a negative
 * budget or maximum, text NULL with a non-zero length. */
#define TG_ERR_ARGUMENT 2
/* A policy could not be read or made; the message says where and why. */
#define TG_ERR_POLICY 3
/* An allocation failed. */
#define TG_ERR_MEMORY 4
/* tablegen: end errors */

/* A static, one-line English description of an error code ("ok" for TG_OK,
 * "unknown error code" for another value). Thread-safe. */
const char *tg_error_string(int code);

/* ---- Versions -----------------------------------------------------------*/

/* TG_ABI_VERSION of the library loaded. Thread-safe. */
int tg_abi_version(void);
/* The library's version ("0.1.0"), static. Thread-safe. */
const char *tg_library_version(void);
/* The Unicode and emoji version of the tables ("18.0"), static. Thread-safe. */
const char *tg_unicode_version(void);

/* ---- UTF-8 --------------------------------------------------------------*/

/* Whether text is well-formed UTF-8: *well_formed 1, or 0 and *offset the
 * byte where it stops being (the start of the first maximal ill-formed
 * subpart). `offset` may be NULL. Thread-safe. */
int tg_utf8_check(const char *text, size_t length, int *well_formed, size_t *offset);

/* ---- Metrics ------------------------------------------------------------*/

/* tablegen: begin tg_metric (Vocabulary/vocabulary.json) */
/* Every metric. Values are fixed by the ABI, not by any order. */
typedef enum tg_metric {
  TG_METRIC_CHARACTERS = 0,   /* extended grapheme clusters, UAX #29 */
  TG_METRIC_SCALARS = 1,      /* Unicode scalars (code points) */
  TG_METRIC_UTF16 = 2,        /* UTF-16 code units */
  TG_METRIC_UTF8 = 3,         /* UTF-8 bytes */
  TG_METRIC_GB18030 = 4,      /* GB 18030-2022 bytes */
  TG_METRIC_GB18030_2005 = 5, /* GB 18030-2005 bytes */
  TG_METRIC_GB18030_2000 = 6, /* GB 18030-2000 bytes */
  TG_METRIC_WIDTH = 7,        /* display columns, ambiguous narrow (UAX #11) */
  TG_METRIC_WIDTH_WIDE = 8,   /* display columns, ambiguous wide */
  TG_METRIC_ZISHU = 9,        /* 字数, the Chinese word count */
  TG_METRIC_WEIGHTED = 10     /* twitter-text v3 weighted length (X) */
} tg_metric;
/* tablegen: end tg_metric */

/* The length of text in `metric`. Thread-safe. */
int tg_measure(const char *text, size_t length, int metric, size_t *out);

/* The longest prefix of text that measures at most `budget` in `metric`,
 * as its length in bytes, ending on a Character boundary (never half an
 * emoji, a flag or a letter with its marks). Thread-safe. */
int tg_prefix(const char *text, size_t length, int metric, int64_t budget, size_t *out_bytes);

/* Display width in columns; ambiguous characters (° Ω ①) take 2 when
 * `ambiguous_wide` is non-zero, else 1. Thread-safe. */
int tg_width(const char *text, size_t length, int ambiguous_wide, size_t *out);

/* GB 18030 bytes in the edition of `year`: 2000, 2005 or 2022.
 * Thread-safe. */
int tg_gb18030_length(const char *text, size_t length, int year, size_t *out);

/* ---- Emoji --------------------------------------------------------------*/

/* tablegen: begin tg_emoji_policy (Vocabulary/vocabulary.json) */
/* Which emoji count (UTS #51). */
typedef enum tg_emoji_policy {
  TG_EMOJI_STANDARD = 0,               /* emoji-presentation and qualified sequences */
  TG_EMOJI_RENDERS_AS_EMOJI = 1,       /* also well-formed sequences not listed */
  TG_EMOJI_INCLUDING_TEXT_DEFAULT = 2  /* also text-default characters (©, ™) */
} tg_emoji_policy;
/* tablegen: end tg_emoji_policy */

/* tablegen: begin tg_emoji_kind (Vocabulary/vocabulary.json) */
typedef enum tg_emoji_kind {
  TG_EMOJI_KIND_BASIC = 0,
  TG_EMOJI_KIND_KEYCAP = 1,
  TG_EMOJI_KIND_FLAG = 2,
  TG_EMOJI_KIND_TAG = 3,
  TG_EMOJI_KIND_MODIFIER = 4,
  TG_EMOJI_KIND_ZWJ = 5
} tg_emoji_kind;

typedef enum tg_emoji_status {
  TG_EMOJI_STATUS_FULLY_QUALIFIED = 0,
  TG_EMOJI_STATUS_MINIMALLY_QUALIFIED = 1,
  TG_EMOJI_STATUS_UNQUALIFIED = 2,
  TG_EMOJI_STATUS_COMPONENT = 3,
  TG_EMOJI_STATUS_NOT_LISTED = 4
} tg_emoji_status;
/* tablegen: end tg_emoji_kind */

/* One emoji found in a text. */
typedef struct tg_emoji_match {
  size_t start, end;                /* UTF-8 byte offsets: the match is [start, end) */
  size_t start_scalars, end_scalars;/* the same in Unicode scalars (Python str indices) */
  int kind;                         /* tg_emoji_kind */
  int status;                       /* tg_emoji_status */
  int is_rgi;                       /* 1 when in the RGI set */
  int version_major, version_minor; /* Emoji version; both -1 when unknown */
  char *name;                       /* CLDR short name, NUL-terminated, or NULL */
} tg_emoji_match;

/* The number of emoji in text. Thread-safe. */
int tg_emoji_count(const char *text, size_t length, int policy, size_t *out);
/* *out 1 when text holds an emoji, else 0. Thread-safe. */
int tg_emoji_contains(const char *text, size_t length, int policy, int *out);
/* Every emoji of text, left to right: *out an array of *count matches
 * (NULL when 0), freed with tg_emoji_matches_free. Thread-safe. */
int tg_emoji_matches(const char *text, size_t length, int policy, tg_emoji_match **out, size_t *count);
/* Frees what tg_emoji_matches returned; NULL is allowed. */
void tg_emoji_matches_free(tg_emoji_match *matches, size_t count);
/* The newest Emoji version among the matches of text, as major * 100 +
 * minor (1500 for 15.0); 0 when there is none, -1 when a match's version
 * is unknown to the tables. Thread-safe. */
int tg_emoji_newest_version(const char *text, size_t length, int policy, int *out);

/* ---- Emoji names and search (CLDR annotations) -------------------------*/
/*
 * A locale is named by its identifier, NUL-terminated, and resolved by
 * CLDR's fallback to a supported one ("zh-Hant-HK" and "zh_TW" are
 * "zh-Hant", "zh-CN" "zh", "en-GB" "en"); a language without names is
 * TG_ERR_ARGUMENT. The supported ones: tg_emoji_locale_name.
 */

/* The number of supported locales, and the identifier of locale `index`
 * (static: "en", "zh", ...), or NULL past the end. Thread-safe. */
size_t tg_emoji_locale_count(void);
const char *tg_emoji_locale_name(size_t index);

/* The short name of one RGI emoji (`emoji`, exactly one, UTF-8) in `locale`
 * (NULL: "en"): CLDR's, or emoji-test.txt's English where CLDR has none.
 * *out NUL-terminated, freed with tg_string_free; NULL when `emoji` is not
 * one RGI emoji, fully-qualified or in a form with fewer U+FE0F (CLDR keys
 * `❤` for `❤️`). Thread-safe. */
int tg_emoji_name(const char *emoji, size_t length, const char *locale, char **out);

/* The RGI emoji whose names or keywords match `query`, best first (Swift's
 * AnnotatedEmoji.search: whole name, whole keyword, prefixes, then a match
 * at a word start; simplified and traditional Han alike; pinyin or
 * Jyutping for Han). `locale` NULL: the query decides (a CJK ideograph the
 * Chinese locales, else English and pinyin). `expand_skin_tones` 1 lists
 * each skin-tone variant as a result of its own. *out an array of *count
 * NUL-terminated emoji (NULL when 0), freed with tg_emoji_search_free.
 * Thread-safe. */
int tg_emoji_search(const char *query, size_t length, const char *locale, int expand_skin_tones, char ***out,
                    size_t *count);
/* Frees what tg_emoji_search returned; NULL is allowed. */
void tg_emoji_search_free(char **results, size_t count);

/* ---- Field policies -----------------------------------------------------*/

/* A field policy (TextGaugePolicy's FieldPolicy): immutable, shareable
 * between threads. */
typedef struct tg_policy tg_policy;

/* Reads a policy from its JSON form (Schemas/field-policy.schema.json), at
 * most 16 MiB (16777216 bytes; a longer one is TG_ERR_POLICY, not parsed).
 * On TG_ERR_POLICY, *error_message (when error_message is not NULL) is a
 * one-line message with the JSON path or line and column, freed with
 * tg_string_free: what it quotes of the document is escaped as in a JSON
 * string (control characters, U+2028, U+2029) and cut after 40 Unicode
 * scalars with "…". Thread-safe. */
int tg_policy_from_json(const char *json, size_t length, tg_policy **out, char **error_message);
/* A preset by name (tg_preset_name); `maximum` is required (>= 0) by
 * "gb18030" and "zishu" and must be -1 for the others. Errors as
 * tg_policy_from_json (an unknown name quoted as a document's string is).
 * Thread-safe. */
int tg_policy_preset(const char *name, int64_t maximum, tg_policy **out, char **error_message);
/* Frees a policy; NULL is allowed. */
void tg_policy_free(tg_policy *policy);
/* The policy's JSON form, compact, NUL-terminated, freed with
 * tg_string_free. Thread-safe. */
int tg_policy_json(const tg_policy *policy, char **out);

/* The number of presets, and the name of preset `index` (static), or NULL
 * past the end. Thread-safe. */
size_t tg_preset_count(void);
const char *tg_preset_name(size_t index);
/* Whether preset `index` needs a maximum (1) or refuses one (0); -1 past
 * the end. Thread-safe. */
int tg_preset_requires_maximum(size_t index);

/* One way a text breaks a policy. Strings are NUL-terminated. */
typedef struct tg_violation {
  char *rule;    /* JSON path of the rule: "limits[1]", "emoji.allowed", "guards.utf8mb3" ... */
  char *kind;    /* "overLimit", "underLimit", "emoji", "emojiTooNew", "disallowedCharacter", ... */
  char *message; /* one line for people */
  size_t offset_utf8, offset_utf16, offset_scalars, offset_characters; /* where it first fails */
} tg_violation;

/* Everything in text that breaks the policy, in text order: *out an array
 * of *count violations (NULL when 0: the text is accepted), freed with
 * tg_violations_free. Thread-safe. */
int tg_policy_check(const tg_policy *policy, const char *text, size_t length, tg_violation **out, size_t *count);
/* Frees what tg_policy_check returned; NULL is allowed. */
void tg_violations_free(tg_violation *violations, size_t count);
/* *out 1 when text satisfies the policy, else 0. Thread-safe. */
int tg_policy_accepts(const tg_policy *policy, const char *text, size_t length, int *out);
/* What pasting text into an empty field keeps: disallowed Characters
 * removed, cut to every limit. *out NUL-terminated (*out_length bytes
 * before the NUL; out_length may be NULL), freed with tg_string_free.
 * Thread-safe. */
int tg_policy_sanitize(const tg_policy *policy, const char *text, size_t length, char **out, size_t *out_length);
/* The longest prefix within every limit's maximum, in bytes, on a
 * Character boundary (rules and guards not applied). Thread-safe. */
int tg_policy_prefix(const tg_policy *policy, const char *text, size_t length, size_t *out_bytes);

/* ---- Edits: the input engine's judgement of one keystroke ---------------*/

/* tablegen: begin tg_edit_decision (Vocabulary/vocabulary.json) */
/* What a field does with an edit (tg_policy_edit). */
typedef enum tg_edit_decision {
  TG_EDIT_ACCEPT = 0,   /* apply the edit as it is */
  TG_EDIT_REJECT = 1,   /* do not apply it: the text stays as it was */
  TG_EDIT_ADJUSTED = 2  /* replace the whole text with tg_edit.text */
} tg_edit_decision;
/* tablegen: end tg_edit_decision */

/* What the policy's input engine (TextGaugeInput's InputRules.evaluate,
 * the judge of the iOS text fields) decides about one edit. */
typedef struct tg_edit {
  int decision;             /* tg_edit_decision */
  char *text;               /* TG_EDIT_ADJUSTED: the whole new text, NUL-terminated; else NULL */
  size_t text_length;       /* its length in bytes (0 unless TG_EDIT_ADJUSTED) */
  size_t caret_utf16;       /* where the caret goes, in UTF-16 code units of the text after the
                               decision: accept, after the replacement; adjusted, after what was
                               kept of it; reject, the range's start (within the text) */
  tg_violation *violations; /* what was refused, cut or removed (NULL when none); their offsets
                               are where the edit starts in the text before it (0 for a bad
                               range), rule and kind as tg_policy_check names them */
  size_t violation_count;
} tg_edit;

/* Judges replacing `utf16_length` UTF-16 code units at `utf16_location` of
 * `text` (the field's whole text) with `replacement` (typed, pasted,
 * dropped or committed text; empty to delete), as a text field sees an
 * edit (a browser's selectionStart/selectionEnd, UIKit's NSRange).
 * `is_composing` non-zero: an input method's marked text being composed,
 * always accepted; judge the committed text with 0. A range out of the
 * text or splitting a surrogate pair is TG_EDIT_REJECT with one violation
 * of kind "invalidRange" (never an error). *out is filled in, freed with
 * tg_edit_free; it is untouched on error. Thread-safe.
 *
 *   tg_edit edit;
 *   tg_policy_edit(policy, "ab", 2, 2, 0, "c\xF0\x9F\x98\x80d", 6, 0, &edit);
 *   // a policy of at most 3 characters without emoji: TG_EDIT_ADJUSTED,
 *   // edit.text "abc", edit.caret_utf16 3, violations emoji and overLimit
 *   tg_edit_free(&edit);
 */
int tg_policy_edit(const tg_policy *policy, const char *text, size_t text_length, size_t utf16_location,
                   size_t utf16_length, const char *replacement, size_t replacement_length, int is_composing,
                   tg_edit *out);
/* Frees what tg_policy_edit put in `edit` (its text and violations) and
 * sets those fields to NULL and 0; NULL is allowed. */
void tg_edit_free(tg_edit *edit);

/* Frees a string the library allocated; NULL is allowed. */
void tg_string_free(char *string);

/* ---- Columns ------------------------------------------------------------*/
/*
 * A whole column of strings in one call, in Apache Arrow's layout: row i
 * is data[offsets[i] .. offsets[i + 1]), `rows + 1` offsets (int32 for
 * Arrow's string, int64 for large_string: the *_large variants). The
 * buffers are read in place. `validity` is Arrow's validity bitmap (bit
 * (validity_offset + i) set when row i is not null) or NULL when no row is
 * null; a null row's result is -1. Every row is checked before any is
 * measured: on an error nothing is written to `out`. On
 * TG_ERR_INVALID_UTF8, *error_row (when not NULL) is the first ill-formed
 * row; on TG_ERR_ARGUMENT for offsets out of order or past the column's
 * last offset, the first such row. Thread-safe.
 */
int tg_measure_column(const int32_t *offsets, const uint8_t *data, const uint8_t *validity, size_t validity_offset,
                      size_t rows, int metric, int64_t *out, size_t *error_row);
int tg_measure_column_large(const int64_t *offsets, const uint8_t *data, const uint8_t *validity,
                            size_t validity_offset, size_t rows, int metric, int64_t *out, size_t *error_row);
int tg_emoji_count_column(const int32_t *offsets, const uint8_t *data, const uint8_t *validity,
                          size_t validity_offset, size_t rows, int policy, int64_t *out, size_t *error_row);
int tg_emoji_count_column_large(const int64_t *offsets, const uint8_t *data, const uint8_t *validity,
                                size_t validity_offset, size_t rows, int policy, int64_t *out, size_t *error_row);
/* tg_emoji_newest_version per row. */
int tg_emoji_newest_version_column(const int32_t *offsets, const uint8_t *data, const uint8_t *validity,
                                   size_t validity_offset, size_t rows, int policy, int64_t *out, size_t *error_row);
int tg_emoji_newest_version_column_large(const int64_t *offsets, const uint8_t *data, const uint8_t *validity,
                                         size_t validity_offset, size_t rows, int policy, int64_t *out,
                                         size_t *error_row);
/* The policy's verdict per row: 1 accepted, 0 not, -1 null. */
int tg_policy_accepts_column(const tg_policy *policy, const int32_t *offsets, const uint8_t *data,
                             const uint8_t *validity, size_t validity_offset, size_t rows, int64_t *out,
                             size_t *error_row);
int tg_policy_accepts_column_large(const tg_policy *policy, const int64_t *offsets, const uint8_t *data,
                                   const uint8_t *validity, size_t validity_offset, size_t rows, int64_t *out,
                                   size_t *error_row);

#ifdef __cplusplus
}
#endif

#endif /* TEXTGAUGE_H */
