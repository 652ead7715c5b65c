// The deploy checks over a loaded repository, each an outcome: a summary when it passes,
// the problems when it does not, and details worth printing either way.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { loadEnv } from 'vite';
import { appCheckProblems } from './app-check';
import { join } from 'node:path';
import { editionProblems, expectedEdition } from './edition';
import { invoicingProblems, invoicingSummary } from './invoicing';
import { EDITION } from '../../functions/src/domain/edition';
import { firebaseJsonProblems, schemaWithExtensionInstances } from './firebase-json';
import { compileLikeFirebaseTools, FIREBASE_JSON_SCHEMA, FIREBASE_TOOLS_VERSION } from './firebase-tools';
import { describeClauses, indexProblems, requiredIndex, scanQueries } from './firestore-indexes';
import { describeEndpoint, describeParams, functionEndpointProblems, secretsToSet } from './function-endpoint';
import { functionsLockProblems } from './functions-lock';
import { isBuilt, readUploadedFunctions } from './functions-manifest';
import {
  leftoverExtensionProblems,
  SENDER_FUNCTIONS,
  SENDER_PARAMS,
  SENDER_SECRETS,
  senderFunctionProblems,
  senderParamProblems,
} from './mail-sender';
import { missingFontProblems, requiredFontFiles } from './pdf-fonts';
import { isDemoProject, placeholderProblems, settingsFrom, siteAddressProblems } from './placeholders';
import { functionRewrites, type Repository } from './repository';
import { hostingHeadersFor, passWorkerProblems } from './pass-worker';
import { cspSiteHosts, foreignUrls, publishedUrls, siteOriginFor } from './site-origin';
import { authRoleProblems, roleProblems } from './roles';
import { runtimeOutcome } from './runtime-support';
import { RETENTION_DAYS } from '../../functions/src/domain/retention';
import { venueDate } from '../../functions/src/domain/venue-time';
import { scheduleProblems } from './schedules';
import { LIFECYCLE_FILE, lifecycleProblems, MAX_NONCURRENT_DAYS, readLifecycle } from './storage-lifecycle';
import { deployedEnvProblems } from './deployed-env';
import { PASS_WORKER_SCOPE, PASS_WORKER_URL } from '../../web/src/features/pass/pass-worker-address';
import { TABLE_BUILDER_FILE, tableShapesFromSource } from './table-queries';
import { EXPIRY_FIELD, expiringCollections, ttlProblems } from './ttl-policies';

export interface Outcome {
  summary: string;
  problems: string[];
  details?: string[];
}

export const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function firebaseJsonCheck(repo: Repository): Outcome {
  const shipped = JSON.parse(readFileSync(FIREBASE_JSON_SCHEMA, 'utf8')) as object;
  const schema = schemaWithExtensionInstances(shipped);
  return {
    summary: `valid against firebase-tools ${FIREBASE_TOOLS_VERSION}'s schema`,
    problems: firebaseJsonProblems(repo.firebaseJson, compileLikeFirebaseTools(schema)).map(
      (p) => `firebase.json ${p}`,
    ),
    details:
      schema === shipped || repo.firebaseJson.extensions === undefined
        ? []
        : ['"extensions" read as instance id → reference: the schema as shipped allows no instance'],
  };
}

/** The function packed, installed and discovered from `sourceDir` (functions/ unless a test says otherwise). */
export async function functionsCheck(repo: Repository, sourceDir = repo.functionsDir): Promise<Outcome> {
  if (sourceDir === repo.functionsDir && !isBuilt(sourceDir)) {
    const build = spawnSync('npm', ['run', 'build', '-w', 'functions'], { cwd: repo.root, stdio: 'inherit' });
    if (build.status !== 0) return { summary: '', problems: ['npm run build -w functions failed'] };
  }
  const started = Date.now();
  let upload;
  try {
    upload = await readUploadedFunctions(sourceDir, repo.functionsConfig.ignore, repo.projectId);
  } catch (error) {
    return { summary: '', problems: [message(error)] };
  }
  const { manifest } = upload;
  const seconds = Math.round((Date.now() - started) / 1000);
  return {
    summary: `${upload.files.length} files uploaded (${upload.files.join(', ')}), ${upload.installedPackages} packages installed, manifest read in ${seconds} s`,
    problems: [
      ...functionEndpointProblems({
        manifest,
        declared: repo.declared,
        runtime: repo.functionsConfig.runtime,
        enginesNode: upload.packageJson.engines?.node,
        rewrites: functionRewrites(repo),
        deployGuide: repo.deployGuide,
      }),
      ...deployedEnvProblems(sourceDir, repo.projectId),
      ...roleProblems(repo.declared),
      ...authRoleProblems(repo.tree),
      ...scheduleProblems(manifest),
      ...(sourceDir === repo.functionsDir ? functionsLockProblems(repo.root) : []),
      ...missingFontProblems(upload.files, requiredFontFiles(sourceDir)),
    ],
    details: [
      ...Object.entries(manifest.endpoints).map(([id, endpoint]) => describeEndpoint(id, endpoint)),
      `params: ${describeParams(manifest).join(', ') || 'none'}`,
      `secrets to set in Secret Manager before deploying (npx firebase functions:secrets:set <name> --project ${repo.projectId}): ${secretsToSet(manifest).join(', ') || 'none'}`,
    ],
  };
}

