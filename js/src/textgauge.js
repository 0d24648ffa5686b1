// TextGauge for JavaScript: the engine compiled to WebAssembly
// (Scripts/build-wasm.sh), so that a page or a Node server gives the same
// verdict as the Swift library, the C library and the Python package. Every
// answer comes from textgauge.h's functions; this file only turns strings
// into UTF-8 and offsets back into string indices.

import { NO_OPTIONS, choice, describe, options, policyValue, textArgument } from './arguments.js'
import { Engine, OffsetCursor, TextGaugeError, instantiate, utf16Index } from './wasm.js'
import { EDIT_DECISIONS, METRICS, METRIC_NAMES, STATUS } from './vocabulary.js'

export { TextGaugeError }

const engine = new Engine(await instantiate(new URL('../dist/textgauge.wasm', import.meta.url)))
const fn = engine.fn

/** The package's version: the library's (`tg_library_version`), as `textgauge --version` says it. */
export const version = engine.cString(fn.tg_library_version())
/** The Unicode and emoji version of the tables (`tg_unicode_version`), e.g. "18.0". */
export const unicodeVersion = engine.cString(fn.tg_unicode_version())

// ---- Arguments ------------------------------------------------------------
// Refused here, before the library sees them (arguments.js has the checks
// names.js shares).

const EDITIONS = [2000, 2005, 2022]
/** Each metric name that needs no option, and its tg_metric value. */
const PLAIN_METRICS = new Map(Object.entries(METRICS))
const AMBIGUOUS = ['narrow', 'wide']

/**
 * The tg_metric value of `metric` (a vocabulary name: "gb18030-2005",
 * "width-wide", or a command-line name whose `edition` or `ambiguous`
 * option picks the variant).
 */
function metricValue (metric, given, functionName) {
  // The common call names a metric and no option: one Map lookup (a keyed
  // load from a frozen object by a variable key costs more than a
  // nickname's measurement).
  if (given === NO_OPTIONS) {
    const value = PLAIN_METRICS.get(metric)
    if (value !== undefined) return value
  }
  if (typeof metric !== 'string') throw new TypeError(`${functionName}: metric must be a string, not ${describe(metric)}`)
  const name = METRIC_NAMES[metric]
  if (name != null && name.option != null && given[name.option] !== undefined) {
    const value = given[name.option]
    const allowed = name.option === 'edition' ? EDITIONS : AMBIGUOUS
    if (!allowed.includes(value)) {
      throw new RangeError(`${functionName}: ${name.option} is ${allowed.map((v) => JSON.stringify(v)).join(', ')}, not ${JSON.stringify(value)}`)
    }
    const variant = `${metric}-${value}`
    return Object.hasOwn(METRICS, variant) ? METRICS[variant] : METRICS[name.variants[0]]
  }
  return choice(metric, METRICS, functionName, 'metric')
}

const INT64_MAX = 9223372036854775807n

/** A budget or maximum: a whole number 0 or more (Infinity: no limit). */
function budgetArgument (value, functionName, argument) {
  if (typeof value === 'bigint') {
    if (value < 0n || value > INT64_MAX) throw new RangeError(`${functionName}: ${argument} must be 0 or more, at most 2^63 - 1`)
    return value
  }
  if (typeof value !== 'number') throw new TypeError(`${functionName}: ${argument} must be a number, not ${describe(value)}`)
  if (value === Infinity) return INT64_MAX
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`${functionName}: ${argument} must be a whole number 0 or more, not ${value}`)
  return BigInt(value)
}

// ---- Metrics --------------------------------------------------------------

/**
 * Display width in terminal columns (UAX #11; emoji 2): ambiguous
 * characters (° Ω ①) take 1 column, or 2 with `{ ambiguous: 'wide' }`.
 */
export function width (text, opts) {
  textArgument(text, 'width')
  const given = options(opts, 'width')
  const ambiguous = given.ambiguous ?? 'narrow'
  if (!AMBIGUOUS.includes(ambiguous)) throw new RangeError(`width: ambiguous is "narrow" or "wide", not ${JSON.stringify(ambiguous)}`)
  const length = engine.encode(text)
  engine.check(fn.tg_width(engine.slots[0].pointer, length, ambiguous === 'wide' ? 1 : 0, engine.out))
  return engine.outWord()
}

