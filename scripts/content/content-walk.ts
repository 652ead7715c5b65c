// Every value of the edition's content modules with where it sits: the module (the file name an
// organiser edits) and the path from one of its exports, each object visited once (a logo shared by
// two exports is found under the first). generic-links.ts and checklist.ts read the content through it.

export interface ContentPlace {
  /** The content module, e.g. "site" for editions/<id>/content/site.ts. */
  module: string;
  /** From the export down, e.g. ["HOTELS", "2", "contact"]. */
  path: readonly string[];
  /** The object holding the value, and its key there: `owner[key] === value`. */
  owner: object;
  key: string;
  value: unknown;
}

export function contentPlaces(modules: Readonly<Record<string, object>>): ContentPlace[] {
  const seen = new Set<object>();
  const places: ContentPlace[] = [];
  const visit = (module: string, owner: object, path: readonly string[]) => {
    if (seen.has(owner)) return;
    seen.add(owner);
    for (const [key, value] of Object.entries(owner)) {
      const at = [...path, key];
      places.push({ module, path: at, owner, key, value });
      if (typeof value === 'object' && value !== null) visit(module, value, at);
    }
  };
  for (const [module, exports] of Object.entries(modules)) visit(module, exports, []);
  return places;
}
