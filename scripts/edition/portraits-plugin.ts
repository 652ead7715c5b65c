// The site's build step for people's photos: plans the optimised files of every image in
// editions/<id>/photos/ (portraits.ts), hands the avatar their addresses by standing in for
// web/src/components/ui/portrait-files.ts, and makes the files into the bundle on `vite build`.
// The prerender loads the site through the same plugin, so its HTML names the very files the build
// wrote, and it stops on a photo the content names that this folder does not hold
// (web/scripts/prerender.ts).
// Relative imports carry their extension: Vite is to load its config natively (`configLoader`), and
// Node resolves no extensionless path.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { PortraitFiles } from '../../web/src/components/ui/portrait';
import { ROOT } from '../suite/config.ts';
import { planPortrait, PortraitError, renderPortrait, type PortraitVariant } from './portraits.ts';

const PORTRAIT_FILES_MODULE = join(ROOT, 'web', 'src', 'components', 'ui', 'portrait-files.ts');
const IMAGE = /^[\w-][\w.-]*\.(jpe?g|png|webp|avif)$/i;

interface PreparedPortraits {
  files: Record<string, PortraitFiles>;
  /** Each file to make, by its address, with its source. */
  variants: Map<string, { source: Buffer; variant: PortraitVariant }>;
}

/** The images of editions/<id>/photos/ (none when the edition has no such folder). */
export function editionPhotos(editionId: string): string[] {
  try {
    return readdirSync(join(ROOT, 'editions', editionId, 'photos')).filter((name) => IMAGE.test(name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function preparePortraits(editionId: string, size: number): Promise<PreparedPortraits> {
  const prepared: PreparedPortraits = { files: {}, variants: new Map() };
  for (const name of editionPhotos(editionId).sort()) {
    const source = readFileSync(join(ROOT, 'editions', editionId, 'photos', name));
    try {
      const plan = await planPortrait(name, source, size);
      prepared.files[name] = plan.files;
      for (const variant of plan.variants) prepared.variants.set(`/${variant.fileName}`, { source, variant });
    } catch (error) {
      if (error instanceof PortraitError) {
        throw new Error(`Edition ${editionId}: photos/${error.message}.`, { cause: error });
      }
      throw error;
    }
  }
  return prepared;
}

export function portraitsPlugin(editionId: string, size: number): Plugin {
  let prepared: Promise<PreparedPortraits> | undefined;
  const prepare = () => (prepared ??= preparePortraits(editionId, size));
  return {
    name: 'edition-portraits',
    enforce: 'pre',
    async buildStart() {
      await prepare();
    },
    async load(id) {
      if (id.split('?')[0] !== PORTRAIT_FILES_MODULE) return null;
      const { files } = await prepare();
      return `export const PORTRAIT_FILES = ${JSON.stringify(files)};\n`;
    },
    async generateBundle() {
      const { variants } = await prepare();
      await Promise.all(
        [...variants.values()].map(async ({ source, variant }) => {
          this.emitFile({ type: 'asset', fileName: variant.fileName, source: await renderPortrait(source, variant) });
        }),
      );
    },
  };
}
