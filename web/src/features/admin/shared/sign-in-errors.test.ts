import { describe, expect, it } from 'vitest';
import { EMAIL_INVALID } from '@domain/messages';
import { signInErrorMessage } from './sign-in-errors';

describe('signInErrorMessage', () => {
  it('words Firebase Auth error codes for the organiser, never showing the code', () => {
    expect(signInErrorMessage({ code: 'auth/invalid-credential' })).toBe(
      'The e-mail address or the password is wrong.',
    );
    expect(signInErrorMessage({ code: 'auth/invalid-email' })).toBe(EMAIL_INVALID);
    expect(signInErrorMessage({ code: 'auth/too-many-requests' })).toMatch(/wait a few minutes/);
    expect(signInErrorMessage(new Error('boom'))).toBe('Signing in failed. Please try again.');
  });

  it('words the second step’s errors with what to do next', () => {
    expect(signInErrorMessage({ code: 'auth/invalid-verification-code' })).toMatch(/code is wrong.*try again/);
    expect(signInErrorMessage({ code: 'auth/code-expired' })).toMatch(/send a new code/);
    expect(signInErrorMessage({ code: 'auth/quota-exceeded' })).toMatch(/try again later/);
  });
});
