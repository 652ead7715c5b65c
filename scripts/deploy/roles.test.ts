import { describe, expect, it } from 'vitest';
import { loadRepository } from './repository';
import { FUNCTION_ACCOUNT, grantCommands, GRANTS, roleProblems } from './roles';

const { declared } = loadRepository();
const without = (role: string) => GRANTS.filter((grant) => grant.role !== role);

describe("deploy check: the functions' identity holds what each trigger needs", () => {
  it('passes on the functions as declared and the table as written', () => {
    expect(declared.map((fn) => `${fn.id} ${fn.trigger}`).sort()).toEqual([
      'api onRequest',
      'mailSender onDocumentWritten',
      'mailSweep onSchedule',
      'retentionDaily onSchedule',
    ]);
    expect(roleProblems(declared)).toEqual([]);
  });

  it('reads every function’s account, the mail sender’s through the options it spreads', () => {
    for (const fn of declared) expect(fn.options.serviceAccount, fn.id).toBe(`${FUNCTION_ACCOUNT}@`);
  });

  it('names the event triggers when their identity could not receive events', () => {
    expect(roleProblems(declared, without('roles/eventarc.eventReceiver'))).toEqual([
      expect.stringMatching(/^mailSender \(onDocumentWritten\) needs roles\/eventarc\.eventReceiver/),
    ]);
  });

  it('names the triggers and the schedules when their identity could not invoke them', () => {
    const problems = roleProblems(declared, without('roles/run.invoker'));
    expect(problems.map((problem) => problem.split(' ')[0]).sort()).toEqual([
      'mailSender',
      'mailSweep',
      'retentionDaily',
    ]);
  });

  it('says why each role is granted by naming every function whose trigger needs it', () => {
    for (const grant of GRANTS.filter((g) => g.role.startsWith('roles/eventarc.') || g.role === 'roles/run.invoker')) {
      const needing = roleProblems(declared, without(grant.role)).map((problem) => problem.split(' ')[0] ?? '');
      expect(needing.length, grant.role).toBeGreaterThan(0);
      for (const id of needing) expect(grant.why, grant.role).toContain(id);
    }
  });

  it('refuses a function that runs as another account, whose roles the table does not hold', () => {
    const other = declared.map((fn) =>
      fn.id === 'api' ? { ...fn, options: { ...fn.options, serviceAccount: 'ci@' } } : fn,
    );
    expect(roleProblems(other)).toEqual([expect.stringMatching(/^api runs as ci@, not icei-api/)]);
  });
});

describe('npm run deploy:roles', () => {
  it('creates the account and grants every role of the table once, on the project or the bucket', () => {
    const commands = grantCommands('icei2025-live', 'icei2025-live.firebasestorage.app');
    expect(commands[0]).toMatch(
      new RegExp(`^gcloud iam service-accounts create ${FUNCTION_ACCOUNT} --project=icei2025-live`),
    );
    for (const grant of GRANTS) {
      const granting = commands.filter((command) => command.includes(`--role=${grant.role} `));
      expect(granting).toHaveLength(1);
      expect(granting[0]).toContain(`serviceAccount:${FUNCTION_ACCOUNT}@icei2025-live.iam.gserviceaccount.com`);
      expect(granting[0]).toContain(
        grant.on === 'bucket'
          ? 'gs://icei2025-live.firebasestorage.app'
          : 'projects add-iam-policy-binding icei2025-live',
      );
    }
  });
});
