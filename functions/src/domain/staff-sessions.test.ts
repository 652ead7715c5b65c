import { describe, expect, it } from 'vitest';
import {
  ADMIN_IDLE_MS,
  ADMIN_SESSION_MS,
  adminSessionVerdict,
  deskSessionOver,
  isRecentSignIn,
  RECENT_SIGN_IN_MS,
} from './staff-sessions';

const signedIn = new Date('2026-01-10T03:00:00Z');
const after = (ms: number) => new Date(signedIn.getTime() + ms);

describe("an administrator's sign-in", () => {
  it('counts while used within the idle limit, up to the absolute limit and not a moment past it', () => {
    // Used every 20 minutes for the whole span: never idle.
    for (let at = 0; at <= ADMIN_SESSION_MS; at += 20 * 60_000) {
      expect(adminSessionVerdict(signedIn, after(at), after(Math.max(0, at - 20 * 60_000)))).toBe('ok');
    }
    expect(adminSessionVerdict(signedIn, after(ADMIN_SESSION_MS + 1), after(ADMIN_SESSION_MS))).toBe('too-old');
  });

  it('ends after the idle limit since its last call, or since the sign-in when there was none', () => {
    expect(adminSessionVerdict(signedIn, after(ADMIN_IDLE_MS), null)).toBe('ok');
    expect(adminSessionVerdict(signedIn, after(ADMIN_IDLE_MS + 1), null)).toBe('idle');
    const lastCall = after(2 * 60 * 60_000);
    expect(adminSessionVerdict(signedIn, new Date(lastCall.getTime() + ADMIN_IDLE_MS + 1), lastCall)).toBe('idle');
  });

  it('is not kept alive by calls made under an earlier sign-in', () => {
    const before = new Date(signedIn.getTime() - 60_000);
    expect(adminSessionVerdict(signedIn, after(ADMIN_IDLE_MS + 1), before)).toBe('idle');
  });

  it('is recent for 5 minutes', () => {
    expect(isRecentSignIn(signedIn, after(RECENT_SIGN_IN_MS))).toBe(true);
    expect(isRecentSignIn(signedIn, after(RECENT_SIGN_IN_MS + 1))).toBe(false);
  });
});

describe("check-in staff's sign-in", () => {
  it('lasts the day at the venue it was made on', () => {
    expect(deskSessionOver('2025-12-18', '2025-12-18')).toBe(false);
    expect(deskSessionOver('2025-12-18', '2025-12-19')).toBe(true);
  });
});
