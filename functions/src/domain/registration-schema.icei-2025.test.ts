import { describe, it, expect } from 'vitest';
import { firstError, paymentProofSchema, statusLookupSchema, tierStepSchema } from './registration-schema';

const messageOf = (schema: { safeParse(input: unknown): Parameters<typeof firstError>[0] }, input: unknown) =>
  firstError(schema.safeParse(input));

describe('tier step in 2025', () => {
  it('accepts any of the nine tiers and nothing else', () => {
    for (const registrationTier of [
      'author-presenter-ieee',
      'author-presenter-non-ieee',
      'industry-ieee',
      'industry-non-ieee',
      'academia-ieee',
      'academia-non-ieee',
      'student-ieee',
      'student-non-ieee',
      'group-student',
    ]) {
      expect(messageOf(tierStepSchema, { registrationTier })).toBeNull();
    }
    expect(messageOf(tierStepSchema, { registrationTier: 'vip' })).toBe('Please select a registration tier.');
  });
});

describe('registration IDs of 2025 (ICEI25-…)', () => {
  it('reads the registration ID of a payment proof as a person might type it', () => {
    const parsed = paymentProofSchema.parse({ registrationId: ' icei25 oooo iiii lllll ', paymentReferenceId: ' R1 ' });
    expect(parsed).toEqual({ registrationId: 'ICEI25-0000-1111-11111', paymentReferenceId: 'R1' });
  });

  it('canonicalises an ID of ours and leaves any other as typed', () => {
    expect(statusLookupSchema.parse({ id: 'icei25-abcd-efgh-jkmnp' }).id).toBe('ICEI25-ABCD-EFGH-JKMNP');
    expect(statusLookupSchema.parse({ id: ' legacyId42 ' }).id).toBe('legacyId42');
  });
});
