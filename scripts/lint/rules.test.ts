// The architecture rules eslint.config.js enforces, tried on code that breaks them: each must be
// reported where it is broken and nowhere else.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../suite/config';

const eslint = new ESLint({ cwd: ROOT });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

// The first lint loads ESLint's configuration and plugins, slowest beside the type-check and lint
// stages (docs/development.md, "Timeouts and why").
describe('the import rules', { timeout: 20_000 }, () => {
  it('refuse a handler importing firebase-admin or the raw Firebase handles', async () => {
    const handler = 'functions/src/http/handlers/example.ts';
    expect(
      await restrictedImports(handler, "import { Timestamp } from 'firebase-admin/firestore';\nvoid Timestamp;\n"),
    ).toHaveLength(1);
    expect(
      await restrictedImports(handler, "import { firestore } from '../../services/firebase';\nvoid firestore;\n"),
    ).toHaveLength(1);
    expect(
      await restrictedImports(
        handler,
        "import { getRegistration } from '../../services/registrations';\nvoid getRegistration;\n",
      ),
    ).toEqual([]);
  });

  it('refuse a handler reading the caller’s token itself, and let the router do so', async () => {
    const code = "import { requireAdmin } from '../../services/admin-auth';\nvoid requireAdmin;\n";
    expect(await restrictedImports('functions/src/http/handlers/example.ts', code)).toEqual([
      expect.stringContaining("A route's access says who may call it (router.ts)."),
    ]);
    expect(
      await restrictedImports(
        'functions/src/http/handlers/example.ts',
        "import { Timestamp } from 'firebase-admin/firestore';\nvoid Timestamp;\n",
      ),
    ).toHaveLength(1);
    expect(
      await restrictedImports('functions/src/http/access.ts', code.replace('../../services', '../services')),
    ).toEqual([]);
  });

  it('let services import firebase-admin', async () => {
    expect(
      await restrictedImports(
        'functions/src/services/example.ts',
        "import { Timestamp } from 'firebase-admin/firestore';\nvoid Timestamp;\n",
      ),
    ).toEqual([]);
  });

  it.each([
    'web/src/features/admin/example.ts',
    'web/src/lib/example.ts',
    'functions/src/domain/example.ts',
    'functions/src/http/handlers/example.ts',
    'functions/src/services/example.ts',
    'scripts/example.ts',
    'tests/integration/example.test.ts',
  ])('refuse %s importing zod other than through the domain’s entry point', async (file) => {
    for (const source of ['zod', 'zod/v4/core', 'zod/mini']) {
      expect(await restrictedImports(file, `import { z } from '${source}';\nvoid z;\n`)).toEqual([
        expect.stringContaining("Import z from the domain's zod.ts"),
      ]);
    }
  });

  it('let the domain’s zod entry point import zod, and nothing else the domain may not', async () => {
    const entry = 'functions/src/domain/zod.ts';
    expect(await restrictedImports(entry, "import { z } from 'zod';\nvoid z;\n")).toEqual([]);
    expect(await restrictedImports(entry, "import { readFileSync } from 'node:fs';\nvoid readFileSync;\n")).toEqual([
      expect.stringContaining('The domain core is pure TypeScript.'),
    ]);
    expect(
      await restrictedImports('web/src/features/admin/example.ts', "import { z } from '@domain/zod';\nvoid z;\n"),
    ).toEqual([]);
  });

  it.each([
    ['web/src/features/admin/example.ts', '../registration/x'],
    ['web/src/features/admin/tools/example.ts', '../../registration/x'],
    ['web/src/features/registration/status/deep/example.ts', '../../../admin/x'],
    ['web/src/features/admin/tools/example.ts', '@/features/registration/x'],
  ])('refuse %s importing another feature (%s)', async (file, target) => {
    expect(await restrictedImports(file, `import { x } from '${target}';\nvoid x;\n`)).toHaveLength(1);
  });

  it.each([
    ['web/src/features/admin/tools/example.ts', '../admin-layout'],
    ['web/src/features/admin/tools/example.ts', '../../../components/ui/x'],
    ['web/src/features/registration/status/deep/example.ts', '../../wizard/x'],
  ])('let %s import within its feature or shared code (%s)', async (file, target) => {
    expect(await restrictedImports(file, `import { x } from '${target}';\nvoid x;\n`)).toEqual([]);
  });
});
