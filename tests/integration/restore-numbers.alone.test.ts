// The restore drill's invoice numbers (docs/deploy.md, "Restoring a backup"): a backup restored
// brings the invoice counter back behind the numbers issued since, and the next invoice steps over
// them. On the default edition, which issues tax invoices; the erasures a restore brings back are
// restore.any-edition.alone.test.ts. Alone: the import writes the whole suite back as it was at the
// export, which no other test may see happen.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { invoiceNumberParts } from '../../functions/src/domain/invoice-number';
import { admin } from '../support/admin-command';
import { idTokenFor } from '../support/auth';
import { issuedInvoiceOf, paidRegistration, participant } from '../support/registration';
import { individualTier, tierFields } from '../support/tiers';

const folder = mkdtempSync(join(tmpdir(), 'icei-restore-numbers-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('a restore', { timeout: 90_000 }, () => {
  it('issues no invoice number twice after a restore brought its counter back behind the numbers issued since', async () => {
    const RUN = randomUUID().slice(0, 8);
    const adminToken = await idTokenFor({ admin: true });
    const paid = async (name: string) =>
      paidRegistration(
        { ...participant(`restore-${name}-${RUN}@example.org`), ...tierFields(individualTier({ ieee: false })) },
        { adminToken, referencePrefix: `RESTORE${name}${RUN}` },
      );
    const sequence = async (id: string) => invoiceNumberParts((await issuedInvoiceOf(id)).number).sequence;
    const before = await sequence(await paid('before'));
    const backup = join(folder, `numbers-${RUN}`);
    await admin('export', backup);
    const since = await paid('since');
    expect(await sequence(since)).toBe(before + 1);

    // The backup's counter comes back, one behind the invoice issued since (which stays: an
    // import removes nothing). The next invoice steps over that number.
    await admin('import', backup);
    const after = await paid('after');
    expect(await sequence(after)).toBe(before + 2);
    const numbers = await Promise.all([since, after].map(async (id) => (await issuedInvoiceOf(id)).number));
    expect(new Set(numbers).size).toBe(2);
    const { lines: findings } = await admin('audit', '--settled');
    expect(findings.filter((line) => /^(number-|counter-disagrees)/.test(line))).toEqual([]);
  });
});
