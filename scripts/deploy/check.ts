// `npm run check:deploy [-- --project <id>]`: what `firebase deploy` would do with this repository
// for that project (default: .firebaserc's), checked offline.
// One line per check, ✔ or ✖ with the reasons; the exit code is non-zero when any check fails.
import { projectArguments } from './arguments';
import { CHECKS, message, type Outcome } from './checks';
import { loadRepository, type Repository } from './repository';

const USAGE = 'Usage: npm run check:deploy [-- --project <project-id>]';
const given = projectArguments(process.argv.slice(2));
if ('error' in given || given.rest.length > 0) {
  console.error(`${'error' in given ? given.error : `Not understood: ${given.rest.join(' ')}`}\n${USAGE}`);
  process.exit(2);
}

let repo: Repository;
try {
  repo = loadRepository(undefined, given.project);
} catch (error) {
  console.log(`✖ the files deploy reads: ${message(error)}`);
  process.exit(1);
}

let failed = 0;
for (const [name, check] of CHECKS) {
  let outcome: Outcome;
  try {
    outcome = await check(repo);
  } catch (error) {
    outcome = { summary: '', problems: [message(error)] };
  }
  const [first, ...more] = outcome.problems;
  if (first === undefined) console.log(`✔ ${name}: ${outcome.summary}`);
  else {
    failed += 1;
    console.log(`✖ ${name}: ${more.length === 0 ? first : `${outcome.problems.length} problems`}`);
    if (more.length > 0) for (const problem of outcome.problems) console.log(`    ${problem}`);
  }
  for (const detail of outcome.details ?? []) console.log(`    · ${detail}`);
}
process.exit(failed === 0 ? 0 : 1);
