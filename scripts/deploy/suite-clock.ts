// The local suite's clock (functions/src/clock.ts) must never ship: SUITE_NOW in a file that
// `firebase deploy` reads into the function's environment (functions/.env, .env.<project>, not
// .env.local, which only the emulator reads) would stop the deployed function from loading.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnvLikeFirebaseTools } from './firebase-tools';

const SUITE_ONLY = ['SUITE_NOW', 'SUITE_NOW_SET_AT'];

export function suiteClockProblems(functionsDir: string, projectId: string): string[] {
  return ['.env', `.env.${projectId}`].flatMap((name) => {
    const file = join(functionsDir, name);
    if (!existsSync(file)) return [];
    const { envs } = parseEnvLikeFirebaseTools(readFileSync(file, 'utf8'));
    return SUITE_ONLY.filter((key) => key in envs).map(
      (key) => `functions/${name} sets ${key}, the local suite's clock: deployed, the function would refuse to load`,
    );
  });
}
