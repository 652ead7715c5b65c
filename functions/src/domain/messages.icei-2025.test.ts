import { describe, it, expect } from 'vitest';
import * as messages from './messages';

// The registration window's sentences as they read for 2025: opening 30 Sept 2025, registration
// and payment proofs to the end of the last conference day, in India time. Literal on purpose.
const windowMessages: Record<string, string> = {
  REGISTRATION_NOT_YET_OPEN: 'Registration for ICEI 2025 opens on 30 Sept 2025. Please come back then.',
  REGISTRATION_CLOSED:
    'Registration for ICEI 2025 closed at the end of 9 Nov 2025 (India time). New registrations are no longer accepted.',
  PAYMENTS_CLOSED:
    'Payment proofs for ICEI 2025 were accepted until the end of 9 Nov 2025 (India time). Please contact the organisers about your payment.',
  // The conference's days, for the registration desk.
  CHECK_IN_CLOSED: 'Check-in is open only on the days of ICEI 2025, 7 Nov 2025 to 9 Nov 2025 (India time).',
  // The default pattern's example, from the acronym.
  PAPER_ID_FORMAT: 'Please enter the Paper ID alone, as the paper submission system shows it, e.g. ICEI-142.',
};

const exported = messages as unknown as Record<string, unknown>;

describe('the 2025 registration window’s messages', () => {
  it.each(Object.entries(windowMessages))('%s reads exactly as agreed', (name, text) => {
    expect(exported[name]).toBe(text);
  });
});
