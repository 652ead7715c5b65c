import { describe, expect, it } from 'vitest';
import { mailSenderCheck, placeholderCheck } from './checks';
import type { DeclaredFunction } from './declared-options';
import {
  leftoverExtensionProblems,
  MIGRATION_HEADING,
  SENDER_FUNCTIONS,
  SENDER_SECRETS,
  senderFunctionProblems,
} from './mail-sender';
import type { EnvFile } from './placeholders';
import { loadRepository, type Repository } from './repository';

const REAL = 'icei2025-live';
const projectFile = `functions/.env.${REAL}`;
// Reading the repository parses the function's source tree, slow in a full run: done once here,
// outside any test's timeout.
const demo = loadRepository();
const real = loadRepository(undefined, REAL);
/** The repository as check:deploy would load it for REAL with this text in functions/.env.<REAL>. */
const withProjectFile = (...lines: string[]): Repository => ({
  ...real,
  functionsEnvFiles: [{ file: projectFile, text: lines.join('\n') } satisfies EnvFile],
});
/** A project file as docs/deploy.md, step 5, has a deployer write it. */
const REALISTIC = [
  `PUBLIC_SITE_URL=https://${REAL}.web.app`,
  'IEEE_API_URL=https://membership.ieee.kud.ac.in/v1',
  'MAIL_FROM=IEEE Conference on Engineering Informatics 2025 <registration@kud.ac.in>',
  'MAIL_REPLY_TO=registration@kud.ac.in',
];
const secret = (name: string) => ({ call: 'defineSecret', name });
/** The declared functions with one function's secrets replaced. */
const withSecrets = (id: string, names: string[]): DeclaredFunction[] =>
  demo.declared.map((fn) => (fn.id === id ? { ...fn, options: { ...fn.options, secrets: names.map(secret) } } : fn));

