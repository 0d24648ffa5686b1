/*
 * TextGauge's C ABI against the conformance vectors, from C alone: built
 * with `cc` against the installed textgauge.h and libtextgauge (see
 * run.sh), run plain, under AddressSanitizer and under valgrind memcheck.
 *
 *   textgauge_test VECTORS.lines
 *
 * VECTORS.lines is Conformance/vectors.json converted by
 * vectors_to_lines.py (hex texts, no JSON parser needed here); the
 * policies are loaded from their JSON with tg_policy_from_json itself.
 * Besides the vectors: every preset, prefixes within each budget, the
 * error codes for ill-formed UTF-8 and bad arguments, and the same calls
 * from several threads at once.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <textgauge.h>

static int failures = 0;
#define CHECK(cond, ...)                                                \
  do {                                                                  \
    if (!(cond)) {                                                      \
      failures++;                                                       \
      fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__);              \
      fprintf(stderr, __VA_ARGS__);                                     \
      fprintf(stderr, "\n");                                            \
    }                                                                   \
  } while (0)

/* Decodes hex ("-" for empty) into a malloc'ed buffer; *length its size. */
static char *unhex(const char *hex, size_t *length) {
  if (strcmp(hex, "-") == 0) {
    *length = 0;
    return calloc(1, 1);
  }
  size_t n = strlen(hex) / 2;
  char *out = malloc(n + 1);
  for (size_t i = 0; i < n; i++) {
    unsigned value;
    sscanf(hex + 2 * i, "%2x", &value);
    out[i] = (char)value;
  }
  out[n] = 0;
  *length = n;
  return out;
}

#define MAX_POLICIES 32
static char policy_names[MAX_POLICIES][64];
static tg_policy *policies[MAX_POLICIES];
static int policy_count = 0;

static tg_policy *policy_named(const char *name) {
  for (int i = 0; i < policy_count; i++)
    if (strcmp(policy_names[i], name) == 0) return policies[i];
  return NULL;
}

