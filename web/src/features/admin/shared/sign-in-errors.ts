import { EMAIL_INVALID } from '@domain/messages';

// Apart from firebase-auth.ts, so the sign-in form can word an error without importing the SDK.

/** Firebase's error codes as sentences an organiser can act on. */
export function signInErrorMessage(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  switch (code) {
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
    case 'auth/wrong-password':
    case 'auth/user-not-found':
      return 'The e-mail address or the password is wrong.';
    case 'auth/invalid-email':
      return EMAIL_INVALID;
    case 'auth/user-disabled':
      return 'This account is disabled.';
    case 'auth/too-many-requests':
      return 'Too many attempts. Please wait a few minutes and try again.';
    case 'auth/invalid-verification-code':
      return 'The code is wrong. Please check the text message and try again.';
    case 'auth/code-expired':
    case 'auth/missing-verification-id':
      return 'That code has expired. Please send a new code.';
    case 'auth/quota-exceeded':
      return 'No more codes can be sent just now. Please try again later.';
    case 'auth/captcha-check-failed':
      return 'The check before sending a code failed. Please reload the page and try again.';
    case 'auth/unsupported-second-factor':
      return 'This account’s second factor is not a phone. Please ask the organiser who manages administrators to enrol your phone.';
    case 'auth/network-request-failed':
      return 'The sign-in service could not be reached. Please check the connection and try again.';
    default:
      return 'Signing in failed. Please try again.';
  }
}
