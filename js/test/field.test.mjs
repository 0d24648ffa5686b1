// field.js's pure part, without a browser: the change between two values
// as one UTF-16 range, never splitting a surrogate pair (the engine rejects
// such a range as invalidRange). The limiter itself is tested in Chromium
// (test/browser/test_page.py, Scripts/test-web.sh).

import { test } from 'node:test'
import assert from 'node:assert/strict'
import { textChange } from '../src/field.js'

test('an insertion, a deletion and a replacement', () => {
  assert.deepEqual(textChange('hello', 'help me'), { start: 3, length: 2, replacement: 'p me' })
  assert.deepEqual(textChange('abc', 'abXc'), { start: 2, length: 0, replacement: 'X' })
  assert.deepEqual(textChange('abc', 'ac'), { start: 1, length: 1, replacement: '' })
  assert.deepEqual(textChange('same', 'same'), { start: 4, length: 0, replacement: '' })
  assert.deepEqual(textChange('', '中文'), { start: 0, length: 0, replacement: '中文' })
})

test('repeated letters: the suffix never overlaps the prefix', () => {
  assert.deepEqual(textChange('aa', 'aaa'), { start: 2, length: 0, replacement: 'a' })
  assert.deepEqual(textChange('aaa', 'a'), { start: 1, length: 2, replacement: '' })
})

test('never inside a surrogate pair', () => {
  // 😀 (D83D DE00) → 😁 (D83D DE01): the common high surrogate is not a prefix.
  assert.deepEqual(textChange('a😀b', 'a😁b'), { start: 1, length: 2, replacement: '😁' })
  // 🙂 (D83D DE42) and 😂 (D83D DE02) after an emoji sharing the low surrogate.
  assert.deepEqual(textChange('x\uD83D\uDE42', 'x\uD83C\uDE42'), { start: 1, length: 2, replacement: '\uD83C\uDE42' })
  for (const [before, after] of [['😀😀', '😀'], ['😀', '😀😀'], ['a😀', '😀'], ['👍🏽', '👍🏿']]) {
    const { start, length, replacement } = textChange(before, after)
    assert.equal(before.slice(0, start) + replacement + before.slice(start + length), after)
    assert.ok(before.slice(start, start + length).isWellFormed() && replacement.isWellFormed(), `${before} → ${after}`)
  }
})