/* The vectors: every metric, prefix and verdict of every case. */
static int run_vectors(const char *path) {
  FILE *file = fopen(path, "r");
  if (!file) {
    perror(path);
    return 1;
  }
  static char line[1 << 20];
  char case_name[256] = "";
  char *text = NULL;
  size_t text_length = 0;
  int cases = 0, metrics = 0, verdicts = 0, names = 0, searches = 0;
  /* The violations the current verdict expects, then the ones found. */
  tg_violation *found = NULL;
  size_t found_count = 0, found_next = 0;
  char policy_of_verdict[64] = "";
  while (fgets(line, sizeof line, file)) {
    line[strcspn(line, "\n")] = 0;
    char kind = line[0];
    if (kind == 'P') {
      char name[64], hex[1 << 16];
      sscanf(line, "P %63s %65535s", name, hex);
      size_t n;
      char *json = unhex(hex, &n);
      char *message = NULL;
      tg_policy *policy = NULL;
      int rc = tg_policy_from_json(json, n, &policy, &message);
      CHECK(rc == TG_OK, "policy %s: %s", name, message ? message : tg_error_string(rc));
      tg_string_free(message);
      free(json);
      if (rc == TG_OK && policy_count < MAX_POLICIES) {
        snprintf(policy_names[policy_count], 64, "%s", name);
        policies[policy_count++] = policy;
      }
    } else if (kind == 'C') {
      CHECK(found_next == found_count, "%s %s: %zu violations more than the vectors", case_name,
            policy_of_verdict, found_count - found_next);
      tg_violations_free(found, found_count);
      found = NULL;
      found_count = found_next = 0;
      free(text);
      char hex[1 << 19];
      sscanf(line, "C %255s %524287s", case_name, hex);
      text = unhex(hex, &text_length);
      cases++;
    } else if (kind == 'M') {
      int metric;
      size_t expected, value = (size_t)-1, prefix = (size_t)-1;
      sscanf(line, "M %d %zu", &metric, &expected);
      int rc = tg_measure(text, text_length, metric, &value);
      CHECK(rc == TG_OK && value == expected, "%s metric %d: %zu, expected %zu (rc %d)", case_name, metric, value,
            expected, rc);
      /* The whole text fits its own length; one less cuts it, on a
       * Character boundary, to a prefix within the budget. */
      rc = tg_prefix(text, text_length, metric, (int64_t)expected, &prefix);
      CHECK(rc == TG_OK && prefix == text_length, "%s metric %d: prefix within its length is %zu of %zu", case_name,
            metric, prefix, text_length);
      if (expected > 0) {
        rc = tg_prefix(text, text_length, metric, (int64_t)expected - 1, &prefix);
        size_t cut = (size_t)-1;
        tg_measure(text, prefix, metric, &cut);
        CHECK(rc == TG_OK && prefix < text_length && cut <= expected - 1, "%s metric %d: prefix of %zu measures %zu",
              case_name, metric, expected - 1, cut);
        size_t characters_all, characters_cut, characters_rest;
        tg_measure(text, text_length, TG_METRIC_CHARACTERS, &characters_all);
        tg_measure(text, prefix, TG_METRIC_CHARACTERS, &characters_cut);
        tg_measure(text + prefix, text_length - prefix, TG_METRIC_CHARACTERS, &characters_rest);
        CHECK(characters_cut + characters_rest == characters_all, "%s metric %d: prefix %zu splits a Character",
              case_name, metric, prefix);
      }
      metrics++;
    } else if (kind == 'V') {
      CHECK(found_next == found_count, "%s %s: %zu violations more than the vectors", case_name,
            policy_of_verdict, found_count - found_next);
      tg_violations_free(found, found_count);
      found = NULL;
      found_count = found_next = 0;
      int ok;
      size_t expected_count;
      char hex[1 << 19];
      sscanf(line, "V %63s %d %zu %524287s", policy_of_verdict, &ok, &expected_count, hex);
      tg_policy *policy = policy_named(policy_of_verdict);
      CHECK(policy != NULL, "no policy %s", policy_of_verdict);
      if (!policy) continue;
      int accepts = -1;
      CHECK(tg_policy_accepts(policy, text, text_length, &accepts) == TG_OK && accepts == ok, "%s %s: accepts %d",
            case_name, policy_of_verdict, accepts);
      CHECK(tg_policy_check(policy, text, text_length, &found, &found_count) == TG_OK, "check");
      CHECK(found_count == expected_count, "%s %s: %zu violations, expected %zu", case_name, policy_of_verdict,
            found_count, expected_count);
      size_t sanitized_length, expected_length;
      char *sanitized = NULL;
      char *expected = unhex(hex, &expected_length);
      CHECK(tg_policy_sanitize(policy, text, text_length, &sanitized, &sanitized_length) == TG_OK &&
                sanitized_length == expected_length && memcmp(sanitized, expected, expected_length) == 0,
            "%s %s: sanitized differs", case_name, policy_of_verdict);
      tg_string_free(sanitized);
      free(expected);
      verdicts++;
    } else if (kind == 'X') {
      char rule[128], vkind[64];
      size_t utf8, utf16, scalars, characters;
      sscanf(line, "X %127s %63s %zu %zu %zu %zu", rule, vkind, &utf8, &utf16, &scalars, &characters);
      if (found_next < found_count) {
        tg_violation *v = &found[found_next];
        CHECK(strcmp(v->rule, rule) == 0 && strcmp(v->kind, vkind) == 0 && v->offset_utf8 == utf8 &&
                  v->offset_utf16 == utf16 && v->offset_scalars == scalars && v->offset_characters == characters,
              "%s %s: violation %zu is %s %s at %zu/%zu/%zu/%zu, expected %s %s at %zu/%zu/%zu/%zu", case_name,
              policy_of_verdict, found_next, v->rule, v->kind, v->offset_utf8, v->offset_utf16, v->offset_scalars,
              v->offset_characters, rule, vkind, utf8, utf16, scalars, characters);
        CHECK(v->message && strncmp(v->message, v->rule, strlen(v->rule)) == 0, "message %s", v->message);
      }
      found_next++;
    } else if (kind == 'N') {
      char emoji_hex[256], locale[32], name_hex[1024];
      sscanf(line, "N %255s %31s %1023s", emoji_hex, locale, name_hex);
      size_t emoji_length, name_length;
      char *emoji = unhex(emoji_hex, &emoji_length);
      char *name = NULL;
      int rc = tg_emoji_name(emoji, emoji_length, locale, &name);
      if (strcmp(name_hex, "none") == 0) {
        CHECK(rc == TG_OK && name == NULL, "name of %s in %s: %s, expected none", emoji_hex, locale, name);
      } else {
        char *expected = unhex(name_hex, &name_length);
        CHECK(rc == TG_OK && name && strcmp(name, expected) == 0, "name of %s in %s: %s, expected %s", emoji_hex,
              locale, name ? name : "(none)", expected);
        free(expected);
      }
      tg_string_free(name);
      free(emoji);
      names++;
    } else if (kind == 'S') {
      char query_hex[1024], locale[32];
      int expand, offset = 0;
      size_t expected_count, query_length;
      sscanf(line, "S %1023s %31s %d %zu %n", query_hex, locale, &expand, &expected_count, &offset);
      char *query = unhex(query_hex, &query_length);
      char **results = NULL;
      size_t count = 0;
      int rc = tg_emoji_search(query, query_length, strcmp(locale, "-") == 0 ? NULL : locale, expand, &results,
                               &count);
      CHECK(rc == TG_OK && count == expected_count, "search %s in %s: %zu results, expected %zu (rc %d)", query_hex,
            locale, count, expected_count, rc);
      /* Each result in order: the hex words after the count. */
      char *word = strtok(line + offset, " ");
      for (size_t i = 0; rc == TG_OK && i < count && i < expected_count && word; i++, word = strtok(NULL, " ")) {
        size_t length;
        char *expected = unhex(word, &length);
        CHECK(strcmp(results[i], expected) == 0, "search %s in %s: result %zu is %s, expected %s", query_hex, locale,
              i, results[i], expected);
        free(expected);
      }
      tg_emoji_search_free(results, count);
      free(query);
      searches++;
    }
  }
  tg_violations_free(found, found_count);
  free(text);
  fclose(file);
  printf("vectors: %d cases, %d metrics, %d verdicts, %d policies, %d emoji names, %d searches\n", cases, metrics,
         verdicts, policy_count, names, searches);
  CHECK(cases > 100 && metrics == cases * 11 && policy_count > 0 && names > 0 && searches > 0, "vectors incomplete");
  return 0;
}

