import { describe, expect, it } from 'vitest';
import { sponsorInputSchema, sponsorPaymentSchema } from '@domain/api/sponsors';
import { gstinCheckCharacter, OUTSIDE_INDIA } from '@domain/gstin';
import { FIELD_TOO_LONG, PLAIN_TEXT_ONLY } from '@domain/messages';
import {
  SPONSOR_PAYMENT_DATE_AHEAD,
  SPONSOR_PAYMENT_DATE_OLD,
  SPONSOR_PAYMENT_DATE_REQUIRED,
} from '@domain/admin-messages';
import { MAX_CODE_LENGTH, MAX_TEXT_LENGTH } from '@domain/schema-helpers';
import { SPONSORSHIP } from '@domain/sponsorship';
import { recipientOfBilling, supplyOf, type InvoicingFacts } from '@domain/invoice';
import {
  EMPTY_SPONSOR,
  isZeroRatedSponsor,
  missingSponsorFields,
  paymentBody,
  paymentFieldOf,
  sponsorBody,
  sponsorFieldOf,
  type SponsorField,
  type SponsorValues,
} from './sponsor-form';

// A GSTIN of Karnataka (29) that adds up, and the same with its check character mistyped.
const FIRST_14 = '29AAACI1234F1Z';
const GSTIN = `${FIRST_14}${gstinCheckCharacter(FIRST_14)}`;
const MISTYPED = `${FIRST_14}${gstinCheckCharacter(FIRST_14) === 'A' ? 'B' : 'A'}`;
const LEVEL = SPONSORSHIP?.packages[0]?.level ?? '';
const LONG = 'x'.repeat(MAX_TEXT_LENGTH + 1);

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

/** What the server answers a sponsor with: its schema's first problem, and the field that has it. */
function refusalOf(values: SponsorValues): { message: string; field: string } {
  const parsed = sponsorInputSchema.safeParse(sponsorBody(values));
  const issue = parsed.success ? undefined : parsed.error.issues[0];
  if (!issue) throw new Error(`The schema takes ${JSON.stringify(values)}.`);
  return { message: issue.message, field: issue.path.join('.') };
}

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
    expect(sponsorInputSchema.safeParse(body).success).toBe(true);
  });
});

describe('whether a sponsorship is zero-rated, as the form prices it', () => {
  // Sponsorship's facts, with an LUT for the year of the day asked: what the server prices by.
  const FACTS: InvoicingFacts = {
    demo: true,
    supplier: { name: 'Host', address: 'Dharwad 580011', gstin: GSTIN },
    sac: { admission: '998596', sponsorship: '998397' },
    prefix: 'T',
    eventStateCode: '29',
    signatory: 'Treasurer',
    placeOfSupply: 'recipient-state',
    eInvoicing: true,
    lut: [{ arn: 'AD290425000000D', financialYear: '2025-26' }],
  };

  it('agrees with the supply the server invoices, for every kind of organisation the form can send', () => {
    const typed: Partial<SponsorValues>[] = [
      {},
      { 'organisation.gstin': GSTIN },
      { 'organisation.gstin': GSTIN, 'organisation.sez': true },
      { 'organisation.gstin': ' ', 'organisation.sez': true },
      { 'organisation.stateCode': '27' },
      { 'organisation.stateCode': OUTSIDE_INDIA, 'organisation.country': 'SG' },
      { 'organisation.stateCode': OUTSIDE_INDIA, 'organisation.country': 'SG', 'organisation.gstin': GSTIN },
    ];
    const judged = typed.map((changes) => {
      const values = sponsor(changes);
      const recipient = recipientOfBilling(sponsorBody(values).organisation, '');
      return [isZeroRatedSponsor(values), supplyOf(FACTS, recipient, '2025-10-15').zeroRated !== null];
    });
    for (const [form, server] of judged) expect(form).toBe(server);
    expect(judged.filter(([form]) => form)).toHaveLength(3);
  });
});

