import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { RunRecord } from './headroom';

const ROOT = new URL('../..', import.meta.url).pathname;

describe('the reporter that records a run for npm test', () => {
  it("records a hook's error and an unhandled rejection, which fail a run whose every test passed, making its folder", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'reporter-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    writeFileSync(
      join(dir, 'vitest.config.mjs'),
      "export default { test: { globals: true, include: ['*.check.ts'] } };",
    );
    writeFileSync(
      join(dir, 'hooks.check.ts'),
      [
        "describe('a suite', () => {",
        "  afterAll(() => { throw new Error('the hook threw'); });",
        "  it('passes', () => { setTimeout(() => Promise.reject(new Error('rejected late')), 0); });",
        '});',
      ].join('\n'),
    );
    // In a folder not made yet, as .suite/reports is in a new clone's first run of named files.
    const output = join(dir, 'reports', 'record.json');
    const run = promisify(execFile)(
      join(ROOT, 'node_modules/.bin/vitest'),
      ['run', '--root', dir, '--reporter=dot', `--reporter=${join(ROOT, 'scripts/test/headroom-reporter.ts')}`],
      { cwd: dir, env: { ...process.env, HEADROOM_OUTPUT: output } },
    );
    await expect(run).rejects.toMatchObject({ code: 1 });
    const record = JSON.parse(readFileSync(output, 'utf8')) as RunRecord;
    expect(record.timings.map((timing) => timing.test)).toEqual(['hooks.check.ts › a suite > passes']);
    expect(record.errors).toEqual([
      { message: expect.stringMatching(/^Error: rejected late\n\s+at /) },
      { where: 'hooks.check.ts › a suite', message: expect.stringMatching(/^Error: the hook threw\n\s+at /) },
    ]);
  }, 20_000);
});
