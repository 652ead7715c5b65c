// The project a deploy command targets, given as firebase-tools takes it: `--project <id>`,
// `--project=<id>` or `-P <id>`. What else was given is returned as it was, for the caller to pass
// on or refuse.

export interface ProjectArguments {
  project: string | undefined;
  rest: string[];
}

export function projectArguments(args: string[]): ProjectArguments | { error: string } {
  let project: string | undefined;
  const rest: string[] = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    const inline = /^--project=(.*)$/.exec(arg)?.[1];
    const value = inline ?? (arg === '--project' || arg === '-P' ? args[(index += 1)] : undefined);
    if (inline === undefined && value === undefined && arg !== '--project' && arg !== '-P') {
      rest.push(arg);
      continue;
    }
    if (!value || value.startsWith('-')) return { error: `${arg} needs a project id` };
    if (project !== undefined) return { error: 'one --project only' };
    project = value;
  }
  return { project, rest };
}