export function mailSenderCheck(repo: Repository): Outcome {
  const functions = Object.entries(SENDER_FUNCTIONS).map(([id, trigger]) => `${id} (${trigger})`);
  const real = !isDemoProject(repo.projectId);
  const settings = settingsFrom(repo.functionsEnvFiles);
  const params = real
    ? `${SENDER_PARAMS.join(' and ')} from ${[...new Set(SENDER_PARAMS.flatMap((param) => settings.get(param)?.file ?? []))].join(', ')}`
    : `${repo.projectId} is a demo project: ${SENDER_PARAMS.join(' and ')} are the local suite's (functions/.env.local)`;
  return {
    summary: `${functions.join(' and ')} send the mail with the secrets ${SENDER_SECRETS.join(' and ')}; ${params}; no Trigger Email extension configured`,
    problems: [
      ...leftoverExtensionProblems(repo.firebaseJson.extensions, repo.extensionFiles),
      ...senderFunctionProblems(repo.declared),
      ...(real ? senderParamProblems(settings, repo.functionsProjectFile) : []),
    ],
    details: real ? SENDER_PARAMS.map((param) => `${param}=${settings.get(param)?.value ?? '(not set)'}`) : [],
  };
}

export function indexCheck(repo: Repository): Outcome {
  const table = tableShapesFromSource(repo.tree);
  const scanned = scanQueries(repo.tree, join(repo.root, TABLE_BUILDER_FILE));
  const shapes = [...table.shapes, ...scanned.shapes];
  const composite = shapes.filter((shape) => requiredIndex(shape.clauses));
  return {
    summary: `${shapes.length} query shapes (${table.shapes.length} of the admin table), the ${composite.length} that need a composite index have it`,
    problems: [
      ...table.problems,
      ...scanned.unreadable.map((at) => `${at}: a query whose fields the check cannot read`),
      ...indexProblems(shapes, repo.indexes),
    ],
    details: scanned.shapes.map(
      (shape) =>
        // A collection named by a parameter (a collection group of any name) is said as such.
        `${shape.collection ?? 'any collection named by the caller'}: ${describeClauses(shape.clauses)} (${shape.at})`,
    ),
  };
}

export function ttlCheck(repo: Repository): Outcome {
  const expiring = expiringCollections(repo.writes);
  return {
    summary: `${expiring.collections.join(', ')} get ${EXPIRY_FIELD}, each has a TTL policy on it`,
    problems: ttlProblems(expiring, repo.indexes),
  };
}

export function storageLifecycleCheck(repo: Repository): Outcome {
  return {
    summary: `${LIFECYCLE_FILE} deletes noncurrent file versions within ${MAX_NONCURRENT_DAYS} days; docs/deploy.md applies it`,
    problems: lifecycleProblems(readLifecycle(repo.root), repo.deployGuide),
  };
}

export async function editionCheck(repo: Repository): Promise<Outcome> {
  const { id, name } = await expectedEdition(repo.root);
  return {
    summary: `${id} (${name}): deploy builds the function and the site for it first (predeploy)`,
    problems: editionProblems(repo.firebaseJson, id),
  };
}

export function placeholderCheck(repo: Repository): Outcome {
  if (isDemoProject(repo.projectId)) {
    return {
      summary: `${repo.projectId} is a demo project: the example sender and site may stay (name a real one with --project)`,
      problems: [],
    };
  }
  const files = repo.functionsEnvFiles.map((file) => file.file);
  const settings = settingsFrom(repo.functionsEnvFiles);
  return {
    summary: `for ${repo.projectId}, no example host or sender in ${files.join(', ') || `the files deploy reads (no ${repo.functionsProjectFile})`}`,
    problems: [...placeholderProblems(settings, repo.functionsProjectFile), ...siteAddressProblems(settings)],
  };
}

export function passWorkerCheck(repo: Repository): Outcome {
  return {
    summary: `${PASS_WORKER_URL} is revalidated on every fetch, controls nothing outside ${PASS_WORKER_SCOPE}, and the pass page's CSP lets it start`,
    problems: passWorkerProblems(repo.firebaseJson.hosting?.headers ?? []),
  };
}

/**
 * The origin the site publishes, from the project's PUBLIC_SITE_URL (scripts/deploy/site-origin.ts),
 * read back from the built pages. For a real project the site is built for it first, as deploy's
 * predeploy will; a demo project's is read as `npm run build` left it.
 */
