// Slow (a fresh npm install each, ~15 s): the function packed as deploy packs it, its production
// dependencies installed from its own package.json, the manifest read from that install.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { functionsCheck } from './checks';
import { builtCopyOfFunctions, type FunctionsCopy } from './functions-copy';
import { filesToUpload } from './firebase-tools';
import { readUploadedFunctions } from './functions-manifest';
import { loadRepository, type Repository } from './repository';

describe('deploy check 2: the function as deploy uploads it', () => {
  let repo: Repository;
  /** The function built from its current sources, beside the real functions/ folder. */
  let built: FunctionsCopy;
  let broken: string;

  beforeAll(() => {
    repo = loadRepository();
    built = builtCopyOfFunctions(repo);
    broken = mkdtempSync(join(tmpdir(), 'deploy-check-test-'));
  });
  afterAll(() => {
    built.remove();
    rmSync(broken, { recursive: true, force: true });
  });

  it(
    'passes on the function built from the repository: packed, installed and discovered',
    { timeout: 90_000 },
    async () => {
      const outcome = await functionsCheck(repo, built.dir);
      expect(outcome.problems).toEqual([]);
      expect(outcome.summary).toMatch(/files uploaded .*package\.json.*manifest read/);
    },
  );

  it('uploads neither the sources, nor node_modules, nor the settings only the emulator reads', async () => {
    // functions/.env.local and functions/.secret.local are read by the emulator only, never deployed
    // (docs/development.md, "Settings and mail").
    const present = readdirSync(repo.functionsDir).filter((entry) =>
      ['src', 'node_modules', '.env.local', '.secret.local'].includes(entry),
    );
    expect(present).toContain('src');
    const uploaded = (await filesToUpload(repo.functionsDir, repo.functionsConfig.ignore)).map((file) =>
      relative(repo.functionsDir, file),
    );
    expect(uploaded.filter((file) => present.includes(file.split('/')[0] ?? ''))).toEqual([]);
    expect(uploaded).toContain('package.json');
  });

  it('fails when the ignore globs drop the built code', async () => {
    const { main = 'index.js' } = JSON.parse(readFileSync(join(built.dir, 'package.json'), 'utf8')) as {
      main?: string;
    };
    const builtDir = main.split('/')[0] ?? main;
    await expect(
      readUploadedFunctions(built.dir, [...(repo.functionsConfig.ignore ?? []), builtDir], repo.projectId),
    ).rejects.toThrow(`the upload has no ${main} (package.json "main"): the ignore globs drop it`);
  });

  it('fails when package.json lacks a dependency the code imports', { timeout: 90_000 }, async () => {
    const packageJson = JSON.parse(readFileSync(join(built.dir, 'package.json'), 'utf8')) as {
      main: string;
      dependencies: Record<string, string>;
    };
    const code = readFileSync(join(built.dir, packageJson.main), 'utf8');
    const imported = Object.keys(packageJson.dependencies).find((name) => code.includes(`from "${name}"`));
    expect(imported).toBeDefined();
    const { [imported ?? '']: _, ...dependencies } = packageJson.dependencies;
    cpSync(join(built.dir, 'lib'), join(broken, 'lib'), { recursive: true });
    writeFileSync(join(broken, 'package.json'), JSON.stringify({ ...packageJson, dependencies }));
    await expect(readUploadedFunctions(broken, repo.functionsConfig.ignore, repo.projectId)).rejects.toThrow(
      new RegExp(`the code does not load .*Cannot find package '${imported}'`),
    );
  });
});
