// `npm run lock:functions`: writes functions/package-lock.json from the root lockfile (see
// functions-lock.ts), after a change to functions/package.json and `npm install`.
import { functionsLockProblems, writeFunctionsLock, FUNCTIONS_LOCK } from './functions-lock';
import { ROOT } from './repository';

writeFunctionsLock(ROOT);
const problems = functionsLockProblems(ROOT);
for (const problem of problems) console.error(`✖ ${problem}`);
if (problems.length === 0) console.log(`✔ ${FUNCTIONS_LOCK} written from package-lock.json`);
process.exit(problems.length === 0 ? 0 : 1);
