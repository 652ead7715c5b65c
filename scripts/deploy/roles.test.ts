import { describe, expect, it } from 'vitest';
import { loadRepository } from './repository';
import {
  BUILD_ROLE,
  buildGrantCommands,
  DEPLOYER_ROLES,
  deployerGrantCommands,
  FUNCTION_ACCOUNT,
  grantCommands,
  GRANTS,
  authRoleProblems,
  roleProblems,
} from './roles';

const { declared, tree } = loadRepository();
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

  it('names each source file that changes Auth’s users when the account may only read them', () => {
    expect(authRoleProblems(tree)).toEqual([]);
    const readOnly = [
      ...without('roles/firebaseauth.admin'),
      { role: 'roles/firebaseauth.viewer', on: 'project' as const, why: 'reads' },
    ];
    expect(authRoleProblems(tree, readOnly)).toContainEqual(
      expect.stringMatching(
        /^functions\/src\/services\/desk-staff\.ts changes Firebase Auth's users \(\w+\): icei-api needs roles\/firebaseauth\.admin/,
      ),
    );
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

describe('npm run deploy:roles: the build and later deployers', () => {
  const project = 'icei2025-live';
  const script = [...buildGrantCommands(project), ...deployerGrantCommands(project, 'user:alice@iitdh.ac.in')];

  it("grants the build's role to the default compute account, whose number the script reads first", () => {
    expect(script[0]).toBe(`PROJECT_NUMBER="$(gcloud projects describe ${project} --format='value(projectNumber)')"`);
    const build = script.filter((line) => line.includes(`--role=${BUILD_ROLE.role} `));
    expect(build).toHaveLength(1);
    expect(build[0]).toContain('--member="serviceAccount:${PROJECT_NUMBER}-compute@developer.gserviceaccount.com"');
    // Every use of the number comes after the line that sets it.
    expect(script.slice(1).filter((line) => line.startsWith('PROJECT_NUMBER='))).toEqual([]);
  });

  it('grants the deployer each role of the table once, and lets them act as the runtime and the build accounts', () => {
    for (const { role } of DEPLOYER_ROLES) {
      const granting = script.filter((line) => line.includes(`--role=${role} `));
      expect(granting, role).toHaveLength(1);
      expect(granting[0]).toContain(`projects add-iam-policy-binding ${project} --member="user:alice@iitdh.ac.in"`);
    }
    const actAs = script.filter((line) => line.includes('--role=roles/iam.serviceAccountUser'));
    expect(actAs.map((line) => line.split(' ')[4])).toEqual([
      `${FUNCTION_ACCOUNT}@${project}.iam.gserviceaccount.com`,
      '"${PROJECT_NUMBER}-compute@developer.gserviceaccount.com"',
    ]);
  });
});