/* Every preset: made, its JSON read back, the maximum rules enforced. */
static void check_presets(void) {
  size_t count = tg_preset_count();
  CHECK(count >= 5, "presets: %zu", count);
  for (size_t i = 0; i < count; i++) {
    const char *name = tg_preset_name(i);
    int needs = tg_preset_requires_maximum(i);
    tg_policy *policy = NULL, *again = NULL;
    char *message = NULL, *json = NULL;
    int rc = tg_policy_preset(name, needs ? 20 : -1, &policy, &message);
    CHECK(rc == TG_OK, "preset %s: %s", name, message ? message : "?");
    tg_string_free(message);
    message = NULL;
    CHECK(tg_policy_json(policy, &json) == TG_OK, "json");
    CHECK(tg_policy_from_json(json, strlen(json), &again, &message) == TG_OK, "preset %s: json %s", name, json);
    tg_string_free(message);
    message = NULL;
    /* The other way round: a maximum where it is not wanted, none where it is. */
    tg_policy *wrong = NULL;
    CHECK(tg_policy_preset(name, needs ? -1 : 20, &wrong, &message) == TG_ERR_POLICY && wrong == NULL && message,
          "preset %s with a wrong maximum", name);
    tg_string_free(message);
    tg_string_free(json);
    tg_policy_free(policy);
    tg_policy_free(again);
  }
  CHECK(tg_preset_name(count) == NULL && tg_preset_requires_maximum(count) == -1, "past the presets");
}

