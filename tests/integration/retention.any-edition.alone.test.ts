// The daily retention job (functions/src/services/retention.ts, scheduled in index.ts) on the
// suite's data, at the moments the edition's schedule names. Alone: at the end it erases every
// registration of the suite, as it would a season's after the event. Any edition's suite serves
// (`any-edition`): `npm test` runs it on the first and smallest, whose season is the few dozen
// registrations its tests made, not the default edition's hundreds, which the job would read and
// erase in half a minute of the run's CPU (scripts/edition/test-files.ts). The order of each
// edition's schedule is retention.each-edition.test.ts.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { beforeAll, describe, expect, it } from 'vitest';
import { RETENTION, RETENTION_DAYS, DAY_MS } from '../../functions/src/domain/retention';
import { daysAfter, venueInstant } from '../../functions/src/domain/venue-time';
import { placeLegalHold, releaseLegalHold } from '../../functions/src/services/legal-holds';
import { applyRetention } from '../../functions/src/services/retention';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { ROOT } from '../../scripts/suite/config';
import { callApi } from '../support/api';
import { idTokenFor } from '../support/auth';
import { storeCertificate } from '../support/certificates';
import { suiteNow } from '../support/clock';
import { paidRegistration, participant, submitRegistration, verifyEmailOf } from '../support/registration';
import { individualTier, tierFields } from '../support/tiers';

const run = promisify(execFile);
const db = getFirestore(suiteAdminApp());
const bucket = getStorage(suiteAdminApp()).bucket();
const TIER = individualTier({ ieee: false });
const exists = async (path: string) => (await db.doc(path).get()).exists;
const after = (instant: Date, days: number) => new Date(instant.getTime() + days * DAY_MS);

let now = new Date();
let unverified = '';
let verified = '';
let paid = '';

beforeAll(async () => {
  const adminToken = await idTokenFor({ admin: true });
  const register = async () => String((await submitRegistration({ ...participant(), ...tierFields(TIER) })).body.id);
  [unverified, verified] = await Promise.all([register(), register()]);
  await verifyEmailOf(verified);
  paid = await paidRegistration({ ...participant(), ...tierFields(TIER) }, { adminToken, referencePrefix: 'KEEP' });
  now = await suiteNow();
});

