// `npm run edition:check` as an organiser runs it: a checklist for a valid edition, and for a
// wrong one a sentence saying what to correct, never a stack trace.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_EDITION } from '../edition/resolve.mjs';
import { ROOT } from '../suite/config';

function editionCheck(edition: string) {
  const run = spawnSync(
    join(ROOT, 'node_modules', '.bin', 'tsx'),
    ['--import', './scripts/edition/register.mjs', 'scripts/content/edition-check.ts'],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, EDITION: edition } },
  );
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const STACK_FRAME = /^\s+at .+:\d+:\d+\)?$/m;

// The checklist first validates the edition as the build does, its content type-checked, in a
// process of its own started beside the run's first stages (docs/development.md, "Timeouts and why").
describe('npm run edition:check', { timeout: 90_000 }, () => {
  it('lists what the edition still needs, exiting 0 when it may open registration and 1 when not', () => {
    const { status, stdout, stderr } = editionCheck(DEFAULT_EDITION);
    expect(stdout).toMatch(new RegExp(`^What .+ \\(${DEFAULT_EDITION}\\) still needs\\. Registration opens on `));
    expect([0, 1]).toContain(status);
    expect(stdout.trimEnd().split('\n').at(-1)).toMatch(status === 0 ? /^Ready/ : /^Not ready/);
    expect(stderr).toBe('');
  });

  it('names an edition that is not there, and those that are, without a stack trace', () => {
    const { status, stdout, stderr } = editionCheck('no-such-edition');
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain('there is no editions/no-such-edition/edition.ts');
    expect(stderr).toContain(DEFAULT_EDITION);
    expect(stderr).not.toMatch(STACK_FRAME);
  });
});
