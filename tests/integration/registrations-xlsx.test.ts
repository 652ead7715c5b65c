// The registrations export as an Excel workbook, opened with a spreadsheet reader: the CSV's
// columns, text cells where leading zeros matter, numbers for amounts, dates for times (the
// venue's wall clock), and only the filtered rows; in both files, a group's students and the GST
// split of each tax invoice as issued.
import { randomInt, randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { getFirestore } from 'firebase-admin/firestore';
import { readSheet } from 'read-excel-file/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { EDITION } from '../../functions/src/domain/edition';
import { venueWallClock } from '../../functions/src/domain/venue-time';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { SITE_URL } from '../../scripts/suite/config';
import { idTokenFor } from '../support/auth';
import {
  groupRegistration,
  groupStudents,
  idCards,
  paidRegistration,
  participant,
  submitRegistration,
  uploadProofFor,
  verifyEmailOf,
} from '../support/registration';
import { individualTier, tierFields } from '../support/tiers';

const db = getFirestore(suiteAdminApp());
const SURNAME = `Xlsx${randomUUID().slice(0, 6)}`;
// A bank reference as the registrant typed it, zeros first: what a CSV opened in Excel loses.
const REFERENCE = `000${randomInt(100_000_000, 999_999_999)}`;
const TOTAL = `Total (INR, incl. ${EDITION.tax.name})`;
let adminToken = '';
/** A date cell as read, rid of the serial number's rounding (10:14:59.999 for 10:15). */
const toSecond = (value: unknown) =>
  value instanceof Date ? new Date(Math.round(value.getTime() / 1000) * 1000) : value;
const ids = { withProof: '', plain: '', paid: '', group: '' };
const TAX_COLUMNS = ['Taxable value (INR)', 'CGST (INR)', 'SGST (INR)', 'IGST (INR)'] as const;
const students = groupStudents([undefined, undefined, undefined, undefined, undefined]).map((student, index) => ({
  ...student,
  name: `Kavya ${SURNAME}`,
  idNumber: `0${index + 1}FE21BCS${SURNAME}`,
}));

const exported = (extension: 'xlsx' | 'csv', token = adminToken) =>
  fetch(`${SITE_URL}/api/admin/registrations.${extension}?${new URLSearchParams({ q: SURNAME })}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

beforeAll(async () => {
  adminToken = await idTokenFor({ admin: true });
  const register = async () => {
    const { body } = await submitRegistration({
      ...participant(),
      lastName: SURNAME,
      ...tierFields(individualTier({ ieee: false })),
    });
    return String(body.id);
  };
  ids.plain = await register();
  ids.withProof = await register();
  await verifyEmailOf(ids.withProof);
  await uploadProofFor(ids.withProof, REFERENCE);
  // Verified, so its tax invoice is issued; and a group of five students who share one name.
  ids.paid = await paidRegistration(
    { ...participant(), lastName: SURNAME, ...tierFields(individualTier({ ieee: false })) },
    { adminToken, referencePrefix: 'XLSXTAX' },
  );
  ids.group = await paidRegistration(groupRegistration(students, 'KLE Tech', { ...participant(), lastName: SURNAME }), {
    adminToken,
    referencePrefix: 'XLSXGRP',
    files: idCards(students.length),
    verify: false,
  });
});

describe('the Excel export', () => {
  it('has the CSV’s columns, and each cell of its own type', async () => {
    const response = await exported('xlsx');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="registrations-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const [headers = [], ...rows] = await readSheet(Buffer.from(await response.arrayBuffer()));
    const [csvHeaders] = parse(Buffer.from(await (await exported('csv')).arrayBuffer()), { bom: true, to: 1 }) as [
      string[],
    ];
    expect(headers).toEqual(csvHeaders);

    const cell = (row: unknown[], header: string) => row[headers.indexOf(header)];
    expect(rows.map((row) => cell(row, 'Registration ID'))).toEqual([ids.group, ids.paid, ids.withProof, ids.plain]);
    for (const row of rows) {
      const stored = (await db.doc(`registrations/${String(cell(row, 'Registration ID'))}`).get()).data() ?? {};
      expect(cell(row, 'Mobile')).toBe(stored.mobile);
      expect(cell(row, TOTAL)).toBe(stored.totalAmount);
      expect(typeof cell(row, TOTAL)).toBe('number');
      // The venue's wall clock, to the minute, as a date cell.
      expect(toSecond(cell(row, 'Registered at'))).toEqual(venueWallClock(stored.createdAt.toDate()));
    }
    const [, , paid, plain] = rows as [unknown[], unknown[], unknown[], unknown[]];
    expect(cell(paid, 'Payment reference')).toBe(REFERENCE);
    expect(cell(paid, 'Proof uploaded at')).toBeInstanceOf(Date);
    expect(cell(plain, 'Payment reference')).toBeNull();
    expect(cell(plain, 'Proof uploaded at')).toBeNull();
  });

  it('carries the tax invoice’s own GST split to the paisa, and a group’s students told apart, in both files', async () => {
    const [headers = [], ...rows] = await readSheet(Buffer.from(await (await exported('xlsx')).arrayBuffer()));
    const csvRows = parse(Buffer.from(await (await exported('csv')).arrayBuffer()), {
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    const xlsxRow = (id: string) => rows.find((row) => row[headers.indexOf('Registration ID')] === id) ?? [];
    const csvRow = (id: string) => csvRows.find((row) => row['Registration ID'] === id) ?? {};

    const registration = (await db.doc(`registrations/${ids.paid}`).get()).data() ?? {};
    const invoice = (await db.doc(`invoices/${String(registration.invoice?.id)}`).get()).data();
    const { taxable, cgst, sgst, igst } = invoice?.particulars.tax as {
      taxable: number;
      cgst: number;
      sgst: number;
      igst: number;
    };
    expect(TAX_COLUMNS.map((column) => xlsxRow(ids.paid)[headers.indexOf(column)])).toEqual(
      [taxable, cgst, sgst, igst].map((paise) => paise / 100),
    );
    expect(TAX_COLUMNS.map((column) => csvRow(ids.paid)[column])).toEqual(
      [taxable, cgst, sgst, igst].map((paise) => (paise / 100).toFixed(2)),
    );
    expect(taxable + cgst + sgst + igst).toBe(registration.totalAmount * 100);
    // No invoice yet: no split.
    expect(TAX_COLUMNS.map((column) => csvRow(ids.withProof)[column])).toEqual(['', '', '', '']);

    const listed = csvRow(ids.group)['Group students']?.split(/\r?\n/) ?? [];
    expect(listed).toHaveLength(students.length);
    students.forEach((student, index) => {
      expect(listed[index]).toContain(`Student ${index + 1}: ${student.name}`);
      expect(listed[index]).toContain(student.idNumber);
    });
    expect(String(xlsxRow(ids.group)[headers.indexOf('Group students')]).split(/\r?\n/)).toEqual(listed);
  });

  it('is refused to anyone but an administrator', async () => {
    expect((await exported('xlsx', '')).status).toBe(401);
  });
});