/**
 * The length of `text` in `metric` ("characters" by default: UAX #29
 * extended grapheme clusters; see `METRICS` for all).
 */
export function measure (text, metric = 'characters', opts) {
  textArgument(text, 'measure')
  const value = metricValue(metric, options(opts, 'measure'), 'measure')
  const length = engine.encode(text)
  engine.check(fn.tg_measure(engine.slots[0].pointer, length, value, engine.out))
  return engine.outWord()
}

/** The byte length of the longest prefix of the encoded text within `budget` (a BigInt). */
function prefixBytes (length, value, budget) {
  engine.check(fn.tg_prefix(engine.slots[0].pointer, length, value, budget, engine.out))
  return engine.outWord()
}

/**
 * The longest prefix of `text` that measures at most `max` in `metric`,
 * ending on a Character boundary (never half an emoji, a flag or a letter
 * with its marks).
 */
export function prefix (text, metric, max, opts) {
  textArgument(text, 'prefix')
  const value = metricValue(metric, options(opts, 'prefix'), 'prefix')
  const budget = budgetArgument(max, 'prefix', 'max')
  const length = engine.encode(text)
  const bytes = prefixBytes(length, value, budget)
  return bytes === length ? text : text.slice(0, utf16Index(text, bytes))
}

/**
 * `text` when it fits `max` in `metric`; else its longest prefix that
 * leaves room for `ellipsis` ("…" by default) within `max`, with the
 * ellipsis appended (TextMetric.truncated's rule: the prefix is shortened
 * by Characters while an ellipsis that joins its last Character would
 * not fit; only the prefix when the ellipsis alone is longer than `max`).
 */
export function truncate (text, metric, max, opts) {
  textArgument(text, 'truncate')
  const given = options(opts, 'truncate')
  const value = metricValue(metric, given, 'truncate')
  const budget = budgetArgument(max, 'truncate', 'max')
  const ellipsis = textArgument(given.ellipsis ?? '…', 'truncate', 'ellipsis')
  const length = engine.encode(text)
  if (prefixBytes(length, value, budget) === length) return text
  const size = (string) => {
    const bytes = engine.encode(string)
    engine.check(fn.tg_measure(engine.slots[0].pointer, bytes, value, engine.out))
    return BigInt(engine.outWord())
  }
  const room = budget - size(ellipsis)
  if (room < 0n) return prefix(text, metric, max, given)
  let kept = prefix(text, metric, room, given)
  while (kept.length > 0 && size(kept + ellipsis) > budget) {
    // Drop the last Character: the longest prefix of one Character fewer.
    const characters = BigInt(measure(kept))
    kept = prefix(kept, 'characters', characters - 1n)
  }
  return kept.length === 0 && size(ellipsis) > budget ? '' : kept + ellipsis
}

/** GB 18030 bytes in the edition of `edition`: 2000, 2005 or 2022 (the default). */
export function gb18030Length (text, edition = 2022) {
  textArgument(text, 'gb18030Length')
  if (typeof edition !== 'number') throw new TypeError(`gb18030Length: edition must be a number, not ${describe(edition)}`)
  if (!EDITIONS.includes(edition)) throw new RangeError(`gb18030Length: edition is 2000, 2005 or 2022, not ${edition}`)
  const length = engine.encode(text)
  engine.check(fn.tg_gb18030_length(engine.slots[0].pointer, length, edition, engine.out))
  return engine.outWord()
}

// ---- Emoji ----------------------------------------------------------------

/** Whether `text` holds an emoji (UTS #51) under `policy` ("standard" by default). */
export function containsEmoji (text, opts) {
  textArgument(text, 'containsEmoji')
  const value = policyValue(options(opts, 'containsEmoji'), 'containsEmoji')
  const length = engine.encode(text)
  engine.check(fn.tg_emoji_contains(engine.slots[0].pointer, length, value, engine.out))
  return engine.outInt() !== 0
}

