// The example statement of the reconciliation page's help, against the 2025 suite's seeded
// registrations it was written for (editions/icei-2025/sample/).
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReconciliationReport } from '../../functions/src/domain/api/reconciliation';
import { SITE_URL } from '../../scripts/suite/config';
import { ORIGIN } from '../support/api';
import { idTokenFor } from '../support/auth';

let adminToken = '';
beforeAll(async () => {
  adminToken = await idTokenFor({ admin: true });
});

describe('a collection report in the shape the bank exports it', () => {
  it('reconciles the example statement of the page’s help against the seeded registrations', async () => {
    const example = readFileSync(new URL('../../web/public/docs/bank-statement-example.csv', import.meta.url), 'utf8');
    const form = new FormData();
    form.set('statement', new Blob([example], { type: 'text/csv' }), 'statement.csv');
    // The columns as the page sends them for this file (its guess, statement-columns.test.ts): without
    // them the server would take the columns remembered from the last statement, which a browser
    // test running meanwhile may have just chosen otherwise.
    form.set('referenceHeader', 'Ref No./Cheque No.');
    form.set('amountHeader', 'Amount');
    const response = await fetch(`${SITE_URL}/api/admin/reconciliation`, {
      method: 'POST',
      headers: { origin: ORIGIN, authorization: `Bearer ${adminToken}` },
      body: form,
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: ReconciliationReport };
    expect(data.columns).toEqual({ referenceHeader: 'Ref No./Cheque No.', amountHeader: 'Amount' });
    expect(data.matched.map((m) => [m.line.lineNumber, m.registration.id, m.kind, m.foundIn])).toEqual([
      [1, 'ICEI25-SEED-0000-00003', 'registration-id', 'Remarks'],
      [2, 'ICEI25-SEED-0000-00004', 'exact', 'Ref No./Cheque No.'],
    ]);
    expect(data.unmatchedLines.map((l) => l.lineNumber)).toEqual([3]);
  });
});
