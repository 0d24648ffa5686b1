// The web text-field limiter: what the iOS interceptors do for UITextField,
// for an <input> or a <textarea>. Every edit is judged by the policy's input
// engine (tg_policy_edit through Policy.prototype.edit, the Swift engine
// compiled to WebAssembly), so the page decides what an iOS field decides.
//
// Issue #49's contract, and where each clause is kept:
// - "typing, paste, drop and deletion are judged as the Swift input engine
//   judges them": beforeinput for the edits whose range is the selection
//   (JUDGED_BEFORE), the input event for the others (deletions, drops,
//   undo, autofill, execCommand), as a diff of the last value the field
//   held (InputRules.evaluateChange's way);
// - "an IME composition is never cut while it is being composed, and is
//   judged when it commits": nothing between compositionstart and
//   compositionend, then the composed range judged as one edit;
// - "the caret lands where the Swift engine says": an adjusted edit sets
//   the engine's text and its UTF-16 caret (a JavaScript string index);
// - "the field shows nothing the policy refuses, and loses nothing it
//   accepts": a refused edit never reaches the value (prevented, or undone
//   to the last value at once), an accepted one is the browser's own.

/** The input types whose range is the selection and whose text is known before the browser applies them. */
const JUDGED_BEFORE = new Set(['insertText', 'insertFromPaste', 'insertFromYank', 'insertLineBreak', 'insertParagraph'])

/**
 * The text an edit of `inputType` inserts, as the field will hold it: a
 * textarea's line breaks are LF (HTML's "normalize newlines"), an input's
 * are removed (its value sanitization "strips newlines").
 */
function insertedText (event, multiline) {
  let data
  if (event.inputType === 'insertLineBreak' || event.inputType === 'insertParagraph') {
    data = multiline ? '\n' : ''
  } else {
    data = event.data ?? event.dataTransfer?.getData('text/plain') ?? ''
  }
  return multiline ? data.replace(/\r\n?/g, '\n') : data.replace(/[\r\n]/g, '')
}

/**
 * The change from `previous` to `current` as one replaced range: the common
 * prefix and suffix in UTF-16 units, never ending inside a surrogate pair
 * (the engine rejects a range that splits one).
 */
export function textChange (previous, current) {
  const shorter = Math.min(previous.length, current.length)
  let start = 0
  while (start < shorter && previous.charCodeAt(start) === current.charCodeAt(start)) start++
  if (start > 0 && isHighSurrogate(previous.charCodeAt(start - 1))) start--
  let suffix = 0
  while (suffix < shorter - start &&
    previous.charCodeAt(previous.length - 1 - suffix) === current.charCodeAt(current.length - 1 - suffix)) suffix++
  if (suffix > 0 && isLowSurrogate(previous.charCodeAt(previous.length - suffix))) suffix--
  return {
    start,
    length: previous.length - suffix - start,
    replacement: current.slice(start, current.length - suffix)
  }
}

const isHighSurrogate = (unit) => unit >= 0xD800 && unit < 0xDC00
const isLowSurrogate = (unit) => unit >= 0xDC00 && unit < 0xE000

/**
 * Limits `element` (an <input> or a <textarea>) to `policy`, a `Policy` or
 * anything with its `edit(text, start, length, replacement, isComposing)`.
 * `onChange(value, decision)` follows every change the field keeps (typed,
 * adjusted or set by the limiter); `onReject(violations, decision)` every
 * edit refused or adjusted with violations. Returns `{ detach() }`.
 *
 *   const policy = Policy.preset('x')
 *   const limiter = limitField(document.querySelector('textarea'), policy, {
 *     onReject: (violations) => { hint.textContent = violations[0].message }
 *   })
 *   // later: limiter.detach(); policy.free()
 */
export function limitField (element, policy, { onChange, onReject } = {}) {
  if (element == null || typeof element.setSelectionRange !== 'function') {
    throw new TypeError('limitField: element must be an <input> or a <textarea>')
  }
  if (policy == null || typeof policy.edit !== 'function') {
    throw new TypeError('limitField: policy must be a Policy (or have its edit method)')
  }
  const multiline = element.tagName === 'TEXTAREA'
  // The value the field held after the last edit it kept: what a change
  // the limiter did not see before it happened is judged against.
  let last = element.value
  // The value an accepted beforeinput edit will give, so that its input
  // event is known as that edit and not judged again.
  let expected = null
  let composing = false

  const report = (decision) => {
    if (decision.violations.length > 0) onReject?.(decision.violations, decision)
  }
  const kept = (decision) => {
    last = element.value
    onChange?.(last, decision)
  }
  const set = (text, caret) => {
    element.value = text
    element.setSelectionRange(caret, caret)
  }

  /** Judges what changed from `last` to the value now, keeping it or undoing it (Swift's evaluateChange). */
  const judgeChange = () => {
    const current = element.value
    if (current === last) return
    const change = textChange(last, current)
    const decision = policy.edit(last, change.start, change.length, change.replacement, false)
    switch (decision.decision) {
      case 'accept':
        kept(decision)
        break
      case 'reject':
        // Back to the last value, the caret after the part the edit changed.
        set(last, change.start + change.length)
        report(decision)
        break
      case 'adjusted':
        set(decision.text, decision.caret)
        report(decision)
        kept(decision)
        break
    }
  }

  const beforeInput = (event) => {
    // During a composition the field shows the marked text as the input
    // method composes it (pinyin "nihao" before 你好): never cut.
    if (composing || event.isComposing) return
    last = element.value
    expected = null
    if (!JUDGED_BEFORE.has(event.inputType)) return
    if (!multiline && (event.inputType === 'insertLineBreak' || event.inputType === 'insertParagraph')) return
    const start = element.selectionStart
    const end = element.selectionEnd
    const replacement = insertedText(event, multiline)
    const decision = policy.edit(last, start, end - start, replacement, false)
    switch (decision.decision) {
      case 'accept':
        expected = decision.text
        break
      case 'reject':
        event.preventDefault()
        report(decision)
        break
      case 'adjusted':
        event.preventDefault()
        set(decision.text, decision.caret)
        report(decision)
        kept(decision)
        break
    }
  }

  const input = (event) => {
    if (composing || event.isComposing) return
    if (expected !== null && element.value === expected) {
      expected = null
      kept({ decision: 'accept', text: element.value, caret: element.selectionEnd, violations: [] })
      return
    }
    expected = null
    judgeChange()
  }

  const compositionStart = () => {
    composing = true
    last = element.value
  }

  // The committed text is judged as a paste over the range the composition
  // replaced: the field before it, `last`, against the field now.
  const compositionEnd = () => {
    composing = false
    expected = null
    judgeChange()
  }

  element.addEventListener('beforeinput', beforeInput)
  element.addEventListener('input', input)
  element.addEventListener('compositionstart', compositionStart)
  element.addEventListener('compositionend', compositionEnd)
  return {
    detach () {
      element.removeEventListener('beforeinput', beforeInput)
      element.removeEventListener('input', input)
      element.removeEventListener('compositionstart', compositionStart)
      element.removeEventListener('compositionend', compositionEnd)
    }
  }
}
