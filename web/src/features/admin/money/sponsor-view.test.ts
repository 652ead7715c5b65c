import { describe, expect, it } from 'vitest';
import { sponsorViewSchema, type SponsorView } from '@domain/api/sponsor-views';
import { priceWithTaxPaise } from '@domain/sponsorship';
import {
  awaitsIrnText,
  invoiceState,
  packageOptionLabel,
  paymentLine,
  recordedMessage,
  rupeesOf,
  verifiedMessage,
  withSponsor,
} from './sponsor-view';

const GST = { taxName: 'GST', taxRatePercent: 18, zeroRatedWithoutTax: true };
const pack = (level: string, amount: number, freeRegistrations: number) => ({
  level,
  amount,
  amountDuePaise: priceWithTaxPaise(amount, GST.taxRatePercent),
  freeRegistrations,
});

const sponsor = (id: string, changes: Partial<SponsorView> = {}): SponsorView =>
  sponsorViewSchema.parse({
    id,
    organisation: { name: `Organisation ${id}`, address: 'Dharwad', stateCode: '29' },
    level: 'Gold',
    amount: 200000,
    amountDuePaise: priceWithTaxPaise(200000, 18),
    freeRegistrations: 4,
    contact: { name: 'Meera', email: 'meera@example.org' },
    createdAt: '2025-10-01T04:30:00.000Z',
    createdBy: 'organiser@example.org',
    payment: null,
    invoice: null,
    withdrawn: null,
    codes: [],
    ...changes,
  });

const PAYMENT = {
  reference: 'UTR-77',
  date: '2025-11-05',
  verifiedAt: '2025-11-06T05:00:00.000Z',
  verifiedBy: 'organiser@example.org',
};

describe('a package as the form offers it', () => {
  it('gives the price before tax, the tax, the amount due and the registrations included', () => {
    expect(packageOptionLabel(pack('Gold', 200000, 4), GST)).toBe(
      'Gold: ₹2,00,000 + 18% GST = ₹2,36,000, 4 free registrations',
    );
    expect(packageOptionLabel(pack('Bronze', 75000, 1), GST)).toBe(
      'Bronze: ₹75,000 + 18% GST = ₹88,500, 1 free registration',
    );
    expect(packageOptionLabel(pack('Bag Sponsor', 25000, 0), GST)).toBe(
      'Bag Sponsor: ₹25,000 + 18% GST = ₹29,500, no free registration',
    );
  });

  it('to a zero-rated organisation, the price alone in a year under the LUT, and the tax in a year without one', () => {
    const gold = pack('Gold', 200000, 4);
    expect(packageOptionLabel(gold, GST, true)).toBe(
      'Gold: ₹2,00,000, no GST (zero-rated under the LUT), 4 free registrations',
    );
    // Without an LUT the export is invoiced with IGST: the amount due is the taxed one.
    expect(packageOptionLabel(gold, { ...GST, zeroRatedWithoutTax: false }, true)).toBe(
      packageOptionLabel(gold, GST, false),
    );
  });

  it('shows paise when the tax leaves some', () => {
    expect(rupeesOf(priceWithTaxPaise(25001, 18))).toBe('₹29,501.18');
    expect(rupeesOf(1_00_00_000_00)).toBe('₹1,00,00,000');
  });
});

describe('a sponsor’s payment and tax invoice', () => {
  it('awaits the payment, then names its reference and day', () => {
    expect(paymentLine(sponsor('SP-1'))).toBeNull();
    expect(paymentLine(sponsor('SP-1', { payment: PAYMENT }))).toBe('Reference UTR-77, received 5 Nov 2025');
  });

  it('waits for the payment, is to issue once it is verified, and is issued', () => {
    expect(invoiceState(sponsor('SP-1'), 'a problem of before')).toEqual({ kind: 'after-payment' });
    expect(invoiceState(sponsor('SP-1', { payment: PAYMENT }))).toEqual({ kind: 'to-issue', problem: null });
    expect(invoiceState(sponsor('SP-1', { payment: PAYMENT }), 'No prefix.')).toEqual({
      kind: 'to-issue',
      problem: 'No prefix.',
    });
    const invoice = { number: 'ICEI/25-26/00001', date: '2025-11-06', awaitsIrn: false };
    expect(invoiceState(sponsor('SP-1', { payment: PAYMENT, invoice }), 'No prefix.')).toEqual({
      kind: 'issued',
      ...invoice,
    });
  });

  it('announces the payment verified, with the invoice issued or why none was', () => {
    const paid = sponsor('SP-1', { payment: PAYMENT });
    expect(verifiedMessage({ sponsor: paid, invoiceProblem: 'The edition gives no prefix.' })).toBe(
      'Payment of Organisation SP-1 verified. No tax invoice was issued: The edition gives no prefix.',
    );
    const invoice = { number: 'ICEI/25-26/00001', date: '2025-11-06', awaitsIrn: false };
    expect(verifiedMessage({ sponsor: { ...paid, invoice }, invoiceProblem: null })).toBe(
      'Payment of Organisation SP-1 verified. Tax invoice ICEI/25-26/00001 issued.',
    );
    // E-invoiced, it is not to be sent before the portal registers it: the message says so.
    const due = { ...invoice, awaitsIrn: true };
    expect(verifiedMessage({ sponsor: { ...paid, invoice: due }, invoiceProblem: null })).toBe(
      `Payment of Organisation SP-1 verified. Tax invoice ICEI/25-26/00001 issued. ${awaitsIrnText('tax invoice')}`,
    );
  });

  it('names a sponsor just recorded, its package and what it owes', () => {
    expect(recordedMessage(sponsor('SP-1'))).toBe('Sponsor recorded: Organisation SP-1, Gold, ₹2,36,000 due.');
  });
});

describe('the list after a change', () => {
  it('replaces a sponsor in its place and puts a new one first, as the API lists them', () => {
    const list = [sponsor('SP-1'), sponsor('SP-2')];
    const paid = sponsor('SP-1', { payment: PAYMENT });
    expect(withSponsor(list, paid)).toEqual([paid, list[1]]);
    const added = sponsor('SP-3');
    expect(withSponsor(list, added).map((each) => each.id)).toEqual(['SP-3', 'SP-1', 'SP-2']);
    expect(list.map((each) => each.id)).toEqual(['SP-1', 'SP-2']);
  });
});
