import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mailExtensionCheck } from './checks';
import { instanceOf, mailExtensionProblems, requiredParams, type ExtensionFacts } from './mail-extension';
import { functionRegion, loadRepository, readExtensionEnv, writtenCollections, type Repository } from './repository';

describe('deploy check 3: the mail extension’s params', () => {
  const repo: Repository = loadRepository();
  const instanceId = instanceOf(repo.extensionSpec, repo.firebaseJson.extensions) ?? '';
  const envText = readFileSync(join(repo.root, 'extensions', `${instanceId}.env`), 'utf8');
  const required = requiredParams(repo.extensionSpec, repo.extensionEnv?.envs ?? {});

  /** The check on the real .env with `edit` applied to its text, line by line. */
  const problemsWith = (edit: (lines: string[]) => string[], change: Partial<ExtensionFacts> = {}) =>
    mailExtensionProblems({
      spec: repo.extensionSpec,
      instances: repo.firebaseJson.extensions,
      env: readExtensionEnv(edit(envText.split('\n')).join('\n'), repo.projectId),
      functionRegion: functionRegion(repo),
      collections: writtenCollections(repo),
      ...change,
    });
  const setting = (key: string) => (line: string) => line.startsWith(`${key}=`);
  const replace = (key: string, value: string) => (lines: string[]) =>
    lines.map((line) => (setting(key)(line) ? `${key}=${value}` : line));

  it('passes on the repository’s firebase.json and .env', () => {
    expect(mailExtensionCheck(repo).problems).toEqual([]);
    expect(repo.extensionEnv?.errors).toEqual([]);
  });

  it('reads the SMTP password as firebase-tools will: a reference to a secret of this project', () => {
    const secret = repo.extensionSpec.params.find((p) => p.type === 'secret' && p.requiredWhen)?.param ?? '';
    const [, project, , name, , version] = (repo.extensionEnv?.resolved[secret] ?? '').split('/');
    expect(project).toMatch(/^\d+$/);
    expect(name).toBe(`ext-${instanceId}-${secret}`);
    expect(version).toBe('latest');
  });

  it('needs every required param, and for its AUTH_TYPE the SMTP URI and password', () => {
    const spec = repo.extensionSpec.params;
    expect(required).toEqual(expect.arrayContaining(spec.filter((p) => p.required).map((p) => p.param)));
    const smtp = spec.filter((p) => p.requiredWhen?.AUTH_TYPE === repo.extensionEnv?.envs.AUTH_TYPE);
    expect(smtp.map((p) => p.type).sort()).toEqual(['secret', 'string']);
    expect(required).toEqual(expect.arrayContaining(smtp.map((p) => p.param)));
  });

  it.each(required)('fails without %s', (key) => {
    expect(problemsWith((lines) => lines.filter((line) => !setting(key)(line)))).toContainEqual(
      `extensions/${instanceId}.env: ${key} is required but not supplied`,
    );
  });

  it('fails on a literal SMTP password, or a reference with a misspelt project param', () => {
    expect(problemsWith(replace('SMTP_PASSWORD', 'correct-horse-battery'))).toEqual([
      expect.stringContaining('SMTP_PASSWORD is no Secret Manager reference'),
    ]);
    const misspelt = (repo.extensionEnv?.envs.SMTP_PASSWORD ?? '').replace('PROJECT_NUMBER', 'PROJECT_NUMBR');
    expect(problemsWith(replace('SMTP_PASSWORD', misspelt))).toEqual([
      expect.stringContaining('SMTP_PASSWORD is no Secret Manager reference'),
    ]);
  });

  it('fails on a password in the SMTP URI', () => {
    const uri = repo.extensionEnv?.envs.SMTP_CONNECTION_URI ?? '';
    const withPassword = uri.replace(/@(?=[^@]*$)/, ':hunter2@');
    expect(problemsWith(replace('SMTP_CONNECTION_URI', withPassword))).toEqual([
      expect.stringContaining('SMTP_CONNECTION_URI carries a password'),
    ]);
  });

  it('fails without the location, or with the extension away from the function’s region', () => {
    const { locationParam } = repo.extensionSpec;
    expect(problemsWith((lines) => lines.filter((line) => !setting(locationParam)(line)))).toEqual([
      expect.stringContaining(
        `${locationParam} is not set; the extension's function belongs in ${functionRegion(repo)}`,
      ),
    ]);
    expect(problemsWith(replace('DATABASE_REGION', 'us-central1'))).toEqual([
      expect.stringContaining(`DATABASE_REGION is us-central1, the function's region is ${functionRegion(repo)}`),
    ]);
  });

  it('fails on a param the extension does not have, and on a value outside a select’s options', () => {
    expect(problemsWith((lines) => [...lines, 'SMTP_PASSWROD=x'])).toEqual([
      expect.stringContaining('SMTP_PASSWROD is no param of'),
    ]);
    expect(problemsWith(replace('TTL_EXPIRE_TYPE', 'fortnight'))).toEqual([
      expect.stringContaining('TTL_EXPIRE_TYPE=fortnight is not one of'),
    ]);
  });

  it('fails when the mail collection is not the one the function writes', () => {
    expect(problemsWith(replace('MAIL_COLLECTION', 'outbox'))).toEqual([
      expect.stringContaining('MAIL_COLLECTION outbox is no collection the function writes'),
    ]);
  });

  it('fails on an unpinned version, and on a version the params were not established for', () => {
    const { extension, version } = repo.extensionSpec;
    expect(problemsWith((lines) => lines, { instances: { [instanceId]: extension } })).toEqual([
      expect.stringContaining('pin an exact version'),
    ]);
    expect(problemsWith((lines) => lines, { instances: { [instanceId]: `${extension}@^${version}` } })).toEqual([
      expect.stringContaining('pin an exact version'),
    ]);
    const [major, minor, patch] = version.split('.').map(Number);
    const newer = `${major}.${minor}.${(patch ?? 0) + 1}`;
    expect(problemsWith((lines) => lines, { instances: { [instanceId]: `${extension}@${newer}` } })).toEqual([
      expect.stringContaining(`the params were established for ${version}`),
    ]);
  });
});
