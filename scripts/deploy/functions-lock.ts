// functions/package-lock.json: what Cloud Build installs (`npm ci`, as the Node.js buildpack does
// when a lockfile is uploaded) must be what the tests ran. The repository's tests run on the root
// lockfile, where functions/ is a workspace; deploy uploads functions/ alone. So the function's own
// lockfile is made from the root's (`npm run lock:functions`: npm keeps every version the root
// lockfile holds that satisfies functions/package.json), and the deploy check refuses one that no
// longer matches functions/package.json or holds a version the root lockfile does not.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const FUNCTIONS_LOCK = 'functions/package-lock.json';
const REGENERATE = 'npm run lock:functions';

interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
interface Lockfile {
  packages: Record<string, PackageJson & { version?: string; name?: string }>;
}

const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;

/** name@version of every package a lockfile installs. */
function installed(lock: Lockfile): string[] {
  return Object.entries(lock.packages)
    .filter(([path, entry]) => path !== '' && entry.version !== undefined)
    .map(
      ([path, entry]) =>
        `${entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)}@${entry.version}`,
    );
}

const sameRanges = (a: Record<string, string> = {}, b: Record<string, string> = {}) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

export function functionsLockProblems(root: string): string[] {
  const lockFile = join(root, FUNCTIONS_LOCK);
  if (!existsSync(lockFile))
    return [`${FUNCTIONS_LOCK} is missing: Cloud Build would resolve every range afresh (${REGENERATE})`];
  const lock = readJson<Lockfile>(lockFile);
  const manifest = readJson<PackageJson>(join(root, 'functions', 'package.json'));
  const own = lock.packages[''] ?? {};
  const problems: string[] = [];
  if (
    !sameRanges(own.dependencies, manifest.dependencies) ||
    !sameRanges(own.devDependencies, manifest.devDependencies)
  ) {
    problems.push(`${FUNCTIONS_LOCK} does not match functions/package.json: npm ci would refuse it (${REGENERATE})`);
  }
  const tested = new Set(installed(readJson<Lockfile>(join(root, 'package-lock.json'))));
  const untested = installed(lock).filter((pkg) => !tested.has(pkg));
  if (untested.length > 0) {
    problems.push(`${FUNCTIONS_LOCK} installs what the tests did not run (${untested.join(', ')}): ${REGENERATE}`);
  }
  return problems;
}

/** Writes functions/package-lock.json from functions/package.json and the root lockfile. */
export function writeFunctionsLock(root: string): void {
  const dir = mkdtempSync(join(tmpdir(), 'functions-lock-'));
  try {
    copyFileSync(join(root, 'functions', 'package.json'), join(dir, 'package.json'));
    copyFileSync(join(root, 'package-lock.json'), join(dir, 'package-lock.json'));
    const npm = spawnSync(
      'npm',
      ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'],
      { cwd: dir, encoding: 'utf8' },
    );
    if (npm.status !== 0) throw new Error(`npm install --package-lock-only failed:\n${npm.stderr}`);
    copyFileSync(join(dir, 'package-lock.json'), join(root, FUNCTIONS_LOCK));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
