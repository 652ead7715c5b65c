// The function as `firebase deploy` uploads it, offline: the source folder packed with
// firebase.json's ignore globs, its dependencies installed from its own package.json alone (the
// upload carries no lockfile; the workspace's is at the root), then the manifest read by starting
// the firebase-functions binary of that install with the control API on, as firebase-tools'
// discovery does (lib/deploy/functions/runtimes/node/index.js and runtimes/discovery/index.js).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { filesToUpload } from './firebase-tools';
import type { FunctionsManifest } from './function-endpoint';

export interface PackedFunctions {
  dir: string;
  files: string[];
  packageJson: { main?: string; engines?: { node?: string }; dependencies?: Record<string, string> };
}

/** Copies what deploy would upload into a fresh temporary folder. */
export async function packFunctionsSource(sourceDir: string, ignore: string[] | undefined): Promise<PackedFunctions> {
  const files = (await filesToUpload(sourceDir, ignore)).map((file) => relative(sourceDir, file)).sort();
  if (!files.includes('package.json')) throw new Error('the upload has no package.json: the ignore globs drop it');
  const packageJson = JSON.parse(
    readFileSync(join(sourceDir, 'package.json'), 'utf8'),
  ) as PackedFunctions['packageJson'];
  const main = (packageJson.main ?? 'index.js').replace(/^\.\//, '');
  if (!files.includes(main))
    throw new Error(`the upload has no ${main} (package.json "main"): the ignore globs drop it`);
  const dir = mkdtempSync(join(tmpdir(), 'deploy-check-functions-'));
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    copyFileSync(join(sourceDir, file), join(dir, file));
  }
  return { dir, files, packageJson };
}

