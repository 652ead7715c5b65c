// What the files `firebase deploy` reads into the function's environment (functions/.env and
// .env.<project>; not .env.local, which only the emulator reads) must never say:
// - the local suite's clock (functions/src/clock.ts): SUITE_NOW would stop the deployed function
//   from loading;
// - ADMIN_SECOND_FACTOR=false: administrators would sign in with a password alone. Only the local
//   suite turns it off, where the Auth emulator's users have no phone.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnvLikeFirebaseTools } from './firebase-tools';

const SUITE_ONLY = ['SUITE_NOW', 'SUITE_NOW_SET_AT'];

/** How the Functions runtime reads a boolean param: anything but exactly "true" is false. */
const turnedOff = (value: string) => value !== 'true';

export function deployedEnvProblems(functionsDir: string, projectId: string): string[] {
  return ['.env', `.env.${projectId}`].flatMap((name) => {
    const file = join(functionsDir, name);
    if (!existsSync(file)) return [];
    const { envs } = parseEnvLikeFirebaseTools(readFileSync(file, 'utf8'));
    const problems = SUITE_ONLY.filter((key) => key in envs).map(
      (key) => `functions/${name} sets ${key}, the local suite's clock: deployed, the function would refuse to load`,
    );
    const secondFactor = envs.ADMIN_SECOND_FACTOR;
    if (secondFactor !== undefined && turnedOff(secondFactor)) {
      problems.push(
        `functions/${name} sets ADMIN_SECOND_FACTOR=${secondFactor}: administrators would sign in with a password alone (remove the line; docs/deploy.md, "Administrators' second factor")`,
      );
    }
    return problems;
  });
}
