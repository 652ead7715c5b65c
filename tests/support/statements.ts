// Bank statements sent to the reconciliation as an administrator's page sends them.
import type { ReconciliationReport } from '../../functions/src/domain/api/reconciliation';
import { SITE_URL } from '../../scripts/suite/config';
import { ORIGIN } from './api';

/** POST /api/admin/reconciliation with a CSV statement and, if given, the columns to read. */
export async function uploadStatement(csv: string, adminToken: string, columns: Record<string, string> = {}) {
  const form = new FormData();
  form.set('statement', new Blob([csv], { type: 'text/csv' }), 'statement.csv');
  for (const [name, value] of Object.entries(columns)) form.set(name, value);
  const response = await fetch(`${SITE_URL}/api/admin/reconciliation`, {
    method: 'POST',
    headers: { origin: ORIGIN, authorization: `Bearer ${adminToken}` },
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as { data: ReconciliationReport; error?: string; headers?: string[] },
  };
}
