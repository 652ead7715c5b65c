// Node's module hooks for the edition (registered by register.mjs): an import resolves as it would
// through the other hooks (tsx's, Playwright's), then a selection module becomes the edition's own
// file. Working on the resolved URL, it sees extensionless, aliased and absolute imports alike.
import { fileURLToPath, pathToFileURL } from 'node:url';
import { editionFile } from './resolve.mjs';

let edition;

export function initialize(data) {
  edition = data.edition;
}

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  const file = resolved.url.startsWith('file:') ? editionFile(fileURLToPath(resolved.url), edition) : undefined;
  return file ? { ...resolved, url: pathToFileURL(file).href } : resolved;
}
