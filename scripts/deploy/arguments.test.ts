import { describe, expect, it } from 'vitest';
import { projectArguments } from './arguments';

describe('projectArguments', () => {
  it('reads the project in each of the forms firebase-tools takes, and keeps the rest in order', () => {
    for (const form of [['--project', 'icei-live'], ['--project=icei-live'], ['-P', 'icei-live']]) {
      expect(projectArguments(['--only', 'hosting', ...form, '--force'])).toEqual({
        project: 'icei-live',
        rest: ['--only', 'hosting', '--force'],
      });
    }
    expect(projectArguments([])).toEqual({ project: undefined, rest: [] });
  });

  it('refuses a flag without its id, or two projects', () => {
    expect(projectArguments(['--project'])).toEqual({ error: '--project needs a project id' });
    expect(projectArguments(['-P', '--only'])).toEqual({ error: '-P needs a project id' });
    expect(projectArguments(['--project='])).toEqual({ error: '--project= needs a project id' });
    expect(projectArguments(['-P', 'a', '--project', 'b'])).toEqual({ error: 'one --project only' });
  });
});
