// The site's colours come from the edition: `import 'virtual:edition-theme.css'` (app/styles.ts) is
// the edition's theme.ts as CSS custom properties, part of the site's one stylesheet. A file, not
// an inline style: the CSP allows no inline styles.
// Relative imports carry their extension: web/vite.config.ts imports this file natively.
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import type { ThemeColours } from '../../web/src/content/types';
import { ROOT } from '../suite/config.ts';
import { themeCss } from './theme-css.ts';

export const THEME_MODULE = 'virtual:edition-theme.css';
// A path Vite's CSS pipeline recognises as a stylesheet; nothing is written there.
const RESOLVED = join(ROOT, 'web', 'src', 'app', 'edition-theme.css');

/** Reads THEME from the edition's theme.ts (TypeScript, so compiled first; it imports only types). */
async function loadTheme(file: string): Promise<ThemeColours> {
  const { outputFiles } = await build({ entryPoints: [file], bundle: true, write: false, format: 'esm' });
  const code = outputFiles[0]?.text ?? '';
  const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as {
    THEME: ThemeColours;
  };
  return module.THEME;
}

export function themePlugin(editionId: string): Plugin {
  const file = join(ROOT, 'editions', editionId, 'content', 'theme.ts');
  return {
    name: 'edition-theme',
    resolveId: (source) => (source === THEME_MODULE ? RESOLVED : null),
    async load(id) {
      if (id !== RESOLVED) return null;
      this.addWatchFile(file);
      return themeCss(await loadTheme(file));
    },
  };
}
