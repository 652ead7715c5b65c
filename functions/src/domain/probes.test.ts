import { describe, expect, it } from 'vitest';
import { probeStateSchema } from './api/probe';
import { SCHEDULED_JOBS } from './job-runs';
import { awaitsAnswer, PROBE_ANSWERED_WITHIN_MS, PROBED_TRIGGERS } from './probes';

const now = new Date('2026-12-01T10:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('a probe awaits a job’s answer', () => {
  it('within the window after it was asked for, until that job answered', () => {
    expect(awaitsAnswer({ requestedAt: ago(0) }, 'mailSweep', now)).toBe(true);
    expect(awaitsAnswer({ requestedAt: ago(PROBE_ANSWERED_WITHIN_MS) }, 'retentionDaily', now)).toBe(true);
    expect(awaitsAnswer({ requestedAt: ago(60_000), answers: { mailSender: ago(1) } }, 'mailSweep', now)).toBe(true);
    expect(awaitsAnswer({ requestedAt: ago(60_000), answers: { mailSweep: ago(1) } }, 'mailSweep', now)).toBe(false);
  });

  it('not once the window has passed, nor before it was asked for (another clock)', () => {
    expect(awaitsAnswer({ requestedAt: ago(PROBE_ANSWERED_WITHIN_MS + 1) }, 'retentionDaily', now)).toBe(false);
    expect(awaitsAnswer({ requestedAt: ago(-1) }, 'retentionDaily', now)).toBe(false);
  });
});

describe('the probe answer', () => {
  it('has a place for every scheduled job and every probed trigger', () => {
    expect(Object.keys(probeStateSchema.shape.jobs.shape).sort()).toEqual(Object.keys(SCHEDULED_JOBS).sort());
    expect(Object.keys(probeStateSchema.shape.triggers.shape)).toEqual([...PROBED_TRIGGERS]);
  });
});
