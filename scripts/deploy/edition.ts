// `firebase deploy` ships one edition: the function and the site must both be built for the edition
// EDITION names (default icei-2025) in the shell that deploys. Built files lying in functions/lib
// or web/dist may be of any edition, so deploy must build both itself: firebase.json's predeploy
// hooks run the function's build (functions) and the site's (hosting) before anything is uploaded.
// Then no earlier build matters, and the check needs none.
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { requireEdition, selectedEditionId } from '../edition/resolve.mjs';
import type { FirebaseJson } from './repository';

/** The hooks that build what each target uploads, as firebase.json holds them. */
const BUILDS = {
  functions: { builds: /^npm --prefix "\$RESOURCE_DIR" run build$/, what: 'the function (functions/lib)' },
  hosting: { builds: /^npm --prefix "\$PROJECT_DIR" run build -w web$/, what: 'the site (web/dist)' },
} as const;

const predeployOf = (config: { predeploy?: string | string[] } | undefined) => [config?.predeploy ?? []].flat();

export function editionProblems(firebaseJson: FirebaseJson, expected: string): string[] {
  const targets = {
    functions: [firebaseJson.functions ?? []].flat()[0],
    hosting: [firebaseJson.hosting ?? []].flat()[0],
  };
  return (Object.keys(BUILDS) as (keyof typeof BUILDS)[]).flatMap((target) =>
    predeployOf(targets[target]).some((command) => BUILDS[target].builds.test(command))
      ? []
      : [
          `firebase.json: ${target} has no predeploy that builds ${BUILDS[target].what}: deploy would upload it as last built, for any edition, not necessarily ${expected}`,
        ],
  );
}

/** The edition EDITION names: its name as the site prints it, and the origin a demo build names. */
export async function expectedEdition(
  root: string,
  env = process.env,
): Promise<{ id: string; name: string; siteOrigin: string; file: string }> {
  const id = requireEdition(selectedEditionId(env));
  const file = `editions/${id}/edition.ts`;
  const edition = (
    (await import(pathToFileURL(join(root, file)).href)) as { default: { name: string; siteOrigin: string } }
  ).default;
  return { id, name: edition.name, siteOrigin: edition.siteOrigin, file };
}