describe('the field a refusal of a sponsor is about', () => {
  // One wrong value per field, each sentence its schema can give for it.
  const WRONG: [SponsorField, string][] = [
    ['organisation.name', ' '],
    ['organisation.name', 'See https://kaveri.example'],
    ['organisation.address', ''],
    ['organisation.stateCode', ''],
    ['organisation.stateCode', '99'],
    ['organisation.gstin', MISTYPED],
    ['organisation.gstin', '29AAACI1234F1'],
    ['organisation.gstin', `99${GSTIN.slice(2)}`],
    ['level', ''],
    ['level', 'Diamond'],
    ['contact.name', ''],
    ['contact.email', 'meera@'],
    ['contact.phone', 'call the office'],
  ];

  it.each(WRONG)('puts the server’s sentence for %s = %j at that field', (field, value) => {
    const refusal = refusalOf(sponsor({ [field]: value }));
    expect(refusal.field).toBe(field);
    expect(sponsorFieldOf(refusal.message)).toBe(field);
  });

  it('puts an SEZ unit without its GSTIN at the GSTIN, a GSTIN’s address without a PIN code at the address, and an address abroad without a country at the country', () => {
    const sez = refusalOf(sponsor({ 'organisation.sez': true }));
    expect(sez.field).toBe('organisation.gstin');
    expect(sponsorFieldOf(sez.message)).toBe('organisation.gstin');
    const noPin = refusalOf(
      sponsor({ 'organisation.gstin': GSTIN, 'organisation.address': 'Industrial Area, Hubballi' }),
    );
    expect(noPin.field).toBe('organisation.address');
    expect(sponsorFieldOf(noPin.message)).toBe('organisation.address');
    const abroad = refusalOf(sponsor({ 'organisation.stateCode': '96' }));
    expect(abroad.field).toBe('organisation.country');
    expect(sponsorFieldOf(abroad.message)).toBe('organisation.country');
  });

  it('sends an organisation abroad with its country, and not the GSTIN or SEZ box typed before', () => {
    const body = sponsorBody(
      sponsor({
        'organisation.stateCode': '96',
        'organisation.country': 'SG',
        'organisation.gstin': GSTIN,
        'organisation.sez': true,
      }),
    );
    expect(JSON.parse(JSON.stringify(body.organisation))).toStrictEqual({
      name: 'Kaveri Instruments Pvt Ltd',
      address: '12 Industrial Area\nHubballi 580030',
      stateCode: '96',
      country: 'SG',
    });
    expect(sponsorInputSchema.safeParse(body).success).toBe(true);
  });

  it('puts a GSTIN of another state than the one chosen at the GSTIN', () => {
    const refusal = refusalOf(sponsor({ 'organisation.gstin': GSTIN, 'organisation.stateCode': '27' }));
    expect(refusal.field).toBe('organisation.gstin');
    expect(sponsorFieldOf(refusal.message)).toBe('organisation.gstin');
  });

  it('leaves to the whole form the sentences several fields share, and any other', () => {
    for (const field of ['organisation.name', 'contact.name'] as const) {
      const refusal = refusalOf(sponsor({ [field]: LONG }));
      expect(refusal).toEqual({ message: FIELD_TOO_LONG, field });
      expect(sponsorFieldOf(refusal.message)).toBeNull();
    }
    expect(refusalOf(sponsor({ 'contact.name': 'Meera <b>K</b>' })).message).toBe(PLAIN_TEXT_ONLY);
    expect(sponsorFieldOf(PLAIN_TEXT_ONLY)).toBeNull();
    expect(sponsorFieldOf('The server answered 500.')).toBeNull();
  });
});

describe('the payment of a sponsor', () => {
  it('says before sending that the reference and the day are missing', () => {
    expect(paymentBody({ reference: ' ', date: '' })).toEqual({
      ok: false,
      problems: {
        reference: refusalOfPayment({ reference: ' ', date: '2025-11-05' }),
        date: refusalOfPayment({ reference: 'UTR-1', date: '' }),
      },
    });
    expect(paymentBody({ reference: 'UTR-1', date: '' })).toEqual({
      ok: false,
      problems: { date: SPONSOR_PAYMENT_DATE_REQUIRED },
    });
    expect(paymentBody({ reference: 'UTR-1', date: '2025-11-05' })).toEqual({
      ok: true,
      body: { reference: 'UTR-1', date: '2025-11-05' },
    });
  });

  it('puts the server’s refusal at the reference or the day, or on the dialog', () => {
    for (const reference of [' ', 'UTR<1>', 'U'.repeat(MAX_CODE_LENGTH + 1)]) {
      expect(paymentFieldOf(refusalOfPayment({ reference, date: '2025-11-05' }))).toBe('reference');
    }
    expect(paymentFieldOf(SPONSOR_PAYMENT_DATE_AHEAD)).toBe('date');
    expect(paymentFieldOf(SPONSOR_PAYMENT_DATE_OLD)).toBe('date');
    for (const date of ['', '5 Nov 2025']) {
      expect(paymentFieldOf(refusalOfPayment({ reference: 'UTR-1', date }))).toBe('date');
    }
    expect(paymentFieldOf('This sponsor’s payment is already verified.')).toBeNull();
  });
});

/** The payment schema's first sentence for a body it refuses. */
function refusalOfPayment(body: { reference: string; date: string }): string {
  const parsed = sponsorPaymentSchema.safeParse(body);
  const message = parsed.success ? undefined : parsed.error.issues[0]?.message;
  if (message === undefined) throw new Error(`The schema takes ${JSON.stringify(body)}.`);
  return message;
}

describe('the required fields of a sponsor left empty', () => {
  it('are none for a sponsor the server takes', () => {
    expect(sponsorInputSchema.safeParse(sponsorBody(sponsor())).success).toBe(true);
    expect(missingSponsorFields(sponsor())).toEqual({});
    expect(
      missingSponsorFields(sponsor({ 'organisation.stateCode': OUTSIDE_INDIA, 'organisation.country': 'DE' })),
    ).toEqual({});
  });

  it('are each said with the sentence the server gives for that field alone', () => {
    const abroad = { 'organisation.stateCode': OUTSIDE_INDIA, 'organisation.country': 'DE' };
    const blanks: Partial<SponsorValues>[] = [
      { 'organisation.name': '  ' },
      { 'organisation.address': '' },
      { 'organisation.stateCode': '' },
      { ...abroad, 'organisation.country': '' },
      { level: '' },
      { 'contact.name': ' ' },
      { 'contact.email': '' },
    ];
    for (const blank of blanks) {
      const values = sponsor(blank);
      const { message, field } = refusalOf(values);
      expect(missingSponsorFields(values), JSON.stringify(blank)).toEqual({
        [sponsorFieldOf(message) ?? field]: message,
      });
    }
  });

  it('are all said at once, where the server would say only the first', () => {
    const missing = missingSponsorFields(EMPTY_SPONSOR);
    expect(Object.keys(missing).sort()).toEqual(
      [
        'organisation.name',
        'organisation.address',
        'organisation.stateCode',
        'level',
        'contact.name',
        'contact.email',
      ].sort(),
    );
    const { message } = refusalOf(EMPTY_SPONSOR);
    expect(Object.values(missing)).toContain(message);
  });
});
