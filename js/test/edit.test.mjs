// Policy.prototype.edit: the Swift input engine's decision on one edit of a
// field (tg_policy_edit), in string indices. The same edits are checked
// from C (Tests/C) and from Swift against InputRules.evaluate
// (TextGaugeCTests/EditThroughCTests); in a browser, test/browser.

import { test } from 'node:test'
import assert from 'node:assert/strict'

import { Policy, _native } from '../src/textgauge.js'

const noEmoji = () => Policy.fromJSON({ schema: 1, limits: [{ metric: 'characters', max: 3 }], emoji: { allowed: false } })

test('typing, a paste cut to the limit, deletion, composing', () => {
  const policy = noEmoji()
  try {
    assert.deepEqual(policy.edit('ab', 2, 0, 'c'), { decision: 'accept', text: 'abc', caret: 3, violations: [] })
    const refused = policy.edit('abc', 3, 0, 'd')
    assert.equal(refused.decision, 'reject')
    assert.equal(refused.text, 'abc')
    assert.deepEqual(refused.violations.map((v) => v.kind), ['overLimit'])
    const cut = policy.edit('ab', 2, 0, 'c😀d')
    assert.equal(cut.decision, 'adjusted')
    assert.equal(cut.text, 'abc')
    assert.equal(cut.caret, 3)
    assert.deepEqual(cut.violations.map((v) => [v.rule, v.kind, v.start, v.utf8]), [['emoji.allowed', 'emoji', 2, 2], ['limits[0]', 'overLimit', 2, 2]])
    assert.deepEqual(policy.edit('abc', 1, 1, ''), { decision: 'accept', text: 'ac', caret: 1, violations: [] })
    assert.equal(policy.edit('abc', 3, 0, 'nihao', true).decision, 'accept')
  } finally {
    policy.free()
  }
})

test('an IME commit over a gb18030 limit is cut on a Character boundary', () => {
  const policy = Policy.preset('gb18030', 20)
  const decision = policy.edit('中文中文中文中文', 8, 0, '你好吗')
  policy.free()
  assert.equal(decision.decision, 'adjusted')
  assert.equal(decision.text, '中文中文中文中文你好')
  assert.equal(decision.caret, 10)
  assert.equal(decision.violations[0].message, 'limits[0] (gb18030): 22 > 20')
})

test('a range outside the text or inside a surrogate pair is rejected, not thrown', () => {
  const policy = Policy.preset('x')
  for (const [start, length] of [[2, 0], [5, 0], [0, 9], [2 ** 40, 0]]) {
    const decision = policy.edit('a😀', start, length, 'b')
    assert.equal(decision.decision, 'reject')
    assert.deepEqual(decision.violations.map((v) => v.kind), ['invalidRange'])
  }
  assert.throws(() => policy.edit('a', -1, 0, 'b'), RangeError)
  assert.throws(() => policy.edit('a', 0, 0.5, 'b'), RangeError)
  assert.throws(() => policy.edit('a', 0, 0, 5), TypeError)
  assert.throws(() => policy.edit('a', 0, 0, '\uD800'), TypeError)
  policy.free()
})

test('every decision frees what the engine allocated', () => {
  const memory = _native.engine.memory
  const round = () => {
    const policy = noEmoji()
    policy.edit('ab', 2, 0, 'c😀d'.repeat(50))
    policy.edit('abc', 3, 0, 'd')
    policy.edit('a', 0, 0, 'b')
    policy.edit('a😀', 2, 0, 'b')
    policy.free()
  }
  for (let i = 0; i < 200; i++) round()
  const before = memory.buffer.byteLength
  for (let i = 0; i < 3000; i++) round()
  assert.equal(memory.buffer.byteLength, before)
})
