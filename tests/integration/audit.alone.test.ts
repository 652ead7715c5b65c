// `npm run admin -- audit` against the suite: each kind of broken invariant planted in what the
// API made (a file gone, a stray file, a pass missing, an acknowledgement gone, a claim for nobody,
// a gap in a numbered series, a mail failed without a reason, a document past its TTL, a check-in
// left of a registration that is gone) is named
// with its path, and a registration the API made whole is named nowhere. Alone: the plants would
// otherwise be seen by the tests that count mails and documents, and are removed at the end.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceNumber } from '../../functions/src/domain/invoice-number';
import { DAY_MS } from '../../functions/src/domain/retention';
import { admin } from '../support/admin-command';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { ROOT } from '../../scripts/suite/config';
import { idTokenFor } from '../support/auth';
import { suiteNow } from '../support/clock';
import { groupRegistration, idCards, paidRegistration } from '../support/registration';
import { MIN_GROUP_STUDENTS } from '../../functions/src/domain/tiers';

const run = promisify(execFile);
const db = getFirestore(suiteAdminApp());
const bucket = getStorage(suiteAdminApp()).bucket();
const RUN = randomUUID().slice(0, 8);
/** A financial year no other test issues in, so its series is ours to break. */
const YEAR = 2097;

/** `npm run admin -- audit --settled`, run here: each line printed, and whether it failed. */
const audit = () => admin('audit', '--settled');

function group(name: string) {
  const students = Array.from({ length: MIN_GROUP_STUDENTS }, (_, index) => ({
    name: `${name} Student${index + 1}`,
    idNumber: `AUD-${RUN}-${index}`,
  }));
  return groupRegistration(students, `Audit Institute ${RUN}`);
}

const planted: string[] = [];
let broken = '';
let whole = '';
beforeAll(async () => {
  const adminToken = await idTokenFor({ admin: true });
  [broken, whole] = (await Promise.all(
    ['Broken', 'Whole'].map((name, index) =>
      paidRegistration(group(name), {
        adminToken,
        referencePrefix: `AUDIT${RUN}${index}`,
        files: idCards(MIN_GROUP_STUDENTS),
      }),
    ),
  )) as [string, string];
}, 60_000);

afterAll(async () => {
  await Promise.all(
    planted.map((path) =>
      path.endsWith('.pdf') ? bucket.file(path).delete({ ignoreNotFound: true }) : db.doc(path).delete(),
    ),
  );
  // The registration left broken goes with its files, passes and mails.
  if (broken) await admin('erase', broken, '--reason', 'planted by the audit test');
});

describe('npm run admin -- audit', { timeout: 60_000 }, () => {
  it('names each kind of broken invariant with its path, and nothing of a whole registration', async () => {
    const record = (await db.doc(`registrations/${broken}`).get()).data() ?? {};
    const idCard = (record.students as { idCard: { path: string } }[]).at(-1)?.idCard.path ?? '';
    const now = await suiteNow();
    const stray = `registrations/${broken}/stray-${RUN}.pdf`;
    const [pass] = (await db.collection('passes').where('registrationId', '==', broken).limit(1).get()).docs;
    const ghost = `audit-ghost-${RUN}@example.org`;
    const invoice = (sequence: number) => ({
      registrationId: null,
      verification: 1,
      particulars: { number: invoiceNumber('ICEI', YEAR, sequence) },
      financialYear: YEAR,
      issuedAt: now,
      by: 'audit test',
      creditNote: null,
      expiresAt: new Date(now.getTime() + 365 * DAY_MS),
    });
    await Promise.all([
      bucket.file(idCard).delete(),
      bucket.file(stray).save(Buffer.from('%PDF-1.4 stray'), { resumable: false, contentType: 'application/pdf' }),
      pass?.ref.delete(),
      db.doc(`mail/${broken}-payment-verified-1`).delete(),
      db.doc(`registrationEmails/${ghost}`).set({ registrationId: `${broken}X`, clientRequestId: null }),
      db.doc(`invoices/AUDIT-${RUN}-1`).set(invoice(1)),
      db.doc(`invoices/AUDIT-${RUN}-3`).set(invoice(3)),
      db.doc(`invoiceSeries/invoice_${YEAR}`).set({ last: 3 }),
      db.doc(`mail/audit-${RUN}`).set({
        to: ghost,
        message: { subject: 'x', text: 'x' },
        queuedAt: now,
        delivery: { state: 'ERROR', error: '' },
      }),
      db.doc(`rateLimits/audit-${RUN}`).set({ count: 1, expiresAt: new Date(now.getTime() - 3 * DAY_MS) }),
      db
        .doc(`checkIns/audit-${RUN}`)
        .set({ registrationId: `${broken}X`, person: 'registrant', day: '2025-11-06', at: now }),
    ]);
    planted.push(
      stray,
      `registrationEmails/${ghost}`,
      `invoices/AUDIT-${RUN}-1`,
      `invoices/AUDIT-${RUN}-3`,
      `invoiceSeries/invoice_${YEAR}`,
      `mail/audit-${RUN}`,
      `rateLimits/audit-${RUN}`,
      `checkIns/audit-${RUN}`,
    );

    const { lines, failed } = await audit();
    expect(failed).toBe(true);
    const found = (rule: string, path: string) => lines.some((line) => line.startsWith(`${rule}  ${path}  `));
    for (const [rule, path] of [
      ['missing-file', idCard],
      ['orphaned-file', stray],
      ['passes-missing', `registrations/${broken}`],
      ['acknowledgement-missing', `mail/${broken}-payment-verified-1`],
      ['claim-without-registration', `registrationEmails/${ghost}`],
      ['number-gap', `invoiceSeries/invoice_${YEAR}`],
      ['mail-undelivered', `mail/audit-${RUN}`],
      ['kept-too-long', `rateLimits/audit-${RUN}`],
      ['left-after-erasure', `checkIns/audit-${RUN}`],
    ] as const) {
      expect(found(rule, path), `${rule} ${path} in:\n${lines.join('\n')}`).toBe(true);
    }
    expect(lines.filter((line) => line.includes(whole))).toEqual([]);

    // As an operator runs it: a process of its own that prints the same and exits with 1.
    const cli = await run('npm', ['run', '--silent', 'admin', '--', 'audit', '--settled'], { cwd: ROOT }).then(
      () => ({ code: 0, stdout: '' }),
      (error: { code: number; stdout: string }) => error,
    );
    expect(cli.code).toBe(1);
    expect(cli.stdout).toContain(`orphaned-file  ${stray}  `);
  });
});
