// Bank statement reconciliation through the API, then verifying the matched lines in one action.
import { randomUUID } from 'node:crypto';
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { suiteAdminApp } from '../../scripts/suite/admin';
import type { ReconciliationReport } from '../../functions/src/domain/api/reconciliation';
import { SITE_URL } from '../../scripts/suite/config';
import { ORIGIN } from '../support/api';
import { claimsOf, idTokenFor } from '../support/auth';
import { MOMENTS } from '../support/clock';
import { participant, submitRegistration, uploadProofFor, verifyEmailOf } from '../support/registration';
import { uploadStatement } from '../support/statements';
import { individualTier, tierFields } from '../support/tiers';

const db = getFirestore(suiteAdminApp());
const RUN = randomUUID().slice(0, 6).toUpperCase();
const TIER = individualTier({ ieee: false });
// A statement's dates are read, never matched on; these fall inside the registration window.
const DAY = new Intl.DateTimeFormat('en-GB').format(MOMENTS.openingDay);
/** An amount as the bank's export writes it: "3,600.00", grouped the Indian way. */
const asBank = (rupees: number) => new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(rupees);
/** What each registration of this file owes, and a payment of half of it. */
let fee = 0;
let half = 0;
let adminToken = '';
const ids: Record<'exact' | 'normalised' | 'short' | 'silent', string> = {
  exact: '',
  normalised: '',
  short: '',
  silent: '',
};

async function withProof(reference: string): Promise<string> {
  const { body } = await submitRegistration({ ...participant(), ...tierFields(TIER) });
  const id = String(body.id);
  await verifyEmailOf(id);
  await uploadProofFor(id, reference);
  return id;
}

const upload = (csv: string, columns: Record<string, string> = {}) => uploadStatement(csv, adminToken, columns);

beforeAll(async () => {
  adminToken = await idTokenFor({ admin: true });
  ids.exact = await withProof(`UTR${RUN}1`);
  ids.normalised = await withProof(`utr ${RUN}2`);
  ids.short = await withProof(`UTR${RUN}3`);
  ids.silent = await withProof(`UTR${RUN}4`);
  fee = (await db.doc(`registrations/${ids.exact}`).get()).get('totalAmount') as number;
  half = Math.round(fee / 2);
});

const statement = () =>
  [
    'Date,Payer,UTR Number,Amount (Rs)',
    `${DAY},Asha,UTR${RUN}1,"${asBank(fee)}"`,
    `${DAY},Asha,00UTR${RUN}2,${fee}`,
    `${DAY},Asha,UTR${RUN}3,${half}`,
    `${DAY},Nobody,NOPE${RUN},500`,
  ].join('\r\n');

