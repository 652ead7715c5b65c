// `npm run admin` against the suite's Auth emulator: as a person runs it (a process of its own),
// and, where what is tested is the command rather than the way in, parsed from the same words and
// run in this process.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { getAuth } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION_EXPIRED } from '../../functions/src/domain/messages';
import { admin as runHere } from '../support/admin-command';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { callApi } from '../support/api';
import { participant, submitRegistration } from '../support/registration';
import { individualTier, tierFields } from '../support/tiers';
import { REGISTRATION_ID_PREFIX } from '../../functions/src/domain/registration-id';
import { revocable, signIn } from '../support/auth';
import { ROOT } from '../../scripts/suite/config';

const run = promisify(execFile);
const auth = getAuth(suiteAdminApp());

async function admin(...args: string[]) {
  return run('npm', ['run', '--silent', 'admin', '--', ...args], { cwd: ROOT });
}

/** The command `npm run admin -- <args>` runs, run here: what it prints, as lines of stdout. */
async function adminHere(...args: string[]) {
  return { stdout: (await runHere(...args)).lines.join('\n') };
}

// Each `npm run admin` starts npm, tsx and firebase-admin in a process of its own, three times
// slower beside the browser tests; the slowest test of three calls takes a third of 60 s in a
// fresh clone's run (docs/development.md, "Timeouts and why").
describe('npm run admin', { timeout: 60_000 }, () => {
  it('says so, and erases nothing, for an ID that names no registration, and tells an erasure done before', async () => {
    const unknown = `${REGISTRATION_ID_PREFIX}-ZZZZ-ZZZZ-ZZZZZ`;
    await expect(adminHere('erase', unknown, '--reason', 'asked by e-mail')).rejects.toThrow(
      `No registration ${unknown} in the local suite: nothing erased.`,
    );
    const { body } = await submitRegistration({ ...participant(), ...tierFields(individualTier({ ieee: false })) });
    const id = String(body.id);
    expect((await adminHere('erase', id, '--reason', 'asked by e-mail', '--yes')).stdout).toMatch(
      new RegExp(`^Erased ${id} `),
    );
    expect((await adminHere('erase', id, '--reason', 'asked again', '--yes')).stdout).toMatch(
      new RegExp(`^${id} was already erased in the local suite`),
    );
  });

  it('creates a local user with the admin claim, and revokes it keeping other claims', async () => {
    const email = `organiser-${randomUUID().slice(0, 8)}@example.org`;
    const granted = await admin('grant', email, '--password', 'organiser-password');
    expect(granted.stdout).toContain(`Created ${email} in the local suite with password organiser-password`);
    expect(granted.stdout).toContain(`Granted administrator rights to ${email} in the local suite.`);
    const user = await auth.getUserByEmail(email);
    expect(user.customClaims).toEqual({ admin: true });

    await auth.setCustomUserClaims(user.uid, { admin: true, team: 'finance' });
    const revoked = await admin('revoke', email);
    expect(revoked.stdout).toContain(`Revoked administrator rights from ${email}`);
    expect((await auth.getUserByEmail(email)).customClaims).toEqual({ team: 'finance' });
  });

  it("refuses a revoked administrator on the next call, not at the session's next refresh", async () => {
    const email = `leaver-${randomUUID().slice(0, 8)}@example.org`;
    await adminHere('grant', email, '--password', 'leaver-password');
    const token = await signIn(email, 'leaver-password');
    const stats = () => callApi('GET', '/api/admin/stats', { token });
    expect((await stats()).status).toBe(200);
    await revocable(token);
    await adminHere('revoke', email);
    const refused = await stats();
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ success: false, error: ADMIN_SESSION_EXPIRED });
  });

  it('makes check-in staff without the admin claim, lists them, and revokes only that claim', async () => {
    const email = `desk-${randomUUID().slice(0, 8)}@example.org`;
    const granted = await adminHere('grant-checkin', email, '--password', 'desk-password');
    expect(granted.stdout).toContain(`Granted check-in rights to ${email} in the local suite.`);
    const user = await auth.getUserByEmail(email);
    expect(user.customClaims).toEqual({ checkin: true });
    expect((await adminHere('list')).stdout).toMatch(new RegExp(`Check-in staff in the local suite: .*${email}`));

    await auth.setCustomUserClaims(user.uid, { checkin: true, admin: true });
    const revoked = await adminHere('revoke-checkin', email);
    expect(revoked.stdout).toContain(`Revoked check-in rights from ${email}`);
    expect((await auth.getUserByEmail(email)).customClaims).toEqual({ admin: true });
  });

  it('explains a wrong command and exits with 2', async () => {
    await expect(admin('promote', 'x@example.org')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Usage:'),
    });
  });
});
