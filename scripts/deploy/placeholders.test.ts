import { describe, expect, it } from 'vitest';
import { placeholderCheck } from './checks';
import { hostsIn, placeholderProblems, settingsFrom, siteAddressProblems, type EnvFile } from './placeholders';
import { loadRepository } from './repository';

const REAL = 'icei2025-live';
const repo = loadRepository(undefined, REAL);
const [extensionFile] = repo.extensionEnvFiles as [EnvFile];
const lineOf = (file: EnvFile, key: string) =>
  file.text.split('\n').findIndex((line) => line.startsWith(`${key}=`)) + 1;

describe('hostsIn', () => {
  it("reads a URI's host after its user, and an address's domain, in any case", () => {
    expect(hostsIn('smtps://registration@example.org@SMTP.example.org:465')).toEqual(['smtp.example.org']);
    expect(hostsIn('Conference <Registration@Example.ORG>')).toEqual(['example.org']);
    expect(hostsIn('https://icei2025.example.org/path')).toEqual(['icei2025.example.org']);
    expect(hostsIn('(default)')).toEqual([]);
  });
});

describe('deploy check: no example values reach a real project', () => {
  it("refuses the repository's example SMTP server, sender and reply-to, naming each file and line", () => {
    const problems = placeholderCheck(repo).problems;
    for (const key of ['SMTP_CONNECTION_URI', 'DEFAULT_FROM', 'DEFAULT_REPLY_TO']) {
      expect(problems).toContainEqual(
        expect.stringMatching(
          new RegExp(`^${extensionFile.file}:${lineOf(extensionFile, key)}: ${key} names [^ ]*example\\.org`),
        ),
      );
    }
    expect(
      problems.every((problem) => problem.includes(`set the organisers' own in ${extensionFile.file}.${REAL}`)),
    ).toBe(true);
  });

  it('passes once the project file sets real values, and names the line of one it still misses', () => {
    const override: EnvFile = {
      file: `${extensionFile.file}.${REAL}`,
      text: [
        'SMTP_CONNECTION_URI=smtps://registration@kud.ac.in@smtp.kud.ac.in:465',
        'DEFAULT_FROM=ICEI 2025 <registration@kud.ac.in>',
        'DEFAULT_REPLY_TO=registration@kud.ac.in',
      ].join('\n'),
    };
    expect(placeholderProblems(settingsFrom([extensionFile, override]), override.file)).toEqual([]);
    const partial = { ...override, text: override.text.split('\n').slice(0, 2).join('\n') };
    expect(placeholderProblems(settingsFrom([extensionFile, partial]), partial.file)).toEqual([
      expect.stringMatching(
        new RegExp(`^${extensionFile.file}:${lineOf(extensionFile, 'DEFAULT_REPLY_TO')}: DEFAULT_REPLY_TO`),
      ),
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

  // Reading the repository parses the function's source tree: 0.5 s alone, 1.3-1.5 s in the full
  // run on a slow 2-core machine (30% of the default 5 s), so a timeout of 15 s.
  it('lets a demo project keep the examples: the local suite deploys nothing', { timeout: 15_000 }, () => {
    const demo = loadRepository(undefined, 'demo-icei2025');
    expect(placeholderCheck(demo).problems).toEqual([]);
    expect(demo.extensionEnvFiles.map((file) => file.file)).toEqual([extensionFile.file]);
  });
});
