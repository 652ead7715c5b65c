// `npm run deploy:roles -- --project <id> [--bucket <name>] [--deployer <member>]`: prints the
// gcloud commands, each with its reason, that give the functions and their build the roles
// scripts/deploy/roles.ts lists, and with --deployer, those that let that person (user:<email>) or
// account (serviceAccount:<email>) run later deploys. It only prints them (docs/deploy.md, step 4).
import { parseArgs } from 'node:util';
import { projectArguments } from './arguments';
import { buildGrantCommands, deployerGrantCommands, grantCommands } from './roles';

const USAGE =
  'Usage: npm run deploy:roles -- --project <project-id> [--bucket <default-bucket>] [--deployer user:<email>]';
const given = projectArguments(process.argv.slice(2));
let options: { bucket?: string; deployer?: string } = {};
try {
  if ('error' in given || !given.project) throw new Error('error' in given ? given.error : 'no project');
  options = parseArgs({
    args: given.rest,
    options: { bucket: { type: 'string' }, deployer: { type: 'string' } },
  }).values;
  if (options.deployer !== undefined && !/^(user|serviceAccount|group):[^@\s]+@[^@\s]+$/.test(options.deployer)) {
    throw new Error(`--deployer ${options.deployer}: a member such as user:<email>`);
  }
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(2);
}
const project = (given as { project: string }).project;
// The default bucket's name is shown on the console's Storage page.
const lines = [
  "# The functions' own account, icei-api, and what they need at run time",
  ...grantCommands(project, options.bucket ?? `${project}.firebasestorage.app`),
  "# The functions' build (Cloud Build, as the default compute account)",
  ...buildGrantCommands(project),
  ...(options.deployer
    ? [
        `# Later deploys by ${options.deployer} (the first one needs Owner)`,
        ...deployerGrantCommands(project, options.deployer),
      ]
    : []),
];
for (const line of lines) console.log(line);
