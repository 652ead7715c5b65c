// The manifest rules, on the manifest of the function built from its current sources, read as
// firebase-tools' discovery reads it from a source folder (the packed and freshly installed upload
// is functions-manifest.install.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeclaredFunction } from './declared-options';
import {
  functionEndpointProblems,
  REQUIRED_SECRETS,
  secretsToSet,
  type FunctionFacts,
  type FunctionsManifest,
} from './function-endpoint';
import { builtCopyOfFunctions, type FunctionsCopy } from './functions-copy';
import { discoverManifest } from './functions-manifest';
import { functionRewrites, loadRepository, type Repository } from './repository';

describe('deploy check 2: the function’s manifest against its source, firebase.json and docs/deploy.md', () => {
  let repo: Repository;
  let manifest: FunctionsManifest;
  let fn: DeclaredFunction;

  const facts = (change: Partial<FunctionFacts> = {}): FunctionFacts => ({
    manifest,
    declared: repo.declared,
    runtime: repo.functionsConfig.runtime,
    enginesNode: repo.functionsConfig.runtime?.replace(/^nodejs/, ''),
    rewrites: functionRewrites(repo),
    deployGuide: repo.deployGuide,
    ...change,
  });
  /** The manifest with the function's endpoint changed. */
  const withEndpoint = (change: Record<string, unknown>): FunctionsManifest => ({
    ...manifest,
    endpoints: { ...manifest.endpoints, [fn.id]: { ...manifest.endpoints[fn.id], ...change } },
  });

  let built: FunctionsCopy | undefined;

  beforeAll(async () => {
    repo = loadRepository();
    built = builtCopyOfFunctions(repo);
    manifest = await discoverManifest(built.dir, repo.projectId, repo.root);
    const [first] = repo.declared;
    if (!first) throw new Error('functions/src/index.ts exports no function');
    fn = first;
  }, 30_000);
  afterAll(() => built?.remove());

  it('passes on the built function, whose options the check reads from the source', () => {
    expect(fn.unreadable).toEqual([]);
    expect(Object.keys(fn.options).length).toBeGreaterThan(0);
    expect(functionEndpointProblems(facts())).toEqual([]);
  });

  it('fails on a manifest without memory', () => {
    const problems = functionEndpointProblems(facts({ manifest: withEndpoint({ availableMemoryMb: null }) }));
    expect(problems).toEqual([expect.stringContaining(`${fn.id}: the manifest has availableMemoryMb null`)]);
  });

  it('fails when the source leaves concurrency to deploy’s default', () => {
    const { concurrency: _, ...options } = fn.options;
    const problems = functionEndpointProblems(
      facts({
        manifest: withEndpoint({ concurrency: null }),
        declared: repo.declared.map((declared) => (declared.id === fn.id ? { ...fn, options } : declared)),
      }),
    );
    expect(problems).toEqual([expect.stringContaining('concurrency missing from the manifest')]);
  });

  it('fails on a manifest in us-central1: the source and the Hosting rewrites say otherwise', () => {
    const problems = functionEndpointProblems(facts({ manifest: withEndpoint({ region: ['us-central1'] }) }));
    expect(problems).toContainEqual(
      expect.stringMatching(/the manifest has region \["us-central1"\], .* declares region/),
    );
    for (const rewrite of functionRewrites(repo)) {
      expect(problems).toContainEqual(
        `firebase.json rewrites to ${rewrite.functionId} in ${rewrite.region}, the function is in us-central1`,
      );
    }
  });

  it('fails on a manifest without the secret the code reads', () => {
    const secret = (manifest.params ?? []).find((param) => param.type === 'secret')?.name;
    expect(secret).toBeDefined();
    const others = manifest.endpoints[fn.id]?.secretEnvironmentVariables?.filter((s) => s.key !== secret);
    const problems = functionEndpointProblems(
      facts({ manifest: withEndpoint({ secretEnvironmentVariables: others }) }),
    );
    expect(problems).toContainEqual(
      `secret ${secret} is defined, but no endpoint binds it (secrets: [...]), so .value() fails at run time`,
    );
    expect(problems).toContainEqual(expect.stringContaining(`declares secrets`));
  });

  it('fails when an option of the built code differs from the source (a stale build)', () => {
    const timeout = manifest.endpoints[fn.id]?.timeoutSeconds ?? 0;
    const problems = functionEndpointProblems(facts({ manifest: withEndpoint({ timeoutSeconds: timeout + 1 }) }));
    expect(problems).toEqual([
      expect.stringContaining(
        `timeoutSeconds ${timeout + 1}, functions/src/index.ts declares timeoutSeconds ${timeout}`,
      ),
    ]);
  });

  it('fails on a function that binds no COUNTER_HASH_SECRET, even when its source defines none', () => {
    expect(REQUIRED_SECRETS).toContain('COUNTER_HASH_SECRET');
    const others = manifest.endpoints[fn.id]?.secretEnvironmentVariables?.filter(
      (s) => s.key !== 'COUNTER_HASH_SECRET',
    );
    const params = (manifest.params ?? []).filter((param) => param.name !== 'COUNTER_HASH_SECRET');
    const problems = functionEndpointProblems(
      facts({ manifest: { ...withEndpoint({ secretEnvironmentVariables: others }), params } }),
    );
    expect(problems).toContainEqual(expect.stringMatching(/^secret COUNTER_HASH_SECRET is bound to no function: /));
  });

  it.each(['SMTP_CONNECTION_URI', 'SMTP_PASSWORD'])(
    'fails when no function binds the mail sender’s %s, even when the source defines none',
    (name) => {
      expect(REQUIRED_SECRETS).toContain(name);
      const endpoints = Object.fromEntries(
        Object.entries(manifest.endpoints).map(([id, endpoint]) => [
          id,
          {
            ...endpoint,
            secretEnvironmentVariables: endpoint.secretEnvironmentVariables?.filter((s) => s.key !== name),
          },
        ]),
      );
      const params = (manifest.params ?? []).filter((param) => param.name !== name);
      const problems = functionEndpointProblems(facts({ manifest: { ...manifest, endpoints, params } }));
      expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^secret ${name} is bound to no function: `)));
    },
  );

  it('names the mail sender’s secrets among those to set before deploying', () => {
    expect(secretsToSet(manifest)).toEqual(expect.arrayContaining(['SMTP_CONNECTION_URI', 'SMTP_PASSWORD']));
    expect(secretsToSet(manifest)).toEqual(expect.arrayContaining([...REQUIRED_SECRETS]));
  });

  it('fails on a secret that docs/deploy.md does not tell a deployer to set', () => {
    const deployGuide = repo.deployGuide.replaceAll('COUNTER_HASH_SECRET', 'SOMETHING');
    expect(functionEndpointProblems(facts({ deployGuide }))).toEqual([
      'param COUNTER_HASH_SECRET has no default and docs/deploy.md does not tell a deployer to supply it',
    ]);
  });

  it('fails on a param without a default that docs/deploy.md does not mention', () => {
    const param = (manifest.params ?? []).find((p) => p.default === undefined && p.type !== 'secret');
    expect(param).toBeDefined();
    const deployGuide = repo.deployGuide.replaceAll(param?.name ?? '', 'SOMETHING');
    expect(functionEndpointProblems(facts({ deployGuide }))).toEqual([
      `param ${param?.name} has no default and docs/deploy.md does not tell a deployer to supply it`,
    ]);
  });

  it('fails when firebase.json’s runtime and package.json’s engines disagree', () => {
    const problems = functionEndpointProblems(facts({ enginesNode: '20' }));
    expect(problems).toEqual([
      `firebase.json runtime ${repo.functionsConfig.runtime} and package.json engines.node 20 disagree`,
    ]);
  });

  it('fails when Hosting rewrites to a function the code does not export', () => {
    const problems = functionEndpointProblems(
      facts({ rewrites: [{ functionId: `${fn.id}2`, region: functionRewrites(repo)[0]?.region }] }),
    );
    expect(problems).toEqual([`firebase.json rewrites to ${fn.id}2, which is no HTTPS endpoint`]);
  });
});
