// The restore drill (docs/deploy.md, "Restoring a backup"): a backup taken before an erasure is
// restored, and the erasure is applied again. Register, export, erase, import the export (the
// person's data is back), `reapply-erasures`, and the erasure test's scan finds nothing of the
// person but what an erasure keeps; the audit names nothing of theirs. Alone: the import writes the
// whole suite back as it was at the export, which no other test may see happen. Any edition's
// suite serves (`any-edition`): `npm test` runs it on the first and smallest, where the export and
// the import carry a few dozen registrations rather than the default edition's hundreds
// (scripts/edition/test-files.ts). What a restore does to the invoice numbers is
// restore-numbers.alone.test.ts, on the edition that issues invoices.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { admin } from '../support/admin-command';
import { idTokenFor } from '../support/auth';
import { groupRegistration, idCards, paidRegistration, participant } from '../support/registration';
import { MIN_GROUP_STUDENTS } from '../../functions/src/domain/tiers';
import { tracesOf } from '../support/traces';

const db = getFirestore(suiteAdminApp());
const folder = mkdtempSync(join(tmpdir(), 'icei-restore-drill-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the restore drill', { timeout: 90_000 }, () => {
  it('erases again, after a restore, everyone erased since the backup, and keeps their erasure record', async () => {
    const RUN = randomUUID().slice(0, 8);
    const students = Array.from({ length: MIN_GROUP_STUDENTS }, (_, index) => ({
      name: `Restored Student${RUN}x${index + 1}`,
      idNumber: `RESTORE-${RUN}-${index + 1}`,
    }));
    const email = `restore-me-${RUN}@example.org`;
    const id = await paidRegistration(
      groupRegistration(students, `Restore Institute ${RUN}`, { ...participant(email), firstName: `Restored${RUN}` }),
      {
        adminToken: await idTokenFor({ admin: true }),
        referencePrefix: `RESTORE${RUN}`,
        files: idCards(MIN_GROUP_STUDENTS),
      },
    );
    const marks = [id, email, `Restored${RUN}`, `Student${RUN}`, `RESTORE-${RUN}`];
    const backup = join(folder, 'backup');
    expect((await admin('export', backup)).lines[0]).toMatch(
      /^Exported the local suite's Firestore and \d+ stored files/,
    );

    await admin('erase', id, '--reason', 'asked by e-mail', '--yes');
    const afterErasure = await tracesOf(id, marks);
    const erasure = (await db.doc(`erasures/${id}`).get()).data() ?? {};
    expect(afterErasure.filter((path) => path.startsWith('registrations/'))).toEqual([]);

    // The backup comes back: the person with it, files and all.
    expect((await admin('import', backup)).lines[0]).toMatch(/ [1-9]\d* files put back/);
    const restored = await tracesOf(id, marks);
    expect(restored).toContain(`registrations/${id}`);
    expect(restored).toContain(`registrationEmails/${email}`);
    expect(restored.filter((path) => path.startsWith(`registrations/${id}/`) && path.endsWith('.pdf')).length).toBe(
      MIN_GROUP_STUDENTS + 1,
    );

    expect((await admin('reapply-erasures')).lines).toEqual([
      expect.stringContaining(`Erased again in the local suite: ${id} (1 of `),
    ]);
    expect(await tracesOf(id, marks)).toEqual(afterErasure);
    // Its record is the erasure's own (who, when, why), with when it was applied again.
    const again = (await db.doc(`erasures/${id}`).get()).data() ?? {};
    expect({ ...again, erasedAgainAt: undefined }).toEqual({ ...erasure, erasedAgainAt: undefined });
    expect(again.erasedAgainAt).toHaveLength(1);
    // Nothing of theirs is left half-made, and a second run finds nothing to do.
    expect(
      (await admin('audit', '--settled')).lines.filter((line) => marks.some((mark) => line.includes(mark))),
    ).toEqual([]);
    expect((await admin('reapply-erasures')).lines).toEqual([
      expect.stringMatching(/^Nothing of the \d+ erased registrations in the local suite came back\.$/),
    ]);
  });
});
