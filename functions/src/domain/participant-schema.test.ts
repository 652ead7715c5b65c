import { describe, it, expect } from 'vitest';
import { participantSchema } from './participant-schema';
import { firstError } from './registration-schema';
import { PARTICIPANT } from './test-participant';

// The shared participant, with the two optional fields a full form also sends.
const valid = { ...PARTICIPANT, nationalId: '', state: 'Karnataka' };

// A copy of the object without the given keys, as a client that never sent them.
const without = (value: object, ...keys: string[]) =>
  Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key)));

const messageFor = (input: unknown) => firstError(participantSchema.safeParse(input));

describe('participant step', () => {
  it('accepts complete details', () => {
    expect(messageFor(valid)).toBeNull();
  });

  it('trims every text field', () => {
    const result = participantSchema.parse({ ...valid, firstName: '  Asha ', city: ' Dharwad\n' });
    expect(result.firstName).toBe('Asha');
    expect(result.city).toBe('Dharwad');
  });

  it('strips fields it does not know', () => {
    const result = participantSchema.parse({ ...valid, isAdmin: true });
    expect(result).not.toHaveProperty('isAdmin');
  });

  const required = [
    'title',
    'firstName',
    'lastName',
    'organization',
    'address',
    'city',
    'country',
    'postcode',
    'mobile',
    'gender',
    'email',
    'verifyEmail',
  ] as const;

  it.each(required)('asks to fill all required fields when %s is empty', (field) => {
    expect(messageFor({ ...valid, [field]: '' })).toBe('Please fill all required fields in Participant Details.');
  });

  it.each(required)('asks to fill all required fields when %s is missing', (field) => {
    expect(messageFor(without(valid, field))).toBe('Please fill all required fields in Participant Details.');
  });

  it('counts a field of spaces as empty', () => {
    expect(messageFor({ ...valid, lastName: '   ' })).toBe('Please fill all required fields in Participant Details.');
  });

  it('leaves national ID and state optional, empty or absent', () => {
    expect(messageFor({ ...valid, nationalId: '', state: '' })).toBeNull();
    expect(messageFor(without(valid, 'nationalId', 'state'))).toBeNull();
  });

  it('accepts only the listed titles, countries and genders', () => {
    expect(messageFor({ ...valid, title: 'Sir' })).toBe('Please fill all required fields in Participant Details.');
    expect(messageFor({ ...valid, country: 'France' })).toBe('Please fill all required fields in Participant Details.');
    expect(messageFor({ ...valid, gender: 'X' })).toBe('Please fill all required fields in Participant Details.');
  });

  it('says the e-mail addresses do not match when they differ', () => {
    expect(messageFor({ ...valid, verifyEmail: 'asha@example.com' })).toBe('Email addresses do not match.');
  });

  it('matches e-mail addresses regardless of case and surrounding spaces', () => {
    expect(messageFor({ ...valid, verifyEmail: '  Asha@Example.ORG ' })).toBeNull();
  });

  it('asks for required fields before comparing e-mail addresses', () => {
    expect(messageFor({ ...valid, city: '', verifyEmail: 'other@example.org' })).toBe(
      'Please fill all required fields in Participant Details.',
    );
  });

  it('rejects a malformed e-mail address', () => {
    expect(messageFor({ ...valid, email: 'asha@example', verifyEmail: 'asha@example' })).toBe(
      'Please enter a valid email address.',
    );
  });

  it('asks for the mobile number in international format outside India', () => {
    expect(messageFor({ ...valid, country: 'UK', mobile: '98765 43210' })).toBe(
      'Please enter the mobile number in international format with country code, e.g. +91 98765 43210.',
    );
  });

  it('asks an Indian registrant for 10 digits or the international format', () => {
    expect(messageFor({ ...valid, mobile: '98765 4321' })).toBe(
      'Please enter a 10-digit mobile number, e.g. 98765 43210, or the number in international format with country code.',
    );
  });

  it.each([
    ['98765 43210', '+919876543210'],
    ['9876543210', '+919876543210'],
    ['098765 43210', '+919876543210'],
    ['91 98765 43210', '+919876543210'],
    ['(987) 654-3210', '+919876543210'],
  ])('stores %s, typed in India without the country code, as %s', (mobile, stored) => {
    expect(participantSchema.parse({ ...valid, mobile }).mobile).toBe(stored);
  });

  it('keeps a number in international format as typed', () => {
    expect(participantSchema.parse({ ...valid, mobile: '+91 98765 43210' }).mobile).toBe('+91 98765 43210');
    expect(participantSchema.parse({ ...valid, country: 'UK', mobile: '+44 20 7946 0958' }).mobile).toBe(
      '+44 20 7946 0958',
    );
  });

  it('finds every problem of the step in one pass, the missing fields first', () => {
    const result = participantSchema.safeParse({
      ...valid,
      firstName: ' ',
      mobile: '12345',
      verifyEmail: 'other@example.org',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['firstName', 'Please fill all required fields in Participant Details.'],
      ['verifyEmail', 'Email addresses do not match.'],
      [
        'mobile',
        'Please enter a 10-digit mobile number, e.g. 98765 43210, or the number in international format with country code.',
      ],
    ]);
  });

  it('checks no further a field that is missing, nor a mismatch against a missing address', () => {
    const result = participantSchema.safeParse({ ...valid, email: '', mobile: '', verifyEmail: 'x' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['mobile', 'email']);
  });

  it('rejects an overlong entry with a clear message', () => {
    expect(messageFor({ ...valid, firstName: 'A'.repeat(201) })).toBe(
      'One of your entries is too long. Please shorten it.',
    );
    expect(messageFor({ ...valid, address: 'A'.repeat(501) })).toBe(
      'One of your entries is too long. Please shorten it.',
    );
  });

  it('refuses markup and line breaks in names, but allows lines in the address', () => {
    const plainText = 'Please use plain text: line breaks and the characters < and > are not allowed in your details.';
    expect(messageFor({ ...valid, firstName: '<script>alert(1)</script>' })).toBe(plainText);
    expect(messageFor({ ...valid, city: 'Dharwad\r\nBcc: x@y.org' })).toBe(plainText);
    expect(messageFor({ ...valid, organization: 'IIT\u0000Dharwad' })).toBe(plainText);
    expect(messageFor({ ...valid, address: '1 Campus Road\nDharwad' })).toBeNull();
    expect(messageFor({ ...valid, address: '1 Campus <b>Road</b>' })).toBe(plainText);
  });

  it('refuses web and e-mail addresses in names and the organisation, at their fields', () => {
    const noLinks =
      'Names and organisations cannot contain web addresses, e-mail addresses or links. Please enter the name alone.';
    const result = participantSchema.safeParse({
      ...valid,
      firstName: 'Claim your refund at https://refunds.example',
      lastName: 'help@refunds.example',
      organization: 'refunds.example.com',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['firstName', noLinks],
      ['lastName', noLinks],
      ['organization', noLinks],
    ]);
    // Other fields are not names: a city or an address is not mailed to anyone.
    expect(messageFor({ ...valid, firstName: 'A.K.', organization: 'St. Xavier’s College, Pvt. Ltd.' })).toBeNull();
  });

  it('allows 200 characters for a name and 500 for the address', () => {
    expect(messageFor({ ...valid, firstName: 'A'.repeat(200), address: 'A'.repeat(500) })).toBeNull();
  });

  it('points each message at its field', () => {
    const result = participantSchema.safeParse({ ...valid, mobile: '12345', verifyEmail: 'x@y.org' });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['verifyEmail'], ['mobile']]);
  });
});
