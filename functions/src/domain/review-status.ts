import { isCancelled, stateOf, type RecordFlags } from './lifecycle';

// What an administrator filters by: the lifecycle state, with "awaiting payment" split into a
// registrant who has not sent a proof yet and one whose proof was sent back.
export const REVIEW_STATUSES = [
  'email-unverified',
  'awaiting-payment',
  'proof-under-verification',
  'payment-verified',
  'proof-rejected',
  // Approved at the registrant's request: whatever was paid, it admits no one.
  'cancelled',
] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  'email-unverified': 'E-mail unverified',
  'awaiting-payment': 'Awaiting payment',
  'proof-under-verification': 'Proof under verification',
  'payment-verified': 'Payment verified',
  'proof-rejected': 'Proof rejected',
  cancelled: 'Cancelled',
};

/** Beside the status, whatever it is: a registrant's request to cancel awaits a decision. */
export const CANCELLATION_REQUESTED_LABEL = 'Cancellation requested';

export function reviewStatusOf(
  record: RecordFlags & { rejection?: unknown; cancellation?: { state: string } | null | undefined },
): ReviewStatus {
  if (isCancelled(record)) return 'cancelled';
  switch (stateOf(record)) {
    case 'created':
      return 'email-unverified';
    case 'email-verified':
      return record.rejection ? 'proof-rejected' : 'awaiting-payment';
    case 'proof-under-verification':
      return 'proof-under-verification';
    case 'payment-verified':
      return 'payment-verified';
  }
}