describe('bank statement reconciliation', () => {
  let first: ReconciliationReport;

  it('guesses the columns and sorts the lines into matched, needs a look and unmatched', async () => {
    const { status, body } = await upload(statement());
    expect(status).toBe(200);
    first = body.data;
    expect(first.columns).toEqual({ referenceHeader: 'UTR Number', amountHeader: 'Amount (Rs)' });
    expect(first.alreadyUploaded).toBeNull();
    expect(first.matched.map((m) => [m.line.lineNumber, m.registration.id, m.kind])).toEqual([
      [1, ids.exact, 'exact'],
      [2, ids.normalised, 'normalised'],
    ]);
    expect(first.needsLook.map((n) => [n.line.lineNumber, n.registrations.map((r) => r.id), n.reason])).toEqual([
      [3, [ids.short], 'amount-differs'],
    ]);
    expect(first.unmatchedLines.map((l) => l.lineNumber)).toEqual([4]);
    expect(first.unmatchedRegistrations.map((r) => r.id)).toContain(ids.silent);
    const review = await fetch(`${SITE_URL}/api/registrations/${ids.exact}`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    const { data } = (await review.json()) as {
      data: {
        statementLine: { lineNumber: number; amount: number };
        pricing: { total: number };
        paymentReferenceId: string;
      };
    };
    expect(data.statementLine).toMatchObject({ lineNumber: 1, amount: fee, reference: `UTR${RUN}1` });
    expect(data.pricing.total).toBe(fee);
    expect(data.paymentReferenceId).toBe(`UTR${RUN}1`);
  });

  it('verifies the matched ones in one action, and the same file again changes nothing', async () => {
    const verify = await fetch(`${SITE_URL}/api/admin/bulk/verify-payments`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ ids: first.matched.map((m) => m.registration.id) }),
    });
    expect(verify.status).toBe(200);
    const auditSize = async (id: string) => (await db.collection(`registrations/${id}/audit`).get()).size;
    const before = await Promise.all([ids.exact, ids.normalised, ids.short].map(auditSize));

    const { body } = await upload(statement());
    expect(body.data.alreadyUploaded?.by).toMatch(/^admin-/);
    expect(body.data.matched.map((m) => m.registration.paymentVerified)).toEqual([true, true]);
    expect(await Promise.all([ids.exact, ids.normalised, ids.short].map(auditSize))).toEqual(before);
    expect((await db.doc(`registrations/${ids.short}`).get()).get('paymentVerified')).toBe(false);
  });

  it('shows on the record the latest statement’s verdict, when it was reconciled: a differing amount too', async () => {
    const lineOf = async (id: string) => {
      const response = await fetch(`${SITE_URL}/api/registrations/${id}`, {
        headers: { authorization: `Bearer ${adminToken}` },
      });
      return ((await response.json()) as { data: { statementLine: { amount: number; reconciledAt: string } | null } })
        .data.statementLine;
    };
    // The short payment's line needed a look: its record shows it all the same.
    const short = await lineOf(ids.short);
    expect(short).toMatchObject({ lineNumber: 3, amount: half, reference: `UTR${RUN}3` });
    expect(Date.parse(short?.reconciledAt ?? '')).not.toBeNaN();

    // A later statement pays the first reference with another amount: its verdict replaces the agreeing one.
    const agreed = await lineOf(ids.exact);
    expect(agreed?.amount).toBe(fee);
    const later = ['Date,Payer,UTR Number,Amount (Rs)', `${DAY},Asha,UTR${RUN}1,${fee - 100}`].join('\r\n');
    expect((await upload(later)).status).toBe(200);
    const differs = await lineOf(ids.exact);
    expect(differs?.amount).toBe(fee - 100);
    expect(Date.parse(differs?.reconciledAt ?? '')).toBeGreaterThan(Date.parse(agreed?.reconciledAt ?? ''));

    // The earlier statement once more replaces nothing newer.
    expect((await upload(statement())).status).toBe(200);
    expect(await lineOf(ids.exact)).toEqual(differs);
  });

  it('remembers the chosen columns, and asks for them when it cannot tell', async () => {
    const renamed = `Ref,Paid\nUTR${RUN}1,${fee}\n`;
    const chosen = await upload(renamed, { referenceHeader: 'Ref', amountHeader: 'Paid' });
    expect(chosen.body.data.columns).toEqual({ referenceHeader: 'Ref', amountHeader: 'Paid' });
    expect((await upload(`Ref,Paid\nX,1\n`)).body.data.columns).toEqual({
      referenceHeader: 'Ref',
      amountHeader: 'Paid',
    });

    const unknown = await upload('A,B\n1,2\n');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('Choose the columns that hold the payment reference and the amount.');
    expect(unknown.body.headers).toEqual(['A', 'B']);
  });
});

