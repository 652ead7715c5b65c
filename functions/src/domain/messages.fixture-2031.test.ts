import { describe, it, expect } from 'vitest';
import { PAYMENTS_CLOSED, REGISTRATION_CLOSED, REGISTRATION_NOT_YET_OPEN } from './messages';

// The fixture's own name, days and zone in the window's sentences: nothing of 2025 is left.
describe('the fixture’s registration window messages', () => {
  it('name SCI 2031, its days and Berlin time', () => {
    expect(REGISTRATION_NOT_YET_OPEN).toBe('Registration for SCI 2031 opens on 1 Nov 2030. Please come back then.');
    expect(REGISTRATION_CLOSED).toBe(
      'Registration for SCI 2031 closed at the end of 5 Mar 2031 (Berlin time). New registrations are no longer accepted.',
    );
    expect(PAYMENTS_CLOSED).toBe(
      'Payment proofs for SCI 2031 were accepted until the end of 10 Mar 2031 (Berlin time). Please contact the organisers about your payment.',
    );
  });
});
