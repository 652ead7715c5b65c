import { describe, expect, it } from 'vitest';
import { creditNoteParticulars } from './credit-note';
import { creditNoteReturnDocument, invoiceReturnDocument, parseReturnPeriod } from './gst-returns';
import { financialYearOf } from './invoice-number';
import { invoiceParticulars, type InvoicingFacts } from './invoice';
import { HOST_FACTS, gstinOf as gstin } from './invoicing.test-support';

describe("a return's period", () => {
  it('is a whole month, first day to last (February of a leap year included)', () => {
    expect(parseReturnPeriod('2025-10')).toEqual({ from: '2025-10-01', to: '2025-10-31', label: '2025-10' });
    expect(parseReturnPeriod('2028-02')?.to).toBe('2028-02-29');
    expect(parseReturnPeriod('2026-02')?.to).toBe('2026-02-28');
  });

  it('or a quarter of the financial year, each lying within that year and the four covering it without a gap', () => {
    const quarters = [1, 2, 3, 4].map((q) => parseReturnPeriod(`2025-Q${q}`));
    expect(quarters[0]).toMatchObject({ from: '2025-04-01', to: '2025-06-30' });
    expect(quarters[3]).toMatchObject({ from: '2026-01-01', to: '2026-03-31' });
    for (const [index, quarter] of quarters.entries()) {
      expect(financialYearOf(quarter?.from ?? '')).toBe(2025);
      expect(financialYearOf(quarter?.to ?? '')).toBe(2025);
      const next = quarters[index + 1];
      if (next)
        expect(new Date(`${quarter?.to}T00:00:00Z`).getTime() + 86_400_000).toBe(
          new Date(`${next.from}T00:00:00Z`).getTime(),
        );
    }
  });

  it('is refused in any other shape', () => {
    for (const text of ['2025', '2025-13', '2025-Q5', '2025-q1', '25-10', '2025-10-01', '', '2025-Q0']) {
      expect(parseReturnPeriod(text), text).toBeNull();
    }
  });
});

const FACTS: InvoicingFacts = HOST_FACTS;
const issue = (recipient: { name: string; address: string; gstin?: string }) =>
  invoiceParticulars({
    facts: FACTS,
    supply: 'admission',
    number: 'ICEI/2526/3',
    date: '2025-10-20',
    recipient,
    lines: [{ description: 'Registration', quantity: 1, amountRupees: 7_080 }],
    ratePercent: 18,
  });

describe("the registers' documents, as the return reads them", () => {
  it('an invoice: B2B with the buyer’s GSTIN, else B2C; its place, code, rate and money as printed', () => {
    const business = issue({ name: 'Pune Institute', address: 'Pune', gstin: gstin('27', 'AAACP5678L') });
    const document = invoiceReturnDocument(business);
    expect(document).toMatchObject({ type: 'invoice', supply: 'B2B', gstin: business.recipient.gstin, against: null });
    expect(document).toMatchObject({ placeOfSupply: business.placeOfSupply.code, sacCode: business.sacCode });
    const { taxable, cgst, sgst, igst, total, ratePercent } = business.tax;
    expect(document).toMatchObject({ taxable, cgst, sgst, igst, total, ratePercent });
    expect(invoiceReturnDocument(issue({ name: 'Asha Rao', address: 'Pune' }))).toMatchObject({
      supply: 'B2C',
      gstin: null,
    });
  });

  it('a credit note: its own money, and the invoice it reduces (number, day, kind, total)', () => {
    const invoice = issue({ name: 'Asha Rao', address: 'Pune' });
    const note = creditNoteParticulars(invoice, {
      number: 'ICEI/2526/C1',
      date: '2025-11-02',
      reason: 'Refund',
      totalPaise: 354_000,
    });
    const document = creditNoteReturnDocument(note, invoice);
    expect(document).toMatchObject({ type: 'credit-note', number: 'ICEI/2526/C1', total: 354_000, supply: 'B2C' });
    expect(document.against).toEqual({
      number: invoice.number,
      date: invoice.date,
      supply: 'B2C',
      total: invoice.tax.total,
    });
  });
});
