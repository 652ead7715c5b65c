import { EMAIL_NOT_VERIFIED, PAYMENT_NOT_VERIFIED } from '@domain/messages';
import { describe, expect, it } from 'vitest';
import { nextStep, STATUS_STEPS, stepForRecord, stepIndex } from './status-steps';

const created = { verified: false };
const emailVerified = { verified: true };
const rejected = { verified: true, paymentVerified: null };
const underVerification = { verified: true, paymentVerified: false };
const paid = { verified: true, paymentVerified: true };
const cancelledAs = <Flags extends object>(flags: Flags) => ({ ...flags, cancellation: { state: 'approved' } });

describe('status checker steps', () => {
  it('names the four steps of the spec in order', () => {
    expect(STATUS_STEPS.map((step) => step.label)).toEqual([
      'Registration ID',
      'Email Verification',
      'Payment Status',
      'Summary',
    ]);
    expect(stepIndex('payment')).toBe(2);
  });

  it('lands a lookup on the first step still to complete', () => {
    expect(stepForRecord(created)).toBe('email');
    expect(stepForRecord(emailVerified)).toBe('payment');
    expect(stepForRecord(rejected)).toBe('payment');
    expect(stepForRecord(underVerification)).toBe('payment');
    expect(stepForRecord(paid)).toBe('summary');
  });

  it('moves on from the e-mail step only once the e-mail is verified', () => {
    expect(nextStep('email', created)).toEqual({ ok: false, message: EMAIL_NOT_VERIFIED });
    expect(nextStep('email', emailVerified)).toEqual({ ok: true, step: 'payment' });
    expect(nextStep('email', paid)).toEqual({ ok: true, step: 'summary' });
  });

  it('moves on from the payment step only once the payment is verified', () => {
    expect(nextStep('payment', emailVerified)).toEqual({ ok: false, message: PAYMENT_NOT_VERIFIED });
    expect(nextStep('payment', underVerification)).toEqual({ ok: false, message: PAYMENT_NOT_VERIFIED });
    expect(nextStep('payment', rejected)).toEqual({ ok: false, message: PAYMENT_NOT_VERIFIED });
    expect(nextStep('payment', paid)).toEqual({ ok: true, step: 'summary' });
  });

  it('from the lookup goes wherever the record stands', () => {
    expect(nextStep('lookup', created)).toEqual({ ok: true, step: 'email' });
    expect(nextStep('lookup', paid)).toEqual({ ok: true, step: 'summary' });
  });

  it('lands a cancelled registration on its summary, paid or not, and goes nowhere else from any step', () => {
    for (const flags of [created, emailVerified, rejected, underVerification, paid]) {
      const record = cancelledAs(flags);
      expect(stepForRecord(record)).toBe('summary');
      for (const from of STATUS_STEPS) expect(nextStep(from.id, record)).toEqual({ ok: true, step: 'summary' });
    }
  });

  it('keeps a registration whose request to cancel is pending or declined where its payment stands', () => {
    for (const state of ['requested', 'declined']) {
      expect(stepForRecord({ ...emailVerified, cancellation: { state } })).toBe('payment');
      expect(nextStep('payment', { ...underVerification, cancellation: { state } })).toEqual({
        ok: false,
        message: PAYMENT_NOT_VERIFIED,
      });
    }
  });
});
