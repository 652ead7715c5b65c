// Who the deployed functions run as, and every role that identity needs: one table, printed as
// gcloud commands by `npm run deploy:roles -- --project <id>` (docs/deploy.md, step 4) and checked
// by check:deploy against the functions' declarations.
//
// Every function runs as icei-api (`serviceAccount` in functions/src/index.ts). firebase-tools also
// makes that account the identity of a function's Eventarc trigger (mailSender) and
// of its Cloud Scheduler job (mailSweep, retentionDaily), but grants the roles those need (receiving
// events, invoking the function's Cloud Run service) only to the default compute account. Without
// them here, the triggers are refused: no mail is sent, none retried, delivered mails keep their
// links, and the daily retention never runs.
import { relative } from 'node:path';
import type { DeclaredFunction } from './declared-options';
import type { SourceTree } from './source-scan';

export const FUNCTION_ACCOUNT = 'icei-api';

export interface Grant {
  role: string;
  /** Where it is granted: the project, or the default Storage bucket only. */
  on: 'project' | 'bucket';
  why: string;
}

export const GRANTS: Grant[] = [
  { role: 'roles/datastore.user', on: 'project', why: 'Firestore: registrations, mail, settings' },
  {
    role: 'roles/firebaseauth.admin',
    on: 'project',
    why: "verifyIdToken's revocation check reads the user; the console's check-in staff: accounts made, their claims set, password links made, deleted when taken back and after the conference",
  },
  { role: 'roles/logging.logWriter', on: 'project', why: 'its log lines' },
  { role: 'roles/storage.objectAdmin', on: 'bucket', why: "the bucket's files: ID cards, receipts, photos" },
  {
    role: 'roles/eventarc.eventReceiver',
    on: 'project',
    why: "mailSender: Eventarc delivers Firestore's events to it as this account",
  },
  {
    role: 'roles/run.invoker',
    on: 'project',
    why: "mailSender, mailSweep and retentionDaily: Eventarc and Cloud Scheduler call each function's Cloud Run service as this account",
  },
  {
    role: 'roles/cloudscheduler.jobRunner',
    on: 'project',
    why: 'api: a probe (npm run smoke -- --jobs) asks Cloud Scheduler to run mailSweep and retentionDaily now',
  },
];

/** The roles a function's trigger needs its identity to hold, beyond what its code uses. */
const TRIGGER_ROLES: Record<string, string[]> = {
  onRequest: [],
  onDocumentUpdated: ['roles/eventarc.eventReceiver', 'roles/run.invoker'],
  onDocumentCreated: ['roles/eventarc.eventReceiver', 'roles/run.invoker'],
  onDocumentWritten: ['roles/eventarc.eventReceiver', 'roles/run.invoker'],
  onDocumentDeleted: ['roles/eventarc.eventReceiver', 'roles/run.invoker'],
  onSchedule: ['roles/run.invoker'],
};

export function roleProblems(declared: DeclaredFunction[], grants = GRANTS): string[] {
  const granted = new Set(grants.map((grant) => grant.role));
  return declared.flatMap((fn) => {
    const account = fn.options.serviceAccount;
    if (typeof account !== 'string' || !account.startsWith(`${FUNCTION_ACCOUNT}@`)) {
      return [
        `${fn.id} runs as ${String(account ?? 'the default compute account')}, not ${FUNCTION_ACCOUNT}: scripts/deploy/roles.ts grants roles to ${FUNCTION_ACCOUNT} only`,
      ];
    }
    const needed = TRIGGER_ROLES[fn.trigger];
    if (needed === undefined)
      return [`${fn.id}: scripts/deploy/roles.ts does not know what a ${fn.trigger} trigger needs`];
    return needed
      .filter((role) => !granted.has(role))
      .map(
        (role) =>
          `${fn.id} (${fn.trigger}) needs ${role} for ${FUNCTION_ACCOUNT}, which scripts/deploy/roles.ts does not grant`,
      );
  });
}

/** The commands that create the account and grant it every role of the table. */
export function grantCommands(projectId: string, bucket: string, grants = GRANTS): string[] {
  const member = `serviceAccount:${FUNCTION_ACCOUNT}@${projectId}.iam.gserviceaccount.com`;
  return [
    `gcloud iam service-accounts create ${FUNCTION_ACCOUNT} --project=${projectId} --display-name="ICEI functions"`,
    ...grants.map((grant) =>
      grant.on === 'project'
        ? `gcloud projects add-iam-policy-binding ${projectId} --member="${member}" --role=${grant.role} --condition=None  # ${grant.why}`
        : `gcloud storage buckets add-iam-policy-binding gs://${bucket} --project=${projectId} --member="${member}" --role=${grant.role}  # ${grant.why}`,
    ),
  ];
}

