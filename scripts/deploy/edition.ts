// `firebase deploy` ships one edition, and nothing stops it shipping the wrong one: the function's
// predeploy bundles whatever the working tree selects (functions/src/domain/edition.selected.ts and
// web/src/content/<name>.ts, written by npm run edition:select), and Hosting uploads web/dist as it
// was last built. After `EDITION=fixture-2031 npm test` was interrupted, say, the tree could still
// select the fixture. Both must be the edition EDITION names (default icei-2025).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CONTENT_MODULES, selectedEditionId } from '../edition/select';

export interface EditionState {
  /** The edition EDITION names, or the default. */
  expected: string;
  /** The edition each selection file points at (undefined: missing or unreadable). */
  selections: Record<string, string | undefined>;
  /** The built home page (web/dist/index.html), when there is one. */
  siteHtml: string | undefined;
  /** The expected edition's name, as its home page prints it. */
  name: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function editionProblems(state: EditionState): string[] {
  const rebuild = `run EDITION=${state.expected} npm run build`;
  const problems = Object.entries(state.selections)
    .filter(([, id]) => id !== state.expected)
    .map(([file, id]) => `${file} selects ${id ?? 'no edition'}, not ${state.expected}: ${rebuild}`);
  if (state.siteHtml === undefined) problems.push(`web/dist/index.html is missing: ${rebuild}`);
  else if (!state.siteHtml.includes(escapeHtml(state.name)))
    problems.push(`web/dist was built for another edition (its home page does not name ${state.name}): ${rebuild}`);
  return problems;
}

const selectionOf = (file: string) => /editions\/([a-z0-9-]+)\//.exec(readFileSync(file, 'utf8'))?.[1];

export async function readEditionState(root: string, env = process.env): Promise<EditionState> {
  const expected = selectedEditionId(env);
  const files = [
    'functions/src/domain/edition.selected.ts',
    ...CONTENT_MODULES.map((name) => `web/src/content/${name}.ts`),
  ];
  const selections = Object.fromEntries(
    files.map((file) => [file, existsSync(join(root, file)) ? selectionOf(join(root, file)) : undefined]),
  );
  const home = join(root, 'web', 'dist', 'index.html');
  const editionFile = join(root, 'editions', expected, 'edition.ts');
  if (!existsSync(editionFile)) throw new Error(`EDITION=${expected}: there is no editions/${expected}/edition.ts`);
  const edition = ((await import(pathToFileURL(editionFile).href)) as { default: { name: string } }).default;
  return {
    expected,
    selections,
    siteHtml: existsSync(home) ? readFileSync(home, 'utf8') : undefined,
    name: edition.name,
  };
}
