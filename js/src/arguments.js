// The checks of the JavaScript arguments that textgauge.js and names.js
// share: refused here, before the library sees them, a wrong type is a
// TypeError, a value outside its range or set a RangeError.
//
// Internal: textgauge.js and names.js use it; applications use those.

import { EMOJI_POLICIES } from './vocabulary.js'

/** `text` checked: a string of scalars (a lone surrogate has no UTF-8). */
export function textArgument (text, functionName, argument = 'text') {
  if (typeof text !== 'string') {
    throw new TypeError(`${functionName}: ${argument} must be a string, not ${describe(text)}`)
  }
  if (!text.isWellFormed()) {
    throw new TypeError(`${functionName}: ${argument} holds a lone surrogate, which has no UTF-8 form (String.prototype.toWellFormed replaces it)`)
  }
  return text
}

export function describe (value) {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  return typeof value
}

export const NO_OPTIONS = Object.freeze({})

export function options (value, functionName) {
  if (value === undefined || value === null) return NO_OPTIONS
  if (typeof value !== 'object') throw new TypeError(`${functionName}: options must be an object, not ${describe(value)}`)
  return value
}

export function choice (value, table, functionName, what) {
  if (typeof value !== 'string') throw new TypeError(`${functionName}: ${what} must be a string, not ${describe(value)}`)
  if (!Object.hasOwn(table, value)) {
    throw new RangeError(`${functionName}: unknown ${what} ${JSON.stringify(value)}; the ${what}s are ${Object.keys(table).join(', ')}`)
  }
  return table[value]
}

/** The tg_emoji_policy value of `given.policy` ("standard" by default). */
export function policyValue (given, functionName) {
  const policy = given.policy ?? 'standard'
  return choice(policy, EMOJI_POLICIES, functionName, 'emoji policy')
}
