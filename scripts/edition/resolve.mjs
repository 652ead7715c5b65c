// Which edition a tool builds, tests or runs: EDITION=<id> (default icei-2025, the spec's), chosen
// at module resolution and never by rewriting files. The selection modules in git
// (functions/src/domain/edition.selected.ts, web/src/content/<name>.ts) re-export the default
// edition, for tsc and a fresh clone; every tool resolves them to editions/<id>/ through
// editionFile: Vite and Vitest (vite-plugin.ts), esbuild (esbuildEditionPlugin: the function's
// build), Node and tsx (register.mjs, which the npm scripts and Playwright's config load).
// Plain JavaScript: the function's build script and Node's module hooks load it without a
// TypeScript loader (resolve.d.mts states its types).
import { existsSync, readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export const DEFAULT_EDITION = 'icei-2025';

/**
 * The site's content modules an edition provides in editions/<id>/content/: each stands in for
 * web/src/content/<name>.ts, where the pages import it (so each page still loads only its own).
 */
export const CONTENT_MODULES = [
  'areas',
  'call-for-papers',
  'committees',
  'dates',
  'gallery',
  'highlights',
  'home',
  'hotels',
  'pages',
  'privacy',
  'registration',
  'site',
  'speakers',
  'sponsorship',
  'theme',
  'venue',
];

const SELECTED = join(ROOT, 'functions', 'src', 'domain', 'edition.selected');
const CONTENT = join(ROOT, 'web', 'src', 'content');

/** An import that may name a selection module, tested on the specifier before anything resolves it. */
export const SELECTION_SPECIFIER = new RegExp(`(^|/)(edition\\.selected|${CONTENT_MODULES.join('|')})(\\.ts)?$`);

/** The editions in the repository: the folders of editions/. */
export function editionIds() {
  return readdirSync(join(ROOT, 'editions'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

export function selectedEditionId(env = process.env) {
  return env.EDITION?.trim() || DEFAULT_EDITION;
}

/** The id, once editions/<id>/edition.ts is known to exist: a wrong EDITION stops a tool at once. */
export function requireEdition(id) {
  if (!existsSync(join(ROOT, 'editions', id, 'edition.ts'))) {
    throw new Error(`EDITION=${id}: there is no editions/${id}/edition.ts (editions: ${editionIds().join(', ')})`);
  }
  return id;
}

/**
 * The file that a selection module is in edition `id`, given the module's resolved path (with or
 * without its extension); undefined for any other module.
 */
export function editionFile(path, id) {
  const module = path.replace(/\.ts$/, '');
  if (module === SELECTED) return join(ROOT, 'editions', id, 'edition.ts');
  const name = basename(module);
  if (dirname(module) === CONTENT && CONTENT_MODULES.includes(name)) {
    return join(ROOT, 'editions', id, 'content', `${name}.ts`);
  }
  return undefined;
}

/** The first line of the function's bundle (functions/build.mjs), naming the edition it holds. */
export const bundleBanner = (id) => `// edition: ${id}`;

/** The edition a bundle holds, read from its first line; undefined when it names none. */
export function editionOfBundle(text) {
  return /^\/\/ edition: ([\w-]+)\n/.exec(text)?.[1];
}

const RESOLVING = Symbol('edition');

/** esbuild's plugin: resolves each import as esbuild would, then to edition `id`'s file. */
export function esbuildEditionPlugin(id) {
  requireEdition(id);
  return {
    name: 'edition',
    setup(build) {
      build.onResolve({ filter: SELECTION_SPECIFIER }, async ({ path, kind, importer, resolveDir, pluginData }) => {
        if (pluginData === RESOLVING) return undefined;
        const resolved = await build.resolve(path, { kind, importer, resolveDir, pluginData: RESOLVING });
        const file = resolved.errors.length === 0 ? editionFile(resolved.path, id) : undefined;
        return file ? { path: file } : undefined;
      });
    },
  };
}
