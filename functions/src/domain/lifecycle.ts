import { UNDO_WINDOW_MS } from './limits';
import {
  COMPLIMENTARY_NO_PAYMENT,
  COMPLIMENTARY_NOTHING_TO_PAY,
  NO_PAYMENT_PROOF,
  NOTHING_TO_UNDO,
  NOTHING_TO_WITHDRAW,
  PAYMENT_ALREADY_VERIFIED,
  UNDO_BEFORE_REJECT,
  VERIFY_EMAIL_BEFORE_UPLOAD,
} from './messages';

// A registration's life (docs/rules.md), as stored: `verified` is the e-mail check and
// `paymentVerified` is absent until a proof is uploaded, false while it awaits the
// administrator and true once the payment is confirmed.

export const REGISTRATION_STATES = [
  'created',
  'email-verified',
  'proof-under-verification',
  'payment-verified',
] as const;
export type RegistrationState = (typeof REGISTRATION_STATES)[number];

export const REGISTRATION_EVENTS = [
  'verify-email',
  'upload-proof',
  'verify-payment',
  'reject-proof',
  'undo-verification',
  // After the undo window: a verified payment found not to be one (a forged proof, say).
  'withdraw-verification',
  // A complimentary registration (a sponsor's code) has nothing to pay: once its e-mail is
  // verified it is admitted as if its payment were (domain/sponsor-codes.ts).
  'admit-complimentary',
] as const;
export type RegistrationEvent = (typeof REGISTRATION_EVENTS)[number];

export interface RecordFlags {
  verified: boolean;
  /** null: no proof (a rejected one was sent back); stored explicitly so it can be cleared. */
  paymentVerified?: boolean | null | undefined;
}

/**
 * Whether the registration was cancelled at its registrant's request (services/cancellations.ts):
 * its flags stay as they were (what was paid was paid), and no event changes it any more.
 */
export function isCancelled(record: { cancellation?: { state: string } | null | undefined }): boolean {
  return record.cancellation?.state === 'approved';
}

/** A proof cannot exist before the e-mail is verified, so an unverified e-mail wins. */
export function stateOf(record: RecordFlags): RegistrationState {
  if (!record.verified) return 'created';
  if (record.paymentVerified === undefined || record.paymentVerified === null) return 'email-verified';
  return record.paymentVerified ? 'payment-verified' : 'proof-under-verification';
}

/** The flags to store for a state; no `paymentVerified` means the stored field is removed. */
export function recordFieldsFor(state: RegistrationState): RecordFlags {
  switch (state) {
    case 'created':
      return { verified: false };
    case 'email-verified':
      return { verified: true };
    case 'proof-under-verification':
      return { verified: true, paymentVerified: false };
    case 'payment-verified':
      return { verified: true, paymentVerified: true };
  }
}

export type Transition = { ok: true; to: RegistrationState; noop: boolean } | { ok: false; reason: string };

const to = (state: RegistrationState): Transition => ({ ok: true, to: state, noop: false });
const stay = (state: RegistrationState): Transition => ({ ok: true, to: state, noop: true });
const refuse = (reason: string): Transition => ({ ok: false, reason });

// Repeating an action that already took effect succeeds as a no-op (nothing to write), so
// a second click on the e-mail link or on Verify Payment is harmless. The e-mail link stays
// valid for the whole life of a registration: refusing it after a proof was uploaded would
// show "invalid or expired" to someone whose registration is fine.
const TRANSITIONS: Record<RegistrationState, Record<RegistrationEvent, Transition>> = {
  created: {
    'verify-email': to('email-verified'),
    'upload-proof': refuse(VERIFY_EMAIL_BEFORE_UPLOAD),
    'verify-payment': refuse(NO_PAYMENT_PROOF),
    'reject-proof': refuse(NO_PAYMENT_PROOF),
    'undo-verification': refuse(NOTHING_TO_UNDO),
    'withdraw-verification': refuse(NOTHING_TO_WITHDRAW),
    'admit-complimentary': refuse(VERIFY_EMAIL_BEFORE_UPLOAD),
  },
  'email-verified': {
    'verify-email': stay('email-verified'),
    'upload-proof': to('proof-under-verification'),
    'verify-payment': refuse(NO_PAYMENT_PROOF),
    'reject-proof': refuse(NO_PAYMENT_PROOF),
    'undo-verification': refuse(NOTHING_TO_UNDO),
    'withdraw-verification': refuse(NOTHING_TO_WITHDRAW),
    'admit-complimentary': to('payment-verified'),
  },
  'proof-under-verification': {
    'verify-email': stay('proof-under-verification'),
    // A new upload replaces a wrong or unreadable receipt while it awaits review; it is
    // not a no-op, since the new proof must be stored.
    'upload-proof': to('proof-under-verification'),
    'verify-payment': to('payment-verified'),
    'reject-proof': to('email-verified'),
    'undo-verification': refuse(NOTHING_TO_UNDO),
    'withdraw-verification': refuse(NOTHING_TO_WITHDRAW),
    'admit-complimentary': refuse(COMPLIMENTARY_NOTHING_TO_PAY),
  },
  'payment-verified': {
    'verify-email': stay('payment-verified'),
    'upload-proof': refuse(PAYMENT_ALREADY_VERIFIED),
    'verify-payment': stay('payment-verified'),
    'reject-proof': refuse(UNDO_BEFORE_REJECT),
    'undo-verification': to('proof-under-verification'),
    // Back to awaiting a proof, as after a rejection; its passes are withdrawn with it.
    'withdraw-verification': to('email-verified'),
    'admit-complimentary': stay('payment-verified'),
  },
};

/**
 * Whether a sponsor's code made the registration complimentary (domain/sponsor-codes.ts): admitted
 * once its address is verified, with nothing to pay, so nothing to invoice, bill or acknowledge.
 */
export function isComplimentary(record: { sponsorCode?: { kind: string } | null | undefined }): boolean {
  return record.sponsorCode?.kind === 'complimentary';
}

/**
 * Why an event cannot happen to a complimentary registration (a sponsor's code, nothing to pay):
 * it has no proof to upload, verify or reject, and no payment to undo or withdraw. Null for any
 * other registration, or an event that applies to it.
 */
export function complimentaryRefusal(
  record: { sponsorCode?: { kind: string } | null | undefined },
  event: RegistrationEvent,
): string | null {
  if (!isComplimentary(record)) return null;
  switch (event) {
    case 'upload-proof':
    case 'verify-payment':
    case 'reject-proof':
      return COMPLIMENTARY_NOTHING_TO_PAY;
    case 'undo-verification':
    case 'withdraw-verification':
      return COMPLIMENTARY_NO_PAYMENT;
    case 'verify-email':
    case 'admit-complimentary':
      return null;
  }
}

export function transition(state: RegistrationState, event: RegistrationEvent): Transition {
  return { ...TRANSITIONS[state][event] };
}

export function canUndoVerification(verifiedAt: Date, now: Date): boolean {
  const elapsed = now.getTime() - verifiedAt.getTime();
  return elapsed >= 0 && elapsed <= UNDO_WINDOW_MS;
}
