import { isCancelled, stateOf, type RecordFlags } from '@domain/lifecycle';
import { EMAIL_NOT_VERIFIED, PAYMENT_NOT_VERIFIED } from '@domain/messages';

// The status checker's four steps and how a fetched registration moves through them
// (docs/rules.md, "A registration's life"). The lifecycle itself is the domain's; this only maps it.

export type StatusStepId = 'lookup' | 'email' | 'payment' | 'summary';

export interface StatusStep {
  id: StatusStepId;
  label: string;
}

export const STATUS_STEPS: readonly StatusStep[] = [
  { id: 'lookup', label: 'Registration ID' },
  { id: 'email', label: 'Email Verification' },
  { id: 'payment', label: 'Payment Status' },
  { id: 'summary', label: 'Summary' },
];

/** What the steps read of a registration: the lifecycle's flags, and whether it was cancelled. */
export type StepRecord = RecordFlags & Parameters<typeof isCancelled>[0];

export function stepIndex(step: StatusStepId): number {
  return STATUS_STEPS.findIndex((candidate) => candidate.id === step);
}

/** Where a lookup lands: the first step the registrant still has to complete. */
export function stepForRecord(record: StepRecord): StatusStepId {
  // A cancelled registration has nothing left to complete: its summary says it was cancelled.
  if (isCancelled(record)) return 'summary';
  switch (stateOf(record)) {
    case 'created':
      return 'email';
    case 'email-verified':
    case 'proof-under-verification':
      return 'payment';
    case 'payment-verified':
      return 'summary';
  }
}

export type NextStep = { ok: true; step: StatusStepId } | { ok: false; message: string };

/**
 * Next from step 2 requires a verified e-mail and from step 3 a verified payment; otherwise the
 * spec's message. `record` is the freshly fetched one, so a link pressed meanwhile counts.
 */
export function nextStep(from: StatusStepId, record: StepRecord): NextStep {
  if (isCancelled(record)) return { ok: true, step: 'summary' };
  const state = stateOf(record);
  switch (from) {
    case 'lookup':
      return { ok: true, step: stepForRecord(record) };
    case 'email':
      return state === 'created'
        ? { ok: false, message: EMAIL_NOT_VERIFIED }
        : { ok: true, step: stepForRecord(record) };
    case 'payment':
      return state === 'payment-verified'
        ? { ok: true, step: 'summary' }
        : { ok: false, message: PAYMENT_NOT_VERIFIED };
    case 'summary':
      return { ok: true, step: 'summary' };
  }
}
