// A probe of the jobs and triggers (POST /api/admin/probe, GET /api/admin/probe/{probeId}): the
// suite's Cloud Scheduler takes each job's run, each job and the mail trigger answer, the trigger
// deletes its mail document and sends nothing, and retentionDaily erases nothing for it. Who may
// call is the route table's (route-access.test.ts); a trigger that does not fire is named by the
// smoke test (jobs-disabled.alone.test.ts).
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { dataBody } from '../../functions/src/domain/api/envelope';
import { PROBE_ID, probeStateSchema, type ProbeState } from '../../functions/src/domain/api/probe';
import { NO_SUCH_PROBE } from '../../functions/src/domain/messages';
import { probeMailId } from '../../functions/src/domain/probes';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { callApi } from '../support/api';
import { idTokenFor } from '../support/auth';

const db = getFirestore(suiteAdminApp());
let token = '';
beforeAll(async () => {
  token = await idTokenFor({ admin: true });
});

async function stateOf(probeId: string): Promise<ProbeState> {
  const response = await callApi('GET', `/api/admin/probe/${probeId}`, { token });
  expect(response.status).toBe(200);
  return dataBody(probeStateSchema).parse(await response.json()).data;
}

describe('a probe', () => {
  it('has each job run and answer it, and the mail trigger answer it, sending nothing and erasing nothing', async () => {
    const retentionRan = (await db.doc('health/jobs').get()).get('retentionDaily') as unknown;
    const posted = await callApi('POST', '/api/admin/probe', { token });
    expect(posted.status).toBe(201);
    const { probeId, jobs } = dataBody(probeStateSchema).parse(await posted.json()).data;
    expect(probeId).toMatch(PROBE_ID);
    for (const job of Object.values(jobs)) expect(job.asked).toEqual({ ok: true, error: null });

    const answered = await vi.waitFor(
      async () => {
        const state = await stateOf(probeId);
        const silent = [...Object.entries(state.jobs), ...Object.entries(state.triggers)].filter(
          ([, { answeredAt }]) => answeredAt === null,
        );
        if (silent.length > 0) throw new Error(`no answer yet from ${silent.map(([name]) => name).join(', ')}`);
        return state;
      },
      { timeout: 45_000, interval: 200 },
    );
    for (const { answeredAt } of [...Object.values(answered.jobs), ...Object.values(answered.triggers)]) {
      expect(Date.parse(answeredAt ?? '')).toBeGreaterThanOrEqual(Date.parse(answered.requestedAt));
    }
    expect((await db.doc(`mail/${probeMailId(probeId)}`).get()).exists).toBe(false);
    // The retention run it asked for did no work: it is not recorded as a run.
    expect((await db.doc('health/jobs').get()).get('retentionDaily')).toEqual(retentionRan);
  }, 60_000);

  it.each(['x', 'A'.repeat(24), '__proto__', 'a'.repeat(23), 'a'.repeat(24), `${'a'.repeat(23)}\u0000`])(
    '%j is not found, as no probe of ours',
    async (probeId) => {
      const response = await callApi('GET', `/api/admin/probe/${encodeURIComponent(probeId)}`, { token });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ success: false, error: NO_SUCH_PROBE });
    },
  );
});
