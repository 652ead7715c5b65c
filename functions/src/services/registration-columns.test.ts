// The registrations export's group students and GST split, as the CSV and the Excel workbook write
// them: each student numbered as their pass names them, and the tax each invoice states, to the
// paisa, taken from the invoice as the invoice domain made it.
import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { TAX } from '../domain/conference';
import { invoiceParticulars, recipientOfBilling, type InvoiceParticulars } from '../domain/invoice';
import { HOST_FACTS, gstinOf } from '../domain/invoicing.test-support';
import { registrationsCsv } from './registrations-csv';
import { registrationsXlsx } from './registrations-xlsx';
import type { RegistrationRecord } from './registrations';

const TAX_COLUMNS = ['Taxable value (INR)', 'CGST (INR)', 'SGST (INR)', 'IGST (INR)'] as const;

const record = (id: string, fields: Partial<RegistrationRecord>) =>
  ({
    id,
    createdAt: new Date('2025-10-01T05:00:00Z'),
    title: 'Dr',
    firstName: 'Asha',
    lastName: 'Rao',
    email: `${id.toLowerCase()}@example.org`,
    mobile: '+91 98765 43210',
    organization: 'IIT Dharwad',
    city: 'Dharwad',
    country: 'India',
    registrationTier: 'academia-non-ieee',
    reviewStatus: 'payment-verified',
    paymentProofs: [],
    totalAmount: 7099,
    invoice: null,
    ...fields,
  }) as unknown as RegistrationRecord;

/** An invoice as issued for a registration, by the invoice domain itself. */
const issued = (number: string, amountRupees: number, billing: Parameters<typeof recipientOfBilling>[0]) =>
  invoiceParticulars({
    facts: HOST_FACTS,
    supply: 'admission',
    number,
    date: '2025-10-15',
    recipient: recipientOfBilling(billing, 'Dr Asha Rao'),
    lines: [{ description: 'Registration', quantity: 1, amountRupees }],
    ratePercent: 18,
  });

// ₹7,099 and ₹7,101 split into paise that do not round evenly; one in the host's state (CGST and
// SGST), one to an SEZ unit (IGST).
const intra = issued('ICEI/2526/1', 7099, { name: 'Karnatak College', address: 'Dharwad 580001', stateCode: '29' });
const sez = issued('ICEI/2526/2', 7101, {
  name: 'Chennai SEZ Unit',
  address: 'MEPZ, Chennai 600045',
  stateCode: '33',
  gstin: gstinOf('33', 'AAACM5678Q'),
  sez: true,
});
const invoiced = (id: string, particulars: InvoiceParticulars) =>
  record(id, {
    totalAmount: particulars.tax.total / 100,
    invoice: { id: `inv-${id}`, number: particulars.number, date: particulars.date },
  });

const records = [
  invoiced('R-INTRA', intra),
  invoiced('R-SEZ', sez),
  record('R-GROUP', {
    registrationTier: 'group-student',
    instituteName: 'KLE Technological University',
    reviewStatus: 'awaiting-payment',
    students: [
      { name: 'Ravi Kumar', idNumber: '01FE21BCS001', ieeeNumber: '94000001' },
      { name: 'Ravi Kumar', idNumber: '01FE21BCS002', ieeeNumber: '94000002', ieeeMembershipToCheck: true },
    ] as RegistrationRecord['students'],
  }),
];
const taxes = new Map([
  ['R-INTRA', intra.tax],
  ['R-SEZ', sez.tax],
]);

const csvRows = () =>
  parse(registrationsCsv(records, [], taxes), { bom: true, columns: true }) as Record<string, string>[];
const paiseOfText = (text: string) => {
  expect(text).toMatch(/^\d+\.\d{2}$/);
  return Math.round(Number(text) * 100);
};