/* Errors: documented codes, never a crash, out-parameters untouched. */
static void check_errors(void) {
  size_t out = 7, offset = 0;
  int flag = 7;
  const char bad[] = {'a', (char)0xE4, (char)0xB8, 'A'};
  CHECK(tg_measure(bad, sizeof bad, TG_METRIC_UTF8, &out) == TG_ERR_INVALID_UTF8 && out == 7, "ill-formed");
  CHECK(tg_utf8_check(bad, sizeof bad, &flag, &offset) == TG_OK && flag == 0 && offset == 1, "offset %zu", offset);
  /* Emoji names and search: an unknown locale, a missing out-parameter, ill-formed UTF-8. */
  char *name = (char *)"untouched";
  char **results = NULL;
  size_t found = 7;
  CHECK(tg_emoji_name("\xF0\x9F\x91\x8D", 4, "fr", &name) == TG_ERR_ARGUMENT, "emoji name in fr");
  CHECK(tg_emoji_name("\xF0\x9F\x91\x8D", 4, "zh_TW", &name) == TG_OK && strcmp(name, "\xE8\xAE\x9A") == 0,
        "zh_TW falls back to zh-Hant: %s", name);
  tg_string_free(name);
  CHECK(tg_emoji_name(bad, sizeof bad, NULL, &name) == TG_ERR_INVALID_UTF8, "emoji name of ill-formed UTF-8");
  CHECK(tg_emoji_name("a", 1, NULL, NULL) == TG_ERR_ARGUMENT, "emoji name without out");
  CHECK(tg_emoji_search("smile", 5, "fr", 0, &results, &found) == TG_ERR_ARGUMENT && found == 7, "search in fr");
  CHECK(tg_emoji_search(bad, sizeof bad, NULL, 0, &results, &found) == TG_ERR_INVALID_UTF8, "search ill-formed");
  CHECK(tg_emoji_search("smile", 5, NULL, 0, NULL, &found) == TG_ERR_ARGUMENT, "search without out");
  CHECK(tg_emoji_search("  ", 2, NULL, 0, &results, &found) == TG_OK && found == 0 && results == NULL, "blank query");
  tg_emoji_search_free(NULL, 0);
  CHECK(tg_emoji_locale_count() == 5 && strcmp(tg_emoji_locale_name(0), "en") == 0 &&
            tg_emoji_locale_name(tg_emoji_locale_count()) == NULL,
        "emoji locales: %zu", tg_emoji_locale_count());
  CHECK(tg_utf8_check("ok", 2, &flag, NULL) == TG_OK && flag == 1, "well-formed");
  CHECK(tg_measure("a", 1, 99, &out) == TG_ERR_ARGUMENT, "unknown metric");
  CHECK(tg_measure("a", 1, -1, &out) == TG_ERR_ARGUMENT, "negative metric");
  CHECK(tg_measure("a", 1, TG_METRIC_UTF8, NULL) == TG_ERR_ARGUMENT, "NULL out");
  CHECK(tg_measure(NULL, 3, TG_METRIC_UTF8, &out) == TG_ERR_ARGUMENT, "NULL text");
  CHECK(tg_measure(NULL, 0, TG_METRIC_UTF8, &out) == TG_OK && out == 0, "NULL empty text");
  CHECK(tg_prefix("abc", 3, TG_METRIC_UTF8, -1, &out) == TG_ERR_ARGUMENT, "negative budget");
  CHECK(tg_gb18030_length("a", 1, 2010, &out) == TG_ERR_ARGUMENT, "no such edition");
  CHECK(tg_emoji_count("a", 1, 3, &out) == TG_ERR_ARGUMENT, "unknown emoji policy");
  tg_emoji_match *matches = NULL;
  size_t count = 9;
  CHECK(tg_emoji_matches(bad, sizeof bad, 0, &matches, &count) == TG_ERR_INVALID_UTF8 && count == 9, "matches");
  tg_policy *policy = NULL;
  char *message = NULL;
  const char *json = "{\"schema\": 1, \"limits\": [{\"metric\": \"bytes\", \"max\": 3}]}";
  CHECK(tg_policy_from_json(json, strlen(json), &policy, &message) == TG_ERR_POLICY && policy == NULL, "bad policy");
  CHECK(message && strstr(message, "$.limits[0].metric") && strstr(message, "unknown metric"), "message: %s",
        message ? message : "(none)");
  tg_string_free(message);
  CHECK(tg_policy_from_json("{", 1, &policy, NULL) == TG_ERR_POLICY, "no message pointer");
  CHECK(tg_policy_preset("tweet", -1, &policy, NULL) == TG_ERR_POLICY, "unknown preset");
  CHECK(tg_policy_preset(NULL, -1, &policy, NULL) == TG_ERR_ARGUMENT, "NULL preset");
  CHECK(tg_policy_accepts(NULL, "a", 1, &flag) == TG_ERR_ARGUMENT, "NULL policy");
  CHECK(strcmp(tg_error_string(TG_ERR_INVALID_UTF8), tg_error_string(TG_OK)) != 0, "error strings");
  CHECK(strcmp(tg_error_string(12345), "unknown error code") == 0, "unknown code");
  tg_policy_free(NULL);
  tg_string_free(NULL);
  tg_emoji_matches_free(NULL, 0);
  tg_violations_free(NULL, 0);
}

/* Edits judged by the input engine: each decision, the caret, the
 * violations, a bad range as a rejection, errors leaving *out untouched. */
