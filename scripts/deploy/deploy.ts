// `npm run deploy -- --project <project-id> [options of firebase deploy]`: the deploy check for that
// project, then `firebase deploy` for it, whose predeploy hooks build the function and the site for
// the EDITION of this shell (docs/deploy.md, step 9). Nothing is deployed when the check fails.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { projectArguments } from './arguments';
import { isDemoProject } from './placeholders';
import { ROOT } from './repository';

const USAGE = 'Usage: npm run deploy -- --project <project-id> [options of firebase deploy, e.g. --only hosting]';

export interface Step {
  name: string;
  command: string;
  args: string[];
}

/** The commands a deploy runs, in order, or why it cannot. */
export function deploySteps(args: string[]): Step[] | { error: string } {
  const given = projectArguments(args);
  if ('error' in given) return given;
  const { project, rest } = given;
  if (project === undefined) {
    return { error: "Name the project: .firebaserc's default is the local suite's demo project." };
  }
  if (isDemoProject(project)) return { error: `${project} is a demo project, which only the emulators serve.` };
  return [
    { name: 'deploy check', command: 'npm', args: ['run', '--silent', 'check:deploy', '--', '--project', project] },
    {
      name: 'firebase deploy',
      command: join(ROOT, 'node_modules', '.bin', 'firebase'),
      args: ['deploy', '--project', project, ...rest],
    },
  ];
}

/** Runs the steps in order and stops at the first that fails; the exit code to end with. */
export function runSteps(steps: Step[], run: (step: Step) => number | null): number {
  for (const step of steps) {
    const status = run(step);
    if (status !== 0) {
      console.error(`✖ ${step.name} failed${steps.at(-1) === step ? '' : ': nothing was deployed'}.`);
      return status ?? 1;
    }
  }
  return 0;
}

if (process.argv[1] === import.meta.filename) {
  const steps = deploySteps(process.argv.slice(2));
  if ('error' in steps) {
    console.error(`${steps.error}\n${USAGE}`);
    process.exit(2);
  }
  process.exit(runSteps(steps, (step) => spawnSync(step.command, step.args, { cwd: ROOT, stdio: 'inherit' }).status));
}
