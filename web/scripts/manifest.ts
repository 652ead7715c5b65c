// Vite's build manifest (dist/.vite, kept in web/.build by the prerender), and the one walk over it
// that the prerender, its budgets and the browser tests share.
export interface ManifestChunk {
  file: string;
  /** The module's path under web/, for a chunk built from one (an entry). */
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The chunks `roots` load (manifest keys), first each root's own, then what it imports statically,
 * as the browser loads them with it; with `dynamic`, what they may load later too; with
 * `importsFirst`, what each chunk imports before the chunk, the order their modules run (and their
 * stylesheets apply). A key that is not in the manifest is an error, named.
 */
export function chunksOf(
  manifest: Manifest,
  roots: readonly string[],
  options: { dynamic?: boolean; importsFirst?: boolean } = {},
): ManifestChunk[] {
  const chunks: ManifestChunk[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in Vite's manifest: check the module's name.`);
    if (seen.has(key)) return;
    seen.add(key);
    if (!options.importsFirst) chunks.push(chunk);
    [...(chunk.imports ?? []), ...(options.dynamic ? (chunk.dynamicImports ?? []) : [])].forEach(visit);
    if (options.importsFirst) chunks.push(chunk);
  };
  roots.forEach(visit);
  return chunks;
}
