// The pieces of firebase-tools that `firebase deploy` itself uses, loaded from the installed CLI so
// the deploy check reads files exactly as a deploy would: firebase.json's loader, its schema and the
// ajv it is compiled with, the .env parser of the function's settings, and the file walk that packs
// functions. Each is a small internal module; this is the only file that names them, so a
// CLI update that moves one fails here, loudly, rather than letting the check drift from deploy.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const requireFromCli = createRequire(createRequire(import.meta.url).resolve('firebase-tools/package.json'));
const CLI_DIR = dirname(requireFromCli.resolve('./package.json'));

export const FIREBASE_JSON_SCHEMA = join(CLI_DIR, 'schema', 'firebase-config.json');
export const FIREBASE_TOOLS_VERSION = (requireFromCli('./package.json') as { version: string }).version;

export interface SchemaError {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

export interface SchemaValidator {
  (data: unknown): boolean;
  errors?: SchemaError[] | null;
}

interface AjvInstance {
  compile(schema: object): SchemaValidator;
}

/** firebase-tools' lib/firebaseConfigValidate.js: ajv 8's draft-07 Ajv, union types allowed, ajv-formats. */
export function compileLikeFirebaseTools(schema: object): SchemaValidator {
  const { Ajv } = requireFromCli('ajv') as { Ajv: new (options: object) => AjvInstance };
  const addFormats = (requireFromCli('ajv-formats') as { default: (ajv: AjvInstance) => void }).default;
  const ajv = new Ajv({ allowUnionTypes: true });
  addFormats(ajv);
  return ajv.compile(schema);
}

/** firebase.json as firebase-tools loads it (lib/loadCJSON.js: JSON that may hold comments). */
export function loadFirebaseJson(path: string): unknown {
  const { loadCJSON } = requireFromCli('./lib/loadCJSON.js') as { loadCJSON(path: string): unknown };
  return loadCJSON(path);
}

/** The .env parser `firebase deploy` reads functions/.env and .env.<project> with (lib/functions/env.js). */
export function parseEnvLikeFirebaseTools(text: string): { envs: Record<string, string>; errors: string[] } {
  const env = requireFromCli('./lib/functions/env.js') as {
    parse(data: string): { envs: Record<string, string>; errors: string[] };
  };
  return env.parse(text);
}

/**
 * The files `firebase deploy` uploads from a functions source folder: lib/fsAsync.js's walk, each
 * path matched against the ignore globs with minimatch (matchBase, dot), as
 * lib/deploy/functions/prepareFunctionsUpload.js calls it.
 */
export async function filesToUpload(sourceDir: string, ignore: string[] | undefined): Promise<string[]> {
  const fsAsync = requireFromCli('./lib/fsAsync.js') as {
    readdirRecursive(options: { path: string; ignoreStrings: string[] }): Promise<{ name: string }[]>;
  };
  // prepareFunctionsUpload's own default and additions.
  const ignoreStrings = [
    ...(ignore ?? ['node_modules', '.git']),
    'firebase-debug.log',
    'firebase-debug.*.log',
    '.runtimeconfig.json',
  ];
  const files = await fsAsync.readdirRecursive({ path: sourceDir, ignoreStrings });
  return files.map((file) => file.name);
}

/**
 * Whether Hosting applies a rule of firebase.json's `headers` to `path`: superstatic's matcher
 * (lib/utils/patterns.js), which firebase-tools' Hosting emulator applies: a glob `source` read by
 * minimatch, or a `regex`.
 */
export function hostingRuleMatches(path: string, rule: { source?: string; regex?: string }): boolean {
  const patterns = requireFromCli('superstatic/lib/utils/patterns.js') as {
    configMatcher(path: string, config: { source?: string; regex?: string }): boolean;
  };
  return patterns.configMatcher(path, rule);
}

/** The Cloud Scheduler job `firebase deploy` makes for a schedule (lib/deploy/functions/backend.js). */
export function scheduleIdForFunction(fn: { id: string; region: string }): string {
  const backend = requireFromCli('./lib/deploy/functions/backend.js') as {
    scheduleIdForFunction(fn: { id: string; region: string }): string;
  };
  return backend.scheduleIdForFunction(fn);
}

/**
 * The Node.js runtimes' deprecation and decommission dates that `firebase deploy` enforces
 * (lib/deploy/functions/runtimes/supported/types.js): it refuses a decommissioned runtime.
 */
export function runtimeScheduleOfFirebaseTools(): Record<string, { deprecated: string; decommissioned: string }> {
  const { RUNTIMES } = requireFromCli('./lib/deploy/functions/runtimes/supported/types.js') as {
    RUNTIMES: Record<string, { deprecationDate: string; decommissionDate: string }>;
  };
  return Object.fromEntries(
    Object.entries(RUNTIMES).map(([id, { deprecationDate, decommissionDate }]) => [
      id,
      { deprecated: deprecationDate, decommissioned: decommissionDate },
    ]),
  );
}