/** The number of emoji in `text` under `policy`. */
export function emojiCount (text, opts) {
  textArgument(text, 'emojiCount')
  const value = policyValue(options(opts, 'emojiCount'), 'emojiCount')
  const length = engine.encode(text)
  engine.check(fn.tg_emoji_count(engine.slots[0].pointer, length, value, engine.out))
  return engine.outWord()
}

function versionString (encoded) {
  if (encoded === 0) return null
  if (encoded < 0) return 'unknown'
  return `${Math.trunc(encoded / 100)}.${encoded % 100}`
}

/**
 * The newest Emoji version among the emoji of `text` ("15.0"), null when
 * it has none, "unknown" when one is newer than the tables.
 */
export function newestEmojiVersion (text, opts) {
  textArgument(text, 'newestEmojiVersion')
  const value = policyValue(options(opts, 'newestEmojiVersion'), 'newestEmojiVersion')
  const length = engine.encode(text)
  engine.check(fn.tg_emoji_newest_version(engine.slots[0].pointer, length, value, engine.out))
  return versionString(engine.outInt())
}

/**
 * Every emoji of `text`, left to right: `text.slice(start, end)` is the
 * emoji; `utf8Start`/`utf8End` and `scalarStart`/`scalarEnd` are the same
 * place in UTF-8 bytes and code points. The matches have no name: this
 * module is built without the names' tables; `textgauge/names`'s
 * `emojiMatches` gives the same matches with their names.
 */
export function emojiMatches (text, opts) {
  textArgument(text, 'emojiMatches')
  return engine.emojiMatches(text, policyValue(options(opts, 'emojiMatches'), 'emojiMatches'), false)
}

// ---- Field policies -------------------------------------------------------

// The backstop for a policy nobody freed: the engine's reference is
// dropped when the JavaScript object is collected.
const policies = new FinalizationRegistry((handle) => fn.tg_policy_free(handle))

// tg_violation in wasm32: three pointers, four size_t (28 bytes).
const VIOLATION_WORDS = 7

/**
 * Violation `i` of the tg_violation array at `array` (wasm32: rule, kind,
 * message, offset_utf8, offset_utf16, offset_scalars, offset_characters),
 * its strings copied out; `end` starts at `start` for the caller to widen.
 */
function readViolation (array, i) {
  const base = (array >>> 2) + i * VIOLATION_WORDS
  const word = (k) => engine.word((base + k) << 2)
  const utf16 = word(4)
  return {
    rule: engine.cString(word(0)),
    kind: engine.cString(word(1)),
    message: engine.cString(word(2)),
    start: utf16,
    end: utf16,
    utf8: word(3),
    utf16,
    scalars: word(5),
    characters: word(6)
  }
}

/**
 * A field policy (TextGaugePolicy's FieldPolicy): limits in any metric,
 * allowed characters, emoji rules and guards, read from its JSON form
 * (Schemas/field-policy.schema.json) or a preset. It holds memory of the
 * WebAssembly module: `free()` it (or `using` it), or the garbage collector
 * will, eventually.
 */
export class Policy {
  #handle

  /** @internal Use Policy.preset or Policy.fromJSON. */
  constructor (handle) {
    if (typeof handle !== 'number' || handle === 0) throw new TypeError('Policy: use Policy.preset or Policy.fromJSON')
    this.#handle = handle
    policies.register(this, handle, this)
  }

  /** The preset names (`x`, `bluesky-post`, …), as tg_preset_name lists them. */
  static presets () {
    const names = []
    for (let i = 0, count = fn.tg_preset_count(); i < count; i++) names.push(engine.cString(fn.tg_preset_name(i)))
    return names
  }

  /**
   * A preset by name; `max` is required by "gb18030" and "zishu" and
   * refused by the others (the library says which).
   */
  static preset (name, max) {
    if (typeof name !== 'string') throw new TypeError(`Policy.preset: name must be a string, not ${describe(name)}`)
    textArgument(name, 'Policy.preset', 'name')
    const maximum = max === undefined || max === null ? -1n : budgetArgument(max, 'Policy.preset', 'max')
    engine.encode(name)
    return Policy.#made(fn.tg_policy_preset(engine.slots[0].pointer, maximum, engine.outPointer(0), engine.outPointer(1)))
  }

