import { describe, expect, it } from 'vitest';
import { stateName } from '@domain/billing';
import { gstinCheckCharacter } from '@domain/gstin';
import {
  EMAIL_INVALID,
  FIELD_TOO_LONG,
  GSTIN_CHECK_FAILED,
  PLAIN_TEXT_ONLY,
  SPONSOR_NAME_REQUIRED,
  SPONSOR_PACKAGE_UNKNOWN,
  SPONSOR_PAYMENT_ALREADY_VERIFIED,
  SPONSOR_PAYMENT_DATE_AHEAD,
  SPONSOR_PAYMENT_REFERENCE_REQUIRED,
  SPONSOR_PHONE_INVALID,
  SPONSORSHIP_NOT_SOLD,
  gstinStateMismatch,
} from '@domain/messages';
import { MAX_TEXT_LENGTH } from '@domain/schema-helpers';
import { SPONSORSHIP } from '@domain/sponsorship';
import {
  EMPTY_SPONSOR,
  PAYMENT_DAY_MISSING,
  paymentBody,
  paymentFieldOf,
  sponsorBody,
  sponsorFieldOf,
  type SponsorValues,
} from './sponsor-form';

// A GSTIN of Karnataka (29) that adds up, and the same with its check character changed.
const FIRST_14 = '29AAACI1234F1Z';
const GSTIN = `${FIRST_14}${gstinCheckCharacter(FIRST_14)}`;
const MISTYPED = `${FIRST_14}${gstinCheckCharacter(FIRST_14) === 'A' ? 'B' : 'A'}`;
const LEVEL = SPONSORSHIP?.packages[0]?.level ?? '';

const sponsor = (changes: Partial<SponsorValues> = {}): SponsorValues => ({
  ...EMPTY_SPONSOR,
  'organisation.name': 'Kaveri Instruments Pvt Ltd',
  'organisation.address': '12 Industrial Area\nHubballi 580030',
  'organisation.stateCode': '29',
  level: LEVEL,
  'contact.name': 'Meera Kulkarni',
  'contact.email': 'meera@kaveri.example',
  ...changes,
});

describe('the body of a sponsor', () => {
  it('nests the fields as the API takes them and leaves out the optional ones left empty', () => {
    expect(LEVEL).not.toBe('');
    const sent = JSON.parse(JSON.stringify(sponsorBody(sponsor({ 'organisation.gstin': '  ', 'contact.phone': '' }))));
    expect(sent).toStrictEqual({
      organisation: {
        name: 'Kaveri Instruments Pvt Ltd',
        address: '12 Industrial Area\nHubballi 580030',
        stateCode: '29',
      },
      level: LEVEL,
      contact: { name: 'Meera Kulkarni', email: 'meera@kaveri.example' },
    });
    const body = sponsorBody(sponsor({ 'organisation.gstin': GSTIN, 'contact.phone': '+91 98450 12345' }));
    expect(body.organisation.gstin).toBe(GSTIN);
    expect(body.contact.phone).toBe('+91 98450 12345');
  });
});

describe('the field a refusal of a sponsor is about', () => {
  it('puts a GSTIN that does not add up, or is of another state, at the GSTIN', () => {
    expect(sponsorFieldOf(GSTIN_CHECK_FAILED, sponsor({ 'organisation.gstin': MISTYPED }))).toBe('organisation.gstin');
    const elsewhere = gstinStateMismatch(stateName('29'), stateName('27'));
    expect(sponsorFieldOf(elsewhere, sponsor({ 'organisation.gstin': GSTIN, 'organisation.stateCode': '27' }))).toBe(
      'organisation.gstin',
    );
  });

  it('puts each sentence at the field whose check gives it', () => {
    expect(sponsorFieldOf(SPONSOR_NAME_REQUIRED, sponsor({ 'organisation.name': ' ' }))).toBe('organisation.name');
    expect(sponsorFieldOf(SPONSOR_PACKAGE_UNKNOWN, sponsor({ level: 'Diamond' }))).toBe('level');
    expect(sponsorFieldOf(EMAIL_INVALID, sponsor({ 'contact.email': 'meera@' }))).toBe('contact.email');
    expect(sponsorFieldOf(SPONSOR_PHONE_INVALID, sponsor({ 'contact.phone': 'call the office' }))).toBe(
      'contact.phone',
    );
  });

  it('tells apart fields that share a sentence by what was typed in them', () => {
    const long = 'x'.repeat(MAX_TEXT_LENGTH + 1);
    expect(sponsorFieldOf(FIELD_TOO_LONG, sponsor({ 'contact.name': long }))).toBe('contact.name');
    expect(sponsorFieldOf(FIELD_TOO_LONG, sponsor({ 'organisation.name': long }))).toBe('organisation.name');
    expect(sponsorFieldOf(PLAIN_TEXT_ONLY, sponsor({ 'contact.name': 'Meera <b>K</b>' }))).toBe('contact.name');
  });

  it('leaves to the whole form a sentence no field check gives', () => {
    expect(sponsorFieldOf(SPONSORSHIP_NOT_SOLD, sponsor())).toBeNull();
    // The sentence of a check that passes for what was sent is not pinned on that field.
    expect(sponsorFieldOf(GSTIN_CHECK_FAILED, sponsor({ 'organisation.gstin': GSTIN }))).toBeNull();
  });
});

describe('the payment of a sponsor', () => {
  it('says before sending that the reference and the day are missing', () => {
    expect(paymentBody({ reference: ' ', date: '' })).toEqual({
      ok: false,
      problems: { reference: SPONSOR_PAYMENT_REFERENCE_REQUIRED, date: PAYMENT_DAY_MISSING },
    });
    expect(paymentBody({ reference: 'UTR-1', date: '' })).toEqual({
      ok: false,
      problems: { date: PAYMENT_DAY_MISSING },
    });
    expect(paymentBody({ reference: 'UTR-1', date: '2025-11-05' })).toEqual({
      ok: true,
      body: { reference: 'UTR-1', date: '2025-11-05' },
    });
  });

  it('puts the server’s refusal at the reference or the day, or on the dialog', () => {
    expect(paymentFieldOf(SPONSOR_PAYMENT_DATE_AHEAD, { reference: 'UTR-1', date: '2999-01-01' })).toBe('date');
    expect(paymentFieldOf(PLAIN_TEXT_ONLY, { reference: 'UTR<1>', date: '2025-11-05' })).toBe('reference');
    expect(paymentFieldOf(SPONSOR_PAYMENT_ALREADY_VERIFIED, { reference: 'UTR-1', date: '2025-11-05' })).toBeNull();
  });
});
