// Which edition a build holds, read back from the build itself: the function's bundle names it on
// its first line (functions/build.mjs). The suite and the deploy check compare it with EDITION.
import { closeSync, existsSync, openSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../suite/config';
import { editionOfBundle } from './resolve.mjs';

/** The edition functions/lib/index.js was built with; undefined when there is no build or it names none. */
export function functionBuildEdition(root = ROOT): string | undefined {
  const file = join(root, 'functions', 'lib', 'index.js');
  if (!existsSync(file)) return undefined;
  const head = Buffer.alloc(200);
  const fd = openSync(file, 'r');
  try {
    return editionOfBundle(head.subarray(0, readSync(fd, head)).toString('utf8'));
  } finally {
    closeSync(fd);
  }
}

/** Stops a tool that would serve or seed `edition` beside a function built from another. */
export function requireFunctionBuiltFor(edition: string, root = ROOT): void {
  const built = functionBuildEdition(root);
  if (built !== edition) {
    throw new Error(
      `functions/lib holds the edition ${built ?? '(none named)'}, not ${edition}: build it (EDITION=${edition} npm run build), or set EDITION=${built ?? '<id>'}`,
    );
  }
}
