// Types of field.js: the web text-field limiter.

import type { EditDecision, Policy } from './textgauge.js'

/** What judges the field's edits: a Policy, or anything with its edit method. */
export interface EditJudge {
  edit (text: string, start: number, length: number, replacement: string, isComposing?: boolean): EditDecision
}

export interface LimitFieldOptions {
  /** Every change the field keeps: typed, pasted, committed, adjusted or undone by the limiter. */
  onChange?: (value: string, decision: EditDecision) => void
  /** Every edit refused, or adjusted with violations (a paste cut, an emoji removed). */
  onReject?: (violations: EditDecision['violations'], decision: EditDecision) => void
}

export interface FieldLimiter {
  /** Stops limiting the field; its value stays as it is. */
  detach (): void
}

/** The change from `previous` to `current` as one replaced UTF-16 range, never splitting a surrogate pair. */
export declare function textChange (previous: string, current: string): { start: number, length: number, replacement: string }

/**
 * Limits an <input> or a <textarea> to a policy: typing, paste, drop,
 * deletion and IME commits judged by the Swift input engine; an IME
 * composition is never cut while it is composed.
 */
export declare function limitField (element: HTMLInputElement | HTMLTextAreaElement, policy: Policy | EditJudge, options?: LimitFieldOptions): FieldLimiter
