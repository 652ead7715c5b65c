import { describe, it, expect } from 'vitest';
import { firstError, registrationDataSchema, statusLookupSchema, tierStepSchema } from './registration-schema';
import { PARTICIPANT } from './test-participant';

const messageOf = (schema: { safeParse(input: unknown): Parameters<typeof firstError>[0] }, input: unknown) =>
  firstError(schema.safeParse(input));

// The fixture offers four tiers of the nine: no industry or academia tier, no IEEE student.
describe('the fixture’s tiers', () => {
  it('refuses the tiers of the catalogue it does not offer, at the tier step and in the API', () => {
    const { verifyEmail: _verifyEmail, ...personal } = PARTICIPANT;
    for (const registrationTier of [
      'industry-ieee',
      'industry-non-ieee',
      'academia-ieee',
      'academia-non-ieee',
      'student-ieee',
    ]) {
      expect(messageOf(tierStepSchema, { registrationTier })).toBe('Please select a registration tier.');
      expect(messageOf(registrationDataSchema, { ...personal, registrationTier, totalAmount: 0 })).toBe(
        'Please select a registration tier.',
      );
    }
  });
});

describe('registration IDs of the fixture (SCI31-…)', () => {
  it('canonicalises its own IDs and takes a 2025 ID for a foreign one, left as typed', () => {
    expect(statusLookupSchema.parse({ id: 'sci31 abcd efgh jkmnp' }).id).toBe('SCI31-ABCD-EFGH-JKMNP');
    expect(statusLookupSchema.parse({ id: 'icei25-abcd-efgh-jkmnp' }).id).toBe('icei25-abcd-efgh-jkmnp');
  });
});
