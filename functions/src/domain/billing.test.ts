import { describe, expect, it } from 'vitest';
import { billingDetailsSchema, type BillingDetailsInput } from './billing';
import { whereOf } from './countries';
import { FOREIGN_COUNTRY_CODES } from './countries';
import { GST_STATES, OUTSIDE_INDIA, gstinCheckCharacter } from './gstin';
import {
  BILLING_ADDRESS_REQUIRED,
  BILLING_COUNTRY_REQUIRED,
  BILLING_NAME_REQUIRED,
  BILLING_PIN_REQUIRED,
  BILLING_STATE_REQUIRED,
  FIELD_TOO_LONG,
  GSTIN_CHECK_FAILED,
  GSTIN_FORMAT,
  GSTIN_NOT_ABROAD,
  GSTIN_STATE_UNKNOWN,
  NAME_NO_LINKS,
  PLAIN_TEXT_ONLY,
  SEZ_GSTIN_REQUIRED,
  SEZ_NOT_ABROAD,
} from './messages';
import { MAX_ADDRESS_LENGTH, MAX_TEXT_LENGTH } from './schema-helpers';

/** A GSTIN as the portal would issue one in the given state. */
const issued = (state: string, pan = 'AAACI1234K') => {
  const first14 = `${state}${pan}1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
};

const billing = (change: Partial<Record<keyof BillingDetailsInput, unknown>> = {}) => ({
  name: 'Karnatak Institute of Technology',
  address: 'Survey No. 12, College Road\nDharwad 580001',
  stateCode: '29',
  ...change,
});

/** The messages of a parse, each with the field it is about. */
function problems(input: unknown): string[] {
  const result = billingDetailsSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('billing details', () => {
  it('take an institution in a state without a GSTIN, leaving no gstin key behind', () => {
    const parsed = billingDetailsSchema.parse(billing({ name: '  Karnatak Institute  ', gstin: '  ' }));
    expect(parsed).toEqual({ name: 'Karnatak Institute', address: billing().address, stateCode: '29' });
    expect(Object.keys(parsed)).not.toContain('gstin');
  });

  it('take a GSTIN of the chosen state, typed with spaces and small letters, as the portal writes it', () => {
    const gstin = issued('29');
    const typed = `${gstin.slice(0, 7).toLowerCase()} ${gstin.slice(7)}`;
    expect(billingDetailsSchema.parse(billing({ gstin: typed })).gstin).toBe(gstin);
  });

  it('need the name, the address and a state of the GST list, each said beside its field', () => {
    expect(problems({})).toEqual([
      `name: ${BILLING_NAME_REQUIRED}`,
      `address: ${BILLING_ADDRESS_REQUIRED}`,
      `stateCode: ${BILLING_STATE_REQUIRED}`,
    ]);
    expect(problems(billing({ name: ' ', address: '\n' }))).toEqual([
      `name: ${BILLING_NAME_REQUIRED}`,
      `address: ${BILLING_ADDRESS_REQUIRED}`,
    ]);
    for (const stateCode of ['', '28', '00', 'Karnataka', 29]) {
      expect(problems(billing({ stateCode }))).toEqual([`stateCode: ${BILLING_STATE_REQUIRED}`]);
    }
    for (const stateCode of Object.keys(GST_STATES)) expect(problems(billing({ stateCode }))).toEqual([]);
  });

  it('keep the name and the address to plain text of a sane length, and the name free of links', () => {
    expect(problems(billing({ name: 'x'.repeat(MAX_TEXT_LENGTH + 1) }))).toEqual([`name: ${FIELD_TOO_LONG}`]);
    expect(problems(billing({ address: 'x'.repeat(MAX_ADDRESS_LENGTH + 1) }))).toEqual([`address: ${FIELD_TOO_LONG}`]);
    expect(problems(billing({ name: 'Institute <b>' }))).toEqual([`name: ${PLAIN_TEXT_ONLY}`]);
    expect(problems(billing({ name: 'Pay at refunds.example.com' }))).toEqual([`name: ${NAME_NO_LINKS}`]);
    // An address spans lines; a name does not.
    expect(problems(billing({ name: 'Line one\nLine two' }))).toEqual([`name: ${PLAIN_TEXT_ONLY}`]);
  });

  it('say what is wrong with a GSTIN: its shape, its state code or its check character', () => {
    const gstin = issued('29');
    const wrongCheck = `${gstin.slice(0, 14)}${gstin[14] === 'A' ? 'B' : 'A'}`;
    expect(problems(billing({ gstin: gstin.slice(0, 14) }))).toEqual([`gstin: ${GSTIN_FORMAT}`]);
    expect(problems(billing({ gstin: 42 }))).toEqual([`gstin: ${GSTIN_FORMAT}`]);
    expect(problems(billing({ gstin: issued('28') }))).toEqual([`gstin: ${GSTIN_STATE_UNKNOWN}`]);
    expect(problems(billing({ gstin: wrongCheck }))).toEqual([`gstin: ${GSTIN_CHECK_FAILED}`]);
  });

  it('refuse a GSTIN of another state than the chosen one, naming both', () => {
    const [message, ...others] = problems(billing({ stateCode: '33', gstin: issued('29') }));
    expect(others).toEqual([]);
    expect(message).toMatch(/^gstin: /);
    expect(message).toContain(GST_STATES['29']);
    expect(message).toContain(GST_STATES['33']);
  });

  it('check the GSTIN even when another field is missing, so every problem shows at once', () => {
    expect(problems(billing({ name: '', gstin: 'NOT-A-GSTIN' }))).toEqual([
      `name: ${BILLING_NAME_REQUIRED}`,
      `gstin: ${GSTIN_FORMAT}`,
    ]);
    // Against a state that is none, a GSTIN is not said to be of another state.
    expect(problems(billing({ stateCode: '', gstin: issued('29') }))).toEqual([`stateCode: ${BILLING_STATE_REQUIRED}`]);
  });

  it('take an address outside India with its country, keeping no GSTIN and no SEZ', () => {
    const abroad = billing({ stateCode: OUTSIDE_INDIA, country: ' de ', address: 'Am Campus 1\n52062 Aachen' });
    const parsed = billingDetailsSchema.parse(abroad);
    expect(parsed).toEqual({ ...abroad, country: 'DE' });
    expect(whereOf(parsed)).toBe('Germany');
    expect(problems(billing({ stateCode: OUTSIDE_INDIA }))).toEqual([`country: ${BILLING_COUNTRY_REQUIRED}`]);
    for (const country of ['IN', 'XX', 'Germany', 'D', 7]) {
      expect(problems(billing({ stateCode: OUTSIDE_INDIA, country }))).toEqual([
        `country: ${BILLING_COUNTRY_REQUIRED}`,
      ]);
    }
    expect(problems(billing({ stateCode: OUTSIDE_INDIA, country: 'DE', gstin: issued('29') }))).toEqual([
      `gstin: ${GSTIN_NOT_ABROAD}`,
    ]);
    expect(problems(billing({ stateCode: OUTSIDE_INDIA, country: 'DE', sez: true }))).toEqual([
      `sez: ${SEZ_NOT_ABROAD}`,
    ]);
  });

  it('name every country it offers, and offer none twice nor India', () => {
    expect(new Set(FOREIGN_COUNTRY_CODES).size).toBe(FOREIGN_COUNTRY_CODES.length);
    expect(FOREIGN_COUNTRY_CODES).not.toContain('IN');
    for (const code of FOREIGN_COUNTRY_CODES) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      expect(whereOf({ stateCode: OUTSIDE_INDIA, country: code })).not.toBe(code);
    }
  });

  it('drop a country given with an Indian state: the state says where it is', () => {
    expect(billingDetailsSchema.parse(billing({ country: 'DE' }))).toEqual(billing());
  });

  it('need the PIN code in the address of an institution with a GSTIN, whose invoice is e-invoiced', () => {
    expect(problems(billing({ address: 'College Road, Dharwad', gstin: issued('29') }))).toEqual([
      `address: ${BILLING_PIN_REQUIRED}`,
    ]);
    // Written with the post office's space, or without a GSTIN at all, it passes.
    expect(problems(billing({ address: 'College Road, Dharwad 580 001', gstin: issued('29') }))).toEqual([]);
    expect(problems(billing({ address: 'College Road, Dharwad' }))).toEqual([]);
    // A number of five or seven digits is no PIN code.
    expect(problems(billing({ address: 'Plot 12345, Dharwad 5800011', gstin: issued('29') }))).toEqual([
      `address: ${BILLING_PIN_REQUIRED}`,
    ]);
  });

  it('take an SEZ unit only with its GSTIN, and keep sez only when it is one', () => {
    expect(billingDetailsSchema.parse(billing({ sez: true, gstin: issued('29') }))).toMatchObject({ sez: true });
    expect(Object.keys(billingDetailsSchema.parse(billing({ sez: false })))).not.toContain('sez');
    expect(problems(billing({ sez: true }))).toEqual([`gstin: ${SEZ_GSTIN_REQUIRED}`]);
    // A GSTIN mistyped says so, once.
    expect(problems(billing({ sez: true, gstin: 'NOT-A-GSTIN' }))).toEqual([`gstin: ${GSTIN_FORMAT}`]);
    expect(problems(billing({ sez: 'yes' })).map((line) => line.split(':')[0])).toEqual(['sez']);
  });
});
