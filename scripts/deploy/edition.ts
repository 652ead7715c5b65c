// `firebase deploy` ships one edition, and nothing stops it shipping the wrong one: Hosting uploads
// web/dist as it was last built, and the function as its predeploy builds it, for the EDITION of
// the shell that deploys. Both builds must be of the edition EDITION names here (default
// icei-2025): the function's bundle names its edition on its first line (functions/build.mjs),
// and the site's home page names the conference.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { functionBuildEdition } from '../edition/built';
import { requireEdition, selectedEditionId } from '../edition/resolve.mjs';

export interface EditionState {
  /** The edition EDITION names, or the default. */
  expected: string;
  /** The edition functions/lib/index.js was built with (undefined: no build, or it names none). */
  functionEdition: string | undefined;
  /** The built home page (web/dist/index.html), when there is one. */
  siteHtml: string | undefined;
  /** The expected edition's name, as its home page prints it. */
  name: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function editionProblems(state: EditionState): string[] {
  const rebuild = `run EDITION=${state.expected} npm run build`;
  const problems: string[] = [];
  if (state.functionEdition !== state.expected)
    problems.push(
      `functions/lib was built for ${state.functionEdition ?? 'no edition'}, not ${state.expected}: ${rebuild}`,
    );
  if (state.siteHtml === undefined) problems.push(`web/dist/index.html is missing: ${rebuild}`);
  else if (!state.siteHtml.includes(escapeHtml(state.name)))
    problems.push(`web/dist was built for another edition (its home page does not name ${state.name}): ${rebuild}`);
  return problems;
}

export async function readEditionState(root: string, env = process.env): Promise<EditionState> {
  const expected = requireEdition(selectedEditionId(env));
  const home = join(root, 'web', 'dist', 'index.html');
  const editionFile = join(root, 'editions', expected, 'edition.ts');
  const edition = ((await import(pathToFileURL(editionFile).href)) as { default: { name: string } }).default;
  return {
    expected,
    functionEdition: functionBuildEdition(root),
    siteHtml: existsSync(home) ? readFileSync(home, 'utf8') : undefined,
    name: edition.name,
  };
}