  /** A policy from its JSON form: a string, or an object that JSON.stringify writes. */
  static fromJSON (json) {
    const text = typeof json === 'string' ? json : JSON.stringify(json)
    if (typeof text !== 'string') throw new TypeError(`Policy.fromJSON: json must be a string or an object, not ${describe(json)}`)
    textArgument(text, 'Policy.fromJSON', 'json')
    const length = engine.encode(text)
    return Policy.#made(fn.tg_policy_from_json(engine.slots[0].pointer, length, engine.outPointer(0), engine.outPointer(1)))
  }

  static #made (status) {
    if (status === STATUS.TG_ERR_POLICY) {
      const pointer = engine.outWord(1)
      const message = engine.cString(pointer) ?? engine.errorString(status)
      fn.tg_string_free(pointer)
      throw new TextGaugeError(message, status)
    }
    engine.check(status)
    return new Policy(engine.outWord(0))
  }

  get #live () {
    if (this.#handle === 0) throw new TypeError('Policy: used after free()')
    return this.#handle
  }

  /** @internal The tg_policy pointer, for _native callers. */
  get handle () {
    return this.#live
  }

  /**
   * Everything in `text` that breaks the policy, in text order: each
   * violation's `rule` (its JSON path), `kind`, `message` (the library's),
   * and where it first fails: `start`/`end` (string indices of the
   * Character there), `utf8`, `utf16` (= `start`), `scalars` and
   * `characters`.
   */
  check (text) {
    const handle = this.#live
    textArgument(text, 'Policy.check')
    const length = engine.encode(text)
    engine.check(fn.tg_policy_check(handle, engine.slots[0].pointer, length, engine.outPointer(0), engine.outPointer(1)))
    const array = engine.outWord(0)
    const count = engine.outWord(1)
    const found = []
    try {
      for (let i = 0; i < count; i++) found.push(readViolation(array, i))
    } finally {
      fn.tg_violations_free(array, count)
    }
    // Each violation's end: the end of the Character where it fails (the
    // text's end when it fails there), from the text still in the buffer.
    for (const violation of found) {
      if (violation.utf8 >= length) continue
      engine.check(fn.tg_prefix(engine.slots[0].pointer + violation.utf8, length - violation.utf8, METRICS.characters, 1n, engine.out))
      violation.end = utf16Index(text, violation.utf8 + engine.outWord(), violation.start, violation.utf8)
    }
    return found
  }

  /** Whether `text` satisfies the policy. */
  accepts (text) {
    const handle = this.#live
    textArgument(text, 'Policy.accepts')
    const length = engine.encode(text)
    engine.check(fn.tg_policy_accepts(handle, engine.slots[0].pointer, length, engine.out))
    return engine.outInt() !== 0
  }

  /** What pasting `text` into an empty field keeps: disallowed Characters removed, cut to every limit. */
  sanitize (text) {
    const handle = this.#live
    textArgument(text, 'Policy.sanitize')
    const length = engine.encode(text)
    engine.check(fn.tg_policy_sanitize(handle, engine.slots[0].pointer, length, engine.outPointer(0), engine.outPointer(1)))
    const pointer = engine.outWord(0)
    try {
      return engine.string(pointer, engine.outWord(1))
    } finally {
      fn.tg_string_free(pointer)
    }
  }

  /** The longest prefix of `text` within every limit's maximum, on a Character boundary (rules and guards not applied). */
  prefix (text) {
    const handle = this.#live
    textArgument(text, 'Policy.prefix')
    const length = engine.encode(text)
    engine.check(fn.tg_policy_prefix(handle, engine.slots[0].pointer, length, engine.out))
    const bytes = engine.outWord()
    return bytes === length ? text : text.slice(0, utf16Index(text, bytes))
  }

  /**
   * Judges one edit of a field that holds `text`, as the Swift input engine
   * (InputRules.evaluate, the judge of the iOS text fields) does, through
   * tg_policy_edit: replacing `length` UTF-16 units at `start` (string
   * indices: a field's `selectionStart` and `selectionEnd - selectionStart`)
   * with `replacement` (typed, pasted, dropped or committed; '' deletes).
   * `isComposing`: an input method's marked text, always accepted; judge
   * the committed text with false.
   *
   * Returns `{ decision, text, caret, violations }`: `decision` "accept"
   * (`text` is the edit applied), "reject" (`text` unchanged) or
   * "adjusted" (`text` is what the field should hold instead: a paste cut
   * to the tightest limit on a Character boundary, emoji or disallowed
   * Characters removed); `caret` the string index where the caret goes;
   * `violations` what was refused, cut or removed, as `check` gives them,
   * placed where the edit starts. A range outside the text or splitting a
   * surrogate pair is a rejection of kind "invalidRange".
   */
  edit (text, start, length, replacement, isComposing = false) {
    const handle = this.#live
    textArgument(text, 'Policy.edit')
    textArgument(replacement, 'Policy.edit', 'replacement')
    for (const [name, value] of [['start', start], ['length', length]]) {
      if (typeof value !== 'number') throw new TypeError(`Policy.edit: ${name} must be a number, not ${describe(value)}`)
      if (!Number.isInteger(value) || value < 0) throw new RangeError(`Policy.edit: ${name} must be a whole number 0 or more, not ${value}`)
    }
    const textLength = engine.encode(text, 0)
    const replacementLength = engine.encode(replacement, 1)
    // size_t is 32 bits in wasm32: a larger index is past the end of any
    // text the module can hold, which the engine rejects as out of bounds.
    const index = (value) => Math.min(value, 0xFFFFFFFF)
    engine.check(fn.tg_policy_edit(handle, engine.slots[0].pointer, textLength, index(start), index(length),
      engine.slots[1].pointer, replacementLength, isComposing ? 1 : 0, engine.out))
    // tg_edit in wasm32: int decision, char *text, size_t text_length,
    // size_t caret_utf16, tg_violation *violations, size_t violation_count.
    const decision = EDIT_DECISIONS[engine.outInt(0)]
    const adjusted = engine.outWord(1)
    const caret = engine.outWord(3)
    const array = engine.outWord(4)
    const count = engine.outWord(5)
    let result = text
    const violations = []
    try {
      if (decision === 'adjusted') result = engine.string(adjusted, engine.outWord(2))
      for (let i = 0; i < count; i++) violations.push(readViolation(array, i))
    } finally {
      fn.tg_edit_free(engine.out)
    }
    if (decision === 'accept') result = text.slice(0, start) + replacement + text.slice(start + length)
    return { decision, text: result, caret, violations }
  }

  /** The policy's JSON form, as an object (JSON.stringify writes the library's document). */
  toJSON () {
    const handle = this.#live
    engine.check(fn.tg_policy_json(handle, engine.outPointer(0)))
    const pointer = engine.outWord(0)
    try {
      return JSON.parse(engine.cString(pointer))
    } finally {
      fn.tg_string_free(pointer)
    }
  }

  /** Frees the policy's memory in the module; using it afterwards is a TypeError. Idempotent. */
  free () {
    if (this.#handle === 0) return
    policies.unregister(this)
    fn.tg_policy_free(this.#handle)
    this.#handle = 0
  }

  [Symbol.dispose] () {
    this.free()
  }
}

// ---- Internals ------------------------------------------------------------

/**
 * Internal, not API (it may change in any release): the engine and the
 * marshalling helpers, for code in this repository that calls a tg_*
 * function the API above does not wrap (the text-field limiter).
 * `engine.fn` holds the module's exports; `engine.encode(text, slot)`
 * writes text as UTF-8 into a reused buffer at `engine.slots[slot].pointer`
 * and returns its length; `engine.out`/`outWord(i)` are the out-parameters;
 * `engine.check(status)` throws the library's error; `utf16Index` and
 * `OffsetCursor` turn UTF-8 offsets into string indices.
 */
export const _native = Object.freeze({
  engine,
  utf16Index,
  OffsetCursor,
  textArgument,
  metricValue,
  budgetArgument,
  policyValue,
  INT64_MAX
})
