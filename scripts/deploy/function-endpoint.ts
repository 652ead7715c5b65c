// Check 2 (the rules): the manifest read from the packed function against what the source
// declares, what firebase.json routes to it and what docs/deploy.md tells a deployer to supply.
import { COMPARED_OPTIONS, type ComparedOption, type DeclaredFunction } from './declared-options';
import type { ConstantValue } from './source-scan';

export interface ManifestEndpoint {
  platform?: string;
  region?: string[] | null;
  availableMemoryMb?: number | null;
  cpu?: number | string | null;
  concurrency?: number | null;
  timeoutSeconds?: number | null;
  maxInstances?: number | null;
  serviceAccountEmail?: string | null;
  secretEnvironmentVariables?: { key: string }[] | null;
  httpsTrigger?: object;
  callableTrigger?: object;
  scheduleTrigger?: { schedule: string; timeZone?: string | null };
}

export interface ManifestParam {
  name: string;
  type?: string;
  default?: unknown;
}

export interface FunctionsManifest {
  endpoints: Record<string, ManifestEndpoint>;
  params?: ManifestParam[];
}

export interface FunctionFacts {
  manifest: FunctionsManifest;
  declared: DeclaredFunction[];
  /** firebase.json functions[].runtime, e.g. nodejs22. */
  runtime: string | undefined;
  /** engines.node of the uploaded package.json. */
  enginesNode: string | undefined;
  /** Hosting rewrites to a function. */
  rewrites: { functionId: string; region?: string }[];
  /** docs/deploy.md, the deployer's runbook. */
  deployGuide: string;
}

/** Where each option the source declares shows up in the manifest. */
const MANIFEST_KEY = {
  region: 'region',
  memory: 'availableMemoryMb',
  cpu: 'cpu',
  concurrency: 'concurrency',
  timeoutSeconds: 'timeoutSeconds',
  maxInstances: 'maxInstances',
  serviceAccount: 'serviceAccountEmail',
  secrets: 'secretEnvironmentVariables',
} as const satisfies Record<ComparedOption, keyof ManifestEndpoint>;

/**
 * Secrets the deployed functions must have, whatever their source says: taken out of the source, each
 * would leave a rule without its key rather than fail (docs/deploy.md, step 5).
 */
const REQUIRED_SECRETS_WHY = {
  IEEE_API_KEY: "IEEE's membership service refuses every call without it",
  PASS_SECRET: 'entry passes are derived with it',
  COUNTER_HASH_SECRET: 'without it the rate-limit and mail-quota counters would be named by plain hashes of addresses',
  SMTP_CONNECTION_URI: 'the mail sender (mailSender, mailSweep) would know no SMTP server, and no mail would go out',
  SMTP_PASSWORD:
    'the mail sender (mailSender, mailSweep) could not sign in to the SMTP server, and no mail would go out',
} as const;
export const REQUIRED_SECRETS = Object.keys(REQUIRED_SECRETS_WHY) as (keyof typeof REQUIRED_SECRETS_WHY)[];

/** Left to deploy, these would take firebase-tools' or Cloud Run's defaults: the source must choose. */
const MUST_BE_EXPLICIT = ['memory', 'concurrency', 'timeoutSeconds', 'maxInstances'] as const;

const TRIGGER_KEY: Record<string, keyof ManifestEndpoint> = { onRequest: 'httpsTrigger', onCall: 'callableTrigger' };

function memoryMb(value: ConstantValue): number | undefined {
  const match = typeof value === 'string' ? /^(\d+)(MiB|GiB)$/.exec(value) : null;
  return match ? Number(match[1]) * (match[2] === 'GiB' ? 1024 : 1) : undefined;
}

/** The names of the secrets a `secrets` option lists, sorted; undefined when one cannot be read. */
export function secretNames(value: ConstantValue): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const names = value.map((item) =>
    typeof item === 'string' ? item : !Array.isArray(item) && typeof item === 'object' ? item.name : undefined,
  );
  return names.every((name) => name !== undefined) ? (names as string[]).sort() : undefined;
}

/** The declared value in the manifest's terms. */
function expected(option: ComparedOption, value: ConstantValue): unknown {
  if (option === 'memory') return memoryMb(value);
  if (option === 'region') return typeof value === 'string' ? [value] : undefined;
  if (option === 'secrets') return secretNames(value);
  if (option === 'serviceAccount') return typeof value === 'string' ? value : undefined;
  // cpu may also be the string "gcf_gen1".
  return typeof value === 'number' || option === 'cpu' ? value : undefined;
}

