// What a cancelled registration gets back under the edition's refund policy, to the paisa. Pure:
// the cancellation service stores the amount due when the request is made (the day of the request
// decides, not the day an administrator gets to it), and the fees page states the policy.
import { EDITION } from './edition';
import type { Paise } from './gst';

export interface RefundStep {
  /** The last calendar day at the venue (YYYY-MM-DD) a request earns this step's refund. */
  until: string;
  /** Of the amount paid, 0 to 100. */
  percent: number;
}

/** The edition's refund policy, or null while it is not known ("to be announced"). */
export const REFUND_POLICY: readonly RefundStep[] | null = EDITION.refundPolicy ?? null;

/** The share of the amount paid a request made on `requestDay` earns: the first step covering it. */
export function refundPercent(policy: readonly RefundStep[], requestDay: string): number {
  // ISO days compare as strings.
  return policy.find((step) => requestDay <= step.until)?.percent ?? 0;
}

/**
 * The refund due for a cancellation asked for on `requestDay` (the venue's calendar day) of a
 * registration that paid `paid` paise: its percentage, rounded down to the paisa so a refund never
 * exceeds what the policy promises; null when the policy is not known.
 */
export function refundDue(
  policy: readonly RefundStep[] | null,
  paid: Paise,
  requestDay: string,
): { percent: number; amount: Paise } | null {
  if (!policy) return null;
  if (!Number.isSafeInteger(paid) || paid < 0) throw new RangeError(`An amount paid in whole paise, not ${paid}.`);
  const percent = refundPercent(policy, requestDay);
  return { percent, amount: Math.floor((paid * percent) / 100) };
}
