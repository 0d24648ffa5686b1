// Emoji names and search (CLDR annotations, Unihan's pinyin and Jyutping),
// and the emoji matches with their names: a WebAssembly module of its own
// (textgauge-names.wasm), several times the core's size, so that a page
// pays for it only when it imports this file, e.g.
// `const { emojiSearch } = await import('textgauge/names')`.

import { options, policyValue, textArgument } from './arguments.js'
import { Engine, TextGaugeError, instantiate } from './wasm.js'
import { STATUS } from './vocabulary.js'

const engine = new Engine(await instantiate(new URL('../dist/textgauge-names.wasm', import.meta.url)))
const fn = engine.fn

/** The Unicode and emoji version of the names module's tables; the core's (`unicodeVersion`). */
export const unicodeVersion = engine.cString(fn.tg_unicode_version())

/** The locales emoji are named and searched in ("en", "zh", "zh-Hant", …), as the library lists them. */
export function emojiLocales () {
  const locales = []
  for (let i = 0, count = fn.tg_emoji_locale_count(); i < count; i++) locales.push(engine.cString(fn.tg_emoji_locale_name(i)))
  return locales
}

/**
 * Writes `locale` (NUL-terminated) into the second buffer and returns its
 * pointer; NULL for null/undefined.
 */
function localeArgument (locale, functionName) {
  if (locale === undefined || locale === null) return 0
  textArgument(locale, functionName, 'locale')
  engine.encode(locale, 1)
  return engine.slots[1].pointer
}

/** A library status as an error: an unknown locale is a RangeError, as an unknown name is elsewhere in the package. */
function check (status, locale, functionName) {
  if (status === STATUS.TG_ERR_ARGUMENT && locale != null) {
    throw new RangeError(`${functionName}: no emoji names in locale ${JSON.stringify(locale)}; the locales are ${emojiLocales().join(', ')} and their regional forms`)
  }
  engine.check(status)
}

/**
 * The short name of one RGI emoji in `locale` ("en" by default; CLDR's
 * fallback applies: "zh-TW" is "zh-Hant"), or null when `emoji` is not
 * exactly one RGI emoji.
 */
export function emojiName (emoji, locale = 'en') {
  textArgument(emoji, 'emojiName', 'emoji')
  const length = engine.encode(emoji, 0)
  const localePointer = localeArgument(locale, 'emojiName')
  check(fn.tg_emoji_name(engine.slots[0].pointer, length, localePointer, engine.outPointer(0)), locale, 'emojiName')
  const pointer = engine.outWord(0)
  try {
    return engine.cString(pointer)
  } finally {
    fn.tg_string_free(pointer)
  }
}

/**
 * The RGI emoji whose names or keywords match `query`, best first: by name,
 * keyword, pinyin or Jyutping (for Han), simplified and traditional alike.
 * `locale` null (the default) lets the query decide; `limit` keeps the
 * first ones; `expandSkinTones` lists each skin-tone variant too.
 */
export function emojiSearch (query, opts = {}) {
  textArgument(query, 'emojiSearch', 'query')
  if (opts === null || typeof opts !== 'object') throw new TypeError('emojiSearch: options must be an object')
  const { locale = null, limit = Infinity, expandSkinTones = false } = opts
  if (typeof limit !== 'number' || !(limit >= 0) || (limit !== Infinity && !Number.isInteger(limit))) {
    throw new RangeError(`emojiSearch: limit must be a whole number 0 or more, not ${String(limit)}`)
  }
  const length = engine.encode(query, 0)
  const localePointer = localeArgument(locale, 'emojiSearch')
  check(fn.tg_emoji_search(engine.slots[0].pointer, length, localePointer, expandSkinTones ? 1 : 0, engine.outPointer(0), engine.outPointer(1)), locale, 'emojiSearch')
  const array = engine.outWord(0)
  const count = engine.outWord(1)
  const found = []
  try {
    for (let i = 0; i < count && i < limit; i++) found.push(engine.cString(engine.word(array + i * 4)))
  } finally {
    fn.tg_emoji_search_free(array, count)
  }
  return found
}

/**
 * Every emoji of `text`, left to right, as the core's `emojiMatches` finds
 * them, each with `name`: the English short name of its `emoji-test.txt`
 * line (Swift's `EmojiMatch.name`, the command's `scan`), null for a
 * sequence the file does not list. It is not always CLDR's (`emojiName(emoji, 'en')`):
 * the two differ for a few emoji (🚶‍➡️ "person walking facing right" and
 * "person walking: facing right").
 */
export function emojiMatches (text, opts) {
  textArgument(text, 'emojiMatches')
  return engine.emojiMatches(text, policyValue(options(opts, 'emojiMatches'), 'emojiMatches'), true)
}

export { TextGaugeError }
