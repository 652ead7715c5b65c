// The accounts section's registers through the API: every invoice and credit note of the period,
// in number order, adding up to the paisa, and the same rows in the CSV. The payments'
// verifications issue the invoices, an undo the credit note.
import { parse } from 'csv-parse/sync';
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_PERIOD_INVALID, ACCOUNTS_REGISTER_INVALID } from '../../functions/src/domain/messages';
import { financialYearOf } from '../../functions/src/domain/invoice-number';
import type { AccountsView } from '../../functions/src/domain/api/accounts';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { callApi } from '../support/api';
import { idTokenFor } from '../support/auth';
import { issuedInvoiceOf, paidRegistration, participant } from '../support/registration';
import { laterRowsProblem } from '../support/registers';
import { individualTier, tierFields } from '../support/tiers';

const db = getFirestore(suiteAdminApp());
let adminToken = '';

beforeAll(async () => {
  adminToken = await idTokenFor({ admin: true });
});

async function accounts(period: string): Promise<AccountsView> {
  const response = await callApi('GET', `/api/admin/accounts?period=${period}`, { token: adminToken });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: AccountsView }).data;
}

async function csvRows(period: string, register: string): Promise<Record<string, string>[]> {
  const response = await callApi('GET', `/api/admin/accounts.csv?period=${period}&register=${register}`, {
    token: adminToken,
  });
  expect(response.status).toBe(200);
  return parse(await response.text(), { bom: true, columns: true }) as Record<string, string>[];
}

const rupees = (paise: number) => (paise / 100).toFixed(2);

describe('the accounts registers', () => {
  it('list the period’s invoices and credit notes, add up to the paisa, and export the same rows as CSV', async () => {
    const tiers = [individualTier({ ieee: false }), individualTier({ ieee: true })];
    const ids = await Promise.all(
      tiers.map((tier) =>
        paidRegistration({ ...participant(), ...tierFields(tier) }, { adminToken, referencePrefix: 'ACC' }),
      ),
    );
    const issued = await Promise.all(ids.map(issuedInvoiceOf));
    const [first] = issued;
    const undone = await callApi('POST', `/api/verify/undo-verification/${ids[0]}`, { token: adminToken });
    expect(undone.status).toBe(200);
    const credit = (await db.doc(`invoices/${ids[0]}_1`).get()).data()?.creditNote as { number: string };
    const month = (first?.date ?? '').slice(0, 7);
    const year = String(financialYearOf(first?.date ?? ''));

    for (const period of [year, month]) {
      const view = await accounts(period);
      const numbers = view.invoices.map((row) => row.number);
      for (const invoice of issued) expect(numbers).toContain(invoice.number);
      expect(view.creditNotes.map((row) => row.number)).toContain(credit?.number);
      expect(view.creditNotes.find((row) => row.number === credit?.number)?.against).toBe(first?.number);

      // Every row adds up, and so do the totals.
      for (const row of [...view.invoices, ...view.creditNotes]) {
        expect(row.taxable + row.cgst + row.sgst + row.igst).toBe(row.total);
      }
      const sum = (rows: AccountsView['invoices']) => rows.reduce((total, row) => total + row.total, 0);
      expect(view.totals.invoiced.total).toBe(sum(view.invoices));
      expect(view.totals.credited.total).toBe(sum(view.creditNotes));
      expect(view.totals.b2b.total + view.totals.b2c.total).toBe(view.totals.invoiced.total);
      expect(view.totals.net.total).toBe(view.totals.invoiced.total - view.totals.credited.total);

      // The CSV holds the same rows, amounts in rupees, and besides them only what was issued since
      // (the browser tests issue invoices beside this one: tests/support/registers.ts).
      const csv = await csvRows(period, 'invoices');
      expect(
        laterRowsProblem(
          numbers,
          csv.map((row) => row.Number ?? ''),
        ),
      ).toBeNull();
      expect(csv.filter((row) => numbers.includes(row.Number ?? '')).map((row) => row.Total)).toEqual(
        view.invoices.map((row) => rupees(row.total)),
      );
      const credits = await csvRows(period, 'credit-notes');
      const creditNumbers = view.creditNotes.map((row) => row.number);
      expect(
        laterRowsProblem(
          creditNumbers,
          credits.map((row) => row.Number ?? ''),
        ),
      ).toBeNull();
      expect(
        credits.filter((row) => creditNumbers.includes(row.Number ?? '')).map((row) => row['Against invoice']),
      ).toEqual(view.creditNotes.map((row) => row.against));
    }
  });

  it('refuse a period or register they do not know, with a sentence', async () => {
    for (const period of ['', '25', '2025-13', 'all', '2025-10-01']) {
      const response = await callApi('GET', `/api/admin/accounts?period=${period}`, { token: adminToken });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ success: false, error: ACCOUNTS_PERIOD_INVALID });
    }
    const response = await callApi('GET', '/api/admin/accounts.csv?period=2025&register=everything', {
      token: adminToken,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error: ACCOUNTS_REGISTER_INVALID });
  });
});
