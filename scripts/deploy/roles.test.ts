import { describe, expect, it } from 'vitest';
import { loadRepository } from './repository';
import { FUNCTION_ACCOUNT, grantCommands, GRANTS, roleProblems } from './roles';

const { declared } = loadRepository();
const without = (role: string) => GRANTS.filter((grant) => grant.role !== role);

describe("deploy check: the functions' identity holds what each trigger needs", () => {
  it('passes on the functions as declared and the table as written', () => {
    expect(declared.map((fn) => fn.trigger).sort()).toEqual(['onDocumentUpdated', 'onRequest', 'onSchedule']);
    expect(roleProblems(declared)).toEqual([]);
  });

  it('names the event trigger when its identity could not receive events', () => {
    expect(roleProblems(declared, without('roles/eventarc.eventReceiver'))).toEqual([
      expect.stringMatching(/^mailDelivered \(onDocumentUpdated\) needs roles\/eventarc\.eventReceiver/),
    ]);
  });

  it('names the trigger and the schedule when their identity could not invoke them', () => {
    const problems = roleProblems(declared, without('roles/run.invoker'));
    expect(problems.map((problem) => problem.split(' ')[0]).sort()).toEqual(['mailDelivered', 'retentionDaily']);
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
