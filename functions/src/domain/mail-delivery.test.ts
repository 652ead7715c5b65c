import { describe, expect, it } from 'vitest';
import {
  MAIL_LEASE_MS,
  MAIL_MAX_ATTEMPTS,
  MAIL_RETRY_DELAYS_MS,
  attemptsAtClaim,
  attemptsSpent,
  failureReason,
  isClaimable,
  isPermanentFailure,
  messageIdOf,
  nextAttemptAt,
} from './mail-delivery';

const now = new Date('2026-12-01T10:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms);

describe('which mails a sender may claim', () => {
  it('a new mail, a RETRY, and a retry whose time has come', () => {
    expect(isClaimable(null, now)).toBe(true);
    expect(isClaimable(undefined, now)).toBe(true);
    expect(isClaimable({ state: 'RETRY', attempts: 6 }, now)).toBe(true);
    expect(isClaimable({ state: 'PENDING' }, now)).toBe(true);
    expect(isClaimable({ state: 'PENDING', retryAt: at(0) }, now)).toBe(true);
    expect(isClaimable({ state: 'PENDING', retryAt: at(1) }, now)).toBe(false);
  });

  it('not one being sent under a live lease; one whose claimant died, once the lease ran out', () => {
    expect(isClaimable({ state: 'PROCESSING', leaseExpireTime: at(1) }, now)).toBe(false);
    expect(isClaimable({ state: 'PROCESSING', leaseExpireTime: at(0) }, now)).toBe(true);
    // The lease outlives the sender's own 60 s timeout: a live sender never loses its mail.
    expect(MAIL_LEASE_MS).toBeGreaterThan(60_000);
  });

  it('never one sent or failed for good', () => {
    expect(isClaimable({ state: 'SUCCESS' }, now)).toBe(false);
    expect(isClaimable({ state: 'ERROR' }, now)).toBe(false);
  });
});

describe('a mail whose senders stop mid-attempt', () => {
  it('counts the attempt whose lease ran out, and no other state adds one', () => {
    expect(attemptsAtClaim({ state: 'PROCESSING', attempts: 2, leaseExpireTime: at(0) })).toBe(3);
    expect(attemptsAtClaim({ state: 'PENDING', attempts: 2 })).toBe(2);
    expect(attemptsAtClaim({ state: 'RETRY', attempts: 2 })).toBe(2);
    expect(attemptsAtClaim(null)).toBe(0);
  });

  it('is tried at most as often as one that fails each time, then stops', () => {
    // Every sender dies after claiming it, perhaps after the server took it: claim, die, repeat.
    let delivery: { state: 'PROCESSING'; attempts: number; attemptsBeforeRetry?: number } | null = null;
    let tries = 0;
    while (tries < 100) {
      const attempts = attemptsAtClaim(delivery);
      if (delivery && attemptsSpent({ ...delivery, attempts })) break;
      tries += 1;
      delivery = { state: 'PROCESSING', attempts, attemptsBeforeRetry: 0 };
    }
    expect(tries).toBe(MAIL_MAX_ATTEMPTS);
  });

  it('starts again after an administrator’s RETRY', () => {
    expect(attemptsSpent({ attempts: MAIL_MAX_ATTEMPTS, attemptsBeforeRetry: 0 })).toBe(true);
    expect(attemptsSpent({ attempts: MAIL_MAX_ATTEMPTS, attemptsBeforeRetry: MAIL_MAX_ATTEMPTS })).toBe(false);
    expect(attemptsSpent({ attempts: MAIL_MAX_ATTEMPTS - 1 })).toBe(false);
  });
});

describe('after a failed attempt', () => {
  const refused = { responseCode: 550, response: '550 5.1.1 <a@b.example>: mailbox unavailable', message: 'x' };
  const unreachable = { message: 'connect ECONNREFUSED 127.0.0.1:1025' };
  const busy = { responseCode: 421, response: '421 4.7.0 Try again later', message: 'x' };

  it('a 5xx answer is final, with the server’s words as the reason', () => {
    expect(isPermanentFailure(refused)).toBe(true);
    expect(nextAttemptAt(refused, { attempts: 1 }, now)).toBeNull();
    expect(failureReason(refused)).toBe(refused.response);
  });

  it('an unreachable server or a 4xx answer is tried again, each wait longer, until the attempts are spent', () => {
    for (const failure of [unreachable, busy]) {
      expect(isPermanentFailure(failure)).toBe(false);
      const waits = Array.from({ length: MAIL_MAX_ATTEMPTS }, (_, index) =>
        nextAttemptAt(failure, { attempts: index + 1 }, now),
      ).map((retryAt) => (retryAt ? retryAt.getTime() - now.getTime() : null));
      expect(waits.slice(0, -1)).toEqual([...MAIL_RETRY_DELAYS_MS]);
      expect(waits.at(-1)).toBeNull();
      for (let index = 1; index < MAIL_RETRY_DELAYS_MS.length; index += 1) {
        expect(waits[index]).toBeGreaterThan(waits[index - 1] ?? Infinity);
      }
    }
    expect(failureReason(unreachable)).toBe(unreachable.message);
  });

  it('an administrator’s RETRY starts the automatic attempts afresh', () => {
    expect(nextAttemptAt(unreachable, { attempts: MAIL_MAX_ATTEMPTS }, now)).toBeNull();
    expect(
      nextAttemptAt(unreachable, { attempts: MAIL_MAX_ATTEMPTS + 1, attemptsBeforeRetry: MAIL_MAX_ATTEMPTS }, now),
    ).toEqual(at(MAIL_RETRY_DELAYS_MS[0]));
  });
});

describe('the Message-ID of a mail', () => {
  const from = 'ICEI 2025 <registration@icei2025.example>';
  it("is the same for every attempt of one sending, and new for an administrator's RETRY", () => {
    const first = messageIdOf('ICEI25-A-payment-verified-1', {}, from);
    expect(first).toBe('<ICEI25-A-payment-verified-1@icei2025.example>');
    expect(messageIdOf('ICEI25-A-payment-verified-1', { attemptsBeforeRetry: 0 }, from)).toBe(first);
    const again = messageIdOf('ICEI25-A-payment-verified-1', { attemptsBeforeRetry: 3 }, from);
    expect(again).not.toBe(first);
    expect(again).toMatch(/^<[^<>\s@]+@icei2025\.example>$/);
    expect(messageIdOf('ICEI25-B-payment-verified-1', {}, from)).not.toBe(first);
  });

  it('takes its domain from a bare sender address too', () => {
    expect(messageIdOf('m1', {}, 'registration@icei2025.example')).toBe('<m1@icei2025.example>');
  });
});