function actual(option: ComparedOption, endpoint: ManifestEndpoint): unknown {
  if (option === 'secrets') return endpoint.secretEnvironmentVariables?.map((s) => s.key).sort() ?? null;
  return endpoint[MANIFEST_KEY[option]] ?? null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function endpointProblems(fn: DeclaredFunction, endpoint: ManifestEndpoint): string[] {
  const problems: string[] = [];
  const triggerKey = TRIGGER_KEY[fn.trigger];
  if (triggerKey && !endpoint[triggerKey])
    problems.push(`${fn.id}: the manifest has no ${triggerKey} for ${fn.trigger}`);
  for (const option of COMPARED_OPTIONS) {
    const key = MANIFEST_KEY[option];
    const found = actual(option, endpoint);
    const declared = fn.options[option];
    if (fn.unreadable.includes(option)) {
      problems.push(`${fn.id}: ${option} in functions/src/index.ts is not a constant the check can read`);
    } else if (declared === undefined) {
      if ((MUST_BE_EXPLICIT as readonly string[]).includes(option)) {
        problems.push(
          found === null
            ? `${fn.id}: ${key} missing from the manifest: functions/src/index.ts sets no ${option}, so deploy would pick a default`
            : `${fn.id}: the manifest has ${key} ${JSON.stringify(found)}, but functions/src/index.ts sets no ${option}`,
        );
      } else if (found !== null) {
        problems.push(
          `${fn.id}: the manifest has ${key} ${JSON.stringify(found)}, functions/src/index.ts sets no ${option}`,
        );
      }
    } else {
      const want = expected(option, declared);
      if (want === undefined)
        problems.push(`${fn.id}: ${option} ${JSON.stringify(declared)} is not a value the check understands`);
      else if (!same(want, found)) {
        problems.push(
          `${fn.id}: the manifest has ${key} ${JSON.stringify(found)}, functions/src/index.ts declares ${option} ${JSON.stringify(declared)} (stale functions/lib? npm run build -w functions)`,
        );
      }
    }
  }
  return problems;
}

export function functionEndpointProblems(facts: FunctionFacts): string[] {
  const { manifest } = facts;
  const problems: string[] = [];
  for (const fn of facts.declared) {
    const endpoint = manifest.endpoints[fn.id];
    if (!endpoint) problems.push(`functions/src/index.ts exports ${fn.id}, the manifest has no such endpoint`);
    else problems.push(...endpointProblems(fn, endpoint));
  }
  for (const id of Object.keys(manifest.endpoints)) {
    if (!facts.declared.some((fn) => fn.id === id))
      problems.push(`the manifest has an endpoint ${id} the source does not export`);
  }
  for (const rewrite of facts.rewrites) {
    // A rewrite without a region means us-central1 to Hosting.
    const region = rewrite.region ?? 'us-central1';
    const endpoint = manifest.endpoints[rewrite.functionId];
    if (!endpoint?.httpsTrigger)
      problems.push(`firebase.json rewrites to ${rewrite.functionId}, which is no HTTPS endpoint`);
    else if (!endpoint.region?.includes(region)) {
      problems.push(
        `firebase.json rewrites to ${rewrite.functionId} in ${region}, the function is in ${endpoint.region?.join(', ') ?? 'no region'}`,
      );
    }
  }
  const bound = new Set(
    Object.values(manifest.endpoints)
      .flatMap((e) => e.secretEnvironmentVariables ?? [])
      .map((s) => s.key),
  );
  for (const name of REQUIRED_SECRETS) {
    if (!bound.has(name)) problems.push(`secret ${name} is bound to no function: ${REQUIRED_SECRETS_WHY[name]}`);
  }
  for (const param of manifest.params ?? []) {
    if (param.type === 'secret' && !bound.has(param.name)) {
      problems.push(
        `secret ${param.name} is defined, but no endpoint binds it (secrets: [...]), so .value() fails at run time`,
      );
    }
    if (param.default === undefined && !new RegExp(`\\b${param.name}\\b`).test(facts.deployGuide)) {
      problems.push(`param ${param.name} has no default and docs/deploy.md does not tell a deployer to supply it`);
    }
  }
  if (!facts.runtime && !facts.enginesNode)
    problems.push('neither firebase.json nor package.json names a Node.js runtime');
  else if (facts.runtime && facts.enginesNode && facts.runtime !== `nodejs${facts.enginesNode}`) {
    problems.push(`firebase.json runtime ${facts.runtime} and package.json engines.node ${facts.enginesNode} disagree`);
  }
  return problems;
}

/** One phrase per param, for the report: what a deployer has to supply. */
export function describeParams(manifest: FunctionsManifest): string[] {
  return (manifest.params ?? []).map((param) => {
    if (param.type === 'secret') return `${param.name} (secret)`;
    if (param.default !== undefined)
      return `${param.name} (${param.type ?? 'string'}, default ${JSON.stringify(param.default)})`;
    return `${param.name} (${param.type ?? 'string'}, no default)`;
  });
}

/** The secrets the functions bind: each must exist in Secret Manager before a deploy. */
export function secretsToSet(manifest: FunctionsManifest): string[] {
  return (manifest.params ?? []).filter((param) => param.type === 'secret').map((param) => param.name);
}

/** The endpoint, the way a deployer reads it. */
export function describeEndpoint(id: string, e: ManifestEndpoint): string {
  const trigger = e.httpsTrigger ? 'HTTPS' : e.callableTrigger ? 'callable' : 'event';
  const secrets = (e.secretEnvironmentVariables ?? []).map((s) => s.key).join(', ') || 'none';
  const account = e.serviceAccountEmail ? `service account ${e.serviceAccountEmail}` : 'the default service account';
  const sizing = `${e.availableMemoryMb} MiB, cpu ${e.cpu ?? 'default'}, concurrency ${e.concurrency}`;
  return `${id}: ${trigger}, ${e.region?.join(', ')}, ${sizing}, ${e.timeoutSeconds} s, at most ${e.maxInstances} instances, ${account}, secrets ${secrets}`;
}
