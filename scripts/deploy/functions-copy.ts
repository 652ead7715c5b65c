// For the tests: a built copy of the function in a temporary folder, made by the function's own
// build script from its current sources, so no test rebuilds functions/lib under a running local
// suite (its Functions emulator reloads whenever lib/ changes).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { selectedEditionId } from '../edition/resolve.mjs';
import type { Repository } from './repository';

export interface FunctionsCopy {
  dir: string;
  remove(): void;
}

/** Built for `edition` (default: the one EDITION names, as `npm run build` would). */
export function builtCopyOfFunctions(repo: Repository, edition = selectedEditionId()): FunctionsCopy {
  const root = mkdtempSync(join(tmpdir(), 'deploy-check-build-'));
  const remove = () => rmSync(root, { recursive: true, force: true });
  // Beside the editions and the resolver that bundles one in (scripts/edition/resolve.mjs), as in
  // the repository.
  const dir = join(root, 'functions');
  // With its lockfile: deploy uploads it, and the install from it is the one the deploy check shares.
  for (const entry of ['package.json', 'package-lock.json', 'build.mjs', 'src']) {
    cpSync(join(repo.functionsDir, entry), join(dir, entry), { recursive: true });
  }
  cpSync(join(repo.root, 'editions'), join(root, 'editions'), { recursive: true });
  cpSync(join(repo.root, 'scripts', 'edition', 'resolve.mjs'), join(root, 'scripts', 'edition', 'resolve.mjs'));
  // The workspace installs the function's dependencies at the root.
  symlinkSync(join(repo.root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const build = spawnSync(process.execPath, ['build.mjs'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, EDITION: edition },
  });
  if (build.status !== 0) {
    remove();
    throw new Error(`the function's build failed:\n${build.stderr}`);
  }
  return { dir, remove };
}
