import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { suiteClockProblems } from './suite-clock';

describe("deploy check: the suite's clock stays local", () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const folder = (files: Record<string, string>) => {
    dir = mkdtempSync(join(tmpdir(), 'suite-clock-'));
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    return dir;
  };

  it('passes when only the emulator’s .env.local sets SUITE_NOW', () => {
    expect(suiteClockProblems(folder({ '.env.local': 'SUITE_NOW=2025-10-15T10:00:00+05:30\n' }), 'demo')).toEqual([]);
  });

  it('fails on SUITE_NOW in .env or the project’s .env file', () => {
    const problems = suiteClockProblems(
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
});
