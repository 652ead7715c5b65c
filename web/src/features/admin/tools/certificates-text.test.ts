import { describe, expect, it } from 'vitest';
import { certificatesButtonLabel, certificatesSentSentence, toSend } from './certificates-text';

describe('certificates text', () => {
  it('counts the eligible registrations not mailed yet', () => {
    expect(toSend({ eligible: 5, alreadySent: 2 })).toBe(3);
    expect(toSend({ eligible: 1, alreadySent: 3 })).toBe(0);
  });
  it('labels the button and the result', () => {
    expect(certificatesButtonLabel(1)).toBe('Send certificates of participation to 1 registration');
    expect(certificatesButtonLabel(3)).toBe('Send certificates of participation to 3 registrations');
    expect(certificatesSentSentence({ sent: 3, alreadySent: 2 })).toBe('Sent 3; 2 had already been sent.');
  });
});
