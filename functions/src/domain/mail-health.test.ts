import { describe, expect, it } from 'vitest';
import { REGISTRATION_ID_PREFIX } from './registration-id';
import { MAIL_WITHDRAWN_ADDRESS_CORRECTED } from './mail-delivery';
import {
  canSendAgain,
  sentTo,
  latestReason,
  MAIL_PROBLEMS_SPAN_MS,
  MAIL_STALLED_AFTER_MS,
  mailProblemOf,
  mailState,
  PUBLIC_REASON_LENGTH,
  publicReason,
  type QueuedMail,
} from './mail-health';

const NOW = new Date('2025-10-15T04:30:00Z');
const MINUTE = 60_000;
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const mail = (queuedAgoMs: number, delivery: QueuedMail['delivery']): QueuedMail => ({
  queuedAt: ago(queuedAgoMs),
  delivery,
});

describe('mailProblemOf', () => {
  it('calls a mail that ended in ERROR failed, whenever in the day, and a delivered one no problem', () => {
    expect(mailProblemOf(mail(MINUTE, { state: 'ERROR' }), NOW)).toBe('failed');
    expect(mailProblemOf(mail(MAIL_PROBLEMS_SPAN_MS, { state: 'ERROR' }), NOW)).toBe('failed');
    expect(mailProblemOf(mail(MAIL_PROBLEMS_SPAN_MS - MINUTE, { state: 'SUCCESS' }), NOW)).toBeNull();
  });

  it('calls no mail withdrawn before it went out (its address corrected) a failure, and keeps its reason out of the summary', () => {
    const withdrawn = mail(MINUTE, { state: 'ERROR', error: MAIL_WITHDRAWN_ADDRESS_CORRECTED, endTime: ago(0) });
    expect(mailProblemOf(withdrawn, NOW)).toBeNull();
    const refused = mail(2 * MINUTE, { state: 'ERROR', error: '550 5.1.1 mailbox unavailable', endTime: ago(MINUTE) });
    expect(mailProblemOf(refused, NOW)).toBe('failed');
    // The later withdrawal does not hide the server's answer to the real failure.
    expect(latestReason([refused, withdrawn], NOW)).toBe('550 5.1.1 mailbox unavailable');
  });

  it('calls a mail stuck once it has waited half an hour for a final state, in any other state or none', () => {
    for (const delivery of [
      null,
      undefined,
      { state: 'PENDING' },
      { state: 'PROCESSING' },
      { state: 'RETRY' },
    ] as const) {
      expect(mailProblemOf(mail(MAIL_STALLED_AFTER_MS - MINUTE, delivery), NOW)).toBeNull();
      expect(mailProblemOf(mail(MAIL_STALLED_AFTER_MS, delivery), NOW)).toBe('stuck');
    }
  });

  it('calls a mail waiting to be tried again after a failure stuck at once', () => {
    const waiting = { state: 'PENDING', retryAt: new Date(NOW.getTime() + MINUTE), error: '421 Try later' } as const;
    expect(mailProblemOf(mail(MINUTE, waiting), NOW)).toBe('stuck');
    // Another sender's PENDING for a new mail carries no retryAt: it is on its way.
    expect(mailProblemOf(mail(MINUTE, { state: 'PENDING', retryAt: null }), NOW)).toBeNull();
  });

  it('leaves out mails queued before the day, after now, or with no queuing time', () => {
    expect(mailProblemOf(mail(MAIL_PROBLEMS_SPAN_MS + 1, { state: 'ERROR' }), NOW)).toBeNull();
    expect(mailProblemOf(mail(MAIL_PROBLEMS_SPAN_MS + 1, null), NOW)).toBeNull();
    expect(mailProblemOf(mail(-MINUTE, { state: 'ERROR' }), NOW)).toBeNull();
    expect(mailProblemOf({ delivery: { state: 'ERROR' } }, NOW)).toBeNull();
  });
});

