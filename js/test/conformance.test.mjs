// The conformance vectors (Conformance/vectors.json) through the JavaScript
// package: every metric of every case, every policy's verdict, violations
// (rule, kind, message and every offset) and sanitized text, the presets'
// verdicts by name, and the emoji names and search.

import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readFile } from 'node:fs/promises'

import { Policy, measure, unicodeVersion } from '../src/textgauge.js'

const vectors = JSON.parse(await readFile(new URL('../../Conformance/vectors.json', import.meta.url), 'utf8'))

test('the vectors are of the tables\' Unicode version', () => {
  assert.equal(vectors.schema, 1)
  assert.equal(vectors.unicodeVersion, unicodeVersion)
  assert.ok(vectors.cases.length > 100)
})

test('every metric of every case', () => {
  let checked = 0
  for (const vector of vectors.cases) {
    for (const [metric, expected] of Object.entries(vector.metrics)) {
      assert.equal(measure(vector.text, metric), expected, `${vector.name}: ${metric}`)
      checked++
    }
  }
  assert.ok(checked >= vectors.cases.length * 11)
})

/** A violation as the vectors give it, in the fields the package returns. */
function expectedViolation (violation) {
  return {
    rule: violation.rule,
    kind: violation.kind,
    message: violation.message,
    utf8: violation.offset.utf8,
    utf16: violation.offset.utf16,
    scalars: violation.offset.scalars,
    characters: violation.offset.characters
  }
}

function judge (policy, name) {
  for (const vector of vectors.cases) {
    const verdict = vector.verdicts[name]
    const where = `${vector.name} under ${name}`
    assert.equal(policy.accepts(vector.text), verdict.ok, where)
    const found = policy.check(vector.text)
    assert.deepEqual(
      found.map(({ rule, kind, message, utf8, utf16, scalars, characters }) => ({ rule, kind, message, utf8, utf16, scalars, characters })),
      verdict.violations.map(expectedViolation), where)
    for (const violation of found) {
      assert.equal(violation.start, violation.utf16, where)
      assert.ok(violation.end >= violation.start && violation.end <= vector.text.length, where)
      assert.ok(violation.end > violation.start || violation.start === vector.text.length, where)
    }
    assert.equal(policy.sanitize(vector.text), verdict.sanitized, where)
    assert.equal(verdict.ok, found.length === 0, where)
  }
}

for (const [name, json] of Object.entries(vectors.policies)) {
  test(`every case under the policy ${name} (Policy.fromJSON)`, () => {
    const policy = Policy.fromJSON(json)
    try {
      assert.deepEqual(policy.toJSON(), json)
      judge(policy, name)
    } finally {
      policy.free()
    }
  })
}

// The vectors' policies that are presets: by name, the same verdicts.
const presets = { x: ['x'], 'bluesky-post': ['bluesky-post'], 'mysql-utf8mb3': ['mysql-utf8mb3'], 'gb18030-20': ['gb18030', 20], 'zishu-10': ['zishu', 10] }

test('the presets are the vectors\' policies', () => {
  assert.deepEqual(Policy.presets().sort(), ['bluesky-post', 'gb18030', 'mysql-utf8mb3', 'x', 'zishu'])
})

for (const [name, [preset, max]] of Object.entries(presets)) {
  test(`every case under Policy.preset(${JSON.stringify(preset)}${max === undefined ? '' : `, ${max}`})`, () => {
    const policy = Policy.preset(preset, max)
    try {
      assert.deepEqual(policy.toJSON(), vectors.policies[name])
      judge(policy, name)
    } finally {
      policy.free()
    }
  })
}

test('emoji names and search (the names module)', async () => {
  const { emojiName, emojiSearch, emojiLocales, unicodeVersion: namesVersion } = await import('../src/names.js')
  assert.equal(namesVersion, unicodeVersion)
  assert.ok(emojiLocales().includes('en'))
  for (const vector of vectors.emojiNames) {
    assert.equal(emojiName(vector.emoji, vector.locale), vector.name, `${vector.emoji} in ${vector.locale}`)
  }
  for (const vector of vectors.emojiSearch) {
    assert.deepEqual(emojiSearch(vector.query, { locale: vector.locale, expandSkinTones: vector.expandSkinTones }), vector.results,
      `${vector.query} in ${vector.locale}`)
  }
})
