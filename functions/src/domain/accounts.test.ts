import { describe, expect, it } from 'vitest';
import {
  accountsOf,
  financialYearOfPeriod,
  inPeriod,
  parseAccountsPeriod,
  reconciliationOf,
  type RegisterRow,
} from './accounts';
import { splitInclusiveTotal } from './gst';

/** A register row of a total in paise, split as an invoice splits it. */
function row(number: string, date: string, total: number, kind: 'B2B' | 'B2C', interState = false): RegisterRow {
  const tax = splitInclusiveTotal(total, 18, interState ? 'inter-state' : 'intra-state');
  return {
    number,
    date,
    registrationId: `R-${number}`,
    recipient: 'Someone',
    gstin: kind === 'B2B' ? '29AAACT1234E1Z5' : null,
    kind,
    supply: kind,
    placeOfSupply: 'Karnataka (29)',
    taxable: tax.taxable,
    cgst: tax.cgst,
    sgst: tax.sgst,
    igst: tax.igst,
    total,
    against: null,
  };
}

describe('an accounts period', () => {
  it('is a financial year ("2025": April 2025 to March 2026) or a month ("2025-10"), nothing else', () => {
    expect(parseAccountsPeriod('2025')).toEqual({ kind: 'year', year: 2025 });
    expect(parseAccountsPeriod('2026-03')).toEqual({ kind: 'month', month: '2026-03' });
    for (const bad of ['', '25', '2025-13', '2025-1', '2025-10-01', '1999', 'x2025', '2025/10']) {
      expect(parseAccountsPeriod(bad), bad).toBeNull();
    }
  });

  it('holds a day exactly when the day falls in it', () => {
    const year = { kind: 'year', year: 2025 } as const;
    expect(['2025-04-01', '2025-11-07', '2026-03-31'].map((day) => inPeriod(day, year))).toEqual([true, true, true]);
    expect(['2025-03-31', '2026-04-01'].map((day) => inPeriod(day, year))).toEqual([false, false]);
    const march = { kind: 'month', month: '2026-03' } as const;
    expect(inPeriod('2026-03-31', march)).toBe(true);
    expect(inPeriod('2026-04-01', march)).toBe(false);
    // A month lies in the financial year its documents are numbered in.
    expect(financialYearOfPeriod(march)).toBe(2025);
    expect(financialYearOfPeriod({ kind: 'month', month: '2026-04' })).toBe(2026);
  });
});

describe('the registers', () => {
  it('add up, to the paisa: B2B and B2C make the invoiced, and the net is the invoiced less the credited', () => {
    let seed = 11;
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    const invoices = Array.from({ length: 300 }, (_, n) =>
      row(
        `T/2526/${n + 1}`,
        `2025-${String(4 + (n % 9)).padStart(2, '0')}-10`,
        1 + Math.floor(random() * 5_000_000),
        n % 3 ? 'B2C' : 'B2B',
        n % 5 === 0,
      ),
    );
    const credits = invoices
      .slice(0, 40)
      .map((invoice, n) => ({ ...invoice, number: `T/2526/C${n + 1}`, against: invoice.number }));
    const { totals } = accountsOf(invoices, credits);
    for (const figure of ['count', 'taxable', 'cgst', 'sgst', 'igst', 'total'] as const) {
      expect(totals.b2b[figure] + totals.b2c[figure]).toBe(totals.invoiced[figure]);
      expect(totals.invoiced[figure] - totals.credited[figure]).toBe(totals.net[figure]);
    }
    expect(totals.invoiced.taxable + totals.invoiced.cgst + totals.invoiced.sgst + totals.invoiced.igst).toBe(
      totals.invoiced.total,
    );
    expect(totals.invoiced.total).toBe(invoices.reduce((sum, invoice) => sum + invoice.total, 0));
  });

  it('list each register by day, then by number (10 after 9)', () => {
    const { invoices } = accountsOf(
      [
        row('T/2526/10', '2025-10-02', 100, 'B2C'),
        row('T/2526/9', '2025-10-02', 100, 'B2C'),
        row('T/2526/1', '2025-10-01', 100, 'B2C'),
      ],
      [],
    );
    expect(invoices.map((invoice) => invoice.number)).toEqual(['T/2526/1', 'T/2526/9', 'T/2526/10']);
  });

  it('add up the refunds paid, to the paisa, listed by day', () => {
    const refund = (date: string, registrationId: string, amount: number) => ({
      date,
      registrationId,
      amount,
      bankReference: `NEFT-${registrationId}`,
      creditNote: null,
    });
    const refunds = [
      refund('2025-10-03', 'B', 61_728),
      refund('2025-10-01', 'C', 1),
      refund('2025-10-03', 'A', 354_000),
    ];
    const accounts = accountsOf([], [], refunds);
    expect(accounts.refunds.map((row) => row.registrationId)).toEqual(['C', 'A', 'B']);
    expect(accounts.totals.refunded).toEqual({ count: 3, total: 61_728 + 1 + 354_000 });
    expect(accountsOf([], []).totals.refunded).toEqual({ count: 0, total: 0 });
  });
});

describe('the registers against the dashboard', () => {
  const registration = (id: string, paymentVerified: boolean, totalAmount = 5900) => ({
    id,
    paymentVerified,
    totalAmount,
  });

  it('balances a registration invoiced for what it paid, and one whose invoice a credit note cancelled after its undo', () => {
    const result = reconciliationOf({
      registrations: [registration('PAID', true), registration('UNDONE', false)],
      invoices: [
        { registrationId: 'PAID', total: 590000 },
        { registrationId: 'UNDONE', total: 590000 },
      ],
      creditNotes: [{ registrationId: 'UNDONE', total: 590000 }],
      refunds: [],
    });
    expect(result).toEqual({ verified: 590000, refunded: 0, invoicedNet: 590000, unbalanced: [] });
  });

  it('balances a refund against its credit note, in part or in whole, and one without an invoice on either side', () => {
    const result = reconciliationOf({
      registrations: [registration('PART', true), registration('WHOLE', true), registration('NONE', true)],
      invoices: [
        { registrationId: 'PART', total: 590000 },
        { registrationId: 'WHOLE', total: 590000 },
      ],
      creditNotes: [
        { registrationId: 'PART', total: 295000 },
        { registrationId: 'WHOLE', total: 590000 },
      ],
      refunds: [
        { registrationId: 'PART', amount: 295000 },
        { registrationId: 'WHOLE', amount: 590000 },
        { registrationId: 'NONE', amount: 590000 },
      ],
    });
    expect(result.unbalanced).toEqual([]);
    expect(result.verified - result.refunded).toBe(result.invoicedNet);
  });

  it('lists what differs, most owed first: verified and not invoiced, and invoiced for a registration no longer there', () => {
    const result = reconciliationOf({
      registrations: [registration('SMALL', true, 1180), registration('LARGE', true, 14160)],
      invoices: [{ registrationId: 'ERASED', total: 590000 }],
      creditNotes: [],
      refunds: [],
    });
    expect(result.unbalanced).toEqual([
      { registrationId: 'LARGE', kept: 1416000, invoiced: 0 },
      { registrationId: 'SMALL', kept: 118000, invoiced: 0 },
      { registrationId: 'ERASED', kept: 0, invoiced: 590000 },
    ]);
    // Whatever the rows, the dashboard less refunds is the registers' net plus every difference.
    const differences = result.unbalanced.reduce((sum, row) => sum + row.kept - row.invoiced, 0);
    expect(result.invoicedNet + differences).toBe(result.verified - result.refunded);
  });
});
