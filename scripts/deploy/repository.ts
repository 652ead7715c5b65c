// The files `firebase deploy` reads, loaded once for the checks: firebase.json (as firebase-tools
// loads it), the function's source, firestore.indexes.json, the deploy guide, the function's .env
// files, and what is left in extensions/. Tests load the real repository here and break copies of the parts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { declaredFunctions, type DeclaredFunction } from './declared-options';
import { loadFirebaseJson } from './firebase-tools';
import type { FirestoreIndexes } from './firestore-indexes';
import { documentWrites, type DocumentWrite } from './firestore-writes';
import type { HostingHeaderRule } from './pass-worker';
import type { EnvFile } from './placeholders';
import { functionsEnvFiles } from './site-origin';
import { readSourceTree, type SourceTree } from './source-scan';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
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
  /** The files deploy reads into the function's environment: functions/.env, then .env.<project>. */
  functionsEnvFiles: EnvFile[];
  /** The project's own file of them, where a real project's values belong. */
  functionsProjectFile: string;
  /** The files in extensions/ (paths from the root), where an extension's settings would be: none. */
  extensionFiles: string[];
  projectId: string;
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
  const firebaserc = existsSync(join(root, '.firebaserc'))
    ? (JSON.parse(read('.firebaserc')) as { projects?: { default?: string } })
    : {};
  // Discovery needs a project id, not a project: the local suite's demo project will do.
  const projectId = project ?? firebaserc.projects?.default ?? 'demo-deploy-check';
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
    functionsEnvFiles: functionsEnvFiles(functionsDir, projectId, functionsSource),
    functionsProjectFile: `${functionsSource}/.env.${projectId}`,
    extensionFiles: existsSync(join(root, 'extensions'))
      ? readdirSync(join(root, 'extensions')).map((name) => `extensions/${name}`)
      : [],
    projectId,
  };
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