// The bank's own export, the bank's reference in "Ref No./Cheque No." and the
// registration ID, as the payment page asks, in the remarks, mangled the ways banks mangle it.
describe('a collection report in the shape the bank exports it', () => {
  const bank = { byId: '', byIdWrapped: '', typedInRemarks: '', amountShort: '', typedInRef: '', twoColumns: '' };
  const spaced = (id: string) => id.replace(/-/g, ' ');
  const squashed = (id: string) => id.replace(/-/g, '').toLowerCase();
  const bankStatement = () =>
    [
      'Txn Date,Description,Ref No./Cheque No.,Amount,Remarks',
      `${DAY},NEFT CR-SBIN0001234-RAO,SBIN${RUN}01,"${asBank(fee)}",${spaced(bank.byId)}`,
      `${DAY},NEFT CR-HDFC0004321-RAO,SBIN${RUN}02,${fee}.00,NEFT/${squashed(bank.byIdWrapped)}/RAO`,
      `${DAY},IMPS-5296-ASHA,SBIN${RUN}03,"${asBank(fee)}",utr ${RUN}c`,
      `${DAY},UPI/ASHA,SBIN${RUN}04,"${asBank(half)}",fee ${bank.amountShort.toLowerCase()}`,
      `${DAY},BY CLG CHQ,CHQ${RUN}E,"${asBank(fee)}",`,
      `${DAY},NEFT CR-UNKNOWN,SBIN${RUN}06,"1,000.00",conference`,
    ].join('\r\n');

  beforeAll(async () => {
    bank.byId = await withProof(`BANK${RUN}A`);
    bank.byIdWrapped = await withProof(`BANK${RUN}B`);
    bank.typedInRemarks = await withProof(`UTR-${RUN}-C`);
    bank.amountShort = await withProof(`BANK${RUN}D`);
    bank.typedInRef = await withProof(`CHQ${RUN}E`);
    bank.twoColumns = await withProof(`NEFT${RUN}F`);
  });

  it('guesses the reference and the amount, never the date, and matches the registration ID wherever it stands', async () => {
    const { status, body } = await upload(bankStatement());
    expect(status).toBe(200);
    const report = body.data;
    expect(report.columns).toEqual({ referenceHeader: 'Ref No./Cheque No.', amountHeader: 'Amount' });
    expect(report.alreadyUploaded).toBeNull();
    expect(report.matched.map((m) => [m.line.lineNumber, m.registration.id, m.kind, m.foundIn])).toEqual([
      [1, bank.byId, 'registration-id', 'Remarks'],
      [2, bank.byIdWrapped, 'registration-id', 'Remarks'],
      [3, bank.typedInRemarks, 'normalised', 'Remarks'],
      [5, bank.typedInRef, 'exact', 'Ref No./Cheque No.'],
    ]);
    expect(
      report.needsLook.map((n) => [n.line.lineNumber, n.registrations.map((r) => r.id), n.reason, n.kind]),
    ).toEqual([[4, [bank.amountShort], 'amount-differs', 'registration-id']]);
    expect(report.unmatchedLines.map((l) => [l.lineNumber, l.reference])).toEqual([[6, `SBIN${RUN}06`]]);
    expect(report.unmatchedLines[0]?.otherCells).toContainEqual({ header: 'Remarks', value: 'conference' });

    const again = await upload(bankStatement());
    expect(again.body.data.alreadyUploaded?.by).toMatch(/^admin-/);
    expect(again.body.data.matched).toEqual(report.matched);
  });

  it('runs the same file again with other columns as a new reconciliation, not as one already done', async () => {
    const file = ['Txn Date,Ref No.,Debit,Credit,Balance', `${DAY},NEFT${RUN}F,,"${asBank(fee)}","1,00,000.00"`].join(
      '\n',
    );
    const wrong = await upload(file, { referenceHeader: 'Ref No.', amountHeader: 'Debit' });
    expect(wrong.body.data.alreadyUploaded).toBeNull();
    // Read as debits, the file credits nothing: its one line is left out, not matched.
    expect(wrong.body.data.needsLook).toEqual([]);
    expect(wrong.body.data.matched).toEqual([]);
    expect(wrong.body.data.skippedLines).toBe(1);

    const right = await upload(file, { referenceHeader: 'Ref No.', amountHeader: 'Credit' });
    expect(right.body.data.alreadyUploaded).toBeNull();
    expect(right.body.data.matched.map((m) => m.registration.id)).toEqual([bank.twoColumns]);

    const sameAgain = await upload(file, { referenceHeader: 'Ref No.', amountHeader: 'Credit' });
    expect(sameAgain.body.data.alreadyUploaded).not.toBeNull();
    expect(sameAgain.body.data.matched).toEqual(right.body.data.matched);
  });
});

// Statements that are not what they should be: each answered with the API's JSON error, or read
// without any effect of the hostile part, and no run recorded for a refused one.
describe('a statement that cannot be reconciled', () => {
  // This file's administrator's runs: the browser tests, beside these, reconcile statements too.
  const runs = async () =>
    (await db.collection('statements').where('by', '==', claimsOf(adminToken).email).count().get()).data().count;

  it.each([
    [
      'only the bank’s account details and the header row',
      'Account Name :,ICEI 2025\nAccount Number :,00000012345678\n\nTxn Date,Description,Ref No./Cheque No.,Debit,Credit,Balance\n',
      'The statement has no lines.',
    ],
    [
      'a quote never closed',
      'Txn Date,Ref No.,Credit\n01/10/2025,"UTR1,100\n',
      'The statement could not be read as CSV. Export it from the bank page as CSV.',
    ],
  ])('%s: 400 with its sentence, nothing recorded', async (_, csv, error) => {
    const before = await runs();
    const { status, body } = await upload(csv);
    expect(status).toBe(400);
    expect(body.error).toBe(error);
    expect(await runs()).toBe(before);
  });

  it('takes no column named by a path-like or oversized field, and reads the file by its own header', async () => {
    const csv = ['Txn Date,Ref No.,Debit,Credit,Balance', `${DAY},NOONE${RUN},,"1,000.00","1,00,000.00"`].join('\n');
    const { status, body } = await upload(csv, {
      referenceHeader: '../../settings/reconciliation',
      amountHeader: 'Credit'.repeat(2000),
    });
    expect(status).toBe(200);
    expect(body.data.columns).toEqual({ referenceHeader: 'Ref No.', amountHeader: 'Credit' });
    expect(body.data.unmatchedLines.map((line) => line.reference)).toEqual([`NOONE${RUN}`]);
  });
});
