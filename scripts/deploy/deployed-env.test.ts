import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { deployedEnvProblems } from './deployed-env';

describe('deploy check: what only the local suite may set', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const folder = (files: Record<string, string>) => {
    dir = mkdtempSync(join(tmpdir(), 'deployed-env-'));
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    return dir;
  };

  it('passes when only the emulator’s .env.local sets the suite’s clock and turns the second factor off', () => {
    const local = '.env.local';
    expect(
      deployedEnvProblems(
        folder({ [local]: 'SUITE_NOW=2025-10-15T10:00:00+05:30\nADMIN_SECOND_FACTOR=false\n' }),
        'demo',
      ),
    ).toEqual([]);
  });

  it('fails on SUITE_NOW in .env or the project’s .env file', () => {
    const problems = deployedEnvProblems(
      folder({
        '.env': 'RATE_LIMIT_PER_MINUTE=20\nSUITE_NOW=2025-10-15T10:00:00Z\n',
        '.env.demo': 'SUITE_NOW_SET_AT=1\n',
      }),
      'demo',
    );
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('functions/.env sets SUITE_NOW');
    expect(problems[1]).toContain('functions/.env.demo sets SUITE_NOW_SET_AT');
  });

  it('refuses a deployment file that turns the administrators’ second factor off, in any spelling but "true"', () => {
    for (const value of ['false', 'FALSE', '0', 'True', '']) {
      const problems = deployedEnvProblems(folder({ '.env.icei-real': `ADMIN_SECOND_FACTOR=${value}\n` }), 'icei-real');
      expect(problems, value).toEqual([
        expect.stringContaining(`functions/.env.icei-real sets ADMIN_SECOND_FACTOR=${value}:`),
      ]);
      rmSync(dir, { recursive: true, force: true });
    }
    expect(deployedEnvProblems(folder({ '.env': 'ADMIN_SECOND_FACTOR=true\n' }), 'icei-real')).toEqual([]);
  });

  it('reads another project’s file only for that project', () => {
    const functions = folder({ '.env.other': 'ADMIN_SECOND_FACTOR=false\n' });
    expect(deployedEnvProblems(functions, 'icei-real')).toEqual([]);
    expect(deployedEnvProblems(functions, 'other')).toHaveLength(1);
  });
});
