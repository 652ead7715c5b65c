import { describe, expect, it } from 'vitest';
import { placeholderCheck } from './checks';
import { hostsIn, placeholderProblems, settingsFrom, siteAddressProblems, type EnvFile } from './placeholders';
import { loadRepository, type Repository } from './repository';

const REAL = 'icei2025-live';
const repo = loadRepository(undefined, REAL);
const projectFile = `functions/.env.${REAL}`;
/** The repository as check:deploy would load it for REAL with these files in functions/. */
const withFiles = (...functionsEnvFiles: EnvFile[]): Repository => ({ ...repo, functionsEnvFiles });
const lineOf = (file: EnvFile, key: string) =>
  file.text.split('\n').findIndex((line) => line.startsWith(`${key}=`)) + 1;

/** A project file as a deployer copies it from docs/deploy.md, the example values left in. */
const EXAMPLES: EnvFile = {
  file: projectFile,
  text: [
    `PUBLIC_SITE_URL=https://${REAL}.web.app`,
    'IEEE_API_URL=https://membership.ieee.kud.ac.in/v1',
    '# the sender and reply-to of every mail',
    'MAIL_FROM=IEEE Conference on Engineering Informatics 2025 <registration@example.org>',
    'MAIL_REPLY_TO=registration@icei2025.example',
  ].join('\n'),
};
const REAL_SENDER = ['MAIL_FROM=ICEI 2025 <registration@kud.ac.in>', 'MAIL_REPLY_TO=registration@kud.ac.in'];

describe('hostsIn', () => {
  it("reads a URI's host after its user, and an address's domain, in any case", () => {
    expect(hostsIn('smtps://registration@example.org@SMTP.example.org:465')).toEqual(['smtp.example.org']);
    expect(hostsIn('Conference <Registration@Example.ORG>')).toEqual(['example.org']);
    expect(hostsIn('https://icei2025.example.org/path')).toEqual(['icei2025.example.org']);
    expect(hostsIn('(default)')).toEqual([]);
  });
});

describe('deploy check: no example values reach a real project', () => {
  it('refuses an example sender and reply-to in the project file, naming each line', () => {
    const problems = placeholderCheck(withFiles(EXAMPLES)).problems;
    expect(problems).toEqual([
      `${projectFile}:${lineOf(EXAMPLES, 'MAIL_FROM')}: MAIL_FROM names example.org, an example, not a real host: set the organisers' own in ${projectFile}`,
      `${projectFile}:${lineOf(EXAMPLES, 'MAIL_REPLY_TO')}: MAIL_REPLY_TO names icei2025.example, an example, not a real host: set the organisers' own in ${projectFile}`,
    ]);
  });

  it('passes once the project file sets real values over functions/.env, and names a line that still holds an example', () => {
    const shared: EnvFile = { file: 'functions/.env', text: EXAMPLES.text };
    const override: EnvFile = { file: projectFile, text: REAL_SENDER.join('\n') };
    expect(placeholderCheck(withFiles(shared, override)).problems).toEqual([]);
    const partial: EnvFile = { ...override, text: REAL_SENDER[0] ?? '' };
    expect(placeholderCheck(withFiles(shared, partial)).problems).toEqual([
      expect.stringMatching(new RegExp(`^functions/\\.env:${lineOf(shared, 'MAIL_REPLY_TO')}: MAIL_REPLY_TO names`)),
    ]);
  });

  it("refuses an example address in the function's project file, at its line", () => {
    const file: EnvFile = {
      file: `functions/.env.${REAL}`,
      text: '# the public site\nPUBLIC_SITE_URL=https://icei2025.example.org\nCLIENT_ADDRESS_HOPS=2',
    };
    expect(placeholderProblems(settingsFrom([file]), file.file)).toEqual([
      `functions/.env.${REAL}:2: PUBLIC_SITE_URL names icei2025.example.org, an example, not a real host: set the organisers' own in functions/.env.${REAL}`,
    ]);
  });

  it("refuses a PUBLIC_SITE_URL that is not the site's https address, at its line, and takes one that is", () => {
    const site = (value: string): EnvFile => ({
      file: `functions/.env.${REAL}`,
      text: `IEEE_API_URL=https://ieee.kud.ac.in/members\nPUBLIC_SITE_URL=${value}`,
    });
    for (const wrong of [
      'http://icei2025.kud.ac.in',
      'https://kud.ac.in/icei2025',
      'icei2025.kud.ac.in',
      'https://a@kud.ac.in',
    ]) {
      expect(siteAddressProblems(settingsFrom([site(wrong)]))).toEqual([
        `functions/.env.${REAL}:2: PUBLIC_SITE_URL ${wrong} is not the site's https address (https://<host>, nothing after it)`,
      ]);
    }
    for (const right of ['https://icei2025.kud.ac.in', 'https://icei2025.kud.ac.in/', `https://${REAL}.web.app`]) {
      expect(siteAddressProblems(settingsFrom([site(right)]))).toEqual([]);
    }
    // Unset, deploy asks for it; the local suite's own value is in .env.local, which deploy never reads.
    expect(placeholderCheck(repo).problems.some((problem) => problem.includes('PUBLIC_SITE_URL'))).toBe(false);
  });

  // Reading the repository parses the function's source tree, close to a third of the default 5 s
  // in a full run (docs/development.md, "Timeouts and why").
  it('lets a demo project keep the examples: the local suite deploys nothing', { timeout: 15_000 }, () => {
    const demo = loadRepository(undefined, 'demo-icei2025');
    expect(placeholderCheck({ ...demo, functionsEnvFiles: [EXAMPLES] }).problems).toEqual([]);
    expect(placeholderCheck(withFiles(EXAMPLES)).problems).not.toEqual([]);
  });
});
