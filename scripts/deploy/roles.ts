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
import type { DeclaredFunction } from './declared-options';

export const FUNCTION_ACCOUNT = 'icei-api';

export interface Grant {
  role: string;
  /** Where it is granted: the project, or the default Storage bucket only. */
  on: 'project' | 'bucket';
  why: string;
}

export const GRANTS: Grant[] = [
  { role: 'roles/datastore.user', on: 'project', why: 'Firestore: registrations, mail, settings' },
  { role: 'roles/firebaseauth.viewer', on: 'project', why: 'verifyIdToken with the revocation check reads the user' },
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
