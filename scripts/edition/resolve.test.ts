// One edition switch for every tool (resolve.mjs): the selection modules in git stay on the default
// edition, and each tool's adapter resolves them to the edition it is given, leaving the tree as
// it was.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createServer } from 'vite';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import fixture from '../../editions/fixture-2031/edition';
import { builtCopyOfFunctions, type FunctionsCopy } from '../deploy/functions-copy';
import type { Repository } from '../deploy/repository';
import { ROOT } from '../suite/config';
import { functionBuildEdition } from './built';
import { importWithEdition } from './bundle';
import { CONTENT_MODULES, DEFAULT_EDITION, editionFile, editionIds } from './resolve.mjs';
import type * as Probe from './resolve-probe';
import { editionPlugin } from './vite-plugin';

const SELECTED = join(ROOT, 'functions', 'src', 'domain', 'edition.selected.ts');
const content = (name: string) => join(ROOT, 'web', 'src', 'content', `${name}.ts`);
/**
 * What git sees changed or added where a tool could write for an edition: the sources and the
 * editions. Not the whole tree: \`npm test\` builds and serves beside these tests, writing logs and
 * outputs elsewhere, and that is not this file's business.
 */
const SOURCES = ['functions/src', 'web/src', 'web/scripts', 'scripts', 'editions'];
const gitStatus = () =>
  execFileSync('git', ['status', '--porcelain', '--', ...SOURCES], { cwd: ROOT, encoding: 'utf8' });

describe('the selection modules', () => {
  it('in git re-export the default edition, for tsc and a fresh clone', () => {
    for (const file of [SELECTED, ...CONTENT_MODULES.map(content)]) {
      expect(readFileSync(file, 'utf8'), file).toMatch(
        new RegExp(`from '\\.\\./\\.\\./\\.\\./editions/${DEFAULT_EDITION}/`),
      );
    }
  });

  it.each(editionIds())("resolve to editions/%s's own files, with or without their extension", (id) => {
    expect(editionFile(SELECTED, id)).toBe(join(ROOT, 'editions', id, 'edition.ts'));
    for (const name of CONTENT_MODULES) {
      const own = join(ROOT, 'editions', id, 'content', `${name}.ts`);
      expect(editionFile(content(name), id)).toBe(own);
      expect(editionFile(content(name).replace(/\.ts$/, ''), id)).toBe(own);
    }
  });

  it("leave every other module alone, the product's content among them", () => {
    for (const file of [
      content('fact'),
      content('types'),
      content('navigation'),
      join(ROOT, 'editions', 'x', 'site.ts'),
    ]) {
      expect(editionFile(file, fixture.id)).toBeUndefined();
    }
  });
});

describe('the npm scripts', () => {
  it.each([
    ['package.json', './scripts/edition/register.mjs'],
    ['web/package.json', '../scripts/edition/register.mjs'],
  ])('in %s register the resolver in every tsx they run', (file, register) => {
    const { scripts } = JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as { scripts: Record<string, string> };
    const runs = Object.values(scripts).flatMap((script) => script.split('&&').map((run) => run.trim()));
    const tsx = runs.filter((run) => run.startsWith('tsx '));
    expect(tsx.length).toBeGreaterThan(0);
    for (const run of tsx) expect(run).toMatch(new RegExp(`^tsx --import ${register.replace(/\./g, '\\.')} `));
  });
});

describe('each tool, given EDITION=fixture-2031, reads the fixture and rewrites nothing', () => {
  // After each test, not once at the end: a failure then names the tool that rewrote something.
  let before: string;
  beforeEach(() => {
    before = gitStatus();
  });
  afterEach(() => {
    expect(gitStatus()).toBe(before);
  });

  it("the function's build: its bundle names the fixture and serves its facts", async () => {
    let built: FunctionsCopy | undefined;
    try {
      built = builtCopyOfFunctions({ root: ROOT, functionsDir: join(ROOT, 'functions') } as Repository, fixture.id);
      expect(functionBuildEdition(dirname(built.dir))).toBe(fixture.id);
      const bundle = readFileSync(join(built.dir, 'lib', 'index.js'), 'utf8');
      expect(bundle).toContain(fixture.name);
      expect(bundle).not.toContain('IEEE Conference on Engineering Informatics');
    } finally {
      built?.remove();
    }
  }, 60_000);

  const PROBE = join(ROOT, 'scripts', 'edition', 'resolve-probe.ts');
  let fixtureSite: typeof Probe.HOST_INSTITUTE;
  beforeAll(async () => {
    const file = pathToFileURL(join(ROOT, 'editions', fixture.id, 'content', 'site.ts')).href;
    fixtureSite = ((await import(file)) as typeof Probe).HOST_INSTITUTE;
  });

  it('esbuild: the domain and the content both come from the fixture', async () => {
    const built = await importWithEdition<typeof Probe>(PROBE, fixture.id);
    expect(built.EDITION.id).toBe(fixture.id);
    expect(built.HOST_INSTITUTE).toEqual(fixtureSite);
  }, 30_000);

  it('Vite (the site, the prerender, Vitest): the domain and the content both come from the fixture', async () => {
    const vite = await createServer({
      configFile: false,
      root: ROOT,
      logLevel: 'silent',
      plugins: [editionPlugin(fixture.id)],
      server: { middlewareMode: true, hmr: false, watch: null },
      optimizeDeps: { noDiscovery: true },
    });
    try {
      const loaded = (await vite.ssrLoadModule(PROBE)) as typeof Probe;
      expect(loaded.EDITION.id).toBe(fixture.id);
      expect(loaded.HOST_INSTITUTE).toEqual(fixtureSite);
    } finally {
      await vite.close();
    }
  }, 30_000);

  it('Node and tsx, with register.mjs: the domain and the content both come from the fixture', () => {
    const printed = execFileSync(
      join(ROOT, 'node_modules', '.bin', 'tsx'),
      ['--import', './scripts/edition/register.mjs', PROBE],
      { cwd: ROOT, encoding: 'utf8', env: { ...process.env, EDITION: fixture.id } },
    );
    expect(JSON.parse(printed)).toEqual({ edition: fixture.id, hostInstitute: fixtureSite });
  }, 30_000);
});