// The job reads and erases as much as the run has written by then, so 60 s
// (docs/development.md, "Timeouts and why").
describe('the daily retention job', { timeout: 60_000 }, () => {
  it('runs from npm run admin on the suite’s clock and reports what it did', async () => {
    const { stdout } = await run('npm', ['run', '--silent', 'admin', '--', 'apply-retention'], { cwd: ROOT });
    expect(stdout).toMatch(/^Retention applied in the local suite: \d+ unverified registrations erased/);
    expect(await exists(`registrations/${unverified}`)).toBe(true);
  });

  it(`erases a registration never verified after ${RETENTION.unverifiedRegistrationDays} days, and no other`, async () => {
    await applyRetention(after(now, RETENTION.unverifiedRegistrationDays - 1));
    expect(await exists(`registrations/${unverified}`)).toBe(true);

    const report = await applyRetention(after(now, RETENTION.unverifiedRegistrationDays + 1));
    expect(report.unverifiedErased).toBeGreaterThanOrEqual(1);
    expect(await exists(`registrations/${unverified}`)).toBe(false);
    expect((await db.doc(`erasures/${unverified}`).get()).get('cause')).toBe('unverified-expired');
    for (const id of [verified, paid]) expect(await exists(`registrations/${id}`)).toBe(true);
  });

  it(`deletes copies of mails after ${RETENTION.mailDays} days, but a held registration's until its release`, async () => {
    const mail = `mail/${verified}-verify-email-1`;
    const heldMail = `mail/${paid}-verify-email-1`;
    await applyRetention(after(now, RETENTION.mailDays - 1));
    expect(await exists(mail)).toBe(true);
    const at = after(now, RETENTION.mailDays + 1);
    expect(at.getTime(), 'the schedule keeps documents at least until then').toBeLessThan(
      venueInstant(RETENTION_DAYS.documentsRemovedOn).getTime(),
    );
    await placeLegalHold(paid, 'a registrant disputes what they were told', 'test', now);
    try {
      await applyRetention(at);
      expect(await exists(mail)).toBe(false);
      expect(await exists(heldMail)).toBe(true);
    } finally {
      await releaseLegalHold(paid);
    }
    await applyRetention(at);
    expect(await exists(heldMail)).toBe(false);
    expect(await exists(`registrations/${verified}`)).toBe(true);
  });

  it('removes the documents after the event, then every registration, keeping payments’ traces and certificates', async () => {
    const [before] = await bucket.getFiles({ prefix: `registrations/${paid}/` });
    expect(before.length).toBeGreaterThan(0);
    await applyRetention(venueInstant(RETENTION_DAYS.documentsRemovedOn, 4));
    expect((await bucket.getFiles({ prefix: 'registrations/' }))[0]).toEqual([]);
    expect(await exists(`registrations/${paid}`)).toBe(true);
    // A certificate issued to its registrant, as the function stores one (services/certificates.ts).
    const certificate = `certificates/${paid}_registrant`;
    await storeCertificate({
      code: '7K2M-Q9XD-4HRT-B3CA',
      registrationId: paid,
      name: 'Asha Rao',
      organization: 'Karnatak University',
      issuedAt: now,
      expiresAt: venueInstant(RETENTION_DAYS.certificatesErasedOn),
    });

    // The accepted list, with a paper's authors' addresses for their certificates.
    const list = db.doc('settings/accepted-papers');
    const listBefore = (await list.get()).data();
    const saved = await callApi('POST', '/api/admin/paper-coverage', {
      token: await idTokenFor({ admin: true }),
      json: { acceptedPaperIds: 'P-1 asha@example.org\nP-2' },
    });
    expect(saved.status).toBe(200);

    await applyRetention(venueInstant(RETENTION_DAYS.registrationsErasedOn, 4));
    // The papers stay listed; their authors' addresses go with the registrations.
    expect((await list.get()).data()).toEqual({ ids: ['P-1', 'P-2'] });
    await (listBefore ? list.set(listBefore) : list.delete());
    // It outlives the contact details, so whoever is shown it can still check it; its TTL ends it.
    expect(await exists(certificate)).toBe(true);
    expect((await db.collection('registrations').count().get()).data().count).toBe(0);
    expect((await db.collection('registrationEmails').count().get()).data().count).toBe(0);
    expect((await db.doc(`erasures/${paid}`).get()).data()).toMatchObject({
      cause: 'retention',
      payment: { verified: true, references: [`KEEP-${paid}`] },
    });
  });

  it('deletes the accounts whose only right is check-in from the day after the conference, and no other', async () => {
    const auth = getAuth(suiteAdminApp());
    const accountWith = async (claims: Record<string, boolean>) => {
      const user = await auth.createUser({ email: `retention-${randomUUID().slice(0, 8)}@example.org` });
      await auth.setCustomUserClaims(user.uid, claims);
      return user.uid;
    };
    const [desk, deskAndAdmin, admin, neither] = await Promise.all([
      accountWith({ checkin: true }),
      accountWith({ checkin: true, admin: true }),
      accountWith({ admin: true }),
      accountWith({}),
    ]);
    const exists = (uid: string) =>
      auth.getUser(uid).then(
        () => true,
        () => false,
      );
    // The last conference day: the desk still works.
    const lastDay = await applyRetention(venueInstant(daysAfter(RETENTION_DAYS.deskAccountsRemovedOn, -1), 4));
    expect(lastDay.deskAccountsRemoved).toBe(0);
    expect(await exists(desk)).toBe(true);

    const dayAfter = await applyRetention(venueInstant(RETENTION_DAYS.deskAccountsRemovedOn, 4));
    expect(dayAfter.deskAccountsRemoved).toBeGreaterThanOrEqual(1);
    expect(await exists(desk)).toBe(false);
    expect(await Promise.all([deskAndAdmin, admin, neither].map(exists))).toEqual([true, true, true]);
    await Promise.all([deskAndAdmin, admin, neither].map((uid) => auth.deleteUser(uid)));
  });
});