static void check_edits(void) {
  tg_policy *policy = NULL;
  const char *json = "{\"schema\": 1, \"limits\": [{\"metric\": \"characters\", \"max\": 3}], "
                     "\"emoji\": {\"allowed\": false}}";
  CHECK(tg_policy_from_json(json, strlen(json), &policy, NULL) == TG_OK, "edit policy");
  if (!policy) return;
  tg_edit edit;
  const char *paste = "c\xF0\x9F\x98\x80" "d"; /* c😀d */
  CHECK(tg_policy_edit(policy, "ab", 2, 2, 0, paste, strlen(paste), 0, &edit) == TG_OK, "paste");
  CHECK(edit.decision == TG_EDIT_ADJUSTED && edit.text && strcmp(edit.text, "abc") == 0 && edit.text_length == 3 &&
            edit.caret_utf16 == 3 && edit.violation_count == 2,
        "paste cut: decision %d caret %zu violations %zu", edit.decision, edit.caret_utf16, edit.violation_count);
  if (edit.violation_count == 2) {
    CHECK(strcmp(edit.violations[0].kind, "emoji") == 0 && strcmp(edit.violations[0].rule, "emoji.allowed") == 0 &&
              strcmp(edit.violations[1].kind, "overLimit") == 0 && edit.violations[1].offset_utf16 == 2 &&
              edit.violations[1].offset_utf8 == 2,
          "paste violations: %s %s", edit.violations[0].kind, edit.violations[1].kind);
  }
  tg_edit_free(&edit);
  CHECK(edit.text == NULL && edit.violations == NULL && edit.violation_count == 0, "tg_edit_free clears");

  CHECK(tg_policy_edit(policy, "ab", 2, 2, 0, "c", 1, 0, &edit) == TG_OK && edit.decision == TG_EDIT_ACCEPT &&
            edit.text == NULL && edit.caret_utf16 == 3 && edit.violation_count == 0,
        "typing within the limit");
  tg_edit_free(&edit);
  CHECK(tg_policy_edit(policy, "abc", 3, 3, 0, "d", 1, 0, &edit) == TG_OK && edit.decision == TG_EDIT_REJECT &&
            edit.text == NULL && edit.caret_utf16 == 3 && edit.violation_count == 1 &&
            strcmp(edit.violations[0].kind, "overLimit") == 0,
        "typing over the limit");
  tg_edit_free(&edit);
  CHECK(tg_policy_edit(policy, "abc", 3, 3, 0, "ni", 2, 1, &edit) == TG_OK && edit.decision == TG_EDIT_ACCEPT,
        "composing is accepted");
  tg_edit_free(&edit);
  CHECK(tg_policy_edit(policy, "abc", 3, 1, 1, NULL, 0, 0, &edit) == TG_OK && edit.decision == TG_EDIT_ACCEPT &&
            edit.caret_utf16 == 1,
        "deletion");
  tg_edit_free(&edit);
  /* a😀: UTF-16 offset 2 is inside the emoji's surrogate pair. */
  const char *pair = "a\xF0\x9F\x98\x80";
  CHECK(tg_policy_edit(policy, pair, 5, 2, 0, "b", 1, 0, &edit) == TG_OK && edit.decision == TG_EDIT_REJECT &&
            edit.violation_count == 1 && strcmp(edit.violations[0].kind, "invalidRange") == 0 &&
            edit.violations[0].offset_utf16 == 0,
        "a range splitting a surrogate pair");
  tg_edit_free(&edit);
  CHECK(tg_policy_edit(policy, pair, 5, SIZE_MAX, 0, "b", 1, 0, &edit) == TG_OK && edit.decision == TG_EDIT_REJECT &&
            edit.caret_utf16 == 3 && strcmp(edit.violations[0].kind, "invalidRange") == 0,
        "a range past the end: caret %zu", edit.caret_utf16);
  tg_edit_free(&edit);

  /* Docs/C.md's "Judging an edit": an IME commit over a gb18030 limit. */
  tg_policy *gb = NULL;
  CHECK(tg_policy_preset("gb18030", 20, &gb, NULL) == TG_OK, "gb18030 20");
  const char *field = "\xE4\xB8\xAD\xE6\x96\x87\xE4\xB8\xAD\xE6\x96\x87\xE4\xB8\xAD\xE6\x96\x87\xE4\xB8\xAD\xE6\x96\x87";
  const char *commit = "\xE4\xBD\xA0\xE5\xA5\xBD\xE5\x90\x97"; /* 你好吗 */
  CHECK(tg_policy_edit(gb, field, strlen(field), 8, 0, commit, strlen(commit), 0, &edit) == TG_OK &&
            edit.decision == TG_EDIT_ADJUSTED && edit.caret_utf16 == 10 && edit.text_length == 30 &&
            strncmp(edit.text, field, 24) == 0 && strcmp(edit.text + 24, "\xE4\xBD\xA0\xE5\xA5\xBD") == 0 &&
            edit.violation_count == 1 && strcmp(edit.violations[0].message, "limits[0] (gb18030): 22 > 20") == 0,
        "the IME commit cut to the limit: %s", edit.violation_count ? edit.violations[0].message : "-");
  tg_edit_free(&edit);
  tg_policy_free(gb);

  edit.decision = 7;
  const char bad[] = {'a', (char)0xE4, (char)0xB8};
  CHECK(tg_policy_edit(policy, "a", 1, 1, 0, bad, sizeof bad, 0, &edit) == TG_ERR_INVALID_UTF8 && edit.decision == 7,
        "ill-formed replacement");
  CHECK(tg_policy_edit(policy, bad, sizeof bad, 0, 0, "a", 1, 0, &edit) == TG_ERR_INVALID_UTF8 && edit.decision == 7,
        "ill-formed text");
  CHECK(tg_policy_edit(NULL, "a", 1, 1, 0, "b", 1, 0, &edit) == TG_ERR_ARGUMENT, "NULL policy");
  CHECK(tg_policy_edit(policy, "a", 1, 1, 0, "b", 1, 0, NULL) == TG_ERR_ARGUMENT, "NULL out");
  CHECK(tg_policy_edit(policy, NULL, 2, 0, 0, "b", 1, 0, &edit) == TG_ERR_ARGUMENT, "NULL text");
  tg_edit_free(NULL);
  tg_policy_free(policy);
}

