// `npm run check:deploy [-- --project <id>]`: what `firebase deploy` would do with this repository
// for that project (default: .firebaserc's), checked offline.
// One line per check, ✔ or ✖ with the reasons; the exit code is non-zero when any check fails.
import { CHECKS, message, type Outcome } from './checks';
import { loadRepository, type Repository } from './repository';

const USAGE = 'Usage: npm run check:deploy [-- --project <project-id>]';

/** `--project <id>`, `--project=<id>` or `-P <id>`, as firebase-tools takes it; nothing else. */
function projectArgument(args: string[]): string | undefined | { error: string } {
  const [flag, value, ...rest] = args;
  if (flag === undefined) return undefined;
  const inline = /^--project=(.+)$/.exec(flag)?.[1];
  if (inline !== undefined && value === undefined) return inline;
  if ((flag === '--project' || flag === '-P') && value && !value.startsWith('-') && rest.length === 0) return value;
  return { error: `Not understood: ${args.join(' ')}` };
}

const project = projectArgument(process.argv.slice(2));
if (typeof project === 'object') {
  console.error(`${project.error}\n${USAGE}`);
  process.exit(2);
}

let repo: Repository;
try {
  repo = loadRepository(undefined, project);
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
