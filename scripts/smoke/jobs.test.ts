import { describe, expect, it } from 'vitest';
import { FUNCTION_REGION } from '../../functions/src/config';
import type { ProbeState } from '../../functions/src/domain/api/probe';
import { PROBED_JOBS, schedulerJobId } from '../../functions/src/domain/probes';
import { scheduleIdForFunction } from '../deploy/firebase-tools';
import { silentOnes } from './jobs';

const AT = '2026-12-01T10:00:00.000Z';
const ASKED = { ok: true, error: null };
const answered: ProbeState = {
  probeId: 'abcdefghijklmnopqrstuvwx',
  requestedAt: AT,
  jobs: { mailSweep: { asked: ASKED, answeredAt: AT }, retentionDaily: { asked: ASKED, answeredAt: AT } },
  triggers: { mailSender: { answeredAt: AT } },
};
const REFUSED = '403 PERMISSION_DENIED: The principal lacks IAM permission "cloudscheduler.jobs.run"';

describe('what the smoke test says of a probe', () => {
  it('names nothing once every job and trigger answered, however their runs were asked for', () => {
    expect(silentOnes(answered)).toEqual([]);
    const askFailed = { asked: { ok: false, error: REFUSED }, answeredAt: AT };
    expect(silentOnes({ ...answered, jobs: { ...answered.jobs, mailSweep: askFailed } })).toEqual([]);
  });

  it('names a trigger that did not answer with the roles Eventarc needs', () => {
    expect(silentOnes({ ...answered, triggers: { mailSender: { answeredAt: null } } })).toEqual([
      'mailSender: Eventarc did not deliver its event: icei-api needs roles/eventarc.eventReceiver and roles/run.invoker (npm run deploy:roles)',
    ]);
  });

  it('names a job by why it did not answer: its run refused, no such job, or run and not answered', () => {
    const state = {
      ...answered,
      jobs: {
        mailSweep: { asked: { ok: false, error: REFUSED }, answeredAt: null },
        retentionDaily: { asked: { ok: false, error: '404 NOT_FOUND: Job not found.' }, answeredAt: null },
      },
    };
    expect(silentOnes(state)).toEqual([
      `mailSweep: Cloud Scheduler refused to run it ("${REFUSED}"): icei-api needs roles/cloudscheduler.jobRunner (npm run deploy:roles)`,
      `retentionDaily: Cloud Scheduler has no job firebase-schedule-retentionDaily-${FUNCTION_REGION} ("404 NOT_FOUND: Job not found."): deploy the functions (firebase deploy)`,
    ]);
    const notAnswered = { ...answered, jobs: { ...answered.jobs, retentionDaily: { asked: ASKED, answeredAt: null } } };
    expect(silentOnes(notAnswered)).toEqual([
      expect.stringMatching(
        /^retentionDaily: Cloud Scheduler took the run and the job did not answer: icei-api needs roles\/run\.invoker .*functions:log --only retentionDaily\)$/,
      ),
    ]);
  });

  it('asks Cloud Scheduler for the jobs firebase deploy makes', () => {
    for (const job of PROBED_JOBS) {
      expect(schedulerJobId(job, FUNCTION_REGION)).toBe(scheduleIdForFunction({ id: job, region: FUNCTION_REGION }));
    }
  });
});
