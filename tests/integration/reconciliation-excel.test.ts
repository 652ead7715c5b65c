// A bank statement uploaded as Excel (.xlsx), through the API: previewed and read by the server
// below the bank's account details, its credits matched as its CSV twin's are. (Files that are no
// workbook: reconciliation-excel-refusals.alone.test.ts.)
import { randomInt, randomUUID } from 'node:crypto';
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReconciliationReport, StatementPreview } from '../../functions/src/domain/api/reconciliation';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { SITE_URL } from '../../scripts/suite/config';
import { ORIGIN } from '../support/api';
import { idTokenFor } from '../support/auth';
import { statementWorkbook } from '../support/bank-workbook';
import { MOMENTS } from '../support/clock';
import { participant, submitRegistration, uploadProofFor, verifyEmailOf } from '../support/registration';
import { individualTier, tierFields } from '../support/tiers';

const db = getFirestore(suiteAdminApp());
const RUN = randomUUID().slice(0, 6).toUpperCase();
// An IMPS reference of this run: typed with the zeros the bank's page showed, stored by Excel without.
const IMPS = String(randomInt(10_000_000, 99_999_999));
const DAY = new Intl.DateTimeFormat('en-GB').format(MOMENTS.openingDay);
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
let adminToken = '';
let fee = 0;
const ids = { byId: '', byImps: '' };

async function withProof(reference: string): Promise<string> {
  const { body } = await submitRegistration({ ...participant(), ...tierFields(individualTier({ ieee: false })) });
  const id = String(body.id);
  await verifyEmailOf(id);
  await uploadProofFor(id, reference);
  return id;
}

async function post(path: string, file: Buffer, name: string, type = XLSX_TYPE) {
  const form = new FormData();
  form.set('statement', new Blob([new Uint8Array(file)], { type }), name);
  const response = await fetch(`${SITE_URL}${path}`, {
    method: 'POST',
    headers: { origin: ORIGIN, authorization: `Bearer ${adminToken}` },
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as { data: ReconciliationReport & StatementPreview; error?: string },
  };
}
const reconcile = (file: Buffer, name = 'statement.xlsx', type?: string) =>
  post('/api/admin/reconciliation', file, name, type);

/** The bank's statement of this run, as its CSV export writes it; made into a workbook below. */
const statementCsv = () =>
  [
    'Account Name :,IIT DHARWAD CONFERENCE ACCOUNT',
    'Account Number :,00000012345678901',
    `Statement From :,${DAY}`,
    '',
    'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
    `${DAY},NEFT CR-HDFC0000123-MEERA RAO-${ids.byId.replaceAll('-', ' ')},0000291253456789,${DAY},,${fee}.00,515500.00`,
    `${DAY},IMPS-${IMPS}-ASHA KULKARNI-SBIN,00000000${IMPS},${DAY},,${fee}.00,519100.00`,
    `${DAY},POS 416021XXXXXX1234 CONFERENCE KITS,0000628012345678,${DAY},12000.00,,507100.00`,
    `${DAY},INTEREST PAID TILL ${RUN},0000000000000000,${DAY},,1204.00,508304.00`,
    '',
    'STATEMENT SUMMARY :-',
  ].join('\r\n');

beforeAll(async () => {
  adminToken = await idTokenFor({ admin: true });
  ids.byId = await withProof(`TYPED-${RUN}`);
  ids.byImps = await withProof(`0000${IMPS}`);
  fee = (await db.doc(`registrations/${ids.byId}`).get()).get('totalAmount') as number;
});

describe('a statement uploaded as Excel', () => {
  it('is previewed by the server from its header row, its dates as dates, recording nothing', async () => {
    const workbook = await statementWorkbook(statementCsv(), { numbers: true });
    const { status, body } = await post('/api/admin/reconciliation/preview', workbook, 'statement.xlsx');
    expect(status).toBe(200);
    expect(body.data.headers).toEqual([
      'Date',
      'Narration',
      'Chq./Ref.No.',
      'Value Dt',
      'Withdrawal Amt.',
      'Deposit Amt.',
      'Closing Balance',
    ]);
    expect(body.data.preamble).toBe(3);
    // The date cell dd/mm/yyyy reads as the CSV's ISO date; the reference as the number Excel kept.
    const iso = DAY.split('/').reverse().join('-');
    expect(body.data.rows[1]).toEqual([iso, `IMPS-${IMPS}-ASHA KULKARNI-SBIN`, IMPS, iso, '', String(fee), '519100']);
    // A preview matches nothing: no line is recorded against this run's registrations.
    const lines = await Promise.all([ids.byId, ids.byImps].map((id) => db.doc(`statementLines/${id}`).get()));
    expect(lines.map((line) => line.exists)).toEqual([false, false]);
  });

  it('reconciles like its CSV twin: payments matched, the interest listed apart, the debit left out', async () => {
    const workbook = await statementWorkbook(statementCsv(), { numbers: true });
    const { status, body } = await reconcile(workbook);
    expect(status).toBe(200);
    const report = body.data;
    expect(report.columns).toEqual({ referenceHeader: 'Chq./Ref.No.', amountHeader: 'Deposit Amt.' });
    expect(report.preamble).toBe(3);
    expect(report.matched.map((m) => [m.registration.id, m.line.amount, m.kind])).toEqual([
      [ids.byId, fee, 'registration-id'],
      // Excel stored the reference as a number, its zeros lost; the typed one had them.
      [ids.byImps, fee, 'normalised'],
    ]);
    expect(report.matched[1]?.line.reference).toBe(IMPS);
    expect(report.otherCredits.map((line) => line.amount)).toEqual([1204]);
    expect(report.unmatchedLines).toEqual([]);
    expect(report.needsLook).toEqual([]);
    // The debit and the summary's line are no credits.
    expect(report.skippedLines).toBe(2);
    expect(await db.doc(`statementLines/${ids.byImps}`).get()).toMatchObject({ exists: true });

    const csv = await reconcile(Buffer.from(statementCsv()), 'statement.csv', 'text/csv');
    expect(csv.body.data.matched.map((m) => [m.registration.id, m.line.amount])).toEqual(
      report.matched.map((m) => [m.registration.id, m.line.amount]),
    );
    expect(csv.body.data.otherCredits.map((line) => line.amount)).toEqual([1204]);
  });
});