describe('the registrations export', () => {
  it("lists a group's students, numbered as their passes, with what tells two of one name apart", () => {
    const [intraRow, , group] = csvRows();
    const lines = group?.['Group students']?.split(/\r?\n/) ?? [];
    expect(lines).toHaveLength(2);
    records[2]?.students?.forEach((student, index) => {
      expect(lines[index]).toContain(`Student ${index + 1}: ${student.name}`);
      expect(lines[index]).toContain(student.idNumber);
      if (student.ieeeNumber) expect(lines[index]).toContain(student.ieeeNumber);
    });
    expect(lines[0]).not.toBe(lines[1]);
    // A number IEEE's service could not check is said to be so until an administrator decides.
    expect(lines[1]).toContain('IEEE 94000002 to be checked');
    expect(lines[0]).not.toContain('to be checked');
    expect(intraRow?.['Group students']).toBe('');
  });

  it("carries each invoice's own GST split to the paisa, and nothing where no invoice is issued", () => {
    const rows = csvRows();
    for (const [row, particulars] of [
      [rows[0], intra],
      [rows[1], sez],
    ] as const) {
      const split = TAX_COLUMNS.map((column) => paiseOfText(row?.[column] ?? ''));
      const { tax } = particulars;
      expect(split).toEqual([tax.taxable, tax.cgst, tax.sgst, tax.igst]);
      // What the invoice totals: its value and its tax add up to the amount paid.
      expect(split.reduce((sum, paise) => sum + paise, 0)).toBe(
        Math.round(Number(row?.[`Total (INR, incl. ${TAX.name})`]) * 100),
      );
    }
    expect(intra.tax.cgst).toBeGreaterThan(0);
    expect(sez.tax.igst).toBeGreaterThan(0);
    for (const column of TAX_COLUMNS) expect(rows[2]?.[column]).toBe('');
  });

  it('says what each registration still owes: the total, the balance after a short transfer, or nothing once paid', () => {
    const owed = [
      record('R-UNPAID', { reviewStatus: 'awaiting-payment' }),
      record('R-SHORT', { reviewStatus: 'proof-under-verification', paymentVerified: false, amountReceived: 7000 }),
      record('R-PAID', { paymentVerified: true, amountReceived: 7000 }),
      record('R-CANCELLED', { reviewStatus: 'cancelled' }),
    ];
    const rows = parse(registrationsCsv(owed, [], new Map()), { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((row) => [row['Received before the balance (INR)'], row['Balance due (INR)']])).toEqual([
      ['', '7099'],
      ['7000', '99'],
      ['7000', '0'],
      ['', '0'],
    ]);
  });

  it('leaves the split out for an invoice cancelled since (the registration names none)', () => {
    const cancelled = record('R-INTRA', { invoice: null });
    const [row] = parse(registrationsCsv([cancelled], [], taxes), { bom: true, columns: true }) as Record<
      string,
      string
    >[];
    for (const column of TAX_COLUMNS) expect(row?.[column]).toBe('');
  });

  it('writes the same columns to the Excel workbook, the amounts as numbers of rupees and paise', async () => {
    const [headers = [], ...rows] = await readSheet(await registrationsXlsx(records, [], taxes));
    const [csvHeaders] = parse(registrationsCsv(records, [], taxes), { bom: true, to: 1 }) as [string[]];
    expect(headers).toEqual(csvHeaders);
    const cell = (row: unknown[] | undefined, header: string) => row?.[headers.indexOf(header)];
    for (const [row, { tax }] of [
      [rows[0], intra],
      [rows[1], sez],
    ] as const) {
      expect(TAX_COLUMNS.map((column) => Math.round(Number(cell(row, column)) * 100))).toEqual([
        tax.taxable,
        tax.cgst,
        tax.sgst,
        tax.igst,
      ]);
      expect(typeof cell(row, 'Taxable value (INR)')).toBe('number');
    }
    expect(String(cell(rows[2], 'Group students')).split(/\r?\n/)).toHaveLength(2);
  });
});
