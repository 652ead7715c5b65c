import { describe, expect, it } from 'vitest';
import { SCHEDULED_JOBS } from '../../functions/src/domain/job-runs';
import type { FunctionsManifest } from './function-endpoint';
import { scheduleProblems, schedulePeriodMs } from './schedules';

/** A manifest whose scheduled endpoints run as SCHEDULED_JOBS says, with `changes` applied. */
function manifest(changes: Record<string, string | null> = {}): FunctionsManifest {
  const schedules: Record<string, string | null> = {
    ...Object.fromEntries(
      Object.entries(SCHEDULED_JOBS).map(([id, ms]) => [
        id,
        ms === 24 * 3_600_000 ? 'every day 03:30' : `every ${ms / 60_000} minutes`,
      ]),
    ),
    ...changes,
  };
  return {
    endpoints: {
      api: { httpsTrigger: {} },
      ...Object.fromEntries(
        Object.entries(schedules).flatMap(([id, schedule]) =>
          schedule === null ? [] : [[id, { scheduleTrigger: { schedule } }]],
        ),
      ),
    },
  };
}

describe('deploy check: the schedules health judges the jobs by', () => {
  it('reads the periods of the forms firebase takes', () => {
    expect(schedulePeriodMs('every 1 minutes')).toBe(60_000);
    expect(schedulePeriodMs('every 2 hours')).toBe(7_200_000);
    expect(schedulePeriodMs('every day 03:30')).toBe(86_400_000);
    expect(schedulePeriodMs('0 3 * * *')).toBeUndefined();
  });

  it('passes when every scheduled function runs at the period SCHEDULED_JOBS gives it', () => {
    expect(scheduleProblems(manifest())).toEqual([]);
  });

  it('names a schedule changed in one place only, a job no longer scheduled and one health does not know', () => {
    expect(scheduleProblems(manifest({ mailSweep: 'every 5 minutes' }))).toEqual([
      'mailSweep runs "every 5 minutes", every 5 min, but SCHEDULED_JOBS says every 1 min',
    ]);
    expect(scheduleProblems(manifest({ retentionDaily: null }))).toEqual([
      'SCHEDULED_JOBS lists retentionDaily, which no function runs on a schedule',
    ]);
    expect(scheduleProblems(manifest({ nightlyExport: 'every day 02:00' }))[0]).toMatch(
      /^nightlyExport runs on a schedule but SCHEDULED_JOBS does not list it/,
    );
  });
});
