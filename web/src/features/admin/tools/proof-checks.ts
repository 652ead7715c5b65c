// How the proof compares with the bank's statement line, for the side-by-side review.
import { normaliseReference } from '@domain/reconciliation';

export type ReferenceCheck = 'exact' | 'normalised' | 'differs';
export type AmountCheck = { kind: 'agrees' } | { kind: 'differs'; by: number } | { kind: 'unreadable' };

export function compareReference(typed: string, onStatement: string): ReferenceCheck {
  if (typed.trim() === onStatement.trim()) return 'exact';
  return normaliseReference(typed) === normaliseReference(onStatement) ? 'normalised' : 'differs';
}

/** `by` is what the statement shows above (positive) or below (negative) the amount due. */
export function compareAmount(due: number, onStatement: number | null): AmountCheck {
  if (onStatement === null) return { kind: 'unreadable' };
  return onStatement === due ? { kind: 'agrees' } : { kind: 'differs', by: onStatement - due };
}