/* Emoji matches and columns on known texts. */
static void check_emoji_and_columns(void) {
  const char *text = "ok \xF0\x9F\x91\x8D\xF0\x9F\x8F\xBD \xE4\xB8\xAD \xF0\x9F\x87\xA8\xF0\x9F\x87\xB3"; /* ok 👍🏽 中 🇨🇳 */
  tg_emoji_match *matches = NULL;
  size_t count = 0;
  CHECK(tg_emoji_matches(text, strlen(text), TG_EMOJI_STANDARD, &matches, &count) == TG_OK && count == 2, "matches");
  if (count == 2) {
    CHECK(matches[0].start == 3 && matches[0].end == 11 && matches[0].start_scalars == 3 &&
              matches[0].end_scalars == 5 && matches[0].kind == TG_EMOJI_KIND_MODIFIER &&
              matches[0].status == TG_EMOJI_STATUS_FULLY_QUALIFIED && matches[0].is_rgi == 1,
          "thumbs up");
    CHECK(matches[0].name && strcmp(matches[0].name, "thumbs up: medium skin tone") == 0, "name");
    CHECK(matches[1].kind == TG_EMOJI_KIND_FLAG && matches[1].start_scalars == 8, "flag");
  }
  tg_emoji_matches_free(matches, count);
  int newest = 0;
  CHECK(tg_emoji_newest_version(text, strlen(text), 0, &newest) == TG_OK && newest == 100, "newest %d", newest);

  /* An Arrow column: "中a", null, "😀😀", "" (validity 0b1101). */
  const uint8_t data[] = "\xE4\xB8\xAD" "a" "\xF0\x9F\x98\x80\xF0\x9F\x98\x80";
  const int32_t offsets[] = {0, 4, 4, 12, 12};
  const int64_t large[] = {0, 4, 4, 12, 12};
  const uint8_t validity = 0x0D;
  int64_t out[4];
  CHECK(tg_measure_column(offsets, data, &validity, 0, 4, TG_METRIC_WIDTH, out, NULL) == TG_OK && out[0] == 3 &&
            out[1] == -1 && out[2] == 4 && out[3] == 0,
        "width column");
  CHECK(tg_measure_column_large(large, data, NULL, 0, 4, TG_METRIC_GB18030, out, NULL) == TG_OK && out[0] == 3 &&
            out[1] == 0 && out[2] == 8,
        "gb18030 column");
  CHECK(tg_emoji_count_column(offsets, data, &validity, 0, 4, 0, out, NULL) == TG_OK && out[2] == 2 && out[0] == 0,
        "emoji column");
  size_t bad_row = 0;
  const uint8_t bad[] = "ab\xFF";
  const int32_t bad_offsets[] = {0, 2, 3};
  CHECK(tg_measure_column(bad_offsets, bad, NULL, 0, 2, TG_METRIC_UTF8, out, &bad_row) == TG_ERR_INVALID_UTF8 &&
            bad_row == 1,
        "bad row %zu", bad_row);
  /* Well-formed as a whole, but row 1 starts inside 中: the rows are checked, not just the buffer. */
  const int32_t cut_offsets[] = {0, 1, 4};
  bad_row = 9;
  CHECK(tg_measure_column(cut_offsets, data, NULL, 0, 2, TG_METRIC_WIDTH, out, &bad_row) == TG_ERR_INVALID_UTF8 &&
            bad_row == 0,
        "row cut inside a scalar %zu", bad_row);
  /* Offsets out of order, after a well-formed row. */
  const int32_t disordered[] = {0, 4, 1, 12};
  bad_row = 9;
  CHECK(tg_measure_column(disordered, data, NULL, 0, 3, TG_METRIC_WIDTH, out, &bad_row) == TG_ERR_ARGUMENT &&
            bad_row == 1,
        "offsets out of order %zu", bad_row);
  /* A long column, 1,000 rows of "中a": the first bad row is found however far
     in (a lone ED A0 surrogate half in row 700, a row after it starting out
     of order). */
  {
    enum { LONG_ROWS = 1000 };
    static uint8_t long_data[LONG_ROWS * 4];
    static int32_t long_offsets[LONG_ROWS + 1];
    static int64_t long_out[LONG_ROWS];
    for (int i = 0; i < LONG_ROWS; i++) {
      memcpy(long_data + 4 * i, "\xE4\xB8\xAD" "a", 4);
      long_offsets[i + 1] = 4 * (i + 1);
    }
    CHECK(tg_measure_column(long_offsets, long_data, NULL, 0, LONG_ROWS, TG_METRIC_WIDTH, long_out, NULL) == TG_OK &&
              long_out[0] == 3 && long_out[LONG_ROWS - 1] == 3,
          "long column");
    memcpy(long_data + 4 * 700, "\xED\xA0\x80" "a", 4);
    long_offsets[900] = 3;
    bad_row = 0;
    CHECK(tg_measure_column(long_offsets, long_data, NULL, 0, LONG_ROWS, TG_METRIC_WIDTH, long_out, &bad_row) ==
                  TG_ERR_INVALID_UTF8 &&
              bad_row == 700,
          "long column, bad row %zu", bad_row);
    memcpy(long_data + 4 * 700, "\xE4\xB8\xAD" "a", 4);
    bad_row = 0;
    CHECK(tg_measure_column(long_offsets, long_data, NULL, 0, LONG_ROWS, TG_METRIC_WIDTH, long_out, &bad_row) ==
                  TG_ERR_ARGUMENT &&
              bad_row == 899,
          "long column, offsets out of order %zu", bad_row);
  }
  /* On an error `out` is untouched (textgauge.h), however far in the bad row
     is: 600 rows of "中a", row 500 ill-formed, a null row before it; each
     column function, both offset widths, and offsets out of order. */
  {
    enum { ROWS = 600, SENTINEL = 12345 };
    static uint8_t column_data[ROWS * 4];
    static int32_t column_offsets[ROWS + 1];
    static int64_t column_large_offsets[ROWS + 1];
    static int64_t column_out[ROWS];
    static uint8_t column_validity[(ROWS + 7) / 8];
    memset(column_validity, 0xFF, sizeof column_validity);
    column_validity[0] = 0xFD; /* row 1 is null */
    for (int i = 0; i < ROWS; i++) {
      memcpy(column_data + 4 * i, "\xE4\xB8\xAD" "a", 4);
      column_offsets[i + 1] = 4 * (i + 1);
      column_large_offsets[i + 1] = 4 * (i + 1);
    }
    column_data[4 * 500 + 1] = 0xFF;
    tg_policy *column_policy = NULL;
    tg_policy_preset("mysql-utf8mb3", -1, &column_policy, NULL);
    for (int function = 0; function < 8; function++) {
      for (int i = 0; i < ROWS; i++) column_out[i] = SENTINEL;
      bad_row = 0;
      int code = -1;
      switch (function) {
      case 0: code = tg_measure_column(column_offsets, column_data, column_validity, 0, ROWS, TG_METRIC_WIDTH, column_out, &bad_row); break;
      case 1: code = tg_measure_column_large(column_large_offsets, column_data, column_validity, 0, ROWS, TG_METRIC_UTF8, column_out, &bad_row); break;
      case 2: code = tg_emoji_count_column(column_offsets, column_data, column_validity, 0, ROWS, 0, column_out, &bad_row); break;
      case 3: code = tg_emoji_count_column_large(column_large_offsets, column_data, column_validity, 0, ROWS, 0, column_out, &bad_row); break;
      case 4: code = tg_emoji_newest_version_column(column_offsets, column_data, column_validity, 0, ROWS, 0, column_out, &bad_row); break;
      case 5: code = tg_emoji_newest_version_column_large(column_large_offsets, column_data, column_validity, 0, ROWS, 0, column_out, &bad_row); break;
      case 6: code = tg_policy_accepts_column(column_policy, column_offsets, column_data, column_validity, 0, ROWS, column_out, &bad_row); break;
      case 7: code = tg_policy_accepts_column_large(column_policy, column_large_offsets, column_data, column_validity, 0, ROWS, column_out, &bad_row); break;
      }
      int untouched = 1;
      for (int i = 0; i < ROWS; i++) untouched = untouched && column_out[i] == SENTINEL;
      CHECK(code == TG_ERR_INVALID_UTF8 && bad_row == 500 && untouched,
            "column function %d: code %d, bad row %zu, out untouched %d", function, code, bad_row, untouched);
    }
    tg_policy_free(column_policy);
    column_data[4 * 500 + 1] = 0xB8;
    column_offsets[550] = 3;
    for (int i = 0; i < ROWS; i++) column_out[i] = SENTINEL;
    bad_row = 0;
    int code = tg_measure_column(column_offsets, column_data, NULL, 0, ROWS, TG_METRIC_WIDTH, column_out, &bad_row);
    int untouched = 1;
    for (int i = 0; i < ROWS; i++) untouched = untouched && column_out[i] == SENTINEL;
    CHECK(code == TG_ERR_ARGUMENT && bad_row == 549 && untouched, "offsets out of order: code %d, bad row %zu, untouched %d",
          code, bad_row, untouched);
    column_offsets[550] = 4 * 550;
    CHECK(tg_measure_column(column_offsets, column_data, column_validity, 0, ROWS, TG_METRIC_WIDTH, column_out, NULL) ==
                  TG_OK &&
              column_out[0] == 3 && column_out[1] == -1 && column_out[ROWS - 1] == 3,
          "the column, repaired");
  }
  /* A null row's bytes are not read: ill-formed bytes under a null pass. */
  const uint8_t null_bad[] = "a\xFF" "b";
  const int32_t null_offsets[] = {0, 1, 2, 3};
  const uint8_t middle_null = 0x05;
  CHECK(tg_measure_column(null_offsets, null_bad, &middle_null, 0, 3, TG_METRIC_WIDTH, out, NULL) == TG_OK &&
            out[0] == 1 && out[1] == -1 && out[2] == 1,
        "ill-formed null row");
  tg_policy *policy = NULL;
  tg_policy_preset("mysql-utf8mb3", -1, &policy, NULL);
  CHECK(tg_policy_accepts_column(policy, offsets, data, &validity, 0, 4, out, NULL) == TG_OK && out[0] == 1 &&
            out[1] == -1 && out[2] == 0 && out[3] == 1,
        "policy column");
  tg_policy_free(policy);
}

