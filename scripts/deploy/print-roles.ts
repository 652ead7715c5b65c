// `npm run deploy:roles -- --project <id> [--bucket <name>]`: prints the gcloud commands that create
// the functions' service account and grant it what scripts/deploy/roles.ts lists.
import { projectArguments } from './arguments';
import { grantCommands } from './roles';

const USAGE = 'Usage: npm run deploy:roles -- --project <project-id> [--bucket <default-bucket>]';
const given = projectArguments(process.argv.slice(2));
const [flag, bucket, ...more] = 'error' in given ? [] : given.rest;
if ('error' in given || !given.project || (flag !== undefined && (flag !== '--bucket' || !bucket || more.length > 0))) {
  console.error(`${'error' in given ? `${given.error}\n` : ''}${USAGE}`);
  process.exit(2);
}
// The default bucket's name is shown on the console's Storage page.
for (const line of grantCommands(given.project, bucket ?? `${given.project}.firebasestorage.app`)) console.log(line);
