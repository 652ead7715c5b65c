import type { RegistrationEvent, RegistrationState } from '@domain/lifecycle';
import { REVIEW_STATUS_LABELS } from '@domain/review-status';

// The audit trail in the organisers' words: each entry's event id (what docs/administration.md
// and the audit's export name) is shown beside its label, not in place of it.

const STATE_LABELS: Record<RegistrationState, string> = {
  created: REVIEW_STATUS_LABELS['email-unverified'],
  'email-verified': 'E-mail verified',
  'proof-under-verification': REVIEW_STATUS_LABELS['proof-under-verification'],
  'payment-verified': REVIEW_STATUS_LABELS['payment-verified'],
};

/** The lifecycle's own events, each named (the type makes a new one need a label). */
const TRANSITION_LABELS: Record<RegistrationEvent, string> = {
  'verify-email': 'E-mail address verified',
  'upload-proof': 'Payment proof uploaded',
  'verify-payment': 'Payment verified',
  'reject-proof': 'Payment proof not accepted',
  'undo-verification': 'Payment verification undone',
  'withdraw-verification': 'Payment verification withdrawn',
  'admit-complimentary': 'Admitted with a complimentary code',
};

/** The entries written beside the lifecycle: documents issued, the desk, billing, cancellation. */
const OTHER_LABELS: Record<string, string> = {
  created: 'Registered',
  'invoice-issued': 'Tax invoice issued',
  'credit-note-issued': 'Credit note issued',
  'invoice-corrected': 'Tax invoice corrected',
  'passes-reissued': 'Entry passes sent again',
  'checked-in': 'Checked in',
  'check-in-undone': 'Check-in undone',
  'billing-details-set': 'Billing details set',
  'billing-details-removed': 'Billing details removed',
  'name-corrected': 'Name corrected',
  'email-corrected': 'E-mail address corrected',
  'cancellation-requested': 'Cancellation requested',
  'cancellation-approved': 'Cancellation approved',
  'cancellation-declined': 'Cancellation declined',
  'certificate-sent': 'Certificate sent',
  'ieee-membership-confirmed': 'IEEE membership confirmed',
  'ieee-membership-not-member': 'IEEE membership not confirmed: non-IEEE rate',
};

const LABELS = new Map<string, string>([...Object.entries(TRANSITION_LABELS), ...Object.entries(OTHER_LABELS)]);

/** What an entry's event is called on the page; an event this page does not know, by its id. */
export const auditEventLabel = (event: string): string => LABELS.get(event) ?? event;

/**
 * The state an entry left the registration in, with the one before it when it changed: an
 * invoice issued on a verified payment leaves it "Payment verified", not "Payment verified →
 * Payment verified".
 */
export function auditStates(from: RegistrationState | null, to: RegistrationState): string {
  return from && from !== to ? `${STATE_LABELS[from]} → ${STATE_LABELS[to]}` : STATE_LABELS[to];
}