// The build. firebase-tools names no build account, so Cloud Build builds each function's image as
// the project's default one: for a project created since July 2024, the default compute account.
// An organisation created since May 2024 enforces iam.automaticIamGrantsForDefaultServiceAccounts,
// which leaves that account with no role at all, and the first functions build then fails on a
// missing permission that does not say why. The Cloud Build Service Account role is the one Cloud
// Run functions' documentation names for it (build logs, the source in Storage, the image in
// Artifact Registry).
export const BUILD_ROLE: Omit<Grant, 'on'> = {
  role: 'roles/cloudbuild.builds.builder',
  why: "Cloud Build builds the functions' images as the default compute account, which gets no role by itself where automatic grants are off",
};
/** The default compute account, as a shell word that reads the project number printed before it. */
const BUILD_MEMBER = 'serviceAccount:${PROJECT_NUMBER}-compute@developer.gserviceaccount.com';

export function buildGrantCommands(projectId: string): string[] {
  return [
    `PROJECT_NUMBER="$(gcloud projects describe ${projectId} --format='value(projectNumber)')"`,
    `gcloud projects add-iam-policy-binding ${projectId} --member="${BUILD_MEMBER}" --role=${BUILD_ROLE.role} --condition=None  # ${BUILD_ROLE.why}`,
  ];
}

/**
 * What `npm run deploy` needs of whoever runs it once the first deploy is done, each role for a
 * call firebase-tools makes. The first deploy needs Owner instead: it also enables the APIs, sets
 * the image cleanup policy, and grants the platform's service agents their roles on the project
 * (Pub/Sub's, and the default compute account's run.invoker and eventarc.eventReceiver, when the
 * first trigger and schedule are created), which takes resourcemanager.projects.setIamPolicy.
 */
export const DEPLOYER_ROLES: Omit<Grant, 'on'>[] = [
  { role: 'roles/firebasehosting.admin', why: "the site's releases" },
  {
    role: 'roles/cloudfunctions.admin',
    why: 'the functions, their Cloud Run services and Eventarc triggers, and the public invoker of api',
  },
  { role: 'roles/cloudscheduler.admin', why: 'the jobs of mailSweep and retentionDaily' },
  {
    role: 'roles/secretmanager.admin',
    why: 'deploy checks each secret and lets icei-api read it (the secret IAM policy)',
  },
  { role: 'roles/datastore.indexAdmin', why: 'the Firestore indexes and TTL policies' },
  { role: 'roles/firebaserules.admin', why: 'the Firestore and Storage rules' },
  { role: 'roles/serviceusage.serviceUsageConsumer', why: 'deploy checks the APIs it uses are on' },
];

/**
 * The grants of DEPLOYER_ROLES to `member` (user:… or serviceAccount:…), and the actAs deploy needs;
 * to be run after buildGrantCommands, whose first line sets PROJECT_NUMBER.
 */
export function deployerGrantCommands(projectId: string, member: string): string[] {
  const actAs = (account: string, why: string) =>
    `gcloud iam service-accounts add-iam-policy-binding ${account} --project=${projectId} --member="${member}" --role=roles/iam.serviceAccountUser  # ${why}`;
  return [
    ...DEPLOYER_ROLES.map(
      ({ role, why }) =>
        `gcloud projects add-iam-policy-binding ${projectId} --member="${member}" --role=${role} --condition=None  # ${why}`,
    ),
    actAs(`${FUNCTION_ACCOUNT}@${projectId}.iam.gserviceaccount.com`, 'the functions run as icei-api'),
    // PROJECT_NUMBER: set by buildGrantCommands' first line, printed before these.
    actAs(
      `"\${PROJECT_NUMBER}-compute@developer.gserviceaccount.com"`,
      'the functions are built as the default compute account',
    ),
  ];
}

/** The Admin SDK's calls that change Firebase Auth's users, which `roles/firebaseauth.viewer` refuses. */
const AUTH_USER_CHANGES =
  /\.(createUser|updateUser|setCustomUserClaims|deleteUsers?|generatePasswordResetLink|revokeRefreshTokens)\(/;

/** Each source file of the function that changes Auth's users, when its account may not. */
export function authRoleProblems(tree: SourceTree, grants = GRANTS): string[] {
  if (grants.some((grant) => grant.role === 'roles/firebaseauth.admin')) return [];
  return [...tree.files.values()].flatMap((file) => {
    const call = AUTH_USER_CHANGES.exec(file.text)?.[1];
    return call
      ? [
          `${relative(tree.root, file.fileName)} changes Firebase Auth's users (${call}): ${FUNCTION_ACCOUNT} needs roles/firebaseauth.admin (scripts/deploy/roles.ts)`,
        ]
      : [];
  });
}
