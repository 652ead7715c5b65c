// `npm run smoke -- --jobs` with the suite's background functions switched off: the Emulator Hub's
// PUT /functions/disableBackgroundTriggers stops every function that is not HTTP, the Firestore
// trigger and the schedules alike (firebase-tools' functionsEmulator.js, disableBackgroundTriggers),
// as a missing role stops them deployed. The check fails naming each with what most likely stopped
// it; the probe's mail document, never answered, is left to its TTL without the sweep answering
// for its trigger or any list of mail showing it. Alone: while they are off, no mail is sent.
import { getFirestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { dataBody } from '../../functions/src/domain/api/envelope';
import { mailProblemsSchema } from '../../functions/src/domain/api/mail-problems';
import { probeMailId } from '../../functions/src/domain/probes';
import { jobsCheck } from '../../scripts/smoke/jobs';
import { runSmoke } from '../../scripts/smoke/smoke';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { hostPort, SITE_URL } from '../../scripts/suite/config';
import { waitForUrl } from '../../scripts/suite/ports';
import { runScheduled } from '../../scripts/suite/scheduler';
import { callApi } from '../support/api';
import { idTokenFor } from '../support/auth';

const db = getFirestore(suiteAdminApp());
/**
 * How long the check waits for answers while they are off. It waits all of it, since none can come;
 * whether one came late anyway is read afterwards from the probe, which records every answer.
 */
const WAIT_MS = 2_000;

async function backgroundFunctions(action: 'disable' | 'enable'): Promise<void> {
  const response = await fetch(`http://${hostPort('hub')}/functions/${action}BackgroundTriggers`, { method: 'PUT' });
  expect(response.status, await response.text()).toBe(200);
}

/**
 * Switches them back on and waits for the API to answer: turning them on reloads every function
 * and starts its workers afresh, which takes seconds each (ten at five at once on this machine).
 */
async function backOn(): Promise<void> {
  await backgroundFunctions('enable');
  await waitForUrl(`${SITE_URL}/api/health`, (response) => response.ok, 60_000);
}

describe('npm run smoke -- --jobs, the background functions off', () => {
  let token = '';

  it('fails naming the trigger and each job, with the role most likely missing', async () => {
    token = await idTokenFor({ admin: true });
    await backgroundFunctions('disable');
    let results;
    try {
      results = await runSmoke(SITE_URL, { jobs: { token, waitMs: WAIT_MS, pollMs: 250 } });
    } finally {
      await backOn();
    }
    expect(results.filter((result) => !result.ok).map((result) => result.check)).toEqual(['jobs and triggers']);
    const detail = results.find((result) => result.check === 'jobs and triggers')?.detail ?? '';
    const named = detail.split('; ').map((part) => part.split(':')[0]);
    expect(named).toEqual(['mailSweep', 'retentionDaily', 'mailSender']);
    expect(detail).toMatch(
      /mailSender: Eventarc did not deliver its event: icei-api needs roles\/eventarc\.eventReceiver and roles\/run\.invoker \(npm run deploy:roles\)/,
    );
    for (const job of ['mailSweep', 'retentionDaily']) {
      expect(detail).toMatch(
        new RegExp(
          `${job}: Cloud Scheduler took the run and the job did not answer: icei-api needs roles/run\\.invoker`,
        ),
      );
    }

    // Its mail document, unanswered: the sweep, running again, answers for itself and not for it.
    const probeId = /probe ([a-z0-9]{24})\)$/.exec(detail)?.[1] ?? '';
    await runScheduled('asia-south1-mailSweep');
    const probe = await db.doc(`probes/${probeId}`).get();
    expect(Object.keys(probe.get('answers') as object)).toEqual(['mailSweep']);
    const mail = await db.doc(`mail/${probeMailId(probeId)}`).get();
    expect(mail.data()).toEqual({ probe: probeId, expiresAt: expect.anything() });
    // Nor is it a problem of mail for the dashboard.
    const problems = await callApi('GET', '/api/admin/mail/problems', { token });
    const listed = dataBody(mailProblemsSchema)
      .parse(await problems.json())
      .data.mails.map(({ id }) => id);
    expect(listed).not.toContain(probeMailId(probeId));
  }, 60_000);

  it('passes again once they are back on', async () => {
    expect(await jobsCheck(new URL(SITE_URL), { token, pollMs: 250 })).toMatch(
      /^mailSweep, retentionDaily, mailSender answered within \d+ s/,
    );
  }, 150_000);
});
