import { describe, expect, it } from 'vitest';
import { loadRepository } from './repository';
import { runtimeCheck } from './checks';
import { runtimeScheduleOfFirebaseTools } from './firebase-tools';
import { effectiveDates, GOOGLE_NODE_SCHEDULE, runtimeOutcome, type RuntimeFacts } from './runtime-support';

const google = {
  nodejs22: { deprecated: '2027-04-30', decommissioned: '2027-10-31' },
  nodejs24: { deprecated: '2028-04-30', decommissioned: '2028-10-31' },
};
const facts = (over: Partial<RuntimeFacts>): RuntimeFacts => ({
  runtime: 'nodejs22',
  today: '2026-12-04',
  edition: { name: 'Conference 2026', endDate: '2026-11-20' },
  registrationsErasedOn: '2027-11-20',
  google,
  cli: { version: '0.0.0', schedule: google },
  ...over,
});

describe('the function’s runtime against the dates the edition needs it', () => {
  it('passes while the runtime outlives today, the last conference day and the registrations’ erasure', () => {
    const outcome = runtimeOutcome(facts({ registrationsErasedOn: '2027-06-01' }));
    expect(outcome.problems).toEqual([]);
    expect(outcome.summary).toContain('lasts until 2027-10-31');
  });

  it('fails when it is decommissioned before any of them, naming which and the runtime that lasts', () => {
    for (const [over, named] of [
      [{ registrationsErasedOn: '2027-11-20' }, 'the retention job erases the registrations (2027-11-20)'],
      [{ edition: { name: 'Conference 2027', endDate: '2027-11-05' } }, 'Conference 2027 ends (2027-11-05)'],
      [{ today: '2027-10-31' }, 'today (2027-10-31): firebase deploy refuses it'],
    ] as const) {
      const [problem, ...more] = runtimeOutcome(facts(over)).problems;
      expect(more).toEqual([]);
      expect(problem).toContain('nodejs22 is decommissioned on 2027-10-31');
      expect(problem).toContain(named);
      expect(problem).toContain('set nodejs24 in firebase.json');
    }
  });

  it('says so when no runtime either table knows lasts long enough', () => {
    const [problem] = runtimeOutcome(facts({ registrationsErasedOn: '2029-01-01' })).problems;
    expect(problem).toContain('no Node.js runtime either table knows lasts until 2029-01-01');
  });

  it('counts the earlier of Google’s and firebase-tools’ dates, and says that they differ', () => {
    const lenient = { ...google, nodejs22: { deprecated: '2027-04-30', decommissioned: '2028-10-31' } };
    expect(effectiveDates('nodejs22', google, lenient)).toEqual(google.nodejs22);
    const outcome = runtimeOutcome(facts({ cli: { version: '9.9.9', schedule: lenient } }));
    expect(outcome.problems).toHaveLength(1);
    expect(outcome.details).toContain(
      "Google's schedule decommissions nodejs22 on 2027-10-31, firebase-tools 9.9.9 on 2028-10-31: the earlier counts",
    );
  });

  it('notes a deprecation the edition still needs the runtime through, without failing', () => {
    const outcome = runtimeOutcome(facts({ today: '2027-05-02', registrationsErasedOn: '2027-06-01' }));
    expect(outcome.problems).toEqual([]);
    expect(
      outcome.details.some((detail) => detail.includes('deprecated from 2027-04-30, while the edition still needs it')),
    ).toBe(true);
  });

  it('refuses a runtime neither table knows', () => {
    expect(runtimeOutcome(facts({ runtime: 'nodejs21' })).problems[0]).toContain('nodejs21 is in neither');
  });

  it('reads the schedule firebase-tools enforces, which knows every runtime of Google’s', () => {
    const cli = runtimeScheduleOfFirebaseTools();
    for (const id of Object.keys(GOOGLE_NODE_SCHEDULE)) expect(cli[id]?.decommissioned).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('passes for the repository’s runtime and edition on the day its schedule was read', () => {
    const outcome = runtimeCheck(loadRepository(), new Date('2026-12-04T06:00:00Z'));
    expect(outcome.problems).toEqual([]);
  });
});
