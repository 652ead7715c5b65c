// Check 3: the Trigger Email extension as `firebase deploy` would install it: a pinned version
// whose params we listed (firestore-send-email.params.json), every required param supplied by
// extensions/<instance>.env, secrets only as Secret Manager references, and its function and
// trigger in the region of Firestore and the `api` function.

export interface ExtensionParamSpec {
  param: string;
  type: 'string' | 'select' | 'secret';
  required: boolean;
  default?: string;
  options?: string[];
  /** Needed for this value of another param (from the extension's README). */
  requiredWhen?: Record<string, string>;
}

export interface ExtensionSpec {
  extension: string;
  version: string;
  locationParam: string;
  params: ExtensionParamSpec[];
}

export interface ExtensionEnv {
  envs: Record<string, string>;
  /** Lines firebase-tools cannot parse. */
  errors: string[];
  /** The values with ${param:PROJECT_NUMBER} and the like put in, as deploy uses them. */
  resolved: Record<string, string>;
}

export interface ExtensionFacts {
  spec: ExtensionSpec;
  /** firebase.json "extensions": instance id → reference. */
  instances: Record<string, string> | undefined;
  /** The instance's .env, or undefined when the file is missing. */
  env: ExtensionEnv | undefined;
  /** The region of the function (and of Firestore, which it sits beside). */
  functionRegion: string | undefined;
  /** Collections the function writes to. */
  collections: string[];
}

/** firebase-tools' lib/extensions/paramHelper.js isSystemParam. */
const SYSTEM_PARAM = /^firebaseextensions\.[a-zA-Z0-9.]*\//;
/** firebase-tools' lib/deploy/extensions/planner.js takes these out of the params. */
const DEPLOY_KEYS = ['ALLOWED_EVENT_TYPES', 'EVENTARC_CHANNEL'];
/**
 * A secret version, as firebase-tools' lib/deploy/extensions/secrets.js splits it
 * (projects/P/secrets/S/versions/V), with P a project number or id, S a Secret Manager secret id
 * and V a version number or latest.
 */
const SECRET_REFERENCE =
  /^projects\/(\d+|[a-z][a-z0-9-]{4,28}[a-z0-9])\/secrets\/[\w-]{1,255}\/versions\/(\d+|latest)$/;

/** The instance of the extension the spec describes: the firebase.json key whose reference names it. */
export function instanceOf(spec: ExtensionSpec, instances: Record<string, string> | undefined): string | undefined {
  return Object.entries(instances ?? {}).find(([, ref]) => ref.split('@')[0] === spec.extension)?.[0];
}

/** The params this configuration needs: the required ones, and those its other values call for. */
export function requiredParams(spec: ExtensionSpec, envs: Record<string, string>): string[] {
  return spec.params
    .filter((p) => p.required || Object.entries(p.requiredWhen ?? {}).some(([other, value]) => envs[other] === value))
    .map((p) => p.param);
}

/** SMTP URIs carry a password as user:password@ before the host; the host follows the last @. */
function uriPassword(uri: string): boolean {
  const afterScheme = uri.split('://')[1] ?? '';
  const at = afterScheme.lastIndexOf('@');
  return at > 0 && afterScheme.slice(0, at).includes(':');
}

export function mailExtensionProblems(facts: ExtensionFacts): string[] {
  const { spec } = facts;
  const instanceId = instanceOf(spec, facts.instances);
  if (!instanceId) return [`firebase.json "extensions" installs no ${spec.extension}`];
  const problems: string[] = [];
  const ref = facts.instances?.[instanceId] ?? '';
  const version = /^[^@]+@(\d+\.\d+\.\d+)$/.exec(ref)?.[1];
  if (!version) problems.push(`firebase.json installs ${ref}: pin an exact version (${spec.extension}@x.y.z)`);
  else if (version !== spec.version) {
    problems.push(
      `firebase.json installs ${version}, the params were established for ${spec.version}: read that version's extension.yaml and update scripts/deploy/firestore-send-email.params.json`,
    );
  }
  const file = `extensions/${instanceId}.env`;
  if (!facts.env) return [...problems, `${file} is missing: deploy would have no params for ${instanceId}`];
  const { envs, errors, resolved } = facts.env;
  for (const line of errors) problems.push(`${file}: firebase-tools cannot parse "${line}"`);
  const known = new Map(spec.params.map((param) => [param.param, param]));
  for (const key of Object.keys(envs)) {
    if (!known.has(key) && !SYSTEM_PARAM.test(key) && !DEPLOY_KEYS.includes(key)) {
      problems.push(`${file}: ${key} is no param of ${spec.extension}@${spec.version}`);
    }
  }
  const required = requiredParams(spec, envs);
  for (const param of spec.params) {
    const value = envs[param.param];
    if (!value) {
      if (required.includes(param.param)) problems.push(`${file}: ${param.param} is required but not supplied`);
      continue;
    }
    if (param.options && !param.options.includes(value)) {
      problems.push(`${file}: ${param.param}=${value} is not one of ${param.options.join(', ')}`);
    }
    if (param.type === 'secret' && !SECRET_REFERENCE.test(resolved[param.param] ?? '')) {
      problems.push(
        `${file}: ${param.param} is no Secret Manager reference (a literal?); it takes projects/\${param:PROJECT_NUMBER}/secrets/<name>/versions/latest`,
      );
    }
  }
  const uri = envs.SMTP_CONNECTION_URI;
  if (uri && uriPassword(uri))
    problems.push(`${file}: SMTP_CONNECTION_URI carries a password; it belongs in SMTP_PASSWORD`);
  const location = envs[spec.locationParam];
  if (!facts.functionRegion)
    problems.push("the function's exports declare no single region to compare the extension with");
  else {
    if (location !== facts.functionRegion) {
      problems.push(
        `${file}: ${spec.locationParam} is ${location ?? 'not set'}; the extension's function belongs in ${facts.functionRegion} with Firestore and the api function`,
      );
    }
    if (envs.DATABASE_REGION !== facts.functionRegion) {
      problems.push(
        `${file}: DATABASE_REGION is ${envs.DATABASE_REGION ?? 'not set'}, the function's region is ${facts.functionRegion}`,
      );
    }
  }
  const mail = envs.MAIL_COLLECTION;
  if (mail && !facts.collections.includes(mail))
    problems.push(`${file}: MAIL_COLLECTION ${mail} is no collection the function writes`);
  return problems;
}