describe('mailState (health’s 503 rule)', () => {
  it('is ok once the sender recorded a final state, a failure included, and stalled before', () => {
    expect(mailState({ state: 'SUCCESS' })).toBe('ok');
    expect(mailState({ state: 'ERROR' })).toBe('ok');
    for (const delivery of [null, undefined, { state: 'PENDING' }, { state: 'PROCESSING' }, { state: 'RETRY' }]) {
      expect(mailState(delivery)).toBe('stalled');
    }
  });
});

describe('latestReason', () => {
  it('is the reason of the latest failed attempt among the day’s problems', () => {
    const mails = [
      mail(3 * 60 * MINUTE, { state: 'ERROR', error: '550 No such user', endTime: ago(2 * 60 * MINUTE) }),
      mail(10 * MINUTE, { state: 'PENDING', retryAt: NOW, error: ' 421 Try later ', endTime: ago(MINUTE) }),
      mail(60 * MINUTE, { state: 'ERROR', error: '554 Refused', endTime: ago(50 * MINUTE) }),
    ];
    expect(latestReason(mails, NOW)).toBe('421 Try later');
  });

  it('passes over mails that are no problem, or before the day, and is null with no reason at all', () => {
    const delivered = mail(MINUTE, { state: 'SUCCESS', error: 'stale', endTime: NOW });
    const yesterday = mail(MAIL_PROBLEMS_SPAN_MS + MINUTE, { state: 'ERROR', error: 'old', endTime: ago(MINUTE) });
    const failed = mail(60 * MINUTE, { state: 'ERROR', error: '550 Refused', endTime: ago(59 * MINUTE) });
    expect(latestReason([delivered, yesterday, failed], NOW)).toBe('550 Refused');
    expect(latestReason([mail(40 * MINUTE, null), mail(60 * MINUTE, { state: 'ERROR', error: '' })], NOW)).toBeNull();
  });
});

describe('publicReason', () => {
  it('masks every address an SMTP answer names, and keeps the rest', () => {
    expect(publicReason('550 5.1.1 <asha.rao+icei@mail.example.org>: Recipient address rejected')).toBe(
      '550 5.1.1 <[address]>: Recipient address rejected',
    );
    expect(publicReason('452 too many recipients: a@b.in, c@d.in')).toBe(
      '452 too many recipients: [address], [address]',
    );
    expect(publicReason('connect ECONNREFUSED 127.0.0.1:465')).toBe('connect ECONNREFUSED 127.0.0.1:465');
  });

  it('puts a multi-line answer on one line and cuts a long one', () => {
    expect(publicReason('421-4.7.0 Try again\n421 4.7.0 later')).toBe('421-4.7.0 Try again 421 4.7.0 later');
    const cut = publicReason(`550 ${'x'.repeat(500)}`);
    expect(cut).toHaveLength(PUBLIC_REASON_LENGTH);
    expect(cut.endsWith('…')).toBe(true);
  });
});

describe('canSendAgain', () => {
  const registrationMail = `${REGISTRATION_ID_PREFIX}-ABCD-EFGH-JKMNP-payment-verified-1`;
  it('offers a failed mail of a registration, and neither a test mail nor one that did not fail', () => {
    expect(canSendAgain({ id: registrationMail, state: 'ERROR' })).toBe(true);
    expect(canSendAgain({ id: registrationMail, state: 'PENDING' })).toBe(false);
    expect(canSendAgain({ id: 'test-mail-abcdefghijklmnopqrstuvwx', state: 'ERROR' })).toBe(false);
  });
});

describe('sentTo', () => {
  it('compares addresses as registering does, spaces and case aside, and tells another address apart', () => {
    expect(sentTo({ to: 'Asha.Rao@Example.org' }, ' asha.rao@example.org ')).toBe(true);
    expect(sentTo({ to: 'asha.rao@exmaple.org' }, 'asha.rao@example.org')).toBe(false);
  });
});
