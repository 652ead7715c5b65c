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
    case 'auth/network-request-failed':
      return 'The sign-in service could not be reached. Please check the connection and try again.';
    default:
      return 'Signing in failed. Please try again.';
  }
}
