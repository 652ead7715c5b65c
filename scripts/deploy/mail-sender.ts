// Check 4: the mail sender, our own functions in place of Firebase's Trigger Email extension (Firebase
// Extensions shut down on 31 March 2027). What a deploy needs for mail to go out:
// - mailSender (every write to `mail`) and mailSweep (every minute) each bind the secrets
//   SMTP_CONNECTION_URI and SMTP_PASSWORD, and no other function does: the password reaches the
//   sender alone. (The functions check then finds them bound in the manifest.)
// - a real project's sender and reply-to, MAIL_FROM and MAIL_REPLY_TO, in the files deploy reads for
//   it, each an address (the project values check refuses an example one). Without them deploy asks,
//   and a --non-interactive deploy stops.
// - nothing left of the extension: an "extensions" entry naming it in firebase.json would have
//   deploy install or update it beside the sender, and extensions/firestore-send-email.env is its
//   settings, which nothing reads any more. Either means a migration half done.
import type { DeclaredFunction } from './declared-options';
import { secretNames } from './function-endpoint';
import type { Setting } from './placeholders';

export const MAIL_EXTENSION = 'firestore-send-email';
/** Where a deployer is sent to finish the move; the deploy guide must have this heading. */
export const MIGRATION_HEADING = 'Moving from the Trigger Email extension';
const MIGRATION = `docs/deploy.md, "${MIGRATION_HEADING}"`;

/** The sender's functions, each with the trigger functions/src/index.ts makes it with. */
export const SENDER_FUNCTIONS = { mailSender: 'onDocumentWritten', mailSweep: 'onSchedule' } as const;
export const SENDER_SECRETS = ['SMTP_CONNECTION_URI', 'SMTP_PASSWORD'] as const;
export const SENDER_PARAMS = ['MAIL_FROM', 'MAIL_REPLY_TO'] as const;

/** An extension reference, `publisher/name@version`, names the extension itself. */
const namesExtension = (instance: string, reference: unknown) =>
  instance === MAIL_EXTENSION || String(reference).split('@')[0]?.split('/').pop() === MAIL_EXTENSION;

/** What is left of the extension: firebase.json's instances of it, and its files in extensions/. */
export function leftoverExtensionProblems(
  instances: Record<string, string> | undefined,
  extensionFiles: string[],
): string[] {
  const entries = Object.entries(instances ?? {}).filter(([instance, reference]) =>
    namesExtension(instance, reference),
  );
  const files = extensionFiles.filter((file) => (file.split('/').pop() ?? '').startsWith(`${MAIL_EXTENSION}.`));
  return [
    ...entries.map(
      ([instance, reference]) =>
        `firebase.json "extensions" still installs the Trigger Email extension (${instance}: ${String(reference)}), which deploy would install or update beside mailSender: remove the entry, then uninstall it from the project as ${MIGRATION} says`,
    ),
    ...files.map(
      (file) =>
        `${file} is the Trigger Email extension's configuration, which nothing deploys any more: its sender and reply-to are MAIL_FROM and MAIL_REPLY_TO in functions/.env.<project-id>, its SMTP account the secrets SMTP_CONNECTION_URI and SMTP_PASSWORD; delete the file (${MIGRATION})`,
    ),
  ];
}

/** The sender's functions exist, each binds both SMTP secrets, and no other function binds either. */
export function senderFunctionProblems(declared: DeclaredFunction[]): string[] {
  const problems: string[] = [];
  for (const [id, trigger] of Object.entries(SENDER_FUNCTIONS)) {
    const fn = declared.find((candidate) => candidate.id === id);
    if (!fn) {
      problems.push(`functions/src/index.ts exports no ${id} (${trigger}): no function would send the mail`);
      continue;
    }
    if (fn.trigger !== trigger) problems.push(`${id} is made with ${fn.trigger}, the mail sender needs ${trigger}`);
    const bound = fn.options.secrets === undefined ? [] : secretNames(fn.options.secrets);
    for (const secret of SENDER_SECRETS) {
      if (bound && !bound.includes(secret)) {
        problems.push(
          `${id} does not bind the secret ${secret} (secrets: [...]): reading it would fail, and no mail would go out`,
        );
      }
    }
  }
  for (const fn of declared) {
    if (fn.id in SENDER_FUNCTIONS || fn.options.secrets === undefined) continue;
    for (const secret of secretNames(fn.options.secrets) ?? []) {
      if ((SENDER_SECRETS as readonly string[]).includes(secret)) {
        problems.push(
          `${fn.id} binds ${secret}, which only the mail sender (${Object.keys(SENDER_FUNCTIONS).join(', ')}) needs`,
        );
      }
    }
  }
  return problems;
}

/** An address, alone or as `Display name <address>`, as nodemailer takes a from or reply-to. */
const ADDRESS = /^[^\s<>@"(),;:]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+$/i;
function isMailbox(value: string): boolean {
  const named = /^[^<>]*<([^<>]+)>$/.exec(value.trim());
  return ADDRESS.test(named ? (named[1] ?? '') : value.trim());
}

/**
 * A real project's MAIL_FROM and MAIL_REPLY_TO, as deploy ends up with them (`settings`, from
 * functions/.env and .env.<project>): each set, and each an address; `fixIn` is the project's file.
 */
export function senderParamProblems(settings: Map<string, Setting>, fixIn: string): string[] {
  return SENDER_PARAMS.flatMap((param) => {
    const setting = settings.get(param);
    if (!setting) {
      return [
        `${param} is not set for this project: deploy would ask for it, and a --non-interactive deploy stop; set the organisers' own in ${fixIn}`,
      ];
    }
    const { value, file, line } = setting;
    return isMailbox(value)
      ? []
      : [
          `${file}${line > 0 ? `:${line}` : ''}: ${param} ${JSON.stringify(value)} is no address (an address, or Name <address>)`,
        ];
  });
}
