// The files `firebase deploy` reads, loaded once for the checks: firebase.json (as firebase-tools
// loads it), the function's source, firestore.indexes.json, the deploy guide, the mail extension's
// params list and its .env. Tests load the real repository here and break copies of the parts.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { declaredFunctions, type DeclaredFunction } from './declared-options';
import { loadFirebaseJson, parseEnvLikeFirebaseTools, substituteParamsLikeFirebaseTools } from './firebase-tools';
import type { FirestoreIndexes } from './firestore-indexes';
import { documentWrites, type DocumentWrite } from './firestore-writes';
import { instanceOf, type ExtensionEnv, type ExtensionSpec } from './mail-extension';
import type { HostingHeaderRule } from './pass-worker';
import type { EnvFile } from './placeholders';
import { readSourceTree, type SourceTree } from './source-scan';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const EXTENSION_SPEC_FILE = 'scripts/deploy/firestore-send-email.params.json';
/** The runbook a deployer follows: it must name every param they have to supply. */
export const DEPLOY_GUIDE = 'docs/deploy.md';

export interface FunctionsConfig {
  source?: string;
  predeploy?: string | string[];
  runtime?: string;
  ignore?: string[];
}

export interface FirebaseJson {
  functions?: FunctionsConfig | FunctionsConfig[];
  hosting?: {
    predeploy?: string | string[];
    rewrites?: { function?: { functionId: string; region?: string } | string }[];
    headers?: HostingHeaderRule[];
  };
  firestore?: { indexes?: string };
  extensions?: Record<string, string>;
}

export interface Repository {
  root: string;
  firebaseJson: FirebaseJson;
  functionsConfig: FunctionsConfig;
  functionsDir: string;
  tree: SourceTree;
  declared: DeclaredFunction[];
  writes: DocumentWrite[];
  indexes: FirestoreIndexes;
  deployGuide: string;
  extensionSpec: ExtensionSpec;
  /** The extension instance's .env as firebase-tools reads it; undefined when there is none. */
  extensionEnv: ExtensionEnv | undefined;
  /** The files that .env is read from, in order: <instance>.env, then <instance>.env.<project>. */
  extensionEnvFiles: EnvFile[];
  /** The files deploy reads into the function's environment: functions/.env, then .env.<project>. */
  functionsEnvFiles: EnvFile[];
  /** The instance's project file, where a real project's values belong. */
  extensionProjectFile: string;
  projectId: string;
}

/** A project number to put in for ${param:PROJECT_NUMBER}: deploy puts in the real one. */
const STAND_IN_PROJECT_NUMBER = '123456789012';

/** An extension's .env as deploy reads it: parsed, then the project's params put in. */
export function readExtensionEnv(text: string, projectId: string): ExtensionEnv {
  const { envs, errors } = parseEnvLikeFirebaseTools(text);
  const resolved = substituteParamsLikeFirebaseTools(envs, {
    PROJECT_ID: projectId,
    PROJECT_NUMBER: STAND_IN_PROJECT_NUMBER,
  });
  return { envs, errors, resolved };
}

/** The files of `names` that exist, as paths from `root` with their text. */
function envFiles(root: string, names: string[]): EnvFile[] {
  return names
    .filter((file) => existsSync(join(root, file)))
    .map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));
}

/**
 * `project`: the project deploy targets (`--project`); without it, .firebaserc's default, whose
 * files are then the ones read, as `firebase deploy` would.
 */
export function loadRepository(root = ROOT, project?: string): Repository {
  const read = (file: string) => readFileSync(join(root, file), 'utf8');
  const firebaseJson = loadFirebaseJson(join(root, 'firebase.json')) as FirebaseJson;
  const functionsConfig = [firebaseJson.functions ?? []].flat()[0] ?? {};
  const functionsSource = functionsConfig.source ?? 'functions';
  const functionsDir = join(root, functionsSource);
  const tree = readSourceTree(join(functionsDir, 'src'), root);
  const entry = tree.files.get(join(functionsDir, 'src', 'index.ts'));
  const extensionSpec = JSON.parse(read(EXTENSION_SPEC_FILE)) as ExtensionSpec;
  const envFile = `extensions/${instanceOf(extensionSpec, firebaseJson.extensions)}.env`;
  const firebaserc = existsSync(join(root, '.firebaserc'))
    ? (JSON.parse(read('.firebaserc')) as { projects?: { default?: string } })
    : {};
  // Discovery needs a project id, not a project: the local suite's demo project will do.
  const projectId = project ?? firebaserc.projects?.default ?? 'demo-deploy-check';
  const extensionEnvFiles = envFiles(root, [envFile, `${envFile}.${projectId}`]);
  return {
    root,
    firebaseJson,
    functionsConfig,
    functionsDir,
    tree,
    declared: entry ? declaredFunctions(tree, entry) : [],
    writes: documentWrites(tree),
    indexes: JSON.parse(read(firebaseJson.firestore?.indexes ?? 'firestore.indexes.json')) as FirestoreIndexes,
    deployGuide: read(DEPLOY_GUIDE),
    extensionSpec,
    // firebase-tools merges the files key by key, a later file winning: as one text read in order.
    extensionEnv:
      extensionEnvFiles[0]?.file === envFile
        ? readExtensionEnv(extensionEnvFiles.map((file) => file.text).join('\n'), projectId)
        : undefined,
    extensionEnvFiles,
    functionsEnvFiles: envFiles(root, [`${functionsSource}/.env`, `${functionsSource}/.env.${projectId}`]),
    extensionProjectFile: `${envFile}.${projectId}`,
    projectId,
  };
}

/** The one region the function's exports declare, which Firestore and the mail extension share. */
export function functionRegion(repo: Repository): string | undefined {
  const regions = new Set(repo.declared.map((fn) => fn.options.region));
  const [region] = regions;
  return regions.size === 1 && typeof region === 'string' ? region : undefined;
}

/** Collections the function writes documents to. */
export function writtenCollections(repo: Repository): string[] {
  return [...new Set(repo.writes.flatMap((write) => (write.collection ? [write.collection] : [])))].sort();
}

/** Hosting rewrites to a function, each with its id and region. */
export function functionRewrites(repo: Repository): { functionId: string; region?: string }[] {
  return (repo.firebaseJson.hosting?.rewrites ?? []).flatMap((rewrite) =>
    typeof rewrite.function === 'object'
      ? [rewrite.function]
      : typeof rewrite.function === 'string'
        ? [{ functionId: rewrite.function }]
        : [],
  );
}
