import { UNDO_WINDOW_MS } from './limits';
import { describe, it, expect } from 'vitest';
import {
  REGISTRATION_EVENTS,
  REGISTRATION_STATES,
  canUndoVerification,
  recordFieldsFor,
  stateOf,
  transition,
} from './lifecycle';
import type { RegistrationEvent, RegistrationState, Transition } from './lifecycle';

const to = (state: RegistrationState): Transition => ({ ok: true, to: state, noop: false });
const noop = (state: RegistrationState): Transition => ({ ok: true, to: state, noop: true });
const refused = (reason: string): Transition => ({ ok: false, reason });

// Written out in full on purpose, so every pair of state and event is decided here.
const expected: Record<RegistrationState, Record<RegistrationEvent, Transition>> = {
  created: {
    'verify-email': to('email-verified'),
    'upload-proof': refused('Please verify your email address before uploading payment proof.'),
    'verify-payment': refused('No payment proof has been uploaded yet.'),
    'reject-proof': refused('No payment proof has been uploaded yet.'),
    'undo-verification': refused('Payment has not been verified, so there is nothing to undo.'),
    'withdraw-verification': refused('Payment has not been verified, so there is no verification to withdraw.'),
    'admit-complimentary': refused('Please verify your email address before uploading payment proof.'),
  },
  'email-verified': {
    'verify-email': noop('email-verified'),
    'upload-proof': to('proof-under-verification'),
    'verify-payment': refused('No payment proof has been uploaded yet.'),
    'reject-proof': refused('No payment proof has been uploaded yet.'),
    'undo-verification': refused('Payment has not been verified, so there is nothing to undo.'),
    'withdraw-verification': refused('Payment has not been verified, so there is no verification to withdraw.'),
    'admit-complimentary': to('payment-verified'),
  },
  'proof-under-verification': {
    'verify-email': noop('proof-under-verification'),
    'upload-proof': to('proof-under-verification'),
    'verify-payment': to('payment-verified'),
    'reject-proof': to('email-verified'),
    'undo-verification': refused('Payment has not been verified, so there is nothing to undo.'),
    'withdraw-verification': refused('Payment has not been verified, so there is no verification to withdraw.'),
    'admit-complimentary': refused('This registration is complimentary: there is nothing to pay.'),
  },
  'payment-verified': {
    'verify-email': noop('payment-verified'),
    'upload-proof': refused('Payment is already verified.'),
    'verify-payment': noop('payment-verified'),
    'reject-proof': refused('Payment is already verified. Undo the verification before rejecting the proof.'),
    'undo-verification': to('proof-under-verification'),
    'withdraw-verification': to('email-verified'),
    'admit-complimentary': noop('payment-verified'),
  },
};

describe('registration lifecycle transitions', () => {
  const pairs = REGISTRATION_STATES.flatMap((state) => REGISTRATION_EVENTS.map((event) => [state, event] as const));

  it('covers four states and seven events', () => {
    expect(pairs).toHaveLength(28);
  });

  it.each(pairs)('from %s, %s gives the expected outcome', (state, event) => {
    expect(transition(state, event)).toEqual(expected[state][event]);
  });

  it('gives every refusal a reason to show', () => {
    for (const [state, event] of pairs) {
      const outcome = transition(state, event);
      if (!outcome.ok) expect(outcome.reason.length).toBeGreaterThan(0);
    }
  });

  it('returns a fresh outcome each time, so callers cannot alter the table', () => {
    const first = transition('created', 'verify-email');
    if (first.ok) first.to = 'payment-verified';
    expect(transition('created', 'verify-email')).toEqual(to('email-verified'));
  });
});

describe('stateOf', () => {
  it('reads an unverified e-mail as created', () => {
    expect(stateOf({ verified: false })).toBe('created');
  });

  it('reads a verified e-mail without paymentVerified as e-mail verified, no proof yet', () => {
    expect(stateOf({ verified: true })).toBe('email-verified');
    expect(stateOf({ verified: true, paymentVerified: undefined })).toBe('email-verified');
  });

  it('reads paymentVerified null (a rejected proof sent back) as no proof yet', () => {
    expect(stateOf({ verified: true, paymentVerified: null })).toBe('email-verified');
  });

  it('reads paymentVerified false as proof under verification', () => {
    expect(stateOf({ verified: true, paymentVerified: false })).toBe('proof-under-verification');
  });

  it('reads paymentVerified true as payment verified', () => {
    expect(stateOf({ verified: true, paymentVerified: true })).toBe('payment-verified');
  });

  it('treats payment flags on an unverified e-mail as created, since no proof can precede it', () => {
    expect(stateOf({ verified: false, paymentVerified: true })).toBe('created');
  });
});

describe('recordFieldsFor', () => {
  it('stores each state as the flags stateOf reads back', () => {
    for (const state of REGISTRATION_STATES) {
      expect(stateOf(recordFieldsFor(state))).toBe(state);
    }
  });

  it('leaves paymentVerified out until a proof exists', () => {
    expect(recordFieldsFor('created')).toEqual({ verified: false });
    expect(recordFieldsFor('email-verified')).toEqual({ verified: true });
    expect(recordFieldsFor('proof-under-verification')).toEqual({ verified: true, paymentVerified: false });
    expect(recordFieldsFor('payment-verified')).toEqual({ verified: true, paymentVerified: true });
  });
});

describe('undoing a payment verification', () => {
  const verifiedAt = new Date('2025-10-20T10:00:00Z');
  it.each([
    ['at once', 0, true],
    ['after 9 minutes 59 seconds', 599_000, true],
    ['after exactly 10 minutes', 600_000, true],
    ['after 10 minutes and a second', 601_000, false],
    ['before the verification (a clock gone wrong)', -1_000, false],
  ])('is allowed %s: %s', (_label, elapsed, allowed) => {
    expect(canUndoVerification(verifiedAt, new Date(verifiedAt.getTime() + elapsed))).toBe(allowed);
  });

  it('allows ten minutes', () => {
    expect(UNDO_WINDOW_MS).toBe(600_000);
  });
});