export async function siteOriginCheck(
  repo: Repository,
  { dist = join(repo.root, 'web', 'dist'), build = buildSiteFor(repo.root) } = {},
): Promise<Outcome> {
  const edition = await expectedEdition(repo.root);
  const real = !isDemoProject(repo.projectId);
  const { origin, from } = siteOriginFor(real ? repo.projectId : undefined, repo.functionsEnvFiles, edition);
  if ((real || !existsSync(join(dist, 'sitemap.xml'))) && !build(repo.projectId)) {
    return { summary: '', problems: [`npm run build -w web for ${repo.projectId} failed`] };
  }
  const published = publishedUrls(dist);
  const csp = hostingHeadersFor('/', repo.firebaseJson.hosting?.headers ?? []).get('content-security-policy') ?? '';
  const pages = new Set(published.filter((url) => url.kind === 'canonical').map((url) => url.file)).size;
  return {
    summary: real
      ? `publishes ${origin} (PUBLIC_SITE_URL, ${from}), in the site built for ${repo.projectId} now: the canonical links of ${pages} pages, Open Graph, JSON-LD, sitemap.xml and robots.txt; the mails' links and the API's allowed Origin read the same setting; the CSP names the site as 'self'`
      : `${repo.projectId} is a demo project: its pages name ${origin} (${from}); a real project's pages, mails and allowed Origin all read its PUBLIC_SITE_URL`,
    problems: [
      ...foreignUrls(published, origin).map((url) => `web/dist/${url}, not on ${origin}`),
      ...(pages === 0 ? ['web/dist: no page has a canonical link'] : []),
      ...cspSiteHosts(csp, origin, edition.siteOrigin).map(
        (host) => `firebase.json: the Content-Security-Policy names ${host}, another address of the site: use 'self'`,
      ),
    ],
  };
}

/** Builds the site for `project`, as firebase deploy's predeploy hook does (it sets GCLOUD_PROJECT). */
const buildSiteFor = (root: string) => (project: string) =>
  spawnSync('npm', ['run', '--silent', 'build', '-w', 'web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, GCLOUD_PROJECT: project },
  }).status === 0;

/** App Check enforced, and the site sending its tokens, for a real project while registration is open. */
export function appCheckCheck(repo: Repository, now = new Date()): Outcome {
  if (isDemoProject(repo.projectId)) {
    return { summary: `${repo.projectId} is a demo project: App Check is off in the local suite`, problems: [] };
  }
  const enforce = settingsFrom(repo.functionsEnvFiles).get('ENFORCE_APP_CHECK');
  const siteKey = loadEnv('production', join(repo.root, 'web'), 'VITE_').VITE_APP_CHECK_SITE_KEY?.trim() || undefined;
  return {
    summary: `ENFORCE_APP_CHECK=${enforce?.value ?? 'false (default)'}, the site ${siteKey ? 'sends tokens (VITE_APP_CHECK_SITE_KEY)' : 'sends no token'}`,
    problems: appCheckProblems({ enforce, siteKey, projectFile: repo.functionsProjectFile, now }),
  };
}

/** A real project issues a tax invoice with every verified payment: its edition gives each fact one needs. */
export async function invoicingCheck(repo: Repository): Promise<Outcome> {
  const { file } = await expectedEdition(repo.root);
  const summary = invoicingSummary(EDITION.invoicing);
  if (isDemoProject(repo.projectId)) {
    return {
      summary: `${repo.projectId} is a demo project: ${summary ?? `${file} gives no invoicing facts yet, and verified payments issue no tax invoice`}`,
      problems: [],
    };
  }
  return { summary: summary ?? '', problems: invoicingProblems(EDITION.invoicing, file, EDITION.startDate) };
}

/** The function's Node.js runtime against Google's schedule, the edition's dates and today's. */
export function runtimeCheck(repo: Repository, now = new Date()): Outcome {
  const engines = (
    JSON.parse(readFileSync(join(repo.functionsDir, 'package.json'), 'utf8')) as { engines?: { node?: string } }
  ).engines?.node;
  const runtime = repo.functionsConfig.runtime ?? (engines ? `nodejs${engines}` : undefined);
  if (!runtime)
    return { summary: '', problems: ['neither firebase.json nor functions/package.json names a Node.js runtime'] };
  return runtimeOutcome({
    runtime,
    today: venueDate(now),
    edition: { name: EDITION.name, endDate: EDITION.endDate },
    registrationsErasedOn: RETENTION_DAYS.registrationsErasedOn,
  });
}

export const CHECKS: [string, (repo: Repository) => Outcome | Promise<Outcome>][] = [
  ['edition', editionCheck],
  ['project values', placeholderCheck],
  ['site origin', siteOriginCheck],
  ['App Check', appCheckCheck],
  ['invoicing', invoicingCheck],
  ['firebase.json', firebaseJsonCheck],
  ['functions', functionsCheck],
  ['runtime', runtimeCheck],
  ['mail sender', mailSenderCheck],
  ['Firestore indexes', indexCheck],
  ['TTL policies', ttlCheck],
  ['Storage lifecycle', storageLifecycleCheck],
  ['pass worker', passWorkerCheck],
];
