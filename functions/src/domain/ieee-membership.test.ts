import { describe, it, expect } from 'vitest';
import { firstError } from './registration-schema';
import { ieeeStatusRequestSchema, membershipMessage } from './ieee-membership';

describe('IEEE membership check', () => {
  it('accepts a member reported Active', () => {
    expect(membershipMessage({ MemberStatus: 'Active' })).toBeNull();
  });

  it.each(['Inactive', 'Suspended', 'active', ''])(
    'says "Membership not valid or inactive." for the status %j',
    (MemberStatus) => {
      expect(membershipMessage({ MemberStatus })).toBe('Membership not valid or inactive.');
    },
  );

  it('asks to try again later when the answer carries no status', () => {
    expect(membershipMessage({ error: 'upstream timeout' })).toBe(
      'Could not validate IEEE membership. Please try again later.',
    );
    expect(membershipMessage(null)).toBe('Could not validate IEEE membership. Please try again later.');
  });

  it('sends the trimmed number as MemberID', () => {
    expect(ieeeStatusRequestSchema.parse({ MemberID: ' 94010203 ' })).toEqual({ MemberID: '94010203' });
  });

  it('refuses to send an empty number', () => {
    expect(firstError(ieeeStatusRequestSchema.safeParse({ MemberID: '' }))).toBe(
      'Please enter your IEEE Member Number.',
    );
  });
});
