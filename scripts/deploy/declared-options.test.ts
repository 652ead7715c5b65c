import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPARED_OPTIONS, declaredFunctions, type DeclaredFunction } from './declared-options';
import { readSourceTree } from './source-scan';

/** The functions an index.ts declares, beside an options.ts it may import from. */
function declare(index: string, options = ''): Map<string, DeclaredFunction> {
  const src = mkdtempSync(join(tmpdir(), 'declared-options-'));
  dirs.push(src);
  writeFileSync(join(src, 'index.ts'), index);
  writeFileSync(join(src, 'options.ts'), options);
  const tree = readSourceTree(src, src);
  const entry = tree.files.get(join(src, 'index.ts'));
  if (!entry) throw new Error('index.ts not read');
  return new Map(declaredFunctions(tree, entry).map((fn) => [fn.id, fn]));
}
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const HEADER = `
import { defineSecret } from 'firebase-functions/params';
const SMTP_PASSWORD = defineSecret('SMTP_PASSWORD');
const SENDER = {
  memory: '256MiB',
  serviceAccount: 'icei-api@',
  secrets: [SMTP_PASSWORD],
} satisfies GlobalOptions;
setGlobalOptions({ region: 'asia-south1', maxInstances: 10 });
`;

describe('deploy check: the options the source declares, through the objects it spreads', () => {
  it('reads a spread constant where it stands: a later option wins, the global ones fill in', () => {
    const fns = declare(`${HEADER}
export const trigger = onDocumentWritten({ document: 'mail/{id}', memory: '1GiB', ...SENDER }, handler);
export const own = onSchedule({ ...SENDER, memory: '1GiB', maxInstances: 1 }, handler);
`);
    expect(fns.get('trigger')).toEqual({
      id: 'trigger',
      trigger: 'onDocumentWritten',
      options: {
        region: 'asia-south1',
        maxInstances: 10,
        memory: '256MiB',
        serviceAccount: 'icei-api@',
        secrets: [{ call: 'defineSecret', name: 'SMTP_PASSWORD' }],
      },
      unreadable: [],
    });
    expect(fns.get('own')?.options).toMatchObject({ memory: '1GiB', maxInstances: 1, serviceAccount: 'icei-api@' });
  });

  it('follows a spread object imported from another of the function’s files', () => {
    const fns = declare(
      `import { SHARED } from './options';\nexport const sweep = onSchedule({ schedule: 'x', ...SHARED }, handler);\n`,
      `export const SHARED = { timeoutSeconds: 60, serviceAccount: 'icei-api@' };\n`,
    );
    expect(fns.get('sweep')?.options).toEqual({ timeoutSeconds: 60, serviceAccount: 'icei-api@' });
  });

  it('counts every option unreadable after a spread it cannot follow, but for those set after it', () => {
    const fns = declare(`${HEADER}
export const unknown = onSchedule({ ...optionsFor('sweep'), timeoutSeconds: 60 }, handler);
`);
    const fn = fns.get('unknown');
    expect(fn?.options).toEqual({ timeoutSeconds: 60 });
    expect([...(fn?.unreadable ?? [])].sort()).toEqual(
      COMPARED_OPTIONS.filter((option) => option !== 'timeoutSeconds').sort(),
    );
  });
});
