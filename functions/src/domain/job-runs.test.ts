import { describe, expect, it } from 'vitest';
import { healthBodySchema } from './api/health';
import { SCHEDULED_JOBS, jobState } from './job-runs';

const now = new Date('2026-12-01T10:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('a scheduled job’s state', () => {
  it('is unknown until it has run once', () => {
    expect(jobState('mailSweep', null, now)).toBe('unknown');
    expect(jobState('retentionDaily', undefined, now)).toBe('unknown');
  });

  it('is ok within twice its period and a little, late beyond', () => {
    for (const job of Object.keys(SCHEDULED_JOBS) as (keyof typeof SCHEDULED_JOBS)[]) {
      const period = SCHEDULED_JOBS[job];
      expect(jobState(job, ago(period), now)).toBe('ok');
      expect(jobState(job, ago(2 * period), now)).toBe('ok');
      expect(jobState(job, ago(2 * period + 6 * 60_000), now)).toBe('late');
    }
  });
});

describe('the health answer', () => {
  it('has a place for every scheduled job', () => {
    const jobs = healthBodySchema.shape.jobs.unwrap();
    expect(Object.keys(jobs.shape).sort()).toEqual(Object.keys(SCHEDULED_JOBS).sort());
  });
});
