// How the proof compares with the bank's statement line, for the side-by-side review.
import { paidPaise, paysDues, toPaise, type Dues } from '@domain/balance';
import { normaliseReference } from '@domain/reconciliation';

export type ReferenceCheck = 'exact' | 'normalised' | 'differs';
export type AmountCheck =
  { kind: 'agrees' } | { kind: 'agrees-with-balance' } | { kind: 'differs'; by: number } | { kind: 'unreadable' };

export function compareReference(typed: string, onStatement: string): ReferenceCheck {
  if (typed.trim() === onStatement.trim()) return 'exact';
  return normaliseReference(typed) === normaliseReference(onStatement) ? 'normalised' : 'differs';
}

/**
 * What the statement's lines for the registration add up to against the amount due, or against
 * the balance once one was asked for (domain/balance.ts). `by` is what they show above (positive)
 * or below (negative) the amount due.
 */
export function compareAmount(dues: Dues, onStatement: readonly (number | null)[]): AmountCheck {
  const paid = paidPaise(onStatement);
  if (paid === null) return { kind: 'unreadable' };
  if (paid === toPaise(dues.totalAmount)) return { kind: 'agrees' };
  if (paysDues(onStatement, dues)) return { kind: 'agrees-with-balance' };
  return { kind: 'differs', by: (paid - toPaise(dues.totalAmount)) / 100 };
}
