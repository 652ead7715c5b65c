// The deploy check's failures, on the function packed as deploy packs it, its production
// dependencies installed from its own package.json and lockfile out of npm's cache (one npm ci,
// shared with check:deploy within npm test), the manifest read from that install. That the check
// passes on the function as built is the deploy check itself, which npm test runs before these.
// An install takes most of a minute on 2 cores: these run in the deploy-check stage, not with the
// unit tests (`*.install.test.ts`, the `deploy` project in vitest.config.ts).
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtCopyOfFunctions, type FunctionsCopy } from './functions-copy';
import { filesToUpload } from './firebase-tools';
import {
  discoverManifest,
  installProductionDependencies,
  packFunctionsSource,
  readUploadedFunctions,
} from './functions-manifest';
import { loadRepository, type Repository } from './repository';

/** Two and a half minutes for a test that installs the function's dependencies (from npm's cache, never the registry). */
const INSTALL_TIMEOUT_MS = 150_000;

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

  it('fails when the install lacks a dependency the code imports', { timeout: INSTALL_TIMEOUT_MS }, async () => {
    const packageJson = JSON.parse(readFileSync(join(built.dir, 'package.json'), 'utf8')) as {
      main: string;
      dependencies: Record<string, string>;
    };
    const code = readFileSync(join(built.dir, packageJson.main), 'utf8');
    const imported = Object.keys(packageJson.dependencies).find((name) => code.includes(`from "${name}"`));
    expect(imported).toBeDefined();
    // The upload's own install (shared with the check above within a run), seen through a folder
    // that links every installed package but the one removed: as an install from a package.json
    // that forgot it.
    const packed = await packFunctionsSource(built.dir, repo.functionsConfig.ignore);
    try {
      await installProductionDependencies(packed.dir);
      const installed = realpathSync(join(packed.dir, 'node_modules'));
      cpSync(join(packed.dir, 'lib'), join(broken, 'lib'), { recursive: true });
      cpSync(join(packed.dir, 'package.json'), join(broken, 'package.json'));
      linkPackagesExcept(installed, join(broken, 'node_modules'), imported ?? '');
      await expect(discoverManifest(broken, repo.projectId)).rejects.toThrow(
        new RegExp(`the code does not load .*Cannot find package '${imported}'`),
      );
    } finally {
      rmSync(packed.dir, { recursive: true, force: true });
    }
  });
});

/** node_modules as links to another install's packages, without one of them. */
function linkPackagesExcept(from: string, to: string, missing: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from)) {
    if (entry.startsWith('@')) {
      for (const scoped of readdirSync(join(from, entry))) {
        if (`${entry}/${scoped}` === missing) continue;
        mkdirSync(join(to, entry), { recursive: true });
        symlinkSync(join(from, entry, scoped), join(to, entry, scoped), 'dir');
      }
    } else if (entry !== missing) symlinkSync(join(from, entry), join(to, entry), 'dir');
  }
}