describe('deploy check 4: the mail sender', () => {
  it('passes on the repository, and names the secrets and the functions that send', () => {
    const outcome = mailSenderCheck(demo);
    expect(outcome.problems).toEqual([]);
    for (const name of [...SENDER_SECRETS, ...Object.keys(SENDER_FUNCTIONS)]) expect(outcome.summary).toContain(name);
  });

  it('passes for a real project whose file sets a real sender and reply-to, and shows them', () => {
    const repo = withProjectFile(...REALISTIC);
    expect(mailSenderCheck(repo).problems).toEqual([]);
    expect(placeholderCheck(repo).problems).toEqual([]);
    expect(mailSenderCheck(repo).summary).toContain(`MAIL_FROM and MAIL_REPLY_TO from ${projectFile}`);
    expect(mailSenderCheck(repo).details).toEqual([
      'MAIL_FROM=IEEE Conference on Engineering Informatics 2025 <registration@kud.ac.in>',
      'MAIL_REPLY_TO=registration@kud.ac.in',
    ]);
  });

  it("requires a real project's MAIL_FROM and MAIL_REPLY_TO, naming the project's file", () => {
    expect(mailSenderCheck(real).problems).toEqual([
      `MAIL_FROM is not set for this project: deploy would ask for it, and a --non-interactive deploy stop; set the organisers' own in ${projectFile}`,
      `MAIL_REPLY_TO is not set for this project: deploy would ask for it, and a --non-interactive deploy stop; set the organisers' own in ${projectFile}`,
    ]);
    const withoutReplyTo = withProjectFile(...REALISTIC.filter((line) => !line.startsWith('MAIL_REPLY_TO=')));
    expect(mailSenderCheck(withoutReplyTo).problems).toEqual([expect.stringMatching(/^MAIL_REPLY_TO is not set/)]);
    // The local suite's values are in functions/.env.local, which deploy never reads.
    expect(mailSenderCheck(demo).problems).toEqual([]);
  });

  it('refuses a sender or reply-to that is no address, at its line, and takes an address with or without a name', () => {
    for (const wrong of ['registration', 'ICEI 2025', 'ICEI <registration>', 'a@b@kud.ac.in']) {
      const repo = withProjectFile(...REALISTIC.slice(0, 3), `MAIL_REPLY_TO=${wrong}`);
      expect(mailSenderCheck(repo).problems, wrong).toEqual([
        `${projectFile}:4: MAIL_REPLY_TO ${JSON.stringify(wrong)} is no address (an address, or Name <address>)`,
      ]);
    }
    for (const right of ['registration@kud.ac.in', 'ICEI 2025 <registration@kud.ac.in>', '"ICEI, KUD" <a@kud.ac.in>']) {
      expect(mailSenderCheck(withProjectFile(...REALISTIC.slice(0, 3), `MAIL_REPLY_TO=${right}`)).problems).toEqual([]);
    }
  });

  it('refuses firebase.json naming the Trigger Email extension, under any instance id, and points to the migration', () => {
    const extensions = {
      'firestore-send-email': 'firebase/firestore-send-email@0.2.4',
      mail: 'firebase/firestore-send-email@0.2.5',
      'resize-images': 'firebase/storage-resize-images@0.2.10',
    };
    const problems = mailSenderCheck({ ...demo, firebaseJson: { ...demo.firebaseJson, extensions } }).problems;
    expect(problems).toEqual([
      expect.stringMatching(
        /^firebase\.json "extensions" still installs the Trigger Email extension \(firestore-send-email: /,
      ),
      expect.stringMatching(/^firebase\.json "extensions" still installs the Trigger Email extension \(mail: /),
    ]);
    for (const problem of problems) expect(problem).toContain(`docs/deploy.md, "${MIGRATION_HEADING}"`);
  });

  it('refuses the extension’s settings left in extensions/, each file, and nothing else there', () => {
    const problems = leftoverExtensionProblems(undefined, [
      'extensions/firestore-send-email.env',
      `extensions/firestore-send-email.env.${REAL}`,
      'extensions/storage-resize-images.env',
    ]);
    expect(problems).toEqual([
      expect.stringMatching(/^extensions\/firestore-send-email\.env is the Trigger Email extension's configuration/),
      expect.stringMatching(new RegExp(`^extensions/firestore-send-email\\.env\\.${REAL} is the Trigger Email`)),
    ]);
    expect(problems[0]).toContain(`docs/deploy.md, "${MIGRATION_HEADING}"`);
    expect(mailSenderCheck({ ...demo, extensionFiles: ['extensions/firestore-send-email.env'] }).problems).toHaveLength(
      1,
    );
  });

  it('points to a section docs/deploy.md has', () => {
    expect(demo.deployGuide).toContain(`\n## ${MIGRATION_HEADING}\n`);
  });

  it('refuses a sender function that lacks an SMTP secret, or is missing', () => {
    expect(senderFunctionProblems(withSecrets('mailSweep', ['SMTP_CONNECTION_URI']))).toEqual([
      expect.stringMatching(/^mailSweep does not bind the secret SMTP_PASSWORD/),
    ]);
    expect(senderFunctionProblems(withSecrets('mailSender', []))).toEqual([
      expect.stringMatching(/^mailSender does not bind the secret SMTP_CONNECTION_URI/),
      expect.stringMatching(/^mailSender does not bind the secret SMTP_PASSWORD/),
    ]);
    expect(senderFunctionProblems(demo.declared.filter((fn) => fn.id !== 'mailSender'))).toEqual([
      'functions/src/index.ts exports no mailSender (onDocumentWritten): no function would send the mail',
    ]);
    const created = demo.declared.map((fn) => (fn.id === 'mailSender' ? { ...fn, trigger: 'onDocumentCreated' } : fn));
    expect(senderFunctionProblems(created)).toEqual([
      'mailSender is made with onDocumentCreated, the mail sender needs onDocumentWritten',
    ]);
  });

  it('refuses the SMTP password bound to any other function', () => {
    const api = demo.declared.find((fn) => fn.id === 'api');
    const apiSecrets = (api?.options.secrets as { name: string }[] | undefined)?.map((s) => s.name) ?? [];
    expect(apiSecrets).not.toContain('SMTP_PASSWORD');
    expect(senderFunctionProblems(withSecrets('api', [...apiSecrets, 'SMTP_PASSWORD']))).toEqual([
      'api binds SMTP_PASSWORD, which only the mail sender (mailSender, mailSweep) needs',
    ]);
  });
});