function run(command: string, args: string[], cwd: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/**
 * Production dependencies only: devDependencies serve the build, not the running function.
 * Install scripts stay off, as in this repository's .npmrc; no dependency of the function needs
 * one to load.
 *
 * With DEPLOY_CHECK_INSTALLS set (npm test sets a fresh folder per run), an install is kept there
 * under a hash of the package.json and linked into later uploads of the same package.json, so the
 * deploy check and its tests install once per run.
 */
export async function installProductionDependencies(dir: string): Promise<number> {
  const cacheRoot = process.env.DEPLOY_CHECK_INSTALLS;
  if (!cacheRoot) return countPackages(await npmInstall(dir));
  // The uploaded lockfile, when there is one, decides the install as much as package.json does.
  const inputs = ['package.json', 'package-lock.json'].filter((file) => existsSync(join(dir, file)));
  const hash = createHash('sha256');
  for (const file of inputs) hash.update(readFileSync(join(dir, file)));
  const cached = join(cacheRoot, hash.digest('hex').slice(0, 16));
  if (!existsSync(join(cached, 'installed'))) {
    mkdirSync(cacheRoot, { recursive: true });
    const staging = mkdtempSync(join(cacheRoot, 'installing-'));
    for (const file of inputs) copyFileSync(join(dir, file), join(staging, file));
    await npmInstall(staging);
    writeFileSync(join(staging, 'installed'), '');
    // Another run that installed the same package.json meanwhile keeps its folder; this one is dropped.
    try {
      renameSync(staging, cached);
    } catch {
      rmSync(staging, { recursive: true, force: true });
    }
  }
  symlinkSync(join(cached, 'node_modules'), join(dir, 'node_modules'), 'dir');
  copyFileSync(join(cached, 'package-lock.json'), join(dir, 'package-lock.json'));
  return countPackages(dir);
}

/**
 * `npm ci` from an uploaded lockfile, as the Node.js buildpack runs it; `npm install` without one.
 * Within `npm test` (DEPLOY_CHECK_INSTALLS set) and any test, only from npm's own cache, never the registry: the
 * root install has put every version the function's lockfile may hold there (docs/deploy.md), so a
 * version missing from it fails the check as it should. Elsewhere the cache is preferred.
 */
async function npmInstall(dir: string): Promise<string> {
  const command = existsSync(join(dir, 'package-lock.json')) ? 'ci' : 'install';
  const source = process.env.DEPLOY_CHECK_INSTALLS || process.env.VITEST ? '--offline' : '--prefer-offline';
  const args = [command, '--omit=dev', '--no-audit', '--no-fund', source, '--ignore-scripts'];
  const { code, output } = await run('npm', [...args, '--loglevel=error'], dir);
  if (code !== 0) throw new Error(`npm ${args.join(' ')} failed:\n${output.trim()}`);
  return dir;
}

function countPackages(dir: string): number {
  const lock = JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8')) as { packages: object };
  return Object.keys(lock.packages).filter((path) => path !== '').length;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    // An ephemeral port from the system, never one of the local suite's fixed ports.
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** firebase-tools' discovery timeout: 10 s unless FUNCTIONS_DISCOVERY_TIMEOUT (seconds) says otherwise. */
const discoveryTimeoutMs = () => Number(process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? 0) * 1000 || 10_000;

/**
 * Starts node_modules/.bin/firebase-functions (the source folder's, else the project's, as
 * firebase-tools looks for it) in the source folder with the environment firebase-tools gives it:
 * nothing of this process's own but HOME, PATH and NODE_ENV, so no credentials and no emulator
 * hosts. Then fetches /__/functions.yaml.
 */
export async function discoverManifest(dir: string, projectId: string, projectDir = dir): Promise<FunctionsManifest> {
  const bin = [dir, projectDir]
    .map((base) => join(base, 'node_modules', '.bin', 'firebase-functions'))
    .find((path) => existsSync(path));
  if (!bin)
    throw new Error('no node_modules/.bin/firebase-functions to discover with (is firebase-functions a dependency?)');
  const port = await freePort();
  const firebaseConfig = { projectId, storageBucket: `${projectId}.appspot.com` };
  const env: Record<string, string> = {
    FIREBASE_CONFIG: JSON.stringify(firebaseConfig),
    GCLOUD_PROJECT: projectId,
    GOOGLE_CLOUD_QUOTA_PROJECT: projectId,
    FUNCTIONS_CONTROL_API: 'true',
    CLOUD_RUNTIME_CONFIG: JSON.stringify({ firebase: firebaseConfig }),
    PORT: String(port),
  };
  for (const name of ['HOME', 'PATH', 'NODE_ENV'] as const) {
    const value = process.env[name];
    if (value !== undefined) env[name] = value;
  }
  const child = spawn(bin, [dir], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<never>((_, reject) =>
    child.on('exit', (code) =>
      reject(new Error(`firebase-functions exited (${code}) before answering:\n${output.trim()}`)),
    ),
  );
  exited.catch(() => undefined);
  const deadline = Date.now() + discoveryTimeoutMs();
  try {
    for (;;) {
      let response: Response;
      try {
        response = await Promise.race([fetch(`http://127.0.0.1:${port}/__/functions.yaml`), exited]);
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause;
        if (cause?.code === 'ECONNREFUSED' && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          continue;
        }
        throw error;
      }
      const text = await response.text();
      if (response.status !== 200) throw new Error(`the code does not load (${response.status}): ${text}`);
      // firebase-functions answers JSON, which firebase-tools parses as YAML.
      return JSON.parse(text) as FunctionsManifest;
    }
  } finally {
    child.kill('SIGKILL');
  }
}

export interface FunctionsUpload extends PackedFunctions {
  installedPackages: number;
  manifest: FunctionsManifest;
}

/** Pack, install and discover; the temporary folder is removed afterwards. */
export async function readUploadedFunctions(
  sourceDir: string,
  ignore: string[] | undefined,
  projectId: string,
): Promise<FunctionsUpload> {
  const packed = await packFunctionsSource(sourceDir, ignore);
  try {
    const installedPackages = await installProductionDependencies(packed.dir);
    const manifest = await discoverManifest(packed.dir, projectId);
    return { ...packed, installedPackages, manifest };
  } finally {
    rmSync(packed.dir, { recursive: true, force: true });
  }
}

/** The build output deploy uploads exists (the functions build makes it). */
export function isBuilt(sourceDir: string): boolean {
  const { main = 'index.js' } = JSON.parse(readFileSync(join(sourceDir, 'package.json'), 'utf8')) as { main?: string };
  return existsSync(join(sourceDir, main)) && statSync(join(sourceDir, main)).isFile();
}