/* The same policy and calls from several threads at once. */
struct job {
  tg_policy *policy;
  int failures;
};

static void *thread_main(void *argument) {
  struct job *job = argument;
  const char *text = "\xE4\xB8\xAD\xE6\x96\x87" "abc\xF0\x9F\x98\x80"; /* 中文abc😀 */
  for (int i = 0; i < 2000; i++) {
    size_t n = 0;
    int ok = -1;
    tg_violation *found = NULL;
    size_t count = 0;
    if (tg_measure(text, strlen(text), TG_METRIC_GB18030, &n) != TG_OK || n != 11) job->failures++;
    if (tg_width(text, strlen(text), 0, &n) != TG_OK || n != 9) job->failures++;
    if (tg_policy_accepts(job->policy, text, strlen(text), &ok) != TG_OK || ok != 0) job->failures++;
    if (tg_policy_check(job->policy, text, strlen(text), &found, &count) != TG_OK || count != 1) job->failures++;
    tg_violations_free(found, count);
  }
  return NULL;
}

static void check_threads(void) {
  tg_policy *policy = NULL;
  tg_policy_preset("mysql-utf8mb3", -1, &policy, NULL);
  pthread_t threads[4];
  struct job jobs[4];
  for (int i = 0; i < 4; i++) {
    jobs[i] = (struct job){policy, 0};
    pthread_create(&threads[i], NULL, thread_main, &jobs[i]);
  }
  for (int i = 0; i < 4; i++) {
    pthread_join(threads[i], NULL);
    CHECK(jobs[i].failures == 0, "thread %d: %d failures", i, jobs[i].failures);
  }
  tg_policy_free(policy);
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s VECTORS.lines\n", argv[0]);
    return 64;
  }
  CHECK(tg_abi_version() == TG_ABI_VERSION, "ABI %d, header %d", tg_abi_version(), TG_ABI_VERSION);
  printf("libtextgauge %s, Unicode %s, ABI %d\n", tg_library_version(), tg_unicode_version(), tg_abi_version());
  if (run_vectors(argv[1])) return 1;
  check_presets();
  check_errors();
  check_edits();
  check_emoji_and_columns();
  check_threads();
  for (int i = 0; i < policy_count; i++) tg_policy_free(policies[i]);
  if (failures) {
    fprintf(stderr, "%d failures\n", failures);
    return 1;
  }
  printf("c-test: ok\n");
  return 0;
}
